// Small file helpers shared by the readers and writers; errors name the file and the cause.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nilab::datasets {

// The whole file; throws "cannot open <path>: <reason>".
std::vector<uint8_t> ReadWholeFile(const std::string& path);
// Writes `<path>.tmp-<pid>` and renames it over `path`, so readers never see a partial file.
void WriteFileAtomically(const std::string& path, const std::vector<uint8_t>& bytes);
// The file's size in bytes, or -1 when it does not exist.
int64_t FileSize(const std::string& path);

}  // namespace nilab::datasets
