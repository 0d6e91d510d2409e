//! The query policy (seed 002, Algorithm 1): dynamic programming over belief states. A belief
//! says of every relevant obstacle: unknown, passable or blocked. In a belief the robot either
//! follows the cheapest branch already known safe (cost lambda2 x its length) or asks about one
//! unknown obstacle (cost lambda1, then the expected value of the two answers, weighted by the
//! obstacle's prior). The policy takes the choice with the lowest expected total cost, so it
//! asks only questions whose answers can change the path and are worth their cost. With no
//! branch still possible the goal is unreachable (no further cost: every policy ends there in
//! the same worlds).

use super::hyp::Hyp;
use super::tree::DecisionTree;

/// The prices of the conversation (seed 002: lambda1 = 10, lambda2 = 1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Costs {
    /// lambda1: one question.
    pub query: f64,
    /// lambda2: one metre of driven (verified) path.
    pub per_metre: f64,
}

/// What the robot knows from answers so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Belief {
    pub passable: Hyp,
    pub blocked: Hyp,
}

impl Belief {
    /// The belief after hearing that `obstacle` is (or is not) passable.
    pub fn told(self, obstacle: usize, passable: bool) -> Belief {
        let o = Hyp::single(obstacle);
        if passable {
            Belief { passable: self.passable.with(o), ..self }
        } else {
            Belief { blocked: self.blocked.with(o), ..self }
        }
    }
}

/// The next step in a belief.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Ask whether this obstacle is passable.
    Ask(usize),
    /// Drive this branch of the tree (every obstacle on it is known passable).
    Follow(usize),
    /// No branch is possible any more.
    Unreachable,
}

/// Ties within this much go to the first choice considered (following before asking).
const TIE: f64 = 1e-9;

/// The optimal query policy of one decision tree, its values memoised per belief.
pub struct QueryPolicy<'a> {
    tree: &'a DecisionTree,
    priors: &'a [f64],
    costs: Costs,
    /// Relevant obstacles, in the order of the belief's base-3 digits.
    relevant: Vec<usize>,
    memo: Vec<f64>,
}

impl<'a> QueryPolicy<'a> {
    /// `priors[i]`: probability that obstacle i is passable (indices as in the layout).
    pub fn new(tree: &'a DecisionTree, priors: &'a [f64], costs: Costs) -> Self {
        let relevant: Vec<usize> = tree.relevant().iter().collect();
        let states = 3usize.pow(relevant.len() as u32);
        QueryPolicy { tree, priors, costs, relevant, memo: vec![f64::NAN; states] }
    }

    /// Minimum expected total cost from the start (nothing asked yet).
    pub fn expected_cost(&mut self) -> f64 {
        self.value(Belief::default())
    }

    /// The step the policy takes in belief `b`.
    pub fn next(&mut self, b: Belief) -> Action {
        self.choose(b).0
    }

    /// Expected total cost of asking about `obstacle` now and acting optimally after.
    pub fn ask_cost(&mut self, b: Belief, obstacle: usize) -> f64 {
        let p = self.priors.get(obstacle).copied().unwrap_or(0.0);
        self.costs.query + p * self.value(b.told(obstacle, true)) + (1.0 - p) * self.value(b.told(obstacle, false))
    }

    fn value(&mut self, b: Belief) -> f64 {
        let k = self.index(b);
        if self.memo[k].is_nan() {
            self.memo[k] = self.choose(b).1;
        }
        self.memo[k]
    }

    fn index(&self, b: Belief) -> usize {
        self.relevant
            .iter()
            .rev()
            .fold(0, |k, &o| k * 3 + usize::from(b.passable.contains(o)) + 2 * usize::from(b.blocked.contains(o)))
    }

    /// The best action in `b` and its expected cost.
    fn choose(&mut self, b: Belief) -> (Action, f64) {
        let tree = self.tree;
        // The cheapest branch known safe: the tree's choice were the unknowns all blocked.
        let mut best = match tree.select(b.passable) {
            Some(i) => (Action::Follow(i), self.costs.per_metre * tree.branches[i].length_m),
            None => (Action::Unreachable, f64::INFINITY),
        };
        if tree.possible(b.blocked).next().is_none() {
            return (Action::Unreachable, 0.0);
        }
        // Only an unknown obstacle on a possible branch cheaper than the best safe one can help.
        let worth = tree
            .possible(b.blocked)
            .filter(|(_, c)| self.costs.per_metre * c.length_m < best.1 - TIE)
            .fold(Hyp::EMPTY, |h, (_, c)| h.with(c.hyp.without(b.passable)));
        for o in worth.iter() {
            let q = self.ask_cost(b, o);
            if q < best.1 - TIE {
                best = (Action::Ask(o), q);
            }
        }
        best
    }
}

#[cfg(test)]
mod tests;
