// Streaming md5 and sha256 (OpenSSL EVP), as lowercase hex.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace nilab::datasets {

enum class HashAlgorithm { kMd5, kSha256 };

class Hasher {
 public:
  explicit Hasher(HashAlgorithm algorithm);
  ~Hasher();
  Hasher(const Hasher&) = delete;
  Hasher& operator=(const Hasher&) = delete;

  void Update(const void* data, size_t size);
  // The digest of everything passed to Update; the hasher cannot be updated afterwards.
  std::string HexDigest();

 private:
  struct Context;
  std::unique_ptr<Context> context_;
};

struct FileDigests {
  int64_t bytes = 0;
  std::string md5;
  std::string sha256;
};

// Reads the file once and returns its size, md5 and sha256; throws naming the file when it
// cannot be read.
FileDigests DigestFile(const std::string& path);

std::string Sha256Hex(const void* data, size_t size);

}  // namespace nilab::datasets
