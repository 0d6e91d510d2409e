//! The supervisor: builds everything from config, runs the threads, stops them.

pub mod answers;
mod asking;
pub mod build;
pub mod build_progress;
pub mod commands;
pub mod decision_clock;
mod decision_thread;
pub mod episode;
pub mod live;
pub mod notify;
pub mod pacer;
pub mod perception_thread;
pub mod pipeline_bench;
pub mod reasoning;
pub mod replay;
pub mod service;
pub mod slow;
pub mod supervisor;
mod task_state;
mod task_tick;
pub mod world_link;

pub use supervisor::{OpenQuestion, Runtime, RuntimeError, RuntimeOptions, TaskOutcome, TaskStatus};
