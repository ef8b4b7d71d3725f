// nilab run [SWEEP.toml]: run a sweep (default: sweeps/quickstart.toml).
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/cli/task_metrics.h"
#include "host/data/data_dir.h"
#include "host/runner/sweep_runner.h"

namespace nilab::cli {
namespace {

// sweeps/quickstart.toml from the working directory (a checkout), else the copy an installed
// nilab keeps in PREFIX/share/nilab/sweeps.
std::string DefaultSweepFile(const std::string& relative) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(relative, ec)) return relative;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return relative;
  const fs::path installed = exe.parent_path().parent_path() / "share" / "nilab" / relative;
  return fs::exists(installed, ec) ? installed.string() : relative;
}

}  // namespace

int RunRun(const std::vector<std::string>& args) {
  host::SweepRunOptions opt;
  std::string devices;
  bool scratch = false;
  po::options_description options;
  options.add_options()("sweep", po::value(&opt.sweep_file)->default_value(opt.sweep_file),
                        "sweep file (TOML)")("set", po::value(&opt.overrides)->composing(),
                                             "override a sweep value: --set train.epochs=1, --set "
                                             "ni.tau=1.0, --set seeds=[0] (repeatable)")(
      "where", po::value(&opt.where)->composing(),
      "only the trials with this value, the rest left for a later run: --where "
      "task.regime=extrapolation (repeatable: all hold)")("dry-run", po::bool_switch(&opt.dry_run),
                                                          "print the expanded trials and exit");
  AddDbOption(&options, &opt.db)("device", po::value(&opt.run.device)->default_value("cpu"),
                                 "cpu | cuda | cuda:K")(
      "threads", po::value(&opt.threads)->default_value(0),
      "torch threads (0: all cores; several runs side by side: give each its share)")(
      "data-dir", po::value(&opt.run.data_dir), "dataset root (default: $NILAB_DATA_DIR or data/)")(
      "checkpoint-dir", po::value(&opt.run.checkpoint_dir),
      "checkpoint root (default: checkpoints/ next to the database)")(
      "plugin-path", po::value(&opt.plugin_path)->composing(),
      "extra plugin directory (repeatable)")("retry-failed", po::bool_switch(&opt.retry_failed),
                                             "run failed trials again")(
      "max-failures", po::value(&opt.max_failures)->default_value(0),
      "stop the sweep after this many failed trials (0: never)")(
      "jobs,j", po::value(&opt.jobs)->default_value(0),
      "worker processes running trials side by side (default: one per --devices entry, else 1); "
      "--threads is split between them")(
      "devices", po::value(&devices),
      "CUDA devices, one trial per device at a time: --devices 0,1,2,3")(
      "quiet,q", po::bool_switch(&opt.run.quiet), "no per-epoch lines")(
      "no-compare", "do not print the comparison table at the end")(
      "scratch", po::bool_switch(&scratch),
      "a trial run (e.g. --set train.epochs=1): results go to scratch.sqlite next to the "
      "results database, never into it");
  const auto vm = ParseCommandLine("run",
                                   "[SWEEP.toml] [--set key=value ...] [--where key=value ...] "
                                   "[--scratch] [--dry-run] [--db FILE]",
                                   args, options, {{"sweep", 1}});
  if (!vm) return kExitOk;
  if ((*vm)["sweep"].defaulted()) opt.sweep_file = DefaultSweepFile(opt.sweep_file);
  if (!devices.empty()) opt.devices = ParseDeviceList(devices);
  if (scratch) {
    if (!(*vm)["db"].defaulted()) throw po::error("--scratch and --db: choose one");
    const std::string results = opt.db;
    opt.db = (std::filesystem::path(results).parent_path() / "scratch.sqlite").string();
    std::cerr << "nilab run: scratch run into " << opt.db << " (" << results
              << " is not touched)\n";
  } else if (!opt.overrides.empty() && !opt.dry_run) {
    std::cerr << "nilab run: the --set values change this run's trials, which are recorded in "
              << opt.db << " beside the sweep file's own (--scratch keeps a trial run apart)\n";
  }
  if (!vm->count("data-dir")) opt.run.data_dir = host::DefaultDataDir();
  if (!vm->count("checkpoint-dir")) {
    auto parent = std::filesystem::path(opt.db).parent_path();
    opt.run.checkpoint_dir = (parent / "checkpoints").string();
  }
  std::ostringstream command;
  command << "nilab run";
  for (const auto& a : args) command << " " << a;
  opt.run.command_line = command.str();
  std::string sweep;
  const int code = host::RunSweep(opt, &sweep);
  if (opt.dry_run || vm->count("no-compare") || (code != kExitOk && code != kExitFailure)) {
    return code;
  }
  // The comparison of everything done so far in this sweep, as `nilab compare SWEEP` prints it.
  try {
    std::cout << "\n" << CompareTable(opt.db, sweep, host::LoadPlugins(opt.plugin_path, true));
  } catch (const std::exception& e) {
    std::cerr << "nilab run: no comparison: " << e.what() << "\n";
  }
  return code;
}

}  // namespace nilab::cli
