#include "host/serve/api.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
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
#include "host/store/row_counts.h"
#include "host/store/sweep_views.h"
#include "host/store/trial_views.h"

namespace nilab::host::serve {
namespace {

using json = nlohmann::ordered_json;
using store::RowKind;

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

// The row cap of an endpoint, checked before it reads: more than `cap` rows of `kind` (of the
// sweep or trial named) -> 413 naming `what`. Counts at most cap + 1 of them.
void CapRows(const ApiContext& c, const std::string& what, RowKind kind, const std::string& sweep,
             int64_t trial_id, size_t cap) {
  const int64_t count =
      store::CountRowsUpTo(c.store, kind, sweep, trial_id, static_cast<int64_t>(cap) + 1);
  if (count > static_cast<int64_t>(cap)) {
    throw ApiError(413, "more than " + std::to_string(cap) + " " + what +
                            " rows in one request: narrow it, or query the database with "
                            "`nilab query`");
  }
}
void CapSweepRows(const ApiContext& c, const std::string& what, RowKind kind,
                  const std::string& sweep, size_t cap) {
  CapRows(c, what, kind, sweep, 0, cap);
}
void CapTrialRows(const ApiContext& c, const std::string& what, RowKind kind, int64_t trial_id,
                  size_t cap) {
  CapRows(c, what, kind, "", trial_id, cap);
}

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
  // [protocol]: confirm trials not recorded yet, counted in the total.
  const int64_t planned = progress ? progress->planned : 0;
  j["total"] = total + planned;
  j["planned"] = planned;
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
  const auto trials = store::LoadResults(c.store, query);
  std::map<std::string, analysis::SweepProgress> by_name;
  for (auto& p : analysis::ComputeProgress(trials, analysis::NowUnix(), c.options.stale_after_s,
                                           analysis::PlannedTrials(c.store, trials))) {
    by_name[p.sweep] = std::move(p);
  }
  return by_name;
}

// The first line of an error, at most 300 characters (the trial page shows all of it).
std::string ShortError(const std::string& error) {
  std::string line = error.substr(0, error.find('\n'));
  if (line.size() > 300) line = line.substr(0, 297) + "...";
  return line;
}

}  // namespace

