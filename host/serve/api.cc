#include "host/serve/api.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <set>
#include <variant>

#include "host/analysis/protocol_compare.h"
#include "host/analysis/status.h"
#include "host/analysis/table.h"
#include "host/report/report_data.h"
#include "host/report/routing_figure.h"
#include "host/report/routing_trace.h"
#include "host/report/standalone.h"
#include "host/report/svg.h"
#include "host/store/notes.h"
#include "host/store/results.h"
#include "host/store/sqlite.h"

namespace nilab::host::serve {
namespace {

using json = nlohmann::ordered_json;
using store::Statement;

// The statuses a sweep's counts always list (whether or not this build knows "pruned").
constexpr const char* kStatuses[] = {"queued", "running",     "done",
                                     "failed", "interrupted", "pruned"};

json ParamJson(const sdk::ParamValue& value) {
  return std::visit([](const auto& v) { return json(v); }, value);
}

// NaN and infinities become null (JSON has neither).
json Number(double value) { return std::isfinite(value) ? json(value) : json(nullptr); }

void CheckRows(size_t rows, const HandlerOptions& options) {
  if (rows > options.max_rows) {
    throw ApiError(413, "more than " + std::to_string(options.max_rows) +
                            " metric rows: narrow the request (metric=, phase=)");
  }
}

// The row cap of an endpoint, checked before it reads: `select` (a SELECT whose parameter ?1 is
// `key`) holds more than `cap` rows -> 413 naming `what`. Counts at most cap + 1 of them.
void CapRows(const ApiContext& c, const std::string& what, const std::string& select,
             const std::variant<std::string, int64_t>& key, size_t cap) {
  Statement count(c.store.handle(), c.store.path(),
                  "SELECT count(*) FROM (" + select + " LIMIT ?2)");
  std::visit([&](const auto& k) { count.Bind(1, k); }, key);
  count.Bind(2, static_cast<int64_t>(cap) + 1);
  count.Step();
  if (count.Int(0) > static_cast<int64_t>(cap)) {
    throw ApiError(413, "more than " + std::to_string(cap) + " " + what +
                            " rows in one request: narrow it, or query the database with "
                            "`nilab query`");
  }
}

// The rows of the sweep named ?1, by table.
constexpr const char* kSweepTrials =
    "SELECT 1 FROM trials t JOIN sweeps s ON s.id = t.sweep_id WHERE s.name = ?1";
constexpr const char* kSweepParams =
    "SELECT 1 FROM params p JOIN trials t ON t.id = p.trial_id JOIN sweeps s ON "
    "s.id = t.sweep_id WHERE s.name = ?1";
constexpr const char* kSweepFinals =
    "SELECT 1 FROM metrics m JOIN trials t ON t.id = m.trial_id JOIN sweeps s ON "
    "s.id = t.sweep_id WHERE s.name = ?1 AND m.is_final = 1";
constexpr const char* kSweepMetrics =
    "SELECT 1 FROM metrics m JOIN trials t ON t.id = m.trial_id JOIN sweeps s ON "
    "s.id = t.sweep_id WHERE s.name = ?1";
constexpr const char* kSweepNotes =
    "SELECT 1 FROM notes n JOIN sweeps s ON s.id = n.sweep_id WHERE s.name = ?1";

void RequireSweep(const ApiContext& c, const std::string& sweep) {
  if (!IsValidName(sweep)) throw ApiError(400, "not a sweep name");
  if (!c.store.FindSweep(sweep)) throw ApiError(404, "no sweep named '" + sweep + "'");
}

// Query parameter `key`, checked as a phase name ("" when absent).
std::string PhaseParam(const Target& target) {
  const std::string phase = target.Get("phase");
  if (!phase.empty() && !IsValidName(phase)) throw ApiError(400, "phase: not a phase name");
  return phase;
}

// Trials per status of each sweep, straight from the table, so that a status this build does not
// know (another version's "pruned") is counted too.
std::map<std::string, std::map<std::string, int64_t>> StatusCounts(store::Store& store) {
  std::map<std::string, std::map<std::string, int64_t>> counts;
  Statement select(store.handle(), store.path(),
                   "SELECT s.name, t.status, count(*) FROM trials t JOIN sweeps s "
                   "ON s.id = t.sweep_id GROUP BY s.name, t.status");
  while (select.Step()) counts[select.Text(0)][select.Text(1)] = select.Int(2);
  return counts;
}

json ProgressJson(const analysis::SweepProgress* progress,
                  const std::map<std::string, int64_t>& counts) {
  json j;
  json by_status = json::object();
  int64_t total = 0, finished = 0;
  for (const char* status : kStatuses) by_status[status] = 0;
  for (const auto& [status, n] : counts) {
    by_status[status] = n;
    total += n;
    if (status == "done" || status == "failed" || status == "pruned") finished += n;
  }
  j["total"] = total;
  j["finished"] = finished;
  j["counts"] = by_status;
  j["workers"] = progress ? progress->workers : 0;
  j["stale"] = progress ? static_cast<int64_t>(progress->stale.size()) : 0;
  // Running, beating, but no step for train.stall_timeout.
  j["stalled"] = progress ? static_cast<int64_t>(progress->stalled.size()) : 0;
  j["elapsed_s"] = Number(progress ? progress->elapsed_s : std::nan(""));
  j["mean_trial_s"] = Number(progress ? progress->mean_trial_s : std::nan(""));
  j["eta_s"] = Number(progress ? progress->eta_s : std::nan(""));
  return j;
}

// The sweeps' progress as `nilab status` computes it, by sweep name.
std::map<std::string, analysis::SweepProgress> Progress(const ApiContext& c,
                                                        const std::string& sweep) {
  store::ResultsQuery query;
  query.sweep = sweep;
  query.with_params = false;
  query.with_metrics = false;
  std::map<std::string, analysis::SweepProgress> by_name;
  for (auto& p : analysis::ComputeProgress(store::LoadResults(c.store, query), analysis::NowUnix(),
                                           c.options.stale_after_s)) {
    by_name[p.sweep] = std::move(p);
  }
  return by_name;
}

// When trial t stalled (train.stall_timeout), or '' (also on a database older than version 7,
// opened read-only and not migrated: it has no stalls table).
std::string StalledColumn(const ApiContext& c) {
  return store::HasTable(c.store.handle(), c.store.path(), "stalls")
             ? "coalesce((SELECT since FROM stalls WHERE trial_id = t.id), '')"
             : "''";
}

// The first line of an error, at most 300 characters (the trial page shows all of it).
std::string ShortError(const std::string& error) {
  std::string line = error.substr(0, error.find('\n'));
  if (line.size() > 300) line = line.substr(0, 297) + "...";
  return line;
}

}  // namespace

json ApiSweeps(const ApiContext& c) {
  CapRows(c, "trial", "SELECT 1 FROM trials WHERE ?1 = ?1", int64_t{0}, c.options.max_rows);
  const auto progress = Progress(c, "");
  const auto counts = StatusCounts(c.store);
  json sweeps = json::array();
  for (const auto& info : store::ListSweeps(c.store)) {
    const auto p = progress.find(info.name);
    const auto n = counts.find(info.name);
    json sweep = {{"name", info.name},
                  {"file", info.file},
                  {"created_at", info.created_at},
                  {"updated_at", info.updated_at}};
    sweep.update(ProgressJson(p == progress.end() ? nullptr : &p->second,
                              n == counts.end() ? std::map<std::string, int64_t>{} : n->second));
    sweeps.push_back(std::move(sweep));
  }
  return {{"now", analysis::NowUnix()}, {"sweeps", sweeps}};
}

json ApiSweep(const ApiContext& c, const std::string& sweep, const Target& target) {
  RequireSweep(c, sweep);
  for (const auto& [what, select] : {std::pair{"trial", kSweepTrials},
                                     {"param", kSweepParams},
                                     {"final metric", kSweepFinals},
                                     {"note", kSweepNotes}}) {
    CapRows(c, what, select, sweep, c.options.max_rows);
  }
  store::ResultsQuery query;
  query.sweep = sweep;
  query.phase = PhaseParam(target);
  const auto trials = store::LoadResults(c.store, query);

  // The compare table: the same calls as `nilab compare SWEEP [--by ..] [--metric ..]`.
  analysis::CompareOptions compare;
  const std::string by = target.Get("by");
  if (!by.empty()) compare.by = analysis::SplitList(by);
  for (const auto& [key, value] : target.query) {
    if (key != "metric") continue;
    for (const auto& name : analysis::SplitList(value)) {
      if (!IsValidMetricName(name)) throw ApiError(400, "metric: not a metric name");
      compare.metrics.push_back(name);
    }
  }
  if (by.empty()) compare.by = analysis::ConfigGrouping(trials);
  if (!trials.empty() && c.metric_info) c.metric_info(trials.front().task, &compare);
  json compare_json = nullptr;
  std::string compare_error;
  json protocol_json = nullptr;
  try {
    analysis::CompareResult result = analysis::Compare(trials, compare);
    result.warnings = analysis::ReviewComparison(c.store, trials, trials, result, compare);
    compare_json = json::parse(analysis::FormatCompare(result, "json"));
    // A [protocol] sweep: the report `nilab compare` prints (budgets, choices, verdicts).
    if (auto report = analysis::CompareProtocolSweep(c.store, sweep, compare)) {
      protocol_json = json::parse(analysis::FormatProtocol(*report, "json"));
    }
  } catch (const analysis::AnalysisError& e) {
    compare_error = e.what();
  }

  std::set<std::string> metric_names;
  json rows = json::array();
  for (const auto& t : trials) {
    json params = json::object();
    for (const auto& [key, value] : t.params) params[key] = ParamJson(value);
    json metrics = json::object();
    for (const auto& [name, value] : t.metrics) {
      metrics[name] = Number(value);
      metric_names.insert(name);
    }
    rows.push_back({{"id", t.id},
                    {"index", t.index},
                    {"model", t.model},
                    {"seed", t.seed},
                    {"status", store::TrialStatusName(t.status)},
                    {"attempts", t.attempts},
                    {"stage", t.stage},
                    {"started_at", t.started_at},
                    {"ended_at", t.ended_at},
                    {"stalled_at", t.stalled_at},
                    {"error", ShortError(t.error)},
                    {"phase", t.phase},
                    {"params", params},
                    {"metrics", metrics}});
  }
  const auto progress = Progress(c, sweep);
  const auto counts = StatusCounts(c.store);
  const auto p = progress.find(sweep);
  const auto n = counts.find(sweep);

  std::string source, file;
  Statement select(c.store.handle(), c.store.path(),
                   "SELECT file, source FROM sweeps WHERE name = ?");
  select.Bind(1, sweep);
  if (select.Step()) {
    file = select.Text(0);
    source = select.Text(1);
  }
  json j = {{"name", sweep}, {"file", file}, {"source", source}};
  j["progress"] = ProgressJson(p == progress.end() ? nullptr : &p->second,
                               n == counts.end() ? std::map<std::string, int64_t>{} : n->second);
  j["headline"] = compare.headline;
  j["phases"] = store::FinalPhases(c.store, sweep);
  j["metrics"] = std::vector<std::string>(metric_names.begin(), metric_names.end());
  j["varying"] = analysis::VaryingKeys(trials);
  j["compare"] = compare_json;
  j["compare_error"] = compare_error;
  j["protocol"] = protocol_json;
  j["trials"] = rows;
  // Tags and notes (`nilab trials tag|note`) of the sweep and its trials.
  json notes = json::array();
  if (const auto sweep_id = c.store.FindSweep(sweep)) {
    for (const auto& n : store::Notes(c.store, *sweep_id)) {
      notes.push_back({{"trial_id", n.trial_id ? json(*n.trial_id) : json(nullptr)},
                       {"kind", n.kind},
                       {"text", n.text},
                       {"created_at", n.created_at}});
    }
  }
  j["notes"] = notes;
  return j;
}

json ApiCurves(const ApiContext& c, const std::string& sweep, const Target& target) {
  RequireSweep(c, sweep);
  std::string metric = target.Get("metric");
  if (!metric.empty() && !IsValidMetricName(metric)) {
    throw ApiError(400, "metric: not a metric name");
  }
  std::string phase = PhaseParam(target);

  // The per-epoch metrics the sweep has, and the phases of each, in the order first logged.
  std::vector<std::string> names;
  std::map<std::string, std::vector<std::string>> phases_of;
  {
    Statement select(c.store.handle(), c.store.path(),
                     "SELECT m.name, m.phase FROM metrics m JOIN trials t ON t.id = m.trial_id "
                     "JOIN sweeps s ON s.id = t.sweep_id WHERE s.name = ? AND m.is_final = 0 "
                     "GROUP BY m.name, m.phase ORDER BY min(m.id)");
    select.Bind(1, sweep);
    while (select.Step()) {
      const std::string name = select.Text(0);
      if (!phases_of.count(name)) names.push_back(name);
      phases_of[name].push_back(select.Text(1));
    }
  }
  std::sort(names.begin(), names.end());
  if (metric.empty()) {
    // The task's headline, else the first validation aggregate, else the first name.
    analysis::CompareOptions info;
    Statement task(c.store.handle(), c.store.path(),
                   "SELECT t.task FROM trials t JOIN sweeps s ON s.id = t.sweep_id "
                   "WHERE s.name = ? LIMIT 1");
    task.Bind(1, sweep);
    if (task.Step() && c.metric_info) c.metric_info(task.Text(0), &info);
    if (phases_of.count(info.headline)) {
      metric = info.headline;
    } else {
      for (const auto& name : names) {
        if (name.rfind("val/", 0) == 0 && analysis::IsAggregate(name)) {
          metric = name;
          break;
        }
      }
      if (metric.empty() && !names.empty()) metric = names.front();
    }
  }
  json j = {{"sweep", sweep}, {"metrics", names}};
  const auto phases = phases_of.find(metric);
  j["phases"] = phases == phases_of.end() ? std::vector<std::string>{} : phases->second;
  if (phase.empty() && phases != phases_of.end()) phase = phases->second.back();
  j["metric"] = metric;
  j["phase"] = phase;

  std::map<int64_t, json> curves;
  std::vector<int64_t> order;
  {
    Statement select(c.store.handle(), c.store.path(),
                     "SELECT t.id, t.idx, t.model, t.seed, t.status, m.epoch, m.step, m.value "
                     "FROM trials t JOIN sweeps s ON s.id = t.sweep_id "
                     "LEFT JOIN metrics m ON m.trial_id = t.id AND m.is_final = 0 AND "
                     "m.name = ?2 AND m.phase = ?3 "
                     "WHERE s.name = ?1 ORDER BY t.idx, m.epoch, m.step LIMIT ?4");
    select.Bind(1, sweep).Bind(2, metric).Bind(3, phase);
    select.Bind(4, static_cast<int64_t>(c.options.max_rows) + 1);
    size_t rows = 0;
    while (select.Step()) {
      CheckRows(++rows, c.options);
      const int64_t id = select.Int(0);
      auto it = curves.find(id);
      if (it == curves.end()) {
        order.push_back(id);
        it = curves
                 .emplace(id, json{{"id", id},
                                   {"index", select.Int(1)},
                                   {"model", select.Text(2)},
                                   {"seed", select.Int(3)},
                                   {"status", select.Text(4)},
                                   {"points", json::array()}})
                 .first;
      }
      if (select.IsNull(5)) continue;  // no value of this metric yet
      it->second["points"].push_back({select.Int(5), select.Int(6), Number(select.Real(7))});
    }
  }
  json trials = json::array();
  for (int64_t id : order) {
    if (!curves[id]["points"].empty()) trials.push_back(std::move(curves[id]));
  }
  j["trials"] = trials;
  return j;
}

FiguresData ApiFiguresData(const ApiContext& c, const std::string& sweep) {
  RequireSweep(c, sweep);
  // Every per-epoch value of the sweep is drawn: the cap is on those.
  CapRows(c, "metric", kSweepMetrics, sweep, c.options.max_figure_rows);
  CapRows(c, "trial", kSweepTrials, sweep, c.options.max_rows);
  FiguresData figures;
  figures.sweep = sweep;
  figures.options.sweep = sweep;
  analysis::CompareOptions info;
  Statement task(c.store.handle(), c.store.path(),
                 "SELECT t.task FROM trials t JOIN sweeps s ON s.id = t.sweep_id "
                 "WHERE s.name = ? LIMIT 1");
  task.Bind(1, sweep);
  if (task.Step() && c.metric_info) c.metric_info(task.Text(0), &info);
  task.Reset();
  figures.options.headline = info.headline;
  figures.options.higher_is_better = info.higher_is_better;
  figures.data = report::LoadReportData(c.store, sweep);
  return figures;
}

json ApiFigures(const FiguresData& figures, const std::function<void()>& check_deadline) {
  json out = json::array();
  for (const auto& f : report::RenderStandaloneFigures(figures.data, figures.options)) {
    check_deadline();
    out.push_back({{"name", f.name}, {"svg", f.svg}});
  }
  return {{"sweep", figures.sweep}, {"figures", out}};
}

json ApiTrial(const ApiContext& c, long long trial_id) {
  sqlite3* db = c.store.handle();
  const std::string& path = c.store.path();
  Statement select(db, path,
                   "SELECT t.id, s.name, t.idx, t.config_hash, t.config_json, t.task, t.model, "
                   "t.seed, t.status, t.error, t.attempts, t.worker, t.heartbeat_at, "
                   "t.created_at, t.started_at, t.ended_at, t.host, t.git_commit, t.git_dirty, "
                   "t.nilab_version, t.torch_version, t.sdk_abi, t.device, t.threads, "
                   "t.num_params, t.model_params, t.command_line, t.provenance_json, " +
                       StalledColumn(c) +
                       " FROM trials t JOIN sweeps s ON s.id = t.sweep_id WHERE t.id = ?");
  select.Bind(1, static_cast<int64_t>(trial_id));
  if (!select.Step()) throw ApiError(404, "no trial with id " + std::to_string(trial_id));
  for (const char* table : {"params", "phases", "artifacts", "notes"}) {
    CapRows(c, std::string(table, std::strlen(table) - 1),
            std::string("SELECT 1 FROM ") + table + " WHERE trial_id = ?1",
            static_cast<int64_t>(trial_id), c.options.max_rows);
  }
  const auto parse = [](const std::string& text) {
    return text.empty() ? json(nullptr) : json::parse(text, nullptr, false);
  };
  const auto optional_int = [&](int column) {
    return select.IsNull(column) ? json(nullptr) : json(select.Int(column));
  };
  json j = {{"id", select.Int(0)},
            {"sweep", select.Text(1)},
            {"index", select.Int(2)},
            {"config_hash", select.Text(3)},
            {"config", parse(select.Text(4))},
            {"task", select.Text(5)},
            {"model", select.Text(6)},
            {"seed", select.Int(7)},
            {"status", select.Text(8)},
            {"error", select.Text(9)},
            {"attempts", select.Int(10)},
            {"worker", select.Text(11)},
            {"heartbeat_at", select.Text(12)},
            {"created_at", select.Text(13)},
            {"started_at", select.Text(14)},
            {"ended_at", select.Text(15)},
            {"stalled_at", select.Text(28)}};
  // The task's headline metric (the trial page charts it first), or null.
  analysis::CompareOptions info;
  if (c.metric_info) c.metric_info(select.Text(5), &info);
  j["headline"] = info.headline.empty() ? json(nullptr) : json(info.headline);
  j["provenance"] = {{"host", select.Text(16)},
                     {"git_commit", select.Text(17)},
                     {"git_dirty", select.IsNull(18) ? json(nullptr) : json(select.Int(18) != 0)},
                     {"nilab_version", select.Text(19)},
                     {"torch_version", select.Text(20)},
                     {"sdk_abi", optional_int(21)},
                     {"device", select.Text(22)},
                     {"threads", optional_int(23)},
                     {"num_params", optional_int(24)},
                     {"model_params", optional_int(25)},
                     {"command_line", select.Text(26)},
                     {"extra", parse(select.Text(27))}};

  json params = json::object();
  Statement param_rows(db, path,
                       "SELECT key, type, value_int, value_real, value_text FROM params "
                       "WHERE trial_id = ? ORDER BY key");
  param_rows.Bind(1, static_cast<int64_t>(trial_id));
  while (param_rows.Step()) {
    const std::string type = param_rows.Text(1);
    json value;
    if (type == "int") {
      value = param_rows.Int(2);
    } else if (type == "bool") {
      value = param_rows.Int(2) != 0;
    } else if (type == "float") {
      value = Number(param_rows.Real(3));
    } else if (type == "string") {
      value = param_rows.Text(4);
    } else {
      value = parse(param_rows.Text(4));  // lists, stored as JSON arrays
    }
    params[param_rows.Text(0)] = value;
  }
  j["params"] = params;

  json phases = json::array();
  Statement phase_rows(db, path,
                       "SELECT name, status, epochs_done, started_at, ended_at FROM phases "
                       "WHERE trial_id = ? ORDER BY id");
  phase_rows.Bind(1, static_cast<int64_t>(trial_id));
  while (phase_rows.Step()) {
    phases.push_back({{"name", phase_rows.Text(0)},
                      {"status", phase_rows.Text(1)},
                      {"epochs_done", phase_rows.Int(2)},
                      {"started_at", phase_rows.Text(3)},
                      {"ended_at", phase_rows.Text(4)}});
  }
  j["phases"] = phases;

  // history[phase][metric] = [[epoch, step, value], ...]; final[phase][metric] = value.
  json history = json::object(), final_metrics = json::object();
  Statement metric_rows(db, path,
                        "SELECT phase, name, epoch, step, value, is_final FROM metrics "
                        "WHERE trial_id = ? ORDER BY id LIMIT ?");
  metric_rows.Bind(1, static_cast<int64_t>(trial_id));
  metric_rows.Bind(2, static_cast<int64_t>(c.options.max_rows) + 1);
  size_t rows = 0;
  while (metric_rows.Step()) {
    CheckRows(++rows, c.options);
    const std::string phase = metric_rows.Text(0), name = metric_rows.Text(1);
    const json value = Number(metric_rows.Real(4));
    if (metric_rows.Int(5)) {
      final_metrics[phase][name] = value;
    } else {
      history[phase][name].push_back({metric_rows.Int(2), metric_rows.Int(3), value});
    }
  }
  j["history"] = history;
  j["final"] = final_metrics;

  json artifacts = json::array();
  Statement artifact_rows(db, path,
                          "SELECT phase, epoch, kind, path, sha256, bytes, created_at FROM "
                          "artifacts WHERE trial_id = ? ORDER BY id");
  artifact_rows.Bind(1, static_cast<int64_t>(trial_id));
  while (artifact_rows.Step()) {
    artifacts.push_back({{"phase", artifact_rows.Text(0)},
                         {"epoch", artifact_rows.Int(1)},
                         {"kind", artifact_rows.Text(2)},
                         {"path", artifact_rows.Text(3)},
                         {"sha256", artifact_rows.Text(4)},
                         {"bytes", artifact_rows.Int(5)},
                         {"created_at", artifact_rows.Text(6)}});
  }
  j["artifacts"] = artifacts;

  // This trial's tags and notes (nilab trials tag|note), oldest first.
  json notes = json::array();
  Statement note_rows(db, path,
                      "SELECT kind, text, created_at FROM notes WHERE trial_id = ? ORDER BY id");
  note_rows.Bind(1, static_cast<int64_t>(trial_id));
  while (note_rows.Step()) {
    notes.push_back({{"kind", note_rows.Text(0)},
                     {"text", note_rows.Text(1)},
                     {"created_at", note_rows.Text(2)}});
  }
  j["notes"] = notes;
  return j;
}

RoutingRows ApiTrialRoutingRows(const ApiContext& c, long long trial_id) {
  sqlite3* db = c.store.handle();
  const std::string& path = c.store.path();
  Statement trial(db, path, "SELECT model, idx, seed FROM trials WHERE id = ?");
  trial.Bind(1, static_cast<int64_t>(trial_id));
  if (!trial.Step()) throw ApiError(404, "no trial with id " + std::to_string(trial_id));
  CapRows(c, "routing artifact", "SELECT 1 FROM artifacts WHERE trial_id = ?1 AND kind = 'routing'",
          static_cast<int64_t>(trial_id), c.options.max_rows);
  RoutingRows out;
  out.trial_id = trial_id;
  out.model = trial.Text(0);
  out.index = trial.Int(1);
  out.seed = trial.Int(2);
  out.roots = store::ArtifactRoots::Of(c.store);
  // The newest trace of each phase, phases in the order they first wrote one (as the report).
  Statement rows(db, path,
                 "SELECT phase, epoch, path FROM artifacts WHERE trial_id = ? AND kind = 'routing' "
                 "ORDER BY id");
  rows.Bind(1, static_cast<int64_t>(trial_id));
  while (rows.Step()) {
    const std::string phase = rows.Text(0);
    auto it = std::find_if(out.traces.begin(), out.traces.end(),
                           [&](const RoutingTrace& t) { return t.phase == phase; });
    if (it == out.traces.end()) {
      RoutingTrace trace;
      trace.phase = phase;
      it = out.traces.insert(out.traces.end(), trace);
    }
    it->epoch = rows.Int(1);
    it->recorded = rows.Text(2);
  }
  return out;
}

json ApiTrialRouting(const RoutingRows& rows, const std::function<void()>& check_deadline) {
  json pictures = json::array(), left_out = json::array();
  for (const RoutingTrace& t : rows.traces) {
    check_deadline();
    try {
      const report::RoutingTraceData trace = report::ReadRoutingTrace(
          rows.roots, t.recorded, "trial " + std::to_string(rows.trial_id) + " routing");
      const std::string title = "Routing of " + rows.model + " (trial " +
                                std::to_string(rows.index) + ", seed " + std::to_string(rows.seed) +
                                "), end of " + t.phase;
      const auto svgs = report::StandaloneSvgs(report::RenderRoutingFigure(trace, title));
      if (svgs.empty()) throw report::ReportError(t.recorded + ": nothing to draw");
      pictures.push_back({{"phase", t.phase},
                          {"epoch", t.epoch},
                          {"path", t.recorded},
                          {"split", trace.split},
                          {"svg", svgs.front() + "\n"}});
    } catch (const report::ReportError& e) {
      left_out.push_back(t.phase + ": " + e.what());
    }
  }
  return {{"trial", rows.trial_id}, {"pictures", pictures}, {"left_out", left_out}};
}

}  // namespace nilab::host::serve
