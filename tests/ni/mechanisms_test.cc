// ModLin (Eq. 4), ModAttn (Eqs. 6-8), LOC (Eqs. 9-10) and the interpreter (Eq. 11) against
// direct, unbatched computations of the equations.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <cmath>

#include "plugins/ni/interpreter.h"
#include "plugins/ni/modattn.h"
#include "plugins/ni/modlin.h"
#include "tests/ni/ni_test_util.h"

namespace nilab::ni {
namespace {

using testing::MaxAbsDiff;

TEST(NiModLin, BatchedFormMatchesEq4PerFunction) {
  torch::manual_seed(4);
  ModLin lin(10, 7, 5, /*bias=*/true, /*modulated=*/true);
  torch::NoGradGuard no_grad;
  lin->bias.normal_();
  const auto codes = torch::randn({3, 5});
  const auto x_shared = torch::randn({11, 10});
  const auto x_each = torch::randn({3, 11, 10});
  const auto folded = lin->Fold(codes);
  const auto y_shared = lin->Apply(x_shared, folded);
  const auto y_each = lin->Apply(x_each, folded);
  ModLin split(10, 6, 5, /*bias=*/true, /*modulated=*/true);
  split->bias.normal_();
  const auto y_heads = split->ApplyHeads(x_shared, split->Fold(codes), 2);
  const auto y_heads_each = split->ApplyHeads(x_each, split->Fold(codes), 2);
  for (int64_t u = 0; u < 3; ++u) {
    // Eq. 4: y = W (x ⊙ LN(W_c c)) + b, LN without affine parameters.
    const auto m = torch::layer_norm(torch::mv(lin->code_proj, codes[u]), {10});
    const auto direct_shared = torch::mm(x_shared * m, lin->weight.t()) + lin->bias;
    const auto direct_each = torch::mm(x_each[u] * m, lin->weight.t()) + lin->bias;
    EXPECT_LT(MaxAbsDiff(y_shared[u], direct_shared), 1e-5);
    EXPECT_LT(MaxAbsDiff(y_each[u], direct_each), 1e-5);
    const auto ms = torch::layer_norm(torch::mv(split->code_proj, codes[u]), {10});
    const auto heads_shared = torch::mm(x_shared * ms, split->weight.t()) + split->bias;
    const auto heads_each = torch::mm(x_each[u] * ms, split->weight.t()) + split->bias;
    for (int64_t h = 0; h < 2; ++h) {
      EXPECT_LT(MaxAbsDiff(y_heads[u * 2 + h], heads_shared.narrow(1, h * 3, 3)), 1e-5);
      EXPECT_LT(MaxAbsDiff(y_heads_each[u * 2 + h], heads_each.narrow(1, h * 3, 3)), 1e-5);
    }
  }
}

TEST(NiModLin, UnmodulatedIsPlainLinear) {
  torch::manual_seed(5);
  ModLin lin(6, 4, 3, /*bias=*/true, /*modulated=*/false);
  EXPECT_FALSE(lin->code_proj.defined());
  torch::NoGradGuard no_grad;
  const auto x = torch::randn({9, 6});
  const auto y = lin->Apply(x, lin->Fold(torch::randn({2, 3})));
  const auto direct = torch::mm(x, lin->weight.t()) + lin->bias;
  EXPECT_LT(MaxAbsDiff(y[0], direct), 1e-6);
  EXPECT_LT(MaxAbsDiff(y[1], direct), 1e-6);
}

// Eq. 7 with W materialised, Eq. 8's mixing, in double precision.
torch::Tensor DirectAttention(const torch::Tensor& q, const torch::Tensor& k,
                              const torch::Tensor& v, const torch::Tensor& c,
                              const torch::Tensor& bias, double eps) {
  const int64_t u = q.size(0), h = q.size(1), b = q.size(2);
  auto out = torch::zeros({u, h, b, q.size(3), v.size(4)}, q.options());
  for (int64_t fu = 0; fu < u; ++fu) {
    for (int64_t hh = 0; hh < h; ++hh) {
      for (int64_t bb = 0; bb < b; ++bb) {
        auto logits = torch::mm(q[fu][hh][bb], k[fu][hh][bb].t());
        if (bias.defined()) logits = logits + bias[hh];
        const auto a = torch::softmax(logits, -1);
        const auto ci = c[fu][bb].unsqueeze(1), cj = c[fu][bb].unsqueeze(0);
        const auto wt = ci * cj * a;                               // C_ui C_uj A_uhij
        const auto w = wt / (eps + wt.sum(-1, /*keepdim=*/true));  // Eq. 7
        out[fu][hh][bb] = torch::mm(w, v[fu][hh][bb]);             // Eq. 8
      }
    }
  }
  return out;
}

TEST(NiModAttn, CompatibilityAttentionMatchesEq7) {
  torch::manual_seed(6);
  const auto opt = torch::TensorOptions().dtype(torch::kDouble);
  const auto q = torch::randn({3, 2, 4, 7, 5}, opt), k = torch::randn({3, 2, 4, 7, 5}, opt);
  const auto v = torch::randn({3, 2, 4, 7, 6}, opt);
  auto c = torch::rand({3, 4, 7}, opt);
  c.index_put_({0, 1}, 0.0);                            // function 0 takes no token of sample 1
  c.index_put_({1, torch::indexing::Slice(), 3}, 0.0);  // token 3 not routed to function 1
  c.index_put_({2, 0, 0}, 1e-4);                        // a barely compatible pair
  const auto bias = torch::randn({2, 7, 7}, opt);
  for (const double eps : {1e-6, 0.3}) {
    EXPECT_LT(MaxAbsDiff(CompatibilityAttention(q, k, v, c, bias, eps),
                         DirectAttention(q, k, v, c, bias, eps)),
              1e-10);
    EXPECT_LT(MaxAbsDiff(CompatibilityAttention(q, k, v, c, {}, eps),
                         DirectAttention(q, k, v, c, {}, eps)),
              1e-10);
  }
  // Unrouted (u, i) pairs produce exactly zero.
  const auto y = CompatibilityAttention(q, k, v, c, bias, 1e-6);
  EXPECT_EQ(y.select(0, 0).select(1, 1).abs().max().item<double>(), 0.0);
  EXPECT_EQ(y.select(0, 1).select(2, 3).abs().max().item<double>(), 0.0);
}

TEST(NiModAttn, GradientsMatchFiniteDifferences) {
  torch::manual_seed(7);
  const auto opt = torch::TensorOptions().dtype(torch::kDouble);
  auto q = torch::randn({2, 2, 2, 5, 3}, opt).requires_grad_(true);
  auto k = torch::randn({2, 2, 2, 5, 3}, opt).requires_grad_(true);
  auto v = torch::randn({2, 2, 2, 5, 4}, opt).requires_grad_(true);
  auto c = torch::rand({2, 2, 5}, opt);
  c.index_put_({0, 0, 2}, 0.0);
  c.requires_grad_(true);
  const auto probe = torch::randn({2, 2, 2, 5, 4}, opt);
  auto loss = [&] { return (CompatibilityAttention(q, k, v, c, {}, 1e-3) * probe).sum(); };
  loss().backward();
  const double h = 1e-6;
  for (torch::Tensor* t : {&q, &k, &v, &c}) {
    const auto grad = t->grad().clone();
    auto flat = t->detach().view(-1);
    for (int64_t idx : {0L, 7L, flat.numel() - 1}) {
      const double orig = flat[idx].item<double>();
      torch::NoGradGuard no_grad;
      flat[idx] = orig + h;
      const double up = loss().item<double>();
      flat[idx] = orig - h;
      const double down = loss().item<double>();
      flat[idx] = orig;
      EXPECT_NEAR(grad.view(-1)[idx].item<double>(), (up - down) / (2 * h), 1e-5);
    }
  }
}

TEST(NiInterpreter, TokenNoFunctionAcceptsIsUnchanged) {
  torch::manual_seed(8);
  ModAttnOptions attn;
  attn.dim = 8;
  attn.heads = 2;
  attn.qk_head_dim = 4;
  attn.code_dim = 5;
  Interpreter interp(2, attn, 12, 0.0, /*paper_residual=*/true);
  torch::NoGradGuard no_grad;
  const int64_t b = 2, n = 6, u = 3;
  const auto x = torch::randn({b * n, 8});
  auto c = torch::rand({u, b, n});
  c.index_put_({torch::indexing::Slice(), 1, 4}, 0.0);  // token 4 of sample 1: no function
  c = c / c.sum(0, true).clamp_min(1e-6);
  const auto y = interp(x, c, interp->Fold(torch::randn({u, 5}), {}), 1e-6);
  EXPECT_TRUE(y[1 * n + 4].equal(x[1 * n + 4]));
  EXPECT_GT((y - x).abs().sum().item<float>(), 1e-3f);
  // With C == 0 everywhere the interpreter is the identity.
  const auto y0 = interp(x, torch::zeros_like(c), interp->Fold(torch::randn({u, 5}), {}), 1e-6);
  EXPECT_TRUE(y0.equal(x));
}

TEST(NiLoc, UnroutedStreamsKeepTheirInput) {
  // Eqs. 9-10: y_ui = x_ui when C_ui = 0, also for per-function inputs (LOCs after the first).
  torch::manual_seed(9);
  ModAttnOptions attn;
  attn.dim = 8;
  attn.heads = 2;
  attn.qk_head_dim = 4;
  attn.code_dim = 5;
  Loc loc(attn, 12, 0.0);
  torch::NoGradGuard no_grad;
  const auto x = torch::randn({3, 2 * 5, 8});
  auto c = torch::rand({3, 2, 5});
  c.index_put_({2, 0, 1}, 0.0);
  const auto y = loc(x, c, loc->Fold(torch::randn({3, 5}), {}), 1e-6);
  EXPECT_TRUE(y[2][1].equal(x[2][1]));
  EXPECT_FALSE(y[1][1].equal(x[1][1]));
}

}  // namespace
}  // namespace nilab::ni
