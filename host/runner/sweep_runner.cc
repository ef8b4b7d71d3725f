#include "host/runner/sweep_runner.h"

#include <torch/torch.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>

#include <iostream>
#include <thread>

#include "host/cli/command.h"
#include "host/runner/interrupt.h"
#include "host/runner/progress.h"
#include "host/runner/provenance.h"

namespace nilab::host {
namespace {

store::TrialRecord ToRecord(const sweep::TrialSpec& trial) {
  store::TrialRecord r;
  r.index = trial.index;
  r.config_hash = trial.config_hash;
  r.config_json = trial.config.dump();
  r.task = trial.task;
  r.model = trial.model;
  r.seed = trial.seed;
  r.params = trial.FlatParams();
  return r;
}

// Trials left "running" by a process of this host that no longer exists (kill -9, OOM killer)
// are marked interrupted, so this run takes them over at once instead of waiting for their
// heartbeat to go stale.
void RecoverDeadWorkers(store::Store& store, int64_t sweep_id) {
  const std::string host = HostName();
  for (const auto& row : store.Trials(sweep_id)) {
    if (row.status != store::TrialStatus::kRunning) continue;
    const auto colon = row.worker.rfind(':');
    if (colon == std::string::npos || row.worker.substr(0, colon) != host) continue;
    const pid_t pid = static_cast<pid_t>(std::atoll(row.worker.c_str() + colon + 1));
    if (pid <= 0 || pid == getpid() || kill(pid, 0) == 0 || errno != ESRCH) continue;
    store.FinishTrial(row.id, store::TrialStatus::kInterrupted,
                      "worker " + row.worker + " vanished");
  }
}

}  // namespace

int RunSweep(const SweepRunOptions& options, std::string* sweep_name) {
  PluginRegistry registry = LoadPlugins(options.plugin_path);
  sweep::SchemaLookup lookup = [&](const std::string& name,
                                   sdk::PluginKind kind) -> const sdk::PluginInfo* {
    const LoadedPlugin* p = registry.Find(name, kind);
    return p ? &p->info : nullptr;
  };
  sweep::PluginNames names = [&](sdk::PluginKind kind) {
    std::vector<std::string> out;
    for (const auto& p : registry.plugins()) {
      if (p.info.kind == kind) out.push_back(p.info.name);
    }
    return out;
  };
  sweep::SweepSpec spec;
  try {
    spec = sweep::LoadSweepFile(options.sweep_file, options.overrides, lookup, names);
  } catch (const sweep::SweepError& e) {
    std::cerr << "nilab run: " << e.what() << "\n";
    return cli::kExitUsage;
  }
  if (!options.dry_run) {
    for (const auto& warning : spec.warnings)
      std::cerr << "nilab run: warning: " << warning << "\n";
  }
  if (sweep_name) *sweep_name = spec.name;
  if (options.dry_run) {
    std::cout << sweep::FormatTrials(spec);
    return cli::kExitOk;
  }

  const int64_t threads =
      options.threads > 0 ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  torch::set_num_threads(static_cast<int>(threads));
  InstallInterruptHandlers();

  store::Store store(options.db);
  store::SweepRecord record{spec.name, spec.path, spec.source, spec.extra.dump()};
  const int64_t sweep_id = store.UpsertSweep(record);
  std::vector<store::TrialRecord> records;
  for (const auto& trial : spec.trials) records.push_back(ToRecord(trial));
  const int64_t added = store.AddTrials(sweep_id, records);
  if (options.retry_failed) store.RequeueFailed(sweep_id);
  RecoverDeadWorkers(store, sweep_id);

  int64_t done = 0, failed = 0, pending = 0;
  {
    std::map<std::string, store::TrialStatus> status;
    for (const auto& row : store.Trials(sweep_id)) status[row.config_hash] = row.status;
    for (const auto& trial : spec.trials) {
      const auto s = status[trial.config_hash];
      if (s == store::TrialStatus::kDone)
        ++done;
      else if (s == store::TrialStatus::kFailed)
        ++failed;
      else
        ++pending;
    }
  }
  std::cerr << "nilab run: sweep '" << spec.name << "': " << spec.trials.size() << " trials ("
            << added << " new, " << done << " done, " << failed << " failed, " << pending
            << " to run) -> " << options.db << " with " << threads << " threads on "
            << options.run.device << "\n";

  RunOptions run = options.run;
  if (run.worker.empty()) run.worker = HostName() + ":" + std::to_string(getpid());

  int64_t failures = 0;
  for (const auto& trial : spec.trials) {
    auto row =
        store.ClaimTrialByHash(sweep_id, trial.config_hash, run.worker, options.stale_after_s);
    if (!row) continue;
    const LoadedPlugin& task_plugin = registry.Get(trial.task, sdk::PluginKind::kTask);
    const LoadedPlugin& model_plugin = registry.Get(trial.model, sdk::PluginKind::kModel);
    TrialRun trial_run{&spec, &trial, &*row, &task_plugin, &model_plugin, &store, &run};
    try {
      RunTrial(trial_run);
      store.FinishTrial(row->id, store::TrialStatus::kDone);
    } catch (const Interrupted&) {
      store.FinishTrial(row->id, store::TrialStatus::kInterrupted, "interrupted by signal");
      std::cerr << "nilab run: interrupted; trial " << trial.index << " is recorded as interrupted."
                << " Run the same command again to resume from its last checkpoint.\n";
      return cli::kExitInterrupted;
    } catch (const store::StoreError& e) {
      // The database itself failed (e.g. disk full): nothing more can be recorded.
      std::cerr << "nilab run: " << e.what() << "\n";
      return cli::kExitFailure;
    } catch (const std::exception& e) {
      std::string message = e.what();
      message = message.substr(0, message.find('\n'));
      store.FinishTrial(row->id, store::TrialStatus::kFailed, message);
      std::cerr << "nilab run: trial " << trial.index << " (" << trial.model << ", seed "
                << trial.seed << ") failed: " << message << "\n";
      if (++failures >= options.max_failures && options.max_failures > 0) {
        std::cerr << "nilab run: stopping after " << failures
                  << " failed trials (--max-failures)\n";
        return cli::kExitFailure;
      }
    }
  }
  return failures > 0 ? cli::kExitFailure : cli::kExitOk;
}

}  // namespace nilab::host
