#include "host/report/report_data.h"

#include <toml++/toml.h>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <unordered_map>

#include "host/store/sqlite.h"

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
  sqlite3* db = store.handle();
  const std::string& path = store.path();
  std::vector<std::string> logged_phases;
  store::RunRead(path, "reading the report's data", [&] {
    logged_phases.clear();
    for (auto& t : data.trials) {
      t.finals.clear();
      t.history.clear();
      t.routing.clear();
    }
    store::Exec(db, path, "BEGIN");
    try {
      store::Statement sweep_row(db, path,
                                 "SELECT file, source, extra_json, created_at, updated_at "
                                 "FROM sweeps WHERE name = ?");
      sweep_row.Bind(1, sweep);
      if (sweep_row.Step()) {
        data.file = sweep_row.Text(0);
        data.source = sweep_row.Text(1);
        data.created_at = sweep_row.Text(3);
        data.updated_at = sweep_row.Text(4);
      }
      store::Statement configs(db, path,
                               "SELECT t.id, t.config_json FROM trials t JOIN sweeps s "
                               "ON s.id = t.sweep_id WHERE s.name = ?");
      configs.Bind(1, sweep);
      while (configs.Step()) {
        auto it = position.find(configs.Int(0));
        if (it == position.end()) continue;
        data.trials[it->second].config = nlohmann::json::parse(configs.Text(1), nullptr, false);
      }
      store::Statement metrics(db, path,
                               "SELECT m.trial_id, m.phase, m.epoch, m.name, m.value, m.is_final "
                               "FROM metrics m JOIN trials t ON t.id = m.trial_id JOIN sweeps s "
                               "ON s.id = t.sweep_id WHERE s.name = ? ORDER BY m.id");
      metrics.Bind(1, sweep);
      while (metrics.Step()) {
        auto it = position.find(metrics.Int(0));
        if (it == position.end()) continue;
        TrialData& t = data.trials[it->second];
        const std::string phase = metrics.Text(1);
        if (std::find(logged_phases.begin(), logged_phases.end(), phase) == logged_phases.end()) {
          logged_phases.push_back(phase);
        }
        if (metrics.Int(5) == 1) {
          t.finals[phase][metrics.Text(3)] = metrics.Real(4);
        } else {
          t.history[phase][metrics.Text(3)].emplace_back(metrics.Int(2), metrics.Real(4));
        }
      }
      store::Statement artifacts(db, path,
                                 "SELECT a.trial_id, a.phase, a.path FROM artifacts a "
                                 "JOIN trials t ON t.id = a.trial_id JOIN sweeps s "
                                 "ON s.id = t.sweep_id WHERE s.name = ? AND a.kind = 'routing' "
                                 "ORDER BY a.id");
      artifacts.Bind(1, sweep);
      while (artifacts.Step()) {
        auto it = position.find(artifacts.Int(0));
        if (it == position.end()) continue;
        data.trials[it->second].routing[artifacts.Text(1)] = artifacts.Text(2);
      }
      store::Exec(db, path, "COMMIT");
    } catch (...) {
      sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  });
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
