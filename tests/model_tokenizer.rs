//! CLIP tokenizer ids equal open_clip's (tests/fixtures/tokenizer/*.json, written by
//! tools/make_fixtures.py) on punctuation, case, accents, emoji, CJK and over-long input.

use aide::perception::models::clip_tokenizer::ClipTokenizer;

#[derive(serde::Deserialize)]
struct Fixture {
    texts: Vec<String>,
    ids: Vec<Vec<u32>>,
}

fn check(file: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tokenizer").join(file);
    let fx: Fixture = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let tok = ClipTokenizer::new().unwrap();
    let mut wrong = Vec::new();
    for (text, want) in fx.texts.iter().zip(&fx.ids) {
        let got = tok.tokenize(text).unwrap();
        assert_eq!(got.len(), 77);
        if got.as_slice() != want.as_slice() {
            wrong.push(format!("{text:?}\n  got  {:?}\n  want {:?}", &got[..], want));
        }
    }
    assert!(wrong.is_empty(), "{} of {} texts differ:\n{}", wrong.len(), fx.texts.len(), wrong.join("\n"));
}

#[test]
fn ids_equal_open_clip_on_the_development_list() {
    check("clip_tokens.json");
}

#[test]
fn ids_equal_open_clip_on_unseen_text() {
    check("clip_tokens_unseen.json");
}
