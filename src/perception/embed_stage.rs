//! The embed stage: MobileCLIP image embeddings of a frame's crops, in one batch, on the
//! calling thread or on a second thread fed through a one-slot hand-off (with
//! `perception.embed_in_background`), pausing between encoder blocks while a frame is being
//! detected (with `perception.embed_yield_to_detector`).

use super::counters::PerceptionCounters;
use super::detector_turn::{DetectorTurn, Yielder};
use super::kernels;
use super::model_err;
use super::models::layers::l2_normalize;
use super::models::mobileclip::MobileClipImage;
use super::PerceptionError;
use crate::types::geometry::BBox;
use candle_core::{Device, Tensor};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Input side of the MobileCLIP image encoder.
pub const CROP_SIZE: u32 = 256;

/// Crops of one frame to embed, in one batch.
pub(super) struct EmbedJob {
    pub(super) t_ns: u64,
    /// (track id, crop box) per crop, in batch order.
    pub(super) items: Vec<(u64, BBox)>,
    /// `items.len()` crops, CHW, `CROP_SIZE` square.
    pub(super) crops: Vec<f32>,
}

pub(super) struct EmbedDone {
    pub(super) t_ns: u64,
    pub(super) items: Vec<(u64, BBox)>,
    pub(super) crops: Vec<f32>,
    pub(super) embeddings: Result<Vec<Arc<[f32]>>, String>,
}

/// Embeds `n` crops; `pause` runs before each encoder block (see [`DetectorTurn`]).
pub(super) fn embed_batch(
    enc: &MobileClipImage,
    crops: &[f32],
    n: usize,
    counters: &PerceptionCounters,
    pause: &mut (dyn FnMut() + Send),
) -> Result<Vec<Arc<[f32]>>, String> {
    let t0 = Instant::now();
    let r = embed_batch_timed(enc, crops, n, pause);
    PerceptionCounters::add(&counters.embed_ns, t0.elapsed().as_nanos() as u64);
    r
}

pub(super) fn embed_batch_timed(
    enc: &MobileClipImage,
    crops: &[f32],
    n: usize,
    pause: &mut (dyn FnMut() + Send),
) -> Result<Vec<Arc<[f32]>>, String> {
    let s = CROP_SIZE as usize;
    let mut run = || -> Result<Vec<Vec<f32>>, Box<dyn std::error::Error>> {
        let x = Tensor::from_slice(crops, (n, 3, s, s), &Device::Cpu)?;
        Ok(l2_normalize(&enc.forward_pausing(&x, pause)?)?.to_vec2::<f32>()?)
    };
    run().map(|rows| rows.into_iter().map(Arc::from).collect()).map_err(|e| e.to_string())
}

/// Embeds one batch, yielding to the detector's turn (when given) for at most `budget`.
pub(super) fn embed_yielding(
    enc: &MobileClipImage,
    crops: &[f32],
    n: usize,
    counters: &PerceptionCounters,
    turn: Option<&DetectorTurn>,
    budget: Duration,
) -> Result<Vec<Arc<[f32]>>, String> {
    let Some(turn) = turn else { return embed_batch(enc, crops, n, counters, &mut || {}) };
    let mut y = Yielder::new(turn, budget);
    let r = embed_batch(enc, crops, n, counters, &mut || y.pause());
    PerceptionCounters::add(&counters.embed_yield_ns, y.waited().as_nanos() as u64);
    if y.exhausted() {
        PerceptionCounters::add(&counters.embed_yield_spent, 1);
    }
    r
}

/// Where crops are embedded: in the calling thread, or on the embed stage's thread.
pub(super) enum Embedder {
    None,
    Inline(MobileClipImage),
    Background(EmbedStage),
}

/// The embed stage's thread and its two channels.
pub(super) struct EmbedStage {
    pub(super) jobs: Option<SyncSender<EmbedJob>>,
    pub(super) done: Receiver<EmbedDone>,
    pub(super) thread: Option<JoinHandle<()>>,
}

