#include "host/analysis/compare.h"

#include <fnmatch.h>
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "host/analysis/table.h"

namespace nilab::host::analysis {
namespace {

using store::TrialResult;

bool ParseNumber(const std::string& text, double* value) {
  if (text.empty()) return false;
  char* end = nullptr;
  *value = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size();
}

// Display values compare as numbers when both are numbers ("0.5" == "0.50", "2" < "10").
bool SameValue(const std::string& a, const std::string& b) {
  double x, y;
  if (ParseNumber(a, &x) && ParseNumber(b, &y)) return x == y;
  return a == b;
}

struct KeyLess {
  bool operator()(const std::vector<std::string>& a, const std::vector<std::string>& b) const {
    for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
      double x, y;
      const bool nx = ParseNumber(a[i], &x), ny = ParseNumber(b[i], &y);
      if (nx && ny) {
        if (x != y) return x < y;
      } else if (nx != ny) {
        return nx;  // numbers before text
      } else if (a[i] != b[i]) {
        return a[i] < b[i];
      }
    }
    return a.size() < b.size();
  }
};

std::string Join(const std::vector<std::string>& items, const std::string& separator = ", ") {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? separator : "") + items[i];
  return out;
}

std::string Join(const std::set<std::string>& items, const std::string& separator = ", ") {
  return Join(std::vector<std::string>(items.begin(), items.end()), separator);
}

// Default metric order: the headline, then test/, val/, other splits, train/; by name within.
std::tuple<int, std::string> MetricOrder(const std::string& name, const std::string& headline) {
  if (name == headline) return {0, name};
  // The headline on the test split next to it.
  const auto slash = headline.find('/');
  if (slash != std::string::npos && name == "test" + headline.substr(slash)) return {1, name};
  // Per-item metrics and curve points after the aggregates.
  const int offset = IsAggregate(name) ? 0 : 10;
  if (name.rfind("test/", 0) == 0) return {offset + 2, name};
  if (name.rfind("val/", 0) == 0) return {offset + 3, name};
  if (name.rfind("train/", 0) == 0) return {offset + 5, name};
  return {offset + 4, name};
}

std::string IntervalText(const Interval& interval, int decimals) {
  if (std::isnan(interval.lo)) return "-";
  return "[" + FormatSigned(interval.lo, decimals) + ", " + FormatSigned(interval.hi, decimals) +
         "]";
}

std::string PValueText(double p) {
  if (std::isnan(p)) return "-";
  if (p < 0.001) return "<0.001";
  return FormatFixed(p, 3);
}

// Which side the paired t-interval favours, or "-" when it contains 0.
std::string Better(const PairedComparison& paired, const PairedRow& row) {
  const Interval& ci = row.result.t_interval;
  if (!row.ranked || std::isnan(ci.lo) || (ci.lo <= 0.0 && ci.hi >= 0.0)) return "-";
  const bool a_larger = ci.lo > 0.0;
  return a_larger == row.higher_is_better ? paired.a : paired.b;
}

// JSON's higher_is_better: null for a metric without a direction.
nlohmann::ordered_json Direction(bool ranked, bool higher_is_better) {
  return ranked ? nlohmann::ordered_json(higher_is_better) : nlohmann::ordered_json(nullptr);
}

std::string CellText(const GroupCell& cell, int64_t group_trials, int decimals) {
  const Summary& s = cell.summary;
  if (s.n == 0) return "-";
  std::string text = FormatFixed(s.mean, decimals);
  if (s.n >= 2) text += " ± " + FormatFixed(s.std, decimals);
  if (s.n != group_trials) text += " (n=" + std::to_string(s.n) + ")";
  return text;
}

std::string Title(const CompareResult& r) {
  return "sweep " + r.sweep + ", phase " + (r.phase.empty() ? "-" : r.phase) + ": " +
         std::to_string(r.done - r.pruned) + " done trial" + (r.done - r.pruned == 1 ? "" : "s") +
         (r.pruned > 0 ? " and " + std::to_string(r.pruned) + " pruned (values at their rung)"
                       : "");
}

std::string Legend(const CompareResult& r, const std::string& mark) {
  std::vector<std::string> higher, lower;
  for (const auto& m : r.metrics) {
    if (m.ranked) (m.higher_is_better ? higher : lower).push_back(m.name);
  }
  std::string legend = mark + " best per column (";
  if (!higher.empty()) legend += "higher is better: " + Join(higher);
  if (!higher.empty() && !lower.empty()) legend += "; ";
  if (!lower.empty()) legend += "lower is better: " + Join(lower);
  return legend + ")";
}

enum class Markup { kText, kMarkdown, kHtml };

TextTable GroupTable(const CompareResult& r, Markup markup) {
  TextTable table;
  table.header = r.by;
  table.header.push_back("n");
  table.right_align.assign(r.by.size(), false);
  table.right_align.push_back(true);
  std::vector<int> decimals;
  for (size_t m = 0; m < r.metrics.size(); ++m) {
    table.header.push_back(r.metrics[m].name);
    table.right_align.push_back(false);
    std::vector<double> means, spreads;
    for (const auto& g : r.groups) {
      means.push_back(g.cells[m].summary.mean);
      spreads.push_back(g.cells[m].summary.std);
    }
    decimals.push_back(DisplayDecimals(means, spreads));
  }
  for (const auto& g : r.groups) {
    std::vector<std::string> row = g.key;
    row.push_back(std::to_string(g.trials));
    for (size_t m = 0; m < r.metrics.size(); ++m) {
      std::string cell = CellText(g.cells[m], g.trials, decimals[m]);
      if (g.cells[m].best && markup == Markup::kMarkdown) cell = "**" + cell + "**";
      if (g.cells[m].best && markup == Markup::kText) cell += " *";
      row.push_back(cell);
    }
    table.rows.push_back(std::move(row));
    std::vector<bool> bold(r.by.size() + 1, false);
    for (const auto& cell : g.cells) bold.push_back(markup == Markup::kHtml && cell.best);
    table.bold.push_back(std::move(bold));
  }
  return table;
}

