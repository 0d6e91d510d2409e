//! `aide index build|stats|query TEXT|label|audit|bench|plot --out FILE.png`: the relationship space.

use super::GlobalArgs;
use aide::alloc_count;
use aide::config::Config;
use aide::decide::adm::Adm;
use aide::decide::ers;
use aide::decide::types::TaskContext;
use aide::knowledge::space::QueryBuf;
use aide::knowledge::{plot, Knowledge, Retrieved};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct IndexArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(clap::Subcommand, Debug)]
enum Action {
    /// Rebuild the space and its indexes from the knowledge files and save them.
    Build,
    /// Counts: tools, instructions, index instructions (T), clusters, inserted plans.
    Stats {
        #[arg(long)]
        json: bool,
    },
    /// Understand TEXT and show the DFS path, distances and retrieved tools.
    Query {
        #[arg(required_unless_present = "file")]
        text: Option<String>,
        #[arg(long)]
        json: bool,
        /// A check list instead of TEXT: one request per line, optionally followed by a tab
        /// and the intent it should be read as. Prints one JSON line per request (its three
        /// heaviest intents, the cosine of the nearest known phrasing, and whether the first
        /// intent is the expected one) and the hit count.
        #[arg(long, conflicts_with = "text")]
        file: Option<PathBuf>,
    },
    /// Show how object labels read: their top catalog objects in the label space.
    Label { labels: Vec<String> },
    /// For every intent, the catalog objects its own phrasings would take that it does not
    /// list (and the listed ones refused), each object in view next to the intent's usual
    /// storage place, through ADM and the offline reasoner.
    Audit {
        /// Only this intent.
        #[arg(long)]
        intent: Option<String>,
        /// Phrasings per intent, spread over its list.
        #[arg(long, default_value_t = 2)]
        phrasings: usize,
        /// Objects listed per intent and in the most-taken list.
        #[arg(long, default_value_t = 12)]
        show: usize,
        /// The object alone in view (no storage place to explore instead).
        #[arg(long)]
        alone: bool,
        #[arg(long)]
        json: bool,
    },
    /// Time ERS queries (DFS + retrieval + ranking of N candidates) and offline understanding.
    Bench {
        /// ERS queries to time.
        #[arg(long, default_value_t = 20000)]
        iterations: usize,
        /// Untimed queries first (caches, branch predictors, buffers grown).
        #[arg(long, default_value_t = 2000)]
        warmup: usize,
        /// Pin the bench thread to this CPU (normal scheduler: a busy CPU then stalls it).
        #[arg(long)]
        cpu: Option<usize>,
    },
    /// Draw the 19-d space projected to 2-D (PCA), clusters coloured, as a PNG.
    Plot {
        #[arg(long, value_name = "FILE.png")]
        out: PathBuf,
    },
}

fn dims(kb: &Knowledge, v: &aide::knowledge::AffordanceVector) -> String {
    let mut parts: Vec<(f32, &str)> =
        v.0.iter()
            .zip(&kb.assets().dimensions)
            .filter(|(s, _)| **s >= 0.5)
            .map(|(s, d)| (*s, d.name.as_str()))
            .collect();
    parts.sort_by(|a, b| b.0.total_cmp(&a.0));
    parts.iter().map(|(s, n)| format!("{n} {s:.1}")).collect::<Vec<_>>().join(", ")
}

fn pct(v: &mut [f64], q: f64) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() {
        return 0.0;
    }
    v[((v.len() as f64 - 1.0) * q).round() as usize]
}

pub fn run(g: &GlobalArgs, a: IndexArgs) -> anyhow::Result<u8> {
    let cfg = g.load_config()?;
    match a.action {
        Action::Build => build(&cfg)?,
        Action::Stats { json } => stats(&cfg, json)?,
        Action::Label { labels } => label(&cfg, &labels)?,
        Action::Query { file: Some(f), .. } => {
            let kb = Knowledge::open(&cfg)?;
            return check_list(&kb, &f);
        }
        Action::Query { text, json, .. } => return query(&cfg, text.unwrap_or_default(), json),
        Action::Audit { intent, phrasings, show, alone, json } => {
            let kb = Arc::new(Knowledge::open(&cfg)?);
            let r = aide::eval::audit::audit(&kb, &cfg, phrasings, intent.as_deref(), alone)?;
            if json {
                println!("{}", serde_json::to_string(&r)?);
            } else {
                print_audit(&r, show);
            }
        }
        Action::Bench { iterations, warmup, cpu } => bench(&cfg, iterations, warmup, cpu)?,
        Action::Plot { out } => {
            let kb = Knowledge::open(&cfg)?;
            let n = plot::write_png(&kb, &out)?;
            println!("wrote {} ({n} points)", out.display());
        }
    }
    Ok(0)
}

