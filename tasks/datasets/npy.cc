#include "tasks/datasets/npy.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <limits>
#include <sstream>
#include <stdexcept>

#include "tasks/datasets/file_util.h"

namespace nilab::datasets {
namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicSize = 6;
constexpr size_t kAlign = 64;  // numpy aligns the data start to 64 bytes since 1.14

[[noreturn]] void Fail(const std::string& what, const std::string& message) {
  throw std::runtime_error(what + ": " + message);
}

// A cursor over the header dict literal, e.g. {'descr': '<f4', 'fortran_order': False, ...}.
class HeaderParser {
 public:
  HeaderParser(const std::string& text, const std::string& what) : text_(text), what_(what) {}

  NpyArray Parse() {
    NpyArray array;
    bool have_descr = false, have_order = false, have_shape = false;
    Expect('{');
    while (true) {
      SkipSpace();
      if (Peek() == '}') break;
      const std::string key = ParseString();
      Expect(':');
      SkipSpace();
      if (key == "descr") {
        if (Peek() == '[') Error("structured dtypes are not supported (descr is a list)");
        array.dtype = ParseString();
        have_descr = true;
      } else if (key == "fortran_order") {
        array.fortran_order = ParseBool();
        have_order = true;
      } else if (key == "shape") {
        array.shape = ParseShape();
        have_shape = true;
      } else {
        Error("unexpected header key '" + key + "'");
      }
      SkipSpace();
      if (Peek() == ',') {
        ++pos_;
        continue;
      }
      SkipSpace();
      if (Peek() != '}') Error("expected ',' or '}' in header");
    }
    if (!have_descr || !have_order || !have_shape) {
      Error("header lacks one of 'descr', 'fortran_order', 'shape'");
    }
    return array;
  }

 private:
  [[noreturn]] void Error(const std::string& message) const {
    std::string header = text_.substr(0, 120);
    while (!header.empty() && std::isspace(static_cast<unsigned char>(header.back()))) {
      header.pop_back();
    }
    for (char& c : header) {
      if (c == '\n' || c == '\r') c = ' ';
    }
    Fail(what_, message + " (header: " + header + ")");
  }
  void SkipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  char Peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  void Expect(char c) {
    SkipSpace();
    if (Peek() != c) Error(std::string("expected '") + c + "' in header");
    ++pos_;
  }
  std::string ParseString() {
    SkipSpace();
    const char quote = Peek();
    if (quote != '\'' && quote != '"') Error("expected a quoted string in header");
    const size_t end = text_.find(quote, pos_ + 1);
    if (end == std::string::npos) Error("unterminated string in header");
    std::string s = text_.substr(pos_ + 1, end - pos_ - 1);
    pos_ = end + 1;
    return s;
  }
  bool ParseBool() {
    if (text_.compare(pos_, 4, "True") == 0) {
      pos_ += 4;
      return true;
    }
    if (text_.compare(pos_, 5, "False") == 0) {
      pos_ += 5;
      return false;
    }
    Error("fortran_order must be True or False");
  }
  std::vector<int64_t> ParseShape() {
    std::vector<int64_t> shape;
    Expect('(');
    while (true) {
      SkipSpace();
      if (Peek() == ')') {
        ++pos_;
        return shape;
      }
      if (!std::isdigit(static_cast<unsigned char>(Peek()))) Error("bad shape in header");
      int64_t value = 0;
      while (std::isdigit(static_cast<unsigned char>(Peek()))) {
        if (value > (std::numeric_limits<int64_t>::max() - 9) / 10) Error("shape too large");
        value = value * 10 + (text_[pos_++] - '0');
      }
      if (Peek() == 'L') ++pos_;  // Python 2 long literal
      shape.push_back(value);
      SkipSpace();
      if (Peek() == ',') ++pos_;
    }
  }

  const std::string& text_;
  const std::string& what_;
  size_t pos_ = 0;
};

char ByteOrder(const std::string& dtype) { return dtype.empty() ? '?' : dtype[0]; }
char Kind(const std::string& dtype) { return dtype.size() < 2 ? '?' : dtype[1]; }

// True when values of this descr are stored little-endian (or are single bytes).
bool IsLittle(const std::string& dtype) {
  const char order = ByteOrder(dtype);
  return order == '<' || order == '|' || order == '=';
}

uint64_t LoadUnsigned(const uint8_t* p, int64_t size, bool little) {
  uint64_t v = 0;
  for (int64_t b = 0; b < size; ++b) {
    const int64_t index = little ? size - 1 - b : b;
    v = (v << 8) | p[index];
  }
  return v;
}

int64_t CheckedElements(const std::vector<int64_t>& shape, const std::string& what) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) Fail(what, "negative dimension in shape");
    if (d != 0 && n > std::numeric_limits<int64_t>::max() / d) Fail(what, "shape overflows");
    n *= d;
  }
  return n;
}

