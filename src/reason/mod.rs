//! MSI, the slow stream: reasoning that produces validated task plans.

pub mod offline;
