#include "tasks/datasets/npy.h"

#include <gtest/gtest.h>
#include <cstdint>

#include <cstring>

#include "tests/datasets/test_util.h"

namespace nilab::datasets {
namespace {

using testing::ExpectError;

std::vector<uint8_t> Bytes(const std::string& s) {
  return std::vector<uint8_t>(s.begin(), s.end());
}

// The bytes np.save writes for np.arange(6, dtype='<i8').reshape(2, 3) (format 1.0, header
// padded to 64 bytes with numpy's formula), written out from the format specification.
std::vector<uint8_t> NumpyArange23() {
  std::string header = "{'descr': '<i8', 'fortran_order': False, 'shape': (2, 3), }";
  header += std::string(118 - 1 - header.size(), ' ') + "\n";
  std::vector<uint8_t> out = Bytes(std::string("\x93NUMPY\x01\x00", 8));
  out.push_back(118);
  out.push_back(0);
  out.insert(out.end(), header.begin(), header.end());
  for (int64_t v = 0; v < 6; ++v) {
    for (int b = 0; b < 8; ++b) out.push_back(static_cast<uint8_t>(v >> (8 * b)));
  }
  return out;
}

TEST(DatasetsNpy, ParsesNumpyBytes) {
  const auto bytes = NumpyArange23();
  const NpyArray a = ParseNpy(bytes.data(), bytes.size(), "arange.npy");
  EXPECT_EQ(a.dtype, "<i8");
  EXPECT_EQ(a.shape, (std::vector<int64_t>{2, 3}));
  EXPECT_FALSE(a.fortran_order);
  EXPECT_EQ(NpyToInt64(a, "arange.npy"), (std::vector<int64_t>{0, 1, 2, 3, 4, 5}));
}

TEST(DatasetsNpy, SerializesLikeNumpy) {
  const int64_t values[] = {0, 1, 2, 3, 4, 5};
  const NpyArray a = MakeNpy("<i8", {2, 3}, values);
  EXPECT_EQ(SerializeNpy(a), NumpyArange23());
  // The data starts at a multiple of 64 bytes for any header length.
  for (const auto& shape : std::vector<std::vector<int64_t>>{{}, {7}, {1, 2, 3, 4, 5, 6}}) {
    NpyArray b;
    b.dtype = "|u1";
    b.shape = shape;
    b.data.resize(b.NumElements());
    const auto bytes = SerializeNpy(b);
    EXPECT_EQ((bytes.size() - b.data.size()) % 64, 0u);
    EXPECT_EQ(bytes[bytes.size() - b.data.size() - 1], '\n');
  }
}

TEST(DatasetsNpy, RoundTripsEveryDtype) {
  struct Case {
    std::string dtype;
    std::vector<int64_t> shape;
  };
  for (const auto& c : std::vector<Case>{{"|u1", {3, 4}},
                                         {"|b1", {5}},
                                         {"<f4", {2, 2, 2}},
                                         {">i4", {3}},
                                         {"<f8", {}},
                                         {"|S8", {4, 3}},
                                         {"<U5", {2}},
                                         {"<i2", {0, 3}}}) {
    NpyArray a;
    a.dtype = c.dtype;
    a.shape = c.shape;
    a.fortran_order = c.dtype == "<f4";
    a.data.resize(a.NumElements() * DtypeItemSize(c.dtype));
    for (size_t i = 0; i < a.data.size(); ++i) a.data[i] = static_cast<uint8_t>(i * 7 + 1);
    const auto bytes = SerializeNpy(a);
    const NpyArray b = ParseNpy(bytes.data(), bytes.size(), "x.npy");
    EXPECT_EQ(b.dtype, a.dtype);
    EXPECT_EQ(b.shape, a.shape);
    EXPECT_EQ(b.fortran_order, a.fortran_order);
    EXPECT_EQ(b.data, a.data);
  }
}

TEST(DatasetsNpy, ConvertsByteOrdersAndSigns) {
  const int32_t values[] = {-2, 70000, 3};
  const NpyArray big = MakeNpy(">i4", {3}, values);
  EXPECT_EQ(big.data[0], 0xff);  // big-endian -2: ff ff ff fe
  EXPECT_EQ(big.data[3], 0xfe);
  EXPECT_EQ(NpyToInt64(big, "big"), (std::vector<int64_t>{-2, 70000, 3}));
  const float floats[] = {1.5f, -0.25f};
  EXPECT_EQ(NpyToDouble(MakeNpy("<f4", {2}, floats), "f"), (std::vector<double>{1.5, -0.25}));
  const uint8_t bools[] = {1, 0, 1};
  EXPECT_EQ(NpyToInt64(MakeNpy("|b1", {3}, bools), "b"), (std::vector<int64_t>{1, 0, 1}));
  ExpectError([&] { NpyToInt64(MakeNpy("<f4", {2}, floats), "f.npy"); }, {"f.npy", "<f4"});
}

TEST(DatasetsNpy, ParsesVersion2AndPython2Headers) {
  std::string header = "{'descr': '|u1', 'fortran_order': False, 'shape': (2L, 1L), }\n";
  std::vector<uint8_t> bytes = Bytes(std::string("\x93NUMPY\x02\x00", 8));
  const uint32_t len = header.size();
  for (int b = 0; b < 4; ++b) bytes.push_back(static_cast<uint8_t>(len >> (8 * b)));
  bytes.insert(bytes.end(), header.begin(), header.end());
  bytes.push_back(9);
  bytes.push_back(8);
  const NpyArray a = ParseNpy(bytes.data(), bytes.size(), "v2.npy");
  EXPECT_EQ(a.shape, (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(a.data, (std::vector<uint8_t>{9, 8}));
}

TEST(DatasetsNpy, CorruptFilesFailWithOneLineErrors) {
  auto good = NumpyArange23();
  auto parse = [](std::vector<uint8_t> bytes) {
    return [bytes] { ParseNpy(bytes.data(), bytes.size(), "bad.npy"); };
  };
  ExpectError(parse(Bytes("PK\x03\x04 not npy")), {"bad.npy", "bad magic"});
  auto truncated = good;
  truncated.resize(truncated.size() - 5);
  ExpectError(parse(truncated), {"bad.npy", "truncated data", "expected 48 bytes", "got 43"});
  auto short_header = good;
  short_header.resize(40);
  ExpectError(parse(short_header), {"bad.npy", "truncated header"});
  auto trailing = good;
  trailing.push_back(0);
  ExpectError(parse(trailing), {"bad.npy", "1 unexpected bytes"});
  auto object = good;
  std::memcpy(object.data() + 10 + 11, "|O8", 3);
  ExpectError(parse(object), {"bad.npy", "unsupported dtype '|O8'"});
  auto structured = Bytes(std::string("\x93NUMPY\x01\x00", 8));
  const std::string header = "{'descr': [('a', '<i4')], 'fortran_order': False, 'shape': (1,), }\n";
  structured.push_back(header.size());
  structured.push_back(0);
  structured.insert(structured.end(), header.begin(), header.end());
  ExpectError(parse(structured), {"bad.npy", "structured dtypes"});
  auto version = good;
  version[6] = 9;
  ExpectError(parse(version), {"bad.npy", "format version 9.0"});
  ExpectError([] { ReadNpy("/nonexistent/x.npy"); }, {"/nonexistent/x.npy", "cannot open"});
}

TEST(DatasetsNpy, SerializeRefusesMismatchedData) {
  NpyArray a;
  a.dtype = "<f4";
  a.shape = {3};
  a.data.resize(8);
  ExpectError([&] { SerializeNpy(a); }, {"<f4 (3,)", "needs 12 bytes", "has 8"});
}

}  // namespace
}  // namespace nilab::datasets
