//! The `aide` executable: command-line edge of the library. Errors become exit codes
//! here (0 ok, 1 failure, 2 invalid input or configuration).

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

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
    /// Validate or print configuration files.
    Config(cli::config_cmd::ConfigArgs),
    /// Measure the runtime (control loop timing, ...).
    Bench(cli::bench::BenchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Config(a) => cli::config_cmd::run(&cli.global, a),
        Command::Bench(a) => cli::bench::run(&cli.global, a),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(cli::exit_code_of(&e))
        }
    }
}
