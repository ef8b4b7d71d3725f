// A phase's evaluations (evaluator.h): the val metrics after each epoch; at the end of the phase
// val (and test where the phase asks for it), the curves over iteration counts and dropped
// functions, and the routing trace of a model that records one.
#pragma once

#include <torch/torch.h>

#include <cstdint>

#include "host/runner/evaluator.h"
#include "host/runner/phase_build.h"
#include "host/runner/trial_context.h"
#include "host/runner/trial_files.h"
#include "host/sweep/sweep_spec.h"

namespace nilab::host {

class PhaseEvaluator {
 public:
  PhaseEvaluator(TrialContext& context, const PhaseBuilder& builder, TrialFiles& files,
                 const torch::Device& device);

  // The phase's evaluation settings; every batch beats the trial's heartbeat.
  EvalOptions Options(const sweep::PhaseSpec& phase);

  // The epoch's val metrics (never test) and how long they took, into `metrics`.
  void Epoch(Built& b, const EvalOptions& eval, Metrics* metrics);

  // The phase's final metrics: val, test where EvaluatesTest, and the curves.
  Metrics Final(Built& b, const sweep::PhaseSpec& phase, const EvalOptions& eval);

  // For models with the routing_trace capability: the routing of the first validation samples
  // at the end of the phase (<phase>.routing.json next to its checkpoints, artifact "routing"),
  // which `nilab report` draws.
  void RecordRoutingTrace(Built& b, const sweep::PhaseSpec& phase, const EvalOptions& eval,
                          int64_t epochs_done);

 private:
  // The test split is evaluated once, at the end of the phases that ask for it (by default the
  // last), and never in a [protocol] sweep's tune stage: nothing that chooses may read it.
  bool EvaluatesTest(const sweep::PhaseSpec& phase) const;
  Metrics All(Built& b, const EvalOptions& eval, bool with_test);
  // Curves at the end of a phase: the metrics at each iteration count and with k functions
  // dropped, named "<split>/<metric>@it=<k>" and "<split>/<metric>@drop=<k>".
  void IterationCurves(Built& b, const sweep::PhaseSpec& phase, const EvalOptions& eval,
                       Metrics* out);
  void DropCurves(Built& b, const sweep::PhaseSpec& phase, const EvalOptions& eval, Metrics* out);

  TrialContext& context_;
  const PhaseBuilder& builder_;  // the phase's settings, restored after the curves
  TrialFiles& files_;
  const torch::Device device_;
};

}  // namespace nilab::host
