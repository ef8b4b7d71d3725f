// The factories a plugin exports, declared without LibTorch: code that only finds, checks and
// hands on plugins (the host's registry, the command line) includes this header instead of
// model.h and task.h, and compiles in seconds rather than the 20-60 s of a TU that includes
// <torch/torch.h>. Calling a factory, or using what it returns, needs model.h or task.h.
#pragma once

#include <memory>

#include "plugins/sdk/params.h"

namespace nilab::sdk {

class Model;
class Task;
struct ModelContext;
struct TaskContext;

// The factory a model plugin exports (see export.h and model.h).
using CreateModelFn = std::unique_ptr<Model>(const Params& params, const ModelContext& context);
// The factory a task plugin exports (see export.h and task.h).
using CreateTaskFn = std::unique_ptr<Task>(const Params& params, const TaskContext& context);

}  // namespace nilab::sdk
