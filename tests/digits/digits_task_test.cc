#include "tasks/digits/digits_task.h"

#include <gtest/gtest.h>
#include <cstdint>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "plugins/sdk/carve.h"
#include "tasks/datasets/checksum.h"
#include "tasks/digits/patches.h"
#include "tests/datasets/test_util.h"
#include "tests/datasets/writers.h"
#include "tests/digits/standin_model.h"

namespace nilab::digits {
namespace {

std::vector<int64_t> Values(const torch::Tensor& t) {
  const auto c = t.to(torch::kLong).contiguous();
  return std::vector<int64_t>(c.data_ptr<int64_t>(), c.data_ptr<int64_t>() + c.numel());
}

// An ImageTask over generated splits: dataset "a" (grey, 32x32x1) and "b" (RGB).
class GeneratedTask : public ImageTask {
 public:
  explicit GeneratedTask(bool head_norm = false) : ImageTask({"a", "b"}, 0.02, head_norm) {}
  void StartPhase(const sdk::PhaseContext&) override {
    auto a = Split("a", 1, 10), b = Split("b", 3, 6);
    SetSplit(sdk::Split::kTrain, {{0, a, {0, 1, 2, 3, 4, 5}}, {1, b, {0, 1, 2, 3}}});
    SetSplit(sdk::Split::kVal, {{0, a, {6, 7, 8, 9}}, {1, b, {4, 5}}});
    SetAugmentation(2, 9);
  }
  static std::shared_ptr<DigitSplit> Split(const std::string& name, int64_t channels, int64_t n) {
    auto s = std::make_shared<DigitSplit>();
    s->dataset = name;
    s->split = "train";
    s->images = torch::randint(0, 256, {n, 32, 32, channels}).to(torch::kUInt8);
    s->labels = torch::arange(n, torch::kLong) % 10;
    return s;
  }
};

// Exposes the rows of each split and their official indices.
class InspectableTask : public DigitsTask {
 public:
  using DigitsTask::DigitsTask;
  using DigitsTask::parts;

  // The official indices of a split's samples, dataset after dataset.
  std::vector<int64_t> Indices(sdk::Split split) const {
    std::vector<int64_t> out;
    for (const SplitPart& part : parts(split)) {
      for (int64_t r : part.rows) out.push_back(part.data->source_index[r]);
    }
    return out;
  }
  std::string SourceOf(sdk::Split split) const { return parts(split).at(0).data->split; }
};

TEST(DigitsImageTask, BatchesMixDatasetsAndReplicateGrey) {
  torch::manual_seed(0);
  GeneratedTask task;
  task.Build(16);
  task.StartPhase({"train", {}});
  EXPECT_EQ(task.num_rel_pos(), 225);
  EXPECT_EQ(task.SplitSize(sdk::Split::kTrain), 10);
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), 6);
  EXPECT_EQ(task.SplitSize(sdk::Split::kTest), 0);
  const auto idx = torch::tensor(std::vector<int64_t>{0, 7, 5, 9});
  const sdk::Batch val =
      task.MakeBatch(sdk::Split::kVal, torch::tensor(std::vector<int64_t>{0, 5}), 1);
  EXPECT_EQ(Values(val.at("dataset")), (std::vector<int64_t>{0, 1}));
  const sdk::Batch batch = task.MakeBatch(sdk::Split::kTrain, idx, 42);
  EXPECT_EQ(batch.size, 4);
  EXPECT_EQ(batch.at("image").sizes(), (std::vector<int64_t>{4, 3, 32, 32}));
  EXPECT_EQ(Values(batch.at("dataset")), (std::vector<int64_t>{0, 1, 0, 1}));
  EXPECT_EQ(Values(batch.at("label")), (std::vector<int64_t>{0, 1, 5, 3}));
  EXPECT_GE(batch.at("image").min().item<float>(), -1.f);
  EXPECT_LE(batch.at("image").max().item<float>(), 1.f);
  // Augmentation is a function of the batch seed; validation batches are not augmented.
  EXPECT_TRUE(
      torch::equal(batch.at("image"), task.MakeBatch(sdk::Split::kTrain, idx, 42).at("image")));
  EXPECT_FALSE(
      torch::equal(batch.at("image"), task.MakeBatch(sdk::Split::kTrain, idx, 43).at("image")));
  const auto v =
      task.MakeBatch(sdk::Split::kVal, torch::tensor(std::vector<int64_t>{0}), 5).at("image");
  EXPECT_TRUE(torch::equal(
      v, task.MakeBatch(sdk::Split::kVal, torch::tensor(std::vector<int64_t>{0}), 6).at("image")));
  // Grey images are replicated to three equal channels (before augmentation: val).
  EXPECT_TRUE(torch::equal(v[0][0], v[0][2]));
  EXPECT_THROW(task.MakeBatch(sdk::Split::kTrain, torch::tensor(std::vector<int64_t>{10}), 0),
               std::out_of_range);
}

