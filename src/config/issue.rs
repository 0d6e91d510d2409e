//! One problem with a configuration, tied to its key path (and line, when known).

use std::fmt;

/// One problem with a configuration, tied to its key path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issue {
    /// Dotted key path, e.g. `adm.m` or `arm.joints[2].upper`.
    pub path: String,
    pub message: String,
    /// 1-based line in the file the key came from, when it could be located.
    pub line: Option<usize>,
}

impl Issue {
    pub fn new(path: impl Into<String>, message: impl Into<String>) -> Self {
        Issue { path: path.into(), message: message.into(), line: None }
    }
}

impl fmt::Display for Issue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(l) => write!(f, "line {l}: key `{}`: {}", self.path, self.message),
            None => write!(f, "key `{}`: {}", self.path, self.message),
        }
    }
}
