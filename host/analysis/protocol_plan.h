// A [protocol] sweep's recorded plan read back (the protocol_plans table): its studies, and the
// study each trial belongs to, from the trial indexes host/sweep/protocol.h lays out.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace nilab::host::analysis {

struct PlanStudy {
  std::string label;  // "vit (task.shots=150)"
  std::string model;
  std::string point;  // "task.shots=150", or "" without a [task] grid
};

struct ProtocolPlan {
  nlohmann::json json;  // as recorded
  std::vector<PlanStudy> studies;
  int64_t configs = 0;        // configurations per study
  int64_t tune_seeds = 0;     // tune seeds per configuration
  int64_t per_study = 0;      // tune trials per study: configs x tune seeds
  int64_t confirm_seeds = 0;  // confirm trials per study

  // The index into `studies` of the trial at `index` in `stage` ("tune", "confirm"), or -1.
  int64_t StudyOf(const std::string& stage, int64_t index) const;
};

// Throws nlohmann::json::exception on text that is not JSON.
ProtocolPlan ParseProtocolPlan(const std::string& plan_json);

}  // namespace nilab::host::analysis
