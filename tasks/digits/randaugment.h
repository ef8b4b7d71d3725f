// RandAugment (Cubuk et al. 2020) on batches of float images [B, C, H, W] in [0, 1], with the
// standard op list and magnitudes of torchvision's RandAugment (31 magnitude bins, M in 0..30):
//
//   op            value at magnitude M (fraction f = M / 30)        signed
//   Identity      -
//   ShearX/Y      shear factor 0.3 f                                 yes
//   TranslateX/Y  (150 / 331) f * width (height) pixels               yes
//   Rotate        30 f degrees                                       yes
//   Brightness    factor 1 + 0.9 f                                   yes
//   Color         factor 1 + 0.9 f (saturation)                      yes
//   Contrast      factor 1 + 0.9 f                                   yes
//   Sharpness     factor 1 + 0.9 f                                   yes
//   Posterize     8 - round(M / 7.5) bits                            no
//   Solarize      threshold 1 - f (pixels above it are inverted)     no
//   AutoContrast, Equalize (no magnitude)
//
// Every op with a magnitude is the identity at M = 0 (Solarize inverts pixels strictly above
// the threshold, as PIL's threshold of 256 does). Geometric ops use nearest sampling about the
// image centre and fill with 0. Each sample draws N ops uniformly (and a sign per op) from a
// SplitMix64 stream of the batch seed, so a batch is reproducible.
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <string>
#include <vector>

namespace nilab::digits {

enum class AugOp {
  kIdentity,
  kShearX,
  kShearY,
  kTranslateX,
  kTranslateY,
  kRotate,
  kBrightness,
  kColor,
  kContrast,
  kSharpness,
  kPosterize,
  kSolarize,
  kAutoContrast,
  kEqualize,
};
inline constexpr int kNumAugOps = 14;
inline constexpr int64_t kMagnitudeBins = 31;

const char* AugOpName(AugOp op);

// The op's unsigned value at magnitude m (0..30) for images of width (or height) `size`.
double AugOpValue(AugOp op, int64_t magnitude, int64_t size);
bool AugOpSigned(AugOp op);

// Applies `op` to x [n, C, H, W] (float, [0, 1]) with per-sample signed values [n] (float).
torch::Tensor ApplyAugOp(AugOp op, const torch::Tensor& x, const torch::Tensor& values);

// N ops per sample at magnitude M; returns a new tensor, x is not modified.
torch::Tensor RandAugment(const torch::Tensor& x, int64_t n, int64_t magnitude, uint64_t seed);

}  // namespace nilab::digits
