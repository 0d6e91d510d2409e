//! Persistence of the relationship space on a small knowledge base: round trip, run-time
//! insertion with tombstones, the plan log (bytes written per plan, compaction, kill -9
//! while learning), corruption, and the ERS query's allocations (a global allocator counts
//! those a watched thread makes).

use aide::config::Config;
use aide::decide::types::Stream;
use aide::knowledge::{persist, plan_log, AffordanceVector, Knowledge, Sources, TaskPlan, X};
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
    open_cfg(dir, &cfg())
}

fn open_cfg(dir: &Path, c: &Config) -> Knowledge {
    Knowledge::open_with(c, sources(), MiniLm::open("").expect("all-MiniLM-L6-v2 (tools/fetch-models.sh)"), dir)
        .unwrap()
}

/// Whether the space holds a live run-time entry for `text`.
fn learned(kb: &Knowledge, text: &str) -> bool {
    kb.with_space(|s| s.entries.iter().any(|e| !e.dead && e.text == text)).unwrap()
}

/// Bytes this thread has handed to write(2) so far (Linux per-thread I/O accounting).
fn thread_bytes_written() -> u64 {
    let io = std::fs::read_to_string("/proc/thread-self/io").expect("/proc/thread-self/io");
    io.lines().find_map(|l| l.strip_prefix("wchar: ")).and_then(|v| v.trim().parse().ok()).expect("wchar")
}

