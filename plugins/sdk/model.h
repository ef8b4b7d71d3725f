// The model interface: a set-to-set backbone. A model knows nothing of the task, the data or
// the training loop; it maps a token set [B, N, D] to a token set of the same shape.
#pragma once

#include <torch/torch.h>

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "plugins/sdk/abi.h"
#include "plugins/sdk/factory.h"  // CreateModelFn
#include "plugins/sdk/params.h"

namespace nilab::sdk {

// Named groups of parameters ("codes", "signatures", "cls", ...). The host freezes and unfreezes
// whole groups for finetuning protocols. A tensor may appear in at most one group of a plugin.
using ParamGroups = std::map<std::string, std::vector<torch::Tensor>>;

// Thrown by a capability a plugin does not implement.
class NILAB_SDK_API UnsupportedCapability : public std::runtime_error {
 public:
  explicit UnsupportedCapability(const std::string& what)
      : std::runtime_error("capability not supported: " + what) {}
};

// The input to a model.
struct TokenSet {
  torch::Tensor tokens;  // [B, N, D] float, on the model's device
  // Optional relative positions: [N, N] int64, entry (i, j) indexes a learned per-head bias
  // (owned by the model, sized by ModelContext::num_rel_pos) added to the attention logit of
  // query i and key j; -1 means no bias for that pair. Undefined tensor = no relative positions.
  torch::Tensor rel_pos;
};

struct ModelOutput {
  torch::Tensor tokens;  // [B, N, D]
  // Optional scalar added to the task's loss by the host (e.g. an ACT ponder cost), already
  // weighted. Undefined = nothing to add.
  torch::Tensor aux_loss;
  // Optional per-sample statistics, [B] each (e.g. "iterations" used by adaptive computation).
  // The host logs their mean per epoch and split as "<split>/<name>".
  std::map<std::string, torch::Tensor> stats;
};

// The patch grid of a task's image tokens: the LAST rows * cols tokens of every TokenSet are the
// patches in row-major order; tokens before them (CLS) are not on the grid. 0 x 0: no grid.
struct PatchGrid {
  int64_t rows = 0;
  int64_t cols = 0;
  int64_t size() const { return rows * cols; }
};

// What the host tells a model when it creates it.
struct ModelContext {
  int64_t num_rel_pos = 0;  // size of the relative-position vocabulary the task uses (0: none)
  // The task's patch grid (Task::patch_grid), for models that compute relative positions
  // themselves from the grid (e.g. the NI's `rel_pos = "sep_sum"`, the authors' encoder).
  PatchGrid grid;
};

// One routing snapshot: the compatibility matrix C of one script at one function iteration.
struct RoutingStep {
  int64_t script = 0;
  int64_t iteration = 0;
  torch::Tensor compatibility;  // [B, n_f, N], detached, on CPU
};

class NILAB_SDK_API Model {
 public:
  virtual ~Model() = default;

  // Every parameter and buffer of the model, for the optimizer, checkpoints, .to(device) and
  // train()/eval(). Parameters created later (AddFunctions) must be registered here too.
  virtual torch::nn::Module& module() = 0;
  // Token width D the task must embed to.
  virtual int64_t dim() const = 0;
  virtual ModelOutput Forward(const TokenSet& input) = 0;
  virtual ParamGroups ParameterGroups() = 0;
  // True when Forward may run on several slices of one batch at once, on different threads, and
  // gives each sample what the whole batch would (up to rounding): no state kept between calls,
  // no random draws in training (dropout off). See Task::SupportsBatchSlices.
  virtual bool SupportsBatchSlices() const { return false; }

  // ---- Optional capabilities (listed in PluginInfo::capabilities) ----
  // The model's compute knob: function iterations per script for NI, layers used for a ViT.
  // Setting it at inference to a value other than the training one is "anytime inference".
  virtual int64_t iterations() const { throw UnsupportedCapability("iterations"); }
  virtual void SetIterations(int64_t /*k*/) { throw UnsupportedCapability("iterations"); }
  // Adds n functions (new signatures and codes) to every script. The new parameters are added to
  // their usual groups and also to a group named "new_functions". init: "random" (drawn as at
  // construction) or "mirror" (started from existing functions' parameters, n <= num_functions();
  // for the NI, the authors' init_strategy = "mirror").
  virtual void AddFunctions(int64_t /*n*/, const std::string& /*init*/) {
    throw UnsupportedCapability("add_functions");
  }
  // Number of functions per script (what DropFunctions ids index).
  virtual int64_t num_functions() const { throw UnsupportedCapability("drop_functions"); }
  // Masks the listed functions out of routing (C_ui = 0 for them) until called again; an empty
  // list restores all functions.
  virtual void DropFunctions(const std::vector<int64_t>& /*ids*/) {
    throw UnsupportedCapability("drop_functions");
  }
  // Re-draws the parameters of one group from their initial distribution (e.g. "codes").
  virtual void Reinitialize(const std::string& /*group*/) {
    throw UnsupportedCapability("reinitialize");
  }
  // While enabled, Forward records the compatibility matrices; TakeRoutingTrace returns and
  // clears them.
  virtual void SetRoutingTrace(bool /*enabled*/) { throw UnsupportedCapability("routing_trace"); }
  virtual std::vector<RoutingStep> TakeRoutingTrace() {
    throw UnsupportedCapability("routing_trace");
  }
};

}  // namespace nilab::sdk
