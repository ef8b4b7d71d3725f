#include "tasks/datasets/mat_v5_check.h"

#include <zlib.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <vector>

namespace nilab::datasets {
namespace {

// MAT v5 data types and array classes (MATLAB's "MAT-File Format", 2013).
constexpr uint32_t kMiInt32 = 5, kMiUint32 = 6, kMiMatrix = 14, kMiCompressed = 15;
constexpr int kMaxRank = 32;
constexpr uint64_t kZlibMaxRatio = 1032;

// Bytes per element of a numeric or char class; 0 for the classes refused.
uint64_t ClassBytes(uint32_t cls) {
  switch (cls) {
    case 4:  // char
      return 2;
    case 6:   // double
    case 14:  // int64
    case 15:  // uint64
      return 8;
    case 7:   // single
    case 12:  // int32
    case 13:  // uint32
      return 4;
    case 10:  // int16
    case 11:  // uint16
      return 2;
    case 8:  // int8
    case 9:  // uint8
      return 1;
    default:  // 1 cell, 2 struct, 3 object, 5 sparse, and anything else
      return 0;
  }
}

const char* ClassName(uint32_t cls) {
  switch (cls) {
    case 1:
      return "a cell array";
    case 2:
      return "a struct";
    case 3:
      return "an object";
    case 5:
      return "a sparse array";
    default:
      return "an unknown class";
  }
}

class Reader {
 public:
  Reader(const uint8_t* data, size_t size, bool swap) : data_(data), size_(size), swap_(swap) {}
  bool Has(size_t offset, size_t bytes) const { return offset <= size_ && bytes <= size_ - offset; }
  uint32_t U32(size_t offset) const {
    uint32_t v;
    std::memcpy(&v, data_ + offset, 4);
    return swap_ ? __builtin_bswap32(v) : v;
  }