// Batches made where the data is kept (KeepDataOn: the CPU itself here, the GPU on a GPU machine)
// equal the host's, augmented or not, with every dataset and grey replication in play.
TEST(DigitsImageTask, BatchesMadeWhereTheDataIsKeptEqualTheHostsBatches) {
  std::vector<torch::Device> devices = {torch::kCPU};
  if (torch::cuda::is_available()) devices.push_back(torch::Device("cuda"));
  for (const torch::Device& device : devices) {
    GeneratedTask host, kept;
    kept.KeepDataOn(device);
    // Twice: a new phase sets new splits (other images), which the kept copies must follow.
    for (uint64_t phase_seed : {0, 1}) {
      for (GeneratedTask* task : {&host, &kept}) {
        torch::manual_seed(phase_seed);
        if (phase_seed == 0) task->Build(16);
        task->StartPhase({"train", {}});
      }
      const auto idx = torch::tensor(std::vector<int64_t>{9, 0, 7, 5, 1, 6});
      for (const auto split : {sdk::Split::kTrain, sdk::Split::kVal}) {
        const auto which =
            split == sdk::Split::kTrain ? idx : torch::tensor(std::vector<int64_t>{5, 0});
        const sdk::Batch a = host.MakeBatch(split, which, 42), b = kept.MakeBatch(split, which, 42);
        EXPECT_EQ(b.at("image").device().type(), device.type());
        EXPECT_EQ(Values(a.at("label")), Values(b.at("label").cpu()));
        EXPECT_EQ(Values(a.at("dataset")), Values(b.at("dataset").cpu()));
        // Bit for bit on the CPU; a GPU's augmentation kernels may round differently.
        EXPECT_LE((a.at("image") - b.at("image").cpu()).abs().max().item<float>(),
                  device.is_cpu() ? 0.f : 1e-4f)
            << device << ", phase " << phase_seed;
      }
    }
  }
}

TEST(DigitsImageTask, EachSampleGetsItsOwnClsTokenAndHead) {
  torch::manual_seed(0);
  GeneratedTask task;
  task.Build(16);
  task.StartPhase({"train", {}});
  const sdk::Batch batch = task.MakeBatch(sdk::Split::kVal, torch::arange(6), 0);
  const sdk::TokenSet set = task.Embed(batch);
  ASSERT_EQ(set.tokens.sizes(), (std::vector<int64_t>{6, 65, 16}));
  EXPECT_TRUE(torch::equal(set.rel_pos, RelativePositions(8, 8, 1)));
  const auto& params = task.module().named_parameters();
  EXPECT_TRUE(torch::equal(set.tokens[0][0], params["cls_a"]));
  EXPECT_TRUE(torch::equal(set.tokens[5][0], params["cls_b"]));
  // Heads: logits of a sample are its own head applied to its CLS output token.
  sdk::ModelOutput out;
  out.tokens = torch::randn({6, 65, 16});
  const sdk::TaskOutput result = task.Head(batch, out);
  const auto expected_b =
      torch::matmul(params["head_b.weight"], out.tokens[5][0]) + params["head_b.bias"];
  EXPECT_TRUE(torch::allclose(result.prediction[5], expected_b, 1e-5, 1e-6));
  const auto expected_a =
      torch::matmul(params["head_a.weight"], out.tokens[0][0]) + params["head_a.bias"];
  EXPECT_TRUE(torch::allclose(result.prediction[0], expected_a, 1e-5, 1e-6));
  // Parameter names and groups.
  std::vector<std::string> names;
  for (const auto& p : params) names.push_back(p.key());
  EXPECT_EQ(names, (std::vector<std::string>{"cls_a", "cls_b", "patch_embed.weight",
                                             "patch_embed.bias", "head_a.weight", "head_a.bias",
                                             "head_b.weight", "head_b.bias"}));
  const auto groups = task.ParameterGroups();
  EXPECT_EQ(groups.at("embed").size(), 2u);
  EXPECT_EQ(groups.at("cls").size(), 2u);
  EXPECT_EQ(groups.at("head").size(), 4u);
}

