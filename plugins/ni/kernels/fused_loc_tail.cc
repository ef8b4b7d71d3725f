// Compiled with OpenMP, without the shared precompiled header (see CMakeLists.txt).
#include "plugins/ni/kernels/fused_loc_tail.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include <ATen/record_function.h>
#include <omp.h>

#include "plugins/ni/kernels/fast_math.h"
#include "plugins/ni/kernels/gemm.h"
#include "plugins/ni/kernels/isa_clones.h"
#include "plugins/sdk/autocast.h"

namespace nilab::ni {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// Row r = u M + i of the [U, M, d] tensors: function u, token i. The input x is [M, d] when
// shared (row i for every u) or [U, M, d].
struct Rows {
  int64_t count, m, d, hidden;
  bool shared_x;
  int64_t XRow(int64_t r) const { return shared_x ? r % m : r; }
};

// Per-thread sums of backward, [threads, 4 d + hidden]: LayerNorm's dw and db, then the output
// ModLin's and the second ModLin's bias gradients (d each), then the first's (hidden).
struct Sums {
  int64_t dw, db, dbo, db2, db1, width;
  explicit Sums(int64_t d, int64_t hidden)
      : dw(0), db(d), dbo(2 * d), db2(3 * d), db1(4 * d), width(4 * d + hidden) {}
};

// ---- One row's work. Templates, inlined into a float version cloned per ISA (the loops run
// in AVX-512 or AVX2 where the CPU has them) and a plain double version. ----

using ::nilab::ni::GeluAndDerivative;  // the float version (fast_math.h)
inline void GeluAndDerivative(double v, double* gelu, double* grad) {
  const double cdf = 0.5 * (1.0 + std::erf(v * M_SQRT1_2));
  *gelu = v * cdf;
  *grad = cdf + v * std::exp(-0.5 * v * v) * 0.5 * M_2_SQRTPI * M_SQRT1_2;
}

// o_a += b_o (bo may be null);  a = x + C o_a;  n = LN(a) (affine w, b): returns mean, 1 / std.
template <typename T>
__attribute__((always_inline)) inline void ResidualNormRow(const T* x, T* oa, const T* bo, T g,
                                                           const T* w, const T* b, T eps, int64_t d,
                                                           T* a, T* n, T* stats) {
  T sum = 0;
  if (bo != nullptr) {
#pragma omp simd
    for (int64_t j = 0; j < d; ++j) oa[j] += bo[j];
  }
#pragma omp simd reduction(+ : sum)
  for (int64_t j = 0; j < d; ++j) {
    a[j] = x[j] + g * oa[j];
    sum += a[j];
  }
  const T mu = sum / static_cast<T>(d);
  T var = 0;
#pragma omp simd reduction(+ : var)
  for (int64_t j = 0; j < d; ++j) var += (a[j] - mu) * (a[j] - mu);
  const T inv = T(1) / std::sqrt(var / static_cast<T>(d) + eps);  // LayerNorm's biased variance
#pragma omp simd
  for (int64_t j = 0; j < d; ++j) n[j] = (a[j] - mu) * inv * w[j] + b[j];
  stats[0] = mu;
  stats[1] = inv;
}

// h <- GELU(h + b1) in place, and z' = GELU'(h + b1) when grad is not null.
template <typename T>
__attribute__((always_inline)) inline void GeluRow(T* h, const T* b1, T* grad, int64_t hidden) {
  if (grad == nullptr) {
#pragma omp simd
    for (int64_t j = 0; j < hidden; ++j) {
      T z, unused;  // the derivative's terms are dead code here
      GeluAndDerivative(h[j] + b1[j], &z, &unused);
      h[j] = z;
    }
    return;
  }
#pragma omp simd
  for (int64_t j = 0; j < hidden; ++j) GeluAndDerivative(h[j] + b1[j], &h[j], &grad[j]);
}

// o += b2;  y = a + C o
template <typename T>
__attribute__((always_inline)) inline void GatedResidualRow(const T* a, T* o, const T* b2, T g,
                                                            int64_t d, T* y) {
#pragma omp simd
  for (int64_t j = 0; j < d; ++j) {
    o[j] += b2[j];
    y[j] = a[j] + g * o[j];
  }
}

// g_o = C g;  db2 += g_o;  returns dC = g.o
template <typename T>
__attribute__((always_inline)) inline T GateBackwardRow(const T* gy, const T* o, T g, int64_t d,
                                                        T* go, T* db2) {
  T dot = 0;
#pragma omp simd reduction(+ : dot)
  for (int64_t j = 0; j < d; ++j) {
    dot += gy[j] * o[j];
    go[j] = g * gy[j];
    db2[j] += go[j];
  }
  return dot;
}

// g_h = g_z * z' in place;  db1 += g_h
template <typename T>
__attribute__((always_inline)) inline void GeluBackwardRow(T* gh, const T* dz, int64_t hidden,
                                                           T* db1) {
#pragma omp simd
  for (int64_t j = 0; j < hidden; ++j) {
    gh[j] *= dz[j];
    db1[j] += gh[j];
  }
}

// From g_n (LN's output gradient, overwritten with g_oa = C g_a):
//   g_a = g + rstd (w g_n - mean(w g_n) - xhat mean(w g_n xhat)),  xhat = (a - mean) rstd
//   dw += g_n xhat, db += g_n, dbo += g_oa;  returns g_a.o_a (part of dC)
template <typename T>
__attribute__((always_inline)) inline T NormBackwardRow(const T* gy, T g, const T* a,
                                                        const T* stats, const T* w, const T* oa,
                                                        int64_t d, T* gn, T* ga, T* sums,
                                                        const Sums& at) {
  const T mu = stats[0], inv = stats[1];
  T* dw = sums + at.dw;
  T* db = sums + at.db;
  T* dbo = sums + at.dbo;
  T s1 = 0, s2 = 0;
#pragma omp simd reduction(+ : s1, s2)
  for (int64_t j = 0; j < d; ++j) {
    const T xhat = (a[j] - mu) * inv, wg = w[j] * gn[j];
    s1 += wg;
    s2 += wg * xhat;
    dw[j] += gn[j] * xhat;
    db[j] += gn[j];
  }
  s1 /= static_cast<T>(d);
  s2 /= static_cast<T>(d);
  T dot = 0;
#pragma omp simd reduction(+ : dot)
  for (int64_t j = 0; j < d; ++j) {
    const T xhat = (a[j] - mu) * inv;
    const T grad = gy[j] + inv * (w[j] * gn[j] - s1 - xhat * s2);
    ga[j] = grad;
    dot += grad * oa[j];
    gn[j] = g * grad;
    dbo[j] += gn[j];
  }
  return dot;
}

NILAB_ISA_CLONES void ResidualNormKernel(const float* x, float* oa, const float* bo, float g,
                                         const float* w, const float* b, float eps, int64_t d,
                                         float* a, float* n, float* stats) {
  ResidualNormRow(x, oa, bo, g, w, b, eps, d, a, n, stats);
}
void ResidualNormKernel(const double* x, double* oa, const double* bo, double g, const double* w,
                        const double* b, double eps, int64_t d, double* a, double* n,
                        double* stats) {
  ResidualNormRow(x, oa, bo, g, w, b, eps, d, a, n, stats);
}
NILAB_ISA_CLONES void GeluKernel(float* h, const float* b1, float* grad, int64_t hidden) {
  GeluRow(h, b1, grad, hidden);
}
void GeluKernel(double* h, const double* b1, double* grad, int64_t hidden) {
  GeluRow(h, b1, grad, hidden);
}
NILAB_ISA_CLONES void GatedResidualKernel(const float* a, float* o, const float* b2, float g,
                                          int64_t d, float* y) {
  GatedResidualRow(a, o, b2, g, d, y);
}
void GatedResidualKernel(const double* a, double* o, const double* b2, double g, int64_t d,
                         double* y) {
  GatedResidualRow(a, o, b2, g, d, y);
}
NILAB_ISA_CLONES float GateBackwardKernel(const float* gy, const float* o, float g, int64_t d,
                                          float* go, float* db2) {
  return GateBackwardRow(gy, o, g, d, go, db2);
}
double GateBackwardKernel(const double* gy, const double* o, double g, int64_t d, double* go,
                          double* db2) {
  return GateBackwardRow(gy, o, g, d, go, db2);
}
NILAB_ISA_CLONES void GeluBackwardKernel(float* gh, const float* dz, int64_t hidden, float* db1) {
  GeluBackwardRow(gh, dz, hidden, db1);
}
void GeluBackwardKernel(double* gh, const double* dz, int64_t hidden, double* db1) {
  GeluBackwardRow(gh, dz, hidden, db1);
}
NILAB_ISA_CLONES float NormBackwardKernel(const float* gy, float g, const float* a,
                                          const float* stats, const float* w, const float* oa,
                                          int64_t d, float* gn, float* ga, float* sums,
                                          const Sums& at) {
  return NormBackwardRow(gy, g, a, stats, w, oa, d, gn, ga, sums, at);
}
double NormBackwardKernel(const double* gy, double g, const double* a, const double* stats,
                          const double* w, const double* oa, int64_t d, double* gn, double* ga,
                          double* sums, const Sums& at) {
  return NormBackwardRow(gy, g, a, stats, w, oa, d, gn, ga, sums, at);
}

// ---- The passes over all rows, one OpenMP loop each. ----

// Forward between the GEMMs: first the residual and LayerNorm (o_a in, n out), then GELU
// (h in place), then the gated sum (o in, y out). bo, grad may be null.
template <typename T>
void ForwardNorm(const Rows& rows, const T* x, const T* c, T* oa, const T* bo, const T* w,
                 const T* b, T eps, T* a, T* n, T* stats, int threads) {
  const int64_t d = rows.d;
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int64_t r = 0; r < rows.count; ++r) {
    ResidualNormKernel(x + rows.XRow(r) * d, oa + r * d, bo, c[r], w, b, eps, d, a + r * d,
                       n + r * d, stats + 2 * r);
  }
}
template <typename T>
void ForwardGelu(const Rows& rows, T* h, const T* b1, T* grad, int threads) {
  const int64_t k = rows.hidden;
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int64_t r = 0; r < rows.count; ++r) {
    GeluKernel(h + r * k, b1, grad ? grad + r * k : nullptr, k);
  }
}
template <typename T>
void ForwardGate(const Rows& rows, const T* a, const T* c, T* o, const T* b2, T* y, int threads) {
  const int64_t d = rows.d;
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int64_t r = 0; r < rows.count; ++r) {
    GatedResidualKernel(a + r * d, o + r * d, b2, c[r], d, y + r * d);
  }
}