std::string ShapeString(const std::vector<int64_t>& shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    s += std::to_string(shape[i]);
    if (shape.size() == 1 || i + 1 < shape.size()) s += ",";
    if (i + 1 < shape.size()) s += " ";
  }
  return s + ")";
}

}  // namespace

int64_t NpyArray::NumElements() const { return CheckedElements(shape, "npy array"); }

int64_t DtypeItemSize(const std::string& dtype) {
  const char order = ByteOrder(dtype);
  const char kind = Kind(dtype);
  if (dtype.size() < 3 || (order != '<' && order != '>' && order != '|' && order != '=')) {
    throw std::invalid_argument("unsupported dtype '" + dtype + "'");
  }
  int64_t n = 0;
  for (size_t i = 2; i < dtype.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(dtype[i])) || n > (1 << 24)) {
      throw std::invalid_argument("unsupported dtype '" + dtype + "'");
    }
    n = n * 10 + (dtype[i] - '0');
  }
  switch (kind) {
    case 'b':
      if (n == 1) return 1;
      break;
    case 'i':
    case 'u':
      if (n == 1 || n == 2 || n == 4 || n == 8) return n;
      break;
    case 'f':
      if (n == 2 || n == 4 || n == 8) return n;
      break;
    case 'c':
      if (n == 8 || n == 16) return n;
      break;
    case 'S':
    case 'V':
      return n;
    case 'U':
      return 4 * n;  // UCS-4
    default:
      break;
  }
  throw std::invalid_argument("unsupported dtype '" + dtype + "'");
}

NpyArray ParseNpy(const uint8_t* bytes, size_t size, const std::string& what) {
  if (size < kMagicSize + 4 || std::memcmp(bytes, kMagic, kMagicSize) != 0) {
    Fail(what, "not a .npy file (bad magic)");
  }
  const int major = bytes[6];
  const int minor = bytes[7];
  size_t header_len = 0, offset = 0;
  if (major == 1) {
    header_len = bytes[8] | (bytes[9] << 8);
    offset = 10;
  } else if (major == 2 || major == 3) {
    if (size < 12) Fail(what, "truncated header");
    header_len = LoadUnsigned(bytes + 8, 4, /*little=*/true);
    offset = 12;
  } else {
    Fail(what,
         "unsupported .npy format version " + std::to_string(major) + "." + std::to_string(minor));
  }
  if (header_len > size - offset) {
    Fail(what, "truncated header: expected " + std::to_string(header_len) + " bytes, got " +
                   std::to_string(size - offset));
  }
  const std::string header(reinterpret_cast<const char*>(bytes + offset), header_len);
  NpyArray array = HeaderParser(header, what).Parse();
  int64_t item_size = 0;
  try {
    item_size = DtypeItemSize(array.dtype);
  } catch (const std::invalid_argument& e) {
    Fail(what, e.what());
  }
  const int64_t elements = CheckedElements(array.shape, what);
  if (item_size != 0 && elements > std::numeric_limits<int64_t>::max() / item_size) {
    Fail(what, "shape overflows");
  }
  const uint64_t expected = static_cast<uint64_t>(elements * item_size);
  const uint64_t available = size - offset - header_len;
  if (available < expected) {
    Fail(what, "truncated data: expected " + std::to_string(expected) + " bytes for " +
                   array.dtype + " " + ShapeString(array.shape) + ", got " +
                   std::to_string(available));
  }
  if (available > expected) {
    Fail(what, std::to_string(available - expected) + " unexpected bytes after the data of " +
                   array.dtype + " " + ShapeString(array.shape));
  }
  const uint8_t* data = bytes + offset + header_len;
  array.data.assign(data, data + expected);
  return array;
}

NpyArray ReadNpy(const std::string& path) {
  const std::vector<uint8_t> bytes = ReadWholeFile(path);
  return ParseNpy(bytes.data(), bytes.size(), path);
}