/// `index build`.
fn build(cfg: &Config) -> anyhow::Result<()> {
    let t0 = std::time::Instant::now();
    let kb = Knowledge::rebuild_reporting(cfg, &aide::runtime::build_progress::StartupProgress::new())?;
    let s = kb.stats()?;
    println!(
        "built {} entries ({} indexed, T) in {:.1} s -> {} (generation {})",
        s.entries,
        s.indexed,
        t0.elapsed().as_secs_f64(),
        s.index_dir.display(),
        s.generation
    );
    Ok(())
}

/// `index stats`.
fn stats(cfg: &Config, json: bool) -> anyhow::Result<()> {
    let kb = Knowledge::open(cfg)?;
    let s = kb.stats()?;
    if json {
        println!("{}", serde_json::to_string_pretty(&s)?);
    } else {
        println!("knowledge:    {}", s.origin);
        println!("index dir:    {} (generation {})", s.index_dir.display(), s.generation);
        println!("tools:        {}", s.tools);
        println!("intents:      {}", s.intents);
        println!(
            "instructions: {} ({} live, {} inserted at run time, {} tombstones)",
            s.entries, s.live_entries, s.inserted, s.tombstones
        );
        println!("indexed (T):  {} within D = {}", s.indexed, cfg.adm.d_index);
        println!("clusters:     {} (sub-clusters {:?})", s.clusters, s.sub_clusters);
    }
    Ok(())
}

/// `index label LABEL...`.
fn label(cfg: &Config, labels: &[String]) -> anyhow::Result<()> {
    let kb = Knowledge::open(cfg)?;
    let refs: Vec<&str> = labels.iter().map(|s| s.as_str()).collect();
    for (l, v) in labels.iter().zip(kb.embed_labels(&refs)?) {
        let mut top: Vec<(usize, f32)> = v.iter().copied().enumerate().filter(|x| x.1 > 0.0).collect();
        top.sort_by(|a, b| b.1.total_cmp(&a.1));
        let names: Vec<String> = top
            .iter()
            .take(4)
            .map(|&(t, w)| format!("{} {w:.2} ({:?})", kb.tools()[t].name, kb.tools()[t].kind))
            .collect();
        let rest = v.iter().map(|w| w * w).sum::<f32>();
        println!("{l}: {} [catalog mass {rest:.2}]", if names.is_empty() { "-".into() } else { names.join(", ") });
    }
    Ok(())
}

/// `index query TEXT`.
fn query(cfg: &Config, text: String, json: bool) -> anyhow::Result<u8> {
    let kb = Arc::new(Knowledge::open(cfg)?);
    let adm = Adm::new(TaskContext { instruction: text.clone(), instruction_vector: None }, kb.clone(), &cfg.adm)?;
    if json {
        let v = serde_json::json!({
            "instruction": text,
            "understanding": adm.understanding(),
            "vector": adm.vector(),
            "dfs": adm.dfs(),
            "retrieved": adm.retrieved(),
            "tools": adm.pool().iter().map(|t| serde_json::json!({"name": t.name, "relevance": t.relevance})).collect::<Vec<_>>(),
            "unseen_regions": adm.regions().iter().map(|r| serde_json::json!({"name": r.name, "weight": r.weight})).collect::<Vec<_>>(),
        });
        println!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(0);
    }
    println!("instruction: {text}");
    if let Some(u) = adm.understanding() {
        println!("nearest known instructions (MiniLM):");
        for n in &u.neighbours {
            println!(
                "  {:.3}  w {:.2}  {:?}  [{}]",
                n.similarity,
                n.weight,
                n.text,
                n.intent.as_deref().unwrap_or("inserted")
            );
        }
    }
    println!("affordance vector: {}", dims(&kb, adm.vector()));
    print_dfs(cfg, &kb, &adm)?;
    println!(
        "retrieved planning results (tool vector within d = {}): {}",
        cfg.adm.d,
        Retrieved::total(adm.retrieved())
    );
    let mut tools: Vec<_> = adm.pool().iter().collect();
    tools.sort_by(|a, b| b.relevance.total_cmp(&a.relevance));
    for t in tools {
        println!("  {:<22} relevance {:.2}", t.name, t.relevance);
    }
    println!(
        "unseen regions: {}",
        adm.regions().iter().map(|r| format!("{} ({:.2})", r.name, r.weight)).collect::<Vec<_>>().join(", ")
    );
    Ok(0)
}

