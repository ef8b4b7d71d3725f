// Which trials go together on a figure, and the statistics over them: a series is a model, or a
// model with one value of each param that varies among its trials (seeds always pooled).
#pragma once

#include <cmath>
#include <string>
#include <vector>

#include "host/report/report_data.h"

namespace nilab::host::report {

struct Series {
  std::string label;  // "ni", or "ni tau=0.5 n_f=4"
  std::string model;
  int variant = 0;  // index among the model's series (its dash pattern)
  std::vector<const TrialData*> trials;
};

// Flat param keys other than seed (and a TPE draw's search.seed) whose values differ among
// `trials` of one model.
std::vector<std::string> VaryingKeys(const std::vector<const TrialData*>& trials);

// Series per model and per combination of the params that vary among that model's trials, in
// the order trials appear. When that makes more than `max_series` series, one per model, and
// `pooled` (if given) lists the varying keys that were pooled.
std::vector<Series> GroupSeries(const std::vector<const TrialData*>& trials,
                                const std::vector<std::string>& models, size_t max_series,
                                std::vector<std::string>* pooled = nullptr);

// One series per model.
std::vector<Series> ModelSeries(const std::vector<const TrialData*>& trials,
                                const std::vector<std::string>& models);

struct Stats {
  int n = 0;
  double mean = std::nan("");
  double std = std::nan("");  // sample std; NaN for n < 2
  double min = std::nan("");
  double max = std::nan("");
};
// Over the finite values.
Stats Describe(const std::vector<double>& values);

// A param's value as a number (ints, floats and bools); NaN when absent or not numeric.
double NumericParam(const TrialData& trial, const std::string& key);
// Whether the param is an int or a float in every trial that has it (and at least one has it).
bool IsNumericKey(const std::vector<const TrialData*>& trials, const std::string& key);

}  // namespace nilab::host::report
