//! Hand-written CPU kernels for the perception models, faster than candle's generic paths on
//! the shapes these convnets use, each with parity tests against candle's reference op:
//!
//! * [`depthwise`]: depthwise (and channel-multiplier) 2-D convolution, any kernel size,
//!   stride 1 or 2, zero padding, fused bias and activation. Candle runs a grouped conv as
//!   one tiny convolution per channel group, which dominated MobileCLIP's latency.
//! * [`conv`]: dense 2-D convolution as gemms over L2-sized tiles of output pixels (1x1 reads
//!   the input directly, kxk through a per-thread im2col tile buffer reused across calls),
//!   fused bias and activation on each tile.
//! * [`gate`]: YOLO-World's text-guided max-sigmoid channel gating, fused.
//! * [`pool`]: "same"-size stride-1 max pooling (SPPF), separable, no padded copy.
//! * [`profile`]: opt-in per-op timing of model forwards.
//! * [`act`]: vectorisable SiLU / GELU (erf) / ReLU / sigmoid on f32 slices, used as the
//!   fused epilogues above and as standalone ops.
//! * [`linear`], [`norm`], [`attention`]: the text transformers' linear layers (weights
//!   transposed at load; bias, residual and QuickGELU/GELU fused around one gemm), layer norm,
//!   and multi-head self-attention read straight from the packed QKV rows (causal mask by
//!   skipping keys, optional single query row per sequence).
//!
//! All kernels work on contiguous f32 CPU tensors and return a new contiguous tensor.
//! Threading: [`set_threads`] fixes the number of worker threads for these kernels *and*
//! for candle's own gemm-based ops (matmul, fallback convs), and [`install`] runs a closure
//! (a model forward) on that thread pool.

pub mod act;
pub mod attention;
pub mod conv;
pub mod depthwise;
pub mod gate;
pub mod linear;
pub mod norm;
mod out_ptr;
pub mod pool;
pub mod profile;
pub mod sgemm;
mod simd;
pub mod winograd;

pub use act::Activation;
pub use simd::set_avx512;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};

/// Errors of the kernels: a tensor that does not fit the op, or a thread pool that could
/// not be started.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum KernelError {
    #[error("kernel `{op}`: {reason}")]
    Shape { op: &'static str, reason: String },
    #[error("perception.threads = {threads}: cannot start the thread pool: {reason}")]
    Pool { threads: usize, reason: String },
    #[error(transparent)]
    Tensor(#[from] candle_core::Error),
}

pub(crate) fn shape_err(op: &'static str, reason: impl Into<String>) -> KernelError {
    KernelError::Shape { op, reason: reason.into() }
}

/// 0 until [`set_threads`] is called: then the pool size.
static THREADS: AtomicUsize = AtomicUsize::new(0);
static POOL: RwLock<Option<Arc<rayon::ThreadPool>>> = RwLock::new(None);

/// All cores this process may use.
pub fn available_threads() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}

/// Sets the number of threads used by model inference (`perception.threads`; 0 = all cores)
/// and returns the effective number. Applies to these kernels and to candle's gemm (which
/// reads `RAYON_NUM_THREADS` on every matmul), for every later [`install`] call.
///
/// Call it at start-up, before inference threads run: it sets the process environment
/// variables `RAYON_NUM_THREADS` and `CANDLE_NUM_THREADS`, and changing the environment while
/// another thread reads it is not safe on every libc.
///
/// `CANDLE_NUM_THREADS=1` (unless the environment already sets it): candle 0.11 runs its
/// large element-wise ops (>= 64k values: residual adds, layer scales) on a pool of its own
/// next to rayon's, whose workers spin for ~25,000 iterations after each op before parking.
/// Next to our `n` inference threads that spinner takes a core: measured on two Zen 5 cores
/// with candle's pool on, it was a quarter of all CPU samples in the image tower and the
/// two-thread time was barely better than one thread's (35 vs 38 ms; 22 ms with the pool
/// off). Those ops are memory bound and short, so they run on the calling inference thread
/// instead.
pub fn set_threads(n: usize) -> Result<usize, KernelError> {
    let n = if n == 0 { available_threads() } else { n };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .thread_name(|i| format!("aide-infer-{i}"))
        .build()
        .map_err(|e| KernelError::Pool { threads: n, reason: e.to_string() })?;
    std::env::set_var("RAYON_NUM_THREADS", n.to_string());
    if std::env::var_os("CANDLE_NUM_THREADS").is_none() {
        std::env::set_var("CANDLE_NUM_THREADS", "1");
    }
    let mut guard = POOL.write().unwrap_or_else(|p| p.into_inner());
    *guard = Some(Arc::new(pool));
    THREADS.store(n, Ordering::Release);
    Ok(n)
}