impl Embedder {
    /// The embed stage. With two or more inference threads it runs on a one-thread side pool
    /// of lower priority (`nice`, [`kernels::side_pool`]): the detector keeps all its threads and the
    /// crops are embedded in the gaps (its serial phases, NMS, tracking, waiting for frames)
    /// instead of splitting the cores with it. With one inference thread it shares that one.
    ///
    /// With `idle_max` (`perception.embed_sched_idle`, `perception.embed_idle_max_ms`) the stage
    /// runs on a side pool as large as the inference pool at the idle scheduling policy instead:
    /// it gets only cores nothing else wants and is preempted as soon as the detector wakes. So
    /// that a busy machine cannot starve it, a watchdog moves the pool's threads to the normal
    /// policy at `nice` while a batch has run longer than `idle_max`, and back when it is done
    /// (leaving the idle policy needs CAP_SYS_NICE or a RLIMIT_NICE allowing `nice`; without
    /// them a warning says the guard is off).
    ///
    /// With `turn` (`perception.embed_yield_to_detector`) the stage also pauses between encoder
    /// blocks while the detector runs, for at most `yield_max` a batch ([`DetectorTurn`]).
    pub(super) fn background(
        enc: MobileClipImage,
        counters: Arc<PerceptionCounters>,
        nice: i32,
        idle_max: Option<Duration>,
        turn: Option<(Arc<DetectorTurn>, Duration)>,
    ) -> Result<Self, PerceptionError> {
        let pool_err =
            |e: kernels::KernelError| model_err("mobileclip-image", format!("cannot start the embed pool: {e}"));
        let threads = kernels::threads();
        let pool = match idle_max {
            Some(_) => Some(kernels::side_pool(threads, "aide-embed-idle", 0).map_err(pool_err)?),
            None if threads >= 2 => Some(kernels::side_pool(1, "aide-embed-pool", nice).map_err(pool_err)?),
            None => None,
        };
        let idle = match (idle_max, &pool) {
            (Some(max), Some(p)) => {
                let set: Vec<(i64, Option<std::io::Error>)> =
                    p.broadcast(|_| (thread_id(), set_policy(0, Policy::Idle).err()));
                if let Some(e) = set.iter().find_map(|(_, e)| e.as_ref()) {
                    tracing::warn!(error = %e, "embed stage: cannot set SCHED_IDLE; it competes with the detector");
                }
                Some(IdleGuard { tids: set.into_iter().map(|(t, _)| t).collect(), max, nice, warned: false })
            }
            _ => None,
        };
        let (jobs, job_rx) = sync_channel::<EmbedJob>(1);
        let (done_tx, done) = sync_channel::<EmbedDone>(2);
        let thread = std::thread::Builder::new()
            .name("aide-embed".into())
            .spawn(move || {
                let mut idle = idle;
                let (turn, budget) = match &turn {
                    Some((t, b)) => (Some(&**t), *b),
                    None => (None, Duration::ZERO),
                };
                while let Ok(job) = job_rx.recv() {
                    let run = || embed_yielding(&enc, &job.crops, job.items.len(), &counters, turn, budget);
                    let embeddings = match (&pool, idle.as_mut()) {
                        (Some(p), Some(guard)) => guard.run(&counters, || p.install(run)),
                        (Some(p), None) => p.install(run),
                        (None, _) => run(),
                    };
                    let out = EmbedDone { t_ns: job.t_ns, items: job.items, crops: job.crops, embeddings };
                    if done_tx.send(out).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| model_err("mobileclip-image", format!("cannot start the embed thread: {e}")))?;
        Ok(Embedder::Background(EmbedStage { jobs: Some(jobs), done, thread: Some(thread) }))
    }
}

/// The idle-policy embed pool's starvation guard (see [`Embedder::background`]).
pub(super) struct IdleGuard {
    /// Kernel thread ids of the pool's threads.
    pub(super) tids: Vec<i64>,
    pub(super) max: Duration,
    pub(super) nice: i32,
    pub(super) warned: bool,
}

impl IdleGuard {
    /// Runs `f` (one batch on the pool); if it takes longer than `max`, the pool's threads run
    /// at the normal policy until it is done.
    pub(super) fn run<R>(&mut self, counters: &PerceptionCounters, f: impl FnOnce() -> R) -> R {
        let (tids, max, nice) = (&self.tids, self.max, self.nice);
        let failed = std::thread::scope(|s| {
            let (tx, rx) = std::sync::mpsc::channel::<()>();
            let watchdog = s.spawn(move || {
                if rx.recv_timeout(max) != Err(std::sync::mpsc::RecvTimeoutError::Timeout) {
                    return None; // done in time
                }
                PerceptionCounters::add(&counters.embed_starved, 1);
                let boosted: Result<(), std::io::Error> =
                    tids.iter().try_for_each(|&t| set_policy(t, Policy::Normal { nice }));
                let _ = rx.recv(); // until the batch is done
                for &t in tids {
                    let _ = set_policy(t, Policy::Idle);
                }
                boosted.err()
            });
            let r = f();
            drop(tx);
            (r, watchdog.join().ok().flatten())
        });
        let (r, err) = failed;
        if let Some(e) = err {
            if !self.warned {
                self.warned = true;
                tracing::warn!(error = %e, "embed stage: cannot leave SCHED_IDLE for a starved batch (needs CAP_SYS_NICE); embedding waits for idle cores");
            }
        }
        r
    }
}

/// Kernel thread id of the calling thread (0 off Linux).
pub(super) fn thread_id() -> i64 {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid has no arguments and cannot fail.
    return unsafe { libc::syscall(libc::SYS_gettid) } as i64;
    #[cfg(not(target_os = "linux"))]
    0
}

/// A thread's scheduling policy.
#[derive(Debug, Clone, Copy)]
pub(super) enum Policy {
    /// SCHED_IDLE: runs only when its core would otherwise idle (no privilege needed).
    Idle,
    /// SCHED_OTHER at this nice value.
    Normal { nice: i32 },
}

/// Sets thread `tid`'s (0: the calling thread's) scheduling policy (Linux).
pub(super) fn set_policy(tid: i64, policy: Policy) -> Result<(), std::io::Error> {
    #[cfg(target_os = "linux")]
    {
        let param = libc::sched_param { sched_priority: 0 };
        let (p, nice) = match policy {
            Policy::Idle => (libc::SCHED_IDLE, None),
            Policy::Normal { nice } => (libc::SCHED_OTHER, Some(nice)),
        };
        // SAFETY: plain syscalls on a thread id of this process; `param` is valid for both policies.
        unsafe {
            if libc::sched_setscheduler(tid as libc::pid_t, p, &param) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            if let Some(n) = nice {
                if libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, n) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
        }
        Ok(())
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = (tid, policy);
        Err(std::io::Error::new(std::io::ErrorKind::Unsupported, "scheduling policies are set on Linux only"))
    }
}

impl Drop for EmbedStage {
    fn drop(&mut self) {
        self.jobs.take(); // closes the channel: the embed thread ends after its current batch
        while self.done.try_recv().is_ok() {}
        if let Some(t) = self.thread.take() {
            // Unblock a thread waiting to hand back its last batch.
            let _ = self.done.try_recv();
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A helper thread standing in for an embed-pool thread: (its tid, a sender that ends it).
    fn pool_thread() -> (i64, std::sync::mpsc::Sender<()>, JoinHandle<()>) {
        let (tid_tx, tid_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = std::sync::mpsc::channel::<()>();
        let h = std::thread::spawn(move || {
            set_policy(0, Policy::Idle).unwrap();
            tid_tx.send(thread_id()).unwrap();
            let _ = stop_rx.recv();
        });
        (tid_rx.recv().unwrap(), stop_tx, h)
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_batch_done_in_time_leaves_the_pool_idle_and_a_starved_one_is_counted() {
        let (tid, stop, h) = pool_thread();
        let counters = PerceptionCounters::default();
        let mut quick = IdleGuard { tids: vec![tid], max: Duration::from_secs(60), nice: 5, warned: false };
        assert_eq!(quick.run(&counters, || 7), 7);
        assert_eq!(PerceptionCounters::get(&counters.embed_starved), 0);
        // a batch outlasting the guard by far: the watchdog fires, then restores the idle policy
        let mut slow = IdleGuard { tids: vec![tid], max: Duration::from_millis(1), nice: 5, warned: false };
        assert_eq!(slow.run(&counters, || std::thread::sleep(Duration::from_millis(1500))), ());
        assert_eq!(PerceptionCounters::get(&counters.embed_starved), 1);
        // SAFETY: reads the policy of a live thread of this process.
        let policy = unsafe { libc::sched_getscheduler(tid as libc::pid_t) };
        assert_eq!(policy, libc::SCHED_IDLE, "back on the idle policy after the batch");
        drop(stop);
        h.join().unwrap();
    }
}
