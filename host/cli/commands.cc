#include "host/cli/command.h"

namespace nilab::cli {

// Each command lives in its own cmd_<name>.cc.
int RunPlugins(const std::vector<std::string>& args);
int RunRun(const std::vector<std::string>& args);
int RunData(const std::vector<std::string>& args);
int RunStatus(const std::vector<std::string>& args);
int RunQuery(const std::vector<std::string>& args);
int RunCompare(const std::vector<std::string>& args);
int RunExport(const std::vector<std::string>& args);
int RunReport(const std::vector<std::string>& args);
int RunWorker(const std::vector<std::string>& args);
int RunSlurm(const std::vector<std::string>& args);
int RunMerge(const std::vector<std::string>& args);
int RunDoctor(const std::vector<std::string>& args);
int RunTrials(const std::vector<std::string>& args);
int RunGc(const std::vector<std::string>& args);
int RunServe(const std::vector<std::string>& args);
int RunNew(const std::vector<std::string>& args);

const std::vector<Command>& Commands() {
  static const std::vector<Command> commands = {
      {"run", "run a sweep (default sweeps/quickstart.toml), resuming where it stopped", RunRun,
       true},
      {"plugins", "list the task and model plugins and their parameters", RunPlugins},
      {"data", "list, verify and fetch datasets; run plugins' data tools", RunData},
      {"status", "progress of each sweep: trials done, running, failed; ETA", RunStatus},
      {"query", "run read-only SQL on the results database", RunQuery},
      {"compare", "compare final metrics across models/params: mean ± std over seeds", RunCompare},
      {"export", "write a sweep's trials, params and final metrics as CSV or JSON", RunExport},
      {"serve", "a live dashboard of the results in the browser, read-only, on 127.0.0.1",
       RunServe},
      {"report", "write an HTML report of a sweep: tables, learning curves, effects, routing",
       RunReport},
      {"trials", "tag, annotate and remove trials and sweeps (with their checkpoint files)",
       RunTrials},
      {"gc", "delete checkpoint files that no row of the database names (--dry-run first)", RunGc},
      {"slurm", "write (and submit) a Slurm job array running a sweep, one trial per task",
       RunSlurm},
      {"merge", "fold shard databases (of Slurm array tasks) into the results database", RunMerge},
      {"worker", "run a sweep's trials as one worker process (for run --jobs and Slurm)", RunWorker,
       true, false, true},
      {"new", "make a small project for a model or task plugin of your own (model|task NAME)",
       RunNew},
      {"doctor", "check the machine: BLAS library and kernels, threads, matmul roof, device",
       RunDoctor, true, true},
  };
  return commands;
}

}  // namespace nilab::cli
