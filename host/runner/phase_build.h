// A phase's model and task, built fresh for the phase (trial_runner.h): the structure of its
// ancestors on the `from` chain replayed, the weights it starts from loaded, then its own
// structure (the task's StartPhase, the model's operations) and settings.
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "host/runner/phase_source.h"
#include "host/runner/trial_context.h"
#include "host/runner/trial_files.h"
#include "host/sweep/sweep_spec.h"
#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"

namespace nilab::host {

// The model and task of one phase, freshly built.
struct Built {
  std::unique_ptr<sdk::Task> task;
  std::unique_ptr<sdk::Model> model;
};

class PhaseBuilder {
 public:
  PhaseBuilder(TrialContext& context, TrialFiles& files, PhaseSource& source,
               const torch::Device& device);

  // A fresh build with the structure of the phase's ancestors, its start weights, then its own
  // operations and settings, and which of its parameters train.
  Built Build(const sweep::PhaseSpec& phase);

  // Per-phase model settings that are not structure: dropped functions and iteration count.
  void ApplySettings(Built& b, const sweep::PhaseSpec& phase) const;

 private:
  // The task and the model from their plugins, with their initial weights.
  Built Fresh();
  // What a phase changes in the structure: the task's phase setup (data, new CLS tokens or
  // heads) and the model's operations. Seeded by the phase, so a replay builds the same thing.
  void ApplyStructure(Built& b, const sweep::PhaseSpec& phase) const;
  void MoveToDevice(Built& b) const;
  // The weights a phase starts from: its parent's final checkpoint (`from`), another trial's or
  // a file (`init`), either at the epoch `select` picks; fresh weights otherwise.
  void LoadStartWeights(Built& b, const sweep::PhaseSpec& phase);
  // The `from` chain of a phase, root first, without the phase itself.
  std::vector<const sweep::PhaseSpec*> Ancestors(const sweep::PhaseSpec& phase) const;
  const sweep::PhaseSpec& PhaseByName(const std::string& name) const;

  TrialContext& context_;
  TrialFiles& files_;
  PhaseSource& source_;
  const torch::Device device_;
  int64_t default_iterations_ = -1;  // the model's own, read at the first build
};

}  // namespace nilab::host
