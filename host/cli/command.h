// A subcommand of `nilab`: `nilab <name> [options]`. Each command parses its own options with
// Boost.Program_options and answers `--help`.
#pragma once

#include <string>
#include <vector>

#include "host/runner/exit_code.h"

namespace nilab::cli {

// Exit codes shared by all commands (host/runner/exit_code.h).
using host::kExitFailure;
using host::kExitInterrupted;
using host::kExitOk;
using host::kExitUsage;

// `args` are the arguments after the command name.
using CommandFn = int (*)(const std::vector<std::string>& args);

struct Command {
  const char* name;
  const char* summary;  // one line for `nilab --help`
  CommandFn run;
  // Does work whose speed rests on the BLAS (training, benchmarks): main() first puts OpenBLAS
  // on the strongest kernels the CPU supports (host/platform/blas_reexec.h).
  bool computes = false;
  // Lists the BLAS warnings itself (doctor), so main() does not print them first.
  bool reports_blas = false;
  // Plumbing that other commands start (worker): listed apart from the user commands.
  bool plumbing = false;
};

// All commands, in the order `nilab --help` lists them (commands.cc).
const std::vector<Command>& Commands();

}  // namespace nilab::cli
