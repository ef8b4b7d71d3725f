// What a sweep is, once its file has been read: the settings of a trial and its phases, the
// trials of the deterministic expansion, the [prune] and [protocol] plans, and the error every
// problem in a sweep file raises. The bottom of host/sweep: the runner and the search rules use
// these types; loading a file into them is host/sweep/sweep.h.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "plugins/sdk/params.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::host::sweep {

// Every problem in a sweep file or a --set override. what() is one line:
// "sweeps/x.toml:12:9: model 'ni': unknown parameter 'tua' (did you mean 'tau'?)" or
// "--set ni.tau=3: model 'ni': parameter 'tau' must be <= 2 (got 3)".
class SweepError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// What a sweep file is validated against: plugin schemas by name and kind; nullptr when there is
// no such plugin.
using SchemaLookup =
    std::function<const sdk::PluginInfo*(const std::string& name, sdk::PluginKind kind)>;
// The names of the available plugins of a kind, for errors such as "unknown model 'nii' (did you
// mean 'ni'?)" or "(known models: ni, vit)". Optional: without it errors list no names.
using PluginNames = std::function<std::vector<std::string>(sdk::PluginKind kind)>;

// Training settings: the sweep's [train] table, overridable per phase.
struct TrainSettings {
  int64_t epochs = 10;
  int64_t batch_size = 128;
  int64_t eval_batch_size = 0;  // 0: batch_size
  double lr = 1e-3;             // peak learning rate (AdamW)
  double min_lr = 0.0;          // floor of the cosine schedule
  double weight_decay = 0.05;
  double beta1 = 0.9;
  double beta2 = 0.999;
  double warmup_epochs = 0.0;       // linear warmup, in (fractional) epochs
  std::string schedule = "cosine";  // cosine | constant
  double grad_clip = 1.0;           // max global gradient norm; 0 = off
  int64_t early_stop_patience = 0;  // epochs without improvement of the headline metric; 0 = off
  int64_t checkpoint_every = 1;     // epochs
  int64_t max_train_batches = 0;    // per epoch; 0 = the whole split
  int64_t max_eval_batches = 0;     // per evaluation; 0 = the whole split
  std::string precision = "fp32";   // fp32 | tf32 | bf16 (host/runner/numerics.h)
  bool deterministic = false;       // deterministic algorithms (bit-identical GPU resumes)
  // Seconds without a training or evaluation step after which a running trial is marked stalled
  // (the stalls table; shown by `nilab status` and serve); 0 = off. Not part of the config hash.
  double stall_timeout = 0.0;
  // Keep each epoch's weights (a file per epoch, no optimizer state), so that a later phase or
  // sweep can start from the epoch `select` picks by val.
  bool keep_epochs = false;
};

// Where a phase's weights come from when they come from outside the trial.
struct InitSpec {
  std::string path;                // a checkpoint file, or
  std::string sweep;               // the done trial of another sweep whose params match:
  std::string phase;               //   its final checkpoint of this phase ("" = its last phase)
  std::vector<std::string> match;  // keys that must equal this trial's (flat keys)
  std::map<std::string, sdk::ParamValue> where;  // constant filters (flat keys)
  bool empty() const { return path.empty() && sweep.empty(); }
};

// `select` of a phase that starts from a checkpoint (`from` or `init`): which epoch of the source
// phase it starts from, chosen by val, per seed. The source phase must keep its epochs
// (train.keep_epochs).
struct SelectSpec {
  // "" (the source's final weights), "best" (the epoch with the best `metric`) or "matched" (for
  // each [[models]] entry the last epoch whose `metric` does not exceed the lower of the entries'
  // best values, so that every model starts equally good).
  std::string rule;
  std::string metric;  // a per-epoch "val/<name>"
  bool empty() const { return rule.empty(); }
};

struct PhaseSpec {
  std::string name;
  // The phase whose final weights this one starts from; "" for the first phase (fresh weights or
  // `init`). Defaults to the previous phase in file order.
  std::string from;
  InitSpec init;
  SelectSpec select;       // the source's epoch chosen by val (with `from` or `init`)
  bool eval_only = false;  // evaluate, do not train
  // Evaluate the test split at the end of this phase: by default only the trial's last phase
  // does. Never in a [protocol] sweep's tune stage.
  bool test = false;
  TrainSettings train;      // [train] with the phase's overrides applied
  sdk::Params task_params;  // complete task params with the phase's `task` overrides applied
  std::vector<std::string> train_groups;   // non-empty: only these parameter groups train
  std::vector<std::string> freeze_groups;  // these parameter groups do not train
  // Per parameter group: a factor on train.lr (and its schedule), e.g. {"cls": 10} for new
  // tokens next to pretrained weights; groups not listed train at train.lr.
  std::map<std::string, double> lr_scale;
  // Model operations at the start of the phase, applied in this order:
  std::vector<std::string> reinitialize;  // groups re-drawn (e.g. codes, signatures)
  int64_t add_functions = 0;
  std::string add_functions_init = "random";  // or "mirror" (model.h: AddFunctions)
  std::vector<int64_t> drop_functions;
  int64_t iterations = 0;  // SetIterations for this phase; 0 = the model's own
  // Evaluation curves run at the end of the phase, on every evaluated split:
  std::vector<int64_t> eval_iterations;      // metric at each iteration count (anytime curve)
  std::vector<int64_t> eval_drop_functions;  // metric with k functions dropped, for each k
  int64_t eval_drop_repeats = 1;             // random subsets per k (seeded by the trial seed)
};

