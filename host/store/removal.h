// Removing trials and sweeps (`nilab trials rm`): rows first, in one transaction, then the
// checkpoint files those rows named. A crash in between leaves files that no row names, which
// `nilab gc` deletes; it never leaves a row naming a deleted file.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::store {

// A file a removed row named: the path as recorded, and the row, for messages.
struct RemovedFile {
  int64_t trial_id = 0;
  std::string kind;
  std::string path;
};

struct Removal {
  std::vector<int64_t> trial_ids;  // what was removed
  std::vector<RemovedFile> files;  // files the removed rows named
};

// What removing trials would take with it, for the confirmation.
struct RemovalSize {
  int64_t trials = 0, metrics = 0, files = 0;
  int64_t bytes = 0;
};
// Throws StoreError on an unknown trial id.
RemovalSize SizeOfTrials(Store& store, const std::vector<int64_t>& trial_ids);

// Deletes the trials (their params, phases, metrics, artifacts, tags and notes go with them,
// by the schema's ON DELETE CASCADE). Refuses, changing nothing, when one is running and
// `running_too` is false: its worker would keep writing. Unknown ids are an error.
Removal RemoveTrials(Store& store, const std::vector<int64_t>& trial_ids, bool running_too);
// Deletes a sweep with all its trials, runs, tags and notes, under the same rule.
Removal RemoveSweep(Store& store, int64_t sweep_id, bool running_too);

// After the rows are gone: deletes the files they named, each only where the containment rule
// of artifact_file.h allows (a regular file below a checkpoint folder of `store`'s database or
// of a shard merged into it). A file refused is left alone and its line added to `refused`.
// Returns how many files were deleted.
int64_t DeleteRemovedFiles(Store& store, const Removal& removal, std::vector<std::string>* refused);

}  // namespace nilab::host::store
