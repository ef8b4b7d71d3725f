// Best configuration so far, against the number of configurations run: how fast a search finds a
// good configuration. One sweep alone draws its own curve; several (the repetitions of a
// model-based search and of a random search, each with its own [search] seed, passed with
// `nilab report --with`) draw one line per search mode through the mean over its sweeps, with a
// band from the worst to the best sweep.
#pragma once

#include <string>
#include <vector>

#include "host/report/palette.h"
#include "host/report/report_data.h"

namespace nilab::host::report {

struct SearchCurve {
  std::string sweep;
  std::string mode;  // the sweep's [search] mode: "grid", "random" or "tpe"
  // best[k]: the best configuration value among the first k + 1 configurations (in the order
  // they were recorded); NaN while none of them is complete. It ends before the first
  // configuration that has a trial not yet finished (done, pruned or failed).
  std::vector<double> best;
};

// A configuration is the trials whose params differ only in their seed; its value is the mean
// over its trials of `metric` in their final phase, counted once every trial of it is done
// (pruned, failed or unfinished configurations never count as best).
SearchCurve BestSoFar(const ReportData& data, const std::string& metric, bool higher_is_better);

// The figure (a <figure>), or "" with `note` set when no sweep has a complete configuration.
std::string RenderBestSoFar(const std::vector<const ReportData*>& sweeps, const std::string& metric,
                            bool higher_is_better, std::string* note);

// The report's search figure of `data` and the sweeps compared with it (`nilab report --with`):
// drawn when there are such sweeps or `data` chose its configurations (random or tpe); "" else.
std::string SearchFigure(const ReportData& data, const std::vector<ReportData>& with,
                         const std::string& metric, bool higher_is_better, std::string* note);

}  // namespace nilab::host::report
