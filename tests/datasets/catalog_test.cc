#include "tasks/datasets/catalog.h"

#include <gtest/gtest.h>
#include <cstdint>

#include <set>

#include "tasks/datasets/checksum.h"
#include "tests/datasets/test_util.h"
#include "tests/datasets/writers.h"

namespace nilab::datasets {
namespace {

using testing::ExpectError;
using testing::ReadBytes;
using testing::TempDir;
using testing::WriteBytes;

std::vector<sdk::DatasetFile> AllFiles() {
  std::vector<sdk::DatasetFile> all;
  for (auto files : {MnistFiles(), KmnistFiles(), MnistMFiles(), SvhnFiles()}) {
    all.insert(all.end(), files.begin(), files.end());
  }
  return all;
}

bool IsHex(const std::string& s, size_t length) {
  return s.size() == length && s.find_first_not_of("0123456789abcdef") == std::string::npos;
}

TEST(DatasetsCatalog, EveryRecordIsCheckable) {
  std::set<std::string> names;
  for (const auto& f : AllFiles()) {
    const std::string name = f.dataset + "/" + f.file;
    EXPECT_TRUE(names.insert(name).second) << "duplicate " << name;
    EXPECT_GT(f.bytes, 0) << name;
    EXPECT_TRUE(IsHex(f.sha256, 64) || IsHex(f.md5, 32)) << name << " has no checksum";
    EXPECT_TRUE(f.sha256.empty() || IsHex(f.sha256, 64)) << name;
    EXPECT_TRUE(f.md5.empty() || IsHex(f.md5, 32)) << name;
    EXPECT_TRUE(!f.urls.empty() || !f.note.empty()) << name << ": no URL and no note";
  }
  EXPECT_EQ(names.size(), 15u);
  // The official K-MNIST train images are catalogued although absent from the shared copy.
  EXPECT_EQ(FindDatasetFile(KmnistFiles(), "kmnist", "train-images-idx3-ubyte.gz").bytes, 18165135);
}

sdk::DatasetFile Record(const std::vector<uint8_t>& bytes, bool sha256) {
  Hasher md5(HashAlgorithm::kMd5);
  md5.Update(bytes.data(), bytes.size());
  sdk::DatasetFile f;
  f.dataset = "toy";
  f.file = "toy.bin";
  f.urls = {"http://127.0.0.1:9/toy.bin"};
  f.bytes = static_cast<int64_t>(bytes.size());
  if (sha256) {
    f.sha256 = Sha256Hex(bytes.data(), bytes.size());
  } else {
    f.md5 = md5.HexDigest();
  }
  return f;
}

TEST(DatasetsCatalog, ChecksNameCorruptAndTruncatedCopies) {
  TempDir dir;
  std::filesystem::create_directories(dir.path() / "toy");
  std::vector<uint8_t> bytes(5000);
  for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<uint8_t>(i * 13);
  const std::string data_dir = dir.path().string();
  const std::string path = dir.File("toy/toy.bin");
  for (bool sha256 : {true, false}) {
    const sdk::DatasetFile f = Record(bytes, sha256);
    EXPECT_EQ(CheckDatasetFile(data_dir, f).status, FileCheck::Status::kMissing);
    ExpectError([&] { RequireDatasetFile(data_dir, f); },
                {"missing dataset file " + path, "looked in " + data_dir + "/toy",
                 "nilab data fetch toy --data-dir " + data_dir});

    WriteBytes(path, bytes);
    FileCheck ok = CheckDatasetFile(data_dir, f);
    EXPECT_EQ(ok.status, FileCheck::Status::kOk) << ok.message;
    EXPECT_EQ(ok.algorithm, sha256 ? "sha256" : "md5");
    EXPECT_EQ(RequireDatasetFile(data_dir, f), path);

    auto flipped = bytes;
    flipped[1234] ^= 0x40;
    WriteBytes(path, flipped);
    const FileCheck bad = CheckDatasetFile(data_dir, f);
    EXPECT_EQ(bad.status, FileCheck::Status::kWrongChecksum);
    const std::string expected = sha256 ? f.sha256 : f.md5;
    EXPECT_NE(bad.message.find(path + ": wrong " + bad.algorithm + ": expected " + expected +
                               ", got " + bad.actual_digest),
              std::string::npos)
        << bad.message;
    EXPECT_NE(bad.actual_digest, expected);
    ExpectError([&] { RequireDatasetFile(data_dir, f); }, {path, "expected " + expected});

    auto cut = bytes;
    cut.resize(4000);
    WriteBytes(path, cut);
    const FileCheck truncated = CheckDatasetFile(data_dir, f);
    EXPECT_EQ(truncated.status, FileCheck::Status::kWrongSize);
    EXPECT_NE(truncated.message.find("expected 5000 bytes, got 4000 (truncated)"),
              std::string::npos)
        << truncated.message;
    std::filesystem::remove(path);
  }
}

TEST(DatasetsCatalog, GzipWithoutChecksumIsCheckedForIntegrity) {
  TempDir dir;
  std::filesystem::create_directories(dir.path() / "toy");
  sdk::DatasetFile f;
  f.dataset = "toy";
  f.file = "toy.gz";
  f.note = "made by hand";
  testing::WriteGzip(dir.File("toy/toy.gz"), std::vector<uint8_t>(100000, 7));
  EXPECT_EQ(CheckDatasetFile(dir.path().string(), f).status, FileCheck::Status::kOk);
  auto bytes = ReadBytes(dir.File("toy/toy.gz"));
  bytes.resize(bytes.size() - 6);
  WriteBytes(dir.File("toy/toy.gz"), bytes);
  const FileCheck bad = CheckDatasetFile(dir.path().string(), f);
  EXPECT_EQ(bad.status, FileCheck::Status::kCorrupt);
  EXPECT_NE(bad.message.find("truncated gzip stream"), std::string::npos) << bad.message;
  // No URL: the error says why it cannot be fetched instead of a command.
  std::filesystem::remove(dir.File("toy/toy.gz"));
  ExpectError([&] { RequireDatasetFile(dir.path().string(), f); },
              {"cannot be downloaded (made by hand)"});
}

TEST(DatasetsCatalog, SharedDataVerifies) {
  const std::string root = testing::TestData("mnist");
  if (root.empty()) GTEST_SKIP() << "no real datasets in NILAB_TEST_DATA; skipping";
  int present = 0;
  for (const auto& f : AllFiles()) {
    const FileCheck check = CheckDatasetFile(root, f);
    if (check.status == FileCheck::Status::kMissing) continue;
    ++present;
    EXPECT_EQ(check.status, FileCheck::Status::kOk) << check.message;
  }
  EXPECT_GE(present, 4);
}

}  // namespace
}  // namespace nilab::datasets
