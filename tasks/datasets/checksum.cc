#include "tasks/datasets/checksum.h"

#include <openssl/evp.h>
#include <cstdint>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace nilab::datasets {

struct Hasher::Context {
  EVP_MD_CTX* ctx = nullptr;
  ~Context() { EVP_MD_CTX_free(ctx); }
};

Hasher::Hasher(HashAlgorithm algorithm) : context_(std::make_unique<Context>()) {
  context_->ctx = EVP_MD_CTX_new();
  const EVP_MD* md = algorithm == HashAlgorithm::kMd5 ? EVP_md5() : EVP_sha256();
  if (!context_->ctx || EVP_DigestInit_ex(context_->ctx, md, nullptr) != 1) {
    throw std::runtime_error("OpenSSL: cannot initialise a digest");
  }
}

Hasher::~Hasher() = default;

void Hasher::Update(const void* data, size_t size) {
  if (EVP_DigestUpdate(context_->ctx, data, size) != 1) {
    throw std::runtime_error("OpenSSL: digest update failed");
  }
}

std::string Hasher::HexDigest() {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  if (EVP_DigestFinal_ex(context_->ctx, digest, &size) != 1) {
    throw std::runtime_error("OpenSSL: digest final failed");
  }
  static const char kHex[] = "0123456789abcdef";
  std::string hex;
  for (unsigned int i = 0; i < size; ++i) {
    hex += kHex[digest[i] >> 4];
    hex += kHex[digest[i] & 15];
  }
  return hex;
}

FileDigests DigestFile(const std::string& path) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
  Hasher md5(HashAlgorithm::kMd5), sha256(HashAlgorithm::kSha256);
  FileDigests out;
  std::vector<unsigned char> buffer(1 << 20);
  size_t n;
  while ((n = std::fread(buffer.data(), 1, buffer.size(), f)) > 0) {
    md5.Update(buffer.data(), n);
    sha256.Update(buffer.data(), n);
    out.bytes += static_cast<int64_t>(n);
  }
  const bool failed = std::ferror(f);
  std::fclose(f);
  if (failed) throw std::runtime_error("cannot read " + path + ": " + std::strerror(errno));
  out.md5 = md5.HexDigest();
  out.sha256 = sha256.HexDigest();
  return out;
}

std::string Sha256Hex(const void* data, size_t size) {
  Hasher hasher(HashAlgorithm::kSha256);
  hasher.Update(data, size);
  return hasher.HexDigest();
}

}  // namespace nilab::datasets
