// nilab slurm SWEEP.toml: writes the sbatch script of a Slurm job array running the sweep, one
// trial per array task, each recording into its own shard database; --submit submits it,
// --resubmit-missing submits only the trials not done in the results database. A sweep with
// [prune] runs as waves: each task stops at its trial's next rung; after `nilab merge`, the next
// `nilab slurm` decides the arrivals and writes the array of the promoted trials. --where keeps
// the trials with a value (a [protocol] sweep: its studies, one [task] grid point at a time).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "host/analysis/status.h"
#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/data/data_dir.h"
#include "host/platform/find_program.h"
#include "host/platform/sha256.h"
#include "host/runner/atomic_file.h"
#include "host/runner/protocol_loop.h"
#include "host/runner/rung_rules.h"
#include "host/runner/sweep_runner.h"
#include "host/runner/worker_pool.h"
#include "host/scale/slurm_script.h"
#include "host/store/merge.h"
#include "host/store/protocol_records.h"
#include "host/store/results.h"
#include "host/store/store.h"
#include "host/sweep/model_search.h"
#include "host/sweep/protocol.h"

namespace nilab::cli {
namespace {

namespace fs = std::filesystem;

std::string Absolute(const std::string& path) {
  return fs::absolute(path).lexically_normal().string();
}

// Indices of the expansion to resubmit: not done (or pruned) in `db`, not paused there waiting
// for the other seeds of its unit, not done or arrived at a new rung in a shard of `shards_dir`
// that was not merged yet, and not running in such a shard with a heartbeat younger than
// `stale_after_s` (its task is still alive: a second task would run it twice).
std::vector<int64_t> MissingTrials(const host::sweep::SweepSpec& spec, const std::string& db,
                                   const std::string& shards_dir, double stale_after_s) {
  using host::store::TrialStatus;
  std::set<std::string> done, unmerged, running, waiting;
  std::map<std::string, int64_t> main_rung;  // [prune]: the highest rung each trial reached
  if (fs::exists(db)) {
    host::store::Store store(db, /*read_only=*/true);
    if (auto sweep_id = store.FindSweep(spec.name)) {
      std::map<int64_t, std::string> hash_of;
      for (const auto& row : store.Trials(*sweep_id)) {
        hash_of[row.id] = row.config_hash;
        // A pruned trial is finished; a paused one waits for the other seeds of its unit.
        if (row.status == TrialStatus::kDone || row.status == TrialStatus::kPruned) {
          done.insert(row.config_hash);
        } else if (row.status == TrialStatus::kPaused) {
          waiting.insert(row.config_hash);
        }
      }
      if (spec.prune.enabled()) {
        for (const auto& r : store.Rungs(*sweep_id)) {
          int64_t& top = main_rung.try_emplace(hash_of[r.trial_id], -1).first->second;
          top = std::max(top, r.rung);
        }
      }
    }
  }
  std::error_code ec;
  const double now = host::analysis::NowUnix();
  for (const auto& entry : fs::directory_iterator(shards_dir, ec)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".sqlite") continue;
    host::store::Store shard(entry.path().string(), /*read_only=*/true);
    if (!shard.FindSweep(spec.name)) continue;
    host::store::ResultsQuery query;
    query.sweep = spec.name;
    query.with_metrics = false;
    query.with_params = false;
    // [prune]: an arrival at a rung that the results database does not have yet.
    std::map<int64_t, int64_t> shard_rung;
    if (spec.prune.enabled()) {
      for (const auto& r : shard.Rungs(*shard.FindSweep(spec.name))) {
        shard_rung[r.trial_id] = std::max(shard_rung[r.trial_id], r.rung);
      }
    }
    for (const auto& t : host::store::LoadResults(shard, query)) {
      const bool finished = t.status == TrialStatus::kDone || t.status == TrialStatus::kPruned;
      const auto main = main_rung.find(t.config_hash);
      const bool new_arrival = t.status == TrialStatus::kPaused && shard_rung.count(t.id) &&
                               (main == main_rung.end() || main->second < shard_rung[t.id]);
      if ((finished && !done.count(t.config_hash)) || new_arrival) {
        unmerged.insert(t.config_hash);
      } else if (t.status == TrialStatus::kRunning && now - t.heartbeat_unix < stale_after_s) {
        running.insert(t.config_hash);
      }
    }
  }
  if (!unmerged.empty()) {
    std::cerr << "nilab slurm: " << unmerged.size() << " trial(s) done in shards of " << shards_dir
              << " are not merged yet; not resubmitted (nilab merge them)\n";
  }
  if (!running.empty()) {
    std::cerr << "nilab slurm: " << running.size() << " trial(s) still running in shards of "
              << shards_dir << " (heartbeat within " << stale_after_s << " s); not resubmitted\n";
  }
  std::vector<int64_t> missing;
  for (const auto& trial : spec.trials) {
    const std::string& h = trial.config_hash;
    if (!done.count(h) && !unmerged.count(h) && !running.count(h) && !waiting.count(h)) {
      missing.push_back(trial.index);
    }
  }
  return missing;
}

// "-rK" for the K-th resubmission into `shards_dir`: its tasks write shard-I-rK.sqlite, never
// the file of an earlier task of the same index.
std::string ResubmissionSuffix(const std::string& shards_dir) {
  int64_t last = 0;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(shards_dir, ec)) {
    const std::string name = entry.path().filename().string();
    const size_t r = name.rfind("-r");
    if (name.rfind("shard-", 0) != 0 || r == std::string::npos ||
        entry.path().extension() != ".sqlite")
      continue;
    const std::string digits = name.substr(r + 2, name.size() - r - 2 - 7);
    if (!digits.empty() && digits.size() < 9 &&
        digits.find_first_not_of("0123456789") == std::string::npos) {
      last = std::max<int64_t>(last, std::stoll(digits));
    }
  }
  return "-r" + std::to_string(last + 1);
}

