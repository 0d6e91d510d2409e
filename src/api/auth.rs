//! The API's bearer token: where it comes from (an environment variable, a file, or a fresh
//! random one written to the state directory) and the constant-time check of a request's
//! `Authorization` header. The token is never logged.

use crate::config::ApiConfig;
use std::io::Write;
use std::path::{Path, PathBuf};
use subtle::ConstantTimeEq;

/// Shortest token accepted from the environment or a file, bytes.
pub const MIN_TOKEN_LEN: usize = 16;

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TokenError {
    #[error("api.token_env: ${var} holds a token of {len} bytes; at least {MIN_TOKEN_LEN} are needed")]
    EnvTooShort { var: String, len: usize },
    #[error(
        "api.token_file: {file}: the token on its first line has {len} bytes; at least {MIN_TOKEN_LEN} are needed"
    )]
    FileTooShort { file: PathBuf, len: usize },
    #[error("api.token_file: {file}: {source}")]
    File {
        file: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

/// The secret a request must present as `Authorization: Bearer TOKEN`.
pub struct Token(Vec<u8>);

/// Where the token came from, for the start-up log line (never the token itself).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TokenSource {
    Env(String),
    File(PathBuf),
    Generated(PathBuf),
}

impl std::fmt::Display for TokenSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TokenSource::Env(v) => write!(f, "environment variable {v}"),
            TokenSource::File(p) => write!(f, "file {}", p.display()),
            TokenSource::Generated(p) => write!(f, "a new random token written to {} (mode 0600)", p.display()),
        }
    }
}

impl Token {
    pub fn new(secret: &str) -> Token {
        Token(secret.as_bytes().to_vec())
    }

    /// The token as configured: `$token_env` if set, else the first line of `token_file`
    /// (empty: `<state_dir>/api-token`), else a fresh random token written to that file.
    pub fn load(cfg: &ApiConfig, state_dir: &Path) -> Result<(Token, TokenSource), TokenError> {
        if let Ok(v) = std::env::var(&cfg.token_env) {
            let v = v.trim();
            if v.len() < MIN_TOKEN_LEN {
                return Err(TokenError::EnvTooShort { var: cfg.token_env.clone(), len: v.len() });
            }
            return Ok((Token::new(v), TokenSource::Env(cfg.token_env.clone())));
        }
        let file = if cfg.token_file.is_empty() { state_dir.join("api-token") } else { PathBuf::from(&cfg.token_file) };
        match std::fs::read_to_string(&file) {
            Ok(text) => {
                let t = text.lines().next().unwrap_or("").trim();
                if t.len() < MIN_TOKEN_LEN {
                    return Err(TokenError::FileTooShort { file, len: t.len() });
                }
                Ok((Token::new(t), TokenSource::File(file)))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let secret = random_secret();
                write_private(&file, &secret).map_err(|source| TokenError::File { file: file.clone(), source })?;
                Ok((Token::new(&secret), TokenSource::Generated(file)))
            }
            Err(source) => Err(TokenError::File { file, source }),
        }
    }

    /// Whether an `Authorization` header value carries this token (compared in constant time
    /// over the token's length).
    pub fn accepts(&self, header: Option<&[u8]>) -> bool {
        let Some(presented) = header.and_then(|h| h.strip_prefix(b"Bearer ")) else {
            return false;
        };
        bool::from(presented.ct_eq(&self.0))
    }
}

fn random_secret() -> String {
    use rand::Rng;
    let bytes: [u8; 24] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes `text` to `path` readable by the owner only: a temporary file, fsync, rename.
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::os::unix::fs::OpenOptionsExt;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("tmp");
    let mut f = std::fs::OpenOptions::new().write(true).create(true).truncate(true).mode(0o600).open(&tmp)?;
    f.write_all(format!("{text}\n").as_bytes())?;
    f.sync_all()?;
    std::fs::rename(&tmp, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_exact_bearer_token_is_accepted() {
        let t = Token::new("0123456789abcdef0123");
        assert!(t.accepts(Some(b"Bearer 0123456789abcdef0123")));
        assert!(!t.accepts(None));
        assert!(!t.accepts(Some(b"Bearer 0123456789abcdef012")), "a prefix");
        assert!(!t.accepts(Some(b"Bearer 0123456789abcdef01234")), "longer");
        assert!(!t.accepts(Some(b"Basic 0123456789abcdef0123")), "another scheme");
        assert!(!t.accepts(Some(b"0123456789abcdef0123")), "no scheme");
    }

    #[test]
    fn a_missing_token_file_gets_a_private_random_token_that_is_read_back_next_time() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let mut cfg = crate::config::Config::embedded_default().api;
        cfg.token_env = "AIDE_TEST_TOKEN_THAT_IS_NEVER_SET".into();
        let (first, src) = Token::load(&cfg, dir.path()).unwrap();
        let file = dir.path().join("api-token");
        assert_eq!(src, TokenSource::Generated(file.clone()));
        assert_eq!(std::fs::metadata(&file).unwrap().permissions().mode() & 0o777, 0o600);
        let (again, src) = Token::load(&cfg, dir.path()).unwrap();
        assert_eq!(src, TokenSource::File(file));
        assert_eq!(first.0, again.0);
    }

    #[test]
    fn a_short_token_file_is_refused_naming_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let mut cfg = crate::config::Config::embedded_default().api;
        cfg.token_env = "AIDE_TEST_TOKEN_THAT_IS_NEVER_SET".into();
        cfg.token_file = dir.path().join("tok").display().to_string();
        std::fs::write(&cfg.token_file, "short\n").unwrap();
        let err = Token::load(&cfg, dir.path()).err().unwrap().to_string();
        assert!(err.starts_with("api.token_file: ") && err.contains("tok") && err.contains("5 bytes"), "{err}");
    }
}
