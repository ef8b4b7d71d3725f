// A results database for the serve tests: sweep "demo" with NI (tau 0.5 and 1.0) and ViT trials,
// two seeds each, three epochs of per-epoch metrics, final metrics, a failed trial with markup in
// its error text, a queued trial and an artifact.
#pragma once

#include <cstdint>
#include <string>

#include "host/store/store.h"
#include "tests/store/test_util.h"

namespace nilab::test {

struct DemoDb {
  std::string path;
  int64_t first_done_trial = 0;
  int64_t failed_trial = 0;
};

// The failed trial's error text.
inline constexpr const char* kFailedError = "boom <script>alert(1)</script>\nsecond line";

DemoDb MakeDemoDb(const TempDir& dir);

// Logs epoch `epoch` of phase "train" for `trial`: val/mean_r2 = value, train/loss = 1 - value.
void LogEpoch(const std::string& db, int64_t trial, int64_t epoch, double value);

}  // namespace nilab::test
