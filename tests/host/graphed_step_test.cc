// The training step without the host (host/runner/graphed_step.h, device_adamw.h): AdamW with its
// learning rate and step count on the device computes what torch::optim::AdamW computes and
// keeps that optimizer's state; the clip matches clip_grad_norm_; and where a CUDA graph cannot
// be captured (here: a LibTorch without CUDA) the step says why in one line and gives the bits of
// the uncaptured step; and no op of either model's step (or the task's) reads a value back to the
// host, which would make a GPU wait and a capture fail. The captured step itself is checked on a
// GPU (tests/gpu/gpu_test.cc).
#include <ATen/record_function.h>
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "host/runner/device_adamw.h"
#include "host/runner/graphed_step.h"
#include "host/runner/sliced_step.h"
#include "tests/host/plugin_pair.h"
#include "tests/host/scoped_env.h"

namespace nilab::host {
namespace {

using testing::ScopedEnv;

// Two groups as PhaseOptimizer makes them: matrices with weight decay at the lr, vectors without
// at 0.1 x the lr.
struct Optimizers {
  std::vector<torch::Tensor> params;
  std::unique_ptr<torch::optim::AdamW> adamw;
  std::vector<double> scales = {1.0, 0.1};
};

Optimizers MakeSetup(uint64_t seed) {
  torch::manual_seed(seed);
  Optimizers s;
  // A 0-dim parameter too: the NI has scalar parameters.
  s.params = {torch::randn({5, 4}).requires_grad_(), torch::randn({4}).requires_grad_(),
              torch::randn({3, 5}).requires_grad_(), torch::randn({}).requires_grad_()};
  const double lr = 3e-3;
  auto options = torch::optim::AdamWOptions(lr).betas({0.9, 0.98}).weight_decay(0.05);
  std::vector<torch::optim::OptimizerParamGroup> groups;
  groups.emplace_back(std::vector<torch::Tensor>{s.params[0], s.params[2]},
                      std::make_unique<torch::optim::AdamWOptions>(options));
  auto vectors = options;
  vectors.lr(lr * 0.1).weight_decay(0.0);
  groups.emplace_back(std::vector<torch::Tensor>{s.params[1], s.params[3]},
                      std::make_unique<torch::optim::AdamWOptions>(vectors));
  s.adamw = std::make_unique<torch::optim::AdamW>(std::move(groups), options);
  return s;
}

// The gradient of step `step`, the same for both optimizers.
void SetGrads(Optimizers& s, int step) {
  torch::manual_seed(1000 + step);
  for (auto& p : s.params) p.mutable_grad() = torch::randn_like(p) * (1 + step % 3);
}

double Lr(int step) { return 3e-3 * (1.0 - 0.05 * step); }  // a schedule that moves

void ExpectClose(const std::vector<torch::Tensor>& a, const std::vector<torch::Tensor>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_TRUE(torch::allclose(a[i], b[i], 1e-5, 1e-7))
        << i << ": max |difference| " << (a[i] - b[i]).abs().max().item<double>();
  }
}

TEST(DeviceAdamW, ComputesWhatTorchAdamWComputesAndKeepsItsState) {
  Optimizers ref = MakeSetup(7), dev = MakeSetup(7);
  DeviceAdamW device(*dev.adamw, dev.scales);
  for (int step = 0; step < 12; ++step) {
    SetGrads(ref, step);
    SetGrads(dev, step);
    for (size_t g = 0; g < ref.adamw->param_groups().size(); ++g) {
      static_cast<torch::optim::AdamWOptions&>(ref.adamw->param_groups()[g].options())
          .lr(Lr(step) * ref.scales[g]);
    }
    ref.adamw->step();
    device.SetLr(Lr(step));
    device.Step();
    device.AdvanceHostSteps();
  }
  ExpectClose(dev.params, ref.params);
  // The state the checkpoints save: moments close, step counts equal (the parameters have
  // different shapes, which find their state here).
  std::vector<torch::Tensor> ref_m, dev_m;
  std::vector<int64_t> ref_steps, dev_steps;
  for (auto* s : {&ref, &dev}) {
    auto& m = s == &ref ? ref_m : dev_m;
    auto& steps = s == &ref ? ref_steps : dev_steps;
    for (auto& group : s->adamw->param_groups()) {
      for (auto& p : group.params()) {
        for (auto& [key, state] : s->adamw->state()) {
          (void)key;
          auto& adam = static_cast<torch::optim::AdamWParamState&>(*state);
          if (adam.exp_avg().sizes() == p.sizes()) {
            m.push_back(adam.exp_avg_sq());
            steps.push_back(adam.step());
          }
        }
      }
    }
  }
  ExpectClose(dev_m, ref_m);
  EXPECT_EQ(dev_steps, ref_steps);
  EXPECT_EQ(dev_steps.front(), 12);
}

TEST(DeviceAdamW, ContinuesAnOptimizerThatTorchAdamWStarted) {
  Optimizers ref = MakeSetup(3), dev = MakeSetup(3);
  for (int step = 0; step < 4; ++step) {
    SetGrads(ref, step);
    SetGrads(dev, step);
    ref.adamw->step();
    dev.adamw->step();  // as a checkpoint written by the host's step would leave it
  }
  DeviceAdamW device(*dev.adamw, dev.scales);
  for (int step = 4; step < 8; ++step) {
    SetGrads(ref, step);
    SetGrads(dev, step);
    ref.adamw->step();
    device.SetLr(3e-3);  // the groups' own lr (x their factor), as ref's
    device.Step();
    device.AdvanceHostSteps();
  }
  ExpectClose(dev.params, ref.params);
}

TEST(DeviceAdamW, ClipsAsClipGradNormDoesWithoutReadingTheNorm) {
  Optimizers ref = MakeSetup(5), dev = MakeSetup(5);
  DeviceAdamW device(*dev.adamw, dev.scales);
  for (const double max_norm : {0.5, 1e3}) {  // clipped, and left alone
    SetGrads(ref, 1);
    SetGrads(dev, 1);
    const double want = torch::nn::utils::clip_grad_norm_(ref.params, max_norm);
    const torch::Tensor norm = device.ClipGradNorm(max_norm);
    EXPECT_EQ(norm.dim(), 0);
    EXPECT_NEAR(norm.item<double>(), want, 1e-6 * want);
    std::vector<torch::Tensor> ref_grads, dev_grads;
    for (auto& p : ref.params) ref_grads.push_back(p.grad());
    for (auto& p : dev.params) dev_grads.push_back(p.grad());
    ExpectClose(dev_grads, ref_grads);
  }
}

TEST(DeviceAdamW, SaysWhenItCannotStandIn) {
  Optimizers s = MakeSetup(1);
  static_cast<torch::optim::AdamWOptions&>(s.adamw->param_groups()[0].options()).amsgrad(true);
  EXPECT_EQ(DeviceAdamW::Unsupported(*s.adamw), "amsgrad");
  EXPECT_THROW(DeviceAdamW(*s.adamw, s.scales), std::invalid_argument);

  Optimizers t = MakeSetup(1);
  SetGrads(t, 0);
  t.params[1].mutable_grad() = torch::Tensor();  // one parameter without a gradient: not stepped
  t.adamw->step();
  SetGrads(t, 1);
  t.adamw->step();
  const std::string why = DeviceAdamW::Unsupported(*t.adamw);
  EXPECT_NE(why.find("step counts differ (1 to 2)"), std::string::npos) << why;
}

TEST(DeviceAdamW, KnowsWhenACheckpointReplacedItsTensors) {
  Optimizers s = MakeSetup(2);
  DeviceAdamW device(*s.adamw, s.scales);
  EXPECT_TRUE(device.Bound(*s.adamw));
  torch::NoGradGuard no_grad;
  s.params[2].set_(s.params[2].clone());  // what loading a checkpoint into the module does
  EXPECT_FALSE(device.Bound(*s.adamw));
}

// A tiny model's step: y = x W, loss = mean (y - target)^2.
StepTensors TinyForward(const torch::Tensor& w, const torch::Tensor& x, const torch::Tensor& t) {
  StepTensors out;
  const torch::Tensor y = torch::mm(x, w);
  out.loss = (y - t).pow(2).mean();
  out.output = {out.loss.detach(), y.detach()};
  return out;
}

std::vector<double> TrainTiny(const char* setting, std::vector<std::string>* lines,
                              bool* captured) {
  ScopedEnv env("NILAB_CUDA_GRAPH", setting);
  torch::manual_seed(11);
  torch::Tensor w = torch::randn({6, 3}).requires_grad_();
  torch::optim::AdamW adamw(std::vector<torch::Tensor>{w}, torch::optim::AdamWOptions(1e-2));
  GraphedStep step(adamw, {1.0}, /*grad_clip=*/1.0, torch::kCPU,
                   [&](const std::string& line) { lines->push_back(line); });
  const torch::Tensor x = torch::randn({8, 6}), target = torch::randn({8, 3});
  torch::Tensor fixed_x = torch::zeros({8, 6});
  std::vector<double> losses;
  for (int i = 0; i < 7; ++i) {
    fixed_x.copy_(x);
    const bool fixed = i != 5;  // step 5 has other shapes: uncaptured in any case
    const torch::Tensor input = fixed ? fixed_x : x.slice(0, 0, 6);
    const StepTensors out = step.Run(
        1e-2, fixed, [&] { return TinyForward(w, input, target.slice(0, 0, input.size(0))); });
    losses.push_back(out.loss.item<double>());
    losses.push_back(out.grad_norm.item<double>());
  }
  for (int i = 0; i < w.numel(); ++i) losses.push_back(w.view(-1)[i].item<double>());
  *captured = step.captured();
  return losses;
}

TEST(GraphedStep, WithoutCudaGraphsItSaysWhyOnceAndGivesTheUncapturedBits) {
  std::vector<std::string> tried_lines, off_lines;
  bool tried_captured = true, off_captured = true;
  const std::vector<double> tried = TrainTiny("on", &tried_lines, &tried_captured);
  const std::vector<double> off = TrainTiny("off", &off_lines, &off_captured);
  EXPECT_FALSE(tried_captured);
  EXPECT_FALSE(off_captured);
  ASSERT_EQ(tried_lines.size(), 1u) << ::testing::PrintToString(tried_lines);
  EXPECT_EQ(tried_lines[0],
            "the training step runs uncaptured: the CUDA graph's capture failed: this nilab was "
            "built against a LibTorch without CUDA graphs");
  EXPECT_TRUE(off_lines.empty()) << ::testing::PrintToString(off_lines);  // asked for: no line
  EXPECT_EQ(tried, off);  // the same steps, bit for bit
  // And they trained: the loss of the last full step is below the first one's.
  EXPECT_LT(tried[12], tried[0]);
}

TEST(GraphedStep, ReadsItsSettingAndRefusesAnUnknownOne) {
  {
    ScopedEnv env("NILAB_CUDA_GRAPH", nullptr);
    EXPECT_EQ(GraphedStep::CheckSetting(), "");
    EXPECT_FALSE(GraphedStep::Used(torch::kCPU));  // auto: CUDA only
  }
  {
    ScopedEnv env("NILAB_CUDA_GRAPH", "on");
    EXPECT_TRUE(GraphedStep::Used(torch::kCPU));
  }
  {
    ScopedEnv env("NILAB_CUDA_GRAPH", "sometimes");
    EXPECT_EQ(GraphedStep::CheckSetting(),
              "NILAB_CUDA_GRAPH must be auto, off or on (got 'sometimes')");
    EXPECT_THROW(GraphedStep::Used(torch::kCPU), std::invalid_argument);
  }
}

// The ops that read a tensor's value back to the host (.item(), a bool of a tensor, nonzero's
// size), counted while `counting` is set, on any thread.
class HostReads {
 public:
  HostReads() {
    handle_ = at::addGlobalCallback(at::RecordFunctionCallback(
        [](const at::RecordFunction& fn) -> std::unique_ptr<at::ObserverContext> {
          if (!Active().load()) return nullptr;
          const std::string name = fn.name();
          if (name == "aten::_local_scalar_dense" || name == "aten::nonzero" ||
              name == "aten::is_nonzero") {
            std::lock_guard<std::mutex> lock(Mutex());
            Names().push_back(name);
          }
          return nullptr;
        }));
  }
  ~HostReads() { at::removeCallback(handle_); }
  static std::atomic<bool>& Active() {
    static std::atomic<bool> active{false};
    return active;
  }
  static std::mutex& Mutex() {
    static std::mutex mutex;
    return mutex;
  }
  static std::vector<std::string>& Names() {
    static std::vector<std::string> names;
    return names;
  }

