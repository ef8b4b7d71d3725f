// NumPy's .npy format (versions 1.0, 2.0 and 3.0 read; 1.0 written, 2.0 when the header needs it):
//
//   "\x93NUMPY" major minor  header_len (uint16 LE for 1.x, uint32 LE for 2.x/3.x)
//   header: a Python dict literal {'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }
//           padded with spaces and ending in '\n' so that the data starts at a multiple of 64
//   data:   prod(shape) items of the dtype, in C (or Fortran) order, byte order as in descr
//
// An array keeps its bytes exactly as stored (no byte swapping, no reordering); the helpers below
// convert to host values. Structured and object dtypes are refused with a clear error.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace nilab::datasets {

struct NpyArray {
  std::string dtype;  // numpy descr: "|u1", "<i8", "<f4", "|b1", "|S8", "<U5", ...
  std::vector<int64_t> shape;
  bool fortran_order = false;
  std::vector<uint8_t> data;

  int64_t NumElements() const;
};

// Bytes per element of a descr ("<f4" -> 4, "<U5" -> 20); throws std::invalid_argument for
// descrs this reader does not support (object, structured, datetime).
int64_t DtypeItemSize(const std::string& dtype);

// Parses a whole .npy file held in memory. `what` names it in errors ("x.npz:image.npy").
NpyArray ParseNpy(const uint8_t* bytes, size_t size, const std::string& what);
NpyArray ReadNpy(const std::string& path);

// Serialises in format 1.0 (2.0 only when the header exceeds 65535 bytes). Throws when the data
// size does not match dtype and shape.
std::vector<uint8_t> SerializeNpy(const NpyArray& array);
// Writes atomically (a temporary file renamed into place).
void WriteNpy(const std::string& path, const NpyArray& array);

// Element values of a bool / integer array ("|b1", "|u1", "<i2", ">u4", "<i8", ...) as int64 in
// storage order; throws naming `what` for other dtypes or for uint64 values above INT64_MAX.
std::vector<int64_t> NpyToInt64(const NpyArray& array, const std::string& what);
// Element values of an integer or float array as double, in storage order.
std::vector<double> NpyToDouble(const NpyArray& array, const std::string& what);
// Makes an array of host-order values with the given descr ("<i8", "|u1", "<f4", ...).
NpyArray MakeNpy(const std::string& dtype, std::vector<int64_t> shape, const void* values);

}  // namespace nilab::datasets
