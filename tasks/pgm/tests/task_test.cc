// The `pgm` task: shapes, determinism, both data sources through one path, metrics, and a few
// training steps with a stand-in model that lower the loss.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <vector>

#include "host/plugins/registry.h"
#include "tasks/pgm/context_blind.h"
#include "tasks/pgm/pgm_generate_tool.h"
#include "tasks/pgm/pgm_metrics.h"
#include "tasks/pgm/pgm_task.h"
#include "tasks/pgm/sample.h"
#include "tests/datasets/test_util.h"

namespace nilab::pgm {
namespace {

using datasets::testing::ExpectError;
using datasets::testing::TempDir;

// A stand-in set model: y_i = x_i + W2 gelu(W1 [x_i, mean_j x_j]), so every token (the CLS
// included) sees the whole set.
struct MixModule : torch::nn::Module {
  explicit MixModule(int64_t dim)
      : w1(register_module("w1", torch::nn::Linear(2 * dim, 2 * dim))),
        w2(register_module("w2", torch::nn::Linear(2 * dim, dim))) {}
  torch::nn::Linear w1, w2;
};

class MixModel : public sdk::Model {
 public:
  explicit MixModel(int64_t dim) : dim_(dim), module_(std::make_shared<MixModule>(dim)) {}
  torch::nn::Module& module() override { return *module_; }
  int64_t dim() const override { return dim_; }
  sdk::ModelOutput Forward(const sdk::TokenSet& input) override {
    const torch::Tensor& x = input.tokens;
    const torch::Tensor pooled = x.mean(1, true).expand_as(x);
    sdk::ModelOutput out;
    out.tokens = x + module_->w2(torch::gelu(module_->w1(torch::cat({x, pooled}, -1))));
    return out;
  }
  sdk::ParamGroups ParameterGroups() override { return {{"all", module_->parameters()}}; }

