-- Version 4 -> 5: the runs of each sweep (with the effective sweep text), and tags and notes.
--
-- A sweep row keeps the text of the file as it was last run; each `nilab run` now also records
-- what it actually ran: the file's text with its --set overrides applied.
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

-- Tags and free-text notes on a sweep (trial_id NULL) or on one of its trials.
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