// With head_norm, each dataset's head is its own LayerNorm then its linear layer, so the
// logits do not depend on the backbone's output scale (NI's paper residual grows it ~2^n_i).
TEST(DigitsImageTask, HeadNormMakesLogitsIndependentOfTheOutputScale) {
  torch::manual_seed(0);
  GeneratedTask task(/*head_norm=*/true);
  task.Build(16);
  task.StartPhase({"train", {}});
  auto params = task.module().named_parameters();
  {
    torch::NoGradGuard no_grad;  // distinct affine parameters per dataset
    params["head_norm_a.weight"].uniform_(0.5, 1.5);
    params["head_norm_b.bias"].uniform_(-0.5, 0.5);
  }
  const sdk::Batch batch = task.MakeBatch(sdk::Split::kVal, torch::arange(6), 0);
  sdk::ModelOutput out, scaled;
  out.tokens = torch::randn({6, 65, 16});
  scaled.tokens = out.tokens * 256 + 3;
  const auto logits = task.Head(batch, out).prediction;
  EXPECT_TRUE(torch::allclose(task.Head(batch, scaled).prediction, logits, 1e-4, 1e-4));
  for (int i : {0, 5}) {
    const std::string d = i == 0 ? "a" : "b";
    const auto y = out.tokens[i][0];
    const auto normed = (y - y.mean()) / torch::sqrt(y.var(/*unbiased=*/false) + 1e-5) *
                            params["head_norm_" + d + ".weight"] +
                        params["head_norm_" + d + ".bias"];
    const auto expected =
        torch::matmul(params["head_" + d + ".weight"], normed) + params["head_" + d + ".bias"];
    EXPECT_TRUE(torch::allclose(logits[i], expected, 1e-4, 1e-5)) << d;
  }
  EXPECT_EQ(task.ParameterGroups().at("head").size(), 8u);
  // Without it, the logits scale with the output (the failure it prevents).
  GeneratedTask bare(/*head_norm=*/false);
  bare.Build(16);
  bare.StartPhase({"train", {}});
  EXPECT_FALSE(bare.module().named_parameters().contains("head_norm_a.weight"));
  EXPECT_FALSE(torch::allclose(bare.Head(batch, scaled).prediction,
                               bare.Head(batch, out).prediction, 1e-2, 1e-2));
}

TEST(DigitsImageTask, MetricsArePerDatasetAndTheirMean) {
  GeneratedTask task;
  task.Build(8);
  task.StartPhase({"train", {}});
  const sdk::Batch batch = task.MakeBatch(sdk::Split::kVal, torch::arange(6), 0);
  // Labels: a -> 6,7,8,9; b -> 4,5. Predict a correct 3 of 4, b 1 of 2.
  auto logits = torch::zeros({6, 10});
  const std::vector<int64_t> predicted = {6, 7, 8, 0, 4, 0};
  for (int i = 0; i < 6; ++i) logits[i][predicted[i]] = 1;
  auto metrics = task.NewMetrics(sdk::Split::kVal);
  metrics->Add(batch, {torch::tensor(2.0), logits});
  const auto m = metrics->Compute();
  EXPECT_DOUBLE_EQ(m.at("acc/a"), 0.75);
  EXPECT_DOUBLE_EQ(m.at("acc/b"), 0.5);
  EXPECT_DOUBLE_EQ(m.at("acc"), 0.625);
  EXPECT_DOUBLE_EQ(m.at("loss"), 2.0);
}

TEST(DigitsTask, MissingDataSaysWhereItLookedAndHowToFetch) {
  const std::string dir = (std::filesystem::temp_directory_path() / "nilab-no-data").string();
  sdk::Params params = sdk::Params::WithDefaults(DigitsParamSchema());
  params.Set("datasets", sdk::StringList{"mnist"});
  DigitsTask task(params, {0, dir});
  task.Build(8);
  try {
    task.StartPhase({"train", params});
    FAIL() << "expected an error";
  } catch (const std::exception& e) {
    const std::string m = e.what();
    EXPECT_NE(m.find("missing dataset file " + dir + "/mnist/train-images-idx3-ubyte.gz"),
              std::string::npos)
        << m;
    EXPECT_NE(m.find("nilab data fetch mnist --data-dir " + dir), std::string::npos) << m;
  }
  params.Set("missing_datasets", std::string("skip"));
  EXPECT_THROW(DigitsTask(params, {0, dir}), std::runtime_error);
}

