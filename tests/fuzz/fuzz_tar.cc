// tar archives (plain or gzip), every entry read.
#include <cstdint>
#include <stdexcept>

#include "tasks/datasets/gzip_stream.h"
#include "tasks/datasets/tar.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = nilab::fuzz::AsFile(data, size, ".tar");
  try {
    nilab::datasets::GzipStream in(path);
    nilab::datasets::ReadTar(
        in, [](const nilab::datasets::TarEntry&) { return true; },
        [](const nilab::datasets::TarEntry&, std::vector<uint8_t>&&) {});
  } catch (const std::runtime_error&) {
  }
  return 0;
}
