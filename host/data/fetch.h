// Downloading a dataset file (libcurl): into <file>.part, resuming a partial download with an
// HTTP Range request, trying the record's URLs in order, and renaming into place only once the
// size and checksum match the record.
#pragma once

#include <ostream>
#include <string>

#include "plugins/sdk/plugin_info.h"

namespace nilab::host {

struct FetchOptions {
  std::ostream* progress = nullptr;  // progress lines ("\r..."), e.g. &std::cerr on a terminal
  int attempts_per_url = 3;          // resumed attempts while each makes progress
  long connect_timeout_s = 20;
  long stall_timeout_s = 60;  // abort a transfer slower than 1 KiB/s for this long
};

struct FetchResult {
  enum class Status { kAlreadyPresent, kDownloaded, kFailed };
  Status status = Status::kFailed;
  std::string path;
  std::string message;  // one line
};

FetchResult FetchFile(const sdk::DatasetFile& file, const std::string& data_dir,
                      const FetchOptions& options);

}  // namespace nilab::host
