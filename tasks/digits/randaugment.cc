#include "tasks/digits/randaugment.h"

#include <cmath>
#include <cstdint>
#include <stdexcept>

#include "tasks/digits/rng.h"
#include "tasks/digits/to_device.h"

namespace nilab::digits {
namespace {

namespace F = torch::nn::functional;

// out = ratio * img + (1 - ratio) * degenerate, clamped to [0, 1] (PIL's ImageEnhance blend).
torch::Tensor Blend(const torch::Tensor& img, const torch::Tensor& degenerate,
                    const torch::Tensor& ratio) {
  const torch::Tensor r = ratio.view({-1, 1, 1, 1});
  return (r * img + (1 - r) * degenerate).clamp(0, 1);
}

// ITU-R 601-2 luma, kept as C channels.
torch::Tensor Grayscale(const torch::Tensor& x) {
  if (x.size(1) == 1) return x;
  const torch::Tensor g = 0.299 * x.select(1, 0) + 0.587 * x.select(1, 1) + 0.114 * x.select(1, 2);
  return g.unsqueeze(1).expand_as(x);
}

// Samples x at the inverse map of the pixel-space linear map `m` (per sample [n, 2, 2], about
// the image centre) plus a shift of `shift` pixels [n, 2]; nearest, zero fill.
torch::Tensor Warp(const torch::Tensor& x, const torch::Tensor& m, const torch::Tensor& shift) {
  const int64_t n = x.size(0), h = x.size(2), w = x.size(3);
  const double sx = 2.0 / w, sy = 2.0 / h;  // pixels -> normalised coordinates
  auto theta = torch::zeros({n, 2, 3}, x.options());
  theta.select(2, 0).select(1, 0).copy_(m.select(1, 0).select(1, 0));
  theta.select(2, 1).select(1, 0).copy_(m.select(1, 0).select(1, 1) * (sx / sy));
  theta.select(2, 0).select(1, 1).copy_(m.select(1, 1).select(1, 0) * (sy / sx));
  theta.select(2, 1).select(1, 1).copy_(m.select(1, 1).select(1, 1));
  theta.select(2, 2).select(1, 0).copy_(shift.select(1, 0) * sx);
  theta.select(2, 2).select(1, 1).copy_(shift.select(1, 1) * sy);
  const torch::Tensor grid = F::affine_grid(theta, x.sizes(), /*align_corners=*/false);
  return F::grid_sample(x, grid,
                        F::GridSampleFuncOptions()
                            .mode(torch::kNearest)
                            .padding_mode(torch::kZeros)
                            .align_corners(false));
}

torch::Tensor Linear2x2(const torch::Tensor& a, const torch::Tensor& b, const torch::Tensor& c,
                        const torch::Tensor& d) {
  return torch::stack({torch::stack({a, b}, 1), torch::stack({c, d}, 1)}, 1);
}

torch::Tensor Geometric(AugOp op, const torch::Tensor& x, const torch::Tensor& v) {
  const auto one = torch::ones_like(v), zero = torch::zeros_like(v);
  const auto no_shift = torch::zeros({x.size(0), 2}, x.options());
  switch (op) {
    case AugOp::kShearX:  // x_in = x_out + v y_out
      return Warp(x, Linear2x2(one, v, zero, one), no_shift);
    case AugOp::kShearY:  // y_in = v x_out + y_out
      return Warp(x, Linear2x2(one, zero, v, one), no_shift);
    case AugOp::kTranslateX:
      return Warp(x, Linear2x2(one, zero, zero, one), torch::stack({v, zero}, 1));
    case AugOp::kTranslateY:
      return Warp(x, Linear2x2(one, zero, zero, one), torch::stack({zero, v}, 1));
    case AugOp::kRotate: {
      const auto rad = v * (M_PI / 180.0);
      const auto c = torch::cos(rad), s = torch::sin(rad);
      return Warp(x, Linear2x2(c, -s, s, c), no_shift);
    }
    default:
      throw std::logic_error("not a geometric op");
  }
}

// torchvision's 3x3 smoothing ([[1,1,1],[1,5,1],[1,1,1]] / 13) on the interior; borders kept.
torch::Tensor Smooth(const torch::Tensor& x) {
  const int64_t c = x.size(1);
  auto kernel = torch::ones({3, 3}, x.options());
  kernel[1][1] = 5;
  kernel = (kernel / 13).expand({c, 1, 3, 3}).contiguous();
  const torch::Tensor inner = F::conv2d(x, kernel, F::Conv2dFuncOptions().groups(c));
  torch::Tensor out = x.clone();
  out.narrow(2, 1, x.size(2) - 2).narrow(3, 1, x.size(3) - 2).copy_(inner);
  return out;
}

// Quantised to 0..255, as integer codes.
torch::Tensor Codes(const torch::Tensor& x) {
  return (x * 255).round().clamp(0, 255).to(torch::kLong);
}

// torchvision's equalize, per image and channel: a LUT from the cumulative histogram.
torch::Tensor Equalize(const torch::Tensor& x) {
  const int64_t n = x.size(0), c = x.size(1);
  const torch::Tensor q = Codes(x).view({n * c, -1});
  const torch::Tensor hist = torch::zeros({n * c, 256}, x.options())
                                 .scatter_add_(1, q, torch::ones(q.sizes(), x.options()));
  // step = floor((pixels - count of the brightest value present) / 255)
  const torch::Tensor top = hist.gather(1, std::get<0>(q.max(1, /*keepdim=*/true)));
  const torch::Tensor step = torch::floor((q.size(1) - top) / 255);
  const torch::Tensor safe = torch::where(step > 0, step, torch::ones_like(step));
  torch::Tensor lut = torch::floor((hist.cumsum(1) + torch::floor(safe / 2)) / safe);
  lut = torch::cat({torch::zeros({n * c, 1}, x.options()), lut.narrow(1, 0, 255)}, 1).clamp(0, 255);
  const torch::Tensor mapped = lut.gather(1, q) / 255;
  const torch::Tensor out = torch::where(step > 0, mapped, q.to(x.scalar_type()) / 255);
  return out.view_as(x);
}

torch::Tensor AutoContrast(const torch::Tensor& x) {
  const auto lo = std::get<0>(x.flatten(2).min(2)).unsqueeze(-1).unsqueeze(-1);
  const auto hi = std::get<0>(x.flatten(2).max(2)).unsqueeze(-1).unsqueeze(-1);
  const auto range = hi - lo;
  const auto scaled =
      ((x - lo) / torch::where(range > 0, range, torch::ones_like(range))).clamp(0, 1);
  return torch::where(range > 0, scaled, x);
}

}  // namespace

const char* AugOpName(AugOp op) {
  static const char* kNames[kNumAugOps] = {
      "Identity", "ShearX",   "ShearY",    "TranslateX", "TranslateY", "Rotate",       "Brightness",
      "Color",    "Contrast", "Sharpness", "Posterize",  "Solarize",   "AutoContrast", "Equalize"};
  return kNames[static_cast<int>(op)];
}

double AugOpValue(AugOp op, int64_t magnitude, int64_t size) {
  const double f = static_cast<double>(magnitude) / (kMagnitudeBins - 1);
  switch (op) {
    case AugOp::kShearX:
    case AugOp::kShearY:
      return 0.3 * f;
    case AugOp::kTranslateX:
    case AugOp::kTranslateY:
      return 150.0 / 331.0 * size * f;
    case AugOp::kRotate:
      return 30.0 * f;
    case AugOp::kBrightness:
    case AugOp::kColor:
    case AugOp::kContrast:
    case AugOp::kSharpness:
      return 0.9 * f;
    case AugOp::kPosterize:
      return 8 - std::round(magnitude / ((kMagnitudeBins - 1) / 4.0));
    case AugOp::kSolarize:
      return 1.0 - f;
    default:
      return 0.0;
  }
}

bool AugOpSigned(AugOp op) {
  switch (op) {
    case AugOp::kShearX:
    case AugOp::kShearY:
    case AugOp::kTranslateX:
    case AugOp::kTranslateY:
    case AugOp::kRotate:
    case AugOp::kBrightness:
    case AugOp::kColor:
    case AugOp::kContrast:
    case AugOp::kSharpness:
      return true;
    default:
      return false;
  }
}

torch::Tensor ApplyAugOp(AugOp op, const torch::Tensor& x, const torch::Tensor& values) {
  const torch::Tensor v = values.to(x.options());
  switch (op) {
    case AugOp::kIdentity:
      return x;
    case AugOp::kShearX:
    case AugOp::kShearY:
    case AugOp::kTranslateX:
    case AugOp::kTranslateY:
    case AugOp::kRotate:
      return Geometric(op, x, v);
    case AugOp::kBrightness:
      return Blend(x, torch::zeros_like(x), 1 + v);
    case AugOp::kColor:
      return Blend(x, Grayscale(x), 1 + v);
    case AugOp::kContrast: {
      const auto mean = Grayscale(x).mean({1, 2, 3}, /*keepdim=*/true);
      return Blend(x, mean.expand_as(x), 1 + v);
    }
    case AugOp::kSharpness:
      return Blend(x, Smooth(x), 1 + v);
    case AugOp::kPosterize: {
      // Keep the top `bits` bits of each 8-bit code; 8 bits leave the image unchanged.
      const auto bits = v.view({-1, 1, 1, 1});
      const auto keep = torch::pow(2.0, 8 - bits);
      const auto posterized = torch::floor(Codes(x).to(x.scalar_type()) / keep) * keep / 255;
      return torch::where(bits >= 8, x, posterized);
    }
    case AugOp::kSolarize: {
      const auto t = v.view({-1, 1, 1, 1});
      return torch::where(x > t, 1 - x, x);
    }
    case AugOp::kAutoContrast:
      return AutoContrast(x);
    case AugOp::kEqualize:
      return Equalize(x);
  }
  return x;
}

torch::Tensor RandAugment(const torch::Tensor& x, int64_t n, int64_t magnitude, uint64_t seed) {
  if (magnitude < 0 || magnitude >= kMagnitudeBins) {
    throw std::invalid_argument("RandAugment magnitude must be in 0..30 (got " +
                                std::to_string(magnitude) + ")");
  }
  torch::Tensor out = x.clone();
  const int64_t batch = x.size(0);
  SplitMix64 rng(seed);
  for (int64_t round = 0; round < n; ++round) {
    // Draw every sample's op and sign, then apply each op once to the samples that drew it.
    std::vector<std::vector<int64_t>> members(kNumAugOps);
    std::vector<std::vector<float>> values(kNumAugOps);
    for (int64_t i = 0; i < batch; ++i) {
      const auto op = static_cast<AugOp>(rng.Below(kNumAugOps));
      const bool negate = rng.Below(2) == 1;
      double value = AugOpValue(op, magnitude, x.size(3));
      if (op == AugOp::kTranslateY || op == AugOp::kShearY) {
        value = AugOpValue(op, magnitude, x.size(2));
      }
      if (AugOpSigned(op) && negate) value = -value;
      members[static_cast<int>(op)].push_back(i);
      values[static_cast<int>(op)].push_back(static_cast<float>(value));
    }
    for (int op = 1; op < kNumAugOps; ++op) {  // op 0 is the identity
      if (members[op].empty()) continue;
      const auto index = ToDevice(members[op], x.device());
      const auto v = ToDevice(values[op], x.device());
      out.index_copy_(0, index, ApplyAugOp(static_cast<AugOp>(op), out.index_select(0, index), v));
    }
  }
  return out;
}

}  // namespace nilab::digits