// A few training steps on a tiny real subset of MNIST and MNIST-M.
TEST(DigitsTask, TrainsOnARealSubset) {
  const char* root = std::getenv("NILAB_TEST_DATA");
  if (!root || !std::filesystem::exists(std::string(root) + "/mnist_m/mnist_m_train.tar.gz") ||
      !std::filesystem::exists(std::string(root) + "/mnist/train-images-idx3-ubyte.gz")) {
    GTEST_SKIP() << "MNIST and MNIST-M not in NILAB_TEST_DATA; skipping the real-data run";
  }
  torch::manual_seed(0);
  sdk::Params params = sdk::Params::WithDefaults(DigitsParamSchema());
  params.Set("datasets", sdk::StringList{"mnist", "mnist_m", "svhn"});
  params.Set("missing_datasets", std::string("skip"));
  params.Set("train_per_dataset", int64_t{48});
  params.Set("val_per_dataset", int64_t{32});
  params.Set("test_per_dataset", int64_t{5000});
  InspectableTask task(params, {0, root});
  ASSERT_EQ(task.datasets(), (std::vector<std::string>{"mnist", "mnist_m"}));  // no SVHN here
  testing::StandInModel model(32, task.num_rel_pos());
  task.Build(model.dim());
  task.StartPhase({"train", params});
  EXPECT_EQ(task.SplitSize(sdk::Split::kTrain), 96);
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), 64);
  EXPECT_EQ(task.SplitSize(sdk::Split::kTest), 10000);  // 5,000 of each official test split
  const auto prov = task.Provenance();
  EXPECT_EQ(prov.at("datasets"), "mnist,mnist_m");
  EXPECT_EQ(prov.at("datasets_skipped"), "svhn");
  EXPECT_EQ(prov.at("file/mnist/train-images-idx3-ubyte.gz"),
            "440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609");
  EXPECT_NE(prov.at("split/mnist_m/train").find("48 of train (59001)"), std::string::npos);
  // MNIST-M's image i is MNIST's image i: both carve the same val digits from their train
  // splits, and neither trains on them.
  const auto official = [&](sdk::Split split, size_t d) {
    std::vector<int64_t> out;
    const SplitPart& part = task.parts(split).at(d);
    for (int64_t r : part.rows) out.push_back(part.data->source_index[r]);
    return out;
  };
  EXPECT_EQ(official(sdk::Split::kVal, 0), official(sdk::Split::kVal, 1));
  for (size_t d = 0; d < 2; ++d) {
    EXPECT_EQ(task.parts(sdk::Split::kVal).at(d).data->split, "train");
    EXPECT_EQ(task.parts(sdk::Split::kTest).at(d).data->split, "test");
    const std::vector<int64_t> val = official(sdk::Split::kVal, d);
    for (size_t t = 0; t < 2; ++t) {
      for (int64_t i : official(sdk::Split::kTrain, t)) {
        EXPECT_FALSE(std::binary_search(val.begin(), val.end(), i)) << i;
      }
    }
  }
  // The 48 + 32 MNIST-M training images were the only ones decoded from its tarball.
  EXPECT_EQ(task.parts(sdk::Split::kTrain).at(1).data->size(), 80);
  // The process cache hands out the same decoded split again.
  EXPECT_EQ(LoadDigitSplit(root, "mnist_m", "train", 48, 0).get(),
            LoadDigitSplit(root, "mnist_m", "train", 48, 0).get());

  std::vector<torch::Tensor> params_all = model.module().parameters();
  for (auto& p : task.module().parameters()) params_all.push_back(p);
  torch::optim::Adam optimizer(params_all, torch::optim::AdamOptions(3e-3));
  const auto indices = torch::arange(96);
  double first = 0, last = 0;
  for (int step = 0; step < 30; ++step) {
    const sdk::Batch batch = task.MakeBatch(sdk::Split::kTrain, indices, 1);  // fixed: overfit
    const auto out = task.Head(batch, model.Forward(task.Embed(batch)));
    optimizer.zero_grad();
    out.loss.backward();
    optimizer.step();
    if (step == 0) first = out.loss.item<double>();
    last = out.loss.item<double>();
  }
  EXPECT_LT(last, 0.7 * first) << "loss " << first << " -> " << last;
  auto metrics = task.NewMetrics(sdk::Split::kVal);
  torch::NoGradGuard no_grad;
  const sdk::Batch val = task.MakeBatch(sdk::Split::kVal, torch::arange(64), 0);
  metrics->Add(val, task.Head(val, model.Forward(task.Embed(val))));
  const auto m = metrics->Compute();
  EXPECT_TRUE(m.count("acc/mnist") && m.count("acc/mnist_m") && m.count("acc"));
}

