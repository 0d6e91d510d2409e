//! Each perception kernel against candle's op on shapes the models run (batch 1):
//! `ours/...` is `perception::kernels`, `candle/...` candle's `conv2d` followed by its
//! activation op; on a CPU with AVX-512, `ours_avx2/...` is the same kernel with its AVX-512
//! builds turned off (`kernels::set_avx512(false)`: the AVX2 + FMA code, and the `gemm` crate
//! for kxk convs). Threads: `AIDE_BENCH_THREADS` (default: all cores).
//!
//! `cargo bench --bench kernels` (one group: `cargo bench --bench kernels -- sgemm`)

use aide::perception::kernels::{
    self, act,
    conv::{ConvAlgo, DenseConv2d},
    depthwise::DepthwiseConv2d,
    gate::MaxSigmoidGate,
    pool::MaxPoolSame,
    Activation,
};
use candle_core::{Device, Module, Tensor, D};
use candle_nn::{Conv2d, Conv2dConfig};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};

struct Case {
    name: &'static str,
    cin: usize,
    cout: usize,
    hw: usize,
    k: usize,
    stride: usize,
    groups: usize,
    act: Activation,
}

const CASES: &[Case] = &[
    // MobileCLIP RepMixer token mixer / stem.1
    Case { name: "dw3x3_64ch_80x80_s1", cin: 64, cout: 64, hw: 80, k: 3, stride: 1, groups: 64, act: Activation::None },
    // MobileCLIP ConvMlp conv / positional encoding
    Case {
        name: "dw7x7_128ch_32x32_s1",
        cin: 128,
        cout: 128,
        hw: 32,
        k: 7,
        stride: 1,
        groups: 128,
        act: Activation::None,
    },
    // MobileCLIP stage 3 ConvMlp conv (the tower's most frequent depthwise shape)
    Case {
        name: "dw7x7_256ch_16x16_s1",
        cin: 256,
        cout: 256,
        hw: 16,
        k: 7,
        stride: 1,
        groups: 256,
        act: Activation::None,
    },
    // MobileCLIP patch embedding (channel multiplier 2, GELU)
    Case {
        name: "dw7x7_64to128_64x64_s2",
        cin: 64,
        cout: 128,
        hw: 64,
        k: 7,
        stride: 2,
        groups: 64,
        act: Activation::Gelu,
    },
    // YOLO C2f cv1/cv2 and MobileCLIP MLP 1x1
    Case {
        name: "pw1x1_128to256_40x40",
        cin: 128,
        cout: 256,
        hw: 40,
        k: 1,
        stride: 1,
        groups: 1,
        act: Activation::Silu,
    },
    // YOLO bottleneck 3x3
    Case {
        name: "conv3x3_64to64_80x80_s1",
        cin: 64,
        cout: 64,
        hw: 80,
        k: 3,
        stride: 1,
        groups: 1,
        act: Activation::Silu,
    },
    // YOLO downsampling conv
    Case {
        name: "conv3x3_64to128_80x80_s2",
        cin: 64,
        cout: 128,
        hw: 80,
        k: 3,
        stride: 2,
        groups: 1,
        act: Activation::Silu,
    },
    // YOLO neck / head 3x3 at 640 px: many L2-sized im2col tiles
    Case {
        name: "conv3x3_128to128_40x40_s1",
        cin: 128,
        cout: 128,
        hw: 40,
        k: 3,
        stride: 1,
        groups: 1,
        act: Activation::Silu,
    },
    // YOLO P5 3x3 at 320 px: too few pixels for the threads, split over output channels
    Case {
        name: "conv3x3_256to256_10x10_s1",
        cin: 256,
        cout: 256,
        hw: 10,
        k: 3,
        stride: 1,
        groups: 1,
        act: Activation::Silu,
    },
];

