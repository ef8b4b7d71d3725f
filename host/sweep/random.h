// The random source of random search. Draws must be identical on every machine and with every
// standard library, so this is splitmix64 with explicit mappings to doubles and ranges rather
// than std::*_distribution (whose algorithms the standard leaves to each library).
#pragma once

#include "plugins/sdk/splitmix64.h"

namespace nilab::host::sweep {

using sdk::SplitMix64;

}  // namespace nilab::host::sweep
