#include "host/store/row_counts.h"

#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

// A SELECT of one row per counted row, its key bound as ?1.
const char* RowsOf(RowKind kind) {
  switch (kind) {
    case RowKind::kTrials:
      return "SELECT 1 FROM trials WHERE ?1 = ?1";
    case RowKind::kSweepTrials:
      return "SELECT 1 FROM trials t JOIN sweeps s ON s.id = t.sweep_id WHERE s.name = ?1";
    case RowKind::kSweepParams:
      return "SELECT 1 FROM params p JOIN trials t ON t.id = p.trial_id JOIN sweeps s ON "
             "s.id = t.sweep_id WHERE s.name = ?1";
    case RowKind::kSweepFinalMetrics:
      return "SELECT 1 FROM metrics m JOIN trials t ON t.id = m.trial_id JOIN sweeps s ON "
             "s.id = t.sweep_id WHERE s.name = ?1 AND m.is_final = 1";
    case RowKind::kSweepMetrics:
      return "SELECT 1 FROM metrics m JOIN trials t ON t.id = m.trial_id JOIN sweeps s ON "
             "s.id = t.sweep_id WHERE s.name = ?1";
    case RowKind::kSweepNotes:
      return "SELECT 1 FROM notes n JOIN sweeps s ON s.id = n.sweep_id WHERE s.name = ?1";
    case RowKind::kTrialParams:
      return "SELECT 1 FROM params WHERE trial_id = ?1";
    case RowKind::kTrialPhases:
      return "SELECT 1 FROM phases WHERE trial_id = ?1";
    case RowKind::kTrialArtifacts:
      return "SELECT 1 FROM artifacts WHERE trial_id = ?1";
    case RowKind::kTrialNotes:
      return "SELECT 1 FROM notes WHERE trial_id = ?1";
    case RowKind::kTrialRoutingArtifacts:
      return "SELECT 1 FROM artifacts WHERE trial_id = ?1 AND kind = 'routing'";
  }
  throw StoreError("unknown kind of row");
}

bool BySweep(RowKind kind) {
  return kind == RowKind::kSweepTrials || kind == RowKind::kSweepParams ||
         kind == RowKind::kSweepFinalMetrics || kind == RowKind::kSweepMetrics ||
         kind == RowKind::kSweepNotes;
}

}  // namespace

int64_t CountRowsUpTo(Store& store, RowKind kind, const std::string& sweep, int64_t trial_id,
                      int64_t limit) {
  Statement count(store.handle(), store.path(),
                  std::string("SELECT count(*) FROM (") + RowsOf(kind) + " LIMIT ?2)");
  if (BySweep(kind)) {
    count.Bind(1, sweep);
  } else if (kind == RowKind::kTrials) {
    count.Bind(1, int64_t{0});
  } else {
    count.Bind(1, trial_id);
  }
  count.Bind(2, limit);
  count.Step();
  return count.Int(0);
}

}  // namespace nilab::host::store
