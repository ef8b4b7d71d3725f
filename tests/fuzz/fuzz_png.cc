// PNG decoding from memory into a 32 x 32 RGB image (MNIST-M's shape).
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "tasks/datasets/png.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<uint8_t> out(32 * 32 * 3);
  try {
    nilab::datasets::DecodePng(data, size, 32, 32, 3, out.data(), "fuzz.png");
  } catch (const std::runtime_error&) {
  }
  return 0;
}
