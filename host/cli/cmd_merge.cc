// nilab merge SHARDS... --into DB: folds shard databases (one per Slurm array task) into the
// results database, idempotently: trials are keyed by sweep name + config hash. Shards are only
// read, under a time limit; a row naming a file outside the shard's checkpoint folder is refused.
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/store/merge.h"

namespace nilab::cli {

int RunMerge(const std::vector<std::string>& args) {
  namespace fs = std::filesystem;
  std::vector<std::string> inputs;
  std::string into;
  po::options_description options;
  double time_limit = 600;
  options.add_options()("shards", po::value(&inputs)->required()->composing(),
                        "shard databases, or directories of *.sqlite shards")(
      "into", po::value(&into)->default_value(DefaultDb()), "results database to merge into")(
      "time-limit", po::value(&time_limit)->default_value(time_limit),
      "seconds one shard may take to merge; past it nothing of that shard is merged");
  if (!ParseCommandLine("merge", "SHARD.sqlite|DIR ... [--into DB]", args, options,
                        {{"shards", -1}})) {
    return kExitOk;
  }
  std::vector<std::string> shards;
  for (const auto& input : inputs) {
    std::error_code ec;
    if (!fs::is_directory(input, ec)) {
      shards.push_back(input);
      continue;
    }
    std::vector<std::string> found;
    for (const auto& entry : fs::directory_iterator(input)) {
      if (entry.is_regular_file() && entry.path().extension() == ".sqlite") {
        found.push_back(entry.path().string());
      }
    }
    if (found.empty()) std::cerr << "nilab merge: warning: " << input << ": no *.sqlite shards\n";
    std::sort(found.begin(), found.end());
    shards.insert(shards.end(), found.begin(), found.end());
  }
  if (!(time_limit > 0 && time_limit <= 86400)) {
    throw po::error("--time-limit: expected more than 0 and at most 86400 seconds");
  }
  host::store::Store target(into);
  host::store::MergeStats total;
  int errors = 0;
  for (const auto& shard : shards) {
    try {
      const host::store::MergeStats stats =
          host::store::MergeShard(target, shard, nullptr, time_limit);
      // Rows naming files outside the shard's checkpoint folders: not merged, one line each.
      for (const auto& line : stats.refused) std::cerr << "nilab merge: refused: " << line << "\n";
      total += stats;
    } catch (const host::store::StoreError& e) {
      std::cerr << "nilab merge: " << e.what() << "\n";
      ++errors;
    }
  }
  std::cout << "nilab merge: " << shards.size() - errors << " shard(s) into " << into << ": "
            << total.added << " trial(s) added, " << total.updated << " updated, "
            << total.unchanged << " unchanged";
  if (!total.refused.empty()) {
    std::cout << "; " << total.refused.size() << " artifact row(s) refused";
  }
  if (errors) std::cout << "; " << errors << " shard(s) failed";
  std::cout << "\n";
  return errors ? kExitFailure : kExitOk;
}

}  // namespace nilab::cli
