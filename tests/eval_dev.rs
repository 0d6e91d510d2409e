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
        attributes: Vec::new(),
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
/// absent). Aggregates only. Measured with the defaults at TSR 0.939, ASR 0.914: both of the
/// issue's targets (TSR >= 0.90, ASR >= 0.80) are met. This test guards that level (minus a
/// small margin) so a regression shows; raise the bounds as the method improves.
#[test]
fn the_held_out_v2_set_keeps_its_measured_level() {
    keeps_level("heldout_v2", 213, (0.93, 0.90), false);
}

/// The dev split (tests/data/dev_split.jsonl, 100 items; tuned on): measured at TSR 1.0,
/// ASR 0.96.
#[test]
fn the_dev_split_keeps_its_measured_level() {
    keeps_level("dev_split", 100, (0.96, 0.90), true);
}

/// Held-out v1 (tests/data/heldout.jsonl, 232 items; inspected item by item while improving
/// the method, so not a clean held-out set): measured at TSR 0.983, ASR 1.0. Items that hinge
/// on a bound: superglue voted only 0.06 is not taken for a bag strap read as sewing (the
/// hazard vote bound 0.1), and a boar-bristle hand brush at 0.14 is taken for a greasy
/// roasting tin (offline.accept 0.1).
#[test]
fn the_held_out_v1_set_keeps_its_measured_level() {
    keeps_level("heldout", 232, (0.95, 0.97), true);
}

/// Held-out v3 (tests/data/heldout_v3.jsonl, 82 items, 32 tool absent; written and committed
/// before the knowledge base was grown and the pool narrowed, never tuned on). Aggregates
/// only. Measured at TSR 0.84, ASR 1.0; the TSR target (0.90) is NOT met.
#[test]
fn the_held_out_v3_set_keeps_its_measured_level() {
    keeps_level("heldout_v3", 82, (0.83, 0.96), false);
}

/// Held-out v4 (tests/data/heldout_v4.jsonl, 175 items, 50 tool absent; written and committed
/// by a separate author from everyday English without reading the knowledge files; about 30 %
/// of its tool-present scenes also show a storage place). Not clean: it is an inspected tuning
/// set (its failures were read and their categories given to the knowledge authors; held-out
/// v5, v7 and v9 are the clean sets). Measured at TSR 0.976, ASR 0.94.
#[test]
fn the_held_out_v4_set_keeps_its_measured_level() {
    keeps_level("heldout_v4", 175, (0.95, 0.92), true);
}

/// Held-out v5 (tests/data/heldout_v5.jsonl, 175 items, 50 tool absent; written and committed
/// by a separate author from everyday English; its script refuses catalog labels and any
/// instruction or label of the knowledge files and of every set written before it; tempting
/// wrong tools in every tool-present scene, a storage place in a third of them). Clean:
/// aggregates only. Measured at TSR 0.88, ASR 0.74; neither target (0.90 / 0.80) is met. The
/// bounds sit one item below the measured level.
#[test]
fn the_held_out_v5_set_keeps_its_measured_level() {
    keeps_level("heldout_v5", 175, (0.87, 0.72), false);
}

/// Held-out v6 (tests/data/heldout_v6.jsonl, 160 items, 40 tool absent; written by a separate
/// author from everyday English, without reading any eval set or running aide;
/// tools/eval/make_heldout_v6.py). Not clean: its failures were read (objects the request is
/// about taken as the tool, a guitar for a broken string; a tool read as a storage place, a
/// block of rosin as a drawer), categories of them (such as a wine rack read as a cabinet)
/// were named to the knowledge authors, and knowledge was written from its misses (a guitar
/// sounding off when strummed, washing up by hand, bubbles, someone who cannot bend down).
/// Measured at TSR 0.975, ASR 0.925: both targets are met on it.
#[test]
fn the_held_out_v6_set_keeps_its_measured_level() {
    keeps_level("heldout_v6", 160, (0.96, 0.91), true);
}

