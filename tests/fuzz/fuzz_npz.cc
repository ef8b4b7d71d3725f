// .npz (zip of .npy) from memory.
#include <cstdint>
#include <stdexcept>

#include "tasks/datasets/npz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    nilab::datasets::ReadNpzFromMemory(data, size, "fuzz.npz");
  } catch (const std::runtime_error&) {
  }
  return 0;
}
