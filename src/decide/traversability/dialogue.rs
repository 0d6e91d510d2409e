//! The person's side of the conversation, and the loop that follows the query policy: ask what
//! the policy asks, update the belief from the answer, until it follows a branch or finds the
//! goal unreachable. "Not sure" counts as blocked: the robot drives only through obstacles a
//! person said it can pass.

use super::grid::Layout;
use super::policy::{Action, Belief, QueryPolicy};
use serde::Serialize;

/// A question about one uncertain obstacle.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    /// Index in the layout (for the code; never shown to the person).
    pub obstacle: usize,
    /// The words put to the person.
    pub text: String,
}

/// A person's reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    Passable,
    Blocked,
    NotSure,
}

/// Whoever answers: the evaluation's simulated person, or the runtime's question channel.
pub trait AnswersPassability {
    fn answer(&mut self, question: &Question) -> Answer;
}

/// How one conversation ended.
#[derive(Debug, Clone, PartialEq)]
pub struct Resolution {
    /// The questions in the order asked, with their answers.
    pub asked: Vec<(Question, Answer)>,
    /// The branch of the decision tree to drive, or None: the goal is unreachable.
    pub branch: Option<usize>,
}

/// Follows `policy` to the end, asking `person` whenever it asks.
pub fn converse(policy: &mut QueryPolicy<'_>, layout: &Layout, person: &mut dyn AnswersPassability) -> Resolution {
    let mut belief = Belief::default();
    let mut asked = Vec::new();
    loop {
        match policy.next(belief) {
            Action::Ask(o) => {
                let q = Question { obstacle: o, text: super::wording::question(layout, o) };
                let a = person.answer(&q);
                belief = belief.told(o, a == Answer::Passable);
                asked.push((q, a));
            }
            Action::Follow(i) => return Resolution { asked, branch: Some(i) },
            Action::Unreachable => return Resolution { asked, branch: None },
        }
    }
}
