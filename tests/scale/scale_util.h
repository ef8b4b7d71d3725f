// Helpers of the scale tests: sweeps on the toy fixture plugins, SQL on a results database,
// starting `nilab` children.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

#include "tests/host/test_util.h"

namespace nilab::testing {

// Values of the first column of `sql` on the database at `db` (read-only), "NULL" for NULL.
std::vector<std::string> Column(const std::string& db, const std::string& sql);
// The single value of `sql`.
std::string Value(const std::string& db, const std::string& sql);
// Rows of `sql` with their columns joined by spaces.
std::vector<std::string> Rows(const std::string& db, const std::string& sql);

// `nilab <args>` with the toy plugins, in the background; stdout and stderr go to `log`.
pid_t SpawnNilab(const std::vector<std::string>& args, const std::string& log);
// Waits for a child; returns its exit code, 128 + signal when a signal ended it.
int WaitExit(pid_t pid);

// testing::Run under a name that TEST bodies (members of a ::testing::Test) can call.
inline CommandResult Sh(const std::string& command_line) { return Run(command_line); }

// "nilab ... --plugin-path <toy>": a shell command line for testing::Run.
std::string NilabCommand(const std::string& args);

}  // namespace nilab::testing
