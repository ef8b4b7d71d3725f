// How a [rows, cols] matrix with strides (s0, s1) enters a GEMM without a copy: its memory is
// the row-major matrix itself (trans 'N', leading dimension s0) when s1 == 1, or the row-major
// [cols, rows] matrix to be transposed ('T', leading dimension s1) when s0 == 1. Read in
// column-major terms (the Fortran BLAS) the same memory is the transpose of each, so the same
// trans and ld serve a column-major product of the transposed matrices, C^T = B^T A^T.
#pragma once

#include <algorithm>
#include <cstdint>

namespace nilab::ni {

struct GemmOperand {
  char trans;
  int64_t ld;
};

// False when neither dimension has unit stride (or rows overlap): the caller copies or falls
// back.
inline bool AsGemmOperand(int64_t rows, int64_t cols, int64_t s0, int64_t s1, GemmOperand* op) {
  if (s1 == 1 && (rows == 1 || s0 >= cols)) {
    *op = {'N', std::max<int64_t>(s0, std::max<int64_t>(cols, 1))};
    return true;
  }
  if (s0 == 1 && (cols == 1 || s1 >= rows)) {
    *op = {'T', std::max<int64_t>(s1, std::max<int64_t>(rows, 1))};
    return true;
  }
  return false;
}

}  // namespace nilab::ni
