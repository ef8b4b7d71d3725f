// Folding shard databases into the results database (`nilab merge`). Each task of a Slurm job
// array records its trial into a database of its own (SQLite must not be shared over NFS); a
// merge copies every sweep and trial of a shard, with its params, phases, metrics, artifacts,
// rung arrivals and provenance, into the target.
//
// Trials are keyed by sweep name + config hash. A shard's trial replaces the target's when it got
// further (queued < running, failed, interrupted < done), or got as far, is not done, and was
// active later; otherwise the target keeps its own. So merging a shard twice changes nothing, a
// trial done in a shard overrides queued or failed in the target, and a done trial is never
// replaced.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::store {

struct MergeStats {
  int64_t added = 0;      // trials the target did not have
  int64_t updated = 0;    // trials the shard's row replaced
  int64_t unchanged = 0;  // trials the target kept
  // One line per artifacts row not merged: its file lies outside the shard's checkpoint folders
  // (host/store/artifact_file.h), so the target never opens or deletes it.
  std::vector<std::string> refused;
  MergeStats& operator+=(const MergeStats& o) {
    added += o.added;
    updated += o.updated;
    unchanged += o.unchanged;
    refused.insert(refused.end(), o.refused.begin(), o.refused.end());
    return *this;
  }
};

// Only these trials of one sweep (a Slurm wave seeds the shard of a promoted trial with its
// records so far, to resume from its checkpoint).
struct MergeFilter {
  std::string sweep;
  std::set<std::string> config_hashes;
};

// Merges one shard into `target` in one transaction (all of the shard or nothing); with a
// filter, only those trials. The shard is only read (attached read-only, never migrated: a shard
// of an older schema is read column by column). Each artifacts row's path is resolved against
// the shard's folder and recorded relative to the target's; a row whose file lies outside the
// shard's checkpoint folders (<dir>/<shard id>/, or those of the shards merged into it) is not
// merged and named in MergeStats::refused. Throws StoreError naming the shard when it is
// missing, not a nilab database, of a newer schema, or when the merge takes longer than
// `time_limit_s` seconds (> 0; then nothing of it is merged).
MergeStats MergeShard(Store& target, const std::string& shard_path,
                      const MergeFilter* filter = nullptr, double time_limit_s = 0);

// The shards merged into `store` (each merge records the shard's id and absolute path in
// store_info, key "shard:<id>", and the ids the shard itself had recorded so), by id. A shard's
// checkpoint folder, <checkpoint dir>/<id>/, holds files that `store`'s rows name.
struct MergedShard {
  std::string id;
  std::string path;  // where the shard database was when it was merged
};
std::vector<MergedShard> MergedShards(Store& store);

}  // namespace nilab::host::store
