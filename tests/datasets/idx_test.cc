#include "tasks/datasets/idx.h"

#include <gtest/gtest.h>
#include <cstdint>

#include <sys/resource.h>

#include <cstring>

#include "tasks/datasets/labeled_images.h"
#include "tests/datasets/test_util.h"
#include "tests/datasets/writers.h"

namespace nilab::datasets {
namespace {

using testing::ExpectError;
using testing::ReadBytes;
using testing::TempDir;
using testing::WriteBytes;
using testing::WriteGzip;

IdxArray Images(int64_t n, int64_t h, int64_t w, int64_t c) {
  IdxArray a;
  a.shape = {n, h, w};
  if (c > 0) a.shape.push_back(c);
  a.data.resize(a.NumElements());
  for (size_t i = 0; i < a.data.size(); ++i) a.data[i] = static_cast<uint8_t>(i * 31 + 7);
  return a;
}

IdxArray Labels(int64_t n) {
  IdxArray a;
  a.shape = {n};
  for (int64_t i = 0; i < n; ++i) a.data.push_back(static_cast<uint8_t>(i % 10));
  return a;
}

TEST(DatasetsIdx, RoundTripsGzipAndRawWithMnistMagics) {
  TempDir dir;
  struct Case {
    IdxArray array;
    uint32_t magic;
  };
  for (const auto& c : std::vector<Case>{
           {Labels(13), 2049}, {Images(4, 28, 28, 0), 2051}, {Images(3, 32, 32, 3), 2052}}) {
    for (bool gzip : {false, true}) {
      const std::string path = dir.File(gzip ? "a.gz" : "a.idx");
      WriteIdx(path, c.array, gzip);
      const IdxArray back = ReadIdx(path);
      EXPECT_EQ(back.type, IdxType::kUint8);
      EXPECT_EQ(back.shape, c.array.shape);
      EXPECT_EQ(back.data, c.array.data);
      if (!gzip) {
        const auto bytes = ReadBytes(path);
        const uint32_t magic = (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3];
        EXPECT_EQ(magic, c.magic);
        EXPECT_EQ(bytes.size(), 4 + 4 * c.array.shape.size() + c.array.data.size());
      } else {
        EXPECT_EQ(ReadBytes(path)[0], 0x1f);  // gzip magic
      }
    }
  }
}

TEST(DatasetsIdx, ConvertsBigEndianElements) {
  TempDir dir;
  // Hand-made: int32 (0x0C), 1-D, 2 elements: 1 and -2, big-endian.
  WriteBytes(dir.File("i32"), {0, 0, 0x0C, 1, 0, 0, 0, 2, 0, 0, 0, 1, 0xff, 0xff, 0xff, 0xfe});
  const IdxArray a = ReadIdx(dir.File("i32"));
  ASSERT_EQ(a.type, IdxType::kInt32);
  int32_t values[2];
  std::memcpy(values, a.data.data(), 8);
  EXPECT_EQ(values[0], 1);
  EXPECT_EQ(values[1], -2);
  IdxArray f;
  f.type = IdxType::kFloat32;
  f.shape = {2};
  const float floats[2] = {0.5f, -3.25f};
  f.data.assign(reinterpret_cast<const uint8_t*>(floats),
                reinterpret_cast<const uint8_t*>(floats) + 8);
  WriteIdx(dir.File("f32"), f, false);
  EXPECT_EQ(ReadBytes(dir.File("f32"))[8], 0x3f);  // 0.5f = 3f 00 00 00, big-endian
  EXPECT_EQ(ReadIdx(dir.File("f32")).data, f.data);
}

TEST(DatasetsIdx, BadFilesFailNamingTheFile) {
  TempDir dir;
  ExpectError([&] { ReadIdx(dir.File("none.gz")); }, {"none.gz", "no such file"});
  WriteBytes(dir.File("magic"), {'P', 'K', 3, 4, 0, 0, 0, 0});
  ExpectError([&] { ReadIdx(dir.File("magic")); }, {"magic", "bad magic 0x504b0304"});

  WriteIdx(dir.File("img.idx"), Images(10, 28, 28, 0), false);
  auto raw = ReadBytes(dir.File("img.idx"));
  auto cut = raw;
  cut.resize(raw.size() - 100);
  WriteBytes(dir.File("cut.idx"), cut);
  ExpectError([&] { ReadIdx(dir.File("cut.idx")); },
              {"cut.idx", "truncated IDX data: expected 7840 bytes, got 7740"});
  auto longer = raw;
  longer.push_back(1);
  longer.push_back(2);
  WriteBytes(dir.File("long.idx"), longer);
  ExpectError([&] { ReadIdx(dir.File("long.idx")); }, {"long.idx", "2 unexpected bytes"});
  WriteBytes(dir.File("header.idx"), {0, 0, 8, 3, 0, 0});
  ExpectError([&] { ReadIdx(dir.File("header.idx")); }, {"header.idx", "truncated IDX header"});

  // The same cut inside a gzip stream, then a gzip stream cut short, then a flipped byte.
  WriteGzip(dir.File("cut.gz"), cut);
  ExpectError([&] { ReadIdx(dir.File("cut.gz")); }, {"cut.gz", "expected 7840 bytes, got 7740"});
  WriteIdx(dir.File("img.gz"), Images(50, 28, 28, 0), true);
  auto gz = ReadBytes(dir.File("img.gz"));
  auto gz_cut = gz;
  gz_cut.resize(gz.size() / 2);
  WriteBytes(dir.File("gzcut.gz"), gz_cut);
  ExpectError([&] { ReadIdx(dir.File("gzcut.gz")); }, {"gzcut.gz", "truncated gzip stream"});
  auto gz_tail = gz;
  gz_tail.resize(gz.size() - 4);  // the length field of the trailer is gone
  WriteBytes(dir.File("gztail.gz"), gz_tail);
  ExpectError([&] { ReadIdx(dir.File("gztail.gz")); }, {"gztail.gz", "truncated gzip stream"});
  auto gz_flip = gz;
  gz_flip[gz.size() / 2] ^= 0x55;
  WriteBytes(dir.File("gzflip.gz"), gz_flip);
  ExpectError([&] { ReadIdx(dir.File("gzflip.gz")); }, {"gzflip.gz", "corrupt gzip data"});
}

TEST(DatasetsIdx, ImagePairsCheckTypesAndCounts) {
  TempDir dir;
  WriteIdx(dir.File("img.gz"), Images(6, 28, 28, 0), true);
  WriteIdx(dir.File("lab.gz"), Labels(6), true);
  WriteIdx(dir.File("lab5.gz"), Labels(5), true);
  const LabeledImages images = ReadIdxImages(dir.File("img.gz"), dir.File("lab.gz"));
  EXPECT_EQ(images.size(), 6);
  EXPECT_EQ(images.height, 28);
  EXPECT_EQ(images.channels, 1);
  EXPECT_EQ(images.labels[3], 3);
  ExpectError([&] { ReadIdxImages(dir.File("img.gz"), dir.File("lab5.gz")); },
              {"lab5.gz", "5 labels for 6 images"});
  ExpectError([&] { ReadIdxImages(dir.File("lab.gz"), dir.File("lab.gz")); },
              {"lab.gz", "expected images of shape N x H x W [x C], got 6"});
  const LabeledImages picked = SelectImages(images, {5, 0, 5});
  EXPECT_EQ(picked.labels, (std::vector<uint8_t>{5, 0, 5}));
  EXPECT_EQ(picked.pixels[0], images.pixels[5 * 784]);
  EXPECT_THROW(SelectImages(images, {6}), std::out_of_range);
  LabeledImages bad = images;
  bad.labels[2] = 12;
  ExpectError([&] { CheckLabels(bad, 10, "x.gz"); }, {"x.gz", "label 12 of sample 2"});
}

// Peak RSS of this process in MB.
double PeakRssMb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;
}

TEST(DatasetsIdx, AHeaderDeclaringMoreThanTheFileHoldsCostsNoMemory) {
  TempDir dir;
  // 1000 x 1000 x 1000 bytes declared, 10 present.
  std::vector<uint8_t> bytes = {0, 0, 8, 3, 0, 0, 3, 232, 0, 0, 3, 232, 0, 0, 3, 232};
  bytes.resize(bytes.size() + 10, 7);
  WriteBytes(dir.File("lies.idx"), bytes);
  const double before = PeakRssMb();
  ExpectError([&] { ReadIdx(dir.File("lies.idx")); },
              {"lies.idx", "truncated IDX data: expected 1000000000 bytes, got 10"});
  EXPECT_LT(PeakRssMb() - before, 200.0);  // not the 1 GB the header asked for
}

}  // namespace
}  // namespace nilab::datasets
