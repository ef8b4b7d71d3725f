// What in a database refers to checkpoint files (for `nilab gc`): every path its artifacts rows
// name, and its running trials, whose folders are still being written.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::store {

struct FileReferences {
  std::vector<std::string> paths;                            // distinct artifact paths, as recorded
  std::vector<std::pair<std::string, std::string>> running;  // (sweep name, config hash)
};
// Read together, retried while the database is busy.
FileReferences ReadFileReferences(Store& store);

}  // namespace nilab::host::store
