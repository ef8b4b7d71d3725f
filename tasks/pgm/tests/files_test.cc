// DeepMind's file format: generated samples round-trip through it, the reader takes the layouts
// real files use, and corrupt files fail with one line naming the file and key.
#include <gtest/gtest.h>
#include <cstdint>

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "tasks/datasets/npz.h"
#include "tasks/pgm/pgm_files.h"
#include "tasks/pgm/pgm_generate_tool.h"
#include "tests/datasets/test_util.h"

namespace nilab::pgm {
namespace {

using datasets::MakeNpy;
using datasets::NpyArray;
using datasets::testing::ExpectError;
using datasets::testing::TempDir;

Sample Generated(uint64_t index) {
  return GenerateSample({Regime::kHeldOutTriplePairs, 5, 1, 4}, DataSplit::kTest, index, {});
}

TEST(PgmFiles, GeneratedSamplesRoundTrip) {
  TempDir dir;
  for (bool compress : {true, false}) {
    for (uint64_t i = 0; i < 3; ++i) {
      const Sample s = Generated(i);
      const std::string path = dir.File(SampleFileName("attr.rel.pairs", DataSplit::kTest, i));
      WriteSampleFile(path, s, compress);
      const Sample r = ReadSampleFile(path);
      EXPECT_EQ(r.panels, s.panels) << "identical panels after downsampling";
      EXPECT_EQ(r.target, s.target);
      EXPECT_EQ(r.meta_target, s.meta_target);
      EXPECT_EQ(r.relation_structure_encoded, s.relation_structure_encoded);
    }
  }
}

TEST(PgmFiles, WrittenArraysHaveDeepMindsKeysShapesAndDtypes) {
  TempDir dir;
  const Sample s = Generated(7);
  const std::string path = dir.File("PGM_attr.rel.pairs_test_7.npz");
  WriteSampleFile(path, s, true);
  const auto arrays = datasets::ReadNpz(path);
  ASSERT_EQ(arrays.size(), 5u);
  EXPECT_EQ(arrays.at("image").dtype, "|u1");
  EXPECT_EQ(arrays.at("image").shape, (std::vector<int64_t>{160, 160, 16}));
  EXPECT_EQ(arrays.at("target").shape, std::vector<int64_t>{});
  EXPECT_EQ(arrays.at("meta_target").shape, std::vector<int64_t>{12});
  EXPECT_EQ(arrays.at("relation_structure_encoded").shape, (std::vector<int64_t>{4, 12}));
  const NpyArray& names = arrays.at("relation_structure");
  // Fixed-width strings as wide as the longest name written.
  size_t width = 0;
  for (const Triple& t : s.structure) {
    for (const char* name :
         {ObjectName(t.object()), AttributeName(t.attribute()), RelationName(t.relation)}) {
      width = std::max(width, std::string(name).size());
    }
  }
  EXPECT_EQ(names.dtype, "|S" + std::to_string(width));
  ASSERT_EQ(names.shape, (std::vector<int64_t>{static_cast<int64_t>(s.structure.size()), 3}));
  const std::string first(reinterpret_cast<const char*>(names.data.data()), width);
  EXPECT_EQ(first.substr(0, first.find('\0')), ObjectName(s.structure[0].object()));
  // The image bytes are panel-major: panel 9's pixel (2y, 2x) is the 80x80 panel's pixel (y, x).
  const auto& image = arrays.at("image").data;
  EXPECT_EQ(image[(9 * 160 + 2 * 30) * 160 + 2 * 41], s.panels[9 * kPanelPixels + 30 * 80 + 41]);
}

std::map<std::string, NpyArray> ValidArrays() {
  std::vector<uint8_t> pixels(16 * 160 * 160, 255);
  const int64_t target = 3;
  std::vector<int64_t> meta(12, 0), encoded(48, 0);
  meta[0] = meta[4] = meta[9] = 1;
  encoded[0] = encoded[4] = encoded[9] = 1;
  return {{"image", MakeNpy("|u1", {160, 160, 16}, pixels.data())},
          {"target", MakeNpy("<i8", {}, &target)},
          {"meta_target", MakeNpy("<i8", {12}, meta.data())},
          {"relation_structure_encoded", MakeNpy("<i8", {4, 12}, encoded.data())}};
}

TEST(PgmFiles, ReaderTakesOtherLayoutsAndAveragesBlocks) {
  TempDir dir;
  auto arrays = ValidArrays();
  // (16, 160, 160) int64 image whose 2x2 blocks are not uniform; target as (1,) int32, meta
  // as bool.
  std::vector<int64_t> pixels(16 * 160 * 160, 0);
  pixels[(2 * 160 + 0) * 160 + 0] = 255;  // panel 2, block (0, 0): 255, 0, 0, 0 -> 64
  pixels[(5 * 160 + 2) * 160 + 2] = 10;   // panel 5, block (1, 1): 10, 0, 0, 1 -> 3
  pixels[(5 * 160 + 3) * 160 + 3] = 1;
  arrays["image"] = MakeNpy("<i8", {16, 160, 160}, pixels.data());
  const int32_t target = 6;
  arrays["target"] = MakeNpy("<i4", {1}, &target);
  std::vector<uint8_t> meta(12, 0);
  meta[1] = 1;
  arrays["meta_target"] = MakeNpy("|b1", {12}, meta.data());
  const std::string path = dir.File("x.npz");
  datasets::WriteNpz(path, arrays, false);
  const Sample s = ReadSampleFile(path);
  EXPECT_EQ(s.panels[2 * kPanelPixels], 64);
  EXPECT_EQ(s.panels[5 * kPanelPixels + 81], 3);
  EXPECT_EQ(s.panels[5 * kPanelPixels + 82], 0);
  EXPECT_EQ(s.target, 6);
  EXPECT_EQ(s.meta_target[1], 1);
}

TEST(PgmFiles, CorruptFilesFailNamingFileAndKey) {
  TempDir dir;
  auto write = [&dir](const std::string& name, std::map<std::string, NpyArray> arrays) {
    const std::string path = dir.File(name);
    datasets::WriteNpz(path, arrays, false);
    return path;
  };
  {
    auto a = ValidArrays();
    std::vector<float> f(16 * 160 * 160, 1.0f);
    a["image"] = MakeNpy("<f4", {160, 160, 16}, f.data());
    const std::string path = write("float.npz", a);
    ExpectError([&] { ReadSampleFile(path); }, {path, "key 'image'", "'<f4'"});
  }
  {
    auto a = ValidArrays();
    std::vector<uint8_t> p(160 * 160 * 15, 0);
    a["image"] = MakeNpy("|u1", {160, 160, 15}, p.data());
    const std::string path = write("shape.npz", a);
    ExpectError([&] { ReadSampleFile(path); }, {path, "key 'image'", "(160, 160, 15)"});
  }
  {
    auto a = ValidArrays();
    std::vector<int64_t> e(36, 0);
    a["relation_structure_encoded"] = MakeNpy("<i8", {3, 12}, e.data());
    const std::string path = write("encoded.npz", a);
    ExpectError([&] { ReadSampleFile(path); }, {path, "relation_structure_encoded", "(3, 12)"});
  }
  {
    auto a = ValidArrays();
    const int64_t target = 8;
    a["target"] = MakeNpy("<i8", {}, &target);
    const std::string path = write("target.npz", a);
    ExpectError([&] { ReadSampleFile(path); }, {path, "key 'target'", "value 8"});
  }
  {
    auto a = ValidArrays();
    std::vector<int64_t> pixels(16 * 160 * 160, 300);
    a["image"] = MakeNpy("<i8", {160, 160, 16}, pixels.data());
    const std::string path = write("range.npz", a);
    ExpectError([&] { ReadSampleFile(path); }, {path, "key 'image'", "300"});
  }
  {
    auto a = ValidArrays();
    a.erase("meta_target");
    const std::string path = write("missing.npz", a);
    ExpectError([&] { ReadSampleFile(path); }, {path, "missing key 'meta_target'"});
  }
  {  // A zip cut in half.
    const std::string whole = write("whole.npz", ValidArrays());
    auto bytes = datasets::testing::ReadBytes(whole);
    bytes.resize(bytes.size() / 2);
    const std::string path = dir.File("truncated.npz");
    datasets::testing::WriteBytes(path, bytes);
    ExpectError([&] { ReadSampleFile(path); }, {path});
  }
  ExpectError([&] { ReadSampleFile(dir.File("absent.npz")); }, {"absent.npz"});
}

TEST(PgmFiles, ListSampleFilesSortsByIdAndFiltersRegimeAndSplit) {
  TempDir dir;
  for (const char* name :
       {"PGM_neutral_train_10.npz", "PGM_neutral_train_2.npz", "PGM_neutral_val_1.npz",
        "PGM_attr.rels_train_3.npz", "PGM_neutral_train_x.npz", "PGM_neutral_train_4.npy"}) {
    datasets::testing::WriteBytes(dir.File(name), {0});
  }
  const auto files = ListSampleFiles(dir.path().string(), "neutral", DataSplit::kTrain);
  ASSERT_EQ(files.size(), 2u);
  EXPECT_EQ(std::filesystem::path(files[0]).filename(), "PGM_neutral_train_2.npz");
  EXPECT_EQ(std::filesystem::path(files[1]).filename(), "PGM_neutral_train_10.npz");
  ExpectError([&] { ListSampleFiles(dir.File("nope"), "neutral", DataSplit::kVal); },
              {"nope", "not a directory"});
}

TEST(PgmFiles, GenerateToolWritesTheGeneratorsSamples) {
  TempDir dir;
  const std::string out = dir.File("pgm");
  ASSERT_EQ(RunGenerateTool({"--regime", "interpolation", "--split", "val", "--count", "3", "--out",
                             out, "--seed", "12", "--start", "5", "--threads", "2"}),
            0);
  for (int64_t i = 5; i < 8; ++i) {
    const Sample r =
        ReadSampleFile(out + "/" + SampleFileName("interpolation", DataSplit::kVal, i));
    const Sample g = GenerateSample({Regime::kInterpolation, 12, 1, 4}, DataSplit::kVal,
                                    static_cast<uint64_t>(i), {});
    EXPECT_EQ(r.panels, g.panels);
    EXPECT_EQ(r.target, g.target);
  }
  EXPECT_EQ(ListSampleFiles(out, "interpolation", DataSplit::kVal).size(), 3u);
  EXPECT_EQ(RunGenerateTool({"--regime", "bogus", "--split", "val", "--count", "1", "--out", out}),
            1);
  EXPECT_EQ(
      RunGenerateTool({"--regime", "neutral", "--split", "val", "--count", "-2", "--out", out}), 1);
  EXPECT_EQ(RunGenerateTool({"--regime", "neutral", "--split", "val"}), 1);
  // Any deflate level writes the same samples; levels outside 1..9 are refused.
  ASSERT_EQ(RunGenerateTool({"--regime", "interpolation", "--split", "val", "--count", "1", "--out",
                             dir.File("fast"), "--seed", "12", "--start", "5", "--level", "1"}),
            0);
  EXPECT_EQ(
      ReadSampleFile(dir.File("fast") + "/" + SampleFileName("interpolation", DataSplit::kVal, 5))
          .panels,
      ReadSampleFile(out + "/" + SampleFileName("interpolation", DataSplit::kVal, 5)).panels);
  EXPECT_EQ(RunGenerateTool({"--regime", "neutral", "--split", "val", "--count", "1", "--out", out,
                             "--level", "10"}),
            1);
}

TEST(PgmFiles, NumpyLoadsWrittenFiles) {
  // Debian's python3-numpy (scripts/setup.sh) belongs to /usr/bin/python3, which another python3
  // on PATH may shadow.
  std::string python;
  for (const char* candidate : {"/usr/bin/python3", "python3"}) {
    if (std::system((std::string(candidate) + " -c 'import numpy' > /dev/null 2>&1").c_str()) ==
        0) {
      python = candidate;
      break;
    }
  }
  if (python.empty()) GTEST_SKIP() << "python3 with numpy is not installed";
  TempDir dir;
  const Sample s = Generated(2);
  const std::string path = dir.File("PGM_attr.rel.pairs_test_2.npz");
  WriteSampleFile(path, s, true);
  const std::string script =
      "import numpy as np, sys\n"
      "d = np.load(sys.argv[1])\n"
      "assert sorted(d.keys()) == ['image', 'meta_target', 'relation_structure', "
      "'relation_structure_encoded', 'target'], d.keys()\n"
      "assert d['image'].shape == (160, 160, 16) and d['image'].dtype == np.uint8\n"
      "img = d['image'].reshape(16, 160, 160)\n"
      "assert int(d['target']) == " +
      std::to_string(s.target) +
      "\n"
      "assert d['relation_structure_encoded'].shape == (4, 12)\n"
      "assert (d['meta_target'] == d['relation_structure_encoded'].max(0)).all()\n"
      "assert d['relation_structure'].dtype.kind == 'S'\n"
      "assert int(img[9, 60, 82]) == " +
      std::to_string(s.panels[9 * kPanelPixels + 30 * 80 + 41]) + "\n";
  const std::string script_path = dir.File("check.py");
  datasets::testing::WriteBytes(script_path, std::vector<uint8_t>(script.begin(), script.end()));
  EXPECT_EQ(std::system((python + " " + script_path + " " + path).c_str()), 0);
}

}  // namespace
}  // namespace nilab::pgm
