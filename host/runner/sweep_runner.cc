#include "host/runner/sweep_runner.h"

#include <torch/torch.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <thread>

#include "host/platform/thread_budget.h"
#include "host/runner/allocator.h"
#include "host/runner/claim_loop.h"
#include "host/runner/exit_code.h"
#include "host/runner/graphed_step.h"
#include "host/runner/interrupt.h"
#include "host/runner/model_search_loop.h"
#include "host/runner/progress.h"
#include "host/runner/protocol_loop.h"
#include "host/runner/provenance.h"
#include "host/runner/sliced_step.h"
#include "host/runner/worker_pool.h"
#include "host/search/tpe_sampler.h"
#include "host/store/runs.h"
#include "host/sweep/claim_order.h"
#include "host/sweep/model_search.h"
#include "host/sweep/protocol.h"
#include "host/sweep/sweep.h"

namespace nilab::host {
namespace {

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
    store.FinishTrial(row, store::TrialStatus::kInterrupted, "worker " + row.worker + " vanished");
  }
}

// A Slurm array task that Slurm requeued (preempted, node failure: SLURM_RESTART_COUNT > 0)
// starts only after its earlier attempt was ended, maybe on another host and so out of
// RecoverDeadWorkers' sight. Its trial, left running by that attempt, is interrupted here so
// that this attempt resumes it at once instead of waiting for the heartbeat to go stale.
void RecoverRequeuedTask(store::Store& store, int64_t sweep_id, const std::string& config_hash,
                         const std::string& prog) {
  const char* restarts = std::getenv("SLURM_RESTART_COUNT");
  if (!restarts || std::atoll(restarts) <= 0) return;
  for (const auto& row : store.Trials(sweep_id)) {
    if (row.config_hash != config_hash || row.status != store::TrialStatus::kRunning) continue;
    if (store.FinishTrial(
            row, store::TrialStatus::kInterrupted,
            "its Slurm task was requeued (SLURM_RESTART_COUNT=" + std::string(restarts) + ")")) {
      std::cerr << prog << ": Slurm requeued this task; resuming trial " << row.index
                << " left running by its earlier attempt (worker " << row.worker << ")\n";
    }
  }
}

// The plugins and the expanded sweep.
struct LoadedSweep {
  PluginRegistry registry;
  sweep::SweepSpec spec;
  sweep::TrialFilter where;  // --where
};

// Loads the plugins, the sweep and its --where; on a bad sweep prints the error and returns
// false.
bool LoadSweepOrReport(const std::string& prog, const SweepRunOptions& options,
                       LoadedSweep* loaded) {
  try {
    loaded->spec = LoadSweep(options, &loaded->registry);
    loaded->where = WhereFilter(options.where, loaded->spec);
  } catch (const sweep::SweepError& e) {
    std::cerr << prog << ": " << e.what() << "\n";
    return false;
  }
  return true;
}

// The trials of `trials` that --where keeps.
std::vector<const sweep::TrialSpec*> Kept(std::vector<const sweep::TrialSpec*> trials,
                                          const sweep::TrialFilter& where) {
  if (where.empty()) return trials;
  std::vector<const sweep::TrialSpec*> kept;
  for (const auto* trial : trials) {
    if (where.Matches(*trial)) kept.push_back(trial);
  }
  return kept;
}

// Records the sweep and the trials of `trials` (those the database lacks); returns the sweep id.
int64_t RecordSweep(store::Store& store, const sweep::SweepSpec& spec,
                    const std::vector<const sweep::TrialSpec*>& trials, int64_t* added) {
  store::SweepRecord record{spec.name, spec.path, spec.source, spec.extra.dump()};
  const int64_t sweep_id = store.UpsertSweep(record);
  std::vector<store::TrialRecord> records;
  for (const auto* trial : trials) records.push_back(ToRecord(*trial));
  const int64_t n = store.AddTrials(sweep_id, records);
  if (added) *added = n;
  return sweep_id;
}

struct Counts {
  int64_t done = 0, failed = 0, pruned = 0, pending = 0;
};

