#include "host/runner/claim_loop.h"

#include <cstdint>
#include <iostream>
#include <map>

#include "host/runner/exit_code.h"
#include "host/runner/interrupt.h"
#include "host/store/disk_full.h"

namespace nilab::host {

store::TrialRecord ToRecord(const sweep::TrialSpec& trial) {
  store::TrialRecord r;
  r.index = trial.index;
  r.config_hash = trial.config_hash;
  r.config_json = trial.config.dump();
  r.task = trial.task;
  r.model = trial.model;
  r.seed = trial.seed;
  r.params = trial.FlatParams();
  r.stage = trial.stage;
  return r;
}

namespace {

// Claims `trial` for this worker if it can be claimed now and runs it. Returns the exit code
// that ends the loop (interrupted, database failure, --max-failures), or -1 to go on.
int ClaimAndRun(ClaimLoop& loop, const sweep::TrialSpec& trial, bool* claimed, int64_t* failures) {
  const auto claim = loop.store->ClaimTrialByHash(loop.sweep_id, trial.config_hash, loop.run.worker,
                                                  loop.stale_after_s);
  *claimed = claim.has_value();
  if (!claim) return -1;
  const store::TrialRow& row = *claim;
  // Every write of the trial is fenced by this claim until the trial ends here.
  struct ClaimHold {
    store::Store& store;
    int64_t id;
    ~ClaimHold() { store.ReleaseClaim(id); }
  } hold{*loop.store, row.id};
  loop.store->HoldClaim(row);
  const LoadedPlugin& task_plugin = loop.registry->Get(trial.task, sdk::PluginKind::kTask);
  const LoadedPlugin& model_plugin = loop.registry->Get(trial.model, sdk::PluginKind::kModel);
  TrialRun trial_run{loop.spec, &trial, &row, &task_plugin, &model_plugin, loop.store, &loop.run};
  try {
    // Stopped at a [prune] rung: the store recorded the trial's status with the decision.
    if (RunTrial(trial_run).status != store::TrialStatus::kDone) return -1;
    if (!loop.store->FinishTrial(row, store::TrialStatus::kDone)) {
      std::cerr << loop.prog << ": trial " << trial.index
                << " was taken over by another worker meanwhile; its result is theirs\n";
    }
  } catch (const Interrupted&) {
    loop.store->FinishTrial(row, store::TrialStatus::kInterrupted, "interrupted by signal");
    std::cerr << loop.prog << ": interrupted; trial " << trial.index
              << " is recorded as interrupted."
              << " Run the same command again to resume from its last checkpoint.\n";
    return kExitInterrupted;
  } catch (const store::DiskFull& e) {
    // Not the trial's fault, and the next trial would meet the same disk: the trial goes back to
    // the queue and the run stops. When the database itself is full the status may not be
    // written: the trial is left running under this (gone) worker, which the next run recovers.
    bool recorded = false;
    try {
      recorded =
          loop.store->FinishTrial(row, store::TrialStatus::kInterrupted, "disk full: " + e.path());
    } catch (const std::exception&) {
    }
    std::cerr << loop.prog << ": " << store::DiskFullLine(e) << "; trial " << trial.index
              << (recorded ? " is recorded as interrupted" : " will resume")
              << ": free some space and run the same command again to continue\n";
    return kExitDiskFull;
  } catch (const store::TrialTakenOver& e) {
    // Our heartbeat went stale (e.g. the machine was suspended) and another worker runs it now.
    std::cerr << loop.prog << ": leaving trial " << trial.index << ": " << e.what() << "\n";
  } catch (const store::StoreError& e) {
    // The database itself failed (e.g. disk full): nothing more can be recorded.
    std::cerr << loop.prog << ": " << e.what() << "\n";
    return kExitFailure;
  } catch (const std::exception& e) {
    std::string message = e.what();
    message = message.substr(0, message.find('\n'));
    loop.store->FinishTrial(row, store::TrialStatus::kFailed, message);
    std::cerr << loop.prog << ": trial " << trial.index << " (" << trial.model << ", seed "
              << trial.seed << ") failed: " << message << "\n";
    if (++*failures >= loop.max_failures && loop.max_failures > 0) {
      std::cerr << loop.prog << ": stopping after " << *failures
                << " failed trials (--max-failures)\n";
      return kExitFailure;
    }
  }
  return -1;
}

}  // namespace

// Runs trials until none is runnable; returns the exit code. Each pass reads the statuses once
// and tries, in expansion order, every trial that looked runnable (queued, interrupted, or
// running: claimable when its heartbeat is stale); the claim itself is atomic, so a trial another
// worker took meanwhile is skipped. Passes repeat until one claims nothing: O(trials) database
// work per pass, however large the sweep.
int RunClaimLoop(ClaimLoop& loop) {
  int64_t failures = 0;
  for (bool claimed_any = true; claimed_any;) {
    claimed_any = false;
    std::map<std::string, store::TrialStatus> status;
    for (const auto& row : loop.store->Trials(loop.sweep_id)) status[row.config_hash] = row.status;
    for (const auto* trial : loop.trials) {
      const auto it = status.find(trial->config_hash);
      // Paused trials wait for a rung decision that queues them again (next pass).
      if (it == status.end() || it->second == store::TrialStatus::kDone ||
          it->second == store::TrialStatus::kFailed || it->second == store::TrialStatus::kPruned ||
          it->second == store::TrialStatus::kPaused) {
        continue;
      }
      bool claimed = false;
      const int code = ClaimAndRun(loop, *trial, &claimed, &failures);
      if (code >= 0) return code;
      claimed_any |= claimed;
    }
  }
  // Nothing runnable is left. A trial still paused at a rung waits for a seed of its
  // configuration that is not there: one that failed, or one another worker still runs.
  int64_t paused = 0;
  for (const auto& row : loop.store->Trials(loop.sweep_id)) {
    paused += row.status == store::TrialStatus::kPaused;
  }
  if (paused > 0 && !loop.run.defer_rung_decisions) {
    std::cerr << loop.prog << ": " << paused << " trial(s) paused at a [prune] rung wait for "
              << "other seeds of their configuration (running elsewhere, or failed: "
              << "--retry-failed runs those again)\n";
  }
  return failures > 0 ? kExitFailure : kExitOk;
}

}  // namespace nilab::host
