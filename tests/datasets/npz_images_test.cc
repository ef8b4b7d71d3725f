#include <gtest/gtest.h>
#include <cstdint>

#include "tasks/datasets/labeled_images.h"
#include "tasks/datasets/npz.h"
#include "tests/datasets/test_util.h"

namespace nilab::datasets {
namespace {

// K-MNIST's NumPy variant: kmnist-*-imgs.npz and kmnist-*-labels.npz, one "arr_0" each.
TEST(DatasetsNpzImages, ReadsKmnistStyleArchives) {
  testing::TempDir dir;
  std::vector<uint8_t> pixels(4 * 28 * 28);
  for (size_t i = 0; i < pixels.size(); ++i) pixels[i] = static_cast<uint8_t>(i);
  const int64_t labels[4] = {3, 0, 9, 1};
  WriteNpz(dir.File("imgs.npz"), {{"arr_0", MakeNpy("|u1", {4, 28, 28}, pixels.data())}}, true);
  WriteNpz(dir.File("labels.npz"), {{"arr_0", MakeNpy("<i8", {4}, labels)}}, true);
  const LabeledImages images = ReadNpzImages(dir.File("imgs.npz"), dir.File("labels.npz"));
  EXPECT_EQ(images.size(), 4);
  EXPECT_EQ(images.height, 28);
  EXPECT_EQ(images.channels, 1);
  EXPECT_EQ(images.labels, (std::vector<uint8_t>{3, 0, 9, 1}));
  EXPECT_EQ(images.pixels, pixels);

  WriteNpz(dir.File("f.npz"), {{"arr_0", MakeNpy("<i8", {4}, labels)}}, false);
  testing::ExpectError([&] { ReadNpzImages(dir.File("f.npz"), dir.File("labels.npz")); },
                       {"f.npz", "expected uint8"});
  WriteNpz(dir.File("two.npz"),
           {{"a", MakeNpy("<i8", {4}, labels)}, {"b", MakeNpy("<i8", {4}, labels)}}, false);
  testing::ExpectError([&] { ReadNpzImages(dir.File("imgs.npz"), dir.File("two.npz")); },
                       {"two.npz", "expected one array, found 2"});
}

}  // namespace
}  // namespace nilab::datasets
