//! Reading, merging, overriding and checking configuration files.

pub use super::issue::Issue;
use super::sections::Config;
use super::DEFAULT_TOML;
use std::path::Path;
use toml::{Table, Value};

/// Why a configuration could not be used.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigError {
    #[error("config file `{file}`: cannot read: {source}")]
    Read {
        file: String,
        #[source]
        source: std::io::Error,
    },
    #[error("config file `{file}`: TOML syntax error: {message}")]
    Syntax { file: String, message: String },
    #[error("config file `{file}` is empty (caught while being written?): it needs at least one key")]
    Empty { file: String },
    #[error("config file `{file}`: {}", issues.iter().map(|i| i.to_string()).collect::<Vec<_>>().join("; "))]
    Invalid { file: String, issues: Vec<Issue> },
    #[error("--set `{spec}`: {reason}")]
    Override { spec: String, reason: String },
}

impl ConfigError {
    /// The issues, for callers that print one per line.
    pub fn issues(&self) -> Vec<String> {
        match self {
            ConfigError::Invalid { file, issues } => issues.iter().map(|i| format!("{file}: {i}")).collect(),
            other => vec![other.to_string()],
        }
    }
}

/// Loads a config file merged over the embedded default, then applies `--set` overrides.
pub fn load_file(path: &Path, overrides: &[String]) -> Result<Config, ConfigError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read { file: file.clone(), source })?;
    // An empty file is not "all defaults": it is a file caught half-written, or a mistake.
    if text.trim().is_empty() {
        return Err(ConfigError::Empty { file });
    }
    load_str(&text, &file, overrides)
}

/// Loads config text (named `file` in messages) merged over the embedded default.
pub fn load_str(text: &str, file: &str, overrides: &[String]) -> Result<Config, ConfigError> {
    let user: Table = text.parse().map_err(|e: toml::de::Error| ConfigError::Syntax {
        file: file.into(),
        message: e.to_string().trim().replace('\n', " "),
    })?;
    let mut merged: Table = DEFAULT_TOML.parse().map_err(|e: toml::de::Error| ConfigError::Syntax {
        file: "<embedded default>".into(),
        message: e.to_string(),
    })?;
    merge(&mut merged, user);
    for spec in overrides {
        apply_override(&mut merged, spec)?;
    }
    let cfg = deserialize(merged).map_err(|mut issue| {
        issue.line = locate(text, &issue.path);
        ConfigError::Invalid { file: file.into(), issues: vec![issue] }
    })?;
    let mut issues = cfg.check();
    if issues.is_empty() {
        Ok(cfg)
    } else {
        for i in &mut issues {
            i.line = locate(text, &i.path);
        }
        Err(ConfigError::Invalid { file: file.into(), issues })
    }
}

fn deserialize(tree: Table) -> Result<Config, Issue> {
    let de = Value::Table(tree);
    serde_path_to_error::deserialize::<_, Config>(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        // toml appends "in `section`" on a new line: the path says that already.
        let inner = inner.lines().next().unwrap_or("").trim().to_string();
        // serde reports an unknown field at its parent; name the key itself.
        if let Some(rest) = inner.strip_prefix("unknown field `") {
            if let Some(end) = rest.find('`') {
                let key = &rest[..end];
                // serde_path_to_error already ends the path with the unknown key.
                let full = if path == "." || path.is_empty() {
                    key.to_string()
                } else if path == key || path.ends_with(&format!(".{key}")) {
                    path.clone()
                } else {
                    format!("{path}.{key}")
                };
                let expected = rest[end + 1..].trim_start_matches(',').trim();
                let expected = expected.split('\n').next().unwrap_or(expected).trim();
                return Issue::new(full, format!("unknown key ({expected})"));
            }
        }
        Issue::new(if path == "." { String::new() } else { path }, inner)
    })
}

/// Deep-merges `over` into `base`: tables merge key by key, everything else replaces.
fn merge(base: &mut Table, over: Table) {
    for (k, v) in over {
        match (base.get_mut(&k), v) {
            (Some(Value::Table(b)), Value::Table(o)) => merge(b, o),
            (_, v) => {
                base.insert(k, v);
            }
        }
    }
}

