// One (function, head, sample) block of the fused attention (fused_attention.h) at head width 16
// in AVX-512 registers: a query, key or value row is one vector, so the block's products run as
// broadcast-FMA loops over rows kept in registers, fused with the softmax numerator, the Eq. 7
// ratio and their gradients, instead of six small BLAS calls per block (each with its packing,
// its clearing of C and its call overhead) and the passes between them. Same equations as the
// header of fused_attention.h; float only.
//
//   forward   S_i = q_i K^T + r_i;  E_i = exp(S_i - max S_i);  N_i = sum_j E_ij C_j v_j,
//             D_i = sum_j E_ij C_j,  Z_i = sum_j E_ij;  y_i = N_i C_i / (eps Z_i + C_i D_i)
//   backward  rows in groups of four, so that the sums over rows (dk, d(C v)) load and store
//             each key's accumulator once per group
#pragma once

namespace nilab::ni {

// The largest set size the block kernel takes (its per-thread buffers are sized for it).
constexpr int kBlock16MaxTokens = 128;

// Whether this build has the block kernel: the x86 kernels (kernels/CMakeLists.txt).
bool AttentionBlock16Built();

// Whether the block kernel runs: d_k = d_v = 16, n <= kBlock16MaxTokens, the build has the x86
// kernels (attention_block16.cc; elsewhere attention_block16_portable.cc, where it never runs),
// the CPU has AVX-512F, and NILAB_NI_ATTENTION_BLOCKS is not "blas" (an execution setting for A/B
// runs and for testing the portable path: the BLAS path of fused_attention.cc instead).
bool AttentionBlock16Applies(int n, int dk, int dv);

// Rows of 16 floats ld apart. bias: [n, n] row-major or null. Writes E to e ([n, n] row-major),
// P = E [C v | C | 1] to p ([n, 18], null: not written) and y (null: not computed).
void AttentionBlock16Forward(int n, const float* q, int ldq, const float* k, int ldk,
                             const float* v, int ldv, const float* c, const float* bias, float eps,
                             float* e, float* p, float* y, int ldy);

// From forward's E and P and the output's gradient gy: writes dq, dk, dv; adds to dc ([n]) and
// to dbias ([n, n], may be null).
void AttentionBlock16Backward(int n, const float* q, int ldq, const float* k, int ldk,
                              const float* v, int ldv, const float* c, const float* e,
                              const float* p, const float* gy, int ldg, float eps, float* dq,
                              int lddq, float* dk, int lddk, float* dv, int lddv, float* dc,
                              float* dbias);

}  // namespace nilab::ni
