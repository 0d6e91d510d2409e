//! The event stream of `GET /api/events` (server-sent events): decisions with their notes,
//! task changes, questions, control events (stops, faults, recoveries) and operator commands.
//! The service publishes control events as it drains them; a watcher turns changes of the
//! task's status into events. Slow clients lose the oldest events (bounded channel), never
//! hold anything up.

use crate::runtime::{OpenQuestion, Runtime, TaskStatus};
use serde::Serialize;
use std::sync::Weak;
use std::time::Duration;
use tokio::sync::broadcast;

/// Events kept for a slow client before it starts missing the oldest.
const BACKLOG: usize = 256;

/// One event of the stream: its kind (the SSE event name) and a sentence for a person.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Event {
    pub kind: &'static str,
    pub text: String,
}

/// Where events are published; every open stream gets each one.
#[derive(Clone)]
pub struct EventHub {
    tx: broadcast::Sender<Event>,
}

impl Default for EventHub {
    fn default() -> Self {
        EventHub { tx: broadcast::channel(BACKLOG).0 }
    }
}

impl EventHub {
    pub fn publish(&self, kind: &'static str, text: String) {
        // No receiver: nobody is watching; nothing to do.
        let _ = self.tx.send(Event { kind, text });
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.tx.subscribe()
    }

    /// A control thread event (stops with their causes, faults, recoveries).
    pub fn control(&self, ev: &crate::control::ControlEvent) {
        let kind = match ev.kind {
            crate::control::EventKind::DriverError { .. } => "fault",
            _ => "control",
        };
        self.publish(kind, ev.to_string());
    }
}

/// What the watcher saw last of the task's status.
#[derive(Default)]
struct Seen {
    instruction: Option<String>,
    last_note: Option<String>,
    tool: Option<String>,
    outcome: Option<String>,
    question: Option<OpenQuestion>,
}

impl Seen {
    /// The events between the last status and `st`, in order.
    fn changes(&mut self, st: &TaskStatus) -> Vec<Event> {
        let mut out = Vec::new();
        let ev = |kind, text: String| Event { kind, text };
        if st.instruction != self.instruction {
            if let Some(i) = &st.instruction {
                out.push(ev("task", format!("new task: \"{i}\"")));
            }
            self.instruction = st.instruction.clone();
            self.last_note = None;
        }
        let from = match &self.last_note {
            Some(n) => st.notes.iter().rposition(|x| x == n).map_or(0, |i| i + 1),
            None => 0,
        };
        out.extend(st.notes[from.min(st.notes.len())..].iter().map(|n| ev("decision", n.clone())));
        if let Some(n) = st.notes.last() {
            self.last_note = Some(n.clone());
        }
        if st.tool != self.tool {
            if let Some(t) = &st.tool {
                out.push(ev("decision", format!("grounded the tool: {t}")));
            }
            self.tool = st.tool.clone();
        }
        let outcome = st.outcome.map(|o| o.to_string());
        if outcome != self.outcome {
            if let Some(o) = &outcome {
                out.push(ev("task", format!("task ended: {o}")));
            }
            self.outcome = outcome;
        }
        if st.open_question != self.question {
            if let Some(q) = &st.open_question {
                out.push(ev("question", q.text.clone()));
            }
            self.question = st.open_question.clone();
        }
        out
    }
}

/// Publishes the task's status changes every `period` while the runtime lives.
pub async fn watch_status(rt: Weak<Runtime>, hub: EventHub, period: Duration) {
    let mut seen = Seen::default();
    let mut tick = tokio::time::interval(period);
    loop {
        tick.tick().await;
        let Some(st) = rt.upgrade().map(|r| r.status()) else { return };
        for e in seen.changes(&st) {
            hub.publish(e.kind, e.text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_new_note_is_sent_once_and_a_new_task_starts_afresh() {
        let mut seen = Seen::default();
        let mut st = TaskStatus { instruction: Some("I am thirsty".into()), ..Default::default() };
        st.notes = vec!["searching".into()];
        let first: Vec<_> = seen.changes(&st).into_iter().map(|e| (e.kind, e.text)).collect();
        assert_eq!(first, vec![("task", "new task: \"I am thirsty\"".into()), ("decision", "searching".into())]);
        st.notes.push("going for the cup".into());
        st.tool = Some("cup".into());
        let texts: Vec<_> = seen.changes(&st).into_iter().map(|e| e.text).collect();
        assert_eq!(texts, vec!["going for the cup", "grounded the tool: cup"]);
        assert!(seen.changes(&st).is_empty(), "nothing new, nothing sent");
        st.notes.remove(0);
        assert!(seen.changes(&st).is_empty(), "old notes dropped from the front are not news");
        st.open_question = Some(OpenQuestion { text: "Which cup?".into(), choices: vec![] });
        assert_eq!(seen.changes(&st), vec![Event { kind: "question", text: "Which cup?".into() }]);
    }
}
