#include "host/report/series.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>

#include "host/analysis/compare.h"
#include "host/analysis/stats.h"

namespace nilab::host::report {

std::vector<std::string> VaryingKeys(const std::vector<const TrialData*>& trials) {
  std::map<std::string, std::set<std::string>> values;
  for (const TrialData* t : trials) {
    for (const auto& [key, value] : t->result.params) {
      if (key == "seed" || key == "search.seed") continue;  // which draw, not a setting
      values[key].insert(analysis::TrialValue(t->result, key).value_or("-"));
    }
  }
  std::vector<std::string> keys;
  for (const auto& [key, distinct] : values) {
    // A key some trials lack varies too (its value shows as "-").
    const size_t have = static_cast<size_t>(std::count_if(
        trials.begin(), trials.end(), [&](const TrialData* t) { return t->result.Param(key); }));
    if (distinct.size() + (have < trials.size() ? 1 : 0) > 1) keys.push_back(key);
  }
  return keys;
}

std::vector<Series> ModelSeries(const std::vector<const TrialData*>& trials,
                                const std::vector<std::string>& models) {
  std::vector<Series> out;
  for (const auto& model : models) {
    Series s;
    s.label = model;
    s.model = model;
    for (const TrialData* t : trials) {
      if (t->result.model == model) s.trials.push_back(t);
    }
    if (!s.trials.empty()) out.push_back(std::move(s));
  }
  return out;
}

std::vector<Series> GroupSeries(const std::vector<const TrialData*>& trials,
                                const std::vector<std::string>& models, size_t max_series,
                                std::vector<std::string>* pooled) {
  std::vector<Series> out;
  std::set<std::string> pooled_keys;
  for (const Series& by_model : ModelSeries(trials, models)) {
    const std::vector<std::string> keys = VaryingKeys(by_model.trials);
    std::vector<Series> split;
    std::map<std::vector<std::string>, size_t> index;
    for (const TrialData* t : by_model.trials) {
      std::vector<std::string> values;
      for (const auto& key : keys)
        values.push_back(analysis::TrialValue(t->result, key).value_or("-"));
      auto [it, added] = index.emplace(values, split.size());
      if (added) {
        Series s;
        s.model = by_model.model;
        s.label = by_model.model;
        for (size_t k = 0; k < keys.size(); ++k) s.label += " " + keys[k] + "=" + values[k];
        s.variant = static_cast<int>(split.size());
        split.push_back(std::move(s));
      }
      split[it->second].trials.push_back(t);
    }
    pooled_keys.insert(keys.begin(), keys.end());
    out.insert(out.end(), split.begin(), split.end());
  }
  if (out.size() > max_series) {
    if (pooled) pooled->assign(pooled_keys.begin(), pooled_keys.end());
    return ModelSeries(trials, models);
  }
  if (pooled) pooled->clear();
  return out;
}

Stats Describe(const std::vector<double>& values) {
  Stats s;
  const analysis::Summary summary = analysis::Summarize(values);
  s.n = static_cast<int>(summary.n);
  s.mean = summary.mean;
  s.std = summary.std;
  for (double v : values) {
    if (!std::isfinite(v)) continue;
    s.min = std::isnan(s.min) ? v : std::min(s.min, v);
    s.max = std::isnan(s.max) ? v : std::max(s.max, v);
  }
  return s;
}

double NumericParam(const TrialData& trial, const std::string& key) {
  const sdk::ParamValue* value = trial.result.Param(key);
  if (!value) return std::nan("");
  if (const auto* i = std::get_if<int64_t>(value)) return static_cast<double>(*i);
  if (const auto* d = std::get_if<double>(value)) return *d;
  if (const auto* b = std::get_if<bool>(value)) return *b ? 1.0 : 0.0;
  return std::nan("");
}

bool IsNumericKey(const std::vector<const TrialData*>& trials, const std::string& key) {
  bool any = false;
  for (const TrialData* t : trials) {
    const sdk::ParamValue* value = t->result.Param(key);
    if (!value) continue;
    if (!std::holds_alternative<int64_t>(*value) && !std::holds_alternative<double>(*value)) {
      return false;
    }
    any = true;
  }
  return any;
}

}  // namespace nilab::host::report