Counts CountTrials(store::Store& store, int64_t sweep_id,
                   const std::vector<const sweep::TrialSpec*>& trials) {
  std::map<std::string, store::TrialStatus> status;
  for (const auto& row : store.Trials(sweep_id)) status[row.config_hash] = row.status;
  Counts counts;
  for (const auto* trial : trials) {
    const auto s = status[trial->config_hash];
    if (s == store::TrialStatus::kDone)
      ++counts.done;
    else if (s == store::TrialStatus::kFailed)
      ++counts.failed;
    else if (s == store::TrialStatus::kPruned)
      ++counts.pruned;
    else
      ++counts.pending;
  }
  return counts;
}

// A live trial beats every heartbeat_s seconds: a stale limit shorter than two beats would take
// live trials away from their workers. Returns the error, "" when the limit is fine.
std::string CheckStaleAfter(const SweepRunOptions& options) {
  if (options.stale_after_s >= 2 * options.run.heartbeat_s) return "";
  std::ostringstream out;
  out << "--stale-after " << options.stale_after_s << " is shorter than two heartbeats ("
      << 2 * options.run.heartbeat_s << " s): trials whose workers are alive would be taken over";
  return out.str();
}

int64_t TotalThreads(const SweepRunOptions& options) {
  return options.threads > 0 ? options.threads : std::max(1u, std::thread::hardware_concurrency());
}

// Registers this run in the machine's thread budget; a run given --threads, a pool (its
// workers have fixed threads) or a GPU run keeps its threads but is counted by the others.
std::unique_ptr<platform::ThreadBudget> JoinThreadBudget(const SweepRunOptions& options,
                                                         int64_t slots, const std::string& prog) {
  try {
    const bool adaptive = options.threads <= 0 && slots == 1 && options.run.device == "cpu";
    auto budget = std::make_unique<platform::ThreadBudget>(
        platform::RunStateDir::Default(),
        static_cast<int>(std::max(1u, std::thread::hardware_concurrency())), adaptive,
        static_cast<int>(slots));
    platform::SetProcessThreadBudget(budget.get());
    return budget;
  } catch (const std::exception& e) {
    std::cerr << prog << ": warning: " << e.what() << "; running without sharing the cores\n";
    return nullptr;
  }
}

// Checks that CUDA device `index` exists; returns the error (naming `flag`), "" when it does.
std::string CheckCudaDevice(int64_t index, const std::string& flag = "--devices") {
  if (!torch::cuda::is_available()) {
    return flag + ": CUDA is not available (this LibTorch is built for CPU or no GPU is " +
           "visible); run without " + flag;
  }
  const int64_t count = static_cast<int64_t>(torch::cuda::device_count());
  if (index < 0 || index >= count) {
    return flag + ": no CUDA device " + std::to_string(index) + " (this machine has " +
           std::to_string(count) + ": 0-" + std::to_string(count - 1) + ")";
  }
  return "";
}

// Checks --device: cpu, cuda or cuda:K with K a device of this machine.
std::string CheckDevice(const std::string& device) {
  if (device == "cpu") return "";
  std::optional<torch::Device> parsed;
  try {
    parsed.emplace(device);
  } catch (const std::exception&) {
    return "--device '" + device + "': expected cpu, cuda or cuda:K";
  }
  if (!parsed->is_cuda()) return "--device '" + device + "': nilab runs on cpu or cuda";
  return CheckCudaDevice(parsed->has_index() ? parsed->index() : 0, "--device");
}

std::string Join(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : " ") + p;
  return out;
}

const sdk::PluginInfo& TaskInfo(const LoadedSweep& loaded) {
  const std::string& task = loaded.spec.model_search ? loaded.spec.model_search->task()
                            : loaded.spec.trials.empty()
                                ? loaded.spec.study_searches.front()->task()
                                : loaded.spec.trials.front().task;
  return loaded.registry.Get(task, sdk::PluginKind::kTask).info;
}

