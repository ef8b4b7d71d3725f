// Type matching (Eqs. 2-3): the compatibility C_ui of function u with token i.
//
//   d_ui = 1 - s_u . t_i           (s, t normalised to unit length; d in [0, 2])
//   K_ui = exp(-d_ui / sigma)      if d_ui <= tau, else exactly 0 (and 0 for dropped functions)
//   C_ui = K_ui / (eps + sum_u K_ui)
//
// Truncation is a mask (torch::where), never exp(-inf) or inf * 0, so gradients stay finite
// when every function truncates a token. Small distance = compatible.
#pragma once

#include <torch/torch.h>

namespace nilab::ni {

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
