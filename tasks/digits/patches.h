// Image patches as tokens, and the relative positions between them (Cordonnier et al. 2019
// style: one learned bias per head for each (row offset, column offset) of a query and a key
// patch; the model owns the bias table, the task supplies the offset index of every pair).
#pragma once

#include <torch/torch.h>

#include <cstdint>

namespace nilab::digits {

// [B, C, H, W] -> [B, (H/p)(W/p), C p p]: patches in row-major grid order, each flattened as
// (channel, row in patch, column in patch), like a Conv2d(C, D, p, stride p) kernel.
torch::Tensor Patchify(const torch::Tensor& images, int64_t patch);

// Size of the offset vocabulary of a grid_h x grid_w patch grid: (2 grid_h - 1)(2 grid_w - 1).
int64_t NumRelativePositions(int64_t grid_h, int64_t grid_w);

// [N, N] int64 for N = n_prefix + grid_h grid_w tokens: `n_prefix` tokens (CLS) first, then the
// patches in row-major order. For patches i (row r_i, column c_i) and j:
//   rel_pos[i, j] = (r_i - r_j + grid_h - 1) (2 grid_w - 1) + (c_i - c_j + grid_w - 1);
// every pair involving a prefix token is -1 (no bias).
torch::Tensor RelativePositions(int64_t grid_h, int64_t grid_w, int64_t n_prefix);

}  // namespace nilab::digits
