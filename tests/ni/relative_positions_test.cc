// The authors' relative positions (rel_pos = "sep_sum", issue 23): separable row and column
// terms plus a per-function, code-dependent shift, on the task's patch grid, before the scaling;
// and the switches scale_attention and fc_after_attention.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <cmath>
#include <cstdlib>
#include <string>

#include "plugins/ni/modattn.h"
#include "tests/ni/ni_test_util.h"

namespace nilab::ni {
namespace {

ModAttnOptions SepSumOptions(bool scale) {
  ModAttnOptions o;
  o.dim = 8;
  o.heads = 2;
  o.qk_head_dim = 5;
  o.code_dim = 6;
  o.sep_sum = true;
  o.grid_rows = 3;
  o.grid_cols = 4;
  o.scale_attention = scale;
  return o;
}

TEST(NiSepSum, BiasIsRelativeSeparableAndShiftedPerFunctionByItsCode) {
  torch::manual_seed(3);
  ModAttn attn(SepSumOptions(/*scale=*/true));
  torch::NoGradGuard no_grad;
  const auto codes = torch::randn({3, 6});
  const int64_t prefix = 2, g = 12, n = prefix + g;
  const auto bias = attn->SepSumBias(codes, n);
  ASSERT_EQ(bias.sizes(), (std::vector<int64_t>{3, 2, n, n}));
  // Tokens before the grid (CLS) get nothing, as queries or as keys.
  EXPECT_EQ(bias.narrow(2, 0, prefix).abs().max().item<float>(), 0.0f);
  EXPECT_EQ(bias.narrow(3, 0, prefix).abs().max().item<float>(), 0.0f);
  const auto grid = bias.narrow(2, prefix, g).narrow(3, prefix, g);
  const double scale = std::sqrt(5.0);
  for (int64_t u = 0; u < 3; ++u) {
    for (int64_t h = 0; h < 2; ++h) {
      // r(p, q) from the definition: e^col[c_q - c_p].k^col_h + e^row[r_q - r_p].k^row_h
      // + (P^col c_u)_h + (P^row c_u)_h, all / sqrt(d_k).
      for (int64_t p = 0; p < g; ++p) {
        for (int64_t q = 0; q < g; ++q) {
          const int64_t dc = q % 4 - p % 4 + 3, dr = q / 4 - p / 4 + 2;
          const double expected =
              (attn->rel_col_embed[dc].dot(attn->rel_col_heads[h]) +
               attn->rel_row_embed[dr].dot(attn->rel_row_heads[h]) +
               codes[u].dot(attn->rel_col_code[h]) + codes[u].dot(attn->rel_row_code[h]))
                  .item<double>() /
              scale;
          ASSERT_NEAR(grid[u][h][p][q].item<double>(), expected, 1e-5) << u << h << p << q;
        }
      }
    }
  }
  // Functions differ by a constant per head: the code-dependent shift.
  const auto diff = grid[1] - grid[0];
  EXPECT_LT((diff - diff.mean({1, 2}, true)).abs().max().item<float>(), 1e-5f);
  EXPECT_GT(diff.abs().max().item<float>(), 1e-3f);
  // Re-drawn codes re-draw the functions' positional behaviour (Fig. 6 under their layout).
  EXPECT_FALSE(torch::allclose(attn->SepSumBias(torch::randn({3, 6}), n), bias));
  // Without the scaling the term is sqrt(d_k) larger: it was added before it.
  torch::manual_seed(3);
  ModAttn unscaled(SepSumOptions(/*scale=*/false));
  EXPECT_TRUE(torch::allclose(unscaled->SepSumBias(codes, n), bias * scale, 1e-5, 1e-6));
  // Fewer tokens than the grid: a clear error.
  EXPECT_THROW(attn->SepSumBias(codes, g - 1), std::invalid_argument);
}

TEST(NiSepSum, ModelNeedsTheTasksGridAndCountsTheEncoder) {
  NiConfig config;  // the digits preset
  config.rel_pos = "sep_sum";
  try {
    NeuralInterpreter model(config, sdk::ModelContext{225, {}});
    FAIL() << "expected an error without a patch grid";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("patch grid"), std::string::npos) << e.what();
  }
  sdk::ModelContext context{225, {8, 8}};
  NeuralInterpreter model(config, context);
  // 609,937 without positions + the authors' per-function encoder: 2 x 15 x 128 offset
  // embeddings, 2 x 4 x 128 head keys, 2 x 4 x 192 code projections = 6,400 (their count).
  EXPECT_EQ(testing::CountParams(model.module().parameters()), 609937 + 6400);
  EXPECT_EQ(model.ParameterGroups().at("rel_pos").size(), 6u);
  // The authors' 67 tokens: 3 CLS + 64 patches; rel_pos tables are not needed.
  torch::manual_seed(0);
  NiConfig small = testing::SmallConfig();
  small.rel_pos = "sep_sum";
  small.residual = "code";
  NeuralInterpreter tiny(small, context);
  const auto x = torch::randn({2, 67, small.dim}, torch::requires_grad());
  const auto y = tiny.Forward({x, {}}).tokens;
  ASSERT_EQ(y.sizes(), x.sizes());
  y.pow(2).sum().backward();
  const sdk::ParamGroups groups = tiny.ParameterGroups();
  for (const auto& p : groups.at("rel_pos")) {
    ASSERT_TRUE(p.grad().defined());
    EXPECT_GT(p.grad().abs().sum().item<float>(), 0.0f);
  }
}

TEST(NiSepSum, WithoutTheOutputModLinTheModelIsSmallerAndRuns) {
  NiConfig config = testing::SmallConfig();
  auto with = testing::MakeModel(config);
  config.fc_after_attention = false;
  auto without = testing::MakeModel(config);
  // One ModLin (W, b, W_c) fewer per LOC: (d^2 + d + d d_code) x n_l x n_s.
  const int64_t d = config.dim, per_loc = d * d + d + d * config.code_dim;
  EXPECT_EQ(testing::CountParams(with->module().parameters()) -
                testing::CountParams(without->module().parameters()),
            per_loc * config.n_l * config.n_s);
  const auto x = torch::randn({2, 5, d});
  for (const char* recompute : {"never", "always"}) {
    ::setenv("NILAB_NI_RECOMPUTE", recompute, 1);
    const auto y = without->Forward({x, {}}).tokens;
    EXPECT_TRUE(torch::isfinite(y).all().item<bool>());
    y.sum().backward();
    const auto w = without->script(0)->interpreter->locs[0]->as<Loc>()->attn->value->weight;
    ASSERT_TRUE(w.grad().defined()) << recompute;
    EXPECT_TRUE(torch::isfinite(w.grad()).all().item<bool>());
  }
  ::unsetenv("NILAB_NI_RECOMPUTE");
}

}  // namespace
}  // namespace nilab::ni