// Runs a model-based sweep, or a [protocol] sweep's `stage`, in this process; the sampler's and
// the search space's errors become one line and an exit code.
int RunSearchOrReport(ClaimLoop& loop, const LoadedSweep& loaded,
                      ProtocolStage stage = ProtocolStage::kAll) {
  try {
    if (loop.spec->protocol.enabled()) return RunProtocol(loop, TaskInfo(loaded), stage);
    if (loop.spec->model_search) {
      return RunModelSearch(loop, TaskInfo(loaded), *loop.spec->model_search);
    }
    return RunClaimLoop(loop);
  } catch (const search::SamplerError& e) {
    std::cerr << loop.prog << ": " << e.what() << "\n";
    return kExitFailure;
  } catch (const sweep::SweepError& e) {
    std::cerr << loop.prog << ": " << e.what() << "\n";
    return kExitUsage;
  }
}

std::vector<std::vector<std::string>> WorkerArgvs(const SweepRunOptions& options, int64_t jobs,
                                                  int64_t worker_threads, const std::string& stage);
int RunProtocolPools(const SweepRunOptions& options, const LoadedSweep& loaded, store::Store& store,
                     int64_t sweep_id, int64_t jobs, int64_t worker_threads,
                     WorkerPoolOptions pool_options);

}  // namespace

sweep::TrialFilter WhereFilter(const std::vector<std::string>& where,
                               const sweep::SweepSpec& spec) {
  if (where.empty()) return {};
  const std::string refused = "--where: sweep '" + spec.name + "' ";
  if (spec.model_search || spec.protocol.method == "tpe") {
    throw sweep::SweepError(refused +
                            "chooses its configurations while it runs (mode \"tpe\"), each from "
                            "all the results so far: run it whole");
  }
  if (spec.prune.enabled()) {
    throw sweep::SweepError(refused +
                            "has a [prune]: its rungs judge each trial against the others, so "
                            "running a subset first would change what is pruned; run it whole");
  }
  if (spec.protocol.enabled()) {
    for (const std::string& term : where) {
      if (term.rfind("seed=", 0) == 0) {
        throw sweep::SweepError("--where " + term + ": a [protocol] sweep's seeds are its plan " +
                                "(tune seeds, then the confirm seeds); filter by model or by a " +
                                "[task] value instead");
      }
    }
  }
  return sweep::TrialFilter(where, spec.trials);
}

sweep::SweepSpec LoadSweep(const SweepRunOptions& options, PluginRegistry* registry) {
  *registry = LoadPlugins(options.plugin_path);
  bool not_found = false;  // the sweep names a plugin that is not loaded
  sweep::SchemaLookup lookup = [&](const std::string& name,
                                   sdk::PluginKind kind) -> const sdk::PluginInfo* {
    const LoadedPlugin* p = registry->Find(name, kind);
    not_found = not_found || !p;
    return p ? &p->info : nullptr;
  };
  sweep::PluginNames names = [&](sdk::PluginKind kind) {
    std::vector<std::string> out;
    for (const auto& p : registry->plugins()) {
      if (p.info.kind == kind) out.push_back(p.info.name);
    }
    return out;
  };
  try {
    return sweep::LoadSweepFile(options.sweep_file, options.overrides, lookup, names);
  } catch (const sweep::SweepError& e) {
    // "unknown model 'mlp' (known models: ni, vit)" also says where nilab looked.
    if (not_found) throw sweep::SweepError(std::string(e.what()) + "; " + registry->SearchedHint());
    throw;
  }
}

std::vector<std::string> WorkerArgs(const SweepRunOptions& options) {
  std::vector<std::string> args = {"--sweep", options.sweep_file};
  if (!options.db.empty()) args.insert(args.end(), {"--db", options.db});
  for (const auto& o : options.overrides) args.insert(args.end(), {"--set", o});
  for (const auto& w : options.where) args.insert(args.end(), {"--where", w});
  for (const auto& p : options.plugin_path) args.insert(args.end(), {"--plugin-path", p});
  args.insert(args.end(), {"--device", options.run.device, "--data-dir", options.run.data_dir,
                           "--checkpoint-dir", options.run.checkpoint_dir});
  if (options.stale_after_s != SweepRunOptions().stale_after_s) {
    std::ostringstream stale;
    stale << options.stale_after_s;
    args.insert(args.end(), {"--stale-after", stale.str()});
  }
  if (options.threads > 0) args.insert(args.end(), {"--threads", std::to_string(options.threads)});
  if (options.retry_failed) args.push_back("--retry-failed");
  if (options.run.quiet) args.push_back("--quiet");
  return args;
}

