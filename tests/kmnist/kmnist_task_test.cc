#include "tasks/kmnist/kmnist_task.h"

#include <gtest/gtest.h>
#include <cstdint>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
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
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), used == "test" ? 9850 : 10000);
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
