// Adaptive computation time over a script's function iterations: ACT as a (nearly)
// differentiable while loop (Graves 2016; Appendix C of "Learning to Reason with Adaptive
// Computation"). A unit is a sample (halting pooled over its tokens) or a token. With s^n the
// state after iteration n (s^0 the script's input), h^n the halting unit's output and M the
// maximum number of iterations:
//
//   N = min{ n <= M : sum_{i=1..n} h^i >= 1 - eps }   (N = M when the sum never gets there)
//   R = 1 - sum_{i=1..N-1} h^i                                                (App. C, Eq. 7)
//   p^n = h^n for n < N,  p^N = R;            sum_{n=1..N} p^n = 1
//   y = sum_{n=1..N} p^n s^n                                                  (App. C, Eq. 8)
//   ponder cost rho = N + R                                                   (App. C, Eq. 9)
//
// N is piecewise constant (no gradient); R carries the ponder cost's gradient to the halting
// unit, and the weights p^n the task loss's.
//
// Halted work is skipped: after each iteration the samples whose units have all halted leave
// the batch (the step sees only the rows still running, gathered), so they cost nothing in
// later iterations, in training and at inference alike. In per-token mode a halted token of a
// running sample keeps its state frozen (s^n = s^N for n > N, as in Universal Transformers): it
// stays a key and value for the other tokens' attention, but its output no longer changes.
#pragma once

#include <torch/torch.h>

#include <functional>
#include <vector>

#include "plugins/ni/halting.h"

namespace nilab::ni {

struct ActResult {
  torch::Tensor tokens;      // y: [B, N, d]
  torch::Tensor ponder;      // [B] N + R, averaged over the sample's units (tokens)
  torch::Tensor iterations;  // [B] N, averaged over the sample's units; detached
  torch::Tensor histogram;   // [B, M] fraction of the sample's units that used k + 1 iterations
  torch::Tensor weights;     // [B, K, M] p^n of every unit (K = 1 or N); 0 after halting
  std::vector<int64_t> rows_processed;  // samples fed to the step at each iteration
};

// One function iteration on the running samples: states [b, N, d] of the samples whose
// indices into the full batch are `rows` ([b] int64)  ->  [b, N, d].
using ActStep =
    std::function<torch::Tensor(const torch::Tensor& states, const torch::Tensor& rows)>;

// x: [B, N, d], the script's input. At most max_iterations steps; fewer when every unit has
// halted.
ActResult AdaptiveIterations(const torch::Tensor& x, int64_t max_iterations, double epsilon,
                             bool per_token, HaltingUnit& unit, const ActStep& step);

}  // namespace nilab::ni