/// Applies one `key.path=value` override. The value is read as a TOML value
/// (`0.9`, `true`, `"text"`, `[1, 2]`); anything that does not parse is taken as a string.
pub fn apply_override(tree: &mut Table, spec: &str) -> Result<(), ConfigError> {
    let err = |reason: String| ConfigError::Override { spec: spec.into(), reason };
    let (path, raw) = spec.split_once('=').ok_or_else(|| err("expected key.path=value".into()))?;
    let path = path.trim();
    if path.is_empty() {
        return Err(err("empty key path".into()));
    }
    let value: Value = match format!("v = {}", raw.trim()).parse::<Table>() {
        Ok(mut t) => t.remove("v").unwrap_or(Value::String(raw.into())),
        Err(_) => Value::String(raw.trim().to_string()),
    };
    let keys: Vec<&str> = path.split('.').collect();
    let mut cur = tree;
    for (i, k) in keys.iter().enumerate() {
        let last = i + 1 == keys.len();
        if last {
            cur.insert((*k).to_string(), value);
            return Ok(());
        }
        let entry = cur.entry((*k).to_string()).or_insert_with(|| Value::Table(Table::new()));
        cur = match entry {
            Value::Table(t) => t,
            _ => return Err(err(format!("`{}` is not a table", keys[..=i].join(".")))),
        };
    }
    Ok(())
}

/// Best-effort 1-based line of a dotted key path in a TOML text: the line of the
/// last path component inside its `[section]` (or at top level).
fn locate(text: &str, path: &str) -> Option<usize> {
    let parts: Vec<&str> = path.split('.').filter(|p| !p.is_empty()).collect();
    let (key, section) = parts.split_last()?;
    let key = key.split('[').next().unwrap_or(key);
    let section = section.iter().map(|s| s.split('[').next().unwrap_or(s)).collect::<Vec<_>>().join(".");
    let mut current = String::new();
    for (n, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.starts_with('[') {
            current = t.trim_matches(|c| c == '[' || c == ']').trim().to_string();
            continue;
        }
        let Some((lhs, _)) = t.split_once('=') else { continue };
        let lhs = lhs.trim().trim_matches('"');
        let full_lhs = if current.is_empty() { lhs.to_string() } else { format!("{current}.{lhs}") };
        let want = if section.is_empty() { key.to_string() } else { format!("{section}.{key}") };
        if full_lhs == want {
            return Some(n + 1);
        }
    }
    None
}

/// Key paths whose change takes effect only after a restart (devices, threads, files).
const RESTART_KEYS: &[&str] = &[
    "runtime.state_dir",
    "runtime.io_threads",
    "control.realtime",
    "control.priority",
    "control.lock_memory",
    "arm.",
    "gripper.",
    "camera.",
    "perception.",
    "sim.",
    "knowledge.",
    "offline.",
    "llm.",
    "reason.",
    "api.",
];

fn leaf_diffs(prefix: &str, a: &Value, b: &Value, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Table(x), Value::Table(y)) => {
            for (k, va) in x {
                let p = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
                match y.get(k) {
                    Some(vb) => leaf_diffs(&p, va, vb, out),
                    None => out.push(p),
                }
            }
        }
        _ if a != b => out.push(prefix.to_string()),
        _ => {}
    }
}

/// Every key whose value differs between two configurations (dotted paths, in file order).
pub fn diffs(old: &Config, new: &Config) -> Vec<String> {
    let a = Value::try_from(old).unwrap_or(Value::Boolean(false));
    let b = Value::try_from(new).unwrap_or(Value::Boolean(true));
    let mut out = Vec::new();
    leaf_diffs("", &a, &b, &mut out);
    out
}

fn needs_restart(path: &str) -> bool {
    RESTART_KEYS.iter().any(|k| if k.ends_with('.') { path.starts_with(k) } else { path == *k })
}

/// Keys that changed and take effect at once on reload.
pub fn live_changes(old: &Config, new: &Config) -> Vec<String> {
    diffs(old, new).into_iter().filter(|p| !needs_restart(p)).collect()
}