namespace {

// --dry-run: the plan of a [protocol] or [search] mode = "tpe" sweep, else its trials (those
// --where keeps).
int PrintDryRun(const sweep::SweepSpec& spec, const sweep::TrialFilter& where) {
  if (spec.protocol.enabled()) {
    const sweep::ProtocolSpec& p = spec.protocol;
    std::cout << "[protocol] tune: " << spec.studies.size() << " studies x " << p.configs
              << " configurations (" << p.method << ") x " << p.tune_seeds.size() << " seed(s), on "
              << p.metric << "; confirm: the choice of each x " << p.confirm_seeds.size()
              << " seed(s), margin " << p.margin << "\n";
    if (p.method == "tpe") return kExitOk;
  }
  if (spec.model_search) {
    std::cout << "[search] mode = \"tpe\": " << spec.model_search->budget() << " configurations x "
              << spec.model_search->seeds_per_config() << " seeds, chosen while the sweep runs\n";
    return kExitOk;
  }
  if (where.empty()) {
    std::cout << sweep::FormatTrials(spec);
    return kExitOk;
  }
  sweep::SweepSpec kept = spec;
  kept.trials.clear();
  for (const auto& trial : spec.trials) {
    if (where.Matches(trial)) kept.trials.push_back(trial);
  }
  std::cout << "--where " << where.Describe() << ": " << kept.trials.size() << " of "
            << spec.trials.size() << (spec.protocol.enabled() ? " tune" : "") << " trials\n";
  std::cout << sweep::FormatTrials(kept);
  return kExitOk;
}

// The options nilab run refuses before it opens the database: "" when they are fine.
std::string CheckRunOptions(const SweepRunOptions& options) {
  if (options.jobs < 0) {
    return "--jobs must be at least 1 (got " + std::to_string(options.jobs) + ")";
  }
  if (std::string error = CheckStaleAfter(options); !error.empty()) return error;
  for (int64_t device : options.devices) {
    if (std::string error = CheckCudaDevice(device); !error.empty()) return error;
  }
  if (options.devices.empty()) {
    if (std::string error = CheckDevice(options.run.device); !error.empty()) return error;
  }
  if (std::string error = CheckBatchSlicesSetting(); !error.empty()) return error;
  return GraphedStep::CheckSetting();
}

// The sweep's line on stderr: its trials and how far they got; PrintWorkers ends it.
void PrintSweepLine(const std::string& prog, const SweepRunOptions& options,
                    const LoadedSweep& loaded, size_t kept, store::Store& store, int64_t sweep_id,
                    const Counts& counts, int64_t added) {
  const sweep::SweepSpec& spec = loaded.spec;
  const std::string where =
      loaded.where.empty() ? "" : " (--where " + loaded.where.Describe() + ")";
  if (spec.protocol.enabled()) {
    const int64_t tune =
        static_cast<int64_t>(spec.studies.size()) * sweep::TuneTrialsPerStudy(spec);
    std::cerr << prog << ": sweep '" << spec.name << "': [protocol] " << spec.studies.size()
              << " studies x " << spec.protocol.configs << " configurations x "
              << spec.protocol.tune_seeds.size() << " tune seed(s) = " << tune
              << " tune trials, then " << spec.protocol.confirm_seeds.size()
              << " confirm seeds per study"
              << (loaded.where.empty()
                      ? ""
                      : "; --where " + loaded.where.Describe() + ": " + std::to_string(kept) +
                            " of the tune trials, and the confirm trials that match")
              << " -> " << options.db;
  } else if (spec.model_search) {
    // Its trials are recorded as it draws them: say what the budget is and how far it got.
    const sweep::ModelSearch& search = *spec.model_search;
    std::cerr << prog << ": sweep '" << spec.name << "': TPE, " << search.budget()
              << " configurations x " << search.seeds_per_config() << " seeds ("
              << store.Trials(sweep_id).size() / static_cast<size_t>(search.seeds_per_config())
              << " recorded) -> " << options.db;
  } else {
    std::cerr << prog << ": sweep '" << spec.name
              << "': " << (loaded.where.empty() ? "" : std::to_string(kept) + " of ")
              << spec.trials.size() << " trials" << where << " (" << added << " new, "
              << counts.done << " done, " << counts.failed << " failed, "
              << (spec.prune.enabled() ? std::to_string(counts.pruned) + " pruned, " : "")
              << counts.pending << " to run) -> " << options.db;
  }
}

// How many workers and threads, and on which device.
void PrintWorkers(const SweepRunOptions& options, bool pool, int64_t jobs, int64_t threads,
                  int64_t worker_threads) {
  if (pool) {
    std::cerr << " with " << jobs << " workers x " << worker_threads << " threads";
  } else {
    std::cerr << " with " << threads << " threads";
  }
  std::string where = options.run.device;
  if (!options.devices.empty()) {
    where = "cuda:";
    for (size_t i = 0; i < options.devices.size(); ++i) {
      where += (i ? "," : "") + std::to_string(options.devices[i]);
    }
  }
  std::cerr << " on " << where << "\n";
}

// One worker: the claim loop in this process, with `threads` threads.
int RunInProcess(const std::string& prog, const SweepRunOptions& options, LoadedSweep& loaded,
                 const std::vector<const sweep::TrialSpec*>& trials, store::Store& store,
                 int64_t sweep_id, int64_t threads,
                 const std::unique_ptr<platform::ThreadBudget>& budget) {
  const sweep::SweepSpec& spec = loaded.spec;
  torch::set_num_threads(static_cast<int>(threads));
  if (budget && budget->Rebalance(std::chrono::milliseconds(0)) > 0) {
    std::cerr << prog
              << ": other nilab runs share this machine's cores: " << torch::get_num_threads()
              << " threads while they run\n";
  }
  KeepFreedMemory();
  InstallInterruptHandlers();
  ClaimLoop loop;
  loop.prog = prog;
  loop.registry = &loaded.registry;
  loop.spec = &spec;
  loop.trials = trials;
  loop.where = loaded.where;
  loop.store = &store;
  loop.sweep_id = sweep_id;
  loop.stale_after_s = options.stale_after_s;
  loop.max_failures = options.max_failures;
  loop.run = options.run;
  if (loop.run.worker.empty()) loop.run.worker = HostName() + ":" + std::to_string(getpid());
  return RunSearchOrReport(loop, loaded);
}

// Several workers: child processes, one per job or device.
int RunPool(const std::string& prog, const SweepRunOptions& options, const LoadedSweep& loaded,
            const std::vector<const sweep::TrialSpec*>& trials, store::Store& store,
            int64_t sweep_id, const Counts& counts, int64_t jobs, int64_t worker_threads) {
  const sweep::SweepSpec& spec = loaded.spec;
  // A model-based sweep's trials are recorded while it runs: its workers decide when it is done.
  if (counts.pending == 0 && !spec.model_search && !spec.protocol.enabled()) {
    return counts.failed > 0 ? kExitFailure : kExitOk;
  }
  WorkerPoolOptions pool_options;
  pool_options.prog = prog;
  pool_options.db = options.db;
  pool_options.sweep_id = sweep_id;
  for (const auto* trial : trials) pool_options.config_hashes.insert(trial->config_hash);
  if (spec.model_search) {
    pool_options.all_trials = spec.model_search->budget() * spec.model_search->seeds_per_config();
  }
  pool_options.failed_before = counts.failed;
  pool_options.max_failures = options.max_failures;
  if (spec.protocol.enabled())
    return RunProtocolPools(options, loaded, store, sweep_id, jobs, worker_threads, pool_options);
  pool_options.workers = WorkerArgvs(options, jobs, worker_threads, "");
  return RunWorkerPool(pool_options);
}

}  // namespace

