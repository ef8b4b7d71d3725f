#include "host/runner/trial_runner.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <optional>

#include "host/platform/thread_budget.h"
#include "host/runner/checkpoint.h"
#include "host/runner/evaluator.h"
#include "host/runner/lr_schedule.h"
#include "host/runner/param_groups.h"
#include "host/runner/phase_build.h"
#include "host/runner/phase_evaluation.h"
#include "host/runner/phase_source.h"
#include "host/runner/progress.h"
#include "host/runner/rung_judge.h"
#include "host/runner/seeding.h"
#include "host/runner/sliced_step.h"
#include "host/runner/trial_context.h"
#include "host/runner/trial_files.h"
#include "host/runner/trial_provenance.h"
#include "host/sweep/model_search.h"

namespace nilab::host {
namespace {

using Clock = std::chrono::steady_clock;

// A phase's row in the store: its status and epochs done; none before it first ran.
using PhaseState = std::optional<std::pair<std::string, int64_t>>;

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
        evaluator_(context_, builder_, files_, device_) {}

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
  // AdamW over the trainable parameters: param groups by (lr factor, weight decay or not), each
  // group's factor in group_lr_scale_ (TrainEpoch sets every group's lr to schedule x factor).
  std::unique_ptr<torch::optim::AdamW> MakeOptimizer(Built& b, const sweep::PhaseSpec& phase) {
    const sweep::TrainSettings& train = phase.train;
    const std::vector<torch::Tensor> params = TrainableParameters(*b.model, *b.task);
    const std::vector<double> scales = LrScales(*b.model, *b.task, params, phase.lr_scale);
    // (factor, no weight decay) -> tensors.
    std::vector<std::pair<std::pair<double, bool>, std::vector<torch::Tensor>>> split;
    for (size_t i = 0; i < params.size(); ++i) {
      // Weight decay on matrices only (not on biases, norms, scalars), as in nanoGPT.
      const std::pair<double, bool> key = {scales[i], params[i].dim() < 2};
      auto it = std::find_if(split.begin(), split.end(),
                             [&](const auto& entry) { return entry.first == key; });
      if (it == split.end()) it = split.insert(split.end(), {key, {}});
      it->second.push_back(params[i]);
    }
    if (split.empty()) return nullptr;
    // By factor, then the decay group before the other (without lr_scale: decay, no decay, the
    // order of checkpoints written before lr_scale existed).
    std::sort(split.begin(), split.end(),
              [](const auto& x, const auto& y) { return x.first < y.first; });
    auto options = torch::optim::AdamWOptions(train.lr)
                       .betas({train.beta1, train.beta2})
                       .weight_decay(train.weight_decay);
    std::vector<torch::optim::OptimizerParamGroup> groups;
    group_lr_scale_.clear();
    for (auto& [key, tensors] : split) {
      auto group_options = options;
      group_options.lr(train.lr * key.first);
      if (key.second) group_options.weight_decay(0.0);
      groups.emplace_back(tensors, std::make_unique<torch::optim::AdamWOptions>(group_options));
      group_lr_scale_.push_back(key.first);
    }
    return std::make_unique<torch::optim::AdamW>(std::move(groups), options);
  }

