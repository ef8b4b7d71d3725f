#include "host/sweep/diagnostics.h"

#include <algorithm>

namespace nilab::host::sweep {
namespace {

template <typename F>
void ForEachNode(const toml::node& node, const F& f) {
  f(node);
  if (const toml::table* table = node.as_table()) {
    for (const auto& [key, child] : *table) ForEachNode(child, f);
  } else if (const toml::array* array = node.as_array()) {
    for (const toml::node& child : *array) ForEachNode(child, f);
  }
}

}  // namespace

void Diagnostics::MarkOverride(const toml::node& node, const std::string& text) {
  ForEachNode(node, [&](const toml::node& n) { overrides_[&n] = text; });
}

void Diagnostics::Forget(const toml::node& node) {
  ForEachNode(node, [&](const toml::node& n) { overrides_.erase(&n); });
}

std::string Diagnostics::At(const toml::source_region& region) const {
  if (region.begin.line == 0) return path_;
  return path_ + ":" + std::to_string(region.begin.line) + ":" +
         std::to_string(region.begin.column);
}

std::string Diagnostics::Where(const toml::node& node) const {
  auto it = overrides_.find(&node);
  if (it != overrides_.end()) return it->second;
  return At(node.source());
}

void Diagnostics::Fail(const toml::node& node, const std::string& message) const {
  throw SweepError(Where(node) + ": " + message);
}

void Diagnostics::FailKey(const toml::key& key, const toml::node& value,
                          const std::string& message) const {
  auto it = overrides_.find(&value);
  if (it != overrides_.end()) throw SweepError(it->second + ": " + message);
  throw SweepError(At(key.source()) + ": " + message);
}

void Diagnostics::FailParse(const toml::parse_error& error) const {
  std::string description(error.description());
  std::replace(description.begin(), description.end(), '\n', ' ');
  throw SweepError(At(error.source()) + ": " + description);
}

size_t EditDistance(const std::string& a, const std::string& b) {
  const size_t n = a.size(), m = b.size();
  std::vector<std::vector<size_t>> d(n + 1, std::vector<size_t>(m + 1));
  for (size_t i = 0; i <= n; ++i) d[i][0] = i;
  for (size_t j = 0; j <= m; ++j) d[0][j] = j;
  for (size_t i = 1; i <= n; ++i) {
    for (size_t j = 1; j <= m; ++j) {
      const size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[n][m];
}

std::string Suggest(const std::string& name, const std::vector<std::string>& known,
                    const std::string& noun) {
  const std::string* best = nullptr;
  size_t best_distance = 0;
  for (const std::string& candidate : known) {
    const size_t distance = EditDistance(name, candidate);
    if (!best || distance < best_distance) {
      best = &candidate;
      best_distance = distance;
    }
  }
  // Close enough to be a typo: at most 2 edits (a quarter of the longer name for long names),
  // and not most of a short name.
  const size_t longer = best ? std::max(name.size(), best->size()) : 0;
  if (best && best_distance <= std::max<size_t>(2, longer / 4) && best_distance * 3 <= longer + 2) {
    return " (did you mean '" + *best + "'?)";
  }
  std::string list;
  for (const std::string& candidate : known) list += (list.empty() ? "" : ", ") + candidate;
  return " (" + noun + ": " + (list.empty() ? std::string("none") : list) + ")";
}

}  // namespace nilab::host::sweep
