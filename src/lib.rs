//! `aide`: an affordance-aware robot runtime.
//!
//! Data flows one way: sensors -> [`perception`] -> [`decide`] -> [`control`] -> drivers,
//! with the slow reasoning stream ([`reason`]) beside it writing into [`knowledge`].
//! Every room can be used without threads (pure functions and small traits), and
//! [`runtime`] wires them into the service.

pub mod alloc_count;
pub mod api;
pub mod canvas;
pub mod config;
pub mod control;
pub mod decide;
pub mod eval;
pub mod knowledge;
pub mod lanes;
pub mod perception;
pub mod reason;
pub mod record;
pub mod runtime;
pub mod sim;
pub mod slot;
pub mod types;

/// Version string with commit and enabled features, embedded by build.rs.
pub const VERSION_LONG: &str = env!("AIDE_VERSION_LONG");