// Backward between the GEMMs, summing bias and LayerNorm gradients per thread (sums).
template <typename T>
void BackwardGate(const Rows& rows, const T* gy, const T* c, const T* o, T* dc, T* go, T* sums,
                  const Sums& at, int threads) {
  const int64_t d = rows.d;
#pragma omp parallel num_threads(threads)
  {
    T* mine = sums + static_cast<int64_t>(omp_get_thread_num()) * at.width;
#pragma omp for schedule(static)
    for (int64_t r = 0; r < rows.count; ++r) {
      dc[r] = GateBackwardKernel(gy + r * d, o + r * d, c[r], d, go + r * d, mine + at.db2);
    }
  }
}
template <typename T>
void BackwardGelu(const Rows& rows, T* gh, const T* dz, T* sums, const Sums& at, int threads) {
  const int64_t k = rows.hidden;
#pragma omp parallel num_threads(threads)
  {
    T* mine = sums + static_cast<int64_t>(omp_get_thread_num()) * at.width;
#pragma omp for schedule(static)
    for (int64_t r = 0; r < rows.count; ++r) {
      GeluBackwardKernel(gh + r * k, dz + r * k, k, mine + at.db1);
    }
  }
}
template <typename T>
void BackwardNorm(const Rows& rows, const T* gy, const T* c, const T* a, const T* stats, const T* w,
                  const T* oa, T* gn, T* ga, T* dc, T* sums, const Sums& at, int threads) {
  const int64_t d = rows.d;
#pragma omp parallel num_threads(threads)
  {
    T* mine = sums + static_cast<int64_t>(omp_get_thread_num()) * at.width;
#pragma omp for schedule(static)
    for (int64_t r = 0; r < rows.count; ++r) {
      dc[r] += NormBackwardKernel(gy + r * d, c[r], a + r * d, stats + 2 * r, w, oa + r * d, d,
                                  gn + r * d, ga + r * d, mine, at);
    }
  }
}

