// Writes the seed corpus of each fuzz target under argv[1]/<target>/: small valid files made by
// the same writers the dataset tests use, so fuzzing starts from inputs that parse.
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "tasks/datasets/idx.h"
#include "tasks/datasets/npy.h"
#include "tasks/datasets/npz.h"
#include "tests/datasets/writers.h"

namespace {

namespace fs = std::filesystem;
using nilab::datasets::MakeNpy;

void Write(const fs::path& path, const std::vector<uint8_t>& bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary)
      .write(reinterpret_cast<const char*>(bytes.data()),
             static_cast<std::streamsize>(bytes.size()));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  const fs::path root = argv[1];
  std::vector<uint8_t> pixels(6 * 6 * 3);
  for (size_t i = 0; i < pixels.size(); ++i) pixels[i] = static_cast<uint8_t>(i * 37);
  const int64_t target = 5;
  const std::map<std::string, nilab::datasets::NpyArray> arrays = {
      {"image", MakeNpy("|u1", {3, 6, 6}, pixels.data())}, {"target", MakeNpy("<i8", {}, &target)}};

  Write(root / "npy" / "u1.npy", nilab::datasets::SerializeNpy(arrays.at("image")));
  Write(root / "npy" / "i8.npy", nilab::datasets::SerializeNpy(arrays.at("target")));
  for (bool compress : {false, true}) {
    const fs::path path = root / "npz" / (compress ? "deflated.npz" : "stored.npz");
    fs::create_directories(path.parent_path());
    nilab::datasets::WriteNpz(path.string(), arrays, compress);
  }
  nilab::datasets::IdxArray idx;
  idx.type = nilab::datasets::IdxType::kUint8;
  idx.shape = {3, 6, 6};
  idx.data.assign(pixels.begin(), pixels.begin() + 108);
  fs::create_directories(root / "idx");
  nilab::datasets::WriteIdx((root / "idx" / "images.idx").string(), idx, false);
  nilab::datasets::WriteIdx((root / "idx" / "images.idx.gz").string(), idx, true);

  const auto png =
      nilab::datasets::testing::EncodePng(std::vector<uint8_t>(32 * 32 * 3, 9), 32, 32, 3);
  Write(root / "png" / "rgb.png", png);
  Write(root / "png" / "grey.png",
        nilab::datasets::testing::EncodePng(std::vector<uint8_t>(32 * 32, 200), 32, 32, 1));
  const auto tar = nilab::datasets::testing::MakeTar(
      {{"mnist_m/mnist_m_test/00000000.png", png},
       {"mnist_m/mnist_m_test_labels.txt",
        {'0', '0', '0', '0', '0', '0', '0', '0', '.', 'p', 'n', 'g', ' ', '3', '\n'}}});
  Write(root / "tar" / "plain.tar", tar);
  nilab::datasets::testing::WriteGzip((root / "tar" / "gzip.tar.gz").string(), tar);

  fs::create_directories(root / "mat");
  nilab::datasets::testing::WriteSvhnMat((root / "mat" / "svhn.mat").string(),
                                         std::vector<uint8_t>(32 * 32 * 3 * 2, 100), 2, {1, 10},
                                         true);
  return 0;
}
