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
    /// The relationship space: build, stats, query, bench, plot.
    Index(cli::index::IndexArgs),
    /// Plan one scene (dataset object-list format) for an instruction.
    Plan(cli::plan::PlanArgs),
    /// Evaluate planning on a dataset: TSR, ASR, WSR, FPS.
    Eval(cli::eval::EvalArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Config(a) => cli::config_cmd::run(&cli.global, a),
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
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(cli::exit_code_of(&e))
        }
    }
}
