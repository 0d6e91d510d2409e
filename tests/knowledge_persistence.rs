//! Persistence of the relationship space on a small knowledge base: round trip, run-time
//! insertion with tombstones, corruption, kill -9 in the middle of saves, and the ERS
//! query's allocations (a global allocator counts those a watched thread makes).

use aide::config::Config;
use aide::decide::types::Stream;
use aide::knowledge::{persist, AffordanceVector, Knowledge, Sources, TaskPlan, X};
use aide::perception::models::minilm::MiniLm;
use std::path::Path;

#[global_allocator]
static GLOBAL: aide::alloc_count::Counting = aide::alloc_count::Counting;

/// Allocations this thread makes in `f`.
fn allocations_in(f: impl FnOnce()) -> u64 {
    aide::alloc_count::counted(f).1
}

const TOOLS: &str = r#"
[[tool]]
name = "cup"
labels = ["mug"]
kind = "tool"
material = "ceramic"
size = "small"
rigidity = "rigid"
operational = { part = "body", box = [0.1, 0.3, 0.9, 1.0] }
functional = { part = "opening", box = [0.1, 0.0, 0.9, 0.2] }
affordance = { liquid = 9, carry = 2 }

[[tool]]
name = "hammer"
kind = "tool"
material = "steel"
size = "medium"
rigidity = "rigid"
operational = { part = "handle", box = [0.3, 0.4, 0.7, 1.0] }
functional = { part = "head", box = [0.0, 0.0, 1.0, 0.4] }
affordance = { strike = 10, fasten = 6 }

[[tool]]
name = "cabinet"
kind = "storage"
material = "wood"
size = "large"
rigidity = "rigid"
operational = { part = "door handle", box = [0.7, 0.3, 0.9, 0.6] }
functional = { part = "door", box = [0.0, 0.0, 1.0, 1.0] }
affordance = { carry = 8 }

[[tool]]
name = "toolbox"
kind = "storage"
material = "steel"
size = "medium"
rigidity = "rigid"
operational = { part = "handle", box = [0.3, 0.0, 0.7, 0.2] }
functional = { part = "lid", box = [0.0, 0.0, 1.0, 0.3] }
affordance = { carry = 8, fasten = 3 }
"#;

const INSTRUCTIONS: &str = r#"
[[intent]]
name = "thirst"
affordance = { liquid = 9, carry = 2 }
tools = ["cup"]
unseen = ["cabinet"]
instructions = ["I am thirsty", "my throat is dry", "I need a drink of water"]

[[intent]]
name = "nuts"
affordance = { strike = 9, twist = 5 }
tools = ["hammer"]
unseen = ["toolbox"]
instructions = ["I want to crack walnuts", "these nuts will not open"]
"#;

fn sources() -> Sources {
    let mut s = Sources::embedded();
    s.origin = "test".into();
    s.tools = TOOLS.into();
    s.instructions = INSTRUCTIONS.into();
    s.lexicon = String::new();
    s
}

fn cfg() -> Config {
    let mut c = Config::embedded_default();
    c.adm.a = 2;
    c.adm.b = 1;
    c
}

fn open(dir: &Path) -> Knowledge {
    Knowledge::open_with(&cfg(), sources(), MiniLm::open("").expect("all-MiniLM-L6-v2 (tools/fetch-models.sh)"), dir)
        .unwrap()
}

fn plan(instruction: &str, tool: &str) -> TaskPlan {
    let mut v = [0.0; X];
    v[6] = 10.0; // cushion
    TaskPlan {
        instruction: instruction.into(),
        instruction_vector: AffordanceVector(v),
        tool: tool.into(),
        tool_vector: AffordanceVector(v),
        operational_part: Some("side".into()),
        functional_part: Some("surface".into()),
        unseen_regions: vec!["cabinet".into()],
        source: Stream::Msi,
        grounding: None,
        exploration: None,
        notes: vec![],
    }
}

#[test]
fn the_index_is_saved_reloaded_and_keeps_inserted_plans() {
    let d = tempfile::tempdir().unwrap();
    let kb = open(d.path());
    let g1 = kb.stats().unwrap().generation;
    assert!(g1 >= 1);
    persist::verify(d.path()).unwrap();
    drop(kb);
    // Reopening reloads the same generation instead of rebuilding.
    let kb = open(d.path());
    assert_eq!(kb.stats().unwrap().generation, g1);
    assert_eq!(kb.stats().unwrap().entries, 5);

    kb.insert_plan(&plan("my back hurts on this chair", "cushion")).unwrap();
    let s = kb.stats().unwrap();
    assert_eq!((s.entries, s.inserted, s.generation), (6, 1, g1 + 1));
    drop(kb);
    let kb = open(d.path());
    let u = kb.understand("my back hurts on this chair").unwrap();
    assert_eq!(u.neighbours[0].text, "my back hurts on this chair");
    assert!((u.vector.0[6] - 10.0).abs() < 1e-3, "the inserted plan's vector is what the instruction now means");

    // The same instruction again: the old entry is tombstoned, the new one carries both tools.
    kb.insert_plan(&plan("my back hurts on this chair", "pillow")).unwrap();
    let s = kb.stats().unwrap();
    assert_eq!((s.inserted, s.tombstones), (1, 1));
    let u = kb.understand("my back hurts on this chair").unwrap();
    let tools = kb
        .with_space(|sp| {
            sp.entries[u.neighbours[0].entry as usize].results.iter().map(|r| r.name.clone()).collect::<Vec<_>>()
        })
        .unwrap();
    assert_eq!(tools, vec!["pillow".to_string(), "cushion".to_string()]);
    assert!(u.neighbours.iter().all(|n| kb.with_space(|sp| !sp.entries[n.entry as usize].dead).unwrap()));
}