// True when `shards_dir` holds a shard database (an earlier wave ran there).
bool HasShards(const std::string& shards_dir) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(shards_dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("shard-", 0) == 0 && entry.path().extension() == ".sqlite") return true;
  }
  return false;
}

// The shard database of each trial of `job` that the results database already has records of (a
// trial promoted at a rung) starts with those records, so its task resumes the trial from its
// checkpoint instead of starting it over.
void SeedShards(const host::sweep::SweepSpec& spec, const std::string& db,
                const host::scale::SlurmJob& job) {
  if (!fs::exists(db)) return;
  std::set<std::string> known;
  {
    host::store::Store store(db, /*read_only=*/true);
    const auto sweep_id = store.FindSweep(spec.name);
    if (!sweep_id) return;
    for (const auto& row : store.Trials(*sweep_id)) known.insert(row.config_hash);
  }
  for (const int64_t index : job.trials) {
    const auto& trial = spec.trials[static_cast<size_t>(index)];
    if (!known.count(trial.config_hash)) continue;
    host::store::Store target(host::scale::ShardPath(job, index));
    const host::store::MergeFilter filter{spec.name, {trial.config_hash}};
    host::store::MergeShard(target, db, &filter);
  }
}

// What one call of `nilab slurm` submits: the sweep, the resources of its tasks and the array.
struct ArrayPlan {
  host::sweep::SweepSpec spec;
  host::scale::SlurmResources resources;
  host::scale::SlurmJob job;
  // A [protocol] sweep whose choices are made: the confirm stage's trials, which the array runs.
  std::vector<host::sweep::TrialSpec> confirm;
  bool confirm_stage = false;
  bool waves = false;              // [prune]: a wave after a merge (see DecideArrivals)
  host::sweep::TrialFilter where;  // --where: the array holds only the trials it keeps
};

// The sweep and its [slurm] table; false (with a line) when it cannot run as an array.
bool LoadArraySweep(const host::SweepRunOptions& run, host::PluginRegistry* registry,
                    ArrayPlan* plan) {
  host::sweep::SweepSpec& spec = plan->spec;
  host::scale::SlurmResources& resources = plan->resources;
  try {
    spec = host::LoadSweep(run, registry);
    plan->where = host::WhereFilter(run.where, spec);
    resources = host::scale::ResourcesFromTable(
        spec.extra.contains("slurm") ? spec.extra["slurm"] : nlohmann::json(), run.sweep_file);
  } catch (const std::exception& e) {
    std::cerr << "nilab slurm: " << e.what() << "\n";
    return false;
  }
  if (spec.model_search || spec.protocol.method == "tpe") {
    std::cerr << "nilab slurm: sweep '" << spec.name << "' chooses its configurations while it "
              << "runs (mode \"tpe\"): run it with `nilab run` (shards cannot share "
              << "a sampler)\n";
    return false;
  }
  return true;
}

