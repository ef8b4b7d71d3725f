#include "plugins/ni/neural_interpreter.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace nilab::ni {

NeuralInterpreter::NeuralInterpreter(const NiConfig& config, const sdk::ModelContext& context)
    : config_(config), num_rel_pos_(context.num_rel_pos), iterations_(config.n_i) {
  config_.Validate();
  if (num_rel_pos_ < 0) throw std::invalid_argument("ni: num_rel_pos must be >= 0");
  root_ = std::make_shared<torch::nn::Module>("NeuralInterpreter");
  scripts_ = root_->register_module("scripts", torch::nn::ModuleList());
  for (int64_t s = 0; s < config_.n_s; ++s)
    scripts_->push_back(Script(config_, num_rel_pos_, context.grid));
  // Halting units last, so a model with halting draws every other parameter as the same model
  // without it does (same seed, same weights).
  if (config_.halting != "none") {
    for (int64_t s = 0; s < config_.n_s; ++s) {
      Script sc = script(s);
      sc->halting =
          sc->register_module("halting", HaltingUnit(config_.dim, config_.halt_bias_init));
    }
  }
}

Script NeuralInterpreter::script(int64_t s) const {
  return Script(scripts_->ptr<ScriptImpl>(static_cast<size_t>(s)));
}

int64_t NeuralInterpreter::num_functions() const { return script(0)->num_functions(); }

sdk::ModelOutput NeuralInterpreter::Forward(const sdk::TokenSet& input) {
  const torch::Tensor& x = input.tokens;
  if (!x.defined() || x.dim() != 3 || x.size(2) != config_.dim) {
    throw std::invalid_argument("ni: tokens must be [B, N, " + std::to_string(config_.dim) +
                                "], got " + (x.defined() ? c10::str(x.sizes()) : "undefined"));
  }
  const torch::Tensor& rel_pos = input.rel_pos;
  if (rel_pos.defined()) {
    if (rel_pos.dim() != 2 || rel_pos.size(0) != x.size(1) || rel_pos.size(1) != x.size(1)) {
      throw std::invalid_argument("ni: rel_pos must be [N, N] with N = " +
                                  std::to_string(x.size(1)) + ", got " + c10::str(rel_pos.sizes()));
    }
    if (num_rel_pos_ == 0 && config_.rel_pos == "table") {
      throw std::invalid_argument(
          "ni: rel_pos given but the model was created with num_rel_pos = 0");
    }
  }
  torch::Tensor active;
  if (!dropped_.empty()) {
    active = torch::ones({num_functions()}, torch::TensorOptions().dtype(torch::kBool));
    for (int64_t id : dropped_) active[id] = false;
    active = active.to(x.device());
  }
  if (config_.halting != "none") return ForwardAdaptive(x, rel_pos, active);
  torch::Tensor h = x, unrouted;
  for (int64_t s = 0; s < config_.n_s; ++s) {
    std::vector<torch::Tensor> steps;
    torch::Tensor script_unrouted;
    h = script(s)->forward(h, rel_pos, iterations_, active, trace_enabled_ ? &steps : nullptr,
                           &script_unrouted);
    unrouted = s == 0 ? script_unrouted : unrouted + script_unrouted;
    for (size_t it = 0; it < steps.size(); ++it) {
      trace_.push_back({s, static_cast<int64_t>(it), steps[it]});
    }
  }
  sdk::ModelOutput out;
  out.tokens = h;
  // Share of tokens no function processed, over scripts and iterations: a collapsed routing
  // (every token truncated by every function, so the NI is the identity) reads 1.
  out.stats["routing/unrouted"] = unrouted / static_cast<double>(config_.n_s);
  return out;
}

