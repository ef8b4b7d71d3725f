#include "host/store/removal.h"

#include <cstdint>

#include "host/store/artifact_file.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

// Inside a write transaction: the artifact paths of `trial_id`, after checking it exists and
// may go.
void CollectTrial(Store& store, int64_t trial_id, bool running_too, Removal* removal) {
  Statement trial(store.handle(), store.path(), "SELECT status, worker FROM trials WHERE id = ?");
  trial.Bind(1, trial_id);
  if (!trial.Step()) throw StoreError(store.path() + ": no trial " + std::to_string(trial_id));
  if (trial.Text(0) == "running" && !running_too) {
    throw StoreError("trial " + std::to_string(trial_id) + " is running (worker " + trial.Text(1) +
                     "); stop it first, or pass --force if its worker is gone");
  }
  Statement paths(
      store.handle(), store.path(),
      "SELECT kind, path FROM artifacts WHERE trial_id = ? GROUP BY path ORDER BY path");
  paths.Bind(1, trial_id);
  while (paths.Step()) removal->files.push_back({trial_id, paths.Text(0), paths.Text(1)});
  removal->trial_ids.push_back(trial_id);
}

}  // namespace

RemovalSize SizeOfTrials(Store& store, const std::vector<int64_t>& trial_ids) {
  RemovalSize size;
  RunRead(store.path(), "sizing trials", [&] {
    size = RemovalSize();
    Statement count(store.handle(), store.path(),
                    "SELECT (SELECT count(*) FROM trials WHERE id = ?1), "
                    "(SELECT count(*) FROM metrics WHERE trial_id = ?1), "
                    "(SELECT count(*) FROM artifacts WHERE trial_id = ?1), "
                    "(SELECT ifnull(sum(bytes), 0) FROM artifacts WHERE trial_id = ?1)");
    for (const int64_t id : trial_ids) {
      count.Reset();
      count.Bind(1, id);
      count.Step();
      if (count.Int(0) == 0) throw StoreError(store.path() + ": no trial " + std::to_string(id));
      ++size.trials;
      size.metrics += count.Int(1);
      size.files += count.Int(2);
      size.bytes += count.Int(3);
    }
  });
  return size;
}

Removal RemoveTrials(Store& store, const std::vector<int64_t>& trial_ids, bool running_too) {
  Removal removal;
  RunWrite(store.handle(), store.path(), "removing trials", [&] {
    removal = Removal();
    for (const int64_t id : trial_ids) CollectTrial(store, id, running_too, &removal);
    Statement remove(store.handle(), store.path(), "DELETE FROM trials WHERE id = ?");
    for (const int64_t id : removal.trial_ids) {
      remove.Reset();
      remove.Bind(1, id);
      remove.Run("removing trial " + std::to_string(id));
    }
  });
  return removal;
}

Removal RemoveSweep(Store& store, int64_t sweep_id, bool running_too) {
  Removal removal;
  RunWrite(store.handle(), store.path(), "removing a sweep", [&] {
    removal = Removal();
    Statement trials(store.handle(), store.path(),
                     "SELECT id FROM trials WHERE sweep_id = ? ORDER BY id");
    trials.Bind(1, sweep_id);
    std::vector<int64_t> ids;
    while (trials.Step()) ids.push_back(trials.Int(0));
    for (const int64_t id : ids) CollectTrial(store, id, running_too, &removal);
    Statement remove(store.handle(), store.path(), "DELETE FROM sweeps WHERE id = ?");
    remove.Bind(1, sweep_id);
    remove.Run("removing sweep " + std::to_string(sweep_id));
  });
  return removal;
}

int64_t DeleteRemovedFiles(Store& store, const Removal& removal,
                           std::vector<std::string>* refused) {
  const ArtifactRoots roots = ArtifactRoots::Of(store);
  int64_t deleted = 0;
  for (const RemovedFile& file : removal.files) {
    try {
      deleted += RemoveArtifact(roots, file.path,
                                "trial " + std::to_string(file.trial_id) + " " + file.kind)
                     ? 1
                     : 0;
    } catch (const ArtifactRefused& e) {
      refused->push_back(e.what());
    }
  }
  return deleted;
}

}  // namespace nilab::host::store