// Flags win over the sweep's [slurm] table.
void ApplyResourceFlags(const po::variables_map& vm, const host::scale::SlurmResources& flags,
                        const std::string& shards, const fs::path& db_dir, ArrayPlan* plan) {
  const host::sweep::SweepSpec& spec = plan->spec;
  host::scale::SlurmResources& resources = plan->resources;
  for (auto [name, field] : {std::pair{"partition", &resources.partition},
                             {"account", &resources.account},
                             {"qos", &resources.qos},
                             {"time", &resources.time},
                             {"mem", &resources.mem}}) {
    if (vm.count(name)) *field = vm[name].as<std::string>();
  }
  if (vm.count("cpus")) resources.cpus = flags.cpus;
  if (vm.count("gpus")) resources.gpus = flags.gpus;
  if (vm.count("parallel")) resources.parallel = flags.parallel;
  if (!shards.empty()) {
    resources.shards = shards;
  } else if (resources.shards.empty()) {
    resources.shards = (db_dir / "shards" / spec.name).string();
  }
}

// A [protocol] sweep: its plan is recorded in the results database with the first array; once
// the tune stage of the studies --where keeps (all without it) is merged there, their choices are
// made there and their confirm stage's array is written instead (its own shards under
// <shards>/confirm, each seeded with the choices). An exit code when there is nothing to write.
std::optional<int> PlanConfirmStage(const host::SweepRunOptions& run,
                                    const host::PluginRegistry& registry, ArrayPlan* plan) {
  const host::sweep::SweepSpec& spec = plan->spec;
  host::scale::SlurmJob& job = plan->job;
  std::vector<host::sweep::TrialSpec>& confirm = plan->confirm;
  bool& confirm_stage = plan->confirm_stage;
  host::store::Store store(run.db);
  const int64_t sweep_id =
      store.UpsertSweep({spec.name, spec.path, spec.source, spec.extra.dump()});
  if (const std::string refused = host::RecordPlan(store, spec, sweep_id); !refused.empty()) {
    std::cerr << "nilab slurm: " << refused << "\n";
    return kExitUsage;
  }
  const auto& task = registry.Get(spec.trials.front().task, sdk::PluginKind::kTask);
  try {
    host::MakeChoices(store, spec, sweep_id, task.info, "nilab slurm",
                      /*verbose=*/HasShards(job.shards_dir));
    std::set<std::string> chosen;
    for (const auto& choice : host::store::ProtocolChoices(store, sweep_id)) {
      chosen.insert(choice.study);
    }
    confirm_stage = true;  // unless a study --where keeps has no choice yet
    for (const auto& trial : spec.trials) {
      const int64_t study = host::sweep::StudyOfTuneIndex(spec, trial.index);
      if (plan->where.Matches(trial) && study >= 0 &&
          !chosen.count(spec.studies[static_cast<size_t>(study)].label)) {
        confirm_stage = false;
      }
    }
    if (confirm_stage) {
      for (auto& t : host::ConfirmStage(store, spec, sweep_id, task.info)) confirm.push_back(t);
    }
  } catch (const host::sweep::SweepError& e) {
    std::cerr << "nilab slurm: " << e.what() << "\n";
    return kExitUsage;
  }
  if (confirm_stage) {
    job.shards_dir = (fs::path(job.shards_dir) / "confirm").string();
    std::set<std::string> done;
    for (const auto& row : store.Trials(sweep_id)) {
      if (row.status == host::store::TrialStatus::kDone) done.insert(row.config_hash);
    }
    // Task k runs the k-th confirm trial of every choice recorded so far, as its shard does.
    for (size_t k = 0; k < confirm.size(); ++k) {
      if (!done.count(confirm[k].config_hash) && plan->where.Matches(confirm[k])) {
        job.trials.push_back(static_cast<int64_t>(k));
      }
    }
    if (job.trials.empty()) {
      std::cout << "nilab slurm: every trial of sweep '" << spec.name << "'"
                << (plan->where.empty() ? "" : " with --where " + plan->where.Describe())
                << " is done in " << run.db << " (tune and confirm); nilab compare " << spec.name
                << " prints the verdict\n";
      return kExitOk;
    }
    if (HasShards(job.shards_dir)) job.shard_suffix = ResubmissionSuffix(job.shards_dir);
  }
  return std::nullopt;
}