// A subset of an MNIST-M split (indices `keep`, pixel value = index % 251, label = index % 10)
// where the official tarball is absent.
void WriteMnistMSubset(const std::string& data_dir, const std::string& split,
                       const std::vector<int>& keep) {
  namespace dt = datasets::testing;
  std::vector<std::pair<std::string, std::vector<uint8_t>>> entries;
  std::string labels;
  for (int i : keep) {
    char name[16];
    std::snprintf(name, sizeof(name), "%08d.png", i);
    const std::vector<uint8_t> pixels(32 * 32 * 3, static_cast<uint8_t>(i % 251));
    entries.push_back({"mnist_m/mnist_m_" + split + "/" + name, dt::EncodePng(pixels, 32, 32, 3)});
    labels += std::string(name) + " " + std::to_string(i % 10) + "\n";
  }
  entries.push_back({"mnist_m/mnist_m_" + split + "_labels.txt",
                     std::vector<uint8_t>(labels.begin(), labels.end())});
  std::filesystem::create_directories(data_dir + "/mnist_m");
  dt::WriteGzip(data_dir + "/mnist_m/mnist_m_" + split + ".subset.tar.gz", dt::MakeTar(entries));
}

// A machine that holds only a subset of MNIST-M (scripts/gpu/mnist_m_subset.py) trains on the
// images the subset holds, and the trial's provenance says so.
TEST(DigitsData, AnMnistMSubsetStandsInForTheTarball) {
  datasets::testing::TempDir dir;
  const std::string root = dir.path().string();
  WriteMnistMSubset(root, "train", {58000, 3, 10, 20, 33});
  WriteMnistMSubset(root, "test", {1, 8});
  const auto all = LoadDigitSplit(root, "mnist_m", "train", 0, 0);
  EXPECT_EQ(all->source_index, (std::vector<int64_t>{3, 10, 20, 33, 58000}));
  EXPECT_EQ(all->official_size, 59001);
  EXPECT_EQ(all->subset_of, 5);
  EXPECT_EQ(Values(all->labels), (std::vector<int64_t>{3, 0, 0, 3, 0}));
  EXPECT_EQ(all->images[4][0][0][0].item<int>(), 58000 % 251);
  // A count draws that many of the images the subset holds; more than it holds gives them all.
  const auto two = LoadDigitSplit(root, "mnist_m", "train", 2, 0);
  ASSERT_EQ(two->size(), 2);
  for (size_t i = 0; i < 2; ++i) {
    const int64_t index = two->source_index[i];
    EXPECT_NE(std::find(all->source_index.begin(), all->source_index.end(), index),
              all->source_index.end());
    EXPECT_EQ(two->images[i][0][0][0].item<int>(), index % 251);
    EXPECT_EQ(two->labels[i].item<int64_t>(), index % 10);
  }
  EXPECT_EQ(LoadDigitSplit(root, "mnist_m", "train", 50, 0)->size(), 5);

  sdk::Params params = sdk::Params::WithDefaults(DigitsParamSchema());
  params.Set("datasets", sdk::StringList{"mnist_m"});
  params.Set("missing_datasets", std::string("error"));
  params.Set("val_per_dataset", int64_t{2});
  DigitsTask task(params, {0, root});
  task.Build(32);
  task.StartPhase({"train", params});
  EXPECT_EQ(task.SplitSize(sdk::Split::kTrain), 3);  // val is carved from the 5 training images
  EXPECT_EQ(task.SplitSize(sdk::Split::kVal), 2);
  EXPECT_EQ(task.SplitSize(sdk::Split::kTest), 2);
  const auto prov = task.Provenance();
  EXPECT_NE(prov.at("split/mnist_m/train").find("3 of train (59001)"), std::string::npos)
      << prov.at("split/mnist_m/train");
  EXPECT_NE(prov.at("split/mnist_m/train").find("(drawn from a subset file of 5)"),
            std::string::npos)
      << prov.at("split/mnist_m/train");
  EXPECT_EQ(prov.at("file/mnist_m/mnist_m_train.subset.tar.gz"),
            datasets::DigestFile(root + "/mnist_m/mnist_m_train.subset.tar.gz").sha256);

  // An index the official split does not have is one line naming the file.
  datasets::testing::TempDir bad;
  WriteMnistMSubset(bad.path().string(), "train", {2, 59001});
  datasets::testing::ExpectError(
      [&] { LoadDigitSplit(bad.path().string(), "mnist_m", "train", 0, 0); },
      {"mnist_m_train.subset.tar.gz", "image index 59001 is outside the split's 59001"});
}

