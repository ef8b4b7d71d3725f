#include "host/runner/lr_schedule.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace nilab::host {

double LrSchedule::At(int64_t step) const {
  if (step < warmup_steps) {
    return peak_lr * static_cast<double>(step + 1) / static_cast<double>(warmup_steps);
  }
  if (kind == "constant") return peak_lr;
  const int64_t decay_steps = std::max<int64_t>(1, total_steps - warmup_steps);
  const double t = std::clamp(static_cast<double>(step - warmup_steps) / decay_steps, 0.0, 1.0);
  return min_lr + (peak_lr - min_lr) * 0.5 * (1.0 + std::cos(M_PI * t));
}

}  // namespace nilab::host
