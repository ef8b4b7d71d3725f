// The halting unit of adaptive computation time (Graves 2016, "Adaptive Computation Time for
// Recurrent Neural Networks"; Appendix C of "Learning to Reason with Adaptive Computation"):
// after function iteration n it reads the state s^n and gives a halting probability
//
//   h^n = sigmoid(w . LN(s^n) + b)                                          (App. C, Eq. 6)
//
// per sample, with s^n the mean of the sample's token states, or per token, with s^n the
// token's state. LN (ours) is a LayerNorm without affine parameters: the NI's paper residual
// grows the state's scale with every iteration (README.md, Residual form), and w already holds
// any gain (a LayerNorm bias would only add a constant to b). One unit per script.
#pragma once

#include <torch/torch.h>

namespace nilab::ni {

class HaltingUnitImpl : public torch::nn::Module {
 public:
  // w like nn.Linear's weight (Kaiming-uniform), b = bias_init.
  HaltingUnitImpl(int64_t dim, double bias_init);
  // states: [B, N, dim] -> h: [B, 1] (per_token false: pooled over tokens) or [B, N].
  torch::Tensor forward(const torch::Tensor& states, bool per_token);

  torch::nn::Linear linear{nullptr};
};
TORCH_MODULE(HaltingUnit);

}  // namespace nilab::ni
