// The NI's large products through oneDNN (plugins/ni/kernels/gemm.h) against LibTorch's in double,
// for every operand layout the NI hands them, and oneDNN in use wherever LibTorch loaded it.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <dlfcn.h>

#include "plugins/ni/kernels/gemm.h"
#include "plugins/sdk/autocast.h"
#include "tests/ni/ni_test_util.h"

namespace nilab::ni {
namespace {

using testing::MaxAbsDiff;

double RelativeError(const torch::Tensor& ours, const torch::Tensor& ref) {
  return MaxAbsDiff(ours.to(torch::kDouble), ref) / ref.abs().max().item<double>();
}

TEST(NiGemm, UsesOneDnnWhereLibTorchLoadedIt) {
  const bool loaded = dlopen("libdnnl.so.2", RTLD_NOW | RTLD_NOLOAD) != nullptr ||
                      dlopen("libdnnl.so.3", RTLD_NOW | RTLD_NOLOAD) != nullptr;
  if (!loaded) GTEST_SKIP() << "this LibTorch has no libdnnl of its own: Mm and Bmm use LibTorch's";
  EXPECT_TRUE(UsesOneDnnGemm());
}

// Shapes of the NI's products (rows = slice tokens, inner 64-256), large enough for oneDNN.
TEST(NiGemm, MmMatchesDoubleForEveryOperandLayout) {
  torch::manual_seed(3);
  const int64_t n = 650, k = 64, m = 96;
  const auto a_rows = torch::randn({n, k});
  const auto a_cols = torch::randn({k, n}).t();
  const auto a_wide = torch::randn({n, k + 7}).narrow(1, 3, k);  // leading dimension k + 7
  const auto b_rows = torch::randn({k, m});
  const auto b_cols = torch::randn({m, k}).t();
  for (const auto& a : {a_rows, a_cols, a_wide}) {
    for (const auto& b : {b_rows, b_cols}) {
      const auto ours = Mm(a, b);
      EXPECT_TRUE(ours.is_contiguous());
      EXPECT_EQ(ours.sizes(), (std::vector<int64_t>{n, m}));
      EXPECT_LT(RelativeError(ours, torch::mm(a.to(torch::kDouble), b.to(torch::kDouble))), 1e-5)
          << "a strides " << a.strides() << ", b strides " << b.strides();
    }
  }
  // A strided operand that is neither row- nor column-major: LibTorch's product.
  const auto a_strided = torch::randn({n, 2 * k}).slice(1, 0, 2 * k, 2);
  EXPECT_LT(RelativeError(Mm(a_strided, b_rows),
                          torch::mm(a_strided.to(torch::kDouble), b_rows.to(torch::kDouble))),
            1e-5);
}

TEST(NiGemm, BmmMatchesDoubleForEveryOperandLayout) {
  torch::manual_seed(4);
  const int64_t g = 3, n = 400, k = 128, m = 40;
  const auto a_rows = torch::randn({g, n, k});
  const auto a_cols = torch::randn({g, k, n}).transpose(1, 2);
  const auto a_shared = torch::randn({1, n, k}).expand({g, n, k});  // batch stride 0
  const auto b_rows = torch::randn({g, k, m});
  const auto b_cols = torch::randn({g, m, k}).transpose(1, 2);
  const auto b_every_other = torch::randn({2 * g, k, m}).slice(0, 0, 2 * g, 2);
  for (const auto& a : {a_rows, a_cols, a_shared}) {
    for (const auto& b : {b_rows, b_cols, b_every_other}) {
      const auto ours = Bmm(a, b);
      EXPECT_TRUE(ours.is_contiguous());
      EXPECT_LT(RelativeError(ours, torch::bmm(a.to(torch::kDouble), b.to(torch::kDouble))), 1e-5)
          << "a strides " << a.strides() << ", b strides " << b.strides();
    }
  }
  // Double and small products go to LibTorch, with the same results.
  const auto ad = a_rows.to(torch::kDouble), bd = b_rows.to(torch::kDouble);
  EXPECT_TRUE(Bmm(ad, bd).equal(torch::bmm(ad, bd)));
  const auto small_a = torch::randn({g, 8, 8}), small_b = torch::randn({g, 8, 8});
  EXPECT_LT(MaxAbsDiff(Bmm(small_a, small_b), torch::bmm(small_a, small_b)), 1e-6);
}

// Operands that take part in autograd are refused (no graph would be recorded).
TEST(NiGemm, ProductsUnderAutogradStayLibTorchs) {
  const auto a = torch::randn({300, 64}).requires_grad_(true);
  const auto b = torch::randn({64, 64});
  const auto y = Mm(a, b);
  EXPECT_TRUE(y.requires_grad());
  const auto grad = torch::autograd::grad({y.sum()}, {a})[0];
  EXPECT_LT(MaxAbsDiff(grad, b.sum(1).expand({300, 64})), 1e-4);
}

// Under CPU autocast (train.precision = "bf16") the product is LibTorch's, in its dtype.
TEST(NiGemm, AutocastProductsStayLibTorchs) {
  const auto a = torch::randn({650, 64}), b = torch::randn({64, 96});
  const sdk::AutocastState before = sdk::GetAutocast(c10::DeviceType::CPU);
  sdk::SetAutocast(c10::DeviceType::CPU, {true, torch::kBFloat16});
  const auto ours = Mm(a, b), theirs = torch::mm(a, b);
  const auto ours_batched = Bmm(a.unsqueeze(0), b.unsqueeze(0));
  sdk::SetAutocast(c10::DeviceType::CPU, before);
  EXPECT_EQ(theirs.scalar_type(), torch::kBFloat16);
  EXPECT_EQ(ours.scalar_type(), theirs.scalar_type());
  EXPECT_EQ(ours_batched.scalar_type(), theirs.scalar_type());
  EXPECT_TRUE(ours.equal(theirs));
}

}  // namespace
}  // namespace nilab::ni
