#include "tasks/digits/patches.h"

#include <gtest/gtest.h>
#include <cstdint>

#include <set>

namespace nilab::digits {
namespace {

TEST(DigitsPatches, PatchifyFlattensChannelRowColumn) {
  const auto images = torch::arange(2 * 3 * 32 * 32, torch::kFloat).view({2, 3, 32, 32});
  const auto p = Patchify(images, 4);
  ASSERT_EQ(p.sizes(), (std::vector<int64_t>{2, 64, 48}));
  // Patch 10 is grid row 1, column 2: pixels rows 4..7, columns 8..11.
  const auto expected = images[1].narrow(1, 4, 4).narrow(2, 8, 4).reshape({48});
  EXPECT_TRUE(torch::equal(p[1][10], expected));
  EXPECT_THROW(Patchify(torch::zeros({1, 3, 30, 30}), 4), std::invalid_argument);
}

TEST(DigitsPatches, RelativePositionIndices) {
  EXPECT_EQ(NumRelativePositions(8, 8), 225);
  const auto rel = RelativePositions(8, 8, 1);
  ASSERT_EQ(rel.sizes(), (std::vector<int64_t>{65, 65}));
  auto a = rel.accessor<int64_t, 2>();
  // CLS (token 0) pairs carry no bias.
  for (int64_t i = 0; i < 65; ++i) {
    EXPECT_EQ(a[0][i], -1);
    EXPECT_EQ(a[i][0], -1);
  }
  // Patch (row 2, column 3) = token 1 + 19 against patch (0, 0) = token 1: offset (2, 3)
  // -> (2 + 7) * 15 + (3 + 7) = 145; the reverse offset (-2, -3) -> 5 * 15 + 4 = 79.
  EXPECT_EQ(a[1 + 19][1], 145);
  EXPECT_EQ(a[1][1 + 19], 79);
  std::set<int64_t> seen;
  for (int64_t i = 1; i < 65; ++i) {
    EXPECT_EQ(a[i][i], 112);  // zero offset: the centre of the 15 x 15 table
    for (int64_t j = 1; j < 65; ++j) {
      ASSERT_GE(a[i][j], 0);
      ASSERT_LT(a[i][j], 225);
      EXPECT_EQ(a[i][j] + a[j][i], 224);  // offsets (dr, dc) and (-dr, -dc) mirror the centre
      seen.insert(a[i][j]);
      // Translation invariance: the same offset one column to the right.
      const int64_t pi = i - 1, pj = j - 1;
      if (pi % 8 < 7 && pj % 8 < 7) {
        EXPECT_EQ(a[i + 1][j + 1], a[i][j]);
      }
    }
  }
  EXPECT_EQ(seen.size(), 225u);  // every offset occurs
}

}  // namespace
}  // namespace nilab::digits