json ApiSweeps(const ApiContext& c) {
  CapRows(c, "trial", RowKind::kTrials, "", 0, c.options.max_rows);
  const auto progress = Progress(c, "");
  const auto counts = store::TrialCountsByStatus(c.store);
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
  for (const auto& [what, kind] : {std::pair{"trial", RowKind::kSweepTrials},
                                   {"param", RowKind::kSweepParams},
                                   {"final metric", RowKind::kSweepFinalMetrics},
                                   {"note", RowKind::kSweepNotes}}) {
    CapSweepRows(c, what, kind, sweep, c.options.max_rows);
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
  const auto counts = store::TrialCountsByStatus(c.store);
  const auto p = progress.find(sweep);
  const auto n = counts.find(sweep);

  std::string source, file;
  if (const auto text = store::FindSweepText(c.store, sweep)) {
    file = text->file;
    source = text->source;
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
  for (const auto& [name, metric_phase] : store::EpochMetricPhases(c.store, sweep)) {
    if (!phases_of.count(name)) names.push_back(name);
    phases_of[name].push_back(metric_phase);
  }
  std::sort(names.begin(), names.end());
  if (metric.empty()) {
    // The task's headline, else the first validation aggregate, else the first name.
    analysis::CompareOptions info;
    const auto task = store::SweepTask(c.store, sweep);
    if (task && c.metric_info) c.metric_info(*task, &info);
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
    const auto rows = store::MetricCurves(c.store, sweep, metric, phase,
                                          static_cast<int64_t>(c.options.max_rows) + 1);
    CheckRows(rows.size(), c.options);
    for (const store::CurveRow& row : rows) {
      auto it = curves.find(row.trial_id);
      if (it == curves.end()) {
        order.push_back(row.trial_id);
        it = curves
                 .emplace(row.trial_id, json{{"id", row.trial_id},
                                             {"index", row.index},
                                             {"model", row.model},
                                             {"seed", row.seed},
                                             {"status", row.status},
                                             {"points", json::array()}})
                 .first;
      }
      if (!row.epoch) continue;  // no value of this metric yet
      it->second["points"].push_back({*row.epoch, row.step, Number(row.value)});
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
  CapSweepRows(c, "metric", RowKind::kSweepMetrics, sweep, c.options.max_figure_rows);
  CapSweepRows(c, "trial", RowKind::kSweepTrials, sweep, c.options.max_rows);
  FiguresData figures;
  figures.sweep = sweep;
  figures.options.sweep = sweep;
  analysis::CompareOptions info;
  const auto task = store::SweepTask(c.store, sweep);
  if (task && c.metric_info) c.metric_info(*task, &info);
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

namespace {

// A JSON text stored with a row, as JSON; null when empty, discarded when it does not parse.
json JsonOrNull(const std::string& text) {
  return text.empty() ? json(nullptr) : json::parse(text, nullptr, false);
}

json IntOrNull(const std::optional<int64_t>& value) { return value ? json(*value) : json(nullptr); }

// Where and with what the trial ran (the provenance row).
json ProvenanceJson(const store::TrialDetail& t) {
  json provenance = {{"host", t.host},
                     {"git_commit", t.git_commit},
                     {"git_dirty", t.git_dirty ? json(*t.git_dirty != 0) : json(nullptr)},
                     {"nilab_version", t.nilab_version},
                     {"torch_version", t.torch_version},
                     {"sdk_abi", IntOrNull(t.sdk_abi)},
                     {"device", t.device},
                     {"threads", IntOrNull(t.threads)},
                     {"num_params", IntOrNull(t.num_params)},
                     {"model_params", IntOrNull(t.model_params)},
                     {"command_line", t.command_line},
                     {"extra", JsonOrNull(t.provenance_json)}};
  return provenance;
}

// Its params by key, each as its type.
json ParamsJson(const ApiContext& c, long long trial_id) {
  json params = json::object();
  for (const store::StoredParam& p : store::TrialParams(c.store, trial_id)) {
    json value;
    if (p.type == "int") {
      value = p.value_int;
    } else if (p.type == "bool") {
      value = p.value_int != 0;
    } else if (p.type == "float") {
      value = Number(p.value_real);
    } else if (p.type == "string") {
      value = p.value_text;
    } else {
      value = JsonOrNull(p.value_text);  // lists, stored as JSON arrays
    }
    params[p.key] = value;
  }
  return params;
}

json PhasesJson(const ApiContext& c, long long trial_id) {
  json phases = json::array();
  for (const store::PhaseView& p : store::TrialPhases(c.store, trial_id)) {
    phases.push_back({{"name", p.name},
                      {"status", p.status},
                      {"epochs_done", p.epochs_done},
                      {"started_at", p.started_at},
                      {"ended_at", p.ended_at}});
  }
  return phases;
}

// history[phase][metric] = [[epoch, step, value], ...]; final[phase][metric] = value.
void AddTrialMetrics(const ApiContext& c, long long trial_id, json* j) {
  json history = json::object(), final_metrics = json::object();
  const auto metrics =
      store::TrialMetrics(c.store, trial_id, static_cast<int64_t>(c.options.max_rows) + 1);
  CheckRows(metrics.size(), c.options);
  for (const store::MetricValue& m : metrics) {
    const json value = Number(m.value);
    if (m.is_final) {
      final_metrics[m.phase][m.name] = value;
    } else {
      history[m.phase][m.name].push_back({m.epoch, m.step, value});
    }
  }
  (*j)["history"] = history;
  (*j)["final"] = final_metrics;
}

json ArtifactsJson(const ApiContext& c, long long trial_id) {
  json artifacts = json::array();
  for (const store::ArtifactView& a : store::TrialArtifacts(c.store, trial_id)) {
    artifacts.push_back({{"phase", a.phase},
                         {"epoch", a.epoch},
                         {"kind", a.kind},
                         {"path", a.path},
                         {"sha256", a.sha256},
                         {"bytes", a.bytes},
                         {"created_at", a.created_at}});
  }
  return artifacts;
}

// This trial's tags and notes (nilab trials tag|note), oldest first.
json NotesJson(const ApiContext& c, long long trial_id) {
  json notes = json::array();
  for (const store::Note& n : store::TrialNotes(c.store, trial_id)) {
    notes.push_back({{"kind", n.kind}, {"text", n.text}, {"created_at", n.created_at}});
  }
  return notes;
}

}  // namespace

json ApiTrial(const ApiContext& c, long long trial_id) {
  const auto detail = store::FindTrialDetail(c.store, trial_id);
  if (!detail) throw ApiError(404, "no trial with id " + std::to_string(trial_id));
  for (const auto& [what, kind] : {std::pair{"param", RowKind::kTrialParams},
                                   {"phase", RowKind::kTrialPhases},
                                   {"artifact", RowKind::kTrialArtifacts},
                                   {"note", RowKind::kTrialNotes}}) {
    CapTrialRows(c, what, kind, trial_id, c.options.max_rows);
  }
  const store::TrialDetail& t = *detail;
  json j = {{"id", t.id},
            {"sweep", t.sweep},
            {"index", t.index},
            {"config_hash", t.config_hash},
            {"config", JsonOrNull(t.config_json)},
            {"task", t.task},
            {"model", t.model},
            {"seed", t.seed},
            {"status", t.status},
            {"error", t.error},
            {"attempts", t.attempts},
            {"worker", t.worker},
            {"heartbeat_at", t.heartbeat_at},
            {"created_at", t.created_at},
            {"started_at", t.started_at},
            {"ended_at", t.ended_at},
            {"stalled_at", t.stalled_at}};
  // The task's headline metric (the trial page charts it first), or null.
  analysis::CompareOptions info;
  if (c.metric_info) c.metric_info(t.task, &info);
  j["headline"] = info.headline.empty() ? json(nullptr) : json(info.headline);
  j["provenance"] = ProvenanceJson(t);
  j["params"] = ParamsJson(c, trial_id);
  j["phases"] = PhasesJson(c, trial_id);
  AddTrialMetrics(c, trial_id, &j);
  j["artifacts"] = ArtifactsJson(c, trial_id);
  j["notes"] = NotesJson(c, trial_id);
  return j;
}

RoutingRows ApiTrialRoutingRows(const ApiContext& c, long long trial_id) {
  const auto label = store::FindTrialLabel(c.store, trial_id);
  if (!label) throw ApiError(404, "no trial with id " + std::to_string(trial_id));
  CapTrialRows(c, "routing artifact", RowKind::kTrialRoutingArtifacts, trial_id,
               c.options.max_rows);
  RoutingRows out;
  out.trial_id = trial_id;
  out.model = label->model;
  out.index = label->index;
  out.seed = label->seed;
  out.roots = store::ArtifactRoots::Of(c.store);
  // The newest trace of each phase, phases in the order they first wrote one (as the report).
  for (const store::ArtifactView& a : store::TrialArtifacts(c.store, trial_id, "routing")) {
    auto it = std::find_if(out.traces.begin(), out.traces.end(),
                           [&](const RoutingTrace& t) { return t.phase == a.phase; });
    if (it == out.traces.end()) {
      RoutingTrace trace;
      trace.phase = a.phase;
      it = out.traces.insert(out.traces.end(), trace);
    }
    it->epoch = a.epoch;
    it->recorded = a.path;
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
