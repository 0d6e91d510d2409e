//! The lexical channel of offline understanding: which intents' phrasings hold the request's
//! rarer words.
//!
//! MiniLM reads meaning, but it splits an uncommon word into pieces ("stubbly", "gateau",
//! "budgie") and a clause that sets the scene ("got a big meeting this morning") can outweigh
//! the one word that names the need. Here words are reduced to Snowball English stems
//! ("stubbly" and "stubble" both read `stubbl`) and function words are dropped.
//!
//! * An intent's *coverage* of a request ([`LexicalIndex::group_coverage`]) is the share of the
//!   request's stems that the intent's phrasings hold between them, each stem weighed by its
//!   rarity among intents, `ln((I + 1) / df)` over the I intents. The estimator adds
//!   `knowledge.lexical_weight` times it to the intent's pooled score (`estimator::weigh`), so
//!   it breaks near ties between the intents MiniLM brings and never adds one.
//! * An instruction's coverage ([`LexicalIndex::coverage`], IDF over instructions) ranks the
//!   known instructions sharing the most rare stems ([`LexicalIndex::top`]); they are searched
//!   beside the MiniLM nearest ones.
//!
//! Tried on the inspected evaluation sets and not kept: adding the instruction's coverage to
//! its cosine (worse: one shared scene word pulls its phrasing in), and an intent's best
//! single-phrasing coverage instead of the union (no gain); counting only stems held by at
//! most a tenth of the intents scored the same as all stems.
//!
//! The index is derived from the entries' texts whenever the state is built or loaded, so it is
//! never persisted; run-time plans are added to it (they belong to no intent) as they are
//! inserted.

use std::collections::HashMap;

use rust_stemmers::{Algorithm, Stemmer};

/// Postings longer than this are not walked when searching for candidates (a stem in more
/// than this many instructions says little; it still counts in coverage).
const MAX_WALKED_DF: usize = 4000;

/// English function words and the framing of a request, dropped before stemming. Sorted (a
/// binary search, checked by a test).
const STOPWORDS: &[&str] = &[
    "a", "about", "after", "again", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "because",
    "been", "before", "being", "but", "by", "can", "could", "did", "do", "does", "doing", "don", "for", "from", "get",
    "got", "had", "has", "have", "having", "he", "her", "here", "hers", "him", "his", "how", "i", "if", "in", "into",
    "is", "it", "its", "just", "ll", "me", "mine", "my", "myself", "of", "off", "oh", "ok", "okay", "on", "or", "our",
    "ours", "out", "please", "re", "she", "should", "so", "some", "that", "the", "their", "them", "then", "there",
    "these", "they", "this", "those", "to", "too", "up", "us", "ve", "very", "was", "we", "were", "what", "when",
    "where", "which", "who", "why", "will", "with", "would", "you", "your", "yours",
];

/// A request read into the index's stems: (stem id, idf) for each distinct stem the
/// knowledge has seen, and their total IDF mass.
#[derive(Debug, Clone, Default)]
pub struct LexicalQuery {
    terms: Vec<(u32, f32)>,
    mass: f32,
    /// (stem id, IDF over groups) for the stems some group holds, and their mass.
    group_terms: Vec<(u32, f32)>,
    group_mass: f32,
}

impl LexicalQuery {
    /// No stem of the request is known: every coverage is 0.
    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }
}

/// Inverted index of the known instructions' stems.
pub struct LexicalIndex {
    stemmer: Stemmer,
    vocab: HashMap<String, u32>,
    /// Stem id -> entry ids containing it, ascending.
    postings: Vec<Vec<u32>>,
    /// Entry id -> its distinct stem ids, ascending.
    doc_terms: Vec<Vec<u32>>,
    /// Groups (intents): stem id -> the groups whose entries hold it, ascending.
    group_postings: Vec<Vec<u32>>,
    groups: usize,
}

