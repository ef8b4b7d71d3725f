#include "tasks/kmnist/kmnist_task.h"

#include <gtest/gtest.h>
#include <cstdint>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <vector>

#include "plugins/sdk/carve.h"
#include "tasks/digits/digits_task.h"
#include "tests/datasets/test_util.h"
#include "tests/digits/standin_model.h"

namespace nilab::kmnist {
namespace {

std::vector<int64_t> Labels(int64_t per_class) {
  std::vector<int64_t> labels;
  for (int64_t i = 0; i < 10 * per_class; ++i) labels.push_back((i * 7) % 10);
  return labels;
}

TEST(KmnistShots, ArePerClassBalancedSeededAndDistinct) {
  const auto labels = Labels(100);
  for (int64_t k : {150, 155, 500}) {
    const auto shots = BalancedShots(labels, k, 3);
    ASSERT_EQ(static_cast<int64_t>(shots.size()), k);
    EXPECT_EQ(std::set<int64_t>(shots.begin(), shots.end()).size(), shots.size());
    std::vector<int64_t> per_class(10, 0);
    for (int64_t r : shots) ++per_class[labels[r]];
    for (int64_t c = 0; c < 10; ++c) EXPECT_EQ(per_class[c], k / 10 + (c < k % 10)) << k;
  }
  EXPECT_EQ(BalancedShots(labels, 150, 3), BalancedShots(labels, 150, 3));
  EXPECT_NE(BalancedShots(labels, 150, 3), BalancedShots(labels, 150, 4));
  EXPECT_THROW(BalancedShots(Labels(10), 150, 0), std::invalid_argument);
}

// The host starts a K-MNIST phase from a digits checkpoint by copying the task tensors whose
// name and shape match: that must be exactly the patch embedding.
TEST(KmnistTask, SharesOnlyThePatchEmbeddingWithDigits) {
  sdk::Params digits_params = sdk::Params::WithDefaults(digits::DigitsParamSchema());
  digits_params.Set("datasets", sdk::StringList{"mnist", "mnist_m"});
  digits::DigitsTask digits_task(digits_params, {0, "/nonexistent"});
  KmnistTask kmnist_task(sdk::Params::WithDefaults(KmnistParamSchema()), {0, "/nonexistent"});
  digits_task.Build(24);
  kmnist_task.Build(24);
  EXPECT_EQ(kmnist_task.num_rel_pos(), digits_task.num_rel_pos());
  const auto from = digits_task.module().named_parameters();
  std::set<std::string> shared;
  for (const auto& p : kmnist_task.module().named_parameters()) {
    if (from.contains(p.key()) && from[p.key()].sizes() == p.value().sizes())
      shared.insert(p.key());
  }
  EXPECT_EQ(shared, (std::set<std::string>{"patch_embed.weight", "patch_embed.bias"}));
  EXPECT_TRUE(kmnist_task.module().named_parameters().contains("cls_kmnist"));
  EXPECT_TRUE(kmnist_task.module().named_parameters().contains("head_kmnist.weight"));
  EXPECT_TRUE(kmnist_task.module().named_parameters().contains("head_norm_kmnist.weight"));
}

std::string RealData();  // below: NILAB_TEST_DATA when it holds K-MNIST's test split, else ""

// Layout "authors" (issue 23): one shared CLS token and head with dataset-free names, so a
// K-MNIST phase initialised from a digits checkpoint starts from the pretrained CLS token and
// head, as the authors' finetune does with use_shared_cls_tokens / use_shared_prediction_head.
TEST(KmnistTask, AuthorsLayoutStartsFromThePretrainedClsAndHead) {
  sdk::Params digits_params = sdk::Params::WithDefaults(digits::DigitsParamSchema());
  digits_params.Set("datasets", sdk::StringList{"mnist", "mnist_m", "svhn"});
  digits_params.Set("layout", std::string("authors"));
  digits::DigitsTask digits_task(digits_params, {0, "/nonexistent"});
  sdk::Params kmnist_params = sdk::Params::WithDefaults(KmnistParamSchema());
  kmnist_params.Set("layout", std::string("authors"));
  kmnist_params.Set("cls_copies", int64_t{3});
  KmnistTask kmnist_task(kmnist_params, {0, "/nonexistent"});
  torch::manual_seed(0);
  digits_task.Build(24);
  torch::manual_seed(1);
  kmnist_task.Build(24);
  EXPECT_EQ(digits_task.patch_grid().rows, 8);
  EXPECT_EQ(kmnist_task.patch_grid().cols, 8);
  // The host's matching load (Strictness::kMatching) copies tensors of equal name and shape.
  const auto from = digits_task.module().named_parameters();
  std::set<std::string> shared;
  {
    torch::NoGradGuard no_grad;
    for (auto& p : kmnist_task.module().named_parameters()) {
      if (from.contains(p.key()) && from[p.key()].sizes() == p.value().sizes()) {
        shared.insert(p.key());
        p.value().copy_(from[p.key()]);
      }
    }
  }
  EXPECT_EQ(shared, (std::set<std::string>{"patch_embed.weight", "patch_embed.bias", "cls",
                                           "head_norm.weight", "head_norm.bias", "head.weight",
                                           "head.bias"}));
  // The shared CLS token is drawn N(0, 1) (torch.randn), not at std 0.02.
  EXPECT_GT(from["cls"].std().item<double>(), 0.5);
  // Same image: the same 67 tokens (3 copies of the pretrained CLS, then the patches) and,
  // from the same model output, the same logits as the digits task gives an MNIST sample.
  sdk::Batch batch;
  batch.size = 2;
  batch.tensors["image"] = torch::randn({2, 3, 32, 32});
  batch.tensors["label"] = torch::tensor({1, 2}, torch::kLong);
  batch.tensors["dataset"] = torch::zeros({2}, torch::kLong);
  const auto digits_tokens = digits_task.Embed(batch);
  const auto kmnist_tokens = kmnist_task.Embed(batch);
  ASSERT_EQ(kmnist_tokens.tokens.size(1), 67);
  EXPECT_TRUE(torch::equal(kmnist_tokens.tokens, digits_tokens.tokens));
  EXPECT_TRUE(torch::equal(kmnist_tokens.tokens[0][2], from["cls"]));
  sdk::ModelOutput out;
  out.tokens = torch::randn({2, 67, 24});
  EXPECT_TRUE(torch::allclose(kmnist_task.Head(batch, out).prediction,
                              digits_task.Head(batch, out).prediction));
  // Parameter groups: one CLS token, one head.
  const auto groups = kmnist_task.ParameterGroups();
  EXPECT_EQ(groups.at("cls").size(), 1u);
  EXPECT_EQ(groups.at("head").size(), 4u);
}

// shots_from = "auto": K-MNIST's training split when its files are present, else the test split.
TEST(KmnistTask, ShotsFromAutoUsesTheTrainingSplitOnlyWhenPresent) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("nilab_kmnist_auto_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir / "kmnist");
  EXPECT_FALSE(KmnistTrainPresent(dir.string()));
  std::ofstream(dir / "kmnist" / "train-labels-idx1-ubyte.gz") << "x";
  EXPECT_FALSE(KmnistTrainPresent(dir.string())) << "labels alone are not the training split";
  std::ofstream(dir / "kmnist" / "train-images-idx3-ubyte.gz") << "x";
  EXPECT_TRUE(KmnistTrainPresent(dir.string()));
  std::filesystem::remove_all(dir);

  const std::string root = RealData();
  if (root.empty()) GTEST_SKIP() << "K-MNIST not in NILAB_TEST_DATA; skipping the real split";
  sdk::Params params = sdk::Params::WithDefaults(KmnistParamSchema());
  params.Set("shots_from", std::string("auto"));
  params.Set("shots", int64_t{150});
  KmnistTask task(params, {0, root});
  task.Build(16);
  task.StartPhase({"adapt", params});
  const std::string used = KmnistTrainPresent(root) ? "train" : "test";
  EXPECT_EQ(task.Provenance().at("kmnist/shots_from"), used);
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), 2000);
  EXPECT_EQ(task.SplitSize(sdk::Split::kTest), used == "test" ? 5000 : 10000);
  EXPECT_FALSE(task.Provenance().at("kmnist/shot_indices").empty());
}

