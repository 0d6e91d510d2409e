//! Directories of scenario files, one TOML file per scenario, as the generated suites and
//! evaluation splits are written: the files in name order, and their texts.

use std::path::{Path, PathBuf};

/// Every `*.toml` of `dir`, in name order.
pub fn toml_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    Ok(files)
}

/// The text of every `*.toml` of `dir`, in name order; on failure, the path that failed.
pub fn read_texts(dir: &Path) -> Result<Vec<(PathBuf, String)>, (PathBuf, std::io::Error)> {
    let files = toml_files(dir).map_err(|e| (dir.to_path_buf(), e))?;
    files.into_iter().map(|p| std::fs::read_to_string(&p).map(|t| (p.clone(), t)).map_err(|e| (p, e))).collect()
}
