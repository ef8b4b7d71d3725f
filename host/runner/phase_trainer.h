// A phase's training loop, read as nanoGPT's train.py reads: resume where the phase stood, then
// epoch by epoch train, evaluate, log, keep the best epoch (early stopping), checkpoint and face
// a [prune] rung.
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "host/runner/checkpoint.h"
#include "host/runner/evaluator.h"
#include "host/runner/phase_build.h"
#include "host/runner/phase_evaluation.h"
#include "host/runner/trial_context.h"
#include "host/runner/trial_files.h"
#include "host/sweep/sweep_spec.h"

namespace nilab::host {

// A phase's row in the store: its status and epochs done; none before it first ran.
using PhaseState = std::optional<std::pair<std::string, int64_t>>;

class PhaseTrainer {
 public:
  PhaseTrainer(TrialContext& context, TrialFiles& files, PhaseEvaluator& evaluator,
               const torch::Device& device);

  // Trains the phase from where `phase_state` says it stood; returns the epochs done. Ends with
  // the best epoch's weights under early stopping. Throws StoppedAtRung (rung_judge.h) where a
  // rung stops the trial.
  int64_t Train(Built& b, const sweep::PhaseSpec& phase, const PhaseState& phase_state,
                const EvalOptions& eval);

 private:
  // Where the loop starts: after the newest intact checkpoint of a phase that ran before (its
  // optimizer state too), else at epoch 0. A resumed trial at a rung faces it again first.
  CheckpointState Resume(Built& b, const sweep::PhaseSpec& phase, const PhaseState& phase_state,
                         torch::optim::AdamW& optimizer, std::string* best_path);
  // train.early_stop_patience: keeps the best epoch so far ("best" checkpoint), and says stop
  // once the headline metric has not improved for that many epochs.
  bool EarlyStop(Built& b, const sweep::PhaseSpec& phase, const Metrics& metrics,
                 CheckpointState* state, std::string* best_path);
  // The epoch's checkpoints: its weights under train.keep_epochs, and the resumable one (with
  // the optimizer state) every train.checkpoint_every epochs, at the last epoch, and where the
  // loop stops or faces a rung (`resumable`).
  void SaveEpoch(Built& b, const sweep::PhaseSpec& phase, torch::optim::AdamW& optimizer,
                 const CheckpointState& state, bool resumable);

  TrialContext& context_;
  TrialFiles& files_;
  PhaseEvaluator& evaluator_;
  const torch::Device device_;
};

}  // namespace nilab::host