// y = x W^T for x [U, M, in], W [U, out, in] (biases are added in the row passes).
torch::Tensor Linear(const torch::Tensor& x, const torch::Tensor& w) {
  return Bmm(x, w.transpose(1, 2));
}

class FusedLocTailFunction : public torch::autograd::Function<FusedLocTailFunction> {
 public:
  // Inputs 0-10: x, c, mixed, out_w, out_b, norm_w, norm_b, fc1, b1, fc2, b2 (empty tensors
  // for an absent output ModLin or bias).
  static torch::Tensor forward(AutogradContext* ctx, const torch::Tensor& x,
                               const torch::Tensor& c_in, const torch::Tensor& mixed,
                               const torch::Tensor& out_w, const torch::Tensor& out_b,
                               const torch::Tensor& norm_w, const torch::Tensor& norm_b,
                               const torch::Tensor& fc1, const torch::Tensor& b1_in,
                               const torch::Tensor& fc2, const torch::Tensor& b2_in,
                               double norm_eps, bool keep_for_backward) {
    RECORD_FUNCTION("nilab::ni::FusedLocTail", std::vector<c10::IValue>());
    const int64_t u = c_in.size(0), m = c_in.size(1) * c_in.size(2), d = norm_w.size(0),
                  hidden = fc1.size(1);
    const Rows rows{u * m, m, d, hidden, x.dim() == 2};
    const int threads = torch::get_num_threads();
    const bool has_out = out_w.numel() > 0;
    const torch::Tensor c = c_in.contiguous(), xc = x.contiguous(), w = norm_w.contiguous(),
                        b = norm_b.contiguous();
    const auto options = xc.options();
    const torch::Tensor b1 =
        b1_in.numel() > 0 ? b1_in.contiguous() : torch::zeros({hidden}, options);
    const torch::Tensor b2 = b2_in.numel() > 0 ? b2_in.contiguous() : torch::zeros({d}, options);
    const torch::Tensor bo = has_out && out_b.numel() > 0 ? out_b.contiguous() : torch::Tensor();
    // Heads folded into channels: a view when mixed is laid out [U, B, N, H, d_v]. Without an
    // output ModLin o_a is a copy (ForwardNorm adds no bias to it then, so mixed stays as is).
    const torch::Tensor cat = mixed.permute({0, 2, 3, 1, 4}).reshape({u, m, -1});
    const torch::Tensor oa = has_out ? Linear(cat, out_w) : cat.clone(at::MemoryFormat::Contiguous);
    torch::Tensor a = torch::empty({u, m, d}, options), n = torch::empty({u, m, d}, options);
    torch::Tensor stats = torch::empty({u * m, 2}, options);  // mean, 1 / std
    torch::Tensor z, dz, o, y;
    AT_DISPATCH_FLOATING_TYPES(xc.scalar_type(), "FusedLocTail", [&] {
      using T = scalar_t;
      ForwardNorm<T>(rows, xc.data_ptr<T>(), c.data_ptr<T>(), oa.data_ptr<T>(),
                     bo.defined() ? bo.data_ptr<T>() : nullptr, w.data_ptr<T>(), b.data_ptr<T>(),
                     static_cast<T>(norm_eps), a.data_ptr<T>(), n.data_ptr<T>(),
                     stats.data_ptr<T>(), threads);
      z = Linear(n, fc1);  // h, then GELU(h + b1) in place
      dz = keep_for_backward ? torch::empty_like(z) : torch::Tensor();
      ForwardGelu<T>(rows, z.data_ptr<T>(), b1.data_ptr<T>(),
                     dz.defined() ? dz.data_ptr<T>() : nullptr, threads);
      o = Linear(z, fc2);  // then o + b2 in place
      y = torch::empty({u, m, d}, options);
      ForwardGate<T>(rows, a.data_ptr<T>(), c.data_ptr<T>(), o.data_ptr<T>(), b2.data_ptr<T>(),
                     y.data_ptr<T>(), threads);
    });
    if (keep_for_backward) {
      ctx->save_for_backward({c, mixed, out_w, w, fc1, fc2, oa, a, n, z, dz, o, stats});
      ctx->saved_data["shared_x"] = rows.shared_x;
    }
    return y;
  }

  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
    const variable_list s = ctx->get_saved_variables();
    TORCH_CHECK(!s.empty(), "FusedLocTail: backward without the forward's tensors");
    const torch::Tensor &c = s[0], &mixed = s[1], &out_w = s[2], &norm_w = s[3], &fc1 = s[4],
                        &fc2 = s[5], &oa = s[6], &a = s[7], &n = s[8], &z = s[9], &dz = s[10],
                        &o = s[11], &stats = s[12];
    const int64_t u = c.size(0), m = c.size(1) * c.size(2), d = norm_w.size(0),
                  hidden = fc1.size(1);
    const Rows rows{u * m, m, d, hidden, ctx->saved_data["shared_x"].toBool()};
    const int threads = torch::get_num_threads();
    const bool has_out = out_w.numel() > 0;
    const torch::Tensor gy = grad_outputs[0].contiguous();
    const Sums at(d, hidden);
    torch::Tensor dc = torch::empty({u * m}, gy.options()), go = torch::empty_like(gy),
                  ga = torch::empty_like(gy), gn;
    torch::Tensor sums = torch::zeros({threads, at.width}, gy.options());
    torch::Tensor dfc1, dfc2;
    AT_DISPATCH_FLOATING_TYPES(gy.scalar_type(), "FusedLocTailBackward", [&] {
      using T = scalar_t;
      BackwardGate<T>(rows, gy.data_ptr<T>(), c.data_ptr<T>(), o.data_ptr<T>(), dc.data_ptr<T>(),
                      go.data_ptr<T>(), sums.data_ptr<T>(), at, threads);
      if (ctx->needs_input_grad(9)) dfc2 = Bmm(go.transpose(1, 2), z);
      torch::Tensor gh = Bmm(go, fc2);  // then * z'
      BackwardGelu<T>(rows, gh.data_ptr<T>(), dz.data_ptr<T>(), sums.data_ptr<T>(), at, threads);
      if (ctx->needs_input_grad(7)) dfc1 = Bmm(gh.transpose(1, 2), n);
      gn = Bmm(gh, fc1);  // then C g_a
      BackwardNorm<T>(rows, gy.data_ptr<T>(), c.data_ptr<T>(), a.data_ptr<T>(), stats.data_ptr<T>(),
                      norm_w.data_ptr<T>(), oa.data_ptr<T>(), gn.data_ptr<T>(), ga.data_ptr<T>(),
                      dc.data_ptr<T>(), sums.data_ptr<T>(), at, threads);
    });
    const torch::Tensor total = sums.sum(0);
    auto part = [&](bool needed, int64_t offset, int64_t size) {
      return needed ? total.slice(0, offset, offset + size) : torch::Tensor();
    };
    torch::Tensor dout_w, dmixed;
    const torch::Tensor& goa = gn;
    const int64_t heads = mixed.size(1), b = mixed.size(2), tokens = mixed.size(3);
    if (has_out) {
      const torch::Tensor cat = mixed.permute({0, 2, 3, 1, 4}).reshape({u, m, -1});
      if (ctx->needs_input_grad(3)) dout_w = Bmm(goa.transpose(1, 2), cat);
      if (ctx->needs_input_grad(2)) dmixed = Bmm(goa, out_w);
    } else if (ctx->needs_input_grad(2)) {
      dmixed = goa;
    }
    if (dmixed.defined()) {
      // [U, M, H d_v] is mixed's [U, B, N, H, d_v] layout: the gradient in mixed's shape.
      dmixed = dmixed.view({u, b, tokens, heads, -1}).permute({0, 3, 1, 2, 4});
    }
    torch::Tensor dx;
    if (ctx->needs_input_grad(0)) dx = rows.shared_x ? ga.sum(0) : ga;
    return {dx,
            ctx->needs_input_grad(1) ? dc.view(c.sizes()) : torch::Tensor(),
            dmixed,
            dout_w,
            part(ctx->needs_input_grad(4), at.dbo, d),
            part(ctx->needs_input_grad(5), at.dw, d),
            part(ctx->needs_input_grad(6), at.db, d),
            dfc1,
            part(ctx->needs_input_grad(8), at.db1, hidden),
            dfc2,
            part(ctx->needs_input_grad(10), at.db2, d),
            torch::Tensor(),
            torch::Tensor()};
  }
};

}  // namespace

