#include "plugins/ni/kernels/gemm.h"

#include <dlfcn.h>

#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "plugins/ni/kernels/gemm_operand.h"
#include "plugins/sdk/autocast.h"

namespace nilab::ni {
namespace {

// oneDNN's C API (dnnl.h, stable across its versions 1 to 3): row-major C = alpha op(A) op(B) +
// beta C; returns dnnl_success (0) or an error status.
using DnnlSgemm = int (*)(char transa, char transb, int64_t m, int64_t n, int64_t k, float alpha,
                          const float* a, int64_t lda, const float* b, int64_t ldb, float beta,
                          float* c, int64_t ldc);

DnnlSgemm FindDnnlSgemm() {
  static const DnnlSgemm sgemm = []() -> DnnlSgemm {
    const char* env = std::getenv("NILAB_NI_GEMM");
    const std::string mode = env ? env : "";
    if (!mode.empty() && mode != "auto" && mode != "blas") {
      throw std::invalid_argument("ni: NILAB_NI_GEMM must be auto or blas (got '" + mode + "')");
    }
    if (mode == "blas") return nullptr;
    // RTLD_NOLOAD: only the oneDNN this process already has (LibTorch's), never a second one.
    for (const char* name : {"libdnnl.so.3", "libdnnl.so.2"}) {
      if (void* lib = dlopen(name, RTLD_NOW | RTLD_NOLOAD)) {
        return reinterpret_cast<DnnlSgemm>(dlsym(lib, "dnnl_sgemm"));
      }
    }
    return nullptr;
  }();
  return sgemm;
}

// Below this many multiply-adds the BLAS is faster (the attention's products, measured).
constexpr int64_t kMinMacs = int64_t{1} << 18;

// out[g] = a[g] b[g] through oneDNN, for [G, n, k] and [G, k, m] views; false where it does not
// apply (the caller then uses LibTorch).
bool MultiplyOneDnn(const torch::Tensor& a, const torch::Tensor& b, torch::Tensor* out) {
  const DnnlSgemm sgemm = FindDnnlSgemm();
  if (sgemm == nullptr || !a.device().is_cpu() || !b.device().is_cpu() ||
      a.scalar_type() != torch::kFloat || b.scalar_type() != torch::kFloat ||
      (torch::GradMode::is_enabled() && (a.requires_grad() || b.requires_grad())) ||
      sdk::GetAutocast(c10::DeviceType::CPU).enabled) {  // LibTorch's mm casts under autocast
    return false;
  }
  const int64_t groups = a.size(0), n = a.size(1), k = a.size(2), m = b.size(2);
  if (n * m * k < kMinMacs) return false;
  GemmOperand oa{}, ob{};
  if (!AsGemmOperand(n, k, a.stride(1), a.stride(2), &oa) ||
      !AsGemmOperand(k, m, b.stride(1), b.stride(2), &ob)) {
    return false;
  }
  *out = torch::empty({groups, n, m}, a.options());
  const float* pa = a.data_ptr<float>();
  const float* pb = b.data_ptr<float>();
  float* pc = out->data_ptr<float>();
  for (int64_t g = 0; g < groups; ++g) {
    // oneDNN threads each product over the OpenMP threads it is given: one inside a batch
    // slice's parallel region, torch::get_num_threads() outside.
    const int status = sgemm(oa.trans, ob.trans, n, m, k, 1.0f, pa + g * a.stride(0), oa.ld,
                             pb + g * b.stride(0), ob.ld, 0.0f, pc + g * n * m, m);
    if (status != 0) return false;  // the caller returns LibTorch's product instead
  }
  return true;
}

}  // namespace

torch::Tensor Mm(const torch::Tensor& a, const torch::Tensor& b) {
  TORCH_CHECK(a.dim() == 2 && b.dim() == 2 && a.size(1) == b.size(0), "Mm: shapes ", a.sizes(),
              " and ", b.sizes(), " do not match");
  torch::Tensor out;
  if (MultiplyOneDnn(a.unsqueeze(0), b.unsqueeze(0), &out)) return out.squeeze(0);
  return torch::mm(a, b);
}

torch::Tensor Bmm(const torch::Tensor& a, const torch::Tensor& b) {
  TORCH_CHECK(a.dim() == 3 && b.dim() == 3 && a.size(0) == b.size(0) && a.size(2) == b.size(1),
              "Bmm: shapes ", a.sizes(), " and ", b.sizes(), " do not match");
  torch::Tensor out;
  if (MultiplyOneDnn(a, b, &out)) return out;
  return torch::bmm(a, b);
}

bool UsesOneDnnGemm() { return FindDnnlSgemm() != nullptr; }

}  // namespace nilab::ni
