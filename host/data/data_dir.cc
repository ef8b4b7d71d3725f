#include "host/data/data_dir.h"

#include <cstdlib>

namespace nilab::host {

std::string DefaultDataDir() {
  const char* env = std::getenv(kDataDirEnv);
  return env && *env ? env : "data";
}

}  // namespace nilab::host