/// YOLO-World's MaxSigmoidAttn gating with candle's ops, as the model wrote it before
/// `kernels::gate` (transpose copy, batched matmul, max, sigmoid, broadcast multiply).
fn gate_candle(y: &Tensor, e: &Tensor, g: &Tensor, bias: &Tensor, nh: usize) -> Tensor {
    let (b, c2, h, w) = y.dims4().unwrap();
    let (k, c) = (g.dim(1).unwrap(), e.dim(1).unwrap());
    let hc = c / nh;
    let g = g.reshape((b, k, nh, hc)).unwrap().permute((0, 2, 3, 1)).unwrap().contiguous().unwrap();
    let e = e.reshape((b, nh, hc, h * w)).unwrap().transpose(2, 3).unwrap().contiguous().unwrap();
    let aw = e.matmul(&g).unwrap().max(D::Minus1).unwrap();
    let aw = (aw / (hc as f64).sqrt()).unwrap().broadcast_add(&bias.reshape((1, nh, 1)).unwrap()).unwrap();
    let aw = candle_nn::ops::sigmoid(&aw).unwrap().reshape((b, nh, 1, h, w)).unwrap();
    y.reshape((b, nh, c2 / nh, h, w)).unwrap().broadcast_mul(&aw).unwrap().reshape((b, c2, h, w)).unwrap()
}

fn bench(c: &mut Criterion) {
    let threads = std::env::var("AIDE_BENCH_THREADS").ok().and_then(|v| v.parse().ok()).unwrap_or(0);
    let threads = kernels::set_threads(threads).unwrap_or_else(|e| panic!("{e}"));
    let dev = Device::Cpu;
    let mut g = c.benchmark_group(format!("kernels_t{threads}"));
    g.sample_size(20);
    for case in CASES {
        let x = Tensor::randn(0f32, 1.0, (1, case.cin, case.hw, case.hw), &dev).unwrap();
        let w = Tensor::randn(0f32, 0.1, (case.cout, case.cin / case.groups, case.k, case.k), &dev).unwrap();
        let b = Tensor::randn(0f32, 0.1, case.cout, &dev).unwrap();
        let pad = case.k / 2;
        let reference = Conv2d::new(
            w.clone(),
            Some(b.clone()),
            Conv2dConfig { stride: case.stride, padding: pad, groups: case.groups, dilation: 1, cudnn_fwd_algo: None },
        );
        g.bench_function(BenchmarkId::new("candle", case.name), |bch| {
            bch.iter(|| kernels::install(|| act::apply_candle(&reference.forward(&x).unwrap(), case.act).unwrap()))
        });
        let variants: &[(&str, bool)] =
            if kernels::sgemm::wide() { &[("ours", true), ("ours_avx2", false)] } else { &[("ours", true)] };
        for &(id, avx512) in variants {
            kernels::set_avx512(avx512);
            if case.groups == 1 {
                let op = DenseConv2d::new(&w, Some(&b), case.stride, pad, case.act).unwrap();
                g.bench_function(BenchmarkId::new(id, case.name), |bch| {
                    bch.iter(|| kernels::install(|| op.forward(&x).unwrap()))
                });
            } else {
                let op = DepthwiseConv2d::new(&w, Some(&b), case.cin, case.stride, pad, case.act).unwrap();
                g.bench_function(BenchmarkId::new(id, case.name), |bch| {
                    bch.iter(|| kernels::install(|| op.forward(&x).unwrap()))
                });
            }
            kernels::set_avx512(true);
        }
    }
    // standalone activations on a 64x80x80 map
    let x = Tensor::randn(0f32, 2.0, (1, 64, 80, 80), &dev).unwrap();
    for a in [Activation::Silu, Activation::Gelu] {
        let name = format!("{a:?}_64x80x80").to_lowercase();
        g.bench_function(BenchmarkId::new("candle", &name), |bch| {
            bch.iter(|| kernels::install(|| act::apply_candle(&x, a).unwrap()))
        });
        g.bench_function(BenchmarkId::new("ours", &name), |bch| {
            bch.iter(|| kernels::install(|| act::apply(&x, a).unwrap()))
        });
    }
    // text-guided gating of the P3 neck block at 640 px (64 channels, 2 heads, 4 texts)
    let (nh, k) = (2, 4);
    let y = Tensor::randn(0f32, 1.0, (1, 64, 80, 80), &dev).unwrap();
    let e = Tensor::randn(0f32, 1.0, (1, 64, 80, 80), &dev).unwrap();
    let t = Tensor::randn(0f32, 1.0, (1, k, 64), &dev).unwrap();
    let bias = Tensor::randn(0f32, 1.0, nh, &dev).unwrap();
    let op = MaxSigmoidGate::new(bias.to_vec1::<f32>().unwrap(), 1.0 / ((64 / nh) as f32).sqrt());
    g.bench_function(BenchmarkId::new("candle", "gate_64ch_80x80_k4"), |bch| {
        bch.iter(|| kernels::install(|| gate_candle(&y, &e, &t, &bias, nh)))
    });
    g.bench_function(BenchmarkId::new("ours", "gate_64ch_80x80_k4"), |bch| {
        bch.iter(|| kernels::install(|| op.forward(&y, &e, &t).unwrap()))
    });
    // SPPF pooling at 640 px (256 channels, 20x20, 5x5)
    let x = Tensor::randn(0f32, 1.0, (1, 256, 20, 20), &dev).unwrap();
    let pool = MaxPoolSame::new(5).unwrap();
    g.bench_function(BenchmarkId::new("candle", "maxpool5_256ch_20x20"), |bch| {
        bch.iter(|| {
            kernels::install(|| {
                let ninf = |h: usize, w: usize| Tensor::full(f32::NEG_INFINITY, (1, 256, h, w), &dev).unwrap();
                let xw = Tensor::cat(&[ninf(20, 2), x.clone(), ninf(20, 2)], 3).unwrap();
                let xp = Tensor::cat(&[ninf(2, 24), xw, ninf(2, 24)], 2).unwrap();
                xp.max_pool2d_with_stride(5, 1).unwrap()
            })
        })
    });
    g.bench_function(BenchmarkId::new("ours", "maxpool5_256ch_20x20"), |bch| {
        bch.iter(|| kernels::install(|| pool.forward(&x).unwrap()))
    });
    g.finish();
}

