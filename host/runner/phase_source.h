// Where a phase's weights come from when they come from outside the trial (sweeps/README.md,
// "[[phases]]"): `init`, a checkpoint file or the final checkpoint of a done trial of another
// sweep that init.match and init.where pick, and `select`, the epoch of the source phase that a
// rule picks by val, recorded with the trial before it is used. Every file is checked against
// the sha256 its row recorded.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "host/runner/progress.h"
#include "host/store/artifact_file.h"
#include "host/store/store.h"
#include "host/sweep/sweep_spec.h"

namespace nilab::host {

// Where a phase's `init` comes from: a checkpoint file, or the final checkpoint of a phase of
// another sweep's trial.
struct InitSource {
  std::string path;  // its final checkpoint (or init.path)
  int64_t trial_id = 0;
  std::string phase;
};

class PhaseSource {
 public:
  // `declared`: the directions the task declares for its metrics (search::HigherIsBetter);
  // `label(phase)`: the prefix of the trial's progress lines.
  PhaseSource(const sweep::SweepSpec& sweep, const sweep::TrialSpec& trial, int64_t trial_id,
              std::map<std::string, bool> declared, store::Store& store,
              const store::ArtifactRoots& roots, Progress& progress,
              std::function<std::string(const std::string&)> label);

  // The source of the phase's `init`; with `model`, the source of that [[models]] entry's trial
  // instead (select.matched compares them).
  InitSource ResolveInit(const sweep::PhaseSpec& phase, const std::string& model = "");

  // The checkpoint a phase with `select` starts from: the epoch of its source phase that the
  // rule picks by val (per seed), recorded with the trial before it is used. "best": the first
  // epoch with the best value. "matched": each [[models]] entry's source has a best value; of
  // this trial's source, the last epoch whose value is no better than the worst of those bests,
  // so that every model starts equally good.
  std::string SelectCheckpoint(const sweep::PhaseSpec& phase, int64_t source_trial,
                               const std::string& source_phase);

 private:
  // The per-epoch values of `metric` of a source phase, and its best one.
  struct History {
    std::vector<std::pair<int64_t, double>> values;  // (epoch, value)
    double best = 0.0;
  };

  // init.match's values for this trial, with the model replaced by `model` when given (the
  // source of another [[models]] entry, for select.matched).
  std::map<std::string, sdk::ParamValue> InitMatch(const sweep::PhaseSpec& phase,
                                                   const std::string& model) const;
  History ReadHistory(int64_t trial_id, const std::string& phase, const std::string& metric,
                      bool higher);
  // The selected checkpoint's file (opened under this database's roots), checked against its
  // recorded sha256; its resolved path.
  std::string CheckedEpochFile(const store::SelectionRow& selection);

  const sweep::SweepSpec& sweep_;
  const sweep::TrialSpec& trial_;
  const int64_t trial_id_;
  const std::map<std::string, bool> declared_;
  store::Store& store_;
  const store::ArtifactRoots& roots_;
  Progress& progress_;
  const std::function<std::string(const std::string&)> label_;
};

}  // namespace nilab::host
