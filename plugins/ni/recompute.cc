#include "plugins/ni/recompute.h"

#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <utility>

#include "plugins/sdk/autocast.h"

namespace nilab::ni {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

struct SegmentHolder : torch::CustomClassHolder {
  explicit SegmentHolder(Segment s) : segment(std::move(s)) {}
  Segment segment;
};

class RecomputeFunction : public torch::autograd::Function<RecomputeFunction> {
 public:
  static torch::Tensor forward(AutogradContext* ctx, c10::intrusive_ptr<SegmentHolder> holder,
                               at::TensorList inputs) {
    // Autograd is off here: the segment's intermediates are freed as it goes.
    std::vector<torch::Tensor> in(inputs.begin(), inputs.end());
    torch::Tensor out = holder->segment(in);
    ctx->save_for_backward(in);
    sdk::SaveAutocast(ctx, in.front().device().type());
    ctx->saved_data["segment"] = c10::IValue::make_capsule(std::move(holder));
    return out;
  }

  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
    // The segment is recomputed as it was computed: under forward's autocast state.
    const auto autocast = sdk::RestoreAutocast(ctx);
    const variable_list saved = ctx->get_saved_variables();
    auto holder =
        c10::static_intrusive_pointer_cast<SegmentHolder>(ctx->saved_data["segment"].toCapsule());
    std::vector<torch::Tensor> inputs;
    std::vector<torch::Tensor> wrt;
    std::vector<size_t> wrt_index;
    for (size_t i = 0; i < saved.size(); ++i) {
      const bool needs = saved[i].defined() && saved[i].requires_grad();
      inputs.push_back(saved[i].defined() ? saved[i].detach().requires_grad_(needs) : saved[i]);
      if (needs) {
        wrt.push_back(inputs.back());
        wrt_index.push_back(i);
      }
    }
    variable_list grads(saved.size() + 1);  // slot 0: the holder (not a tensor)
    if (wrt.empty()) return grads;
    torch::Tensor out;
    {
      torch::AutoGradMode enable(true);
      out = holder->segment(inputs);
    }
    const variable_list g = torch::autograd::grad({out}, wrt, {grad_outputs[0]},
                                                  /*retain_graph=*/false,
                                                  /*create_graph=*/false, /*allow_unused=*/true);
    for (size_t k = 0; k < wrt.size(); ++k) grads[wrt_index[k] + 1] = g[k];
    return grads;
  }
};

}  // namespace

torch::Tensor Recompute(Segment segment, const std::vector<torch::Tensor>& inputs) {
  if (!torch::GradMode::is_enabled()) return segment(inputs);
  return RecomputeFunction::apply(c10::make_intrusive<SegmentHolder>(std::move(segment)),
                                  at::TensorList(inputs));
}

bool ShouldRecompute(int64_t kept_bytes, c10::DeviceType device) {
  const char* env = std::getenv("NILAB_NI_RECOMPUTE");
  const std::string mode = env ? env : "auto";
  if (mode == "always") return true;
  if (mode == "never") return false;
  if (mode != "auto" && !mode.empty()) {
    throw std::invalid_argument("ni: NILAB_NI_RECOMPUTE must be auto, always or never (got '" +
                                mode + "')");
  }
  const int64_t gib = int64_t{1} << 30;
  return kept_bytes > (device == c10::DeviceType::CPU ? gib : 8 * gib);
}

}  // namespace nilab::ni
