// The generic readers of a sweep document (table_reader.h).
#include "host/sweep/table_reader.h"

#include <cctype>
#include <cmath>
#include <cstdio>

#include "host/sweep/toml_values.h"

namespace nilab::host::sweep {

using sdk::PluginKind;

std::vector<std::string> TableReader::Names(const sdk::ParamSchema& schema,
                                            const std::string& prefix) {
  std::vector<std::string> out;
  for (const auto& spec : schema) out.push_back(prefix + spec.name);
  return out;
}

std::vector<std::string> TableReader::GroupNames(const sdk::PluginInfo& info) {
  std::vector<std::string> out;
  for (const auto& [name, doc] : info.param_groups) out.push_back(name);
  return out;
}

bool TableReader::Contains(const std::vector<std::string>& list, const std::string& s) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

const toml::table& TableReader::RequireTable(const toml::node& node,
                                             const std::string& what) const {
  if (!node.is_table()) diag_.Fail(node, what + " must be a table, got " + TomlTypeName(node));
  return *node.as_table();
}

const toml::array& TableReader::RequireTableArray(const toml::node& node,
                                                  const std::string& key) const {
  if (!node.is_array_of_tables()) {
    diag_.Fail(node, "'" + key + "' must be an array of tables ([[" + key + "]]), got " +
                         TomlTypeName(node));
  }
  return *node.as_array();
}

void TableReader::CheckKeys(const toml::table& table, const std::vector<std::string>& allowed,
                            const std::string& where) const {
  for (const auto& [key, value] : table) {
    const std::string name(key.str());
    if (!Contains(allowed, name)) {
      diag_.FailKey(key, value, where + ": unknown key " + Quoted(name) + Suggest(name, allowed));
    }
  }
}

// A string the table must have; fails at the table when missing.
std::string TableReader::RequireString(const toml::table& table, const std::string& key,
                                       const std::string& where) const {
  const toml::node* node = table.get(key);
  if (!node) diag_.Fail(table, where + ": missing required key " + Quoted(key));
  return ReadString(*node, key, where);
}

std::string TableReader::ReadString(const toml::node& node, const std::string& key,
                                    const std::string& where) const {
  auto value = node.as_string();
  if (!value) {
    diag_.Fail(node, where + ": " + Quoted(key) + " must be a string, got " + TomlTypeName(node));
  }
  if (value->get().empty()) diag_.Fail(node, where + ": " + Quoted(key) + " must not be empty");
  return value->get();
}

// Reads every key of a params table against `schema` into `out` as prefix + key.
void TableReader::ReadParams(const toml::node& node, const sdk::ParamSchema& schema,
                             const std::string& owner, const std::string& noun,
                             const std::string& prefix, Config& out) const {
  const toml::table& table = RequireTable(node, owner + " " + noun + "s");
  for (const auto& [key, value] : table) {
    const std::string name(key.str());
    const sdk::ParamSpec* spec = sdk::FindParam(schema, name);
    if (!spec) {
      diag_.FailKey(
          key, value,
          owner + ": unknown " + noun + " " + Quoted(name) + Suggest(name, Names(schema)));
    }
    out[prefix + name] = ReadParam(diag_, value, *spec, owner, noun);
  }
}

const sdk::PluginInfo& TableReader::FindPlugin(const toml::table& table, const std::string& where,
                                               PluginKind kind) const {
  const std::string name = RequireString(table, "name", where);
  const sdk::PluginInfo* info = lookup_ ? lookup_(name, kind) : nullptr;
  if (!info) {
    const std::string kind_name = sdk::PluginKindName(kind);
    std::string message = "unknown " + kind_name + " " + Quoted(name);
    if (names_) message += Suggest(name, names_(kind), "known " + kind_name + "s");
    diag_.Fail(*table.get("name"), message);
  }
  return *info;
}

// Numbers must be finite (nan and inf would pass every range check and collapse into one
// config hash), and strings may not hold control characters (a newline in a Slurm value or a
// name becomes a shell line of the sbatch script); a multi-line description may.
void TableReader::CheckValues(const toml::node& node, const std::string& path) const {
  if (const toml::table* table = node.as_table()) {
    for (const auto& [key, value] : *table) {
      CheckValues(value,
                  path.empty() ? std::string(key.str()) : path + "." + std::string(key.str()));
    }
  } else if (const toml::array* array = node.as_array()) {
    for (size_t i = 0; i < array->size(); ++i) {
      CheckValues(*array->get(i), path + "[" + std::to_string(i) + "]");
    }
  } else if (auto number = node.as_floating_point()) {
    if (!std::isfinite(number->get())) {
      diag_.Fail(node, Quoted(path) + ": " +
                           std::string(std::isnan(number->get()) ? "nan" : "inf") +
                           " is not allowed (values must be finite numbers)");
    }
  } else if (auto text = node.as_string()) {
    const bool multi_line = path == "description";
    for (const unsigned char c : text->get()) {
      if ((c < 0x20 || c == 0x7f) && !(multi_line && (c == '\n' || c == '\t'))) {
        char code[8];
        std::snprintf(code, sizeof(code), "0x%02x", c);
        diag_.Fail(node, Quoted(path) + ": control character " + code + " in a string");
      }
    }
  }
}

// A sweep or phase name becomes a directory of checkpoints and shards and a Slurm job name:
// letters, digits, '_', '-' and '.', not starting with '.' or '-', at most 100 characters.
void TableReader::CheckName(const toml::node& node, const std::string& name,
                            const std::string& what) const {
  const bool ok = !name.empty() && name.size() <= 100 && name[0] != '.' && name[0] != '-' &&
                  std::all_of(name.begin(), name.end(), [](unsigned char c) {
                    return std::isalnum(c) || c == '_' || c == '-' || c == '.';
                  });
  if (!ok) {
    diag_.Fail(node, what + " " + Quoted(name) +
                         " must be 1-100 letters, digits, '_', '-' or '.', not starting with "
                         "'.' or '-' (it names directories and Slurm jobs)");
  }
}

// An int n (seeds 0..n-1) or a non-empty array of distinct ints.
std::vector<int64_t> TableReader::ReadSeeds(const toml::node& node, const std::string& what) const {
  std::vector<int64_t> seeds;
  if (auto count = node.as_integer()) {
    if (count->get() < 1 || count->get() > 1000000) {
      diag_.Fail(node, what + " as a count must be in 1..1000000 (got " +
                           std::to_string(count->get()) + ")");
    }
    for (int64_t s = 0; s < count->get(); ++s) seeds.push_back(s);
    return seeds;
  }
  const toml::array* array = node.as_array();
  if (!array) {
    diag_.Fail(node, what + " must be an int n (seeds 0..n-1) or an array of ints, got " +
                         TomlTypeName(node));
  }
  if (array->empty()) diag_.Fail(node, what + " must not be empty");
  for (const toml::node& element : *array) {
    auto seed = element.as_integer();
    if (!seed) diag_.Fail(element, what + " must hold ints, got " + TomlTypeName(element));
    if (std::find(seeds.begin(), seeds.end(), seed->get()) != seeds.end()) {
      diag_.Fail(element, what + ": seed " + std::to_string(seed->get()) + " is listed twice");
    }
    seeds.push_back(seed->get());
  }
  return seeds;
}

Axis TableReader::ReadAxis(const toml::node& node, const std::string& key,
                           const sdk::ParamSpec& spec, const std::string& owner,
                           const std::string& noun) const {
  const toml::array* values = node.as_array();
  if (!values || values->empty()) {
    diag_.Fail(node, ParamMessage(owner, noun, spec.name,
                                  "grid needs a non-empty array of values, got " +
                                      (values ? std::string("[]") : TomlTypeName(node))));
  }
  Axis axis{key, {}};
  for (const toml::node& value : *values) {
    axis.values.push_back(ReadParam(diag_, value, spec, owner, noun));
  }
  return axis;
}

// The metric a choice reads: "val/<name>". A test metric is refused: nothing that chooses
// reads the split a claim is reported on.
std::string TableReader::ReadChoiceMetric(const toml::node& node, const std::string& what) const {
  const std::string metric = ReadString(node, "metric", what);
  if (metric.rfind("test/", 0) == 0) {
    diag_.Fail(node, what + ": " + Quoted(metric) +
                         " is a test metric, and a choice never reads test (choices read val, "
                         "claims read test): use \"val/" +
                         metric.substr(5) + "\"");
  }
  if (metric.rfind("val/", 0) != 0 || metric.size() <= 4) {
    diag_.Fail(node, what + ": " + Quoted(metric) + " must be a val metric \"val/<name>\"" +
                         (def_.task_info && !def_.task_info->headline_metric.empty()
                              ? " such as \"" + def_.task_info->headline_metric + "\""
                              : std::string()));
  }
  return metric;
}

}  // namespace nilab::host::sweep
