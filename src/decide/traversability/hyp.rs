//! A traversability hypothesis: the set of uncertain obstacles assumed passable, as a bit set
//! over the obstacles' indices (at most [`Hyp::CAPACITY`]).

use std::fmt;

/// A set of uncertain obstacles (by index in the layout) assumed passable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Hyp(u32);

impl Hyp {
    /// How many obstacles a hypothesis can name.
    pub const CAPACITY: usize = 32;
    /// Nothing assumed passable.
    pub const EMPTY: Hyp = Hyp(0);

    /// The set holding obstacle `i` alone (`i` below [`Hyp::CAPACITY`]).
    pub fn single(i: usize) -> Hyp {
        debug_assert!(i < Self::CAPACITY);
        Hyp(1u32.checked_shl(i as u32).unwrap_or(0))
    }
    pub fn contains(self, i: usize) -> bool {
        i < Self::CAPACITY && self.0 & (1 << i) != 0
    }
    pub fn with(self, other: Hyp) -> Hyp {
        Hyp(self.0 | other.0)
    }
    pub fn without(self, other: Hyp) -> Hyp {
        Hyp(self.0 & !other.0)
    }
    pub fn intersects(self, other: Hyp) -> bool {
        self.0 & other.0 != 0
    }
    pub fn is_subset_of(self, other: Hyp) -> bool {
        self.0 & !other.0 == 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    /// The obstacles' indices, ascending.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..Self::CAPACITY).filter(move |&i| self.contains(i))
    }
}

impl FromIterator<usize> for Hyp {
    fn from_iter<T: IntoIterator<Item = usize>>(iter: T) -> Self {
        iter.into_iter().fold(Hyp::EMPTY, |h, i| h.with(Hyp::single(i)))
    }
}

impl fmt::Display for Hyp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let items: Vec<String> = self.iter().map(|i| i.to_string()).collect();
        write!(f, "{{{}}}", items.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations_behave_like_sets() {
        let a: Hyp = [0, 2].into_iter().collect();
        let b: Hyp = [0, 2, 5].into_iter().collect();
        assert!(a.is_subset_of(b) && !b.is_subset_of(a));
        assert!(Hyp::EMPTY.is_subset_of(a));
        assert_eq!(b.without(a), Hyp::single(5));
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![0, 2, 5]);
        assert_eq!(b.len(), 3);
        assert_eq!(b.to_string(), "{0, 2, 5}");
        assert!(!a.contains(40));
    }
}
