// nilab_act_bench: inference cost of trained models with adaptive computation (ACT) against
// fixed function iterations, measured on their final checkpoints.
//
//   nilab_act_bench SWEEP.toml --phase P [--set key=value ...] [--db results/nilab.sqlite]
//       [--data-dir data] [--threads 1] [--batch 256]
//       [--batches 8] [--rounds 5]
//
// Every done trial of the sweep is rebuilt from its config, loaded from the phase's final
// checkpoint and run in eval mode on the first `batches` validation batches (generated or read
// once, embedded once): the backbone alone (model.Forward on the embedded tokens) and the whole
// evaluation (Embed + Forward + Head). A fixed-iteration model is also timed at each of the
// phase's eval_iterations. The trials take turns within each round, so a load that changes
// while the bench runs touches them alike; the table gives the median over rounds of wall and
// CPU milliseconds per batch and the mean iterations the model reported.

#include <torch/torch.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "host/platform/cpu_time.h"
#include "host/plugins/registry.h"
#include "host/runner/checkpoint.h"
#include "host/runner/trial_runner.h"
#include "host/store/artifact_file.h"
#include "host/store/store.h"
#include "host/sweep/sweep.h"

namespace {

using Clock = std::chrono::steady_clock;
using nilab::host::LoadedPlugin;
namespace sdk = nilab::sdk;

struct Options {
  std::string sweep_file, phase;
  std::vector<std::string> overrides;  // --set key=value, as given to nilab run
  std::string db = "results/nilab.sqlite";
  std::string data_dir = "data";
  int threads = 1;
  int64_t batch = 256, batches = 8, rounds = 5;
};

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0.0 : v[v.size() / 2];
}

// One trained model, at one iteration count.
struct Entry {
  std::string label;
  std::shared_ptr<sdk::Task> task;
  std::shared_ptr<sdk::Model> model;
  int64_t iterations = 0;  // SetIterations before each run (0: leave)
  std::vector<double> backbone_wall, backbone_cpu, total_wall, total_cpu;
  double mean_iterations = 0.0;
  int64_t samples = 0;
};

Entry MakeEntry(const std::string& label, std::shared_ptr<sdk::Task> task,
                std::shared_ptr<sdk::Model> model, int64_t iterations) {
  Entry e;
  e.label = label;
  e.task = std::move(task);
  e.model = std::move(model);
  e.iterations = iterations;
  return e;
}

struct Data {
  std::vector<sdk::Batch> batches;
  std::vector<sdk::TokenSet> tokens;
};

void Time(Entry& e, const Data& data) {
  torch::NoGradGuard no_grad;
  if (e.iterations > 0) e.model->SetIterations(e.iterations);
  double iterations = 0.0;
  int64_t counted = 0, samples = 0;
  auto wall = Clock::now();
  double cpu = nilab::platform::ProcessCpuSeconds();
  for (const auto& tokens : data.tokens) {
    sdk::ModelOutput out = e.model->Forward(tokens);
    if (auto it = out.stats.find("iterations"); it != out.stats.end()) {
      iterations += it->second.sum().item<double>();
      counted += it->second.numel();
    }
    samples += tokens.tokens.size(0);
  }
  const double n = static_cast<double>(data.tokens.size());
  e.backbone_wall.push_back(std::chrono::duration<double>(Clock::now() - wall).count() / n);
  e.backbone_cpu.push_back((nilab::platform::ProcessCpuSeconds() - cpu) / n);
  wall = Clock::now();
  cpu = nilab::platform::ProcessCpuSeconds();
  for (const auto& batch : data.batches)
    e.task->Head(batch, e.model->Forward(e.task->Embed(batch)));
  e.total_wall.push_back(std::chrono::duration<double>(Clock::now() - wall).count() / n);
  e.total_cpu.push_back((nilab::platform::ProcessCpuSeconds() - cpu) / n);
  e.mean_iterations = counted > 0 ? iterations / static_cast<double>(counted)
                                  : static_cast<double>(e.model->iterations());
  e.samples = samples;
}

