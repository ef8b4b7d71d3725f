// nilab: train Neural Interpreters and baselines on the paper's tasks, sweep hyperparameters,
// and compare results from a SQLite database. `nilab --help` lists the subcommands.
#include <boost/program_options/errors.hpp>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "host/cli/command.h"
#include "host/platform/blas_reexec.h"
#include "host/runner/exit_code.h"
#include "host/store/disk_full.h"

namespace {

void PrintUsage() {
  std::cout << "usage: nilab <command> [options]    (nilab <command> --help for details)\n\n"
               "commands:\n";
  auto list = [](bool plumbing) {
    for (const auto& command : nilab::cli::Commands()) {
      if (command.plumbing != plumbing) continue;
      std::string name = command.name;
      name.resize(10, ' ');
      std::cout << "  " << name << " " << command.summary << "\n";
    }
  };
  list(false);
  std::cout << "\nplumbing (started by other commands, rarely typed):\n";
  list(true);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace nilab::cli;
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h") ||
      !std::strcmp(argv[1], "help")) {
    PrintUsage();
    return argc < 2 ? kExitUsage : kExitOk;
  }
  if (!std::strcmp(argv[1], "--version")) {
    std::cout << "nilab " << NILAB_VERSION << "\n";
    return kExitOk;
  }
  const std::string name = argv[1];
  std::vector<std::string> args(argv + 2, argv + argc);
  for (const auto& command : Commands()) {
    if (name != command.name) continue;
    if (command.computes) nilab::platform::EnsureStrongBlasCore(argv, !command.reports_blas);
    try {
      return command.run(args);
    } catch (const boost::program_options::error& e) {
      std::cerr << "nilab " << name << ": " << e.what() << " (see nilab " << name << " --help)\n";
      return kExitUsage;
    } catch (const nilab::host::store::DiskFull& e) {
      // A full disk outside a trial (recording the sweep, a merge): one line with the space left.
      std::cerr << "nilab " << name << ": " << nilab::host::store::DiskFullLine(e)
                << ": free some space and run the same command again\n";
      return nilab::host::kExitDiskFull;
    } catch (const std::exception& e) {
      std::cerr << "nilab " << name << ": error: " << e.what() << "\n";
      return kExitFailure;
    }
  }
  std::cerr << "nilab: unknown command '" << name << "' (see nilab --help)\n";
  return kExitUsage;
}