/// Total size of the files in `dir`.
fn dir_bytes(dir: &Path) -> u64 {
    std::fs::read_dir(dir).unwrap().flatten().map(|e| e.metadata().unwrap().len()).sum()
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
    // Learning appended to the plan log; the generation stays until the log is folded.
    assert_eq!((s.entries, s.inserted, s.generation), (6, 1, g1));
    drop(kb);
    let kb = open(d.path());
    assert!(learned(&kb, "my back hurts on this chair"), "replayed from the plan log");
    kb.fold_plan_log().unwrap();
    assert_eq!(kb.stats().unwrap().generation, g1 + 1);
    drop(kb);
    let kb = open(d.path());
    assert_eq!(kb.stats().unwrap().generation, g1 + 1, "the folded generation loads as it is");
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
fn a_bit_flipped_or_truncated_index_is_detected_and_rebuilt_and_a_changed_knowledge_base_is_stale() {
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

    // A file cut short (a crash mid-copy, a full disk): detected, rebuilt.
    for first in [true, false] {
        let body = persist::verify(d.path()).unwrap();
        let f = if first { &body.files[0] } else { body.files.last().unwrap() };
        let victim = d.path().join(&f.name);
        let len = std::fs::metadata(&victim).unwrap().len();
        std::fs::OpenOptions::new().write(true).open(&victim).unwrap().set_len(len / 2).unwrap();
        let err = persist::verify(d.path()).unwrap_err().to_string();
        assert!(err.contains(&f.name), "the error names the file: {err}");
        let kb = open(d.path());
        assert_eq!(kb.stats().unwrap().entries, 5, "rebuilt after {} was cut short", f.name);
        drop(kb);
        persist::verify(d.path()).unwrap();
    }

    // More instructions in the knowledge files: the persisted index is stale and rebuilt.
    let mut s = sources();
    s.instructions =
        s.instructions.replace("\"I need a drink of water\"", "\"I need a drink of water\", \"I'm parched\"");
    let kb = Knowledge::open_with(&cfg(), s, MiniLm::open("").unwrap(), d.path()).unwrap();
    assert_eq!(kb.stats().unwrap().entries, 6);
}

#[test]
fn learning_one_plan_writes_a_few_kilobytes_not_the_index() {
    let d = tempfile::tempdir().unwrap();
    let kb = open(d.path());
    let manifest = std::fs::read(d.path().join(persist::MANIFEST)).unwrap();
    for i in 0..20 {
        let (size0, wrote0) = (dir_bytes(d.path()), thread_bytes_written());
        kb.insert_plan(&plan(&format!("the chair number {i} is too hard"), "cushion")).unwrap();
        let (grew, wrote) = (dir_bytes(d.path()) - size0, thread_bytes_written() - wrote0);
        assert!(grew > 0 && grew <= 8 * 1024, "plan {i}: the directory grew by {grew} bytes");
        assert!(wrote <= 1 << 20, "plan {i}: {wrote} bytes written");
        assert_eq!(wrote, grew, "plan {i}: only the log record is written");
    }
    assert_eq!(std::fs::read(d.path().join(persist::MANIFEST)).unwrap(), manifest, "no generation written");
}

#[test]
fn a_full_plan_log_is_folded_into_a_new_generation_in_the_background() {
    let d = tempfile::tempdir().unwrap();
    let mut c = cfg();
    c.knowledge.plan_log_compact_bytes = 16 * 1024;
    let kb = open_cfg(d.path(), &c);
    let g1 = kb.stats().unwrap().generation;
    for i in 0..30 {
        kb.insert_plan(&plan(&format!("the stool number {i} wobbles"), "cushion")).unwrap();
    }
    drop(kb); // waits for a running compaction
    let body = persist::verify(d.path()).unwrap();
    assert!(body.generation > g1 && body.plans_through >= 8, "{body:?}");
    let log = std::fs::metadata(d.path().join(plan_log::FILE)).unwrap().len();
    assert!(log < 16 * 1024, "the log was emptied of the folded plans ({log} bytes)");
    let kb = open_cfg(d.path(), &c);
    assert_eq!(kb.stats().unwrap().inserted, 30);
    assert!((0..30).all(|i| learned(&kb, &format!("the stool number {i} wobbles"))));
}

#[test]
fn a_torn_plan_log_keeps_every_whole_plan() {
    let d = tempfile::tempdir().unwrap();
    let kb = open(d.path());
    for i in 0..3 {
        kb.insert_plan(&plan(&format!("the bench number {i} is cold"), "cushion")).unwrap();
    }
    drop(kb);
    let path = d.path().join(plan_log::FILE);
    let len = std::fs::metadata(&path).unwrap().len();
    let f = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
    f.set_len(len - 10).unwrap();
    let kb = open(d.path());
    assert!(learned(&kb, "the bench number 1 is cold"));
    assert!(!learned(&kb, "the bench number 2 is cold"), "the torn record is gone");
    kb.insert_plan(&plan("the bench number 3 is cold", "cushion")).unwrap();
    drop(kb);
    let kb = open(d.path());
    assert!(learned(&kb, "the bench number 0 is cold") && learned(&kb, "the bench number 3 is cold"));
}

/// Child half of the kill -9 test: learns plans forever with a small compaction threshold
/// (so kills land in appends and in compactions), printing each acknowledged instruction.
#[test]
fn kill_child_learner() {
    let (Ok(dir), Ok(round)) = (std::env::var("AIDE_KILL_TEST_DIR"), std::env::var("AIDE_KILL_ROUND")) else {
        return;
    };
    let mut c = cfg();
    c.knowledge.plan_log_compact_bytes = 24 * 1024;
    let kb = open_cfg(Path::new(&dir), &c);
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    for i in 0.. {
        let text = format!("round {round} request {i}");
        kb.insert_plan(&plan(&text, "cushion")).unwrap();
        writeln!(out, "ack {text}").unwrap();
        out.flush().unwrap();
    }
}

#[test]
fn kill_9_while_learning_loses_no_acknowledged_plan() {
    use rand::{Rng, SeedableRng};
    use std::io::BufRead;
    let d = tempfile::tempdir().unwrap();
    drop(open(d.path()));
    let g0 = persist::verify(d.path()).unwrap().generation;
    let exe = std::env::current_exe().unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(37);
    let mut acked: Vec<String> = Vec::new();
    for round in 0..6u64 {
        let mut child = std::process::Command::new(&exe)
            .args(["--exact", "kill_child_learner", "--nocapture", "--test-threads=1"])
            .env("AIDE_KILL_TEST_DIR", d.path())
            .env("AIDE_KILL_ROUND", round.to_string())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            std::io::BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .filter_map(|l| l.strip_prefix("ack ").map(str::to_string))
                .collect::<Vec<_>>()
        });
        std::thread::sleep(std::time::Duration::from_millis(rng.random_range(1200..3500)));
        // SAFETY: signalling a child we spawned.
        unsafe { libc::kill(child.id() as i32, libc::SIGKILL) };
        child.wait().unwrap();
        let this_round = reader.join().unwrap();
        assert!(!this_round.is_empty(), "round {round}: the child acknowledged nothing before the kill");
        acked.extend(this_round);
        persist::verify(d.path()).unwrap_or_else(|e| panic!("round {round}: {e}"));
        let kb = open(d.path());
        let lost: Vec<&String> = acked.iter().filter(|t| !learned(&kb, t)).collect();
        assert!(lost.is_empty(), "round {round}: {} of {} acknowledged plans lost: {lost:?}", lost.len(), acked.len());
    }
    let g = persist::verify(d.path()).unwrap().generation;
    assert!(g > g0 + 6, "the children folded the log into new generations ({g0} -> {g})");
    eprintln!("{} plans acknowledged over 6 kills; generation {g0} -> {g}", acked.len());
}

