#include "host/report/plan.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <set>

#include "host/analysis/compare.h"
#include "host/report/series.h"

namespace nilab::host::report {
namespace {

bool HasHistory(const ReportData& data, const std::string& phase, const std::string& metric) {
  return std::any_of(data.trials.begin(), data.trials.end(), [&](const TrialData& t) {
    auto p = t.history.find(phase);
    return p != t.history.end() && p->second.count(metric);
  });
}

bool HasFinal(const ReportData& data, const std::string& phase, const std::string& metric) {
  return std::any_of(data.trials.begin(), data.trials.end(),
                     [&](const TrialData& t) { return std::isfinite(t.Final(phase, metric)); });
}

// The base metric of a phase's "@<kind>=k" curve points: the headline when it has them, else
// the first base name that does; "" when the phase has none.
std::string CurveBase(const ReportData& data, const std::string& phase, const std::string& kind,
                      const std::string& headline) {
  std::set<std::string> bases;
  for (const auto& t : data.trials) {
    auto p = t.finals.find(phase);
    if (p == t.finals.end()) continue;
    for (const auto& [name, value] : p->second) {
      std::string base, k;
      int64_t n;
      if (ParseCurvePoint(name, &base, &k, &n) && k == kind) bases.insert(base);
    }
  }
  if (bases.empty()) return "";
  if (bases.count(headline)) return headline;
  for (const auto& b : bases) {
    if (b.rfind("val/", 0) == 0) return b;
  }
  return *bases.begin();
}

std::vector<std::string> PhaseSettingKeys(const TrialData& trial, const std::string& phase) {
  std::vector<std::string> keys = {"add_functions"};
  if (const nlohmann::json* p = trial.PhaseConfig(phase)) {
    if (auto tp = p->find("task_params"); tp != p->end() && tp->is_object()) {
      for (const auto& [name, value] : tp->items()) {
        if (value.is_number()) keys.push_back("task." + name);
      }
    }
  }
  return keys;
}

}  // namespace

std::string Slug(const std::string& text) {
  std::string out;
  for (char c : text) {
    const char l = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if ((l >= 'a' && l <= 'z') || (l >= '0' && l <= '9')) {
      out += l;
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

std::string IterationsMetric(const std::string& headline) {
  return headline.substr(0, headline.find('/')) + "/iterations";
}

bool ParseCurvePoint(const std::string& name, std::string* base, std::string* kind, int64_t* k) {
  const size_t at = name.rfind('@');
  if (at == std::string::npos) return false;
  const size_t eq = name.find('=', at);
  if (eq == std::string::npos || eq + 1 >= name.size()) return false;
  char* end = nullptr;
  const long long value = std::strtoll(name.c_str() + eq + 1, &end, 10);
  if (*end != '\0') return false;
  *base = name.substr(0, at);
  *kind = name.substr(at + 1, eq - at - 1);
  *k = value;
  return true;
}

double PhaseSetting(const TrialData& trial, const std::string& phase, const std::string& key) {
  const nlohmann::json* p = trial.PhaseConfig(phase);
  if (!p) return std::nan("");
  const nlohmann::json* value = nullptr;
  if (key.rfind("task.", 0) == 0) {
    auto tp = p->find("task_params");
    if (tp != p->end() && tp->is_object()) {
      auto it = tp->find(key.substr(5));
      if (it != tp->end()) value = &*it;
    }
  } else if (auto it = p->find(key); it != p->end()) {
    value = &*it;
  }
  if (!value || !value->is_number()) return std::nan("");
  return value->get<double>();
}

std::string PickHeadline(const ReportData& data, const std::string& declared) {
  std::set<std::string> names;
  for (const auto& t : data.trials) {
    for (const auto& [phase, metrics] : t.finals) {
      for (const auto& [name, value] : metrics) names.insert(name);
    }
  }
  if (!declared.empty() && names.count(declared)) return declared;
  for (const auto& name : names) {
    if (name.rfind("val/", 0) == 0 && analysis::IsAggregate(name) && name != "val/loss" &&
        analysis::IsRanked(name) && analysis::HigherIsBetter(name, {})) {
      return name;
    }
  }
  if (names.count("val/loss")) return "val/loss";
  return names.empty() ? "" : *names.begin();
}

namespace {

// Learning curves: the headline (else val/loss) and train/loss of each phase, per epoch.
void AddLearningCurves(const ReportData& data, const std::string& headline, ReportPlan* plan) {
  for (const auto& phase : data.phases) {
    std::vector<std::string> metrics;
    if (!headline.empty() && HasHistory(data, phase, headline)) {
      metrics.push_back(headline);
    } else if (HasHistory(data, phase, "val/loss")) {
      metrics.push_back("val/loss");
    }
    if (HasHistory(data, phase, "train/loss")) metrics.push_back("train/loss");
    for (const auto& m : metrics) {
      plan->figures.push_back(
          {FigureKind::kLearningCurve, "curve-" + Slug(phase + "-" + m), phase, m, "", {}});
    }
  }
}

// Effects of numeric params on the final headline, at the last phase that has it.
void AddEffects(const ReportData& data, ReportPlan* plan) {
  const std::string& headline = plan->headline;
  std::vector<const TrialData*> with_final;
  for (const auto& t : data.trials) {
    if (std::isfinite(t.Final(plan->final_phase, headline))) with_final.push_back(&t);
  }
  std::set<std::string> keys;
  for (const auto& model : data.models) {
    std::vector<const TrialData*> of_model;
    for (const TrialData* t : with_final) {
      if (t->result.model == model) of_model.push_back(t);
    }
    for (const auto& key : VaryingKeys(of_model)) {
      if (IsNumericKey(of_model, key)) keys.insert(key);
    }
  }
  // Model params first, then task.*, then train.*.
  std::vector<std::string> ordered(keys.begin(), keys.end());
  std::stable_sort(ordered.begin(), ordered.end(), [](const std::string& a, const std::string& b) {
    auto rank = [](const std::string& k) {
      return k.rfind("task.", 0) == 0 ? 1 : k.rfind("train.", 0) == 0 ? 2 : 0;
    };
    return rank(a) < rank(b);
  });
  for (const auto& key : ordered) {
    plan->figures.push_back(
        {FigureKind::kEffect, "effect-" + Slug(key), plan->final_phase, headline, key, {}});
  }
}

// Evaluation curves at the end of each phase: anytime (iterations), dropped functions, and the
// iterations adaptive computation used.
void AddEvaluationCurves(const ReportData& data, const std::string& headline, ReportPlan* plan) {
  for (const auto& phase : data.phases) {
    const std::string it = CurveBase(data, phase, "it", headline);
    if (!it.empty()) {
      plan->figures.push_back(
          {FigureKind::kIterationCurve, "anytime-" + Slug(phase), phase, it, "it", {}});
    }
    const std::string drop = CurveBase(data, phase, "drop", headline);
    if (!drop.empty()) {
      plan->figures.push_back(
          {FigureKind::kDropCurve, "dropped-" + Slug(phase), phase, drop, "drop", {}});
    }
    // Adaptive computation: trials that report the iterations they used.
    const std::string iterations = IterationsMetric(headline);
    const bool act = std::any_of(data.trials.begin(), data.trials.end(), [&](const TrialData& t) {
      return std::isfinite(t.Final(phase, iterations)) && std::isfinite(t.Final(phase, headline));
    });
    if (!headline.empty() && act) {
      plan->figures.push_back(
          {FigureKind::kActIterations, "act-" + Slug(phase), phase, headline, iterations, {}});
      if (HasFinal(data, phase, headline.substr(0, headline.find('/')) + "/iter_frac@1")) {
        plan->figures.push_back({FigureKind::kActHistogram,
                                 "act-iterations-" + Slug(phase),
                                 phase,
                                 headline,
                                 iterations,
                                 {}});
      }
    }
  }
}

// Sibling phases (same parent) alike in every setting but one numeric one (the paper's
// capacity extension: the same finetuning with 0, 1, 2, 3 functions added).
void AddSiblingPhases(const ReportData& data, const std::vector<std::string>& final_phases,
                      ReportPlan* plan) {
  const std::string& headline = plan->headline;
  std::map<std::string, std::vector<std::string>> siblings;  // parent -> phases, in order
  const TrialData* reference = nullptr;  // a trial whose config lists the phases
  for (const auto& t : data.trials) {
    if (t.config.contains("phases")) {
      reference = &t;
      break;
    }
  }
  if (reference) {
    for (const auto& phase : final_phases) {
      if (const nlohmann::json* p = reference->PhaseConfig(phase)) {
        siblings[p->value("from", "")].push_back(phase);
      }
    }
  }
  for (const auto& parent : data.phases) {  // parents in phase order
    auto it = siblings.find(parent);
    if (it == siblings.end() || it->second.size() < 2) continue;
    std::set<std::string> keys;
    for (const auto& p : it->second) {
      for (const auto& key : PhaseSettingKeys(*reference, p)) keys.insert(key);
    }
    for (const auto& key : keys) {
      // Phases grouped by their config without the name and this setting.
      std::map<std::string, std::vector<std::string>> alike;
      for (const auto& p : it->second) {
        nlohmann::json rest = *reference->PhaseConfig(p);
        rest.erase("name");
        if (key.rfind("task.", 0) == 0) {
          if (rest.contains("task_params")) rest["task_params"].erase(key.substr(5));
        } else {
          rest.erase(key);
        }
        alike[rest.dump()].push_back(p);
      }
      for (const auto& [rest, group] : alike) {
        std::set<double> values;
        for (const auto& p : group) {
          const double v = PhaseSetting(*reference, p, key);
          if (std::isfinite(v)) values.insert(v);
        }
        if (values.size() < 2) continue;
        plan->figures.push_back({FigureKind::kPhaseSetting,
                                 "phases-" + Slug(parent + "-" + key + "-" + group.front()), "",
                                 headline, key, group});
      }
    }
  }
}

// Routing pictures: per model, its first trial with a trace, at the last traced phase.
void AddRouting(const ReportData& data, ReportPlan* plan) {
  for (const auto& model : data.models) {
    for (size_t i = 0; i < data.trials.size(); ++i) {
      const TrialData& t = data.trials[i];
      if (t.result.model != model || t.routing.empty()) continue;
      std::string phase;
      for (const auto& p : data.phases) {
        if (t.routing.count(p)) phase = p;
      }
      if (phase.empty()) phase = t.routing.rbegin()->first;
      FigurePlan f{FigureKind::kRouting, "routing-" + Slug(model), phase, "", "", {}};
      f.trial = i;
      plan->figures.push_back(f);
      break;
    }
  }
}

}  // namespace

ReportPlan PlanReport(const ReportData& data, const std::string& declared_headline) {
  ReportPlan plan;
  plan.headline = PickHeadline(data, declared_headline);
  const std::string& headline = plan.headline;
  std::vector<std::string> final_phases;
  for (const auto& phase : data.phases) {
    if (!headline.empty() && HasFinal(data, phase, headline)) final_phases.push_back(phase);
  }
  if (!final_phases.empty()) plan.final_phase = final_phases.back();

  // Table 1 style: the headline at the end of each phase.
  if (final_phases.size() >= 2) {
    plan.figures.push_back(
        {FigureKind::kPhaseTable, "phase-table", "", headline, "", final_phases});
    plan.figures.push_back({FigureKind::kPhaseBars, "phase-bars", "", headline, "", final_phases});
  }

  AddLearningCurves(data, headline, &plan);
  // Effects of numeric params on the final headline.
  if (!plan.final_phase.empty()) AddEffects(data, &plan);
  AddEvaluationCurves(data, headline, &plan);
  AddSiblingPhases(data, final_phases, &plan);
  AddRouting(data, &plan);
  return plan;
}

}  // namespace nilab::host::report
