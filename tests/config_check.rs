//! `aide config check`: valid files pass, invalid ones exit 2 naming the key and the range.

use std::process::Command;

fn aide(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_aide")).args(args).output().expect("run aide");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn file(text: &str) -> tempfile::NamedTempFile {
    let f = tempfile::Builder::new().suffix(".toml").tempfile().unwrap();
    std::fs::write(f.path(), text).unwrap();
    f
}

#[test]
fn the_shipped_default_is_valid() {
    let (code, out, err) = aide(&["config", "check", "config/default.toml"]);
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn a_partial_file_is_merged_over_the_default() {
    let f = file("[adm]\nm = 0.9\n");
    let (code, _, err) = aide(&["config", "check", f.path().to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn an_unknown_key_is_rejected_by_its_path() {
    let f = file("[adm]\nm = 0.85\nmm = 1\n");
    let (code, _, err) = aide(&["config", "check", f.path().to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("`adm.mm`") && err.contains("unknown key"), "{err}");
    assert!(err.contains("line 3"), "names the line: {err}");
}

#[test]
fn an_out_of_range_threshold_names_the_key_and_the_range() {
    let f = file("[adm]\nm = 1.5\n");
    let (code, _, err) = aide(&["config", "check", f.path().to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("`adm.m`") && err.contains("1.5") && err.contains("0 ..= 1"), "{err}");
}

#[test]
fn a_wrong_type_names_the_key_and_the_expected_type() {
    let f = file("[control]\nrate_hz = \"fast\"\n");
    let (code, _, err) = aide(&["config", "check", f.path().to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("control.rate_hz") && err.contains("invalid type"), "{err}");
}

#[test]
fn a_missing_file_is_named() {
    let (code, _, err) = aide(&["config", "check", "/nonexistent/aide.toml"]);
    assert_eq!(code, 2);
    assert!(err.contains("/nonexistent/aide.toml"), "{err}");
}

#[test]
fn a_syntax_error_is_reported_with_the_file() {
    let f = file("[adm\nm = 0.5\n");
    let (code, _, err) = aide(&["config", "check", f.path().to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("TOML syntax"), "{err}");
}

#[test]
fn overrides_apply_on_any_command_and_are_checked_too() {
    let (code, out, _) = aide(&["config", "show", "--set", "adm.m=0.9", "--set", "control.rate_hz=500"]);
    assert_eq!(code, 0);
    assert!(out.contains("m = 0.9") && out.contains("rate_hz = 500.0"), "{out}");
    let (code, _, err) = aide(&["config", "show", "--set", "adm.n=0"]);
    assert_eq!(code, 2);
    assert!(err.contains("adm.n"), "{err}");
}

#[test]
fn show_default_prints_the_documented_file() {
    let (code, out, _) = aide(&["config", "show-default"]);
    assert_eq!(code, 0);
    assert!(out.contains("# m: S_max above m"));
    assert!(out.parse::<toml::Table>().is_ok());
}

#[test]
fn a_command_whose_reader_hangs_up_stops_quietly_instead_of_panicking() {
    use std::process::Stdio;
    // The reader end is closed before aide writes: `aide config show-default | true`.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_aide"))
        .args(["config", "show-default"])
        .stdout(Stdio::from(writer))
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(out.status.signal(), Some(libc::SIGPIPE), "{:?}", out.status);
    }
}
