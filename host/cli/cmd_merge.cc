// nilab merge SHARDS... --into DB: folds shard databases (one per Slurm array task) into the
// results database, idempotently: trials are keyed by sweep name + config hash.
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
  options.add_options()("shards", po::value(&inputs)->required()->composing(),
                        "shard databases, or directories of *.sqlite shards")(
      "into", po::value(&into)->default_value(DefaultDb()), "results database to merge into");
  po::positional_options_description positional;
  positional.add("shards", -1);
  po::variables_map vm;
  if (!ParseCommandLine("merge", "SHARD.sqlite|DIR ... [--into DB]", args, options, positional,
                        &vm)) {
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
  host::store::Store target(into);
  host::store::MergeStats total;
  int errors = 0;
  for (const auto& shard : shards) {
    try {
      total += host::store::MergeShard(target, shard);
    } catch (const host::store::StoreError& e) {
      std::cerr << "nilab merge: " << e.what() << "\n";
      ++errors;
    }
  }
  std::cout << "nilab merge: " << shards.size() - errors << " shard(s) into " << into << ": "
            << total.added << " trial(s) added, " << total.updated << " updated, "
            << total.unchanged << " unchanged";
  if (errors) std::cout << "; " << errors << " shard(s) failed";
  std::cout << "\n";
  return errors ? kExitFailure : kExitOk;
}

}  // namespace nilab::cli