/// The DFS path of `index query`: clusters, sub-clusters and their nearest instructions.
fn print_dfs(cfg: &Config, kb: &Knowledge, adm: &Adm) -> anyhow::Result<()> {
    println!("DFS path (c = {}):", cfg.adm.c);
    for s in &adm.dfs().path {
        match (s.sub, s.nearest) {
            (None, _) => println!("  cluster {}  centre distance {:.2}", s.cluster, s.centre_distance),
            (Some(sub), Some((e, d))) => {
                let t = kb.with_space(|sp| sp.entries[e as usize].text.clone())?;
                println!(
                    "    sub-cluster {}.{}  centre {:.2}  nearest #{e} at {:.2} {:?}{}",
                    s.cluster,
                    sub,
                    s.centre_distance,
                    d,
                    t,
                    if d <= cfg.adm.c { "  <- within c" } else { "" }
                );
            }
            (Some(sub), None) => {
                println!("    sub-cluster {}.{}  centre {:.2}  (empty)", s.cluster, sub, s.centre_distance)
            }
        }
    }
    Ok(())
}

fn print_audit(r: &aide::eval::audit::AuditReport, show: usize) {
    use std::collections::BTreeMap;
    println!("{} scenes: {} unlisted takes, {} refusals of a listed tool", r.scenes, r.unlisted_takes, r.refusals);
    println!("objects taken by the most needs that do not list them:");
    for (name, n) in r.most_taken.iter().take(show) {
        println!("  {n:>3}  {name}");
    }
    println!("needs by unlisted takes (object: phrasings x stream):");
    for a in r.intents.iter().filter(|a| !a.unlisted.is_empty() || !a.refused.is_empty()) {
        let count = |takes: &[aide::eval::audit::Take]| {
            let mut m: BTreeMap<String, (usize, String)> = BTreeMap::new();
            for t in takes {
                let e = m.entry(t.object.clone()).or_insert((0, format!("{:?}", t.stream).to_lowercase()));
                e.0 += 1;
            }
            m.into_iter().take(show).map(|(o, (n, s))| format!("{o} {n}x {s}")).collect::<Vec<_>>().join(", ")
        };
        println!(
            "  {} ({} listed, {} phrasings): {} unlisted, {} refused",
            a.intent,
            a.listed,
            a.phrasings,
            a.unlisted.len(),
            a.refused.len()
        );
        if !a.unlisted.is_empty() {
            println!("      takes:   {}", count(&a.unlisted));
        }
        if !a.refused.is_empty() {
            println!("      refuses: {}", count(&a.refused));
        }
    }
}

/// Percentiles and mean of per-query times, microseconds.
struct Summary {
    p50: f64,
    p99: f64,
    p999: f64,
    max: f64,
    mean: f64,
}

fn summary(v: &mut [f64]) -> Summary {
    let mean = if v.is_empty() { 0.0 } else { v.iter().sum::<f64>() / v.len() as f64 };
    Summary { p50: pct(v, 0.5), p99: pct(v, 0.99), p999: pct(v, 0.999), max: pct(v, 1.0), mean }
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

fn pin_to(cpu: usize) -> anyhow::Result<()> {
    // SAFETY: a zeroed cpu_set_t is the empty set; CPU_SET writes inside it; the call
    // changes the affinity of this thread only.
    let r = unsafe {
        let mut set: libc::cpu_set_t = std::mem::zeroed();
        libc::CPU_SET(cpu, &mut set);
        libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set)
    };
    if r != 0 {
        anyhow::bail!("--cpu {cpu}: sched_setaffinity failed: {}", std::io::Error::last_os_error());
    }
    Ok(())
}

/// One timed workload: per-query times and allocations of `f` after `warmup` untimed calls.
fn time_queries(
    iterations: usize,
    warmup: usize,
    mut f: impl FnMut(usize) -> anyhow::Result<usize>,
) -> anyhow::Result<(Summary, u64, usize)> {
    let mut sink = 0usize;
    for k in 0..warmup {
        sink += f(k)?;
    }
    let mut us = Vec::with_capacity(iterations);
    let mut allocations = 0u64;
    for k in 0..iterations {
        let t = std::time::Instant::now();
        let (r, n) = alloc_count::counted(|| f(k));
        let e = t.elapsed();
        sink += r?;
        allocations += n;
        us.push(e.as_secs_f64() * 1e6);
    }
    Ok((summary(&mut us), allocations, std::hint::black_box(sink)))
}

