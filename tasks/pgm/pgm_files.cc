#include "tasks/pgm/pgm_files.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <sstream>
#include <stdexcept>

#include "tasks/datasets/npz.h"

namespace nilab::pgm {
namespace {

using datasets::NpyArray;

[[noreturn]] void Fail(const std::string& path, const std::string& key, const std::string& msg) {
  throw std::runtime_error(path + ": key '" + key + "': " + msg);
}

std::string ShapeString(const std::vector<int64_t>& shape) {
  std::ostringstream out;
  out << "(";
  for (size_t i = 0; i < shape.size(); ++i) out << (i ? ", " : "") << shape[i];
  out << (shape.size() == 1 ? ",)" : ")");
  return out.str();
}

const NpyArray& Get(const std::map<std::string, NpyArray>& arrays, const std::string& path,
                    const std::string& key) {
  auto it = arrays.find(key);
  if (it == arrays.end()) {
    std::string keys;
    for (const auto& [name, array] : arrays) keys += (keys.empty() ? "" : ", ") + name;
    throw std::runtime_error(path + ": missing key '" + key + "' (keys: " + keys + ")");
  }
  return it->second;
}

// Integer (or bool) values of a key with one of the accepted shapes, each in [lo, hi].
std::vector<int64_t> IntegerValues(const std::map<std::string, NpyArray>& arrays,
                                   const std::string& path, const std::string& key,
                                   const std::vector<std::vector<int64_t>>& shapes, int64_t lo,
                                   int64_t hi) {
  const NpyArray& a = Get(arrays, path, key);
  const char kind = a.dtype.size() >= 2 ? a.dtype[1] : '?';
  if (kind != 'u' && kind != 'i' && kind != 'b') {
    Fail(path, key, "expected an integer dtype, got '" + a.dtype + "'");
  }
  if (std::find(shapes.begin(), shapes.end(), a.shape) == shapes.end()) {
    std::string expected;
    for (const auto& s : shapes) expected += (expected.empty() ? "" : " or ") + ShapeString(s);
    Fail(path, key, "expected shape " + expected + ", got " + ShapeString(a.shape));
  }
  if (a.fortran_order && a.shape.size() > 1) {
    Fail(path, key, "Fortran-ordered arrays are not supported");
  }
  std::vector<int64_t> values = datasets::NpyToInt64(a, path + ":" + key);
  for (int64_t v : values) {
    if (v < lo || v > hi) {
      Fail(path, key,
           "value " + std::to_string(v) + " outside [" + std::to_string(lo) + ", " +
               std::to_string(hi) + "]");
    }
  }
  return values;
}

}  // namespace

std::string SampleFileName(const std::string& regime, DataSplit split, int64_t id) {
  return "PGM_" + regime + "_" + DataSplitName(split) + "_" + std::to_string(id) + ".npz";
}

std::vector<std::string> ListSampleFiles(const std::string& dir, const std::string& regime,
                                         DataSplit split) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    throw std::runtime_error(dir + ": not a directory (expected PGM_" + regime + "_" +
                             DataSplitName(split) + "_<id>.npz files there)");
  }
  const std::string prefix = "PGM_" + regime + "_" + DataSplitName(split) + "_";
  std::vector<std::pair<int64_t, std::string>> found;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.size() <= prefix.size() + 4 || name.compare(0, prefix.size(), prefix) != 0 ||
        name.compare(name.size() - 4, 4, ".npz") != 0) {
      continue;
    }
    const std::string id = name.substr(prefix.size(), name.size() - prefix.size() - 4);
    if (id.empty() || !std::all_of(id.begin(), id.end(), ::isdigit) || id.size() > 18) continue;
    found.emplace_back(std::stoll(id), entry.path().string());
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  out.reserve(found.size());
  for (auto& [id, path] : found) out.push_back(std::move(path));
  return out;
}

