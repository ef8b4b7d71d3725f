-- nilab results database: the current schema, applied as one transaction to a new file.
--
-- This file is the single source of truth: it is compiled into nilab (host/store), which runs it
-- on an empty database. A database made by an older nilab is brought to this version by the
-- scripts in results/migrations/ (NNN_name.sql migrates version NNN-1 to NNN), applied in order
-- inside one transaction when the file is opened for writing. A new schema version therefore
-- changes this file AND adds a migration; tests/store checks that both give the same tables.
--
-- Conventions
--   * Times are ISO-8601 UTC text with milliseconds, "2024-05-01T12:34:56.789Z" (sortable as
--     text; seconds between two: (julianday(b) - julianday(a)) * 86400).
--   * JSON columns hold valid JSON (checked).
--   * Deleting a sweep or a trial deletes what belongs to it, on connections with
--     PRAGMA foreign_keys = ON (nilab's; Python's sqlite3 has it off by default).
--   * The view trials_wide is not here: its columns are the params and final metrics present,
--     so nilab (re)creates it whenever new keys appear (see results/README.md).
PRAGMA user_version = 7;

-- Facts about this database file itself (version 3). "id": a random id drawn when the file is
-- created, which names its checkpoint folder (<checkpoint dir>/<id>/), so that databases side by
-- side never write over each other's checkpoint files. "shard:<id>": the path of a shard
-- database merged into this one; its folder holds files this database's rows name.
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info (key, value) VALUES ('id', lower(hex(randomblob(16))));

-- One row per sweep file run into this database, by the sweep's `name`.
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);

