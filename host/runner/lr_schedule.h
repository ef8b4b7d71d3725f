// Learning-rate schedule: linear warmup, then cosine decay to a floor (or constant).
#pragma once

#include <cstdint>
#include <string>

namespace nilab::host {

struct LrSchedule {
  double peak_lr = 1e-3;
  double min_lr = 0.0;
  int64_t warmup_steps = 0;
  int64_t total_steps = 1;
  std::string kind = "cosine";  // cosine | constant

  // lr(step) for step in [0, total_steps):
  //   step < warmup:  peak * (step + 1) / warmup
  //   cosine:         min + (peak - min) * (1 + cos(pi * t)) / 2,  t = (step - warmup) / (total -
  //   warmup)
  double At(int64_t step) const;
};

}  // namespace nilab::host
