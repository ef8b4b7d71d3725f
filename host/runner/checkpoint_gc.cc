#include "host/runner/checkpoint_gc.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <set>

#include "host/runner/checkpoint_paths.h"
#include "host/store/file_references.h"
#include "host/store/merge.h"

namespace nilab::host {
namespace {

namespace fs = std::filesystem;

// The part of a checkpoint path below the database's folder ("<sweep>/<hash>/<file>"), found by
// its <database id> component, so that paths recorded relative to another working directory
// still match. "" when the path is not under a folder of that id.
std::string BelowStoreFolder(const std::string& path, const std::string& store_id) {
  const fs::path p = fs::path(path).lexically_normal();
  fs::path below;
  bool found = false;
  for (const auto& part : p) {
    if (found) below /= part;
    if (part == store_id) {
      found = true;
      below.clear();
    }
  }
  return found ? below.generic_string() : "";
}

// What `store` says about the folder of database `id`: the files its rows name there (paths
// below the folder) and the folders of its running trials ("<sweep>/<hash>").
void AddNames(store::Store& store, const std::string& id, std::set<std::string>* named,
              std::set<std::string>* running_dirs) {
  const store::FileReferences references = store::ReadFileReferences(store);
  std::set<std::string> names, running;
  for (const std::string& path : references.paths) {
    const std::string below = BelowStoreFolder(path, id);
    if (!below.empty()) names.insert(below);
  }
  for (const auto& [sweep, config_hash] : references.running) {
    running.insert(fs::path(TrialCheckpointDir("", "", sweep, config_hash))
                       .lexically_normal()
                       .generic_string());
  }
  named->insert(names.begin(), names.end());
  running_dirs->insert(running.begin(), running.end());
}

// Adds the files under `folder` that are not named, not in a running trial's folder and old
// enough to the plan.
void ScanFolder(const std::string& folder, const std::set<std::string>& named,
                const std::set<std::string>& running_dirs, double min_age_s, GcPlan* plan) {
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) return;
  const auto now = fs::file_time_type::clock::now();
  for (auto it = fs::recursive_directory_iterator(folder, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (!it->is_regular_file(ec)) continue;
    const fs::path below = it->path().lexically_relative(folder);
    if (named.count(below.generic_string())) continue;
    const std::string dir = below.parent_path().generic_string();
    const double age =
        std::chrono::duration<double>(now - fs::last_write_time(it->path(), ec)).count();
    if (running_dirs.count(dir) || age < min_age_s) {
      ++plan->kept_in_flight;
      continue;
    }
    plan->files.push_back(it->path().string());
    plan->bytes += fs::file_size(it->path(), ec);
  }
}

}  // namespace

GcPlan PlanCheckpointGc(store::Store& store, const std::string& checkpoint_dir, double min_age_s) {
  GcPlan plan;
  const std::string id = store.Id();
  if (id.empty()) return plan;  // an older database: its checkpoints have no folder of its own
  plan.roots = store::ArtifactRoots::Of(store);
  // Its own folder, then the folders of the shards merged into it (a Slurm job's tasks write
  // under their shard's id; after `nilab merge` this database's rows name those files). Absolute,
  // as the containment rule wants them.
  const fs::path root = fs::absolute(checkpoint_dir).lexically_normal();
  plan.folders.push_back((root / id).string());
  std::set<std::string> named, running_dirs;
  AddNames(store, id, &named, &running_dirs);
  ScanFolder(plan.folders.back(), named, running_dirs, min_age_s, &plan);
  for (const store::MergedShard& shard : store::MergedShards(store)) {
    if (!store::IsDatabaseId(shard.id) || shard.id == id) continue;
    const std::string folder = (root / shard.id).string();
    std::set<std::string> shard_named, shard_running;
    AddNames(store, shard.id, &shard_named, &shard_running);
    // A shard database that is still there may be running a trial again (a later wave): what
    // it names is kept too. One that cannot be read leaves its folder alone.
    std::error_code ec;
    if (fs::exists(shard.path, ec)) {
      try {
        store::Store shard_db(shard.path, /*read_only=*/true);
        if (shard_db.Id() == shard.id) AddNames(shard_db, shard.id, &shard_named, &shard_running);
      } catch (const store::StoreError& e) {
        plan.skipped.push_back(folder + " (" + e.what() + ")");
        continue;
      }
    }
    plan.folders.push_back(folder);
    ScanFolder(folder, shard_named, shard_running, min_age_s, &plan);
  }
  return plan;
}

int64_t RunCheckpointGc(const GcPlan& plan, std::vector<std::string>* refused) {
  int64_t removed = 0;
  std::set<fs::path> dirs;
  for (const auto& file : plan.files) {
    try {
      if (store::RemoveArtifact(plan.roots, file, "a file no row names")) ++removed;
    } catch (const store::ArtifactRefused& e) {
      if (refused) refused->push_back(e.what());
    }
    // Up to, not including, the folder the file was found in.
    const fs::path parent = fs::path(file).parent_path();
    const auto top = std::find_if(plan.folders.begin(), plan.folders.end(), [&](const auto& f) {
      const auto rel = parent.lexically_relative(f);
      return !rel.empty() && *rel.begin() != "..";
    });
    if (top == plan.folders.end()) continue;
    for (fs::path d = parent; d != fs::path(*top) && !d.empty(); d = d.parent_path()) {
      dirs.insert(d);
    }
  }
  // Deepest first: a folder is removed only when it is empty.
  for (auto it = dirs.rbegin(); it != dirs.rend(); ++it) {
    std::error_code ec;
    if (fs::is_empty(*it, ec)) fs::remove(*it, ec);
  }
  return removed;
}

}  // namespace nilab::host
