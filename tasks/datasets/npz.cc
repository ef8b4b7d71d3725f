#include "tasks/datasets/npz.h"

#include <zip.h>
#include <cstdint>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <vector>

namespace nilab::datasets {
namespace {

[[noreturn]] void Fail(const std::string& what, const std::string& message) {
  throw std::runtime_error(what + ": " + message);
}

std::string ZipErrorString(int code) {
  zip_error_t error;
  zip_error_init_with_code(&error, code);
  std::string message = zip_error_strerror(&error);
  zip_error_fini(&error);
  return message;
}

struct ZipCloser {
  void operator()(zip_t* archive) const { zip_discard(archive); }
};
using ZipPtr = std::unique_ptr<zip_t, ZipCloser>;

std::map<std::string, NpyArray> ReadArchive(zip_t* archive, const std::string& what) {
  std::map<std::string, NpyArray> arrays;
  const zip_int64_t count = zip_get_num_entries(archive, 0);
  for (zip_int64_t i = 0; i < count; ++i) {
    zip_stat_t stat;
    if (zip_stat_index(archive, i, 0, &stat) != 0) {
      Fail(what,
           std::string("cannot read member ") + std::to_string(i) + ": " + zip_strerror(archive));
    }
    const std::string name = stat.name;
    if (!name.empty() && name.back() == '/') continue;  // a directory entry
    const std::string member = what + ":" + name;
    if (name.size() < 4 || name.compare(name.size() - 4, 4, ".npy") != 0) {
      Fail(member, "member is not a .npy array");
    }
    zip_file_t* file = zip_fopen_index(archive, i, 0);
    if (!file) Fail(member, std::string("cannot open member: ") + zip_strerror(archive));
    // The sizes come from the archive's headers, which nothing checks before the data: a
    // member may not claim more than DEFLATE can expand its compressed bytes to (~1032:1), and
    // the buffer grows as the data arrives rather than from the claim.
    if ((stat.valid & ZIP_STAT_COMP_SIZE) && stat.size > stat.comp_size * 1032 + (1 << 16)) {
      zip_fclose(file);
      Fail(member, "member declares " + std::to_string(stat.size) + " bytes from " +
                       std::to_string(stat.comp_size) +
                       " compressed, more than deflate can expand; refused");
    }
    constexpr zip_uint64_t kChunk = zip_uint64_t{16} << 20;
    std::vector<uint8_t> bytes;
    zip_uint64_t got = 0;
    while (got < stat.size) {
      bytes.resize(got + std::min(stat.size - got, kChunk));
      const zip_int64_t n = zip_fread(file, bytes.data() + got, bytes.size() - got);
      if (n < 0) {
        const std::string error = zip_file_strerror(file);
        zip_fclose(file);
        Fail(member, "corrupt member: " + error);
      }
      if (n == 0) break;
      got += n;
    }
    bytes.resize(got);
    // Reading past the end makes libzip check the member's CRC.
    uint8_t extra;
    const zip_int64_t tail = zip_fread(file, &extra, 1);
    const std::string tail_error = tail < 0 ? zip_file_strerror(file) : "";
    zip_fclose(file);
    if (got != stat.size) {
      Fail(member, "truncated member: expected " + std::to_string(stat.size) + " bytes, got " +
                       std::to_string(got));
    }
    if (tail < 0) Fail(member, "corrupt member: " + tail_error);
    arrays[name.substr(0, name.size() - 4)] = ParseNpy(bytes.data(), bytes.size(), member);
  }
  return arrays;
}

}  // namespace

std::map<std::string, NpyArray> ReadNpz(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) Fail(path, "no such file");
  int code = 0;
  ZipPtr archive(zip_open(path.c_str(), ZIP_RDONLY | ZIP_CHECKCONS, &code));
  if (!archive) Fail(path, "not a readable .npz (zip) archive: " + ZipErrorString(code));
  return ReadArchive(archive.get(), path);
}

std::map<std::string, NpyArray> ReadNpzFromMemory(const uint8_t* bytes, size_t size,
                                                  const std::string& what) {
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* source = zip_source_buffer_create(bytes, size, 0, &error);
  if (!source) {
    const std::string message = zip_error_strerror(&error);
    zip_error_fini(&error);
    Fail(what, "cannot read archive: " + message);
  }
  ZipPtr archive(zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error));
  if (!archive) {
    zip_source_free(source);
    const std::string message = zip_error_strerror(&error);
    zip_error_fini(&error);
    Fail(what, "not a readable .npz (zip) archive: " + message);
  }
  zip_error_fini(&error);
  return ReadArchive(archive.get(), what);
}

void WriteNpz(const std::string& path, const std::map<std::string, NpyArray>& arrays, bool compress,
              int level) {
  if (compress && (level < 1 || level > 9)) {
    Fail(path, "deflate level " + std::to_string(level) + " is not in 1..9");
  }
  // Serialise first: libzip reads the buffers only in zip_close.
  std::vector<std::vector<uint8_t>> members;
  members.reserve(arrays.size());
  for (const auto& [key, array] : arrays) members.push_back(SerializeNpy(array));

  int code = 0;
  ZipPtr archive(zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &code));
  if (!archive) Fail(path, "cannot create archive: " + ZipErrorString(code));
  size_t i = 0;
  for (const auto& [key, array] : arrays) {
    const auto& bytes = members[i++];
    zip_source_t* source = zip_source_buffer(archive.get(), bytes.data(), bytes.size(), 0);
    if (!source) Fail(path, std::string("cannot add ") + key + ": " + zip_strerror(archive.get()));
    const zip_int64_t index =
        zip_file_add(archive.get(), (key + ".npy").c_str(), source, ZIP_FL_ENC_UTF_8);
    if (index < 0) {
      zip_source_free(source);
      Fail(path, std::string("cannot add ") + key + ": " + zip_strerror(archive.get()));
    }
    if (zip_set_file_compression(archive.get(), index, compress ? ZIP_CM_DEFLATE : ZIP_CM_STORE,
                                 compress ? static_cast<zip_uint32_t>(level) : 0) != 0) {
      Fail(path, std::string("cannot set compression: ") + zip_strerror(archive.get()));
    }
  }
  // zip_close writes a temporary file and renames it over `path` when everything succeeded.
  zip_t* raw = archive.release();
  if (zip_close(raw) != 0) {
    const std::string message = zip_strerror(raw);
    zip_discard(raw);
    Fail(path, "cannot write archive: " + message);
  }
}

}  // namespace nilab::datasets