int RunSweep(const SweepRunOptions& options, std::string* sweep_name) {
  const std::string prog = "nilab run";
  LoadedSweep loaded;
  if (!LoadSweepOrReport(prog, options, &loaded)) return kExitUsage;
  const sweep::SweepSpec& spec = loaded.spec;
  if (!options.dry_run) {
    for (const auto& warning : spec.warnings) std::cerr << prog << ": warning: " << warning << "\n";
  }
  if (sweep_name) *sweep_name = spec.name;
  if (options.dry_run) return PrintDryRun(spec, loaded.where);
  if (const std::string error = CheckRunOptions(options); !error.empty()) {
    std::cerr << prog << ": " << error << "\n";
    return kExitUsage;
  }
  const int64_t jobs =
      options.jobs > 0 ? options.jobs : std::max<int64_t>(1, options.devices.size());
  const int64_t threads = TotalThreads(options);
  const int64_t worker_threads = std::max<int64_t>(1, threads / jobs);

  // In the order workers take them (under [prune], configurations shuffled: ClaimOrder).
  std::vector<const sweep::TrialSpec*> trials = Kept(sweep::ClaimOrder(spec), loaded.where);
  store::Store store(options.db);
  int64_t added = 0;
  const int64_t sweep_id = RecordSweep(store, spec, trials, &added);
  // The trials --where leaves out are queued too: `nilab status` shows what is left to run.
  if (!loaded.where.empty()) RecordSweep(store, spec, sweep::ClaimOrder(spec), nullptr);
  store::RecordRun(store, {0, sweep_id, "", options.run.command_line, spec.path, spec.overrides,
                           spec.effective_source});
  if (options.retry_failed) store.RequeueFailed(sweep_id);
  RecoverDeadWorkers(store, sweep_id);
  if (spec.protocol.enabled()) {
    if (const std::string refused = RecordPlan(store, spec, sweep_id); !refused.empty()) {
      std::cerr << prog << ": " << refused << "\n";
      return kExitUsage;
    }
  }
  const Counts counts = CountTrials(store, sweep_id, trials);
  PrintSweepLine(prog, options, loaded, trials.size(), store, sweep_id, counts, added);
  const bool pool = jobs > 1 || !options.devices.empty();
  PrintWorkers(options, pool, jobs, threads, worker_threads);

  // Runs side by side on this machine share its cores (host/platform/thread_budget.h).
  const auto budget = JoinThreadBudget(options, pool ? jobs : 1, prog);
  if (!pool) return RunInProcess(prog, options, loaded, trials, store, sweep_id, threads, budget);
  return RunPool(prog, options, loaded, trials, store, sweep_id, counts, jobs, worker_threads);
}

