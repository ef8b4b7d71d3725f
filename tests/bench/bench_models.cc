// nilab_bench_models: throughput of the model plugins as loaded by the host.
//
// For each case: samples/s of forward+backward+AdamW and of forward only at batch 128, the
// architecture-counted GFLOP/s, the fp32 matmul roof sampled between the timed steps of each
// figure (the machine's speed drifts), % of roof, and the process's peak RSS. Each case runs in
// a child process of its own so its peak RSS is its own.
//
//   nilab_bench_models [--threads T] [--batch B] [--steps S] [--case NAME] [--system-malloc]
//                      [--tokens N] [--profile TRACE.json] [--device cuda] [--precision P]
//                      [--slices auto|off|N] [--no-roof] [--step host|device|graph]
//                      [--trace TRACE.json]
//
// --device cuda runs each case on the GPU: the roof is then an 8192^3 product on the GPU in the
// case's precision (fp32, tf32 or bf16: train.precision's meanings, host/runner/numerics.h), the
// timings synchronise the device, and "device memory" is what the driver reports in use at the
// end of the case (the caching allocator keeps what it took, so that is the case's peak plus the
// CUDA context).
//
// --slices: how many slices of each batch run side by side, one thread each (auto: as `nilab
// run`, one per thread where the model allows it; off: the whole batch on all threads).
//
// --step: how the training step runs. host (the default): zero_grad, forward, backward and
// torch::optim::AdamW's step, as a plain LibTorch loop runs it; device: host/runner/graphed_step.h
// uncaptured (AdamW with its values on the device, nothing read back); graph: the same step
// captured in a CUDA graph and replayed (what `nilab run` does on a GPU). The line "step" gives
// the host's share: how long the call took to return, against the whole step.
//
// --trace (with --case) writes a Chrome trace of S training steps from LibTorch's Kineto
// profiler, CPU ops and CUDA kernels both, for scripts/gpu/step_profile.py (kernels per step,
// the GPU's idle share).
//
// --no-roof leaves the roof out (the timed steps alone, for a profiler; no % of roof).
//
// --tokens replaces the case's set size; --profile (with --case) also writes a Chrome trace of
// S training steps from LibTorch's profiler, for scripts/profile_summary.py.
//
// Like `nilab run`, the bench keeps freed memory in the process (host/runner/allocator.h);
// --system-malloc measures glibc's default instead, which returns every tensor above 32 MB to
// the kernel and page-faults it in again at the next allocation (about a million faults per NI
// training step at batch 128).
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <torch/csrc/autograd/profiler_kineto.h>
#include <torch/csrc/autograd/profiler_legacy.h>
#include <torch/torch.h>

#include "host/parallel/for_each_shard.h"
#include "host/platform/cpu_time.h"
#include "host/platform/gpu_info.h"
#include "host/runner/allocator.h"
#include "host/runner/graphed_step.h"
#include "host/runner/numerics.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "host/plugins/registry.h"
#include "plugins/sdk/model.h"
#include "tests/bench/flops.h"

