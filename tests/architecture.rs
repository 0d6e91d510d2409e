//! The house rules, checked on the source tree: data flows one way (sensors -> perception ->
//! decide -> control -> drivers, with reasoning beside it, shared types on the ground floor),
//! sibling modules import each other in one direction only, and files stay small enough to
//! read.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("readable source dir").flatten() {
        let p = e.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn src_files() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let rel = p.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
            (rel, std::fs::read_to_string(&p).expect("readable source file"))
        })
        .collect()
}

/// The room a source file belongs to: its first path component (`decide/adm.rs` -> `decide`).
fn room(rel: &str) -> &str {
    rel.split('/').next().unwrap().trim_end_matches(".rs")
}

/// Lines that name `crate::{target}`: code, and doc links too (a room's docs point down the
/// floors as its code does).
fn naming<'a>(text: &'a str, target: &str) -> Vec<(usize, &'a str)> {
    let needle = format!("crate::{target}");
    text.lines()
        .enumerate()
        .filter(|(_, l)| {
            l.match_indices(&needle).any(|(i, _)| {
                let next = l[i + needle.len()..].chars().next();
                next.is_none_or(|c| !(c.is_alphanumeric() || c == '_'))
            })
        })
        .map(|(i, l)| (i + 1, l.trim()))
        .collect()
}

#[test]
fn no_import_runs_back_up_the_floors() {
    let rules: &[(&[&str], &str)] = &[
        (&["perception", "control", "sim", "knowledge", "decide", "reason", "types"], "runtime"),
        (&["perception", "control", "sim", "knowledge", "decide", "reason", "types"], "record"),
        (&["knowledge", "types", "perception", "control"], "decide"),
        (&["decide", "knowledge", "types", "perception", "control"], "reason"),
        (&["types"], "knowledge"),
        (&["types"], "perception"),
        (&["types"], "control"),
    ];
    let mut broken = Vec::new();
    for (rel, text) in src_files() {
        for (rooms, target) in rules {
            if rooms.contains(&room(&rel)) {
                for (line, code) in naming(&text, target) {
                    broken.push(format!("src/{rel}:{line}: {} imports {target}: {code}", room(&rel)));
                }
            }
        }
    }
    assert!(broken.is_empty(), "imports that run back up:\n{}", broken.join("\n"));
}

/// Sibling files (`dir/a.rs`, `dir/b.rs`) that import each other, directly or around a
/// longer loop, through `super::x` or `crate::dir::x` paths.
#[test]
fn sibling_modules_import_each_other_in_one_direction() {
    let circles = sibling_circles(&src_files());
    assert!(circles.is_empty(), "import circles between sibling modules:\n{}", circles.join("\n"));
}

#[test]
fn the_circle_check_sees_a_circle() {
    let file = |rel: &str, text: &str| (rel.to_string(), text.to_string());
    let files = [
        file("kernels/conv.rs", "use super::sgemm::gemm;\n"),
        file("kernels/sgemm.rs", "use crate::kernels::conv::OutPtr;\n"),
        file("kernels/winograd.rs", "use super::conv::OutPtr;\n// use super::gemm_only_in_a_comment::x;\n"),
    ];
    assert_eq!(sibling_circles(&files), vec!["kernels/conv <-> kernels/sgemm".to_string()]);
}

fn sibling_circles(files: &[(String, String)]) -> Vec<String> {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (rel, text) in files {
        let Some((dir, file)) = rel.rsplit_once('/') else { continue };
        let me = file.trim_end_matches(".rs");
        if me == "mod" {
            continue;
        }
        let siblings: BTreeSet<&str> = files
            .iter()
            .filter_map(|(r, _)| r.rsplit_once('/').filter(|(d, _)| *d == dir).map(|(_, f)| f.trim_end_matches(".rs")))
            .filter(|f| *f != "mod" && *f != me)
            .collect();
        let prefixes = ["super::".to_string(), format!("crate::{}::", dir.replace('/', "::"))];
        // Test modules may reach anywhere.
        let code = text.split("#[cfg(test)]").next().unwrap_or(text);
        for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for p in &prefixes {
                for (i, _) in line.match_indices(p.as_str()) {
                    let rest = &line[i + p.len()..];
                    let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                    let path_continues = rest[name.len()..].starts_with("::");
                    if siblings.contains(name.as_str()) && path_continues {
                        edges.entry(format!("{dir}/{me}")).or_default().insert(format!("{dir}/{name}"));
                    }
                }
            }
        }
    }
    let mut circles = Vec::new();
    for (a, outs) in &edges {
        for b in outs {
            if a < b && reaches(&edges, b, a) {
                circles.push(format!("{a} <-> {b}"));
            }
        }
    }
    circles
}

fn reaches(edges: &BTreeMap<String, BTreeSet<String>>, from: &str, to: &str) -> bool {
    let mut seen = BTreeSet::new();
    let mut stack = vec![from.to_string()];
    while let Some(n) = stack.pop() {
        if n == to {
            return true;
        }
        if seen.insert(n.clone()) {
            stack.extend(edges.get(&n).into_iter().flatten().cloned());
        }
    }
    false
}

#[test]
fn no_source_file_is_over_800_lines() {
    let long: Vec<String> = src_files()
        .into_iter()
        .map(|(rel, text)| (rel, text.lines().count()))
        .filter(|(_, n)| *n > 800)
        .map(|(rel, n)| format!("src/{rel}: {n} lines"))
        .collect();
    assert!(long.is_empty(), "files to split:\n{}", long.join("\n"));
}

/// Only the simulator and the scorer read what an object really is: its hidden description
/// (`SceneObject::description`) and a track's scene identity (`WorldLink::truth_of`,
/// `parts_truth`). Everything that decides reads only what perception reports.
#[test]
fn only_the_simulator_and_the_scorer_read_an_objects_hidden_identity() {
    // The simulator, the world link's simulator side, and the episode scorer (which also
    // voices the simulated person).
    let allowed = |rel: &str| rel.starts_with("sim/") || rel == "runtime/world_link.rs" || rel == "runtime/episode.rs";
    let reads = |line: &str, needle: &str| {
        line.match_indices(needle).any(|(i, _)| {
            let next = line[i + needle.len()..].chars().next();
            needle.ends_with('(') || next.is_none_or(|c| !(c.is_alphanumeric() || c == '_'))
        })
    };
    let mut found = Vec::new();
    for (rel, text) in src_files().iter().filter(|(rel, _)| !allowed(rel)) {
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for needle in [".description", "truth_of(", "parts_truth("] {
                if reads(code, needle) {
                    found.push(format!("src/{rel}:{}: {}", i + 1, line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "hidden identity read outside the simulator and the scorer:\n{}", found.join("\n"));
}
