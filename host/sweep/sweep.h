// Sweep files: parsing (toml++), validation against plugin schemas, and deterministic expansion
// into trials. The format is documented in sweeps/README.md; what a file loads into is
// host/sweep/sweep_spec.h. The top of host/sweep: no other header of the folder includes it.
#pragma once

#include <string>
#include <vector>

#include "host/sweep/sweep_spec.h"

namespace nilab::host::sweep {

// `overrides` are --set "key=value" strings (value in TOML syntax). Throws SweepError.
SweepSpec LoadSweepFile(const std::string& path, const std::vector<std::string>& overrides,
                        const SchemaLookup& lookup, const PluginNames& names = nullptr);
SweepSpec LoadSweepString(const std::string& text, const std::string& path,
                          const std::vector<std::string>& overrides, const SchemaLookup& lookup,
                          const PluginNames& names = nullptr);

// The expanded trial list for --dry-run: one line per trial (index, hash, model, seed and the
// params that vary across the sweep), then a count.
std::string FormatTrials(const SweepSpec& sweep);

}  // namespace nilab::host::sweep
