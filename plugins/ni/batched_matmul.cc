// Compiled with OpenMP, without the shared precompiled header (see CMakeLists.txt).
#include "plugins/ni/batched_matmul.h"

#include <exception>

namespace nilab::ni {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

torch::Tensor Multiply(const torch::Tensor& a, const torch::Tensor& b) {
  if (!a.device().is_cpu() || !b.device().is_cpu()) return torch::bmm(a, b);
  const int64_t groups = a.size(0);
  torch::Tensor out = torch::empty({groups, a.size(1), b.size(2)}, a.options());
  const int threads = torch::get_num_threads();
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
    return Multiply(a, b);
  }
  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
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