 private:
  int64_t dim_;
  std::shared_ptr<MixModule> module_;
};

sdk::Params Small(std::map<std::string, sdk::ParamValue> overrides = {}) {
  std::map<std::string, sdk::ParamValue> values = {{"cnn_channels", int64_t{8}},
                                                   {"cnn_layers", int64_t{3}},
                                                   {"train_size", int64_t{64}},
                                                   {"val_size", int64_t{16}},
                                                   {"test_size", int64_t{16}}};
  for (auto& [k, v] : overrides) values[k] = v;
  return sdk::Params::WithDefaults(PgmPluginInfo().params, sdk::Params(values));
}

torch::Tensor Indices(std::vector<int64_t> ids) { return torch::tensor(ids, torch::kLong); }

TEST(PgmTask, BatchTokensAndOutputsHaveTheDocumentedShapes) {
  torch::manual_seed(0);
  PgmTask task(Small(), {});
  task.Build(16);
  EXPECT_EQ(task.SplitSize(sdk::Split::kTrain), 64);
  EXPECT_EQ(task.SplitSize(sdk::Split::kTest), 16);
  const sdk::Batch batch = task.MakeBatch(sdk::Split::kTrain, Indices({0, 1, 2}), 0);
  EXPECT_EQ(batch.size, 3);
  EXPECT_EQ(batch.at("panels").sizes(), (std::vector<int64_t>{3, 16, 80, 80}));
  EXPECT_EQ(batch.at("panels").scalar_type(), torch::kUInt8);
  EXPECT_EQ(batch.at("target").sizes(), (std::vector<int64_t>{3}));
  EXPECT_EQ(batch.at("meta_target").sizes(), (std::vector<int64_t>{3, 12}));
  const sdk::TokenSet tokens = task.Embed(batch);
  ASSERT_EQ(tokens.tokens.sizes(), (std::vector<int64_t>{24, 10, 16}));
  const auto t = tokens.tokens.reshape({3, 8, 10, 16});
  // The context is the same for the 8 candidates; the candidates differ; CLS is last.
  EXPECT_TRUE(torch::equal(t.select(1, 0).narrow(1, 0, 8), t.select(1, 5).narrow(1, 0, 8)));
  EXPECT_FALSE(torch::equal(t.select(1, 0).select(1, 8), t.select(1, 5).select(1, 8)));
  auto* module = dynamic_cast<PgmModule*>(&task.module());
  ASSERT_NE(module, nullptr);
  EXPECT_TRUE(torch::equal(t.select(2, 9).reshape({24, 16})[7], module->cls));
  MixModel model(16);
  const sdk::TaskOutput out = task.Head(batch, model.Forward(tokens));
  EXPECT_EQ(out.loss.dim(), 0);
  EXPECT_EQ(out.prediction.sizes(), (std::vector<int64_t>{3, 20}));
  // Near chance before training: ln 8 = 2.08.
  EXPECT_NEAR(out.loss.item<double>(), std::log(8.0), 0.5);
}

TEST(PgmTask, SampleIndexAloneFixesTheBatch) {
  PgmTask a(Small(), {});
  PgmTask b(Small(), {});
  const sdk::Batch x = a.MakeBatch(sdk::Split::kVal, Indices({3, 9}), 1);
  const sdk::Batch y = b.MakeBatch(sdk::Split::kVal, Indices({9}), 777);
  EXPECT_TRUE(torch::equal(x.at("panels")[1], y.at("panels")[0]));
  EXPECT_TRUE(torch::equal(x.at("target")[1], y.at("target")[0]));
  EXPECT_TRUE(torch::equal(x.at("meta_target")[1], y.at("meta_target")[0]));
  PgmTask c(Small({{"generator_seed", int64_t{1}}}), {});
  EXPECT_FALSE(
      torch::equal(x.at("panels"), c.MakeBatch(sdk::Split::kVal, Indices({3, 9}), 1).at("panels")));
  EXPECT_FALSE(torch::equal(x.at("panels"),
                            a.MakeBatch(sdk::Split::kTest, Indices({3, 9}), 1).at("panels")));
  ExpectError([&] { a.MakeBatch(sdk::Split::kVal, Indices({16}), 0); }, {"sample 16", "val", "16"});
}

TEST(PgmTask, FilesFromTheToolReadBackAsTheGeneratorsBatches) {
  TempDir dir;
  ASSERT_EQ(RunGenerateTool({"--regime", "attrs.pairs", "--split", "train", "--count", "4", "--out",
                             dir.File("pgm"), "--seed", "3"}),
            0);
  const auto params = [](const std::string& source) {
    return Small({{"regime", std::string("attrs.pairs")},
                  {"source", source},
                  {"generator_seed", int64_t{3}},
                  {"val_from", std::string("val")}});
  };
  PgmTask files(params("files"), {0, dir.path().string()});
  PgmTask generated(params("generator"), {});
  EXPECT_EQ(files.SplitSize(sdk::Split::kTrain), 4);
  EXPECT_EQ(files.SplitSize(sdk::Split::kVal), 0);
  const auto idx = Indices({2, 0, 3});
  const sdk::Batch f = files.MakeBatch(sdk::Split::kTrain, idx, 0);
  const sdk::Batch g = generated.MakeBatch(sdk::Split::kTrain, idx, 0);
  for (const char* key : {"panels", "target", "meta_target"}) {
    EXPECT_TRUE(torch::equal(f.at(key), g.at(key))) << key;
  }
  EXPECT_EQ(files.Provenance().at("pgm.source"), "files");
  EXPECT_EQ(generated.Provenance().at("pgm.held_out"),
            DescribeHeldOut(Regime::kHeldOutAttributePairs));
}

// The floor its test puzzles give a solver that reads only the candidates, for compare's at-floor
// warning; a directory of files has no symbols to compute it from.
TEST(PgmTask, RecordsTheContextBlindFloorOfItsTestPuzzles) {
  PgmTask task(Small({{"regime", std::string("attr.rel.pairs")},
                      {"min_triples", int64_t{2}},
                      {"max_triples", int64_t{2}},
                      {"distractors", std::string("constant")},
                      {"test_size", int64_t{40}}}),
               {});
  GeneratorConfig config{Regime::kHeldOutTriplePairs, 0, 2, 2};
  config.constant_distractors = true;
  const ContextBlindScores expected = ScoreContextBlind(config, DataSplit::kTest, 40);
  const auto prov = task.Provenance();
  EXPECT_NEAR(std::stod(prov.at("floor/test/acc")), expected.Floor(), 1e-6);
  EXPECT_NEAR(std::stod(prov.at("pgm.context_blind.test.most")), expected.most, 1e-4);
  EXPECT_NEAR(std::stod(prov.at("pgm.context_blind.test.least")), expected.least, 1e-4);
  // It is the task's own test puzzles that are scored: a smaller test set, the first 20 of them.
  PgmTask smaller(Small({{"regime", std::string("attr.rel.pairs")},
                         {"min_triples", int64_t{2}},
                         {"max_triples", int64_t{2}},
                         {"distractors", std::string("constant")},
                         {"test_size", int64_t{20}}}),
                  {});
  EXPECT_NEAR(std::stod(smaller.Provenance().at("floor/test/acc")),
              ScoreContextBlind(config, DataSplit::kTest, 20).Floor(), 1e-6);

  TempDir dir;
  for (const char* split : {"train", "test"}) {
    ASSERT_EQ(RunGenerateTool({"--regime", "neutral", "--split", split, "--count", "2", "--out",
                               dir.File("pgm")}),
              0);
  }
  PgmTask files(Small({{"source", std::string("files")}, {"val_from", std::string("val")}}),
                {0, dir.path().string()});
  EXPECT_EQ(files.Provenance().count("floor/test/acc"), 0u);
}

TEST(PgmTask, ConstantDistractorsChangeThePuzzlesAndAreRecorded) {
  PgmTask mixed(Small(), {});
  PgmTask constant(Small({{"distractors", std::string("constant")}}), {});
  EXPECT_EQ(mixed.Provenance().at("pgm.distractors"), "mixed");
  EXPECT_EQ(constant.Provenance().at("pgm.distractors"), "constant");
  const auto idx = Indices({0, 1, 2, 3});
  EXPECT_FALSE(torch::equal(mixed.MakeBatch(sdk::Split::kTrain, idx, 0).at("panels"),
                            constant.MakeBatch(sdk::Split::kTrain, idx, 0).at("panels")));
}

TEST(PgmTask, BadConfigurationsFailWithOneLine) {
  TempDir dir;
  ExpectError(
      [&] {
        PgmTask(Small({{"source", std::string("files")}}), {0, dir.File("none")});
      },
      {dir.File("none") + "/pgm", "not a directory"});
  ExpectError(
      [&] {
        PgmTask(Small({{"regime", std::string("attr.rel.pairs")}, {"max_triples", int64_t{1}}}),
                {});
      },
      {"max_triples", "attr.rel.pairs"});
}

TEST(PgmTask, MetricsMatchTheLossAndCountCorrectChoices) {
  torch::manual_seed(1);
  PgmTask task(Small({{"beta", 2.0}}), {});
  task.Build(8);
  MixModel model(8);
  const sdk::Batch batch = task.MakeBatch(sdk::Split::kTrain, Indices({0, 1, 2, 3, 4}), 0);
  const sdk::TaskOutput out = task.Head(batch, model.Forward(task.Embed(batch)));
  auto metrics = task.NewMetrics(sdk::Split::kTrain);
  metrics->Add(batch, out);
  const auto m = metrics->Compute();
  EXPECT_NEAR(m.at("loss"), out.loss.item<double>(), 1e-4);
  EXPECT_NEAR(m.at("loss"), m.at("ce") + 2.0 * m.at("meta_bce"), 1e-9);
  // Accuracy by hand: scores that pick candidate 0, 1, 2 for targets 0, 1, 5.
  PgmMetrics acc(0.0);
  sdk::Batch b;
  b.size = 3;
  b.tensors["target"] = Indices({0, 1, 5});
  b.tensors["meta_target"] = torch::zeros({3, 12});
  torch::Tensor prediction = torch::zeros({3, 20});
  for (int i = 0; i < 3; ++i) prediction[i][i] = 5.0;
  acc.Add(b, {torch::zeros({}), prediction});
  EXPECT_NEAR(acc.Compute().at("acc"), 2.0 / 3.0, 1e-12);
}

// The chance score the task declares (compare's at-chance warning reads it) is what a guess that
// ignores the puzzle scores: the answer's position is uniform over the 8 candidates, so the best
// constant pick is right about 1 time in 8.
TEST(PgmTask, DeclaresTheChanceOfAGuess) {
  double chance = std::nan("");
  for (const auto& metric : PgmPluginInfo().metrics) {
    if (metric.name == "acc") chance = metric.chance;
  }
  EXPECT_DOUBLE_EQ(chance, 1.0 / kNumCandidates);
  const int64_t n = 800;
  PgmTask task(Small({{"train_size", n}}), {});
  task.Build(8);
  std::vector<int64_t> all(n);
  for (int64_t i = 0; i < n; ++i) all[i] = i;
  const torch::Tensor target = task.MakeBatch(sdk::Split::kTrain, Indices(all), 0).at("target");
  const double best_constant_pick =
      torch::bincount(target, {}, kNumCandidates).max().item<double>() / static_cast<double>(n);
  EXPECT_NEAR(best_constant_pick, chance, 0.04);
}

TEST(PgmTask, ParameterGroupsPartitionTheTasksParameters) {
  PgmTask task(Small(), {});
  task.Build(8);
  std::set<const void*> grouped;
  size_t count = 0;
  const sdk::ParamGroups groups = task.ParameterGroups();
  EXPECT_EQ(groups.size(), 3u);
  for (const char* name : {"embed", "cls", "head"}) {
    ASSERT_TRUE(groups.count(name)) << name;
    for (const auto& p : groups.at(name)) {
      grouped.insert(p.unsafeGetTensorImpl());
      ++count;
    }
  }
  EXPECT_EQ(grouped.size(), count) << "no tensor in two groups";
  EXPECT_EQ(count, task.module().parameters().size()) << "every parameter in a group";
}

TEST(PgmTask, AFewTrainingStepsLowerTheLoss) {
  torch::manual_seed(2);
  PgmTask task(Small(), {});
  const int64_t dim = 32;
  task.Build(dim);
  MixModel model(dim);
  std::vector<torch::Tensor> params = task.module().parameters();
  for (const auto& p : model.module().parameters()) params.push_back(p);
  torch::optim::Adam opt(params, torch::optim::AdamOptions(1e-3));
  // Overfit one batch of 16 puzzles; losses in training mode (BatchNorm on batch statistics).
  const sdk::Batch batch = task.MakeBatch(sdk::Split::kTrain, torch::arange(16), 0);
  auto loss_now = [&] { return task.Head(batch, model.Forward(task.Embed(batch))).loss; };
  // Judged on the mean of the last ten steps' losses, not on one: on one batch, with BatchNorm
  // and Adam at 1e-3, the path is noisy. Under LibTorch 2.11 at 16 threads it fell from 2.08 to
  // 0.98 by step 47 and was back at 1.48 at step 49, and a single final loss failed the test.
  double before = 0.0, last_ten = 0.0;
  for (int step = 0; step < 50; ++step) {
    opt.zero_grad();
    torch::Tensor loss = loss_now();
    const double value = loss.item<double>();
    if (step == 0) before = value;
    if (step >= 40) last_ten += value / 10.0;
    if (std::getenv("PGM_DEBUG")) std::cerr << step << " " << value << "\n";
    loss.backward();
    opt.step();
  }
  EXPECT_LT(last_ten, before - 0.5) << "before " << before << ", mean of the last ten " << last_ten;
}

TEST(PgmTask, PanelPoolSeesOnlyTheMeansOf2x2Blocks) {
  torch::manual_seed(3);
  PanelCnn cnn(4, 2, 8, /*pool=*/2);
  cnn->eval();
  const torch::Tensor x = torch::rand({2, 1, 80, 80});
  // Swap the two pixels of every 2x2 block's top row: block means stay, the image changes.
  torch::Tensor swapped = x.clone();
  using torch::indexing::Slice;
  swapped.index_put_({Slice(), Slice(), Slice(0, 80, 2), Slice(0, 80, 2)},
                     x.index({Slice(), Slice(), Slice(0, 80, 2), Slice(1, 80, 2)}));
  swapped.index_put_({Slice(), Slice(), Slice(0, 80, 2), Slice(1, 80, 2)},
                     x.index({Slice(), Slice(), Slice(0, 80, 2), Slice(0, 80, 2)}));
  EXPECT_TRUE(torch::allclose(cnn->forward(x), cnn->forward(swapped), 1e-5, 1e-6));
  PanelCnn full(4, 2, 8, /*pool=*/1);
  full->eval();
  EXPECT_FALSE(torch::allclose(full->forward(x), full->forward(swapped), 1e-3, 1e-4));
  // Through the task: tokens of the documented shape; a pool that does not divide 80 fails.
  PgmTask task(Small({{"panel_pool", int64_t{2}}}), {});
  task.Build(16);
  const sdk::Batch batch = task.MakeBatch(sdk::Split::kTrain, Indices({0, 1}), 0);
  EXPECT_EQ(task.Embed(batch).tokens.sizes(), (std::vector<int64_t>{16, 10, 16}));
  ExpectError([] { PgmTask(Small({{"panel_pool", int64_t{3}}}), {}); }, {"panel_pool", "3", "80"});
}

TEST(PgmTask, HeadsNormaliseTheModelOutputs) {
  // An NI with the paper's residual form grows its outputs ~(1 + sum_u C_ui) per iteration: the
  // scores and the meta-target logits must not depend on that scale.
  torch::manual_seed(4);
  PgmTask task(Small({{"beta", 1.0}}), {});
  task.Build(8);
  const sdk::Batch batch = task.MakeBatch(sdk::Split::kTrain, Indices({0, 1, 2}), 0);
  sdk::ModelOutput y;
  y.tokens = torch::randn({24, 10, 8});
  sdk::ModelOutput grown;
  grown.tokens = y.tokens * 256.0;
  const torch::Tensor a = task.Head(batch, y).prediction;
  const torch::Tensor b = task.Head(batch, grown).prediction;
  // Up to LayerNorm's epsilon (1e-5 against the pooled outputs' variance of ~1/80).
  EXPECT_TRUE(torch::allclose(a, b, 1e-2, 1e-2)) << (a - b).abs().max().item<double>();
}

TEST(PgmTask, PluginLoadsAndOffersItsTool) {
  const std::string path = std::string(NILAB_BINARY_DIR) + "/plugins/nilab-pgm.so";
  host::PluginRegistry registry;
  ASSERT_TRUE(registry.LoadFile(path))
      << (registry.refused().empty() ? "" : registry.refused()[0].reason);
  const host::LoadedPlugin& plugin = registry.Get("pgm", sdk::PluginKind::kTask);
  EXPECT_EQ(plugin.info.headline_metric, "val/acc");
  ASSERT_EQ(plugin.info.tools.size(), 1u);
  EXPECT_EQ(plugin.info.tools[0].name, "pgm-generate");
  ASSERT_TRUE(plugin.run_tool);
  EXPECT_EQ(plugin.run_tool("pgm-generate", {"--help"}), 0);
  EXPECT_EQ(plugin.run_tool("nope", {}), 2);
  auto task = plugin.create_task(sdk::Params::WithDefaults(plugin.info.params), {});
  EXPECT_EQ(task->SplitSize(sdk::Split::kTrain), 20000);
}

// FNV-1a of each sample's panels and target in a split, in order.
std::vector<uint64_t> SampleHashes(PgmTask& task, sdk::Split split) {
  const int64_t n = task.SplitSize(split);
  const sdk::Batch batch = task.MakeBatch(split, torch::arange(n), 0);
  const torch::Tensor panels = batch.at("panels").contiguous();
  const int64_t per = panels.numel() / std::max<int64_t>(n, 1);
  std::vector<uint64_t> out;
  for (int64_t i = 0; i < n; ++i) {
    uint64_t h = 0xcbf29ce484222325ULL;
    const uint8_t* p = panels.data_ptr<uint8_t>() + i * per;
    for (int64_t j = 0; j < per; ++j) h = (h ^ p[j]) * 0x100000001b3ULL;
    out.push_back(h ^ static_cast<uint64_t>(batch.at("target")[i].item<int64_t>()));
  }
  return out;
}

// The context of a trial of seed `seed`.
sdk::TaskContext Trial(uint64_t seed) {
  sdk::TaskContext context;
  context.seed = seed;
  return context;
}

// val is carved from the first train_size + val_size training puzzles with the trial's seed,
// disjoint from train; test is the regime's test set, the same for every seed.
TEST(PgmTask, ValIsCarvedFromTheTrainingPuzzlesAndTestIsFixed) {
  const auto params = Small({{"distractors", std::string("constant")}});
  PgmTask carved(params, Trial(0));
  PgmTask first80(Small({{"distractors", std::string("constant")},
                         {"val_from", std::string("val")},
                         {"train_size", int64_t{80}},
                         {"val_size", int64_t{0}}}),
                  Trial(0));
  EXPECT_EQ(carved.SplitSize(sdk::Split::kTrain), 64);
  EXPECT_EQ(carved.SplitSize(sdk::Split::kVal), 16);
  EXPECT_EQ(carved.SplitSize(sdk::Split::kTest), 16);
  const auto train = SampleHashes(carved, sdk::Split::kTrain);
  const auto val = SampleHashes(carved, sdk::Split::kVal);
  std::multiset<uint64_t> both(train.begin(), train.end());
  both.insert(val.begin(), val.end());
  const auto pool = SampleHashes(first80, sdk::Split::kTrain);
  EXPECT_EQ(both, std::multiset<uint64_t>(pool.begin(), pool.end()));
  EXPECT_EQ(std::set<uint64_t>(pool.begin(), pool.end()).size(), 80u);  // 80 distinct puzzles
  const auto test = SampleHashes(carved, sdk::Split::kTest);
  EXPECT_EQ(test, SampleHashes(first80, sdk::Split::kTest));
  for (uint64_t h : test) EXPECT_EQ(both.count(h), 0u);

  // Another trial seed: another val, the same test; a fixed split_seed: the same val.
  PgmTask other(params, Trial(1));
  EXPECT_NE(SampleHashes(other, sdk::Split::kVal), val);
  EXPECT_EQ(SampleHashes(other, sdk::Split::kTest), test);
  auto fixed = Small({{"distractors", std::string("constant")}, {"split_seed", int64_t{5}}});
  PgmTask f0(fixed, Trial(0)), f1(fixed, Trial(1));
  EXPECT_EQ(SampleHashes(f0, sdk::Split::kVal), SampleHashes(f1, sdk::Split::kVal));

  const auto prov = carved.Provenance();
  EXPECT_EQ(prov.at("val_from"), "carve");
  EXPECT_EQ(prov.at("split_seed"), "0");
  EXPECT_EQ(prov.at("split_seed_from"), "trial");
  EXPECT_EQ(f1.Provenance().at("split_seed_from"), "param");
  EXPECT_EQ(prov.count("val_from_test"), 0u);
  EXPECT_NE(prov.at("split/val").find("16 of train stream (80), carved with split seed 0"),
            std::string::npos)
      << prov.at("split/val");
  EXPECT_NE(prov.at("split/train").find("64 of train stream (80), the rest"), std::string::npos);
  EXPECT_NE(prov.at("split/test").find("16 of test stream (16)"), std::string::npos);
}

// val_from = "val": train is the first train_size training puzzles and val the generator's val
// stream, the same for every seed (as every PGM sweep had it before val was carved).
TEST(PgmTask, ValFromValIsTheGeneratorsValStream) {
  PgmTask task(Small({{"val_from", std::string("val")}}), Trial(3));
  const GeneratorConfig config{Regime::kNeutral, 0, 1, 4};
  const sdk::Batch val = task.MakeBatch(sdk::Split::kVal, Indices({5}), 0);
  const Sample expected = GenerateSample(config, DataSplit::kVal, 5, RenderOptions{true});
  EXPECT_TRUE(std::equal(expected.panels.begin(), expected.panels.end(),
                         val.at("panels").contiguous().data_ptr<uint8_t>()));
  const sdk::Batch train = task.MakeBatch(sdk::Split::kTrain, Indices({63}), 0);
  const Sample last = GenerateSample(config, DataSplit::kTrain, 63, RenderOptions{true});
  EXPECT_TRUE(std::equal(last.panels.begin(), last.panels.end(),
                         train.at("panels").contiguous().data_ptr<uint8_t>()));
  const auto prov = task.Provenance();
  EXPECT_EQ(prov.at("val_from"), "val");
  EXPECT_EQ(prov.count("split_seed"), 0u);
  EXPECT_NE(prov.at("split/val").find("16 of val stream (16), the first"), std::string::npos);
}

TEST(PgmTask, AValThatLeavesNoTrainingPuzzlesIsOneLine) {
  TempDir dir;
  ASSERT_EQ(RunGenerateTool({"--regime", "neutral", "--split", "train", "--count", "4", "--out",
                             dir.File("pgm"), "--store"}),
            0);
  const auto params = [](int64_t val_size) {
    return Small({{"source", std::string("files")}, {"val_size", val_size}});
  };
  ExpectError(
      [&] {
        PgmTask(params(4), {0, dir.path().string()});
      },
      {"val_size = 4", "leaves no training samples", "number 4"});
  PgmTask task(params(1), {0, dir.path().string()});
  EXPECT_EQ(task.SplitSize(sdk::Split::kTrain), 3);
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), 1);
  EXPECT_NE(task.Provenance().at("split/val").find("1 of train files (4)"), std::string::npos);
}

}  // namespace
}  // namespace nilab::pgm
