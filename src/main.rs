//! The `aide` executable: command-line edge of the library. Errors become exit codes
//! here (0 ok, 1 failure, 2 invalid input or configuration).

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Counts allocations only where asked (`aide index bench`); see `aide::alloc_count`.
#[global_allocator]
static GLOBAL: aide::alloc_count::Counting = aide::alloc_count::Counting;

#[derive(Parser, Debug)]
#[command(name = "aide", version = aide::VERSION_LONG, about = "Affordance-aware robot runtime")]
struct Cli {
    #[command(flatten)]
    global: cli::GlobalArgs,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Run the robot service (what systemd starts).
    Run(cli::run::RunArgs),
    /// Run the paper's six real-world instructions as closed-loop episodes in the simulator.
    Demo(cli::demo::DemoArgs),
    /// Give the running service a task, e.g. `aide task "I am thirsty"`.
    Task {
        instruction: String,
        #[command(flatten)]
        client: cli::client::ClientArgs,
    },
    /// Cancel the running service's task.
    Cancel(cli::client::ClientArgs),
    /// Answer the robot's open question, e.g. `aide answer "the blue one"` (see `aide status`).
    Answer {
        /// The reply, in words: a colour, a kind, a side, "the second", "none of these".
        reply: String,
        #[command(flatten)]
        client: cli::client::ClientArgs,
    },
    /// Print the running service's status as JSON.
    Status(cli::client::ClientArgs),
    /// Validate or print configuration files.
    Config(cli::config_cmd::ConfigArgs),
    /// Perception models: verify checkpoints against fixtures, tokenize text.
    Model(cli::model::ModelArgs),
    /// Fake devices for testing the real drivers (fake FR3 controller, fake grippers).
    Sim(cli::sim::SimArgs),
    /// Detect an open vocabulary in an image (YOLO-World); print boxes, draw them on a PNG.
    Detect(cli::detect::DetectArgs),
    /// Check the OpenAI-compatible LLM endpoint of the slow stream.
    Llm(cli::llm::LlmArgs),
    /// The relationship space: build, stats, query, bench, plot.
    Index(cli::index::IndexArgs),
    /// Plan one scene (dataset object-list format) for an instruction.
    Plan(cli::plan::PlanArgs),
    /// Evaluate planning on a dataset: TSR, ASR, WSR, FPS.
    Eval(cli::eval::EvalArgs),
    /// Grouped cross-validation of offline understanding on the knowledge base.
    ///
    /// The lexical channel (`knowledge.lexical_weight`) is not exercised: the held-out
    /// phrasings' words are in its index, so it would see the answers.
    Cv(cli::understand_cv::CvArgs),
    /// Measure the runtime (control loop timing, ...).
    Bench(cli::bench::BenchArgs),
    /// Re-run a recording's decision stream (`--record`) and report every decision that differs.
    Replay(cli::replay::ReplayArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse_from(cli::hoist_overrides(std::env::args_os()));
    if matches!(
        cli.command,
        Command::Config(_) | Command::Index(_) | Command::Plan(_) | Command::Eval(_) | Command::Cv(_)
    ) {
        quiet_on_closed_stdout();
    }
    let result = match cli.command {
        Command::Run(a) => cli::run::run(&cli.global, a),
        Command::Demo(a) => cli::demo::run(&cli.global, a),
        Command::Task { instruction, client } => {
            cli::client::send(&cli.global, &client, &format!("task {instruction}"))
        }
        Command::Cancel(a) => cli::client::send(&cli.global, &a, "cancel"),
        Command::Answer { reply, client } => cli::client::send(&cli.global, &client, &format!("answer {reply}")),
        Command::Status(a) => cli::client::send(&cli.global, &a, "status"),
        Command::Config(a) => cli::config_cmd::run(&cli.global, a),
        Command::Model(a) => cli::model::run(&cli.global, a),
        Command::Sim(a) => cli::sim::run(&cli.global, a),
        Command::Detect(a) => cli::detect::run(&cli.global, a),
        Command::Llm(a) => cli::llm::run(&cli.global, a),
        Command::Index(a) => {
            cli::init_logging(&cli.global);
            cli::index::run(&cli.global, a)
        }
        Command::Plan(a) => {
            cli::init_logging(&cli.global);
            cli::plan::run(&cli.global, a)
        }
        Command::Eval(a) => {
            cli::init_logging(&cli.global);
            cli::eval::run(&cli.global, a)
        }
        Command::Cv(a) => {
            cli::init_logging_quiet(&cli.global);
            cli::understand_cv::run(&cli.global, a)
        }
        Command::Bench(a) => cli::bench::run(&cli.global, a),
        Command::Replay(a) => {
            cli::init_logging_quiet(&cli.global);
            cli::replay::run(&cli.global, a)
        }
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(cli::exit_code_of(&e))
        }
    }
}

/// A one-shot command piped into `head` or a closed pager stops quietly when its standard
/// output closes, as other command-line tools do, instead of panicking in `println!` (Rust
/// ignores SIGPIPE by default). Only for the commands that print a report: the service, the
/// episodes and the benches talk to drivers and sockets and must get an error, not a signal,
/// when a peer hangs up.
fn quiet_on_closed_stdout() {
    #[cfg(unix)]
    // SAFETY: restores the default disposition of one signal before any thread is started.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
