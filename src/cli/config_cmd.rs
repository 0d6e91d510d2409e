//! `aide config check FILE`, `aide config show` (the effective configuration, whole) and
//! `aide config show-default`.

use super::GlobalArgs;
use aide::config::{self, DEFAULT_TOML};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct ConfigArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(clap::Subcommand, Debug)]
enum Action {
    /// Check a file: exit 0 when valid, 2 with one line per problem when not.
    Check {
        /// The file to check (merged over the embedded default, with --set overrides).
        file: PathBuf,
    },
    /// Print the embedded default configuration, with its documentation.
    ShowDefault,
    /// Print the effective configuration (file or default, plus --set) as TOML.
    Show,
}

pub fn run(g: &GlobalArgs, a: ConfigArgs) -> anyhow::Result<u8> {
    match a.action {
        Action::ShowDefault => {
            print!("{DEFAULT_TOML}");
            Ok(0)
        }
        Action::Show => {
            let cfg = g.load_config()?;
            let fingerprint = aide::config::fingerprint(&cfg);
            println!("# effective configuration, fingerprint {fingerprint} (the hash `aide run` logs)");
            print!("{}", toml::to_string_pretty(&cfg)?);
            Ok(0)
        }
        Action::Check { file } => match config::load_file(&file, &g.overrides) {
            Ok(_) => {
                println!("{}: ok", file.display());
                Ok(0)
            }
            Err(e) => {
                for line in e.issues() {
                    eprintln!("{line}");
                }
                Ok(2)
            }
        },
    }
}