// Exposes the rows of each split, to check that they are disjoint.
class InspectableKmnistTask : public KmnistTask {
 public:
  using KmnistTask::KmnistTask;
  using KmnistTask::parts;
};

std::string RealData() {
  const char* root = std::getenv("NILAB_TEST_DATA");
  if (!root || !std::filesystem::exists(std::string(root) + "/kmnist/t10k-images-idx3-ubyte.gz")) {
    return "";
  }
  return root;
}

TEST(KmnistTask, CarvesTheTestSetAndRecordsTheCarves) {
  const std::string root = RealData();
  if (root.empty()) GTEST_SKIP() << "K-MNIST not in NILAB_TEST_DATA; skipping";
  sdk::Params params = sdk::Params::WithDefaults(KmnistParamSchema());
  params.Set("shots", int64_t{150});
  InspectableKmnistTask task(params, {0, root});
  task.Build(16);
  task.StartPhase({"adapt", params});
  EXPECT_EQ(task.SplitSize(sdk::Split::kTrain), 150);
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), 2000);
  EXPECT_EQ(task.SplitSize(sdk::Split::kTest), 5000);
  const auto prov = task.Provenance();
  EXPECT_EQ(prov.at("kmnist/shots_per_class"), "15,15,15,15,15,15,15,15,15,15");
  EXPECT_EQ(prov.at("kmnist/shots_from"), "test");
  EXPECT_EQ(prov.at("file/kmnist/t10k-images-idx3-ubyte.gz"),
            "edd7a857845ad6bb1d0ba43fe7e794d164fe2dce499a1694695a792adfac43c5");
  EXPECT_EQ(prov.at("kmnist/shot_indices_fnv1a").size(), 16u);
  EXPECT_EQ(prov.count("val_from_test"), 0u);
  EXPECT_NE(prov.at("split/kmnist/test").find("5000 of test (10000), the test part"),
            std::string::npos)
      << prov.at("split/kmnist/test");
  EXPECT_NE(prov.at("split/kmnist/pool").find("3000 of test (10000)"), std::string::npos)
      << prov.at("split/kmnist/pool");
  // Shots (of the pool), val and test are disjoint rows of the one test split.
  const auto& shots = task.parts(sdk::Split::kTrain).at(0);
  const auto& val = task.parts(sdk::Split::kVal).at(0);
  const auto& test = task.parts(sdk::Split::kTest).at(0);
  EXPECT_EQ(shots.data.get(), val.data.get());
  EXPECT_EQ(val.data.get(), test.data.get());
  std::set<int64_t> rows(shots.rows.begin(), shots.rows.end());
  rows.insert(val.rows.begin(), val.rows.end());
  rows.insert(test.rows.begin(), test.rows.end());
  EXPECT_EQ(rows.size(), 7150u);
  const auto train = task.MakeBatch(sdk::Split::kTrain, torch::arange(150), 0);
  EXPECT_EQ(train.at("label").bincount().min().item<int64_t>(), 15);
  EXPECT_EQ(task.MakeBatch(sdk::Split::kTest, torch::arange(5000), 0).size, 5000);
  // The paper adapts on unaugmented K-MNIST samples: by default the batch seed changes nothing.
  EXPECT_TRUE(torch::equal(train.at("image"),
                           task.MakeBatch(sdk::Split::kTrain, torch::arange(150), 1).at("image")));
  // Another trial seed: other shots and val, the same test part.
  InspectableKmnistTask other(params, {1, root});
  other.Build(16);
  other.StartPhase({"adapt", params});
  EXPECT_NE(other.Provenance().at("kmnist/shot_indices_fnv1a"),
            prov.at("kmnist/shot_indices_fnv1a"));
  EXPECT_NE(other.Provenance().at("split/kmnist/val"), prov.at("split/kmnist/val"));
  EXPECT_EQ(other.Provenance().at("split/kmnist/test"), prov.at("split/kmnist/test"));
  // val_from = "test": val is the test split less the shots (subsampled by eval_size).
  params.Set("val_from", std::string("test"));
  params.Set("split_seed", int64_t{0});
  task.StartPhase({"adapt", params});
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), 9850);
  EXPECT_EQ(task.SplitSize(sdk::Split::kTest), 0);
  EXPECT_EQ(task.Provenance().at("val_from_test"), "1");
  params.Set("eval_size", int64_t{500});
  task.StartPhase({"adapt", params});
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), 500);
  EXPECT_EQ(task.SplitSize(sdk::Split::kTest), 9350);
  // The official training images are absent here: asking for them says how to fetch them.
  if (!std::filesystem::exists(root + "/kmnist/train-images-idx3-ubyte.gz")) {
    params.Set("shots_from", std::string("train"));
    try {
      task.StartPhase({"adapt", params});
      FAIL() << "expected an error";
    } catch (const std::exception& e) {
      const std::string m = e.what();
      EXPECT_NE(m.find("kmnist/train-images-idx3-ubyte.gz"), std::string::npos) << m;
      EXPECT_NE(m.find("nilab data fetch kmnist --data-dir"), std::string::npos) << m;
    }
  }
}

