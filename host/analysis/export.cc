#include "host/analysis/export.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "host/analysis/table.h"

namespace nilab::host::analysis {
namespace {

using Json = nlohmann::ordered_json;

std::tuple<int, std::string> ParamOrder(const std::string& key) {
  if (key.find('.') == std::string::npos) return {0, key};
  if (key.rfind("task.", 0) == 0) return {1, key};
  if (key.rfind("train.", 0) == 0) return {2, key};
  return {3, key};
}

Json ParamJson(const sdk::ParamValue& value) {
  return std::visit([](const auto& v) { return Json(v); }, value);
}

// A JSON value as a CSV field: strings bare, numbers exact, null empty, the rest as JSON.
std::string CsvText(const Json& value) {
  if (value.is_null()) return "";
  if (value.is_string()) return value.get<std::string>();
  if (value.is_number_float()) return FormatNumber(value.get<double>());
  return value.dump();
}

}  // namespace

std::string ExportResults(const std::vector<store::TrialResult>& trials,
                          const std::string& format) {
  CheckFormat(format, {"csv", "json"});
  const std::vector<std::string> fixed = {
      "sweep",  "trial_id", "idx",        "config_hash", "task",       "model", "seed",
      "status", "attempts", "started_at", "ended_at",    "duration_s", "phase"};
  std::set<std::string> keys, metrics;
  for (const auto& t : trials) {
    for (const auto& [key, value] : t.params) {
      if (key != "model" && key != "task" && key != "seed") keys.insert(key);
    }
    for (const auto& [name, value] : t.metrics) metrics.insert(name);
  }
  std::vector<std::string> params(keys.begin(), keys.end());
  std::sort(params.begin(), params.end(), [](const std::string& a, const std::string& b) {
    return ParamOrder(a) < ParamOrder(b);
  });
  std::set<std::string> used(fixed.begin(), fixed.end());
  auto column = [&](const std::string& name, const std::string& prefix) {
    const std::string c = used.count(name) ? prefix + name : name;
    used.insert(c);
    return c;
  };
  std::vector<std::string> header = fixed;
  for (const auto& key : params) header.push_back(column(key, "param."));
  for (const auto& name : metrics) header.push_back(column(name, "metric."));

  std::vector<Json> rows;
  for (const auto& t : trials) {
    Json row = Json::object();
    auto optional_text = [](const std::string& s) { return s.empty() ? Json(nullptr) : Json(s); };
    const std::vector<Json> values = {t.sweep,
                                      t.id,
                                      t.index,
                                      t.config_hash,
                                      t.task,
                                      t.model,
                                      t.seed,
                                      store::TrialStatusName(t.status),
                                      t.attempts,
                                      optional_text(t.started_at),
                                      optional_text(t.ended_at),
                                      std::isnan(t.started_unix) || std::isnan(t.ended_unix)
                                          ? Json(nullptr)
                                          : Json(t.ended_unix - t.started_unix),
                                      optional_text(t.phase)};
    for (size_t i = 0; i < fixed.size(); ++i) row[header[i]] = values[i];
    size_t c = fixed.size();
    for (const auto& key : params) {
      const sdk::ParamValue* value = t.Param(key);
      row[header[c++]] = value ? ParamJson(*value) : Json(nullptr);
    }
    for (const auto& name : metrics) {
      auto it = t.metrics.find(name);
      row[header[c++]] =
          it == t.metrics.end() || std::isnan(it->second) ? Json(nullptr) : Json(it->second);
    }
    rows.push_back(std::move(row));
  }
  if (format == "json") return Json(rows).dump(2) + "\n";
  TextTable table;
  table.header = header;
  for (const auto& row : rows) {
    std::vector<std::string> cells;
    for (const auto& name : header) cells.push_back(CsvText(row[name]));
    table.rows.push_back(std::move(cells));
  }
  return RenderCsv(table);
}

std::vector<store::TrialResult> LoadAllPhases(store::Store& store, const std::string& sweep) {
  store::ResultsQuery query;
  query.sweep = sweep;
  const std::vector<store::TrialResult> last = store::LoadResults(store, query);
  std::map<int64_t, std::vector<store::TrialResult>> rows;  // trial id -> one row per phase
  for (const auto& phase : store::FinalPhases(store, sweep)) {
    query.phase = phase;
    for (auto& t : store::LoadResults(store, query)) {
      if (!t.phase.empty()) rows[t.id].push_back(std::move(t));
    }
  }
  std::vector<store::TrialResult> out;
  for (const auto& t : last) {
    auto it = rows.find(t.id);
    if (it == rows.end()) {
      out.push_back(t);  // no final metrics yet
    } else {
      for (auto& row : it->second) out.push_back(std::move(row));
    }
  }
  return out;
}

}  // namespace nilab::host::analysis
