// Compiled with OpenMP, without the shared precompiled header (see CMakeLists.txt).
#include "plugins/ni/fused_loc_tail.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include <ATen/record_function.h>
#include <omp.h>

#include "plugins/ni/fast_math.h"
#include "plugins/sdk/autocast.h"

namespace nilab::ni {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// Row r = u M + i of the [U, M, d] tensors: function u, token i. The input x is [M, d] when
// shared (row i for every u) or [U, M, d].
struct Rows {
  int64_t count, m, d;
  bool shared_x;
  int64_t XRow(int64_t r) const { return shared_x ? r % m : r; }
};

// a = x + C o_a;  n = LN(a) (with the affine w, b);  mean and 1 / std per row.
template <typename T>
void ResidualNorm(const Rows& rows, const T* x, const T* c, const T* oa, const T* w, const T* b,
                  T eps, T* a, T* n, T* mean, T* rstd, int threads) {
  const int64_t d = rows.d;
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int64_t r = 0; r < rows.count; ++r) {
    const T* xr = x + rows.XRow(r) * d;
    const T* oar = oa + r * d;
    T* ar = a + r * d;
    const T g = c[r];
    T sum = 0;
#pragma omp simd reduction(+ : sum)
    for (int64_t j = 0; j < d; ++j) {
      ar[j] = xr[j] + g * oar[j];
      sum += ar[j];
    }
    const T mu = sum / static_cast<T>(d);
    T var = 0;
#pragma omp simd reduction(+ : var)
    for (int64_t j = 0; j < d; ++j) var += (ar[j] - mu) * (ar[j] - mu);
    const T inv = T(1) / std::sqrt(var / static_cast<T>(d) + eps);  // LayerNorm's biased variance
    T* nr = n + r * d;
#pragma omp simd
    for (int64_t j = 0; j < d; ++j) nr[j] = (ar[j] - mu) * inv * w[j] + b[j];
    mean[r] = mu;
    rstd[r] = inv;
  }
}

// h <- GELU(h) in place, and z' = GELU'(h) when asked (grad not null).
__attribute__((target_clones("avx512f", "avx2", "default"))) void GeluInPlace(float* h, float* grad,
                                                                              int64_t count) {
  if (grad == nullptr) {
#pragma omp simd
    for (int64_t i = 0; i < count; ++i) {
      float z, unused;  // the derivative's terms are dead code here
      GeluAndDerivative(h[i], &z, &unused);
      h[i] = z;
    }
    return;
  }
#pragma omp simd
  for (int64_t i = 0; i < count; ++i) GeluAndDerivative(h[i], &h[i], &grad[i]);
}
void GeluInPlace(double* h, double* grad, int64_t count) {
  for (int64_t i = 0; i < count; ++i) {
    const double v = h[i];
    const double cdf = 0.5 * (1.0 + std::erf(v * M_SQRT1_2));
    h[i] = v * cdf;
    if (grad != nullptr) grad[i] = cdf + v * std::exp(-0.5 * v * v) * 0.5 * M_2_SQRTPI * M_SQRT1_2;
  }
}
template <typename T>
void Gelu(T* h, T* grad, int64_t count, int threads) {
  constexpr int64_t kChunk = 16384;
  const int64_t chunks = (count + kChunk - 1) / kChunk;
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int64_t k = 0; k < chunks; ++k) {
    const int64_t begin = k * kChunk, len = std::min(kChunk, count - begin);
    GeluInPlace(h + begin, grad ? grad + begin : nullptr, len);
  }
}

// y = a + C o
template <typename T>
void GatedResidual(const Rows& rows, const T* a, const T* c, const T* o, T* y, int threads) {
  const int64_t d = rows.d;
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int64_t r = 0; r < rows.count; ++r) {
    const T g = c[r];
#pragma omp simd
    for (int64_t j = 0; j < d; ++j) y[r * d + j] = a[r * d + j] + g * o[r * d + j];
  }
}

// dC = g.o;  g_o = C g
template <typename T>
void GateBackward(const Rows& rows, const T* gy, const T* c, const T* o, T* dc, T* go,
                  int threads) {
  const int64_t d = rows.d;
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int64_t r = 0; r < rows.count; ++r) {
    const T g = c[r];
    T dot = 0;
#pragma omp simd reduction(+ : dot)
    for (int64_t j = 0; j < d; ++j) {
      dot += gy[r * d + j] * o[r * d + j];
      go[r * d + j] = g * gy[r * d + j];
    }
    dc[r] = dot;
  }
}

