//! Datasets and metrics of the paper (TSR, OSR, FSR, WSR, ASR, FPS, ESR).
//!
//! [`dataset`] reads the object-list format (ARCHITECTURE.md section 5), [`runner`] plans
//! one scene through the real decision path (ADM, then the offline reasoner when ADM asks
//! for the slow stream), [`metrics`] scores a run, [`audit`] lists the objects each need of
//! the knowledge base would take that it does not list.

pub mod ambiguity;
pub mod audit;
pub mod dataset;
pub mod episodes;
pub mod intent;
pub mod metrics;
pub mod plot;
pub mod runner;
pub mod traversability;
