#include "plugins/ni/act.h"

#include <cstdint>

namespace nilab::ni {

ActResult AdaptiveIterations(const torch::Tensor& x, int64_t max_iterations, double epsilon,
                             bool per_token, HaltingUnit& unit, const ActStep& step) {
  const int64_t batch = x.size(0), tokens = x.size(1);
  const int64_t units = per_token ? tokens : 1;  // K
  const auto index_options = torch::TensorOptions().dtype(torch::kLong).device(x.device());
  const auto float_options = x.options().requires_grad(false);
  const double threshold = 1.0 - epsilon;

  // Full-batch results, filled in as units halt.
  torch::Tensor out = torch::zeros_like(x);                          // y
  torch::Tensor ponder = torch::zeros({batch, units}, x.options());  // N + R
  torch::Tensor used = torch::zeros({batch, units}, float_options);  // N
  torch::Tensor weights = torch::zeros({batch, units, max_iterations}, float_options);
  // The running samples (rows into the full batch) and their units' state.
  torch::Tensor rows = torch::arange(batch, index_options);
  torch::Tensor state = x;                                               // s^{n-1}: [b, N, d]
  torch::Tensor cumulative = torch::zeros({batch, units}, x.options());  // sum_{i<n} h^i
  torch::Tensor running = torch::ones({batch, units}, float_options.dtype(torch::kBool));
  std::vector<int64_t> processed;
  for (int64_t n = 1; n <= max_iterations; ++n) {
    const bool whole_batch = rows.size(0) == batch;
    processed.push_back(rows.size(0));
    torch::Tensor next = step(state, rows);  // s^n
    // A halted token of a running sample keeps its state (per-token mode).
    if (per_token) next = torch::where(running.unsqueeze(-1), next, state);
    const torch::Tensor h = unit(next, per_token);  // h^n: [b, K]
    // N = n for the running units whose sum reaches 1 - eps now (or at the last iteration).
    const torch::Tensor total = cumulative + h;
    const torch::Tensor halt =
        n == max_iterations ? running : running.logical_and(total.detach() >= threshold);
    const torch::Tensor go_on = running.logical_and(halt.logical_not());
    // R = 1 - sum_{i<N} h^i
    const torch::Tensor remainder = 1.0 - cumulative;
    // p^n = h^n before halting, R at N, 0 after.
    const torch::Tensor zero = torch::zeros_like(h);
    const torch::Tensor p = torch::where(halt, remainder, torch::where(go_on, h, zero));
    // y += p^n s^n; rho = N + R at halting.
    const torch::Tensor contribution = p.unsqueeze(-1) * next;  // [b, K, 1] * [b, N, d]
    const torch::Tensor rho = torch::where(halt, remainder + static_cast<double>(n), zero);
    const torch::Tensor halted_at = halt.to(used.dtype()) * static_cast<double>(n);
    if (whole_batch) {
      out = out + contribution;
      ponder = ponder + rho;
      used += halted_at;
      weights.select(2, n - 1).copy_(p.detach());
    } else {
      // Under autocast the step's results may be bfloat16 while the sums stay float32.
      out = out.index_add(0, rows, contribution.to(out.scalar_type()));
      ponder = ponder.index_add(0, rows, rho.to(ponder.scalar_type()));
      used.index_add_(0, rows, halted_at);
      weights.select(2, n - 1).index_copy_(0, rows, p.detach().to(weights.scalar_type()));
    }
    cumulative = torch::where(go_on, total, cumulative);
    running = go_on;
    // Samples with a unit still running stay; the others leave the batch.
    const torch::Tensor alive = running.any(1);
    const int64_t still = alive.sum().item<int64_t>();
    if (still == 0) break;
    if (still == rows.size(0)) {
      state = next;
      continue;
    }
    const torch::Tensor keep = alive.nonzero().squeeze(1);
    rows = rows.index_select(0, keep);
    state = next.index_select(0, keep);
    cumulative = cumulative.index_select(0, keep);
    running = running.index_select(0, keep);
  }
  ActResult result;
  result.tokens = out;
  result.ponder = ponder.mean(1);
  result.iterations = used.mean(1);
  const torch::Tensor one_hot =
      torch::one_hot(used.to(torch::kLong) - 1, max_iterations).to(float_options.dtype());
  result.histogram = one_hot.mean(1);
  result.weights = weights;
  result.rows_processed = std::move(processed);
  return result;
}

}  // namespace nilab::ni
