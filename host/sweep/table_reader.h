// What the steps of ParseSweep (parse.cc, one per table of the sweep file) share: the document,
// the plugin schemas, the diagnostics and the SweepDef being filled in, and the readers of keys
// and values that locate every error at the offending value, at the key for unknown keys, and at
// the enclosing table for missing keys.
#pragma once

#include <toml++/toml.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "host/sweep/diagnostics.h"
#include "host/sweep/sweep_def.h"

namespace nilab::host::sweep {

// The state of one ParseSweep: what it reads, and what it has read so far.
struct ParseState {
  const toml::table& root;
  const SchemaLookup& lookup;
  const PluginNames& names;
  const Diagnostics& diag;
  SweepDef def;
  std::string task_owner;                        // "task 'digits'", once [task] is read
  std::vector<const toml::table*> phase_tables;  // the [[phases]] tables, in file order
};

// The base of each table's reader: the state as members, and the generic readers.
class TableReader {
 public:
  explicit TableReader(ParseState& state)
      : root_(state.root),
        lookup_(state.lookup),
        names_(state.names),
        diag_(state.diag),
        def_(state.def),
        task_owner_(state.task_owner),
        phase_tables_(state.phase_tables) {}

  // Numbers must be finite (nan and inf would pass every range check and collapse into one
  // config hash), and strings may not hold control characters (a newline in a Slurm value or a
  // name becomes a shell line of the sbatch script); a multi-line description may.
  void CheckValues(const toml::node& node, const std::string& path) const;

 protected:
  static std::vector<std::string> Names(const sdk::ParamSchema& schema,
                                        const std::string& prefix = "");
  static std::vector<std::string> GroupNames(const sdk::PluginInfo& info);
  static bool Contains(const std::vector<std::string>& list, const std::string& s);
  static std::string Quoted(const std::string& s) { return "'" + s + "'"; }

  // Grid axes and random keys in key order.
  template <typename T>
  static void SortByKey(std::vector<T>& items) {
    std::sort(items.begin(), items.end(), [](const T& a, const T& b) { return Key(a) < Key(b); });
  }
  static const std::string& Key(const Axis& axis) { return axis.key; }
  static const std::string& Key(const std::pair<std::string, Distribution>& item) {
    return item.first;
  }

  const toml::table& RequireTable(const toml::node& node, const std::string& what) const;

  const toml::array& RequireTableArray(const toml::node& node, const std::string& key) const;

  void CheckKeys(const toml::table& table, const std::vector<std::string>& allowed,
                 const std::string& where) const;

  // A string the table must have; fails at the table when missing.
  std::string RequireString(const toml::table& table, const std::string& key,
                            const std::string& where) const;

  std::string ReadString(const toml::node& node, const std::string& key,
                         const std::string& where) const;

  // Reads every key of a params table against `schema` into `out` as prefix + key.
  void ReadParams(const toml::node& node, const sdk::ParamSchema& schema, const std::string& owner,
                  const std::string& noun, const std::string& prefix, Config& out) const;

  const sdk::PluginInfo& FindPlugin(const toml::table& table, const std::string& where,
                                    sdk::PluginKind kind) const;

  // A sweep or phase name becomes a directory of checkpoints and shards and a Slurm job name:
  // letters, digits, '_', '-' and '.', not starting with '.' or '-', at most 100 characters.
  void CheckName(const toml::node& node, const std::string& name, const std::string& what) const;

  // An int n (seeds 0..n-1) or a non-empty array of distinct ints.
  std::vector<int64_t> ReadSeeds(const toml::node& node, const std::string& what) const;

  Axis ReadAxis(const toml::node& node, const std::string& key, const sdk::ParamSpec& spec,
                const std::string& owner, const std::string& noun) const;

  // The metric a choice reads: "val/<name>". A test metric is refused: nothing that chooses
  // reads the split a claim is reported on.
  std::string ReadChoiceMetric(const toml::node& node, const std::string& what) const;

  const toml::table& root_;
  const SchemaLookup& lookup_;
  const PluginNames& names_;
  const Diagnostics& diag_;
  SweepDef& def_;
  std::string& task_owner_;
  std::vector<const toml::table*>& phase_tables_;
};

}  // namespace nilab::host::sweep