TextTable PairedTable(const PairedComparison& p) {
  const std::string pct = FormatNumber(p.level * 100.0);
  const std::string level = pct.size() > 2 && pct.compare(pct.size() - 2, 2, ".0") == 0
                                ? pct.substr(0, pct.size() - 2)
                                : pct;  // "95", "99.9"
  TextTable table;
  table.header = {
      "metric", "pairs", p.a + " - " + p.b, level + "% CI (paired t)", level + "% CI (bootstrap)",
      "p",      "better"};
  table.right_align = {false, true, true, false, false, true, false};
  for (const auto& row : p.rows) {
    const int d = DisplayDecimals({row.result.mean_diff}, {row.result.std_diff});
    table.rows.push_back({row.metric, std::to_string(row.result.n),
                          row.result.n ? FormatSigned(row.result.mean_diff, d) : "-",
                          IntervalText(row.result.t_interval, d),
                          IntervalText(row.result.bootstrap_interval, d),
                          PValueText(row.result.p_value), Better(p, row)});
  }
  return table;
}

std::string PairedTitle(const PairedComparison& p) {
  // The matched keys are every task param: name only those that vary between the pairs.
  return "paired: " + p.a + " - " + p.b + " on " + std::to_string(p.configs) + " matched config" +
         (p.configs == 1 ? "" : "s") + " (same " +
         (std::count(p.matched_on.begin(), p.matched_on.end(), "model") ? "model, " : "") +
         "task params and seed" +
         (p.differ_in.empty() ? "" : "; the configs differ in " + Join(p.differ_in)) + ")";
}

std::vector<std::string> PairedNotes(const PairedComparison& p) {
  std::vector<std::string> notes;
  if (p.ambiguous > 0) {
    notes.push_back(std::to_string(p.ambiguous) + " config" + (p.ambiguous == 1 ? "" : "s") +
                    " left out of the pairing: several trials of one " + p.key +
                    " differ only in " + Join(p.ambiguous_keys) + " (choose one with --where)");
  }
  if (!p.sides_differ.empty()) {
    std::vector<std::string> parts;
    for (const auto& d : p.sides_differ) parts.push_back(d.key + " (" + d.a + " vs " + d.b + ")");
    notes.push_back(p.a + " and " + p.b + " also differ in " + Join(parts));
  }
  if (p.configs == 2) {
    // t(0.975, 1) = 12.71: the interval is 4.9x as wide as with many pairs, and it rests on
    // a single degree of freedom.
    notes.push_back("warning: " + p.a + " - " + p.b +
                    " rests on 2 matched configs (1 degree of freedom): its t interval is "
                    "unreliable (more seeds make a new, declared comparison)");
  }
  if (p.unmatched > 0) {
    notes.push_back(std::to_string(p.unmatched) + " config" + (p.unmatched == 1 ? "" : "s") +
                    " done for only one of " + p.a + ", " + p.b);
  }
  return notes;
}

nlohmann::ordered_json IntervalJson(const Interval& i) { return {i.lo, i.hi}; }

// LaTeX text: the ten special characters escaped.
std::string EscapeLatex(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '\\':
        out += "\\textbackslash{}";
        break;
      case '~':
        out += "\\textasciitilde{}";
        break;
      case '^':
        out += "\\textasciicircum{}";
        break;
      case '&':
      case '%':
      case '$':
      case '#':
      case '_':
      case '{':
      case '}':
        out += '\\';
        out += c;
        break;
      default:
        out += c;
    }
  }
  return out;
}

// A booktabs tabular: `header`, then `rows`; right-aligned columns get "r", others "l".
std::string LatexTabular(const std::vector<std::string>& header,
                         const std::vector<std::vector<std::string>>& rows,
                         const std::vector<bool>& right) {
  std::string spec;
  for (size_t i = 0; i < header.size(); ++i) spec += right[i] ? 'r' : 'l';
  std::string out = "\\begin{tabular}{" + spec + "}\n\\toprule\n";
  const auto line = [](const std::vector<std::string>& cells) {
    std::string text;
    for (size_t i = 0; i < cells.size(); ++i) text += (i ? " & " : "") + cells[i];
    return text + " \\\\\n";
  };
  out += line(header) + "\\midrule\n";
  for (const auto& row : rows) out += line(row);
  return out + "\\bottomrule\n\\end{tabular}\n";
}