TEST(KmnistTask, FinetunesOnARealSubset) {
  const std::string root = RealData();
  if (root.empty()) GTEST_SKIP() << "K-MNIST not in NILAB_TEST_DATA; skipping";
  torch::manual_seed(0);
  sdk::Params params = sdk::Params::WithDefaults(KmnistParamSchema());
  params.Set("shots", int64_t{50});
  params.Set("val_size", int64_t{200});
  KmnistTask task(params, {0, root});
  testing::StandInModel model(32, task.num_rel_pos());
  task.Build(model.dim());
  task.StartPhase({"adapt", params});
  std::vector<torch::Tensor> all = model.module().parameters();
  for (auto& p : task.module().parameters()) all.push_back(p);
  torch::optim::Adam optimizer(all, torch::optim::AdamOptions(3e-3));
  double first = 0, last = 0;
  for (int step = 0; step < 30; ++step) {
    const sdk::Batch batch = task.MakeBatch(sdk::Split::kTrain, torch::arange(50), 7);
    const auto out = task.Head(batch, model.Forward(task.Embed(batch)));
    optimizer.zero_grad();
    out.loss.backward();
    optimizer.step();
    if (step == 0) first = out.loss.item<double>();
    last = out.loss.item<double>();
  }
  EXPECT_LT(last, 0.7 * first) << "loss " << first << " -> " << last;
  torch::NoGradGuard no_grad;
  auto metrics = task.NewMetrics(sdk::Split::kVal);
  const sdk::Batch val = task.MakeBatch(sdk::Split::kVal, torch::arange(200), 0);
  metrics->Add(val, task.Head(val, model.Forward(task.Embed(val))));
  const auto m = metrics->Compute();
  EXPECT_EQ(m.at("acc"), m.at("acc/kmnist"));
}

