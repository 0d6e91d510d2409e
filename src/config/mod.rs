//! Typed configuration.
//!
//! One TOML file, every section `deny_unknown_fields`, every knob documented in
//! `config/default.toml` (which is embedded in the binary and is the default).
//! Loading goes: file text -> TOML tree -> `--set key.path=value` overrides ->
//! typed structs (serde, with the failing key path) -> range checks (with the key
//! path and the allowed range). Errors name the key, never just "invalid config".

mod check;
mod issue;
mod load;
mod sections;

pub use load::{
    apply_override, diffs, fingerprint, live_changes, load_file, load_str, restart_changes, ConfigError, Issue,
};
pub use sections::*;

/// The embedded default configuration (simulated robot, offline reasoning).
pub const DEFAULT_TOML: &str = include_str!("../../config/default.toml");

impl Config {
    /// The embedded default, parsed. Panics only if the shipped file is broken, which
    /// the test suite and build.rs rule out.
    pub fn embedded_default() -> Config {
        load_str(DEFAULT_TOML, "<embedded default>", &[]).expect("embedded config/default.toml is valid")
    }
}