// From g_n (the gradient at LN's output, overwritten with g_oa = C g_a):
//   g_a = g + rstd (w g_n - mean(w g_n) - xhat mean(w g_n xhat)),  xhat = (a - mean) rstd
//   dC += g_a.o_a;  dw += g_n xhat, db += g_n (per thread: dwb [threads, 2, d])
template <typename T>
void NormBackward(const Rows& rows, const T* gy, const T* c, const T* a, const T* mean,
                  const T* rstd, const T* w, const T* oa, T* gn, T* ga, T* dc, T* dwb,
                  int threads) {
  const int64_t d = rows.d;
#pragma omp parallel num_threads(threads)
  {
    T* dw = dwb + static_cast<int64_t>(omp_get_thread_num()) * 2 * d;
    T* db = dw + d;
#pragma omp for schedule(static)
    for (int64_t r = 0; r < rows.count; ++r) {
      const T* ar = a + r * d;
      T* gnr = gn + r * d;
      const T mu = mean[r], inv = rstd[r];
      T s1 = 0, s2 = 0;
#pragma omp simd reduction(+ : s1, s2)
      for (int64_t j = 0; j < d; ++j) {
        const T xhat = (ar[j] - mu) * inv, wg = w[j] * gnr[j];
        s1 += wg;
        s2 += wg * xhat;
        dw[j] += gnr[j] * xhat;
        db[j] += gnr[j];
      }
      s1 /= static_cast<T>(d);
      s2 /= static_cast<T>(d);
      const T g = c[r];
      T dot = 0;
      T* gar = ga + r * d;
#pragma omp simd reduction(+ : dot)
      for (int64_t j = 0; j < d; ++j) {
        const T xhat = (ar[j] - mu) * inv;
        const T grad = gy[r * d + j] + inv * (w[j] * gnr[j] - s1 - xhat * s2);
        gar[j] = grad;
        dot += grad * oa[r * d + j];
        gnr[j] = g * grad;
      }
      dc[r] += dot;
    }
  }
}

// y = x W^T (+ b) for x [U, M, in], W [U, out, in]: LibTorch's GEMMs, as ApplyFolded.
torch::Tensor Linear(const torch::Tensor& x, const torch::Tensor& w, const torch::Tensor& b) {
  if (b.numel() == 0) return torch::bmm(x, w.transpose(1, 2));
  return torch::baddbmm(b.view({1, 1, -1}), x, w.transpose(1, 2));
}

// [U, M, k] -> [k]: a bias's gradient.
torch::Tensor SumRows(const torch::Tensor& t) { return t.reshape({-1, t.size(-1)}).sum(0); }

