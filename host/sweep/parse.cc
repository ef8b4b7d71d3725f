// Validation of a sweep document against the format (sweeps/README.md) and the plugins'
// schemas, one table after another (parse_steps.h). Errors are located at the offending value, at
// the key for unknown keys, and at the enclosing table for missing keys.
#include <utility>

#include "host/sweep/parse_steps.h"
#include "host/sweep/sweep_def.h"
#include "host/sweep/table_reader.h"

namespace nilab::host::sweep {

SweepDef ParseSweep(const toml::table& root, const SchemaLookup& lookup, const PluginNames& names,
                    const Diagnostics& diag) {
  ParseState state{root, lookup, names, diag, {}, {}, {}};
  TableReader(state).CheckValues(root, "");  // every value, before anything reads one
  ParseTopLevel(state);
  ParseTask(state);
  ParseTrain(state);
  ParseSearch(state);
  ParseProtocol(state);
  ParseModels(state);
  ParsePhases(state);
  for (const ModelEntry& entry : state.def.models) CheckPhasesFor(state, entry);
  ParsePrune(state);
  CheckProtocolEntries(state);
  CheckMatchedModels(state);
  return std::move(state.def);
}

}  // namespace nilab::host::sweep
