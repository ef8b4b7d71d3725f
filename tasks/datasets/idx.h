// The IDX format of MNIST and its relatives, gzip-compressed or raw (detected by content):
//
//   bytes 0-1: 0   byte 2: element type   byte 3: number of dimensions k
//   k big-endian uint32 dimension sizes, then the elements, big-endian, row-major.
//
// Magic numbers (bytes 0-3 as one big-endian int): 2049 labels (N), 2051 images (N x 28 x 28),
// 2052 colour images (N x H x W x C, MNIST-M's IDX conversion); any k is accepted.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nilab::datasets {

enum class IdxType : uint8_t {
  kUint8 = 0x08,
  kInt8 = 0x09,
  kInt16 = 0x0B,
  kInt32 = 0x0C,
  kFloat32 = 0x0D,
  kFloat64 = 0x0E,
};

int64_t IdxTypeSize(IdxType type);

struct IdxArray {
  IdxType type = IdxType::kUint8;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data;  // elements in host byte order, row-major

  int64_t NumElements() const;
};

// Reads a whole IDX file. Errors name the file: bad magic, truncated data ("expected N bytes,
// got M"), trailing bytes, corrupt or truncated gzip.
IdxArray ReadIdx(const std::string& path);
// Writes an IDX file (gzip-compressed when `gzip`), atomically.
void WriteIdx(const std::string& path, const IdxArray& array, bool gzip);

}  // namespace nilab::datasets
