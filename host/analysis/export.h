// `nilab export`: one row per trial with its params and final metrics, as CSV or JSON, for
// pandas (pd.read_csv / pd.read_json).
#pragma once

#include <string>
#include <vector>

#include "host/store/results.h"

namespace nilab::host::analysis {

// Columns: sweep, trial_id, idx, config_hash, task, model, seed, status, attempts, started_at,
// ended_at, duration_s, phase, then every param (model params, task.*, train.*) and every final
// metric ("val/mean_r2"). A param named like a fixed column is prefixed "param.".
// csv: empty field for a missing value, lists as JSON text, booleans true/false;
// json: an array of objects with typed values (null where missing).
std::string ExportResults(const std::vector<store::TrialResult>& trials, const std::string& format);

}  // namespace nilab::host::analysis