/// The text transformers' kernels on CLIP ViT-B/32 text shapes (77 tokens, width 512, 8 heads):
/// `ours` is `kernels::{linear, norm, attention}`, `candle` the candle ops the towers used before.
fn bench_text(c: &mut Criterion) {
    use aide::perception::kernels::attention::{self_attention, AttentionShape};
    use aide::perception::kernels::linear::{Linear, LinearAct};
    use aide::perception::kernels::norm::layer_norm_rows;
    let threads = std::env::var("AIDE_BENCH_THREADS").ok().and_then(|v| v.parse().ok()).unwrap_or(0);
    let threads = kernels::set_threads(threads).unwrap_or_else(|e| panic!("{e}"));
    let dev = Device::Cpu;
    let (l, w, hidden) = (77, 512, 2048);
    let vec = |t: &Tensor| -> Vec<f32> { t.flatten_all().unwrap().to_vec1().unwrap() };
    let mut g = c.benchmark_group(format!("text_kernels_t{threads}"));
    g.sample_size(20);
    for rows in [77, 7] {
        let x = Tensor::randn(0f32, 1.0, (rows, w), &dev).unwrap();
        let wt = Tensor::randn(0f32, 0.05, (hidden, w), &dev).unwrap();
        let b = Tensor::randn(0f32, 0.05, hidden, &dev).unwrap();
        let reference = candle_nn::Linear::new(wt.clone(), Some(b.clone()));
        let name = format!("linear_quickgelu_{rows}x{w}x{hidden}");
        g.bench_function(BenchmarkId::new("candle", &name), |bch| {
            bch.iter(|| {
                kernels::install(|| {
                    let y = reference.forward(&x).unwrap();
                    (&y * candle_nn::ops::sigmoid(&(&y * 1.702).unwrap()).unwrap()).unwrap()
                })
            })
        });
        let op = Linear::new(&wt, Some(&b)).unwrap();
        let (xv, mut out) = (vec(&x), vec![0f32; rows * hidden]);
        g.bench_function(BenchmarkId::new("ours", &name), |bch| {
            bch.iter(|| kernels::install(|| op.forward(&xv, LinearAct::QuickGelu, &mut out).unwrap()))
        });
    }
    let x = Tensor::randn(0f32, 1.0, (l, w), &dev).unwrap();
    let (gamma, beta) = (
        Tensor::ones(w, candle_core::DType::F32, &dev).unwrap(),
        Tensor::zeros(w, candle_core::DType::F32, &dev).unwrap(),
    );
    g.bench_function(BenchmarkId::new("candle", "layer_norm_77x512"), |bch| {
        bch.iter(|| candle_nn::ops::layer_norm(&x, &gamma, &beta, 1e-5).unwrap())
    });
    let (xv, gv, bv, mut out) = (vec(&x), vec(&gamma), vec(&beta), vec![0f32; l * w]);
    g.bench_function(BenchmarkId::new("ours", "layer_norm_77x512"), |bch| {
        bch.iter(|| layer_norm_rows(&xv, &gv, &bv, 1e-5, &mut out).unwrap())
    });
    let shape = AttentionShape { batch: 1, seq: l, heads: w / 64, head_dim: 64, causal: false };
    let qkv = Tensor::randn(0f32, 1.0, (1, l, 3 * w), &dev).unwrap();
    g.bench_function(BenchmarkId::new("candle", "attention_77x8x64"), |bch| {
        bch.iter(|| {
            kernels::install(|| {
                let t = qkv.reshape((1, l, 3, w / 64, 64)).unwrap().permute((2, 0, 3, 1, 4)).unwrap();
                let q = (t.get(0).unwrap().contiguous().unwrap() * 0.125).unwrap();
                let k = t.get(1).unwrap().contiguous().unwrap();
                let v = t.get(2).unwrap().contiguous().unwrap();
                let a = candle_nn::ops::softmax_last_dim(&q.matmul(&k.t().unwrap()).unwrap()).unwrap();
                a.matmul(&v).unwrap().transpose(1, 2).unwrap().reshape((1, l, w)).unwrap()
            })
        })
    });
    let (qv, mut out) = (vec(&qkv), vec![0f32; l * w]);
    g.bench_function(BenchmarkId::new("ours", "attention_77x8x64"), |bch| {
        bch.iter(|| kernels::install(|| self_attention(&shape, &qv, None, &mut out).unwrap()))
    });
    g.finish();
}

