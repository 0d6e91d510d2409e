//! The answer book: what the person chose when the robot asked about a request, kept in
//! `<state_dir>/answers.json` (replaced atomically on every answer), so the same request in
//! the same situation is not asked again, across tasks and restarts. Requests are keyed by
//! their words (case, spacing and punctuation folded); the newest few answers are kept.

use crate::decide::ask::Remembered;
use crate::knowledge::persist::{write_atomic, PersistError};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const FILE: &str = "answers.json";
/// Answers kept per request.
const KEEP: usize = 4;

pub struct AnswerBook {
    dir: PathBuf,
    book: BTreeMap<String, Vec<Remembered>>,
}

impl AnswerBook {
    /// The book in `state_dir` (empty when there is none; a file that does not parse is set
    /// aside as `answers.json.corrupt` and the book starts empty).
    pub fn open(state_dir: &Path) -> AnswerBook {
        let path = state_dir.join(FILE);
        let book = match std::fs::read(&path) {
            Ok(bytes) => serde_json::from_slice(&bytes).unwrap_or_else(|e| {
                tracing::warn!(file = %path.display(), error = %e, "answer book unreadable: set aside, starting empty");
                let _ = std::fs::rename(&path, state_dir.join(format!("{FILE}.corrupt")));
                BTreeMap::new()
            }),
            Err(_) => BTreeMap::new(),
        };
        AnswerBook { dir: state_dir.to_path_buf(), book }
    }

    /// A book that remembers nothing from earlier runs (`ask.learn_answers = false`).
    pub fn empty(state_dir: &Path) -> AnswerBook {
        AnswerBook { dir: state_dir.to_path_buf(), book: BTreeMap::new() }
    }

    /// Earlier answers to `request`, oldest first.
    pub fn recall(&self, request: &str) -> Vec<Remembered> {
        self.book.get(&key(request)).cloned().unwrap_or_default()
    }

    /// Keeps `answer` to `request` and writes the book.
    pub fn record(&mut self, request: &str, answer: Remembered) -> Result<(), PersistError> {
        let list = self.book.entry(key(request)).or_default();
        list.retain(|r| r != &answer);
        list.push(answer);
        if list.len() > KEEP {
            list.remove(0);
        }
        let bytes = serde_json::to_vec_pretty(&self.book).unwrap_or_default();
        write_atomic(&self.dir, FILE, &bytes)
    }
}

fn key(request: &str) -> String {
    request
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_survives_a_restart_under_the_same_words() {
        let dir = tempfile::tempdir().unwrap();
        let mut b = AnswerBook::open(dir.path());
        let blue = Remembered { label: "mug".into(), colour: Some("blue".into()) };
        b.record("I am thirsty!", blue.clone()).unwrap();
        let b = AnswerBook::open(dir.path());
        assert_eq!(b.recall("i am  thirsty"), vec![blue]);
        assert!(b.recall("I am hungry").is_empty());
    }

    #[test]
    fn an_unreadable_book_is_set_aside_not_lost() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE), b"{ not json").unwrap();
        let b = AnswerBook::open(dir.path());
        assert!(b.recall("I am thirsty").is_empty());
        assert!(dir.path().join("answers.json.corrupt").exists());
    }
}
