// Batched matmul of many small matrices (the attention's [N, d] x [d, N] products, one per
// function, head and sample), differentiable.
//
// torch::bmm hands each small product to the BLAS, which splits every one of them across its
// threads: thousands of fork/join barriers per call, slow for 65 x 65 matrices and pathological
// when the cores are shared. On CPU this runs the batch in one OpenMP region, each thread
// multiplying whole matrices single-threaded. Elsewhere (CUDA) it is torch::bmm.
#pragma once

#include <torch/torch.h>

namespace nilab::ni {

// a: [G, n, k], b: [G, k, m] (each matrix with unit stride in one of its dims)  ->  [G, n, m]
torch::Tensor BatchedMatmul(const torch::Tensor& a, const torch::Tensor& b);

}  // namespace nilab::ni
