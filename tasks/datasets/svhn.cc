#include "tasks/datasets/svhn.h"

#include <matio.h>
#include <cstdint>

#include <filesystem>
#include <memory>
#include <sstream>
#include <stdexcept>

#include "tasks/datasets/mat_v5_check.h"

namespace nilab::datasets {
namespace {

// matio reports problems through a log function; keep its last message for our error line
// instead of letting it print to stderr.
thread_local std::string last_matio_message;

void MatioLog(int /*level*/, char* message) { last_matio_message = message ? message : ""; }

void InstallMatioLog() {
  static const bool installed = [] {
    Mat_LogInitFunc("nilab", MatioLog);
    return true;
  }();
  (void)installed;
}

struct MatCloser {
  void operator()(mat_t* mat) const { Mat_Close(mat); }
};
struct VarFreer {
  void operator()(matvar_t* var) const { Mat_VarFree(var); }
};
using MatPtr = std::unique_ptr<mat_t, MatCloser>;
using VarPtr = std::unique_ptr<matvar_t, VarFreer>;

std::string Dims(const matvar_t* var) {
  std::string s;
  for (int i = 0; i < var->rank; ++i) s += (i ? "x" : "") + std::to_string(var->dims[i]);
  return s;
}

std::string Reason() { return last_matio_message.empty() ? "" : " (" + last_matio_message + ")"; }

// Element i of a numeric matio variable as a double.
double NumericAt(const matvar_t* var, size_t i) {
  switch (var->class_type) {
    case MAT_C_DOUBLE:
      return static_cast<const double*>(var->data)[i];
    case MAT_C_SINGLE:
      return static_cast<const float*>(var->data)[i];
    case MAT_C_UINT8:
      return static_cast<const uint8_t*>(var->data)[i];
    case MAT_C_INT8:
      return static_cast<const int8_t*>(var->data)[i];
    case MAT_C_UINT16:
      return static_cast<const uint16_t*>(var->data)[i];
    case MAT_C_INT16:
      return static_cast<const int16_t*>(var->data)[i];
    case MAT_C_UINT32:
      return static_cast<const uint32_t*>(var->data)[i];
    case MAT_C_INT32:
      return static_cast<const int32_t*>(var->data)[i];
    case MAT_C_UINT64:
      return static_cast<double>(static_cast<const uint64_t*>(var->data)[i]);
    case MAT_C_INT64:
      return static_cast<double>(static_cast<const int64_t*>(var->data)[i]);
    default:
      return -1;
  }
}

}  // namespace

LabeledImages ReadSvhnMat(const std::string& path) {
  auto fail = [&](const std::string& message) { throw std::runtime_error(path + ": " + message); };
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) fail("no such file");
  CheckMatV5Elements(path);  // before matio allocates what the headers declare
  InstallMatioLog();
  last_matio_message.clear();
  MatPtr mat(Mat_Open(path.c_str(), MAT_ACC_RDONLY));
  if (!mat) fail("not a readable MATLAB .mat file" + Reason());

  VarPtr x(Mat_VarRead(mat.get(), "X"));
  if (!x) fail("cannot read variable 'X'" + Reason());
  if (x->class_type != MAT_C_UINT8 || x->rank != 4 || x->dims[0] != 32 || x->dims[1] != 32 ||
      x->dims[2] != 3 || x->isComplex) {
    fail("variable 'X' must be uint8 32x32x3xN, got " + Dims(x.get()) + " of class " +
         std::to_string(x->class_type));
  }
  VarPtr y(Mat_VarRead(mat.get(), "y"));
  if (!y) fail("cannot read variable 'y'" + Reason());
  const size_t n = x->dims[3];
  const size_t y_count = y->rank == 2 ? y->dims[0] * y->dims[1] : 0;
  if (y_count != n || (y->dims[0] != 1 && y->dims[1] != 1) || NumericAt(y.get(), 0) < -0.5) {
    fail("variable 'y' must be numeric Nx1 with N = " + std::to_string(n) + ", got " +
         Dims(y.get()));
  }

  LabeledImages out;
  out.height = out.width = 32;
  out.channels = 3;
  out.pixels.resize(n * 32 * 32 * 3);
  out.labels.resize(n);
  // Column-major X(h, w, c, i) is at h + 32 w + 1024 c + 3072 i; we store HWC row-major.
  const auto* src = static_cast<const uint8_t*>(x->data);
  for (size_t i = 0; i < n; ++i) {
    uint8_t* dst = out.pixels.data() + i * 3072;
    const uint8_t* image = src + i * 3072;
    for (int h = 0; h < 32; ++h) {
      for (int w = 0; w < 32; ++w) {
        for (int c = 0; c < 3; ++c) dst[(h * 32 + w) * 3 + c] = image[h + 32 * w + 1024 * c];
      }
    }
    const double label = NumericAt(y.get(), i);
    // Range first: casting a value outside int's range (or nan) to int is undefined.
    if (!(label >= 1 && label <= 10) || label != static_cast<int>(label)) {
      std::ostringstream value;
      value << label;
      fail("label " + value.str() + " of sample " + std::to_string(i) + " is outside 1..10");
    }
    out.labels[i] = static_cast<uint8_t>(static_cast<int>(label) % 10);  // 10 means the digit 0
  }
  return out;
}

}  // namespace nilab::datasets
