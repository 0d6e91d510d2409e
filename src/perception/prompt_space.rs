//! The vocabulary's object prompts in the crop embeddings' space: MobileCLIP's text tower
//! (from the same open_clip checkpoint as the image tower that embeds the crops), so a crop
//! can be compared with any prompt ([`PromptEmbeddings`], [`EmbeddingSpace::MobileClip`]).
//!
//! Each prompt is encoded once (cached by prompt); a vocabulary change encodes only its new
//! prompts, in one batch. Without a usable text tower (none in the checkpoint, a token
//! vocabulary too small for the CLIP tokenizer's ids, a width other than the image tower's,
//! or no crop embeddings at all) there is no table: observations carry `None`, and the
//! reason is logged once.

use super::counters::PerceptionCounters;
use super::model_err;
use super::models::clip_tokenizer::{ClipTokenizer, CONTEXT_LENGTH, EOT};
use super::models::detector::TextEncoder;
use super::models::mobileclip::MobileClipText;
use super::models::weights::Weights;
use super::{EmbeddingSpace, PerceptionError, PromptEmbeddings};
use std::collections::HashMap;
use std::sync::Arc;

/// MobileCLIP text embeddings of the object prompts; see the module docs.
pub struct PromptSpace {
    encoder: Option<TextEncoder>,
    /// Why there is no table (`encoder` is `None`).
    unavailable: String,
    logged: bool,
    /// Unit-norm embedding per prompt ever encoded.
    cache: HashMap<String, Arc<[f32]>>,
    /// The table of the current prompts.
    table: Option<Arc<PromptEmbeddings>>,
    /// Text-tower passes (one per batch of new prompts).
    encodings: u64,
}

impl PromptSpace {
    /// No prompt embeddings, for `reason`.
    pub fn unavailable(reason: impl Into<String>) -> Self {
        PromptSpace {
            encoder: None,
            unavailable: reason.into(),
            logged: false,
            cache: HashMap::new(),
            table: None,
            encodings: 0,
        }
    }

    /// The text tower of the MobileCLIP checkpoint `w` whose image tower embeds crops
    /// `image_dim` wide. A checkpoint without a text tower, or with one the CLIP tokenizer
    /// cannot feed or of another width, gives no table (see [`PromptSpace::reason`]); a text
    /// tower that is there but malformed is an error.
    pub fn load(w: &Weights, image_dim: usize) -> Result<Self, PerceptionError> {
        if !w.contains("text.token_embedding.weight") {
            return Ok(Self::unavailable(format!("{} has no MobileCLIP text tower (text.*)", w.path())));
        }
        let text = MobileClipText::load(w).map_err(|e| model_err("mobileclip-text", e))?;
        let t = &text.tower;
        let needed = EOT as usize + 1;
        let reason = if t.vocab_size() < needed {
            Some(format!("its text tower takes {} token ids, the CLIP tokenizer's need {needed}", t.vocab_size()))
        } else if t.context_length() < CONTEXT_LENGTH {
            Some(format!("its text tower's context is {}, the tokenizer's {CONTEXT_LENGTH}", t.context_length()))
        } else if t.output_dim() != image_dim {
            Some(format!("its text embeddings are {} wide, its crop embeddings {image_dim}", t.output_dim()))
        } else {
            None
        };
        if let Some(r) = reason {
            return Ok(Self::unavailable(format!("{}: {r}", w.path())));
        }
        let tokenizer = ClipTokenizer::new().map_err(|e| model_err("clip-tokenizer", e))?;
        Ok(Self::with_encoder(TextEncoder { tokenizer, tower: text.tower }))
    }

    /// Prompt embeddings from `encoder` (a MobileCLIP text tower with the CLIP tokenizer).
    pub fn with_encoder(encoder: TextEncoder) -> Self {
        PromptSpace { encoder: Some(encoder), ..Self::unavailable(String::new()) }
    }

    /// Why observations carry no prompt embeddings (`None`: they do).
    pub fn reason(&self) -> Option<&str> {
        self.encoder.is_none().then_some(self.unavailable.as_str())
    }

    /// Text-tower passes so far (one per batch of new prompts).
    pub fn encodings(&self) -> u64 {
        self.encodings
    }

    /// The table of the current prompts (`None` without a text tower, or before any prompt).
    pub fn table(&self) -> Option<Arc<PromptEmbeddings>> {
        self.table.clone()
    }

    /// Makes `prompts` the table's prompts, encoding those never seen. On failure the table
    /// is dropped (observations then carry none) and the error returned.
    pub fn set(&mut self, prompts: &[String], counters: &PerceptionCounters) -> Result<(), PerceptionError> {
        let Some(enc) = &self.encoder else {
            if !self.logged {
                self.logged = true;
                tracing::info!(reason = %self.unavailable, "perception: observations carry no prompt embeddings");
            }
            return Ok(());
        };
        let mut sorted: Vec<String> = prompts.to_vec();
        sorted.sort();
        sorted.dedup();
        if self.table.as_ref().is_some_and(|t| t.prompts.iter().map(|(p, _)| p).eq(sorted.iter())) {
            return Ok(());
        }
        let missing: Vec<String> = sorted.iter().filter(|p| !self.cache.contains_key(*p)).cloned().collect();
        if !missing.is_empty() {
            let rows = enc.embed(&missing).and_then(|t| Ok(t.to_vec2::<f32>()?));
            let rows = match rows {
                Ok(r) => r,
                Err(e) => {
                    self.table = None;
                    return Err(model_err("mobileclip-text", e));
                }
            };
            self.encodings += 1;
            PerceptionCounters::add(&counters.prompt_embeds_computed, missing.len() as u64);
            for (p, r) in missing.into_iter().zip(rows) {
                self.cache.insert(p, Arc::from(r));
            }
        }
        let prompts = sorted.into_iter().filter_map(|p| self.cache.get(&p).cloned().map(|e| (p, e))).collect();
        self.table = Some(Arc::new(PromptEmbeddings { space: EmbeddingSpace::MobileClip, prompts }));
        Ok(())
    }
}