/// Threads used by inference: the value set with [`set_threads`], otherwise rayon's default
/// (all cores, or `RAYON_NUM_THREADS`).
pub fn threads() -> usize {
    let local = LOCAL_POOL_THREADS.with(|c| c.get());
    if local > 0 {
        return local;
    }
    match THREADS.load(Ordering::Acquire) {
        0 => rayon::current_num_threads(),
        n => n,
    }
}

/// Runs `f` on the inference thread pool (set by [`set_threads`]; without it, on the caller's
/// current rayon pool). Rayon work inside `f` (these kernels, candle's parallel ops and gemm)
/// then uses exactly that many threads. Nested calls run `f` directly.
pub fn install<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    if LOCAL_POOL_THREADS.with(|c| c.get()) > 0 {
        return f(); // on a side pool's thread: its own pool does the work
    }
    let pool = POOL.read().unwrap_or_else(|p| p.into_inner()).clone();
    match pool {
        Some(p) if p.current_thread_index().is_none() => p.install(f),
        _ => f(),
    }
}

thread_local! {
    /// Size of the side pool (see [`side_pool`]) this thread belongs to; 0 elsewhere.
    static LOCAL_POOL_THREADS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A pool of `n` threads for a second model that runs next to the main inference (the crop
/// embedder next to the detector): work [`install`]ed on its threads stays on it and
/// [`threads`] reports `n` there. `nice` > 0 lowers the scheduling priority of its threads
/// (Linux, per thread), so that when both want the cores the main inference gets them and the
/// side pool runs in the gaps.
pub fn side_pool(n: usize, name: &str, nice: i32) -> Result<rayon::ThreadPool, KernelError> {
    let n = n.max(1);
    let name = name.to_string();
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .thread_name(move |i| format!("{name}-{i}"))
        .start_handler(move |_| {
            LOCAL_POOL_THREADS.with(|c| c.set(n));
            #[cfg(target_os = "linux")]
            if nice != 0 {
                // SAFETY: plain syscalls on this thread's own id; failure only leaves the priority.
                unsafe {
                    let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
                    libc::setpriority(libc::PRIO_PROCESS, tid, nice);
                }
            }
        })
        .build()
        .map_err(|e| KernelError::Pool { threads: n, reason: e.to_string() })
}

static REFERENCE_OPS: AtomicBool = AtomicBool::new(false);

/// When on, models loaded afterwards run their convolutions with candle's own `conv2d` and
/// separate activation ops instead of these kernels (for A/B measurements and parity checks;
/// off by default).
pub fn set_reference_ops(on: bool) {
    REFERENCE_OPS.store(on, Ordering::Release);
}

/// See [`set_reference_ops`].
pub fn reference_ops() -> bool {
    REFERENCE_OPS.load(Ordering::Acquire)
}

/// Runs `f` with this thread's reusable scratch buffer from `key` (kept across calls, so
/// steady-state inference does not allocate). A nested call on the same thread finds the
/// buffer borrowed and gets a temporary one instead.
pub(crate) fn with_scratch<R>(
    key: &'static std::thread::LocalKey<std::cell::RefCell<Vec<f32>>>,
    f: impl FnOnce(&mut Vec<f32>) -> R,
) -> R {
    key.with(|cell| match cell.try_borrow_mut() {
        Ok(mut buf) => f(&mut buf),
        Err(_) => f(&mut Vec::new()),
    })
}
