// Eqs. 9-10 after the attention's mixed values, in one autograd node with a hand-written
// backward, on CPU.
//
// The composite version (loc.cc) is a dozen autograd nodes per LOC call: the output ModLin,
// the gated residual, LayerNorm, the ModMLP's two ModLins and GELU, the second gated residual.
// At the fuzzy Boolean NI's sizes their elementwise passes, GELU's backward (an erf and an exp
// per element) and the autograd bookkeeping cost about as much as the GEMMs. Here the GEMMs
// stay LibTorch's and everything between them is one pass per row:
//
//   forward   o_a = mixed W_o^T + b_o;  a = x + C o_a;  n = LN(a)                     (Eq. 9)
//             h = n W_1^T + b_1;  z = GELU(h), z' = GELU'(h);  o = z W_2^T + b_2
//             y = a + C o                                                             (Eq. 10)
//   backward  dC = g.o;  g_o = C g;  dW_2 = g_o^T z;  g_h = (g_o W_2) * z'
//             dW_1 = g_h^T n;  g_n = g_h W_1
//             g_a = g + LN'(g_n);  dC += g_a.o_a;  g_oa = C g_a
//             dW_o = g_oa^T mixed;  d mixed = g_oa W_o;  dx = g_a (summed over functions when
//             x is shared)
//
// It keeps for backward what the composite version keeps (o_a, a, n, z, o, and z' in place of
// h), so the recomputation rule (ScriptImpl::RecomputeTails) is unchanged.
#pragma once

#include <torch/torch.h>

namespace nilab::ni {

// Whether the fused tail runs for these tensors: on CPU, float or double, outside autocast,
// unless NILAB_NI_FUSED_TAIL=never (an execution setting for A/B measurements; results agree
// to rounding). An unknown value throws std::invalid_argument naming the variable.
bool FusedLocTailApplies(const torch::Tensor& x);

// The LOC after its attention (loc.h), without dropout:
//   x: [M, d] (shared by the functions) or [U, M, d]; c: [U, B, N] with M = B N;
//   mixed: [U, H, B, N, d_v] (FusedCompatibilityAttention's output);
//   out_w: [U, d, H d_v] and out_b: [d] (the folded output ModLin), or both undefined without
//   one (then H d_v = d);
//   norm_w, norm_b: [d] (the MLP's LayerNorm, eps norm_eps);
//   fc1: [U, h, d], b1: [h], fc2: [U, d, h], b2: [d] (the folded ModMLP)
//   ->  y: [U, M, d]. Differentiable in every tensor.
torch::Tensor FusedLocTail(const torch::Tensor& x, const torch::Tensor& c,
                           const torch::Tensor& mixed, const torch::Tensor& out_w,
                           const torch::Tensor& out_b, const torch::Tensor& norm_w,
                           const torch::Tensor& norm_b, double norm_eps, const torch::Tensor& fc1,
                           const torch::Tensor& b1, const torch::Tensor& fc2,
                           const torch::Tensor& b2);

}  // namespace nilab::ni
