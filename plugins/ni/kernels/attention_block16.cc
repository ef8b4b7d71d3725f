#include "plugins/ni/kernels/attention_block16.h"

// GCC 12's AVX-512 intrinsics start some results from an undefined vector (_mm512_undefined_ps),
// which -Wmaybe-uninitialized reports wherever they are inlined: a false positive.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

#include <immintrin.h>

#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace nilab::ni {
namespace {

#define NILAB_AVX512 __attribute__((target("avx512f")))

// 2^x for x <= 0 on 16 lanes: 2^n times a degree-5 polynomial of the remainder r = x - n in
// [-1/2, 1/2] (interpolation at Chebyshev nodes; relative error 2.4e-7 evaluated in float), the
// power of two applied by vscalefps. Below -126 it returns 2^-126: in a softmax numerator whose
// row maximum is 1, the same to float precision. exp(S - max S) = 2^(S log2 e - max S log2 e) takes
// one FMA for the argument, and the clamp, the rounding and the remainder one op each (the base-e
// form needs two FMAs for the remainder alone).
NILAB_AVX512 inline __m512 Exp2(__m512 x) {
  x = _mm512_max_ps(x, _mm512_set1_ps(-126.0f));
  const __m512 n = _mm512_roundscale_ps(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  const __m512 r = _mm512_sub_ps(x, n);
  __m512 y = _mm512_set1_ps(1.3390863365e-03f);
  y = _mm512_fmadd_ps(y, r, _mm512_set1_ps(9.6760319183e-03f));
  y = _mm512_fmadd_ps(y, r, _mm512_set1_ps(5.5503571142e-02f));
  y = _mm512_fmadd_ps(y, r, _mm512_set1_ps(2.4022107485e-01f));
  y = _mm512_fmadd_ps(y, r, _mm512_set1_ps(6.9314718803e-01f));
  y = _mm512_fmadd_ps(y, r, _mm512_set1_ps(1.0000000755e+00f));
  return _mm512_scalef_ps(y, n);
}

// log2 e: exp(x) = 2^(x log2 e).
constexpr float kLog2E = 1.44269504088896341f;

// Query rows handled together, forward and backward, so that each key's row is loaded once for
// all of them.
constexpr int kGroup = 4;

// The lanes of a row's last vector that hold tokens.
__mmask16 TailMask(int n, int vectors) {
  const int rest = n - 16 * (vectors - 1);
  return rest == 16 ? __mmask16(0xFFFF) : static_cast<__mmask16>((1u << rest) - 1);
}

// Rows of 16 floats ld apart, copied to consecutive rows: the projections' rows lie U H d floats
// apart, and a loop that reads them one by one where each read feeds the next FMAs waits on
// each cache miss in turn; here the loads are independent, as in a BLAS's packing.
NILAB_AVX512 inline void PackRows(int n, const float* src, int ld, float* dst) {
  for (int j = 0; j < n; ++j) _mm512_store_ps(dst + 16 * j, _mm512_loadu_ps(src + j * ld));
}

// The values' side shared by forward and backward: cv_j = C_j v_j ([n, 16]) and C padded with
// zeros to the row's vectors ([16 V]).
template <int V>
NILAB_AVX512 void WeightedValues(int n, const float* v, int ldv, const float* c, float* cv,
                                 float* cpad) {
  for (int j = 0; j < n; ++j) {
    _mm512_store_ps(cv + 16 * j, _mm512_mul_ps(_mm512_set1_ps(c[j]), _mm512_loadu_ps(v + j * ldv)));
    cpad[j] = c[j];
  }
  for (int j = n; j < 16 * V; ++j) cpad[j] = 0.0f;
}

// Row i's D_i and Z_i from its E row (es, zero beyond n).
template <int V>
NILAB_AVX512 inline void RowSums(const __m512* es, const float* cpad, float* d, float* z) {
  __m512 zs = es[0], ds = _mm512_mul_ps(es[0], _mm512_load_ps(cpad));
  for (int w = 1; w < V; ++w) {
    zs = _mm512_add_ps(zs, es[w]);
    ds = _mm512_fmadd_ps(es[w], _mm512_load_ps(cpad + 16 * w), ds);
  }
  *z = _mm512_reduce_add_ps(zs);
  *d = _mm512_reduce_add_ps(ds);
}

template <int V>
NILAB_AVX512 void Forward(int n, const float* q, int ldq, const float* k, int ldk, const float* v,
                          int ldv, const float* c, const float* bias, float eps, float* e, float* p,
                          float* y, int ldy) {
  constexpr int np = 16 * V;
  const __mmask16 tail = TailMask(n, V);
  // K^T, zero beyond n: S_i = q_i K^T is then 16 broadcast-FMAs per vector of keys.
  alignas(64) float kt[16 * np];
  for (int j = 0; j < n; ++j) {
    const float* kj = k + j * ldk;
    for (int t = 0; t < 16; ++t) kt[t * np + j] = kj[t];
  }
  for (int t = 0; t < 16; ++t) {
    for (int j = n; j < np; ++j) kt[t * np + j] = 0.0f;
  }
  alignas(64) float qp[16 * np];
  PackRows(n, q, ldq, qp);
  alignas(64) float cv[16 * np];
  alignas(64) float cpad[np];
  const bool mix = y != nullptr || p != nullptr;
  if (mix) WeightedValues<V>(n, v, ldv, c, cv, cpad);
  const __m512 minus_inf = _mm512_set1_ps(-std::numeric_limits<float>::infinity());
  alignas(64) float zeros[np] = {};
  for (int i0 = 0; i0 < n; i0 += kGroup) {
    const int rows = n - i0 < kGroup ? n - i0 : kGroup;
    float d[kGroup] = {}, z[kGroup] = {};
    const float* group_e[kGroup];
    for (int r = 0; r < kGroup; ++r) {
      const int i = i0 + r;
      if (r >= rows) {  // rows past the block add nothing
        group_e[r] = zeros;
        continue;
      }
      __m512 s[V];
      for (int w = 0; w < V; ++w) s[w] = _mm512_setzero_ps();
      const float* qi = qp + 16 * i;
      for (int t = 0; t < 16; ++t) {
        const __m512 qt = _mm512_set1_ps(qi[t]);
        for (int w = 0; w < V; ++w)
          s[w] = _mm512_fmadd_ps(qt, _mm512_load_ps(kt + t * np + 16 * w), s[w]);
      }
      if (bias != nullptr) {
        const float* ri = bias + i * n;
        for (int w = 0; w + 1 < V; ++w) s[w] = _mm512_add_ps(s[w], _mm512_loadu_ps(ri + 16 * w));
        s[V - 1] = _mm512_add_ps(s[V - 1], _mm512_maskz_loadu_ps(tail, ri + 16 * (V - 1)));
      }
      // E_i = exp(S_i - max_j S_ij) = 2^(S_i log2 e - max_j S_ij log2 e): lanes beyond n are -inf
      // for the maximum and 0 after it. The rounding of max_j S_ij log2 e shifts a row's
      // exponents alike, and a common factor of E_i cancels in Eq. 7's ratio and its gradients.
      s[V - 1] = _mm512_mask_mov_ps(minus_inf, tail, s[V - 1]);
      __m512 m = s[0];
      for (int w = 1; w < V; ++w) m = _mm512_max_ps(m, s[w]);
      const __m512 mx = _mm512_set1_ps(_mm512_reduce_max_ps(m) * kLog2E);
      const __m512 log2e = _mm512_set1_ps(kLog2E);
      for (int w = 0; w < V; ++w) s[w] = Exp2(_mm512_fmsub_ps(s[w], log2e, mx));
      s[V - 1] = _mm512_maskz_mov_ps(tail, s[V - 1]);
      float* ei = e + i * n;
      for (int w = 0; w + 1 < V; ++w) _mm512_storeu_ps(ei + 16 * w, s[w]);
      _mm512_mask_storeu_ps(ei + 16 * (V - 1), tail, s[V - 1]);
      group_e[r] = ei;
      if (mix) RowSums<V>(s, cpad, &d[r], &z[r]);
    }
    if (!mix) continue;
    // N_i = sum_j E_ij C_j v_j for the group's rows: each (C v)_j row loaded once for all.
    __m512 num[kGroup];
    for (int r = 0; r < kGroup; ++r) num[r] = _mm512_setzero_ps();
    for (int j = 0; j < n; ++j) {
      const __m512 cvj = _mm512_load_ps(cv + 16 * j);
      for (int r = 0; r < kGroup; ++r)
        num[r] = _mm512_fmadd_ps(_mm512_set1_ps(group_e[r][j]), cvj, num[r]);
    }
    for (int r = 0; r < rows; ++r) {
      const int i = i0 + r;
      if (p != nullptr) {  // P_i = [N_i | D_i | Z_i], as E [C v | C | 1] of fused_attention.cc
        float* pi = p + 18 * i;
        _mm512_storeu_ps(pi, num[r]);
        pi[16] = d[r];
        pi[17] = z[r];
      }
      // Eqs. 7-8: y_i = N_i C_i / (eps Z_i + C_i D_i)
      if (y != nullptr) {
        _mm512_storeu_ps(y + i * ldy,
                         _mm512_mul_ps(num[r], _mm512_set1_ps(c[i] / (eps * z[r] + c[i] * d[r]))));
      }
    }
  }
}

template <int V>
NILAB_AVX512 void Backward(int n, const float* q, int ldq, const float* k, int ldk, const float* v,
                           int ldv, const float* c, const float* e, const float* p, const float* gy,
                           int ldg, float eps, float* dq, int lddq, float* dk, int lddk, float* dv,
                           int lddv, float* dc, float* dbias) {
  constexpr int np = 16 * V;
  const __mmask16 tail = TailMask(n, V);
  alignas(64) float qp[16 * np], kp[16 * np], gp[16 * np];
  PackRows(n, q, ldq, qp);
  PackRows(n, k, ldk, kp);
  PackRows(n, gy, ldg, gp);
  alignas(64) float cv[16 * np];
  alignas(64) float cpad[np];
  WeightedValues<V>(n, v, ldv, c, cv, cpad);
  // (C v)^T, zero beyond n: dE_i = dN_i (C v)^T + ... is 16 broadcast-FMAs per vector of keys.
  alignas(64) float cvt[16 * np];
  for (int j = 0; j < n; ++j) {
    for (int t = 0; t < 16; ++t) cvt[t * np + j] = cv[16 * j + t];
  }
  for (int t = 0; t < 16; ++t) {
    for (int j = n; j < np; ++j) cvt[t * np + j] = 0.0f;
  }
  // Sums over query rows, per key j: dk_j, d(C v)_j and sum_i E_ij dD_i.
  alignas(64) float dk_sum[16 * np];
  alignas(64) float dcv_sum[16 * np];
  alignas(64) float dd_sum[np];
  for (int j = 0; j < 16 * np; ++j) dk_sum[j] = dcv_sum[j] = 0.0f;
  for (int j = 0; j < np; ++j) dd_sum[j] = 0.0f;
  alignas(64) float ds[kGroup][np];  // a group's dS rows
  alignas(64) float zeros[np] = {};
  alignas(64) float dn_lanes[16];
  for (int i0 = 0; i0 < n; i0 += kGroup) {
    const float* group_e[kGroup];
    __m512 group_q[kGroup], group_dn[kGroup];
    for (int r = 0; r < kGroup; ++r) {
      const int i = i0 + r;
      if (i >= n) {  // rows past the block add nothing
        group_e[r] = zeros;
        group_q[r] = group_dn[r] = _mm512_setzero_ps();
        for (int j = 0; j < np; ++j) ds[r][j] = 0.0f;
        continue;
      }
      const float* ei = e + i * n;
      __m512 es[V];
      for (int w = 0; w + 1 < V; ++w) es[w] = _mm512_loadu_ps(ei + 16 * w);
      es[V - 1] = _mm512_maskz_loadu_ps(tail, ei + 16 * (V - 1));
      const float* pi = p + 18 * i;
      const __m512 num = _mm512_loadu_ps(pi);
      const float d = pi[16], z = pi[17];
      // The ratio's gradient: den = eps Z + C_i D, a = C_i / den.
      const float den = eps * z + c[i] * d, a = c[i] / den;
      const __m512 g = _mm512_load_ps(gp + 16 * i);
      const float da = _mm512_reduce_add_ps(_mm512_mul_ps(g, num));
      const float dden = -da * a / den;
      const __m512 dn = _mm512_mul_ps(_mm512_set1_ps(a), g);
      const float dd = c[i] * dden, dz = eps * dden;
      dc[i] += da / den + dden * d;
      // dS_i = (dN_i (C v)^T + dD_i C + dZ_i) * E_i
      _mm512_store_ps(dn_lanes, dn);
      __m512 de[V];
      for (int w = 0; w < V; ++w) {
        de[w] =
            _mm512_fmadd_ps(_mm512_set1_ps(dd), _mm512_load_ps(cpad + 16 * w), _mm512_set1_ps(dz));
      }
      for (int t = 0; t < 16; ++t) {
        const __m512 dt = _mm512_set1_ps(dn_lanes[t]);
        for (int w = 0; w < V; ++w)
          de[w] = _mm512_fmadd_ps(dt, _mm512_load_ps(cvt + t * np + 16 * w), de[w]);
      }
      for (int w = 0; w < V; ++w) {
        de[w] = _mm512_mul_ps(de[w], es[w]);
        _mm512_store_ps(ds[r] + 16 * w, de[w]);
        _mm512_store_ps(dd_sum + 16 * w, _mm512_fmadd_ps(es[w], _mm512_set1_ps(dd),
                                                         _mm512_load_ps(dd_sum + 16 * w)));
      }
      if (dbias != nullptr) {
        float* bi = dbias + i * n;
        for (int w = 0; w + 1 < V; ++w)
          _mm512_storeu_ps(bi + 16 * w, _mm512_add_ps(_mm512_loadu_ps(bi + 16 * w), de[w]));
        _mm512_mask_storeu_ps(
            bi + 16 * (V - 1), tail,
            _mm512_add_ps(_mm512_maskz_loadu_ps(tail, bi + 16 * (V - 1)), de[V - 1]));
      }
      group_e[r] = ei;
      group_q[r] = _mm512_load_ps(qp + 16 * i);
      group_dn[r] = dn;
    }
    // dk_j += sum_i dS_ij q_i;  d(C v)_j += sum_i E_ij dN_i;  dq_i = sum_j dS_ij k_j, over the
    // group's rows: each dS_ij broadcast and each k_j load serves several products.
    __m512 dq_rows[kGroup];
    for (int r = 0; r < kGroup; ++r) dq_rows[r] = _mm512_setzero_ps();
    for (int j = 0; j < n; ++j) {
      __m512 sk = _mm512_load_ps(dk_sum + 16 * j), sv = _mm512_load_ps(dcv_sum + 16 * j);
      const __m512 kj = _mm512_load_ps(kp + 16 * j);
      for (int r = 0; r < kGroup; ++r) {
        const __m512 dsij = _mm512_set1_ps(ds[r][j]);
        sk = _mm512_fmadd_ps(dsij, group_q[r], sk);
        dq_rows[r] = _mm512_fmadd_ps(dsij, kj, dq_rows[r]);
        sv = _mm512_fmadd_ps(_mm512_set1_ps(group_e[r][j]), group_dn[r], sv);
      }
      _mm512_store_ps(dk_sum + 16 * j, sk);
      _mm512_store_ps(dcv_sum + 16 * j, sv);
    }
    for (int r = 0; r < kGroup && i0 + r < n; ++r)
      _mm512_storeu_ps(dq + (i0 + r) * lddq, dq_rows[r]);
  }
  // dv_j = C_j d(C v)_j;  dC_j += d(C v)_j . v_j + sum_i E_ij dD_i
  for (int j = 0; j < n; ++j) {
    const __m512 s = _mm512_load_ps(dcv_sum + 16 * j);
    _mm512_storeu_ps(dv + j * lddv, _mm512_mul_ps(_mm512_set1_ps(c[j]), s));
    dc[j] += _mm512_reduce_add_ps(_mm512_mul_ps(s, _mm512_loadu_ps(v + j * ldv))) + dd_sum[j];
    _mm512_storeu_ps(dk + j * lddk, _mm512_load_ps(dk_sum + 16 * j));
  }
}

// One instance per number of 16-lane vectors a row of n keys takes.
template <typename F>
void ByVectors(int n, F&& f) {
  switch ((n + 15) / 16) {
    case 1:
      return f(std::integral_constant<int, 1>{});
    case 2:
      return f(std::integral_constant<int, 2>{});
    case 3:
      return f(std::integral_constant<int, 3>{});
    case 4:
      return f(std::integral_constant<int, 4>{});
    case 5:
      return f(std::integral_constant<int, 5>{});
    case 6:
      return f(std::integral_constant<int, 6>{});
    case 7:
      return f(std::integral_constant<int, 7>{});
    case 8:
      return f(std::integral_constant<int, 8>{});
    default:
      throw std::logic_error("AttentionBlock16: more tokens than kBlock16MaxTokens");
  }
}

}  // namespace

bool AttentionBlock16Built() { return true; }

bool AttentionBlock16Applies(int n, int dk, int dv) {
  static const bool enabled = [] {
    const char* env = std::getenv("NILAB_NI_ATTENTION_BLOCKS");
    const std::string mode = env ? env : "auto";
    if (mode != "auto" && mode != "blas" && !mode.empty()) {
      throw std::invalid_argument("ni: NILAB_NI_ATTENTION_BLOCKS must be auto or blas (got '" +
                                  mode + "')");
    }
    return mode != "blas" && __builtin_cpu_supports("avx512f");
  }();
  return enabled && dk == 16 && dv == 16 && n >= 1 && n <= kBlock16MaxTokens;
}

void AttentionBlock16Forward(int n, const float* q, int ldq, const float* k, int ldk,
                             const float* v, int ldv, const float* c, const float* bias, float eps,
                             float* e, float* p, float* y, int ldy) {
  ByVectors(n, [&](auto vectors) {
    Forward<decltype(vectors)::value>(n, q, ldq, k, ldk, v, ldv, c, bias, eps, e, p, y, ldy);
  });
}

void AttentionBlock16Backward(int n, const float* q, int ldq, const float* k, int ldk,
                              const float* v, int ldv, const float* c, const float* e,
                              const float* p, const float* gy, int ldg, float eps, float* dq,
                              int lddq, float* dk, int lddk, float* dv, int lddv, float* dc,
                              float* dbias) {
  ByVectors(n, [&](auto vectors) {
    Backward<decltype(vectors)::value>(n, q, ldq, k, ldk, v, ldv, c, e, p, gy, ldg, eps, dq, lddq,
                                       dk, lddk, dv, lddv, dc, dbias);
  });
}

}  // namespace nilab::ni