// [prune] runs as waves: every array task stops its trial at the next rung; after a merge,
// this command decides the wave's arrivals in the results database and submits the promoted
// trials (and any not run yet), each from its checkpoint.
void DecideArrivals(const host::SweepRunOptions& run, const host::PluginRegistry& registry,
                    const ArrayPlan& plan) {
  const host::sweep::SweepSpec& spec = plan.spec;
  host::store::Store store(run.db);
  if (const auto sweep_id = store.FindSweep(spec.name)) {
    const auto& task = registry.Get(spec.trials.front().task, sdk::PluginKind::kTask);
    const host::store::PendingRungs decided = host::DecideWave(store, *sweep_id, spec, task.info);
    std::cout << "nilab slurm: rung decisions in " << run.db << ": " << decided.promoted
              << " trial(s) promoted, " << decided.pruned << " pruned, " << decided.waiting
              << " waiting for other seeds\n";
  }
}

// The trials of a wave or of --resubmit-missing: those not done, not waiting and not running
// elsewhere. An exit code when there is none.
std::optional<int> ChooseMissing(const host::SweepRunOptions& run, ArrayPlan* plan) {
  const host::sweep::SweepSpec& spec = plan->spec;
  host::scale::SlurmJob& job = plan->job;
  for (const int64_t index : MissingTrials(spec, run.db, job.shards_dir, run.stale_after_s)) {
    if (plan->where.Matches(spec.trials[static_cast<size_t>(index)])) job.trials.push_back(index);
  }
  job.shard_suffix = ResubmissionSuffix(job.shards_dir);
  if (job.trials.empty()) {
    if (spec.prune.enabled()) {
      std::cout << "nilab slurm: nothing to submit for sweep '" << spec.name << "' in " << run.db
                << ": every trial is done, pruned, or waits for the other seeds of its "
                   "configuration\n";
    } else {
      std::cout << "nilab slurm: all " << spec.trials.size() << " trials of sweep '" << spec.name
                << "'" << (plan->where.empty() ? "" : " with --where " + plan->where.Describe())
                << " are done in " << run.db << "; nothing to submit\n";
    }
    return kExitOk;
  }
  return std::nullopt;
}

// The worker of every task: the same build, absolute paths (tasks start in other directories).
// The sweep as it is now: every task reads a copy of its text kept beside the shards (named by
// its content), so an edit of the sweep file while the array waits changes nothing queued.
host::SweepRunOptions SetWorker(const host::SweepRunOptions& run, ArrayPlan* plan) {
  const host::sweep::SweepSpec& spec = plan->spec;
  host::scale::SlurmJob& job = plan->job;
  const bool confirm_stage = plan->confirm_stage;
  const host::scale::SlurmResources& resources = plan->resources;
  host::SweepRunOptions worker = run;
  worker.sweep_file =
      (fs::path(job.shards_dir) /
       (spec.name + ".sweep-" +
        host::Sha256Hex(spec.source.data(), spec.source.size()).substr(0, 16) + ".toml"))
          .string();
  worker.db.clear();
  worker.where.clear();  // a task runs the trial its index names
  worker.threads = 0;
  worker.retry_failed = true;  // a resubmitted task runs its failed trial again
  worker.run.device = resources.gpus > 0 ? "cuda" : "cpu";
  worker.run.data_dir = Absolute(run.run.data_dir);
  worker.run.checkpoint_dir = Absolute(run.run.checkpoint_dir);
  for (auto& dir : worker.plugin_path) dir = Absolute(dir);
  job.worker = {host::SelfExecutable(), "worker"};
  for (const auto& a : host::WorkerArgs(worker)) job.worker.push_back(a);
  if (spec.protocol.enabled()) {
    job.worker.push_back("--stage");
    job.worker.push_back(confirm_stage ? "confirm" : "tune");
  }
  return worker;
}

// Each confirm task reads the choices from its own shard: it starts with the plan and them.
void SeedConfirmShards(const std::string& db, const ArrayPlan& array) {
  const host::sweep::SweepSpec& spec = array.spec;
  const host::scale::SlurmJob& job = array.job;
  host::store::Store results(db, /*read_only=*/true);
  const auto results_id = results.FindSweep(spec.name);
  const auto plan = host::store::ProtocolPlan(results, *results_id);
  const auto choices = host::store::ProtocolChoices(results, *results_id);
  for (const int64_t index : job.trials) {
    host::store::Store shard(host::scale::ShardPath(job, index));
    const int64_t shard_id =
        shard.UpsertSweep({spec.name, spec.path, spec.source, spec.extra.dump()});
    if (plan) host::store::RecordProtocolPlan(shard, shard_id, *plan);
    for (auto choice : choices) {
      choice.sweep_id = shard_id;
      host::store::RecordProtocolChoice(shard, choice);
    }
  }
}

