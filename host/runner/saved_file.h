// A file that a trial has just written atomically (a checkpoint, a routing trace), as its
// artifact row records it. Apart from checkpoint.h so that the code recording rows needs no
// LibTorch header.
#pragma once

#include <cstdint>
#include <string>

namespace nilab::host {

struct SavedCheckpoint {
  std::string path;
  std::string sha256;
  int64_t bytes = 0;
};

}  // namespace nilab::host
