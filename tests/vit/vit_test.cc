// Tests of the ViT baseline model (plugins/vit).
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <iostream>
#include <set>

#include "plugins/vit/vit.h"

namespace nilab::vit {
namespace {

VitConfig Small(int64_t depth = 2, int64_t dim = 16) {
  VitConfig c;
  c.depth = depth;
  c.dim = dim;
  c.heads = 4;
  c.mlp_hidden = 2 * dim;
  return c;
}

sdk::ModelContext WithRelPos(int64_t n) {
  sdk::ModelContext ctx;
  ctx.num_rel_pos = n;
  return ctx;
}

int64_t CountParameters(torch::nn::Module& m) {
  int64_t n = 0;
  for (const auto& p : m.parameters()) n += p.numel();
  return n;
}

TEST(Vit, ForwardKeepsShapeAndIsFinite) {
  torch::manual_seed(0);
  VitModel model(Small(), {});
  EXPECT_EQ(model.dim(), 16);
  torch::Tensor x = torch::randn({3, 7, 16});
  torch::Tensor y = model.Forward({x, {}}).tokens;
  EXPECT_EQ(y.sizes(), x.sizes());
  EXPECT_TRUE(torch::isfinite(y).all().item<bool>());
  EXPECT_THROW(model.Forward({torch::randn({3, 7, 8}), {}}), std::invalid_argument);
}

TEST(Vit, PermutationEquivariantWithoutRelPos) {
  torch::manual_seed(1);
  VitModel model(Small(3), {});
  model.module().eval();
  torch::Tensor x = torch::randn({2, 9, 16});
  torch::Tensor perm = torch::randperm(9);
  torch::Tensor y = model.Forward({x, {}}).tokens;
  torch::Tensor y_perm = model.Forward({x.index_select(1, perm), {}}).tokens;
  EXPECT_TRUE(torch::allclose(y.index_select(1, perm), y_perm, 1e-5, 1e-5));
}

TEST(Vit, FewerLayersAtInferenceSkipTheLaterBlocks) {
  torch::manual_seed(2);
  VitModel model(Small(4), {});
  EXPECT_EQ(model.iterations(), 4);
  torch::Tensor x = torch::randn({2, 5, 16});
  torch::NoGradGuard no_grad;
  torch::Tensor full = model.Forward({x, {}}).tokens;
  model.SetIterations(2);
  EXPECT_EQ(model.iterations(), 2);
  torch::Tensor two = model.Forward({x, {}}).tokens;
  EXPECT_EQ(two.sizes(), x.sizes());
  EXPECT_TRUE(torch::isfinite(two).all().item<bool>());
  EXPECT_GT((two - full).abs().max().item<double>(), 1e-3);
  // With 2 layers the last two blocks take no part: perturbing them changes nothing.
  for (auto& p : model.module().named_parameters()) {
    if (p.key().rfind("blocks.2.", 0) == 0 || p.key().rfind("blocks.3.", 0) == 0) {
      p.value().add_(torch::randn_like(p.value()));
    }
  }
  EXPECT_TRUE(torch::equal(model.Forward({x, {}}).tokens, two));
  model.SetIterations(4);
  EXPECT_GT((model.Forward({x, {}}).tokens - full).abs().max().item<double>(), 1e-3);
  EXPECT_THROW(model.SetIterations(0), std::invalid_argument);
  EXPECT_THROW(model.SetIterations(5), std::invalid_argument);
  EXPECT_EQ(model.iterations(), 4);
}

TEST(Vit, RelPosBiasChangesOutputAndGetsGradients) {
  torch::manual_seed(3);
  const int64_t N = 6, R = 5;
  VitModel model(Small(2), WithRelPos(R));
  const torch::Tensor& table = model.encoder()->rel_pos_bias();
  ASSERT_TRUE(table.defined());
  EXPECT_EQ(table.sizes(), (std::vector<int64_t>{2, R, 4}));
  {
    torch::NoGradGuard no_grad;
    table.mul_(50.0);  // large enough to matter against the N(0, 0.02²) logits at init
  }
  // Indices 0..3 and -1; index 4 is never used.
  torch::Tensor rel_pos = torch::randint(-1, 4, {N, N}, torch::kLong);
  rel_pos.fill_diagonal_(-1);
  rel_pos[0][1] = 3;
  torch::Tensor x = torch::randn({2, N, 16});
  torch::Tensor plain = model.Forward({x, {}}).tokens;
  torch::Tensor none = model.Forward({x, torch::full({N, N}, -1, torch::kLong)}).tokens;
  EXPECT_TRUE(torch::allclose(plain, none, 1e-6, 1e-6)) << "-1 must mean no bias";
  torch::Tensor biased = model.Forward({x, rel_pos}).tokens;
  EXPECT_GT((biased - plain).abs().max().item<double>(), 1e-3);

  biased.pow(2).sum().backward();
  torch::Tensor grad = table.grad();
  ASSERT_TRUE(grad.defined());
  for (int64_t l = 0; l < 2; ++l) {
    EXPECT_GT(grad[l].slice(0, 0, 4).abs().sum().item<double>(), 0.0) << "layer " << l;
    EXPECT_EQ(grad[l][4].abs().sum().item<double>(), 0.0) << "unused index got a gradient";
  }
  sdk::ParamGroups groups = model.ParameterGroups();
  ASSERT_EQ(groups.count("rel_pos"), 1u);
  EXPECT_TRUE(groups["rel_pos"][0].is_same(table));
}

TEST(Vit, RejectsBadRelPos) {
  VitModel with(Small(), WithRelPos(3));
  VitModel without(Small(), {});
  torch::Tensor x = torch::randn({1, 4, 16});
  EXPECT_THROW(with.Forward({x, torch::full({4, 4}, 3, torch::kLong)}), std::invalid_argument);
  EXPECT_THROW(with.Forward({x, torch::zeros({4, 5}, torch::kLong)}), std::invalid_argument);
  EXPECT_THROW(with.Forward({x, torch::zeros({4, 4}, torch::kInt)}), std::invalid_argument);
  EXPECT_THROW(without.Forward({x, torch::zeros({4, 4}, torch::kLong)}), std::invalid_argument);
  EXPECT_NO_THROW(with.Forward({x, torch::full({4, 4}, 2, torch::kLong)}));
}

TEST(Vit, DefaultConfigHasAbout1Point8MParameters) {
  sdk::Params params = sdk::Params::WithDefaults(VitParamSchema());
  VitConfig config = VitConfig::FromParams(params);
  EXPECT_EQ(config.depth, 8);
  EXPECT_EQ(config.dim, 192);
  VitModel model(config, {});
  const int64_t n = CountParameters(model.module());
  std::cout << "default ViT parameters: " << n << "\n";
  // 8 blocks x (4·192² + 4·192 attention + 2·192·192 + 192 + 192 MLP + 4·192 norms) + 2·192.
  EXPECT_EQ(n, 8 * (4 * 192 * 192 + 4 * 192 + 2 * 192 * 192 + 192 + 192 + 4 * 192) + 2 * 192);
  EXPECT_GT(n, 1'700'000);
  EXPECT_LT(n, 1'900'000);
  params.Set("heads", int64_t{5});
  EXPECT_THROW(VitConfig::FromParams(params), std::invalid_argument);
}

TEST(Vit, ParameterGroupsCoverEveryParameterOnce) {
  for (int64_t r : {0, 7}) {
    VitModel model(Small(3), WithRelPos(r));
    sdk::ParamGroups groups = model.ParameterGroups();
    EXPECT_EQ(groups.size(), r > 0 ? 2u : 1u);
    std::set<const void*> seen;
    int64_t grouped = 0;
    for (const auto& [name, tensors] : groups) {
      for (const auto& t : tensors) {
        EXPECT_TRUE(seen.insert(t.unsafeGetTensorImpl()).second) << name;
        grouped += t.numel();
      }
    }
    EXPECT_EQ(grouped, CountParameters(model.module()));
  }
}

// A set-regression toy problem read out by a linear head (as a task would): each token must
// output y_i = tanh(2 x_i0) + mean_j x_j1, a function of itself and of the whole set.
TEST(Vit, SmallVitFitsToySetRegression) {
  torch::manual_seed(4);
  const int64_t D = 16;
  VitModel model(Small(2, D), {});
  torch::nn::Linear head(D, 1);
  torch::Tensor x = torch::randn({256, 8, D});
  torch::Tensor y = torch::tanh(2 * x.select(2, 0)) + x.select(2, 1).mean(1, true);
  auto predict = [&](const torch::Tensor& xb) {
    return head(model.Forward({xb, {}}).tokens).squeeze(-1);
  };
  std::vector<torch::Tensor> params = model.module().parameters();
  for (const auto& p : head->parameters()) params.push_back(p);
  torch::optim::AdamW opt(params, torch::optim::AdamWOptions(3e-3));
  auto full_loss = [&] {
    torch::NoGradGuard no_grad;
    return torch::mse_loss(predict(x), y).item<double>();
  };
  const double first = full_loss();
  for (int step = 0; step < 400; ++step) {
    torch::Tensor idx = torch::randint(0, 256, {32}, torch::kLong);
    torch::Tensor loss = torch::mse_loss(predict(x.index_select(0, idx)), y.index_select(0, idx));
    opt.zero_grad();
    loss.backward();
    opt.step();
  }
  const double last = full_loss();
  std::cout << "toy set regression loss: " << first << " -> " << last << "\n";
  EXPECT_LT(last, 0.1 * first);
}

}  // namespace
}  // namespace nilab::vit
