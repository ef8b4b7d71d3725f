// The Fortran BLAS GEMMs (column-major) of the system's libblas, the library LibTorch loads
// (OpenBLAS on Debian), for the kernels that call it on data pointers (batched_matmul.cc,
// fused_attention.cc). Declared only in builds that found a BLAS (NILAB_HAVE_BLAS).
#pragma once

#ifdef NILAB_HAVE_BLAS
extern "C" void sgemm_(const char* transa, const char* transb, const int* m, const int* n,
                       const int* k, const float* alpha, const float* a, const int* lda,
                       const float* b, const int* ldb, const float* beta, float* c, const int* ldc);
extern "C" void dgemm_(const char* transa, const char* transb, const int* m, const int* n,
                       const int* k, const double* alpha, const double* a, const int* lda,
                       const double* b, const int* ldb, const double* beta, double* c,
                       const int* ldc);
#endif
