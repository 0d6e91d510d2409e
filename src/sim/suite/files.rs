//! Episode files: one scene TOML per episode in a directory, written atomically (temp file,
//! fsync, rename), read back through [`Scene`] parsing.

use super::{EpisodeCase, SuiteError};
use crate::knowledge::persist::write_atomic;
use crate::sim::scene::Scene;
use std::path::Path;

/// Writes every case to `dir/<id>.toml` (the directory is created when missing). A directory
/// that already holds episode files is refused: two suites in one directory would read back
/// as one.
pub fn write_dir(cases: &[EpisodeCase], dir: &Path) -> Result<(), SuiteError> {
    let io = |e: String| SuiteError::Io { path: dir.to_path_buf(), reason: e };
    std::fs::create_dir_all(dir).map_err(|e| io(e.to_string()))?;
    let existing = episode_files(dir)?.len();
    if existing > 0 {
        return Err(SuiteError::NotEmpty { dir: dir.to_path_buf(), files: existing });
    }
    for c in cases {
        let mut scene = c.scene.clone();
        let mut episode = c.episode.clone();
        episode.kind = Some(c.kind);
        scene.episodes = vec![episode];
        let body = toml::to_string(&scene)
            .map_err(|e| SuiteError::Episode { file: format!("{}.toml", c.id), message: e.to_string() })?;
        let text = format!("# Generated episode `{}` ({}): a scene with its one episode.\n{body}", c.id, c.kind.name());
        write_atomic(dir, &format!("{}.toml", c.id), text.as_bytes()).map_err(|e| io(e.to_string()))?;
    }
    Ok(())
}

/// Reads every `*.toml` in `dir` (in name order) as one episode: a scene with exactly one
/// `[[episodes]]` entry that names its `kind`.
pub fn load_dir(dir: &Path) -> Result<Vec<EpisodeCase>, SuiteError> {
    let files = episode_files(dir)?;
    if files.is_empty() {
        return Err(SuiteError::Empty { dir: dir.to_path_buf() });
    }
    files.iter().map(|p| load_one(p)).collect()
}

/// The `*.toml` files of `dir`, in name order.
fn episode_files(dir: &Path) -> Result<Vec<std::path::PathBuf>, SuiteError> {
    let io = |e: std::io::Error| SuiteError::Io { path: dir.to_path_buf(), reason: e.to_string() };
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map_err(io)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    Ok(files)
}

fn load_one(path: &Path) -> Result<EpisodeCase, SuiteError> {
    let file = path.display().to_string();
    let text =
        std::fs::read_to_string(path).map_err(|e| SuiteError::Io { path: path.into(), reason: e.to_string() })?;
    let scene = Scene::parse(&text, &file)?;
    let bad = |message: String| SuiteError::Episode { file: file.clone(), message };
    let [episode] = scene.episodes.as_slice() else {
        return Err(bad(format!("has {} [[episodes]] entries; an episode file has exactly one", scene.episodes.len())));
    };
    let kind = episode.kind.ok_or_else(|| bad("its episode names no `kind`".into()))?;
    let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    Ok(EpisodeCase { id, kind, episode: episode.clone(), scene })
}
