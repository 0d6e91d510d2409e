//! `aide sim fake-fr3` and `aide sim fake-gripper`: the fake devices as standalone
//! processes, so `aide run --config config/robot.toml` can drive them through the real
//! drivers. Both run until SIGINT / SIGTERM. `aide sim episodes` writes a generated episode
//! suite to a directory, for people to read; `aide sim intent` a split of collaboration scenarios.

use super::{init_logging, GlobalArgs, InvalidInput};
use aide::sim::fake_fr3::{FakeFr3, FakeFr3Options, FakeFr3Ports};
use aide::sim::{fake_omnipicker, fake_robotiq};
use anyhow::Context as _;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct SimArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(clap::Subcommand, Debug)]
enum Action {
    /// A fake FAIRINO FR3 controller on loopback (XML-RPC, CNDE and legacy state feeds),
    /// with the joint limits, speeds and home pose of the loaded config's [arm].
    FakeFr3 {
        /// XML-RPC address (the controller's port is 20003).
        #[arg(long, default_value = "127.0.0.1:20003")]
        listen: SocketAddr,
        /// CNDE state feed port on the same host.
        #[arg(long, default_value_t = 20005)]
        cnde_port: u16,
        /// Legacy state packet port on the same host.
        #[arg(long, default_value_t = 20004)]
        legacy_port: u16,
    },
    /// A fake serial gripper on a pseudo-terminal, reachable through a symlink.
    FakeGripper {
        /// `robotiq` (2F-85, Modbus RTU) or `omnipicker` (CAN via a USB-CAN-A adapter).
        #[arg(long)]
        kind: String,
        /// Symlink to create to the pty (what `gripper.port` names).
        #[arg(long)]
        link: Option<PathBuf>,
        /// Place an object between the fingers at this closure (0 open .. 1 closed).
        #[arg(long)]
        object_at: Option<f32>,
        /// Modbus unit id (robotiq) or CAN id (omnipicker); default from the config.
        #[arg(long)]
        id: Option<u32>,
    },
    /// Generates episodes in procedural homes (what `gen:SEED:COUNT` runs) and writes one
    /// scene file per episode to a directory.
    Episodes {
        /// Seed of the generator: the same seed writes the same suite.
        #[arg(long)]
        seed: u64,
        /// How many episodes.
        #[arg(long)]
        count: usize,
        /// Directory to write them to (created when missing).
        #[arg(long)]
        out: PathBuf,
    },
    /// Generates items for the asking benchmark (`aide eval --dataset F --person simulated`):
    /// table tops where a request may mean several things, with the person's hidden choice.
    Ambiguity {
        /// Seed of the generator: the same seed writes the same set.
        #[arg(long)]
        seed: u64,
        /// How many items (the four kinds in turn).
        #[arg(long)]
        count: usize,
        /// JSONL file to write (replaced atomically).
        #[arg(long)]
        out: PathBuf,
    },
    /// Generates traversability scenarios (homes with uncertain obstacles and their hidden
    /// truth) and writes one file per scenario, for `aide eval --traversability`.
    Traversability {
        /// Seed of the generator: the same seed writes the same scenarios.
        #[arg(long)]
        seed: u64,
        /// Scenarios with one uncertain obstacle, and with two to four.
        #[arg(long, default_value_t = 20)]
        singles: usize,
        #[arg(long, default_value_t = 5)]
        multis: usize,
        /// Prefix of the scenario ids (`<prefix>-single-01`).
        #[arg(long)]
        prefix: String,
        /// Directory to write them to (created when missing; must hold no scenarios yet).
        #[arg(long)]
        out: PathBuf,
    },
    /// Generates collaboration scenarios (what `aide eval --intent gen:SEED:COUNT` runs) and
    /// writes one file per scenario to a directory, named `<prefix>-NNN.toml`.
    Intent {
        /// Seed of the generator: the same seed writes the same split.
        #[arg(long)]
        seed: u64,
        /// How many scenarios.
        #[arg(long)]
        count: usize,
        /// Name prefix of the scenarios (the split's name).
        #[arg(long)]
        prefix: String,
        /// Directory to write them to (created when missing, must hold no scenario yet).
        #[arg(long)]
        out: PathBuf,
    },
}

static STOP: AtomicBool = AtomicBool::new(false);

extern "C" fn on_signal(_: libc::c_int) {
    STOP.store(true, Ordering::Release);
}

fn wait_for_signal() {
    // SAFETY: the handler only stores to an atomic, which is async-signal-safe.
    unsafe {
        libc::signal(libc::SIGINT, on_signal as *const () as libc::sighandler_t);
        libc::signal(libc::SIGTERM, on_signal as *const () as libc::sighandler_t);
    }
    while !STOP.load(Ordering::Acquire) {
        std::thread::sleep(Duration::from_millis(50));
    }
}

