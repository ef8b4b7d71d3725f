// A check of a MATLAB v5 .mat file's element headers before libmatio reads it. libmatio (1.5.23)
// allocates what a variable's header declares before it reads any data: a 258-byte file whose
// dimensions sub-element declares 1.7 GB of dimensions makes it calloc 7 GB. This walks the
// top-level elements, reads each matrix's class and dimensions (inflating the first bytes of a
// compressed element) and refuses, with one line, any header that could not describe data the file
// holds.
#pragma once

#include <string>

namespace nilab::datasets {

// Throws std::runtime_error "<path>: <reason>" when
//   - the file is not MAT v5 (a 128-byte header with version 0x0100 and "IM" or "MI");
//   - an element declares more bytes than the file has left, or is not a matrix;
//   - a matrix is a cell, struct, object or sparse array (an SVHN file holds numeric arrays);
//   - its rank is outside 2..32, or its elements would take more memory than its bytes can
//     describe: 16 times the element's size when stored plain (8-byte classes stored as bytes,
//     complex), 1032 times it (zlib's largest ratio) when compressed.
void CheckMatV5Elements(const std::string& path);

}  // namespace nilab::datasets