// ---- The carves, on generated labels (no data needed): pool, val and test disjoint, the test
// part at least 5,000 images and fixed across trial seeds, val and shots drawn with the split
// seed, val_from = "test" as it always was, and one line for sizes that do not fit.

std::vector<int64_t> Sorted(std::vector<int64_t> v) {
  std::sort(v.begin(), v.end());
  return v;
}

std::vector<int64_t> Intersection(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  std::vector<int64_t> out;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

TEST(KmnistSplits, TheTestSplitIsCarvedIntoDisjointPoolValAndTest) {
  const auto labels = Labels(1000);
  KmnistSplitSpec spec;  // shots_from test, 150 shots, val 2,000, test 5,000
  const KmnistSplit s = SplitKmnist(spec, labels, 10000);
  EXPECT_EQ(s.test.size(), 5000u);
  EXPECT_EQ(s.val.size(), 2000u);
  EXPECT_EQ(s.pool.size(), 3000u);
  EXPECT_EQ(s.shots.size(), 150u);
  EXPECT_TRUE(std::is_sorted(s.test.begin(), s.test.end()));
  EXPECT_TRUE(Intersection(s.test, s.val).empty());
  EXPECT_TRUE(Intersection(s.test, s.pool).empty());
  EXPECT_TRUE(Intersection(s.val, s.pool).empty());
  EXPECT_EQ(Intersection(s.shots, s.pool), s.shots);  // the shots come from the pool
  std::vector<int64_t> all = s.test;
  all.insert(all.end(), s.val.begin(), s.val.end());
  all.insert(all.end(), s.pool.begin(), s.pool.end());
  EXPECT_EQ(Sorted(all), sdk::Iota(10000));
  std::vector<int64_t> per_class(10, 0);
  for (int64_t r : s.shots) ++per_class[labels[r]];
  EXPECT_EQ(per_class, std::vector<int64_t>(10, 15));
}

TEST(KmnistSplits, ATrialSeedDrawsValAndShotsAndTheTestPartStaysFixed) {
  const auto labels = Labels(1000);
  KmnistSplitSpec a, b;
  b.split_seed = 1;
  const KmnistSplit x = SplitKmnist(a, labels, 10000), y = SplitKmnist(b, labels, 10000);
  EXPECT_EQ(x.test, y.test);
  EXPECT_NE(x.val, y.val);
  EXPECT_NE(x.shots, y.shots);
  EXPECT_EQ(SplitKmnist(a, labels, 10000).val, x.val);  // reproducible
  // The test part has a seed of its own.
  KmnistSplitSpec c;
  c.test_seed = 4;
  EXPECT_NE(SplitKmnist(c, labels, 10000).test, x.test);
  // A larger test part, still disjoint from the rest.
  c.test_size = 7000;
  c.val_size = 1000;
  const KmnistSplit z = SplitKmnist(c, labels, 10000);
  EXPECT_EQ(z.test.size(), 7000u);
  EXPECT_EQ(z.pool.size(), 2000u);
  EXPECT_TRUE(Intersection(z.test, z.val).empty());
}

TEST(KmnistSplits, FromTheTrainingSplitTheTestIsTheWholeTestSplit) {
  const auto labels = Labels(6000);  // 60,000 training images
  KmnistSplitSpec spec;
  spec.from_train = true;
  const KmnistSplit s = SplitKmnist(spec, labels, 10000);
  EXPECT_EQ(s.test, sdk::Iota(10000));
  EXPECT_EQ(s.val.size(), 2000u);
  EXPECT_EQ(s.pool.size(), 58000u);
  EXPECT_TRUE(Intersection(s.val, s.pool).empty());
  EXPECT_EQ(Intersection(s.shots, s.pool), s.shots);
  spec.test_size = 5000;
  EXPECT_EQ(SplitKmnist(spec, labels, 10000).test.size(), 5000u);
}

// val_from = "test" gives the split every K-MNIST sweep had before val was carved: the shots
// drawn from the whole source split, val the test split less the shots, subsampled with stream
// "eval" of the split seed. The reference below is that code, unchanged.
TEST(KmnistSplits, ValFromTestIsTheSplitOfEarlierSweeps) {
  const auto labels = Labels(1000);
  for (const int64_t eval_size : {int64_t{0}, int64_t{2000}}) {
    KmnistSplitSpec spec;
    spec.val_from = "test";
    spec.eval_size = eval_size;
    const KmnistSplit s = SplitKmnist(spec, labels, 10000);
    const std::vector<int64_t> shots = BalancedShots(labels, 150, 0);
    std::vector<int64_t> eval_rows;
    std::vector<bool> taken(10000, false);
    for (int64_t r : shots) taken[r] = true;
    for (int64_t r = 0; r < 10000; ++r) {
      if (!taken[r]) eval_rows.push_back(r);
    }
    if (eval_size > 0 && eval_size < static_cast<int64_t>(eval_rows.size())) {
      std::vector<int64_t> pick =
          sdk::SampleIndices(eval_rows.size(), eval_size, sdk::StreamSeed(0, "eval"));
      std::sort(pick.begin(), pick.end());
      std::vector<int64_t> kept;
      for (int64_t j : pick) kept.push_back(eval_rows[j]);
      eval_rows = kept;
    }
    EXPECT_EQ(s.shots, shots);
    EXPECT_EQ(s.val, eval_rows);
    // Test: the images neither shots nor val hold.
    EXPECT_EQ(s.test.size(), 10000u - 150u - eval_rows.size());
    EXPECT_TRUE(Intersection(s.test, s.val).empty());
    EXPECT_TRUE(Intersection(s.test, Sorted(s.shots)).empty());
  }
}

TEST(KmnistSplits, SizesThatDoNotFitAreOneLineNamingTheParam) {
  const auto labels = Labels(1000);
  const auto split = [&](auto set) {
    return [&labels, set] {
      KmnistSplitSpec spec;
      set(spec);
      SplitKmnist(spec, labels, 10000);
    };
  };
  datasets::testing::ExpectError(split([](KmnistSplitSpec& s) { s.test_size = 4999; }),
                                 {"test_size = 4999", "below 5000"});
  datasets::testing::ExpectError(split([](KmnistSplitSpec& s) { s.test_size = 10000; }),
                                 {"test_size = 10000", "leaves no images"});
  datasets::testing::ExpectError(split([](KmnistSplitSpec& s) { s.val_size = 5000; }),
                                 {"val_size = 5000", "leaves no adaptation pool", "5000 images"});
  datasets::testing::ExpectError(split([](KmnistSplitSpec& s) { s.eval_size = 100; }),
                                 {"eval_size", "val_from = \"test\" only", "val_size"});
  datasets::testing::ExpectError(split([](KmnistSplitSpec& s) { s.shots = 3000; }),
                                 {"shots: class"});
}

}  // namespace
}  // namespace nilab::kmnist
