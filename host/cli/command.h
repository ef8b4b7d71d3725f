// A subcommand of `nilab`: `nilab <name> [options]`. Each command parses its own options with
// Boost.Program_options and answers `--help`.
#pragma once

#include <string>
#include <vector>

namespace nilab::cli {

// Exit codes shared by all commands.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;        // something failed at run time
inline constexpr int kExitUsage = 2;          // bad command line, sweep file or parameter
inline constexpr int kExitInterrupted = 130;  // Ctrl-C / SIGTERM

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
};

// All commands, in the order `nilab --help` lists them (commands.cc).
const std::vector<Command>& Commands();

}  // namespace nilab::cli
