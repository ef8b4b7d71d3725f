#include "tasks/datasets/svhn.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>

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
  for (bool y_double : {true, false})
    for (bool compressed : {true, false}) {
      SCOPED_TRACE(std::string(y_double ? "double y" : "uint8 y") +
                   (compressed ? ", compressed" : ", plain"));
      const std::string path = dir.File("s.mat");
      testing::WriteSvhnMat(path, ColumnMajorX(3), 3, {10, 1, 9}, y_double, compressed);
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

// A MAT v5 file by hand: the 128-byte header ("IM": little-endian), then one plain miMATRIX
// element with array flags (class `cls`), the dimensions and `payload` more bytes.
std::vector<uint8_t> MatV5(uint32_t cls, const std::vector<int32_t>& dims, size_t payload,
                           uint32_t declared_extra = 0) {
  std::vector<uint8_t> out(128, ' ');
  out[124] = 0x00;
  out[125] = 0x01;
  out[126] = 'I';
  out[127] = 'M';
  auto u32 = [&](uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<uint8_t>(v >> (8 * i)));
  };
  const uint32_t dims_bytes = static_cast<uint32_t>(4 * dims.size());
  const uint32_t body = 16 + 8 + (dims_bytes + 7) / 8 * 8 + static_cast<uint32_t>(payload);
  u32(14);  // miMATRIX
  u32(body + declared_extra);
  u32(6);  // miUINT32 array flags
  u32(8);
  u32(cls);
  u32(0);
  u32(5);  // miINT32 dimensions
  u32(dims_bytes);
  for (int32_t d : dims) u32(static_cast<uint32_t>(d));
  while (out.size() % 8) out.push_back(0);
  out.resize(out.size() + payload, 0);
  return out;
}

TEST(DatasetsSvhn, HeadersThatCouldNotDescribeTheFileAreRefusedBeforeMatioAllocates) {
  TempDir dir;
  auto expect = [&](const std::vector<uint8_t>& bytes, std::vector<std::string> words) {
    testing::WriteBytes(dir.File("h.mat"), bytes);
    words.insert(words.begin(), "h.mat");
    ExpectError([&] { ReadSvhnMat(dir.File("h.mat")); }, words);
  };
  // 1e5 x 1e5 doubles (80 GB) declared in a 200-byte file.
  expect(MatV5(6, {100000, 100000}, 16), {"element 1 at byte 128", "declares more elements"});
  // What libmatio callocs for before reading data: the cells of a cell array.
  expect(MatV5(1, {30000, 30000}, 0), {"is a cell array", "only numeric arrays"});
  expect(MatV5(2, {1, 1}, 0), {"is a struct"});
  // An element longer than the file.
  expect(MatV5(9, {4, 4}, 16, 1000000), {"declares", "bytes, the file has"});
  expect(MatV5(9, {4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                   1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
               16),
         {"bytes of dimensions"});
  auto v73 = MatV5(9, {4, 4}, 16);
  v73[124] = 0x00;
  v73[125] = 0x02;
  expect(v73, {"MAT version 0x0200", "HDF5"});
  // A small well-formed element passes the check (and then fails on its missing 'X').
  expect(MatV5(9, {4, 4}, 16), {"cannot read variable 'X'"});
}

}  // namespace
}  // namespace nilab::datasets
