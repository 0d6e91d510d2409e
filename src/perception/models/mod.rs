//! Perception models in Candle, one file per model, each loading its official checkpoint
//! layout strictly.

pub mod clip_text;
pub mod clip_tokenizer;
pub mod detector;
pub mod draw;
pub mod layers;
pub mod minilm;
pub mod mobileclip;
pub mod nms;
pub mod preprocess;
pub mod verify;
pub mod weights;
pub mod yolo_world;
