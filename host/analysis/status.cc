#include "host/analysis/status.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

#include "host/analysis/protocol_plan.h"
#include "host/analysis/table.h"
#include "host/store/protocol_records.h"

namespace nilab::host::analysis {

using store::TrialStatus;

double NowUnix() {
  return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

std::string FormatDuration(double seconds) {
  if (std::isnan(seconds)) return "?";
  const int64_t s = static_cast<int64_t>(std::llround(std::max(seconds, 0.0)));
  char buffer[32];
  if (s < 60) {
    std::snprintf(buffer, sizeof(buffer), "%llds", static_cast<long long>(s));
  } else if (s < 3600) {
    std::snprintf(buffer, sizeof(buffer), "%lldm%02llds", static_cast<long long>(s / 60),
                  static_cast<long long>(s % 60));
  } else if (s < 86400) {
    std::snprintf(buffer, sizeof(buffer), "%lldh%02lldm", static_cast<long long>(s / 3600),
                  static_cast<long long>(s % 3600 / 60));
  } else {
    std::snprintf(buffer, sizeof(buffer), "%lldd%02lldh", static_cast<long long>(s / 86400),
                  static_cast<long long>(s % 86400 / 3600));
  }
  return buffer;
}

std::map<std::string, int64_t> PlannedTrials(store::Store& store,
                                             const std::vector<store::TrialResult>& trials) {
  std::map<std::string, std::pair<int64_t, int64_t>> recorded;  // sweep -> (tune, confirm)
  for (const auto& t : trials) {
    auto& [tune, confirm] = recorded[t.sweep];
    tune += t.stage == "tune";
    confirm += t.stage == "confirm";
  }
  std::map<std::string, int64_t> planned;
  for (const auto& [sweep, counts] : recorded) {
    const auto sweep_id = store.FindSweep(sweep);
    const auto plan_text = sweep_id ? store::ProtocolPlan(store, *sweep_id) : std::nullopt;
    if (!plan_text) continue;
    ProtocolPlan plan;
    try {
      plan = ParseProtocolPlan(*plan_text);
    } catch (const nlohmann::json::exception&) {
      continue;  // not a plan nilab wrote: nothing to add
    }
    // A worker given one trial records only that one, so a stage may be partly recorded.
    const auto studies = static_cast<int64_t>(plan.studies.size());
    planned[sweep] = std::max<int64_t>(0, studies * plan.per_study - counts.first) +
                     std::max<int64_t>(0, studies * plan.confirm_seeds - counts.second);
  }
  return planned;
}

std::vector<SweepProgress> ComputeProgress(const std::vector<store::TrialResult>& trials,
                                           double now_unix, double stale_after_s,
                                           const std::map<std::string, int64_t>& planned) {
  std::vector<SweepProgress> sweeps;
  std::map<std::string, size_t> position;
  for (const auto& t : trials) {
    if (!position.count(t.sweep)) {
      position[t.sweep] = sweeps.size();
      sweeps.push_back({});
      sweeps.back().sweep = t.sweep;
    }
  }
  for (auto& p : sweeps) {
    double first_start = std::nan(""), last_end = std::nan(""), done_time = 0.0;
    int64_t timed = 0;
    std::vector<double> running_for;  // seconds, of live running trials
    int64_t to_run = 0;               // trials that will run from the start
    if (const auto it = planned.find(p.sweep); it != planned.end()) {
      p.planned = it->second;
      p.total += p.planned;
      to_run += p.planned;
    }
    for (const auto& t : trials) {
      if (t.sweep != p.sweep) continue;
      ++p.total;
      ++p.counts[static_cast<size_t>(t.status)];
      p.epochs += t.epochs;
      if (!std::isnan(t.started_unix) && !(t.started_unix >= first_start)) {
        first_start = t.started_unix;
      }
      if (!std::isnan(t.ended_unix) && !(t.ended_unix <= last_end)) last_end = t.ended_unix;
      switch (t.status) {
        case TrialStatus::kDone:
          if (!std::isnan(t.started_unix) && !std::isnan(t.ended_unix)) {
            done_time += t.ended_unix - t.started_unix;
            ++timed;
          }
          break;
        case TrialStatus::kRunning: {
          const double age = std::isnan(t.heartbeat_unix) ? now_unix - t.started_unix
                                                          : now_unix - t.heartbeat_unix;
          if (!(age <= stale_after_s)) {
            p.stale.push_back({t.id, t.index, t.worker, age});
            ++to_run;
          } else {
            ++p.workers;
            running_for.push_back(now_unix - t.started_unix);
            if (!t.stalled_at.empty()) p.stalled.push_back({t.id, t.index, t.worker, t.stalled_at});
          }
          break;
        }
        case TrialStatus::kFailed:
          p.failed.push_back({t.id, t.index, t.error});
          break;
        case TrialStatus::kQueued:
        case TrialStatus::kInterrupted:
        case TrialStatus::kPaused:  // runs on if its rung promotes it: counted as still to run
          ++to_run;
          break;
        case TrialStatus::kPruned:
          break;
      }
    }
    const bool finished = to_run == 0 && p.workers == 0;
    if (!std::isnan(first_start)) p.elapsed_s = (finished ? last_end : now_unix) - first_start;
    if (timed > 0) {
      p.mean_trial_s = done_time / static_cast<double>(timed);
      double remaining = static_cast<double>(to_run) * p.mean_trial_s;
      for (double s : running_for) remaining += std::max(0.0, p.mean_trial_s - s);
      p.eta_s = remaining / static_cast<double>(std::max<int64_t>(1, p.workers));
    } else if (finished) {
      p.eta_s = 0.0;
    }
  }
  return sweeps;
}

std::string FormatStatus(const std::vector<SweepProgress>& sweeps, const std::string& format) {
  CheckFormat(format, {"table", "markdown", "json"});
  std::vector<TrialStatus> order = {TrialStatus::kDone, TrialStatus::kRunning, TrialStatus::kQueued,
                                    TrialStatus::kInterrupted, TrialStatus::kFailed};
  // Sweeps with [prune]: their paused and pruned trials (columns only when there are some).
  for (TrialStatus s : {TrialStatus::kPaused, TrialStatus::kPruned}) {
    for (const auto& p : sweeps) {
      if (p.Count(s) > 0) {
        order.push_back(s);
        break;
      }
    }
  }
  const bool any_planned =
      std::any_of(sweeps.begin(), sweeps.end(), [](const auto& p) { return p.planned > 0; });
  if (format == "json") {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const auto& p : sweeps) {
      nlohmann::ordered_json j;
      j["sweep"] = p.sweep;
      j["total"] = p.total;
      for (TrialStatus s : order) j[store::TrialStatusName(s)] = p.Count(s);
      j["planned"] = p.planned;
      j["workers"] = p.workers;
      j["epochs"] = p.epochs;
      j["elapsed_s"] = p.elapsed_s;
      j["mean_trial_s"] = p.mean_trial_s;
      j["eta_s"] = p.eta_s;
      j["stale_trials"] = nlohmann::ordered_json::array();
      for (const auto& s : p.stale) {
        j["stale_trials"].push_back({{"trial_id", s.id},
                                     {"idx", s.index},
                                     {"worker", s.worker},
                                     {"heartbeat_age_s", s.heartbeat_age_s}});
      }
      j["stalled_trials"] = nlohmann::ordered_json::array();
      for (const auto& s : p.stalled) {
        j["stalled_trials"].push_back(
            {{"trial_id", s.id}, {"idx", s.index}, {"worker", s.worker}, {"since", s.since}});
      }
      j["failed_trials"] = nlohmann::ordered_json::array();
      for (const auto& f : p.failed) {
        j["failed_trials"].push_back({{"trial_id", f.id}, {"idx", f.index}, {"error", f.error}});
      }
      out.push_back(std::move(j));
    }
    return out.dump(2) + "\n";
  }
  if (sweeps.empty()) return "no sweeps recorded yet\n";
  TextTable table;
  table.header = {"sweep", "total"};
  for (TrialStatus s : order) table.header.push_back(store::TrialStatusName(s));
  if (any_planned) table.header.push_back("planned");
  table.header.insert(table.header.end(), {"epochs", "per trial", "elapsed", "ETA"});
  table.right_align.assign(table.header.size(), true);
  table.right_align[0] = false;
  for (const auto& p : sweeps) {
    std::vector<std::string> row = {p.sweep, std::to_string(p.total)};
    for (TrialStatus s : order) {
      std::string cell = std::to_string(p.Count(s));
      if (s == TrialStatus::kRunning && !p.stale.empty()) {
        cell += " (" + std::to_string(p.stale.size()) + " stale)";
      }
      if (s == TrialStatus::kRunning && !p.stalled.empty()) {
        cell += " (" + std::to_string(p.stalled.size()) + " stalled)";
      }
      row.push_back(cell);
    }
    if (any_planned) row.push_back(std::to_string(p.planned));
    const bool finished = p.Count(TrialStatus::kQueued) + p.Count(TrialStatus::kRunning) +
                              p.Count(TrialStatus::kInterrupted) + p.Count(TrialStatus::kPaused) +
                              p.planned ==
                          0;
    row.push_back(std::to_string(p.epochs));
    row.push_back(FormatDuration(p.mean_trial_s));
    row.push_back(FormatDuration(p.elapsed_s));
    row.push_back(finished ? "-" : FormatDuration(p.eta_s));
    table.rows.push_back(std::move(row));
  }
  std::string out = format == "markdown" ? RenderMarkdown(table) : RenderText(table);
  constexpr size_t kMaxListed = 5;
  for (const auto& p : sweeps) {
    for (const auto& s : p.stale) {
      out += p.sweep + ": trial " + std::to_string(s.id) + " (#" + std::to_string(s.index) +
             ") is running on " + (s.worker.empty() ? "?" : s.worker) +
             " but its last heartbeat was " + FormatDuration(s.heartbeat_age_s) +
             " ago: stale (its worker is gone?); `nilab run` will take it over\n";
    }
    for (const auto& s : p.stalled) {
      out += p.sweep + ": trial " + std::to_string(s.id) + " (#" + std::to_string(s.index) +
             ") is running on " + (s.worker.empty() ? "?" : s.worker) +
             " but has made no step since " + s.since +
             ": stalled (train.stall_timeout); its worker still beats, so nothing takes it "
             "over: look at that process\n";
    }
    for (size_t i = 0; i < p.failed.size() && i < kMaxListed; ++i) {
      const auto& f = p.failed[i];
      out += p.sweep + ": trial " + std::to_string(f.id) + " (#" + std::to_string(f.index) +
             ") failed: " + (f.error.empty() ? "(no error recorded)" : f.error) + "\n";
    }
    if (p.failed.size() > kMaxListed) {
      out += p.sweep + ": ... and " + std::to_string(p.failed.size() - kMaxListed) +
             " more failed (nilab query \"select id, error from trials where status = "
             "'failed'\")\n";
    }
  }
  return out;
}

}  // namespace nilab::host::analysis
