// Compiled with OpenMP, without the shared precompiled header (see CMakeLists.txt).
#include "plugins/ni/kernels/fused_attention.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include <ATen/record_function.h>
#include <omp.h>

#include "plugins/ni/kernels/attention_block16.h"
#include "plugins/ni/kernels/blas.h"
#include "plugins/ni/kernels/fast_math.h"
#include "plugins/ni/kernels/isa_clones.h"

namespace nilab::ni {

#ifdef NILAB_HAVE_BLAS
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// Row-major C[m, n] = op(A)[m, k] op(B)[k, n] (op: transpose when ta / tb; A and B row-major
// with leading dimensions lda, ldb). Column-major BLAS computes C^T = op(B)^T op(A)^T.
void Gemm(bool ta, bool tb, int m, int n, int k, const float* a, int lda, const float* b, int ldb,
          float* c, int ldc) {
  const float one = 1.0f, zero = 0.0f;
  const char ca = ta ? 'T' : 'N', cb = tb ? 'T' : 'N';
  sgemm_(&cb, &ca, &n, &m, &k, &one, b, &ldb, a, &lda, &zero, c, &ldc);
}
void Gemm(bool ta, bool tb, int m, int n, int k, const double* a, int lda, const double* b, int ldb,
          double* c, int ldc) {
  const double one = 1.0, zero = 0.0;
  const char ca = ta ? 'T' : 'N', cb = tb ? 'T' : 'N';
  dgemm_(&cb, &ca, &n, &m, &k, &one, b, &ldb, a, &lda, &zero, c, &ldc);
}

// E_ij = exp(S_ij - max_j S_ij) for each row of a [rows, cols] block, in place. Each row's
// maximum is taken over 16 lanes at a time (a plain max loop is a scalar chain: GCC does not
// vectorise a float max reduction without -ffinite-math-only), and the exponentials run as one
// pass over the whole block, so that the scalar remainder is the block's last (rows * cols mod
// 16) entries instead of each row's (65 = 4 x 16 + 1 at the digits presets' 65 tokens).
NILAB_ISA_CLONES void SoftmaxNumeratorRows(float* s, int rows, int cols) {
  constexpr int kLanes = 16;
  for (int i = 0; i < rows; ++i) {
    float* row = s + static_cast<int64_t>(i) * cols;
    float lanes[kLanes];
    for (int t = 0; t < kLanes; ++t) lanes[t] = row[0];
    int j = 0;
    for (; j + kLanes <= cols; j += kLanes) {
#pragma omp simd
      for (int t = 0; t < kLanes; ++t) lanes[t] = row[j + t] > lanes[t] ? row[j + t] : lanes[t];
    }
    float m = row[0];
    for (int t = 0; t < kLanes; ++t) m = std::max(m, lanes[t]);
    for (; j < cols; ++j) m = std::max(m, row[j]);
#pragma omp simd
    for (int k = 0; k < cols; ++k) row[k] -= m;
  }
  const int64_t total = static_cast<int64_t>(rows) * cols;
#pragma omp simd
  for (int64_t i = 0; i < total; ++i) s[i] = ExpNonPositive(s[i]);
}
void SoftmaxNumeratorRows(double* s, int rows, int cols) {
  for (int i = 0; i < rows; ++i) {
    double* row = s + static_cast<int64_t>(i) * cols;
    double m = row[0];
    for (int j = 1; j < cols; ++j) m = std::max(m, row[j]);
    for (int j = 0; j < cols; ++j) row[j] = std::exp(row[j] - m);
  }
}

struct Dims {
  int64_t u, h, b;
  int n, dk, dv;
  bool per_function_bias;  // bias [U, H, N, N] rather than [H, N, N]
};

// A [U, H, B, N, d] tensor with unit stride in d, in any layout of its other dimensions (the
// projections arrive as views of one [B * N, U * H * d] GEMM output; the output is written as
// [U, B, N, H, d], the output ModLin's input): matrix (u, h, b) starts at At(u, h, b), its rows
// ld apart.
template <typename T>
struct Blocks {
  T* data;
  int64_t su, sh, sb;
  int ld;
  T* At(int64_t u, int64_t h, int64_t b) const { return data + u * su + h * sh + b * sb; }
};
template <typename T>
Blocks<T> BlocksOf(const torch::Tensor& t) {
  return {t.data_ptr<T>(), t.stride(0), t.stride(1), t.stride(2), static_cast<int>(t.stride(3))};
}

// Offset of matrix (u, h, b) in a contiguous [U, H, B, ...] tensor, in matrices.
int64_t Group(const Dims& d, int64_t u, int64_t h, int64_t b) { return (u * d.h + h) * d.b + b; }
int64_t BiasSlot(const Dims& d, int64_t u, int64_t h) {
  return d.per_function_bias ? u * d.h + h : h;
}

// S = q k^T (+ r), then E = exp(S - max) in place: one (u, h, b) block.
template <typename T>
void Numerator(const Dims& d, const Blocks<T>& q, const Blocks<T>& k, const T* bias, int64_t u,
               int64_t h, int64_t b, T* s) {
  const int n = d.n, nn = n * n;
  Gemm(false, true, n, n, d.dk, q.At(u, h, b), q.ld, k.At(u, h, b), k.ld, s, n);
  if (bias != nullptr) {
    const T* r = bias + BiasSlot(d, u, h) * nn;
#pragma omp simd
    for (int i = 0; i < nn; ++i) s[i] += r[i];
  }
  SoftmaxNumeratorRows(s, n, n);
}

// ---- One block's elementwise work. Templates, inlined into a float version cloned per ISA
// (the loops over d_v and N run in AVX-512 or AVX2 where the CPU has them; the plain build is
// SSE2) and a plain double version, as in fused_loc_tail.cc. ----

// [C_j v_j | C_j | 1]: [N, d_v + 2]
template <typename T>
__attribute__((always_inline)) inline void ValuesBlock(int n, int dv, const T* v, int ldv,
                                                       const T* c, T* vals) {
  const int w = dv + 2;
  for (int j = 0; j < n; ++j) {
    const T cj = c[j];
    const T* vj = v + static_cast<int64_t>(j) * ldv;
    T* out = vals + static_cast<int64_t>(j) * w;
#pragma omp simd
    for (int t = 0; t < dv; ++t) out[t] = cj * vj[t];
    out[dv] = cj;
    out[dv + 1] = T(1);
  }
}

// Eqs. 7-8 from P = E [Cv | C | 1]: y_i = P_i[:d_v] C_i / (eps P_i[d_v + 1] + C_i P_i[d_v]).
template <typename T>
__attribute__((always_inline)) inline void OutputBlock(int n, int dv, const T* p, const T* c, T eps,
                                                       T* y, int ldy) {
  const int w = dv + 2;
  for (int i = 0; i < n; ++i) {
    const T* pi = p + static_cast<int64_t>(i) * w;
    const T f = c[i] / (eps * pi[dv + 1] + c[i] * pi[dv]);
    T* yi = y + static_cast<int64_t>(i) * ldy;
#pragma omp simd
    for (int t = 0; t < dv; ++t) yi[t] = pi[t] * f;
  }
}

// The gradient of the ratio, row by row (the header's backward, first two lines): dP from g,
// and dC_i's share through the denominator.
template <typename T>
__attribute__((always_inline)) inline void RatioGradBlock(int n, int dv, const T* p, const T* g,
                                                          int ldg, const T* c, T eps, T* dp,
                                                          T* dc) {
  const int w = dv + 2;
  for (int i = 0; i < n; ++i) {
    const T* pi = p + static_cast<int64_t>(i) * w;
    const T* gi = g + static_cast<int64_t>(i) * ldg;
    const T den = eps * pi[dv + 1] + c[i] * pi[dv], a = c[i] / den;
    T da = 0;
#pragma omp simd reduction(+ : da)
    for (int t = 0; t < dv; ++t) da += gi[t] * pi[t];
    const T dden = -da * a / den;
    T* dpi = dp + static_cast<int64_t>(i) * w;
#pragma omp simd
    for (int t = 0; t < dv; ++t) dpi[t] = a * gi[t];
    dpi[dv] = c[i] * dden;
    dpi[dv + 1] = eps * dden;
    dc[i] += da / den + dden * pi[dv];
  }
}

// d[Cv | C | 1] -> dv_j = C_j d(Cv)_j and dC_j += d(Cv)_j . v_j + dC'_j.
template <typename T>
__attribute__((always_inline)) inline void ValueGradBlock(int n, int dv, const T* dvals, const T* v,
                                                          int ldv, const T* c, T* dvo, int lddv,
                                                          T* dc) {
  const int w = dv + 2;
  for (int j = 0; j < n; ++j) {
    const T* dvj = dvals + static_cast<int64_t>(j) * w;
    const T* vj = v + static_cast<int64_t>(j) * ldv;
    T* outj = dvo + static_cast<int64_t>(j) * lddv;
    const T cj = c[j];
    T dcj = 0;
#pragma omp simd reduction(+ : dcj)
    for (int t = 0; t < dv; ++t) {
      outj[t] = cj * dvj[t];
      dcj += dvj[t] * vj[t];
    }
    dc[j] += dcj + dvj[dv];
  }
}

// dS = dE * E in place, and the bias gradient's sum (dbias may be null).
template <typename T>
__attribute__((always_inline)) inline void ScoreGradBlock(int nn, const T* e, T* de, T* dbias) {
#pragma omp simd
  for (int i = 0; i < nn; ++i) de[i] *= e[i];
  if (dbias != nullptr) {
#pragma omp simd
    for (int i = 0; i < nn; ++i) dbias[i] += de[i];
  }
}

NILAB_ISA_CLONES void Values(int n, int dv, const float* v, int ldv, const float* c, float* vals) {
  ValuesBlock(n, dv, v, ldv, c, vals);
}
void Values(int n, int dv, const double* v, int ldv, const double* c, double* vals) {
  ValuesBlock(n, dv, v, ldv, c, vals);
}
NILAB_ISA_CLONES void Output(int n, int dv, const float* p, const float* c, float eps, float* y,
                             int ldy) {
  OutputBlock(n, dv, p, c, eps, y, ldy);
}
void Output(int n, int dv, const double* p, const double* c, double eps, double* y, int ldy) {
  OutputBlock(n, dv, p, c, eps, y, ldy);
}
NILAB_ISA_CLONES void RatioGrad(int n, int dv, const float* p, const float* g, int ldg,
                                const float* c, float eps, float* dp, float* dc) {
  RatioGradBlock(n, dv, p, g, ldg, c, eps, dp, dc);
}
void RatioGrad(int n, int dv, const double* p, const double* g, int ldg, const double* c,
               double eps, double* dp, double* dc) {
  RatioGradBlock(n, dv, p, g, ldg, c, eps, dp, dc);
}
NILAB_ISA_CLONES void ValueGrad(int n, int dv, const float* dvals, const float* v, int ldv,
                                const float* c, float* dvo, int lddv, float* dc) {
  ValueGradBlock(n, dv, dvals, v, ldv, c, dvo, lddv, dc);
}
void ValueGrad(int n, int dv, const double* dvals, const double* v, int ldv, const double* c,
               double* dvo, int lddv, double* dc) {
  ValueGradBlock(n, dv, dvals, v, ldv, c, dvo, lddv, dc);
}
NILAB_ISA_CLONES void ScoreGrad(int nn, const float* e, float* de, float* dbias) {
  ScoreGradBlock(nn, e, de, dbias);
}
void ScoreGrad(int nn, const double* e, double* de, double* dbias) {
  ScoreGradBlock(nn, e, de, dbias);
}

// Whether a block runs in the AVX-512 kernel of attention_block16.h (float at head width 16).
bool Block16(const Dims& d, float) { return AttentionBlock16Applies(d.n, d.dk, d.dv); }
bool Block16(const Dims&, double) { return false; }
const float* BiasOf(const Dims& d, const float* bias, int64_t u, int64_t h) {
  return bias != nullptr ? bias + BiasSlot(d, u, h) * d.n * d.n : nullptr;
}

// Prefetches the n rows of 16 floats at p, ld apart: a block's rows of the projections lie U H d
// floats apart and each head's part of a row is its own cache line, which the hardware
// prefetchers do not fetch ahead; the next block's rows are fetched while this one computes.
template <typename T>
void PrefetchRows(const T* p, int ld, int n) {
  for (int i = 0; i < n; ++i) __builtin_prefetch(p + static_cast<int64_t>(i) * ld);
}

// The block after (u, h, b) in the loops below (heads within (u, b) pairs), or false.
bool NextBlock(const Dims& d, int64_t ub, int64_t h, int64_t end, int64_t* u, int64_t* hn,
               int64_t* b) {
  if (h + 1 < d.h) {
    *u = ub / d.b, *b = ub % d.b, *hn = h + 1;
    return true;
  }
  if (ub + 1 >= end) return false;
  *u = (ub + 1) / d.b, *b = (ub + 1) % d.b, *hn = 0;
  return true;
}

// What is kept for backward per block: E ([N, N]) and, where the block kernel runs, P ([N,
// d_v + 2]), which backward then reads instead of recomputing it.
int64_t KeptPerBlock(const Dims& d, bool blocks16) {
  return static_cast<int64_t>(d.n) * d.n + (blocks16 ? static_cast<int64_t>(d.n) * (d.dv + 2) : 0);
}

// kept: where to keep E (and P) per block ([U, H, B] blocks of KeptPerBlock) for backward, or
// null to recompute it.
template <typename T>
void Forward(const Dims& d, const Blocks<T>& q, const Blocks<T>& k, const Blocks<T>& v, const T* c,
             const T* bias, T eps, const Blocks<T>& y, T* kept, int threads) {
  const int n = d.n, w = d.dv + 2;
  const bool blocks16 = Block16(d, T());
  const int64_t stride = KeptPerBlock(d, blocks16);
#pragma omp parallel num_threads(threads)
  {
    std::vector<T> buffer(kept ? 0 : static_cast<size_t>(n) * n), vals(static_cast<size_t>(n) * w),
        p(static_cast<size_t>(n) * w);
#pragma omp for schedule(static)
    for (int64_t ub = 0; ub < d.u * d.b; ++ub) {
      const int64_t u = ub / d.b, b = ub % d.b;
      const T* cu = c + ub * n;
      for (int64_t h = 0; h < d.h; ++h) {
        T* s = kept ? kept + Group(d, u, h, b) * stride : buffer.data();
        if (int64_t un, hn, bn; NextBlock(d, ub, h, d.u * d.b, &un, &hn, &bn)) {
          PrefetchRows(q.At(un, hn, bn), q.ld, n);
          PrefetchRows(k.At(un, hn, bn), k.ld, n);
          PrefetchRows(v.At(un, hn, bn), v.ld, n);
        }
        if constexpr (std::is_same_v<T, float>) {
          if (blocks16) {
            AttentionBlock16Forward(n, q.At(u, h, b), q.ld, k.At(u, h, b), k.ld, v.At(u, h, b),
                                    v.ld, cu, BiasOf(d, bias, u, h), eps, s,
                                    kept ? s + n * n : nullptr, y.At(u, h, b), y.ld);
            continue;
          }
        }
        Numerator(d, q, k, bias, u, h, b, s);
        Values(n, d.dv, v.At(u, h, b), v.ld, cu, vals.data());
        Gemm(false, false, n, w, n, s, n, vals.data(), w, p.data(), w);  // P = E [Cv | C | 1]
        Output(n, d.dv, p.data(), cu, eps, y.At(u, h, b), y.ld);
      }
    }
  }
}

// kept: E (and P) from Forward, or null to recompute them from q and k.
template <typename T>
void Backward(const Dims& d, const Blocks<T>& q, const Blocks<T>& k, const Blocks<T>& v, const T* c,
              const T* bias, const T* kept, const Blocks<T>& gy, T eps, const Blocks<T>& dq,
              const Blocks<T>& dk, const Blocks<T>& dv, T* dc, T* dbias_per_thread, int threads) {
  const int n = d.n, nn = n * n, w = d.dv + 2;
  const bool blocks16 = Block16(d, T());
  const int64_t stride = KeptPerBlock(d, blocks16);
  const int64_t bias_numel = (d.per_function_bias ? d.u : 1) * d.h * nn;
#pragma omp parallel num_threads(threads)
  {
    std::vector<T> buffer(kept ? 0 : static_cast<size_t>(stride)), de(static_cast<size_t>(nn));
    std::vector<T> vals(static_cast<size_t>(n) * w), p(static_cast<size_t>(n) * w),
        dp(static_cast<size_t>(n) * w), dvals(static_cast<size_t>(n) * w);
    T* dbias = bias ? dbias_per_thread + omp_get_thread_num() * bias_numel : nullptr;
#pragma omp for schedule(static)
    for (int64_t ub = 0; ub < d.u * d.b; ++ub) {
      const int64_t u = ub / d.b, b = ub % d.b;
      const T* cu = c + ub * n;
      T* dcu = dc + ub * n;
      std::fill(dcu, dcu + n, T(0));
      for (int64_t h = 0; h < d.h; ++h) {
        const T* s = kept ? kept + Group(d, u, h, b) * stride : buffer.data();
        if (int64_t un, hn, bn; NextBlock(d, ub, h, d.u * d.b, &un, &hn, &bn)) {
          PrefetchRows(q.At(un, hn, bn), q.ld, n);
          PrefetchRows(k.At(un, hn, bn), k.ld, n);
          PrefetchRows(v.At(un, hn, bn), v.ld, n);
          PrefetchRows(gy.At(un, hn, bn), gy.ld, n);
        }
        if constexpr (std::is_same_v<T, float>) {
          if (blocks16) {
            if (kept == nullptr) {  // E and P, as forward
              AttentionBlock16Forward(n, q.At(u, h, b), q.ld, k.At(u, h, b), k.ld, v.At(u, h, b),
                                      v.ld, cu, BiasOf(d, bias, u, h), eps, buffer.data(),
                                      buffer.data() + nn, nullptr, 0);
            }
            AttentionBlock16Backward(n, q.At(u, h, b), q.ld, k.At(u, h, b), k.ld, v.At(u, h, b),
                                     v.ld, cu, s, s + nn, gy.At(u, h, b), gy.ld, eps,
                                     dq.At(u, h, b), dq.ld, dk.At(u, h, b), dk.ld, dv.At(u, h, b),
                                     dv.ld, dcu,
                                     dbias != nullptr ? dbias + BiasSlot(d, u, h) * nn : nullptr);
            continue;
          }
        }
        if (kept == nullptr) Numerator(d, q, k, bias, u, h, b, buffer.data());  // E, as forward
        const T* vg = v.At(u, h, b);
        Values(n, d.dv, vg, v.ld, cu, vals.data());
        Gemm(false, false, n, w, n, s, n, vals.data(), w, p.data(), w);  // P, as in forward
        RatioGrad(n, d.dv, p.data(), gy.At(u, h, b), gy.ld, cu, eps, dp.data(), dcu);
        Gemm(false, true, n, n, w, dp.data(), w, vals.data(), w, de.data(), n);  // dE = dP V^T
        Gemm(true, false, n, w, n, s, n, dp.data(), w, dvals.data(), w);         // dV = E^T dP
        ValueGrad(n, d.dv, dvals.data(), vg, v.ld, cu, dv.At(u, h, b), dv.ld, dcu);
        ScoreGrad(nn, s, de.data(), dbias != nullptr ? dbias + BiasSlot(d, u, h) * nn : nullptr);
        Gemm(false, false, n, d.dk, n, de.data(), n, k.At(u, h, b), k.ld, dq.At(u, h, b), dq.ld);
        Gemm(true, false, n, d.dk, n, de.data(), n, q.At(u, h, b), q.ld, dk.At(u, h, b), dk.ld);
      }
    }
  }
}

// t itself when its rows have unit stride and do not overlap (a Blocks view), else a copy.
torch::Tensor RowMajorBlocks(const torch::Tensor& t) {
  return t.stride(4) == 1 && t.stride(3) >= t.size(4) ? t : t.contiguous();
}

Dims DimsOf(const torch::Tensor& q, const torch::Tensor& v, const torch::Tensor& bias) {
  return {q.size(0),
          q.size(1),
          q.size(2),
          static_cast<int>(q.size(3)),
          static_cast<int>(q.size(4)),
          static_cast<int>(v.size(4)),
          bias.defined() && bias.dim() == 4};
}

class FusedAttentionFunction : public torch::autograd::Function<FusedAttentionFunction> {
 public:
  static torch::Tensor forward(AutogradContext* ctx, const torch::Tensor& q_in,
                               const torch::Tensor& k_in, const torch::Tensor& v_in,
                               const torch::Tensor& c_in, const torch::Tensor& bias_in, double eps,
                               bool keep_numerator) {
    RECORD_FUNCTION("nilab::ni::FusedCompatibilityAttention", std::vector<c10::IValue>());
    const torch::Tensor q = RowMajorBlocks(q_in), k = RowMajorBlocks(k_in),
                        v = RowMajorBlocks(v_in), c = c_in.contiguous();
    const torch::Tensor bias = bias_in.dim() >= 3 ? bias_in.contiguous() : torch::Tensor();
    const Dims d = DimsOf(q, v, bias);
    // Written as [U, B, N, H, d_v]: heads folded into channels is then a view.
    torch::Tensor y =
        torch::empty({d.u, d.b, d.n, d.h, d.dv}, v.options()).permute({0, 3, 1, 2, 4});
    const bool backward = q_in.requires_grad() || k_in.requires_grad() || v_in.requires_grad() ||
                          c_in.requires_grad() || bias_in.requires_grad();
    const bool blocks16 =
        q.scalar_type() == torch::kFloat && AttentionBlock16Applies(d.n, d.dk, d.dv);
    const torch::Tensor kept =
        keep_numerator && backward
            ? torch::empty({d.u * d.h * d.b * KeptPerBlock(d, blocks16)}, v.options())
            : torch::empty({0}, v.options());
    const int threads = torch::get_num_threads();
    AT_DISPATCH_FLOATING_TYPES(q.scalar_type(), "FusedCompatibilityAttention", [&] {
      Forward<scalar_t>(d, BlocksOf<scalar_t>(q), BlocksOf<scalar_t>(k), BlocksOf<scalar_t>(v),
                        c.data_ptr<scalar_t>(),
                        bias.defined() ? bias.data_ptr<scalar_t>() : nullptr,
                        static_cast<scalar_t>(eps), BlocksOf<scalar_t>(y),
                        kept.numel() > 0 ? kept.data_ptr<scalar_t>() : nullptr, threads);
    });
    ctx->save_for_backward(
        {q, k, v, c, bias.defined() ? bias : torch::empty({0}, q.options()), kept});
    ctx->saved_data["eps"] = eps;
    ctx->saved_data["has_bias"] = bias.defined();
    return y;
  }

  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
    const variable_list saved = ctx->get_saved_variables();
    const torch::Tensor &q = saved[0], &k = saved[1], &v = saved[2], &c = saved[3],
                        &kept = saved[5];
    const bool has_bias = ctx->saved_data["has_bias"].toBool();
    const torch::Tensor bias = has_bias ? saved[4] : torch::Tensor();
    const double eps = ctx->saved_data["eps"].toDouble();
    const torch::Tensor gy = RowMajorBlocks(grad_outputs[0]);
    const Dims d = DimsOf(q, v, bias);
    // Gradients in their inputs' layouts (empty_like keeps a dense view's strides), so that the
    // projections' backward reads them without a copy.
    torch::Tensor dq = torch::empty_like(q), dk = torch::empty_like(k), dv = torch::empty_like(v),
                  dc = torch::empty_like(c), dbias;
    for (const torch::Tensor* t : {&dq, &dk, &dv}) {
      TORCH_CHECK(RowMajorBlocks(*t).is_same(*t), "FusedCompatibilityAttention: gradient layout");
    }
    const int threads = torch::get_num_threads();
    torch::Tensor dbias_per_thread;
    if (has_bias) {
      std::vector<int64_t> shape = {threads};
      for (const int64_t s : bias.sizes()) shape.push_back(s);
      dbias_per_thread = torch::zeros(shape, q.options());
    }
    AT_DISPATCH_FLOATING_TYPES(q.scalar_type(), "FusedCompatibilityAttentionBackward", [&] {
      Backward<scalar_t>(d, BlocksOf<scalar_t>(q), BlocksOf<scalar_t>(k), BlocksOf<scalar_t>(v),
                         c.data_ptr<scalar_t>(), has_bias ? bias.data_ptr<scalar_t>() : nullptr,
                         kept.numel() > 0 ? kept.data_ptr<scalar_t>() : nullptr,
                         BlocksOf<scalar_t>(gy), static_cast<scalar_t>(eps), BlocksOf<scalar_t>(dq),
                         BlocksOf<scalar_t>(dk), BlocksOf<scalar_t>(dv), dc.data_ptr<scalar_t>(),
                         has_bias ? dbias_per_thread.data_ptr<scalar_t>() : nullptr, threads);
    });
    dbias = has_bias ? dbias_per_thread.sum(0) : torch::zeros_like(saved[4]);
    return {dq, dk, dv, dc, dbias, torch::Tensor(), torch::Tensor()};
  }
};

}  // namespace
#endif

