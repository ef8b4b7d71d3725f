// What every fuzz target shares: the input as a file on disk (for readers that take a path),
// and the rule that bad input may only ever raise the reader's own one-line error.
#pragma once

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace nilab::fuzz {

// Writes the input to this process's scratch file and returns its path (same name every call).
inline std::string AsFile(const uint8_t* data, size_t size, const char* suffix) {
  static const std::string dir = [] {
    const char* tmp = std::getenv("TMPDIR");
    return std::string(tmp && *tmp ? tmp : "/tmp");
  }();
  const std::string path = dir + "/nilab-fuzz-" + std::to_string(::getpid()) + suffix;
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) std::abort();
  if (size > 0 && std::fwrite(data, 1, size, f) != size) std::abort();
  std::fclose(f);
  return path;
}

}  // namespace nilab::fuzz
