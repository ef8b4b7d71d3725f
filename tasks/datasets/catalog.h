// The official files of the datasets nilab's tasks read, as plugin SDK DatasetFile records, and
// the checks every reader applies before trusting a file. nilab's data layout is
// <data_dir>/<dataset>/<official file name>.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "plugins/sdk/plugin_info.h"

namespace nilab::datasets {

// MNIST: the 4 official IDX .gz files.
std::vector<sdk::DatasetFile> MnistFiles();
// Kuzushiji-MNIST: the 4 official IDX .gz files.
std::vector<sdk::DatasetFile> KmnistFiles();
// MNIST-M: per-split PNG tarballs and the IDX conversion of the test split (no download URL).
std::vector<sdk::DatasetFile> MnistMFiles();
// SVHN cropped digits: train, test and extra .mat files.
std::vector<sdk::DatasetFile> SvhnFiles();

// The record for <dataset>/<file> among `files`; throws std::out_of_range when absent.
const sdk::DatasetFile& FindDatasetFile(const std::vector<sdk::DatasetFile>& files,
                                        const std::string& dataset, const std::string& file);

// <data_dir>/<dataset>/<file>.
std::string DatasetFilePath(const std::string& data_dir, const sdk::DatasetFile& file);

// The command that downloads a dataset, or why it cannot be downloaded:
// "fetch it with: nilab data fetch mnist --data-dir data".
std::string FetchHint(const std::string& data_dir, const sdk::DatasetFile& file);

// Result of checking one file against its record.
struct FileCheck {
  enum class Status { kOk, kMissing, kWrongSize, kWrongChecksum, kCorrupt };
  Status status = Status::kMissing;
  std::string path;
  int64_t bytes = -1;         // actual size (-1: missing)
  std::string algorithm;      // "sha256" or "md5": the checksum that was compared
  std::string actual_digest;  // of that algorithm
  std::string sha256;         // actual sha256 (when the file was read)
  std::string message;        // one line: what is wrong, expected vs actual
};

// Checks size, then sha256 (or md5 when only md5 is known); a .gz file with neither is checked
// for gzip integrity. Never throws for a bad file: the result says what is wrong.
FileCheck CheckDatasetFile(const std::string& data_dir, const sdk::DatasetFile& file);

// The path of an intact file, or throws one line: a missing file names where it looked and the
// command that fetches it; a bad one gives expected vs actual.
std::string RequireDatasetFile(const std::string& data_dir, const sdk::DatasetFile& file);

}  // namespace nilab::datasets
