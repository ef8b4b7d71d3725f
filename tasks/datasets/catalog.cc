#include "tasks/datasets/catalog.h"

#include <cstdint>
#include <filesystem>
#include <stdexcept>

#include "tasks/datasets/checksum.h"
#include "tasks/datasets/gzip_stream.h"

namespace nilab::datasets {
namespace {

// Sizes and md5 as published; sha256 of the same files as measured (shared/data/SHA256SUMS).
const char kMnistNote[] =
    "Yann LeCun and Corinna Cortes; CC BY-SA 3.0 (as stated by the Keras/TensorFlow docs)";
const char kKmnistNote[] =
    "CC BY-SA 4.0: \"KMNIST Dataset\" (CODH), adapted from \"Kuzushiji Dataset\" (NIJL and "
    "others), doi:10.20676/00000341; cite Clanuwat et al. 2018, arXiv:1812.01718";
const char kMnistMNote[] =
    "no official per-file download: MNIST-M (Ganin & Lempitsky 2015) is distributed as "
    "mnist_m.tar.gz on the DANN project page (no published checksum, research use); this file "
    "is its split folder and labels file packed as one tarball";
const char kSvhnNote[] = "SVHN (Netzer et al. 2011); non-commercial use only";

std::vector<std::string> MnistUrls(const std::string& file) {
  return {"http://yann.lecun.com/exdb/mnist/" + file,
          "https://ossci-datasets.s3.amazonaws.com/mnist/" + file,
          "https://storage.googleapis.com/cvdf-datasets/mnist/" + file};
}

std::string Hex(const std::string& s) { return s.size() > 16 ? s.substr(0, 16) + "..." : s; }

}  // namespace

std::vector<sdk::DatasetFile> MnistFiles() {
  auto file = [](const char* name, int64_t bytes, const char* md5, const char* sha256) {
    return sdk::DatasetFile{"mnist", name, MnistUrls(name), bytes, md5, sha256, kMnistNote};
  };
  return {
      file("train-images-idx3-ubyte.gz", 9912422, "f68b3c2dcbeaaa9fbdd348bbdeb94873",
           "440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609"),
      file("train-labels-idx1-ubyte.gz", 28881, "d53e105ee54ea40749a09fcbcd1e9432",
           "3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c"),
      file("t10k-images-idx3-ubyte.gz", 1648877, "9fb629c4189551a2d022fa330f9573f3",
           "8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6"),
      file("t10k-labels-idx1-ubyte.gz", 4542, "ec29112dd5afa0611ce80d1b7f02629c",
           "f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6"),
  };
}

std::vector<sdk::DatasetFile> KmnistFiles() {
  auto file = [](const char* name, int64_t bytes, const char* md5, const char* sha256) {
    return sdk::DatasetFile{
        "kmnist",   name, {std::string("http://codh.rois.ac.jp/kmnist/dataset/kmnist/") + name},
        bytes,      md5,  sha256,
        kKmnistNote};
  };
  return {
      file("train-images-idx3-ubyte.gz", 18165135, "bdb82020997e1d708af4cf47b453dcf7",
           "51467d22d8cc72929e2a028a0428f2086b092bb31cfb79c69cc0a90ce135fde4"),
      file("train-labels-idx1-ubyte.gz", 29497, "e144d726b3acfaa3e44228e80efcd344",
           "e38f9ebcd0f3ebcdec7fc8eabdcdaef93bb0df8ea12bee65224341c8183d8e17"),
      file("t10k-images-idx3-ubyte.gz", 3041136, "5c965bf0a639b31b8f53240b1b52f4d7",
           "edd7a857845ad6bb1d0ba43fe7e794d164fe2dce499a1694695a792adfac43c5"),
      file("t10k-labels-idx1-ubyte.gz", 5120, "7320c461ea6c1c855c0b718fb2a4b134",
           "20bb9a0ef54c7db3efc55a92eef5582c109615df22683c380526788f98e42a1c"),
  };
}

std::vector<sdk::DatasetFile> MnistMFiles() {
  auto file = [](const char* name, int64_t bytes, const char* sha256, const std::string& note) {
    return sdk::DatasetFile{"mnist_m", name, {}, bytes, "", sha256, note};
  };
  const std::string idx_note =
      "IDX conversion of mnist_m_test.tar.gz (pixel-exact, HWC RGB; optional: the test tarball "
      "serves as well); not downloadable";
  return {
      file("mnist_m_train.tar.gz", 115828313,
           "bbae0d03e15830af8a3bfafbe2e0d39014c0ea265eccf5c6c67f94c2d3566f90", kMnistMNote),
      file("mnist_m_test.tar.gz", 17664578,
           "41cd95dba91f3f8efc91a542f67b31699f67a0f2185b2ac9bf4470a601c1e5b8", kMnistMNote),
      file("mnist_m-test-images-idx4-ubyte.gz", 21712594,
           "1b51bf48edeb28bb40210a87f6b115c47713972f25d0d8612c76872710d5919a", idx_note),
      file("mnist_m-test-labels-idx1-ubyte.gz", 4139,
           "0a62088233ea83ec65ac0dce0396c2588a71ee721776fa4f7f2bdc30536d8a89", idx_note),
  };
}

std::vector<sdk::DatasetFile> SvhnFiles() {
  auto file = [](const char* name, int64_t bytes, const char* md5) {
    return sdk::DatasetFile{
        "svhn",   name, {std::string("http://ufldl.stanford.edu/housenumbers/") + name},
        bytes,    md5,  "",
        kSvhnNote};
  };
  return {
      file("train_32x32.mat", 182040794, "e26dedcc434d2e4c54c9b2d4a06d8373"),
      file("test_32x32.mat", 64275384, "eb5a983be6a315427106f1b164d9cef3"),
      file("extra_32x32.mat", 1329278602, "a93ce644f1a588dc4d68dda5feec44a7"),
  };
}

const sdk::DatasetFile& FindDatasetFile(const std::vector<sdk::DatasetFile>& files,
                                        const std::string& dataset, const std::string& file) {
  for (const auto& f : files) {
    if (f.dataset == dataset && f.file == file) return f;
  }
  throw std::out_of_range("no dataset file " + dataset + "/" + file + " in the catalog");
}

std::string DatasetFilePath(const std::string& data_dir, const sdk::DatasetFile& file) {
  return (std::filesystem::path(data_dir) / file.dataset / file.file).string();
}

std::string FetchHint(const std::string& data_dir, const sdk::DatasetFile& file) {
  if (file.urls.empty()) return "it cannot be downloaded (" + file.note + ")";
  return "fetch it with: nilab data fetch " + file.dataset + " --data-dir " + data_dir;
}

FileCheck CheckDatasetFile(const std::string& data_dir, const sdk::DatasetFile& file) {
  FileCheck check;
  check.path = DatasetFilePath(data_dir, file);
  std::error_code ec;
  if (!std::filesystem::is_regular_file(check.path, ec)) {
    check.status = FileCheck::Status::kMissing;
    check.message = check.path + ": missing";
    return check;
  }
  check.bytes = static_cast<int64_t>(std::filesystem::file_size(check.path, ec));
  if (file.bytes > 0 && check.bytes != file.bytes) {
    check.status = FileCheck::Status::kWrongSize;
    check.message = check.path + ": wrong size: expected " + std::to_string(file.bytes) +
                    " bytes, got " + std::to_string(check.bytes) +
                    (check.bytes < file.bytes ? " (truncated)" : "");
    return check;
  }
  if (!file.sha256.empty() || !file.md5.empty()) {
    FileDigests digests;
    try {
      digests = DigestFile(check.path);
    } catch (const std::exception& e) {
      check.status = FileCheck::Status::kCorrupt;
      check.message = e.what();
      return check;
    }
    check.sha256 = digests.sha256;
    const bool use_sha = !file.sha256.empty();
    check.algorithm = use_sha ? "sha256" : "md5";
    check.actual_digest = use_sha ? digests.sha256 : digests.md5;
    const std::string& expected = use_sha ? file.sha256 : file.md5;
    if (check.actual_digest != expected) {
      check.status = FileCheck::Status::kWrongChecksum;
      check.message = check.path + ": wrong " + check.algorithm + ": expected " + expected +
                      ", got " + check.actual_digest;
      return check;
    }
  } else if (check.path.size() > 3 && check.path.compare(check.path.size() - 3, 3, ".gz") == 0) {
    // No checksum to compare: at least the gzip stream must be whole (its CRC is checked).
    try {
      GzipStream in(check.path);
      in.Skip(static_cast<size_t>(-1));
    } catch (const std::exception& e) {
      check.status = FileCheck::Status::kCorrupt;
      check.message = e.what();
      return check;
    }
  }
  check.status = FileCheck::Status::kOk;
  check.message =
      check.path + ": ok" +
      (check.algorithm.empty() ? ""
                               : " (" + check.algorithm + " " + Hex(check.actual_digest) + ")");
  return check;
}

std::string RequireDatasetFile(const std::string& data_dir, const sdk::DatasetFile& file) {
  const FileCheck check = CheckDatasetFile(data_dir, file);
  switch (check.status) {
    case FileCheck::Status::kOk:
      return check.path;
    case FileCheck::Status::kMissing: {
      std::error_code ec;
      const auto where =
          std::filesystem::absolute(std::filesystem::path(data_dir) / file.dataset, ec);
      throw std::runtime_error("missing dataset file " + check.path + " (looked in " +
                               where.string() + "); " + FetchHint(data_dir, file));
    }
    default:
      throw std::runtime_error(check.message + "; " + FetchHint(data_dir, file) +
                               " (nilab data verify shows every file)");
  }
}

}  // namespace nilab::datasets