#[test]
fn a_corrupt_index_is_rebuilt_and_a_changed_knowledge_base_is_stale() {
    let d = tempfile::tempdir().unwrap();
    drop(open(d.path()));
    let body = persist::verify(d.path()).unwrap();
    let victim = d.path().join(&body.files[0].name);
    let mut bytes = std::fs::read(&victim).unwrap();
    bytes[10] ^= 0x55;
    std::fs::write(&victim, bytes).unwrap();
    assert!(persist::verify(d.path()).is_err());
    let kb = open(d.path());
    assert_eq!(kb.stats().unwrap().entries, 5);
    persist::verify(d.path()).unwrap();
    drop(kb);

    // More instructions in the knowledge files: the persisted index is stale and rebuilt.
    let mut s = sources();
    s.instructions =
        s.instructions.replace("\"I need a drink of water\"", "\"I need a drink of water\", \"I'm parched\"");
    let kb = Knowledge::open_with(&cfg(), s, MiniLm::open("").unwrap(), d.path()).unwrap();
    assert_eq!(kb.stats().unwrap().entries, 6);
}

/// Child half of the kill -9 test: insert plans forever (each insert saves a generation).
#[test]
fn kill_child_saver() {
    let Ok(dir) = std::env::var("AIDE_KILL_TEST_DIR") else {
        return;
    };
    let kb = open(Path::new(&dir));
    for i in 0.. {
        kb.insert_plan(&plan(&format!("request number {i}"), "cushion")).unwrap();
    }
}

#[test]
fn kill_9_in_the_middle_of_saves_never_leaves_a_corrupt_index() {
    let d = tempfile::tempdir().unwrap();
    drop(open(d.path()));
    let exe = std::env::current_exe().unwrap();
    for round in 0..6u64 {
        let mut child = std::process::Command::new(&exe)
            .args(["--exact", "kill_child_saver", "--nocapture", "--test-threads=1"])
            .env("AIDE_KILL_TEST_DIR", d.path())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // Let it get into the save loop, then kill it at an arbitrary point.
        std::thread::sleep(std::time::Duration::from_millis(1500 + 137 * round));
        // SAFETY: signalling a child we spawned.
        unsafe { libc::kill(child.id() as i32, libc::SIGKILL) };
        child.wait().unwrap();
        persist::verify(d.path()).unwrap_or_else(|e| panic!("round {round}: {e}"));
        let kb = open(d.path());
        assert!(kb.stats().unwrap().entries >= 5);
    }
}

#[test]
fn a_warm_ers_query_allocates_nothing_also_after_inserts_and_a_reload() {
    use aide::decide::adm::Adm;
    use aide::decide::ers;
    use aide::decide::types::TaskContext;
    use aide::eval::dataset::ObjectSpec;
    use aide::knowledge::space::QueryBuf;
    use std::sync::Arc;

    let d = tempfile::tempdir().unwrap();
    let p = cfg().adm;
    let objs: Vec<ObjectSpec> = ["mug", "hammer", "cabinet", "sock"]
        .iter()
        .enumerate()
        .map(|(i, l)| ObjectSpec {
            id: format!("o{i}"),
            label: l.to_string(),
            confidence: 0.9 - 0.1 * i as f32,
            bbox: [10.0 + 60.0 * i as f32, 20.0, 60.0 + 60.0 * i as f32, 90.0].into(),
        })
        .collect();
    let (allocating, queries) = {
        let mut counts = Vec::new();
        let mut queries = 0;
        for phase in 0..3 {
            let kb = Arc::new(open(d.path()));
            if phase == 1 {
                kb.insert_plan(&plan("my back hurts on this chair", "cushion")).unwrap();
                kb.insert_plan(&plan("my back hurts on this chair", "pillow")).unwrap();
            }
            let obs = aide::eval::runner::observe(&kb, &objs, None).unwrap();
            let ranked: Vec<usize> = (0..obs.detections.len()).collect();
            for text in ["I am thirsty", "these nuts will not open", "my back hurts on this chair"] {
                let u = kb.understand(text).unwrap();
                let task = TaskContext { instruction: text.into(), instruction_vector: None };
                let pool = Adm::new(task, kb.clone(), &p).unwrap().pool().to_vec();
                let mut buf = QueryBuf::default();
                let first = ers::query(&kb, &u.vector, &p, &obs, &ranked, &pool, &mut buf).unwrap();
                if text != "my back hurts on this chair" {
                    assert!(first.dfs.hit.is_some() && first.retrieved > 0, "{text}: {first:?}");
                }
                let n = allocations_in(|| {
                    for _ in 0..50 {
                        let r = ers::query(&kb, &u.vector, &p, &obs, &ranked, &pool, &mut buf).unwrap();
                        assert_eq!(r, first);
                    }
                });
                counts.push((phase, text, n));
                queries += 50;
            }
        }
        (counts.into_iter().filter(|c| c.2 > 0).collect::<Vec<_>>(), queries)
    };
    assert_eq!(queries, 450);
    assert!(allocating.is_empty(), "warm ERS queries that allocated (phase, instruction, count): {allocating:?}");
}

#[test]
fn the_allocation_counter_sees_allocations() {
    let n = allocations_in(|| {
        std::hint::black_box(vec![0u8; 32]);
    });
    assert!(n >= 1);
}