// The compare table for a paper (needs \usepackage{booktabs}): one row per group, each metric as
// $mean \pm std$, the best in bold, n; then each paired comparison's differences and intervals.
std::string FormatLatex(const CompareResult& r) {
  std::string out = "% nilab compare: " + Title(r) + "\n% needs \\usepackage{booktabs}\n";
  std::vector<std::string> header;
  std::vector<bool> right;
  for (const auto& key : r.by) {
    header.push_back(EscapeLatex(key));
    right.push_back(false);
  }
  header.push_back("$n$");
  right.push_back(true);
  std::vector<int> decimals;
  for (size_t m = 0; m < r.metrics.size(); ++m) {
    const auto& metric = r.metrics[m];
    header.push_back(
        EscapeLatex(metric.name) +
        (metric.ranked ? (metric.higher_is_better ? " $\\uparrow$" : " $\\downarrow$") : ""));
    right.push_back(true);
    std::vector<double> means, spreads;
    for (const auto& g : r.groups) {
      means.push_back(g.cells[m].summary.mean);
      spreads.push_back(g.cells[m].summary.std);
    }
    decimals.push_back(DisplayDecimals(means, spreads));
  }
  std::vector<std::vector<std::string>> rows;
  for (const auto& g : r.groups) {
    std::vector<std::string> row;
    for (const auto& key : g.key) row.push_back(EscapeLatex(key));
    row.push_back(std::to_string(g.trials));
    for (size_t m = 0; m < g.cells.size(); ++m) {
      const Summary& s = g.cells[m].summary;
      if (s.n == 0) {
        row.push_back("--");
        continue;
      }
      // Eq.: mean \pm sample std over the group's trials (the seeds).
      std::string value = FormatFixed(s.mean, decimals[m]);
      if (s.n >= 2) value += " \\pm " + FormatFixed(s.std, decimals[m]);
      if (g.cells[m].best) value = "\\mathbf{" + value + "}";
      std::string cell = "$" + value + "$";
      if (s.n != g.trials) cell += " ($n{=}" + std::to_string(s.n) + "$)";
      row.push_back(cell);
    }
    rows.push_back(std::move(row));
  }
  out += LatexTabular(header, rows, right);
  for (const PairedComparison& p : r.paired) {
    if (p.rows.empty() || p.configs == 0) continue;
    out += "\n% " + PairedTitle(p) + "\n";
    const std::string pct = FormatNumber(p.level * 100.0);
    const std::string level = pct.size() > 2 && pct.compare(pct.size() - 2, 2, ".0") == 0
                                  ? pct.substr(0, pct.size() - 2)
                                  : pct;  // "95", "99.9"
    std::vector<std::vector<std::string>> paired_rows;
    for (const auto& row : p.rows) {
      const int d = DisplayDecimals({row.result.mean_diff}, {row.result.std_diff});
      const auto interval = [&](const Interval& i) {
        return std::isnan(i.lo)
                   ? std::string("--")
                   : "$[" + FormatSigned(i.lo, d) + ", " + FormatSigned(i.hi, d) + "]$";
      };
      paired_rows.push_back(
          {EscapeLatex(row.metric), std::to_string(row.result.n),
           row.result.n ? "$" + FormatSigned(row.result.mean_diff, d) + "$" : "--",
           interval(row.result.t_interval), interval(row.result.bootstrap_interval),
           EscapeLatex(PValueText(row.result.p_value))});
    }
    out += LatexTabular({"metric", "pairs", EscapeLatex(p.a + " - " + p.b),
                         EscapeLatex(level) + "\\% CI (paired $t$)",
                         EscapeLatex(level) + "\\% CI (bootstrap)", "$p$"},
                        paired_rows, {false, true, true, true, true, true});
  }
  return out;
}

// At most this many paired sections (configs of one side x configs of the other).
constexpr size_t kMaxPairedSections = 4;

// The trials of one side of a paired comparison that share one config, e.g. "ni (tau=1.42)".
struct Variant {
  std::string label;
  std::vector<const TrialResult*> trials;
};

// One side's trials split by the params that vary among them outside the matched config (a
// model grid: NI over tau); a single variant when none vary. Labelled by the side's value
// ("ni"), or "key=value" for a pair key other than model.
std::string SideLabel(const std::string& pair_key, const std::string& value) {
  return pair_key == "model" ? value : pair_key + "=" + value;
}

// A param that can tell the trials of a paired comparison apart beyond the pair key: not the
// seed, the task, or a key of the matched config.
bool IsSideParam(const std::string& key, const std::string& pair_key,
                 const std::vector<std::string>& matched_on) {
  return key != "seed" && key != pair_key && key != "task" &&
         std::find(matched_on.begin(), matched_on.end(), key) == matched_on.end();
}

std::vector<Variant> SplitVariants(const std::string& pair_key, const std::string& side_value,
                                   const std::vector<const TrialResult*>& trials,
                                   const std::vector<std::string>& matched_on) {
  const std::string side = SideLabel(pair_key, side_value);
  std::set<std::string> keys;
  for (const TrialResult* t : trials) {
    for (const auto& [key, value] : t->params) keys.insert(key);
  }
  std::vector<std::string> varying;
  for (const auto& key : keys) {
    if (!IsSideParam(key, pair_key, matched_on)) continue;
    std::set<std::string> values;
    for (const TrialResult* t : trials) values.insert(TrialValue(*t, key).value_or("-"));
    if (values.size() > 1) varying.push_back(key);
  }
  if (varying.empty()) return {Variant{side, trials}};
  std::map<std::vector<std::string>, std::vector<const TrialResult*>, KeyLess> split;
  for (const TrialResult* t : trials) {
    std::vector<std::string> key;
    for (const auto& k : varying) key.push_back(TrialValue(*t, k).value_or("-"));
    split[key].push_back(t);
  }
  std::vector<Variant> variants;
  for (const auto& [values, members] : split) {
    std::vector<std::string> parts;
    for (size_t i = 0; i < varying.size(); ++i) parts.push_back(varying[i] + "=" + values[i]);
    variants.push_back({side + " (" + Join(parts) + ")", members});
  }
  return variants;
}

