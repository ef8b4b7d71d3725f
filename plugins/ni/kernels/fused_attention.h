// Eqs. 7-8 before the output ModLin in one pass per (function, head, sample), on CPU.
//
// The composite version (modattn.h: AttentionNumerator, then CompatibilityMix) writes the
// [U * H * B, N, N] logits and softmax numerator to memory and walks them with half a dozen
// elementwise ops forward and backward (bias, max, subtract, exp, exp's backward, the bias
// gradient): memory-bound passes that cost more than the small GEMMs around them. Here each
// (u, h, b) matrix lives in a thread's cache from the logits to the mixed values, and backward
// recomputes it from q and k instead of keeping it:
//
//   forward   S = q k^T + r;  E = exp(S - max_j S);  P = E [C_j v_j | C_j | 1]
//             y_i = P_i[:d_v] C_i / (eps P_i[d_v + 1] + C_i P_i[d_v])          (Eqs. 7-8)
//   backward  with den_i = eps Z_i + C_i D_i, a_i = C_i / den_i (N, D, Z: P's three parts)
//             dN_i = a_i g_i;  da_i = g_i . N_i;  dden_i = -da_i a_i / den_i
//             dP = [dN | C_i dden_i | eps dden_i];  dC_i += da_i / den_i + dden_i D_i
//             dE = dP [C v | C | 1]^T;  d[C v | C | 1] = E^T dP;  dS = dE * E
//             dq = dS k;  dk = dS^T q;  dr = sum over samples of dS
//
// Saved for backward: q, k, v, C, r, and E only when asked (keep_numerator: the memory of the
// composite version, one GEMM less in backward); P is recomputed from E. Runs in one OpenMP
// region, each thread taking whole (u, b) pairs (so dC needs no reduction) with
// single-threaded BLAS calls on the data pointers. In float at head width 16 each block runs in
// the AVX-512 kernel of attention_block16.h instead, which keeps P beside E (18 floats per row).
#pragma once

#include <torch/torch.h>

namespace nilab::ni {

// Whether the fused kernel runs for these tensors: on CPU, float or double, with a system BLAS,
// unless NILAB_NI_FUSED_ATTENTION=never (an execution setting for A/B measurements; results
// agree to rounding).
bool FusedAttentionApplies(const torch::Tensor& q);

// q, k: [U, H, B, N, d_k] (q already scaled); v: [U, H, B, N, d_v]; c: [U, B, N];
// bias: [H, N, N], [U, H, N, N] or undefined  ->  [U, H, B, N, d_v]. Differentiable in all
// tensors. keep_numerator: keep E for backward ([U, H, B, N, N]) instead of recomputing it.
// Call only where FusedAttentionApplies(q).
torch::Tensor FusedCompatibilityAttention(const torch::Tensor& q, const torch::Tensor& k,
                                          const torch::Tensor& v, const torch::Tensor& c,
                                          const torch::Tensor& bias, double eps,
                                          bool keep_numerator);

}  // namespace nilab::ni
