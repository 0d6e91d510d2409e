//! Conversational framing around a request: openers ("hey,", "sorry to bother you, but",
//! "robot,") and closers (", can you help me?", ". any ideas?", ", please") that say
//! nothing about the need. [`core`] strips them, lower-cases and drops punctuation, so the
//! framed variants of one phrasing share a key (the cross-validation groups them by it) and
//! a query can be compared by what it asks.

/// Openers, longest first; each may be followed by a comma.
const OPENERS: &[&str] = &[
    "sorry to bother you , but",
    "sorry to bother you",
    "i was wondering if",
    "excuse me",
    "pardon me",
    "good morning",
    "good evening",
    "oh no",
    "oh dear",
    "hey robot",
    "hi robot",
    "honestly",
    "actually",
    "listen",
    "please",
    "robot",
    "hello",
    "okay",
    "sorry",
    "well",
    "hey",
    "ugh",
    "ok",
    "so",
    "hi",
    "um",
    "uh",
    "oh",
];

/// Closers, longest first.
const CLOSERS: &[&str] = &[
    "could you sort that out",
    "can you sort that out",
    "could you help me",
    "can you help me",
    "could you help",
    "can you help",
    "any ideas",
    "please help",
    "help me",
    "thank you",
    "thanks",
    "please",
];

/// Lower-case words of `s` with punctuation other than apostrophes turned into commas
/// (clause marks) and spaces collapsed.
fn clauses(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        let c = ch.to_lowercase().next().unwrap_or(ch);
        if c.is_alphanumeric() || c == '\'' || c == '’' {
            out.push(if c == '’' { '\'' } else { c });
        } else if matches!(c, ',' | '.' | '?' | '!' | ';' | ':') {
            out.push_str(" , ");
        } else {
            out.push(' ');
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text as [`core`] compares it, framing kept: lower case, no punctuation.
pub fn words(text: &str) -> String {
    clauses(text).split(' ').filter(|w| *w != ",").collect::<Vec<_>>().join(" ")
}

/// The request without its conversational framing: lower case, no punctuation.
/// An opener is only dropped when it is followed by a comma or by more text and leaves
/// words behind ("so hungry" keeps its "so": it is not followed by a comma).
pub fn core(text: &str) -> String {
    core_marked(text).split(' ').filter(|w| *w != ",").collect::<Vec<_>>().join(" ")
}

/// [`core`] with its clause marks (punctuation) kept as " , ".
fn core_marked(text: &str) -> String {
    let mut s = clauses(text);
    loop {
        let before = s.len();
        for o in OPENERS {
            // Followed by a comma; an opener ending in "but" is followed by the request itself.
            let rest = s.strip_prefix(o).and_then(|r| {
                r.strip_prefix(" , ").or_else(|| if o.ends_with(" but") { r.strip_prefix(' ') } else { None })
            });
            if let Some(rest) = rest {
                if rest.split(' ').any(|w| w != ",") {
                    s = rest.to_string();
                    break;
                }
            }
        }
        let t = s.trim_end_matches([' ', ',']).to_string();
        s = t;
        for c in CLOSERS {
            if let Some(rest) = s.strip_suffix(c).and_then(|r| r.strip_suffix(" , ")) {
                if rest.split(' ').any(|w| w != ",") {
                    s = rest.to_string();
                    break;
                }
            }
        }
        if s.len() == before {
            break;
        }
    }
    s
}

/// Words that join two clauses of a request ("my chin's all stubbly *and* I've got a
/// meeting"). "and" joins clauses as often as it joins two nouns ("fish and chips"): a piece
/// shorter than [`MIN_CLAUSE_WORDS`] goes back to its neighbour.
const JOINERS: &[&str] = &["and", "but", "so", "because", "cos", "since", "though", "although", "then"];

/// Fewest words for a piece of a request to stand as a clause of its own.
const MIN_CLAUSE_WORDS: usize = 3;

/// The clauses of a request (framing stripped, as [`core`] writes them), when it has more
/// than one: split at punctuation and at joining words ([`JOINERS`], dropped), pieces of
/// fewer than three words merged into the clause before them (the first into the next).
/// Empty for a one-clause request.
pub fn clauses_of(text: &str) -> Vec<String> {
    // Pieces with the joining word that opened them (kept when the piece is merged back).
    let mut pieces: Vec<(Option<&str>, Vec<&str>)> = vec![(None, Vec::new())];
    let marked = core_marked(text);
    for w in marked.split(' ') {
        let joiner = JOINERS.contains(&w);
        if w == "," || joiner {
            if pieces.last().is_some_and(|p| !p.1.is_empty()) {
                pieces.push((None, Vec::new()));
            }
            if joiner {
                pieces.last_mut().expect("never empty").0 = Some(w);
            }
        } else {
            pieces.last_mut().expect("never empty").1.push(w);
        }
    }
    pieces.retain(|p| !p.1.is_empty());
    let mut out: Vec<Vec<&str>> = Vec::new();
    for (joiner, words) in pieces {
        match out.last_mut() {
            Some(last) if words.len() < MIN_CLAUSE_WORDS || last.len() < MIN_CLAUSE_WORDS => {
                last.extend(joiner);
                last.extend(words);
            }
            _ => out.push(words),
        }
    }
    if out.len() < 2 {
        return Vec::new();
    }
    out.into_iter().map(|p| p.join(" ")).collect()
}

#[cfg(test)]
mod tests {
    use super::{clauses_of, core};

    #[test]
    fn a_request_splits_into_its_clauses_at_punctuation_and_joining_words() {
        assert_eq!(
            clauses_of("Got a big meeting this morning and my chin's all stubbly."),
            ["got a big meeting this morning", "my chin's all stubbly"]
        );
        assert_eq!(
            clauses_of("Hey, Nan's watercolour should hang above the fireplace, there's a pin to knock in"),
            ["nan's watercolour should hang above the fireplace", "there's a pin to knock in"]
        );
    }

    #[test]
    fn a_one_clause_request_and_short_pieces_stay_whole() {
        assert!(clauses_of("my throat is dry, can you help me?").is_empty());
        assert!(clauses_of("I'd love fish and chips").is_empty());
        // "salt and pepper" is not two clauses: the short piece goes back with its "and".
        assert_eq!(
            clauses_of("the soup needs salt and pepper, it tastes of nothing"),
            ["the soup needs salt and pepper", "it tastes of nothing"]
        );
    }

    #[test]
    fn framings_of_one_phrasing_share_a_core() {
        let want = "my throat is dry";
        for t in [
            "my throat is dry",
            "My throat is dry.",
            "ugh, my throat is dry",
            "My throat is dry. any ideas?",
            "honestly, my throat is dry",
            "sorry to bother you, but my throat is dry",
            "Hey, my throat is dry, can you help me?",
            "excuse me, my throat is dry, could you sort that out?",
            "robot, my throat is dry, please help",
            "oh no, so, my throat is dry, please",
        ] {
            assert_eq!(core(t), want, "{t:?}");
        }
    }

    #[test]
    fn words_that_carry_the_need_are_kept() {
        assert_eq!(core("so hungry I could eat a horse"), "so hungry i could eat a horse");
        assert_eq!(core("Please"), "please");
        assert_eq!(core("help me, the sink is leaking!"), "help me the sink is leaking");
        assert_eq!(core("I'm parched, please help"), "i'm parched");
        assert_eq!(core("It’s too dark in here"), "it's too dark in here");
    }
}
