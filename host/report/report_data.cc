#include "host/report/report_data.h"

#include <toml++/toml.h>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <unordered_map>

#include "host/store/sweep_views.h"

namespace nilab::host::report {

double TrialData::Final(const std::string& phase, const std::string& metric) const {
  auto p = finals.find(phase);
  if (p == finals.end()) return std::nan("");
  auto m = p->second.find(metric);
  return m == p->second.end() ? std::nan("") : m->second;
}

const nlohmann::json* TrialData::PhaseConfig(const std::string& phase) const {
  auto phases = config.find("phases");
  if (phases == config.end() || !phases->is_array()) return nullptr;
  for (const auto& p : *phases) {
    if (p.value("name", "") == phase) return &p;
  }
  return nullptr;
}

ReportData LoadReportData(store::Store& store, const std::string& sweep) {
  ReportData data;
  data.db_path = store.path();
  data.roots = store::ArtifactRoots::Of(store);
  data.sweep = sweep;
  store::ResultsQuery query;
  query.sweep = sweep;
  std::vector<store::TrialResult> results = store::LoadResults(store, query);  // checks the name
  if (const auto sweep_id = store.FindSweep(sweep)) {
    data.notes = store::Notes(store, *sweep_id);
    data.review = store::LoadReviewFacts(store, {sweep});
    data.protocol_plan = store::ProtocolPlan(store, *sweep_id).value_or("");
    data.protocol_choices = store::ProtocolChoices(store, *sweep_id);
  }

  std::unordered_map<int64_t, size_t> position;
  for (auto& r : results) {
    position[r.id] = data.trials.size();
    TrialData t;
    t.result = std::move(r);
    data.trials.push_back(std::move(t));
  }
  const store::SweepRows rows = store::LoadSweepRows(store, sweep);
  if (rows.sweep) {
    data.file = rows.sweep->file;
    data.source = rows.sweep->source;
    data.created_at = rows.sweep->created_at;
    data.updated_at = rows.sweep->updated_at;
  }
  for (const auto& [trial_id, config_json] : rows.configs) {
    auto it = position.find(trial_id);
    if (it == position.end()) continue;
    data.trials[it->second].config = nlohmann::json::parse(config_json, nullptr, false);
  }
  std::vector<std::string> logged_phases;
  for (const store::SweepRows::Metric& m : rows.metrics) {
    auto it = position.find(m.trial_id);
    if (it == position.end()) continue;
    TrialData& t = data.trials[it->second];
    if (std::find(logged_phases.begin(), logged_phases.end(), m.phase) == logged_phases.end()) {
      logged_phases.push_back(m.phase);
    }
    if (m.is_final) {
      t.finals[m.phase][m.name] = m.value;
    } else {
      t.history[m.phase][m.name].emplace_back(m.epoch, m.value);
    }
  }
  for (const store::SweepRows::Routing& r : rows.routing) {
    auto it = position.find(r.trial_id);
    if (it == position.end()) continue;
    data.trials[it->second].routing[r.phase] = r.path;
  }
  for (auto& t : data.trials) {
    for (auto& [phase, metrics] : t.history) {
      for (auto& [name, points] : metrics) std::sort(points.begin(), points.end());
    }
    if (std::find(data.models.begin(), data.models.end(), t.result.model) == data.models.end()) {
      data.models.push_back(t.result.model);
    }
  }
  // Phases in the sweep's order, then any other logged phase in the order it was logged.
  for (const auto& t : data.trials) {
    if (!t.config.is_object() || !t.config.contains("phases")) continue;
    for (const auto& p : t.config["phases"]) {
      const std::string name = p.value("name", "");
      if (std::find(logged_phases.begin(), logged_phases.end(), name) != logged_phases.end() &&
          std::find(data.phases.begin(), data.phases.end(), name) == data.phases.end()) {
        data.phases.push_back(name);
      }
    }
  }
  for (const auto& phase : logged_phases) {
    if (std::find(data.phases.begin(), data.phases.end(), phase) == data.phases.end()) {
      data.phases.push_back(phase);
    }
  }
  // The description, from the sweep's TOML, for the header (a source that no longer parses
  // just has none).
  try {
    const toml::table table = toml::parse(data.source);
    data.description = table["description"].value_or(std::string());
    data.search_mode = table["search"]["mode"].value_or(std::string("grid"));
  } catch (const toml::parse_error&) {
  }
  return data;
}

}  // namespace nilab::host::report
