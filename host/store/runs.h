// The runs of a sweep: one row per `nilab run`, with the sweep it actually ran (the file's text
// with its --set overrides applied), so that every trial's settings can be traced to a command.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::store {

struct RunRecord {
  int64_t id = 0;
  int64_t sweep_id = 0;
  std::string started_at;
  std::string command_line;
  std::string file;
  std::vector<std::string> overrides;  // the --set values, in order
  std::string source;                  // the effective sweep (TOML)
};

// Records a run; returns its id.
int64_t RecordRun(Store& store, const RunRecord& run);
// A sweep's runs, oldest first.
std::vector<RunRecord> Runs(Store& store, int64_t sweep_id);

}  // namespace nilab::host::store
