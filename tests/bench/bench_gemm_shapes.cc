// The NI's GEMM shapes through OpenBLAS (sgemm_) and through oneDNN (dnnl_sgemm, the library
// LibTorch links on Debian), one after the other, best of 3 rounds each: the measurement behind
// plugins/ni/kernels/gemm.h (which products go to oneDNN). Run it single-threaded, as a batch slice
// runs:
//   OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 build/bin/nilab_bench_gemm_shapes
#include <dlfcn.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

#include "plugins/ni/kernels/blas.h"

namespace {

using DnnlSgemm = int (*)(char, char, int64_t, int64_t, int64_t, float, const float*, int64_t,
                          const float*, int64_t, float, float*, int64_t);

struct Shape {
  const char* name;
  bool ta, tb;  // row-major C[m, n] = op(A)[m, k] op(B)[k, n]
  int m, n, k;
  int reps;
};

void Blas(const Shape& s, const float* a, const float* b, float* c) {
  const int lda = s.ta ? s.m : s.k, ldb = s.tb ? s.k : s.n;
  const float one = 1, zero = 0;
  const char ca = s.ta ? 'T' : 'N', cb = s.tb ? 'T' : 'N';
  sgemm_(&cb, &ca, &s.n, &s.m, &s.k, &one, b, &ldb, a, &lda, &zero, c, &s.n);
}

double Seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace

int main() {
  void* lib = dlopen("libdnnl.so.2", RTLD_NOW);
  if (lib == nullptr) lib = dlopen("libdnnl.so.3", RTLD_NOW);
  const auto dnnl = lib ? reinterpret_cast<DnnlSgemm>(dlsym(lib, "dnnl_sgemm")) : nullptr;
  if (dnnl == nullptr) {
    std::printf("nilab_bench_gemm_shapes: no libdnnl.so.2 or .3 with dnnl_sgemm here\n");
    return 1;
  }
  // ni-small (d 64, MLP 128, 4 functions x 4 heads of 16) and ni-fuzzy-two-scripts (d 128,
  // MLP 256) at one slice of batch 128: 64 x 65 = 4,160 and 64 x 25 = 1,600 token rows.
  const Shape shapes[] = {
      {"small projection  X W^T", false, true, 4160, 256, 64, 50},
      {"small MLP in      X W^T", false, true, 4160, 128, 64, 50},
      {"small MLP out     X W^T", false, true, 4160, 64, 128, 50},
      {"small dX          G W", false, false, 4160, 64, 128, 50},
      {"small dW          G^T X", true, false, 128, 64, 4160, 50},
      {"small dW proj     G^T X", true, false, 256, 64, 4160, 50},
      {"two-scr proj      X W^T", false, true, 1600, 384, 128, 50},
      {"two-scr MLP in    X W^T", false, true, 1600, 256, 128, 50},
      {"two-scr MLP out   X W^T", false, true, 1600, 128, 256, 50},
      {"two-scr dX        G W", false, false, 1600, 128, 256, 50},
      {"two-scr dW        G^T X", true, false, 256, 128, 1600, 50},
      {"attention q k^T", false, true, 65, 65, 16, 20000},
      {"attention E V", false, false, 65, 18, 65, 20000},
      {"attention dE^T q", true, false, 65, 16, 65, 20000},
      // The attention's q k^T, dq and dk as they are ("NT", "NN", "TN") and with k^T laid out
      // by its projection ("NN", "NT", "TN"), at ni-small's 65 and ni-fuzzy's 25 tokens.
      {"n65 S = q k^T     (NT)", false, true, 65, 65, 16, 20000},
      {"n65 S = q kT      (NN)", false, false, 65, 65, 16, 20000},
      {"n65 dq = dS k     (NN)", false, false, 65, 16, 65, 20000},
      {"n65 dq = dS kT^T  (NT)", false, true, 65, 16, 65, 20000},
      {"n65 dk = dS^T q   (TN)", true, false, 65, 16, 65, 20000},
      {"n65 dkT = q^T dS  (TN)", true, false, 16, 65, 65, 20000},
      {"n25 S = q k^T     (NT)", false, true, 25, 25, 16, 50000},
      {"n25 S = q kT      (NN)", false, false, 25, 25, 16, 50000},
      {"n25 dq = dS k     (NN)", false, false, 25, 16, 25, 50000},
      {"n25 dq = dS kT^T  (NT)", false, true, 25, 16, 25, 50000},
      {"n25 dk = dS^T q   (TN)", true, false, 25, 16, 25, 50000},
      {"n25 dkT = q^T dS  (TN)", true, false, 16, 25, 25, 50000},
      {"reference 1024^3", false, false, 1024, 1024, 1024, 5},
  };
  std::mt19937 gen(0);
  std::normal_distribution<float> normal;
  std::vector<float> a(1 << 21), b(1 << 21), c(1 << 21);
  for (float& x : a) x = normal(gen);
  for (float& x : b) x = normal(gen);
  std::printf("%-26s %18s %18s %8s\n", "product (rows x cols x inner)", "OpenBLAS GFLOP/s",
              "oneDNN GFLOP/s", "ratio");
  for (const Shape& s : shapes) {
    const int lda = s.ta ? s.m : s.k, ldb = s.tb ? s.k : s.n;
    double best[2] = {1e30, 1e30};
    for (int round = 0; round < 3; ++round) {
      for (int which = 0; which < 2; ++which) {
        auto run = [&] {
          if (which == 0) {
            Blas(s, a.data(), b.data(), c.data());
          } else {
            dnnl(s.ta ? 'T' : 'N', s.tb ? 'T' : 'N', s.m, s.n, s.k, 1.0f, a.data(), lda, b.data(),
                 ldb, 0.0f, c.data(), s.n);
          }
        };
        run();  // warm-up (oneDNN compiles its kernel on first use)
        const double t0 = Seconds();
        for (int r = 0; r < s.reps; ++r) run();
        const double t = (Seconds() - t0) / s.reps;
        if (t < best[which]) best[which] = t;
      }
    }
    const double flops = 2.0 * s.m * s.n * s.k;
    std::printf("%-26s %18.1f %18.1f %7.2fx   (%d x %d x %d)\n", s.name, flops / best[0] / 1e9,
                flops / best[1] / 1e9, best[0] / best[1], s.m, s.n, s.k);
  }
  return 0;
}
