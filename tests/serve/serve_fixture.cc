#include "tests/serve/serve_fixture.h"

#include <algorithm>
#include <cstdint>

namespace nilab::test {

DemoDb MakeDemoDb(const TempDir& dir) {
  DemoDb demo;
  demo.path = dir / "results/nilab.sqlite";
  host::store::Store store(demo.path);
  const int64_t sweep = store.UpsertSweep({"demo", "demo.toml", "name = \"demo\"\n", "{}"});
  std::vector<host::store::TrialRecord> trials;
  int64_t index = 0;
  for (double tau : {0.5, 1.0}) {
    for (int64_t seed : {0, 1}) trials.push_back(MakeTrial(index++, "ni", seed, tau));
  }
  for (int64_t seed : {0, 1}) trials.push_back(MakeTrial(index++, "vit", seed, 0.0));
  trials.push_back(MakeTrial(index++, "vit", 2, 0.0));  // fails
  trials.push_back(MakeTrial(index++, "vit", 3, 0.0));  // stays queued
  // ViT has no tau.
  for (auto& t : trials) {
    if (t.model == "vit") {
      t.params.erase(std::remove_if(t.params.begin(), t.params.end(),
                                    [](const auto& p) { return p.first == "tau"; }),
                     t.params.end());
    }
  }
  store.AddTrials(sweep, trials);
  for (int i = 0; i < 6; ++i) {
    const auto t = store.ClaimTrial(sweep, "test:1", 120.0);
    const double tau = t->model == "ni" ? (t->index < 2 ? 0.5 : 1.0) : 0.0;
    const double base = t->model == "ni" ? 0.6 + 0.1 * tau : 0.5;
    for (int64_t epoch = 1; epoch <= 3; ++epoch) {
      store.LogMetrics(
          t->id, "train", epoch, epoch * 10,
          {{"val/mean_r2", base + 0.01 * epoch + 0.001 * t->seed}, {"train/loss", 1.0 - base}});
    }
    store.LogMetrics(t->id, "train", 3, 30, {{"val/mean_r2", base + 0.03 + 0.001 * t->seed}}, true);
    if (i == 0) {
      demo.first_done_trial = t->id;
      store.AddArtifact({0, t->id, "train", 3, "final", "ckpt/final.pt", "ab12", 1234});
    }
    store.FinishTrial(t->id, host::store::TrialStatus::kDone);
  }
  const auto failed = store.ClaimTrial(sweep, "test:1", 120.0);
  store.LogMetrics(failed->id, "train", 1, 10, {{"val/mean_r2", 0.1}});
  store.FinishTrial(failed->id, host::store::TrialStatus::kFailed, kFailedError);
  demo.failed_trial = failed->id;
  return demo;
}

void LogEpoch(const std::string& db, int64_t trial, int64_t epoch, double value) {
  host::store::Store store(db);
  store.LogMetrics(trial, "train", epoch, epoch * 10,
                   {{"val/mean_r2", value}, {"train/loss", 1.0 - value}});
}

}  // namespace nilab::test