int Run(const Options& o) {
  torch::set_num_threads(o.threads);
  auto registry = nilab::host::LoadPlugins({}, /*quiet=*/true);
  nilab::host::sweep::SchemaLookup lookup = [&](const std::string& name, sdk::PluginKind kind) {
    const LoadedPlugin* p = registry.Find(name, kind);
    return p ? &p->info : nullptr;
  };
  const auto spec = nilab::host::sweep::LoadSweepFile(o.sweep_file, o.overrides, lookup);
  nilab::host::store::Store store(o.db, /*read_only=*/true);
  const auto sweep_id = store.FindSweep(spec.name);
  if (!sweep_id) throw std::runtime_error(o.db + ": no sweep '" + spec.name + "'");
  std::map<std::string, nilab::host::store::TrialRow> rows;
  for (const auto& row : store.Trials(*sweep_id)) rows[row.config_hash] = row;

  std::vector<Entry> entries;
  std::map<std::string, Data> data;  // per task config: the same batches for every model
  for (const auto& trial : spec.trials) {
    auto row = rows.find(trial.config_hash);
    if (row == rows.end() || row->second.status != nilab::host::store::TrialStatus::kDone) continue;
    std::vector<const nilab::host::sweep::PhaseSpec*> chain;
    for (std::string name = o.phase; !name.empty();) {
      auto it = std::find_if(trial.phases.begin(), trial.phases.end(),
                             [&](const auto& p) { return p.name == name; });
      if (it == trial.phases.end()) throw std::runtime_error("no phase '" + name + "'");
      chain.insert(chain.begin(), &*it);
      name = it->from;
    }
    const auto& task_plugin = registry.Get(trial.task, sdk::PluginKind::kTask);
    const auto& model_plugin = registry.Get(trial.model, sdk::PluginKind::kModel);
    torch::manual_seed(0);
    sdk::TaskContext task_context;
    task_context.seed = static_cast<uint64_t>(trial.seed);
    task_context.data_dir = o.data_dir;
    std::shared_ptr<sdk::Task> task = task_plugin.create_task(trial.task_params, task_context);
    std::shared_ptr<sdk::Model> model =
        model_plugin.create_model(trial.model_params, {task->num_rel_pos(), task->patch_grid()});
    task->Build(model->dim());
    for (const auto* p : chain) {
      task->StartPhase({p->name, p->task_params});
      if (p->add_functions > 0) model->AddFunctions(p->add_functions, p->add_functions_init);
    }
    // The phase's final checkpoint, where the database says it is (relative to its folder).
    const auto final_checkpoint = store.LatestArtifact(row->second.id, o.phase, "final");
    if (!final_checkpoint) throw std::runtime_error("no final checkpoint of phase " + o.phase);
    nilab::host::LoadCheckpoint(
        nilab::host::store::ResolvedPath(final_checkpoint->path, store.path()), *model, *task,
        nullptr, {});
    model->module().eval();
    task->module().eval();

    std::string task_key;
    for (const auto& [key, value] : chain.back()->task_params.values()) {
      task_key += key + "=" + sdk::FormatValue(value) + " ";
    }
    if (!data.count(task_key)) {
      torch::NoGradGuard no_grad;
      Data d;
      const int64_t n = task->SplitSize(sdk::Split::kVal);
      for (int64_t b = 0; b < o.batches && b * o.batch < n; ++b) {
        const auto indices = torch::arange(b * o.batch, std::min(n, (b + 1) * o.batch));
        d.batches.push_back(task->MakeBatch(sdk::Split::kVal, indices, 0));
        d.tokens.push_back(task->Embed(d.batches.back()));
      }
      data[task_key] = std::move(d);
    }
    const bool adaptive =
        trial.model_params.Has("halting") && trial.model_params.String("halting") != "none";
    std::string label = "#" + std::to_string(trial.index) + " " + trial.model;
    for (const char* key : {"halting", "ponder_cost", "n_i"}) {
      if (trial.model_params.Has(key) && (adaptive || std::string(key) == "n_i")) {
        label +=
            std::string(" ") + key + "=" + sdk::FormatValue(trial.model_params.values().at(key));
      }
    }
    int64_t trained = 0;  // the model's own iteration count (the maximum with ACT)
    try {
      trained = model->iterations();
    } catch (const sdk::UnsupportedCapability&) {
    }
    entries.push_back(MakeEntry(label, task, model, trained));
    if (!adaptive) {
      for (int64_t k : chain.back()->eval_iterations) {
        entries.push_back(MakeEntry(label + " at " + std::to_string(k), task, model, k));
      }
    }
  }
  if (entries.empty()) {
    throw std::runtime_error("no done trial of sweep '" + spec.name + "' in " + o.db +
                             " (run the sweep first, with the same --set overrides)");
  }
  if (data.size() != 1) {
    throw std::runtime_error("the trials of phase '" + o.phase +
                             "' differ in task params; the bench compares models on one task");
  }
  for (int64_t r = 0; r <= o.rounds; ++r) {  // round 0 warms up
    for (auto& e : entries) {
      Time(e, data.begin()->second);
      if (r == 0) {
        e.backbone_wall.clear(), e.backbone_cpu.clear(), e.total_wall.clear(), e.total_cpu.clear();
      }
    }
  }
  std::printf("%-60s %10s %14s %14s %14s %14s\n", "trial", "mean iter", "backbone wall",
              "backbone cpu", "total wall", "total cpu");
  for (const auto& e : entries) {
    std::printf("%-60s %10.3f %11.2f ms %11.2f ms %11.2f ms %11.2f ms\n",
                e.label.substr(0, 60).c_str(), e.mean_iterations, 1e3 * Median(e.backbone_wall),
                1e3 * Median(e.backbone_cpu), 1e3 * Median(e.total_wall),
                1e3 * Median(e.total_cpu));
  }
  std::printf("(per batch of %lld samples, median of %lld rounds, %d thread(s))\n",
              static_cast<long long>(o.batch), static_cast<long long>(o.rounds), o.threads);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  std::vector<std::string> args(argv + 1, argv + argc);
  for (size_t i = 0; i < args.size(); ++i) {
    auto next = [&]() -> std::string {
      if (i + 1 >= args.size()) throw std::runtime_error(args[i] + " needs a value");
      return args[++i];
    };
    if (args[i] == "--phase")
      o.phase = next();
    else if (args[i] == "--set")
      o.overrides.push_back(next());
    else if (args[i] == "--db")
      o.db = next();
    else if (args[i] == "--data-dir")
      o.data_dir = next();
    else if (args[i] == "--threads")
      o.threads = std::stoi(next());
    else if (args[i] == "--batch")
      o.batch = std::stoll(next());
    else if (args[i] == "--batches")
      o.batches = std::stoll(next());
    else if (args[i] == "--rounds")
      o.rounds = std::stoll(next());
    else if (o.sweep_file.empty() && args[i].rfind("--", 0) != 0)
      o.sweep_file = args[i];
    else {
      std::cerr << "nilab_act_bench: unknown argument " << args[i] << "\n";
      return 2;
    }
  }
  if (o.sweep_file.empty() || o.phase.empty()) {
    std::cerr << "usage: nilab_act_bench SWEEP.toml --phase P [--set key=value ...] [--db FILE] "
                 "[--data-dir DIR] [--threads T] [--batch B] [--batches K] [--rounds R]\n";
    return 2;
  }
  try {
    return Run(o);
  } catch (const std::exception& e) {
    std::cerr << "nilab_act_bench: " << e.what() << "\n";
    return 1;
  }
}