bool FusedAttentionApplies(const torch::Tensor& q) {
#ifdef NILAB_HAVE_BLAS
  static const bool enabled = [] {
    const char* env = std::getenv("NILAB_NI_FUSED_ATTENTION");
    const std::string mode = env ? env : "auto";
    if (mode != "auto" && mode != "never" && !mode.empty()) {
      throw std::invalid_argument("ni: NILAB_NI_FUSED_ATTENTION must be auto or never (got '" +
                                  mode + "')");
    }
    return mode != "never";
  }();
  return enabled && q.device().is_cpu() &&
         (q.scalar_type() == torch::kFloat || q.scalar_type() == torch::kDouble);
#else
  (void)q;
  return false;
#endif
}

torch::Tensor FusedCompatibilityAttention(const torch::Tensor& q, const torch::Tensor& k,
                                          const torch::Tensor& v, const torch::Tensor& c,
                                          const torch::Tensor& bias, double eps,
                                          bool keep_numerator) {
  TORCH_CHECK(q.dim() == 5 && k.sizes() == q.sizes() && v.dim() == 5 &&
                  v.sizes().slice(0, 4) == q.sizes().slice(0, 4) && c.dim() == 3 &&
                  c.size(0) == q.size(0) && c.size(1) == q.size(2) && c.size(2) == q.size(3),
              "FusedCompatibilityAttention: shapes q ", q.sizes(), ", k ", k.sizes(), ", v ",
              v.sizes(), ", c ", c.sizes(), " do not match");
  TORCH_CHECK(k.scalar_type() == q.scalar_type() && v.scalar_type() == q.scalar_type() &&
                  c.scalar_type() == q.scalar_type() &&
                  (!bias.defined() || bias.scalar_type() == q.scalar_type()),
              "FusedCompatibilityAttention: mixed dtypes");
  TORCH_CHECK(!bias.defined() || (bias.dim() == 3 && bias.size(0) == q.size(1)) ||
                  (bias.dim() == 4 && bias.size(0) == q.size(0) && bias.size(1) == q.size(1)),
              "FusedCompatibilityAttention: bias ", bias.sizes(),
              " is neither [H, N, N] nor [U, H, N, N]");
#ifdef NILAB_HAVE_BLAS
  // A custom autograd function's inputs must be defined tensors: no bias is an empty one.
  return FusedAttentionFunction::apply(
      q, k, v, c, bias.defined() ? bias : torch::empty({0}, q.options()), eps, keep_numerator);
#else
  TORCH_CHECK(false, "FusedCompatibilityAttention: built without a BLAS");
  (void)eps;
  return {};
#endif
}

}  // namespace nilab::ni
