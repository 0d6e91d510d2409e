//! The simulated person: answers the robot's questions truthfully from the scenario's hidden
//! truth. A question that does not name the obstacle's label gets "not sure" (a person could
//! not tell which obstacle is meant).

use super::scenario::Scenario;
use crate::decide::traversability::{Answer, AnswersPassability, Question};

pub struct SimulatedPerson<'a> {
    scenario: &'a Scenario,
    /// Every question heard, in order.
    pub heard: Vec<String>,
}

impl<'a> SimulatedPerson<'a> {
    pub fn new(scenario: &'a Scenario) -> Self {
        SimulatedPerson { scenario, heard: Vec::new() }
    }
}

impl AnswersPassability for SimulatedPerson<'_> {
    fn answer(&mut self, q: &Question) -> Answer {
        self.heard.push(q.text.clone());
        match self.scenario.uncertain.get(q.obstacle) {
            Some(o) if q.text.contains(&o.label) => {
                if o.passable {
                    Answer::Passable
                } else {
                    Answer::Blocked
                }
            }
            _ => Answer::NotSure,
        }
    }
}