TEST(DigitsData, RealMnistIsUpsampledWithItsLabels) {
  const char* root = std::getenv("NILAB_TEST_DATA");
  if (!root || !std::filesystem::exists(std::string(root) + "/mnist/t10k-images-idx3-ubyte.gz")) {
    GTEST_SKIP() << "MNIST not in NILAB_TEST_DATA; skipping";
  }
  const auto test = LoadDigitSplit(root, "mnist", "test", 0, 0);
  EXPECT_EQ(test->size(), 10000);
  EXPECT_EQ(test->images.sizes(), (std::vector<int64_t>{10000, 32, 32, 1}));
  // The first MNIST test digits are 7, 2, 1, 0, 4.
  EXPECT_EQ(Values(test->labels.narrow(0, 0, 5)), (std::vector<int64_t>{7, 2, 1, 0, 4}));
  // Upsampled, the background stays black and the digit keeps its ink.
  EXPECT_EQ(test->images[0][0][0][0].item<int>(), 0);
  EXPECT_GT(test->images[0].to(torch::kFloat).mean().item<float>(), 10.f);
  const auto sub = LoadDigitSplit(root, "mnist", "test", 100, 3);
  EXPECT_EQ(sub->size(), 100);
  EXPECT_TRUE(std::is_sorted(sub->source_index.begin(), sub->source_index.end()));
  EXPECT_TRUE(torch::equal(sub->images[0], test->images[sub->source_index[0]]));
  EXPECT_NE(LoadDigitSplit(root, "mnist", "test", 100, 4)->source_index, sub->source_index);
}

// ---- The three splits, on a small generated dataset (MNIST-M subset archives): val carved
// from the train split, disjoint from train and drawn with the trial's seed by default; test
// from the test split, the same for every seed; val_from = "test"; one line for sizes that do
// not fit.

std::vector<int> Range(int begin, int end) {
  std::vector<int> v(end - begin);
  std::iota(v.begin(), v.end(), begin);
  return v;
}

// MNIST-M with 40 training images (official indices 100..139) and 30 test images (0..29).
class DigitsSplits : public ::testing::Test {
 protected:
  void SetUp() override {
    WriteMnistMSubset(root(), "train", Range(100, 140));
    WriteMnistMSubset(root(), "test", Range(0, 30));
  }
  std::string root() const { return dir_.path().string(); }
  sdk::Params Params(std::map<std::string, sdk::ParamValue> overrides = {}) const {
    sdk::Params params = sdk::Params::WithDefaults(DigitsParamSchema());
    params.Set("datasets", sdk::StringList{"mnist_m"});
    params.Set("val_per_dataset", int64_t{10});
    for (auto& [k, v] : overrides) params.Set(k, v);
    return params;
  }
  // A task of trial seed `seed`, its phase started.
  std::unique_ptr<InspectableTask> Start(const sdk::Params& params, uint64_t seed) const {
    auto task = std::make_unique<InspectableTask>(params, sdk::TaskContext{seed, root()});
    task->Build(8);
    task->StartPhase({"train", params});
    return task;
  }

 private:
  datasets::testing::TempDir dir_;
};

bool Disjoint(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  std::vector<int64_t> both;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(both));
  return both.empty();
}

