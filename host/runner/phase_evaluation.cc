#include "host/runner/phase_evaluation.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "host/runner/routing_trace.h"
#include "host/runner/seeding.h"

namespace nilab::host {

PhaseEvaluator::PhaseEvaluator(TrialContext& context, const PhaseBuilder& builder,
                               TrialFiles& files, const torch::Device& device)
    : context_(context), builder_(builder), files_(files), device_(device) {}

EvalOptions PhaseEvaluator::Options(const sweep::PhaseSpec& phase) {
  EvalOptions eval;
  eval.batch_size =
      phase.train.eval_batch_size > 0 ? phase.train.eval_batch_size : phase.train.batch_size;
  eval.max_batches = phase.train.max_eval_batches;
  eval.seed = DeriveSeed(static_cast<uint64_t>(context_.trial().seed), "eval");
  eval.device = device_;
  eval.precision = phase.train.precision;
  eval.on_batch = [context = &context_] { context->Beat(); };
  return eval;
}

void PhaseEvaluator::Epoch(Built& b, const EvalOptions& eval, Metrics* metrics) {
  const auto eval_start = std::chrono::steady_clock::now();
  for (auto& [k, v] : All(b, eval, false)) (*metrics)[k] = v;
  (*metrics)["time/eval_s"] =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - eval_start).count();
}

Metrics PhaseEvaluator::Final(Built& b, const sweep::PhaseSpec& phase, const EvalOptions& eval) {
  Metrics final_metrics = All(b, eval, EvaluatesTest(phase));
  IterationCurves(b, phase, eval, &final_metrics);
  builder_.ApplySettings(b, phase);
  if (phase.eval_drop_functions.empty()) return final_metrics;
  DropCurves(b, phase, eval, &final_metrics);
  builder_.ApplySettings(b, phase);
  return final_metrics;
}

void PhaseEvaluator::RecordRoutingTrace(Built& b, const sweep::PhaseSpec& phase,
                                        const EvalOptions& eval, int64_t epochs_done) {
  if (!context_.ModelHas(sdk::capability::kRoutingTrace)) return;
  if (auto saved = SaveRoutingTrace(*b.task, *b.model, eval, files_.RoutingPath(phase.name),
                                    /*samples=*/4)) {
    files_.Record(*saved, phase.name, epochs_done, "routing");
  }
}

bool PhaseEvaluator::EvaluatesTest(const sweep::PhaseSpec& phase) const {
  return phase.test && context_.trial().stage != "tune";
}

Metrics PhaseEvaluator::All(Built& b, const EvalOptions& eval, bool with_test) {
  Metrics out = Evaluate(*b.task, *b.model, sdk::Split::kVal, eval);
  if (with_test) {
    for (auto& [k, v] : Evaluate(*b.task, *b.model, sdk::Split::kTest, eval)) out[k] = v;
  }
  return out;
}

void PhaseEvaluator::IterationCurves(Built& b, const sweep::PhaseSpec& phase,
                                     const EvalOptions& eval, Metrics* out) {
  for (int64_t k : phase.eval_iterations) {
    b.model->SetIterations(k);
    for (const auto& [name, value] : All(b, eval, EvaluatesTest(phase))) {
      (*out)[name + "@it=" + std::to_string(k)] = value;
    }
  }
}

// For each k: the mean over eval_drop_repeats seeded draws of k functions dropped (never all of
// them), besides the phase's own drop_functions.
void PhaseEvaluator::DropCurves(Built& b, const sweep::PhaseSpec& phase, const EvalOptions& eval,
                                Metrics* out) {
  const int64_t n_functions = b.model->num_functions();
  for (int64_t k : phase.eval_drop_functions) {
    Metrics sum;
    const int64_t repeats = std::max<int64_t>(1, phase.eval_drop_repeats);
    for (int64_t r = 0; r < repeats; ++r) {
      const uint64_t seed = DeriveSeed(static_cast<uint64_t>(context_.trial().seed),
                                       "drop/" + std::to_string(k) + "/" + std::to_string(r));
      std::vector<int64_t> dropped = Subset(n_functions, std::min(k, n_functions - 1), seed);
      for (int64_t id : phase.drop_functions) dropped.push_back(id);
      b.model->DropFunctions(dropped);
      for (const auto& [name, value] : All(b, eval, EvaluatesTest(phase))) {
        sum[name] += value / repeats;
      }
    }
    for (const auto& [name, value] : sum) (*out)[name + "@drop=" + std::to_string(k)] = value;
  }
}

}  // namespace nilab::host
