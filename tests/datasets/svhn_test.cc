#include "tasks/datasets/svhn.h"

#include <gtest/gtest.h>

#include <array>

#include "tests/datasets/test_util.h"
#include "tests/datasets/writers.h"

namespace nilab::datasets {
namespace {

using testing::ExpectError;
using testing::TempDir;

// X(h, w, c, i) = (h + 2w + 5c + 11i) mod 256, column-major as MATLAB stores it.
std::vector<uint8_t> ColumnMajorX(int n) {
  std::vector<uint8_t> x(32 * 32 * 3 * n);
  for (int i = 0; i < n; ++i)
    for (int c = 0; c < 3; ++c)
      for (int w = 0; w < 32; ++w)
        for (int h = 0; h < 32; ++h)
          x[h + 32 * w + 1024 * c + 3072 * i] = static_cast<uint8_t>(h + 2 * w + 5 * c + 11 * i);
  return x;
}

TEST(DatasetsSvhn, ReadsMatFilesAsHwcWithTenMeaningZero) {
  TempDir dir;
  for (bool y_double : {true, false}) {
    const std::string path = dir.File("s.mat");
    testing::WriteSvhnMat(path, ColumnMajorX(3), 3, {10, 1, 9}, y_double);
    const LabeledImages images = ReadSvhnMat(path);
    ASSERT_EQ(images.size(), 3);
    EXPECT_EQ(images.height, 32);
    EXPECT_EQ(images.channels, 3);
    EXPECT_EQ(images.labels, (std::vector<uint8_t>{0, 1, 9}));
    for (int i : {0, 2}) {
      for (auto [h, w, c] : std::vector<std::array<int, 3>>{{0, 0, 0}, {5, 7, 2}, {31, 1, 1}}) {
        EXPECT_EQ(images.pixels[i * 3072 + (h * 32 + w) * 3 + c],
                  static_cast<uint8_t>(h + 2 * w + 5 * c + 11 * i));
      }
    }
  }
}

TEST(DatasetsSvhn, BadMatFilesFailNamingTheFile) {
  TempDir dir;
  ExpectError([&] { ReadSvhnMat(dir.File("none.mat")); }, {"none.mat", "no such file"});
  testing::WriteBytes(dir.File("text.mat"), std::vector<uint8_t>(200, 'x'));
  ExpectError([&] { ReadSvhnMat(dir.File("text.mat")); }, {"text.mat", "not a readable MATLAB"});
  testing::WriteSvhnMat(dir.File("label.mat"), ColumnMajorX(2), 2, {3, 11}, true);
  ExpectError([&] { ReadSvhnMat(dir.File("label.mat")); }, {"label.mat", "label 11", "sample 1"});
  testing::WriteSvhnMat(dir.File("count.mat"), ColumnMajorX(2), 2, {3, 4, 5}, false);
  ExpectError([&] { ReadSvhnMat(dir.File("count.mat")); },
              {"count.mat", "variable 'y' must be numeric Nx1 with N = 2, got 3x1"});
  testing::WriteSvhnMat(dir.File("cut.mat"), ColumnMajorX(4), 4, {1, 2, 3, 4}, false);
  auto bytes = testing::ReadBytes(dir.File("cut.mat"));
  bytes.resize(bytes.size() / 2);
  testing::WriteBytes(dir.File("cut.mat"), bytes);
  ExpectError([&] { ReadSvhnMat(dir.File("cut.mat")); }, {"cut.mat"});
}

}  // namespace
}  // namespace nilab::datasets
