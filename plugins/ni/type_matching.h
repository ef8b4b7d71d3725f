// Type matching (Eqs. 2-3): the compatibility C_ui of function u with token i.
//
//   d_ui = 1 - s_u . t_i           (s, t normalised to unit length; d in [0, 2])
//   K_ui = exp(-d_ui / sigma)      if d_ui <= tau, else exactly 0 (and 0 for dropped functions)
//   C_ui = K_ui / (eps + sum_u K_ui)
//
// Truncation is a mask (torch::where), never exp(-inf) or inf * 0, so gradients stay finite
// when every function truncates a token. Small distance = compatible.
//
// sigma stays positive: the parameter is a plain learnable scalar, as in the authors' kernel
// (`Kernel.bandwidth`, unconstrained), and the bandwidth used is max(sigma, kMinSigma) with a
// straight-through gradient. Above kMinSigma (every value a run starts from) this is exactly the
// authors' parameterisation, value and gradient; below it exp(-d / sigma) stays in [0, 1] (an
// unconstrained sigma < 0 overflows it to inf on large d, and C and its gradient become NaN),
// and the gradient still reaches the parameter, so sigma can come back up.
#pragma once

#include <torch/torch.h>

namespace nilab::ni {

// Smallest bandwidth used (the lower bound of the `sigma_init` parameter).
inline constexpr double kMinSigma = 1e-4;

// max(sigma, kMinSigma) forward, identity gradient (straight-through).
torch::Tensor PositiveBandwidth(const torch::Tensor& sigma);

struct TypeMatchingResult {
  torch::Tensor compatibility;  // C: [U, M]
  torch::Tensor distance;       // d: [U, M]
};

// types: [M, d_type] (one row per token), signatures: [U, d_type], sigma: scalar tensor,
// active: [U] bool (false = function dropped) or undefined (all active).
TypeMatchingResult MatchTypes(const torch::Tensor& types, const torch::Tensor& signatures,
                              const torch::Tensor& sigma, double tau, double eps,
                              const torch::Tensor& active = {});

}  // namespace nilab::ni