 private:
  const uint8_t* data_;
  size_t size_;
  bool swap_;
};

// The matrix header at the start of a miMATRIX element's payload (the reader holds what is at
// hand): checks the class, rank and dimensions against `budget` bytes of memory.
void CheckMatrix(const Reader& r, uint64_t budget, const std::string& where) {
  auto fail = [&](const std::string& what) { throw std::runtime_error(where + " " + what); };
  // Array flags: a miUINT32 sub-element of 8 bytes.
  if (!r.Has(0, 16)) fail("is cut short before its array flags");
  if (r.U32(0) != kMiUint32 || r.U32(4) != 8) fail("has no array flags sub-element");
  const uint32_t flags = r.U32(8);
  const uint32_t cls = flags & 0xff;
  const bool complex = (flags & 0x0800) != 0;
  const uint64_t bytes = ClassBytes(cls);
  if (bytes == 0) fail("is " + std::string(ClassName(cls)) + "; only numeric arrays are read");
  // Dimensions: a miINT32 sub-element (never the small format for rank >= 2).
  if (!r.Has(16, 8)) fail("is cut short before its dimensions");
  if (r.U32(16) != kMiInt32) fail("has no dimensions sub-element");
  const uint32_t dims_bytes = r.U32(20);
  if (dims_bytes % 4 != 0 || dims_bytes / 4 < 2 || dims_bytes / 4 > kMaxRank) {
    fail("declares " + std::to_string(dims_bytes) + " bytes of dimensions (rank 2 to 32 is read)");
  }
  if (!r.Has(24, dims_bytes)) {
    fail("is cut short inside its dimensions");
  }
  uint64_t memory = bytes * (complex ? 2 : 1);
  for (uint32_t i = 0; i < dims_bytes / 4; ++i) {
    const int32_t dim = static_cast<int32_t>(r.U32(24 + 4 * i));
    if (dim < 0) fail("has a negative dimension");
    // Overflow-free: stop as soon as the product passes the budget.
    if (dim != 0 && memory > budget / static_cast<uint64_t>(dim)) {
      fail("declares more elements than its " + std::to_string(budget) +
           " bytes could hold; the file is corrupt");
    }
    memory *= static_cast<uint64_t>(dim);
  }
}

// Inflates up to `out_size` bytes from the start of a zlib stream; returns how many came out.
size_t InflatePrefix(const uint8_t* in, size_t in_size, uint8_t* out, size_t out_size) {
  z_stream z{};
  if (inflateInit(&z) != Z_OK) return 0;
  z.next_in = const_cast<uint8_t*>(in);
  z.avail_in = static_cast<uInt>(in_size);
  z.next_out = out;
  z.avail_out = static_cast<uInt>(out_size);
  const int status = inflate(&z, Z_SYNC_FLUSH);
  const size_t produced = out_size - z.avail_out;
  inflateEnd(&z);
  return status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR ? produced : 0;
}

}  // namespace

void CheckMatV5Elements(const std::string& path) {
  auto fail = [&](const std::string& message) { throw std::runtime_error(path + ": " + message); };
  std::ifstream in(path, std::ios::binary);
  if (!in) fail("cannot read the file");
  in.seekg(0, std::ios::end);
  const uint64_t file_size = static_cast<uint64_t>(in.tellg());
  in.seekg(0);
  uint8_t header[128];
  if (file_size < 128 || !in.read(reinterpret_cast<char*>(header), 128)) {
    fail("shorter than a MAT v5 header (128 bytes)");
  }
  bool swap = false;
  if (header[126] == 'I' && header[127] == 'M') {
    swap = false;
  } else if (header[126] == 'M' && header[127] == 'I') {
    swap = true;
  } else {
    fail("not a readable MATLAB .mat file (no MAT v5 endian indicator at byte 126)");
  }
  const uint16_t version = swap ? static_cast<uint16_t>(header[124] << 8 | header[125])
                                : static_cast<uint16_t>(header[125] << 8 | header[124]);
  if (version != 0x0100) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "%04x", version);
    fail("MAT version 0x" + std::string(hex) +
         " is not read (SVHN ships MAT v5, version 0x0100; v7.3 files are HDF5)");
  }

  constexpr size_t kPrefix = 4096;  // enough for a matrix header of any rank and a short name
  std::vector<uint8_t> raw(kPrefix), inflated(kPrefix);
  uint64_t offset = 128;
  int element = 0;
  while (offset < file_size) {
    ++element;
    const std::string where =
        "element " + std::to_string(element) + " at byte " + std::to_string(offset);
    if (file_size - offset < 8) fail(where + " is cut short in its tag");
    in.seekg(static_cast<std::streamoff>(offset));
    uint8_t tag[8];
    if (!in.read(reinterpret_cast<char*>(tag), 8)) fail(where + ": cannot read its tag");
    const Reader tag_reader(tag, 8, swap);
    const uint32_t type = tag_reader.U32(0);
    if (type >> 16 != 0) fail(where + " is a small data element; a variable must be a matrix");
    const uint64_t bytes = tag_reader.U32(4);
    if (bytes > file_size - offset - 8) {
      fail(where + " declares " + std::to_string(bytes) + " bytes, the file has " +
           std::to_string(file_size - offset - 8) + " left");
    }
    const size_t take = static_cast<size_t>(std::min<uint64_t>(bytes, kPrefix));
    if (!in.read(reinterpret_cast<char*>(raw.data()), static_cast<std::streamsize>(take))) {
      fail(where + ": cannot read it");
    }
    if (type == kMiMatrix) {
      // Stored plain, data may still be narrower than its class (MATLAB writes a double array
      // of small integers as miUINT8): at most 8 bytes per stored byte, twice for complex.
      CheckMatrix(Reader(raw.data(), take, swap), bytes * 16, path + ": " + where);
    } else if (type == kMiCompressed) {
      // Its payload inflates to one whole element: a miMATRIX tag, then the matrix.
      const size_t n = InflatePrefix(raw.data(), take, inflated.data(), kPrefix);
      const Reader inner(inflated.data(), n, swap);
      if (!inner.Has(0, 8) || inner.U32(0) != kMiMatrix) {
        fail(where + " is compressed but does not inflate to a matrix");
      }
      CheckMatrix(Reader(inflated.data() + 8, n - 8, swap), bytes * kZlibMaxRatio,
                  path + ": " + where + " (compressed)");
    } else {
      fail(where + " is of type " + std::to_string(type) + "; a variable must be a matrix");
    }
    offset += 8 + bytes;
    if (type == kMiMatrix) offset = (offset + 7) / 8 * 8;  // plain elements are 8-byte aligned
  }
}

}  // namespace nilab::datasets