struct TrialSpec {
  int64_t index = 0;  // position in the sweep's deterministic expansion
  int64_t entry = 0;  // the [[models]] entry it comes from (0-based)
  // [protocol] sweeps: "tune" or "confirm", and the study (entry at a [task] grid point) it
  // belongs to; "" and -1 otherwise. Neither is part of the config.
  std::string stage;
  int64_t study = -1;
  std::string task;
  sdk::Params task_params;  // complete, defaults filled in
  std::string model;
  sdk::Params model_params;  // complete, defaults filled in
  int64_t seed = 0;
  TrainSettings train;
  std::vector<PhaseSpec> phases;  // never empty: no [[phases]] means one phase named "train"
  nlohmann::json config;          // everything above, canonical (sorted keys)
  std::string config_hash;        // first 16 hex digits of sha256(config.dump())
  std::string group_hash;         // the same of the config without its seed: one per
                                  // configuration, shared by its seeds

  // One typed row per key for the results database: "model", "task", "seed", each model param
  // under its own name ("tau"), each task param as "task.<name>", each train setting as
  // "train.<name>".
  std::vector<std::pair<std::string, sdk::ParamValue>> FlatParams() const;
};

// [prune]: trials that fall behind stop early (issue 24). Rungs count the epochs of one phase:
// min_epochs * eta^k, k = 0, 1, ... below the phase's epochs. The learning-rate schedule stays the
// full-length one, so a trial that is never pruned equals a plain run bit for bit.
struct PruneSpec {
  std::string method;          // "" (no pruning), "asha" or "median"
  std::string metric;          // "<split>/<name>"; default: the task's headline metric
  std::string phase;           // whose epochs count; default: the last phase
  int64_t min_epochs = 1;      // the first rung
  int64_t eta = 3;             // reduction factor: ASHA keeps the top 1/eta at each rung
  bool seeds_together = true;  // judge a configuration on the mean over its seeds
  bool shuffled = true;        // order = "shuffled": see host/sweep/claim_order.h
  bool enabled() const { return !method.empty(); }
};

// [protocol]: a comparison run the way a paper should run it. Every [[models]] entry is tuned
// with the same budget on val (configs configurations x tune seeds, at each [task] grid point: a
// "study"), the configuration with the best mean val is chosen, and the choice runs on confirm
// seeds fixed in the file, evaluated once on test. The verdict compares the paired difference's
// 95 % interval with the declared margin.
struct ProtocolSpec {
  std::string method;                  // "grid", "random" or "tpe"; "" without [protocol]
  int64_t configs = 0;                 // configurations per study
  std::vector<int64_t> tune_seeds;     // each configuration runs with these
  std::string metric;                  // "val/<name>": what the choice reads
  uint64_t search_seed = 0;            // random and tpe: the sampling seed
  int64_t startup = 10;                // tpe: random draws before TPE models the results
  std::vector<int64_t> confirm_seeds;  // fresh seeds, fixed before anything ran
  double margin = 0.0;                 // "level" when the interval lies within +-margin
  bool enabled() const { return !method.empty(); }
  // The declared plan as recorded with the sweep (results/schema.sql: protocol_plans).
  nlohmann::json PlanJson() const;
};

// One [[models]] entry at one point of the [task] grid: what a [protocol] tunes and chooses for.
struct Study {
  int64_t index = 0;
  int64_t entry = 0;
  std::string model;
  std::string label;  // "ni", "vit (task.shots=150)", "ni#2" for a model's second entry
  nlohmann::json point = nlohmann::json::object();  // the [task] grid values
};

class ModelSearch;  // host/sweep/model_search.h

struct SweepSpec {
  std::string name;
  std::string description;
  std::string path;                    // the file it came from
  std::string source;                  // its text, stored with the sweep
  std::vector<std::string> overrides;  // the --set values applied to it
  std::string effective_source;        // the TOML that ran: `source` with the overrides applied
  std::vector<TrialSpec> trials;
  std::vector<std::string> entry_models;  // the model of each [[models]] entry, in file order
  nlohmann::json extra;        // top-level tables other tools read ([slurm], [report]), as JSON
  PruneSpec prune;             // [prune]; prune.enabled() false without one
  ProtocolSpec protocol;       // [protocol]; protocol.enabled() false without one
  std::vector<Study> studies;  // [protocol]: entry-major, then [task] grid points
  // [protocol] with method "tpe": one search per study (trials recorded while it runs);
  // otherwise `trials` holds the tune stage and the confirm stage is made from the choices.
  std::vector<std::shared_ptr<const ModelSearch>> study_searches;
  // [search] mode = "tpe": the configurations are chosen while the sweep runs, so `trials` is
  // empty and this makes the trials of each chosen configuration; nullptr otherwise.
  std::shared_ptr<const ModelSearch> model_search;
  // Configurations dropped because an earlier trial has the same config hash, and one line per
  // such fact for the user ("3 duplicate trials dropped (same config hash as an earlier one)").
  int64_t duplicates_dropped = 0;
  std::vector<std::string> warnings;
};

}  // namespace nilab::host::sweep
