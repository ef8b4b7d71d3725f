// ModLin (Eq. 4): y = W (x ⊙ LN(W_c c)) + b, LN without affine parameters, W_c without bias.
// W, b and W_c are shared by all functions; functions differ only through their code c_u.
//
// Batched form used everywhere: W (x ⊙ m_u) = (W diag(m_u)) x, so the modulation
// m_u = LN(W_c c_u) is computed once per function and folded into a per-function weight
// W'_u = W diag(m_u) ([U, out, in], a few hundred KB). All functions then run as one batched
// GEMM over tokens; when every function sees the same input (the first LOC of an iteration,
// x_ui = x_i) the input is shared, never copied U times.
#pragma once

#include <torch/torch.h>

namespace nilab::ni {

// Eq. 4 for all functions with folded weights: y_u = x_u W'_u^T + b.
//   x: [M, in] (the same input for every function) or [U, M, in]; folded: [U, out, in];
//   bias: [out] or undefined  ->  [U, M, out]
torch::Tensor ApplyFolded(const torch::Tensor& x, const torch::Tensor& folded,
                          const torch::Tensor& bias);

class ModLinImpl : public torch::nn::Module {
 public:
  ModLinImpl(int64_t in, int64_t out, int64_t code_dim, bool bias, bool modulated);

  // Eq. 4: m_u = LN(W_c c_u) for codes [U, code_dim] -> [U, in] (ones when not modulated).
  torch::Tensor Modulation(const torch::Tensor& codes) const;
  // W'_u = scale * W diag(m_u) for every function: [U, out, in].
  torch::Tensor Fold(const torch::Tensor& codes, double scale = 1.0) const;
  // ApplyFolded with this layer's bias.
  torch::Tensor Apply(const torch::Tensor& x, const torch::Tensor& folded) const;
  // As Apply, with the output split into heads: [U * heads, M, out / heads], the layout the
  // attention's batched matmuls read without a copy (when x is shared).
  torch::Tensor ApplyHeads(const torch::Tensor& x, const torch::Tensor& folded,
                           int64_t heads) const;

  int64_t in_features, out_features;
  bool modulated;
  torch::Tensor weight;     // W: [out, in]
  torch::Tensor bias;       // b: [out], undefined when the layer has no bias
  torch::Tensor code_proj;  // W_c: [in, code_dim]
};
TORCH_MODULE(ModLin);

}  // namespace nilab::ni