/// Same-size 3x3 dense convolutions of YOLO-World-S (SiLU) with each algorithm of
/// `DenseConv2d`: `im2col` (im2col + gemm), `wino2` / `wino4` (Winograd F(2x2, 3x3) /
/// F(4x4, 3x3)). Shapes: the C2f bottlenecks and head convs at 320 px (P3 40x40, P4 20x20,
/// P5 10x10) and at 640 px (80x80 and up).
fn bench_winograd(c: &mut Criterion) {
    use aide::perception::kernels::winograd::WinogradTile;
    let threads = std::env::var("AIDE_BENCH_THREADS").ok().and_then(|v| v.parse().ok()).unwrap_or(0);
    let threads = kernels::set_threads(threads).unwrap_or_else(|e| panic!("{e}"));
    let dev = Device::Cpu;
    let mut g = c.benchmark_group(format!("conv3x3_same_t{threads}"));
    g.sample_size(20);
    for (cin, cout, hw) in [
        (32, 32, 80),
        (64, 64, 40),
        (128, 128, 40),
        (128, 64, 40),
        (128, 128, 20),
        (256, 128, 20),
        (256, 256, 10),
        (64, 64, 80),
        (256, 256, 20),
        (16, 16, 20),
        (16, 16, 160),
    ] {
        let name = format!("{cin}to{cout}_{hw}x{hw}");
        let x = Tensor::randn(0f32, 1.0, (1, cin, hw, hw), &dev).unwrap();
        let w = Tensor::randn(0f32, 0.1, (cout, cin, 3, 3), &dev).unwrap();
        let b = Tensor::randn(0f32, 0.1, cout, &dev).unwrap();
        for (label, algo) in [
            ("im2col", ConvAlgo::Im2col),
            ("wino2", ConvAlgo::Winograd(WinogradTile::F2)),
            ("wino4", ConvAlgo::Winograd(WinogradTile::F4)),
        ] {
            let op = DenseConv2d::new(&w, Some(&b), 1, 1, Activation::Silu).unwrap().with_algo(algo);
            g.bench_function(BenchmarkId::new(label, &name), |bch| {
                bch.iter(|| kernels::install(|| op.forward(&x).unwrap()))
            });
        }
    }
    g.finish();
}

