//! `aide detect --image IMG [--instruction TEXT | --prompts "cup,hammer"] --weights W
//! [--out boxes.png] [--json]`. Without `--prompts` the detector looks for what the running
//! robot would: the vocabulary policy's base, plus the task's retrieved tools and places
//! when `--instruction` is given.

use super::{GlobalArgs, InvalidInput};
use aide::config::Config;
use aide::decide::adm::Adm;
use aide::decide::vocabulary::{VocabularyBounds, VocabularyPolicy};
use aide::decide::TaskContext;
use aide::knowledge::Knowledge;
use aide::perception::models::clip_text::TextTransformer;
use aide::perception::models::clip_tokenizer::ClipTokenizer;
use aide::perception::models::detector::{Detector, TextEncoder};
use aide::perception::models::draw::{Canvas, PALETTE};
use aide::perception::models::nms::NmsParams;
use aide::perception::models::preprocess::RgbView;
use aide::perception::models::weights::Weights;
use aide::perception::models::yolo_world::YoloWorld;
use aide::perception::parts::detector_labels;
use anyhow::Context;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct DetectArgs {
    /// Image to detect in (PNG or JPEG).
    #[arg(long)]
    image: PathBuf,
    /// Comma-separated vocabulary, e.g. "cup,hammer,water bottle" (default: the vocabulary
    /// policy, as the running robot uses it).
    #[arg(long, conflicts_with = "instruction")]
    prompts: Option<String>,
    /// A request: the policy's vocabulary for it (base, plus the tools and storage places it
    /// retrieves, plus the handle part prompt).
    #[arg(long)]
    instruction: Option<String>,
    /// YOLO-World checkpoint (default: perception.yolo_world_weights).
    #[arg(long)]
    weights: Option<PathBuf>,
    /// CLIP ViT-B/32 text tower (default: perception.clip_text_weights).
    #[arg(long)]
    clip_weights: Option<PathBuf>,
    /// Write the image with boxes and labels here (PNG).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Print the detections as JSON instead of lines.
    #[arg(long)]
    json: bool,
    /// Detector input size (default: perception.imgsz).
    #[arg(long)]
    imgsz: Option<u32>,
    /// Minimum confidence (default: perception.min_confidence).
    #[arg(long)]
    conf: Option<f32>,
}

fn plain_labels(prompts: &str) -> anyhow::Result<Vec<String>> {
    let labels: Vec<String> = prompts.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
    if labels.is_empty() {
        return Err(InvalidInput("--prompts: give at least one label".into()).into());
    }
    Ok(labels)
}

/// The detector's labels as the running robot sets them: the policy's base vocabulary, or
/// its vocabulary for `instruction` (nothing grounded yet: the handle is the part prompt).
fn policy_labels(cfg: &Config, instruction: Option<&str>) -> anyhow::Result<Vec<String>> {
    let kb = Arc::new(Knowledge::open(cfg)?);
    let p = &cfg.perception;
    let bounds = VocabularyBounds { base_prompts: p.base_prompts, max_prompts: p.max_prompts };
    let policy = VocabularyPolicy::new(&kb, bounds)?.with_handle_prompt(&p.handle_prompt);
    let vocabulary = match instruction.map(str::trim) {
        Some("") => return Err(InvalidInput("--instruction: empty".into()).into()),
        Some(text) => {
            let task = TaskContext { instruction: text.to_string(), instruction_vector: None };
            policy.for_task(&Adm::new(task, kb, &cfg.adm)?, None)?
        }
        None => policy.base(),
    };
    let labels = detector_labels(&vocabulary);
    eprintln!(
        "vocabulary (policy): {} prompts, {} of them part prompts: {}",
        labels.len(),
        vocabulary.parts.len(),
        labels.join(", ")
    );
    Ok(labels)
}

fn path_or(arg: Option<PathBuf>, cfg: &str, key: &str) -> anyhow::Result<PathBuf> {
    match arg {
        Some(p) => Ok(p),
        None if !cfg.is_empty() => Ok(PathBuf::from(cfg)),
        None => Err(InvalidInput(format!("no checkpoint: pass it or set {key}")).into()),
    }
}

pub fn run(g: &GlobalArgs, a: DetectArgs) -> anyhow::Result<u8> {
    let config = g.load_config()?;
    let cfg = &config.perception;
    let imgsz = a.imgsz.unwrap_or(cfg.imgsz);
    if imgsz == 0 || !imgsz.is_multiple_of(32) {
        return Err(InvalidInput(format!("--imgsz {imgsz}: must be a positive multiple of 32")).into());
    }
    let img = image::open(&a.image).with_context(|| format!("reading {}", a.image.display()))?.to_rgb8();
    let (w, h) = img.dimensions();
    let yolo_path = path_or(a.weights, &cfg.yolo_world_weights, "perception.yolo_world_weights")?;
    let clip_path = path_or(a.clip_weights, &cfg.clip_text_weights, "perception.clip_text_weights")?;
    let labels = match &a.prompts {
        Some(p) => plain_labels(p)?,
        None => policy_labels(&config, a.instruction.as_deref())?,
    };
    let yolo = YoloWorld::load(&Weights::load(&yolo_path)?)?;
    let tower = TextTransformer::load_openai_clip(&Weights::load(&clip_path)?)?;
    let text = TextEncoder { tokenizer: ClipTokenizer::new()?, tower };
    let params = NmsParams {
        min_confidence: a.conf.unwrap_or(cfg.min_confidence),
        iou: cfg.nms_iou,
        max_detections: cfg.max_detections,
    };
    let mut det = Detector::new(yolo, Some(text), imgsz, params);
    det.set_vocabulary(&labels)?;
    let view = RgbView::new(w, h, img.as_raw()).ok_or_else(|| anyhow::anyhow!("image buffer size"))?;
    let boxes = det.detect(&view)?;
    if a.json {
        println!("{}", serde_json::to_string(&boxes)?);
    } else {
        for b in &boxes {
            println!(
                "{:<20} {:.3}  [{:.1}, {:.1}, {:.1}, {:.1}]",
                b.label, b.score, b.bbox.x1, b.bbox.y1, b.bbox.x2, b.bbox.y2
            );
        }
    }
    if let Some(out) = a.out {
        let mut rgb = img.clone().into_raw();
        let mut c = Canvas { width: w, height: h, rgb: &mut rgb };
        let thick = ((w.max(h) / 320) as i64).max(2);
        let scale = ((w.max(h) / 480) as i64).max(1);
        for b in boxes.iter().rev() {
            let col = PALETTE[b.class % PALETTE.len()];
            c.rect(b.bbox.x1, b.bbox.y1, b.bbox.x2, b.bbox.y2, thick, col);
            let ty = (b.bbox.y1 as i64 - 9 * scale).max(0);
            c.label(b.bbox.x1 as i64, ty, &format!("{} {:.2}", b.label, b.score), scale, [255, 255, 255], col);
        }
        image::RgbImage::from_raw(w, h, rgb)
            .ok_or_else(|| anyhow::anyhow!("image buffer size"))?
            .save_with_format(&out, image::ImageFormat::Png)
            .with_context(|| format!("writing {}", out.display()))?;
        eprintln!("wrote {}", out.display());
    }
    Ok(0)
}
