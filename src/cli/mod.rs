//! Sub-commands of the `aide` binary. Each file parses its arguments and calls the library.

pub mod bench;
pub mod bench_perception;
pub mod bench_render;
pub mod client;
pub mod config_cmd;
pub mod demo;
pub mod detect;
pub mod eval;
pub mod eval_episodes;
pub mod eval_intent;
pub mod eval_traversability;
pub mod index;
pub mod llm;
pub mod model;
pub mod plan;
pub mod replay;
pub mod run;
pub mod scene_planner;
pub mod sim;
pub mod understand_cv;

use aide::config::{self, Config, ConfigError};
use std::path::PathBuf;

/// Options every command accepts.
#[derive(clap::Args, Debug, Clone)]
pub struct GlobalArgs {
    /// Configuration file (merged over the embedded default). Without it: the embedded default.
    #[arg(long, global = true, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Override one key, e.g. `--set adm.m=0.9` (repeatable).
    #[arg(long = "set", global = true, value_name = "KEY.PATH=VALUE")]
    pub overrides: Vec<String>,
    /// Log format: `human` (default on a terminal) or `json`.
    #[arg(long, global = true, value_name = "FORMAT", default_value = "human")]
    pub log_format: String,
    /// Log filter (tracing EnvFilter syntax); RUST_LOG also works.
    #[arg(long, global = true, value_name = "FILTER")]
    pub log: Option<String>,
}

impl GlobalArgs {
    /// The effective configuration: file (or embedded default) plus overrides.
    pub fn load_config(&self) -> Result<Config, ConfigError> {
        match &self.config {
            Some(p) => config::load_file(p, &self.overrides),
            None => config::load_str(config::DEFAULT_TOML, "<embedded default>", &self.overrides),
        }
    }
}

/// Marks an error as the user's input being invalid (exit code 2).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct InvalidInput(pub String);

/// Exit code for an error: 2 for invalid configuration or input, 1 otherwise.
pub fn exit_code_of(e: &anyhow::Error) -> u8 {
    if e.chain().any(|c| c.is::<ConfigError>() || c.is::<InvalidInput>()) {
        2
    } else {
        1
    }
}

/// The command line with every `--set KEY=VALUE` (or `--set=KEY=VALUE`) moved in front of the
/// sub-command, in order. clap gives a repeatable global option the values of one level only:
/// in `aide --set a=1 eval --set b=2` the sub-command's list would replace the first one and
/// `a=1` would be lost without a word. Nothing after `--` is touched.
pub fn hoist_overrides(args: impl IntoIterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    let mut it = args.into_iter();
    let mut head: Vec<std::ffi::OsString> = it.next().into_iter().collect();
    let mut rest = Vec::new();
    let mut verbatim = false;
    while let Some(a) = it.next() {
        if verbatim {
            rest.push(a);
        } else if a == "--" {
            verbatim = true;
            rest.push(a);
        } else if a == "--set" {
            match it.next() {
                Some(v) => head.extend([a, v]),
                None => rest.push(a), // clap reports the missing value
            }
        } else if a.to_str().is_some_and(|s| s.starts_with("--set=")) {
            head.push(a);
        } else {
            rest.push(a);
        }
    }
    head.extend(rest);
    head
}

/// Log filter without `--log` or RUST_LOG: our events at info; hnsw_rs and anndists report
/// every index build, dump and drop at info through the `log` crate, which is noise to an
/// operator (and in test output), so only their warnings pass. `--log hnsw_rs=info` restores them.
pub const DEFAULT_LOG_FILTER: &str = "info,hnsw_rs=warn,anndists=warn";

/// Sets up tracing: human format on a terminal, JSON lines with `--log-format json`
/// (journald keeps either; JSON keeps fields machine-readable). Logs go to stderr.
pub fn init_logging(g: &GlobalArgs) {
    use tracing_subscriber::{fmt, EnvFilter};
    let filter =
        g.log.as_deref().map(EnvFilter::new).unwrap_or_else(|| {
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_LOG_FILTER))
        });
    let builder = fmt().with_env_filter(filter).with_writer(std::io::stderr);
    let _ = if g.log_format == "json" {
        builder.json().flatten_event(true).with_current_span(false).try_init()
    } else {
        builder.with_target(false).try_init()
    };
}

/// Like [`init_logging`], but warnings only unless asked otherwise (commands that print results).
pub fn init_logging_quiet(g: &GlobalArgs) {
    if g.log.is_none() && std::env::var_os("RUST_LOG").is_none() {
        let mut q = g.clone();
        q.log = Some("warn,hnsw_rs=error,anndists=error".into());
        init_logging(&q);
    } else {
        init_logging(g);
    }
}

#[cfg(test)]
mod tests {
    use super::{hoist_overrides, DEFAULT_LOG_FILTER};

    #[test]
    fn overrides_before_and_after_the_sub_command_all_count_in_order() {
        let args = |v: &[&str]| v.iter().map(std::ffi::OsString::from).collect::<Vec<_>>();
        assert_eq!(
            hoist_overrides(args(&["aide", "--set", "a=1", "eval", "--dataset", "f", "--set=b=2", "--set", "c=3"])),
            args(&["aide", "--set", "a=1", "--set=b=2", "--set", "c=3", "eval", "--dataset", "f"])
        );
        assert_eq!(
            hoist_overrides(args(&["aide", "run", "--", "--set", "x"])),
            args(&["aide", "run", "--", "--set", "x"]),
            "after -- nothing moves"
        );
        assert_eq!(hoist_overrides(args(&["aide", "eval", "--set"])), args(&["aide", "eval", "--set"]));
    }

    #[test]
    fn the_default_log_filter_parses_and_quiets_hnsw_rs() {
        let f = tracing_subscriber::EnvFilter::try_new(DEFAULT_LOG_FILTER).unwrap();
        let s = f.to_string();
        assert!(s.contains("hnsw_rs=warn") && s.contains("anndists=warn"), "{s}");
    }
}
