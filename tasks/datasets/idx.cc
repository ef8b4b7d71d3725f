#include "tasks/datasets/idx.h"

#include <zlib.h>
#include <cstdint>

#include <unistd.h>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <stdexcept>

#include "tasks/datasets/gzip_stream.h"

namespace nilab::datasets {
namespace {

[[noreturn]] void Fail(const std::string& path, const std::string& message) {
  throw std::runtime_error(path + ": " + message);
}

bool ValidType(uint8_t type) {
  switch (static_cast<IdxType>(type)) {
    case IdxType::kUint8:
    case IdxType::kInt8:
    case IdxType::kInt16:
    case IdxType::kInt32:
    case IdxType::kFloat32:
    case IdxType::kFloat64:
      return true;
  }
  return false;
}

// IDX elements are big-endian; the host is little-endian (asserted in npy.cc).
void SwapElements(std::vector<uint8_t>* data, int64_t size) {
  if (size == 1) return;
  for (size_t i = 0; i + size <= data->size(); i += size) {
    std::reverse(data->begin() + i, data->begin() + i + size);
  }
}

}  // namespace

int64_t IdxTypeSize(IdxType type) {
  switch (type) {
    case IdxType::kUint8:
    case IdxType::kInt8:
      return 1;
    case IdxType::kInt16:
      return 2;
    case IdxType::kInt32:
    case IdxType::kFloat32:
      return 4;
    case IdxType::kFloat64:
      return 8;
  }
  return 0;
}

int64_t IdxArray::NumElements() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

IdxArray ReadIdx(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) Fail(path, "no such file");
  GzipStream in(path);
  uint8_t magic[4];
  in.ReadExact(magic, 4, "IDX header");
  if (magic[0] != 0 || magic[1] != 0 || !ValidType(magic[2]) || magic[3] == 0) {
    char hex[16];
    std::snprintf(hex, sizeof(hex), "%02x%02x%02x%02x", magic[0], magic[1], magic[2], magic[3]);
    Fail(path, std::string("not an IDX file (bad magic 0x") + hex +
                   "; expected 00 00 <type 08..0e> <ndim>)");
  }
  IdxArray array;
  array.type = static_cast<IdxType>(magic[2]);
  const int ndim = magic[3];
  std::vector<uint8_t> dims(4 * ndim);
  in.ReadExact(dims.data(), dims.size(), "IDX header");
  int64_t elements = 1;
  for (int d = 0; d < ndim; ++d) {
    const int64_t size = (int64_t{dims[4 * d]} << 24) | (dims[4 * d + 1] << 16) |
                         (dims[4 * d + 2] << 8) | dims[4 * d + 3];
    array.shape.push_back(size);
    if (size != 0 && elements > (int64_t{1} << 40) / size) Fail(path, "IDX shape too large");
    elements *= size;
  }
  const int64_t bytes = elements * IdxTypeSize(array.type);
  // Memory grows with the data the file holds, not with what its header declares.
  array.data = in.ReadGrowing(static_cast<uint64_t>(bytes));
  const size_t got = array.data.size();
  if (static_cast<int64_t>(got) != bytes) {
    Fail(path, "truncated IDX data: expected " + std::to_string(bytes) + " bytes, got " +
                   std::to_string(got));
  }
  if (!in.AtEnd()) {
    const uint64_t extra = in.Skip(std::numeric_limits<size_t>::max());
    Fail(path, std::to_string(extra) + " unexpected bytes after the IDX data (" +
                   std::to_string(bytes) + " bytes expected for its shape)");
  }
  SwapElements(&array.data, IdxTypeSize(array.type));
  return array;
}

void WriteIdx(const std::string& path, const IdxArray& array, bool gzip) {
  const int64_t size = IdxTypeSize(array.type);
  if (static_cast<int64_t>(array.data.size()) != array.NumElements() * size) {
    Fail(path, "IDX data has " + std::to_string(array.data.size()) + " bytes, shape needs " +
                   std::to_string(array.NumElements() * size));
  }
  std::vector<uint8_t> bytes = {0, 0, static_cast<uint8_t>(array.type),
                                static_cast<uint8_t>(array.shape.size())};
  for (int64_t d : array.shape) {
    for (int shift = 24; shift >= 0; shift -= 8) bytes.push_back((d >> shift) & 0xff);
  }
  std::vector<uint8_t> data = array.data;
  SwapElements(&data, size);
  bytes.insert(bytes.end(), data.begin(), data.end());

  const std::string tmp = path + ".tmp-" + std::to_string(::getpid());
  gzFile f = gzopen(tmp.c_str(), gzip ? "wb6" : "wbT");  // T: plain, uncompressed output
  if (!f) Fail(tmp, "cannot create file");
  size_t done = 0;
  while (done < bytes.size()) {
    const unsigned chunk = static_cast<unsigned>(std::min<size_t>(bytes.size() - done, 1u << 30));
    const int n = gzwrite(f, bytes.data() + done, chunk);
    if (n <= 0) break;
    done += n;
  }
  if (gzclose(f) != Z_OK || done != bytes.size()) {
    std::remove(tmp.c_str());
    Fail(path, "cannot write IDX file");
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) Fail(path, "cannot rename " + tmp + ": " + ec.message());
}

}  // namespace nilab::datasets
