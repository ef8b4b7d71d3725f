#include "host/sweep/trial_filter.h"

#include <cerrno>
#include <cstdlib>
#include <set>

#include "host/sweep/diagnostics.h"

namespace nilab::host::sweep {
namespace {

bool ParseNumber(const std::string& text, double* out) {
  if (text.empty()) return false;
  char* end = nullptr;
  errno = 0;
  *out = std::strtod(text.c_str(), &end);
  return errno == 0 && end == text.c_str() + text.size();
}

// What the user types for a value: strings unquoted, everything else as in a sweep file.
std::string Text(const sdk::ParamValue& value) {
  if (const auto* s = std::get_if<std::string>(&value)) return *s;
  return sdk::FormatValue(value);
}

bool SameValue(const sdk::ParamValue& value, const std::string& wanted) {
  const std::string text = Text(value);
  if (text == wanted) return true;
  if (std::holds_alternative<int64_t>(value) || std::holds_alternative<double>(value)) {
    double a = 0, b = 0;
    return ParseNumber(text, &a) && ParseNumber(wanted, &b) && a == b;
  }
  return false;
}

const sdk::ParamValue* Find(const std::vector<std::pair<std::string, sdk::ParamValue>>& params,
                            const std::string& key) {
  for (const auto& [name, value] : params) {
    if (name == key) return &value;
  }
  return nullptr;
}

}  // namespace

TrialFilter::TrialFilter(const std::vector<std::string>& where,
                         const std::vector<TrialSpec>& trials) {
  std::vector<std::vector<std::pair<std::string, sdk::ParamValue>>> params;
  for (const TrialSpec& trial : trials) params.push_back(trial.FlatParams());
  for (const std::string& term : where) {
    const size_t eq = term.find('=');
    if (eq == std::string::npos || eq == 0) {
      throw SweepError("--where '" + term +
                       "': expected KEY=VALUE, e.g. task.regime=extrapolation");
    }
    const std::string key = term.substr(0, eq), value = term.substr(eq + 1);
    std::vector<std::string> keys;  // in the order they first appear
    std::set<std::string> seen, values;
    bool matched = false;
    for (const auto& flat : params) {
      for (const auto& [name, v] : flat) {
        if (seen.insert(name).second) keys.push_back(name);
      }
      if (const sdk::ParamValue* v = Find(flat, key)) {
        values.insert(Text(*v));
        matched = matched || SameValue(*v, value);
      }
    }
    if (!seen.count(key)) {
      throw SweepError("--where " + term + ": no trial of the sweep has a parameter '" + key + "'" +
                       Suggest(key, keys, "its parameters"));
    }
    if (!matched) {
      std::string list;
      for (const std::string& v : values) list += (list.empty() ? "" : ", ") + v;
      throw SweepError("--where " + term + ": no trial of the sweep has " + key + " = " + value +
                       " (" + key + " takes: " + list + ")");
    }
    terms_.emplace_back(key, value);
  }
}

bool TrialFilter::Matches(const TrialSpec& trial) const {
  if (terms_.empty()) return true;
  const auto params = trial.FlatParams();
  for (const auto& [key, value] : terms_) {
    const sdk::ParamValue* v = Find(params, key);
    if (!v || !SameValue(*v, value)) return false;
  }
  return true;
}

std::string TrialFilter::Describe() const {
  std::string out;
  for (const auto& [key, value] : terms_) out += (out.empty() ? "" : ", ") + key + "=" + value;
  return out;
}

}  // namespace nilab::host::sweep