/// Keys that changed but need a restart to take effect.
pub fn restart_changes(old: &Config, new: &Config) -> Vec<String> {
    diffs(old, new).into_iter().filter(|p| needs_restart(p)).collect()
}

/// CRC-64 of the configuration's TOML rendering, as 16 hex digits: equal fingerprints, equal
/// configurations (logged at start-up, printed by `aide config show`, kept in recordings).
pub fn fingerprint(cfg: &Config) -> String {
    let text = toml::to_string(cfg).unwrap_or_default();
    format!("{:016x}", crc::Crc::<u64>::new(&crc::CRC_64_XZ).checksum(text.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(text: &str) -> Config {
        load_str(text, "test.toml", &[]).unwrap()
    }

    #[test]
    fn the_embedded_default_has_the_papers_parameters() {
        let c = cfg("");
        let a = &c.adm;
        assert_eq!((a.x, a.a, a.b, a.n, a.n_prime), (19, 8, 3, 5, 40));
        assert_eq!((a.d_index, a.c, a.d, a.m, a.px, a.switch, a.visible), (25.0, 10.0, 15.0, 0.85, 250.0, 0.5, 0.75));
        assert_eq!(c.runtime.decision_rate_hz, 10.0);
        assert_eq!(c.control.rate_hz, 250.0);
    }

    #[test]
    fn an_empty_config_file_is_refused_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("aide.toml");
        std::fs::write(&path, " \n").unwrap();
        let e = load_file(&path, &[]).unwrap_err().to_string();
        assert!(e.contains("aide.toml") && e.contains("empty"), "{e}");
    }

    #[test]
    fn every_out_of_range_key_is_reported_not_just_the_first() {
        let e = load_str("[adm]\nm = 2.0\nn = 0\n", "t.toml", &[]).unwrap_err();
        let issues = e.issues();
        assert!(issues.iter().any(|i| i.contains("`adm.m`") && i.contains("line 2")), "{issues:?}");
        assert!(issues.iter().any(|i| i.contains("`adm.n`") && i.contains("line 3")), "{issues:?}");
    }

    #[test]
    fn nested_keys_and_array_items_are_named_by_path() {
        let e = load_str("[control.safety]\nperson_slow_scale = 3.0\n", "t.toml", &[]).unwrap_err().to_string();
        assert!(e.contains("control.safety.person_slow_scale"), "{e}");
        let e = load_str("[[arm.joints]]\nname = \"j1\"\n", "t.toml", &[]).unwrap_err().to_string();
        assert!(e.contains("arm.joints[0]") && e.contains("missing field"), "{e}");
    }

    #[test]
    fn an_override_sets_nested_keys_and_parses_values_as_toml() {
        let c = load_str(
            "",
            "t.toml",
            &["adm.m=0.9".into(), "sim.scene=/tmp/x.toml".into(), "llm.base_url=\"http://127.0.0.1:9/v1\"".into()],
        )
        .unwrap();
        assert_eq!(c.adm.m, 0.9);
        assert_eq!(c.sim.scene, "/tmp/x.toml");
        assert_eq!(c.llm.base_url, "http://127.0.0.1:9/v1");
        let e = load_str("", "t.toml", &["nonsense".into()]).unwrap_err().to_string();
        assert!(e.contains("--set `nonsense`"), "{e}");
    }

    #[test]
    fn reload_separates_live_keys_from_restart_keys() {
        let old = cfg("");
        let new = cfg("[adm]\nm = 0.9\n[runtime]\ndecision_rate_hz = 12.0\n[arm]\nbackend = \"fairino\"\n[gripper]\nbackend = \"robotiq\"\nport = \"/dev/ttyUSB0\"\n");
        let live = live_changes(&old, &new);
        let restart = restart_changes(&old, &new);
        assert!(
            live.contains(&"adm.m".to_string()) && live.contains(&"runtime.decision_rate_hz".to_string()),
            "{live:?}"
        );
        assert!(
            restart.contains(&"arm.backend".to_string()) && restart.contains(&"gripper.port".to_string()),
            "{restart:?}"
        );
        assert!(!live.iter().any(|k| k.starts_with("arm.")), "{live:?}");
    }
}
