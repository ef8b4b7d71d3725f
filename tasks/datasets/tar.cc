#include "tasks/datasets/tar.h"

#include <cstdint>
#include <cstring>
#include <limits>
#include <stdexcept>

namespace nilab::datasets {
namespace {

constexpr size_t kBlock = 512;

[[noreturn]] void Fail(const GzipStream& in, uint64_t offset, const std::string& message) {
  throw std::runtime_error(in.path() + ": " + message + " (tar offset " + std::to_string(offset) +
                           ")");
}

// No entry of a dataset archive is larger (1 TiB); a size field past it is corrupt, and keeps
// the arithmetic on sizes (padding to 512-byte blocks) far from overflowing.
constexpr int64_t kMaxEntryBytes = int64_t{1} << 40;

// A NUL- or space-terminated octal field, or GNU base-256 (high bit of the first byte set). A
// base-256 value that is negative (second-highest bit set) or would not fit in 63 bits is not ok.
int64_t ParseNumber(const uint8_t* field, size_t size, bool* ok) {
  *ok = true;
  if (field[0] & 0x80) {
    if (field[0] & 0x40) {
      *ok = false;
      return 0;
    }
    uint64_t value = field[0] & 0x3f;
    for (size_t i = 1; i < size; ++i) {
      if (value > (std::numeric_limits<uint64_t>::max() >> 1) >> 8) {
        *ok = false;
        return 0;
      }
      value = (value << 8) | field[i];
    }
    return static_cast<int64_t>(value);
  }
  int64_t value = 0;
  size_t i = 0;
  while (i < size && field[i] == ' ') ++i;
  for (; i < size && field[i] != 0 && field[i] != ' '; ++i) {
    if (field[i] < '0' || field[i] > '7') {
      *ok = false;
      return 0;
    }
    value = value * 8 + (field[i] - '0');
  }
  return value;
}

std::string Field(const uint8_t* field, size_t size) {
  size_t n = 0;
  while (n < size && field[n] != 0) ++n;
  return std::string(reinterpret_cast<const char*>(field), n);
}

// "<len> path=<name>\n" records of a pax extended header.
std::string PaxPath(const std::vector<uint8_t>& data) {
  const std::string text(data.begin(), data.end());
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t space = text.find(' ', pos);
    if (space == std::string::npos) break;
    const size_t length = std::strtoul(text.c_str() + pos, nullptr, 10);
    if (length == 0 || pos + length > text.size()) break;
    const std::string record = text.substr(space + 1, pos + length - space - 2);
    if (record.rfind("path=", 0) == 0) return record.substr(5);
    pos += length;
  }
  return "";
}

}  // namespace

void ReadTar(GzipStream& in, const std::function<bool(const TarEntry&)>& want,
             const std::function<void(const TarEntry&, std::vector<uint8_t>&&)>& consume) {
  uint8_t header[kBlock];
  std::string long_name;  // from a preceding GNU 'L' or pax 'x' entry
  while (true) {
    const uint64_t offset = in.offset();
    const size_t got = in.Read(header, kBlock);
    if (got == 0) return;  // end without the two zero blocks: tolerated, like GNU tar
    if (got != kBlock) Fail(in, offset, "truncated tar header");
    bool zero = true;
    for (uint8_t b : header) zero = zero && b == 0;
    if (zero) return;  // end-of-archive marker

    // Checksum: the sum of all header bytes with the checksum field counted as spaces.
    bool ok_sum = false, ok_size = false;
    const int64_t stored = ParseNumber(header + 148, 8, &ok_sum);
    int64_t sum = 0;
    for (size_t i = 0; i < kBlock; ++i) sum += (i >= 148 && i < 156) ? ' ' : header[i];
    if (!ok_sum || stored != sum) Fail(in, offset, "corrupt tar header (checksum mismatch)");
    const int64_t size = ParseNumber(header + 124, 12, &ok_size);
    if (!ok_size || size < 0 || size > kMaxEntryBytes) {
      Fail(in, offset, "corrupt tar header (bad size field)");
    }
    const char type = static_cast<char>(header[156]);

    TarEntry entry;
    entry.size = size;
    if (!long_name.empty()) {
      entry.name = long_name;
      long_name.clear();
    } else {
      const std::string prefix = Field(header + 345, 155);
      const std::string name = Field(header, 100);
      entry.name = prefix.empty() ? name : prefix + "/" + name;
    }
    const int64_t padded = (size + kBlock - 1) / kBlock * kBlock;
    auto read_content = [&]() {
      // Memory grows with the data the archive holds, not with the header's size field.
      std::vector<uint8_t> data = in.ReadGrowing(static_cast<uint64_t>(size));
      if (data.size() != static_cast<size_t>(size)) {
        Fail(in, offset, "archive ends inside entry " + entry.name);
      }
      if (in.Skip(padded - size) != static_cast<size_t>(padded - size)) {
        Fail(in, offset, "archive ends inside entry " + entry.name);
      }
      return data;
    };
    if (type == 'L') {  // GNU long name: the content is the next entry's name
      const std::vector<uint8_t> data = read_content();
      long_name = Field(data.data(), data.size());
    } else if (type == 'x') {  // pax extended header
      long_name = PaxPath(read_content());
    } else if ((type == '0' || type == '\0' || type == '7') && want(entry)) {
      consume(entry, read_content());
    } else if (in.Skip(padded) != static_cast<size_t>(padded)) {
      Fail(in, offset, "archive ends inside entry " + entry.name);
    }
  }
}

}  // namespace nilab::datasets
