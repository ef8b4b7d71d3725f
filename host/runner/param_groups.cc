#include "host/runner/param_groups.h"

#include <cstdint>
#include <stdexcept>

namespace nilab::host {
namespace {

const std::vector<torch::Tensor>* FindGroup(const sdk::ParamGroups& model_groups,
                                            const sdk::ParamGroups& task_groups,
                                            const std::string& name) {
  if (auto it = model_groups.find(name); it != model_groups.end()) return &it->second;
  if (auto it = task_groups.find(name); it != task_groups.end()) return &it->second;
  return nullptr;
}

}  // namespace

void ApplyTrainableGroups(sdk::Model& model, sdk::Task& task,
                          const std::vector<std::string>& train_groups,
                          const std::vector<std::string>& freeze_groups) {
  const sdk::ParamGroups model_groups = model.ParameterGroups();
  const sdk::ParamGroups task_groups = task.ParameterGroups();
  static const std::vector<torch::Tensor> kAbsent;
  auto group = [&](const std::string& name) -> const std::vector<torch::Tensor>& {
    const auto* tensors = FindGroup(model_groups, task_groups, name);
    return tensors ? *tensors : kAbsent;
  };
  if (!train_groups.empty()) {
    for (auto* module : {&model.module(), &task.module()}) {
      for (auto& p : module->parameters()) p.set_requires_grad(false);
    }
    for (const auto& name : train_groups) {
      for (const auto& t : group(name)) const_cast<torch::Tensor&>(t).set_requires_grad(true);
    }
  }
  for (const auto& name : freeze_groups) {
    for (const auto& t : group(name)) const_cast<torch::Tensor&>(t).set_requires_grad(false);
  }
}

std::vector<double> LrScales(sdk::Model& model, sdk::Task& task,
                             const std::vector<torch::Tensor>& params,
                             const std::map<std::string, double>& lr_scale) {
  std::vector<double> scales(params.size(), 1.0);
  if (lr_scale.empty()) return scales;
  const sdk::ParamGroups model_groups = model.ParameterGroups();
  const sdk::ParamGroups task_groups = task.ParameterGroups();
  // tensor -> (the listed group it belongs to, its factor)
  std::map<const void*, std::pair<std::string, double>> listed;
  for (const auto& [name, scale] : lr_scale) {
    const auto* tensors = FindGroup(model_groups, task_groups, name);
    if (!tensors) continue;  // declared, absent from this instance (see the header)
    for (const auto& t : *tensors) {
      const void* key = t.unsafeGetTensorImpl();
      if (auto it = listed.find(key); it != listed.end() && it->second.first != name) {
        throw std::runtime_error("lr_scale: groups '" + it->second.first + "' and '" + name +
                                 "' share parameters; give a factor for one of them");
      }
      listed[key] = {name, scale};
    }
  }
  for (size_t i = 0; i < params.size(); ++i) {
    if (auto it = listed.find(params[i].unsafeGetTensorImpl()); it != listed.end()) {
      scales[i] = it->second.second;
    }
  }
  return scales;
}

std::vector<torch::Tensor> TrainableParameters(sdk::Model& model, sdk::Task& task) {
  std::vector<torch::Tensor> out;
  for (auto* module : {&model.module(), &task.module()}) {
    for (auto& p : module->parameters()) {
      if (p.requires_grad()) out.push_back(p);
    }
  }
  return out;
}

int64_t CountParameters(torch::nn::Module& module) {
  int64_t n = 0;
  for (const auto& p : module.parameters()) n += p.numel();
  return n;
}

}  // namespace nilab::host
