#include "tasks/datasets/checksum.h"

#include <gtest/gtest.h>
#include <cstdint>

#include "tests/datasets/test_util.h"

namespace nilab::datasets {
namespace {

TEST(DatasetsChecksum, KnownVectors) {
  Hasher md5(HashAlgorithm::kMd5);
  md5.Update("abc", 3);
  EXPECT_EQ(md5.HexDigest(), "900150983cd24fb0d6963f7d28e17f72");
  EXPECT_EQ(Sha256Hex("abc", 3),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(Sha256Hex("", 0), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(DatasetsChecksum, FileDigestsStreamAcrossBuffers) {
  testing::TempDir dir;
  std::vector<uint8_t> bytes(3 * (1 << 20) + 17);
  for (size_t i = 0; i < bytes.size(); ++i)
    bytes[i] = static_cast<uint8_t>((i * 2654435761u) >> 13);
  testing::WriteBytes(dir.File("f"), bytes);
  const FileDigests d = DigestFile(dir.File("f"));
  EXPECT_EQ(d.bytes, static_cast<int64_t>(bytes.size()));
  EXPECT_EQ(d.sha256, Sha256Hex(bytes.data(), bytes.size()));
  Hasher md5(HashAlgorithm::kMd5);
  md5.Update(bytes.data(), bytes.size());
  EXPECT_EQ(d.md5, md5.HexDigest());
  testing::ExpectError([&] { DigestFile(dir.File("missing")); }, {"missing", "cannot open"});
}

}  // namespace
}  // namespace nilab::datasets