namespace {

std::vector<std::vector<std::string>> WorkerArgvs(const SweepRunOptions& options, int64_t jobs,
                                                  int64_t worker_threads,
                                                  const std::string& stage) {
  std::vector<std::vector<std::string>> workers;
  const std::string self = SelfExecutable();
  for (int64_t k = 0; k < jobs; ++k) {
    SweepRunOptions worker = options;
    worker.threads = worker_threads;
    worker.retry_failed = false;  // done above, once
    if (!options.devices.empty()) {
      worker.run.device =
          "cuda:" +
          std::to_string(options.devices[static_cast<size_t>(k) % options.devices.size()]);
    }
    // Per-epoch lines of N workers interleave; the progress bar needs a terminal of its own.
    worker.run.tty = 0;
    std::vector<std::string> argv = {self, "worker"};
    for (auto& a : WorkerArgs(worker)) argv.push_back(a);
    argv.insert(argv.end(), {"--parent-pid", std::to_string(getpid()), "--command-line",
                             options.run.command_line});
    if (!stage.empty()) argv.insert(argv.end(), {"--stage", stage});
    workers.push_back(argv);
  }
  return workers;
}

// A [protocol] sweep with --jobs N: a pool for the tune stage, the choices made here, then a
// pool for the confirm stage.
int RunProtocolPools(const SweepRunOptions& options, const LoadedSweep& loaded, store::Store& store,
                     int64_t sweep_id, int64_t jobs, int64_t worker_threads,
                     WorkerPoolOptions pool_options) {
  const sweep::SweepSpec& spec = loaded.spec;
  const sdk::PluginInfo& task = TaskInfo(loaded);
  if (spec.protocol.method == "tpe") {
    pool_options.config_hashes.clear();
    pool_options.all_trials =
        static_cast<int64_t>(spec.studies.size()) * sweep::TuneTrialsPerStudy(spec);
  }
  pool_options.workers = WorkerArgvs(options, jobs, worker_threads, "tune");
  int code = RunWorkerPool(pool_options);
  if (code != kExitOk && code != kExitFailure) return code;
  bool any_failed = code == kExitFailure;
  try {
    MakeChoices(store, spec, sweep_id, task, pool_options.prog, /*verbose=*/true);
    WorkerPoolOptions confirm = pool_options;
    confirm.all_trials = 0;
    confirm.config_hashes.clear();
    for (const auto& trial : ConfirmStage(store, spec, sweep_id, task)) {
      if (loaded.where.Matches(trial)) confirm.config_hashes.insert(trial.config_hash);
    }
    if (confirm.config_hashes.empty()) return any_failed ? kExitFailure : kExitOk;
    confirm.failed_before = 0;
    for (const auto& row : store.Trials(sweep_id)) {
      confirm.failed_before +=
          confirm.config_hashes.count(row.config_hash) && row.status == store::TrialStatus::kFailed;
    }
    confirm.workers = WorkerArgvs(options, jobs, worker_threads, "confirm");
    code = RunWorkerPool(confirm);
  } catch (const sweep::SweepError& e) {
    std::cerr << pool_options.prog << ": " << e.what() << "\n";
    return kExitUsage;
  }
  if (code != kExitOk && code != kExitFailure) return code;
  return any_failed || code == kExitFailure ? kExitFailure : kExitOk;
}

}  // namespace

