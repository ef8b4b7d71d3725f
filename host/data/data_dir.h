// Where datasets live: <data dir>/<dataset>/<official file name>.
#pragma once

#include <string>

namespace nilab::host {

// The environment variable that overrides the default data directory.
inline constexpr const char* kDataDirEnv = "NILAB_DATA_DIR";

// $NILAB_DATA_DIR when set and not empty, else "data" (relative to the working directory).
std::string DefaultDataDir();

}  // namespace nilab::host
