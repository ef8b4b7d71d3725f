// Compiled with OpenMP, without the shared precompiled header (see CMakeLists.txt).
#include "plugins/ni/kernels/batched_matmul.h"

#include <cstdint>
#include <exception>

#include "plugins/ni/kernels/blas.h"
#include "plugins/ni/kernels/gemm_operand.h"
#include "plugins/sdk/autocast.h"

namespace nilab::ni {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

#ifdef NILAB_HAVE_BLAS

// out[g] = a[g] b[g] straight through sgemm on the data pointers: a BLAS call per product
// and nothing else (a torch::mm per product costs more in tensor views and dispatch than the
// arithmetic of a 25 x 16 x 25 product).
bool MultiplyBlas(const torch::Tensor& a, const torch::Tensor& b, torch::Tensor& out, int threads) {
  if (a.scalar_type() != torch::kFloat || b.scalar_type() != torch::kFloat) return false;
  const int64_t groups = a.size(0), n = a.size(1), k = a.size(2), m = b.size(2);
  if (n == 0 || m == 0 || k == 0 || n > INT32_MAX || m > INT32_MAX || k > INT32_MAX) return false;
  GemmOperand va{}, vb{};
  if (!AsGemmOperand(n, k, a.stride(1), a.stride(2), &va) ||
      !AsGemmOperand(k, m, b.stride(1), b.stride(2), &vb) || va.ld > INT32_MAX ||
      vb.ld > INT32_MAX) {
    return false;
  }
  const int lda = static_cast<int>(va.ld), ldb = static_cast<int>(vb.ld);
  const float* pa = a.data_ptr<float>();
  const float* pb = b.data_ptr<float>();
  float* pc = out.data_ptr<float>();
  const int64_t sa = a.stride(0), sb = b.stride(0), sc = n * m;
  const int rows = static_cast<int>(n), cols = static_cast<int>(m), inner = static_cast<int>(k);
  const float one = 1.0f, zero = 0.0f;
  // Inside the parallel region the BLAS runs single-threaded (it checks omp_in_parallel).
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int64_t g = 0; g < groups; ++g) {
    // Row-major C = A B is column-major C^T = B^T A^T: B's view first.
    sgemm_(&vb.trans, &va.trans, &cols, &rows, &inner, &one, pb + g * sb, &ldb, pa + g * sa, &lda,
           &zero, pc + g * sc, &cols);
  }
  return true;
}
#endif

torch::Tensor Multiply(const torch::Tensor& a, const torch::Tensor& b) {
  // Elsewhere, and for mixed or reduced precision (autocast), the dispatcher's bmm.
  if (!a.device().is_cpu() || !b.device().is_cpu() || a.scalar_type() != b.scalar_type() ||
      !(a.scalar_type() == torch::kFloat || a.scalar_type() == torch::kDouble)) {
    return torch::bmm(a, b);
  }
  const int64_t groups = a.size(0);
  torch::Tensor out = torch::empty({groups, a.size(1), b.size(2)}, a.options());
  const int threads = torch::get_num_threads();
#ifdef NILAB_HAVE_BLAS
  if (MultiplyBlas(a, b, out, threads)) return out;
#endif
  std::exception_ptr error;
  // Inside the parallel region the BLAS runs single-threaded (it checks omp_in_parallel).
#pragma omp parallel num_threads(threads)
  {
    torch::NoGradGuard no_grad;  // grad mode is per thread
#pragma omp for schedule(static)
    for (int64_t g = 0; g < groups; ++g) {
      try {
        torch::Tensor o = out.select(0, g);
        torch::mm_out(o, a.select(0, g), b.select(0, g));
      } catch (...) {
#pragma omp critical
        error = std::current_exception();
      }
    }
  }
  if (error) std::rethrow_exception(error);
  return out;
}
class BatchedMatmulFunction : public torch::autograd::Function<BatchedMatmulFunction> {
 public:
  static torch::Tensor forward(AutogradContext* ctx, const torch::Tensor& a,
                               const torch::Tensor& b) {
    ctx->save_for_backward({a, b});
    sdk::SaveAutocast(ctx, a.device().type());
    return Multiply(a, b);
  }
  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
    const auto autocast = sdk::RestoreAutocast(ctx);
    const variable_list saved = ctx->get_saved_variables();
    const torch::Tensor& g = grad_outputs[0];
    torch::Tensor ga, gb;
    if (saved[0].requires_grad()) ga = Multiply(g, saved[1].transpose(1, 2));
    if (saved[1].requires_grad()) gb = Multiply(saved[0].transpose(1, 2), g);
    return {ga, gb};
  }
};

}  // namespace

torch::Tensor BatchedMatmul(const torch::Tensor& a, const torch::Tensor& b) {
  TORCH_CHECK(a.dim() == 3 && b.dim() == 3 && a.size(0) == b.size(0) && a.size(2) == b.size(1),
              "BatchedMatmul: shapes ", a.sizes(), " and ", b.sizes(), " do not match");
  return BatchedMatmulFunction::apply(a, b);
}

}  // namespace nilab::ni
