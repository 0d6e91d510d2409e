//! The operator's commands, one interface for every way in (the control socket, the HTTP API):
//! start a task, cancel it, stop the arm, answer the robot's open question. Each command is
//! checked, executed on the [`Runtime`] and logged once with where it came from and its outcome.

use super::supervisor::{Runtime, RuntimeError};

/// One operator command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Start this task (replacing the current one; releases an operator stop).
    Task(String),
    /// Cancel the current task: the arm holds where it is.
    Cancel,
    /// Cancel the task and bring the arm to a controlled stop until the next task.
    Stop,
    /// Answer the open question.
    Answer(String),
}

impl Command {
    /// The command's name, as the socket and the API's routes spell it.
    pub fn verb(&self) -> &'static str {
        match self {
            Command::Task(_) => "task",
            Command::Cancel => "cancel",
            Command::Stop => "stop",
            Command::Answer(_) => "answer",
        }
    }
}

/// Why a command was not carried out.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CommandError {
    #[error("the {what} is empty")]
    EmptyText { what: &'static str },
    #[error("the {what} is {chars} characters long; at most {max} are accepted")]
    TextTooLong { what: &'static str, chars: usize, max: usize },
    #[error("no open question")]
    NoOpenQuestion,
    #[error(transparent)]
    Runtime(#[from] RuntimeError),
}

/// Where a command came from (for the log line).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Socket,
    Api,
}

impl Origin {
    fn name(self) -> &'static str {
        match self {
            Origin::Socket => "control socket",
            Origin::Api => "HTTP API",
        }
    }
}

/// Checks and executes `cmd`, and logs it with its outcome. `max_text_chars` bounds the text
/// of a task or an answer.
pub fn execute(rt: &Runtime, cmd: Command, origin: Origin, max_text_chars: usize) -> Result<(), CommandError> {
    let verb = cmd.verb();
    let result = check(&cmd, max_text_chars).and_then(|()| apply(rt, cmd));
    match &result {
        Ok(()) => tracing::info!(via = origin.name(), command = verb, outcome = "done", "operator command"),
        Err(e) => tracing::warn!(via = origin.name(), command = verb, outcome = %e, "operator command refused"),
    }
    result
}

fn check(cmd: &Command, max: usize) -> Result<(), CommandError> {
    let (what, text) = match cmd {
        Command::Task(t) => ("instruction", t),
        Command::Answer(t) => ("answer", t),
        Command::Cancel | Command::Stop => return Ok(()),
    };
    let chars = text.chars().count();
    if text.trim().is_empty() {
        Err(CommandError::EmptyText { what })
    } else if chars > max {
        Err(CommandError::TextTooLong { what, chars, max })
    } else {
        Ok(())
    }
}

fn apply(rt: &Runtime, cmd: Command) -> Result<(), CommandError> {
    match cmd {
        Command::Task(text) => rt.submit(text.trim().to_string())?,
        Command::Cancel => rt.cancel()?,
        Command::Stop => rt.operator_stop()?,
        Command::Answer(text) => {
            if !rt.answer(text.trim()) {
                return Err(CommandError::NoOpenQuestion);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_bounded_and_must_say_something() {
        assert!(check(&Command::Task("I am thirsty".into()), 20).is_ok());
        let long = check(&Command::Task("x".repeat(21)), 20).unwrap_err().to_string();
        assert_eq!(long, "the instruction is 21 characters long; at most 20 are accepted");
        let empty = check(&Command::Answer("  ".into()), 20).unwrap_err().to_string();
        assert_eq!(empty, "the answer is empty");
        assert!(check(&Command::Stop, 0).is_ok() && check(&Command::Cancel, 0).is_ok());
    }
}
