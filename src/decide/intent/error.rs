//! What can be wrong with the input of intent reading and coordination.

/// Bad input to the belief, the person track or the policy.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum IntentError {
    #[error("intent: {what} is not a finite number ({value})")]
    NotFinite { what: &'static str, value: f64 },
    #[error("intent: a person sample at {t_s} s is not after the previous one at {last_s} s")]
    TimeNotIncreasing { t_s: f64, last_s: f64 },
    #[error("intent: {flags} completion flags for {tasks} tasks (one per task expected)")]
    CompletionLength { flags: usize, tasks: usize },
    #[error("intent: a belief over {len} tasks used with {tasks} tasks")]
    BeliefLength { len: usize, tasks: usize },
}

/// `Ok` when every coordinate is finite, else the error naming `what`.
pub(crate) fn finite_point(what: &'static str, p: [f64; 2]) -> Result<(), IntentError> {
    match p.iter().find(|v| !v.is_finite()) {
        Some(&value) => Err(IntentError::NotFinite { what, value }),
        None => Ok(()),
    }
}

/// `Ok` when `value` is finite, else the error naming `what`.
pub(crate) fn finite(what: &'static str, value: f64) -> Result<(), IntentError> {
    if value.is_finite() {
        Ok(())
    } else {
        Err(IntentError::NotFinite { what, value })
    }
}
