#include "tasks/kmnist/kmnist_task.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <set>

#include "tasks/digits/digits_task.h"
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

TEST(KmnistTask, SplitsTheTestSetAndRecordsTheSplit) {
  const std::string root = RealData();
  if (root.empty()) GTEST_SKIP() << "K-MNIST not in NILAB_TEST_DATA; skipping";
  sdk::Params params = sdk::Params::WithDefaults(KmnistParamSchema());
  params.Set("shots", int64_t{150});
  InspectableKmnistTask task(params, {0, root});
  task.Build(16);
  task.StartPhase({"adapt", params});
  EXPECT_EQ(task.SplitSize(sdk::Split::kTrain), 150);
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), 9850);
  const auto prov = task.Provenance();
  EXPECT_EQ(prov.at("kmnist/shots_per_class"), "15,15,15,15,15,15,15,15,15,15");
  EXPECT_EQ(prov.at("kmnist/shots_from"), "test");
  EXPECT_EQ(prov.at("file/kmnist/t10k-images-idx3-ubyte.gz"),
            "edd7a857845ad6bb1d0ba43fe7e794d164fe2dce499a1694695a792adfac43c5");
  EXPECT_EQ(prov.at("kmnist/shot_indices_fnv1a").size(), 16u);
  // Shots and held-out set partition the test split.
  const auto& shots = task.parts(sdk::Split::kTrain).at(0);
  const auto& held_out = task.parts(sdk::Split::kVal).at(0);
  EXPECT_EQ(shots.data.get(), held_out.data.get());
  std::set<int64_t> rows(shots.rows.begin(), shots.rows.end());
  rows.insert(held_out.rows.begin(), held_out.rows.end());
  EXPECT_EQ(rows.size(), 10000u);
  const auto train = task.MakeBatch(sdk::Split::kTrain, torch::arange(150), 0);
  EXPECT_EQ(train.at("label").bincount().min().item<int64_t>(), 15);
  // The paper adapts on unaugmented K-MNIST samples: by default the batch seed changes nothing.
  EXPECT_TRUE(torch::equal(train.at("image"),
                           task.MakeBatch(sdk::Split::kTrain, torch::arange(150), 1).at("image")));
  params.Set("eval_size", int64_t{500});
  task.StartPhase({"adapt", params});
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), 500);
  // Another seed, another split.
  params.Set("split_seed", int64_t{1});
  task.StartPhase({"adapt", params});
  EXPECT_NE(task.Provenance().at("kmnist/shot_indices_fnv1a"),
            prov.at("kmnist/shot_indices_fnv1a"));
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
  params.Set("eval_size", int64_t{200});
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

}  // namespace
}  // namespace nilab::kmnist
