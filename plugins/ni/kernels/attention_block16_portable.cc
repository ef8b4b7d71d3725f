// attention_block16.h in builds without the x86 kernels (a CPU other than x86, or
// NILAB_NI_X86_KERNELS off): the block kernel never applies, so fused_attention.cc runs every
// block through its BLAS path. The setting is still checked, as in attention_block16.cc.
#include "plugins/ni/kernels/attention_block16.h"

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace nilab::ni {

bool AttentionBlock16Built() { return false; }

bool AttentionBlock16Applies(int, int, int) {
  static const bool checked = [] {
    const char* env = std::getenv("NILAB_NI_ATTENTION_BLOCKS");
    const std::string mode = env ? env : "auto";
    if (mode != "auto" && mode != "blas" && !mode.empty()) {
      throw std::invalid_argument("ni: NILAB_NI_ATTENTION_BLOCKS must be auto or blas (got '" +
                                  mode + "')");
    }
    return true;
  }();
  (void)checked;
  return false;
}

void AttentionBlock16Forward(int, const float*, int, const float*, int, const float*, int,
                             const float*, const float*, float, float*, float*, float*, int) {
  throw std::logic_error("AttentionBlock16Forward: this build has no x86 kernels");
}

void AttentionBlock16Backward(int, const float*, int, const float*, int, const float*, int,
                              const float*, const float*, const float*, const float*, int, float,
                              float*, int, float*, int, float*, int, float*, float*) {
  throw std::logic_error("AttentionBlock16Backward: this build has no x86 kernels");
}

}  // namespace nilab::ni