// Writes the script, executable; false (with a line) when it cannot.
bool WriteScript(const std::string& script, const std::string& text) {
  {
    std::ofstream out(script, std::ios::binary);
    out << text;
    if (!out) {
      std::cerr << "nilab slurm: " << script << ": cannot write the script\n";
      return false;
    }
  }
  fs::permissions(script, fs::perms::owner_exec, fs::perm_options::add);
  return true;
}

// What was written, and what to do after the array ran.
void PrintWritten(const std::string& script, const ArrayPlan& plan) {
  const host::sweep::SweepSpec& spec = plan.spec;
  const host::scale::SlurmJob& job = plan.job;
  const bool confirm_stage = plan.confirm_stage;
  const std::vector<host::sweep::TrialSpec>& confirm = plan.confirm;
  const std::string array = host::scale::ArraySpec(job.trials, plan.resources.parallel);
  std::cout << "nilab slurm: wrote " << script << " (" << job.trials.size() << " of "
            << (confirm_stage ? confirm.size() : spec.trials.size())
            << (confirm_stage             ? " confirm"
                : spec.protocol.enabled() ? " tune"
                                          : "")
            << " trials, " << (plan.where.empty() ? "" : "--where " + plan.where.Describe() + ", ")
            << "--array=" << array << ")\n";
  if (spec.protocol.enabled() && !confirm_stage) {
    std::cout << "[protocol]: this is the tune stage; after the merge, run this command again to "
                 "make the choices and write the confirm stage's array\n";
  }
  if (spec.prune.enabled()) {
    std::cout << "[prune]: each task stops its trial at the next rung; after the merge, run this "
                 "command again to decide the rung and write the next wave\n";
  }
}

// sbatch --parsable: the job id, or a line saying why not.
int Submit(const std::string& script, const host::scale::SlurmJob& job, const std::string& merge) {
  const std::string sbatch = platform::FindOnPath("sbatch");
  if (sbatch.empty()) {
    std::cerr << "nilab slurm: sbatch is not on PATH; submit " << script
              << " from a Slurm login node with: sbatch " << host::scale::ShellQuote(script)
              << "\n";
    return kExitFailure;
  }
  const std::string command =
      host::scale::ShellQuote(sbatch) + " --parsable " + host::scale::ShellQuote(script) + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) {
    std::cerr << "nilab slurm: cannot run " << sbatch << "\n";
    return kExitFailure;
  }
  std::string output;
  char buffer[512];
  for (size_t n; (n = fread(buffer, 1, sizeof(buffer), pipe)) > 0;) output.append(buffer, n);
  const int status = pclose(pipe);
  while (!output.empty() && (output.back() == '\n' || output.back() == '\r')) output.pop_back();
  if (status != 0) {
    std::cerr << "nilab slurm: sbatch failed: " << output << "\n";
    return kExitFailure;
  }
  const std::string job_id = output.substr(0, output.find(';'));
  std::cout << "nilab slurm: submitted job " << job_id << " (" << job.trials.size()
            << " tasks); follow it with: squeue -j " << job_id << "\n"
            << "then merge with: " << merge << "\n";
  return kExitOk;
}

}  // namespace