/// Held-out v7 (tests/data/heldout_v7.jsonl, 180 items, 60 tool absent; written by a separate
/// author from everyday English, without reading any eval set or running aide;
/// tools/eval/make_heldout_v7.py; in most tool-absent scenes a plausible wrong storage place is
/// in view too). Clean: aggregates and failure-category counts only. Measured at TSR 0.908,
/// ASR 0.767: the TSR target (0.90) is met, the ASR target (0.80) is not.
#[test]
fn the_held_out_v7_set_keeps_its_measured_level() {
    keeps_level("heldout_v7", 180, (0.90, 0.75), false);
}

/// Set v8 (tests/data/heldout_v8.jsonl, 180 items, 60 tool absent, 30 household domains;
/// written by a separate author from everyday English, without reading any eval set or running
/// aide; tools/eval/make_heldout_v8.py). Its distractors are hard on purpose: the object the
/// request is about (the fern that wants misting, the cafetiere waiting for ground beans),
/// look-alikes, a plausible wrong storage place. Inspected, a tuning set: its failures are
/// read, the knowledge authors' briefs quoted some of its requests and named words seen in its
/// misses, and knowledge was written from its misses, so its level is optimistic. Measured at
/// TSR 0.908, ASR 0.65: the TSR target (0.90) is met, the ASR target (0.80) is not. An
/// extendable duster at 0.14 is taken for cobwebs out of reach (offline.accept 0.1).
#[test]
fn the_v8_set_keeps_its_measured_level() {
    keeps_level("heldout_v8", 180, (0.89, 0.63), true);
}

/// Held-out v9 (tests/data/heldout_v9.jsonl, 180 items, 60 tool absent, 16 household domains;
/// written by a separate author from everyday English, without reading the knowledge, any eval
/// set or the code, and without running aide; everyday difficulty, not adversarial;
/// tools/eval/make_heldout_v9.py). Clean: aggregates and failure-category counts only.
/// Measured at TSR 0.908, ASR 0.85: both targets (0.90 / 0.80) are met.
#[test]
fn the_held_out_v9_set_keeps_its_measured_level() {
    keeps_level("heldout_v9", 180, (0.90, 0.83), false);
}

/// Tuning set with tempting wrong objects (tests/data/tuning_tempt.jsonl, 160 items, 50 tool
/// absent; written by a separate author without reading any held-out set; every scene shows
/// objects that read as a tool related to the need but wrong for the request). Inspected: the
/// ranking by fit and the request's words (adm.fit_rank, adm.context_rank) was chosen on it.
/// Measured at TSR 0.964, ASR 0.84; two tool-absent items are lost to phrasings in rarer
/// vocabulary (broth eaten with a fork, a reading lamp sought under the sink).
#[test]
fn the_tempting_objects_tuning_set_keeps_its_measured_level() {
    keeps_level("tuning_tempt", 160, (0.95, 0.82), true);
}

/// Scenes written for the offline ranking (not from any eval set): the nearest known
/// instructions name the right tool only weakly, and an object whose catalog vector merely
/// fits the need (a plant pot "holds things", a wicker ball reads as a tennis ball) would win
/// on that fit. The ranking counts such a fit-only object at `offline.unvoted_rank`
/// and adds the label-request cosine (`offline.context`).
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
    let obs = dataset::to_observation(&objs, (640, 480));
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
    // square would win: the approach would show the door pocket, which would be explored.
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
    // The names "cabinet" and "bathroom cabinet" are 0.81 alike: with place_kernel_min at 0.75
    // a bathroom vanity unit would stand in for the cupboard and outscore the dish rack.
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
    // The catalog keeps the sieve apart from the colander and the padlock apart from the
    // bicycle lock: as names of one object, both labels in view would read as the same object
    // and the more confident one would be taken.
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
    // lists second would be handed over for a house left empty.
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
    // modest (score 0.14). offline.accept is 0.1; at 0.15 nothing would be taken and
    // the robot would go looking for a step stool with the duster in view.
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
    // Gloves are an object, not a tool: when the DFS lands among rain instructions, only the
    // understanding can bring them into the pool; without it the robot would explore the coat
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
    // a liquid, so a thirsty person would be handed it. A hazardous object is taken only when a
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
    // around it; once the approach shows nothing new, asking for the same region again would
    // hand over nothing with the spoon in view, so the slow stream deliberates instead.
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
    // shares the request's words, so taken on fit and words alone it would be handed over. The
    // guitar case in view is where the near instructions keep the tool: it is explored.
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
