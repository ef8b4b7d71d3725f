// .npy parsing from memory.
#include <cstdint>
#include <stdexcept>

#include "tasks/datasets/npy.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    nilab::datasets::ParseNpy(data, size, "fuzz.npy");
  } catch (const std::runtime_error&) {
  }
  return 0;
}