impl LexicalIndex {
    /// Indexes `texts`; the i-th text is entry i, of group (intent) `Some(g)` or of none.
    pub fn build<'a>(texts: impl IntoIterator<Item = (&'a str, Option<usize>)>) -> LexicalIndex {
        let mut ix = LexicalIndex {
            stemmer: Stemmer::create(Algorithm::English),
            vocab: HashMap::new(),
            postings: Vec::new(),
            doc_terms: Vec::new(),
            group_postings: Vec::new(),
            groups: 0,
        };
        let mut of_group: Vec<(u32, u32)> = Vec::new();
        for (t, g) in texts {
            let id = ix.doc_terms.len();
            ix.insert(id, t);
            if let Some(g) = g {
                of_group.extend(ix.doc_terms[id].iter().map(|&t| (t, g as u32)));
                ix.groups = ix.groups.max(g + 1);
            }
        }
        of_group.sort_unstable();
        of_group.dedup();
        // `insert` keeps `group_postings` as long as `postings`.
        for (t, g) in of_group {
            ix.group_postings[t as usize].push(g);
        }
        ix
    }

    /// Adds entry `id`'s text, of no group (a run-time plan). Entries are added in id order;
    /// a gap is filled with empty entries and a repeated id is ignored.
    pub fn insert(&mut self, id: usize, text: &str) {
        if id < self.doc_terms.len() {
            return;
        }
        self.doc_terms.resize_with(id, Vec::new);
        let mut terms: Vec<u32> = self
            .stems(text)
            .into_iter()
            .map(|s| {
                let next = self.vocab.len() as u32;
                *self.vocab.entry(s).or_insert(next)
            })
            .collect();
        terms.sort_unstable();
        terms.dedup();
        for &t in &terms {
            if t as usize >= self.postings.len() {
                self.postings.resize_with(t as usize + 1, Vec::new);
                self.group_postings.resize_with(t as usize + 1, Vec::new);
            }
            self.postings[t as usize].push(id as u32);
        }
        self.doc_terms.push(terms);
    }

    /// Entries indexed (including gaps).
    pub fn len(&self) -> usize {
        self.doc_terms.len()
    }

    pub fn is_empty(&self) -> bool {
        self.doc_terms.is_empty()
    }

    /// The content stems of `text`: lower case, split at anything not a letter or digit,
    /// function words and one-letter pieces dropped, Snowball English stems.
    pub fn stems(&self, text: &str) -> Vec<String> {
        text.to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.chars().count() > 1 && STOPWORDS.binary_search(w).is_err())
            .map(|w| self.stemmer.stem(w).into_owned())
            .collect()
    }

    /// Reads a request: its distinct known stems with their IDF.
    pub fn query(&self, text: &str) -> LexicalQuery {
        let n = self.doc_terms.len() as f32;
        let mut terms: Vec<(u32, f32)> = Vec::new();
        for s in self.stems(text) {
            let Some(&t) = self.vocab.get(&s) else { continue };
            let df = self.postings[t as usize].len();
            if df == 0 || terms.iter().any(|x| x.0 == t) {
                continue;
            }
            terms.push((t, ((n + 1.0) / df as f32).ln()));
        }
        let mass = terms.iter().map(|t| t.1).sum();
        let g = self.groups as f32;
        let group_terms: Vec<(u32, f32)> = terms
            .iter()
            .filter_map(|&(t, _)| {
                let df = self.group_postings.get(t as usize).map_or(0, |p| p.len());
                (df > 0).then(|| (t, ((g + 1.0) / df as f32).ln()))
            })
            .collect();
        let group_mass = group_terms.iter().map(|t| t.1).sum();
        LexicalQuery { terms, mass, group_terms, group_mass }
    }

    /// Per group (intent), the share (0..1) of the request's IDF-over-groups mass that the
    /// group's entries hold between them.
    pub fn group_coverage(&self, q: &LexicalQuery) -> Vec<f32> {
        let mut out = vec![0.0f32; self.groups];
        if q.group_mass <= 0.0 {
            return out;
        }
        for &(t, idf) in &q.group_terms {
            for &g in &self.group_postings[t as usize] {
                out[g as usize] += idf / q.group_mass;
            }
        }
        out
    }

    /// Share (0..1) of the request's IDF mass that entry `id` contains.
    pub fn coverage(&self, q: &LexicalQuery, id: usize) -> f32 {
        let Some(doc) = self.doc_terms.get(id) else { return 0.0 };
        if q.mass <= 0.0 {
            return 0.0;
        }
        let hit: f32 = q.terms.iter().filter(|(t, _)| doc.binary_search(t).is_ok()).map(|t| t.1).sum();
        hit / q.mass
    }

    /// The `n` live entries of highest coverage (ties: lower id first), with their coverage.
    pub fn top(&self, q: &LexicalQuery, n: usize, live: impl Fn(usize) -> bool) -> Vec<(usize, f32)> {
        if n == 0 || q.mass <= 0.0 {
            return Vec::new();
        }
        let mut score: HashMap<u32, f32> = HashMap::new();
        for &(t, idf) in &q.terms {
            let p = &self.postings[t as usize];
            if p.len() > MAX_WALKED_DF {
                continue;
            }
            for &id in p {
                *score.entry(id).or_insert(0.0) += idf;
            }
        }
        let mut best: Vec<(usize, f32)> =
            score.into_iter().filter(|(id, _)| live(*id as usize)).map(|(id, s)| (id as usize, s / q.mass)).collect();
        best.sort_unstable_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        best.truncate(n);
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index() -> LexicalIndex {
        LexicalIndex::build([
            ("my stubble is itchy", Some(0)),
            ("I want a smooth chin for the photos", Some(0)),
            ("I need to freshen my mouth before the meeting", Some(1)),
            ("the meeting starts in ten minutes", Some(2)),
            ("my mouth is dry", Some(3)),
        ])
    }

    #[test]
    fn stopwords_are_sorted_for_the_binary_search() {
        assert!(STOPWORDS.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn inflections_of_one_word_share_a_stem_and_function_words_are_dropped() {
        let ix = index();
        assert_eq!(ix.stems("my chin's all stubbly"), ix.stems("chin stubble"));
        assert!(ix.stems("could you do it for me please").is_empty());
    }

    #[test]
    fn the_rare_word_outweighs_the_common_one() {
        let ix = index();
        let q = ix.query("got a big meeting this morning and my chin's all stubbly");
        let stubble = ix.coverage(&q, 0);
        let meeting = ix.coverage(&q, 2);
        assert!(stubble > 0.0 && meeting > 0.0);
        // `stubbl` is in one instruction, `meet` in two: the rarer stem carries more mass.
        assert!(stubble > meeting, "stubble {stubble} meeting {meeting}");
        let both = ix.query("stubble on my chin");
        assert!((ix.coverage(&both, 0) + ix.coverage(&both, 1) - 1.0).abs() < 1e-5);
    }

    #[test]
    fn a_group_covers_the_stems_of_all_its_entries() {
        let ix = index();
        let q = ix.query("got a big meeting this morning and my chin's all stubbly");
        let g = ix.group_coverage(&q);
        assert_eq!(g.len(), 4);
        // Group 0 holds `chin` and `stubbl` (one group each), groups 1 and 2 `meet` (two groups).
        assert!(g[0] > 0.7 && g[1] < 0.3 && (g[1] - g[2]).abs() < 1e-6 && g[3] == 0.0, "{g:?}");
    }

    #[test]
    fn top_ranks_by_coverage_and_skips_dead_entries() {
        let ix = index();
        let q = ix.query("my dry mouth before the meeting");
        // "my mouth is dry" holds `dry` (one entry) and `mouth`; the freshening one `mouth` and
        // `meet` (two entries each), the meeting one `meet` only.
        let top = ix.top(&q, 3, |_| true);
        assert_eq!(top.iter().map(|t| t.0).collect::<Vec<_>>(), [4, 2, 3], "{top:?}");
        let top = ix.top(&q, 3, |id| id != 4);
        assert_eq!(top.iter().map(|t| t.0).collect::<Vec<_>>(), [2, 3], "{top:?}");
        assert!(ix.top(&ix.query("zebra crossing"), 3, |_| true).is_empty());
    }

    #[test]
    fn inserted_plans_are_searchable_and_a_repeated_id_is_ignored() {
        let mut ix = index();
        ix.insert(7, "the budgie's seed dish is empty");
        ix.insert(7, "something else entirely");
        assert_eq!(ix.len(), 8);
        let q = ix.query("feed the budgie");
        assert_eq!(ix.top(&q, 1, |_| true)[0].0, 7);
        assert_eq!(ix.coverage(&q, 5), 0.0);
    }
}