fn bench(cfg: &aide::config::Config, iterations: usize, warmup: usize, cpu: Option<usize>) -> anyhow::Result<()> {
    let kb = Arc::new(Knowledge::open(cfg)?);
    let p = &cfg.adm;
    let stats = kb.stats()?;
    let und = time_understanding(&kb)?;
    // ERS query: DFS + retrieval + ranking of the top-N candidates of a scene.
    let u = kb.understand("I am thirsty")?;
    let obs = bench_scene(&kb)?;
    let adm = Adm::new(
        TaskContext { instruction: "I am thirsty".into(), instruction_vector: Some(u.vector) },
        kb.clone(),
        p,
    )?;
    let pool = adm.pool().to_vec();
    let mut ranked: Vec<usize> = (0..obs.detections.len()).collect();
    ranked.sort_by(|&a, &b| obs.detections[b].confidence.total_cmp(&obs.detections[a].confidence));
    ranked.truncate(p.n);
    // The vector of every intent in turn: other sub-clusters, other retrieval sizes.
    let intents: Vec<aide::knowledge::AffordanceVector> = kb.assets().intents.iter().map(|i| i.vector).collect();
    if let Some(c) = cpu {
        pin_to(c)?;
    }
    let mut buf = QueryBuf::default();
    let retrieved = ers::query(&kb, &u.vector, p, &obs, &ranked, &pool, &mut buf)?.retrieved;
    let load_before = load_average();
    let (ers, ers_alloc, _) = time_queries(iterations, warmup, |_| {
        let r = ers::query(&kb, &u.vector, p, &obs, &ranked, &pool, &mut buf)?;
        Ok(r.retrieved + r.best.map(|b| b.det).unwrap_or(0))
    })?;
    let (mixed, mixed_alloc, _) = time_queries(iterations, warmup.max(intents.len()), |k| {
        let q = &intents[k % intents.len().max(1)];
        let r = ers::query(&kb, q, p, &obs, &ranked, &pool, &mut buf)?;
        Ok(r.retrieved + r.best.map(|b| b.det).unwrap_or(0))
    })?;
    let load_after = load_average();
    let step_us = time_steps(&adm, &obs, p, iterations);
    print_bench(BenchReport {
        stats,
        n: p.n,
        iterations,
        warmup,
        cpu,
        load: (load_before, load_after),
        ers: (format!("\"I am thirsty\", {} results retrieved", retrieved), ers, ers_alloc),
        mixed: (format!("each of the {} intents in turn", intents.len()), mixed, mixed_alloc),
        step_us,
        und,
    });
    Ok(())
}

/// Offline understanding (MiniLM + kNN) of phrasings the knowledge base does not hold:
/// milliseconds per call, five rounds after a warm-up.
fn time_understanding(kb: &Knowledge) -> anyhow::Result<Vec<f64>> {
    let probes = [
        "my mouth is so dry after the hike",
        "there is grime on the cooker hood",
        "the parcel flaps keep popping open",
        "I could do with something frosty to sip",
        "my lower back is killing me on this stool",
        "these hazelnut shells are rock hard",
        // Two clauses (knowledge.split_clauses): the whole text and each clause are searched.
        "we got back from the beach an hour ago, and my shoulders are burning",
    ];
    for p in probes {
        kb.understand(p)?; // warm-up
    }
    let mut und = Vec::new();
    for _ in 0..5 {
        for p in probes {
            let t = std::time::Instant::now();
            kb.understand(p)?;
            und.push(t.elapsed().as_secs_f64() * 1e3);
        }
    }
    Ok(und)
}

/// The bench's scene: seven objects, a cup among them.
fn bench_scene(kb: &Knowledge) -> anyhow::Result<aide::perception::Observation> {
    let labels = ["notebook", "remote control", "novel", "glasses case", "cup", "pine cone", "tennis ball"];
    let objs: Vec<aide::eval::dataset::ObjectSpec> = labels
        .iter()
        .enumerate()
        .map(|(i, l)| aide::eval::dataset::ObjectSpec {
            id: format!("o{i}"),
            label: l.to_string(),
            confidence: 0.9 - 0.05 * i as f32,
            bbox: [10.0 + 60.0 * i as f32, 20.0, 60.0 + 60.0 * i as f32, 90.0].into(),
            attributes: Vec::new(),
        })
        .collect();
    Ok(aide::eval::runner::observe(kb, &objs, None)?)
}

