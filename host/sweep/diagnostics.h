// Error reporting for sweep files: every SweepError names where the offending value came from,
// "path:line:col: message" for the file or "--set key=value: message" for a command-line
// override, so a user fixes the right thing.
#pragma once

#include <toml++/toml.h>

#include <string>
#include <unordered_map>
#include <vector>

#include "host/sweep/sweep_spec.h"

namespace nilab::host::sweep {

class Diagnostics {
 public:
  explicit Diagnostics(std::string path) : path_(std::move(path)) {}

  const std::string& path() const { return path_; }

  // Marks `node` and everything under it as coming from the override `text` ("--set a=1").
  void MarkOverride(const toml::node& node, const std::string& text);
  // Forgets `node` and everything under it (before the node is erased or replaced).
  void Forget(const toml::node& node);

  // "path:line:col" of a node, or "--set a=1" for one from an override.
  std::string Where(const toml::node& node) const;
  [[noreturn]] void Fail(const toml::node& node, const std::string& message) const;
  // An error about a key of a table: located at the key (or at its value's override).
  [[noreturn]] void FailKey(const toml::key& key, const toml::node& value,
                            const std::string& message) const;
  // toml++'s parse error as "path:line:col: description".
  [[noreturn]] void FailParse(const toml::parse_error& error) const;

 private:
  std::string At(const toml::source_region& region) const;

  std::string path_;
  std::unordered_map<const toml::node*, std::string> overrides_;
};

// " (did you mean 'tau'?)" when a known name is close to `name`, else " (known: a, b, c)"
// (" (known: none)" when `known` is empty). `noun` names what is listed ("known models").
std::string Suggest(const std::string& name, const std::vector<std::string>& known,
                    const std::string& noun = "known");

// Optimal-string-alignment edit distance (a swap of two neighbours counts 1).
size_t EditDistance(const std::string& a, const std::string& b);

}  // namespace nilab::host::sweep
