#include "host/runner/phase_build.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "host/runner/checkpoint.h"
#include "host/runner/numerics.h"
#include "host/runner/param_groups.h"
#include "host/runner/seeding.h"

namespace nilab::host {

PhaseBuilder::PhaseBuilder(TrialContext& context, TrialFiles& files, PhaseSource& source,
                           const torch::Device& device)
    : context_(context), files_(files), source_(source), device_(device) {}

Built PhaseBuilder::Build(const sweep::PhaseSpec& phase) {
  ApplyNumerics(phase.train.precision, phase.train.deterministic);
  Built b = Fresh();
  MoveToDevice(b);
  for (const sweep::PhaseSpec* ancestor : Ancestors(phase)) ApplyStructure(b, *ancestor);
  LoadStartWeights(b, phase);
  ApplyStructure(b, phase);
  MoveToDevice(b);
  ApplySettings(b, phase);
  ApplyTrainableGroups(*b.model, *b.task, phase.train_groups, phase.freeze_groups);
  return b;
}

Built PhaseBuilder::Fresh() {
  const sweep::TrialSpec& trial = context_.trial();
  torch::manual_seed(DeriveSeed(static_cast<uint64_t>(trial.seed), "init"));
  Built b;
  sdk::TaskContext task_context;
  task_context.seed = static_cast<uint64_t>(trial.seed);
  task_context.data_dir = context_.options().data_dir;
  task_context.device = device_.str();
  b.task = context_.task_plugin().create_task(trial.task_params, task_context);
  sdk::ModelContext model_context;
  model_context.num_rel_pos = b.task->num_rel_pos();
  model_context.grid = b.task->patch_grid();
  b.model = context_.model_plugin().create_model(trial.model_params, model_context);
  b.task->Build(b.model->dim());
  if (default_iterations_ < 0 && context_.ModelHas(sdk::capability::kIterations)) {
    default_iterations_ = b.model->iterations();
  }
  return b;
}

void PhaseBuilder::ApplyStructure(Built& b, const sweep::PhaseSpec& phase) const {
  torch::manual_seed(
      DeriveSeed(static_cast<uint64_t>(context_.trial().seed), "phase/" + phase.name));
  b.task->StartPhase({phase.name, phase.task_params});
  for (const auto& group : phase.reinitialize) b.model->Reinitialize(group);
  if (phase.add_functions > 0) {
    b.model->AddFunctions(phase.add_functions, phase.add_functions_init);
  }
}

void PhaseBuilder::ApplySettings(Built& b, const sweep::PhaseSpec& phase) const {
  if (context_.ModelHas(sdk::capability::kDropFunctions)) {
    b.model->DropFunctions(phase.drop_functions);
  }
  if (default_iterations_ > 0) {
    b.model->SetIterations(phase.iterations > 0 ? phase.iterations : default_iterations_);
  }
}

void PhaseBuilder::MoveToDevice(Built& b) const {
  b.model->module().to(device_);
  b.task->module().to(device_);
}

void PhaseBuilder::LoadStartWeights(Built& b, const sweep::PhaseSpec& phase) {
  if (!phase.from.empty()) {
    // Checked by the parent's own RunPhase just before (it ran again had it none intact).
    auto parent = files_.NewestIntact(phase.from, "final");
    if (!parent) {
      throw std::runtime_error("phase '" + phase.name + "' starts from phase '" + phase.from +
                               "', which has no intact final checkpoint");
    }
    const std::string path = phase.select.empty()
                                 ? parent->path
                                 : source_.SelectCheckpoint(phase, context_.trial_id(), phase.from);
    LoadCheckpoint(path, *b.model, *b.task, nullptr, {});
  } else if (!phase.init.empty()) {
    const InitSource source = source_.ResolveInit(phase);
    const std::string path = phase.select.empty() || source.trial_id == 0
                                 ? source.path
                                 : source_.SelectCheckpoint(phase, source.trial_id, source.phase);
    context_.progress().Line(context_.Label(phase.name) + "initialised from " + path);
    LoadOptions load;
    load.task = Strictness::kMatching;  // another task: reuse what matches (e.g. the embedder)
    LoadCheckpoint(path, *b.model, *b.task, nullptr, load);
  }
}

std::vector<const sweep::PhaseSpec*> PhaseBuilder::Ancestors(const sweep::PhaseSpec& phase) const {
  std::vector<const sweep::PhaseSpec*> chain;
  for (const sweep::PhaseSpec* p = &phase; !p->from.empty();) {
    p = &PhaseByName(p->from);
    if (std::find(chain.begin(), chain.end(), p) != chain.end()) {
      throw std::runtime_error("phase '" + phase.name + "': `from` chain has a cycle");
    }
    chain.push_back(p);
  }
  std::reverse(chain.begin(), chain.end());
  return chain;
}

const sweep::PhaseSpec& PhaseBuilder::PhaseByName(const std::string& name) const {
  for (const auto& p : context_.trial().phases) {
    if (p.name == name) return p;
  }
  throw std::runtime_error("unknown phase '" + name + "'");
}

}  // namespace nilab::host
