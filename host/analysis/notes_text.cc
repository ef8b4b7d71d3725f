#include "host/analysis/notes_text.h"

#include <cstdint>
#include <map>
#include <optional>

namespace nilab::host::analysis {

std::string FormatNotes(const std::vector<store::Note>& notes,
                        const std::vector<store::TrialResult>& trials, bool markdown) {
  std::map<int64_t, const store::TrialResult*> shown;
  for (const auto& t : trials) shown[t.id] = &t;
  // One line per subject (the sweep, then each trial), tags first, then notes in order.
  std::map<int64_t, std::pair<std::vector<std::string>, std::vector<std::string>>> lines;
  for (const auto& n : notes) {
    const int64_t key = n.trial_id.value_or(0);
    if (n.trial_id && !shown.count(*n.trial_id)) continue;
    (n.kind == "tag" ? lines[key].first : lines[key].second).push_back(n.text);
  }
  if (lines.empty()) return "";
  std::string out = markdown ? "\n**tags and notes**\n\n" : "\ntags and notes:\n";
  for (const auto& [key, parts] : lines) {
    std::string subject = "sweep";
    if (key != 0) {
      const store::TrialResult& t = *shown.at(key);
      subject = "trial " + std::to_string(t.id) + " (" + t.model + ", seed " +
                std::to_string(t.seed) + ")";
    }
    std::string line = (markdown ? "- " : "  ") + subject + ":";
    for (const auto& tag : parts.first) line += " [" + tag + "]";
    for (const auto& note : parts.second) line += " \"" + note + "\"";
    out += line + "\n";
  }
  return out;
}

}  // namespace nilab::host::analysis
