#include "tests/bench/flops.h"

#include <cstdint>

namespace nilab::bench {

double NiForwardFlops(const sdk::Params& p, int64_t n) {
  const double d = p.Int("dim"), dt = p.Int("type_dim"), h = p.Int("heads");
  const double dk = p.Int("head_dim") > 0 ? p.Int("head_dim") : d / h;
  const double hidden = p.Int("mlp_hidden"), u = p.Int("n_f");
  const double ns = p.Int("n_s"), ni = p.Int("n_i"), nl = p.Int("n_l");
  const double tokens = static_cast<double>(n);
  // Multiply-adds of one function on one token in one LOC.
  const double qk = 2 * d * h * dk;           // query and key ModLins
  const double vo = 2 * d * d;                // value and output ModLins
  const double mlp = 2 * d * hidden;          // ModMLP
  const double attn = tokens * (h * dk + d);  // logits and mixing against N keys
  const double loc = qk + vo + mlp + attn;
  // Per token and iteration: type inference MLP + distances to U signatures.
  const double typing = d * d + d * dt + u * dt;
  return 2.0 * ns * ni * tokens * (typing + u * nl * loc);
}

double VitForwardFlops(const sdk::Params& p, int64_t n) {
  const double d = p.Int("dim"), depth = p.Int("depth"), hidden = p.Int("mlp_hidden");
  const double tokens = static_cast<double>(n);
  const double layer = 4 * d * d + 2 * tokens * d + 2 * d * hidden;
  return 2.0 * depth * tokens * layer;
}

}  // namespace nilab::bench
