// nilab worker --sweep SWEEP.toml [--trial I] --db DB: one worker process running the claim loop
// on a sweep. `nilab run --jobs N` starts N of them; each task of a Slurm job array (`nilab slurm`)
// runs one with --trial $SLURM_ARRAY_TASK_ID into its own shard database.
#include <filesystem>
#include <sstream>

#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/data/data_dir.h"
#include "host/runner/sweep_runner.h"

namespace nilab::cli {

int RunWorker(const std::vector<std::string>& args) {
  host::WorkerOptions opt;
  host::SweepRunOptions& run = opt.sweep;
  po::options_description options;
  options.add_options()("sweep", po::value(&run.sweep_file)->required(), "sweep file (TOML)")(
      "set", po::value(&run.overrides)->composing(), "override a sweep value (repeatable)")(
      "where", po::value(&run.where)->composing(),
      "only the trials with this value: --where task.regime=extrapolation (repeatable)")(
      "trial", po::value(&opt.trial)->default_value(-1),
      "only the trial at this index of the expansion (a Slurm array task)")(
      "stage", po::value(&opt.stage),
      "a [protocol] sweep's stage: tune, or confirm (the trials of the choices recorded in --db)");
  AddDbOption(&options, &run.db, "results (or shard) database")(
      "device", po::value(&run.run.device)->default_value("cpu"), "cpu | cuda | cuda:K")(
      "threads", po::value(&run.threads)->default_value(0), "torch threads (0: all cores)")(
      "data-dir", po::value(&run.run.data_dir), "dataset root (default: $NILAB_DATA_DIR or data/)")(
      "checkpoint-dir", po::value(&run.run.checkpoint_dir),
      "checkpoint root (default: checkpoints/ next to the database)")(
      "plugin-path", po::value(&run.plugin_path)->composing(),
      "extra plugin directory (repeatable)")(
      "stale-after", po::value(&run.stale_after_s)->default_value(run.stale_after_s),
      "seconds without heartbeat after which a running trial is taken over")(
      "retry-failed", po::bool_switch(&run.retry_failed), "run failed trials again")(
      "max-failures", po::value(&run.max_failures)->default_value(0),
      "stop after this many failed trials (0: never)")("quiet,q", po::bool_switch(&run.run.quiet),
                                                       "no per-epoch lines")(
      "parent-pid", po::value(&opt.parent_pid)->default_value(0),
      "the nilab run that started this worker (stop when it dies)")(
      "command-line", po::value(&run.run.command_line), "command line recorded with the trials");
  const auto vm = ParseCommandLine(
      "worker", "--sweep SWEEP.toml [--set key=value ...] [--trial I] --db DB", args, options);
  if (!vm) return kExitOk;
  if (!vm->count("data-dir")) run.run.data_dir = host::DefaultDataDir();
  if (!vm->count("checkpoint-dir")) {
    auto parent = std::filesystem::path(run.db).parent_path();
    run.run.checkpoint_dir = (parent / "checkpoints").string();
  }
  return host::RunWorker(opt);
}

}  // namespace nilab::cli
