// The NI's fused attention (plugins/ni/kernels/fused_attention.h) alone, forward and backward, at
// the benchmark cases' block sizes, single-threaded as one batch slice runs:
//   OMP_NUM_THREADS=1 build/bin/nilab_bench_attention
// Prints microseconds per (function, head, sample) block and GFLOP/s of the block's products.
#include <chrono>
#include <cstdio>

#include <torch/torch.h>

#include "host/runner/allocator.h"
#include "plugins/ni/kernels/fused_attention.h"

namespace {

double Seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct Case {
  const char* name;
  int64_t u, h, b, n, dk;
};

}  // namespace

int main() {
  nilab::host::KeepFreedMemory();  // as `nilab run`: no page faults from the second step on
  torch::manual_seed(0);
  const Case cases[] = {{"ni-small (N 65)", 4, 4, 64, 65, 16},
                        {"ni-fuzzy (N 25)", 4, 4, 64, 25, 16}};
  std::printf("%-18s %12s %12s %12s %12s\n", "case", "fwd us/blk", "fwd GFLOP/s", "bwd us/blk",
              "bwd GFLOP/s");
  for (const Case& c : cases) {
    const auto opts = torch::TensorOptions().dtype(torch::kFloat);
    // q, k and v as the projections lay them out: views of [B, N, U, H, d] (rows U H d apart).
    auto projection = [&] {
      return torch::randn({c.b, c.n, c.u, c.h, c.dk}, opts).requires_grad_();
    };
    const auto q_rows = projection(), k_rows = projection(), v_rows = projection();
    const auto q = q_rows.permute({2, 3, 0, 1, 4}), k = k_rows.permute({2, 3, 0, 1, 4}),
               v = v_rows.permute({2, 3, 0, 1, 4});
    const auto cc = torch::rand({c.u, c.b, c.n}, opts).requires_grad_();
    const auto g = torch::randn({c.u, c.h, c.b, c.n, c.dk}, opts);
    const double blocks = static_cast<double>(c.u * c.h * c.b);
    // Products per block: q k^T and E [Cv | C | 1] forward; backward recomputes P and adds
    // dE, dV, dq and dk.
    const double fwd_flops = 2.0 * c.n * c.n * (c.dk + c.dk + 2);
    const double bwd_flops = 2.0 * c.n * c.n * (3 * (c.dk + 2) + 2 * c.dk);
    for (const bool keep : {true, false}) {
      double best_f = 1e9, best_b = 1e9;
      for (int rep = 0; rep < 30; ++rep) {
        const double t0 = Seconds();
        const auto y = nilab::ni::FusedCompatibilityAttention(q, k, v, cc, torch::Tensor(), 1e-6,
                                                              /*keep_numerator=*/keep);
        const double t1 = Seconds();
        y.backward(g);
        const double t2 = Seconds();
        if (rep >= 2) {
          best_f = std::min(best_f, t1 - t0);
          best_b = std::min(best_b, t2 - t1);
        }
      }
      std::printf("%-18s %-5s %12.2f %12.1f %12.2f %12.1f\n", c.name, keep ? "keep" : "recmp",
                  best_f / blocks * 1e6, fwd_flops * blocks / best_f / 1e9, best_b / blocks * 1e6,
                  bwd_flops * blocks / best_b / 1e9);
    }
  }
  return 0;
}
