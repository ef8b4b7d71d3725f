// nilab gc [--dry-run]: delete the checkpoint files of a database that none of its rows names.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/runner/checkpoint_gc.h"
#include "host/store/store.h"

namespace nilab::cli {

int RunGc(const std::vector<std::string>& args) {
  po::options_description options;
  std::string db, checkpoint_dir;
  bool dry_run = false;
  double min_age = 600;
  AddDbOption(&options, &db)("checkpoint-dir", po::value(&checkpoint_dir),
                             "checkpoint root (default: checkpoints/ next to the database)")(
      "dry-run,n", po::bool_switch(&dry_run), "list what would be deleted, delete nothing")(
      "min-age", po::value(&min_age)->default_value(600),
      "leave files younger than this many seconds (a checkpoint is written before its row)");
  if (!ParseCommandLine("gc", "[--dry-run] [--db FILE] [--checkpoint-dir DIR]", args, options)) {
    return kExitOk;
  }
  if (!(min_age >= 0)) throw po::error("--min-age: expected seconds >= 0");
  if (!std::filesystem::exists(db)) throw po::error(db + ": no such database");
  if (checkpoint_dir.empty())
    checkpoint_dir = (std::filesystem::path(db).parent_path() / "checkpoints").string();
  host::store::Store store(db, /*read_only=*/true);
  const host::GcPlan plan = host::PlanCheckpointGc(store, checkpoint_dir, min_age);
  if (plan.folders.empty()) {
    std::cerr << "nilab gc: " << db << " has no checkpoint folder of its own (an older "
              << "database opened read-only); nothing to do\n";
    return kExitOk;
  }
  for (const auto& folder : plan.skipped) {
    std::cerr << "nilab gc: left alone: " << folder << "\n";
  }
  for (const auto& file : plan.files) std::cout << file << "\n";
  char size[32];
  std::snprintf(size, sizeof size, "%.1f MB", plan.bytes / 1e6);
  std::cerr << "nilab gc: " << plan.files.size() << " file(s), " << size << ", in "
            << plan.folders.front();
  if (plan.folders.size() > 1) {
    std::cerr << " and " << plan.folders.size() - 1 << " merged shard folder(s)";
  }
  std::cerr << " named by no row of " << db;
  if (plan.kept_in_flight > 0) {
    std::cerr << " (" << plan.kept_in_flight
              << " more left alone: a running trial's, or newer than --min-age)";
  }
  if (dry_run) {
    std::cerr << "; nothing deleted (--dry-run)\n";
    return kExitOk;
  }
  std::vector<std::string> refused;
  const int64_t removed = host::RunCheckpointGc(plan, &refused);
  std::cerr << "; " << removed << " deleted\n";
  for (const auto& line : refused) std::cerr << "nilab gc: left alone: " << line << "\n";
  return kExitOk;
}

}  // namespace nilab::cli
