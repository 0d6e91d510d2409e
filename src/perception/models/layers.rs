//! Small building blocks shared by the model files: convolutions with BatchNorm folded in,
//! linear layers and layer norms loaded through the strict [`Scope`].

use super::weights::{Scope, WeightsError};
use crate::perception::kernels::{self, conv::DenseConv2d, depthwise::DepthwiseConv2d, Activation, KernelError};
use candle_core::{Module, Tensor, D};
use candle_nn::{Conv2d, Conv2dConfig, LayerNorm, Linear};

/// Errors while running a model: a loading problem or a tensor operation that failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ModelError {
    #[error(transparent)]
    Weights(#[from] WeightsError),
    #[error("tensor operation failed: {0}")]
    Tensor(#[from] candle_core::Error),
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error("bad input `{name}`: {reason}")]
    Input { name: String, reason: String },
}

pub type Result<T> = std::result::Result<T, ModelError>;

pub(crate) fn input_err(name: &str, reason: impl Into<String>) -> ModelError {
    ModelError::Input { name: name.to_string(), reason: reason.into() }
}

/// BatchNorm statistics folded into a per-channel scale and shift (inference mode).
pub(crate) fn bn_scale_shift(s: &Scope<'_>, c: usize, eps: f64) -> Result<(Tensor, Tensor)> {
    let gamma = s.get("weight", &[c])?;
    let beta = s.get("bias", &[c])?;
    let mean = s.get("running_mean", &[c])?;
    let var = s.get("running_var", &[c])?;
    let scale = gamma.div(&(var + eps)?.sqrt()?)?;
    let shift = beta.sub(&mean.mul(&scale)?)?;
    Ok((scale, shift))
}

/// `conv` followed by BatchNorm `bn`, folded into one convolution with bias.
/// `w` has shape (out, in/groups, k, k).
pub(crate) fn fold_bn(w: &Tensor, bn: &Scope<'_>, eps: f64) -> Result<(Tensor, Tensor)> {
    let c = w.dim(0)?;
    let (scale, shift) = bn_scale_shift(bn, c, eps)?;
    let w = w.broadcast_mul(&scale.reshape((c, 1, 1, 1))?)?;
    Ok((w, shift))
}

/// A 2-D convolution with its bias and activation fused, run by the fastest kernel for its
/// shape: [`DepthwiseConv2d`] when `groups == cin` (one filter per input channel),
/// [`DenseConv2d`] when `groups == 1`, candle's `conv2d` (then the activation) otherwise or
/// when [`kernels::reference_ops`] is on.
#[derive(Debug, Clone)]
pub(crate) struct Conv {
    imp: ConvImpl,
    cout: usize,
    /// (cin, k, stride, groups), for profile names
    geom: (usize, usize, usize, usize),
}

#[derive(Debug, Clone)]
enum ConvImpl {
    Depthwise(DepthwiseConv2d),
    Dense(DenseConv2d),
    Candle(Conv2d, Activation),
}

impl Conv {
    /// `w` (cout, cin / groups, k, k), `b` (cout).
    pub(crate) fn new(
        w: Tensor,
        b: Option<Tensor>,
        stride: usize,
        padding: usize,
        groups: usize,
        act: Activation,
    ) -> Result<Self> {
        let (cout, cin_g, k, _) = w.dims4()?;
        let cin = cin_g * groups;
        let imp = if kernels::reference_ops() {
            ConvImpl::Candle(
                Conv2d::new(w, b, Conv2dConfig { stride, padding, groups, dilation: 1, cudnn_fwd_algo: None }),
                act,
            )
        } else if groups == cin && cin_g == 1 && cout % cin == 0 {
            ConvImpl::Depthwise(DepthwiseConv2d::new(&w, b.as_ref(), cin, stride, padding, act)?)
        } else if groups == 1 {
            ConvImpl::Dense(DenseConv2d::new(&w, b.as_ref(), stride, padding, act)?)
        } else {
            ConvImpl::Candle(
                Conv2d::new(w, b, Conv2dConfig { stride, padding, groups, dilation: 1, cudnn_fwd_algo: None }),
                act,
            )
        };
        Ok(Conv { imp, cout, geom: (cin, k, stride, groups) })
    }

