#include "plugins/ni/type_matching.h"

namespace nilab::ni {

namespace F = torch::nn::functional;

torch::Tensor PositiveBandwidth(const torch::Tensor& sigma) {
  // sigma_eff = sigma + (max(sigma, kMinSigma) - sigma).detach(): exactly sigma above kMinSigma.
  return sigma + (sigma.clamp_min(kMinSigma) - sigma).detach();
}

TypeMatchingResult MatchTypes(const torch::Tensor& types, const torch::Tensor& signatures,
                              const torch::Tensor& sigma, double tau, double eps,
                              const torch::Tensor& active) {
  const auto unit = F::NormalizeFuncOptions().p(2).dim(-1);
  const torch::Tensor s = F::normalize(signatures, unit);  // [U, d_type]
  const torch::Tensor t = F::normalize(types, unit);       // [M, d_type]
  // Eq. 3: d_ui = 1 - s_u . t_i
  const torch::Tensor d = 1.0 - torch::mm(s, t.t());  // [U, M]
  // Eq. 3: truncation by mask: K_ui = exp(-d_ui / sigma) where d_ui <= tau, else 0.
  torch::Tensor keep = d.le(tau);
  if (active.defined()) keep = keep.logical_and(active.to(keep.device()).view({-1, 1}));
  // -d / sigma <= 0 (d >= 0 up to rounding, sigma >= kMinSigma), so K never overflows.
  const torch::Tensor k =
      torch::where(keep, torch::exp(-d / PositiveBandwidth(sigma)), torch::zeros_like(d));
  // Eq. 3: C_ui = K_ui / (eps + sum_u K_ui)
  const torch::Tensor c = k / (eps + k.sum(0, /*keepdim=*/true));
  return {c, d};
}

}  // namespace nilab::ni
