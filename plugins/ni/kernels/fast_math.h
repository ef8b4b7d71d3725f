// Branch-free float approximations of exp and erf for the CPU kernels' loops (fused_attention.cc,
// fused_loc_tail.cc), written so that each ISA clone of a loop vectorises them. Compile their
// users with -fno-trapping-math, so that floor() vectorises too.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace nilab::ni {

// exp(x) for x <= 0 (Cephes' expf: 2^n times a degree-7 polynomial of the remainder, relative
// error ~1e-7), branch-free so that each ISA clone vectorises it. Below -87 it returns
// exp(-87) ~ 1.6e-38 instead of a denormal or 0: in a softmax numerator whose row maximum is 1,
// the same to float precision. NaN stays NaN.
__attribute__((always_inline)) inline float ExpNonPositive(float x) {
  x = std::max(x, -87.0f);
  const float n = std::floor(x * 1.44269504088896341f + 0.5f);
  float r = x - n * 0.693359375f;
  r = r + n * 2.12194440e-4f;
  float y = 1.9875691500e-4f;
  y = y * r + 1.3981999507e-3f;
  y = y * r + 8.3334519073e-3f;
  y = y * r + 4.1665795894e-2f;
  y = y * r + 1.6666665459e-1f;
  y = y * r + 5.0000001201e-1f;
  y = y * r * r + r + 1.0f;
  const int32_t bits = (static_cast<int32_t>(n) + 127) << 23;
  float scale;
  std::memcpy(&scale, &bits, sizeof scale);
  return y * scale;
}

// GELU(x) = x Phi(x) and its derivative Phi(x) + x phi(x) for x = v, with Phi the standard
// normal CDF, Phi(x) = (1 + erf(x / sqrt 2)) / 2. erf by Abramowitz and Stegun 7.1.26 (absolute
// error <= 1.5e-7; the polynomial LibTorch's vectorised CPU erf uses), sharing exp(-x^2 / 2) with
// phi.
__attribute__((always_inline)) inline void GeluAndDerivative(float v, float* gelu, float* grad) {
  const float u = std::fabs(v) * 0.70710678118654752f;
  const float e = ExpNonPositive(-u * u);  // exp(-x^2 / 2)
  const float t = 1.0f / (1.0f + 0.3275911f * u);
  const float p = ((((1.061405429f * t - 1.453152027f) * t + 1.421413741f) * t - 0.284496736f) * t +
                   0.254829592f) *
                  t;
  const float erf_abs = 1.0f - p * e;
  const float cdf = 0.5f + 0.5f * std::copysign(erf_abs, v);
  *gelu = v * cdf;
  *grad = cdf + v * e * 0.39894228040143268f;  // phi(x) = exp(-x^2 / 2) / sqrt(2 pi)
}

}  // namespace nilab::ni
