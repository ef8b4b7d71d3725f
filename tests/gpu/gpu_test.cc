// nilab on a CUDA device: both models on every task through the runner (fp32 and bf16), the GPU
// recorded in provenance, checkpoints written on the GPU and read on the CPU and back, and the
// deterministic option's bit-identical reruns and resumes. Skipped where CUDA is absent.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "host/platform/gpu_info.h"
#include "host/plugins/registry.h"
#include "host/runner/checkpoint.h"
#include "host/runner/cuda_graph.h"
#include "host/runner/numerics.h"
#include "host/runner/sweep_runner.h"
#include "host/sweep/config.h"
#include "tests/host/scoped_env.h"
#include "tests/host/test_util.h"

namespace nilab::host {
namespace {

using testing::QueryRows;
using testing::TempDir;

// The device under test: cuda, or what NILAB_TEST_DEVICE names (cpu checks the tests themselves
// on a machine without a GPU).
std::string Device() {
  const char* device = std::getenv("NILAB_TEST_DEVICE");
  return device && *device ? device : "cuda";
}

#define SKIP_WITHOUT_CUDA()                                                             \
  if (Device() != "cpu" && !torch::cuda::is_available()) {                              \
    GTEST_SKIP() << "CUDA is not available here (LibTorch " << TORCH_VERSION            \
                 << "): the GPU tests run on a GPU machine (scripts/gpu/device_check)"; \
  }

// The shared datasets (NILAB_TEST_DATA), or "" when they are absent.
std::string DataDir() {
  const char* dir = std::getenv("NILAB_TEST_DATA");
  return dir && std::filesystem::is_directory(dir) ? dir : "";
}

// One sweep of one task against both models, 1 epoch of a few batches.
std::string Sweep(const std::string& name, const std::string& task, const std::string& precision,
                  bool deterministic = false) {
  return "name = \"" + name + "\"\nseeds = [0]\n[task]\n" + task +
         "\n[train]\nepochs = 2\nbatch_size = 32\nlr = 1e-3\nmax_train_batches = 4\n"
         "max_eval_batches = 2\nprecision = \"" +
         precision + "\"\ndeterministic = " + (deterministic ? "true" : "false") +
         "\n[[models]]\nname = \"ni\"\nparams = { dim = 32, code_dim = 16, type_dim = 8, n_f = 3, "
         "n_i = 2, heads = 2, head_dim = 0, mlp_hidden = 64 }\n"
         "[[models]]\nname = \"vit\"\nparams = { depth = 2, dim = 32, heads = 2, mlp_hidden = 64 "
         "}\n";
}

SweepRunOptions Options(const TempDir& dir, const std::string& file, const std::string& device) {
  SweepRunOptions o;
  o.sweep_file = file;
  o.db = dir.File("nilab.sqlite");
  o.threads = 2;
  o.run.device = device;
  o.run.data_dir = DataDir().empty() ? dir.File("data") : DataDir();
  o.run.checkpoint_dir = dir.File("checkpoints");
  o.run.quiet = true;
  o.run.tty = 0;
  return o;
}

// Runs `sweep` on `device`; expects both trials done with finite final metrics.
void RunBothModels(const std::string& sweep, const std::string& device) {
  TempDir dir;
  testing::WriteFile(dir.File("s.toml"), sweep);
  ASSERT_EQ(RunSweep(Options(dir, dir.File("s.toml"), device)), 0);
  const auto status =
      QueryRows(dir.File("nilab.sqlite"),
                "SELECT model, status, coalesce(error, '') FROM trials ORDER BY id");
  ASSERT_EQ(status, (std::vector<std::string>{"ni|done|", "vit|done|"}));
  const auto bad = QueryRows(dir.File("nilab.sqlite"),
                             "SELECT name || '=' || value FROM metrics WHERE is_final = 1 AND "
                             "(value IS NULL OR abs(value) > 1e30)");
  EXPECT_TRUE(bad.empty()) << bad.front();
  const auto provenance =
      QueryRows(dir.File("nilab.sqlite"), "SELECT device, provenance_json FROM trials");
  for (const std::string& row : provenance) {
    const auto bar = row.find('|');
    EXPECT_EQ(row.substr(0, bar).rfind(device, 0), 0u) << row;
    const auto json = nlohmann::json::parse(row.substr(bar + 1));
    if (device != "cpu") {
      EXPECT_FALSE(json.value("gpu", std::string()).empty()) << "no GPU name in " << json.dump();
    }
    EXPECT_EQ(json.at("numerics").at("precision"),
              sweep.find("\"bf16\"") != std::string::npos ? "bf16" : "fp32");
  }
}

const char* kFuzzy = "name = \"fuzzy_boolean\"\nparams = { n_points = 1024 }";
const char* kPgm =
    "name = \"pgm\"\nparams = { source = \"generator\", train_size = 256, val_size = 64, "
    "test_size = 64, min_triples = 1, max_triples = 1, distractors = \"constant\", panel_pool = "
    "2, cnn_layers = 2, cnn_channels = 8 }";
// MNIST-M where its files (or scripts/gpu/mnist_m_subset.py's subset of them) are present.
const char* kDigits =
    "name = \"digits\"\nparams = { datasets = [\"mnist\", \"mnist_m\"], missing_datasets = "
    "\"skip\", train_per_dataset = 512, val_per_dataset = 128 }";
const char* kKmnist = "name = \"kmnist\"\nparams = { shots = 150, val_size = 256 }";

TEST(Gpu, FuzzyBooleanTrainsBothModelsInFp32AndBf16) {
  SKIP_WITHOUT_CUDA();
  RunBothModels(Sweep("gpu_fuzzy", kFuzzy, "fp32"), Device());
  RunBothModels(Sweep("gpu_fuzzy_bf16", kFuzzy, "bf16"), Device());
}

TEST(Gpu, PgmTrainsBothModels) {
  SKIP_WITHOUT_CUDA();
  RunBothModels(Sweep("gpu_pgm", kPgm, "bf16"), Device());
}

TEST(Gpu, DigitsAndKmnistTrainBothModels) {
  SKIP_WITHOUT_CUDA();
  if (DataDir().empty()) GTEST_SKIP() << "NILAB_TEST_DATA (MNIST, K-MNIST) is absent";
  RunBothModels(Sweep("gpu_digits", kDigits, "fp32"), Device());
  // scripts/gpu/prepare leaves K-MNIST out where MNIST-M's subset takes its room.
  if (!std::filesystem::exists(DataDir() + "/kmnist")) {
    GTEST_SKIP() << "K-MNIST is not in NILAB_TEST_DATA (" << DataDir() << "); the digits half ran";
  }
  RunBothModels(Sweep("gpu_kmnist", kKmnist, "bf16"), Device());
}

// A checkpoint written from the GPU loads on the CPU with every tensor equal, and back.
TEST(Gpu, CheckpointsMoveBetweenGpuAndCpu) {
  SKIP_WITHOUT_CUDA();
  TempDir dir;
  auto registry = LoadPlugins({}, /*quiet=*/true);
  const auto* model_plugin = registry.Find("ni", sdk::PluginKind::kModel);
  const auto* task_plugin = registry.Find("fuzzy_boolean", sdk::PluginKind::kTask);
  ASSERT_TRUE(model_plugin && task_plugin);
  auto make = [&](const torch::Device& device) {
    const sdk::Params mp = sdk::Params::WithDefaults(model_plugin->info.params, sdk::Params());
    const sdk::Params tp = sdk::Params::WithDefaults(task_plugin->info.params,
                                                     sdk::Params({{"n_points", int64_t{256}}}));
    auto model = model_plugin->create_model(mp, sdk::ModelContext{});
    auto task = task_plugin->create_task(tp, sdk::TaskContext{});
    task->Build(model->dim());
    model->module().to(device);
    task->module().to(device);
    return std::make_pair(std::move(model), std::move(task));
  };
  torch::manual_seed(1);
  auto [gpu_model, gpu_task] = make(torch::Device(Device()));
  torch::manual_seed(2);  // other weights: the load must replace them all
  auto [cpu_model, cpu_task] = make(torch::kCPU);
  const std::string path = dir.File("gpu.ckpt");
  SaveCheckpoint(path, *gpu_model, *gpu_task, nullptr, {"train", 1, 10, 0.5, 0});
  LoadCheckpoint(path, *cpu_model, *cpu_task, nullptr, {});
  auto gpu_params = gpu_model->module().named_parameters();
  for (const auto& p : cpu_model->module().named_parameters()) {
    EXPECT_TRUE(p.value().device().is_cpu()) << p.key();
    EXPECT_TRUE(torch::equal(p.value(), gpu_params[p.key()].cpu())) << p.key();
  }
  // And back: the CPU model's weights, changed, into the GPU model.
  {
    torch::NoGradGuard no_grad;
    for (auto& p : cpu_model->module().parameters()) p.add_(0.25);
  }
  SaveCheckpoint(dir.File("cpu.ckpt"), *cpu_model, *cpu_task, nullptr, {"train", 1, 10, 0.5, 0});
  LoadCheckpoint(dir.File("cpu.ckpt"), *gpu_model, *gpu_task, nullptr, {});
  auto cpu_params = cpu_model->module().named_parameters();
  for (const auto& p : gpu_model->module().named_parameters()) {
    EXPECT_EQ(p.value().device().type(), torch::Device(Device()).type()) << p.key();
    EXPECT_TRUE(torch::equal(p.value().cpu(), cpu_params[p.key()])) << p.key();
  }
}

// The training step captured in a CUDA graph (host/runner/graphed_step.h) gives the numbers of
// the same step uncaptured: a deterministic trial of each model, 2 epochs of 4 batches (the
// capture at the third step, replays after it, across the epoch boundary), with
// NILAB_CUDA_GRAPH=off and with it captured. With NILAB_TEST_DEVICE=cpu the capture fails (no
// CUDA) and the fallback runs, against the host's step of a CPU trial: equal up to the rounding
// of another AdamW and of the batch's slices.
TEST(Gpu, TheCapturedStepGivesTheUncapturedStepsNumbers) {
  SKIP_WITHOUT_CUDA();
  const bool cuda = Device() != "cpu";
  auto run = [&](const char* setting, std::vector<std::string>* graph_flags) {
    const testing::ScopedEnv env("NILAB_CUDA_GRAPH", setting);
    TempDir dir;
    testing::WriteFile(dir.File("s.toml"), Sweep("gpu_graph", kFuzzy, "fp32", true));
    EXPECT_EQ(RunSweep(Options(dir, dir.File("s.toml"), Device())), 0);
    *graph_flags = QueryRows(dir.File("nilab.sqlite"),
                             "SELECT t.model || '=' || m.value FROM metrics m JOIN trials t ON "
                             "t.id = m.trial_id WHERE m.name = 'train/cuda_graph' ORDER BY "
                             "t.model, m.epoch");
    return QueryRows(dir.File("nilab.sqlite"),
                     "SELECT printf('%.17g', m.value) FROM metrics m JOIN trials t ON t.id = "
                     "m.trial_id WHERE m.is_final = 0 AND (m.name LIKE 'val/%' OR m.name IN "
                     "('train/loss', 'train/mean_r2')) ORDER BY t.model, m.epoch, m.name");
  };
  std::vector<std::string> off_flags, on_flags;
  const auto uncaptured = run("off", &off_flags);
  const auto captured = run(cuda ? "auto" : "on", &on_flags);
  ASSERT_FALSE(uncaptured.empty());
  ASSERT_EQ(captured.size(), uncaptured.size());
  const std::vector<std::string> not_captured = {"ni=0.0", "ni=0.0", "vit=0.0", "vit=0.0"};
  if (cuda) {
    EXPECT_EQ(on_flags, (std::vector<std::string>{"ni=1.0", "ni=1.0", "vit=1.0", "vit=1.0"}));
    EXPECT_EQ(off_flags, not_captured);
  } else {
    EXPECT_EQ(on_flags, not_captured);
    EXPECT_TRUE(off_flags.empty()) << "the host's step records no train/cuda_graph";
  }
  double worst = 0;
  int same_bits = 0;
  for (size_t i = 0; i < captured.size(); ++i) {
    const double a = std::stod(captured[i]), b = std::stod(uncaptured[i]);
    worst = std::max(worst, std::abs(a - b) / std::max(1e-12, std::abs(b)));
    same_bits += captured[i] == uncaptured[i];
  }
  std::cout << "captured vs uncaptured: " << same_bits << " of " << captured.size()
            << " metrics bit-identical, largest relative difference " << worst << "\n";
  EXPECT_LE(worst, cuda ? 1e-6 : 1e-3);
}

// The check that the next test relies on: under HostSyncCheck a value read back and a copy from
// pageable memory throw; after it they run.
TEST(Gpu, TheSyncCheckCatchesWhatWaitsForTheDevice) {
  if (!torch::cuda::is_available()) GTEST_SKIP() << "CUDA is not available here";
  const torch::Tensor on_gpu = torch::ones({4}, torch::kCUDA);
  {
    const HostSyncCheck check(true);
    EXPECT_THROW(on_gpu.sum().item<float>(), std::exception);
    EXPECT_THROW(torch::ones({4}).to(torch::kCUDA), std::exception);
  }
  EXPECT_EQ(on_gpu.sum().item<float>(), 4.0f);
  EXPECT_EQ(torch::ones({4}).to(torch::kCUDA).sum().item<float>(), 4.0f);
}

// Once the step is captured, nothing in a training epoch waits for the device: not the digits
// batches (their indices, RandAugment's per-sample values), not the step, not the metrics. Each
// model's epochs of 4 batches: captured at the third, the fourth and the second epoch checked.
TEST(Gpu, ACapturedEpochNeverWaitsForTheDevice) {
  SKIP_WITHOUT_CUDA();
  if (Device() == "cpu") GTEST_SKIP() << "the check is CUDA's";
  if (DataDir().empty()) GTEST_SKIP() << "NILAB_TEST_DATA (MNIST) is absent";
  const testing::ScopedEnv env("NILAB_CUDA_SYNC_CHECK", "1");
  TempDir dir;
  testing::WriteFile(dir.File("s.toml"), Sweep("gpu_sync", kDigits, "fp32"));
  ASSERT_EQ(RunSweep(Options(dir, dir.File("s.toml"), Device())), 0);
  EXPECT_EQ(QueryRows(dir.File("nilab.sqlite"),
                      "SELECT model, status, coalesce(error, '') FROM trials ORDER BY id"),
            (std::vector<std::string>{"ni|done|", "vit|done|"}));
  EXPECT_EQ(QueryRows(dir.File("nilab.sqlite"),
                      "SELECT t.model || '=' || m.value FROM metrics m JOIN trials t ON t.id = "
                      "m.trial_id WHERE m.name = 'train/cuda_graph' ORDER BY t.model, m.epoch"),
            (std::vector<std::string>{"ni=1.0", "ni=1.0", "vit=1.0", "vit=1.0"}));
}

// With train.deterministic, two runs of the same trial on the GPU give bit-identical metrics.
TEST(Gpu, DeterministicRunsRepeatBitForBit) {
  SKIP_WITHOUT_CUDA();
  std::vector<std::vector<std::string>> runs;
  for (int run = 0; run < 2; ++run) {
    TempDir dir;
    testing::WriteFile(dir.File("s.toml"), Sweep("gpu_det", kFuzzy, "fp32", true));
    ASSERT_EQ(RunSweep(Options(dir, dir.File("s.toml"), Device())), 0) << ::testing::PrintToString(
        QueryRows(dir.File("nilab.sqlite"), "SELECT model, status, error FROM trials"));
    runs.push_back(QueryRows(dir.File("nilab.sqlite"),
                             "SELECT t.model, m.name, printf('%.17g', m.value) FROM metrics m "
                             "JOIN trials t ON t.id = m.trial_id WHERE m.name LIKE 'val/%' "
                             "ORDER BY t.model, m.epoch, m.name"));
  }
  ASSERT_FALSE(runs[0].empty());
  EXPECT_EQ(runs[0], runs[1]);
}

// A deterministic run killed (SIGKILL) just after its first epoch checkpoint is recorded, and
// resumed from it, gives the uninterrupted run's final metrics, bit for bit: the checkpoint
// carries the CUDA generators, the optimizer and the schedule, so the second epoch replays exactly.
TEST(Gpu, ADeterministicResumeGivesTheUninterruptedRunsBits) {
  SKIP_WITHOUT_CUDA();
  const std::string sweep = Sweep("gpu_resume", kFuzzy, "fp32", true);
  auto run_line = [](const TempDir& dir, const std::string& env) {
    return "cd " + dir.path() + " && " + env + " " + testing::NilabBinary() +
           " run s.toml --db nilab.sqlite --checkpoint-dir checkpoints --device " + Device() +
           " --threads 2 --no-compare";
  };
  auto finals = [](const TempDir& dir) {
    return QueryRows(dir.File("nilab.sqlite"),
                     "SELECT t.model || '|' || m.phase || '|' || m.name, printf('%.17g', m.value) "
                     "FROM metrics m JOIN trials t ON t.id = m.trial_id WHERE m.is_final = 1 "
                     "ORDER BY 1");
  };
  TempDir reference;
  testing::WriteFile(reference.File("s.toml"), sweep);
  const auto first = testing::Run(run_line(reference, "NILAB_FAULT_LOG=boundaries.log"));
  ASSERT_EQ(first.exit_code, 0) << first.out;
  const auto want = finals(reference);
  ASSERT_FALSE(want.empty());
  // The boundary just after the first epoch checkpoint's row is committed
  // ("<n> after commit: checkpoint artifact '.../train.last.a1e1.pt' of trial 1").
  int kill_at = 0;
  {
    std::ifstream in(reference.File("boundaries.log"));
    for (std::string line; std::getline(in, line) && kill_at == 0;) {
      if (line.find(" after commit: checkpoint artifact ") != std::string::npos &&
          line.find(".last.") != std::string::npos) {
        kill_at = std::stoi(line);
      }
    }
  }
  ASSERT_GT(kill_at, 0) << "no epoch checkpoint among the write boundaries";
  TempDir dir;
  testing::WriteFile(dir.File("s.toml"), sweep);
  const auto killed = testing::Run(run_line(dir, "NILAB_FAULT_KILL_AT=" + std::to_string(kill_at)));
  ASSERT_EQ(killed.exit_code, 128 + 9) << killed.out;
  const auto resumed = testing::Run(run_line(dir, ""));
  ASSERT_EQ(resumed.exit_code, 0) << resumed.out;
  EXPECT_NE(resumed.out.find("resuming after epoch 1 from "), std::string::npos) << resumed.out;
  EXPECT_EQ(QueryRows(dir.File("nilab.sqlite"), "SELECT status FROM trials"),
            (std::vector<std::string>{"done", "done"}));
  EXPECT_EQ(finals(dir), want);
}

// The driver's view (provenance, nilab doctor) names the GPUs LibTorch uses, with their memory,
// and sees this process's allocations.
TEST(Gpu, TheDriverNamesTheGpusLibTorchUses) {
  if (!torch::cuda::is_available()) GTEST_SKIP() << "CUDA is not available here";
  const platform::CudaDriverFacts facts = platform::CudaDevices();
  ASSERT_EQ(facts.devices.size(), torch::cuda::device_count());
  EXPECT_GE(facts.driver_version, 10000);
  for (const platform::GpuFacts& gpu : facts.devices) {
    EXPECT_FALSE(gpu.name.empty());
    EXPECT_GT(gpu.total_bytes, int64_t{1} << 30) << gpu.name;
    EXPECT_GE(gpu.compute_major, 3) << gpu.name;
  }
  const auto block = torch::empty({256, 1024, 1024}, torch::Device("cuda"));  // 1 GiB
  const auto in_use = platform::CudaMemoryInUse();
  ASSERT_TRUE(in_use.has_value());
  EXPECT_GE(*in_use, block.nbytes());
}

// A loss that turns non-finite stops the trial with one line naming the batch, on the host's
// step and on the device step (which reads its losses once per epoch) alike.
TEST(Numerics, ANonFiniteLossNamesItsBatchOnEitherStep) {
  std::string sweep = Sweep("nonfinite", kFuzzy, "fp32");
  sweep.replace(sweep.find("lr = 1e-3"), 9, "lr = 1e30");
  auto errors = [&](const char* setting) {
    const testing::ScopedEnv env("NILAB_CUDA_GRAPH", setting);
    TempDir dir;
    testing::WriteFile(dir.File("s.toml"), sweep);
    RunSweep(Options(dir, dir.File("s.toml"), "cpu"));
    return QueryRows(dir.File("nilab.sqlite"),
                     "SELECT model || '|' || status || '|' || coalesce(error, '') FROM trials "
                     "ORDER BY id");
  };
  const auto host = errors(nullptr), device = errors("on");
  ASSERT_EQ(host.size(), 2u);
  for (const std::string& row : host) {
    EXPECT_NE(row.find("|failed|phase 'train' epoch 1 batch "), std::string::npos) << row;
    EXPECT_NE(row.find(" (try a lower train.lr)"), std::string::npos) << row;
  }
  EXPECT_EQ(device, host);
}

// `nilab doctor` says whether this build captures the training step in a CUDA graph.
TEST(Doctor, SaysWhetherCudaGraphsAreBuiltIn) {
  const auto doctor = testing::Run(testing::NilabBinary() + " doctor");
  const std::string want = CudaGraphsBuilt() ? "cuda graphs built in: a GPU trial captures"
                                             : "cuda graphs not in this build";
  EXPECT_NE(doctor.out.find(want), std::string::npos) << doctor.out;
}

// ---- On every machine: the numerics settings themselves, on the CPU ----

// Sweeps that set neither keep the config hashes of their trials; setting one changes them.
TEST(Numerics, DefaultsStayOutOfTheConfigHash) {
  sweep::TrainSettings train;
  const auto plain = sweep::TrainToJson(train);
  EXPECT_FALSE(plain.contains("precision"));
  EXPECT_FALSE(plain.contains("deterministic"));
  train.precision = "bf16";
  train.deterministic = true;
  const auto set = sweep::TrainToJson(train);
  EXPECT_EQ(set.at("precision"), "bf16");
  EXPECT_EQ(set.at("deterministic"), true);
  EXPECT_NE(sweep::ConfigHash(plain), sweep::ConfigHash(set));
}

// The params a trial records (what `compare` groups and pairs by) leave the defaults out too, so
// trials recorded before these settings existed pair with new ones.
TEST(Numerics, DefaultsStayOutOfTheRecordedParams) {
  sweep::TrialSpec trial;
  trial.model = "ni";
  trial.task = "fuzzy_boolean";
  auto keys = [&] {
    std::set<std::string> out;
    for (const auto& [key, value] : trial.FlatParams()) out.insert(key);
    return out;
  };
  EXPECT_TRUE(keys().count("train.epochs"));
  EXPECT_FALSE(keys().count("train.precision"));
  EXPECT_FALSE(keys().count("train.deterministic"));
  trial.train.precision = "bf16";
  trial.train.deterministic = true;
  EXPECT_TRUE(keys().count("train.precision"));
  EXPECT_TRUE(keys().count("train.deterministic"));
}

// bf16 autocast on the CPU: both models train through the runner (the NI's custom autograd
// functions run their backward under the autocast state of their forward), the provenance says
// so, and the results differ from fp32's (autocast took effect). The autocast state is restored.
TEST(Numerics, Bf16TrainsBothModelsOnTheCpuAndIsRecorded) {
  std::map<std::string, std::vector<std::string>> losses;
  for (const std::string precision : {"fp32", "bf16"}) {
    TempDir dir;
    testing::WriteFile(dir.File("s.toml"), Sweep("cpu_" + precision, kFuzzy, precision));
    ASSERT_EQ(RunSweep(Options(dir, dir.File("s.toml"), "cpu")), 0);
    EXPECT_EQ(QueryRows(dir.File("nilab.sqlite"), "SELECT model, status FROM trials ORDER BY id"),
              (std::vector<std::string>{"ni|done", "vit|done"}));
    EXPECT_EQ(QueryRows(dir.File("nilab.sqlite"),
                        "SELECT DISTINCT json_extract(provenance_json, '$.numerics.precision') "
                        "FROM trials"),
              std::vector<std::string>{precision});
    losses[precision] =
        QueryRows(dir.File("nilab.sqlite"),
                  "SELECT printf('%.9g', value) FROM metrics WHERE is_final = 1 AND "
                  "name = 'val/loss' ORDER BY trial_id");
    ASSERT_EQ(losses[precision].size(), 2u);
  }
  EXPECT_NE(losses["fp32"][0], losses["bf16"][0]) << "the NI's loss did not change under bf16";
  EXPECT_NE(losses["fp32"][1], losses["bf16"][1]) << "the ViT's loss did not change under bf16";
  EXPECT_FALSE(sdk::GetAutocast(c10::DeviceType::CPU).enabled);
}

// --device is checked before anything is recorded: a device this machine lacks, or no device at
// all, is one line and exit code 2.
TEST(Devices, AnUnavailableOrUnknownDeviceIsOneLineBeforeAnyTrial) {
  std::vector<std::string> refused = {"tpu", "cuda:x", "mps"};
  if (!torch::cuda::is_available()) refused.push_back("cuda");
  for (const std::string& device : refused) {
    TempDir dir;
    testing::WriteFile(dir.File("s.toml"), Sweep("devices", kFuzzy, "fp32"));
    ::testing::internal::CaptureStderr();
    EXPECT_EQ(RunSweep(Options(dir, dir.File("s.toml"), device)), 2) << device;
    const std::string err = ::testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("--device"), std::string::npos) << err;
    EXPECT_FALSE(std::filesystem::exists(dir.File("nilab.sqlite"))) << device;
  }
}

// bf16 through the NI's adaptive computation (per-token halting adds running sums into float32
// totals: it failed with a Float/BFloat16 index_add before) and through PGM's panel CNN.
TEST(Numerics, Bf16TrainsAdaptiveComputationAndPgmOnTheCpu) {
  const std::string act =
      "name = \"act_bf16\"\nseeds = [0]\n[task]\n" + std::string(kFuzzy) +
      "\n[train]\nepochs = 1\nbatch_size = 32\nmax_train_batches = 3\nmax_eval_batches = 2\n"
      "precision = \"bf16\"\n[[models]]\nname = \"ni\"\nparams = { dim = 32, code_dim = 16, "
      "type_dim = 8, n_f = 3, n_i = 3, heads = 2, head_dim = 0, mlp_hidden = 64 }\n"
      "grid = { halting = [\"act_sample\", \"act_token\"] }\n";
  for (const std::string& sweep : {act, Sweep("pgm_bf16", kPgm, "bf16")}) {
    TempDir dir;
    testing::WriteFile(dir.File("s.toml"), sweep);
    ASSERT_EQ(RunSweep(Options(dir, dir.File("s.toml"), "cpu")), 0) << ::testing::PrintToString(
        QueryRows(dir.File("nilab.sqlite"), "SELECT model, status, error FROM trials"));
    EXPECT_EQ(
        QueryRows(dir.File("nilab.sqlite"), "SELECT count(*) FROM trials WHERE status != 'done'"),
        std::vector<std::string>{"0"});
  }
}

TEST(Numerics, AnUnknownPrecisionIsRefused) {
  EXPECT_THROW(ApplyNumerics("fp16", false), std::invalid_argument);
}

}  // namespace
}  // namespace nilab::host
