//! Build script: embeds version, commit and enabled features for `aide --version`,
//! and validates the shipped configuration and assets so a broken file fails the build
//! with its name and line rather than the robot at start-up.

use std::path::Path;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=config");
    println!("cargo:rerun-if-changed=assets");
    println!("cargo:rerun-if-changed=.git/HEAD");

    let commit = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown".into());
    let dirty = Command::new("git")
        .args(["status", "--porcelain", "--untracked-files=no"])
        .output()
        .ok()
        .map(|o| !o.stdout.is_empty())
        .unwrap_or(false);
    let mut features: Vec<String> = std::env::vars()
        .filter_map(|(k, _)| k.strip_prefix("CARGO_FEATURE_").map(|f| f.to_lowercase().replace('_', "-")))
        .collect();
    features.sort();
    let profile = std::env::var("PROFILE").unwrap_or_default();
    let target = std::env::var("TARGET").unwrap_or_default();
    println!(
        "cargo:rustc-env=AIDE_VERSION_LONG={} (commit {}{}, {profile}, {target}, features: [{}])",
        std::env::var("CARGO_PKG_VERSION").unwrap_or_default(),
        commit,
        if dirty { "-dirty" } else { "" },
        features.join(", ")
    );

    if let Err(e) = check_toml_files(Path::new("config")) {
        panic!("{e}");
    }
    if let Err(e) = check_toml_files(Path::new("assets")) {
        panic!("{e}");
    }
}

/// Every .toml under `dir` must parse; the error names file, line and column.
fn check_toml_files(dir: &Path) -> Result<(), String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            check_toml_files(&p)?;
        } else if p.extension().is_some_and(|x| x == "toml") {
            let text = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
            if let Err(err) = text.parse::<toml::Table>() {
                return Err(format!("{}: invalid TOML: {err}", p.display()));
            }
        }
    }
    Ok(())
}
