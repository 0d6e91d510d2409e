//! Neural models run on the robot computer (CPU, candle): one file per model.

pub mod minilm;