/// Microseconds per full ADM decision step over `obs` (at most 5000 steps).
fn time_steps(
    adm: &Adm,
    obs: &aide::perception::Observation,
    p: &aide::config::AdmConfig,
    iterations: usize,
) -> Vec<f64> {
    let mut step_us = Vec::with_capacity(iterations);
    let mut sink = 0usize;
    for _ in 0..iterations.min(5000) {
        let t = std::time::Instant::now();
        let d = adm.step(obs, p);
        sink += d.notes.len();
        step_us.push(t.elapsed().as_secs_f64() * 1e6);
    }
    std::hint::black_box(sink);
    step_us
}

/// What `index bench` measured.
struct BenchReport {
    stats: aide::knowledge::Stats,
    /// ADM's N (candidates ranked per ERS query).
    n: usize,
    iterations: usize,
    warmup: usize,
    cpu: Option<usize>,
    /// Load average before and after the ERS runs.
    load: (String, String),
    /// The two ERS workloads: name, per-query times, allocations.
    ers: (String, Summary, u64),
    mixed: (String, Summary, u64),
    /// ADM step times, microseconds.
    step_us: Vec<f64>,
    /// Offline understanding times, milliseconds.
    und: Vec<f64>,
}

fn print_bench(r: BenchReport) {
    let BenchReport {
        stats,
        n,
        iterations,
        warmup,
        cpu,
        load: (load_before, load_after),
        ers,
        mixed,
        mut step_us,
        mut und,
    } = r;
    let per = |a: u64| a as f64 / iterations.max(1) as f64;
    println!("indexed instructions T = {} ({} entries)", stats.indexed, stats.entries);
    println!(
        "load average {load_before} before, {load_after} after the ERS runs; {} ({} warm-up queries each)",
        match cpu {
            Some(c) => format!("pinned to CPU {c}"),
            None => "not pinned".into(),
        },
        warmup
    );
    for (name, s, a) in [ers, mixed] {
        println!(
            "ERS query (DFS + retrieval + ranking of N = {}), {name}: p50 {:.1} us  p99 {:.1} us  p99.9 {:.1} us  max {:.1} us  mean {:.1} us  ({} runs, {:.2} allocations per query)",
            n, s.p50, s.p99, s.p999, s.max, s.mean, iterations, per(a)
        );
    }
    println!(
        "ADM step (full decision):             p50 {:.1} us  p99 {:.1} us",
        pct(&mut step_us.clone(), 0.5),
        pct(&mut step_us, 0.99)
    );
    println!(
        "offline understanding (MiniLM + kNN):  p50 {:.2} ms  p99 {:.2} ms  ({} runs)",
        pct(&mut und.clone(), 0.5),
        pct(&mut und, 0.99),
        und.len()
    );
}

/// `index query --file F`: how the index reads a check list (see [`Action::Query`]).
fn check_list(kb: &Knowledge, file: &std::path::Path) -> anyhow::Result<u8> {
    let body = std::fs::read_to_string(file).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    let (mut asked, mut hits) = (0usize, 0usize);
    for (n, line) in body.lines().enumerate() {
        let mut cols = line.split('\t');
        let text = cols.next().unwrap_or("").trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let expect = cols.next().map(str::trim).filter(|s| !s.is_empty());
        if let Some(e) = expect.filter(|e| !kb.assets().intents.iter().any(|i| i.name == *e)) {
            anyhow::bail!("{}:{}: no intent is named {e:?}", file.display(), n + 1);
        }
        let u = kb.understand(text).map_err(|e| anyhow::anyhow!("{}:{}: {e}", file.display(), n + 1))?;
        let by_intent = u.heaviest_intents(3);
        let hit = expect.map(|e| by_intent.first().is_some_and(|(k, _)| k == e));
        if let Some(h) = hit {
            asked += 1;
            hits += usize::from(h);
        }
        let nearest = u.neighbours.iter().map(|x| x.similarity).fold(0.0f32, f32::max);
        let v = serde_json::json!({"line": n + 1, "instruction": text, "intents": by_intent, "nearest": nearest, "expect": expect, "hit": hit});
        println!("{v}");
    }
    eprintln!("{hits} of {asked} read as the expected intent");
    Ok(0)
}