PairedComparison PairVariants(const Variant& a, const Variant& b,
                              const std::vector<std::string>& matched_on,
                              const std::set<std::string>& param_keys,
                              const std::vector<MetricColumn>& metrics,
                              const CompareOptions& options) {
  PairedComparison paired;
  paired.key = options.pair_key;
  paired.a = a.label;
  paired.b = b.label;
  paired.level = options.level;
  paired.matched_on = matched_on;
  std::map<std::string, std::pair<std::vector<const TrialResult*>, std::vector<const TrialResult*>>>
      configs;
  for (const auto* side : {&a, &b}) {
    for (const TrialResult* t : side->trials) {
      std::string key = options.pair_within_sweep ? t->sweep : "";
      for (const auto& k : matched_on) key += '\x1f' + TrialValue(*t, k).value_or("-");
      (side == &a ? configs[key].first : configs[key].second).push_back(t);
    }
  }
  std::vector<std::pair<const TrialResult*, const TrialResult*>> pairs;
  std::set<std::string> ambiguous_keys;
  for (const auto& [key, both] : configs) {
    const auto& [of_a, of_b] = both;
    if (of_a.size() == 1 && of_b.size() == 1) {
      pairs.emplace_back(of_a[0], of_b[0]);
    } else if (!of_a.empty() && !of_b.empty()) {
      ++paired.ambiguous;
      for (const auto* side : {&of_a, &of_b}) {
        std::set<std::string> keys = param_keys;
        keys.insert("sweep");
        for (const auto& param : keys) {
          std::set<std::string> values;
          for (const TrialResult* t : *side) values.insert(TrialValue(*t, param).value_or("-"));
          if (values.size() > 1) ambiguous_keys.insert(param);
        }
      }
    } else {
      ++paired.unmatched;
    }
  }
  paired.configs = static_cast<int64_t>(pairs.size());
  paired.ambiguous_keys.assign(ambiguous_keys.begin(), ambiguous_keys.end());
  for (const auto& key : matched_on) {
    std::set<std::string> values;
    for (const auto& [ta, tb] : pairs) values.insert(TrialValue(*ta, key).value_or("-"));
    if (values.size() > 1 && key != "seed") paired.differ_in.push_back(key);
  }
  if (options.pair_key != "model" && !pairs.empty()) {
    for (const auto& param : param_keys) {
      if (!IsSideParam(param, options.pair_key, matched_on)) continue;
      std::set<std::string> of_a, of_b;
      for (const auto& [ta, tb] : pairs) {
        of_a.insert(TrialValue(*ta, param).value_or("-"));
        of_b.insert(TrialValue(*tb, param).value_or("-"));
      }
      if (of_a.size() == 1 && of_b.size() == 1 && *of_a.begin() != *of_b.begin()) {
        paired.sides_differ.push_back({param, *of_a.begin(), *of_b.begin()});
      }
    }
  }
  for (const auto& metric : metrics) {
    std::vector<double> values_a, values_b;
    for (const auto& [ta, tb] : pairs) {
      auto ia = ta->metrics.find(metric.name), ib = tb->metrics.find(metric.name);
      values_a.push_back(ia == ta->metrics.end() ? std::nan("") : ia->second);
      values_b.push_back(ib == tb->metrics.end() ? std::nan("") : ib->second);
    }
    paired.rows.push_back({metric.name, metric.higher_is_better, metric.ranked,
                           PairedDifference(values_a, values_b, options.level,
                                            options.bootstrap_samples, options.bootstrap_seed)});
  }
  return paired;
}

}  // namespace

bool IsRanked(const std::string& metric) { return metric.find("iter_frac") == std::string::npos; }

bool IsAggregate(const std::string& metric) {
  return metric.find('@') == std::string::npos && metric.find('/') == metric.rfind('/');
}

std::optional<std::string> TrialValue(const TrialResult& trial, const std::string& key) {
  if (const sdk::ParamValue* value = trial.Param(key)) return DisplayValue(*value);
  if (key == "model") return trial.model;
  if (key == "task") return trial.task;
  if (key == "seed") return std::to_string(trial.seed);
  if (key == "sweep") return trial.sweep;
  if (key == "status") return std::string(store::TrialStatusName(trial.status));
  if (key == "phase" && !trial.phase.empty()) return trial.phase;
  return std::nullopt;
}

std::vector<std::string> VaryingKeys(const std::vector<TrialResult>& trials) {
  std::map<std::pair<std::string, std::string>, std::set<std::string>> seen;  // (model, key)
  for (const TrialResult& t : trials) {
    for (const auto& [key, value] : t.params) seen[{t.model, key}].insert(DisplayValue(value));
  }
  std::set<std::string> varying;
  for (const auto& [model_key, values] : seen) {
    const std::string& key = model_key.second;
    // search.seed: the draw that chose a TPE configuration, one per configuration like its id.
    if (values.size() > 1 && key != "seed" && key != "search.seed" && key != "model" &&
        key != "task") {
      varying.insert(key);
    }
  }
  return {varying.begin(), varying.end()};
}

std::vector<std::string> ConfigGrouping(const std::vector<TrialResult>& trials) {
  std::vector<std::string> by = {"model"};
  for (const auto& key : VaryingKeys(trials)) by.push_back(key);
  return by;
}

std::vector<TrialResult> FilterTrials(const std::vector<TrialResult>& trials,
                                      const std::vector<std::string>& where) {
  std::vector<std::pair<std::string, std::string>> filters;
  for (const auto& w : where) {
    const size_t eq = w.find('=');
    if (eq == std::string::npos || eq == 0) {
      throw AnalysisError("--where '" + w + "': expected KEY=VALUE, e.g. tau=0.5");
    }
    filters.emplace_back(w.substr(0, eq), w.substr(eq + 1));
  }
  for (const auto& [key, value] : filters) {
    const bool known = std::any_of(trials.begin(), trials.end(),
                                   [&](const TrialResult& t) { return TrialValue(t, key); });
    if (!trials.empty() && !known) {
      throw AnalysisError("--where " + key + "=" + value + ": no trial has a param '" + key + "'");
    }
  }
  std::vector<TrialResult> kept;
  for (const auto& trial : trials) {
    bool keep = true;
    for (const auto& [key, value] : filters) {
      const auto v = TrialValue(trial, key);
      keep = keep && (!v || SameValue(*v, value));
    }
    if (keep) kept.push_back(trial);
  }
  return kept;
}

