-- Version 3 -> 4: adaptive search (pruning).
--
-- Trials and phases may be `paused` (stopped at a rung until the other seeds of their
-- configuration get there) or `pruned` (stopped for good at a rung), and the table rungs records
-- every arrival at a rung and its decision. SQLite cannot change a CHECK constraint in place, so
-- trials and phases are rebuilt (the procedure of https://www.sqlite.org/lang_altertable.html,
-- section 7): nilab runs migrations with foreign keys off and checks them before it commits, so
-- the rebuild deletes nothing that refers to a trial. The views that read trials are dropped
-- first and made again (trials_wide by nilab, after the migrations).
DROP VIEW IF EXISTS trials_wide;
DROP VIEW IF EXISTS final_metrics;
DROP VIEW IF EXISTS metric_history;

CREATE TABLE trials_new (
  id               INTEGER PRIMARY KEY,
  sweep_id         INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  idx              INTEGER NOT NULL,  -- position in the sweep's deterministic expansion
  config_hash      TEXT NOT NULL,     -- first 16 hex digits of sha256(config_json)
  config_json      TEXT NOT NULL CHECK (json_valid(config_json)),  -- the full trial config
  task             TEXT NOT NULL,
  model            TEXT NOT NULL,
  seed             INTEGER NOT NULL,
  -- paused: stopped at a pruning rung until the other seeds of its configuration get there
  -- (version 4); pruned: stopped for good at a rung (version 4; see the rungs table).
  status           TEXT NOT NULL DEFAULT 'queued'
                   CHECK (status IN ('queued', 'running', 'done', 'failed', 'interrupted',
                                     'paused', 'pruned')),
  error            TEXT,              -- one line, for failed (and interrupted) attempts
  attempts         INTEGER NOT NULL DEFAULT 0,  -- times a worker claimed it
  worker           TEXT,              -- who runs/ran it: "host:pid"
  heartbeat_at     TEXT,              -- last sign of life of its worker while running
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  started_at       TEXT,              -- start of the latest attempt
  ended_at         TEXT,              -- end of the latest attempt
  provenance_json  TEXT CHECK (provenance_json IS NULL OR json_valid(provenance_json)),
  -- Provenance of the latest attempt (version 2; version 1 kept all of it in provenance_json,
  -- which now holds the rest: task provenance such as dataset checksums, BLAS, ...).
  host             TEXT,
  git_commit       TEXT,
  git_dirty        INTEGER,           -- 0/1
  nilab_version    TEXT,
  torch_version    TEXT,
  sdk_abi          INTEGER,
  device           TEXT,              -- "cpu", "cuda:0"
  threads          INTEGER,
  num_params       INTEGER,           -- trainable model + task parameters
  model_params     INTEGER,           -- the backbone alone
  command_line     TEXT,
  UNIQUE (sweep_id, config_hash)
);
INSERT INTO trials_new (
  id, sweep_id, idx, config_hash, config_json, task, model, seed, status, error, attempts, worker,
  heartbeat_at, created_at, started_at, ended_at, provenance_json, host, git_commit, git_dirty,
  nilab_version, torch_version, sdk_abi, device, threads, num_params, model_params, command_line)
SELECT
  id, sweep_id, idx, config_hash, config_json, task, model, seed, status, error, attempts, worker,
  heartbeat_at, created_at, started_at, ended_at, provenance_json, host, git_commit, git_dirty,
  nilab_version, torch_version, sdk_abi, device, threads, num_params, model_params, command_line
FROM trials;
DROP TABLE trials;
ALTER TABLE trials_new RENAME TO trials;
CREATE INDEX trials_by_sweep_status ON trials(sweep_id, status, idx);

CREATE TABLE phases_new (
  id           INTEGER PRIMARY KEY,
  trial_id     INTEGER NOT NULL REFERENCES trials(id) ON DELETE CASCADE,
  name         TEXT NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed', 'interrupted',
                                               'paused', 'pruned')),
  epochs_done  INTEGER NOT NULL DEFAULT 0,
  started_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ended_at     TEXT,
  UNIQUE (trial_id, name)
);
INSERT INTO phases_new (id, trial_id, name, status, epochs_done, started_at, ended_at)
SELECT id, trial_id, name, status, epochs_done, started_at, ended_at FROM phases;
DROP TABLE phases;
ALTER TABLE phases_new RENAME TO phases;

-- Pruning (version 4; sweeps with a [prune] table): one row per trial that reached a rung, the
-- epoch count of its phase at which it is judged. `unit` is what is judged: the trial itself
-- (seeds = "each": its config hash) or its configuration over all its seeds (seeds =
-- "together"), judged on the mean of their values once every seed got there. A decision is
-- taken once, in the transaction that records the arrival that completes the unit, and never
-- changes: pending (waiting for the unit's other seeds), promoted (goes on) or pruned.
CREATE TABLE rungs (
  id          INTEGER PRIMARY KEY,
  trial_id    INTEGER NOT NULL REFERENCES trials(id) ON DELETE CASCADE,
  phase       TEXT NOT NULL,
  rung        INTEGER NOT NULL,  -- 0, 1, ...: after min_epochs * eta^rung epochs of the phase
  epoch       INTEGER NOT NULL,  -- epochs of the phase done
  metric      TEXT NOT NULL,     -- "val/mean_r2"
  value       REAL,              -- the trial's value at that epoch (NULL: NaN or missing)
  unit        TEXT NOT NULL,
  unit_value  REAL,              -- what the unit was judged on (mean over its seeds)
  decision    TEXT NOT NULL DEFAULT 'pending'
              CHECK (decision IN ('pending', 'promoted', 'pruned')),
  arrived_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  decided_at  TEXT,
  UNIQUE (trial_id, phase, rung)
);
CREATE INDEX rungs_by_rung ON rungs(phase, rung, unit);

-- The final evaluation of every phase of every trial, one row per metric.
CREATE VIEW final_metrics AS
SELECT t.id AS trial_id, s.name AS sweep, t.idx, t.task, t.model, t.seed, t.status,
       m.phase, m.name AS metric, m.value, m.epoch, m.step
FROM metrics m
JOIN trials t ON t.id = m.trial_id
JOIN sweeps s ON s.id = t.sweep_id
WHERE m.is_final = 1;

-- Every per-epoch value, for learning curves.
CREATE VIEW metric_history AS
SELECT t.id AS trial_id, s.name AS sweep, t.idx, t.task, t.model, t.seed,
       m.phase, m.epoch, m.step, m.name AS metric, m.value, m.recorded_at
FROM metrics m
JOIN trials t ON t.id = m.trial_id
JOIN sweeps s ON s.id = t.sweep_id
WHERE m.is_final = 0;
