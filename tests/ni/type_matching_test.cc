// Eqs. 2-3: type matching, truncation by mask, normalisation over functions.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <algorithm>
#include <cmath>

#include "plugins/ni/type_matching.h"

namespace nilab::ni {
namespace {

TEST(NiTypeMatching, CompatibilityIsInUnitIntervalAndSumsToAtMostOne) {
  torch::manual_seed(1);
  const auto types = torch::randn({200, 8});
  const auto signatures = torch::randn({6, 8});
  const auto r = MatchTypes(types, signatures, torch::tensor(0.7), 1.0, 1e-6);
  ASSERT_EQ(r.compatibility.sizes(), (std::vector<int64_t>{6, 200}));
  EXPECT_GE(r.compatibility.min().item<float>(), 0.0f);
  EXPECT_LE(r.compatibility.max().item<float>(), 1.0f);
  EXPECT_LE(r.compatibility.sum(0).max().item<float>(), 1.0f + 1e-6f);
  // Tokens with at least one compatible function are normalised to (almost exactly) one.
  const auto routed = r.distance.le(1.0).any(0);
  ASSERT_GT(routed.sum().item<int64_t>(), 0);
  const auto sums = r.compatibility.sum(0).masked_select(routed);
  EXPECT_NEAR(sums.min().item<float>(), 1.0f, 1e-4f);
}

TEST(NiTypeMatching, ZeroExactlyWhenDistanceExceedsTau) {
  torch::manual_seed(2);
  const auto types = torch::randn({300, 5});
  const auto signatures = torch::randn({4, 5});
  const double tau = 0.9;
  const auto r = MatchTypes(types, signatures, torch::tensor(1.0), tau, 1e-6);
  const auto truncated = r.distance.gt(tau);
  ASSERT_GT(truncated.sum().item<int64_t>(), 0);
  ASSERT_GT(truncated.logical_not().sum().item<int64_t>(), 0);
  // C == 0 exactly on truncated pairs and > 0 on every other pair.
  EXPECT_TRUE(r.compatibility.eq(0).equal(truncated));
  // Distances are 1 - cosine similarity of the normalised vectors.
  const auto expected =
      1 - torch::mm(signatures / signatures.norm(2, 1, true), (types / types.norm(2, 1, true)).t());
  EXPECT_LT((r.distance - expected).abs().max().item<float>(), 1e-5f);
}

TEST(NiTypeMatching, KernelAndNormalisationFollowEq3) {
  const auto types = torch::tensor({{1.0f, 0.0f}, {0.0f, 2.0f}});
  const auto signatures = torch::tensor({{1.0f, 0.0f}, {1.0f, 1.0f}});
  const double sigma = 0.5, eps = 1e-6;
  const auto r = MatchTypes(types, signatures, torch::tensor(sigma), 2.0, eps);
  // d = 1 - cos: token 0 vs s0: 0, vs s1: 1 - 1/sqrt(2); token 1 vs s0: 1, vs s1: same.
  const double d1 = 1 - 1 / std::sqrt(2.0);
  const double k00 = 1, k10 = std::exp(-d1 / sigma), k01 = std::exp(-1 / sigma), k11 = k10;
  EXPECT_NEAR(r.compatibility[0][0].item<double>(), k00 / (eps + k00 + k10), 1e-6);
  EXPECT_NEAR(r.compatibility[1][0].item<double>(), k10 / (eps + k00 + k10), 1e-6);
  EXPECT_NEAR(r.compatibility[0][1].item<double>(), k01 / (eps + k01 + k11), 1e-6);
}

TEST(NiTypeMatching, GradientsFiniteWhenEveryFunctionTruncatesAToken) {
  // Token 0 matches nothing (all distances > tau); its C column is exactly zero.
  const auto types = torch::tensor({{-1.0f, 0.0f}, {1.0f, 0.1f}}).requires_grad_(true);
  const auto signatures = torch::tensor({{1.0f, 0.0f}, {1.0f, 0.2f}}).requires_grad_(true);
  const auto sigma = torch::tensor(1.0f).requires_grad_(true);
  const auto r = MatchTypes(types, signatures, sigma, 1.5, 1e-6);
  EXPECT_EQ(r.compatibility.select(1, 0).abs().sum().item<float>(), 0.0f);
  (r.compatibility * torch::randn_like(r.compatibility)).sum().backward();
  for (const auto& g : {types.grad(), signatures.grad(), sigma.grad()}) {
    ASSERT_TRUE(g.defined());
    EXPECT_TRUE(torch::isfinite(g).all().item<bool>());
  }
  EXPECT_EQ(types.grad()[0].abs().sum().item<float>(), 0.0f);
  EXPECT_GT(types.grad()[1].abs().sum().item<float>(), 0.0f);
}

TEST(NiTypeMatching, InactiveFunctionsGetZeroCompatibility) {
  torch::manual_seed(3);
  const auto types = torch::randn({50, 4});
  const auto signatures = torch::randn({3, 4});
  const auto active = torch::tensor({true, false, true});
  const auto r = MatchTypes(types, signatures, torch::tensor(1.0), 2.0, 1e-6, active);
  EXPECT_EQ(r.compatibility[1].abs().sum().item<float>(), 0.0f);
  EXPECT_NEAR(r.compatibility.sum(0).min().item<float>(), 1.0f, 1e-4f);
}

// sigma stays positive (issue 23, defect 5): a negative raw value must neither overflow
// exp(-d / sigma) nor give NaN gradients; above kMinSigma the bandwidth is the raw value.
TEST(NiTypeMatching, NegativeSigmaGivesFiniteCompatibilityAndGradients) {
  torch::manual_seed(5);
  const auto types = torch::randn({120, 6}).requires_grad_();
  const auto signatures = torch::randn({4, 6});
  const auto weights = torch::randn({4, 120});
  for (double raw : {-0.5, -1e-6, 0.0}) {
    SCOPED_TRACE(raw);
    const auto sigma = torch::tensor(raw).requires_grad_();
    const auto r = MatchTypes(types, signatures, sigma, 2.0, 1e-6);
    ASSERT_TRUE(torch::isfinite(r.compatibility).all().item<bool>());
    EXPECT_GE(r.compatibility.min().item<float>(), 0.0f);
    EXPECT_LE(r.compatibility.sum(0).max().item<float>(), 1.0f + 1e-5f);
    (r.compatibility * weights).sum().backward();
    EXPECT_TRUE(torch::isfinite(types.grad()).all().item<bool>());
    ASSERT_TRUE(sigma.grad().defined());
    EXPECT_TRUE(std::isfinite(sigma.grad().item<double>()));
    types.mutable_grad().reset();
  }
  // The clamp is max(sigma, kMinSigma): a negative sigma routes like sigma = kMinSigma.
  const auto clamped = MatchTypes(types, signatures, torch::tensor(-3.0), 2.0, 1e-6);
  const auto at_min = MatchTypes(types, signatures, torch::tensor(kMinSigma), 2.0, 1e-6);
  EXPECT_TRUE(clamped.compatibility.equal(at_min.compatibility));
}

TEST(NiTypeMatching, PositiveSigmaIsUsedUnchangedWithItsGradient) {
  // Straight-through clamp: value and gradient are those of the plain parameter above kMinSigma,
  // as in the authors' kernel, and the gradient still reaches a parameter below it.
  for (double raw : {0.37, 2.0, -0.25}) {
    SCOPED_TRACE(raw);
    const auto sigma = torch::tensor(raw, torch::kDouble).requires_grad_();
    const auto used = PositiveBandwidth(sigma);
    if (raw > kMinSigma) {
      EXPECT_EQ(used.item<double>(), raw);  // sigma + 0: bit for bit the parameter
    } else {
      EXPECT_NEAR(used.item<double>(), kMinSigma, 1e-15);
    }
    (used * 3.0).backward();
    EXPECT_EQ(sigma.grad().item<double>(), 3.0);
  }
}

}  // namespace
}  // namespace nilab::ni
