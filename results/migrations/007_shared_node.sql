-- Version 6 -> 7: safe on a shared machine.
--
-- Artifact paths are recorded relative to the database's folder (results/nilab.sqlite records
-- "checkpoints/<database id>/<sweep>/<config hash>/<file>"), so that a run resumes from any
-- working directory; a file outside that folder stays absolute. The rows an older nilab wrote
-- (relative to the working directory of the run) are rewritten to that form by
-- host/store/migrate_paths.cc in the same transaction as this file, since SQL does not know
-- where the database lies.
--
-- A trial whose training steps stopped advancing for train.stall_timeout seconds while its
-- worker still heartbeats (a hung loop) is marked by a row of stalls: the time of its last step,
-- written by the worker's heartbeat thread and deleted when steps advance again. `nilab status`
-- and serve report it.
CREATE TABLE stalls (
  trial_id  INTEGER PRIMARY KEY REFERENCES trials(id) ON DELETE CASCADE,
  since     TEXT NOT NULL  -- the time of the trial's last step
);
