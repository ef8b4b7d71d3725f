// `nilab gc`: checkpoint files of a database that no row of it names any more (a removed trial
// whose files outlived a crash, a checkpoint replaced while its process was killed, temporary
// files of interrupted writes). Only the database's own folder, <checkpoint dir>/<database id>/,
// and the folders of the shards merged into it (`nilab merge`) are looked at: the folders of
// other databases belong to them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/store/artifact_file.h"
#include "host/store/store.h"

namespace nilab::host {

struct GcPlan {
  // <checkpoint dir>/<database id>, then <checkpoint dir>/<shard id> of each merged shard
  std::vector<std::string> folders;
  std::vector<std::string> skipped;  // shard folders left alone: their database is unreadable
  std::vector<std::string> files;    // to delete
  uintmax_t bytes = 0;               // their size
  int64_t kept_in_flight = 0;        // unnamed files left alone: a running trial's, or too new
  store::ArtifactRoots roots;        // the folders files may be deleted in (artifact_file.h)
};

// Lists the files under the database's folder that no artifacts row names. Files in the folder
// of a running trial, and files modified less than `min_age_s` seconds ago, are left alone: a
// checkpoint is written before the row that names it is committed. In a merged shard's folder a
// file is also kept when the shard database, if it is still there, names it or runs its trial.
GcPlan PlanCheckpointGc(store::Store& store, const std::string& checkpoint_dir,
                        double min_age_s = 600);
// Deletes the plan's files (and folders left empty), each through the containment rule of
// store/artifact_file.h (a regular file, no symlink on the way below its folder); returns how
// many files went. A file refused is left alone with its line in `refused` (when given).
int64_t RunCheckpointGc(const GcPlan& plan, std::vector<std::string>* refused = nullptr);

}  // namespace nilab::host