 private:
  at::CallbackHandle handle_;
};

TEST(GraphedStep, NoStepOfEitherModelReadsAValueBack) {
  ScopedEnv env("NILAB_CUDA_GRAPH", "off");
  HostReads reads;
  for (const auto& [name, params] : {std::pair{std::string("ni"), testing::SmallNiParams()},
                                     std::pair{std::string("vit"), testing::SmallVitParams()}}) {
    testing::PluginPair pair = testing::MakePluginPair(name, params, /*seed=*/4);
    auto& model = pair.model;
    auto& task = pair.task;
    const std::vector<torch::Tensor> trainable = testing::Trainable(pair);
    torch::optim::AdamW adamw(trainable, torch::optim::AdamWOptions(1e-3));
    GraphedStep step(adamw, {1.0}, /*grad_clip=*/1.0, torch::kCPU, nullptr);
    const sdk::Batch batch =
        task->MakeBatch(sdk::Split::kTrain, torch::arange(32, torch::kLong), /*seed=*/1);
    HostReads::Names().clear();
    for (int i = 0; i < 3; ++i) {
      HostReads::Active() = true;
      step.Run(1e-3, /*fixed_shape=*/true, [&] {
        StepTensors out;
        out.loss = ForwardLoss(*model, *task, batch, "fp32", torch::kCPU, &out.output, &out.stats);
        out.output = {out.output.loss.detach(), out.output.prediction.detach()};
        return out;
      });
      HostReads::Active() = false;
    }
    EXPECT_TRUE(HostReads::Names().empty())
        << name << ": " << ::testing::PrintToString(HostReads::Names());
  }
  // The counter counts: an .item() is seen.
  HostReads::Names().clear();
  HostReads::Active() = true;
  (void)torch::ones({2}).sum().item<double>();
  HostReads::Active() = false;
  EXPECT_EQ(HostReads::Names().size(), 1u);
}

}  // namespace
}  // namespace nilab::host