pub fn run(g: &GlobalArgs, a: SimArgs) -> anyhow::Result<u8> {
    init_logging(g);
    match a.action {
        Action::FakeFr3 { listen, cnde_port, legacy_port } => {
            let cfg = g.load_config()?;
            let mut cnde = listen;
            cnde.set_port(cnde_port);
            let mut legacy = listen;
            legacy.set_port(legacy_port);
            let ports = FakeFr3Ports { rpc: listen, legacy, cnde };
            let fake = FakeFr3::start(ports, FakeFr3Options::from_config(&cfg))
                .with_context(|| format!("cannot listen on {listen} / {cnde} / {legacy}"))?;
            let p = fake.ports();
            println!("fake FR3: XML-RPC {}, CNDE feed {}, legacy feed {}", p.rpc, p.cnde, p.legacy);
            println!(
                "config: [arm.fairino] host = \"{}\", rpc_port = {}, state_feed = \"cnde\", state_port = {}",
                p.rpc.ip(),
                p.rpc.port(),
                p.cnde.port()
            );
            wait_for_signal();
            Ok(0)
        }
        Action::FakeGripper { kind, link, object_at, id } => {
            let cfg = g.load_config()?;
            let link = link.unwrap_or_else(|| PathBuf::from(format!("/tmp/aide-{kind}")));
            match kind.as_str() {
                "robotiq" => {
                    let slave = match id {
                        Some(i) => u8::try_from(i)
                            .map_err(|_| InvalidInput(format!("--id {i}: a Modbus unit id is 1..=247")))?,
                        None => cfg.gripper.slave_id,
                    };
                    let fake = fake_robotiq::spawn(&link, slave)
                        .with_context(|| format!("cannot create the pty link {}", link.display()))?;
                    fake.with_model(|m| m.set_object(object_at));
                    println!("fake robotiq 2F-85 (unit {slave}) on {} via {}", fake.pty_name(), link.display());
                    wait_for_signal();
                }
                "omnipicker" => {
                    let can_id = id.unwrap_or(cfg.gripper.can_id);
                    let fake = fake_omnipicker::spawn(&link, can_id)
                        .with_context(|| format!("cannot create the pty link {}", link.display()))?;
                    fake.with_model(|m| m.set_object(object_at));
                    println!("fake omnipicker (CAN id {can_id}) on {} via {}", fake.pty_name(), link.display());
                    wait_for_signal();
                }
                other => return Err(InvalidInput(format!("--kind `{other}`: expected robotiq or omnipicker")).into()),
            }
            Ok(0)
        }
        Action::Episodes { seed, count, out } => write_episodes(seed, count, &out),
        Action::Ambiguity { seed, count, out } => write_ambiguity(seed, count, &out),
        Action::Traversability { seed, singles, multis, prefix, out } => {
            super::eval_traversability::write_split(g, &prefix, seed, singles, multis, &out)
        }
        Action::Intent { seed, count, prefix, out } => super::eval_intent::write_split(seed, count, &prefix, &out),
    }
}

fn write_episodes(seed: u64, count: usize, out: &std::path::Path) -> anyhow::Result<u8> {
    if count == 0 {
        return Err(InvalidInput("--count 0: ask for at least one episode".into()).into());
    }
    let started = std::time::Instant::now();
    let cases = aide::sim::suite::generate(seed, count)?;
    let generated = started.elapsed();
    aide::sim::suite::write_dir(&cases, out).with_context(|| format!("cannot write the suite to {}", out.display()))?;
    let mut kinds = std::collections::BTreeMap::new();
    for c in &cases {
        *kinds.entry(c.kind.name()).or_insert(0usize) += 1;
    }
    let rooms: std::collections::BTreeSet<&str> = cases.iter().filter_map(|c| c.id.splitn(3, '-').nth(2)).collect();
    println!(
        "{count} episodes from seed {seed} in {} ({} layouts), generated in {:.1} ms",
        out.display(),
        rooms.len(),
        generated.as_secs_f64() * 1e3
    );
    for (k, n) in kinds {
        println!("  {k:<20} {n:>5}  {:>5.1} %", 100.0 * n as f64 / count as f64);
    }
    Ok(0)
}

fn write_ambiguity(seed: u64, count: usize, out: &std::path::Path) -> anyhow::Result<u8> {
    if count == 0 {
        return Err(InvalidInput("--count 0: ask for at least one item".into()).into());
    }
    let items = aide::sim::suite::ambiguity::generate(seed, count)?;
    let mut text = String::new();
    for it in &items {
        text.push_str(&serde_json::to_string(it)?);
        text.push('\n');
    }
    let dir = out.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    let name = out
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| InvalidInput(format!("--out {}: not a file name", out.display())))?;
    aide::knowledge::persist::write_atomic(dir, name, text.as_bytes())
        .with_context(|| format!("cannot write {}", out.display()))?;
    println!("{count} items from seed {seed} in {}", out.display());
    Ok(0)
}
