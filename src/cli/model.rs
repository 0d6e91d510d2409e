//! `aide model verify`, `aide model tokenize` and `aide model embed`.

use super::GlobalArgs;
use aide::perception::models::clip_tokenizer::ClipTokenizer;
use aide::perception::models::verify::{self, ModelKind};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct ModelArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(clap::Subcommand, Debug)]
enum Action {
    /// Run a checkpoint on a fixture's inputs and compare with its expected outputs. Exit 0 when
    /// every element is within 1e-3 + 1e-4 * |expected|, 1 when not, 2 when a tensor of the
    /// checkpoint or fixture is missing, unexpected or mis-shaped. Last line: `max_abs_diff=<x>`.
    Verify {
        /// yolo-world | mobileclip-image | mobileclip-text | clip-text
        #[arg(long, value_parser = parse_kind)]
        kind: ModelKind,
        /// Checkpoint (safetensors, f16 or f32, official key names).
        #[arg(long)]
        weights: PathBuf,
        /// Fixture (safetensors with the inputs and the expected outputs).
        #[arg(long)]
        fixture: PathBuf,
        /// Also write what the model computed (f32, same tensor name as the expected output).
        #[arg(long)]
        dump: Option<PathBuf>,
    },
    /// Print token ids as one JSON array of arrays of 77 ids (zero-padded, truncated with
    /// end-of-text at position 76), one per TEXT.
    Tokenize {
        /// Tokenizer: `clip` (CLIP BPE, as open_clip).
        #[arg(long, default_value = "clip")]
        kind: String,
        #[arg(required = true)]
        texts: Vec<String>,
    },
    /// Print one JSON array of L2-normalised sentence embeddings, one per TEXT.
    Embed {
        /// Encoder: `minilm` (all-MiniLM-L6-v2, mean pooling, L2 norm).
        #[arg(long, default_value = "minilm")]
        kind: String,
        /// Model directory (model.safetensors, tokenizer.json, config.json); default: as
        /// `knowledge.minilm_dir` finds it.
        #[arg(long)]
        weights: Option<PathBuf>,
        #[arg(required = true)]
        texts: Vec<String>,
    },
}

fn parse_kind(s: &str) -> Result<ModelKind, String> {
    ModelKind::parse(s)
        .ok_or_else(|| format!("unknown kind `{s}`; one of {}", ModelKind::ALL.map(|k| k.name()).join(", ")))
}

pub fn run(g: &GlobalArgs, a: ModelArgs) -> anyhow::Result<u8> {
    match a.action {
        Action::Verify { kind, weights, fixture, dump } => {
            let report = match verify::verify(kind, &weights, &fixture) {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("error: {e}");
                    return Ok(e.exit_code());
                }
            };
            println!("model: {}", report.model);
            println!(
                "compared `{}`: {} elements, {} outside tolerance",
                report.output_name, report.elements, report.failures
            );
            if let Some((i, got, exp)) = report.worst {
                println!("worst element: flat index {i}, got {got}, expected {exp}");
            }
            if let Some(p) = dump {
                if let Err(e) = verify::dump(&report, &p) {
                    eprintln!("error: {e}");
                    return Ok(1);
                }
            }
            println!("max_abs_diff={}", report.max_abs_diff);
            Ok(if report.passed() { 0 } else { 1 })
        }
        Action::Tokenize { kind, texts } => {
            if kind != "clip" {
                return Err(super::InvalidInput(format!("unknown tokenizer `{kind}`; only `clip`")).into());
            }
            let tok = ClipTokenizer::new()?;
            let ids = tok.tokenize_batch(&texts)?;
            println!("{}", serde_json::to_string(&ids)?);
            Ok(0)
        }
        Action::Embed { kind, weights, texts } => {
            if kind != "minilm" {
                return Err(super::InvalidInput(format!("unknown encoder `{kind}`; only `minilm`")).into());
            }
            let model = match weights {
                Some(dir) => aide::perception::models::minilm::MiniLm::load(&dir)?,
                None => aide::perception::models::minilm::MiniLm::open(&g.load_config()?.knowledge.minilm_dir)?,
            };
            let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
            let vectors = model.embed_batch(&refs)?;
            println!("{}", serde_json::to_string(&vectors)?);
            Ok(0)
        }
    }
}
