// FormatTrials: the --dry-run listing.
#include <algorithm>
#include <cstdio>
#include <sstream>

#include "host/sweep/sweep.h"

namespace nilab::host::sweep {
namespace {

// Short text for a table cell: floats with 6 significant digits (and a ".0" when they would
// read as ints), strings unquoted.
std::string Cell(const sdk::ParamValue& value) {
  if (auto* d = std::get_if<double>(&value)) {
    char text[32];
    std::snprintf(text, sizeof(text), "%.6g", *d);
    std::string s = text;
    if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
    return s;
  }
  if (auto* s = std::get_if<std::string>(&value)) return *s;
  return sdk::FormatValue(value);
}

}  // namespace

std::string FormatTrials(const SweepSpec& sweep) {
  // Columns: index, hash, model, seed, then every flat key that takes two or more values among
  // the trials that have it (in the order keys first appear); "-" where a trial lacks it.
  std::vector<std::string> keys;
  std::vector<std::map<std::string, sdk::ParamValue>> rows;
  for (const TrialSpec& trial : sweep.trials) {
    rows.emplace_back();
    for (const auto& [key, value] : trial.FlatParams()) {
      rows.back()[key] = value;
      if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
    }
  }
  std::vector<std::string> varying;
  for (const std::string& key : keys) {
    if (key == "model" || key == "seed") continue;
    const sdk::ParamValue* first = nullptr;
    for (const auto& row : rows) {
      auto it = row.find(key);
      if (it == row.end()) continue;
      if (!first) {
        first = &it->second;
      } else if (*first != it->second) {
        varying.push_back(key);
        break;
      }
    }
  }

  std::vector<std::string> header = {"index", "hash", "model", "seed"};
  header.insert(header.end(), varying.begin(), varying.end());
  std::vector<std::vector<std::string>> table = {header};
  for (size_t i = 0; i < sweep.trials.size(); ++i) {
    const TrialSpec& trial = sweep.trials[i];
    std::vector<std::string> line = {std::to_string(trial.index), trial.config_hash, trial.model,
                                     std::to_string(trial.seed)};
    for (const std::string& key : varying) {
      auto it = rows[i].find(key);
      line.push_back(it == rows[i].end() ? "-" : Cell(it->second));
    }
    table.push_back(std::move(line));
  }
  std::vector<size_t> width(header.size(), 0);
  for (const auto& line : table) {
    for (size_t c = 0; c < line.size(); ++c) width[c] = std::max(width[c], line[c].size());
  }
  std::ostringstream out;
  for (const auto& line : table) {
    std::string text;
    for (size_t c = 0; c < line.size(); ++c) {
      text += line[c];
      if (c + 1 < line.size()) text += std::string(width[c] - line[c].size() + 2, ' ');
    }
    out << text << "\n";
  }
  out << sweep.trials.size() << (sweep.trials.size() == 1 ? " trial" : " trials");
  if (!sweep.name.empty()) out << " in sweep '" << sweep.name << "'";
  out << "\n";
  for (const std::string& warning : sweep.warnings) out << "warning: " << warning << "\n";
  return out.str();
}

}  // namespace nilab::host::sweep