Sample ReadSampleFile(const std::string& path) {
  const std::map<std::string, NpyArray> arrays = datasets::ReadNpz(path);
  Sample sample;
  {
    const std::string key = "image";  // a named key: GCC 13 warns when a temporary one is passed
    const NpyArray& image = Get(arrays, path, key);
    const char kind = image.dtype.size() >= 2 ? image.dtype[1] : '?';
    if (kind != 'u' && kind != 'i') {
      Fail(path, "image", "expected an integer dtype, got '" + image.dtype + "'");
    }
    const std::vector<int64_t> hwc = {kFilePanelSize, kFilePanelSize, kNumPanels};
    const std::vector<int64_t> chw = {kNumPanels, kFilePanelSize, kFilePanelSize};
    if (image.shape != hwc && image.shape != chw) {
      Fail(path, "image",
           "expected shape " + ShapeString(hwc) + " or " + ShapeString(chw) + ", got " +
               ShapeString(image.shape));
    }
    if (image.fortran_order) Fail(path, "image", "Fortran-ordered arrays are not supported");
    const size_t expected = static_cast<size_t>(kNumPanels) * kFilePanelSize * kFilePanelSize;
    // Either shape holds the same bytes: panel k, row y, column x at (k * 160 + y) * 160 + x.
    sample.panels.resize(static_cast<size_t>(kNumPanels) * kPanelPixels);
    auto downsample = [&](const auto* pixels) {
      constexpr int n = kFilePanelSize;
      for (int k = 0; k < kNumPanels; ++k) {
        const auto* src = pixels + static_cast<size_t>(k) * n * n;
        uint8_t* dst = sample.panels.data() + static_cast<size_t>(k) * kPanelPixels;
        for (int y = 0; y < kPanelSize; ++y) {
          for (int x = 0; x < kPanelSize; ++x) {
            const auto* p = src + (2 * y) * n + 2 * x;
            const int64_t block[4] = {p[0], p[1], p[n], p[n + 1]};
            for (const int64_t v : block) {
              if (v < 0 || v > 255) {
                Fail(path, "image", "value " + std::to_string(v) + " outside [0, 255]");
              }
            }
            // 2x2 box mean, halves rounded up.
            dst[y * kPanelSize + x] =
                static_cast<uint8_t>((block[0] + block[1] + block[2] + block[3] + 2) / 4);
          }
        }
      }
    };
    if (image.dtype == "|u1") {
      if (image.data.size() != expected) Fail(path, "image", "truncated data");
      downsample(image.data.data());
    } else {
      const std::vector<int64_t> pixels = datasets::NpyToInt64(image, path + ":image");
      if (pixels.size() != expected) Fail(path, "image", "truncated data");
      downsample(pixels.data());
    }
  }
  sample.target =
      static_cast<int>(IntegerValues(arrays, path, "target", {{}, {1}}, 0, kNumCandidates - 1)[0]);
  const std::vector<int64_t> meta =
      IntegerValues(arrays, path, "meta_target", {{kNumEncodingColumns}}, 0, 1);
  for (int j = 0; j < kNumEncodingColumns; ++j) {
    sample.meta_target[static_cast<size_t>(j)] = static_cast<uint8_t>(meta[static_cast<size_t>(j)]);
  }
  const std::vector<int64_t> encoded = IntegerValues(arrays, path, "relation_structure_encoded",
                                                     {{kMaxTriples, kNumEncodingColumns}}, 0, 1);
  for (int i = 0; i < kMaxTriples; ++i) {
    for (int j = 0; j < kNumEncodingColumns; ++j) {
      sample.relation_structure_encoded[static_cast<size_t>(i)][static_cast<size_t>(j)] =
          static_cast<uint8_t>(encoded[static_cast<size_t>(i * kNumEncodingColumns + j)]);
    }
  }
  return sample;
}

void WriteSampleFile(const std::string& path, const Sample& sample, bool compress, int level) {
  if (sample.panels.size() != static_cast<size_t>(kNumPanels) * kPanelPixels) {
    throw std::invalid_argument(path + ": a sample needs 16 panels of 80x80");
  }
  std::map<std::string, NpyArray> arrays;
  NpyArray image;
  image.dtype = "|u1";
  image.shape = {kFilePanelSize, kFilePanelSize, kNumPanels};
  image.data.resize(static_cast<size_t>(kNumPanels) * kFilePanelSize * kFilePanelSize);
  for (int k = 0; k < kNumPanels; ++k) {
    const uint8_t* src = sample.panels.data() + static_cast<size_t>(k) * kPanelPixels;
    uint8_t* dst = image.data.data() + static_cast<size_t>(k) * kFilePanelSize * kFilePanelSize;
    for (int y = 0; y < kFilePanelSize; ++y) {
      for (int x = 0; x < kFilePanelSize; ++x) {
        dst[y * kFilePanelSize + x] = src[(y / 2) * kPanelSize + x / 2];
      }
    }
  }
  arrays["image"] = std::move(image);
  const int64_t target = sample.target;
  arrays["target"] = datasets::MakeNpy("<i8", {}, &target);
  std::vector<int64_t> meta(sample.meta_target.begin(), sample.meta_target.end());
  arrays["meta_target"] = datasets::MakeNpy("<i8", {kNumEncodingColumns}, meta.data());
  std::vector<int64_t> encoded;
  for (const auto& row : sample.relation_structure_encoded) {
    encoded.insert(encoded.end(), row.begin(), row.end());
  }
  arrays["relation_structure_encoded"] =
      datasets::MakeNpy("<i8", {kMaxTriples, kNumEncodingColumns}, encoded.data());
  // Fixed-width byte strings, NUL-padded, as numpy stores dtype('S<width>').
  std::vector<std::string> names;
  for (const Triple& t : sample.structure) {
    names.insert(names.end(),
                 {ObjectName(t.object()), AttributeName(t.attribute()), RelationName(t.relation)});
  }
  size_t width = 1;
  for (const std::string& s : names) width = std::max(width, s.size());
  NpyArray structure;
  structure.dtype = "|S" + std::to_string(width);
  structure.shape = {static_cast<int64_t>(sample.structure.size()), 3};
  structure.data.assign(names.size() * width, 0);
  for (size_t i = 0; i < names.size(); ++i) {
    std::copy(names[i].begin(), names[i].end(), structure.data.begin() + i * width);
  }
  arrays["relation_structure"] = std::move(structure);
  datasets::WriteNpz(path, arrays, compress, level);
}

}  // namespace nilab::pgm
