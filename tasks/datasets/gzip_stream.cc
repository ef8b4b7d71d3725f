#include "tasks/datasets/gzip_stream.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace nilab::datasets {

GzipStream::GzipStream(const std::string& path) : path_(path) {
  file_ = gzopen(path.c_str(), "rb");
  if (!file_) throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
  gzbuffer(file_, 1 << 18);
}

std::vector<uint8_t> GzipStream::ReadGrowing(uint64_t size) {
  constexpr uint64_t kChunk = uint64_t{1} << 20;
  std::vector<uint8_t> out;
  while (out.size() < size) {
    const size_t have = out.size();
    const size_t want = static_cast<size_t>(std::min<uint64_t>(size - have, kChunk));
    out.resize(have + want);
    const size_t got = Read(out.data() + have, want);
    out.resize(have + got);
    if (got < want) break;
  }
  return out;
}

GzipStream::~GzipStream() { gzclose(file_); }

size_t GzipStream::Read(void* out, size_t size) {
  auto* dst = static_cast<uint8_t*>(out);
  size_t done = 0;
  while (done < size) {
    const unsigned chunk = static_cast<unsigned>(std::min<size_t>(size - done, 1u << 30));
    const int n = gzread(file_, dst + done, chunk);
    int code = Z_OK;
    std::string message = gzerror(file_, &code);
    if (message.rfind(path_ + ": ", 0) == 0) message = message.substr(path_.size() + 2);
    if (n < 0 || (code != Z_OK && code != Z_BUF_ERROR)) {
      throw std::runtime_error(path_ + ": corrupt gzip data (" + message + ")");
    }
    // zlib reports a compressed stream that ends before its trailer as Z_BUF_ERROR.
    if (code == Z_BUF_ERROR) throw std::runtime_error(path_ + ": truncated gzip stream");
    done += n;
    if (n == 0) break;
  }
  offset_ += done;
  return done;
}

void GzipStream::ReadExact(void* out, size_t size, const std::string& what) {
  const size_t got = Read(out, size);
  if (got != size) {
    throw std::runtime_error(path_ + ": truncated " + what + ": expected " + std::to_string(size) +
                             " bytes, got " + std::to_string(got));
  }
}

size_t GzipStream::Skip(size_t size) {
  std::vector<uint8_t> buffer(std::min<size_t>(size, 1 << 16));
  size_t done = 0;
  while (done < size) {
    const size_t n = Read(buffer.data(), std::min(buffer.size(), size - done));
    done += n;
    if (n == 0) break;
  }
  return done;
}

bool GzipStream::AtEnd() {
  uint8_t byte;
  if (Read(&byte, 1) == 0) return true;
  // Put the byte back so a caller may still read it.
  gzungetc(byte, file_);
  --offset_;
  return false;
}

}  // namespace nilab::datasets