  Metrics TrainEpoch(Built& b, const sweep::PhaseSpec& phase, torch::optim::AdamW& optimizer,
                     const LrSchedule& schedule, int64_t epoch, int64_t batches, int64_t* step) {
    const sweep::TrainSettings& train = phase.train;
    const int64_t n = b.task->SplitSize(sdk::Split::kTrain);
    const uint64_t phase_seed =
        DeriveSeed(static_cast<uint64_t>(context_.trial().seed), "phase/" + phase.name);
    const std::vector<int64_t> order = Permutation(n, DeriveSeed(phase_seed, epoch));
    b.model->module().train();
    b.task->module().train();
    auto metrics = b.task->NewMetrics(sdk::Split::kTrain);
    StatSums stats;
    std::vector<torch::Tensor> params;  // the optimizer's, in its order
    for (auto& group : optimizer.param_groups()) {
      for (auto& p : group.params()) params.push_back(p);
    }
    double loss_sum = 0.0, grad_norm_sum = 0.0, lr = 0.0;
    int64_t seen = 0;
    const auto start = Clock::now();
    context_.progress().StartEpoch(epoch);
    for (int64_t i = 0; i < batches; ++i) {
      const int64_t begin = i * train.batch_size;
      const int64_t end = std::min(n, begin + train.batch_size);
      torch::Tensor indices = torch::tensor(
          std::vector<int64_t>(order.begin() + begin, order.begin() + end), torch::kLong);
      sdk::Batch batch =
          b.task
              ->MakeBatch(sdk::Split::kTrain, indices, DeriveSeed(phase_seed, epoch * 1000003 + i))
              .To(device_);
      optimizer.zero_grad();
      const int slices = BatchSlices(*b.model, *b.task, device_, batch.size);
      const StepOutput result =
          ForwardBackward(*b.model, *b.task, batch, params, train.precision, device_, slices);
      const double loss_value = result.loss;
      if (!std::isfinite(loss_value)) {
        throw std::runtime_error("phase '" + phase.name + "' epoch " + std::to_string(epoch + 1) +
                                 " batch " + std::to_string(i + 1) + ": loss is " +
                                 std::to_string(loss_value) + " (try a lower train.lr)");
      }
      lr = schedule.At(*step);
      for (size_t g = 0; g < optimizer.param_groups().size(); ++g) {
        static_cast<torch::optim::AdamWOptions&>(optimizer.param_groups()[g].options())
            .lr(lr * group_lr_scale_[g]);
      }
      if (train.grad_clip > 0) {
        grad_norm_sum += torch::nn::utils::clip_grad_norm_(params, train.grad_clip);
      }
      optimizer.step();
      ++*step;
      {
        torch::NoGradGuard no_grad;
        metrics->Add(batch, result.result);
        stats.Add(result.stats);
      }
      loss_sum += loss_value * static_cast<double>(end - begin);
      seen += end - begin;
      context_.progress().Batch(i, loss_value);
      context_.Beat();
      if (auto* budget = platform::ProcessThreadBudget()) {
        if (const int threads = budget->Rebalance()) {
          context_.progress().Line(context_.Label(phase.name) +
                                   "the machine's nilab runs changed: " + std::to_string(threads) +
                                   " threads from now on");
        }
      }
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    Metrics out;
    for (const auto& [name, value] : metrics->Compute()) out["train/" + name] = value;
    for (const auto& [name, mean] : stats.Means()) out["train/" + name] = mean;
    out["train/loss"] = loss_sum / static_cast<double>(std::max<int64_t>(1, seen));
    if (train.grad_clip > 0) out["train/grad_norm"] = grad_norm_sum / static_cast<double>(batches);
    out["train/lr"] = lr;
    out["train/samples_per_s"] = static_cast<double>(seen) / std::max(seconds, 1e-9);
    out["time/train_epoch_s"] = seconds;
    return out;
  }

  // One phase, read as nanoGPT's train.py reads: build the model and start it from its source,
  // then epoch by epoch train, evaluate, keep the best, checkpoint and face a rung, then the final
  // evaluation and checkpoint.
  Metrics RunPhase(const sweep::PhaseSpec& phase) {
    context_.SetStallTimeout(phase.train.stall_timeout);
    const PhaseState phase_state = context_.store().Phase(context_.trial_id(), phase.name);
    if (DoneEarlier(phase, phase_state)) return {};
    Built b = builder_.Build(phase);
    RecordProvenanceOnce(b, phase);
    const EvalOptions eval = evaluator_.Options(phase);
    const int64_t epochs_done = phase.eval_only ? 0 : Train(b, phase, phase_state, eval);
    return FinishPhase(b, phase, eval, epochs_done);
  }

  // At the first phase that builds: the trial's provenance (trial_provenance.h).
  void RecordProvenanceOnce(Built& b, const sweep::PhaseSpec& phase) {
    if (provenance_recorded_) return;
    provenance_recorded_ = true;
    model_params_ = CountParameters(b.model->module());
    RecordTrialProvenance(context_, b, phase, device_, model_params_);
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

  // The training loop of a phase; returns the epochs done. Ends with the best epoch's weights
  // under early stopping.
  int64_t Train(Built& b, const sweep::PhaseSpec& phase, const PhaseState& phase_state,
                const EvalOptions& eval) {
    const sweep::TrainSettings& train = phase.train;
    std::unique_ptr<torch::optim::AdamW> optimizer = MakeOptimizer(b, phase);
    if (!optimizer) {
      throw std::runtime_error("phase '" + phase.name + "' has no parameter to train");
    }
    const int64_t batches = BatchesPerEpoch(b, phase);
    const LrSchedule schedule = MakeSchedule(train, batches);
    std::string best_path;  // the best epoch's checkpoint (early stopping), once there is one
    CheckpointState state = Resume(b, phase, phase_state, *optimizer, &best_path);
    context_.progress().StartPhase(context_.Label(phase.name), train.epochs, batches, state.epoch);
    for (int64_t epoch = state.epoch; epoch < train.epochs; ++epoch) {
      Metrics metrics = TrainEpoch(b, phase, *optimizer, schedule, epoch, batches, &state.step);
      evaluator_.Epoch(b, eval, &metrics);
      context_.store().LogMetrics(context_.trial_id(), phase.name, epoch + 1, state.step, metrics);
      context_.progress().EndEpoch(
          FormatMetrics(metrics, {"train/loss", "val/loss", context_.Headline()}));
      state.epoch = epoch + 1;
      const bool stop = EarlyStop(b, phase, metrics, &state, &best_path);
      // A rung needs the checkpoint its trial resumes from when it is promoted later.
      const int64_t rung = stop ? -1 : RungOf(context_, phase, state.epoch);
      SaveEpoch(b, phase, *optimizer, state, /*resumable=*/stop || rung >= 0);
      if (stop) break;
      if (rung >= 0) JudgeAtRung(context_, phase, rung, state.epoch);
    }
    if (train.early_stop_patience > 0 && !best_path.empty()) {
      LoadCheckpoint(best_path, *b.model, *b.task, nullptr, {});
    }
    return state.epoch;
  }

  // Batches per epoch: the whole training split, or train.max_train_batches.
  int64_t BatchesPerEpoch(Built& b, const sweep::PhaseSpec& phase) const {
    const sweep::TrainSettings& train = phase.train;
    const int64_t n = b.task->SplitSize(sdk::Split::kTrain);
    if (n <= 0)
      throw std::runtime_error("phase '" + phase.name + "': the task has no training data");
    int64_t batches = (n + train.batch_size - 1) / train.batch_size;
    if (train.max_train_batches > 0) batches = std::min(batches, train.max_train_batches);
    return batches;
  }

  static LrSchedule MakeSchedule(const sweep::TrainSettings& train, int64_t batches) {
    LrSchedule schedule;
    schedule.peak_lr = train.lr;
    schedule.min_lr = train.min_lr;
    schedule.kind = train.schedule;
    schedule.total_steps = std::max<int64_t>(1, train.epochs * batches);
    schedule.warmup_steps = static_cast<int64_t>(std::llround(train.warmup_epochs * batches));
    return schedule;
  }

  // Where the loop starts: after the newest intact checkpoint of a phase that ran before (its
  // optimizer state too), else at epoch 0. A resumed trial at a rung faces it again first.
  CheckpointState Resume(Built& b, const sweep::PhaseSpec& phase, const PhaseState& phase_state,
                         torch::optim::AdamW& optimizer, std::string* best_path) {
    const int64_t trial_id = context_.trial_id();
    CheckpointState state;
    state.phase = phase.name;
    state.best = context_.HeadlineHigher() ? -std::numeric_limits<double>::infinity()
                                           : std::numeric_limits<double>::infinity();
    if (phase_state) {  // running, interrupted, failed, or done with its final lost
      if (auto last = files_.NewestIntact(phase.name, "checkpoint")) {
        LoadOptions load;
        load.optimizer = true;
        state = LoadCheckpoint(last->path, *b.model, *b.task, &optimizer, load);
        context_.progress().Line(context_.Label(phase.name) + "resuming after epoch " +
                                 std::to_string(state.epoch) + " from " + last->path);
        if (auto best = files_.NewestIntact(phase.name, "best")) *best_path = best->path;
      } else if (phase_state->second > 0) {
        context_.progress().Line(context_.Label(phase.name) +
                                 "no intact checkpoint: starting the phase over");
      }
    }
    // A phase that ran before may have logged epochs after the one it resumes from.
    if (phase_state) context_.store().DeleteMetricsAfter(trial_id, phase.name, state.epoch);
    context_.store().SetPhase(trial_id, phase.name, "running", state.epoch);
    // Resumed at a rung: promoted earlier (paused until then), or stopped before its decision.
    if (const int64_t rung = RungOf(context_, phase, state.epoch); rung >= 0 && state.epoch > 0) {
      JudgeAtRung(context_, phase, rung, state.epoch);
    }
    return state;
  }

  // train.early_stop_patience: keeps the best epoch so far ("best" checkpoint), and says stop
  // once the headline metric has not improved for that many epochs.
  bool EarlyStop(Built& b, const sweep::PhaseSpec& phase, const Metrics& metrics,
                 CheckpointState* state, std::string* best_path) {
    const sweep::TrainSettings& train = phase.train;
    const std::string& headline = context_.Headline();
    if (train.early_stop_patience <= 0 || !metrics.count(headline)) return false;
    const double value = metrics.at(headline);
    if (context_.HeadlineHigher() ? value > state->best : value < state->best) {
      state->best = value;
      state->bad_epochs = 0;
      SavedCheckpoint saved = SaveCheckpoint(files_.Path(phase.name, "best", state->epoch),
                                             *b.model, *b.task, nullptr, *state);
      files_.Record(saved, phase.name, state->epoch, "best");
      *best_path = saved.path;
    } else if (++state->bad_epochs >= train.early_stop_patience) {
      context_.progress().Line(context_.Label(phase.name) + "early stop: no better " + headline +
                               " for " + std::to_string(state->bad_epochs) + " epochs");
      return true;
    }
    return false;
  }

  // The epoch's checkpoints: its weights under train.keep_epochs, and the resumable one (with
  // the optimizer state) every train.checkpoint_every epochs, at the last epoch, and where the
  // loop stops or faces a rung (`resumable`).
  void SaveEpoch(Built& b, const sweep::PhaseSpec& phase, torch::optim::AdamW& optimizer,
                 const CheckpointState& state, bool resumable) {
    const sweep::TrainSettings& train = phase.train;
    if (train.keep_epochs) {
      // The epoch's weights, no optimizer state: what a later `select` may start from.
      SavedCheckpoint kept = SaveCheckpoint(files_.Path(phase.name, "epoch", state.epoch), *b.model,
                                            *b.task, nullptr, state);
      files_.Record(kept, phase.name, state.epoch, "epoch");
    }
    if (resumable || state.epoch % std::max<int64_t>(1, train.checkpoint_every) == 0 ||
        state.epoch == train.epochs) {
      SavedCheckpoint saved = SaveCheckpoint(files_.Path(phase.name, "last", state.epoch), *b.model,
                                             *b.task, &optimizer, state);
      files_.Record(saved, phase.name, state.epoch, "checkpoint");
      context_.store().SetPhase(context_.trial_id(), phase.name, "running", state.epoch);
    }
  }

  // End of phase: final evaluation on val (and test where the phase asks), curves, final
  // checkpoint.
  Metrics FinishPhase(Built& b, const sweep::PhaseSpec& phase, const EvalOptions& eval,
                      int64_t epochs_done) {
    const int64_t trial_id = context_.trial_id();
    const std::string& headline = context_.Headline();
    Metrics final_metrics = evaluator_.Final(b, phase, eval);
    evaluator_.RecordRoutingTrace(b, phase, eval, epochs_done);
    SavedCheckpoint saved = SaveCheckpoint(files_.Path(phase.name, "final", epochs_done), *b.model,
                                           *b.task, nullptr, {phase.name, epochs_done, 0, 0.0, 0});
    files_.Record(saved, phase.name, epochs_done, "final");
    context_.store().LogMetrics(trial_id, phase.name, epochs_done, 0, final_metrics,
                                /*final=*/true);
    context_.store().SetPhase(trial_id, phase.name, "done", epochs_done);
    context_.progress().Line(
        context_.Label(phase.name) + "final " +
        FormatMetrics(final_metrics,
                      {"val/loss", headline, "test/" + headline.substr(headline.find('/') + 1)}));
    return final_metrics;
  }

  const torch::Device device_;
  TrialContext context_;
  std::vector<double> group_lr_scale_;  // per optimizer param group: the factor on the lr
  int64_t model_params_ = 0;
  bool provenance_recorded_ = false;
  TrialFiles files_;    // the trial's checkpoint folder and its artifact rows
  PhaseSource source_;  // where `init` and `select` start a phase from
  PhaseBuilder builder_;
  PhaseEvaluator evaluator_;
};

}  // namespace

TrialResult RunTrial(const TrialRun& run) { return TrialRunner(run).Run(); }

}  // namespace nilab::host
