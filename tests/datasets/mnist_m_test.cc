#include "tasks/datasets/mnist_m.h"

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <cstdint>

#include <cstdio>
#include <cstring>

#include "tasks/datasets/labeled_images.h"
#include "tests/datasets/test_util.h"
#include "tests/datasets/writers.h"

namespace nilab::datasets {
namespace {

using testing::ExpectError;
using testing::MakeTar;
using testing::TempDir;
using testing::WriteGzip;

std::vector<uint8_t> Image(int seed) {
  std::vector<uint8_t> pixels(32 * 32 * 3);
  for (size_t i = 0; i < pixels.size(); ++i) pixels[i] = static_cast<uint8_t>(i * seed + seed);
  return pixels;
}

std::string Name(int i) {
  char name[16];
  std::snprintf(name, sizeof(name), "%08d.png", i);
  return name;
}

std::vector<uint8_t> Text(const std::string& s) { return std::vector<uint8_t>(s.begin(), s.end()); }

// An MNIST-M-style tarball with `n` images; the labels file first or last.
std::vector<std::pair<std::string, std::vector<uint8_t>>> Entries(int n, bool labels_first) {
  std::string labels;
  std::vector<std::pair<std::string, std::vector<uint8_t>>> entries;
  for (int i = 0; i < n; ++i) {
    entries.push_back(
        {"mnist_m/mnist_m_test/" + Name(i), testing::EncodePng(Image(i + 1), 32, 32, 3)});
    labels += Name(i) + " " + std::to_string((i * 3) % 10) + "\n";
  }
  auto label_entry = std::make_pair(std::string("mnist_m/mnist_m_test_labels.txt"), Text(labels));
  if (labels_first) {
    entries.insert(entries.begin(), label_entry);
  } else {
    entries.push_back(label_entry);
  }
  return entries;
}

TEST(DatasetsMnistM, ReadsGeneratedTarballs) {
  TempDir dir;
  for (bool labels_first : {false, true}) {
    const std::string path = dir.File("t.tar.gz");
    WriteGzip(path, MakeTar(Entries(5, labels_first)));
    const MnistMTarball all = ReadMnistMTarball(path, nullptr);
    EXPECT_EQ(all.total, 5);
    ASSERT_EQ(all.images.size(), 5);
    EXPECT_EQ(all.images.height, 32);
    EXPECT_EQ(all.images.channels, 3);
    for (int i = 0; i < 5; ++i) {
      EXPECT_EQ(all.images.labels[i], (i * 3) % 10);
      const auto expected = Image(i + 1);
      EXPECT_TRUE(
          std::equal(expected.begin(), expected.end(), all.images.pixels.begin() + i * 3072))
          << "image " << i;
    }
    const std::vector<int64_t> select = {3, 0, 3};
    const MnistMTarball some = ReadMnistMTarball(path, &select);
    EXPECT_EQ(some.total, 5);
    EXPECT_EQ(some.images.labels, (std::vector<uint8_t>{9, 0, 9}));
    EXPECT_EQ(some.images.pixels, SelectImages(all.images, select).pixels);
  }
}

TEST(DatasetsMnistM, BadTarballsFailNamingTheFile) {
  TempDir dir;
  const std::string path = dir.File("bad.tar.gz");
  ExpectError([&] { ReadMnistMTarball(path, nullptr); }, {"bad.tar.gz", "no such file"});

  const std::vector<int64_t> missing = {7};
  WriteGzip(path, MakeTar(Entries(3, false)));
  ExpectError([&] { ReadMnistMTarball(path, &missing); }, {"bad.tar.gz", "no image 00000007.png"});

  auto entries = Entries(3, false);
  entries[1].second.resize(40);  // a cut PNG
  WriteGzip(path, MakeTar(entries));
  ExpectError([&] { ReadMnistMTarball(path, nullptr); },
              {"bad.tar.gz:mnist_m/mnist_m_test/00000001.png"});

  entries = Entries(3, false);
  entries.back().second = Text("00000000.png 1\n00000001.png x\n");
  WriteGzip(path, MakeTar(entries));
  ExpectError([&] { ReadMnistMTarball(path, nullptr); },
              {"bad.tar.gz", "line 2", "00000001.png x"});

  entries = Entries(3, false);
  entries.pop_back();
  WriteGzip(path, MakeTar(entries));
  ExpectError([&] { ReadMnistMTarball(path, nullptr); }, {"bad.tar.gz", "no labels file"});

  auto tar = MakeTar(Entries(3, false));
  auto cut = tar;
  cut.resize(512 + 20);  // inside the first PNG
  WriteGzip(path, cut);
  ExpectError([&] { ReadMnistMTarball(path, nullptr); },
              {"bad.tar.gz", "archive ends inside entry"});
  auto flipped = tar;
  flipped[10] ^= 1;  // inside the first header's name: its checksum no longer matches
  WriteGzip(path, flipped);
  ExpectError([&] { ReadMnistMTarball(path, nullptr); },
              {"bad.tar.gz", "checksum mismatch", "offset 0"});
}

// A subset archive: images `indices` under their original names, labels for exactly those.
std::vector<std::pair<std::string, std::vector<uint8_t>>> SubsetEntries(
    const std::vector<int>& indices) {
  std::string labels;
  std::vector<std::pair<std::string, std::vector<uint8_t>>> entries;
  for (int i : indices) {
    entries.push_back(
        {"mnist_m/mnist_m_train/" + Name(i), testing::EncodePng(Image(i + 1), 32, 32, 3)});
    labels += Name(i) + " " + std::to_string((i * 3) % 10) + "\n";
  }
  entries.push_back({"mnist_m/mnist_m_train_labels.txt", Text(labels)});
  return entries;
}

TEST(DatasetsMnistM, ReadsASubsetInIndexOrder) {
  EXPECT_EQ(MnistMSubsetName("mnist_m_train.tar.gz"), "mnist_m_train.subset.tar.gz");
  TempDir dir;
  const std::string path = dir.File("s.tar.gz");
  WriteGzip(path, MakeTar(SubsetEntries({9, 2, 41})));
  const MnistMSubset subset = ReadMnistMSubset(path);
  EXPECT_EQ(subset.index, (std::vector<int64_t>{2, 9, 41}));
  EXPECT_EQ(subset.images.labels, (std::vector<uint8_t>{6, 7, 3}));
  ASSERT_EQ(subset.images.pixels.size(), 3u * 3072);
  const auto nine = Image(10);
  EXPECT_TRUE(std::equal(nine.begin(), nine.end(), subset.images.pixels.begin() + 3072));
}

TEST(DatasetsMnistM, BadSubsetsFailNamingTheFile) {
  TempDir dir;
  const std::string path = dir.File("bad.subset.tar.gz");
  ExpectError([&] { ReadMnistMSubset(path); }, {"bad.subset.tar.gz", "no such file"});
  auto entries = SubsetEntries({4, 7});
  entries.back().second = Text("00000004.png 2\n00000007.png 1\n00000011.png 3\n");
  WriteGzip(path, MakeTar(entries));
  ExpectError([&] { ReadMnistMSubset(path); }, {"bad.subset.tar.gz", "no image 00000011.png"});
  entries.back().second = Text("00000004.png 2\n");
  WriteGzip(path, MakeTar(entries));
  ExpectError([&] { ReadMnistMSubset(path); }, {"bad.subset.tar.gz", "no label for 00000007.png"});
  entries = SubsetEntries({4, 7});
  entries.insert(entries.begin(), entries[1]);
  WriteGzip(path, MakeTar(entries));
  ExpectError([&] { ReadMnistMSubset(path); }, {"bad.subset.tar.gz", "00000007.png appears twice"});
  entries = SubsetEntries({4, 7});
  entries[0].second.resize(40);
  WriteGzip(path, MakeTar(entries));
  ExpectError([&] { ReadMnistMSubset(path); },
              {"bad.subset.tar.gz:mnist_m/mnist_m_train/00000004.png"});
}

// The real test tarball decodes pixel-exactly to the shared IDX conversion of the same split.
TEST(DatasetsMnistM, RealTestTarballMatchesItsIdxConversion) {
  const std::string root = testing::TestData("mnist_m/mnist_m_test.tar.gz");
  if (root.empty()) GTEST_SKIP() << "MNIST-M not in NILAB_TEST_DATA; skipping the real-data check";
  const std::string d = root + "/mnist_m/";
  const MnistMTarball tar = ReadMnistMTarball(d + "mnist_m_test.tar.gz", nullptr);
  const LabeledImages idx = ReadIdxImages(d + "mnist_m-test-images-idx4-ubyte.gz",
                                          d + "mnist_m-test-labels-idx1-ubyte.gz");
  EXPECT_EQ(tar.total, 9001);
  EXPECT_EQ(tar.images.labels, idx.labels);
  EXPECT_TRUE(tar.images.pixels == idx.pixels);
}

TEST(DatasetsMnistM, ATarHeaderDeclaringGigabytesCostsNoMemory) {
  TempDir dir;
  auto tar = MakeTar(Entries(1, /*labels_first=*/true));
  // The first entry (the labels) now declares 2 GB: size field 17777777777 (octal), checksum
  // recomputed so the header itself is valid.
  std::memcpy(tar.data() + 124, "17777777777", 12);
  std::memset(tar.data() + 148, ' ', 8);
  unsigned sum = 0;
  for (size_t i = 0; i < 512; ++i) sum += tar[i];
  std::snprintf(reinterpret_cast<char*>(tar.data() + 148), 8, "%06o", sum);
  const std::string path = dir.File("lies.tar.gz");
  WriteGzip(path, tar);
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  const double before_mb = usage.ru_maxrss / 1024.0;
  ExpectError([&] { ReadMnistMTarball(path, nullptr); },
              {"lies.tar.gz", "archive ends inside entry mnist_m/mnist_m_test_labels.txt"});
  getrusage(RUSAGE_SELF, &usage);
  EXPECT_LT(usage.ru_maxrss / 1024.0 - before_mb, 200.0);  // not the 2 GB it declared
}

// Sets the size field of the tar header at `offset` to `field` (12 bytes) and fixes its checksum.
void SetSizeField(std::vector<uint8_t>* tar, size_t offset, const uint8_t (&field)[12]) {
  std::memcpy(tar->data() + offset + 124, field, 12);
  std::memset(tar->data() + offset + 148, ' ', 8);
  unsigned sum = 0;
  for (size_t i = 0; i < 512; ++i) sum += (*tar)[offset + i];
  std::snprintf(reinterpret_cast<char*>(tar->data() + offset + 148), 8, "%06o", sum);
}

// Without a selection, a name such as 1099511627775.png (2^40 - 1) sized the image buffer
// (a 128 GiB allocation, failing with std::bad_alloc and no file named): now memory holds the
// images the archive has, and the archive is refused naming the file.
TEST(DatasetsMnistM, AHugeIndexInANameSizesNothing) {
  TempDir dir;
  auto entries = Entries(2, /*labels_first=*/false);
  entries.insert(entries.begin(), {"mnist_m/mnist_m_test/1099511627775.png",
                                   testing::EncodePng(Image(9), 32, 32, 3)});
  const std::string path = dir.File("huge.tar.gz");
  WriteGzip(path, MakeTar(entries));
  ExpectError([&] { ReadMnistMTarball(path, nullptr); },
              {"huge.tar.gz", "holds 3 images (by name) but 2 labels"});
}

// A GNU base-256 size that does not fit in 63 bits wrapped around in a signed shift: 0x80 0x80
// 0 ... 0 0x05 (2^87 + 5) was read as a 5-byte entry. Now it is a corrupt header.
TEST(DatasetsMnistM, ATarBase256SizeTooLargeIsRefused) {
  TempDir dir;
  auto tar = MakeTar(Entries(1, /*labels_first=*/true));
  const uint8_t field[12] = {0x80, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x05};
  SetSizeField(&tar, 0, field);
  const std::string path = dir.File("wrap.tar.gz");
  WriteGzip(path, tar);
  ExpectError([&] { ReadMnistMTarball(path, nullptr); },
              {"wrap.tar.gz", "corrupt tar header (bad size field)", "offset 0"});
  // A negative base-256 number, and one past the 1 TiB an entry may have.
  const uint8_t negative[12] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                0xff, 0xff, 0xff, 0xff, 0xff, 0xfb};
  const uint8_t past[12] = {0x80, 0, 0, 0, 0, 0, 0x01, 0, 0, 0, 0, 0x01};
  for (const auto* f : {&negative, &past}) {
    auto bad = MakeTar(Entries(1, /*labels_first=*/true));
    SetSizeField(&bad, 0, *f);
    WriteGzip(path, bad);
    ExpectError([&] { ReadMnistMTarball(path, nullptr); }, {"wrap.tar.gz", "bad size field"});
  }
}

}  // namespace
}  // namespace nilab::datasets
