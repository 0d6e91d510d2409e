//! `aide task TEXT`, `aide cancel`, `aide status`: talk to a running service over its socket.

use super::GlobalArgs;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct ClientArgs {
    /// Control socket of the running service (default: <state_dir>/aide.sock).
    #[arg(long, value_name = "PATH")]
    pub socket: Option<PathBuf>,
}

/// Sends one line and prints the reply. Exit 0 on `ok`/JSON, 1 on an error reply.
pub fn send(g: &GlobalArgs, a: &ClientArgs, line: &str) -> anyhow::Result<u8> {
    let cfg = g.load_config()?;
    let path = a.socket.clone().unwrap_or_else(|| cfg.state_dir().join("aide.sock"));
    let mut s = UnixStream::connect(&path).map_err(|e| {
        anyhow::anyhow!("cannot reach the aide service at {}: {e} (is `aide run` running?)", path.display())
    })?;
    s.set_read_timeout(Some(Duration::from_secs(5)))?;
    s.write_all(format!("{line}\n").as_bytes())?;
    let mut reply = String::new();
    BufReader::new(&s).read_line(&mut reply)?;
    let reply = reply.trim();
    println!("{reply}");
    Ok(if reply.starts_with("error") { 1 } else { 0 })
}
