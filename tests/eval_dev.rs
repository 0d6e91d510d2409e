//! The public dev set and the paper's six demo instructions through the real decision
//! path (ADM, then the offline reasoner when ADM asks for the slow stream), on the
//! embedded knowledge base. The index is built once into the target directory and shared.

use aide::config::Config;
use aide::decide::adm::Adm;
use aide::decide::types::TaskContext;
use aide::eval::{dataset, metrics, runner};
use aide::knowledge::Knowledge;
use std::sync::{Arc, OnceLock};

fn kb() -> (Arc<Knowledge>, Config) {
    static KB: OnceLock<(Arc<Knowledge>, Config)> = OnceLock::new();
    KB.get_or_init(|| {
        let mut cfg = Config::embedded_default();
        cfg.knowledge.index_dir = concat!(env!("CARGO_TARGET_TMPDIR"), "/aide-test-index").into();
        cfg.knowledge.persist_plans = false; // the shared index stays as built
        (Arc::new(Knowledge::open(&cfg).expect("knowledge base (needs ./models/all-minilm-l6-v2)")), cfg)
    })
    .clone()
}

fn obj(id: &str, label: &str, conf: f32, x: f32) -> dataset::ObjectSpec {
    dataset::ObjectSpec {
        id: id.into(),
        label: label.into(),
        confidence: conf,
        bbox: [x, 100.0, x + 60.0, 180.0].into(),
    }
}

/// Plans `need` over `objs` (ADM, then the offline reasoner) and asserts that the object with
/// id `want` is taken as the tool.
fn assert_takes(objs: &[dataset::ObjectSpec], need: &str, want: &str) {
    let (kb, cfg) = kb();
    let out = runner::plan_scene(&kb, need, objs, None, &cfg).unwrap();
    assert_eq!(out.tool.as_deref(), Some(want), "{need}: {:?}", out.notes);
}

