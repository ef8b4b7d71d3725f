#include "plugins/ni/modmlp.h"

#include <cstdint>

namespace nilab::ni {

ModMlpImpl::ModMlpImpl(int64_t dim, int64_t hidden, int64_t code_dim, bool modulated) {
  fc1 = register_module("fc1", ModLin(dim, hidden, code_dim, /*bias=*/true, modulated));
  fc2 = register_module("fc2", ModLin(hidden, dim, code_dim, /*bias=*/true, modulated));
}

ModMlpWeights ModMlpImpl::Fold(const torch::Tensor& codes) const {
  return {fc1->Fold(codes), fc2->Fold(codes)};
}

torch::Tensor ModMlpImpl::forward(const torch::Tensor& x, const ModMlpWeights& w) {
  return Apply(x, w.fc1, fc1->bias, w.fc2, fc2->bias);
}

torch::Tensor ModMlpImpl::Apply(const torch::Tensor& x, const torch::Tensor& fc1,
                                const torch::Tensor& b1, const torch::Tensor& fc2,
                                const torch::Tensor& b2) {
  // Eq. 5: ModLin_2(GELU(ModLin_1(x; c_u)); c_u)
  return ApplyFolded(torch::gelu(ApplyFolded(x, fc1, b1)), fc2, b2);
}

}  // namespace nilab::ni
