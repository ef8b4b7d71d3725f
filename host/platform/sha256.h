// SHA-256 as lowercase hex (OpenSSL): of bytes in memory, and of a file's bytes. Checkpoints and
// artifacts are checked with it, and each trial's provenance names the plugin binaries it ran.
#pragma once

#include <cstddef>
#include <string>

namespace nilab::host {

std::string Sha256Hex(const void* data, size_t size);

// Throws std::runtime_error naming the file when it cannot be opened.
std::string Sha256File(const std::string& path);

// Of what an open descriptor reads from its start (pread); `name` names it in errors.
std::string Sha256Descriptor(int fd, const std::string& name);

}  // namespace nilab::host