bool FusedLocTailApplies(const torch::Tensor& x) {
  static const bool enabled = [] {
    const char* env = std::getenv("NILAB_NI_FUSED_TAIL");
    const std::string mode = env ? env : "auto";
    if (mode != "auto" && mode != "never" && !mode.empty()) {
      throw std::invalid_argument("ni: NILAB_NI_FUSED_TAIL must be auto or never (got '" + mode +
                                  "')");
    }
    return mode != "never";
  }();
  return enabled && x.device().is_cpu() && !sdk::GetAutocast(c10::DeviceType::CPU).enabled &&
         (x.scalar_type() == torch::kFloat || x.scalar_type() == torch::kDouble);
}

torch::Tensor FusedLocTail(const torch::Tensor& x, const torch::Tensor& c,
                           const torch::Tensor& mixed, const torch::Tensor& out_w,
                           const torch::Tensor& out_b, const torch::Tensor& norm_w,
                           const torch::Tensor& norm_b, double norm_eps, const torch::Tensor& fc1,
                           const torch::Tensor& b1, const torch::Tensor& fc2,
                           const torch::Tensor& b2) {
  const int64_t u = c.size(0), m = c.size(1) * c.size(2), d = norm_w.size(0);
  TORCH_CHECK((x.dim() == 2 && x.size(0) == m && x.size(1) == d) ||
                  (x.dim() == 3 && x.size(0) == u && x.size(1) == m && x.size(2) == d),
              "FusedLocTail: x ", x.sizes(), " for c ", c.sizes(), " and width ", d);
  TORCH_CHECK(mixed.dim() == 5 && mixed.size(0) == u && mixed.size(2) == c.size(1) &&
                  mixed.size(3) == c.size(2),
              "FusedLocTail: mixed ", mixed.sizes(), " for c ", c.sizes());
  TORCH_CHECK(out_w.defined() || mixed.size(1) * mixed.size(4) == d,
              "FusedLocTail: without an output ModLin the heads must fill the width");
  const torch::Tensor none = torch::empty({0}, x.options());
  auto or_none = [&](const torch::Tensor& t) { return t.defined() ? t : none; };
  bool keep = false;
  if (torch::GradMode::is_enabled()) {
    for (const torch::Tensor* t :
         {&x, &c, &mixed, &out_w, &out_b, &norm_w, &norm_b, &fc1, &b1, &fc2, &b2}) {
      keep = keep || (t->defined() && t->requires_grad());
    }
  }
  return FusedLocTailFunction::apply(x, c, mixed, or_none(out_w), or_none(out_b), norm_w, norm_b,
                                     fc1, or_none(b1), fc2, or_none(b2), norm_eps, keep);
}

}  // namespace nilab::ni