class FusedLocTailFunction : public torch::autograd::Function<FusedLocTailFunction> {
 public:
  // Inputs 0-10: x, c, mixed, out_w, out_b, norm_w, norm_b, fc1, b1, fc2, b2 (empty tensors
  // for an absent output ModLin or bias).
  static torch::Tensor forward(AutogradContext* ctx, const torch::Tensor& x,
                               const torch::Tensor& c_in, const torch::Tensor& mixed,
                               const torch::Tensor& out_w, const torch::Tensor& out_b,
                               const torch::Tensor& norm_w, const torch::Tensor& norm_b,
                               const torch::Tensor& fc1, const torch::Tensor& b1,
                               const torch::Tensor& fc2, const torch::Tensor& b2, double norm_eps,
                               bool keep_for_backward) {
    RECORD_FUNCTION("nilab::ni::FusedLocTail", std::vector<c10::IValue>());
    const int64_t u = c_in.size(0), m = c_in.size(1) * c_in.size(2), d = norm_w.size(0);
    const Rows rows{u * m, m, d, x.dim() == 2};
    const int threads = torch::get_num_threads();
    const bool has_out = out_w.numel() > 0;
    const torch::Tensor c = c_in.contiguous(), xc = x.contiguous();
    // Heads folded into channels: a view when mixed is laid out [U, B, N, H, d_v].
    const torch::Tensor cat = mixed.permute({0, 2, 3, 1, 4}).reshape({u, m, -1});
    const torch::Tensor oa = has_out ? Linear(cat, out_w, out_b) : cat.contiguous();
    const auto options = oa.options();
    torch::Tensor a = torch::empty({u, m, d}, options), n = torch::empty({u, m, d}, options);
    torch::Tensor mean = torch::empty({u * m}, options), rstd = torch::empty({u * m}, options);
    torch::Tensor z, dz, o, y;
    AT_DISPATCH_FLOATING_TYPES(oa.scalar_type(), "FusedLocTail", [&] {
      ResidualNorm<scalar_t>(
          rows, xc.data_ptr<scalar_t>(), c.data_ptr<scalar_t>(), oa.data_ptr<scalar_t>(),
          norm_w.contiguous().data_ptr<scalar_t>(), norm_b.contiguous().data_ptr<scalar_t>(),
          static_cast<scalar_t>(norm_eps), a.data_ptr<scalar_t>(), n.data_ptr<scalar_t>(),
          mean.data_ptr<scalar_t>(), rstd.data_ptr<scalar_t>(), threads);
      z = Linear(n, fc1, b1).contiguous();  // h, then GELU(h) in place
      dz = keep_for_backward ? torch::empty_like(z) : torch::Tensor();
      Gelu<scalar_t>(z.data_ptr<scalar_t>(), dz.defined() ? dz.data_ptr<scalar_t>() : nullptr,
                     z.numel(), threads);
      o = Linear(z, fc2, b2).contiguous();
      y = torch::empty({u, m, d}, options);
      GatedResidual<scalar_t>(rows, a.data_ptr<scalar_t>(), c.data_ptr<scalar_t>(),
                              o.data_ptr<scalar_t>(), y.data_ptr<scalar_t>(), threads);
    });
    if (keep_for_backward) {
      ctx->save_for_backward({c, mixed, out_w, norm_w, fc1, fc2, oa, a, n, z, dz, o, mean, rstd});
      ctx->saved_data["shared_x"] = rows.shared_x;
    }
    return y;
  }

  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
    const variable_list s = ctx->get_saved_variables();
    TORCH_CHECK(!s.empty(), "FusedLocTail: backward without the forward's tensors");
    const torch::Tensor &c = s[0], &mixed = s[1], &out_w = s[2], &norm_w = s[3], &fc1 = s[4],
                        &fc2 = s[5], &oa = s[6], &a = s[7], &n = s[8], &z = s[9], &dz = s[10],
                        &o = s[11], &mean = s[12], &rstd = s[13];
    const int64_t u = c.size(0), m = c.size(1) * c.size(2), d = norm_w.size(0);
    const Rows rows{u * m, m, d, ctx->saved_data["shared_x"].toBool()};
    const int threads = torch::get_num_threads();
    const bool has_out = out_w.numel() > 0;
    const torch::Tensor gy = grad_outputs[0].contiguous();
    torch::Tensor dc = torch::empty({u * m}, gy.options()), go = torch::empty_like(gy);
    torch::Tensor ga = torch::empty_like(gy);
    torch::Tensor dwb = torch::zeros({threads, 2, d}, gy.options());
    torch::Tensor gn, dfc1, db1, dfc2, db2;
    AT_DISPATCH_FLOATING_TYPES(gy.scalar_type(), "FusedLocTailBackward", [&] {
      GateBackward<scalar_t>(rows, gy.data_ptr<scalar_t>(), c.data_ptr<scalar_t>(),
                             o.data_ptr<scalar_t>(), dc.data_ptr<scalar_t>(),
                             go.data_ptr<scalar_t>(), threads);
      if (ctx->needs_input_grad(9)) dfc2 = torch::bmm(go.transpose(1, 2), z);
      if (ctx->needs_input_grad(10)) db2 = SumRows(go);
      torch::Tensor gh = torch::bmm(go, fc2).mul_(dz);
      if (ctx->needs_input_grad(7)) dfc1 = torch::bmm(gh.transpose(1, 2), n);
      if (ctx->needs_input_grad(8)) db1 = SumRows(gh);
      gn = torch::bmm(gh, fc1);  // then C g_a
      NormBackward<scalar_t>(rows, gy.data_ptr<scalar_t>(), c.data_ptr<scalar_t>(),
                             a.data_ptr<scalar_t>(), mean.data_ptr<scalar_t>(),
                             rstd.data_ptr<scalar_t>(), norm_w.contiguous().data_ptr<scalar_t>(),
                             oa.data_ptr<scalar_t>(), gn.data_ptr<scalar_t>(),
                             ga.data_ptr<scalar_t>(), dc.data_ptr<scalar_t>(),
                             dwb.data_ptr<scalar_t>(), threads);
    });
    const torch::Tensor dnorm = dwb.sum(0);
    torch::Tensor dout_w, dout_b, dmixed;
    const torch::Tensor& goa = gn;
    const int64_t heads = mixed.size(1), b = mixed.size(2), tokens = mixed.size(3);
    if (has_out) {
      const torch::Tensor cat = mixed.permute({0, 2, 3, 1, 4}).reshape({u, m, -1});
      if (ctx->needs_input_grad(3)) dout_w = torch::bmm(goa.transpose(1, 2), cat);
      if (ctx->needs_input_grad(4)) dout_b = SumRows(goa);
      if (ctx->needs_input_grad(2)) dmixed = torch::bmm(goa, out_w);
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
            dout_b,
            ctx->needs_input_grad(5) ? dnorm[0] : torch::Tensor(),
            ctx->needs_input_grad(6) ? dnorm[1] : torch::Tensor(),
            dfc1,
            db1,
            dfc2,
            db2,
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