std::vector<uint8_t> SerializeNpy(const NpyArray& array) {
  const int64_t item_size = DtypeItemSize(array.dtype);
  const int64_t elements = CheckedElements(array.shape, "npy array");
  if (static_cast<uint64_t>(elements * item_size) != array.data.size()) {
    throw std::invalid_argument("npy array " + array.dtype + " " + ShapeString(array.shape) +
                                " needs " + std::to_string(elements * item_size) +
                                " bytes of data, has " + std::to_string(array.data.size()));
  }
  std::string header = "{'descr': '" + array.dtype +
                       "', 'fortran_order': " + (array.fortran_order ? "True" : "False") +
                       ", 'shape': " + ShapeString(array.shape) + ", }";
  // Pad with spaces so that preamble + header (ending in '\n') is a multiple of kAlign, with
  // numpy's formula (1 to kAlign spaces).
  const size_t preamble = header.size() + 1 + kAlign > 65535 ? 12 : 10;  // 12: format 2.0
  header.append(kAlign - (preamble + header.size() + 1) % kAlign, ' ');
  header += '\n';

  std::vector<uint8_t> out(kMagic, kMagic + kMagicSize);
  out.push_back(preamble == 10 ? 1 : 2);
  out.push_back(0);
  const size_t len = header.size();
  out.push_back(len & 0xff);
  out.push_back((len >> 8) & 0xff);
  if (preamble == 12) {
    out.push_back((len >> 16) & 0xff);
    out.push_back((len >> 24) & 0xff);
  }
  out.insert(out.end(), header.begin(), header.end());
  out.insert(out.end(), array.data.begin(), array.data.end());
  return out;
}

void WriteNpy(const std::string& path, const NpyArray& array) {
  WriteFileAtomically(path, SerializeNpy(array));
}

std::vector<int64_t> NpyToInt64(const NpyArray& array, const std::string& what) {
  const char kind = Kind(array.dtype);
  if (kind != 'b' && kind != 'i' && kind != 'u') {
    Fail(what, "expected a bool or integer array, got dtype '" + array.dtype + "'");
  }
  const int64_t size = DtypeItemSize(array.dtype);
  const bool little = IsLittle(array.dtype);
  const size_t n = array.data.size() / size;
  std::vector<int64_t> out(n);
  for (size_t i = 0; i < n; ++i) {
    const uint64_t raw = LoadUnsigned(array.data.data() + i * size, size, little);
    if (kind == 'i') {
      const int shift = 64 - 8 * static_cast<int>(size);
      out[i] = static_cast<int64_t>(raw << shift) >> shift;  // sign-extend
    } else {
      if (raw > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
        Fail(what, "uint64 value " + std::to_string(raw) + " does not fit int64");
      }
      out[i] = static_cast<int64_t>(raw);
    }
  }
  return out;
}

std::vector<double> NpyToDouble(const NpyArray& array, const std::string& what) {
  const char kind = Kind(array.dtype);
  if (kind != 'f') {
    const std::vector<int64_t> ints = NpyToInt64(array, what);
    return std::vector<double>(ints.begin(), ints.end());
  }
  const int64_t size = DtypeItemSize(array.dtype);
  if (size == 2) Fail(what, "float16 arrays are not supported");
  const bool little = IsLittle(array.dtype);
  const size_t n = array.data.size() / size;
  std::vector<double> out(n);
  for (size_t i = 0; i < n; ++i) {
    const uint64_t raw = LoadUnsigned(array.data.data() + i * size, size, little);
    if (size == 4) {
      const uint32_t bits = static_cast<uint32_t>(raw);
      float f;
      std::memcpy(&f, &bits, 4);
      out[i] = f;
    } else {
      std::memcpy(&out[i], &raw, 8);
    }
  }
  return out;
}

NpyArray MakeNpy(const std::string& dtype, std::vector<int64_t> shape, const void* values) {
  NpyArray array;
  array.dtype = dtype;
  array.shape = std::move(shape);
  const int64_t size = DtypeItemSize(dtype);
  const int64_t n = CheckedElements(array.shape, "npy array");
  const auto* src = static_cast<const uint8_t*>(values);
  array.data.assign(src, src + n * size);
  // Host values are little-endian on every platform nilab builds for; swap for '>' descrs.
  static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "nilab assumes a little-endian host");
  if (ByteOrder(dtype) == '>' && Kind(dtype) != 'S' && Kind(dtype) != 'V') {
    const int64_t unit = Kind(dtype) == 'U' ? 4 : (Kind(dtype) == 'c' ? size / 2 : size);
    for (size_t i = 0; i + unit <= array.data.size(); i += unit) {
      std::reverse(array.data.begin() + i, array.data.begin() + i + unit);
    }
  }
  return array;
}

}  // namespace nilab::datasets