    pub(crate) fn out_channels(&self) -> usize {
        self.cout
    }

    pub(crate) fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let _span = kernels::profile::span(|| {
            let (cin, k, s, g) = self.geom;
            let kind = match (&self.imp, g) {
                (ConvImpl::Candle(..), _) => "candle-conv",
                (_, 1) => "conv",
                _ => "dwconv",
            };
            let hw = x.dims().get(2..4).map(|d| format!("{}x{}", d[0], d[1])).unwrap_or_default();
            format!("{kind}{k}x{k}/s{s} {cin}->{} @{hw}", self.cout)
        });
        Ok(match &self.imp {
            ConvImpl::Depthwise(c) => c.forward(x)?,
            ConvImpl::Dense(c) => c.forward(x)?,
            ConvImpl::Candle(c, act) => kernels::act::apply(&c.forward(x)?, *act)?,
        })
    }
}

/// `act(x)` (the standalone activation op).
pub(crate) fn activate(x: &Tensor, act: Activation) -> Result<Tensor> {
    Ok(kernels::act::apply(x, act)?)
}

/// A plain `nn.Conv2d` (`weight`, optional `bias`) with `cin` input channels followed by
/// `act`; output channels and kernel size come from the checkpoint, padding is `k / 2`.
pub(crate) fn load_conv(
    s: &Scope<'_>,
    cin: usize,
    groups: usize,
    stride: usize,
    bias: bool,
    act: Activation,
) -> Result<Conv> {
    let shp = s.require_shape("weight")?;
    if shp.len() != 4 {
        return Err(WeightsError::Shape {
            path: s.weights().path().to_string(),
            name: s.name("weight"),
            expected: vec![0, cin / groups.max(1), 0, 0],
            found: shp,
        }
        .into());
    }
    let (cout, k) = (shp[0], shp[2]);
    let w = s.get("weight", &[cout, cin / groups, k, k])?;
    let b = if bias { Some(s.get("bias", &[cout])?) } else { None };
    Conv::new(w, b, stride, k / 2, groups, act)
}

/// `nn.Linear(cin, cout)` with bias; `cout` from the checkpoint.
pub(crate) fn load_linear(s: &Scope<'_>, cin: usize, bias: bool) -> Result<Linear> {
    let shp = s.require_shape("weight")?;
    let cout = shp.first().copied().unwrap_or(0);
    let w = s.get("weight", &[cout, cin])?;
    let b = if bias { Some(s.get("bias", &[cout])?) } else { None };
    Ok(Linear::new(w, b))
}

pub(crate) fn load_layer_norm(s: &Scope<'_>, c: usize, eps: f64) -> Result<LayerNorm> {
    Ok(LayerNorm::new(s.get("weight", &[c])?, s.get("bias", &[c])?, eps))
}

/// Output channels of a conv whose weight is `s.weight`.
pub(crate) fn out_channels(s: &Scope<'_>) -> Result<usize> {
    Ok(s.require_shape("weight")?.first().copied().unwrap_or(0))
}

/// Softmax over the last dimension (numerically stable).
pub(crate) fn softmax_last(x: &Tensor) -> Result<Tensor> {
    Ok(candle_nn::ops::softmax_last_dim(x)?)
}

/// L2-normalises the last dimension (as `F.normalize(x, dim=-1)`, eps 1e-12).
pub fn l2_normalize(x: &Tensor) -> candle_core::Result<Tensor> {
    let n = x.sqr()?.sum_keepdim(D::Minus1)?.sqrt()?.clamp(1e-12f32, f32::MAX)?;
    x.broadcast_div(&n)
}
