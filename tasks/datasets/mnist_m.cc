#include "tasks/datasets/mnist_m.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <sstream>
#include <stdexcept>
#include <unordered_map>

#include "tasks/datasets/png.h"
#include "tasks/datasets/tar.h"

namespace nilab::datasets {
namespace {

constexpr int64_t kImageBytes = kMnistMSide * kMnistMSide * 3;

bool EndsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// "mnist_m/mnist_m_train/00000042.png" -> 42; -1 when the base name is not <digits>.png.
int64_t ImageIndex(const std::string& name) {
  const size_t slash = name.rfind('/');
  const std::string base = name.substr(slash == std::string::npos ? 0 : slash + 1);
  if (!EndsWith(base, ".png") || base.size() == 4) return -1;
  int64_t index = 0;
  for (size_t i = 0; i + 4 < base.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(base[i])) || index > (int64_t{1} << 40)) return -1;
    index = index * 10 + (base[i] - '0');
  }
  return index;
}

std::string ImageName(int64_t index) {
  char name[32];
  std::snprintf(name, sizeof(name), "%08lld.png", static_cast<long long>(index));
  return name;
}

// The lines "<8 digits>.png <label 0-9>" of a labels file into `labels` (image index -> label).
void ParseLabels(const std::string& entry, const std::vector<uint8_t>& bytes,
                 const std::function<void(const std::string&)>& fail,
                 std::map<int64_t, uint8_t>* labels) {
  std::istringstream lines(std::string(bytes.begin(), bytes.end()));
  std::string line;
  int64_t line_number = 0;
  while (std::getline(lines, line)) {
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::istringstream fields(line);
    std::string name;
    int label = -1;
    if (!(fields >> name >> label) || ImageIndex(name) < 0 || label < 0 || label > 9) {
      fail(entry + " line " + std::to_string(line_number) +
           ": expected '<8 digits>.png <label 0-9>', got '" + line + "'");
    }
    (*labels)[ImageIndex(name)] = static_cast<uint8_t>(label);
  }
}

}  // namespace

MnistMTarball ReadMnistMTarball(const std::string& path, const std::vector<int64_t>* select) {
  auto fail = [&](const std::string& message) { throw std::runtime_error(path + ": " + message); };
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) fail("no such file");

  // Where each wanted image goes: output slots for a selection, else its own index.
  std::unordered_map<int64_t, std::vector<int64_t>> slots;
  if (select) {
    for (size_t i = 0; i < select->size(); ++i) slots[(*select)[i]].push_back(i);
  }
  std::vector<uint8_t> pixels(select ? select->size() * kImageBytes : 0);
  std::vector<bool> decoded(select ? select->size() : 0, false);
  // Without a selection: every image by its index. A map, so memory grows with the images the
  // archive holds, never with a number in an entry's name ("99999999999.png").
  std::map<int64_t, std::vector<uint8_t>> every;
  std::map<int64_t, uint8_t> labels;  // image index -> label
  bool have_labels = false;

  GzipStream in(path);
  auto want = [&](const TarEntry& entry) {
    if (EndsWith(entry.name, "_labels.txt")) return true;
    const int64_t index = ImageIndex(entry.name);
    return index >= 0 && (!select || slots.count(index) > 0);
  };
  auto consume = [&](const TarEntry& entry, std::vector<uint8_t>&& bytes) {
    if (EndsWith(entry.name, "_labels.txt")) {
      if (have_labels) fail("more than one labels file (" + entry.name + ")");
      have_labels = true;
      ParseLabels(entry.name, bytes, fail, &labels);
      return;
    }
    const int64_t index = ImageIndex(entry.name);
    if (select) {
      const auto& targets = slots.at(index);
      uint8_t* first = pixels.data() + targets[0] * kImageBytes;
      DecodePng(bytes.data(), bytes.size(), kMnistMSide, kMnistMSide, 3, first,
                path + ":" + entry.name);
      for (int64_t slot : targets) {
        std::copy(first, first + kImageBytes, pixels.data() + slot * kImageBytes);
        decoded[slot] = true;
      }
    } else {
      std::vector<uint8_t>& image = every[index];
      image.resize(kImageBytes);
      DecodePng(bytes.data(), bytes.size(), kMnistMSide, kMnistMSide, 3, image.data(),
                path + ":" + entry.name);
    }
  };
  ReadTar(in, want, consume);
  if (!have_labels) fail("no labels file (*_labels.txt) in the archive");

  MnistMTarball out;
  out.total = static_cast<int64_t>(labels.size());
  if (!labels.empty() && labels.rbegin()->first != out.total - 1) {
    fail("labels file does not list images 0.." + std::to_string(out.total - 1) + " (last is " +
         ImageName(labels.rbegin()->first) + ")");
  }
  LabeledImages& images = out.images;
  images.height = images.width = kMnistMSide;
  images.channels = 3;
  if (!select) {
    // Images 0..total-1, each once, in index order.
    if (static_cast<int64_t>(every.size()) != out.total) {
      fail("holds " + std::to_string(every.size()) + " images (by name) but " +
           std::to_string(out.total) + " labels");
    }
    pixels.resize(every.size() * kImageBytes);
    decoded.assign(every.size(), false);
    for (int64_t i = 0; i < out.total; ++i) {
      const auto it = every.find(i);
      if (it == every.end()) continue;  // reported below
      std::copy(it->second.begin(), it->second.end(), pixels.begin() + i * kImageBytes);
      decoded[static_cast<size_t>(i)] = true;
    }
  }
  const size_t count = select ? select->size() : every.size();
  images.labels.resize(count);
  for (size_t i = 0; i < count; ++i) {
    const int64_t index = select ? (*select)[i] : static_cast<int64_t>(i);
    if (!decoded[i]) fail("no image " + ImageName(index) + " in the archive");
    const auto label = labels.find(index);
    if (label == labels.end()) fail("no label for " + ImageName(index));
    images.labels[i] = label->second;
  }
  images.pixels = std::move(pixels);
  return out;
}