-- Each `nilab run` of a sweep (version 5): what it actually ran, the file's text with its --set
-- overrides applied. (sweeps.source is the file's text as last run.)
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
CREATE INDEX runs_by_sweep ON runs(sweep_id, id);

-- One row per trial of the sweep's expansion (one model config x task config x seed).
CREATE TABLE trials (
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
  -- The stage of a [protocol] sweep's trial (version 6): tune (configurations tried on val) or
  -- confirm (the choice, on the seeds declared up front, evaluated on test); NULL otherwise.
  stage            TEXT CHECK (stage IS NULL OR stage IN ('tune', 'confirm')),
  UNIQUE (sweep_id, config_hash)
);
CREATE INDEX trials_by_sweep_status ON trials(sweep_id, status, idx);

-- A [protocol] sweep's declared plan (version 6): the tune budget, the confirm seeds and the
-- margin, as first recorded. Once a confirm trial has logged a value, nilab run refuses a file
-- whose confirm seeds or margin differ: a different plan is a new sweep.
CREATE TABLE protocol_plans (
  sweep_id     INTEGER PRIMARY KEY REFERENCES sweeps(id) ON DELETE CASCADE,
  plan_json    TEXT NOT NULL CHECK (json_valid(plan_json)),
  recorded_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The choice of each study of a [protocol] sweep (version 6): one [[models]] entry at one point
-- of the [task] grid. The configuration with the best mean val over the tune seeds (ties: the
-- lower group hash), with every tune trial and value it rests on. Recorded once.
CREATE TABLE protocol_choices (
  id           INTEGER PRIMARY KEY,
  sweep_id     INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  study        TEXT NOT NULL,     -- "vit", "ni (task.shots=150)": the entry and the grid point
  entry        INTEGER NOT NULL,  -- the [[models]] entry, from 0
  group_hash   TEXT NOT NULL,     -- the chosen configuration (its config hash without the seed)
  metric       TEXT NOT NULL,     -- what the choice read ("val/acc")
  value        REAL,              -- the chosen configuration's mean over the tune seeds
  trials_json  TEXT NOT NULL CHECK (json_valid(trials_json)),  -- [{trial_id, group_hash, seed, value}]
  chosen_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (sweep_id, study)
);

-- Checkpoints chosen by val (version 6): a phase with `select` starts from the epoch of its
-- source phase that the rule picks, per trial. The source may be another sweep's trial.
CREATE TABLE selections (
  id               INTEGER PRIMARY KEY,
  trial_id         INTEGER NOT NULL REFERENCES trials(id) ON DELETE CASCADE,
  phase            TEXT NOT NULL,     -- the phase that starts from the selected checkpoint
  rule             TEXT NOT NULL,     -- "best" or "matched"
  metric           TEXT NOT NULL,     -- what the rule read ("val/acc")
  source_trial_id  INTEGER NOT NULL,  -- the trial whose checkpoint (no foreign key: kept if it goes)
  source_phase     TEXT NOT NULL,
  epoch            INTEGER NOT NULL,  -- the chosen epoch of the source phase
  value            REAL,              -- the source's metric at that epoch
  threshold        REAL,              -- matched: the lower of the entries' best values
  path             TEXT NOT NULL,     -- the checkpoint file
  sha256           TEXT NOT NULL,
  chosen_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (trial_id, phase)
);

-- The trial's flat parameters, one typed row per key: "model", "task", "seed", model params by
-- name ("tau"), task params as "task.<name>", training settings as "train.<name>".
CREATE TABLE params (
  trial_id    INTEGER NOT NULL REFERENCES trials(id) ON DELETE CASCADE,
  key         TEXT NOT NULL,
  type        TEXT NOT NULL CHECK (type IN ('int', 'float', 'bool', 'string',
                                            'int_list', 'float_list', 'string_list')),
  value_int   INTEGER,  -- int; bool as 0/1
  value_real  REAL,     -- float
  value_text  TEXT,     -- string; lists as JSON arrays "[1, 2]"
  PRIMARY KEY (trial_id, key)
) WITHOUT ROWID;
CREATE INDEX params_by_key ON params(key);

-- Phases of a trial (e.g. pretrain, finetune; "train" when the sweep has none).
CREATE TABLE phases (
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

-- Every logged value: per epoch (or step) of a phase, and the phase's final evaluation
-- (is_final = 1). Names are "<split>/<metric>": "val/mean_r2", "train/loss". A NaN is NULL.
-- Logging an epoch again (a resumed trial) replaces its values.
CREATE TABLE metrics (
  id           INTEGER PRIMARY KEY,
  trial_id     INTEGER NOT NULL REFERENCES trials(id) ON DELETE CASCADE,
  phase        TEXT NOT NULL,
  epoch        INTEGER NOT NULL,
  step         INTEGER NOT NULL,  -- optimizer steps done in the phase
  name         TEXT NOT NULL,
  value        REAL,
  is_final     INTEGER NOT NULL DEFAULT 0 CHECK (is_final IN (0, 1)),
  recorded_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX metrics_history ON metrics(trial_id, phase, name, epoch, step)
  WHERE is_final = 0;
CREATE UNIQUE INDEX metrics_final ON metrics(trial_id, phase, name) WHERE is_final = 1;
CREATE INDEX metrics_by_name ON metrics(name, is_final);

-- Files a trial wrote: checkpoints ("checkpoint": latest of a phase, "final": end of a phase).
CREATE TABLE artifacts (
  id          INTEGER PRIMARY KEY,
  trial_id    INTEGER NOT NULL REFERENCES trials(id) ON DELETE CASCADE,
  phase       TEXT NOT NULL,
  epoch       INTEGER NOT NULL,
  kind        TEXT NOT NULL,
  -- Relative to the database's folder ("checkpoints/<database id>/<sweep>/<hash>/<file>"), or
  -- absolute when the file lies outside it (version 7). nilab opens or deletes it only below a
  -- folder named by this database's id or a merged shard's (host/store/artifact_file.h).
  path        TEXT NOT NULL,
  sha256      TEXT NOT NULL,
  bytes       INTEGER NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX artifacts_by_trial ON artifacts(trial_id, phase, kind);

-- Running trials whose training steps stopped advancing for train.stall_timeout seconds while
-- their worker still heartbeats (version 7): the time of the last step. The worker's heartbeat
-- thread writes the row and deletes it when steps advance again; `nilab status` and serve
-- report it.
CREATE TABLE stalls (
  trial_id  INTEGER PRIMARY KEY REFERENCES trials(id) ON DELETE CASCADE,
  since     TEXT NOT NULL  -- the time of the trial's last step
);

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

-- Tags and free-text notes (version 5) on a sweep (trial_id NULL) or on one of its trials.
CREATE TABLE notes (
  id          INTEGER PRIMARY KEY,
  sweep_id    INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  trial_id    INTEGER REFERENCES trials(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('tag', 'note')),
  text        TEXT NOT NULL CHECK (length(text) > 0),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX notes_one_tag ON notes(sweep_id, ifnull(trial_id, 0), text) WHERE kind = 'tag';
CREATE INDEX notes_by_trial ON notes(trial_id);

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
