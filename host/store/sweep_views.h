// Typed views of a sweep's rows for the pages that draw it (nilab serve's sweep and curves,
// nilab report, export --history): its file and source, trials per status, its per-epoch metric
// curves, its metric and routing rows. Functions that say "in the caller's read transaction"
// read with plain statements (store/sqlite.h: BeginRead for one snapshot); the others open their
// own read and retry it while the database is busy.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::store {

// Trials per status of each sweep (sweep name -> status as stored -> count), straight from the
// table, so that a status this build does not know (another version's) is counted too. In the
// caller's read transaction.
std::map<std::string, std::map<std::string, int64_t>> TrialCountsByStatus(Store& store);

// A sweeps row's text columns.
struct SweepText {
  std::string file, source, extra_json, created_at, updated_at;
};
// In the caller's read transaction; nullopt when there is no sweep of that name.
std::optional<SweepText> FindSweepText(Store& store, const std::string& sweep);

// The task of one of the sweep's trials (they share it), or nullopt when it has none. In the
// caller's read transaction.
std::optional<std::string> SweepTask(Store& store, const std::string& sweep);

// The per-epoch (not final) metrics the sweep logged, as (name, phase) pairs, in the order each
// pair was first logged. In the caller's read transaction.
std::vector<std::pair<std::string, std::string>> EpochMetricPhases(Store& store,
                                                                   const std::string& sweep);

// A row of a sweep's curves: every trial, by index, with its per-epoch values of one metric in
// one phase, by epoch and step; a trial without one has a single row with no epoch.
struct CurveRow {
  int64_t trial_id = 0, index = 0;
  std::string model;
  int64_t seed = 0;
  std::string status;
  std::optional<int64_t> epoch;  // nullopt: no value of the metric yet
  int64_t step = 0;
  double value = 0;  // NaN when NULL
};
// At most `limit` rows. In the caller's read transaction.
std::vector<CurveRow> MetricCurves(Store& store, const std::string& sweep,
                                   const std::string& metric, const std::string& phase,
                                   int64_t limit);

// What nilab report draws from beyond the results (store/results.h), read in one transaction.
struct SweepRows {
  std::optional<SweepText> sweep;
  std::vector<std::pair<int64_t, std::string>> configs;  // (trial id, config JSON)
  struct Metric {
    int64_t trial_id = 0;
    std::string phase;
    int64_t epoch = 0;
    std::string name;
    double value = 0;  // NaN when NULL
    bool is_final = false;
  };
  std::vector<Metric> metrics;  // every metrics row, in the order logged
  struct Routing {
    int64_t trial_id = 0;
    std::string phase, path;
  };
  std::vector<Routing> routing;  // every routing artifact row, in the order recorded
};
SweepRows LoadSweepRows(Store& store, const std::string& sweep);

// A row of the metric_history view (results/schema.sql).
struct MetricHistoryRow {
  int64_t trial_id = 0, index = 0;
  std::string model;
  int64_t seed = 0;
  std::string phase;
  int64_t epoch = 0, step = 0;
  std::string metric;
  double value = 0;  // NaN when NULL
  std::string recorded_at;
};
// The sweep's per-epoch metrics, of one phase ("" = all), by trial, phase, metric, epoch, step.
std::vector<MetricHistoryRow> MetricHistoryRows(Store& store, const std::string& sweep,
                                                const std::string& phase);

}  // namespace nilab::host::store