namespace {

// The trials a comparison reads: the done ones (and the pruned ones with --include-pruned), each
// config hash once, with the names of their final metrics and params.
struct Pool {
  std::vector<const TrialResult*> done;
  std::set<std::string> available;   // their final metrics
  std::set<std::string> param_keys;  // their params
  std::set<std::string> sweeps, phases;
  std::map<std::string, int64_t> excluded;  // trials left out, by status
  int64_t repeated = 0;                     // trials left out as repeats of a config hash
};

Pool PoolTrials(const std::vector<TrialResult>& trials, const CompareOptions& options) {
  Pool pool;
  // Pooled sweeps may hold the same trial twice: the same config hash (which covers the seed)
  // in two sweeps is one experiment recorded twice, not two seeds. The first one counts.
  std::set<std::pair<std::string, std::string>> counted;
  for (const auto& trial : trials) {
    pool.sweeps.insert(trial.sweep);
    const bool pruned_kept = options.include_pruned && trial.status == store::TrialStatus::kPruned;
    if (trial.status != store::TrialStatus::kDone && !pruned_kept) {
      ++pool.excluded[store::TrialStatusName(trial.status)];
      continue;
    }
    if (!trial.config_hash.empty() && !counted.emplace(trial.config_hash, trial.phase).second) {
      ++pool.repeated;
      continue;
    }
    pool.done.push_back(&trial);
    if (!trial.phase.empty()) pool.phases.insert(trial.phase);
    for (const auto& [name, value] : trial.metrics) pool.available.insert(name);
  }
  for (const TrialResult* t : pool.done) {
    for (const auto& [key, value] : t->params) pool.param_keys.insert(key);
  }
  return pool;
}

// The pool's sweeps, phase and counts on the result, with notes on what it left out; fails when
// no trial is left.
void DescribePool(const Pool& pool, const CompareOptions& options, CompareResult* result) {
  const std::vector<const TrialResult*>& done = pool.done;
  const std::set<std::string>& phases = pool.phases;
  const int64_t repeated = pool.repeated;
  std::string excluded_text;
  for (const auto& [status, count] : pool.excluded) {
    excluded_text += (excluded_text.empty() ? "" : ", ") + std::to_string(count) + " " + status;
  }
  if (done.empty()) {
    throw AnalysisError("no done trials to compare" +
                        (excluded_text.empty() ? "" : " (" + excluded_text + ")"));
  }
  result->sweep = Join(pool.sweeps);
  result->phase = Join(phases);
  // Trials, not rows: with --pair phase=A,B each trial comes once per phase.
  std::map<int64_t, bool> pruned_of;
  for (const TrialResult* t : done) pruned_of[t->id] = t->status == store::TrialStatus::kPruned;
  result->done = static_cast<int64_t>(pruned_of.size());
  for (const auto& [id, pruned] : pruned_of) result->pruned += pruned;
  if (!excluded_text.empty()) result->notes.push_back("not included: " + excluded_text);
  if (repeated > 0) {
    result->notes.push_back(std::to_string(repeated) + " trial" + (repeated == 1 ? "" : "s") +
                            " repeat" + (repeated == 1 ? "s" : "") +
                            " the config and seed (the config hash) of a trial of a sweep named "
                            "before, and count" +
                            (repeated == 1 ? "s" : "") + " once");
  }
  if (phases.size() > 1 && options.pair_key != "phase") {
    result->notes.push_back("the trials' last phases differ (" + result->phase +
                            "): choose one with --phase");
  }
}

// Every --by key must be a param of some trial.
void CheckByKeys(const Pool& pool, const CompareOptions& options) {
  const std::vector<const TrialResult*>& done = pool.done;
  const std::set<std::string>& param_keys = pool.param_keys;
  for (const auto& key : options.by) {
    const bool known = std::any_of(done.begin(), done.end(),
                                   [&](const TrialResult* t) { return TrialValue(*t, key); });
    if (!known) {
      throw AnalysisError("--by " + key + ": no done trial has a param '" + key +
                          "' (params: " + Join(param_keys) + ")");
    }
  }
}

// --metric: each name or pattern (val/r2/*) must match a final metric of the pool.
std::vector<std::string> ChosenMetrics(const Pool& pool, const CompareOptions& options,
                                       const CompareResult& result) {
  const std::set<std::string>& available = pool.available;
  std::vector<std::string> names;
  for (const auto& name : options.metrics) {
    // A pattern (val/r2/*) stands for every metric it matches, in name order.
    std::vector<std::string> matched;
    if (name.find_first_of("*?[") != std::string::npos) {
      for (const auto& metric : available) {
        if (fnmatch(name.c_str(), metric.c_str(), 0) == 0) matched.push_back(metric);
      }
    } else if (available.count(name)) {
      matched.push_back(name);
    }
    if (matched.empty()) {
      throw AnalysisError("--metric " + name + ": no done trial has a final metric '" + name +
                          "' in phase " + (result.phase.empty() ? "-" : result.phase) +
                          " (metrics: " + (available.empty() ? "none" : Join(available)) + ")");
    }
    for (auto& metric : matched) {
      if (std::find(names.begin(), names.end(), metric) == names.end()) {
        names.push_back(std::move(metric));
      }
    }
  }
  return names;
}

// Without --metric: the pool's metrics in the default order, aggregates first, at most
// max_default_metrics of them, with a note on the rest.
std::vector<std::string> DefaultMetrics(const Pool& pool, const CompareOptions& options,
                                        CompareResult* result) {
  const std::set<std::string>& available = pool.available;
  std::vector<std::string> names;
  names.assign(available.begin(), available.end());
  std::sort(names.begin(), names.end(), [&](const std::string& a, const std::string& b) {
    return MetricOrder(a, options.headline) < MetricOrder(b, options.headline);
  });
  // The default view shows aggregates only (per-item metrics and curve points, sorted last,
  // come in when there is no aggregate), at most max_default_metrics of them.
  size_t shown = names.size();
  if (options.max_default_metrics > 0) {
    const size_t aggregates = static_cast<size_t>(std::count_if(
        names.begin(), names.end(), [](const std::string& n) { return IsAggregate(n); }));
    shown = std::min(aggregates > 0 ? aggregates : names.size(), options.max_default_metrics);
  }
  if (shown < names.size()) {
    const std::vector<std::string> rest(names.begin() + shown, names.end());
    names.resize(shown);
    const size_t listed = std::min<size_t>(rest.size(), 8);
    result->notes.push_back(std::to_string(rest.size()) + " more metric" +
                            (rest.size() == 1 ? "" : "s") +
                            " not shown (choose with --metric, or --all-metrics): " +
                            Join(std::vector<std::string>(rest.begin(), rest.begin() + listed)) +
                            (listed < rest.size() ? ", ..." : ""));
  }
  if (names.empty()) result->notes.push_back("no final metrics recorded for these trials");
  return names;
}

// The metric columns, each with its direction.
void ChooseMetrics(const Pool& pool, const CompareOptions& options, CompareResult* result) {
  const std::vector<std::string> names = options.metrics.empty()
                                             ? DefaultMetrics(pool, options, result)
                                             : ChosenMetrics(pool, options, *result);
  for (const auto& name : names) {
    result->metrics.push_back(
        {name, HigherIsBetter(name, options.higher_is_better), IsRanked(name)});
  }
}

// One group per value of the --by keys, each metric summarized over its trials; a note names
// the params that vary inside a group.
void GroupTrials(const Pool& pool, const CompareOptions& options, CompareResult* result) {
  const std::vector<const TrialResult*>& done = pool.done;
  const std::set<std::string>& param_keys = pool.param_keys;
  std::map<std::vector<std::string>, std::vector<const TrialResult*>, KeyLess> grouped;
  for (const TrialResult* t : done) {
    std::vector<std::string> key;
    for (const auto& k : options.by) key.push_back(TrialValue(*t, k).value_or("-"));
    grouped[key].push_back(t);
  }
  std::set<std::string> mixed;
  for (const auto& [key, members] : grouped) {
    Group group;
    group.key = key;
    group.trials = static_cast<int64_t>(members.size());
    for (const auto& metric : result->metrics) {
      std::vector<double> values;
      for (const TrialResult* t : members) {
        auto it = t->metrics.find(metric.name);
        if (it != t->metrics.end()) values.push_back(it->second);
      }
      group.cells.push_back({Summarize(values), false});
    }
    // Params other than `by` and the seed that take several values inside the group.
    for (const auto& param : param_keys) {
      if (param == "seed" ||
          std::find(options.by.begin(), options.by.end(), param) != options.by.end()) {
        continue;
      }
      std::set<std::string> values;
      for (const TrialResult* t : members) values.insert(TrialValue(*t, param).value_or("-"));
      if (values.size() > 1) mixed.insert(param);
    }
    result->groups.push_back(std::move(group));
  }
  if (!mixed.empty()) {
    result->notes.push_back("groups mix several values of " + Join(mixed) +
                            " (add them to --by to split, or filter with --where)");
  }
}

// Best mean per column, when at least two groups have one. A test column has no marker: the
// best of several groups on test is a choice, and nothing chooses on test.
void MarkBest(CompareResult* result) {
  for (size_t m = 0; m < result->metrics.size(); ++m) {
    if (!result->metrics[m].ranked || search::IsTestMetric(result->metrics[m].name)) continue;
    const bool higher = result->metrics[m].higher_is_better;
    std::optional<double> best;
    int candidates = 0;
    for (const auto& g : result->groups) {
      const double mean = g.cells[m].summary.mean;
      if (std::isnan(mean)) continue;
      ++candidates;
      if (!best || (higher ? mean > *best : mean < *best)) best = mean;
    }
    if (candidates < 2) continue;
    for (auto& g : result->groups) g.cells[m].best = g.cells[m].summary.mean == *best;
  }
}

// --top N: the N best groups by the headline (the first column when it is not shown), best
// first; groups without a value last.
void KeepTop(const CompareOptions& options, CompareResult* result) {
  if (options.top > 0 && result->groups.size() > static_cast<size_t>(options.top) &&
      !result->metrics.empty()) {
    // The headline, else the first column that is not a test metric: a ranking never reads
    // test.
    std::optional<size_t> found;
    for (size_t m = 0; m < result->metrics.size(); ++m) {
      if (result->metrics[m].name == options.headline && !search::IsTestMetric(options.headline)) {
        found = m;
      }
    }
    for (size_t m = 0; m < result->metrics.size() && !found; ++m) {
      if (!search::IsTestMetric(result->metrics[m].name)) found = m;
    }
    if (!found) {
      throw AnalysisError(
          "--top ranks the groups, and a ranking never reads a test metric: "
          "show a val metric too (--metric val/...)");
    }
    const size_t column = *found;
    const bool higher = result->metrics[column].higher_is_better;
    std::stable_sort(result->groups.begin(), result->groups.end(),
                     [&](const Group& a, const Group& b) {
                       const double x = a.cells[column].summary.mean;
                       const double y = b.cells[column].summary.mean;
                       if (std::isnan(y)) return !std::isnan(x);
                       return !std::isnan(x) && (higher ? x > y : x < y);
                     });
    result->notes.push_back("the best " + std::to_string(options.top) + " of " +
                            std::to_string(result->groups.size()) + " groups by " +
                            result->metrics[column].name + " (--top)");
    result->groups.resize(static_cast<size_t>(options.top));
  }
}

// Paired comparison: explicit (--pair a,b), or automatic when the first --by key is the pair
// key and the done trials have exactly two values of it.
void PairSides(const Pool& pool, const CompareOptions& options, CompareResult* result) {
  const std::vector<const TrialResult*>& done = pool.done;
  const std::set<std::string>& param_keys = pool.param_keys;
  std::optional<std::pair<std::string, std::string>> sides;
  std::set<std::string> present;
  for (const TrialResult* t : done) present.insert(TrialValue(*t, options.pair_key).value_or(""));
  if (!options.pair.empty()) {
    if (options.pair.size() != 2) {
      throw AnalysisError("--pair takes two values of " + options.pair_key +
                          ", e.g. --pair ni,vit");
    }
    sides = std::make_pair(options.pair[0], options.pair[1]);
    for (const std::string& side : options.pair) {
      const bool found = std::any_of(present.begin(), present.end(),
                                     [&](const std::string& v) { return SameValue(v, side); });
      if (!found) {
        throw AnalysisError("--pair: no done trial has " + options.pair_key + "=" + side + " (" +
                            options.pair_key + ": " + Join(present) + ")");
      }
    }
  } else if (options.by[0] == options.pair_key && present.size() == 2) {
    sides = std::make_pair(result->groups.front().key[0], result->groups.back().key[0]);
  }
  if (sides) {
    // A matched config: same sweep, task, task params and seed (and model, when pairing two
    // values of a model param).
    std::vector<std::string> matched_on = {"task"};
    if (options.pair_key != "model") matched_on.push_back("model");
    for (const auto& key : param_keys) {
      if (key.rfind("task.", 0) == 0) matched_on.push_back(key);
    }
    matched_on.push_back("seed");
    const auto side_trials = [&](const std::string& side) {
      std::vector<const TrialResult*> of_side;
      for (const TrialResult* t : done) {
        if (SameValue(TrialValue(*t, options.pair_key).value_or(""), side)) of_side.push_back(t);
      }
      return of_side;
    };
    const std::vector<const TrialResult*> of_a = side_trials(sides->first);
    const std::vector<const TrialResult*> of_b = side_trials(sides->second);
    std::vector<Variant> as = SplitVariants(options.pair_key, sides->first, of_a, matched_on);
    std::vector<Variant> bs = SplitVariants(options.pair_key, sides->second, of_b, matched_on);
    // A grid on a side (NI over tau) pairs each of its configs with the other side, up to
    // kMaxPairedSections sections; past that, one section and a note saying what to pin.
    if (as.size() * bs.size() > kMaxPairedSections) {
      as = {Variant{SideLabel(options.pair_key, sides->first), of_a}};
      bs = {Variant{SideLabel(options.pair_key, sides->second), of_b}};
    }
    for (const Variant& a : as) {
      for (const Variant& b : bs) {
        result->paired.push_back(
            PairVariants(a, b, matched_on, param_keys, result->metrics, options));
      }
    }
  }
}

}  // namespace

