#include "host/runner/device_adamw.h"

#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>
#include <type_traits>
#include <utility>

namespace nilab::host {
namespace {

// The key of a parameter in torch::optim::Optimizer::state(): its TensorImpl, as a pointer
// (LibTorch 2.x) or as the pointer's text (1.x, c10::guts::to_string).
template <typename Key>
Key StateKey(const torch::Tensor& p) {
  if constexpr (std::is_same_v<Key, std::string>) {
    std::ostringstream text;
    text << p.unsafeGetTensorImpl();
    return text.str();
  } else {
    return p.unsafeGetTensorImpl();
  }
}

template <typename State>
torch::optim::AdamWParamState* FindState(State& state, const torch::Tensor& p) {
  using Key = typename std::decay_t<State>::key_type;
  auto it = state.find(StateKey<Key>(p));
  return it == state.end() ? nullptr
                           : static_cast<torch::optim::AdamWParamState*>(it->second.get());
}

}  // namespace

std::string DeviceAdamW::Unsupported(torch::optim::AdamW& adamw) {
  std::set<int64_t> steps;
  bool missing = false;
  for (auto& group : adamw.param_groups()) {
    if (static_cast<torch::optim::AdamWOptions&>(group.options()).amsgrad()) return "amsgrad";
    for (const auto& p : group.params()) {
      if (const auto* state = FindState(adamw.state(), p)) {
        steps.insert(state->step());
      } else {
        missing = true;
      }
    }
  }
  if (steps.size() > 1) {
    return "the parameters' AdamW step counts differ (" + std::to_string(*steps.begin()) + " to " +
           std::to_string(*steps.rbegin()) + ")";
  }
  if (missing && !steps.empty() && *steps.begin() > 0) {
    return "some parameters have no AdamW state beside others at step " +
           std::to_string(*steps.begin());
  }
  return "";
}

DeviceAdamW::DeviceAdamW(torch::optim::AdamW& adamw, std::vector<double> group_lr_scale) {
  if (const std::string why = Unsupported(adamw); !why.empty()) throw std::invalid_argument(why);
  if (group_lr_scale.size() != adamw.param_groups().size()) {
    throw std::invalid_argument("DeviceAdamW: one lr factor per param group expected");
  }
  torch::NoGradGuard no_grad;
  int64_t step = 0;
  torch::Device device = torch::kCPU;
  for (size_t g = 0; g < adamw.param_groups().size(); ++g) {
    auto& source = adamw.param_groups()[g];
    const auto& options = static_cast<torch::optim::AdamWOptions&>(source.options());
    Group group;
    group.lr_scale = group_lr_scale[g];
    group.weight_decay = options.weight_decay();
    group.beta1 = std::get<0>(options.betas());
    group.beta2 = std::get<1>(options.betas());
    group.eps = options.eps();
    for (const auto& p : source.params()) {
      auto* state = FindState(adamw.state(), p);
      if (!state) {
        // As AdamW's first step creates it.
        auto fresh = std::make_unique<torch::optim::AdamWParamState>();
        fresh->step(0);
        fresh->exp_avg(torch::zeros_like(p, torch::MemoryFormat::Preserve));
        fresh->exp_avg_sq(torch::zeros_like(p, torch::MemoryFormat::Preserve));
        state = fresh.get();
        using Key = typename std::decay_t<decltype(adamw.state())>::key_type;
        adamw.state()[StateKey<Key>(p)] = std::move(fresh);
      }
      step = state->step();
      device = p.device();
      group.params.push_back(p);
      group.exp_avg.push_back(state->exp_avg());
      group.exp_avg_sq.push_back(state->exp_avg_sq());
      group.states.push_back(state);
      storage_.insert(storage_.end(),
                      {p.data_ptr(), state->exp_avg().data_ptr(), state->exp_avg_sq().data_ptr()});
    }
    groups_.push_back(std::move(group));
  }
  const auto options = torch::TensorOptions().dtype(torch::kDouble).device(device);
  lr_ = torch::zeros({}, options);
  step_ = torch::full({}, static_cast<double>(step), options);
}

void DeviceAdamW::SetLr(double lr) { lr_.fill_(lr); }

torch::Tensor DeviceAdamW::ClipGradNorm(double max_norm) {
  torch::NoGradGuard no_grad;
  std::vector<torch::Tensor> grads, norms;
  for (const Group& group : groups_) {
    for (const auto& p : group.params) {
      if (p.grad().defined()) grads.push_back(p.grad());
    }
  }
  if (grads.empty()) return torch::zeros({}, step_.options().dtype(torch::kFloat));
  for (const auto& g : grads) norms.push_back(g.norm(2));
  // clip_grad_norm_: total = ||(||g_1||, ..., ||g_n||)||_2, coef = min(1, max / (total + 1e-6)).
  const torch::Tensor total = norms.size() == 1 ? norms[0] : torch::stack(norms).norm(2);
  const torch::Tensor coef = torch::clamp_max(max_norm / (total + 1e-6), 1.0);
  for (auto& g : grads) g.mul_(coef);
  return total;
}

void DeviceAdamW::Step() {
  torch::NoGradGuard no_grad;
  stepped_.clear();
  step_.add_(1);
  for (Group& group : groups_) {
    // Per group, on the device: lr_g = lr x factor, the bias corrections 1 - beta^t, and the
    // step size lr_g / (1 - beta1^t).
    // Computed in float64, used in float32: a 0-dim float64 operand would make the update of a
    // 0-dim parameter float64.
    const torch::Tensor lr = lr_ * group.lr_scale;
    const torch::Tensor decay = (1.0 - lr * group.weight_decay).to(torch::kFloat);
    const torch::Tensor bias1 = 1.0 - torch::pow(group.beta1, step_);
    const torch::Tensor bias2_sqrt =
        torch::sqrt(1.0 - torch::pow(group.beta2, step_)).to(torch::kFloat);
    const torch::Tensor step_size = (lr / bias1).to(torch::kFloat);
    for (size_t i = 0; i < group.params.size(); ++i) {
      torch::Tensor& p = group.params[i];
      const torch::Tensor& grad = p.grad();
      if (!grad.defined()) continue;
      // Decoupled weight decay: p <- p (1 - lr_g wd).
      if (group.weight_decay != 0) p.mul_(decay);
      // m <- beta1 m + (1 - beta1) g;  v <- beta2 v + (1 - beta2) g^2
      group.exp_avg[i].lerp_(grad, 1 - group.beta1);
      group.exp_avg_sq[i].mul_(group.beta2).addcmul_(grad, grad, 1 - group.beta2);
      // p <- p - step_size m / (sqrt(v) / sqrt(1 - beta2^t) + eps)
      const torch::Tensor denom = group.exp_avg_sq[i].sqrt().div_(bias2_sqrt).add_(group.eps);
      p.addcdiv_(group.exp_avg[i] * step_size, denom, -1.0);
      stepped_.push_back(group.states[i]);
    }
  }
}

bool DeviceAdamW::Bound(torch::optim::AdamW& adamw) const {
  std::vector<const void*> now;
  for (auto& group : adamw.param_groups()) {
    for (const auto& p : group.params()) {
      const auto* state = FindState(adamw.state(), p);
      if (!state || !state->exp_avg().defined() || !state->exp_avg_sq().defined()) return false;
      now.insert(now.end(),
                 {p.data_ptr(), state->exp_avg().data_ptr(), state->exp_avg_sq().data_ptr()});
    }
  }
  return now == storage_;
}

void DeviceAdamW::AdvanceHostSteps() {
  for (auto* state : stepped_) state->step(state->step() + 1);
}

}  // namespace nilab::host
