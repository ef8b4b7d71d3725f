// LoadSweepFile / LoadSweepString: parse, apply overrides, validate, expand.
#include "host/sweep/sweep.h"

#include <fstream>
#include <sstream>

#include "host/sweep/diagnostics.h"
#include "host/sweep/expand.h"
#include "host/sweep/model_search.h"
#include "host/sweep/overrides.h"
#include "host/sweep/protocol.h"
#include "host/sweep/sweep_def.h"

namespace nilab::host::sweep {

SweepSpec LoadSweepString(const std::string& text, const std::string& path,
                          const std::vector<std::string>& overrides, const SchemaLookup& lookup,
                          const PluginNames& names) {
  Diagnostics diag(path);
  toml::table root;
  try {
    root = toml::parse(std::string_view(text), std::string_view(path));
  } catch (const toml::parse_error& error) {
    diag.FailParse(error);
  }
  ApplyOverrides(root, overrides, diag);
  auto def_ptr = std::make_shared<SweepDef>(ParseSweep(root, lookup, names, diag));
  const SweepDef& def = *def_ptr;
  Expansion expansion = Expand(def);

  SweepSpec sweep;
  sweep.name = def.name;
  sweep.description = def.description;
  sweep.path = path;
  sweep.source = text;
  sweep.overrides = overrides;
  if (overrides.empty()) {
    sweep.effective_source = text;
  } else {
    std::ostringstream effective;
    effective << "# " << path << " with --set";
    for (const auto& o : overrides) effective << " " << o;
    effective << "\n" << toml::toml_formatter(root) << "\n";
    sweep.effective_source = effective.str();
  }
  sweep.trials = std::move(expansion.trials);
  for (const ModelEntry& entry : def.models) sweep.entry_models.push_back(entry.name);
  sweep.extra = def.extra;
  sweep.prune = def.prune;
  if (def.model_search) sweep.model_search = std::make_shared<ModelSearch>(def_ptr);
  sweep.protocol = def.protocol;
  if (def.protocol.enabled()) {
    sweep.studies = ProtocolStudies(def);
    if (def.protocol.method == "tpe")
      sweep.study_searches = ProtocolSearches(def_ptr, sweep.studies);
  }
  if (sweep.prune.enabled()) {
    bool any_rung = false;
    for (const TrialSpec& trial : sweep.trials) {
      for (const PhaseSpec& phase : trial.phases) {
        any_rung |= phase.name == sweep.prune.phase && sweep.prune.min_epochs < phase.train.epochs;
      }
    }
    if (!any_rung) {
      sweep.warnings.push_back("[prune]: min_epochs = " + std::to_string(sweep.prune.min_epochs) +
                               " is not below the epochs of phase '" + sweep.prune.phase +
                               "' in any trial: nothing will be pruned");
    }
  }
  sweep.duplicates_dropped = expansion.duplicates_dropped;
  if (expansion.duplicates_dropped > 0) {
    sweep.warnings.push_back(std::to_string(expansion.duplicates_dropped) +
                             " duplicate trial(s) dropped (same config hash as an earlier trial)");
  }
  return sweep;
}

SweepSpec LoadSweepFile(const std::string& path, const std::vector<std::string>& overrides,
                        const SchemaLookup& lookup, const PluginNames& names) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw SweepError(path + ": cannot open sweep file");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw SweepError(path + ": cannot read sweep file");
  return LoadSweepString(text.str(), path, overrides, lookup, names);
}

}  // namespace nilab::host::sweep
