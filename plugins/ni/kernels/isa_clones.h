// NILAB_ISA_CLONES marks a float loop of the fused kernels (fused_attention.cc, fused_loc_tail.cc)
// to be compiled once per x86 vector ISA, AVX-512F, AVX2 and the baseline, the copy for the CPU
// being picked when the library loads (GCC's target_clones). In builds without the x86 kernels
// (a CPU other than x86, or NILAB_NI_X86_KERNELS off: kernels/CMakeLists.txt) the same loop is
// compiled once, for the target's baseline: the portable path.
#pragma once

#ifdef NILAB_NI_X86_KERNELS
#define NILAB_ISA_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define NILAB_ISA_CLONES
#endif
