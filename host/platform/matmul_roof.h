// The machine's fp32 matmul roof: what LibTorch's BLAS reaches on a large square product, the
// yardstick for every speed figure nilab reports.
#pragma once

#include <cstdint>

namespace nilab::platform {

struct Roof {
  double gflops = 0;  // 2 n^3 per product over wall time
  int64_t n = 0;      // the products' size
  int64_t calls = 0;  // timed products
};

// Times n x n fp32 products on the CPU for about `seconds` (after one warm-up product) with the
// current torch thread count.
Roof MeasureMatmulRoof(double seconds, int64_t n = 2048);

}  // namespace nilab::platform