CompareResult Compare(const std::vector<TrialResult>& trials, const CompareOptions& options) {
  if (options.by.empty()) throw AnalysisError("--by needs at least one param, e.g. --by model");
  CompareResult result;
  result.by = options.by;
  const Pool pool = PoolTrials(trials, options);
  DescribePool(pool, options, &result);
  CheckByKeys(pool, options);
  ChooseMetrics(pool, options, &result);
  GroupTrials(pool, options, &result);
  MarkBest(&result);
  KeepTop(options, &result);
  PairSides(pool, options, &result);
  return result;
}

namespace {

std::string FormatCsv(const CompareResult& r) {
  TextTable table;
  table.header = r.by;
  table.header.push_back("trials");
  for (const auto& m : r.metrics) {
    for (const char* suffix : {"_mean", "_std", "_n", "_best"}) {
      table.header.push_back(m.name + suffix);
    }
  }
  for (const auto& g : r.groups) {
    std::vector<std::string> row = g.key;
    row.push_back(std::to_string(g.trials));
    for (const auto& cell : g.cells) {
      row.push_back(FormatNumber(cell.summary.mean));
      row.push_back(FormatNumber(cell.summary.std));
      row.push_back(std::to_string(cell.summary.n));
      row.push_back(cell.best ? "true" : "false");
    }
    table.rows.push_back(std::move(row));
  }
  return RenderCsv(table);
}

// One paired comparison of --format json: its sides, what they were matched on, and a row per
// metric.
nlohmann::ordered_json PairedJson(const PairedComparison& p) {
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (const auto& row : p.rows) {
    rows.push_back(
        {{"metric", row.metric},
         {"higher_is_better", Direction(row.ranked, row.higher_is_better)},
         {"pairs", row.result.n},
         {"mean_diff", row.result.mean_diff},
         {"std_diff", row.result.std_diff},
         {"t", row.result.t},
         {"p_value", row.result.p_value},
         {"t_interval", IntervalJson(row.result.t_interval)},
         {"bootstrap_interval", IntervalJson(row.result.bootstrap_interval)},
         {"better", Better(p, row) == "-" ? nullptr : nlohmann::ordered_json(Better(p, row))}});
  }
  nlohmann::ordered_json sides_differ = nlohmann::ordered_json::array();
  for (const auto& d : p.sides_differ) {
    sides_differ.push_back({{"key", d.key}, {"a", d.a}, {"b", d.b}});
  }
  nlohmann::ordered_json out = {{"key", p.key},
                                {"a", p.a},
                                {"b", p.b},
                                {"difference", p.a + " - " + p.b},
                                {"matched_on", p.matched_on},
                                {"differ_in", p.differ_in},
                                {"sides_differ", sides_differ},
                                {"configs", p.configs},
                                {"ambiguous", p.ambiguous},
                                {"unmatched", p.unmatched},
                                {"level", p.level},
                                {"rows", rows}};
  return out;
}

std::string FormatJson(const CompareResult& r) {
  nlohmann::ordered_json j;
  j["sweep"] = r.sweep;
  j["phase"] = r.phase;
  j["by"] = r.by;
  j["done"] = r.done;
  if (r.pruned > 0) j["pruned"] = r.pruned;
  j["metrics"] = nlohmann::ordered_json::array();
  for (const auto& m : r.metrics) {
    j["metrics"].push_back(
        {{"name", m.name}, {"higher_is_better", Direction(m.ranked, m.higher_is_better)}});
  }
  j["groups"] = nlohmann::ordered_json::array();
  for (const auto& g : r.groups) {
    nlohmann::ordered_json key = nlohmann::ordered_json::object();
    for (size_t i = 0; i < r.by.size(); ++i) key[r.by[i]] = g.key[i];
    nlohmann::ordered_json metrics = nlohmann::ordered_json::object();
    for (size_t m = 0; m < r.metrics.size(); ++m) {
      const GroupCell& c = g.cells[m];
      metrics[r.metrics[m].name] = {
          {"n", c.summary.n}, {"mean", c.summary.mean}, {"std", c.summary.std}, {"best", c.best}};
    }
    j["groups"].push_back({{"key", key}, {"trials", g.trials}, {"metrics", metrics}});
  }
  j["paired"] = nlohmann::ordered_json::array();
  for (const PairedComparison& p : r.paired) j["paired"].push_back(PairedJson(p));
  j["warnings"] = nlohmann::ordered_json::array();
  for (const Warning& w : r.warnings) {
    j["warnings"].push_back({{"code", w.code}, {"text", w.text}, {"trials", w.trials}});
  }
  j["notes"] = r.notes;
  return j.dump(2) + "\n";
}

std::string FormatHtml(const CompareResult& r) {
  std::string out = "<p class=\"compare-title\">" + EscapeHtml(Title(r)) + "</p>\n";
  out += RenderHtml(GroupTable(r, Markup::kHtml));
  const bool any_best = std::any_of(r.groups.begin(), r.groups.end(), [](const Group& g) {
    return std::any_of(g.cells.begin(), g.cells.end(), [](const GroupCell& c) { return c.best; });
  });
  if (any_best) out += "<p class=\"legend\">" + EscapeHtml(Legend(r, "bold:")) + "</p>\n";
  std::vector<std::string> notes;
  for (const Warning& w : r.warnings) notes.push_back("warning [" + w.code + "]: " + w.text);
  notes.insert(notes.end(), r.notes.begin(), r.notes.end());
  for (const PairedComparison& p : r.paired) {
    out += "<p class=\"compare-title\">" + EscapeHtml(PairedTitle(p)) + "</p>\n";
    if (!p.rows.empty() && p.configs > 0) out += RenderHtml(PairedTable(p));
    for (const auto& note : PairedNotes(p)) notes.push_back(note);
  }
  if (!notes.empty()) {
    out += "<ul class=\"notes\">\n";
    for (const auto& note : notes) out += "<li>" + EscapeHtml(note) + "</li>\n";
    out += "</ul>\n";
  }
  return out;
}

// --format table (plain text) or markdown.
std::string FormatText(const CompareResult& r, bool markdown) {
  const auto render = [&](const TextTable& t) {
    return markdown ? RenderMarkdown(t) : RenderText(t);
  };
  std::string out = (markdown ? "**" + Title(r) + "**\n\n" : Title(r) + "\n");
  out += render(GroupTable(r, markdown ? Markup::kMarkdown : Markup::kText));
  const bool any_best = std::any_of(r.groups.begin(), r.groups.end(), [](const Group& g) {
    return std::any_of(g.cells.begin(), g.cells.end(), [](const GroupCell& c) { return c.best; });
  });
  if (any_best) out += (markdown ? "\n" : "") + Legend(r, markdown ? "bold:" : "*") + "\n";
  std::vector<std::string> notes = r.notes;
  for (const PairedComparison& p : r.paired) {
    out += "\n" + (markdown ? "**" + PairedTitle(p) + "**\n\n" : PairedTitle(p) + "\n");
    if (!p.rows.empty() && p.configs > 0) out += render(PairedTable(p));
    for (const auto& note : PairedNotes(p)) notes.push_back(note);
  }
  if (!notes.empty() || !r.warnings.empty()) out += "\n";
  out += FormatWarnings(r.warnings, markdown);
  for (const auto& note : notes) out += (markdown ? "- " : "note: ") + note + "\n";
  return out;
}

}  // namespace

std::string FormatCompare(const CompareResult& r, const std::string& format) {
  CheckFormat(format, {"table", "markdown", "csv", "json", "html", "latex"});
  if (format == "latex") return FormatLatex(r);
  if (format == "csv") return FormatCsv(r);
  if (format == "json") return FormatJson(r);
  if (format == "html") return FormatHtml(r);
  return FormatText(r, format == "markdown");
}

}  // namespace nilab::host::analysis
