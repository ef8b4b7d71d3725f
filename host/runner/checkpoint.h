// Checkpoints: the model's and the task's parameters and buffers, the optimizer state and where
// training stood, in one file written atomically (see atomic_file.h). The format is a pickled
// dict (torch::pickle_save), so Python's torch.load can read it too:
//   {"format": 1, "phase": str, "epoch": int, "step": int, "best": float, "bad_epochs": int,
//    "model": {name: tensor}, "task": {name: tensor}, "optimizer": uint8 tensor (optional),
//    "rng": uint8 tensor (torch's CPU generator; restored with the optimizer when resuming)}
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <string>

#include "host/runner/saved_file.h"
#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"

namespace nilab::host {

struct CheckpointState {
  std::string phase;
  int64_t epoch = 0;  // epochs completed in the phase
  int64_t step = 0;   // optimizer steps taken in the phase
  double best = 0.0;  // best headline value so far (early stopping)
  int64_t bad_epochs = 0;
};

SavedCheckpoint SaveCheckpoint(const std::string& path, sdk::Model& model, sdk::Task& task,
                               torch::optim::Optimizer* optimizer, const CheckpointState& state);

enum class Strictness {
  kStrict,    // every tensor must be in the file with the same shape, and nothing extra
  kMatching,  // copy the tensors whose name and shape match; ignore the rest
};

struct LoadOptions {
  Strictness model = Strictness::kStrict;
  Strictness task = Strictness::kStrict;
  bool optimizer = false;  // also restore the optimizer state (resuming a phase)
};

// Throws std::runtime_error naming the file and the first mismatch.
CheckpointState LoadCheckpoint(const std::string& path, sdk::Model& model, sdk::Task& task,
                               torch::optim::Optimizer* optimizer, const LoadOptions& options);

}  // namespace nilab::host
