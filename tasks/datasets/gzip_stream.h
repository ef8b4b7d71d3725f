// Sequential reading of a gzip file (or a plain one: zlib reads it through unchanged), with
// one-line errors that name the file: corrupt data, a stream that ends early.
#pragma once

#include <zlib.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace nilab::datasets {

class GzipStream {
 public:
  // Throws "cannot open <path>: ..." when the file cannot be opened.
  explicit GzipStream(const std::string& path);
  ~GzipStream();
  GzipStream(const GzipStream&) = delete;
  GzipStream& operator=(const GzipStream&) = delete;

  // Reads up to `size` bytes; returns fewer only at the end of the data. Throws on corrupt data
  // ("corrupt gzip data: ...") or a gzip stream cut short ("truncated gzip stream").
  size_t Read(void* out, size_t size);
  // Reads exactly `size` bytes or throws "<path>: truncated <what>: expected N bytes, got M".
  void ReadExact(void* out, size_t size, const std::string& what);
  // Reads up to `size` bytes into a vector that grows as the data arrives (a size declared by a
  // header costs memory only for the bytes the file really holds); fewer at the end of the data.
  std::vector<uint8_t> ReadGrowing(uint64_t size);
  // Skips `size` bytes (they are decompressed and checked all the same); returns bytes skipped.
  size_t Skip(size_t size);
  // True when no data follows; reading to the end also checks the gzip CRC.
  bool AtEnd();
  // Bytes of uncompressed data read so far.
  uint64_t offset() const { return offset_; }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  gzFile file_ = nullptr;
  uint64_t offset_ = 0;
};

}  // namespace nilab::datasets
