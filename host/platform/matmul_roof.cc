#include "host/platform/matmul_roof.h"

#include <torch/torch.h>

#include <chrono>

namespace nilab::platform {

Roof MeasureMatmulRoof(double seconds, int64_t n) {
  torch::NoGradGuard no_grad;
  const auto a = torch::randn({n, n});
  const auto b = torch::randn({n, n});
  auto c = torch::mm(a, b);  // warm-up: thread pool, page faults
  using Clock = std::chrono::steady_clock;
  Roof roof;
  roof.n = n;
  const auto start = Clock::now();
  double elapsed = 0;
  while (elapsed < seconds || roof.calls == 0) {
    torch::mm_out(c, a, b);
    ++roof.calls;
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  }
  roof.gflops = 2.0 * n * n * n * roof.calls / elapsed / 1e9;
  return roof;
}

}  // namespace nilab::platform
