#include "tasks/datasets/npz.h"

#include <gtest/gtest.h>
#include <cstdint>

#include <cstring>

#include "tests/datasets/test_util.h"

namespace nilab::datasets {
namespace {

using testing::ExpectError;
using testing::ReadBytes;
using testing::TempDir;
using testing::WriteBytes;

std::map<std::string, NpyArray> SampleArrays() {
  // Like a PGM sample: an image, a scalar target, a bit vector.
  std::vector<uint8_t> image(16 * 6 * 6);
  for (size_t i = 0; i < image.size(); ++i) image[i] = static_cast<uint8_t>(i % 251);
  const int64_t target = 5;
  const uint8_t bits[12] = {1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0};
  return {{"image", MakeNpy("|u1", {6, 6, 16}, image.data())},
          {"target", MakeNpy("<i8", {}, &target)},
          {"meta_target", MakeNpy("<i8", {12}, std::vector<int64_t>(bits, bits + 12).data())}};
}

void ExpectSame(const std::map<std::string, NpyArray>& a,
                const std::map<std::string, NpyArray>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (const auto& [key, array] : a) {
    ASSERT_TRUE(b.count(key)) << key;
    EXPECT_EQ(b.at(key).dtype, array.dtype) << key;
    EXPECT_EQ(b.at(key).shape, array.shape) << key;
    EXPECT_EQ(b.at(key).data, array.data) << key;
  }
}

TEST(DatasetsNpz, RoundTripsStoredAndCompressed) {
  TempDir dir;
  const auto arrays = SampleArrays();
  for (bool compress : {false, true}) {
    const std::string path = dir.File(compress ? "c.npz" : "s.npz");
    WriteNpz(path, arrays, compress);
    ExpectSame(arrays, ReadNpz(path));
    const auto bytes = ReadBytes(path);
    ExpectSame(arrays, ReadNpzFromMemory(bytes.data(), bytes.size(), path));
    EXPECT_EQ(NpyToInt64(ReadNpz(path).at("target"), path), std::vector<int64_t>{5});
  }
  // Deflate shrinks the repetitive image.
  EXPECT_LT(std::filesystem::file_size(dir.File("c.npz")),
            std::filesystem::file_size(dir.File("s.npz")));
}

TEST(DatasetsNpz, DeflateLevelsRoundTripAndTradeSizeForSpeed) {
  TempDir dir;
  // A structured, compressible image the size of a PGM sample's.
  std::vector<uint8_t> image(160 * 160 * 16);
  for (size_t i = 0; i < image.size(); ++i) {
    image[i] = static_cast<uint8_t>(((i / 7) * (i / 160) + (i % 160) / 9) % 13 * 19);
  }
  const std::map<std::string, NpyArray> arrays = {
      {"image", MakeNpy("|u1", {160, 160, 16}, image.data())}};
  std::map<int, uintmax_t> size;
  for (int level : {1, 6, 9}) {
    const std::string path = dir.File("l" + std::to_string(level) + ".npz");
    WriteNpz(path, arrays, true, level);
    ExpectSame(arrays, ReadNpz(path));
    size[level] = std::filesystem::file_size(path);
  }
  EXPECT_GE(size[1], size[6]);
  EXPECT_GE(size[6], size[9]);
  EXPECT_LT(size[1], image.size() / 2);  // deflated at every level
  for (int bad : {0, 10, -1}) {
    ExpectError([&] { WriteNpz(dir.File("bad.npz"), arrays, true, bad); },
                {"bad.npz", "deflate level " + std::to_string(bad), "1..9"});
  }
  EXPECT_FALSE(std::filesystem::exists(dir.File("bad.npz")));
  // Stored archives ignore the level.
  WriteNpz(dir.File("stored.npz"), arrays, false, 0);
  ExpectSame(arrays, ReadNpz(dir.File("stored.npz")));
}

TEST(DatasetsNpz, MembersAreNamedLikeNumpy) {
  TempDir dir;
  WriteNpz(dir.File("a.npz"), SampleArrays(), false);
  const auto bytes = ReadBytes(dir.File("a.npz"));
  const std::string text(bytes.begin(), bytes.end());
  // A zip local file header, then the member name "<key>.npy" and a .npy magic.
  EXPECT_EQ(text.substr(0, 4), std::string("PK\x03\x04", 4));
  EXPECT_NE(text.find("image.npy"), std::string::npos);
  EXPECT_NE(text.find("target.npy\x93NUMPY"), std::string::npos);
}

TEST(DatasetsNpz, CorruptArchivesFailWithOneLineErrors) {
  TempDir dir;
  ExpectError([&] { ReadNpz(dir.File("missing.npz")); }, {"missing.npz", "no such file"});
  WriteBytes(dir.File("text.npz"), {'h', 'e', 'l', 'l', 'o'});
  ExpectError([&] { ReadNpz(dir.File("text.npz")); }, {"text.npz", "not a readable .npz"});

  WriteNpz(dir.File("good.npz"), SampleArrays(), true);
  auto bytes = ReadBytes(dir.File("good.npz"));
  auto truncated = bytes;
  truncated.resize(bytes.size() / 2);
  WriteBytes(dir.File("truncated.npz"), truncated);
  ExpectError([&] { ReadNpz(dir.File("truncated.npz")); }, {"truncated.npz"});

  // Flip a byte inside the first member's compressed data: CRC or inflate error.
  auto flipped = bytes;
  flipped[60] ^= 0xff;
  WriteBytes(dir.File("flipped.npz"), flipped);
  ExpectError([&] { ReadNpz(dir.File("flipped.npz")); }, {"flipped.npz"});
}

// Replaces the 4-byte little-endian field at `offset` in every zip header with signature `sig`.
void PatchZipField(std::vector<uint8_t>* zip, uint32_t sig, size_t offset, uint32_t value) {
  for (size_t i = 0; i + offset + 4 <= zip->size(); ++i) {
    uint32_t at = 0;
    std::memcpy(&at, zip->data() + i, 4);
    if (at != sig) continue;
    std::memcpy(zip->data() + i + offset, &value, 4);
  }
}

TEST(DatasetsNpz, AMemberClaimingMoreThanDeflateCanExpandIsRefused) {
  TempDir dir;
  WriteNpz(dir.File("ok.npz"), SampleArrays(), /*compress=*/true);
  auto zip = ReadBytes(dir.File("ok.npz"));
  // Uncompressed size: offset 22 in local headers, 24 in the central directory.
  PatchZipField(&zip, 0x04034b50, 22, 1u << 30);
  PatchZipField(&zip, 0x02014b50, 24, 1u << 30);
  WriteBytes(dir.File("bomb.npz"), zip);
  ExpectError([&] { ReadNpz(dir.File("bomb.npz")); },
              {"bomb.npz:", "declares 1073741824 bytes from", "more than deflate can expand"});
}

}  // namespace
}  // namespace nilab::datasets
