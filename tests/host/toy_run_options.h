// How the host's tests run a sweep in-process on the toy plugins: quiet, one thread, the
// database and checkpoints under a temporary directory.
#pragma once

#include <string>

#include "host/runner/sweep_runner.h"
#include "tests/host/test_util.h"

namespace nilab::testing {

inline host::SweepRunOptions ToyRunOptions(const TempDir& dir, const std::string& sweep_file,
                                           const std::string& db = "results/nilab.sqlite") {
  host::SweepRunOptions o;
  o.sweep_file = sweep_file;
  o.db = dir.File(db);
  o.plugin_path = {ToyPluginDir()};
  o.threads = 1;
  o.run.checkpoint_dir = dir.File("results/checkpoints");
  o.run.quiet = true;
  o.run.tty = 0;
  return o;
}

}  // namespace nilab::testing
