//! `aide run`: the service (what systemd starts).

use super::GlobalArgs;
use aide::runtime::service::{self, ConfigSource, ServeOptions};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// Start with this task, e.g. "I am thirsty".
    #[arg(long)]
    pub instruction: Option<String>,
    /// Exit once the first task has ended (for scripted runs).
    #[arg(long)]
    pub exit_after_task: bool,
    /// Control socket (default: <state_dir>/aide.sock).
    #[arg(long, value_name = "PATH")]
    pub socket: Option<PathBuf>,
    /// Record every decision tick's inputs and decision to this MCAP file (Foxglove opens it,
    /// `aide replay FILE` re-runs it). Written as FILE.part and renamed when the service stops.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
}

pub fn run(g: &GlobalArgs, a: RunArgs) -> anyhow::Result<u8> {
    super::init_logging(g);
    let cfg = g.load_config()?;
    let source = ConfigSource { file: g.config.clone(), overrides: g.overrides.clone() };
    let threads = cfg.runtime.io_threads;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(threads)
        .max_blocking_threads(4)
        .thread_name("aide-io")
        .enable_all()
        .build()?;
    let opts = ServeOptions {
        instruction: a.instruction,
        exit_after_task: a.exit_after_task,
        socket: a.socket,
        record: a.record,
    };
    rt.block_on(service::serve(source, cfg, opts))?;
    // Do not wait for blocking tasks still parked (e.g. a slow LLM call): exit promptly.
    rt.shutdown_timeout(std::time::Duration::from_millis(100));
    Ok(0)
}
