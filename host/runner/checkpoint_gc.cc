#include "host/runner/checkpoint_gc.h"

#include <chrono>
#include <filesystem>
#include <set>

#include "host/runner/checkpoint_paths.h"
#include "host/store/sqlite.h"

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

}  // namespace

GcPlan PlanCheckpointGc(store::Store& store, const std::string& checkpoint_dir, double min_age_s) {
  GcPlan plan;
  const std::string id = store.Id();
  if (id.empty()) return plan;  // an older database: its checkpoints have no folder of its own
  plan.folder = (fs::path(checkpoint_dir) / id).string();
  std::set<std::string> named;
  std::set<std::string> running_dirs;
  store::RunRead(store.path(), "listing checkpoint files", [&] {
    named.clear();
    running_dirs.clear();
    store::Statement paths(store.handle(), store.path(), "SELECT DISTINCT path FROM artifacts");
    while (paths.Step()) {
      const std::string below = BelowStoreFolder(paths.Text(0), id);
      if (!below.empty()) named.insert(below);
    }
    store::Statement running(store.handle(), store.path(),
                             "SELECT s.name, t.config_hash FROM trials t JOIN sweeps s ON "
                             "s.id = t.sweep_id WHERE t.status = 'running'");
    while (running.Step()) {
      running_dirs.insert(fs::path(TrialCheckpointDir("", "", running.Text(0), running.Text(1)))
                              .lexically_normal()
                              .generic_string());
    }
  });
  std::error_code ec;
  if (!fs::is_directory(plan.folder, ec)) return plan;
  const auto now = fs::file_time_type::clock::now();
  for (auto it = fs::recursive_directory_iterator(plan.folder, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (!it->is_regular_file(ec)) continue;
    const fs::path below = it->path().lexically_relative(plan.folder);
    if (named.count(below.generic_string())) continue;
    const std::string dir = below.parent_path().generic_string();
    const double age =
        std::chrono::duration<double>(now - fs::last_write_time(it->path(), ec)).count();
    if (running_dirs.count(dir) || age < min_age_s) {
      ++plan.kept_in_flight;
      continue;
    }
    plan.files.push_back(it->path().string());
    plan.bytes += fs::file_size(it->path(), ec);
  }
  return plan;
}

int64_t RunCheckpointGc(const GcPlan& plan) {
  int64_t removed = 0;
  std::set<fs::path> dirs;
  for (const auto& file : plan.files) {
    std::error_code ec;
    if (fs::remove(file, ec)) ++removed;
    for (fs::path d = fs::path(file).parent_path(); d != fs::path(plan.folder) && !d.empty();
         d = d.parent_path()) {
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
