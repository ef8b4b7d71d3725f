// `nilab export --history`: every per-epoch value of a sweep in long format, one row per trial,
// phase, epoch, step and metric, for pandas (pd.read_csv, then pivot or groupby as needed).
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::analysis {

struct HistoryFilter {
  std::string phase;                 // "" or "all": every phase
  std::vector<std::string> metrics;  // names or fnmatch patterns ("val/*"); empty: every metric
  std::set<int64_t> trial_ids;       // empty: every trial of the sweep
};

// Columns: sweep, trial_id, idx, model, seed, phase, epoch, step, metric, value, recorded_at.
// csv: an empty value for NaN; json: an array of objects (null for NaN). Rows by trial, phase,
// metric, epoch, step.
std::string ExportHistory(store::Store& store, const std::string& sweep,
                          const HistoryFilter& filter, const std::string& format);

}  // namespace nilab::host::analysis
