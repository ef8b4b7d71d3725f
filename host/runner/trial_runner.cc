#include "host/runner/trial_runner.h"

#include <string>

#include "host/runner/checkpoint.h"
#include "host/runner/evaluator.h"
#include "host/runner/param_groups.h"
#include "host/runner/phase_build.h"
#include "host/runner/phase_evaluation.h"
#include "host/runner/phase_source.h"
#include "host/runner/phase_trainer.h"
#include "host/runner/progress.h"
#include "host/runner/rung_judge.h"
#include "host/runner/trial_context.h"
#include "host/runner/trial_files.h"
#include "host/runner/trial_provenance.h"

namespace nilab::host {
namespace {

// One trial, its phases in order. Each phase reads as nanoGPT's train.py reads: skipped when it
// was done earlier; else built and started from its source (phase_build.h), trained epoch by
// epoch (phase_trainer.h), then finished with its final evaluation and checkpoint.
class TrialRunner {
 public:
  explicit TrialRunner(const TrialRun& run)
      : device_(run.options->device),
        context_(run),
        files_(context_),
        source_(*run.sweep, *run.trial, run.row->id, context_.DeclaredDirections(), *run.store,
                files_.roots(), context_.progress(),
                [context = &context_](const std::string& phase) { return context->Label(phase); }),
        builder_(context_, files_, source_, device_),
        evaluator_(context_, builder_, files_, device_),
        trainer_(context_, files_, evaluator_, device_) {}

  TrialResult Run() {
    TrialResult result;
    context_.StartHeartbeat();
    try {
      for (const auto& phase : context_.trial().phases) {
        result.final_metrics = RunPhase(phase);
      }
    } catch (const StoppedAtRung& stopped) {
      result.status = stopped.status;  // its checkpoints stay: a paused trial resumes from them
      result.model_params = model_params_;
      return result;
    }
    files_.RemoveStray();
    result.model_params = model_params_;
    return result;
  }

 private:
  Metrics RunPhase(const sweep::PhaseSpec& phase) {
    context_.SetStallTimeout(phase.train.stall_timeout);
    const PhaseState phase_state = context_.store().Phase(context_.trial_id(), phase.name);
    if (DoneEarlier(phase, phase_state)) return {};
    Built b = builder_.Build(phase);
    RecordProvenanceOnce(b, phase);
    const EvalOptions eval = evaluator_.Options(phase);
    const int64_t epochs_done = phase.eval_only ? 0 : trainer_.Train(b, phase, phase_state, eval);
    return FinishPhase(b, phase, eval, epochs_done);
  }

  // A phase done earlier is skipped while its final checkpoint is intact, else run again.
  bool DoneEarlier(const sweep::PhaseSpec& phase, const PhaseState& phase_state) {
    if (!phase_state || phase_state->first != "done") return false;
    if (files_.NewestIntact(phase.name, "final")) {
      context_.progress().Line(context_.Label(phase.name) + "done earlier, skipped");
      return true;
    }
    context_.progress().Line(context_.Label(phase.name) +
                             "done earlier, but its final checkpoint is lost: "
                             "running it again");
    return false;
  }

  // At the first phase that builds: the trial's provenance (trial_provenance.h).
  void RecordProvenanceOnce(Built& b, const sweep::PhaseSpec& phase) {
    if (provenance_recorded_) return;
    provenance_recorded_ = true;
    model_params_ = CountParameters(b.model->module());
    RecordTrialProvenance(context_, b, phase, device_, model_params_);
  }

  // End of phase: final evaluation on val (and test where the phase asks), curves, final
  // checkpoint.
  Metrics FinishPhase(Built& b, const sweep::PhaseSpec& phase, const EvalOptions& eval,
                      int64_t epochs_done) {
    const std::string& headline = context_.Headline();
    Metrics final_metrics = evaluator_.Final(b, phase, eval);
    evaluator_.RecordRoutingTrace(b, phase, eval, epochs_done);
    SavedCheckpoint saved = SaveCheckpoint(files_.Path(phase.name, "final", epochs_done), *b.model,
                                           *b.task, nullptr, {phase.name, epochs_done, 0, 0.0, 0});
    files_.Record(saved, phase.name, epochs_done, "final");
    context_.store().LogMetrics(context_.trial_id(), phase.name, epochs_done, 0, final_metrics,
                                /*final=*/true);
    context_.store().SetPhase(context_.trial_id(), phase.name, "done", epochs_done);
    context_.progress().Line(
        context_.Label(phase.name) + "final " +
        FormatMetrics(final_metrics,
                      {"val/loss", headline, "test/" + headline.substr(headline.find('/') + 1)}));
    return final_metrics;
  }

  const torch::Device device_;
  TrialContext context_;
  TrialFiles files_;    // the trial's checkpoint folder and its artifact rows
  PhaseSource source_;  // where `init` and `select` start a phase from
  PhaseBuilder builder_;
  PhaseEvaluator evaluator_;
  PhaseTrainer trainer_;
  int64_t model_params_ = 0;
  bool provenance_recorded_ = false;
};

}  // namespace

TrialResult RunTrial(const TrialRun& run) { return TrialRunner(run).Run(); }

}  // namespace nilab::host
