#include "tasks/digits/randaugment.h"

#include <gtest/gtest.h>
#include <cstdint>

namespace nilab::digits {
namespace {

// Random images on the 1/255 grid, like decoded uint8 images.
torch::Tensor Images(int64_t n, int64_t side = 32) {
  torch::manual_seed(7);
  return torch::randint(0, 256, {n, 3, side, side}).to(torch::kFloat) / 255;
}

std::vector<AugOp> AllOps() {
  std::vector<AugOp> ops;
  for (int i = 0; i < kNumAugOps; ++i) ops.push_back(static_cast<AugOp>(i));
  return ops;
}

TEST(DigitsRandAugment, EveryOpWithAMagnitudeIsTheIdentityAtMagnitudeZero) {
  const auto x = Images(4);
  for (AugOp op : AllOps()) {
    if (op == AugOp::kAutoContrast || op == AugOp::kEqualize) continue;  // no magnitude
    const double v = AugOpValue(op, 0, 32);
    const auto out = ApplyAugOp(op, x, torch::full({4}, v));
    EXPECT_TRUE(torch::equal(out, x)) << AugOpName(op) << " at magnitude 0 (value " << v << ")";
  }
  EXPECT_TRUE(torch::equal(RandAugment(x, 0, 30, 1), x));
}

TEST(DigitsRandAugment, OpsKeepShapeAndRange) {
  const auto x = Images(6);
  for (AugOp op : AllOps()) {
    for (int64_t m : {5, 17, 30}) {
      const double v = AugOpValue(op, m, 32);
      auto values = torch::full({6}, v);
      if (AugOpSigned(op)) values.narrow(0, 0, 3).neg_();
      const auto out = ApplyAugOp(op, x, values);
      EXPECT_EQ(out.sizes(), x.sizes()) << AugOpName(op);
      EXPECT_GE(out.min().item<float>(), 0.f) << AugOpName(op) << " m=" << m;
      EXPECT_LE(out.max().item<float>(), 1.f) << AugOpName(op) << " m=" << m;
      EXPECT_TRUE(torch::isfinite(out).all().item<bool>()) << AugOpName(op);
      // (A full-range image is its own AutoContrast.)
      if (op != AugOp::kIdentity && op != AugOp::kAutoContrast) {
        EXPECT_FALSE(torch::equal(out, x)) << AugOpName(op) << " m=" << m;
      }
    }
  }
}

TEST(DigitsRandAugment, GeometryIsExact) {
  const auto x = Images(2);
  // A 90 degree rotation about the centre of a square image permutes its pixels.
  const auto rotated = ApplyAugOp(AugOp::kRotate, x, torch::full({2}, 90.0));
  const bool either = torch::equal(rotated, torch::rot90(x, 1, {2, 3})) ||
                      torch::equal(rotated, torch::rot90(x, -1, {2, 3}));
  EXPECT_TRUE(either);
  // Translating by 3 pixels shifts the image and fills with 0.
  const auto shifted = ApplyAugOp(AugOp::kTranslateX, x, torch::full({2}, 3.0));
  const auto left = x.narrow(3, 3, 29), right = x.narrow(3, 0, 29);
  const bool moved =
      torch::equal(shifted.narrow(3, 0, 29), left) || torch::equal(shifted.narrow(3, 3, 29), right);
  EXPECT_TRUE(moved);
  const auto zero_columns = (shifted.narrow(3, 29, 3).abs().sum().item<float>() == 0) ||
                            (shifted.narrow(3, 0, 3).abs().sum().item<float>() == 0);
  EXPECT_TRUE(zero_columns);
}

TEST(DigitsRandAugment, PhotometricOpsFollowTheirDefinitions) {
  // Two-valued image: half 0.2, half 0.6 in every channel.
  auto x = torch::full({1, 3, 32, 32}, 51.0f / 255);
  x.narrow(2, 16, 16).fill_(153.0f / 255);
  // Equalize (torchvision): step = floor((1024 - 512) / 255) = 2; 51 -> 0, 153 -> 255.
  const auto eq = ApplyAugOp(AugOp::kEqualize, x, torch::zeros({1}));
  EXPECT_FLOAT_EQ(eq[0][0][0][0].item<float>(), 0.f);
  EXPECT_FLOAT_EQ(eq[0][0][20][0].item<float>(), 1.f);
  // A constant image has nothing to equalise.
  const auto flat = torch::full({1, 3, 8, 8}, 0.4f);
  EXPECT_TRUE(torch::allclose(ApplyAugOp(AugOp::kEqualize, flat, torch::zeros({1})), flat));
  // AutoContrast stretches [0.2, 0.6] to [0, 1].
  const auto ac = ApplyAugOp(AugOp::kAutoContrast, x, torch::zeros({1}));
  EXPECT_FLOAT_EQ(ac.min().item<float>(), 0.f);
  EXPECT_FLOAT_EQ(ac.max().item<float>(), 1.f);
  // Solarize at 0.5 inverts only the pixels above it.
  const auto so = ApplyAugOp(AugOp::kSolarize, x, torch::full({1}, 0.5));
  EXPECT_NEAR(so[0][0][0][0].item<float>(), 0.2, 1e-6);
  EXPECT_NEAR(so[0][0][20][0].item<float>(), 0.4, 1e-6);
  // Posterize to 4 bits keeps multiples of 16 (153 -> 144).
  const auto po = ApplyAugOp(AugOp::kPosterize, x, torch::full({1}, 4.0));
  EXPECT_NEAR(po[0][0][20][0].item<float>() * 255, 144, 1e-3);
  // Brightness +0.5: x * 1.5.
  const auto br = ApplyAugOp(AugOp::kBrightness, x, torch::full({1}, 0.5));
  EXPECT_NEAR(br[0][0][20][0].item<float>(), 0.9, 1e-6);
  // Magnitude table (torchvision): Posterize 8 -> 4 bits, Rotate 30 degrees at M = 30.
  EXPECT_EQ(AugOpValue(AugOp::kPosterize, 0, 32), 8);
  EXPECT_EQ(AugOpValue(AugOp::kPosterize, 30, 32), 4);
  EXPECT_DOUBLE_EQ(AugOpValue(AugOp::kRotate, 30, 32), 30);
  EXPECT_NEAR(AugOpValue(AugOp::kTranslateX, 30, 32), 150.0 / 331 * 32, 1e-12);
}

TEST(DigitsRandAugment, IsDeterministicPerSeed) {
  const auto x = Images(16);
  const auto a = RandAugment(x, 2, 9, 123);
  EXPECT_TRUE(torch::equal(a, RandAugment(x, 2, 9, 123)));
  EXPECT_FALSE(torch::equal(a, RandAugment(x, 2, 9, 124)));
  EXPECT_FALSE(torch::equal(a, x));
  EXPECT_GE(a.min().item<float>(), 0.f);
  EXPECT_LE(a.max().item<float>(), 1.f);
  EXPECT_THROW(RandAugment(x, 2, 31, 1), std::invalid_argument);
}

}  // namespace
}  // namespace nilab::digits
