#include "plugins/ni/modmlp.h"

namespace nilab::ni {

ModMlpImpl::ModMlpImpl(int64_t dim, int64_t hidden, int64_t code_dim, bool modulated) {
  fc1 = register_module("fc1", ModLin(dim, hidden, code_dim, /*bias=*/true, modulated));
  fc2 = register_module("fc2", ModLin(hidden, dim, code_dim, /*bias=*/true, modulated));
}

ModMlpWeights ModMlpImpl::Fold(const torch::Tensor& codes) const {
  return {fc1->Fold(codes), fc2->Fold(codes)};
}

torch::Tensor ModMlpImpl::forward(const torch::Tensor& x, const ModMlpWeights& w) {
  // Eq. 5: ModLin_2(GELU(ModLin_1(x; c_u)); c_u)
  return fc2->Apply(torch::gelu(fc1->Apply(x, w.fc1)), w.fc2);
}

}  // namespace nilab::ni