/// Lets files this process writes grow to at most `bytes` (`None`: no limit). A write past
/// it fails as on a full disk (EFBIG instead of ENOSPC; the signal it would raise is ignored).
fn limit_file_size(bytes: Option<u64>) {
    // SAFETY: plain libc calls on this (child) process.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
        let mut lim = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        assert_eq!(libc::getrlimit(libc::RLIMIT_FSIZE, &mut lim), 0);
        lim.rlim_cur = bytes.unwrap_or(lim.rlim_max);
        assert_eq!(libc::setrlimit(libc::RLIMIT_FSIZE, &lim), 0);
    }
}

/// Child half of the disk-full test (a file-size limit is process-wide): learns one plan,
/// then two while no file may grow, then one more once it may, printing what happened.
#[test]
fn disk_full_child_learner() {
    let Ok(dir) = std::env::var("AIDE_DISK_FULL_DIR") else { return };
    let dir = Path::new(&dir);
    let kb = open(dir);
    let say = |what: &str, text: &str, r: Result<(), aide::knowledge::KnowledgeError>| match r {
        Ok(()) => println!("ack {text}"),
        Err(e) => println!("{what} {text}: {e}"),
    };
    say("refused", "the couch is too low", kb.insert_plan(&plan("the couch is too low", "cushion")));
    limit_file_size(Some(std::fs::metadata(dir.join(plan_log::FILE)).unwrap().len()));
    for text in ["the stool is too hard", "my back aches on this bench"] {
        say("unsaved", text, kb.insert_plan(&plan(text, "cushion")));
    }
    println!("waiting {}", kb.unsaved_plans());
    let folded = kb.fold_plan_log();
    println!("fold while full: {}", if folded.is_ok() { "ok".to_string() } else { format!("{:?}", folded.err()) });
    limit_file_size(None);
    say("refused", "the floor is cold to sit on", kb.insert_plan(&plan("the floor is cold to sit on", "cushion")));
    println!("waiting {}", kb.unsaved_plans());
}

#[test]
fn a_full_disk_while_learning_keeps_the_service_going_and_saves_the_waiting_plans_once_there_is_room() {
    let d = tempfile::tempdir().unwrap();
    drop(open(d.path()));
    let files_before: Vec<_> = std::fs::read_dir(d.path()).unwrap().flatten().map(|e| e.file_name()).collect();
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "disk_full_child_learner", "--nocapture", "--test-threads=1"])
        .env("AIDE_DISK_FULL_DIR", d.path())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "the learner kept going: {text}\n{}", String::from_utf8_lossy(&out.stderr));
    // Each report is a line of its own (the first follows the test harness's "test ... ").
    let said = |what: &str| text.lines().any(|l| l.ends_with(what) || l.starts_with(what));
    assert!(said("ack the couch is too low"), "{text}");
    let unsaved: Vec<&str> = text.lines().filter(|l| l.starts_with("unsaved ")).collect();
    assert_eq!(unsaved.len(), 2, "both plans learned while full are refused: {text}");
    assert!(unsaved.iter().all(|l| l.contains("not saved yet") && l.contains("File too large")), "{text}");
    assert!(said("waiting 2"), "{text}");
    assert!(!said("fold while full: ok"), "no generation fits: {text}");
    assert!(said("ack the floor is cold to sit on") && said("waiting 0"), "{text}");
    // A failed generation left nothing behind.
    let files_after: Vec<_> = std::fs::read_dir(d.path()).unwrap().flatten().map(|e| e.file_name()).collect();
    assert!(files_after.iter().all(|f| files_before.contains(f)), "{files_before:?} -> {files_after:?}");
    let kb = open(d.path());
    for t in
        ["the couch is too low", "the stool is too hard", "my back aches on this bench", "the floor is cold to sit on"]
    {
        assert!(learned(&kb, t), "{t:?} is kept after a restart");
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
            attributes: Vec::new(),
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
