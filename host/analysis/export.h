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

// For `--phase all`: each trial of the sweep once per phase with final metrics (a multi-phase
// sweep such as fuzzy Boolean's pretrain + three adaptations gives four rows per trial, told
// apart by the `phase` column), in trial order then phase order; a trial without final metrics
// once, with an empty phase.
std::vector<store::TrialResult> LoadAllPhases(store::Store& store, const std::string& sweep);

}  // namespace nilab::host::analysis
