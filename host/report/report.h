// `nilab report`: one self-contained HTML page about a sweep: its config, the compare table,
// learning curves, hyperparameter effects, per-phase results, evaluation curves and routing
// pictures, each drawn when the data for it exist (see plan.h).
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "host/report/report_data.h"
#include "host/store/store.h"

namespace nilab::host::report {

struct ReportOptions {
  std::string sweep;
  std::string headline;                          // the task's declared headline ("" = pick one)
  std::map<std::string, bool> higher_is_better;  // the task's declared metric directions
  std::map<std::string, double> chance;          // the task's declared chance scores
  std::string generated_at;                      // shown on the one line that varies
  std::string nilab_version;
  size_t routing_samples = 3;
  std::vector<std::string> with;  // sweeps drawn beside this one on the search figure
};

// Same data and options -> the same bytes. `with`: other sweeps on the search figure (the
// repetitions of a search, a baseline search).
std::string RenderReport(const ReportData& data, const ReportOptions& options,
                         const std::vector<ReportData>& with = {});

// Loads the sweep from the store and renders it. Throws store::StoreError for an unknown sweep.
std::string BuildReport(store::Store& store, const ReportOptions& options);

}  // namespace nilab::host::report