namespace {

using nilab::sdk::Params;
using Clock = std::chrono::steady_clock;

struct Case {
  std::string name;
  std::string plugin;
  std::map<std::string, nilab::sdk::ParamValue> params;
  int64_t tokens;
};

std::vector<Case> Cases() {
  return {
      {"ni-digits", "ni", {}, 65},
      {"ni-small",
       "ni",
       {{"dim", int64_t{64}},
        {"code_dim", int64_t{64}},
        {"type_dim", int64_t{16}},
        {"n_i", int64_t{4}},
        {"n_f", int64_t{4}},
        {"head_dim", int64_t{0}},
        {"mlp_hidden", int64_t{128}}},
       65},
      // The NI of sweeps/fuzzy_boolean_table1.toml: 5 variable tokens + 20 CLS tokens.
      {"ni-fuzzy",
       "ni",
       {{"dim", int64_t{64}},
        {"code_dim", int64_t{32}},
        {"type_dim", int64_t{16}},
        {"n_i", int64_t{2}},
        {"n_f", int64_t{4}},
        {"head_dim", int64_t{0}},
        {"mlp_hidden", int64_t{128}}},
       25},
      // The NI of sweeps/fuzzy_boolean_table1_two_scripts.toml: Table 1 within 0.01 of the paper.
      {"ni-fuzzy-two-scripts",
       "ni",
       {{"dim", int64_t{128}},
        {"code_dim", int64_t{32}},
        {"type_dim", int64_t{16}},
        {"n_s", int64_t{2}},
        {"n_i", int64_t{2}},
        {"n_f", int64_t{4}},
        {"head_dim", int64_t{0}},
        {"mlp_hidden", int64_t{256}}},
       25},
      {"vit-digits",
       "vit",
       {{"depth", int64_t{8}},
        {"dim", int64_t{192}},
        {"heads", int64_t{4}},
        {"mlp_hidden", int64_t{192}}},  // the plugin's default: 1.79M, the paper's digits ViT
       65},
  };
}

double Seconds(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// Where the cases run: the device and the precision (fp32 | tf32 | bf16).
struct Target {
  torch::Device device = torch::kCPU;
  std::string precision = "fp32";
  void Sync() const {
    if (device.is_cuda()) torch::cuda::synchronize();
  }
};
Target g_target;
bool g_roof = true;           // false with --no-roof
std::string g_step = "host";  // --step
std::string g_trace;          // --trace

// One matmul of the roof's size (2048^3 fp32 on the CPU, 8192^3 in the case's precision on a
// GPU); returns its seconds.
double RoofSeconds(const torch::Tensor& a, const torch::Tensor& b) {
  torch::NoGradGuard no_grad;
  g_target.Sync();
  const auto t0 = Clock::now();
  torch::mm(a, b);
  g_target.Sync();
  return Seconds(t0);
}

double PeakRssGb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1048576.0;  // KiB -> GiB
}

// Seconds per call of f (after one warm-up call) and the matmul roof, sampled side by side:
// after every timed call, a few 2048^3 matmuls lasting about a tenth of it, so the roof sees
// the same machine (other processes, clock) as the workload. Both are means over the run.
// cpu_seconds: CPU time per call divided by the thread count, i.e. the wall time the call
// would take if its threads had the cores to themselves (spin-waiting counts as work, so this
// is pessimistic on a quiet machine and far steadier than wall time on a shared one).
struct Timed {
  double seconds;
  double host_seconds;  // until the call returned, before the device finished
  double roof_gflops;
  double cpu_seconds;
  double cpu_roof_gflops;
};
Timed Measure(const std::function<void()>& f, int steps) {
  const int64_t size = g_target.device.is_cuda() ? 8192 : 2048;
  const auto options = torch::TensorOptions()
                           .device(g_target.device)
                           .dtype(g_target.precision == "bf16" ? torch::kBFloat16 : torch::kFloat);
  const auto a = torch::randn({size, size}, options), b = torch::randn({size, size}, options);
  RoofSeconds(a, b);
  f();
  g_target.Sync();
  const double threads = torch::get_num_threads();
  double work = 0, host = 0, roof_time = 0, work_cpu = 0, roof_cpu = 0;
  int64_t roof_calls = 0;
  for (int i = 0; i < steps; ++i) {
    const double c0 = nilab::platform::ProcessCpuSeconds();
    const auto t0 = Clock::now();
    f();
    host += Seconds(t0);
    g_target.Sync();
    const double dt = Seconds(t0);
    const double c1 = nilab::platform::ProcessCpuSeconds();
    work += dt;
    work_cpu += c1 - c0;
    double spent = 0;
    if (!g_roof) continue;
    do {
      spent += RoofSeconds(a, b);
      ++roof_calls;
    } while (spent < 0.1 * dt);
    roof_time += spent;
    roof_cpu += nilab::platform::ProcessCpuSeconds() - c1;
  }
  const double roof_flops = 2.0 * size * size * size * roof_calls;
  return {work / steps, host / steps, roof_flops / roof_time / 1e9, work_cpu / threads / steps,
          roof_flops / (roof_cpu / threads) / 1e9};
}

// profile: when not empty, a Chrome trace of `steps` training steps (LibTorch's profiler) is
// written there after the timed runs; tokens: when > 0, replaces the case's set size.
int RunCase(Case c, int64_t batch, int steps, const std::string& profile, int64_t tokens,
            int slices) {
  if (tokens > 0) c.tokens = tokens;
  auto registry = nilab::host::LoadPlugins({}, /*quiet=*/true);
  const auto* plugin = registry.Find(c.plugin, nilab::sdk::PluginKind::kModel);
  if (!plugin) {
    std::printf("%-11s skipped: plugin '%s' not found\n", c.name.c_str(), c.plugin.c_str());
    return 0;
  }
  const Params params = Params::WithDefaults(plugin->info.params, Params(c.params));
  auto model = plugin->create_model(params, nilab::sdk::ModelContext{});
  int64_t n_params = 0;
  for (const auto& p : model->module().parameters()) n_params += p.numel();
  const double fwd_flops = c.plugin == "ni" ? nilab::bench::NiForwardFlops(params, c.tokens)
                                            : nilab::bench::VitForwardFlops(params, c.tokens);

  torch::manual_seed(0);
  model->module().to(g_target.device);
  const auto x = torch::randn({batch, c.tokens, model->dim()}).to(g_target.device);
  const auto target = torch::randn({batch, c.tokens, model->dim()}).to(g_target.device);
  const torch::Device device = g_target.device;
  const std::string precision = g_target.precision;
  std::vector<torch::Tensor> trainable;
  for (const auto& p : model->module().parameters()) {
    if (p.requires_grad()) trainable.push_back(p);
  }
  torch::optim::AdamW opt(trainable, torch::optim::AdamWOptions(1e-4));
  model->module().train();
  // As `nilab run` does (host/runner/sliced_step.h): on the CPU a model that allows it trains
  // and evaluates on one slice of the batch per thread, side by side, each slice's loss
  // weighted by its share of the batch so that the gradients add up to the whole batch's.
  if (slices == 0) {
    slices = device.is_cpu() && model->SupportsBatchSlices() ? torch::get_num_threads() : 1;
  }
  std::printf("%-11s %d slice%s per batch\n", c.name.c_str(), slices, slices == 1 ? "" : "s");
  const auto train_slice = [&](int, int64_t begin, int64_t end) {
    torch::Tensor loss;
    {
      nilab::host::AutocastGuard autocast(precision, device);
      loss = torch::mse_loss(model->Forward({x.slice(0, begin, end), {}}).tokens.to(torch::kFloat),
                             target.slice(0, begin, end));
    }
    (loss * (static_cast<double>(end - begin) / static_cast<double>(batch))).backward();
  };
  const auto host_step = [&] {
    opt.zero_grad();
    nilab::host::ForEachShard(batch, slices, train_slice);
    opt.step();
  };
  // --step device | graph: the step of `nilab run` on a GPU (host/runner/graphed_step.h).
  std::unique_ptr<nilab::host::GraphedStep> graphed;
  if (g_step != "host") {
    setenv("NILAB_CUDA_GRAPH", g_step == "graph" ? "on" : "off", 1);
    graphed = std::make_unique<nilab::host::GraphedStep>(
        opt, std::vector<double>{1.0}, /*grad_clip=*/0.0, device,
        [&](const std::string& line) { std::printf("%-11s %s\n", c.name.c_str(), line.c_str()); });
  }
  const auto device_step = [&] {
    graphed->Run(1e-4, /*fixed_shape=*/true, [&] {
      nilab::host::StepTensors out;
      nilab::host::AutocastGuard autocast(precision, device);
      out.loss = torch::mse_loss(model->Forward({x, {}}).tokens.to(torch::kFloat), target);
      return out;
    });
  };
  const std::function<void()> train_step =
      graphed ? std::function<void()>(device_step) : std::function<void()>(host_step);
  Timed train{};
  const auto on_stream = [&](const std::function<void()>& fn) {
    if (graphed) {
      graphed->OnStream(fn);
    } else {
      fn();
    }
  };
  on_stream([&] {
    // The uncaptured steps before the capture, and the capture, stay out of the timed steps.
    if (graphed) {
      for (int i = 0; i <= nilab::host::GraphedStep::kWarmupSteps; ++i) train_step();
    }
    train = Measure(train_step, steps);
  });
  if (graphed && g_step == "graph" && !graphed->captured()) {
    std::printf("%-11s step not captured: %s\n", c.name.c_str(),
                graphed->uncaptured_reason().c_str());
  }
  if (!profile.empty()) {
    torch::autograd::profiler::RecordProfile guard(profile);
    for (int i = 0; i < steps; ++i) {
      opt.zero_grad();
      torch::mse_loss(model->Forward({x, {}}).tokens, target).backward();
      opt.step();
    }
  }
  if (!g_trace.empty()) {
    // Kineto: CPU ops and CUDA kernels (needs a LibTorch built with Kineto).
    namespace impl = torch::profiler::impl;
    try {
      const impl::ProfilerConfig config(impl::ProfilerState::KINETO);
      std::set<impl::ActivityType> activities{impl::ActivityType::CPU};
      if (device.is_cuda()) activities.insert(impl::ActivityType::CUDA);
      torch::autograd::profiler::prepareProfiler(config, activities);
      torch::autograd::profiler::enableProfiler(config, activities);
      on_stream([&] {
        for (int i = 0; i < steps; ++i) train_step();
        g_target.Sync();
      });
      torch::autograd::profiler::disableProfiler()->save(g_trace);
      std::printf("%-11s trace of %d training steps: %s\n", c.name.c_str(), steps, g_trace.c_str());
    } catch (const std::exception& e) {
      std::printf("%-11s trace failed: %s\n", c.name.c_str(), e.what());
    }
  }
  model->module().eval();
  const Timed infer = Measure(
      [&] {
        nilab::host::ForEachShard(batch, slices, [&](int, int64_t begin, int64_t end) {
          torch::NoGradGuard no_grad;
          nilab::host::AutocastGuard autocast(precision, device);
          model->Forward({x.slice(0, begin, end), {}});
        });
      },
      steps);

  const double train_gflops = 3 * fwd_flops * batch / train.seconds / 1e9;
  const double infer_gflops = fwd_flops * batch / infer.seconds / 1e9;
  const double train_cpu_gflops = 3 * fwd_flops * batch / train.cpu_seconds / 1e9;
  const double infer_cpu_gflops = fwd_flops * batch / infer.cpu_seconds / 1e9;
  std::printf("%-11s params %lld, forward %.3f GFLOP/sample, peak RSS %.2f GB", c.name.c_str(),
              static_cast<long long>(n_params), fwd_flops / 1e9, PeakRssGb());
  if (device.is_cuda()) {
    const auto in_use = nilab::platform::CudaMemoryInUse();
    std::printf(", device memory %.2f GB, %s", in_use ? *in_use / 1e9 : -1.0, precision.c_str());
  }
  std::printf("\n");
  std::printf("  step    %s: the call returns after %.2f ms of the step's %.2f ms\n",
              g_step.c_str(), 1e3 * train.host_seconds, 1e3 * train.seconds);
  if (!g_roof) {  // --no-roof: no roof to print
    std::printf(
        "  train   wall %7.2f samples/s %6.1f GFLOP/s | cpu-time %7.2f samples/s %6.1f GFLOP/s\n",
        batch / train.seconds, train_gflops, batch / train.cpu_seconds, train_cpu_gflops);
    std::printf(
        "  forward wall %7.2f samples/s %6.1f GFLOP/s | cpu-time %7.2f samples/s %6.1f GFLOP/s\n",
        batch / infer.seconds, infer_gflops, batch / infer.cpu_seconds, infer_cpu_gflops);
    std::fflush(stdout);
    return 0;
  }
  std::printf(
      "  train   wall %7.2f samples/s %6.1f GFLOP/s roof %5.1f (%4.1f%%) | cpu-time %7.2f "
      "samples/s %6.1f GFLOP/s roof %5.1f (%4.1f%%)\n",
      batch / train.seconds, train_gflops, train.roof_gflops,
      100 * train_gflops / train.roof_gflops, batch / train.cpu_seconds, train_cpu_gflops,
      train.cpu_roof_gflops, 100 * train_cpu_gflops / train.cpu_roof_gflops);
  std::printf(
      "  forward wall %7.2f samples/s %6.1f GFLOP/s roof %5.1f (%4.1f%%) | cpu-time %7.2f "
      "samples/s %6.1f GFLOP/s roof %5.1f (%4.1f%%)\n",
      batch / infer.seconds, infer_gflops, infer.roof_gflops,
      100 * infer_gflops / infer.roof_gflops, batch / infer.cpu_seconds, infer_cpu_gflops,
      infer.cpu_roof_gflops, 100 * infer_cpu_gflops / infer.cpu_roof_gflops);
  std::fflush(stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  int64_t threads = std::thread::hardware_concurrency();
  int64_t batch = 128;
  int steps = 3;
  std::string only, profile;
  int64_t tokens = 0;
  bool system_malloc = false;
  int slices = 0;  // 0: as nilab run (one per thread where the model allows it)
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "nilab_bench_models: " << arg << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--threads") {
      threads = std::stoll(value());
    } else if (arg == "--batch") {
      batch = std::stoll(value());
    } else if (arg == "--steps") {
      steps = std::stoi(value());
    } else if (arg == "--case") {
      only = value();
    } else if (arg == "--profile") {
      profile = value();
    } else if (arg == "--tokens") {
      tokens = std::stoll(value());
    } else if (arg == "--slices") {
      const std::string v = value();
      slices = v == "auto" ? 0 : v == "off" ? 1 : std::stoi(v);
    } else if (arg == "--system-malloc") {
      system_malloc = true;
    } else if (arg == "--no-roof") {
      g_roof = false;
    } else if (arg == "--step") {
      g_step = value();
      if (g_step != "host" && g_step != "device" && g_step != "graph") {
        std::cerr << "nilab_bench_models: --step must be host, device or graph\n";
        return 2;
      }
    } else if (arg == "--trace") {
      g_trace = value();
    } else if (arg == "--device") {
      g_target.device = torch::Device(value());
    } else if (arg == "--precision") {
      g_target.precision = value();
    } else {
      std::cerr << "nilab_bench_models: unknown argument " << arg
                << " (use --threads, --batch, --steps, --case, --tokens, --profile, "
                   "--system-malloc, --device, --precision, --slices, --no-roof, --step, "
                   "--trace)\n";
      return 2;
    }
  }
  if (!system_malloc) nilab::host::KeepFreedMemory();
  nilab::host::ApplyNumerics(g_target.precision, /*deterministic=*/false);
  if (g_target.device.is_cuda() && !torch::cuda::is_available()) {
    std::cerr << "nilab_bench_models: --device " << g_target.device
              << " but CUDA is not available\n";
    return 2;
  }
  torch::set_num_threads(static_cast<int>(threads));
  if (!only.empty()) {
    for (const auto& c : Cases()) {
      if (c.name == only) return RunCase(c, batch, steps, profile, tokens, slices);
    }
    std::cerr << "nilab_bench_models: unknown case " << only << "\n";
    return 2;
  }
  std::printf(
      "batch %lld, %lld threads, %d timed steps per figure; FLOPs counted from the "
      "architecture (training = 3x forward)\n",
      static_cast<long long>(batch), static_cast<long long>(threads), steps);
  std::fflush(stdout);
  // One child process per case, so each peak RSS is that case's own.
  int status_all = 0;
  for (const auto& c : Cases()) {
    const pid_t pid = fork();
    if (pid == 0) {
      std::vector<std::string> args = {argv[0],
                                       "--threads",
                                       std::to_string(threads),
                                       "--batch",
                                       std::to_string(batch),
                                       "--steps",
                                       std::to_string(steps),
                                       "--case",
                                       c.name,
                                       "--slices",
                                       std::to_string(slices)};
      if (system_malloc) args.push_back("--system-malloc");
      if (!g_roof) args.push_back("--no-roof");
      args.push_back("--step");
      args.push_back(g_step);
      for (const std::string& a : {std::string("--device"), g_target.device.str(),
                                   std::string("--precision"), g_target.precision}) {
        args.push_back(a);
      }
      std::vector<char*> cargs;
      for (auto& a : args) cargs.push_back(a.data());
      cargs.push_back(nullptr);
      execv("/proc/self/exe", cargs.data());
      std::perror("execv");
      _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      std::printf("%-11s failed (status %d)\n", c.name.c_str(), status);
      status_all = 1;
    }
  }
  return status_all;
}
