#include "host/analysis/protocol_plan.h"

namespace nilab::host::analysis {

int64_t ProtocolPlan::StudyOf(const std::string& stage, int64_t index) const {
  const int64_t n = static_cast<int64_t>(studies.size());
  if (per_study <= 0 || index < 0) return -1;
  // Study j's tune trials: j * T .. (j + 1) * T - 1; its confirm trials: n * T + j * C + k.
  int64_t j = -1;
  if (stage == "tune") {
    j = index / per_study;
  } else if (stage == "confirm" && confirm_seeds > 0 && index >= n * per_study) {
    j = (index - n * per_study) / confirm_seeds;
  }
  return j < n ? j : -1;
}

ProtocolPlan ParseProtocolPlan(const std::string& plan_json) {
  ProtocolPlan plan;
  plan.json = nlohmann::json::parse(plan_json);
  for (const auto& s : plan.json.value("studies", nlohmann::json::array())) {
    plan.studies.push_back({s.value("label", std::string()), s.value("model", std::string()),
                            s.value("point_text", std::string())});
  }
  plan.configs = plan.json.value("configs", int64_t{0});
  plan.tune_seeds =
      static_cast<int64_t>(plan.json.value("tune_seeds", nlohmann::json::array()).size());
  plan.per_study = plan.configs * plan.tune_seeds;
  plan.confirm_seeds =
      static_cast<int64_t>(plan.json.value("confirm_seeds", nlohmann::json::array()).size());
  return plan;
}

}  // namespace nilab::host::analysis
