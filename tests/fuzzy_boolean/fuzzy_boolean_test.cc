// Tests of the fuzzy Boolean task (tasks/fuzzy_boolean).
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <cmath>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "plugins/sdk/carve.h"

#include "tasks/fuzzy_boolean/dataset.h"
#include "tasks/fuzzy_boolean/function_generator.h"
#include "tasks/fuzzy_boolean/fuzzy_boolean_task.h"
#include "tasks/fuzzy_boolean/fuzzy_ops.h"
#include "tasks/fuzzy_boolean/portable_rng.h"
#include "tasks/fuzzy_boolean/regression_metrics.h"

namespace nilab::fuzzy_boolean {
namespace {

// ---- Primitives and generator ----

TEST(FuzzyBooleanRng, MatchesSplitMix64ReferenceOutputs) {
  // Vigna's splitmix64.c from state 1234567.
  uint64_t state = 1234567;
  const uint64_t expected[] = {6457827717110365317ULL, 3203168211198807973ULL,
                               9817491932198370423ULL, 4593380528125082431ULL,
                               16408922859458223821ULL};
  for (uint64_t e : expected) {
    state += 0x9E3779B97F4A7C15ULL;
    EXPECT_EQ(Mix64(state), e);
  }
}

TEST(FuzzyBooleanRng, UnitFloatsAreExactAndInRange) {
  PortableRng rng(7, 1);
  for (int i = 0; i < 10000; ++i) {
    const float u = rng.NextUnitFloat();
    ASSERT_GE(u, 0.0f);
    ASSERT_LT(u, 1.0f);
    ASSERT_EQ(u * 16777216.0f, std::floor(u * 16777216.0f));  // a multiple of 2^-24
  }
  PortableRng a(7, 1), b(7, 2), c(8, 1);
  const uint64_t first = a.NextU64();
  EXPECT_NE(first, b.NextU64());
  EXPECT_NE(first, c.NextU64());
}

TEST(FuzzyBooleanOps, DeMorganAndBooleanReduction) {
  PortableRng rng(1, 2);
  for (int i = 0; i < 1000; ++i) {
    const double a = rng.NextUnitFloat(), b = rng.NextUnitFloat();
    EXPECT_NEAR(FuzzyNot(FuzzyAnd(a, b)), FuzzyOr(FuzzyNot(a), FuzzyNot(b)), 1e-12);
    EXPECT_NEAR(FuzzyNot(FuzzyOr(a, b)), FuzzyAnd(FuzzyNot(a), FuzzyNot(b)), 1e-12);
    EXPECT_NEAR(FuzzyNot(FuzzyNot(a)), a, 1e-15);
    EXPECT_GE(FuzzyOr(a, b), std::max(a, b) - 1e-15);
    EXPECT_LE(FuzzyOr(a, b), 1.0);
  }
  for (int a = 0; a <= 1; ++a) {
    for (int b = 0; b <= 1; ++b) {
      EXPECT_EQ(FuzzyAnd(a, b), static_cast<double>(a && b));
      EXPECT_EQ(FuzzyOr(a, b), static_cast<double>(a || b));
    }
    EXPECT_EQ(FuzzyNot(a), static_cast<double>(!a));
  }
}

TEST(FuzzyBooleanGenerator, SameSeedSameFunctionsOtherSeedOthers) {
  const auto a = GenerateFunctions(5, 30, 0);
  const auto b = GenerateFunctions(5, 30, 0);
  const auto c = GenerateFunctions(5, 30, 1);
  ASSERT_EQ(a.size(), 30u);
  EXPECT_EQ(a, b);
  int differ = 0;
  for (size_t f = 0; f < a.size(); ++f) differ += !(a[f] == c[f]);
  EXPECT_EQ(differ, 30);
  // Pinned: the generator must give these tables on every machine and compiler.
  EXPECT_EQ(a[0].Hex(), "32fb045e");
  EXPECT_EQ(a[29].Hex(), "ca00737d");
  std::set<std::string> distinct;
  for (const auto& t : a) {
    EXPECT_EQ(t.Hex().size(), 8u);
    EXPECT_NE(t.Hex(), "00000000");
    EXPECT_NE(t.Hex(), "ffffffff");
    distinct.insert(t.Hex());
  }
  EXPECT_EQ(distinct.size(), 30u);
  // A prefix of a longer draw is the shorter draw.
  const auto prefix = GenerateFunctions(5, 20, 0);
  EXPECT_TRUE(std::equal(prefix.begin(), prefix.end(), a.begin()));
}

TEST(FuzzyBooleanGenerator, RejectsImpossibleRequests) {
  EXPECT_THROW(GenerateFunctions(0, 1, 0), std::invalid_argument);
  EXPECT_THROW(GenerateFunctions(kMaxVars + 1, 1, 0), std::invalid_argument);
  EXPECT_THROW(GenerateFunctions(1, 3, 0), std::invalid_argument);  // only x and not x exist
  EXPECT_EQ(GenerateFunctions(1, 2, 0).size(), 2u);
}

TEST(FuzzyBooleanGenerator, HexPutsMintermZeroInTheLowestBit) {
  TruthTable t{5, std::vector<uint8_t>(32, 0)};
  t.bits[0] = 1;
  EXPECT_EQ(t.Hex(), "00000001");
  t.bits[0] = 0;
  t.bits[31] = 1;
  t.bits[4] = 1;
  EXPECT_EQ(t.Hex(), "80000010");
}

TEST(FuzzyBooleanGenerator, CrispInputsReproduceEveryTruthTable) {
  for (int n : {1, 3, 5, 7}) {
    const auto functions = GenerateFunctions(n, 2, 11);
    const int64_t size = int64_t{1} << n;
    std::vector<float> x(size * n);
    for (int64_t m = 0; m < size; ++m) {
      for (int i = 0; i < n; ++i) x[m * n + i] = static_cast<float>((m >> i) & 1);
    }
    std::vector<float> y(size * functions.size());
    EvaluateFunctions(functions, x.data(), size, y.data());
    for (size_t f = 0; f < functions.size(); ++f) {
      for (int64_t m = 0; m < size; ++m) {
        ASSERT_EQ(y[m * functions.size() + f], static_cast<float>(functions[f].bits[m]))
            << "n=" << n << " f=" << f << " minterm " << m;
      }
    }
  }
}

TEST(FuzzyBooleanGenerator, FuzzyDnfIsTheOrOfTrueMinterms) {
  // Direct formula: F(x) = 1 - Π_{m true} (1 - Π_i l_mi(x_i)).
  const auto functions = GenerateFunctions(5, 4, 3);
  PortableRng rng(5, 6);
  std::vector<float> x(100 * 5);
  for (float& v : x) v = rng.NextUnitFloat();
  std::vector<float> y(100 * 4);
  EvaluateFunctions(functions, x.data(), 100, y.data());
  for (int p = 0; p < 100; ++p) {
    for (int f = 0; f < 4; ++f) {
      double none = 1.0;
      for (int m = 0; m < 32; ++m) {
        if (!functions[f].bits[m]) continue;
        double term = 1.0;
        for (int i = 0; i < 5; ++i) term *= ((m >> i) & 1) ? x[p * 5 + i] : 1.0 - x[p * 5 + i];
        none *= 1.0 - term;
      }
      EXPECT_NEAR(y[p * 4 + f], 1.0 - none, 1e-6);
      EXPECT_GE(y[p * 4 + f], 0.0f);
      EXPECT_LE(y[p * 4 + f], 1.0f);
    }
  }
}

// ---- Data ----

TEST(FuzzyBooleanData, SameSeedSameDataOtherSeedOrFamilyOther) {
  const auto functions = GenerateFunctions(5, 3, 0);
  const DatasetSpec spec{"pretrain", 4, 1000, 0.2};
  const Dataset a = GenerateDataset(spec, functions);
  const Dataset b = GenerateDataset(spec, functions);
  EXPECT_TRUE(torch::equal(a.x, b.x));
  EXPECT_TRUE(torch::equal(a.y, b.y));
  EXPECT_EQ(a.fingerprint, b.fingerprint);
  EXPECT_EQ(a.n_train, 800);
  EXPECT_EQ(a.x.sizes(), (std::vector<int64_t>{1000, 5}));
  EXPECT_EQ(a.y.sizes(), (std::vector<int64_t>{1000, 3}));
  EXPECT_GE(a.x.min().item<float>(), 0.0f);
  EXPECT_LT(a.x.max().item<float>(), 1.0f);
  EXPECT_NEAR(a.x.mean().item<double>(), 0.5, 0.02);
  // Pinned fingerprint of the float bits of x and y: identical on every machine.
  EXPECT_EQ(a.fingerprint, 15632213331258647355ULL);
  const Dataset other_seed = GenerateDataset({"pretrain", 5, 1000, 0.2}, functions);
  const Dataset other_family = GenerateDataset({"adapt", 4, 1000, 0.2}, functions);
  EXPECT_FALSE(torch::equal(a.x, other_seed.x));
  EXPECT_FALSE(torch::equal(a.x, other_family.x));
  EXPECT_NE(a.fingerprint, other_seed.fingerprint);
}

// ---- Metrics ----

TEST(FuzzyBooleanMetrics, R2MatchesTheDirectFormula) {
  torch::manual_seed(0);
  torch::Tensor y = torch::rand({300, 3}, torch::kDouble) * 0.1 + 0.6;
  torch::Tensor p = y + 0.02 * torch::randn({300, 3}, torch::kDouble);
  R2Accumulator acc(3);
  acc.Add(y.slice(0, 0, 100), p.slice(0, 0, 100));
  acc.Add(y.slice(0, 100, 300).to(torch::kFloat), p.slice(0, 100, 300).to(torch::kFloat));
  EXPECT_EQ(acc.count(), 300);
  for (int64_t f = 0; f < 3; ++f) {
    torch::Tensor yf = y.select(1, f), pf = p.select(1, f);
    const double ss_res = (yf - pf).pow(2).sum().item<double>();
    const double ss_tot = (yf - yf.mean()).pow(2).sum().item<double>();
    EXPECT_NEAR(acc.R2(f), 1.0 - ss_res / ss_tot, 1e-6);
    EXPECT_NEAR(acc.Mse(f), ss_res / 300.0, 1e-9);
  }
  R2Accumulator perfect(3), mean(3);
  perfect.Add(y.slice(0, 0, 150), y.slice(0, 0, 150));
  perfect.Add(y.slice(0, 150, 300), y.slice(0, 150, 300));
  torch::Tensor mean_prediction = y.mean(0, true).expand_as(y);
  mean.Add(y.slice(0, 0, 150), mean_prediction.slice(0, 0, 150));
  mean.Add(y.slice(0, 150, 300), mean_prediction.slice(0, 150, 300));
  for (int64_t f = 0; f < 3; ++f) {
    EXPECT_DOUBLE_EQ(perfect.R2(f), 1.0);
    EXPECT_NEAR(mean.R2(f), 0.0, 1e-9);
  }
  EXPECT_THROW(acc.Add(y, p.slice(1, 0, 2)), std::invalid_argument);
}

TEST(FuzzyBooleanMetrics, NamesUseGlobalFunctionIndices) {
  FuzzyBooleanMetrics metrics({20, 21});
  sdk::Batch batch;
  batch.tensors["y"] = torch::tensor({{0.0, 1.0}, {1.0, 0.0}});
  batch.size = 2;
  metrics.Add(batch, {torch::Tensor(), torch::tensor({{0.0, 1.0}, {0.0, 0.0}})});
  const auto out = metrics.Compute();
  EXPECT_DOUBLE_EQ(out.at("r2/f20"), 1.0 - 1.0 / 0.5);
  EXPECT_DOUBLE_EQ(out.at("r2/f21"), 1.0);
  EXPECT_DOUBLE_EQ(out.at("mse/f20"), 0.5);
  EXPECT_DOUBLE_EQ(out.at("mse"), 0.25);
  EXPECT_DOUBLE_EQ(out.at("mean_r2"), 0.0);
  EXPECT_EQ(out.count("r2/f00"), 0u);
}

// ---- The task ----

sdk::Params TaskParams(std::map<std::string, sdk::ParamValue> overrides = {}) {
  sdk::Params given(std::move(overrides));
  return sdk::Params::WithDefaults(FuzzyBooleanParamSchema(), given);
}

std::unique_ptr<FuzzyBooleanTask> SmallTask(int64_t dim = 8, int64_t n_points = 1000) {
  auto task = std::make_unique<FuzzyBooleanTask>(
      FuzzyBooleanConfig::FromParams(TaskParams({{"n_points", n_points}})));
  task->Build(dim);
  return task;
}

sdk::PhaseContext Phase(const std::string& name, const std::string& set, int64_t n_points = 1000) {
  return {name, TaskParams({{"function_set", set}, {"n_points", n_points}})};
}

TEST(FuzzyBooleanTask, BatchesTokensAndHeadHaveTheDocumentedShapes) {
  auto task = SmallTask();
  task->StartPhase(Phase("pretrain", "pretrain"));
  EXPECT_EQ(task->SplitSize(sdk::Split::kTrain), 800);
  EXPECT_EQ(task->SplitSize(sdk::Split::kVal), 200);
  EXPECT_EQ(task->SplitSize(sdk::Split::kTest), 32768);
  sdk::Batch batch = task->MakeBatch(sdk::Split::kVal, torch::tensor({0, 199}, torch::kLong), 0);
  EXPECT_EQ(batch.size, 2);
  const int64_t first = task->val_rows()[0].item<int64_t>(),
                last = task->val_rows()[199].item<int64_t>();
  EXPECT_TRUE(torch::equal(batch.at("x")[0], task->dataset().x[first]));
  EXPECT_TRUE(torch::equal(batch.at("y")[1], task->dataset().y[last]));
  EXPECT_EQ(batch.at("y").sizes(), (std::vector<int64_t>{2, 20}));
  sdk::TokenSet tokens = task->Embed(batch);
  EXPECT_EQ(tokens.tokens.sizes(), (std::vector<int64_t>{2, 25, 8}));
  EXPECT_FALSE(tokens.rel_pos.defined());
  EXPECT_TRUE(torch::equal(tokens.tokens[1].slice(0, 5), task->cls_tokens()));
  sdk::TaskOutput out = task->Head(batch, {tokens.tokens, {}, {}});
  EXPECT_EQ(out.prediction.sizes(), (std::vector<int64_t>{2, 20}));
  EXPECT_EQ(out.loss.dim(), 0);
  EXPECT_THROW(task->Head(batch, {tokens.tokens.slice(1, 0, 24), {}, {}}), std::invalid_argument);
  EXPECT_THROW(task->MakeBatch(sdk::Split::kVal, torch::tensor({200}, torch::kLong), 0),
               std::out_of_range);
  EXPECT_THROW(task->MakeBatch(sdk::Split::kTest, torch::tensor({32768}, torch::kLong), 0),
               std::out_of_range);
  const auto provenance = task->Provenance();
  EXPECT_EQ(provenance.at("n_vars"), "5");
  EXPECT_EQ(provenance.at("truth_tables").substr(0, 4), "f00=");
  EXPECT_EQ(provenance.count("data_fingerprint/pretrain"), 1u);
}

TEST(FuzzyBooleanTask, PhaseSwitchCreatesNewClsTokensAndKeepsTheOldOnes) {
  auto task = SmallTask();
  task->StartPhase(Phase("pretrain", "pretrain"));
  const torch::Tensor pretrain_cls = task->cls_tokens();
  const torch::Tensor pretrain_copy = pretrain_cls.detach().clone();
  EXPECT_EQ(task->ParameterGroups().at("cls")[0].size(0), 20);
  task->StartPhase(Phase("pretrain_more", "pretrain"));  // same set: same tokens
  EXPECT_TRUE(task->cls_tokens().is_same(pretrain_cls));

  task->StartPhase(Phase("adapt", "adapt"));
  sdk::ParamGroups groups = task->ParameterGroups();
  ASSERT_EQ(groups.at("cls").size(), 1u);
  EXPECT_EQ(groups.at("cls")[0].size(0), 10);
  EXPECT_FALSE(groups.at("cls")[0].is_same(pretrain_cls));
  ASSERT_EQ(groups.at("cls_inactive").size(), 1u);
  EXPECT_TRUE(groups.at("cls_inactive")[0].is_same(pretrain_cls));
  EXPECT_FALSE(pretrain_cls.requires_grad());
  EXPECT_TRUE(groups.at("cls")[0].requires_grad());
  EXPECT_TRUE(torch::equal(pretrain_cls, pretrain_copy));
  auto names = task->module().named_parameters();
  EXPECT_TRUE(names.contains("cls0_pretrain"));
  EXPECT_TRUE(names.contains("cls1_adapt"));
  EXPECT_EQ(task->ActiveFunctionIds().front(), 20);
  EXPECT_EQ(task->ActiveFunctionIds().back(), 29);
  EXPECT_EQ(
      task->MakeBatch(sdk::Split::kTrain, torch::tensor({0}, torch::kLong), 0).at("y").size(1), 10);
  EXPECT_EQ(task->Provenance().count("data_fingerprint/adapt"), 1u);
  EXPECT_THROW(task->StartPhase({"bad", TaskParams({{"function_set", std::string("adapt")},
                                                    {"n_points", int64_t{1000}},
                                                    {"n_vars", int64_t{4}}})}),
               std::invalid_argument);
}

TEST(FuzzyBooleanTask, ReplayingPhasesRebuildsAStructureTheCheckpointLoadsInto) {
  torch::manual_seed(1);
  auto trained = SmallTask();
  trained->StartPhase(Phase("pretrain", "pretrain"));
  trained->StartPhase(Phase("adapt", "adapt"));
  torch::manual_seed(2);  // another trial seed: other initial values, same structure
  auto replayed = SmallTask();
  replayed->StartPhase(Phase("pretrain", "pretrain"));
  replayed->StartPhase(Phase("adapt", "adapt"));
  auto a = trained->module().named_parameters();
  auto b = replayed->module().named_parameters();
  ASSERT_EQ(a.keys(), b.keys());
  torch::NoGradGuard no_grad;
  for (const auto& p : a) {
    ASSERT_EQ(p.value().sizes(), b[p.key()].sizes()) << p.key();
    b[p.key()].copy_(p.value());
  }
  sdk::Batch batch = trained->MakeBatch(sdk::Split::kTrain, torch::arange(4), 0);
  EXPECT_TRUE(torch::equal(trained->Embed(batch).tokens, replayed->Embed(batch).tokens));
}

// A stand-in for a model: every token sees itself and the N = 5 variable tokens,
// z_i = x_i + W2 tanh(W1 [x_i, x_1, ..., x_5]).
struct StandInModel : torch::nn::Module {
  explicit StandInModel(int64_t dim)
      : l1(register_module("l1", torch::nn::Linear(6 * dim, 64))),
        l2(register_module("l2", torch::nn::Linear(64, dim))) {}
  torch::Tensor forward(const torch::Tensor& x) {
    torch::Tensor vars = x.slice(1, 0, 5).flatten(1).unsqueeze(1).expand({-1, x.size(1), -1});
    return x + l2(torch::tanh(l1(torch::cat({x, vars}, -1))));
  }
  torch::nn::Linear l1, l2;
};

TEST(FuzzyBooleanTask, ShortTrainingWithAStandInModelReducesTheLoss) {
  torch::manual_seed(3);
  auto task = SmallTask(16, 4096);
  StandInModel model(16);
  std::vector<torch::Tensor> params = model.parameters();
  for (const auto& p : task->module().parameters()) params.push_back(p);
  torch::optim::Adam opt(params, torch::optim::AdamOptions(1e-2));
  auto evaluate = [&] {
    torch::NoGradGuard no_grad;
    auto metrics = task->NewMetrics(sdk::Split::kVal);
    const int64_t n = task->SplitSize(sdk::Split::kVal);
    sdk::Batch batch = task->MakeBatch(sdk::Split::kVal, torch::arange(n), 0);
    sdk::TaskOutput out = task->Head(batch, {model.forward(task->Embed(batch).tokens), {}, {}});
    metrics->Add(batch, out);
    return metrics->Compute();
  };
  const auto before = evaluate();
  const int64_t n_train = task->SplitSize(sdk::Split::kTrain);
  for (int step = 0; step < 500; ++step) {
    sdk::Batch batch =
        task->MakeBatch(sdk::Split::kTrain, torch::randint(0, n_train, {64}, torch::kLong), 0);
    sdk::TaskOutput out = task->Head(batch, {model.forward(task->Embed(batch).tokens), {}, {}});
    opt.zero_grad();
    out.loss.backward();
    opt.step();
  }
  const auto after = evaluate();
  std::cout << "stand-in val mse " << before.at("mse") << " -> " << after.at("mse") << ", mean R2 "
            << before.at("mean_r2") << " -> " << after.at("mean_r2") << "\n";
  EXPECT_LT(after.at("mse"), 0.1 * before.at("mse"));
  EXPECT_GT(after.at("mean_r2"), 0.1);  // beyond the mean predictor: x reaches the CLS outputs
}

// ---- The three splits: val a seeded carve of the family's points (the trial's seed by
// default), disjoint from train; test an independent draw, the same for every seed; the last
// points as val with val_from = "tail"; the provenance of every carve.

sdk::Params SplitParams(std::map<std::string, sdk::ParamValue> overrides = {}) {
  overrides.emplace("n_points", int64_t{640});
  overrides.emplace("test_points", int64_t{256});
  return sdk::Params::WithDefaults(FuzzyBooleanParamSchema(), sdk::Params(std::move(overrides)));
}

// The task of trial seed `seed`, built, with its first phase started.
std::unique_ptr<FuzzyBooleanTask> Start(const sdk::Params& params, uint64_t seed) {
  auto task =
      std::make_unique<FuzzyBooleanTask>(FuzzyBooleanConfig::FromParams(params, seed), seed);
  task->Build(8);
  task->StartPhase({"train", params});
  return task;
}

std::vector<int64_t> Values(const torch::Tensor& t) {
  return std::vector<int64_t>(t.data_ptr<int64_t>(), t.data_ptr<int64_t>() + t.numel());
}

// The points of a [n, N] tensor, as tuples of their float bits.
std::set<std::vector<float>> Points(const torch::Tensor& x) {
  std::set<std::vector<float>> out;
  for (int64_t i = 0; i < x.size(0); ++i) {
    const float* p = x[i].contiguous().data_ptr<float>();
    out.insert(std::vector<float>(p, p + x.size(1)));
  }
  return out;
}

TEST(FuzzyBooleanSplits, ValIsACarveOfThePointsAndTestAnIndependentDraw) {
  const auto task = Start(SplitParams(), 0);
  EXPECT_EQ(task->SplitSize(sdk::Split::kTrain), 512);
  EXPECT_EQ(task->SplitSize(sdk::Split::kVal), 128);
  EXPECT_EQ(task->SplitSize(sdk::Split::kTest), 256);
  const auto train = Values(task->train_rows()), val = Values(task->val_rows());
  std::set<int64_t> all(train.begin(), train.end());
  all.insert(val.begin(), val.end());
  EXPECT_EQ(all.size(), 640u);  // disjoint, and together every point
  EXPECT_EQ(*all.rbegin(), 639);
  // Not the last points: a carve.
  EXPECT_NE(val.front(), 512);
  // Batches read the rows of the split.
  const sdk::Batch batch = task->MakeBatch(sdk::Split::kVal, torch::tensor({5}, torch::kLong), 0);
  EXPECT_TRUE(torch::equal(batch.at("x")[0], task->dataset().x[val[5]]));
  // The test points are none of the train and val points.
  const auto pool = Points(task->dataset().x), test = Points(task->test_dataset().x);
  EXPECT_EQ(test.size(), 256u);
  for (const auto& p : test) EXPECT_EQ(pool.count(p), 0u);
  const sdk::Batch t = task->MakeBatch(sdk::Split::kTest, torch::arange(256), 0);
  EXPECT_TRUE(torch::equal(t.at("x"), task->test_dataset().x));
  EXPECT_EQ(t.at("y").sizes(), (std::vector<int64_t>{256, 20}));
  EXPECT_NE(task->NewMetrics(sdk::Split::kTest), nullptr);

  const auto prov = task->Provenance();
  EXPECT_EQ(prov.at("val_from"), "carve");
  EXPECT_EQ(prov.at("split_seed"), "0");
  EXPECT_EQ(prov.at("split_seed_from"), "trial");
  EXPECT_EQ(prov.count("val_from_test"), 0u);
  EXPECT_EQ(prov.at("split/pretrain/val"),
            "128 of pretrain points (640), carved with split seed 0, indices fnv1a " +
                sdk::IndexListHash(val));
  EXPECT_EQ(prov.at("split/pretrain/train"),
            "512 of pretrain points (640), the rest, indices fnv1a " + sdk::IndexListHash(train));
  EXPECT_EQ(prov.at("split/pretrain/test"),
            "256 points of an independent draw (stream pretrain/test of data seed 0)");
  EXPECT_EQ(prov.count("data_fingerprint/pretrain/test"), 1u);
}

TEST(FuzzyBooleanSplits, ATrialSeedDrawsItsValAndTheTestStaysFixed) {
  const auto a = Start(SplitParams(), 0), b = Start(SplitParams(), 1);
  EXPECT_NE(Values(a->val_rows()), Values(b->val_rows()));
  EXPECT_TRUE(torch::equal(a->dataset().x, b->dataset().x));  // the same points
  EXPECT_TRUE(torch::equal(a->test_dataset().x, b->test_dataset().x));
  EXPECT_TRUE(torch::equal(a->test_dataset().y, b->test_dataset().y));
  // split_seed fixes the carve for every trial seed.
  const auto fixed = SplitParams({{"split_seed", int64_t{9}}});
  EXPECT_EQ(Values(Start(fixed, 0)->val_rows()), Values(Start(fixed, 1)->val_rows()));
  EXPECT_EQ(Start(fixed, 1)->Provenance().at("split_seed_from"), "param");
  // A phase may change the carve; the family's points stay.
  const auto task = Start(SplitParams(), 0);
  const torch::Tensor x = task->dataset().x;
  task->StartPhase({"again", SplitParams({{"split_seed", int64_t{9}}})});
  EXPECT_EQ(Values(task->val_rows()), Values(Start(fixed, 0)->val_rows()));
  EXPECT_TRUE(task->dataset().x.is_same(x));
  // The adaptation family has its own points and test draw.
  task->StartPhase({"adapt", SplitParams({{"function_set", std::string("adapt")}})});
  EXPECT_FALSE(torch::equal(task->test_dataset().x, a->test_dataset().x));
  EXPECT_EQ(task->Provenance().count("split/adapt/val"), 1u);
  EXPECT_EQ(task->Provenance().count("split/pretrain/val"), 1u);
}

// val_from = "tail": val is the last points, as every fuzzy Boolean sweep had it before val was
// carved, the same for every trial seed.
TEST(FuzzyBooleanSplits, ValFromTailIsTheLastPoints) {
  const auto params = SplitParams({{"val_from", std::string("tail")}});
  const auto task = Start(params, 3);
  EXPECT_EQ(Values(task->train_rows()), sdk::Iota(512));
  const auto val = Values(task->val_rows());
  ASSERT_EQ(val.size(), 128u);
  EXPECT_EQ(val.front(), 512);
  EXPECT_EQ(val.back(), 639);
  const sdk::Batch batch = task->MakeBatch(sdk::Split::kVal, torch::tensor({0}, torch::kLong), 0);
  EXPECT_TRUE(torch::equal(batch.at("x")[0], task->dataset().x[512]));
  const auto prov = task->Provenance();
  EXPECT_EQ(prov.at("val_from"), "tail");
  EXPECT_EQ(prov.count("split_seed"), 0u);
  EXPECT_NE(prov.at("split/pretrain/val").find("the last points"), std::string::npos);
}

}  // namespace
}  // namespace nilab::fuzzy_boolean
