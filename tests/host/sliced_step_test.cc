// Slices of one training batch side by side (host/runner/sliced_step.h): the slices cover the
// batch, run on threads of their own, give the whole batch's gradients up to rounding and the
// same bits run after run, and are used only where both plugins and the setting allow.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "host/parallel/for_each_shard.h"
#include "host/runner/evaluator.h"
#include "host/runner/sliced_step.h"
#include "tests/host/plugin_pair.h"
#include "tests/host/scoped_env.h"

namespace nilab::host {
namespace {

using testing::ScopedEnv;

TEST(BatchSlices, RangesCoverTheBatchInOrderWithNearEqualSizes) {
  std::vector<std::pair<int64_t, int64_t>> ranges;
  for (int s = 0; s < 3; ++s) {
    int64_t begin = 0, end = 0;
    ShardRange(10, 3, s, &begin, &end);
    ranges.emplace_back(begin, end);
  }
  EXPECT_EQ(ranges, (std::vector<std::pair<int64_t, int64_t>>{{0, 4}, {4, 7}, {7, 10}}));
}

TEST(BatchSlices, RunOnThreadsOfTheirOwnAndAnErrorComesBackAfterAll) {
  std::mutex mutex;
  std::set<std::thread::id> threads;
  std::vector<int64_t> covered(12, 0);
  std::atomic<int> started{0};
  ForEachShard(12, 2, [&](int, int64_t begin, int64_t end) {
    ++started;
    // Both slices are under way at once: each waits (bounded) for the other to start.
    for (int i = 0; i < 2000 && started.load() < 2; ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    std::lock_guard<std::mutex> lock(mutex);
    threads.insert(std::this_thread::get_id());
    for (int64_t i = begin; i < end; ++i) ++covered[i];
  });
  EXPECT_EQ(threads.size(), 2u);
  EXPECT_EQ(covered, std::vector<int64_t>(12, 1));

  std::atomic<int> ran{0};
  EXPECT_THROW(ForEachShard(8, 2,
                            [&](int shard, int64_t, int64_t) {
                              ++ran;
                              if (shard == 1) throw std::runtime_error("slice 1 failed");
                            }),
               std::runtime_error);
  EXPECT_EQ(ran.load(), 2);
}

using testing::MakePluginPair;
using testing::PluginPair;
using testing::SmallNiParams;
using testing::SmallVitParams;
using testing::Trainable;

using Pair = PluginPair;

Pair Make(const std::string& model_name, const sdk::Params& model_params) {
  return MakePluginPair(model_name, model_params, /*seed=*/3);
}

// One step's gradients (cloned) and loss with `slices` slices.
std::pair<std::vector<torch::Tensor>, double> Step(Pair& p, int slices) {
  std::vector<torch::Tensor> params = Trainable(p);
  for (auto& t : params) t.mutable_grad() = torch::Tensor();
  const sdk::Batch batch =
      p.task->MakeBatch(sdk::Split::kTrain, torch::arange(64, torch::kLong), /*seed=*/5);
  const StepOutput out =
      ForwardBackward(*p.model, *p.task, batch, params, "fp32", torch::Device(torch::kCPU), slices);
  EXPECT_EQ(out.result.prediction.size(0), 64);
  std::vector<torch::Tensor> grads;
  for (auto& t : params) grads.push_back(t.grad().defined() ? t.grad().clone() : torch::Tensor());
  return {grads, out.loss};
}

void ExpectSlicesMatchTheWholeBatch(const std::string& model_name, const sdk::Params& params) {
  Pair p = Make(model_name, params);
  const auto [whole, whole_loss] = Step(p, 1);
  const auto [sliced, sliced_loss] = Step(p, 2);
  const auto [again, again_loss] = Step(p, 2);
  const auto [three, three_loss] = Step(p, 3);
  EXPECT_NEAR(sliced_loss, whole_loss, 1e-6 * (1 + std::abs(whole_loss)));
  EXPECT_EQ(sliced_loss, again_loss);
  ASSERT_EQ(whole.size(), sliced.size());
  int64_t with_grad = 0;
  for (size_t i = 0; i < whole.size(); ++i) {
    ASSERT_EQ(whole[i].defined(), sliced[i].defined()) << model_name << " parameter " << i;
    if (!whole[i].defined()) continue;
    ++with_grad;
    const double scale = 1 + whole[i].abs().max().item<double>();
    EXPECT_LE((sliced[i] - whole[i]).abs().max().item<double>(), 1e-5 * scale)
        << model_name << " parameter " << i;
    EXPECT_LE((three[i] - whole[i]).abs().max().item<double>(), 1e-5 * scale)
        << model_name << " parameter " << i;
    EXPECT_TRUE(torch::equal(sliced[i], again[i])) << model_name << " parameter " << i;
  }
  EXPECT_GT(with_grad, 4);
}

TEST(BatchSlices, GiveTheWholeBatchsGradientsAndTheSameBitsEveryTime) {
  torch::set_num_threads(2);
  ExpectSlicesMatchTheWholeBatch("ni", SmallNiParams());
  ExpectSlicesMatchTheWholeBatch("vit", SmallVitParams());
}

// Evaluation in slices gives the whole batch's metrics, loss and model statistics.
TEST(BatchSlices, EvaluateAsTheWholeBatchDoes) {
  torch::set_num_threads(2);
  Pair p = Make("ni", sdk::Params({{"dim", int64_t{32}},
                                   {"code_dim", int64_t{16}},
                                   {"type_dim", int64_t{8}},
                                   {"n_f", int64_t{3}},
                                   {"heads", int64_t{2}},
                                   {"mlp_hidden", int64_t{64}}}));
  EvalOptions options;
  options.batch_size = 40;  // the last batch is short: 51 validation points of 256
  std::map<std::string, double> whole, sliced;
  {
    ScopedEnv off("NILAB_BATCH_SLICES", "off");
    whole = Evaluate(*p.task, *p.model, sdk::Split::kVal, options);
  }
  {
    ScopedEnv three("NILAB_BATCH_SLICES", "3");
    sliced = Evaluate(*p.task, *p.model, sdk::Split::kVal, options);
  }
  ASSERT_GT(whole.size(), 3u);
  ASSERT_EQ(whole.size(), sliced.size());
  for (const auto& [name, value] : whole) {
    ASSERT_TRUE(sliced.count(name)) << name;
    EXPECT_NEAR(sliced[name], value, 1e-5 * (1 + std::abs(value))) << name;
  }
}

TEST(BatchSlices, UsedOnlyWhereThePluginsTheDeviceAndTheSettingAllow) {
  ScopedEnv unset("NILAB_BATCH_SLICES", nullptr);
  torch::set_num_threads(2);
  const torch::Device cpu(torch::kCPU);
  Pair ni = Make("ni", sdk::Params());
  EXPECT_EQ(BatchSlices(*ni.model, *ni.task, cpu, 128), 2);
  EXPECT_EQ(BatchSlices(*ni.model, *ni.task, cpu, 12), 1);  // at least 8 samples a slice
  EXPECT_EQ(BatchSlices(*ni.model, *ni.task, torch::Device("cuda:0"), 128), 1);
  ni.model->SetRoutingTrace(true);
  EXPECT_EQ(BatchSlices(*ni.model, *ni.task, cpu, 128), 1);
  // Dropout draws random numbers; adaptive computation records per-call state.
  Pair dropout = Make("ni", sdk::Params({{"dropout", 0.1}}));
  EXPECT_EQ(BatchSlices(*dropout.model, *dropout.task, cpu, 128), 1);
  Pair act = Make("ni", sdk::Params({{"halting", std::string("act_sample")}}));
  EXPECT_EQ(BatchSlices(*act.model, *act.task, cpu, 128), 1);
  Pair vit = Make("vit", sdk::Params({{"attn_dropout", 0.1}}));
  EXPECT_EQ(BatchSlices(*vit.model, *vit.task, cpu, 128), 1);
  {
    ScopedEnv off("NILAB_BATCH_SLICES", "off");
    EXPECT_EQ(BatchSlices(*ni.model, *ni.task, cpu, 128), 1);
  }
  ni.model->SetRoutingTrace(false);
  {
    ScopedEnv four("NILAB_BATCH_SLICES", "4");
    EXPECT_EQ(BatchSlices(*ni.model, *ni.task, cpu, 128), 4);
    EXPECT_EQ(CheckBatchSlicesSetting(), "");
  }
  for (const char* bad : {"two", "0", "-1", "2x"}) {
    ScopedEnv env("NILAB_BATCH_SLICES", bad);
    EXPECT_NE(CheckBatchSlicesSetting().find("NILAB_BATCH_SLICES must be auto, off or a count"),
              std::string::npos)
        << bad;
    EXPECT_THROW(BatchSlices(*ni.model, *ni.task, cpu, 128), std::invalid_argument) << bad;
  }
}

}  // namespace
}  // namespace nilab::host