int RunSlurm(const std::vector<std::string>& args) {
  host::SweepRunOptions run;
  host::scale::SlurmResources flags;
  std::string shards, script;
  bool submit = false, resubmit_missing = false;
  po::options_description options;
  options.add_options()("sweep", po::value(&run.sweep_file)->required(), "sweep file (TOML)")(
      "set", po::value(&run.overrides)->composing(), "override a sweep value (repeatable)")(
      "where", po::value(&run.where)->composing(),
      "only the trials with this value: --where task.regime=extrapolation (repeatable)");
  AddDbOption(&options, &run.db,
              "results database the shards are merged into (read by --resubmit-missing)")(
      "shards", po::value(&shards),
      "directory of the shard databases and logs (default: [slurm] shards, else shards/<sweep> "
      "next to the database)")("partition", po::value(&flags.partition), "Slurm partition")(
      "account", po::value(&flags.account), "Slurm account")(
      "qos", po::value(&flags.qos), "Slurm QOS")("time", po::value(&flags.time),
                                                 "time limit per task: HH:MM:SS")(
      "cpus", po::value(&flags.cpus), "CPUs per task (the worker's torch threads)")(
      "mem", po::value(&flags.mem), "memory per task: 8G")("gpus", po::value(&flags.gpus),
                                                           "GPUs per task (runs on cuda)")(
      "parallel", po::value(&flags.parallel), "at most this many tasks at once (--array=...%P)")(
      "data-dir", po::value(&run.run.data_dir), "dataset root (default: $NILAB_DATA_DIR or data/)")(
      "checkpoint-dir", po::value(&run.run.checkpoint_dir),
      "shared checkpoint root (default: checkpoints/ next to the database)")(
      "plugin-path", po::value(&run.plugin_path)->composing(),
      "extra plugin directory (repeatable)")("script", po::value(&script),
                                             "where to write the script (default: in --shards)")(
      "submit", po::bool_switch(&submit), "submit the script with sbatch")(
      "resubmit-missing", po::bool_switch(&resubmit_missing),
      "submit only the trials not done in --db (after nilab merge)");
  const auto parsed =
      ParseCommandLine("slurm",
                       "SWEEP.toml [--set key=value ...] [--where key=value ...] [--partition P "
                       "--time HH:MM:SS --cpus N "
                       "--mem M --gpus G --parallel P] [--shards DIR] [--db DB] [--submit | "
                       "--resubmit-missing]",
                       args, options, {{"sweep", 1}});
  if (!parsed) return kExitOk;
  const po::variables_map& vm = *parsed;
  if (!vm.count("data-dir")) run.run.data_dir = host::DefaultDataDir();
  const fs::path db_dir = fs::path(run.db).parent_path();
  if (!vm.count("checkpoint-dir")) run.run.checkpoint_dir = (db_dir / "checkpoints").string();

  host::PluginRegistry registry;
  ArrayPlan plan;
  if (!LoadArraySweep(run, &registry, &plan)) return kExitUsage;
  const host::sweep::SweepSpec& spec = plan.spec;
  ApplyResourceFlags(vm, flags, shards, db_dir, &plan);
  host::scale::SlurmJob& job = plan.job;
  job.sweep_name = spec.name;
  job.resources = plan.resources;
  job.shards_dir = Absolute(plan.resources.shards);
  job.results_db = run.db;
  if (spec.protocol.enabled()) {
    if (const std::optional<int> exit = PlanConfirmStage(run, registry, &plan)) return *exit;
  }
  plan.waves = spec.prune.enabled() && (resubmit_missing || HasShards(job.shards_dir));
  if (plan.waves && fs::exists(run.db)) DecideArrivals(run, registry, plan);
  if (plan.confirm_stage) {
    // job.trials: the confirm trials not done yet, chosen above.
  } else if (resubmit_missing || plan.waves) {
    if (const std::optional<int> exit = ChooseMissing(run, &plan)) return *exit;
    if (resubmit_missing) submit = true;
  } else {
    for (const auto& trial : spec.trials) {
      if (plan.where.Matches(trial)) job.trials.push_back(trial.index);
    }
  }
  if (job.trials.empty()) {
    std::cerr << "nilab slurm: sweep '" << spec.name << "' has no trials\n";
    return kExitUsage;
  }

  const host::SweepRunOptions worker = SetWorker(run, &plan);
  const std::string text = host::scale::SbatchScript(job);  // checks every value first
  fs::create_directories(fs::path(job.shards_dir) / "logs");
  host::WriteFileAtomically(worker.sweep_file, spec.source);
  if (plan.waves) SeedShards(spec, run.db, job);
  if (plan.confirm_stage) SeedConfirmShards(run.db, plan);
  if (script.empty()) {
    script = (fs::path(job.shards_dir) / (spec.name + (plan.confirm_stage ? "-confirm" : "") +
                                          (resubmit_missing ? "-missing" : "") + ".sbatch"))
                 .string();
  }
  if (!WriteScript(script, text)) return kExitFailure;
  PrintWritten(script, plan);
  const std::string merge = "nilab merge " + host::scale::ShellQuote(job.shards_dir) + " --into " +
                            host::scale::ShellQuote(run.db);
  if (!submit) {
    std::cout << "submit it with:  sbatch " << host::scale::ShellQuote(script) << "\n"
              << "then merge with: " << merge << "\n";
    return kExitOk;
  }
  return Submit(script, job, merge);
}

}  // namespace nilab::cli
