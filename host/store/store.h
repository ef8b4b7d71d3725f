// The results store: one SQLite file holding sweeps, trials, their params, per-epoch metrics,
// checkpoints and provenance. Schema: results/schema.sql; versioned with PRAGMA user_version and
// migrated forward on open. Safe with several writer processes (WAL, busy timeout, BEGIN
// IMMEDIATE, retries): no "database is locked" reaches the user.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "plugins/sdk/params.h"

struct sqlite3;

namespace nilab::host::store {

// what() is one line naming the database file: "results/nilab.sqlite: database or disk is full".
class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Thrown by the claim-checked calls (Heartbeat and FinishTrial with a TrialRow) when the trial is
// no longer running under that claim: its heartbeat went stale and another worker took it over.
// Not a StoreError: the database is fine, this worker just lost its trial.
class TrialTakenOver : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A running trial whose heartbeat is older than this is presumed abandoned (its worker was
// killed) and may be claimed again (ClaimTrial's stale_after_s). Workers heartbeat every 30 s
// from a timer; `nilab run` and `worker` take over after this long (--stale-after), and
// `nilab status` calls such a trial stale from the same default, so the two never disagree.
inline constexpr double kDefaultStaleAfterS = 600.0;

// kPaused: stopped at a pruning rung until the other seeds of its configuration get there (it
// is queued again when they have and it is promoted); kPruned: stopped for good at a rung.
enum class TrialStatus { kQueued, kRunning, kDone, kFailed, kInterrupted, kPaused, kPruned };
constexpr size_t kTrialStatusCount = 7;
const char* TrialStatusName(TrialStatus status);  // "queued", "running", ...
TrialStatus ParseTrialStatus(const std::string& name);

struct SweepRecord {
  std::string name;
  std::string file;        // path of the sweep file
  std::string source;      // its TOML text
  std::string extra_json;  // other tables ([slurm], [report]), JSON
};

// A trial as the sweep expansion defines it, before it runs.
struct TrialRecord {
  int64_t index = 0;
  std::string config_hash;
  std::string config_json;
  std::string task;
  std::string model;
  int64_t seed = 0;
  std::vector<std::pair<std::string, sdk::ParamValue>> params;  // see TrialSpec::FlatParams
  std::string stage;  // [protocol] sweeps: "tune" or "confirm"; "" otherwise
};

struct TrialRow {
  int64_t id = 0;
  int64_t sweep_id = 0;
  int64_t index = 0;
  std::string config_hash;
  std::string config_json;
  std::string task;
  std::string model;
  int64_t seed = 0;
  TrialStatus status = TrialStatus::kQueued;
  int64_t attempts = 0;  // times it was claimed
  std::string error;
  std::string worker;  // who claimed it last: "<host>:<pid>"
  std::string stage;   // [protocol] sweeps: "tune" or "confirm"; "" otherwise
};

// A checkpoint chosen by val for a phase with `select` (the selections table).
struct SelectionRow {
  int64_t trial_id = 0;
  std::string phase;
  std::string rule;    // "best" or "matched"
  std::string metric;  // "val/acc"
  int64_t source_trial_id = 0;
  std::string source_phase;
  int64_t epoch = 0;
  std::optional<double> value;
  std::optional<double> threshold;  // matched: the lower of the entries' best values
  std::string path;
  std::string sha256;
};

// Recorded once per attempt of a trial.
struct Provenance {
  std::string host;
  std::string git_commit;
  bool git_dirty = false;
  std::string nilab_version;
  std::string torch_version;
  int sdk_abi = 0;
  std::string device;  // "cpu", "cuda:0"
  int64_t threads = 0;
  int64_t num_params = 0;    // model + task parameters
  int64_t model_params = 0;  // the backbone alone
  std::string command_line;
  std::string
      extra_json;  // task provenance (dataset checksums, splits, generator seeds), BLAS, ...
};

struct ArtifactRow {
  int64_t id = 0;
  int64_t trial_id = 0;
  std::string phase;
  int64_t epoch = 0;
  std::string kind;  // "checkpoint" (latest of a phase), "final" (end of a phase), ...
  // As recorded: relative to the database's folder, or absolute (host/store/artifact_file.h:
  // RecordedPath makes it, ResolvedPath and OpenArtifact read it).
  std::string path;
  std::string sha256;
  int64_t bytes = 0;
};

// Pruning (sweeps with a [prune] table; the rungs table of results/schema.sql).
enum class RungDecision { kPending, kPromoted, kPruned };
const char* RungDecisionName(RungDecision decision);  // "pending", "promoted", "pruned"

// One trial's arrival at a rung: `epoch` epochs of `phase` done.
struct RungArrival {
  std::string phase;
  int64_t rung = 0;
  int64_t epoch = 0;
  std::string metric;     // judged on the trial's per-epoch value of it at `epoch`
  std::string unit;       // what is judged: the trial, or its configuration (all its seeds)
  int64_t unit_size = 1;  // trials in the unit
};

// A row of the rungs table.
struct RungRow {
  int64_t trial_id = 0;
  std::string phase;
  int64_t rung = 0;
  int64_t epoch = 0;
  std::string metric;
  std::optional<double> value;  // nullopt: NaN or not logged
  std::string unit;
  std::optional<double> unit_value;  // what its unit was judged on, once decided
  RungDecision decision = RungDecision::kPending;
};

// The decision on a unit, from every row at its rung (the new arrival's included).
struct RungVerdict {
  RungDecision decision = RungDecision::kPending;
  std::optional<double> unit_value;
};
using RungJudge = std::function<RungVerdict(const std::vector<RungRow>& at_rung,
                                            const std::string& unit, int64_t unit_size)>;

// Trials decided by Store::DecidePendingRungs, by verdict.
struct PendingRungs {
  int64_t promoted = 0, pruned = 0, waiting = 0;
};

class Store {
 public:
  // Opens (creating the file and its directory if needed) and migrates to the current schema.
  // read_only opens with SQLITE_OPEN_READONLY and never migrates (for `nilab query`).
  explicit Store(const std::string& path, bool read_only = false);
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  const std::string& path() const { return path_; }
  sqlite3* handle() { return db_; }
  static int SchemaVersion();  // the version this build migrates to
  // The database's identity: a random hex id drawn when the file was created (or migrated to
  // version 3). It names the database's checkpoint folder. "" on a read-only older file.
  std::string Id();

  // Fencing: while this connection holds the claim of a trial (a row ClaimTrial* returned), every
  // write of that trial through it (metrics, phases, artifacts, provenance) checks, inside its
  // transaction, that the trial still runs under that claim (same worker, same attempt), and
  // otherwise throws TrialTakenOver and changes nothing. So a worker whose trial was taken over
  // cannot write into the new owner's results.
  void HoldClaim(const TrialRow& claim);
  void ReleaseClaim(int64_t trial_id);

  // Creates the sweep or updates its file/source/extra; returns its id.
  int64_t UpsertSweep(const SweepRecord& sweep);
  std::optional<int64_t> FindSweep(const std::string& name);

  // Adds the trials the sweep does not have yet (keyed by config hash, unique per sweep) as
  // queued, with their params; leaves existing ones untouched. Returns how many were added.
  int64_t AddTrials(int64_t sweep_id, const std::vector<TrialRecord>& trials);
  // The same, only if the sweep has exactly `expected_count` trials when the write transaction
  // starts (one check-and-insert, so that of several workers drawing the next configuration of a
  // model-based sweep, one records it). nullopt when the count differed: nothing was added.
  // With an index range, only the sweep's trials whose index lies in [first_index, end_index)
  // count (one search of several in a sweep: a [protocol] study's).
  std::optional<int64_t> AddTrialsIfCount(int64_t sweep_id, int64_t expected_count,
                                          const std::vector<TrialRecord>& trials,
                                          int64_t first_index = 0, int64_t end_index = INT64_MAX);
  std::vector<TrialRow> Trials(int64_t sweep_id);
  std::optional<TrialRow> Trial(int64_t trial_id);

  // Atomically takes the lowest-index runnable trial of a sweep: queued, interrupted, or running
  // with a heartbeat older than `stale_after_s` seconds (its worker vanished). Marks it running
  // for `worker`, sets started_at and attempts += 1. nullopt when nothing is runnable.
  std::optional<TrialRow> ClaimTrial(int64_t sweep_id, const std::string& worker,
                                     double stale_after_s);
  // Takes one specific trial (by sweep and config hash) the same way, if it is runnable.
  std::optional<TrialRow> ClaimTrialByHash(int64_t sweep_id, const std::string& config_hash,
                                           const std::string& worker, double stale_after_s);
  void Heartbeat(int64_t trial_id);
  // The heartbeat of one claim (a row ClaimTrial* returned: its worker and attempt number).
  // Throws TrialTakenOver when the trial is no longer running under that claim.
  void Heartbeat(const TrialRow& claim);
  // Marks the trial of a claim stalled: its last step was `idle_s` seconds ago (a row of stalls,
  // since = now - idle_s); a negative idle_s clears the mark. Marks only while the trial runs
  // under that claim.
  void MarkStalled(const TrialRow& claim, double idle_s);
  // Puts the failed trials of a sweep back in the queue (nilab run --retry-failed); returns how
  // many.
  int64_t RequeueFailed(int64_t sweep_id);
  // Ends an attempt: done, failed (with the error) or interrupted. Sets ended_at.
  void FinishTrial(int64_t trial_id, TrialStatus status, const std::string& error = "");
  // Ends the attempt of one claim only while the trial is still running under it (same worker,
  // same attempt number); returns false and changes nothing otherwise, so a worker whose trial
  // was taken over never overwrites the new owner's status.
  bool FinishTrial(const TrialRow& claim, TrialStatus status, const std::string& error = "");

  void RecordProvenance(int64_t trial_id, const Provenance& provenance);

  // The arrival of the claimed trial at a rung, and its decision, in one write transaction (so
  // every worker and every later run sees the same rungs, and a kill at any moment leaves either
  // nothing or the whole decision): records the arrival with the trial's logged value, asks
  // `judge` about its unit given every row at that rung, and applies the verdict. Pending: the
  // trial is paused (its worker takes another). Promoted: it goes on, and its unit's paused
  // trials are queued again (they resume from their checkpoints). Pruned: it and its unit's
  // paused trials become pruned. An arrival recorded before (a resumed trial) is not judged
  // again: its recorded decision is returned. Throws TrialTakenOver like the fenced writes, and
  // std::runtime_error (changing nothing) when the metric was not logged at that epoch.
  RungDecision DecideRung(const TrialRow& claim, const RungArrival& arrival,
                          const RungJudge& judge);
  // Every rung row of a sweep, by rung, then arrival.
  std::vector<RungRow> Rungs(int64_t sweep_id);
  // Decides, in one write transaction, the units whose arrivals were recorded without a decision
  // (the array tasks of a Slurm wave, merged): rung by rung, lowest first, and at a rung unit by
  // unit in the order of `unit_rank` (the order workers claim them; ties by lowest trial index),
  // each judged by `judge` against the units decided before it there, as if the units had
  // arrived in that order in one run. A unit with
  // trials still missing at the rung stays pending. Returns how many trials went each way.
  PendingRungs DecidePendingRungs(int64_t sweep_id,
                                  const std::function<int64_t(const std::string&)>& unit_size,
                                  const std::function<int64_t(const std::string&)>& unit_rank,
                                  const RungJudge& judge);

  // One transaction per call: all values of one epoch of one phase. `final` marks the phase's
  // end-of-phase evaluation (what the final_metrics view shows).
  void LogMetrics(int64_t trial_id, const std::string& phase, int64_t epoch, int64_t step,
                  const std::map<std::string, double>& values, bool final = false);
  // Removes a phase's per-epoch (non-final) metrics with epoch > after_epoch: a phase that
  // restarts from an earlier checkpoint logs those epochs again.
  void DeleteMetricsAfter(int64_t trial_id, const std::string& phase, int64_t after_epoch);
  // Phase bookkeeping: status "running" | "done", epochs completed.
  void SetPhase(int64_t trial_id, const std::string& phase, const std::string& status,
                int64_t epochs_done);
  std::optional<std::pair<std::string, int64_t>> Phase(int64_t trial_id, const std::string& phase);

  void AddArtifact(const ArtifactRow& artifact);
  // Records `artifact` as the only one of its kind for its trial's phase: the older rows of that
  // kind go in the same transaction. Returns the paths those rows named (other than the new
  // one), for the caller to delete now that nothing refers to them.
  // With `same_epoch`, only the rows of that kind and epoch go (a kind kept per epoch).
  std::vector<std::string> ReplaceArtifact(const ArtifactRow& artifact, bool same_epoch = false);
  // A trial phase's artifacts of a kind, newest first.
  std::vector<ArtifactRow> Artifacts(int64_t trial_id, const std::string& phase,
                                     const std::string& kind);
  // The newest artifact of a kind for a trial's phase.
  std::optional<ArtifactRow> LatestArtifact(int64_t trial_id, const std::string& phase,
                                            const std::string& kind);

  // Done trials of sweep `sweep_name` whose flat params equal `match` (all keys), lowest index
  // first; with `stage`, only trials of that [protocol] stage.
  std::vector<TrialRow> FindTrials(const std::string& sweep_name,
                                   const std::map<std::string, sdk::ParamValue>& match,
                                   const std::string& stage = "");

  // A phase's per-epoch values of one metric, by epoch (epochs without a value are left out).
  std::vector<std::pair<int64_t, double>> MetricHistory(int64_t trial_id, const std::string& phase,
                                                        const std::string& metric);

  // Records the checkpoint a phase of the claimed trial starts from (fenced like the other
  // writes of a trial); a selection recorded before for that phase is kept and returned.
  SelectionRow RecordSelection(const SelectionRow& selection);
  std::optional<SelectionRow> Selection(int64_t trial_id, const std::string& phase);

 private:
  // Inside a write transaction: throws TrialTakenOver when this connection holds a claim on
  // the trial and the trial no longer runs under it.
  void CheckClaim(int64_t trial_id);

  std::string path_;
  sqlite3* db_ = nullptr;
  std::string id_;
  std::string trial_columns_;  // what ReadTrial reads (an older read-only file has no stage)
  std::map<int64_t, TrialRow> claims_;  // held claims by trial id
};

}  // namespace nilab::host::store