sdk::ModelOutput NeuralInterpreter::ForwardAdaptive(const torch::Tensor& x,
                                                    const torch::Tensor& rel_pos,
                                                    const torch::Tensor& active) {
  torch::Tensor h = x, ponder, iterations, histogram, unrouted;
  rows_processed_.clear();
  for (int64_t s = 0; s < config_.n_s; ++s) {
    std::vector<torch::Tensor> steps;
    torch::Tensor script_unrouted;
    ActResult r = script(s)->Adaptive(h, rel_pos, iterations_, active,
                                      trace_enabled_ ? &steps : nullptr, &script_unrouted);
    unrouted = s == 0 ? script_unrouted : unrouted + script_unrouted;
    for (size_t it = 0; it < steps.size(); ++it) {
      trace_.push_back({s, static_cast<int64_t>(it), steps[it]});
    }
    h = r.tokens;
    ponder = s == 0 ? r.ponder : ponder + r.ponder;
    iterations = s == 0 ? r.iterations : iterations + r.iterations;
    histogram = s == 0 ? r.histogram : histogram + r.histogram;
    rows_processed_.push_back(std::move(r.rows_processed));
  }
  sdk::ModelOutput out;
  out.tokens = h;
  // Ponder cost: tau * mean over samples of sum over scripts of (N + R).
  out.aux_loss = config_.ponder_cost * ponder.mean();
  const double scripts = static_cast<double>(config_.n_s);
  out.stats["ponder"] = ponder.detach();
  out.stats["routing/unrouted"] = unrouted / scripts;
  // Iterations per script (the scale of n_i), averaged over the sample's tokens (per token).
  out.stats["iterations"] = iterations / scripts;
  // Their distribution: the fraction of units (samples or tokens) that used k iterations.
  for (int64_t k = 1; k <= iterations_; ++k) {
    out.stats["iter_frac@" + std::to_string(k)] = histogram.select(1, k - 1) / scripts;
  }
  return out;
}

sdk::ParamGroups NeuralInterpreter::ParameterGroups() {
  sdk::ParamGroups groups;
  auto& signatures = groups["signatures"];
  auto& codes = groups["codes"];
  auto& type_inference = groups["type_inference"];
  auto& kernel = groups["kernel"];
  auto& interpreter = groups["interpreter"];
  std::vector<torch::Tensor> rel_pos;
  for (int64_t s = 0; s < config_.n_s; ++s) {
    const Script sc = script(s);
    signatures.insert(signatures.end(), sc->signature_chunks.begin(), sc->signature_chunks.end());
    codes.insert(codes.end(), sc->code_chunks.begin(), sc->code_chunks.end());
    for (const auto& p : sc->type_inference->parameters()) type_inference.push_back(p);
    kernel.push_back(sc->sigma);
    for (const auto& item : sc->interpreter->named_parameters()) {
      if (item.key().find("rel_") != std::string::npos) {  // rel_table or the sep_sum encoder
        rel_pos.push_back(item.value());
      } else {
        interpreter.push_back(item.value());
      }
    }
  }
  if (!rel_pos.empty()) groups["rel_pos"] = rel_pos;
  if (config_.halting != "none") {
    auto& halting = groups["halting"];
    for (int64_t s = 0; s < config_.n_s; ++s) {
      for (const auto& p : script(s)->halting->parameters()) halting.push_back(p);
    }
  }
  if (!new_functions_.empty()) groups["new_functions"] = new_functions_;
  return groups;
}

void NeuralInterpreter::SetIterations(int64_t k) {
  if (k < 1)
    throw std::invalid_argument("ni: iterations must be >= 1 (got " + std::to_string(k) + ")");
  iterations_ = k;
}

void NeuralInterpreter::AddFunctions(int64_t n, const std::string& init) {
  if (n < 1)
    throw std::invalid_argument("ni: AddFunctions needs n >= 1 (got " + std::to_string(n) + ")");
  if (init != "random" && init != "mirror") {
    throw std::invalid_argument("ni: AddFunctions: init must be random or mirror (got '" + init +
                                "')");
  }
  for (int64_t s = 0; s < config_.n_s; ++s) {
    for (const auto& p : script(s)->AddFunctions(n, init == "mirror")) new_functions_.push_back(p);
  }
}

void NeuralInterpreter::DropFunctions(const std::vector<int64_t>& ids) {
  const int64_t u = num_functions();
  for (int64_t id : ids) {
    if (id < 0 || id >= u) {
      throw std::out_of_range("ni: DropFunctions: function id " + std::to_string(id) +
                              " outside [0, " + std::to_string(u - 1) + "]");
    }
  }
  dropped_ = ids;
}

void NeuralInterpreter::Reinitialize(const std::string& group) {
  for (int64_t s = 0; s < config_.n_s; ++s) {
    if (group == "codes") {
      script(s)->RedrawCodes();
    } else if (group == "signatures") {
      script(s)->RedrawSignatures();
    } else {
      throw sdk::UnsupportedCapability("reinitialize(\"" + group +
                                       "\"): ni re-draws only \"codes\" and \"signatures\"");
    }
  }
}

std::vector<sdk::RoutingStep> NeuralInterpreter::TakeRoutingTrace() {
  std::vector<sdk::RoutingStep> out;
  out.swap(trace_);
  return out;
}

}  // namespace nilab::ni
