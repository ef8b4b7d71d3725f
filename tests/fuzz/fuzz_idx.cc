// IDX files (plain or gzip), read from a path.
#include <cstdint>
#include <stdexcept>

#include "tasks/datasets/idx.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = nilab::fuzz::AsFile(data, size, ".idx");
  try {
    nilab::datasets::ReadIdx(path);
  } catch (const std::runtime_error&) {
  }
  return 0;
}
