// --set key=value overrides, applied to the parsed TOML document before validation, so values
// from the file keep their positions and values from the command line are reported by the
// override that set them ("--set ni.tua=3: model 'ni': unknown parameter 'tua' ...").
#pragma once

#include <toml++/toml.h>

#include <string>
#include <vector>

#include "host/sweep/diagnostics.h"

namespace nilab::host::sweep {

// Applies each "key=value" in order; see sweeps/README.md ("Overrides") for the keys. The value
// is TOML (1, 0.5, true, "x", [0, 1], { a = 1 }); a bare word that is not TOML (quick2) is taken
// as a string. Throws SweepError naming the override when it cannot be applied.
void ApplyOverrides(toml::table& root, const std::vector<std::string>& overrides,
                    Diagnostics& diag);

}  // namespace nilab::host::sweep
