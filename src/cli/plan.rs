//! `aide plan --instruction TEXT --scene FILE [--offline] [--json]`: one planning decision
//! on a scene in the dataset object-list format.

use super::{scene_planner, GlobalArgs, InvalidInput};
use aide::eval::{dataset, runner};
use aide::knowledge::Knowledge;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct PlanArgs {
    /// The request, e.g. "I am thirsty".
    #[arg(long)]
    pub instruction: String,
    /// JSON file with an `objects` array (id, label, confidence, bbox).
    #[arg(long, value_name = "FILE")]
    pub scene: PathBuf,
    /// Never consult a language model (the slow stream is the offline reasoner).
    #[arg(long)]
    pub offline: bool,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

pub fn run(g: &GlobalArgs, a: PlanArgs) -> anyhow::Result<u8> {
    let cfg = g.load_config()?;
    let scene = dataset::read_scene(&a.scene).map_err(|e| InvalidInput(e.to_string()))?;
    if a.instruction.trim().is_empty() {
        return Err(InvalidInput("--instruction: empty".into()).into());
    }
    let kb = Arc::new(Knowledge::open(&cfg)?);
    let mut slow = scene_planner::for_config(&cfg, &kb, a.offline)?;
    let out = runner::plan_scene_with(&kb, &a.instruction, &scene.objects, scene.image_size, &cfg.adm, slow.as_mut())?;
    if a.json {
        println!("{}", serde_json::to_string_pretty(&out)?);
    } else {
        let label = |id: &Option<String>| {
            id.as_ref()
                .and_then(|i| scene.objects.iter().find(|o| &o.id == i))
                .map(|o| format!("{} ({})", o.id, o.label))
                .unwrap_or_else(|| "-".into())
        };
        println!("instruction: {}", a.instruction);
        println!("stream:      {:?}", out.stream);
        println!("tool:        {}", label(&out.tool));
        println!("explore:     {}", label(&out.explore));
        println!(
            "operational: {}",
            out.operational.map(|b| format!("{:?}", <[f32; 4]>::from(b))).unwrap_or("-".into())
        );
        println!("functional:  {}", out.functional.map(|b| format!("{:?}", <[f32; 4]>::from(b))).unwrap_or("-".into()));
        for n in &out.notes {
            println!("  - {n}");
        }
    }
    Ok(0)
}
