//! The candle MiniLM encoder against sentence-transformers reference embeddings
//! (tests/data/minilm_reference.json, written by tools/minilm_reference.py).

use aide::perception::models::minilm::{dot, MiniLm, DIM};

#[test]
fn embeddings_match_sentence_transformers() {
    let r: serde_json::Value = serde_json::from_str(include_str!("data/minilm_reference.json")).unwrap();
    let texts: Vec<&str> = r["texts"].as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
    let m = MiniLm::open("").expect("all-MiniLM-L6-v2 in ./models (tools/fetch-models.sh)");
    // Batched (padded) and one by one must both match.
    let batch = m.embed_batch(&texts).unwrap();
    for (i, t) in texts.iter().enumerate() {
        let want: Vec<f32> =
            r["embeddings"][i].as_array().unwrap().iter().map(|x| x.as_f64().unwrap() as f32).collect();
        assert_eq!(want.len(), DIM);
        let one = m.embed(t).unwrap();
        for got in [&batch[i], &one] {
            let cos = dot(got, &want) / (dot(got, got).sqrt() * dot(&want, &want).sqrt());
            assert!(cos >= 1.0 - 1e-4, "{t:?}: cosine {cos}");
            assert!((dot(got, got).sqrt() - 1.0).abs() < 1e-4, "unit norm");
        }
    }
}

#[test]
fn batched_embeddings_equal_single_ones() {
    let m = MiniLm::open("").expect("all-MiniLM-L6-v2 in ./models (tools/fetch-models.sh)");
    let texts = [
        "mug",
        "my throat is dry and I would love something to sip on",
        "hey",
        "the shelf above the sink is wobbly, could you tighten it for me please?",
        "boar-bristle hand brush",
        "I'm parched",
        "enamel camping mug",
    ];
    // Batches of 3 after sorting by length: every batch pads some texts, several times over.
    let many = m.embed_many(&texts, 3).unwrap();
    let batch = m.embed_batch(&texts).unwrap();
    assert_eq!(many.len(), texts.len());
    for (i, t) in texts.iter().enumerate() {
        let one = m.embed(t).unwrap();
        for got in [&many[i], &batch[i]] {
            let worst = got.iter().zip(&one).map(|(a, b)| (a - b).abs()).fold(0.0f32, f32::max);
            assert!(worst <= 1e-5, "{t:?}: batched differs from single by {worst}");
        }
    }
}
