#include "host/analysis/protocol_compare.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "host/analysis/protocol_plan.h"
#include "host/analysis/table.h"
#include "host/search/metric_direction.h"

namespace nilab::host::analysis {
namespace {

using store::TrialResult;

std::string IntervalText(const Interval& i, int decimals, bool sign = true) {
  if (std::isnan(i.lo)) return "-";
  return "[" + (sign ? FormatSigned(i.lo, decimals) : FormatFixed(i.lo, decimals)) + ", " +
         (sign ? FormatSigned(i.hi, decimals) : FormatFixed(i.hi, decimals)) + "]";
}

std::string SummaryText(const Summary& s, int decimals) {
  if (s.n == 0) return "-";
  return FormatFixed(s.mean, decimals) + (s.n >= 2 ? " ± " + FormatFixed(s.std, decimals) : "");
}

std::string SeedsText(const nlohmann::json& seeds) {
  std::string out;
  for (const auto& s : seeds) out += (out.empty() ? "" : ", ") + s.dump();
  return out;
}

// The keys a study's tune trials differ in, and the chosen trial's values of them.
std::string DescribeChoice(const std::vector<const TrialResult*>& tune, const TrialResult& chosen) {
  std::map<std::string, std::set<std::string>> values;
  for (const TrialResult* t : tune) {
    for (const auto& [key, value] : t->params) {
      if (key != "seed" && key != "search.seed") values[key].insert(DisplayValue(value));
    }
  }
  std::string out;
  for (const auto& [key, value] : chosen.params) {
    if (key == "seed" || key == "search.seed" || values[key].size() < 2) continue;
    out += (out.empty() ? "" : ", ") + key + "=" + DisplayValue(value);
  }
  return out.empty() ? "its only configuration" : out;
}

nlohmann::ordered_json IntervalJson(const Interval& i) { return {i.lo, i.hi}; }

// The task's chance score of `metric` ("test/acc" reads "acc"), NaN where it declares none.
double ChanceOf(const std::string& metric, const std::map<std::string, double>& declared) {
  const double* chance = search::FindDeclared(metric, declared);
  return chance ? *chance : std::nan("");
}

nlohmann::ordered_json SummaryJson(const Summary& s) {
  return {{"n", s.n}, {"mean", s.mean}, {"std", s.std}};
}

}  // namespace

std::string Verdict(const Interval& interval, double margin, bool higher_is_better) {
  if (std::isnan(interval.lo) || std::isnan(interval.hi)) return "";
  const bool above = interval.lo > 0.0, below = interval.hi < 0.0;
  const std::string favour = above == higher_is_better ? "ahead" : "behind";
  if (-margin <= interval.lo && interval.hi <= margin) {
    return above || below ? "level and " + favour : "level";
  }
  if (above || below) return favour;
  return "not separated";
}

ProtocolReport CompareProtocol(const std::vector<TrialResult>& trials, const std::string& plan_json,
                               const std::vector<store::ProtocolChoiceRow>& choices,
                               const CompareOptions& options) {
  ProtocolReport r;
  const ProtocolPlan plan = ParseProtocolPlan(plan_json);
  r.plan = plan.json;
  r.metric = r.plan.value("metric", std::string());
  r.test_metric = "test/" + r.metric.substr(r.metric.find('/') + 1);
  r.higher_is_better = HigherIsBetter(r.metric, options.higher_is_better);
  if (!trials.empty()) r.sweep = trials.front().sweep;
  const int64_t configs = plan.configs, tune_seeds = plan.tune_seeds;
  const int64_t per_study = plan.per_study, confirm_seeds = plan.confirm_seeds;
  const int64_t n_studies = static_cast<int64_t>(plan.studies.size());
  if (per_study <= 0 || n_studies == 0) {
    throw AnalysisError("sweep " + r.sweep + ": its recorded [protocol] plan names no studies");
  }
  for (int64_t j = 0; j < n_studies; ++j) {
    StudyReport s;
    s.index = j;
    s.label = plan.studies[j].label;
    s.model = plan.studies[j].model;
    s.point = plan.studies[j].point;
    r.studies.push_back(s);
  }
  // Each trial's study, from its index (host/sweep/protocol.h).
  std::vector<std::vector<const TrialResult*>> tune(n_studies), confirm(n_studies);
  for (const TrialResult& t : trials) {
    const int64_t j = plan.StudyOf(t.stage, t.index);
    if (j < 0) continue;
    (t.stage == "tune" ? tune : confirm)[j].push_back(&t);
  }
  std::map<std::string, const store::ProtocolChoiceRow*> choice_of;
  for (const auto& c : choices) choice_of[c.study] = &c;
  std::map<int64_t, const TrialResult*> by_id;
  for (const TrialResult& t : trials) by_id[t.id] = &t;

  for (int64_t j = 0; j < n_studies; ++j) {
    StudyReport& s = r.studies[j];
    std::set<std::string> configs_tried;
    for (const TrialResult* t : tune[j]) {
      ++s.tune_trials;
      configs_tried.insert(t->group_key);
      s.tune_done += t->status == store::TrialStatus::kDone;
      s.tune_pruned += t->status == store::TrialStatus::kPruned;
      s.epochs += t->epochs;
      const bool gpu = t->device.rfind("cuda", 0) == 0;
      if (gpu) s.device = "GPU";
      if (!gpu && std::isfinite(t->cpu_seconds)) {
        s.device_s += t->cpu_seconds;
      } else if (const double wall = t->ended_unix - t->started_unix;
                 std::isfinite(wall) && wall > 0) {
        s.device_s += gpu ? wall : wall * static_cast<double>(std::max<int64_t>(1, t->threads));
        s.device_s_from_wall = !gpu;
      }
    }
    s.configs = static_cast<int64_t>(configs_tried.size());
    if (const auto it = choice_of.find(s.label); it != choice_of.end()) {
      s.chosen = true;
      s.choice_value = it->second->value.value_or(std::nan(""));
      const nlohmann::json rests_on = nlohmann::json::parse(it->second->trials_json);
      for (const auto& entry : rests_on) {
        if (entry.value("group_hash", std::string()) != it->second->group_hash) continue;
        const auto t = by_id.find(entry.value("trial_id", int64_t{0}));
        if (t != by_id.end()) {
          s.choice = DescribeChoice(tune[j], *t->second);
          break;
        }
      }
    }
    std::vector<double> test, val;
    for (const TrialResult* t : confirm[j]) {
      ++s.confirm_trials;
      if (t->status != store::TrialStatus::kDone) continue;
      ++s.confirm_done;
      if (auto m = t->metrics.find(r.test_metric); m != t->metrics.end()) test.push_back(m->second);
      if (auto m = t->metrics.find(r.metric); m != t->metrics.end()) val.push_back(m->second);
    }
    s.test = Summarize(test);
    s.val = Summarize(val);
  }

  // Per [task] grid point: the first entry against each other, paired by confirm seed.
  std::map<std::string, std::vector<int64_t>> at_point;  // point -> studies, entry order
  std::vector<std::string> points;
  for (const StudyReport& s : r.studies) {
    if (!at_point.count(s.point)) points.push_back(s.point);
    at_point[s.point].push_back(s.index);
  }
  const double margin = r.plan.value("margin", 0.0);
  for (const std::string& point : points) {
    const std::vector<int64_t>& members = at_point[point];
    for (size_t k = 1; k < members.size(); ++k) {
      const int64_t a = members[0], b = members[k];
      std::map<int64_t, std::pair<double, double>> by_seed;
      const auto fill = [&](int64_t study, bool first) {
        for (const TrialResult* t : confirm[study]) {
          if (t->status != store::TrialStatus::kDone) continue;
          const auto m = t->metrics.find(r.test_metric);
          if (m == t->metrics.end()) continue;
          auto& pair = by_seed.try_emplace(t->seed, std::nan(""), std::nan("")).first->second;
          (first ? pair.first : pair.second) = m->second;
        }
      };
      fill(a, true);
      fill(b, false);
      std::vector<double> va, vb;
      for (const auto& [seed, pair] : by_seed) {
        va.push_back(pair.first);
        vb.push_back(pair.second);
      }
      VerdictReport v;
      v.point = point;
      v.a = r.studies[a].label;
      v.b = r.studies[b].label;
      v.difference = PairedDifference(va, vb, options.level, options.bootstrap_samples,
                                      options.bootstrap_seed);
      v.win = ProbabilityOfWin(va, vb, r.higher_is_better, options.level, options.bootstrap_samples,
                               options.bootstrap_seed);
      // A verdict reads every declared seed or none: one read off the first seeds in would be a
      // look that the plan did not declare.
      if (v.difference.n < confirm_seeds) {
        v.verdict = "pending: " + std::to_string(v.difference.n) + " of " +
                    std::to_string(confirm_seeds) + " seeds";
      } else if (v.difference.n >= 2) {
        v.verdict = Verdict(v.difference.t_interval, margin, r.higher_is_better);
      }
      r.verdicts.push_back(v);
    }
  }
  for (const StudyReport& s : r.studies) {
    if (!s.chosen) {
      r.notes.push_back(s.label + ": no choice yet (" +
                        std::to_string(s.tune_done + s.tune_pruned) + " of " +
                        std::to_string(per_study) + " tune trials finished)");
    } else if (s.confirm_done < confirm_seeds) {
      r.notes.push_back(s.label + ": " + std::to_string(s.confirm_done) + " of " +
                        std::to_string(confirm_seeds) + " confirm trials done");
    } else if (s.val.n >= 2 && s.val.std > 0 && std::isfinite(s.choice_value)) {
      // The choice is the best of the study's configurations on the tune seeds, so its tune value
      // is biased up (the winner's curse). Far above what the confirm seeds give, it is said.
      const double optimism = (r.higher_is_better ? 1.0 : -1.0) * (s.choice_value - s.val.mean);
      if (optimism > 3.0 * s.val.std) {
        r.notes.push_back(
            s.label + ": its choice scored " + FormatFixed(s.choice_value, 3) + " on " + r.metric +
            " in the tune stage and " + SummaryText(s.val, 3) + " on its " +
            std::to_string(s.val.n) + " confirm seeds: the tune value is optimistic by " +
            FormatFixed(optimism, 3) + ", " + FormatFixed(optimism / s.val.std, 1) +
            " std of the confirm seeds (the best of " + std::to_string(configs) +
            " configurations x " + std::to_string(tune_seeds) +
            " tune seed(s); more tune seeds would rank the configurations more surely)");
      }
    }
  }
  // A warning for a study whose confirm seeds, all in, do not beat `level` on test: the 95 %
  // interval of their mean reaches it. `what` names the level, `reading` what a verdict then reads.
  const auto not_beating = [&](int64_t j, double level, const std::string& code,
                               const std::string& what, const std::string& reading) {
    const StudyReport& s = r.studies[j];
    if (!std::isfinite(level) || s.confirm_done < confirm_seeds || s.test.n < 2) return;
    const Interval mean = TInterval(s.test, options.level);
    if (r.higher_is_better ? mean.lo > level : mean.hi < level) return;
    Warning w;
    w.code = code;
    w.text = s.label + ": " + r.test_metric + " " + SummaryText(s.test, 3) + " on its " +
             std::to_string(s.test.n) + " confirm seeds, " +
             std::to_string(std::lround(options.level * 100)) + " % interval of the mean " +
             IntervalText(mean, 3, false) + ", does not beat " + what + ": " + reading;
    for (const TrialResult* t : confirm[j]) {
      if (t->status == store::TrialStatus::kDone) w.trials.push_back(t->id);
    }
    r.warnings.push_back(w);
  };
  // A model that does not beat a guess: a verdict that reads it compares a failure to generalise,
  // not how well two models generalise.
  const double chance = ChanceOf(r.test_metric, options.chance);
  for (int64_t j = 0; j < n_studies; ++j) {
    not_beating(j, chance, "at-chance", "chance (" + FormatNumber(chance) + ")",
                "a verdict that reads it compares a failure to generalise");
  }
  // A model that does not beat the floor its task reports for the test metric (a baseline that
  // ignores part of the input, e.g. PGM's solvers that read only the candidates), whatever it
  // does against chance.
  for (int64_t j = 0; j < n_studies; ++j) {
    double floor = std::nan("");
    for (const TrialResult* t : confirm[j]) {
      const auto it = t->floors.find(r.test_metric);
      if (t->status == store::TrialStatus::kDone && it != t->floors.end() &&
          !(it->second <= floor)) {
        floor = it->second;
      }
    }
    not_beating(j, floor, "at-floor",
                "its task's floor (" + FormatFixed(floor, 3) +
                    ", a baseline that ignores part of the input)",
                "its score does not show that it used the whole input");
  }
  // "Not separated" with an interval wider than the margin: the comparison was too small for the
  // spread of its paired differences. Seeds added to it after this look would change its plan,
  // so the note sizes a new comparison instead. (A verdict other than "pending" has every
  // declared seed in.)
  for (const VerdictReport& v : r.verdicts) {
    const PairedResult& d = v.difference;
    const double half = (d.t_interval.hi - d.t_interval.lo) / 2.0;
    if (v.verdict != "not separated" || !(margin > 0.0) || !(half > margin) ||
        !(d.std_diff > 0.0)) {
      continue;
    }
    const int64_t seeds = ValuesForHalfWidth(d.std_diff, margin, options.level);
    r.notes.push_back(v.a + " - " + v.b + ": not separated on " + std::to_string(d.n) +
                      " seeds, with an interval of ±" + FormatFixed(half, 3) +
                      " against the margin " + FormatNumber(margin) +
                      ": at the paired differences' spread (std " + FormatFixed(d.std_diff, 3) +
                      "), an interval of ±" + FormatNumber(margin) + " takes " +
                      (seeds > 0 ? "about " + std::to_string(seeds) : "over 1000") +
                      " seeds, in a new comparison declared before it runs");
  }
  return r;
}

std::optional<ProtocolReport> CompareProtocolSweep(store::Store& store, const std::string& sweep,
                                                   const CompareOptions& options) {
  const auto sweep_id = store.FindSweep(sweep);
  if (!sweep_id) return std::nullopt;
  const auto plan = store::ProtocolPlan(store, *sweep_id);
  if (!plan) return std::nullopt;
  store::ResultsQuery query;
  query.sweep = sweep;
  const std::vector<TrialResult> trials = store::LoadResults(store, query);
  ProtocolReport report =
      CompareProtocol(trials, *plan, store::ProtocolChoices(store, *sweep_id), options);
  // The claim reads the confirm stage's test values: what a reviewer would reject in that, then
  // CompareProtocol's own (at-chance).
  std::vector<Warning> warnings =
      ReviewProtocol(store::LoadReviewFacts(store, {sweep}), trials, report.test_metric);
  warnings.insert(warnings.end(), report.warnings.begin(), report.warnings.end());
  report.warnings = std::move(warnings);
  return report;
}

std::string FormatProtocol(const ProtocolReport& r, const std::string& format) {
  CheckFormat(format, {"table", "markdown", "json", "html"});
  const double margin = r.plan.value("margin", 0.0);
  if (format == "json") {
    nlohmann::ordered_json j;
    j["sweep"] = r.sweep;
    j["protocol"] = nlohmann::ordered_json::parse(r.plan.dump());
    j["metric"] = r.metric;
    j["test_metric"] = r.test_metric;
    j["higher_is_better"] = r.higher_is_better;
    j["studies"] = nlohmann::ordered_json::array();
    for (const StudyReport& s : r.studies) {
      j["studies"].push_back(
          {{"study", s.label},
           {"model", s.model},
           {"point", s.point},
           {"tune",
            {{"configurations", s.configs},
             {"trials", s.tune_trials},
             {"done", s.tune_done},
             {"pruned", s.tune_pruned},
             {"epochs", s.epochs},
             {"device", s.device},
             {"device_seconds", s.device_s},
             {"device_seconds_from_wall", s.device_s_from_wall}}},
           {"choice", s.chosen ? nlohmann::ordered_json{{"configuration", s.choice},
                                                        {"value", s.choice_value}}
                               : nlohmann::ordered_json(nullptr)},
           {"confirm",
            {{"trials", s.confirm_trials},
             {"done", s.confirm_done},
             {"test", SummaryJson(s.test)},
             {"val", SummaryJson(s.val)}}}});
    }
    j["verdicts"] = nlohmann::ordered_json::array();
    for (const VerdictReport& v : r.verdicts) {
      j["verdicts"].push_back(
          {{"point", v.point},
           {"a", v.a},
           {"b", v.b},
           {"difference", v.a + " - " + v.b},
           {"metric", r.test_metric},
           {"pairs", v.difference.n},
           {"mean_diff", v.difference.mean_diff},
           {"std_diff", v.difference.std_diff},
           {"p_value", v.difference.p_value},
           {"t_interval", IntervalJson(v.difference.t_interval)},
           {"bootstrap_interval", IntervalJson(v.difference.bootstrap_interval)},
           {"p_a_better", v.win.p},
           {"p_a_better_interval", IntervalJson(v.win.bootstrap_interval)},
           {"margin", margin},
           {"verdict", v.verdict.empty() ? nlohmann::ordered_json(nullptr)
                                         : nlohmann::ordered_json(v.verdict)}});
    }
    j["warnings"] = nlohmann::ordered_json::array();
    for (const Warning& w : r.warnings) {
      j["warnings"].push_back({{"code", w.code}, {"text", w.text}, {"trials", w.trials}});
    }
    j["notes"] = r.notes;
    return j.dump(2) + "\n";
  }
  const bool markdown = format == "markdown", html = format == "html";
  const auto render = [&](const TextTable& t) {
    return html ? RenderHtml(t) : markdown ? RenderMarkdown(t) : RenderText(t);
  };
  const auto title = [&](const std::string& text) {
    return html       ? "<p class=\"compare-title\">" + EscapeHtml(text) + "</p>\n"
           : markdown ? "**" + text + "**\n\n"
                      : text + "\n";
  };
  const nlohmann::json& p = r.plan;
  std::string out = title(
      "sweep " + r.sweep + " [protocol]: tune " + p.value("method", std::string()) + ", " +
      std::to_string(p.value("configs", int64_t{0})) + " configurations x seeds " +
      SeedsText(p.value("tune_seeds", nlohmann::json::array())) + " per model on " + r.metric +
      "; confirm on seeds " + SeedsText(p.value("confirm_seeds", nlohmann::json::array())) + ", " +
      r.test_metric + ", margin " + FormatNumber(margin));

  std::vector<double> choice_values, tests, test_sd;
  for (const StudyReport& s : r.studies) {
    choice_values.push_back(s.choice_value);
    tests.push_back(s.test.mean);
    test_sd.push_back(s.test.std);
  }
  const int d_val = DisplayDecimals(choice_values, {});
  const int d_test = DisplayDecimals(tests, test_sd);
  TextTable tune;
  const std::string device = r.studies.empty() ? "CPU" : r.studies.front().device;
  // CPU-s: the tune trials' epochs' CPU time; for trials that did not record it, their wall time
  // x threads, which also counts pauses and cores shared with other runs.
  const bool from_wall = std::any_of(r.studies.begin(), r.studies.end(),
                                     [](const StudyReport& s) { return s.device_s_from_wall; });
  tune.header = {"study",
                 "configurations",
                 "trials",
                 "epochs",
                 device + "-s" + (from_wall ? " (wall x threads)" : ""),
                 "chosen (" + r.metric + ", mean over tune seeds)"};
  tune.right_align = {false, true, true, true, true, false};
  for (const StudyReport& s : r.studies) {
    tune.rows.push_back(
        {s.label, std::to_string(s.configs), std::to_string(s.tune_trials),
         std::to_string(s.epochs), FormatFixed(s.device_s, 0),
         s.chosen ? s.choice + " (" + FormatFixed(s.choice_value, d_val) + ")" : "-"});
  }
  out += (html || markdown ? "" : "\n") + title("tune stage: the budget of each model, on val");
  out += render(tune);

  TextTable confirm;
  confirm.header = {"study", "seeds", r.test_metric, r.metric};
  confirm.right_align = {false, true, false, false};
  for (const StudyReport& s : r.studies) {
    confirm.rows.push_back({s.label, std::to_string(s.confirm_done), SummaryText(s.test, d_test),
                            SummaryText(s.val, d_test)});
  }
  out += (html || markdown ? "\n" : "\n") + title("confirm stage: the choices on fresh seeds");
  out += render(confirm);

  if (!r.verdicts.empty()) {
    TextTable paired;
    paired.header = {"difference",         "pairs", "mean",        "95% CI (paired t)",
                     "95% CI (bootstrap)", "p",     "P(a better)", "verdict"};
    paired.right_align = {false, true, true, false, false, true, false, false};
    for (const VerdictReport& v : r.verdicts) {
      const int d = DisplayDecimals({v.difference.mean_diff}, {v.difference.std_diff});
      paired.rows.push_back(
          {v.a + " - " + v.b, std::to_string(v.difference.n),
           v.difference.n ? FormatSigned(v.difference.mean_diff, d) : "-",
           IntervalText(v.difference.t_interval, d),
           IntervalText(v.difference.bootstrap_interval, d),
           std::isnan(v.difference.p_value)
               ? "-"
               : (v.difference.p_value < 0.001 ? "<0.001" : FormatFixed(v.difference.p_value, 3)),
           std::isnan(v.win.p)
               ? "-"
               : FormatFixed(v.win.p, 2) + " " + IntervalText(v.win.bootstrap_interval, 2, false),
           v.verdict.empty() ? "-" : v.verdict});
    }
    out += "\n" + title("paired by confirm seed on " + r.test_metric + " (verdict: the paired-t " +
                        "interval against the margin " + FormatNumber(margin) + ")");
    out += render(paired);
  }
  std::vector<std::string> lines;
  for (const Warning& w : r.warnings) lines.push_back("warning [" + w.code + "]: " + w.text);
  for (const std::string& note : r.notes) lines.push_back("note: " + note);
  if (!lines.empty()) {
    if (html) {
      out += "<ul class=\"notes\">\n";
      for (const auto& line : lines) out += "<li>" + EscapeHtml(line) + "</li>\n";
      out += "</ul>\n";
    } else {
      out += "\n";
      for (const auto& line : lines) out += (markdown ? "- " : "") + line + "\n";
    }
  }
  return out;
}

}  // namespace nilab::host::analysis
