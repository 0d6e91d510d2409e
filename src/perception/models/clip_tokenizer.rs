//! The CLIP BPE tokenizer (OpenAI CLIP / open_clip `SimpleTokenizer`), built on the
//! `tokenizers` crate from the vocabulary shipped in `assets/clip/bpe_simple_vocab_16e6.txt.gz`
//! (OpenAI CLIP's merges, MIT licence; see assets/clip/README.md).
//!
//! Pipeline, as open_clip's `tokenize`:
//! 1. clean: a ftfy-free subset of `ftfy.fix_text` (NFC, straight quotes, latin ligatures,
//!    full-width ASCII, removal of control characters), HTML unescaping (twice), whitespace
//!    runs to one space, trim, lower-case;
//! 2. pre-tokenise with CLIP's pattern
//!    `'s|'t|'re|'ve|'m|'ll|'d|[\p{L}]+|[\p{N}]|[^\s\p{L}\p{N}]+` (whitespace dropped);
//! 3. byte-level mapping and BPE with the `</w>` end-of-word suffix;
//! 4. `<start_of_text>` + ids + `<end_of_text>`, truncated to 77 with end-of-text at 76,
//!    zero-padded to 77.
//!
//! Known difference: ftfy's mojibake repair (re-decoding text that was mis-decoded as
//! Latin-1/cp1252) is not reproduced; such text tokenises as written.

use std::io::Read;
use tokenizers::models::bpe::{Vocab, BPE};
use tokenizers::pre_tokenizers::byte_level::ByteLevel;
use tokenizers::pre_tokenizers::sequence::Sequence;
use tokenizers::pre_tokenizers::split::{Split, SplitPattern};
use tokenizers::{PreTokenizerWrapper, SplitDelimiterBehavior, Tokenizer};

/// CLIP's context length.
pub const CONTEXT_LENGTH: usize = 77;
pub const SOT: u32 = 49406;
pub const EOT: u32 = 49407;

const BPE_GZ: &[u8] = include_bytes!("../../../assets/clip/bpe_simple_vocab_16e6.txt.gz");
const PATTERN: &str = r"'s|'t|'re|'ve|'m|'ll|'d|[\p{L}]+|[\p{N}]|[^\s\p{L}\p{N}]+";
const SPECIAL: [(&str, u32); 2] = [("<start_of_text>", SOT), ("<end_of_text>", EOT)];

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TokenizerError {
    #[error("CLIP vocabulary: {0}")]
    Vocabulary(String),
    #[error("tokenizing {text:?}: {reason}")]
    Encode { text: String, reason: String },
}

/// The CLIP tokenizer (cheap to share; build once).
pub struct ClipTokenizer {
    inner: Tokenizer,
}

impl std::fmt::Debug for ClipTokenizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ClipTokenizer")
    }
}

/// GPT-2/CLIP byte -> printable character mapping (`bytes_to_unicode`), in the order of the
/// Python dict (printable bytes first, then the rest mapped above U+0100): that order gives
/// the first 256 vocabulary ids.
fn bytes_to_unicode() -> Vec<char> {
    let mut bs: Vec<u32> = (b'!' as u32..=b'~' as u32).chain(0xA1..=0xAC).chain(0xAE..=0xFF).collect();
    let mut cs = bs.clone();
    let mut n = 0;
    for b in 0..256u32 {
        if !bs.contains(&b) {
            bs.push(b);
            cs.push(256 + n);
            n += 1;
        }
    }
    cs.into_iter().map(|c| char::from_u32(c).unwrap_or('\0')).collect()
}

