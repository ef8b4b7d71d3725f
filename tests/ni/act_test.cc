// Adaptive computation over function iterations (plugins/ni/act.h, halting.h): the halting
// rule, the mixing weights, the ponder cost, gradients to the halting unit, halted samples
// leaving the batch, and the model's stats and parameter groups.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <set>
#include <string>
#include <vector>

#include "plugins/ni/neural_interpreter.h"
#include "tests/ni/ni_test_util.h"

namespace nilab::ni {
namespace {

using testing::MakeModel;
using testing::MaxAbsDiff;

constexpr int64_t kMax = 5;

// One script (so the mixing can be checked against fixed-n_i runs), 5 iterations at most.
NiConfig ActConfig(const std::string& halting, double bias_init = 0.0) {
  NiConfig c = testing::SmallConfig();
  c.n_s = 1;
  c.n_l = 1;
  c.n_i = kMax;
  c.tau = 2.0;
  c.halting = halting;
  c.halt_bias_init = bias_init;
  c.halt_epsilon = 0.01;
  return c;
}

NiConfig Fixed(NiConfig c) {
  c.halting = "none";
  return c;
}

ActResult RunScript(NeuralInterpreter& model, const torch::Tensor& x) {
  return model.script(0)->Adaptive(x, {}, model.iterations(), {}, nullptr);
}

std::set<int64_t> Distinct(const torch::Tensor& t) {
  std::set<int64_t> out;
  const auto flat = t.flatten().to(torch::kLong);
  for (int64_t i = 0; i < flat.numel(); ++i) out.insert(flat[i].item<int64_t>());
  return out;
}

TEST(NiAct, SameSeedGivesTheFixedModelsWeights) {
  auto act = MakeModel(ActConfig("act_sample"), 0, /*seed=*/3);
  auto fixed = MakeModel(Fixed(ActConfig("act_sample")), 0, /*seed=*/3);
  const auto fixed_params = fixed->module().named_parameters();
  int64_t matched = 0;
  for (const auto& item : act->module().named_parameters()) {
    if (item.key().find("halting") != std::string::npos) continue;
    ASSERT_TRUE(fixed_params.contains(item.key())) << item.key();
    EXPECT_TRUE(item.value().equal(fixed_params[item.key()])) << item.key();
    ++matched;
  }
  EXPECT_EQ(matched, static_cast<int64_t>(fixed_params.size()));
}

TEST(NiAct, EpsilonOneHaltsAfterOneIteration) {
  for (const std::string mode : {"act_sample", "act_token"}) {
    NiConfig config = ActConfig(mode, /*bias_init=*/-6.0);  // h ~ 0.0025: would run to the max
    config.halt_epsilon = 1.0;
    auto model = MakeModel(config, 0, 1);
    auto one = MakeModel(Fixed(config), 0, 1);
    one->SetIterations(1);
    const auto x = torch::randn({4, 5, 16});
    const sdk::ModelOutput out = model->Forward({x, {}});
    EXPECT_TRUE(out.stats.at("iterations").eq(1).all().item<bool>()) << mode;
    EXPECT_TRUE(out.stats.at("iter_frac@1").eq(1).all().item<bool>()) << mode;
    EXPECT_EQ(model->rows_processed(), (std::vector<std::vector<int64_t>>{{4}})) << mode;
    // N = 1, R = 1: y = s^1, the output of one function iteration.
    EXPECT_LT(MaxAbsDiff(out.tokens, one->Forward({x, {}}).tokens), 1e-6) << mode;
    EXPECT_NEAR(out.aux_loss.item<double>(), config.ponder_cost * 2.0, 1e-9) << mode;
  }
}

TEST(NiAct, ZeroHaltingAndNoPonderCostReproduceFixedMaxIterations) {
  for (const std::string mode : {"act_sample", "act_token"}) {
    NiConfig config = ActConfig(mode, /*bias_init=*/-1e4);  // h = sigmoid(-1e4) = 0 exactly
    config.ponder_cost = 0.0;
    config.n_s = 2;
    auto model = MakeModel(config, 0, 2);
    auto fixed = MakeModel(Fixed(config), 0, 2);
    const auto x = torch::randn({3, 6, 16});
    const sdk::ModelOutput out = model->Forward({x, {}});
    EXPECT_TRUE(out.tokens.equal(fixed->Forward({x, {}}).tokens)) << mode;
    EXPECT_EQ(out.aux_loss.item<double>(), 0.0) << mode;
    EXPECT_TRUE(out.stats.at("iterations").eq(kMax).all().item<bool>()) << mode;
    // N + R = M + 1 per script, two scripts.
    EXPECT_TRUE(out.stats.at("ponder").eq(2.0 * (kMax + 1)).all().item<bool>()) << mode;
  }
}

TEST(NiAct, PerSampleOutputIsTheHaltingWeightedMixOfIterationStates) {
  auto model = MakeModel(ActConfig("act_sample", /*bias_init=*/-1.0), 0, 4);
  auto fixed = MakeModel(Fixed(ActConfig("act_sample")), 0, 4);
  torch::NoGradGuard no_grad;
  const auto x = torch::randn({8, 5, 16}) * 2;
  const ActResult r = RunScript(*model, x);
  // Samples halt after different numbers of iterations, so the check covers several N.
  EXPECT_GE(Distinct(r.iterations).size(), 2u) << r.iterations;
  // Weights: one per iteration, summing to 1, zero after N.
  const auto w = r.weights.squeeze(1);  // [B, M]
  EXPECT_LT((w.sum(1) - 1).abs().max().item<double>(), 1e-6);
  EXPECT_TRUE(w.ge(0).all().item<bool>());
  torch::Tensor expected = torch::zeros_like(x);
  for (int64_t k = 1; k <= kMax; ++k) {
    fixed->SetIterations(k);
    expected += w.select(1, k - 1).view({-1, 1, 1}) * fixed->Forward({x, {}}).tokens;
    const auto after = w.select(1, k - 1).ne(0);
    EXPECT_TRUE(after.logical_and(r.iterations.lt(k)).logical_not().all().item<bool>());
  }
  EXPECT_LT(MaxAbsDiff(r.tokens, expected), 1e-4);
  // rho = N + R, R the weight of the last iteration.
  const auto last = w.gather(1, (r.iterations.to(torch::kLong) - 1).view({-1, 1})).squeeze(1);
  EXPECT_LT(MaxAbsDiff(r.ponder, r.iterations + last), 1e-6);
}

TEST(NiAct, PerTokenWeightsSumToOneAndHaltedTokensStopChanging) {
  auto model = MakeModel(ActConfig("act_token", /*bias_init=*/-1.0), 0, 5);
  torch::NoGradGuard no_grad;
  const auto x = torch::randn({3, 7, 16}) * 2;
  const ActResult r = RunScript(*model, x);
  ASSERT_EQ(r.weights.sizes(), (std::vector<int64_t>{3, 7, kMax}));
  EXPECT_LT((r.weights.sum(2) - 1).abs().max().item<double>(), 1e-6);
  EXPECT_GE(Distinct(r.weights.ne(0).sum(2)).size(), 2u);  // tokens halt at different N
  // The sample's iterations: its tokens' mean N; the histogram: fractions of its tokens.
  const auto n_token = r.weights.ne(0).sum(2).to(torch::kFloat);
  EXPECT_LT(MaxAbsDiff(r.iterations, n_token.mean(1)), 1e-6);
  EXPECT_LT((r.histogram.sum(1) - 1).abs().max().item<double>(), 1e-6);
}

TEST(NiAct, GradientsReachTheHaltingUnit) {
  for (const std::string mode : {"act_sample", "act_token"}) {
    auto model = MakeModel(ActConfig(mode, /*bias_init=*/-1.0), 0, 6);
    model->module().train();
    const auto x = torch::randn({4, 5, 16}) * 2;
    const sdk::ModelOutput out = model->Forward({x, {}});
    ASSERT_TRUE(out.aux_loss.defined());
    auto groups = model->ParameterGroups();
    ASSERT_EQ(groups["halting"].size(), 2u) << mode;  // w, b of the one script
    // The ponder cost alone: R = 1 - sum_{n<N} h^n falls as b rises, so the bias's gradient is
    // negative (a descent step raises b: halting sooner) when some unit ran past iteration 1.
    out.aux_loss.backward({}, /*retain_graph=*/true);
    const torch::Tensor& bias = model->script(0)->halting->linear->bias;
    ASSERT_TRUE(bias.grad().defined()) << mode;
    EXPECT_LT(bias.grad().item<double>(), 0.0) << mode;
    // The task loss reaches w through the mixing weights p^n.
    for (auto& p : model->module().parameters()) {
      if (p.grad().defined()) p.grad().zero_();
    }
    out.tokens.pow(2).mean().backward();
    for (const auto& p : groups["halting"]) {
      ASSERT_TRUE(p.grad().defined()) << mode;
      EXPECT_TRUE(torch::isfinite(p.grad()).all().item<bool>()) << mode;
      EXPECT_GT(p.grad().abs().sum().item<double>(), 0.0) << mode;
    }
  }
}

TEST(NiAct, HaltedSamplesLeaveTheBatchAndBatchingChangesNothing) {
  for (const std::string mode : {"act_sample", "act_token"}) {
    // A token-halted sample needs all its tokens halted: a higher bias there.
    auto model = MakeModel(ActConfig(mode, /*bias_init=*/mode == "act_token" ? 0.0 : -1.0), 0, 7);
    model->module().eval();
    torch::NoGradGuard no_grad;
    const int64_t b = 8;
    const auto x = torch::randn({b, 5, 16}) * 2;
    const sdk::ModelOutput batch = model->Forward({x, {}});
    const std::vector<int64_t> rows = model->rows_processed().at(0);
    // Samples still running before iteration n: those whose units (some token) used >= n.
    const ActResult r = RunScript(*model, x);
    const auto sample_n = r.weights.ne(0).sum(2).amax(1);  // [B] the sample's last iteration
    ASSERT_EQ(static_cast<int64_t>(rows.size()), sample_n.max().item<int64_t>()) << mode;
    int64_t total = 0;
    for (size_t n = 0; n < rows.size(); ++n) {
      EXPECT_EQ(rows[n], sample_n.ge(static_cast<int64_t>(n) + 1).sum().item<int64_t>()) << mode;
      total += rows[n];
    }
    EXPECT_EQ(rows[0], b);
    EXPECT_LT(total, b * kMax) << mode << ": nothing was skipped; pick a seed where samples halt";
    // A sample's output and iterations do not depend on the others in its batch.
    for (int64_t i = 0; i < b; ++i) {
      const sdk::ModelOutput one = model->Forward({x.slice(0, i, i + 1), {}});
      const auto in_batch = batch.tokens.slice(0, i, i + 1);
      EXPECT_LT(MaxAbsDiff(one.tokens, in_batch), 1e-6 * in_batch.abs().max().item<double>())
          << mode << i;
      EXPECT_EQ(one.stats.at("iterations").item<float>(),
                batch.stats.at("iterations")[i].item<float>())
          << mode << i;
    }
  }
}

TEST(NiAct, StatsAndPonderCostOfTheModel) {
  NiConfig config = ActConfig("act_sample", -1.0);
  config.n_s = 2;
  config.ponder_cost = 0.1;
  auto model = MakeModel(config, 0, 8);
  const auto x = torch::randn({6, 5, 16}) * 2;
  const sdk::ModelOutput out = model->Forward({x, {}});
  const auto& it = out.stats.at("iterations");
  ASSERT_EQ(it.sizes(), (std::vector<int64_t>{6}));
  EXPECT_TRUE(it.ge(1).all().item<bool>() && it.le(kMax).all().item<bool>());
  torch::Tensor frac_sum = torch::zeros({6});
  torch::Tensor mean_from_hist = torch::zeros({6});
  for (int64_t k = 1; k <= kMax; ++k) {
    const auto& f = out.stats.at("iter_frac@" + std::to_string(k));
    frac_sum += f;
    mean_from_hist += f * k;
  }
  EXPECT_LT((frac_sum - 1).abs().max().item<double>(), 1e-6);
  EXPECT_LT(MaxAbsDiff(mean_from_hist, it), 1e-5);
  EXPECT_EQ(out.stats.count("iter_frac@" + std::to_string(kMax + 1)), 0u);
  EXPECT_NEAR(out.aux_loss.item<double>(), 0.1 * out.stats.at("ponder").mean().item<double>(),
              1e-6);
  // The iteration cap applies to ACT too.
  model->SetIterations(1);
  EXPECT_TRUE(model->Forward({x, {}}).stats.at("iterations").eq(1).all().item<bool>());
  // The fixed model reports no ACT stats (only the routing one) and no auxiliary loss.
  auto fixed = MakeModel(Fixed(config));
  const sdk::ModelOutput plain = fixed->Forward({x, {}});
  ASSERT_EQ(plain.stats.size(), 1u);
  EXPECT_EQ(plain.stats.begin()->first, "routing/unrouted");
  EXPECT_FALSE(plain.aux_loss.defined());
}

TEST(NiAct, HaltingGroupHoldsTheHaltingUnitsOnly) {
  NiConfig config = ActConfig("act_token");
  config.n_s = 2;
  auto model = MakeModel(config);
  auto groups = model->ParameterGroups();
  ASSERT_EQ(groups.count("halting"), 1u);
  EXPECT_EQ(groups["halting"].size(), 4u);  // w, b per script
  std::multiset<const void*> seen;
  for (const auto& [name, ts] : groups) {
    for (const auto& t : ts) seen.insert(t.unsafeGetTensorImpl());
  }
  for (const auto& p : model->module().parameters()) {
    EXPECT_EQ(seen.count(p.unsafeGetTensorImpl()), 1u);
  }
  EXPECT_EQ(MakeModel(Fixed(config))->ParameterGroups().count("halting"), 0u);
}

TEST(NiAct, RoutingTraceHasZerosForHaltedSamples) {
  auto model = MakeModel(ActConfig("act_sample", -1.0), 0, 7);
  model->module().eval();
  torch::NoGradGuard no_grad;
  const auto x = torch::randn({8, 5, 16}) * 2;
  model->SetRoutingTrace(true);
  const auto it = model->Forward({x, {}}).stats.at("iterations");
  const auto trace = model->TakeRoutingTrace();
  ASSERT_EQ(static_cast<int64_t>(trace.size()), it.max().item<int64_t>());
  for (size_t n = 0; n < trace.size(); ++n) {
    ASSERT_EQ(trace[n].compatibility.sizes(), (std::vector<int64_t>{8, 3, 5}));
    const auto per_sample = trace[n].compatibility.sum({1, 2});
    const auto ran = it.ge(static_cast<double>(n) + 1);
    EXPECT_TRUE(per_sample.gt(0).eq(ran).all().item<bool>()) << n;
  }
}

TEST(NiAct, ConfigRejectsBadHaltingSettings) {
  NiConfig config = ActConfig("act");
  try {
    config.Validate();
    FAIL() << "expected an error";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("halting"), std::string::npos);
  }
  config = ActConfig("act_sample");
  config.halt_epsilon = 1.5;
  EXPECT_THROW(config.Validate(), std::invalid_argument);
  config.halt_epsilon = 0.01;
  config.ponder_cost = -1;
  EXPECT_THROW(config.Validate(), std::invalid_argument);
}

}  // namespace
}  // namespace nilab::ni
