// Which parameters train in a phase, from the phase's train_groups / freeze_groups.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"

namespace nilab::host {

// Group names are checked against the plugins' declared groups when the sweep is parsed. A
// declared group may be absent from a model instance (NI's `halting` when halting = "none",
// `new_functions` before add_functions): here it has no tensors, so one phase can list it for a
// sweep whose models differ in it (lr_scale = { halting = 0.1 } beside fixed-iteration NIs).

// With `train_groups`: only the tensors of those groups (of the model or the task) train.
// With `freeze_groups`: those groups stop training and the rest keeps the plugins' own flags
// (e.g. NI's fixed signatures stay fixed).
void ApplyTrainableGroups(sdk::Model& model, sdk::Task& task,
                          const std::vector<std::string>& train_groups,
                          const std::vector<std::string>& freeze_groups);

// The factor on the learning rate of each of `params` from a phase's lr_scale (group -> factor;
// 1 for a tensor in no listed group). Throws naming a tensor that two listed groups share.
std::vector<double> LrScales(sdk::Model& model, sdk::Task& task,
                             const std::vector<torch::Tensor>& params,
                             const std::map<std::string, double>& lr_scale);

// Every parameter of the model then the task that requires grad, in a fixed order.
std::vector<torch::Tensor> TrainableParameters(sdk::Model& model, sdk::Task& task);

int64_t CountParameters(torch::nn::Module& module);

}  // namespace nilab::host