TEST_F(DigitsSplits, ValIsCarvedFromTrainAndTestIsTheTestSplit) {
  const auto task = Start(Params(), 0);
  const auto train = task->Indices(sdk::Split::kTrain), val = task->Indices(sdk::Split::kVal),
             test = task->Indices(sdk::Split::kTest);
  ASSERT_EQ(val.size(), 10u);
  ASSERT_EQ(train.size(), 30u);
  EXPECT_EQ(task->SplitSize(sdk::Split::kTest), 30);
  EXPECT_EQ(task->SourceOf(sdk::Split::kVal), "train");
  EXPECT_EQ(task->SourceOf(sdk::Split::kTest), "test");
  EXPECT_TRUE(Disjoint(train, val));
  for (int64_t i : val) EXPECT_TRUE(i >= 100 && i < 140) << i;  // all from the train split
  std::vector<int64_t> all;
  std::set_union(train.begin(), train.end(), val.begin(), val.end(), std::back_inserter(all));
  std::vector<int64_t> held(40);
  std::iota(held.begin(), held.end(), 100);
  EXPECT_EQ(all, held);  // train and val partition the images the train split holds
  EXPECT_EQ(test, sdk::Iota(30));
  // The batches of each split are its images (pixel value = index % 251) and labels.
  const sdk::Batch batch = task->MakeBatch(sdk::Split::kVal, torch::arange(10), 0);
  for (int64_t i = 0; i < 10; ++i) {
    EXPECT_EQ(batch.at("label")[i].item<int64_t>(), val[i] % 10);
    const float pixel = (batch.at("image")[i][0][0][0].item<float>() * 0.5f + 0.5f) * 255.f;
    EXPECT_NEAR(pixel, static_cast<float>(val[i] % 251), 0.01f);
  }
  EXPECT_EQ(task->MakeBatch(sdk::Split::kTest, torch::arange(30), 0).size, 30);
  const auto metrics = task->NewMetrics(sdk::Split::kTest);
  EXPECT_NE(metrics, nullptr);

  const auto prov = task->Provenance();
  EXPECT_EQ(prov.at("val_from"), "carve");
  EXPECT_EQ(prov.count("val_from_test"), 0u);
  EXPECT_EQ(prov.at("split_seed"), "0");
  EXPECT_EQ(prov.at("split_seed_from"), "trial");
  EXPECT_EQ(prov.at("split/mnist_m/val"),
            "10 of train (59001), carved with split seed 0, indices fnv1a " +
                sdk::IndexListHash(val) + " (drawn from a subset file of 40)");
  EXPECT_NE(prov.at("split/mnist_m/train").find("30 of train (59001)"), std::string::npos);
  EXPECT_NE(prov.at("split/mnist_m/train").find(sdk::IndexListHash(train)), std::string::npos);
  EXPECT_NE(prov.at("split/mnist_m/test")
                .find("30 of test (9001), all, indices fnv1a " + sdk::IndexListHash(test)),
            std::string::npos)
      << prov.at("split/mnist_m/test");
}

TEST_F(DigitsSplits, ATrialSeedDrawsItsValAndTheTestStaysFixed) {
  const auto a = Start(Params(), 0), b = Start(Params(), 1);
  EXPECT_NE(a->Indices(sdk::Split::kVal), b->Indices(sdk::Split::kVal));
  EXPECT_NE(a->Indices(sdk::Split::kTrain), b->Indices(sdk::Split::kTrain));
  EXPECT_EQ(a->Indices(sdk::Split::kTest), b->Indices(sdk::Split::kTest));
  EXPECT_EQ(b->Provenance().at("split_seed"), "1");
  // The same seed, the same carve; a fixed split_seed gives every trial seed the same one.
  EXPECT_EQ(a->Indices(sdk::Split::kVal), Start(Params(), 0)->Indices(sdk::Split::kVal));
  const auto fixed = Params({{"split_seed", int64_t{7}}});
  EXPECT_EQ(Start(fixed, 0)->Indices(sdk::Split::kVal), Start(fixed, 1)->Indices(sdk::Split::kVal));
  EXPECT_EQ(Start(fixed, 1)->Provenance().at("split_seed_from"), "param");
  // A training subsample comes from what the val carve leaves.
  const auto sub = Start(Params({{"train_per_dataset", int64_t{12}}}), 0);
  const auto train = sub->Indices(sdk::Split::kTrain);
  EXPECT_EQ(train.size(), 12u);
  EXPECT_EQ(sub->Indices(sdk::Split::kVal), a->Indices(sdk::Split::kVal));
  EXPECT_TRUE(Disjoint(train, a->Indices(sdk::Split::kVal)));
}