std::string MnistMSubsetName(const std::string& tarball) {
  const std::string suffix = ".tar.gz";
  return (EndsWith(tarball, suffix) ? tarball.substr(0, tarball.size() - suffix.size()) : tarball) +
         ".subset" + suffix;
}

MnistMSubset ReadMnistMSubset(const std::string& path) {
  auto fail = [&](const std::string& message) { throw std::runtime_error(path + ": " + message); };
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) fail("no such file");
  std::map<int64_t, std::vector<uint8_t>> decoded;  // image index -> HWC pixels
  std::map<int64_t, uint8_t> labels;
  bool have_labels = false;
  GzipStream in(path);
  auto want = [&](const TarEntry& entry) {
    return EndsWith(entry.name, "_labels.txt") || ImageIndex(entry.name) >= 0;
  };
  auto consume = [&](const TarEntry& entry, std::vector<uint8_t>&& bytes) {
    if (EndsWith(entry.name, "_labels.txt")) {
      if (have_labels) fail("more than one labels file (" + entry.name + ")");
      have_labels = true;
      ParseLabels(entry.name, bytes, fail, &labels);
      return;
    }
    std::vector<uint8_t>& pixels = decoded[ImageIndex(entry.name)];
    if (!pixels.empty()) fail("image " + entry.name + " appears twice");
    pixels.resize(kImageBytes);
    DecodePng(bytes.data(), bytes.size(), kMnistMSide, kMnistMSide, 3, pixels.data(),
              path + ":" + entry.name);
  };
  ReadTar(in, want, consume);
  if (!have_labels) fail("no labels file (*_labels.txt) in the archive");
  for (const auto& [index, label] : labels) {
    if (!decoded.count(index)) fail("no image " + ImageName(index) + " in the archive");
  }
  for (const auto& [index, pixels] : decoded) {
    if (!labels.count(index)) fail("no label for " + ImageName(index));
  }
  MnistMSubset out;
  LabeledImages& images = out.images;
  images.height = images.width = kMnistMSide;
  images.channels = 3;
  images.pixels.reserve(decoded.size() * kImageBytes);
  for (const auto& [index, pixels] : decoded) {
    out.index.push_back(index);
    images.labels.push_back(labels.at(index));
    images.pixels.insert(images.pixels.end(), pixels.begin(), pixels.end());
  }
  return out;
}

}  // namespace nilab::datasets