impl ClipTokenizer {
    /// Builds the tokenizer from the embedded vocabulary.
    pub fn new() -> Result<Self, TokenizerError> {
        let mut text = String::new();
        flate2::read::GzDecoder::new(BPE_GZ)
            .read_to_string(&mut text)
            .map_err(|e| TokenizerError::Vocabulary(e.to_string()))?;
        // open_clip: merges = lines[1 : 49152 - 256 - 2 + 1]
        let merges: Vec<(String, String)> = text
            .split('\n')
            .skip(1)
            .take(49152 - 256 - 2)
            .map(|l| {
                let mut it = l.split(' ');
                match (it.next(), it.next()) {
                    (Some(a), Some(b)) => Ok((a.to_string(), b.to_string())),
                    _ => Err(TokenizerError::Vocabulary(format!("bad merge line {l:?}"))),
                }
            })
            .collect::<Result<_, _>>()?;
        let byte_chars = bytes_to_unicode();
        let mut words: Vec<String> = byte_chars.iter().map(|c| c.to_string()).collect();
        words.extend(byte_chars.iter().map(|c| format!("{c}</w>")));
        words.extend(merges.iter().map(|(a, b)| format!("{a}{b}")));
        words.extend(SPECIAL.iter().map(|(s, _)| s.to_string()));
        if words.len() != EOT as usize + 1 {
            return Err(TokenizerError::Vocabulary(format!("{} entries, expected {}", words.len(), EOT + 1)));
        }
        let vocab: Vocab = words.into_iter().enumerate().map(|(i, w)| (w, i as u32)).collect();
        let bpe = BPE::builder()
            .vocab_and_merges(vocab, merges)
            .end_of_word_suffix("</w>".into())
            .build()
            .map_err(|e| TokenizerError::Vocabulary(e.to_string()))?;
        let split = Split::new(SplitPattern::Regex(PATTERN.into()), SplitDelimiterBehavior::Removed, true)
            .map_err(|e| TokenizerError::Vocabulary(e.to_string()))?;
        let pre = Sequence::new(vec![
            PreTokenizerWrapper::Split(split),
            PreTokenizerWrapper::ByteLevel(ByteLevel::new(false, false, false)),
        ]);
        let mut inner = Tokenizer::new(bpe);
        inner.with_pre_tokenizer(Some(pre));
        Ok(ClipTokenizer { inner })
    }

    /// BPE ids of `text` without start/end tokens or padding.
    pub fn encode_ids(&self, text: &str) -> Result<Vec<u32>, TokenizerError> {
        let cleaned = clean(text);
        let mut ids = Vec::new();
        // special-token strings in the text map to their ids, as open_clip's pattern does
        let mut rest = cleaned.as_str();
        while !rest.is_empty() {
            let next = SPECIAL.iter().filter_map(|(s, id)| rest.find(s).map(|p| (p, *s, *id))).min_by_key(|x| x.0);
            let (chunk, special) = match next {
                Some((p, s, id)) => (&rest[..p], Some((s.len(), p, id))),
                None => (rest, None),
            };
            if !chunk.is_empty() {
                let enc = self
                    .inner
                    .encode_fast(chunk, false)
                    .map_err(|e| TokenizerError::Encode { text: text.to_string(), reason: e.to_string() })?;
                ids.extend_from_slice(enc.get_ids());
            }
            match special {
                Some((len, p, id)) => {
                    ids.push(id);
                    rest = &rest[p + len..];
                }
                None => break,
            }
        }
        Ok(ids)
    }

    /// Exactly 77 ids: SOT, BPE ids, EOT, zero padding; over-long input is truncated with EOT
    /// at position 76.
    pub fn tokenize(&self, text: &str) -> Result<[u32; CONTEXT_LENGTH], TokenizerError> {
        let ids = self.encode_ids(text)?;
        let mut out = [0u32; CONTEXT_LENGTH];
        out[0] = SOT;
        let n = ids.len().min(CONTEXT_LENGTH - 2);
        out[1..1 + n].copy_from_slice(&ids[..n]);
        if ids.len() > CONTEXT_LENGTH - 2 {
            // open_clip keeps SOT + 76 ids, then overwrites the last with EOT
            out[1..CONTEXT_LENGTH - 1].copy_from_slice(&ids[..CONTEXT_LENGTH - 2]);
            out[CONTEXT_LENGTH - 1] = EOT;
        } else {
            out[1 + n] = EOT;
        }
        Ok(out)
    }

    pub fn tokenize_batch(&self, texts: &[impl AsRef<str>]) -> Result<Vec<Vec<u32>>, TokenizerError> {
        texts.iter().map(|t| self.tokenize(t.as_ref()).map(|a| a.to_vec())).collect()
    }
}

