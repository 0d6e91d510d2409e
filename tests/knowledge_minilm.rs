//! The candle MiniLM encoder against sentence-transformers reference embeddings
//! (tests/data/minilm_reference.json, written by tools/minilm_reference.py).

use aide::perception::models::minilm::{dot, MiniLm, DIM};

#[test]
fn embeddings_match_sentence_transformers() {
    let r: serde_json::Value =
        serde_json::from_str(include_str!("data/minilm_reference.json")).unwrap();
    let texts: Vec<&str> = r["texts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    let m = MiniLm::open("").expect("all-MiniLM-L6-v2 in ./models (tools/fetch-models.sh)");
    // Batched (padded) and one by one must both match.
    let batch = m.embed_batch(&texts).unwrap();
    for (i, t) in texts.iter().enumerate() {
        let want: Vec<f32> = r["embeddings"][i]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap() as f32)
            .collect();
        assert_eq!(want.len(), DIM);
        let one = m.embed(t).unwrap();
        for got in [&batch[i], &one] {
            let cos = dot(got, &want) / (dot(got, got).sqrt() * dot(&want, &want).sqrt());
            assert!(cos >= 1.0 - 1e-4, "{t:?}: cosine {cos}");
            assert!((dot(got, got).sqrt() - 1.0).abs() < 1e-4, "unit norm");
        }
    }
}
