// MATLAB v5 .mat files as SVHN ships them, read from a path (matio).
#include <cstdint>
#include <stdexcept>

#include "tasks/datasets/svhn.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = nilab::fuzz::AsFile(data, size, ".mat");
  try {
    nilab::datasets::ReadSvhnMat(path);
  } catch (const std::runtime_error&) {
  }
  return 0;
}
