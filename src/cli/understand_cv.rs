//! `aide cv`: grouped cross-validation of offline understanding on the knowledge base
//! (see `aide::knowledge::cv`). Every phrasing with its framings is held out as a group
//! and estimated from the other folds; prints top-1 intent accuracy, acceptable-tool hit
//! rate and vector error for each estimator configuration asked for (comma lists are
//! swept as a grid), then the label CV.

use super::GlobalArgs;
use aide::config::Config;
use aide::knowledge::cv::InstructionScores;
use aide::knowledge::estimator::EstimatorParams;
use aide::knowledge::{estimator_params, Knowledge};
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct CvArgs {
    /// Folds the phrasing groups are dealt into.
    #[arg(long, default_value_t = 10)]
    pub folds: usize,
    /// Neighbours (comma list; default: `knowledge.neighbours`).
    #[arg(long, value_delimiter = ',')]
    pub k: Vec<usize>,
    /// Candidate pool, 0 = per-instruction weighing (default: `knowledge.neighbour_pool`).
    #[arg(long, value_delimiter = ',')]
    pub pool: Vec<usize>,
    /// Neighbour temperature (default: `knowledge.neighbour_temperature`).
    #[arg(long, value_delimiter = ',')]
    pub tau: Vec<f32>,
    /// Intent pooling temperature (default: `knowledge.member_temperature`).
    #[arg(long, value_delimiter = ',')]
    pub member_tau: Vec<f32>,
    /// Ridge weight (default: `knowledge.ridge_weight`).
    #[arg(long, value_delimiter = ',')]
    pub ridge_weight: Vec<f32>,
    /// Intent classifier weight (default: `knowledge.intent_weight`).
    #[arg(long, value_delimiter = ',')]
    pub intent_weight: Vec<f32>,
    /// Ridge L2 penalty (default: `knowledge.ridge_lambda`).
    #[arg(long, value_delimiter = ',')]
    pub ridge_lambda: Vec<f32>,
    /// Query by the unframed phrasing: true, false or both (default: `knowledge.normalise_framing`).
    #[arg(long, value_delimiter = ',')]
    pub normalise: Vec<bool>,
    /// Also hide known instructions with a cosine above this to the query (1: none hidden).
    #[arg(long, default_value_t = 1.0)]
    pub max_cos: f32,
    /// Skip the label CV.
    #[arg(long)]
    pub no_labels: bool,
    /// Print the most frequent intent confusions of each configuration and the label CV's failures.
    #[arg(long)]
    pub verbose: bool,
    /// One JSON object per line.
    #[arg(long)]
    pub json: bool,
}

fn or<T: Copy>(v: &[T], d: T) -> Vec<T> {
    if v.is_empty() {
        vec![d]
    } else {
        v.to_vec()
    }
}

pub fn run(g: &GlobalArgs, a: CvArgs) -> anyhow::Result<u8> {
    let cfg = g.load_config()?;
    let kb = Arc::new(Knowledge::open(&cfg)?);
    let base = estimator_params(&cfg);
    let t0 = std::time::Instant::now();
    let mut prep = kb.cv_prepare(a.folds.max(2), a.max_cos)?;
    eprintln!(
        "prepared {} held-out instructions ({} phrasings) in {} folds ({:.1} s)",
        prep.items.len(),
        prep.items.iter().map(|i| i.group).max().map_or(0, |g| g + 1),
        prep.folds(),
        t0.elapsed().as_secs_f64()
    );
    let adm = cfg.adm.clone();
    let pref = |u: &aide::knowledge::Understanding| {
        aide::knowledge::preferences::preferences(&kb, u, adm.d).map(|p| p.tool).unwrap_or_default()
    };
    for c in grid(&a, &cfg, &base) {
        let s = kb.cv_score(&mut prep, &c.p, c.lambda, c.normalise, &pref)?;
        print_scores(&a, &c, &s);
    }
    if !a.no_labels {
        label_cv(&kb, &a)?;
    }
    Ok(0)
}

/// The configurations to score, in order: every combination of the values asked for (each
/// defaulting to the configured one), the intent pooling temperature swept only with a pool.
fn grid(a: &CvArgs, cfg: &Config, base: &EstimatorParams) -> Vec<Configuration> {
    let mut out = Vec::new();
    for &normalise in &or(&a.normalise, cfg.knowledge.normalise_framing) {
        for &lambda in &or(&a.ridge_lambda, cfg.knowledge.ridge_lambda) {
            for &k in &or(&a.k, base.k) {
                for &pool in &or(&a.pool, base.pool) {
                    for &tau in &or(&a.tau, base.tau) {
                        for &member_tau in &or(&a.member_tau, base.member_tau) {
                            if pool == 0 && member_tau != or(&a.member_tau, base.member_tau)[0] {
                                continue;
                            }
                            let weights = or(&a.ridge_weight, base.ridge_weight).into_iter().flat_map(|r| {
                                or(&a.intent_weight, base.intent_weight).into_iter().map(move |i| (r, i))
                            });
                            for (ridge_weight, intent_weight) in weights {
                                let p = EstimatorParams {
                                    k,
                                    pool,
                                    tau,
                                    member_tau,
                                    ridge_weight,
                                    intent_weight,
                                    lexical_weight: 0.0,
                                };
                                out.push(Configuration { normalise, lambda, p });
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// One configuration of the sweep.
struct Configuration {
    normalise: bool,
    lambda: f32,
    p: EstimatorParams,
}

/// One configuration's scores: a JSON line, or a text line (with its confusions when verbose).
fn print_scores(a: &CvArgs, c: &Configuration, s: &InstructionScores) {
    let (normalise, lambda) = (c.normalise, c.lambda);
    let EstimatorParams { k, pool, tau, member_tau, ridge_weight, intent_weight, .. } = c.p;
    if a.json {
        println!(
            "{}",
            serde_json::json!({"k": k, "pool": pool, "tau": tau, "member_tau": member_tau,
                "ridge_weight": ridge_weight, "intent_weight": intent_weight,
                "ridge_lambda": lambda, "normalise": normalise, "scores": s})
        );
    } else {
        println!(
            "k {k:>2} pool {pool:>3} tau {tau:<5} member_tau {member_tau:<5} ridge {ridge_weight:<4} \
             intent {intent_weight:<4} lambda {lambda:<5} normalise {normalise:<5} | intent top-1 {:.3}  \
             tool hit {:.3}  vector error mean {:.2} median {:.2}",
            s.intent_top1, s.tool_hit, s.vector_error_mean, s.vector_error_median
        );
        if a.verbose {
            for c in &s.confusions {
                println!("  {:>3}  {} read as {}", c.count, c.truth, c.read_as);
            }
        }
    }
}

/// The label CV and its printout.
fn label_cv(kb: &Knowledge, a: &CvArgs) -> anyhow::Result<()> {
    let l = kb.cv_labels(&kb.index_dir().join("cv"))?;
    if a.json {
        println!("{}", serde_json::json!({ "labels": l }));
    } else {
        println!(
            "labels: alias held out ({}) -> own object {:.3}, unresolved {:.3}; object held out ({}) -> kind {:.3}, \
             vector error mean {:.2} median {:.2}",
            l.aliases,
            l.alias_top1,
            l.alias_unresolved,
            l.objects,
            l.object_kind,
            l.object_vector_error_mean,
            l.object_vector_error_median
        );
    }
    if a.verbose {
        for f in &l.alias_failures {
            println!("  {f}");
        }
    }
    Ok(())
}