int RunWorker(const WorkerOptions& options) {
  const std::string prog = "nilab worker";
#ifdef __linux__
  if (options.parent_pid > 0) {
    // Our `nilab run` died (kill -9, closed terminal): stop as if interrupted, so the trial is
    // recorded as interrupted and the next run resumes it.
    prctl(PR_SET_PDEATHSIG, SIGTERM);
  }
#endif
  if (options.parent_pid > 0) {
    // Our output goes through a pipe to the parent: once it is gone, writing must not kill us
    // before the trial is recorded as interrupted.
    signal(SIGPIPE, SIG_IGN);
  }
  InstallInterruptHandlers();
  if (options.parent_pid > 0 && getppid() != static_cast<pid_t>(options.parent_pid)) {
    std::cerr << prog << ": parent " << options.parent_pid << " is gone; not starting\n";
    return kExitInterrupted;
  }
  const SweepRunOptions& sweep_options = options.sweep;
  if (const std::string error = CheckStaleAfter(sweep_options); !error.empty()) {
    std::cerr << prog << ": " << error << "\n";
    return kExitUsage;
  }
  LoadedSweep loaded;
  if (!LoadSweepOrReport(prog, sweep_options, &loaded)) return kExitUsage;
  const sweep::SweepSpec& spec = loaded.spec;
  if (options.trial >= 0 && !loaded.where.empty()) {
    std::cerr << prog << ": --trial and --where: --trial names one trial of the whole expansion; "
              << "give one of them\n";
    return kExitUsage;
  }
  const bool tpe = spec.model_search || spec.protocol.method == "tpe";
  if (tpe && options.trial >= 0 && options.stage != "confirm") {
    std::cerr << prog << ": sweep '" << spec.name << "' chooses its configurations while it runs "
              << "(mode \"tpe\"): it has no fixed trial " << options.trial
              << " to run in a shard; run it with `nilab run --jobs N`\n";
    return kExitUsage;
  }
  ProtocolStage stage = ProtocolStage::kAll;
  if (!options.stage.empty()) {
    if (!spec.protocol.enabled()) {
      std::cerr << prog << ": --stage: sweep '" << spec.name << "' has no [protocol]\n";
      return kExitUsage;
    }
    try {
      stage = ParseProtocolStage(options.stage);
    } catch (const std::invalid_argument& e) {
      std::cerr << prog << ": " << e.what() << "\n";
      return kExitUsage;
    }
  }
  torch::set_num_threads(static_cast<int>(TotalThreads(sweep_options)));
  KeepFreedMemory();

  store::Store store(sweep_options.db);
  // The stage's trials: the expansion (a [protocol]'s tune stage), or the confirm stage of the
  // choices this database records.
  std::deque<sweep::TrialSpec> confirm;
  if (stage == ProtocolStage::kConfirm) {
    const auto sweep_id = store.FindSweep(spec.name);
    try {
      if (sweep_id) confirm = ConfirmStage(store, spec, *sweep_id, TaskInfo(loaded));
    } catch (const sweep::SweepError& e) {
      std::cerr << prog << ": " << e.what() << "\n";
      return kExitUsage;
    }
  }
  std::vector<const sweep::TrialSpec*> stage_trials;
  if (stage == ProtocolStage::kConfirm) {
    for (const auto& trial : confirm) stage_trials.push_back(&trial);
  } else {
    for (const auto& trial : spec.trials) stage_trials.push_back(&trial);
  }
  std::vector<const sweep::TrialSpec*> trials;
  if (options.trial >= 0) {
    if (options.trial >= static_cast<int64_t>(stage_trials.size())) {
      std::cerr << prog << ": --trial " << options.trial << ": sweep '" << spec.name << "' has "
                << stage_trials.size() << " trials"
                << (stage == ProtocolStage::kConfirm ? " in its confirm stage" : "")
                << (stage_trials.empty() ? ""
                                         : " (0-" + std::to_string(stage_trials.size() - 1) + ")")
                << "\n";
      return kExitUsage;
    }
    trials.push_back(stage_trials[static_cast<size_t>(options.trial)]);
  } else if (stage == ProtocolStage::kConfirm) {
    trials = Kept(stage_trials, loaded.where);
  } else {
    trials = Kept(sweep::ClaimOrder(spec), loaded.where);
  }
  const int64_t sweep_id = RecordSweep(store, spec, trials, nullptr);
  if (sweep_options.retry_failed) store.RequeueFailed(sweep_id);
  RecoverDeadWorkers(store, sweep_id);
  if (options.trial >= 0) RecoverRequeuedTask(store, sweep_id, trials[0]->config_hash, prog);
  if (options.trial >= 0) {
    std::cerr << prog << ": sweep '" << spec.name << "' trial " << options.trial << " ("
              << trials[0]->model << ", seed " << trials[0]->seed << ", " << trials[0]->config_hash
              << ") -> " << sweep_options.db << " with " << torch::get_num_threads()
              << " threads on " << sweep_options.run.device << "\n";
  }

  ClaimLoop loop;
  loop.prog = prog;
  loop.registry = &loaded.registry;
  loop.spec = &spec;
  loop.trials = trials;
  loop.where = loaded.where;
  loop.store = &store;
  loop.sweep_id = sweep_id;
  // A trial running under another live worker is never taken, with --trial too (a shard database
  // may be shared, or an earlier attempt of the array task may still run): only once its worker
  // is gone from this host (RecoverDeadWorkers above) or its heartbeat is stale.
  loop.stale_after_s = sweep_options.stale_after_s;
  loop.max_failures = sweep_options.max_failures;
  loop.run = sweep_options.run;
  // A Slurm array task runs one trial into a shard database of its own, where it cannot see the
  // other trials at a rung: under [prune] it runs to its next rung, records its arrival and
  // stops; `nilab slurm` decides the wave's arrivals after the merge and submits the promoted.
  loop.run.defer_rung_decisions = options.trial >= 0 && spec.prune.enabled();
  if (loop.run.worker.empty()) loop.run.worker = HostName() + ":" + std::to_string(getpid());
  if (loop.run.command_line.empty()) {
    loop.run.command_line = "nilab worker " + Join(WorkerArgs(sweep_options));
  }
  const int code = options.trial >= 0 ? RunClaimLoop(loop) : RunSearchOrReport(loop, loaded, stage);
  if (options.trial >= 0) {
    for (const auto& row : store.Trials(sweep_id)) {
      if (row.config_hash != trials[0]->config_hash || row.status != store::TrialStatus::kRunning ||
          row.worker == loop.run.worker) {
        continue;
      }
      std::cerr << prog << ": trial " << options.trial << " is running under worker " << row.worker
                << " and its heartbeat is not stale (--stale-after " << sweep_options.stale_after_s
                << "); not taken\n";
    }
  }
  return code;
}

}  // namespace nilab::host