// val_from = "test": val is the subsample of the official test split that LoadDigitSplit draws
// with subsample_seed (as every digits sweep did before val was carved from train), the rest of
// the test split is test, and the provenance says val came from a test split.
TEST_F(DigitsSplits, ValFromTestIsTheSubsampleOfTheTestSplit) {
  const auto params = Params({{"val_from", std::string("test")}, {"subsample_seed", int64_t{3}}});
  const auto task = Start(params, 0);
  const auto val = task->Indices(sdk::Split::kVal), test = task->Indices(sdk::Split::kTest);
  EXPECT_EQ(val, LoadDigitSplit(root(), "mnist_m", "test", 10, 3)->source_index);
  EXPECT_EQ(task->SourceOf(sdk::Split::kVal), "test");
  EXPECT_EQ(task->Indices(sdk::Split::kTrain).size(), 40u);
  EXPECT_EQ(test.size(), 20u);
  EXPECT_TRUE(Disjoint(val, test));
  EXPECT_EQ(Start(params, 5)->Indices(sdk::Split::kVal), val);  // not drawn with the trial seed
  const auto prov = task->Provenance();
  EXPECT_EQ(prov.at("val_from"), "test");
  EXPECT_EQ(prov.at("val_from_test"), "1");
  EXPECT_NE(prov.at("split/mnist_m/val").find("10 of test (9001), subsample seed 3"),
            std::string::npos)
      << prov.at("split/mnist_m/val");
  EXPECT_NE(prov.at("split/mnist_m/test").find("20 of test (9001), all but val"), std::string::npos)
      << prov.at("split/mnist_m/test");
}

TEST_F(DigitsSplits, SizesThatDoNotFitAreOneLineNamingTheParam) {
  const auto start = [&](std::map<std::string, sdk::ParamValue> overrides) {
    return [this, overrides] { Start(Params(overrides), 0); };
  };
  datasets::testing::ExpectError(start({{"val_per_dataset", int64_t{40}}}),
                                 {"val_per_dataset = 40", "mnist_m's train split (40 images)"});
  datasets::testing::ExpectError(start({{"val_per_dataset", int64_t{0}}}),
                                 {"val_per_dataset must be > 0"});
  // The test split holds 30 (< 5,000): a subset must take all of them.
  datasets::testing::ExpectError(start({{"test_per_dataset", int64_t{29}}}),
                                 {"test_per_dataset = 29", "below 30"});
  EXPECT_EQ(Start(Params({{"test_per_dataset", int64_t{30}}}), 0)->SplitSize(sdk::Split::kTest),
            30);
  EXPECT_EQ(Start(Params({{"test_per_dataset", int64_t{500}}}), 0)->SplitSize(sdk::Split::kTest),
            30);
}

// A test subset holds at least 5,000 images of a larger split, drawn with test_seed alone.
TEST(DigitsSplitsReal, ATestSubsetHoldsAtLeast5000ImagesDrawnWithTheTestSeed) {
  const std::string root = datasets::testing::TestData("mnist/t10k-images-idx3-ubyte.gz");
  if (root.empty() || datasets::testing::TestData("mnist/train-images-idx3-ubyte.gz").empty()) {
    GTEST_SKIP() << "MNIST not in NILAB_TEST_DATA; skipping";
  }
  sdk::Params params = sdk::Params::WithDefaults(DigitsParamSchema());
  params.Set("datasets", sdk::StringList{"mnist"});
  params.Set("val_per_dataset", int64_t{100});
  params.Set("train_per_dataset", int64_t{100});  // 200 training images decoded, not 60,000
  params.Set("test_per_dataset", int64_t{4999});
  datasets::testing::ExpectError(
      [&] {
        InspectableTask task(params, {0, root});
        task.StartPhase({"train", params});
      },
      {"test_per_dataset = 4999", "below 5000", "mnist's test split has 10000"});
  params.Set("test_per_dataset", int64_t{5000});
  InspectableTask a(params, {0, root}), b(params, {1, root});
  a.StartPhase({"train", params});
  b.StartPhase({"train", params});
  EXPECT_EQ(a.SplitSize(sdk::Split::kTest), 5000);
  EXPECT_EQ(a.Indices(sdk::Split::kTest), b.Indices(sdk::Split::kTest));
  EXPECT_NE(a.Indices(sdk::Split::kVal), b.Indices(sdk::Split::kVal));
  EXPECT_EQ(a.SplitSize(sdk::Split::kTrain), 100);
  EXPECT_NE(a.Provenance().at("split/mnist/test").find("subset drawn with test seed 0"),
            std::string::npos);
  params.Set("test_seed", int64_t{1});
  InspectableTask c(params, {0, root});
  c.StartPhase({"train", params});
  EXPECT_NE(c.Indices(sdk::Split::kTest), a.Indices(sdk::Split::kTest));
}

}  // namespace
}  // namespace nilab::digits
