//! The supervisor: builds everything from config, runs the threads, stops them.

pub mod clock;