/// The 1x1 convolutions of MobileCLIP2-S0's image tower at 256 px (GELU after the expanding
/// ones, as in its ConvMlp): `crate` is the `gemm` crate inside our tiling (the path before
/// `kernels::sgemm`), `ours` the packed sgemm at the widest micro-kernel this CPU has, and on
/// AVX-512 CPUs `ours_avx2` its AVX2 + FMA 6x16 kernel; at 1 and 2 threads. Then the same for
/// YOLO-World's 3x3 convolutions (im2col tiles and Winograd gemms).
fn bench_sgemm(c: &mut Criterion) {
    let dev = Device::Cpu;
    for threads in [1, 2] {
        let threads = kernels::set_threads(threads).unwrap_or_else(|e| panic!("{e}"));
        let mut g = c.benchmark_group(format!("sgemm_t{threads}"));
        g.sample_size(20);
        for (cin, cout, hw, act) in [
            (256, 768, 16, Activation::Gelu),
            (768, 256, 16, Activation::None),
            (128, 384, 32, Activation::Gelu),
            (384, 128, 32, Activation::None),
            (64, 192, 64, Activation::Gelu),
            (192, 64, 64, Activation::None),
            (512, 1536, 8, Activation::Gelu),
            (1536, 512, 8, Activation::None),
        ] {
            let name = format!("pw_{cin}to{cout}_{hw}x{hw}");
            let x = Tensor::randn(0f32, 1.0, (1, cin, hw, hw), &dev).unwrap();
            let w = Tensor::randn(0f32, 0.1, (cout, cin, 1, 1), &dev).unwrap();
            let b = Tensor::randn(0f32, 0.1, cout, &dev).unwrap();
            let ours = DenseConv2d::new(&w, Some(&b), 1, 0, act).unwrap();
            let old = ours.clone().with_crate_gemm();
            g.bench_function(BenchmarkId::new("crate", &name), |bch| {
                bch.iter(|| kernels::install(|| old.forward(&x).unwrap()))
            });
            g.bench_function(BenchmarkId::new("ours", &name), |bch| {
                bch.iter(|| kernels::install(|| ours.forward(&x).unwrap()))
            });
            if kernels::sgemm::wide() {
                kernels::set_avx512(false);
                let narrow = DenseConv2d::new(&w, Some(&b), 1, 0, act).unwrap();
                kernels::set_avx512(true);
                g.bench_function(BenchmarkId::new("ours_avx2", &name), |bch| {
                    bch.iter(|| kernels::install(|| narrow.forward(&x).unwrap()))
                });
            }
        }
        // YOLO-World 3x3 convs (SiLU), where the packed kernel is off by default without
        // AVX-512 (on by default with it: `DenseConv2d::new`): strided
        // im2col, and same-size convs with ConvAlgo::Auto (Winograd F2 / F4)
        for (cin, cout, hw, stride) in
            [(64, 128, 80, 2), (128, 256, 40, 2), (64, 64, 40, 1), (128, 128, 20, 1), (256, 256, 10, 1)]
        {
            let name = format!("conv3x3s{stride}_{cin}to{cout}_{hw}x{hw}");
            let x = Tensor::randn(0f32, 1.0, (1, cin, hw, hw), &dev).unwrap();
            let w = Tensor::randn(0f32, 0.1, (cout, cin, 3, 3), &dev).unwrap();
            let b = Tensor::randn(0f32, 0.1, cout, &dev).unwrap();
            let old = DenseConv2d::new(&w, Some(&b), stride, 1, Activation::Silu).unwrap().with_crate_gemm();
            let ours = old.clone().with_packed_gemm();
            g.bench_function(BenchmarkId::new("crate", &name), |bch| {
                bch.iter(|| kernels::install(|| old.forward(&x).unwrap()))
            });
            g.bench_function(BenchmarkId::new("ours", &name), |bch| {
                bch.iter(|| kernels::install(|| ours.forward(&x).unwrap()))
            });
            if kernels::sgemm::wide() {
                kernels::set_avx512(false);
                let narrow = old.clone().with_packed_gemm();
                // Winograd packs its transformed weights on the first forward
                kernels::install(|| narrow.forward(&x).unwrap());
                kernels::set_avx512(true);
                g.bench_function(BenchmarkId::new("ours_avx2", &name), |bch| {
                    bch.iter(|| kernels::install(|| narrow.forward(&x).unwrap()))
                });
            }
        }
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_group!(sgemm, bench_sgemm);
criterion_group!(text, bench_text);
criterion_group!(winograd, bench_winograd);
criterion_main!(benches, text, winograd, sgemm);