#[test]
fn the_dev_set_meets_the_tsr_and_asr_targets() {
    let (kb, cfg) = kb();
    let items = dataset::read_jsonl(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/dev_set.jsonl").as_ref()).unwrap();
    let mut scores = Vec::new();
    for it in &items {
        let out = runner::plan_scene(&kb, &it.instruction, &it.objects, None, &cfg).unwrap();
        scores.push(metrics::score(it, &out.outcome()));
    }
    let s = metrics::summarize(&items, &scores, 1.0);
    let wrong: Vec<_> = scores.iter().filter(|s| !s.correct).map(|s| &s.id).collect();
    assert!(s.tsr >= 0.9 && s.asr >= 0.8, "TSR {} ASR {} wrong {:?}", s.tsr, s.asr, wrong);
    assert!(s.wsr >= 0.9, "WSR {}", s.wsr);
}

/// Scores `tests/data/{file}.jsonl` (`n` items) and checks TSR and ASR against `floor`.
/// `show_wrong`: name the failed items in the message (sets that are not held out only:
/// the per-item results of held-out sets are not read while tuning).
fn keeps_level(file: &str, n: usize, floor: (f64, f64), show_wrong: bool) {
    let (kb, cfg) = kb();
    let path = format!("{}/tests/data/{file}.jsonl", env!("CARGO_MANIFEST_DIR"));
    let (s, wrong) = score_file(&kb, &cfg, &path);
    assert_eq!(s.n, n, "{file}");
    let wrong = if show_wrong { format!(" wrong {wrong:?}") } else { String::new() };
    assert!(s.tsr >= floor.0 && s.asr >= floor.1, "{file}: TSR {:.3} ASR {:.3}{wrong}", s.tsr, s.asr);
}

fn score_file(kb: &Arc<Knowledge>, cfg: &Config, file: &str) -> (metrics::Summary, Vec<String>) {
    let items = dataset::read_jsonl(file.as_ref()).unwrap();
    let mut scores = Vec::new();
    for it in &items {
        let out = runner::plan_scene(kb, &it.instruction, &it.objects, None, cfg).unwrap();
        scores.push(metrics::score(it, &out.outcome()));
    }
    let wrong = scores.iter().filter(|s| !s.correct).map(|s| s.id.clone()).collect();
    (metrics::summarize(&items, &scores, 1.0), wrong)
}

/// Held-out v2 (tests/data/heldout_v2.jsonl, 213 items: written and committed before any
/// tuning of the label mapping and the storage choice, never tuned on; phrasings and object
/// labels the knowledge base has never seen, distractor tools and furniture, 38 % tool
/// absent). The targets are TSR >= 0.90 and ASR >= 0.80; they are NOT met. Measured
/// with the defaults: before the head-phrase / null-class label mapping and the place
/// kernel TSR 0.508, ASR 0.469; after: TSR 0.553, ASR 0.506; after session 3's knowledge growth
/// (136 intents, 4,800 instructions, 308 objects, aliases) and the narrowed pool
/// (adm.pool_fit 0.3), measured once by the lead, aggregate only: TSR 0.598, ASR 0.691; after
/// session 5's label lexicon and unpooled place votes: TSR 0.682, ASR 0.691; after session 6's
/// intent classifier, 1,103 more phrasings, 3,427 more aliases and pool_fit 0.4: TSR 0.811,
/// ASR 0.827 (ASR target met, TSR not); after session 7's knowledge growth (219 intents, 17,409
/// instructions, 380 objects) and pool_fit 0.5: TSR 0.795, ASR 0.827; after session 8's
/// ranking (fit and the request's words): unchanged; with its 71 near-miss objects: TSR 0.780
/// (two tool-present items fewer), ASR 0.840 (floor lowered to 0.77 for that); after session 9's
/// pool_fit 0.7 and intent audit (284 intents: coarse ones split, loose tools taken off):
/// TSR 0.788, ASR 0.827; with knowledge.offline_accept 0.15: TSR 0.803, ASR 0.827; after
/// session 10's look-alike objects, finer car/pet/cough intents and the offline reasoner's
/// no-fit-without-a-shared-use rule: TSR 0.803, ASR 0.852; with 245 more phrasings for
/// neighbouring needs: TSR 0.795, ASR 0.840; session 11: 0.811 / 0.827; session 12 (invisible
/// exploration of a weakly likely place, near-miss splits): 0.803 / 0.852; session 13: 0.811 /
/// 0.852; session 14 (visible exploration that brings no match asks the slow stream; three
/// helpers' knowledge): 0.826 / 0.852; session 16 (the offline reasoner adds the cosine between
/// a label's and the request's words, knowledge.offline_context 0.4): 0.886 / 0.852; session
/// 17 (place_kernel_min 0.85, visible exploration centred on the look-alike; then three
/// helpers' knowledge: 208 objects, 9 storage places, 12 intents, 961 phrasings): 0.894 / 0.852,
/// then 0.894 / 0.877; session 18 (adm.pool_fit 0.75; four helpers' knowledge: 502 intents, 35,784 instructions, 982 objects), measured once at its end: 0.902 / 0.901, both targets met; session 19: 0.902 / 0.914 (the
/// offline reasoner's voted place first), the same with the helpers' knowledge; session 20:
/// 0.902 / 0.914 with understanding by clauses (knowledge.split_clauses, opt-in), 0.909 / 0.914
/// with the helpers' knowledge (with or without clauses). This
/// test guards that level (minus a small margin) so a regression shows; raise the bounds as the
/// method improves.
/// Session 21 (the helpers' knowledge: list fixes, two intent pairs folded, 1,317 phrasings in
/// rarer vocabulary; the lexical channel, knowledge.lexical_weight 0.3), measured once: 0.924 /
/// 0.914.
/// Session 25 (the named-tool fit; knowledge part S25A from the inspected sets' misses), measured
/// once: 0.924 / 0.914, unchanged.
/// Session 26 (knowledge.offline_accept 0.15 -> 0.1), measured once: 0.939 / 0.914.
#[test]
fn the_held_out_v2_set_keeps_its_measured_level() {
    keeps_level("heldout_v2", 213, (0.93, 0.90), false);
}

/// The dev split (tests/data/dev_split.jsonl, 100 items; tuned on): TSR 1.0, ASR 0.96 after
/// session 19 and after session 16's knowledge.offline_context (0.98 / 0.96 in sessions 12-15); 0.98 / 0.94 after
/// session 9's intent audit (0.98 / 0.92 with session 7's defaults; session 6: 0.94 / 0.94;
/// session 5: 0.90 / 0.88; session 4: 0.84 / 0.86; before: 0.76 / 0.74).
#[test]
fn the_dev_split_keeps_its_measured_level() {
    keeps_level("dev_split", 100, (0.96, 0.90), true);
}

/// Held-out v1 (tests/data/heldout.jsonl, 232 items; inspected item by item while improving
/// the method, so not a clean held-out set): TSR 0.966, ASR 0.991 after session 19 (0.974 / 1.0
/// in session 18: a request for lip balm now reads as cracked lips alone, and superglue voted
/// only 0.06 is not taken for a bag strap read as sewing: the hazard vote bound 0.1); 0.974 / 0.991 after session 16
/// (knowledge.offline_context); 0.957 / 0.991 after session 14 (0.94 / 0.983
/// after session 13); 0.948 / 0.991 after session 12 (adm.place_min
/// 0.05), 0.948 / 0.983 after session 10 (0.94 / 0.983
/// after session 9's intent audit; 0.948 / 0.974 with session 7's defaults; session 6: 0.957 /
/// 0.957; session 5: 0.931 / 0.905; session 4: 0.888 / 0.853; before: 0.793 / 0.664).
/// Session 26 (knowledge.offline_accept 0.15 -> 0.1: a boar-bristle hand brush at 0.14 for a
/// greasy roasting tin): 0.983 / 1.0 (0.974 / 1.0 in session 25).
#[test]
fn the_held_out_v1_set_keeps_its_measured_level() {
    keeps_level("heldout", 232, (0.95, 0.97), true);
}

/// Held-out v3 (tests/data/heldout_v3.jsonl, 82 items, 32 tool absent; written and committed
/// before the knowledge growth and the narrowed pool, never tuned on): TSR 0.58, ASR 0.469
/// (before: 0.58 / 0.375); after session 5 (lead, aggregate only): TSR 0.72, ASR 0.8125; after
/// session 6: TSR 0.82, ASR 0.969; after session 7: TSR 0.80, ASR 0.938; after session 9's
/// pool_fit 0.7 and intent audit: TSR 0.76 (two tool-present items fewer), ASR 1.0; with
/// knowledge.offline_accept 0.15: TSR 0.84, ASR 0.938; after session 10: TSR 0.86, ASR 0.969;
/// session 11: 0.84 / 0.969; session 12: 0.84 / 1.0; session 13: 0.84 / 1.0; session 14: 0.84 /
/// 0.969 (one tool-absent item lost with the helpers' knowledge); session 16
/// (knowledge.offline_context): 0.84 / 0.969; session 18 (measured once at its end): 0.84 / 1.0;
/// session 19: 0.84 / 1.0, then 0.86 / 1.0 with the helpers' knowledge.
/// The TSR target (0.90) is NOT met.
/// Aggregates only.
/// Session 21 (the helpers' knowledge: list fixes, two intent pairs folded, 1,317 phrasings in
/// rarer vocabulary; the lexical channel, knowledge.lexical_weight 0.3), measured once: 0.84 / 1.0
/// (one tool-present item fewer; floor lowered to match).
/// Session 25 (the named-tool fit; knowledge part S25A from the inspected sets' misses), measured
/// once: 0.84 / 1.0, unchanged.
/// Session 26 (knowledge.offline_accept 0.15 -> 0.1), measured once: 0.84 / 1.0, unchanged.
#[test]
fn the_held_out_v3_set_keeps_its_measured_level() {
    keeps_level("heldout_v3", 82, (0.83, 0.96), false);
}

/// Held-out v4 (tests/data/heldout_v4.jsonl, 175 items, 50 tool absent; written and committed
/// by a separate author at the start of session 6, before that session's changes, from everyday
/// English without reading the knowledge files; about 30 % of its tool-present scenes also show
/// a storage place). Clean until session 6: TSR 0.704 before it, 0.744 / ASR 0.76 after. At the
/// start of session 7 it was promoted to an inspected tuning set (its failures were read and
/// their categories given to the knowledge authors; held-out v5 took its place as the clean
/// set): TSR 0.912, ASR 0.90 after session 7; 0.888 / 0.90 after session 9's intent audit, 0.904
/// / 0.90 with knowledge.offline_accept 0.15 (finer
/// intents: "grandma's hands are like ice" then landed on cold feet, a throat parched from
/// shouting on a sore throat); 0.92 / 0.90 after session 10 (the offline reasoner no longer
/// hands over objects that share no use with the need); 0.92 / 0.94 after session 12 (a weakly
/// likely place in view is explored: adm.place_min 0.05); 0.92 / 0.94 after session 13; 0.952 / 0.94
/// after session 14 (visible exploration that brings no match asks the slow stream: 0.928; the
/// helpers' knowledge: 0.952); 0.976 / 0.94 after session 16 (knowledge.offline_context).
#[test]
fn the_held_out_v4_set_keeps_its_measured_level() {
    keeps_level("heldout_v4", 175, (0.95, 0.92), true);
}

/// Held-out v5 (tests/data/heldout_v5.jsonl, 175 items, 50 tool absent; written and committed
/// by a separate author at the start of session 7, before that session's changes, from everyday
/// English; its script refuses catalog labels and any instruction or label of the knowledge
/// files and of every earlier set; tempting wrong tools in every tool-present scene, a storage
/// place in a third of them). Before session 7: TSR 0.64, ASR 0.48; after: TSR 0.68, ASR 0.50;
/// after session 8's ranking 0.712 / 0.50, with its near-miss objects 0.712 / 0.52; after session
/// 9's pool_fit 0.7 0.704 / 0.52, with its intent audit 0.744 / 0.58, with offline_accept 0.15
/// 0.76 / 0.56; after session 10 0.80 / 0.58; session 11 0.816 / 0.60; session 12 0.824 / 0.70
/// (adm.place_min 0.05: 0.68; near-miss splits: 0.70; the hazardous rule cost 0.008 TSR);
/// session 13 0.832 / 0.72 (intent and family splits); session 14 0.832 / 0.70 (visible
/// exploration that brings no match asks the slow stream: 0.84 / 0.72; then the three helpers'
/// knowledge, 113 intents: two tool-present items gained, three lost, one tool-absent item lost);
/// session 16 0.856 / 0.70 (knowledge.offline_context: three tool-present items gained);
/// session 17 0.88 / 0.72 (place_kernel_min 0.85), 0.888 / 0.72 (visible exploration centred
/// on the look-alike), 0.888 / 0.70 (the helpers' knowledge: one tool-absent item lost);
/// session 18 (measured once at its end) 0.896 / 0.70; session 19 0.896 / 0.70 (offline reasoner:
/// the voted place before a guess by fit), 0.888 / 0.72 (the helpers' knowledge); session 20
/// 0.888 / 0.72 with understanding by clauses (opt-in), 0.88 / 0.72 with the helpers' knowledge
/// (with or without clauses).
/// The bounds sit one item below the measured level.
/// Neither target (0.90 / 0.80) is met. Aggregates only.
/// Session 21 (the helpers' knowledge: list fixes, two intent pairs folded, 1,317 phrasings in
/// rarer vocabulary; the lexical channel, knowledge.lexical_weight 0.3), measured once: 0.88 /
/// 0.74.
/// Session 25 (the named-tool fit; knowledge part S25A from the inspected sets' misses), measured
/// once: 0.88 / 0.74, unchanged.
/// Session 26 (knowledge.offline_accept 0.15 -> 0.1), measured once: 0.88 / 0.74, unchanged.
#[test]
fn the_held_out_v5_set_keeps_its_measured_level() {
    keeps_level("heldout_v5", 175, (0.87, 0.72), false);
}

/// Held-out v6 (tests/data/heldout_v6.jsonl, 160 items, 40 tool absent; written by a separate
/// author (a helper) in session 16 from everyday English, without reading any eval set or
/// running aide; tools/eval/make_heldout_v6.py). Measured once per binary before any item was
/// read: session-16 start 0.833 / 0.725, with knowledge.offline_context 0.833 / 0.725, with
/// knowledge.offline_unvoted_rank 0.858 / 0.725 (both chosen before the set existed). Then
/// promoted to an inspected set: its failures were read (objects the request is about taken
/// as the tool, a guitar for a broken string; a tool read as a storage place, a block of rosin
/// as a drawer). Session 17: 0.858 / 0.75 (place_kernel_min 0.85), 0.917 / 0.875 with the
/// helpers' knowledge (its authors did not read this set; categories of its failures, such as
/// a wine rack read as a cabinet, were named in their briefs) and the broken glass moved to
/// sweeping. Session 18: 0.942 / 0.875 (adm.pool_fit 0.75), 0.925 / 0.875 with the helpers'
/// knowledge (an intent for strumming took the out-of-tune guitar), 0.925 / 0.90 with
/// knowledge.place_vote_pooled 0.3 (the ASR bound is between 0.875 and 0.90). Session 19: 0.925 /
/// 0.90 (the offline reasoner's voted place first), 0.917 / 0.90 with the helpers' knowledge
/// (stubble now takes a shaving brush). Both targets are met on it, but it is no longer clean.
/// Session 21 (the helpers' knowledge: list fixes, two intent pairs folded, 1,317 phrasings in
/// rarer vocabulary; the lexical channel, knowledge.lexical_weight 0.3): 0.942 / 0.925.
/// Session 25 (knowledge part S25A: a guitar sounding off when strummed, washing up by hand,
/// bubbles, someone who cannot bend down): 0.975 / 0.925.
#[test]
fn the_held_out_v6_set_keeps_its_measured_level() {
    keeps_level("heldout_v6", 160, (0.96, 0.91), true);
}

/// Held-out v7 (tests/data/heldout_v7.jsonl, 180 items, 60 tool absent; written by a separate
/// author (a helper) at the start of session 17 from everyday English, without reading any eval
/// set or running aide; tools/eval/make_heldout_v7.py; in most tool-absent scenes a plausible
/// wrong storage place is in view too). Clean: aggregates and failure-category counts only.
/// Session-17 start 0.858 / 0.70 (also with place_kernel_min 0.85); after session 17 (visible
/// exploration centred on the look-alike, the helpers' knowledge) 0.867 / 0.75; session 18
/// (measured once at its end) 0.90 / 0.783; session 19 0.90 / 0.783 (the offline reasoner's voted
/// place first), 0.90 / 0.80 (the helpers' knowledge), 0.908 / 0.80 (hazard vote bound 0.1):
/// both targets (0.90 / 0.80) are met. Session 20: 0.917 / 0.80 with understanding by clauses
/// (opt-in), 0.917 / 0.783 with the helpers' knowledge (with or without clauses; one tool-absent
/// item lost).
/// Session 21 (the helpers' knowledge: list fixes, two intent pairs folded, 1,317 phrasings in
/// rarer vocabulary; the lexical channel, knowledge.lexical_weight 0.3), measured once: 0.908 /
/// 0.767 (one tool-absent item fewer; floor lowered to match).
/// Session 25 (the named-tool fit; knowledge part S25A from the inspected sets' misses), measured
/// once: 0.908 / 0.767, unchanged.
/// Session 26 (knowledge.offline_accept 0.15 -> 0.1), measured once: 0.908 / 0.767, unchanged.
#[test]
fn the_held_out_v7_set_keeps_its_measured_level() {
    keeps_level("heldout_v7", 180, (0.90, 0.75), false);
}

/// Set v8 (tests/data/heldout_v8.jsonl, 180 items, 60 tool absent, 30 household domains;
/// written by a separate author (a helper) at the start of session 18 from everyday English,
/// without reading any eval set or running aide; tools/eval/make_heldout_v8.py). Its distractors
/// are hard on purpose: the object the request is about (the fern that wants misting, the
/// cafetiere waiting for ground beans), look-alikes, a plausible wrong storage place. Inspected
/// from the start (session 18's tuning set): 0.675 / 0.50 at session start, 0.683 / 0.50 with
/// the sieve and the padlock split from the colander and the bicycle lock, 0.75 / 0.483 and
/// 0.783 / 0.533 with the two phrasing helpers' knowledge (one helper's brief used some of its
/// situations as examples of the inference-style requests to cover), 0.783 / 0.55 with
/// knowledge.place_vote_pooled 0.3. Session 19: 0.783 / 0.567 (the offline reasoner explores the
/// voted place before an object taken by fit and words alone: the guitar case, not the guitar),
/// 0.808 / 0.683 with the helpers' knowledge (split storage places, workpiece rows, plain-word
/// phrasings; their briefs quoted some of its requests as examples). Session 20: 0.808 / 0.683
/// with understanding by clauses (opt-in), 0.833 / 0.65 with the helpers' knowledge (0.833 /
/// 0.667 with clauses). Neither target is met.
/// Session 21 (the helpers' knowledge: list fixes, two intent pairs folded, 1,317 phrasings in
/// rarer vocabulary; the lexical channel, knowledge.lexical_weight 0.3): 0.842 / 0.633. Optimistic:
/// the vocabulary brief named words seen in this set's misses.
/// Session 25 (the named-tool fit, then knowledge part S25A from this set's misses): 0.842 /
/// 0.633 -> 0.85 / 0.633 -> 0.90 / 0.65.
/// Session 26 (knowledge.offline_accept 0.15 -> 0.1: an extendable duster at 0.14 for cobwebs out
/// of reach): 0.908 / 0.65.
#[test]
fn the_v8_set_keeps_its_measured_level() {
    keeps_level("heldout_v8", 180, (0.89, 0.63), true);
}

/// Held-out v9 (tests/data/heldout_v9.jsonl, 180 items, 60 tool absent, 16 household domains;
/// written by a separate author (a helper) at the start of session 19 from everyday English,
/// without reading the knowledge, any eval set or the code, and without running aide; everyday
/// difficulty, not adversarial; tools/eval/make_heldout_v9.py). Clean: aggregates and
/// failure-category counts only. Session-19 start 0.908 / 0.767; with the offline reasoner's
/// voted place first the same; with the session's knowledge 0.892 / 0.783. Session 20: 0.90 /
/// 0.783 with understanding by clauses (opt-in), 0.90 / 0.817 with the helpers' knowledge (with
/// or without clauses; the new needs gained two tool-absent items): both targets (0.90 / 0.80) are met.
/// Session 21 (the helpers' knowledge: list fixes, two intent pairs folded, 1,317 phrasings in
/// rarer vocabulary; the lexical channel, knowledge.lexical_weight 0.3), measured once: 0.908 /
/// 0.85.
/// Session 25 (the named-tool fit; knowledge part S25A from the inspected sets' misses), measured
/// once: 0.908 / 0.85, unchanged.
/// Session 26 (knowledge.offline_accept 0.15 -> 0.1), measured once: 0.908 / 0.85, unchanged.
#[test]
fn the_held_out_v9_set_keeps_its_measured_level() {
    keeps_level("heldout_v9", 180, (0.90, 0.83), false);
}

/// Tuning set with tempting wrong objects (tests/data/tuning_tempt.jsonl, 160 items, 50 tool
/// absent; written by a separate author at the start of session 8 without reading any held-out
/// set; every scene shows objects that read as a tool related to the need but wrong for the
/// request). Inspected: the ranking of session 8 was chosen on it. TSR 0.718, ASR 0.50 before;
/// 0.755 / 0.50 with adm.fit_rank 1 and adm.context_rank 0.5; 0.773 / 0.58 with the near-miss
/// objects (written without reading this set); session 9: 0.773 / 0.66 with adm.pool_fit 0.7,
/// 0.80 / 0.74 with the intent audit (its authors did not read this set), 0.818 / 0.76 with
/// knowledge.offline_accept 0.15; session 10: 0.845 / 0.78 with the look-alike objects and
/// no affordance fit without a shared use, 0.836 / 0.76 with the neighbouring-need phrasings
/// (their author did not read this set); session 13: 0.836 / 0.78; session 14: 0.845 / 0.76;
/// session 16: 0.845 / 0.76 (knowledge.offline_context leaves it as it was), 0.882 / 0.76
/// (knowledge.offline_unvoted_rank); session 17: 0.891 / 0.82 (place_kernel_min 0.85), 0.90 /
/// 0.82 (visible exploration centred on the look-alike), 0.918 / 0.86 (the helpers' knowledge);
/// session 18: 0.918 / 0.88 (adm.pool_fit 0.75), 0.918 / 0.84 with the helpers' knowledge (two
/// tool-absent items lost: a cold floor and a dark attic sent to the wrong cupboard), 0.918 /
/// 0.86 with knowledge.place_vote_pooled 0.3 (the ASR bound sits between 0.84 and 0.86 so that
/// losing the pooled place vote shows); session 19: 0.909 / 0.88 with the helpers' knowledge;
/// session 20: 0.918 / 0.90 with understanding by clauses (opt-in), 0.90 / 0.88 with the helpers'
/// knowledge (with or without clauses).
/// Session 21 (the helpers' knowledge: list fixes, two intent pairs folded, 1,317 phrasings in
/// rarer vocabulary; the lexical channel, knowledge.lexical_weight 0.3): 0.945 / 0.84 (two tool-
/// absent items lost to the new phrasings: broth eaten with a fork, a reading lamp sought under the
/// sink).
/// Session 25 (a tool named by the near requests is not gated by the shared-dimension rule;
/// knowledge part S25A): 0.964 / 0.84 (sun cream for fair skin at the beach, a mirror for one's
/// teeth before going on stage).
#[test]
fn the_tempting_objects_tuning_set_keeps_its_measured_level() {
    keeps_level("tuning_tempt", 160, (0.95, 0.82), true);
}

/// Scenes written for session 16's offline ranking (not from any eval set): the nearest known
/// instructions name the right tool only weakly, and an object whose catalog vector merely
/// fits the need (a plant pot "holds things", a wicker ball reads as a tennis ball) used to
/// win. The ranking counts such a fit-only object at `knowledge.offline_unvoted_rank` and adds
/// the label-request cosine (`knowledge.offline_context`).
#[test]
fn a_tool_the_near_requests_name_outranks_objects_that_only_fit() {
    let (kb, cfg) = kb();
    let cases = [
        (
            "the landing smoke detector should be tested, it is right up on the ceiling",
            ["aluminium stepladder", "potted cactus", "inflatable pouffe", "bowl of pot pourri"],
        ),
        (
            "the border of the poster has to be dead straight",
            ["30 cm plastic ruler", "set of drawing compasses", "conch shell", "decorative wicker ball"],
        ),
    ];
    for (instruction, labels) in cases {
        let objs: Vec<_> = labels
            .iter()
            .enumerate()
            .map(|(i, l)| obj(&format!("o{}", i + 1), l, 0.8, 10.0 + 70.0 * i as f32))
            .collect();
        let out = runner::plan_scene(&kb, instruction, &objs, None, &cfg).unwrap();
        assert_eq!(out.tool.as_deref(), Some("o1"), "{instruction:?} took {:?}: {:#?}", out.tool, out.notes);
    }
}

#[test]
fn the_six_demo_instructions_choose_a_sensible_tool_or_place() {
    let (kb, cfg) = kb();
    let scene = vec![
        obj("book", "novel", 0.9, 0.0),
        obj("remote", "remote control", 0.85, 70.0),
        obj("mug", "mug", 0.7, 140.0),
        obj("duster", "feather duster", 0.7, 210.0),
        obj("cracker", "nutcracker", 0.65, 280.0),
        obj("pillow", "cushion", 0.6, 350.0),
        obj("fridge", "refrigerator", 0.8, 420.0),
        obj("drawer", "drawer", 0.75, 490.0),
    ];
    let cases = [
        ("I am thirsty", "mug"),
        ("I want to clean the dust", "duster"),
        ("I want to crack walnuts", "cracker"),
        ("I want something cold to drink", "fridge"),
        ("I want to close up delivery boxes tightly", "drawer"),
        ("I want to support my waist while sitting", "pillow"),
    ];
    for (instruction, want) in cases {
        let out = runner::plan_scene(&kb, instruction, &scene, None, &cfg).unwrap();
        let got = out.tool.clone().or(out.explore.clone());
        assert_eq!(got.as_deref(), Some(want), "{instruction}: {:?}", out.notes);
    }
}

#[test]
fn of_two_objects_that_read_as_the_same_tool_the_words_of_the_request_choose() {
    let (kb, cfg) = kb();
    // Both read as the catalog's "cat food" (S ~ 1 > m); the box of biscuits is the surer
    // detection.
    let scene = vec![
        obj("biscuits", "box of dry cat biscuits", 0.9, 0.0),
        obj("kitten", "pouch of kitten food", 0.6, 100.0),
        obj("book", "novel", 0.8, 200.0),
    ];
    let instruction = "the kitten keeps meowing at her empty dish";
    let mut by_s_alone = cfg.clone();
    by_s_alone.adm.context_rank = 0.0;
    let out = runner::plan_scene(&kb, instruction, &scene, None, &by_s_alone).unwrap();
    assert_eq!(out.tool.as_deref(), Some("biscuits"), "by S alone the surer detection wins: {:?}", out.notes);
    assert!(cfg.adm.context_rank > 0.0, "the default ranks by the request's words too");
    let out = runner::plan_scene(&kb, instruction, &scene, None, &cfg).unwrap();
    assert_eq!(out.tool.as_deref(), Some("kitten"), "{:?}", out.notes);
    assert!(out.notes.iter().any(|n| n.contains("label-instruction cosine")), "{:?}", out.notes);
}

#[test]
fn an_unknown_label_without_an_embedding_is_reported_not_guessed() {
    let (kb, cfg) = kb();
    let adm =
        Adm::new(TaskContext { instruction: "I am thirsty".into(), instruction_vector: None }, kb.clone(), &cfg.adm)
            .unwrap();
    // Labels never embedded: the decision step does not call the model, it says so.
    let objs = vec![obj("a", "zorblax gizmo 7731", 0.9, 0.0)];
    let obs = dataset::to_observation(&objs, (640, 480), None);
    let d = adm.step(&obs, &cfg.adm);
    assert!(d.grounding.is_none());
    assert!(d.notes.iter().any(|n| n.contains("unknown labels")), "{:?}", d.notes);
    assert!(d.request_msi, "nothing recognisable in view: ask the slow stream");
    // Once embedded (as the perception oracle does), an unseen phrasing of a known object grounds.
    let objs = vec![obj("a", "big blue coffee mug", 0.9, 0.0)];
    let obs = runner::observe(&kb, &objs, None).unwrap();
    let d = adm.step(&obs, &cfg.adm);
    assert_eq!(d.grounding.map(|g| g.matched_tool), Some("mug".to_string()), "{:?}", d.notes);
}

#[test]
fn a_need_read_right_takes_no_object_it_does_not_list_when_its_storage_place_is_in_view() {
    let (kb, cfg) = kb();
    for intent in ["thirst", "wound", "dark", "hot_surface"] {
        let r = aide::eval::audit::audit(&kb, &cfg, 2, Some(intent), false).unwrap();
        let a = &r.intents[0];
        assert_eq!((a.intent.as_str(), a.phrasings), (intent, 2));
        assert_eq!(r.scenes % 2, 0);
        let taken: Vec<_> = a.unlisted.iter().map(|t| (&t.object, &t.phrasing)).collect();
        assert!(taken.is_empty(), "{intent} takes objects it does not list: {taken:?}");
    }
    assert!(aide::eval::audit::audit(&kb, &cfg, 1, Some("no_such_need"), false).is_err());
}

#[test]
fn visible_exploration_approaches_the_object_that_looks_like_the_tool_not_the_busiest_corner() {
    // Five confident objects on the top row; below them, the can of de-icer (ranked 8th) on
    // the left and, ranked 6th and 7th, a ukulele and the car's door pocket on the right. The
    // de-icer passes the visible-exploration test. Weighted by rank alone, the right-hand
    // square won: the approach showed the door pocket, which was explored.
    let (kb, cfg) = kb();
    let low = |id: &str, label: &str, conf: f32, x: f32| {
        let mut o = obj(id, label, conf, x);
        o.bbox = [x, 300.0, x + 60.0, 380.0].into();
        o
    };
    let objs = [
        obj("chess", "wooden chess board", 0.9, 20.0),
        obj("kettle", "electric kettle", 0.88, 90.0),
        obj("globe", "desk globe", 0.86, 160.0),
        obj("broom", "yard broom", 0.84, 230.0),
        obj("magazines", "stack of magazines", 0.82, 300.0),
        low("deicer", "can of de-icer spray", 0.6, 20.0),
        low("ukulele", "soprano ukulele", 0.7, 520.0),
        low("pocket", "door pocket of the car", 0.68, 580.0),
    ];
    let out =
        runner::plan_scene(&kb, "the windscreen is frozen solid and I'm late for work", &objs, None, &cfg).unwrap();
    assert_eq!(
        (out.tool.as_deref(), out.stream),
        (Some("deicer"), aide::decide::types::Stream::Adm),
        "{:?}",
        out.notes
    );
}

#[test]
fn a_bathroom_cabinet_does_not_stand_in_for_the_kitchen_cupboard_a_glass_is_kept_in() {
    // A thirsty person's glass is kept in a kitchen cupboard ("cabinet") or on the dish rack.
    // The names "cabinet" and "bathroom cabinet" are 0.81 alike, and with place_kernel_min at
    // 0.75 a bathroom vanity unit stood in for the cupboard and outscored the dish rack.
    let (kb, cfg) = kb();
    for (need, cabinet, rack) in [
        ("I'm parched", "bathroom vanity unit", "dish drainer rack"),
        ("my throat is so dry", "white bathroom wall cabinet", "draining rack by the sink"),
    ] {
        let objs = [
            obj("cabinet", cabinet, 0.8, 10.0),
            obj("rack", rack, 0.8, 100.0),
            obj("photo", "framed photo", 0.8, 200.0),
        ];
        let out = runner::plan_scene(&kb, need, &objs, None, &cfg).unwrap();
        assert_eq!((out.tool, out.explore.as_deref()), (None, Some("rack")), "{need}: {:?}", out.notes);
    }
}

#[test]
fn flour_goes_through_the_sieve_not_the_colander_and_a_bike_gets_its_d_lock_not_a_padlock() {
    // The catalog had the sieve as a name of the colander and the padlock as one of the bicycle
    // lock: both labels in view read as the same object and the more confident one was taken.
    for (need, right, wrong) in [
        ("the icing sugar is all lumpy and the cake has to look smooth", "fine mesh sieve", "plastic colander"),
        ("my bike is staying outside the station all day", "heavy d-lock", "small luggage padlock"),
    ] {
        let objs = [
            obj("wrong", wrong, 0.85, 10.0),
            obj("right", right, 0.7, 100.0),
            obj("photo", "framed photo", 0.8, 200.0),
        ];
        assert_takes(&objs, need, "right");
    }
}

#[test]
fn a_tool_the_need_names_first_is_not_outranked_for_having_no_affordances_of_its_own() {
    // A plug-in light timer has no use among the 19 dimensions; the table lamp (light 10) fits
    // the need's light 2 by distance. With the fit gated for every tool, the lamp the intent
    // lists second was handed over for a house left empty.
    let objs = [
        obj("lamp", "table lamp", 0.85, 10.0),
        obj("timer", "plug-in light timer", 0.7, 100.0),
        obj("photo", "framed photo", 0.8, 200.0),
    ];
    for need in [
        "we're off on holiday for a fortnight and the house mustn't look empty",
        "nobody will be home for ten days, I want it to look like someone's in",
    ] {
        assert_takes(&objs, need, "timer");
    }
}

#[test]
fn a_tool_the_understood_need_lists_is_handed_over_though_its_reading_is_modest() {
    // The cobweb need lists the duster after the reach tools, so the duster's preference is
    // modest (score 0.14); under session 9's bar of 0.15 (knowledge.offline_accept) nothing was
    // taken and the robot went looking for a step stool with the duster in view.
    let objs = [
        obj("scrub", "scrubbing brush", 0.7, 10.0),
        obj("duster", "extendable feather duster", 0.8, 100.0),
        obj("dish", "short dish brush", 0.75, 200.0),
        obj("lint", "lint roller", 0.7, 300.0),
    ];
    for need in
        ["the cobwebs up by the ceiling are out of my reach", "I can't reach the cobwebs in the ceiling corners"]
    {
        assert_takes(&objs, need, "duster");
    }
}

#[test]
fn an_object_the_understood_need_lists_is_taken_even_when_the_retrieval_missed_it() {
    // Gloves are an object, not a tool: when the DFS landed among rain instructions they
    // could not join the pool from the understanding, and the robot explored the coat
    // cupboard with knitted gloves in view.
    let (kb, cfg) = kb();
    let objs = [
        obj("gnome", "garden gnome", 0.9, 10.0),
        obj("gloves", "knitted gloves", 0.8, 100.0),
        obj("cupboard", "coat cupboard in the hall", 0.85, 200.0),
    ];
    let out = runner::plan_scene(&kb, "grandad's hands are like ice", &objs, None, &cfg).unwrap();
    assert_eq!(out.tool.as_deref(), Some("gloves"), "{:?}", out.notes);
}

#[test]
fn a_chemical_a_medicine_or_a_bedpan_alone_in_view_is_never_handed_over_for_fit_alone() {
    // Alone in view, the offline reasoner takes an object by affordance fit: antifreeze holds
    // a liquid, so a thirsty person was handed it. A hazardous object is taken only when a
    // near known instruction lists it.
    let (kb, cfg) = kb();
    let never = ["antifreeze", "screenwash", "dish soap", "white spirit", "bedpan", "bird bath", "cough syrup"];
    for name in never {
        assert!(kb.tools().iter().any(|t| t.name == name && t.hazardous), "{name} is flagged hazardous");
    }
    for intent in ["thirst", "wound", "hungry_snack"] {
        let r = aide::eval::audit::audit(&kb, &cfg, 2, Some(intent), true).unwrap();
        let bad: Vec<_> = r.intents[0].unlisted.iter().filter(|t| never.contains(&t.object.as_str())).collect();
        assert!(bad.is_empty(), "{intent} hands over {bad:?}");
        assert!(!r.intents[0].unlisted.is_empty(), "{intent}: harmless objects are still taken by fit");
    }
    // ... and still taken for a need that lists it.
    let objs = [obj("gnome", "garden gnome", 0.9, 10.0), obj("coolant", "jug of antifreeze", 0.8, 100.0)];
    let out = runner::plan_scene(&kb, "the engine is running hot and the coolant is low", &objs, None, &cfg).unwrap();
    assert_eq!(out.tool.as_deref(), Some("coolant"), "{:?}", out.notes);
    let out = runner::plan_scene(&kb, "I'm parched", &objs, None, &cfg).unwrap();
    assert_eq!(out.tool, None, "{:?}", out.notes);
}

#[test]
fn a_tool_still_unsure_after_the_approach_is_left_to_the_slow_stream() {
    // A bamboo dessert spoon reads 0.78 as a spoon, below m = 0.85: ADM explores the region
    // around it, and once the approach shows nothing new it asked for the same region again,
    // so the robot handed over nothing with the spoon in view. Now the slow stream deliberates.
    let (kb, cfg) = kb();
    let objs = [
        obj("music", "music box with a ballerina", 0.8, 10.0),
        obj("spoon", "bamboo dessert spoon", 0.7, 100.0),
        obj("toy", "wooden whirligig", 0.75, 200.0),
        obj("pen", "pyrography pen", 0.6, 300.0),
    ];
    let out = runner::plan_scene(&kb, "the pot of yoghurt is open and I'm peckish", &objs, None, &cfg).unwrap();
    assert!(out.notes.iter().any(|n| n.contains("visible exploration")), "{:?}", out.notes);
    assert_eq!(out.tool.as_deref(), Some("spoon"), "{:?}", out.notes);
}

#[test]
fn the_offline_reasoner_explores_the_voted_storage_place_before_taking_an_object_on_fit_alone() {
    // The slow stream without a model: a broken guitar string is read right (a new string,
    // kept in the guitar case), no near known instruction names the guitar, yet its label
    // shares the request's words and it was handed over. The guitar case in view is where the
    // near instructions keep the tool: it is explored.
    let (kb, cfg) = kb();
    let objs = [
        obj("basket", "sewing basket", 0.7, 10.0),
        obj("guitar", "acoustic guitar", 0.8, 100.0),
        obj("drawer", "desk drawer", 0.6, 200.0),
        obj("case", "guitar case", 0.7, 300.0),
        obj("pick", "plectrum", 0.5, 400.0),
    ];
    let obs = runner::observe(&kb, &objs, None).unwrap();
    let reasoner = aide::reason::offline::OfflineReasoner::new(kb.clone(), cfg.offline);
    for request in [
        "a string on my guitar went ping in the middle of the song",
        "Dad's string just snapped mid-song on the acoustic",
    ] {
        let task = TaskContext { instruction: request.into(), instruction_vector: None };
        let plan = reasoner.plan(&task, &obs, &cfg.adm).unwrap();
        assert!(plan.grounding.is_none(), "{request}: took {:?}; {:?}", plan.grounding.map(|g| g.label), plan.notes);
        let explored = match plan.exploration {
            Some(aide::decide::types::Exploration::Invisible { track_id, .. }) => track_id,
            _ => None,
        };
        assert_eq!(explored, Some(obs.detections[3].track_id), "{request}: {:?}", plan.notes);
    }
}

#[test]
fn a_clause_that_sets_the_scene_does_not_drown_the_clause_that_carries_the_need() {
    // Read whole, the dog and the tin pull this towards cleaning up after a pet; with
    // knowledge.split_clauses (off by default: each clause costs one more MiniLM pass) the
    // clause "there are crumbs all over the tiles" alone is a floor to sweep.
    let request = "the dog knocked the biscuit tin off the counter and there are crumbs all over the tiles";
    let (_, mut cfg) = kb();
    let whole = Knowledge::open(&cfg).unwrap().understand(request).unwrap().heaviest_intents(3);
    assert_ne!(whole.first().map(|r| r.0.as_str()), Some("sweep"), "read whole: {whole:?}");
    cfg.knowledge.split_clauses = true;
    let by_clause = Knowledge::open(&cfg).unwrap().understand(request).unwrap().heaviest_intents(3);
    assert_eq!(by_clause.first().map(|r| r.0.as_str()), Some("sweep"), "by clause: {by_clause:?}");
}

#[test]
fn a_rare_word_the_encoder_splits_still_names_the_need() {
    // MiniLM reads "gateau" in pieces and the guests at the table pull this towards laying the
    // table; the lexical channel (knowledge.lexical_weight, on by default) counts the intents
    // whose phrasings hold the request's rarer stems, and serving the cake holds "gateau".
    let request = "we have a chocolate gateau and six hungry guests at the table";
    let (kb, mut cfg) = kb();
    let read = kb.understand(request).unwrap().heaviest_intents(3);
    assert_eq!(read.first().map(|r| r.0.as_str()), Some("serve_cake"), "with the lexical channel: {read:?}");
    cfg.knowledge.lexical_weight = 0.0;
    let encoder_only = Knowledge::open(&cfg).unwrap().understand(request).unwrap().heaviest_intents(3);
    assert_ne!(encoder_only.first().map(|r| r.0.as_str()), Some("serve_cake"), "MiniLM only: {encoder_only:?}");
}