/// open_clip's `_clean_lower` without the ftfy dependency (see the module docs).
pub fn clean(text: &str) -> String {
    let fixed: String = text.chars().filter_map(fix_char).collect::<String>();
    let mut normalized = tokenizers::NormalizedString::from(fixed.as_str());
    normalized.nfc();
    let fixed = normalized.get();
    let unescaped = html_unescape(&html_unescape(fixed));
    let mut out = String::with_capacity(unescaped.len());
    for word in unescaped.split(char::is_whitespace).filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out.to_lowercase()
}

/// Per-character part of ftfy's default fixes (None = removed).
fn fix_char(c: char) -> Option<String> {
    let s = match c {
        // uncurl_quotes
        '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{201B}' => "'".into(),
        '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{201F}' => "\"".into(),
        // fix_latin_ligatures
        '\u{FB00}' => "ff".into(),
        '\u{FB01}' => "fi".into(),
        '\u{FB02}' => "fl".into(),
        '\u{FB03}' => "ffi".into(),
        '\u{FB04}' => "ffl".into(),
        '\u{FB05}' | '\u{FB06}' => "st".into(),
        '\u{0132}' => "IJ".into(),
        '\u{0133}' => "ij".into(),
        // fix_character_width: full-width ASCII and the ideographic space
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFF01 + 0x21).map(String::from)?,
        '\u{3000}' => " ".into(),
        // fix_line_breaks
        '\u{2028}' | '\u{2029}' | '\u{0085}' => "\n".into(),
        // remove_control_chars (ftfy's CONTROL_CHARS set)
        '\u{0000}'..='\u{0008}' | '\u{000B}' | '\u{000E}'..='\u{001F}' | '\u{007F}' => return None,
        '\u{206A}'..='\u{206F}' | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFC}' => return None,
        '\u{E0000}'..='\u{E007F}' => return None,
        _ => c.to_string(),
    };
    Some(s)
}

/// Python's `html.unescape` for numeric references and the common named entities.
fn html_unescape(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(p) = rest.find('&') {
        out.push_str(&rest[..p]);
        rest = &rest[p..];
        let end =
            rest[1..].find(|c: char| !(c.is_ascii_alphanumeric() || c == '#')).map(|e| e + 1).unwrap_or(rest.len());
        let body = &rest[1..end];
        let with_semi = rest[end..].starts_with(';');
        let decoded = if let Some(num) = body.strip_prefix('#') {
            let v = if let Some(h) = num.strip_prefix('x').or_else(|| num.strip_prefix('X')) {
                u32::from_str_radix(h, 16).ok()
            } else {
                num.parse::<u32>().ok()
            };
            v.map(|v| match v {
                0 => '\u{FFFD}',
                0x80..=0x9F => cp1252(v),
                _ => char::from_u32(v).unwrap_or('\u{FFFD}'),
            })
            .map(String::from)
        } else {
            named_entity(body).map(String::from)
        };
        match decoded {
            Some(d) if !body.is_empty() => {
                out.push_str(&d);
                rest = &rest[end + usize::from(with_semi)..];
            }
            _ => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

fn cp1252(v: u32) -> char {
    const T: [u32; 32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
        0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x9D, 0x017E, 0x0178,
    ];
    char::from_u32(T[(v - 0x80) as usize]).unwrap_or('\u{FFFD}')
}

fn named_entity(name: &str) -> Option<&'static str> {
    Some(match name {
        "amp" | "AMP" => "&",
        "lt" | "LT" => "<",
        "gt" | "GT" => ">",
        "quot" | "QUOT" => "\"",
        "apos" => "'",
        "nbsp" => "\u{A0}",
        "copy" => "\u{A9}",
        "reg" => "\u{AE}",
        "deg" => "\u{B0}",
        "hellip" => "\u{2026}",
        "ndash" => "\u{2013}",
        "mdash" => "\u{2014}",
        "lsquo" => "\u{2018}",
        "rsquo" => "\u{2019}",
        "ldquo" => "\u{201C}",
        "rdquo" => "\u{201D}",
        "euro" => "\u{20AC}",
        "times" => "\u{D7}",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cleaning_lowercases_collapses_whitespace_and_unescapes() {
        assert_eq!(clean("  A\tB\n&amp;amp; “C”  "), "a b & \"c\"");
        assert_eq!(clean("ＡＢ１"), "ab1");
        assert_eq!(clean("&#39;x&#x27;"), "'x'");
        assert_eq!(clean("a & b"), "a & b");
    }
}
