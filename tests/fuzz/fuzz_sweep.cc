// The sweep parser and --set overrides: any text is a sweep or one SweepError with its position.
// Input: the TOML text, then optionally a NUL byte and one --set value per further NUL.
#include <cstdint>
#include <string>
#include <vector>

#include "tests/sweep/fake_plugins.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t nul = input.find('\0'); nul != std::string::npos; nul = input.find('\0', start)) {
    parts.push_back(input.substr(start, nul - start));
    start = nul + 1;
  }
  parts.push_back(input.substr(start));
  const std::vector<std::string> sets(parts.begin() + 1, parts.end());
  try {
    nilab::host::sweep::testing::Load(parts[0], sets);
  } catch (const nilab::host::sweep::SweepError&) {
  }
  return 0;
}
