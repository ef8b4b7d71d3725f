// The NI's large matrix products (the shared projections, the LOC's MLP and output ModLin,
// forward and backward) through oneDNN's sgemm where LibTorch's process has oneDNN loaded as a
// library of its own (Debian's LibTorch links libdnnl.so.2), else torch::mm / torch::bmm.
//
// At those shapes (thousands of rows, inner dimensions 64-256, one thread per batch slice)
// oneDNN's JIT kernels ran 1-12 % faster than OpenBLAS 0.3.21's in isolation on an AVX-512 EPYC
// (nilab_bench_gemm_shapes) and trained the small NIs 11-16 % faster (docs/journal/2026-11-26.md,
// "oneDNN for the large products"). Small products (the attention's 65 x 65 x 16) stay on the
// BLAS, which is faster there. No autograd: for the custom autograd functions' forward and
// backward. NILAB_NI_GEMM=blas turns oneDNN off (an execution setting for A/B runs).
#pragma once

#include <torch/torch.h>

namespace nilab::ni {

// a [n, k] · b [k, m] -> [n, m], contiguous.
torch::Tensor Mm(const torch::Tensor& a, const torch::Tensor& b);
// a [G, n, k] · b [G, k, m] -> [G, n, m], contiguous. Either batch stride may be 0 (expanded).
torch::Tensor Bmm(const torch::Tensor& a, const torch::Tensor& b);

// Whether Mm and Bmm hand float32 CPU products to oneDNN in this process.
bool UsesOneDnnGemm();

}  // namespace nilab::ni
