PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info VALUES('id','29a0dbc3cb08b0a9d0183843ca44e1af');
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);
INSERT INTO sweeps VALUES(1,'pgm_cpu_regimes','sweeps/pgm_cpu_regimes.toml',replace('# The five held-out PGM regimes (§4.3, Table 2) at pgm_cpu.toml''s CPU scale, NI against ViT (the\n# models of pgm_cpu.toml), one seed: train and val from each regime''s training distribution,\n# test from its held-out one (interpolation: odd attribute values held out; extrapolation: the\n# upper half; attr.rels, attr.rel.pairs, attrs.pairs: held-out triples, triple pairs, attribute\n# pairs). One triple per puzzle as in pgm_cpu.toml, except attr.rel.pairs and attrs.pairs, whose\n# held-out sets are pairs and so need 2 triples per puzzle (their [[models]] entries).\n#\n#   nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --jobs 2\n#   nilab compare pgm_cpu_regimes --db results/pgm.sqlite --metric val/acc --metric test/acc\n#\n# The NI''s residual is the authors'' form (residual = "code", their preset''s no_residual), chosen\n# by measurement (issue 23): with Eq. 11 as printed ("paper", the first version of this file,\n# explore/pgm_cpu_regimes_residual_paper.toml) the NI trailed the ViT on val in all five regimes\n# (paired NI - ViT -0.064, 95% CI [-0.100, -0.027]); on interpolation, seed 0, the "code" form\n# took the NI from 0.490 / 0.444 to 0.546 / 0.528 val / test (explore/pgm_cpu_residual_probe.toml,\n# results/published/pgm_probe.sql). The ViT is unchanged.\n# Here: the probe''s NI trial took 22 min at one thread, beside one other one-thread run\n# (2026-11-26). Gave: running (docs/results.md).\nname = "pgm_cpu_regimes"\ndescription = "PGM held-out regimes at CPU scale (20k generated puzzles, constant distractors), NI (residual = code) vs ViT, seed 0"\nseeds = [0]\n\n[task]\nname = "pgm"\nparams = { source = "generator", train_size = 20000, val_size = 500, test_size = 500, generator_seed = 0, min_triples = 1, max_triples = 1, distractors = "constant", panel_pool = 2, cnn_layers = 3, cnn_channels = 16, beta = 10.0 }\n\n[train]\nepochs = 8\nbatch_size = 32\neval_batch_size = 64\nlr = 2e-3\nmin_lr = 1e-5\nweight_decay = 0.0\nwarmup_epochs = 0.5\ngrad_clip = 1.0\n\n[[models]]\nname = "vit"   # = pgm_cpu''s ViT\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128 }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "vit"\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128, "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n\n[[models]]\nname = "ni"    # = pgm_cpu''s NI, with the authors'' residual form\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code" }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code", "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n','\n',char(10)),'{}','2026-11-26T10:03:13.733Z','2026-11-26T11:03:40.399Z');
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
INSERT INTO runs VALUES(1,1,'2026-11-26T10:03:13.737Z','nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q','sweeps/pgm_cpu_regimes.toml','[]',replace('# The five held-out PGM regimes (§4.3, Table 2) at pgm_cpu.toml''s CPU scale, NI against ViT (the\n# models of pgm_cpu.toml), one seed: train and val from each regime''s training distribution,\n# test from its held-out one (interpolation: odd attribute values held out; extrapolation: the\n# upper half; attr.rels, attr.rel.pairs, attrs.pairs: held-out triples, triple pairs, attribute\n# pairs). One triple per puzzle as in pgm_cpu.toml, except attr.rel.pairs and attrs.pairs, whose\n# held-out sets are pairs and so need 2 triples per puzzle (their [[models]] entries).\n#\n#   nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --jobs 2\n#   nilab compare pgm_cpu_regimes --db results/pgm.sqlite --metric val/acc --metric test/acc\n#\n# The NI''s residual is the authors'' form (residual = "code", their preset''s no_residual), chosen\n# by measurement (issue 23): with Eq. 11 as printed ("paper", the first version of this file,\n# explore/pgm_cpu_regimes_residual_paper.toml) the NI trailed the ViT on val in all five regimes\n# (paired NI - ViT -0.064, 95% CI [-0.100, -0.027]); on interpolation, seed 0, the "code" form\n# took the NI from 0.490 / 0.444 to 0.546 / 0.528 val / test (explore/pgm_cpu_residual_probe.toml,\n# results/published/pgm_probe.sql). The ViT is unchanged.\n# Here: the probe''s NI trial took 22 min at one thread, beside one other one-thread run\n# (2026-11-26). Gave: running (docs/results.md).\nname = "pgm_cpu_regimes"\ndescription = "PGM held-out regimes at CPU scale (20k generated puzzles, constant distractors), NI (residual = code) vs ViT, seed 0"\nseeds = [0]\n\n[task]\nname = "pgm"\nparams = { source = "generator", train_size = 20000, val_size = 500, test_size = 500, generator_seed = 0, min_triples = 1, max_triples = 1, distractors = "constant", panel_pool = 2, cnn_layers = 3, cnn_channels = 16, beta = 10.0 }\n\n[train]\nepochs = 8\nbatch_size = 32\neval_batch_size = 64\nlr = 2e-3\nmin_lr = 1e-5\nweight_decay = 0.0\nwarmup_epochs = 0.5\ngrad_clip = 1.0\n\n[[models]]\nname = "vit"   # = pgm_cpu''s ViT\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128 }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "vit"\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128, "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n\n[[models]]\nname = "ni"    # = pgm_cpu''s NI, with the authors'' residual form\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code" }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code", "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n','\n',char(10)));
INSERT INTO runs VALUES(2,1,'2026-11-26T10:48:18.133Z','nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q','sweeps/pgm_cpu_regimes.toml','[]',replace('# The five held-out PGM regimes (§4.3, Table 2) at pgm_cpu.toml''s CPU scale, NI against ViT (the\n# models of pgm_cpu.toml), one seed: train and val from each regime''s training distribution,\n# test from its held-out one (interpolation: odd attribute values held out; extrapolation: the\n# upper half; attr.rels, attr.rel.pairs, attrs.pairs: held-out triples, triple pairs, attribute\n# pairs). One triple per puzzle as in pgm_cpu.toml, except attr.rel.pairs and attrs.pairs, whose\n# held-out sets are pairs and so need 2 triples per puzzle (their [[models]] entries).\n#\n#   nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --jobs 2\n#   nilab compare pgm_cpu_regimes --db results/pgm.sqlite --metric val/acc --metric test/acc\n#\n# The NI''s residual is the authors'' form (residual = "code", their preset''s no_residual), chosen\n# by measurement (issue 23): with Eq. 11 as printed ("paper", the first version of this file,\n# explore/pgm_cpu_regimes_residual_paper.toml) the NI trailed the ViT on val in all five regimes\n# (paired NI - ViT -0.064, 95% CI [-0.100, -0.027]); on interpolation, seed 0, the "code" form\n# took the NI from 0.490 / 0.444 to 0.546 / 0.528 val / test (explore/pgm_cpu_residual_probe.toml,\n# results/published/pgm_probe.sql). The ViT is unchanged.\n# Here: the probe''s NI trial took 22 min at one thread, beside one other one-thread run\n# (2026-11-26). Gave: running (docs/results.md).\nname = "pgm_cpu_regimes"\ndescription = "PGM held-out regimes at CPU scale (20k generated puzzles, constant distractors), NI (residual = code) vs ViT, seed 0"\nseeds = [0]\n\n[task]\nname = "pgm"\nparams = { source = "generator", train_size = 20000, val_size = 500, test_size = 500, generator_seed = 0, min_triples = 1, max_triples = 1, distractors = "constant", panel_pool = 2, cnn_layers = 3, cnn_channels = 16, beta = 10.0 }\n\n[train]\nepochs = 8\nbatch_size = 32\neval_batch_size = 64\nlr = 2e-3\nmin_lr = 1e-5\nweight_decay = 0.0\nwarmup_epochs = 0.5\ngrad_clip = 1.0\n\n[[models]]\nname = "vit"   # = pgm_cpu''s ViT\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128 }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "vit"\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128, "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n\n[[models]]\nname = "ni"    # = pgm_cpu''s NI, with the authors'' residual form\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code" }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code", "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n','\n',char(10)));
INSERT INTO runs VALUES(3,1,'2026-11-26T11:03:38.442Z','nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q','sweeps/pgm_cpu_regimes.toml','[]',replace('# The five held-out PGM regimes (§4.3, Table 2) at pgm_cpu.toml''s CPU scale, NI against ViT (the\n# models of pgm_cpu.toml), one seed: train and val from each regime''s training distribution,\n# test from its held-out one (interpolation: odd attribute values held out; extrapolation: the\n# upper half; attr.rels, attr.rel.pairs, attrs.pairs: held-out triples, triple pairs, attribute\n# pairs). One triple per puzzle as in pgm_cpu.toml, except attr.rel.pairs and attrs.pairs, whose\n# held-out sets are pairs and so need 2 triples per puzzle (their [[models]] entries).\n#\n#   nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --jobs 2\n#   nilab compare pgm_cpu_regimes --db results/pgm.sqlite --metric val/acc --metric test/acc\n#\n# The NI''s residual is the authors'' form (residual = "code", their preset''s no_residual), chosen\n# by measurement (issue 23): with Eq. 11 as printed ("paper", the first version of this file,\n# explore/pgm_cpu_regimes_residual_paper.toml) the NI trailed the ViT on val in all five regimes\n# (paired NI - ViT -0.064, 95% CI [-0.100, -0.027]); on interpolation, seed 0, the "code" form\n# took the NI from 0.490 / 0.444 to 0.546 / 0.528 val / test (explore/pgm_cpu_residual_probe.toml,\n# results/published/pgm_probe.sql). The ViT is unchanged.\n# Here: the probe''s NI trial took 22 min at one thread, beside one other one-thread run\n# (2026-11-26). Gave: running (docs/results.md).\nname = "pgm_cpu_regimes"\ndescription = "PGM held-out regimes at CPU scale (20k generated puzzles, constant distractors), NI (residual = code) vs ViT, seed 0"\nseeds = [0]\n\n[task]\nname = "pgm"\nparams = { source = "generator", train_size = 20000, val_size = 500, test_size = 500, generator_seed = 0, min_triples = 1, max_triples = 1, distractors = "constant", panel_pool = 2, cnn_layers = 3, cnn_channels = 16, beta = 10.0 }\n\n[train]\nepochs = 8\nbatch_size = 32\neval_batch_size = 64\nlr = 2e-3\nmin_lr = 1e-5\nweight_decay = 0.0\nwarmup_epochs = 0.5\ngrad_clip = 1.0\n\n[[models]]\nname = "vit"   # = pgm_cpu''s ViT\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128 }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "vit"\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128, "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n\n[[models]]\nname = "ni"    # = pgm_cpu''s NI, with the authors'' residual form\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code" }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code", "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n','\n',char(10)));
INSERT INTO runs VALUES(4,1,'2026-11-26T11:03:40.400Z','nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q','sweeps/pgm_cpu_regimes.toml','[]',replace('# The five held-out PGM regimes (§4.3, Table 2) at pgm_cpu.toml''s CPU scale, NI against ViT (the\n# models of pgm_cpu.toml), one seed: train and val from each regime''s training distribution,\n# test from its held-out one (interpolation: odd attribute values held out; extrapolation: the\n# upper half; attr.rels, attr.rel.pairs, attrs.pairs: held-out triples, triple pairs, attribute\n# pairs). One triple per puzzle as in pgm_cpu.toml, except attr.rel.pairs and attrs.pairs, whose\n# held-out sets are pairs and so need 2 triples per puzzle (their [[models]] entries).\n#\n#   nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --jobs 2\n#   nilab compare pgm_cpu_regimes --db results/pgm.sqlite --metric val/acc --metric test/acc\n#\n# The NI''s residual is the authors'' form (residual = "code", their preset''s no_residual), chosen\n# by measurement (issue 23): with Eq. 11 as printed ("paper", the first version of this file,\n# explore/pgm_cpu_regimes_residual_paper.toml) the NI trailed the ViT on val in all five regimes\n# (paired NI - ViT -0.064, 95% CI [-0.100, -0.027]); on interpolation, seed 0, the "code" form\n# took the NI from 0.490 / 0.444 to 0.546 / 0.528 val / test (explore/pgm_cpu_residual_probe.toml,\n# results/published/pgm_probe.sql). The ViT is unchanged.\n# Here: the probe''s NI trial took 22 min at one thread, beside one other one-thread run\n# (2026-11-26). Gave: running (docs/results.md).\nname = "pgm_cpu_regimes"\ndescription = "PGM held-out regimes at CPU scale (20k generated puzzles, constant distractors), NI (residual = code) vs ViT, seed 0"\nseeds = [0]\n\n[task]\nname = "pgm"\nparams = { source = "generator", train_size = 20000, val_size = 500, test_size = 500, generator_seed = 0, min_triples = 1, max_triples = 1, distractors = "constant", panel_pool = 2, cnn_layers = 3, cnn_channels = 16, beta = 10.0 }\n\n[train]\nepochs = 8\nbatch_size = 32\neval_batch_size = 64\nlr = 2e-3\nmin_lr = 1e-5\nweight_decay = 0.0\nwarmup_epochs = 0.5\ngrad_clip = 1.0\n\n[[models]]\nname = "vit"   # = pgm_cpu''s ViT\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128 }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "vit"\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128, "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n\n[[models]]\nname = "ni"    # = pgm_cpu''s NI, with the authors'' residual form\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code" }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code", "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n','\n',char(10)));
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
  UNIQUE (sweep_id, config_hash)
);
INSERT INTO trials VALUES(1,1,0,'45934b71a032325f','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"interpolation","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"interpolation","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','vit',0,'done',NULL,1,'vm:24602','2026-11-26T10:22:51.153Z','2026-11-26T10:03:13.733Z','2026-11-26T10:03:13.743Z','2026-11-26T10:22:51.160Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"colour and size: even values in train/val, odd values in test","pgm.regime":"interpolation","pgm.source":"generator","pgm.triples":"1-1"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','29bb7a0dd3a1246c2d4aeb7348f051cfb3fc81e7',1,'0.1.0','1.13.0',5,'cpu',1,166269,134016,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(2,1,1,'10a5d5b3a554744b','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"extrapolation","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"extrapolation","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','vit',0,'done',NULL,1,'vm:24602','2026-11-26T10:34:34.540Z','2026-11-26T10:03:13.734Z','2026-11-26T10:22:51.164Z','2026-11-26T10:34:34.541Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"colour and size: values 0-4 in train/val, 5-9 in test","pgm.regime":"extrapolation","pgm.source":"generator","pgm.triples":"1-1"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','29bb7a0dd3a1246c2d4aeb7348f051cfb3fc81e7',1,'0.1.0','1.13.0',5,'cpu',1,166269,134016,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(3,1,2,'4348125245f493b5','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"attr.rels","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"attr.rels","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','vit',0,'done',NULL,1,'vm:24602','2026-11-26T10:45:19.196Z','2026-11-26T10:03:13.734Z','2026-11-26T10:34:34.542Z','2026-11-26T10:45:19.197Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"[shape, color, AND]; [shape, number, progression]; [shape, position, OR]; [shape, size, consistent_union]; [shape, type, progression]; [line, color, XOR]; [line, type, AND]","pgm.regime":"attr.rels","pgm.source":"generator","pgm.triples":"1-1"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','29bb7a0dd3a1246c2d4aeb7348f051cfb3fc81e7',1,'0.1.0','1.13.0',5,'cpu',1,166269,134016,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(4,1,3,'51f41593390165cb','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attr.rel.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attr.rel.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','vit',0,'done',NULL,2,'vm:10952','2026-11-26T11:07:40.460Z','2026-11-26T10:03:13.734Z','2026-11-26T11:03:38.445Z','2026-11-26T11:07:40.461Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"[shape, color, progression] + [shape, number, consistent_union]; [shape, color, progression] + [shape, type, progression]; [shape, color, XOR] + [shape, number, progression]; [shape, color, XOR] + [line, color, progression]; [shape, color, XOR] + [line, color, XOR]; [shape, color, XOR] + [line, type, consistent_union]; [shape, color, OR] + [shape, number, consistent_union]; [shape, color, OR] + [shape, type, XOR]; [shape, color, AND] + [shape, number, consistent_union]; [shape, color, AND] + [shape, type, progression]; [shape, color, AND] + [line, color, XOR]; [shape, color, AND] + [line, color, OR]; [shape, number, progression] + [line, type, XOR]; [shape, position, XOR] + [line, color, AND]; [shape, position, XOR] + [line, type, AND]; [shape, position, OR] + [shape, size, progression]; [shape, position, OR] + [shape, size, AND]; [shape, position, OR] + [line, color, OR]; [shape, position, AND] + [shape, size, AND]; [shape, position, AND] + [line, color, consistent_union]; [shape, size, progression] + [shape, type, AND]; [shape, size, progression] + [line, type, consistent_union]; [shape, size, XOR] + [line, type, XOR]; [shape, size, XOR] + [line, type, AND]; [shape, size, AND] + [line, color, OR]; [shape, size, AND] + [line, type, XOR]; [shape, size, consistent_union] + [shape, type, progression]; [shape, size, consistent_union] + [shape, type, OR]; [shape, size, consistent_union] + [line, color, consistent_union]; [shape, type, progression] + [line, color, XOR]; [shape, type, progression] + [line, type, XOR]; [shape, type, progression] + [line, type, AND]; [shape, type, OR] + [line, type, OR]; [shape, type, consistent_union] + [line, type, consistent_union]; [line, color, consistent_union] + [line, type, consistent_union]","pgm.regime":"attr.rel.pairs","pgm.source":"generator","pgm.triples":"2-2"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','211ab48fd6dd6fea570c66c4881d4272aa694fbd',0,'0.1.0','1.13.0',5,'cpu',1,166269,134016,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(5,1,4,'094664885ac05ae6','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attrs.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attrs.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','vit',0,'done',NULL,2,'vm:10957','2026-11-26T11:10:21.306Z','2026-11-26T10:03:13.734Z','2026-11-26T11:03:40.403Z','2026-11-26T11:10:21.308Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"shape-number + line-color; shape-position + shape-type; shape-size + shape-type; shape-size + line-color","pgm.regime":"attrs.pairs","pgm.source":"generator","pgm.triples":"2-2"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','211ab48fd6dd6fea570c66c4881d4272aa694fbd',0,'0.1.0','1.13.0',5,'cpu',1,166269,134016,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(6,1,5,'c45c05726312fdd8','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"interpolation","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"interpolation","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'done',NULL,1,'vm:10952','2026-11-26T11:30:37.607Z','2026-11-26T10:03:13.734Z','2026-11-26T11:07:40.461Z','2026-11-26T11:30:37.609Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"colour and size: even values in train/val, odd values in test","pgm.regime":"interpolation","pgm.source":"generator","pgm.triples":"1-1"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','211ab48fd6dd6fea570c66c4881d4272aa694fbd',0,'0.1.0','1.13.0',5,'cpu',1,99918,67665,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(7,1,6,'62ed889496cb2d09','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"extrapolation","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"extrapolation","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'done',NULL,1,'vm:10957','2026-11-26T11:36:43.535Z','2026-11-26T10:03:13.734Z','2026-11-26T11:10:21.308Z','2026-11-26T11:36:43.544Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"colour and size: values 0-4 in train/val, 5-9 in test","pgm.regime":"extrapolation","pgm.source":"generator","pgm.triples":"1-1"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','211ab48fd6dd6fea570c66c4881d4272aa694fbd',0,'0.1.0','1.13.0',5,'cpu',1,99918,67665,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(8,1,7,'abf91e314a4f9a6a','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"attr.rels","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"attr.rels","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'done',NULL,1,'vm:10952','2026-11-26T12:01:53.443Z','2026-11-26T10:03:13.735Z','2026-11-26T11:30:37.610Z','2026-11-26T12:01:53.452Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"[shape, color, AND]; [shape, number, progression]; [shape, position, OR]; [shape, size, consistent_union]; [shape, type, progression]; [line, color, XOR]; [line, type, AND]","pgm.regime":"attr.rels","pgm.source":"generator","pgm.triples":"1-1"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','211ab48fd6dd6fea570c66c4881d4272aa694fbd',0,'0.1.0','1.13.0',5,'cpu',1,99918,67665,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(9,1,8,'2cb5177a38146a63','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attr.rel.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attr.rel.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'done',NULL,1,'vm:10957','2026-11-26T12:04:15.439Z','2026-11-26T10:03:13.735Z','2026-11-26T11:36:43.548Z','2026-11-26T12:04:15.448Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"[shape, color, progression] + [shape, number, consistent_union]; [shape, color, progression] + [shape, type, progression]; [shape, color, XOR] + [shape, number, progression]; [shape, color, XOR] + [line, color, progression]; [shape, color, XOR] + [line, color, XOR]; [shape, color, XOR] + [line, type, consistent_union]; [shape, color, OR] + [shape, number, consistent_union]; [shape, color, OR] + [shape, type, XOR]; [shape, color, AND] + [shape, number, consistent_union]; [shape, color, AND] + [shape, type, progression]; [shape, color, AND] + [line, color, XOR]; [shape, color, AND] + [line, color, OR]; [shape, number, progression] + [line, type, XOR]; [shape, position, XOR] + [line, color, AND]; [shape, position, XOR] + [line, type, AND]; [shape, position, OR] + [shape, size, progression]; [shape, position, OR] + [shape, size, AND]; [shape, position, OR] + [line, color, OR]; [shape, position, AND] + [shape, size, AND]; [shape, position, AND] + [line, color, consistent_union]; [shape, size, progression] + [shape, type, AND]; [shape, size, progression] + [line, type, consistent_union]; [shape, size, XOR] + [line, type, XOR]; [shape, size, XOR] + [line, type, AND]; [shape, size, AND] + [line, color, OR]; [shape, size, AND] + [line, type, XOR]; [shape, size, consistent_union] + [shape, type, progression]; [shape, size, consistent_union] + [shape, type, OR]; [shape, size, consistent_union] + [line, color, consistent_union]; [shape, type, progression] + [line, color, XOR]; [shape, type, progression] + [line, type, XOR]; [shape, type, progression] + [line, type, AND]; [shape, type, OR] + [line, type, OR]; [shape, type, consistent_union] + [line, type, consistent_union]; [line, color, consistent_union] + [line, type, consistent_union]","pgm.regime":"attr.rel.pairs","pgm.source":"generator","pgm.triples":"2-2"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','211ab48fd6dd6fea570c66c4881d4272aa694fbd',0,'0.1.0','1.13.0',5,'cpu',1,99918,67665,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(10,1,9,'c1de33695f7e8b15','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attrs.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attrs.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'done',NULL,1,'vm:10952','2026-11-26T12:34:17.044Z','2026-11-26T10:03:13.735Z','2026-11-26T12:01:53.455Z','2026-11-26T12:34:17.046Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"shape-number + line-color; shape-position + shape-type; shape-size + shape-type; shape-size + line-color","pgm.regime":"attrs.pairs","pgm.source":"generator","pgm.triples":"2-2"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','211ab48fd6dd6fea570c66c4881d4272aa694fbd',0,'0.1.0','1.13.0',5,'cpu',1,99918,67665,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
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
INSERT INTO params VALUES(1,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(1,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(1,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(1,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(1,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(1,'task.antialias','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'task.beta','float',NULL,10.0,NULL);
INSERT INTO params VALUES(1,'task.cnn_channels','int',16,NULL,NULL);
INSERT INTO params VALUES(1,'task.cnn_layers','int',3,NULL,NULL);
INSERT INTO params VALUES(1,'task.data_subdir','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(1,'task.distractors','string',NULL,NULL,'constant');
INSERT INTO params VALUES(1,'task.generator_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.max_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'task.min_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'task.panel_pool','int',2,NULL,NULL);
INSERT INTO params VALUES(1,'task.position_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(1,'task.regime','string',NULL,NULL,'interpolation');
INSERT INTO params VALUES(1,'task.source','string',NULL,NULL,'generator');
INSERT INTO params VALUES(1,'task.test_size','int',500,NULL,NULL);
INSERT INTO params VALUES(1,'task.train_size','int',20000,NULL,NULL);
INSERT INTO params VALUES(1,'task.val_size','int',500,NULL,NULL);
INSERT INTO params VALUES(1,'train.batch_size','int',32,NULL,NULL);
INSERT INTO params VALUES(1,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(1,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(1,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.epochs','int',8,NULL,NULL);
INSERT INTO params VALUES(1,'train.eval_batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(1,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'train.lr','float',NULL,0.0020000000000000000416,NULL);
INSERT INTO params VALUES(1,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(1,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(1,'train.warmup_epochs','float',NULL,0.5,NULL);
INSERT INTO params VALUES(1,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(2,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(2,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(2,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(2,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(2,'task.antialias','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'task.beta','float',NULL,10.0,NULL);
INSERT INTO params VALUES(2,'task.cnn_channels','int',16,NULL,NULL);
INSERT INTO params VALUES(2,'task.cnn_layers','int',3,NULL,NULL);
INSERT INTO params VALUES(2,'task.data_subdir','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(2,'task.distractors','string',NULL,NULL,'constant');
INSERT INTO params VALUES(2,'task.generator_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.max_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'task.min_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'task.panel_pool','int',2,NULL,NULL);
INSERT INTO params VALUES(2,'task.position_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(2,'task.regime','string',NULL,NULL,'extrapolation');
INSERT INTO params VALUES(2,'task.source','string',NULL,NULL,'generator');
INSERT INTO params VALUES(2,'task.test_size','int',500,NULL,NULL);
INSERT INTO params VALUES(2,'task.train_size','int',20000,NULL,NULL);
INSERT INTO params VALUES(2,'task.val_size','int',500,NULL,NULL);
INSERT INTO params VALUES(2,'train.batch_size','int',32,NULL,NULL);
INSERT INTO params VALUES(2,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(2,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(2,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.epochs','int',8,NULL,NULL);
INSERT INTO params VALUES(2,'train.eval_batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(2,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'train.lr','float',NULL,0.0020000000000000000416,NULL);
INSERT INTO params VALUES(2,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(2,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(2,'train.warmup_epochs','float',NULL,0.5,NULL);
INSERT INTO params VALUES(2,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(3,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(3,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(3,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(3,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(3,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(3,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(3,'task.antialias','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'task.beta','float',NULL,10.0,NULL);
INSERT INTO params VALUES(3,'task.cnn_channels','int',16,NULL,NULL);
INSERT INTO params VALUES(3,'task.cnn_layers','int',3,NULL,NULL);
INSERT INTO params VALUES(3,'task.data_subdir','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(3,'task.distractors','string',NULL,NULL,'constant');
INSERT INTO params VALUES(3,'task.generator_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task.max_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'task.min_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'task.panel_pool','int',2,NULL,NULL);
INSERT INTO params VALUES(3,'task.position_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(3,'task.regime','string',NULL,NULL,'attr.rels');
INSERT INTO params VALUES(3,'task.source','string',NULL,NULL,'generator');
INSERT INTO params VALUES(3,'task.test_size','int',500,NULL,NULL);
INSERT INTO params VALUES(3,'task.train_size','int',20000,NULL,NULL);
INSERT INTO params VALUES(3,'task.val_size','int',500,NULL,NULL);
INSERT INTO params VALUES(3,'train.batch_size','int',32,NULL,NULL);
INSERT INTO params VALUES(3,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(3,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(3,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.epochs','int',8,NULL,NULL);
INSERT INTO params VALUES(3,'train.eval_batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(3,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'train.lr','float',NULL,0.0020000000000000000416,NULL);
INSERT INTO params VALUES(3,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(3,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(3,'train.warmup_epochs','float',NULL,0.5,NULL);
INSERT INTO params VALUES(3,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(4,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(4,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(4,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(4,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(4,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(4,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(4,'task.antialias','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'task.beta','float',NULL,10.0,NULL);
INSERT INTO params VALUES(4,'task.cnn_channels','int',16,NULL,NULL);
INSERT INTO params VALUES(4,'task.cnn_layers','int',3,NULL,NULL);
INSERT INTO params VALUES(4,'task.data_subdir','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(4,'task.distractors','string',NULL,NULL,'constant');
INSERT INTO params VALUES(4,'task.generator_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task.max_triples','int',2,NULL,NULL);
INSERT INTO params VALUES(4,'task.min_triples','int',2,NULL,NULL);
INSERT INTO params VALUES(4,'task.panel_pool','int',2,NULL,NULL);
INSERT INTO params VALUES(4,'task.position_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(4,'task.regime','string',NULL,NULL,'attr.rel.pairs');
INSERT INTO params VALUES(4,'task.source','string',NULL,NULL,'generator');
INSERT INTO params VALUES(4,'task.test_size','int',500,NULL,NULL);
INSERT INTO params VALUES(4,'task.train_size','int',20000,NULL,NULL);
INSERT INTO params VALUES(4,'task.val_size','int',500,NULL,NULL);
INSERT INTO params VALUES(4,'train.batch_size','int',32,NULL,NULL);
INSERT INTO params VALUES(4,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(4,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(4,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.epochs','int',8,NULL,NULL);
INSERT INTO params VALUES(4,'train.eval_batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(4,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'train.lr','float',NULL,0.0020000000000000000416,NULL);
INSERT INTO params VALUES(4,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(4,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(4,'train.warmup_epochs','float',NULL,0.5,NULL);
INSERT INTO params VALUES(4,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(5,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(5,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(5,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(5,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(5,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(5,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(5,'task.antialias','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'task.beta','float',NULL,10.0,NULL);
INSERT INTO params VALUES(5,'task.cnn_channels','int',16,NULL,NULL);
INSERT INTO params VALUES(5,'task.cnn_layers','int',3,NULL,NULL);
INSERT INTO params VALUES(5,'task.data_subdir','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(5,'task.distractors','string',NULL,NULL,'constant');
INSERT INTO params VALUES(5,'task.generator_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.max_triples','int',2,NULL,NULL);
INSERT INTO params VALUES(5,'task.min_triples','int',2,NULL,NULL);
INSERT INTO params VALUES(5,'task.panel_pool','int',2,NULL,NULL);
INSERT INTO params VALUES(5,'task.position_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(5,'task.regime','string',NULL,NULL,'attrs.pairs');
INSERT INTO params VALUES(5,'task.source','string',NULL,NULL,'generator');
INSERT INTO params VALUES(5,'task.test_size','int',500,NULL,NULL);
INSERT INTO params VALUES(5,'task.train_size','int',20000,NULL,NULL);
INSERT INTO params VALUES(5,'task.val_size','int',500,NULL,NULL);
INSERT INTO params VALUES(5,'train.batch_size','int',32,NULL,NULL);
INSERT INTO params VALUES(5,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(5,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(5,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.epochs','int',8,NULL,NULL);
INSERT INTO params VALUES(5,'train.eval_batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(5,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'train.lr','float',NULL,0.0020000000000000000416,NULL);
INSERT INTO params VALUES(5,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(5,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(5,'train.warmup_epochs','float',NULL,0.5,NULL);
INSERT INTO params VALUES(5,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'code_dim','int',64,NULL,NULL);
INSERT INTO params VALUES(6,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(6,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(6,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(6,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(6,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(6,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(6,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(6,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(6,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(6,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(6,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(6,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(6,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(6,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'task','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(6,'task.antialias','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'task.beta','float',NULL,10.0,NULL);
INSERT INTO params VALUES(6,'task.cnn_channels','int',16,NULL,NULL);
INSERT INTO params VALUES(6,'task.cnn_layers','int',3,NULL,NULL);
INSERT INTO params VALUES(6,'task.data_subdir','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(6,'task.distractors','string',NULL,NULL,'constant');
INSERT INTO params VALUES(6,'task.generator_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.max_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'task.min_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'task.panel_pool','int',2,NULL,NULL);
INSERT INTO params VALUES(6,'task.position_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(6,'task.regime','string',NULL,NULL,'interpolation');
INSERT INTO params VALUES(6,'task.source','string',NULL,NULL,'generator');
INSERT INTO params VALUES(6,'task.test_size','int',500,NULL,NULL);
INSERT INTO params VALUES(6,'task.train_size','int',20000,NULL,NULL);
INSERT INTO params VALUES(6,'task.val_size','int',500,NULL,NULL);
INSERT INTO params VALUES(6,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(6,'train.batch_size','int',32,NULL,NULL);
INSERT INTO params VALUES(6,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(6,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(6,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.epochs','int',8,NULL,NULL);
INSERT INTO params VALUES(6,'train.eval_batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(6,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'train.lr','float',NULL,0.0020000000000000000416,NULL);
INSERT INTO params VALUES(6,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(6,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(6,'train.warmup_epochs','float',NULL,0.5,NULL);
INSERT INTO params VALUES(6,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(7,'code_dim','int',64,NULL,NULL);
INSERT INTO params VALUES(7,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(7,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(7,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(7,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(7,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(7,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(7,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(7,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(7,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(7,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(7,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(7,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(7,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(7,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'task','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(7,'task.antialias','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'task.beta','float',NULL,10.0,NULL);
INSERT INTO params VALUES(7,'task.cnn_channels','int',16,NULL,NULL);
INSERT INTO params VALUES(7,'task.cnn_layers','int',3,NULL,NULL);
INSERT INTO params VALUES(7,'task.data_subdir','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(7,'task.distractors','string',NULL,NULL,'constant');
INSERT INTO params VALUES(7,'task.generator_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.max_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'task.min_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'task.panel_pool','int',2,NULL,NULL);
INSERT INTO params VALUES(7,'task.position_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(7,'task.regime','string',NULL,NULL,'extrapolation');
INSERT INTO params VALUES(7,'task.source','string',NULL,NULL,'generator');
INSERT INTO params VALUES(7,'task.test_size','int',500,NULL,NULL);
INSERT INTO params VALUES(7,'task.train_size','int',20000,NULL,NULL);
INSERT INTO params VALUES(7,'task.val_size','int',500,NULL,NULL);
INSERT INTO params VALUES(7,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(7,'train.batch_size','int',32,NULL,NULL);
INSERT INTO params VALUES(7,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(7,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(7,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.epochs','int',8,NULL,NULL);
INSERT INTO params VALUES(7,'train.eval_batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(7,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'train.lr','float',NULL,0.0020000000000000000416,NULL);
INSERT INTO params VALUES(7,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(7,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(7,'train.warmup_epochs','float',NULL,0.5,NULL);
INSERT INTO params VALUES(7,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(8,'code_dim','int',64,NULL,NULL);
INSERT INTO params VALUES(8,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(8,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(8,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(8,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(8,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(8,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(8,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(8,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(8,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(8,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(8,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(8,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(8,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(8,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'task','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(8,'task.antialias','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'task.beta','float',NULL,10.0,NULL);
INSERT INTO params VALUES(8,'task.cnn_channels','int',16,NULL,NULL);
INSERT INTO params VALUES(8,'task.cnn_layers','int',3,NULL,NULL);
INSERT INTO params VALUES(8,'task.data_subdir','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(8,'task.distractors','string',NULL,NULL,'constant');
INSERT INTO params VALUES(8,'task.generator_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.max_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'task.min_triples','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'task.panel_pool','int',2,NULL,NULL);
INSERT INTO params VALUES(8,'task.position_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(8,'task.regime','string',NULL,NULL,'attr.rels');
INSERT INTO params VALUES(8,'task.source','string',NULL,NULL,'generator');
INSERT INTO params VALUES(8,'task.test_size','int',500,NULL,NULL);
INSERT INTO params VALUES(8,'task.train_size','int',20000,NULL,NULL);
INSERT INTO params VALUES(8,'task.val_size','int',500,NULL,NULL);
INSERT INTO params VALUES(8,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(8,'train.batch_size','int',32,NULL,NULL);
INSERT INTO params VALUES(8,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(8,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(8,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.epochs','int',8,NULL,NULL);
INSERT INTO params VALUES(8,'train.eval_batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(8,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'train.lr','float',NULL,0.0020000000000000000416,NULL);
INSERT INTO params VALUES(8,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(8,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(8,'train.warmup_epochs','float',NULL,0.5,NULL);
INSERT INTO params VALUES(8,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(9,'code_dim','int',64,NULL,NULL);
INSERT INTO params VALUES(9,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(9,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(9,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(9,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(9,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(9,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(9,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(9,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(9,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(9,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(9,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(9,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(9,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(9,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(9,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(9,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(9,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'task','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(9,'task.antialias','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'task.beta','float',NULL,10.0,NULL);
INSERT INTO params VALUES(9,'task.cnn_channels','int',16,NULL,NULL);
INSERT INTO params VALUES(9,'task.cnn_layers','int',3,NULL,NULL);
INSERT INTO params VALUES(9,'task.data_subdir','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(9,'task.distractors','string',NULL,NULL,'constant');
INSERT INTO params VALUES(9,'task.generator_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task.max_triples','int',2,NULL,NULL);
INSERT INTO params VALUES(9,'task.min_triples','int',2,NULL,NULL);
INSERT INTO params VALUES(9,'task.panel_pool','int',2,NULL,NULL);
INSERT INTO params VALUES(9,'task.position_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(9,'task.regime','string',NULL,NULL,'attr.rel.pairs');
INSERT INTO params VALUES(9,'task.source','string',NULL,NULL,'generator');
INSERT INTO params VALUES(9,'task.test_size','int',500,NULL,NULL);
INSERT INTO params VALUES(9,'task.train_size','int',20000,NULL,NULL);
INSERT INTO params VALUES(9,'task.val_size','int',500,NULL,NULL);
INSERT INTO params VALUES(9,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(9,'train.batch_size','int',32,NULL,NULL);
INSERT INTO params VALUES(9,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(9,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(9,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(9,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.epochs','int',8,NULL,NULL);
INSERT INTO params VALUES(9,'train.eval_batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(9,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'train.lr','float',NULL,0.0020000000000000000416,NULL);
INSERT INTO params VALUES(9,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(9,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(9,'train.warmup_epochs','float',NULL,0.5,NULL);
INSERT INTO params VALUES(9,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(9,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(10,'code_dim','int',64,NULL,NULL);
INSERT INTO params VALUES(10,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(10,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(10,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(10,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(10,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(10,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(10,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(10,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(10,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(10,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(10,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(10,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(10,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(10,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'task','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(10,'task.antialias','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'task.beta','float',NULL,10.0,NULL);
INSERT INTO params VALUES(10,'task.cnn_channels','int',16,NULL,NULL);
INSERT INTO params VALUES(10,'task.cnn_layers','int',3,NULL,NULL);
INSERT INTO params VALUES(10,'task.data_subdir','string',NULL,NULL,'pgm');
INSERT INTO params VALUES(10,'task.distractors','string',NULL,NULL,'constant');
INSERT INTO params VALUES(10,'task.generator_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task.max_triples','int',2,NULL,NULL);
INSERT INTO params VALUES(10,'task.min_triples','int',2,NULL,NULL);
INSERT INTO params VALUES(10,'task.panel_pool','int',2,NULL,NULL);
INSERT INTO params VALUES(10,'task.position_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(10,'task.regime','string',NULL,NULL,'attrs.pairs');
INSERT INTO params VALUES(10,'task.source','string',NULL,NULL,'generator');
INSERT INTO params VALUES(10,'task.test_size','int',500,NULL,NULL);
INSERT INTO params VALUES(10,'task.train_size','int',20000,NULL,NULL);
INSERT INTO params VALUES(10,'task.val_size','int',500,NULL,NULL);
INSERT INTO params VALUES(10,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(10,'train.batch_size','int',32,NULL,NULL);
INSERT INTO params VALUES(10,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(10,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(10,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.epochs','int',8,NULL,NULL);
INSERT INTO params VALUES(10,'train.eval_batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(10,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'train.lr','float',NULL,0.0020000000000000000416,NULL);
INSERT INTO params VALUES(10,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(10,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(10,'train.warmup_epochs','float',NULL,0.5,NULL);
INSERT INTO params VALUES(10,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'type_dim','int',16,NULL,NULL);
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
INSERT INTO phases VALUES(1,1,'train','done',8,'2026-11-26T10:03:13.747Z','2026-11-26T10:22:51.155Z');
INSERT INTO phases VALUES(2,2,'train','done',8,'2026-11-26T10:22:51.172Z','2026-11-26T10:34:34.540Z');
INSERT INTO phases VALUES(3,3,'train','done',8,'2026-11-26T10:34:34.544Z','2026-11-26T10:45:19.196Z');
INSERT INTO phases VALUES(4,4,'train','done',8,'2026-11-26T10:45:19.200Z','2026-11-26T11:07:40.460Z');
INSERT INTO phases VALUES(5,5,'train','done',8,'2026-11-26T10:48:18.143Z','2026-11-26T11:10:21.307Z');
INSERT INTO phases VALUES(6,6,'train','done',8,'2026-11-26T11:07:40.463Z','2026-11-26T11:30:37.609Z');
INSERT INTO phases VALUES(7,7,'train','done',8,'2026-11-26T11:10:21.310Z','2026-11-26T11:36:43.539Z');
INSERT INTO phases VALUES(8,8,'train','done',8,'2026-11-26T11:30:37.611Z','2026-11-26T12:01:53.447Z');
INSERT INTO phases VALUES(9,9,'train','done',8,'2026-11-26T11:36:43.555Z','2026-11-26T12:04:15.443Z');
INSERT INTO phases VALUES(10,10,'train','done',8,'2026-11-26T12:01:53.463Z','2026-11-26T12:34:17.045Z');
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
INSERT INTO metrics VALUES(1,1,'train',1,625,'time/eval_s',1.9186991739999998962,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(2,1,'train',1,625,'time/train_epoch_s',122.19264621000000658,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(3,1,'train',1,625,'train/acc',0.20874999999999999111,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(4,1,'train',1,625,'train/ce',2.0212931019971134283,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(5,1,'train',1,625,'train/grad_norm',3.898476097297668641,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(6,1,'train',1,625,'train/loss',4.1614116535186767009,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(7,1,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(8,1,'train',1,625,'train/meta_bce',0.21401185625685489877,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(9,1,'train',1,625,'train/samples_per_s',163.67597085693719804,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(10,1,'train',1,625,'val/acc',0.33600000000000002087,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(11,1,'train',1,625,'val/ce',1.8059813831639783821,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(12,1,'train',1,625,'val/loss',3.4015063438415529262,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(13,1,'train',1,625,'val/meta_bce',0.15955250247582097866,0,'2026-11-26T10:05:17.859Z');
INSERT INTO metrics VALUES(14,1,'train',2,1250,'time/eval_s',1.6986436000000000312,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(15,1,'train',2,1250,'time/train_epoch_s',135.43571187599999916,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(16,1,'train',2,1250,'train/acc',0.39329999999999998294,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(17,1,'train',2,1250,'train/ce',1.6910847766954359983,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(18,1,'train',2,1250,'train/grad_norm',2.8560873184204100816,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(19,1,'train',2,1250,'train/loss',3.2417306102752685426,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(20,1,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(21,1,'train',2,1250,'train/meta_bce',0.15506458574318304766,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(22,1,'train',2,1250,'train/samples_per_s',147.67153893879387282,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(23,1,'train',2,1250,'val/acc',0.45600000000000001643,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(24,1,'train',2,1250,'val/ce',1.5664623112010069849,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(25,1,'train',2,1250,'val/loss',3.0127771530151368217,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(26,1,'train',2,1250,'val/meta_bce',0.14463148528657723823,0,'2026-11-26T10:07:35.008Z');
INSERT INTO metrics VALUES(27,1,'train',3,1875,'time/eval_s',2.4357744129999998605,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(28,1,'train',3,1875,'time/train_epoch_s',151.62525980399999526,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(29,1,'train',3,1875,'train/acc',0.48754999999999998339,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(30,1,'train',3,1875,'train/ce',1.4751227754943896375,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(31,1,'train',3,1875,'train/grad_norm',3.4534319276809690713,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(32,1,'train',3,1875,'train/loss',2.8478572147369383138,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(33,1,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(34,1,'train',3,1875,'train/meta_bce',0.13727344600043508981,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(35,1,'train',3,1875,'train/samples_per_s',131.90414331921482471,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(36,1,'train',3,1875,'val/acc',0.48399999999999998578,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(37,1,'train',3,1875,'val/ce',1.4787012623038016112,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(38,1,'train',3,1875,'val/loss',2.6065850830078125532,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(39,1,'train',3,1875,'val/meta_bce',0.1127883820336465781,0,'2026-11-26T10:10:09.090Z');
INSERT INTO metrics VALUES(40,1,'train',4,2500,'time/eval_s',2.4274331299999998279,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(41,1,'train',4,2500,'time/train_epoch_s',207.28730644199998777,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(42,1,'train',4,2500,'train/acc',0.52270000000000005346,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(43,1,'train',4,2500,'train/ce',1.3640522494882589832,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(44,1,'train',4,2500,'train/grad_norm',4.4494655525207518209,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(45,1,'train',4,2500,'train/loss',2.3690330589294434915,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(46,1,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(47,1,'train',4,2500,'train/meta_bce',0.10049808155446406099,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(48,1,'train',4,2500,'train/samples_per_s',96.484441538132003305,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(49,1,'train',4,2500,'val/acc',0.49199999999999999289,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(50,1,'train',4,2500,'val/ce',1.3923351972543358545,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(51,1,'train',4,2500,'val/loss',2.2183326148986814985,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(52,1,'train',4,2500,'val/meta_bce',0.082599742634067344071,0,'2026-11-26T10:13:38.828Z');
INSERT INTO metrics VALUES(53,1,'train',5,3125,'time/eval_s',2.3927661869999998778,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(54,1,'train',5,3125,'time/train_epoch_s',201.9739187430000129,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(55,1,'train',5,3125,'train/acc',0.54920000000000002149,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(56,1,'train',5,3125,'train/ce',1.2686915350539849089,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(57,1,'train',5,3125,'train/grad_norm',5.198230374145508037,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(58,1,'train',5,3125,'train/loss',2.0419394130706787215,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(59,1,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(60,1,'train',5,3125,'train/meta_bce',0.077324789532042470519,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(61,1,'train',5,3125,'train/samples_per_s',99.022686317478587625,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(62,1,'train',5,3125,'val/acc',0.53400000000000003019,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(63,1,'train',5,3125,'val/ce',1.3001108179915417117,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(64,1,'train',5,3125,'val/loss',1.9360987663269042524,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(65,1,'train',5,3125,'val/meta_bce',0.063598797091762401811,0,'2026-11-26T10:17:03.216Z');
INSERT INTO metrics VALUES(66,1,'train',6,3750,'time/eval_s',1.1691234729999999686,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(67,1,'train',6,3750,'time/train_epoch_s',157.88191501800000083,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(68,1,'train',6,3750,'train/acc',0.57150000000000000799,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(69,1,'train',6,3750,'train/ce',1.1994785490339741063,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(70,1,'train',6,3750,'train/grad_norm',5.6672534545898436419,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(71,1,'train',6,3750,'train/loss',1.8409717447280884439,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(72,1,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(73,1,'train',6,3750,'train/meta_bce',0.064149321590365057654,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(74,1,'train',6,3750,'train/samples_per_s',126.67695345423074115,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(75,1,'train',6,3750,'val/acc',0.56999999999999995115,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(76,1,'train',6,3750,'val/ce',1.2178717368036260371,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(77,1,'train',6,3750,'val/loss',1.7751035175323486292,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(78,1,'train',6,3750,'val/meta_bce',0.05572318046095501437,0,'2026-11-26T10:19:42.282Z');
INSERT INTO metrics VALUES(79,1,'train',7,4375,'time/eval_s',1.2235639419999999599,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(80,1,'train',7,4375,'time/train_epoch_s',91.7356169220000055,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(81,1,'train',7,4375,'train/acc',0.58884999999999998454,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(82,1,'train',7,4375,'train/ce',1.1493980923768871704,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(83,1,'train',7,4375,'train/grad_norm',5.8710500995635985788,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(84,1,'train',7,4375,'train/loss',1.6909762238502501485,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(85,1,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(86,1,'train',7,4375,'train/meta_bce',0.054157814052568711837,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(87,1,'train',7,4375,'train/samples_per_s',218.01782852788124955,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(88,1,'train',7,4375,'val/acc',0.57599999999999995647,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(89,1,'train',7,4375,'val/ce',1.2118132871393751948,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(90,1,'train',7,4375,'val/loss',1.6959385824203492276,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(91,1,'train',7,4375,'val/meta_bce',0.048412531468635743026,0,'2026-11-26T10:21:15.263Z');
INSERT INTO metrics VALUES(92,1,'train',8,5000,'time/eval_s',1.2254886640000000053,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(93,1,'train',8,5000,'time/train_epoch_s',92.191502510999995935,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(94,1,'train',8,5000,'train/acc',0.60029999999999994475,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(95,1,'train',8,5000,'train/ce',1.1189918614456426659,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(96,1,'train',8,5000,'train/grad_norm',5.8844170455932616192,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(97,1,'train',8,5000,'train/loss',1.6062863903045654367,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(98,1,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(99,1,'train',8,5000,'train/meta_bce',0.048729453578114145795,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(100,1,'train',8,5000,'train/samples_per_s',216.93973365510191798,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(101,1,'train',8,5000,'val/acc',0.56799999999999994937,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(102,1,'train',8,5000,'val/ce',1.2064418363722970717,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(103,1,'train',8,5000,'val/loss',1.6668640079498291406,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(104,1,'train',8,5000,'val/meta_bce',0.046042216093463254888,0,'2026-11-26T10:22:48.701Z');
INSERT INTO metrics VALUES(105,1,'train',8,0,'test/acc',0.53800000000000003375,1,'2026-11-26T10:22:51.152Z');
INSERT INTO metrics VALUES(106,1,'train',8,0,'test/ce',1.3070466738167874076,1,'2026-11-26T10:22:51.152Z');
INSERT INTO metrics VALUES(107,1,'train',8,0,'test/loss',2.0068272686004640092,1,'2026-11-26T10:22:51.153Z');
INSERT INTO metrics VALUES(108,1,'train',8,0,'test/meta_bce',0.069978063782911589796,1,'2026-11-26T10:22:51.153Z');
INSERT INTO metrics VALUES(109,1,'train',8,0,'val/acc',0.56799999999999994937,1,'2026-11-26T10:22:51.153Z');
INSERT INTO metrics VALUES(110,1,'train',8,0,'val/ce',1.2064418363722970717,1,'2026-11-26T10:22:51.153Z');
INSERT INTO metrics VALUES(111,1,'train',8,0,'val/loss',1.6668640079498291406,1,'2026-11-26T10:22:51.153Z');
INSERT INTO metrics VALUES(112,1,'train',8,0,'val/meta_bce',0.046042216093463254888,1,'2026-11-26T10:22:51.153Z');
INSERT INTO metrics VALUES(113,2,'train',1,625,'time/eval_s',1.1085854299999999827,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(114,2,'train',1,625,'time/train_epoch_s',93.310464100000004347,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(115,2,'train',1,625,'train/acc',0.15770000000000000683,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(116,2,'train',1,625,'train/ce',2.0558495849671434285,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(117,2,'train',1,625,'train/grad_norm',3.1610677302360534746,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(118,2,'train',1,625,'train/loss',4.2509333217620852707,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(119,2,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(120,2,'train',1,625,'train/meta_bce',0.21950837380424337297,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(121,2,'train',1,625,'train/samples_per_s',214.33823304711222589,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(122,2,'train',1,625,'val/acc',0.27600000000000002309,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(123,2,'train',1,625,'val/ce',1.9231270055336209257,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(124,2,'train',1,625,'val/loss',3.5306051254272459161,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(125,2,'train',1,625,'val/meta_bce',0.16074780485238598926,0,'2026-11-26T10:24:25.595Z');
INSERT INTO metrics VALUES(126,2,'train',2,1250,'time/eval_s',1.1440075810000001066,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(127,2,'train',2,1250,'time/train_epoch_s',87.135799032999997851,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(128,2,'train',2,1250,'train/acc',0.33324999999999999067,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(129,2,'train',2,1250,'train/ce',1.8045298315338900163,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(130,2,'train',2,1250,'train/grad_norm',2.4809096221923829794,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(131,2,'train',2,1250,'train/loss',3.3854293979644776158,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(132,2,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(133,2,'train',2,1250,'train/meta_bce',0.15808995913901799368,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(134,2,'train',2,1250,'train/samples_per_s',229.52678717533325425,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(135,2,'train',2,1250,'val/acc',0.37600000000000000088,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(136,2,'train',2,1250,'val/ce',1.6945106038337969245,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(137,2,'train',2,1250,'val/loss',3.176481288909912326,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(138,2,'train',2,1250,'val/meta_bce',0.14819707238055673803,0,'2026-11-26T10:25:53.885Z');
INSERT INTO metrics VALUES(139,2,'train',3,1875,'time/eval_s',1.079321242000000014,0,'2026-11-26T10:27:20.549Z');
INSERT INTO metrics VALUES(140,2,'train',3,1875,'time/train_epoch_s',85.569072121000004926,0,'2026-11-26T10:27:20.549Z');
INSERT INTO metrics VALUES(141,2,'train',3,1875,'train/acc',0.43530000000000002025,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(142,2,'train',3,1875,'train/ce',1.5824937473890015038,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(143,2,'train',3,1875,'train/grad_norm',3.8322650671005247247,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(144,2,'train',3,1875,'train/loss',2.956626328659057723,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(145,2,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(146,2,'train',3,1875,'train/meta_bce',0.13741326069242729146,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(147,2,'train',3,1875,'train/samples_per_s',233.7293078475684922,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(148,2,'train',3,1875,'val/acc',0.46999999999999997335,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(149,2,'train',3,1875,'val/ce',1.5159881799672079161,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(150,2,'train',3,1875,'val/loss',2.6416825332641602486,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(151,2,'train',3,1875,'val/meta_bce',0.11256945048742190984,0,'2026-11-26T10:27:20.550Z');
INSERT INTO metrics VALUES(152,2,'train',4,2500,'time/eval_s',1.1091930899999999926,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(153,2,'train',4,2500,'time/train_epoch_s',85.156929829999995721,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(154,2,'train',4,2500,'train/acc',0.48615000000000002655,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(155,2,'train',4,2500,'train/ce',1.4486111796480254376,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(156,2,'train',4,2500,'train/grad_norm',4.527166441726684809,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(157,2,'train',4,2500,'train/loss',2.5132847770690918132,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(158,2,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(159,2,'train',4,2500,'train/meta_bce',0.10646736102838058601,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(160,2,'train',4,2500,'train/samples_per_s',234.86051035337098368,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(161,2,'train',4,2500,'val/acc',0.48999999999999999111,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(162,2,'train',4,2500,'val/ce',1.4055670410481775345,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(163,2,'train',4,2500,'val/loss',2.327503219604492024,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(164,2,'train',4,2500,'val/meta_bce',0.092193624947571273242,0,'2026-11-26T10:28:46.828Z');
INSERT INTO metrics VALUES(165,2,'train',5,3125,'time/eval_s',1.0866790529999998948,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(166,2,'train',5,3125,'time/train_epoch_s',84.913472940000005451,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(167,2,'train',5,3125,'train/acc',0.51349999999999995647,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(168,2,'train',5,3125,'train/ce',1.3617547119645525555,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(169,2,'train',5,3125,'train/grad_norm',4.967294219970702862,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(170,2,'train',5,3125,'train/loss',2.244659574127197299,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(171,2,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(172,2,'train',5,3125,'train/meta_bce',0.088290487841553660919,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(173,2,'train',5,3125,'train/samples_per_s',235.53388299324456056,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(174,2,'train',5,3125,'val/acc',0.53000000000000002664,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(175,2,'train',5,3125,'val/ce',1.346889826247499089,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(176,2,'train',5,3125,'val/loss',2.1379106826782225958,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(177,2,'train',5,3125,'val/meta_bce',0.079102083186079655274,0,'2026-11-26T10:30:12.849Z');
INSERT INTO metrics VALUES(178,2,'train',6,3750,'time/eval_s',1.0580120900000000716,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(179,2,'train',6,3750,'time/train_epoch_s',84.460529104000002572,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(180,2,'train',6,3750,'train/acc',0.5302999999999999936,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(181,2,'train',6,3750,'train/ce',1.2997354912637217871,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(182,2,'train',6,3750,'train/grad_norm',5.2177616600036618166,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(183,2,'train',6,3750,'train/loss',2.0463700855255129162,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(184,2,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(185,2,'train',6,3750,'train/meta_bce',0.074663460370844092484,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(186,2,'train',6,3750,'train/samples_per_s',236.79700106274626137,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(187,2,'train',6,3750,'val/acc',0.5420000000000000373,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(188,2,'train',6,3750,'val/ce',1.2967451764177688744,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(189,2,'train',6,3750,'val/loss',2.0468398265838620986,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(190,2,'train',6,3750,'val/meta_bce',0.075009466359218679443,0,'2026-11-26T10:31:38.379Z');
INSERT INTO metrics VALUES(191,2,'train',7,4375,'time/eval_s',1.0990446050000000077,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(192,2,'train',7,4375,'time/train_epoch_s',84.730908979000005842,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(193,2,'train',7,4375,'train/acc',0.54725000000000001421,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(194,2,'train',7,4375,'train/ce',1.2492452176590755907,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(195,2,'train',7,4375,'train/grad_norm',5.494557744216918671,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(196,2,'train',7,4375,'train/loss',1.9017931152343749978,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(197,2,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(198,2,'train',7,4375,'train/meta_bce',0.065254790772549739474,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(199,2,'train',7,4375,'train/samples_per_s',236.04137192670583543,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(200,2,'train',7,4375,'val/acc',0.56000000000000005329,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(201,2,'train',7,4375,'val/ce',1.2534459909506980856,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(202,2,'train',7,4375,'val/loss',1.9553295326232911222,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(203,2,'train',7,4375,'val/meta_bce',0.070188353745139764328,0,'2026-11-26T10:33:04.227Z');
INSERT INTO metrics VALUES(204,2,'train',8,5000,'time/eval_s',1.1730054539999998919,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(205,2,'train',8,5000,'time/train_epoch_s',86.984071017999994527,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(206,2,'train',8,5000,'train/acc',0.55410000000000003694,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(207,2,'train',8,5000,'train/ce',1.2217780404305080832,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(208,2,'train',8,5000,'train/grad_norm',5.5981764282226560425,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(209,2,'train',8,5000,'train/loss',1.8222144096374510713,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(210,2,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(211,2,'train',8,5000,'train/meta_bce',0.060043637316994968866,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(212,2,'train',8,5000,'train/samples_per_s',229.92715523582830882,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(213,2,'train',8,5000,'val/acc',0.56399999999999994582,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(214,2,'train',8,5000,'val/ce',1.2407373251342828091,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(215,2,'train',8,5000,'val/loss',1.9375501050949097692,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(216,2,'train',8,5000,'val/meta_bce',0.069681275254877425573,0,'2026-11-26T10:34:32.395Z');
INSERT INTO metrics VALUES(217,2,'train',8,0,'test/acc',0.28799999999999997823,1,'2026-11-26T10:34:34.540Z');
INSERT INTO metrics VALUES(218,2,'train',8,0,'test/ce',2.0655309083821395965,1,'2026-11-26T10:34:34.540Z');
INSERT INTO metrics VALUES(219,2,'train',8,0,'test/loss',4.9992176818847653407,1,'2026-11-26T10:34:34.540Z');
INSERT INTO metrics VALUES(220,2,'train',8,0,'test/meta_bce',0.29336866594630756077,1,'2026-11-26T10:34:34.540Z');
INSERT INTO metrics VALUES(221,2,'train',8,0,'val/acc',0.56399999999999994582,1,'2026-11-26T10:34:34.540Z');
INSERT INTO metrics VALUES(222,2,'train',8,0,'val/ce',1.2407373251342828091,1,'2026-11-26T10:34:34.540Z');
INSERT INTO metrics VALUES(223,2,'train',8,0,'val/loss',1.9375501050949097692,1,'2026-11-26T10:34:34.540Z');
INSERT INTO metrics VALUES(224,2,'train',8,0,'val/meta_bce',0.069681275254877425573,1,'2026-11-26T10:34:34.540Z');
INSERT INTO metrics VALUES(225,3,'train',1,625,'time/eval_s',0.90400553500000002671,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(226,3,'train',1,625,'time/train_epoch_s',78.426841258999999695,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(227,3,'train',1,625,'train/acc',0.11920000000000000039,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(228,3,'train',1,625,'train/ce',2.0691789521599499579,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(229,3,'train',1,625,'train/grad_norm',3.9843045219421386882,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(230,3,'train',1,625,'train/loss',5.2601575691223141362,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(231,3,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(232,3,'train',1,625,'train/meta_bce',0.31909786152272179293,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(233,3,'train',1,625,'train/samples_per_s',255.01473320787184206,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(234,3,'train',1,625,'val/acc',0.14199999999999998734,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(235,3,'train',1,625,'val/ce',2.0607411386519349782,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(236,3,'train',1,625,'val/loss',4.1333441276550288989,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(237,3,'train',1,625,'val/meta_bce',0.20726030461522251813,0,'2026-11-26T10:35:53.875Z');
INSERT INTO metrics VALUES(238,3,'train',2,1250,'time/eval_s',0.92858225800000004923,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(239,3,'train',2,1250,'time/train_epoch_s',80.73348526700000605,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(240,3,'train',2,1250,'train/acc',0.14929999999999998827,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(241,3,'train',2,1250,'train/ce',2.0447432804199090483,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(242,3,'train',2,1250,'train/grad_norm',4.1417699701309205195,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(243,3,'train',2,1250,'train/loss',3.8304858219146726838,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(244,3,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(245,3,'train',2,1250,'train/meta_bce',0.17857425564326839806,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(246,3,'train',2,1250,'train/samples_per_s',247.72868325771443664,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(247,3,'train',2,1250,'val/acc',0.13400000000000000799,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(248,3,'train',2,1250,'val/ce',2.0382122647086480249,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(249,3,'train',2,1250,'val/loss',3.7482219581604003799,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(250,3,'train',2,1250,'val/meta_bce',0.17100097103798606035,0,'2026-11-26T10:37:15.547Z');
INSERT INTO metrics VALUES(251,3,'train',3,1875,'time/eval_s',0.93256171300000001433,0,'2026-11-26T10:38:38.471Z');
INSERT INTO metrics VALUES(252,3,'train',3,1875,'time/train_epoch_s',81.981505314000003179,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(253,3,'train',3,1875,'train/acc',0.16325000000000000621,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(254,3,'train',3,1875,'train/ce',2.0305626184939504774,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(255,3,'train',3,1875,'train/grad_norm',3.8633739416122434562,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(256,3,'train',3,1875,'train/loss',3.5842276107788086925,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(257,3,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(258,3,'train',3,1875,'train/meta_bce',0.15536649938035643203,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(259,3,'train',3,1875,'train/samples_per_s',243.95746239834650737,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(260,3,'train',3,1875,'val/acc',0.14799999999999999267,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(261,3,'train',3,1875,'val/ce',2.0201682324282166369,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(262,3,'train',3,1875,'val/loss',3.5281196918487549574,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(263,3,'train',3,1875,'val/meta_bce',0.15079513125254045968,0,'2026-11-26T10:38:38.472Z');
INSERT INTO metrics VALUES(264,3,'train',4,2500,'time/eval_s',0.94117953200000004088,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(265,3,'train',4,2500,'time/train_epoch_s',77.983818697000003793,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(266,3,'train',4,2500,'train/acc',0.1816500000000000059,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(267,3,'train',4,2500,'train/ce',2.0071023658994637806,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(268,3,'train',4,2500,'train/grad_norm',3.6259242029190064116,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(269,3,'train',4,2500,'train/loss',3.4351629123687743572,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(270,3,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(271,3,'train',4,2500,'train/meta_bce',0.14280605468950596792,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(272,3,'train',4,2500,'train/samples_per_s',256.46346042258363695,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(273,3,'train',4,2500,'val/acc',0.17199999999999998623,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(274,3,'train',4,2500,'val/ce',1.990538555291009537,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(275,3,'train',4,2500,'val/loss',3.35846710205078125,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(276,3,'train',4,2500,'val/meta_bce',0.13679286156416120556,0,'2026-11-26T10:39:57.407Z');
INSERT INTO metrics VALUES(277,3,'train',5,3125,'time/eval_s',0.90660607199999998506,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(278,3,'train',5,3125,'time/train_epoch_s',78.068319654000006835,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(279,3,'train',5,3125,'train/acc',0.20680000000000001159,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(280,3,'train',5,3125,'train/ce',1.9727844078880654166,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(281,3,'train',5,3125,'train/grad_norm',3.9110001480102538629,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(282,3,'train',5,3125,'train/loss',3.233726397323608559,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(283,3,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(284,3,'train',5,3125,'train/meta_bce',0.12609419890625325755,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(285,3,'train',5,3125,'train/samples_per_s',256.18586500440011378,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(286,3,'train',5,3125,'val/acc',0.22000000000000000111,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(287,3,'train',5,3125,'val/ce',1.9623167351663877155,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(288,3,'train',5,3125,'val/loss',3.1433074111938474892,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(289,3,'train',5,3125,'val/meta_bce',0.11809906262278223321,0,'2026-11-26T10:41:16.393Z');
INSERT INTO metrics VALUES(290,3,'train',6,3750,'time/eval_s',0.89646644399999997343,0,'2026-11-26T10:42:35.252Z');
INSERT INTO metrics VALUES(291,3,'train',6,3750,'time/train_epoch_s',77.952612027000000695,0,'2026-11-26T10:42:35.252Z');
INSERT INTO metrics VALUES(292,3,'train',6,3750,'train/acc',0.23335000000000000186,0,'2026-11-26T10:42:35.252Z');
INSERT INTO metrics VALUES(293,3,'train',6,3750,'train/ce',1.9263327937099850029,0,'2026-11-26T10:42:35.252Z');
INSERT INTO metrics VALUES(294,3,'train',6,3750,'train/grad_norm',4.0940260007858277901,0,'2026-11-26T10:42:35.253Z');
INSERT INTO metrics VALUES(295,3,'train',6,3750,'train/loss',3.0168352851867674679,0,'2026-11-26T10:42:35.253Z');
INSERT INTO metrics VALUES(296,3,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T10:42:35.253Z');
INSERT INTO metrics VALUES(297,3,'train',6,3750,'train/meta_bce',0.10905024910277880123,0,'2026-11-26T10:42:35.253Z');
INSERT INTO metrics VALUES(298,3,'train',6,3750,'train/samples_per_s',256.56613011341704577,0,'2026-11-26T10:42:35.253Z');
INSERT INTO metrics VALUES(299,3,'train',6,3750,'val/acc',0.22400000000000000466,0,'2026-11-26T10:42:35.253Z');
INSERT INTO metrics VALUES(300,3,'train',6,3750,'val/ce',1.9236640654792545035,0,'2026-11-26T10:42:35.253Z');
INSERT INTO metrics VALUES(301,3,'train',6,3750,'val/loss',2.9643049812316895064,0,'2026-11-26T10:42:35.253Z');
INSERT INTO metrics VALUES(302,3,'train',6,3750,'val/meta_bce',0.1040640950258076014,0,'2026-11-26T10:42:35.253Z');
INSERT INTO metrics VALUES(303,3,'train',7,4375,'time/eval_s',0.92634335000000000981,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(304,3,'train',7,4375,'time/train_epoch_s',79.891587741999998684,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(305,3,'train',7,4375,'train/acc',0.25785000000000002362,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(306,3,'train',7,4375,'train/ce',1.8808051956846258967,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(307,3,'train',7,4375,'train/grad_norm',4.3522235420227053381,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(308,3,'train',7,4375,'train/loss',2.8295814311981200006,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(309,3,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(310,3,'train',7,4375,'train/meta_bce',0.094877623995348256413,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(311,3,'train',7,4375,'train/samples_per_s',250.33924803932455914,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(312,3,'train',7,4375,'val/acc',0.25200000000000000177,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(313,3,'train',7,4375,'val/ce',1.8993898095002237358,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(314,3,'train',7,4375,'val/loss',2.8563699645996094567,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(315,3,'train',7,4375,'val/meta_bce',0.095698021103039931922,0,'2026-11-26T10:43:56.081Z');
INSERT INTO metrics VALUES(316,3,'train',8,5000,'time/eval_s',0.94872820599999996282,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(317,3,'train',8,5000,'time/train_epoch_s',80.318352470999997191,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(318,3,'train',8,5000,'train/acc',0.26840000000000002744,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(319,3,'train',8,5000,'train/ce',1.852952240966618147,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(320,3,'train',8,5000,'train/grad_norm',4.3779903026580813119,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(321,3,'train',8,5000,'train/loss',2.7372255027770995283,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(322,3,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(323,3,'train',8,5000,'train/meta_bce',0.088427326715142667845,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(324,3,'train',8,5000,'train/samples_per_s',249.00909175423220176,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(325,3,'train',8,5000,'val/acc',0.26600000000000001421,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(326,3,'train',8,5000,'val/ce',1.8950580071923883718,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(327,3,'train',8,5000,'val/loss',2.8466911182403564772,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(328,3,'train',8,5000,'val/meta_bce',0.095163301507240713461,0,'2026-11-26T10:45:17.359Z');
INSERT INTO metrics VALUES(329,3,'train',8,0,'test/acc',0.14599999999999999089,1,'2026-11-26T10:45:19.195Z');
INSERT INTO metrics VALUES(330,3,'train',8,0,'test/ce',2.1249616977148040319,1,'2026-11-26T10:45:19.195Z');
INSERT INTO metrics VALUES(331,3,'train',8,0,'test/loss',10.154939270019530894,1,'2026-11-26T10:45:19.195Z');
INSERT INTO metrics VALUES(332,3,'train',8,0,'test/meta_bce',0.80299777941357897148,1,'2026-11-26T10:45:19.195Z');
INSERT INTO metrics VALUES(333,3,'train',8,0,'val/acc',0.26600000000000001421,1,'2026-11-26T10:45:19.195Z');
INSERT INTO metrics VALUES(334,3,'train',8,0,'val/ce',1.8950580071923883718,1,'2026-11-26T10:45:19.195Z');
INSERT INTO metrics VALUES(335,3,'train',8,0,'val/loss',2.8466911182403564772,1,'2026-11-26T10:45:19.195Z');
INSERT INTO metrics VALUES(336,3,'train',8,0,'val/meta_bce',0.095163301507240713461,1,'2026-11-26T10:45:19.195Z');
INSERT INTO metrics VALUES(337,4,'train',1,625,'time/eval_s',0.93373501100000000363,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(338,4,'train',1,625,'time/train_epoch_s',80.644819995999995395,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(339,4,'train',1,625,'train/acc',0.10920000000000000539,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(340,4,'train',1,625,'train/ce',2.0755898241515176039,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(341,4,'train',1,625,'train/grad_norm',4.0884294795989992721,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(342,4,'train',1,625,'train/loss',6.8243282379150391747,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(343,4,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(344,4,'train',1,625,'train/meta_bce',0.47487383963939727715,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(345,4,'train',1,625,'train/samples_per_s',248.001049552742586,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(346,4,'train',1,625,'val/acc',0.13000000000000000444,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(347,4,'train',1,625,'val/ce',2.0724138730721706203,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(348,4,'train',1,625,'val/loss',5.8344149665832523155,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(349,4,'train',1,625,'val/meta_bce',0.37620010612976073627,0,'2026-11-26T10:46:40.779Z');
INSERT INTO metrics VALUES(350,4,'train',2,1250,'time/eval_s',0.89331713800000001057,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(351,4,'train',2,1250,'time/train_epoch_s',78.808242894000002818,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(352,4,'train',2,1250,'train/acc',0.11390000000000000124,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(353,4,'train',2,1250,'train/ce',2.0707015613370360895,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(354,4,'train',2,1250,'train/grad_norm',4.1284733055114744004,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(355,4,'train',2,1250,'train/loss',5.635495706939697591,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(356,4,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(357,4,'train',2,1250,'train/meta_bce',0.35647941611830169517,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(358,4,'train',2,1250,'train/samples_per_s',253.78055981911356298,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(359,4,'train',2,1250,'val/acc',0.11999999999999999555,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(360,4,'train',2,1250,'val/ce',2.0577828999741964999,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(361,4,'train',2,1250,'val/loss',5.2444159011840820738,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(362,4,'train',2,1250,'val/meta_bce',0.31866329112724461891,0,'2026-11-26T10:48:00.492Z');
INSERT INTO metrics VALUES(363,4,'train',3,1875,'time/eval_s',0.95152027200000000028,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(364,4,'train',3,1875,'time/train_epoch_s',132.18049903400000743,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(365,4,'train',3,1875,'train/acc',0.11519999999999999684,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(366,4,'train',3,1875,'train/ce',2.060378871337654516,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(367,4,'train',3,1875,'train/grad_norm',3.8589444271087645077,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(368,4,'train',3,1875,'train/loss',5.026250250244140183,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(369,4,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(370,4,'train',3,1875,'train/meta_bce',0.29658713852197604587,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(371,4,'train',3,1875,'train/samples_per_s',151.30825005325118582,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(372,4,'train',3,1875,'val/acc',0.105999999999999997,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(373,4,'train',3,1875,'val/ce',2.0496488556464496078,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(374,4,'train',3,1875,'val/loss',4.9174727630615233664,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(375,4,'train',3,1875,'val/meta_bce',0.28678239647930603428,0,'2026-11-26T10:50:13.634Z');
INSERT INTO metrics VALUES(376,5,'train',1,625,'time/eval_s',1.068874483999999958,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(377,5,'train',1,625,'time/train_epoch_s',132.4248933030000046,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(378,5,'train',1,625,'train/acc',0.10774999999999999855,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(379,5,'train',1,625,'train/ce',2.0767953405678567513,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(380,5,'train',1,625,'train/grad_norm',4.4393058387756347826,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(381,5,'train',1,625,'train/loss',6.6987585052490237202,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(382,5,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(383,5,'train',1,625,'train/meta_bce',0.46219631765666746581,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(384,5,'train',1,625,'train/samples_per_s',151.0290059606709292,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(385,5,'train',1,625,'val/acc',0.105999999999999997,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(386,5,'train',1,625,'val/ce',2.0707161765295429844,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(387,5,'train',1,625,'val/loss',6.075681541442871314,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(388,5,'train',1,625,'val/meta_bce',0.40049654908332854574,0,'2026-11-26T10:50:31.637Z');
INSERT INTO metrics VALUES(389,4,'train',4,2500,'time/eval_s',0.97739845400000002761,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(390,4,'train',4,2500,'time/train_epoch_s',84.857716722000006374,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(391,4,'train',4,2500,'train/acc',0.12260000000000000064,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(392,4,'train',4,2500,'train/ce',2.0524018521656324232,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(393,4,'train',4,2500,'train/grad_norm',3.6048102073669432421,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(394,4,'train',4,2500,'train/loss',4.8321602432250978509,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(395,4,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(396,4,'train',4,2500,'train/meta_bce',0.27797584040182127251,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(397,4,'train',4,2500,'train/samples_per_s',235.6886417946106178,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(398,4,'train',4,2500,'val/acc',0.14399999999999998911,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(399,4,'train',4,2500,'val/ce',2.0405460546134071009,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(400,4,'train',4,2500,'val/loss',4.7692576446533205825,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(401,4,'train',4,2500,'val/meta_bce',0.27287115240627990431,0,'2026-11-26T10:51:39.481Z');
INSERT INTO metrics VALUES(402,5,'train',2,1250,'time/eval_s',1.0628145760000000663,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(403,5,'train',2,1250,'time/train_epoch_s',84.606993711000001209,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(404,5,'train',2,1250,'train/acc',0.10835000000000000186,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(405,5,'train',2,1250,'train/ce',2.0725409483341414862,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(406,5,'train',2,1250,'train/grad_norm',4.17698851699829099,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(407,5,'train',2,1250,'train/loss',5.5551547515869144078,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(408,5,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(409,5,'train',2,1250,'train/meta_bce',0.34826138174853377149,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(410,5,'train',2,1250,'train/samples_per_s',236.38707774342941547,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(411,5,'train',2,1250,'val/acc',0.12800000000000000266,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(412,5,'train',2,1250,'val/ce',2.0659808669039367856,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(413,5,'train',2,1250,'val/loss',5.2511239700317382528,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(414,5,'train',2,1250,'val/meta_bce',0.31851429285792459689,0,'2026-11-26T10:51:57.322Z');
INSERT INTO metrics VALUES(415,4,'train',5,3125,'time/eval_s',1.0207784449999999232,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(416,4,'train',5,3125,'time/train_epoch_s',85.771415556999997418,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(417,4,'train',5,3125,'train/acc',0.14269999999999999351,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(418,4,'train',5,3125,'train/ce',2.0373756770473834265,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(419,4,'train',5,3125,'train/grad_norm',3.5643800411224364488,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(420,4,'train',5,3125,'train/loss',4.7058097015380857541,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(421,4,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(422,4,'train',5,3125,'train/meta_bce',0.26684340622861685288,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(423,4,'train',5,3125,'train/samples_per_s',233.17791679337341293,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(424,4,'train',5,3125,'val/acc',0.14399999999999998911,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(425,4,'train',5,3125,'val/ce',2.0258519766696054809,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(426,4,'train',5,3125,'val/loss',4.6435233192443847727,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(427,4,'train',5,3125,'val/meta_bce',0.26176714661416239371,0,'2026-11-26T10:53:06.285Z');
INSERT INTO metrics VALUES(428,5,'train',3,1875,'time/eval_s',1.0946928160000000129,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(429,5,'train',3,1875,'time/train_epoch_s',84.641063614000003664,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(430,5,'train',3,1875,'train/acc',0.11644999999999999795,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(431,5,'train',3,1875,'train/ce',2.0648433154391336863,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(432,5,'train',3,1875,'train/grad_norm',3.9169087123870851563,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(433,5,'train',3,1875,'train/loss',5.1365912147521974873,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(434,5,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(435,5,'train',3,1875,'train/meta_bce',0.30717479089676180681,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(436,5,'train',3,1875,'train/samples_per_s',236.29192670839631773,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(437,5,'train',3,1875,'val/acc',0.096000000000000001998,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(438,5,'train',3,1875,'val/ce',2.0599386116986226902,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(439,5,'train',3,1875,'val/loss',4.9407617721557617329,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(440,5,'train',3,1875,'val/meta_bce',0.28808231893752783703,0,'2026-11-26T10:53:23.070Z');
INSERT INTO metrics VALUES(441,4,'train',6,3750,'time/eval_s',1.0192946370000000033,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(442,4,'train',6,3750,'time/train_epoch_s',78.101186650000002488,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(443,4,'train',6,3750,'train/acc',0.1507999999999999896,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(444,4,'train',6,3750,'train/ce',2.0208572580950878716,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(445,4,'train',6,3750,'train/grad_norm',3.5668757625579834424,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(446,4,'train',6,3750,'train/loss',4.5719195274353028324,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(447,4,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(448,4,'train',6,3750,'train/meta_bce',0.25510622787167142044,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(449,4,'train',6,3750,'train/samples_per_s',256.07805537740824775,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(450,4,'train',6,3750,'val/acc',0.13400000000000000799,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(451,4,'train',6,3750,'val/ce',2.0211320713832860995,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(452,4,'train',6,3750,'val/loss',4.5403045158386232671,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(453,4,'train',6,3750,'val/meta_bce',0.25191724784694169425,0,'2026-11-26T11:04:57.595Z');
INSERT INTO metrics VALUES(454,5,'train',4,2500,'time/eval_s',0.97490683199999994545,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(455,5,'train',4,2500,'time/train_epoch_s',78.237578322999993931,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(456,5,'train',4,2500,'train/acc',0.12470000000000000528,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(457,5,'train',4,2500,'train/ce',2.0516907739627519013,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(458,5,'train',4,2500,'train/grad_norm',3.9836711553573609378,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(459,5,'train',4,2500,'train/loss',4.9221604270935062075,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(460,5,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(461,5,'train',4,2500,'train/meta_bce',0.28704696678199154158,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(462,5,'train',4,2500,'train/samples_per_s',255.63163416729213395,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(463,5,'train',4,2500,'val/acc',0.096000000000000001998,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(464,5,'train',4,2500,'val/ce',2.0557495527329883167,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(465,5,'train',4,2500,'val/loss',4.7928268432617189276,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(466,5,'train',4,2500,'val/meta_bce',0.273707750851096554,0,'2026-11-26T11:04:59.645Z');
INSERT INTO metrics VALUES(467,4,'train',7,4375,'time/eval_s',0.90275271800000000954,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(468,4,'train',7,4375,'time/train_epoch_s',79.611678925000006756,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(469,4,'train',7,4375,'train/acc',0.16214999999999998858,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(470,4,'train',7,4375,'train/ce',2.0032578669050242758,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(471,4,'train',7,4375,'train/grad_norm',3.4564113853454587754,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(472,4,'train',7,4375,'train/loss',4.4573413013458251796,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(473,4,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(474,4,'train',7,4375,'train/meta_bce',0.24540834767768909818,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(475,4,'train',7,4375,'train/samples_per_s',251.21942245234464507,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(476,4,'train',7,4375,'val/acc',0.14399999999999998911,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(477,4,'train',7,4375,'val/ce',2.0084198651024594006,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(478,4,'train',7,4375,'val/loss',4.4869879684448239487,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(479,4,'train',7,4375,'val/meta_bce',0.24785681877594650801,0,'2026-11-26T11:06:18.120Z');
INSERT INTO metrics VALUES(480,5,'train',5,3125,'time/eval_s',0.99182671899999996778,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(481,5,'train',5,3125,'time/train_epoch_s',79.503230067000004053,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(482,5,'train',5,3125,'train/acc',0.12704999999999999626,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(483,5,'train',5,3125,'train/ce',2.0429634050980660653,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(484,5,'train',5,3125,'train/grad_norm',3.7339610933303832851,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(485,5,'train',5,3125,'train/loss',4.7486086357116699119,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(486,5,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(487,5,'train',5,3125,'train/meta_bce',0.27056452618547566224,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(488,5,'train',5,3125,'train/samples_per_s',251.56210613261043818,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(489,5,'train',5,3125,'val/acc',0.11799999999999999378,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(490,5,'train',5,3125,'val/ce',2.048472175330803946,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(491,5,'train',5,3125,'val/loss',4.6421646194458006107,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(492,5,'train',5,3125,'val/meta_bce',0.25936925868330296118,0,'2026-11-26T11:06:20.152Z');
INSERT INTO metrics VALUES(493,4,'train',8,5000,'time/eval_s',0.90586717299999996999,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(494,4,'train',8,5000,'time/train_epoch_s',79.681497356999997803,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(495,4,'train',8,5000,'train/acc',0.16960000000000000075,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(496,4,'train',8,5000,'train/ce',1.9907380678684762909,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(497,4,'train',8,5000,'train/grad_norm',3.4782412071228026029,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(498,4,'train',8,5000,'train/loss',4.3938724597930907123,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(499,4,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(500,4,'train',8,5000,'train/meta_bce',0.24031344136422957968,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(501,4,'train',8,5000,'train/samples_per_s',250.99929925253852047,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(502,4,'train',8,5000,'val/acc',0.14399999999999998911,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(503,4,'train',8,5000,'val/ce',2.0033413103179529279,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(504,4,'train',8,5000,'val/loss',4.4731381988525393822,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(505,4,'train',8,5000,'val/meta_bce',0.2469797016711946791,0,'2026-11-26T11:07:38.717Z');
INSERT INTO metrics VALUES(506,4,'train',8,0,'test/acc',0.16000000000000000333,1,'2026-11-26T11:07:40.459Z');
INSERT INTO metrics VALUES(507,4,'train',8,0,'test/ce',1.9905283805664533147,1,'2026-11-26T11:07:40.459Z');
INSERT INTO metrics VALUES(508,4,'train',8,0,'test/loss',4.6750334243774416265,1,'2026-11-26T11:07:40.459Z');
INSERT INTO metrics VALUES(509,4,'train',8,0,'test/meta_bce',0.2684505053235657912,1,'2026-11-26T11:07:40.459Z');
INSERT INTO metrics VALUES(510,4,'train',8,0,'val/acc',0.14399999999999998911,1,'2026-11-26T11:07:40.459Z');
INSERT INTO metrics VALUES(511,4,'train',8,0,'val/ce',2.0033413103179529279,1,'2026-11-26T11:07:40.459Z');
INSERT INTO metrics VALUES(512,4,'train',8,0,'val/loss',4.4731381988525393822,1,'2026-11-26T11:07:40.460Z');
INSERT INTO metrics VALUES(513,4,'train',8,0,'val/meta_bce',0.2469797016711946791,1,'2026-11-26T11:07:40.460Z');
INSERT INTO metrics VALUES(514,5,'train',6,3750,'time/eval_s',0.89453042599999998962,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(515,5,'train',6,3750,'time/train_epoch_s',79.501547594000001595,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(516,5,'train',6,3750,'train/acc',0.13450000000000000843,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(517,5,'train',6,3750,'train/ce',2.0334597128811195965,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(518,5,'train',6,3750,'train/grad_norm',3.4287568363189695475,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(519,5,'train',6,3750,'train/loss',4.6354113037109376804,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(520,5,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(521,5,'train',6,3750,'train/meta_bce',0.2601951609576428348,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(522,5,'train',6,3750,'train/samples_per_s',251.56742988370965007,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(523,5,'train',6,3750,'val/acc',0.11799999999999999378,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(524,5,'train',6,3750,'val/ce',2.0423071213089074582,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(525,5,'train',6,3750,'val/loss',4.5613578872680662357,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(526,5,'train',6,3750,'val/meta_bce',0.25190507369262177261,0,'2026-11-26T11:07:40.563Z');
INSERT INTO metrics VALUES(527,5,'train',7,4375,'time/eval_s',0.9880789880000000469,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(528,5,'train',7,4375,'time/train_epoch_s',77.565832940000007055,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(529,5,'train',7,4375,'train/acc',0.13725000000000001088,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(530,5,'train',7,4375,'train/ce',2.025470724271608347,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(531,5,'train',7,4375,'train/grad_norm',3.2039553970336913657,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(532,5,'train',7,4375,'train/loss',4.5510670112609865611,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(533,5,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(534,5,'train',7,4375,'train/meta_bce',0.25255963226446564995,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(535,5,'train',7,4375,'train/samples_per_s',257.84548739998353994,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(536,5,'train',7,4375,'val/acc',0.12399999999999999911,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(537,5,'train',7,4375,'val/ce',2.035055990486553501,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(538,5,'train',7,4375,'val/loss',4.5082060775756840342,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(539,5,'train',7,4375,'val/meta_bce',0.24731502168599325819,0,'2026-11-26T11:08:59.127Z');
INSERT INTO metrics VALUES(540,5,'train',8,5000,'time/eval_s',0.90679799199999999714,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(541,5,'train',8,5000,'time/train_epoch_s',79.552475913999998622,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(542,5,'train',8,5000,'train/acc',0.14640000000000000235,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(543,5,'train',8,5000,'train/ce',2.0181895192057641708,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(544,5,'train',8,5000,'train/grad_norm',3.1207117216110229485,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(545,5,'train',8,5000,'train/loss',4.5018921798706053039,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(546,5,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(547,5,'train',8,5000,'train/meta_bce',0.24837026778989415576,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(548,5,'train',8,5000,'train/samples_per_s',251.40638013103387038,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(549,5,'train',8,5000,'val/acc',0.12399999999999999911,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(550,5,'train',8,5000,'val/ce',2.0327541215065632052,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(551,5,'train',8,5000,'val/loss',4.4990547142028809446,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(552,5,'train',8,5000,'val/meta_bce',0.24663006083634633758,0,'2026-11-26T11:10:19.597Z');
INSERT INTO metrics VALUES(553,5,'train',8,0,'test/acc',0.12800000000000000266,1,'2026-11-26T11:10:21.306Z');
INSERT INTO metrics VALUES(554,5,'train',8,0,'test/ce',2.0759727791788491479,1,'2026-11-26T11:10:21.306Z');
INSERT INTO metrics VALUES(555,5,'train',8,0,'test/loss',13.572096183776855227,1,'2026-11-26T11:10:21.306Z');
INSERT INTO metrics VALUES(556,5,'train',8,0,'test/meta_bce',1.1496123062266234704,1,'2026-11-26T11:10:21.306Z');
INSERT INTO metrics VALUES(557,5,'train',8,0,'val/acc',0.12399999999999999911,1,'2026-11-26T11:10:21.306Z');
INSERT INTO metrics VALUES(558,5,'train',8,0,'val/ce',2.0327541215065632052,1,'2026-11-26T11:10:21.306Z');
INSERT INTO metrics VALUES(559,5,'train',8,0,'val/loss',4.4990547142028809446,1,'2026-11-26T11:10:21.306Z');
INSERT INTO metrics VALUES(560,5,'train',8,0,'val/meta_bce',0.24663006083634633758,1,'2026-11-26T11:10:21.306Z');
INSERT INTO metrics VALUES(561,6,'train',1,625,'time/eval_s',1.7779132950000000601,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(562,6,'train',1,625,'time/train_epoch_s',159.89043649600000662,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(563,6,'train',1,625,'train/acc',0.16120000000000000994,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(564,6,'train',1,625,'train/ce',2.0445226020788069831,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(565,6,'train',1,625,'train/grad_norm',3.6782583989143371461,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(566,6,'train',1,625,'train/loss',4.1729565982818606073,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(567,6,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(568,6,'train',1,625,'train/meta_bce',0.21284339846866315304,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(569,6,'train',1,625,'train/routing/unrouted',0.0,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(570,6,'train',1,625,'train/samples_per_s',125.08565514173415067,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(571,6,'train',1,625,'val/acc',0.18199999999999999511,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(572,6,'train',1,625,'val/ce',2.0174362050836132098,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(573,6,'train',1,625,'val/loss',3.617751937866211076,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(574,6,'train',1,625,'val/meta_bce',0.1600315750814804705,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(575,6,'train',1,625,'val/routing/unrouted',0.0,0,'2026-11-26T11:10:22.132Z');
INSERT INTO metrics VALUES(576,6,'train',2,1250,'time/eval_s',1.9263414569999999237,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(577,6,'train',2,1250,'time/train_epoch_s',178.11328120799998942,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(578,6,'train',2,1250,'train/acc',0.26310000000000000053,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(579,6,'train',2,1250,'train/ce',1.913932362643222973,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(580,6,'train',2,1250,'train/grad_norm',3.068492166137695154,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(581,6,'train',2,1250,'train/loss',3.4209838077545167145,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(582,6,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(583,6,'train',2,1250,'train/meta_bce',0.15070514539013590837,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(584,6,'train',2,1250,'train/routing/unrouted',0.0,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(585,6,'train',2,1250,'train/samples_per_s',112.28808915514883892,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(586,6,'train',2,1250,'val/acc',0.33000000000000001554,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(587,6,'train',2,1250,'val/ce',1.8373549333462209087,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(588,6,'train',2,1250,'val/loss',3.2114807662963866796,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(589,6,'train',2,1250,'val/meta_bce',0.13741258431536351736,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(590,6,'train',2,1250,'val/routing/unrouted',0.0,0,'2026-11-26T11:13:22.178Z');
INSERT INTO metrics VALUES(591,7,'train',1,625,'time/eval_s',1.8386726470000001043,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(592,7,'train',1,625,'time/train_epoch_s',183.52941615000000296,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(593,7,'train',1,625,'train/acc',0.17280000000000000914,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(594,7,'train',1,625,'train/ce',2.0340328668064926453,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(595,7,'train',1,625,'train/grad_norm',3.1878460013389586791,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(596,7,'train',1,625,'train/loss',4.152021158981323623,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(597,7,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(598,7,'train',1,625,'train/meta_bce',0.21179882920350456831,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(599,7,'train',1,625,'train/routing/unrouted',0.0,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(600,7,'train',1,625,'train/samples_per_s',108.97435637050055845,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(601,7,'train',1,625,'val/acc',0.23599999999999998756,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(602,7,'train',1,625,'val/ce',1.9493392345392690501,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(603,7,'train',1,625,'val/loss',3.5706570243835447087,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(604,7,'train',1,625,'val/meta_bce',0.16213178767774666377,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(605,7,'train',1,625,'val/routing/unrouted',0.0,0,'2026-11-26T11:13:26.679Z');
INSERT INTO metrics VALUES(606,6,'train',3,1875,'time/eval_s',1.8824740230000001073,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(607,6,'train',3,1875,'time/train_epoch_s',168.30571941200000197,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(608,6,'train',3,1875,'train/acc',0.37435000000000001607,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(609,6,'train',3,1875,'train/ce',1.7375517744153625709,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(610,6,'train',3,1875,'train/grad_norm',4.637903714752197537,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(611,6,'train',3,1875,'train/loss',3.0182786144256592564,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(612,6,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(613,6,'train',3,1875,'train/meta_bce',0.12807268614113084814,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(614,6,'train',3,1875,'train/routing/unrouted',0.0,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(615,6,'train',3,1875,'train/samples_per_s',118.83137465484148265,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(616,6,'train',3,1875,'val/acc',0.41199999999999997735,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(617,6,'train',3,1875,'val/ce',1.6100824065572569843,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(618,6,'train',3,1875,'val/loss',2.7435852146148680397,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(619,6,'train',3,1875,'val/meta_bce',0.11335028269506382259,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(620,6,'train',3,1875,'val/routing/unrouted',0.0,0,'2026-11-26T11:16:12.374Z');
INSERT INTO metrics VALUES(621,7,'train',2,1250,'time/eval_s',1.9530933829999999051,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(622,7,'train',2,1250,'time/train_epoch_s',166.48835987300000738,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(623,7,'train',2,1250,'train/acc',0.27289999999999997593,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(624,7,'train',2,1250,'train/ce',1.9020842150777821366,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(625,7,'train',2,1250,'train/grad_norm',2.7584324257850645345,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(626,7,'train',2,1250,'train/loss',3.4846788547515870071,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(627,7,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(628,7,'train',2,1250,'train/meta_bce',0.15825946496211720782,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(629,7,'train',2,1250,'train/routing/unrouted',0.0,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(630,7,'train',2,1250,'train/samples_per_s',120.12851838564762374,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(631,7,'train',2,1250,'val/acc',0.32000000000000000666,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(632,7,'train',2,1250,'val/ce',1.8296234043627070953,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(633,7,'train',2,1250,'val/loss',3.3432182807922363743,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(634,7,'train',2,1250,'val/meta_bce',0.15135949043823307413,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(635,7,'train',2,1250,'val/routing/unrouted',0.0,0,'2026-11-26T11:16:15.128Z');
INSERT INTO metrics VALUES(636,6,'train',4,2500,'time/eval_s',2.0541782199999998326,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(637,6,'train',4,2500,'time/train_epoch_s',166.08987859800001273,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(638,6,'train',4,2500,'train/acc',0.42964999999999997637,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(639,6,'train',4,2500,'train/ce',1.56600733291259675,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(640,6,'train',4,2500,'train/grad_norm',4.4804127830505366958,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(641,6,'train',4,2500,'train/loss',2.6087501171112061904,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(642,6,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(643,6,'train',4,2500,'train/meta_bce',0.10427428017444019536,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(644,6,'train',4,2500,'train/routing/unrouted',0.0,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(645,6,'train',4,2500,'train/samples_per_s',120.41672959739783266,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(646,6,'train',4,2500,'val/acc',0.42599999999999998978,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(647,6,'train',4,2500,'val/ce',1.5458881300642213219,0,'2026-11-26T11:19:00.533Z');
INSERT INTO metrics VALUES(648,6,'train',4,2500,'val/loss',2.421750106811523473,0,'2026-11-26T11:19:00.534Z');
INSERT INTO metrics VALUES(649,6,'train',4,2500,'val/meta_bce',0.087586196184040204792,0,'2026-11-26T11:19:00.534Z');
INSERT INTO metrics VALUES(650,6,'train',4,2500,'val/routing/unrouted',0.0,0,'2026-11-26T11:19:00.534Z');
INSERT INTO metrics VALUES(651,7,'train',3,1875,'time/eval_s',1.9404416780000000031,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(652,7,'train',3,1875,'time/train_epoch_s',166.57120491099999526,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(653,7,'train',3,1875,'train/acc',0.34505000000000002335,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(654,7,'train',3,1875,'train/ce',1.7693942157741733289,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(655,7,'train',3,1875,'train/grad_norm',3.1634001440048216124,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(656,7,'train',3,1875,'train/loss',3.2194059238433836434,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(657,7,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(658,7,'train',3,1875,'train/meta_bce',0.14500117276407567534,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(659,7,'train',3,1875,'train/routing/unrouted',0.0,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(660,7,'train',3,1875,'train/samples_per_s',120.06877185457186385,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(661,7,'train',3,1875,'val/acc',0.39000000000000001332,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(662,7,'train',3,1875,'val/ce',1.6722400492067830413,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(663,7,'train',3,1875,'val/loss',3.0382698020935059446,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(664,7,'train',3,1875,'val/meta_bce',0.13660297656601980142,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(665,7,'train',3,1875,'val/routing/unrouted',0.0,0,'2026-11-26T11:19:03.647Z');
INSERT INTO metrics VALUES(666,6,'train',5,3125,'time/eval_s',1.9798927079999999456,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(667,6,'train',5,3125,'time/train_epoch_s',172.90168511400000284,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(668,6,'train',5,3125,'train/acc',0.47329999999999999849,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(669,6,'train',5,3125,'train/ce',1.4610571506578486911,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(670,6,'train',5,3125,'train/grad_norm',5.0245883277893064189,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(671,6,'train',5,3125,'train/loss',2.3153335773468017855,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(672,6,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(673,6,'train',5,3125,'train/meta_bce',0.085427644364607341342,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(674,6,'train',5,3125,'train/routing/unrouted',0.0,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(675,6,'train',5,3125,'train/samples_per_s',115.67267251798797645,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(676,6,'train',5,3125,'val/acc',0.45200000000000001287,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(677,6,'train',5,3125,'val/ce',1.4921330332864404244,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(678,6,'train',5,3125,'val/loss',2.2871888294219968607,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(679,6,'train',5,3125,'val/meta_bce',0.079505580898986752402,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(680,6,'train',5,3125,'val/routing/unrouted',0.0,0,'2026-11-26T11:21:55.423Z');
INSERT INTO metrics VALUES(681,7,'train',4,2500,'time/eval_s',1.8168580009999999447,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(682,7,'train',4,2500,'time/train_epoch_s',176.84936268999999243,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(683,7,'train',4,2500,'train/acc',0.40210000000000001296,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(684,7,'train',4,2500,'train/ce',1.6477937081536715435,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(685,7,'train',4,2500,'train/grad_norm',3.6426315921783447571,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(686,7,'train',4,2500,'train/loss',2.9321321506500241937,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(687,7,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(688,7,'train',4,2500,'train/meta_bce',0.12843384644901878477,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(689,7,'train',4,2500,'train/routing/unrouted',0.0,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(690,7,'train',4,2500,'train/samples_per_s',113.09059696787308269,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(691,7,'train',4,2500,'val/acc',0.46200000000000002176,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(692,7,'train',4,2500,'val/ce',1.5518973207807933434,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(693,7,'train',4,2500,'val/loss',2.6899810829162595915,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(694,7,'train',4,2500,'val/meta_bce',0.11380837109215365121,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(695,7,'train',4,2500,'val/routing/unrouted',0.0,0,'2026-11-26T11:22:02.320Z');
INSERT INTO metrics VALUES(696,6,'train',6,3750,'time/eval_s',1.9284753679999999675,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(697,6,'train',6,3750,'time/train_epoch_s',165.69631210500000407,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(698,6,'train',6,3750,'train/acc',0.5185999999999999499,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(699,6,'train',6,3750,'train/ce',1.3455311682082087276,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(700,6,'train',6,3750,'train/grad_norm',5.4611534774780272627,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(701,6,'train',6,3750,'train/loss',2.0429521041870115638,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(702,6,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(703,6,'train',6,3750,'train/meta_bce',0.0697420939166065873,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(704,6,'train',6,3750,'train/routing/unrouted',0.0,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(705,6,'train',6,3750,'train/samples_per_s',120.70274676557804127,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(706,6,'train',6,3750,'val/acc',0.51400000000000001243,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(707,6,'train',6,3750,'val/ce',1.3733867570932785096,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(708,6,'train',6,3750,'val/loss',1.9460505905151366246,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(709,6,'train',6,3750,'val/meta_bce',0.057266388795980588399,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(710,6,'train',6,3750,'val/routing/unrouted',0.0,0,'2026-11-26T11:24:43.059Z');
INSERT INTO metrics VALUES(711,7,'train',5,3125,'time/eval_s',1.9360739060000000666,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(712,7,'train',5,3125,'time/train_epoch_s',163.38645126099999061,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(713,7,'train',5,3125,'train/acc',0.47565000000000001723,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(714,7,'train',5,3125,'train/ce',1.475014245281141223,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(715,7,'train',5,3125,'train/grad_norm',4.5610693016052241688,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(716,7,'train',5,3125,'train/loss',2.4915421190261839434,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(717,7,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(718,7,'train',5,3125,'train/meta_bce',0.10165278875645855638,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(719,7,'train',5,3125,'train/routing/unrouted',0.0,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(720,7,'train',5,3125,'train/samples_per_s',122.40917068485200047,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(721,7,'train',5,3125,'val/acc',0.49399999999999999467,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(722,7,'train',5,3125,'val/ce',1.4002509359610773032,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(723,7,'train',5,3125,'val/loss',2.2742667140960692861,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(724,7,'train',5,3125,'val/meta_bce',0.087401576151106788459,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(725,7,'train',5,3125,'val/routing/unrouted',0.0,0,'2026-11-26T11:24:47.650Z');
INSERT INTO metrics VALUES(726,7,'train',6,3750,'time/eval_s',1.8784937999999999913,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(727,7,'train',6,3750,'time/train_epoch_s',165.19766757299998972,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(728,7,'train',6,3750,'train/acc',0.51800000000000001598,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(729,7,'train',6,3750,'train/ce',1.3544358796998523519,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(730,7,'train',6,3750,'train/grad_norm',5.6347446277618411514,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(731,7,'train',6,3750,'train/loss',2.1599482149124145102,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(732,7,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(733,7,'train',6,3750,'train/meta_bce',0.08055123434152655637,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(734,7,'train',6,3750,'train/routing/unrouted',0.0,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(735,7,'train',6,3750,'train/samples_per_s',121.06708462552659,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(736,7,'train',6,3750,'val/acc',0.53600000000000003197,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(737,7,'train',6,3750,'val/ce',1.3194804244578703933,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(738,7,'train',6,3750,'val/loss',2.0512662773132324112,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(739,7,'train',6,3750,'val/meta_bce',0.073178581089744204613,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(740,7,'train',6,3750,'val/routing/unrouted',0.0,0,'2026-11-26T11:27:34.734Z');
INSERT INTO metrics VALUES(741,6,'train',7,4375,'time/eval_s',1.9803664800000000401,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(742,6,'train',7,4375,'time/train_epoch_s',171.96540113500000757,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(743,6,'train',7,4375,'train/acc',0.5491000000000000325,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(744,6,'train',7,4375,'train/ce',1.2625701481487896504,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(745,6,'train',7,4375,'train/grad_norm',6.1634347370147706257,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(746,6,'train',7,4375,'train/loss',1.8336948200225831051,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(747,6,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(748,6,'train',7,4375,'train/meta_bce',0.057112469301249323139,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(749,6,'train',7,4375,'train/routing/unrouted',0.0,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(750,6,'train',7,4375,'train/samples_per_s',116.3024647283505999,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(751,6,'train',7,4375,'val/acc',0.53800000000000003375,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(752,6,'train',7,4375,'val/ce',1.3465898320239666485,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(753,6,'train',7,4375,'val/loss',1.8383747768402098898,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(754,6,'train',7,4375,'val/meta_bce',0.049178495991150449062,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(755,6,'train',7,4375,'val/routing/unrouted',0.0,0,'2026-11-26T11:27:37.013Z');
INSERT INTO metrics VALUES(756,7,'train',7,4375,'time/eval_s',1.9682316209999999312,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(757,7,'train',7,4375,'time/train_epoch_s',171.02440962299999683,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(758,7,'train',7,4375,'train/acc',0.53239999999999998436,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(759,7,'train',7,4375,'train/ce',1.2959931897042831216,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(760,7,'train',7,4375,'train/grad_norm',6.2260768283843992421,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(761,7,'train',7,4375,'train/loss',1.9986067392349242677,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(762,7,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(763,7,'train',7,4375,'train/meta_bce',0.070261355382740406372,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(764,7,'train',7,4375,'train/routing/unrouted',0.0,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(765,7,'train',7,4375,'train/samples_per_s',116.94237123278060152,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(766,7,'train',7,4375,'val/acc',0.53400000000000003019,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(767,7,'train',7,4375,'val/ce',1.2774213644682186341,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(768,7,'train',7,4375,'val/loss',1.9721704683303833416,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(769,7,'train',7,4375,'val/meta_bce',0.0694749085526877308,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(770,7,'train',7,4375,'val/routing/unrouted',0.0,0,'2026-11-26T11:30:27.739Z');
INSERT INTO metrics VALUES(771,6,'train',8,5000,'time/eval_s',1.9360536760000000011,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(772,6,'train',8,5000,'time/train_epoch_s',174.78039194400000156,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(773,6,'train',8,5000,'train/acc',0.56040000000000000923,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(774,6,'train',8,5000,'train/ce',1.2237315749635468975,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(775,6,'train',8,5000,'train/grad_norm',6.4704211322784423998,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(776,6,'train',8,5000,'train/loss',1.7390297544479369484,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(777,6,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(778,6,'train',8,5000,'train/meta_bce',0.051529818746820180153,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(779,6,'train',8,5000,'train/routing/unrouted',0.0,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(780,6,'train',8,5000,'train/samples_per_s',114.42931199289243693,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(781,6,'train',8,5000,'val/acc',0.54600000000000004085,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(782,6,'train',8,5000,'val/ce',1.316881423508080795,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(783,6,'train',8,5000,'val/loss',1.7939728984832763458,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(784,6,'train',8,5000,'val/meta_bce',0.047709147612885020872,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(785,6,'train',8,5000,'val/routing/unrouted',0.0,0,'2026-11-26T11:30:33.740Z');
INSERT INTO metrics VALUES(786,6,'train',8,0,'test/acc',0.52800000000000002486,1,'2026-11-26T11:30:37.607Z');
INSERT INTO metrics VALUES(787,6,'train',8,0,'test/ce',1.3093411360885005567,1,'2026-11-26T11:30:37.607Z');
INSERT INTO metrics VALUES(788,6,'train',8,0,'test/loss',1.9084971189498900479,1,'2026-11-26T11:30:37.607Z');
INSERT INTO metrics VALUES(789,6,'train',8,0,'test/meta_bce',0.05991560371787413991,1,'2026-11-26T11:30:37.607Z');
INSERT INTO metrics VALUES(790,6,'train',8,0,'test/routing/unrouted',0.0,1,'2026-11-26T11:30:37.607Z');
INSERT INTO metrics VALUES(791,6,'train',8,0,'val/acc',0.54600000000000004085,1,'2026-11-26T11:30:37.607Z');
INSERT INTO metrics VALUES(792,6,'train',8,0,'val/ce',1.316881423508080795,1,'2026-11-26T11:30:37.607Z');
INSERT INTO metrics VALUES(793,6,'train',8,0,'val/loss',1.7939728984832763458,1,'2026-11-26T11:30:37.607Z');
INSERT INTO metrics VALUES(794,6,'train',8,0,'val/meta_bce',0.047709147612885020872,1,'2026-11-26T11:30:37.607Z');
INSERT INTO metrics VALUES(795,6,'train',8,0,'val/routing/unrouted',0.0,1,'2026-11-26T11:30:37.607Z');
INSERT INTO metrics VALUES(796,7,'train',8,5000,'time/eval_s',1.9014336629999999406,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(797,7,'train',8,5000,'time/train_epoch_s',370.08834144000002197,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(798,7,'train',8,5000,'train/acc',0.53920000000000001261,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(799,7,'train',8,5000,'train/ce',1.2684231595099622058,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(800,7,'train',8,5000,'train/grad_norm',6.2387112873077388286,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(801,7,'train',8,5000,'train/loss',1.9165764024734497361,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(802,7,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(803,7,'train',8,5000,'train/meta_bce',0.06481532547728360849,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(804,7,'train',8,5000,'train/routing/unrouted',0.0,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(805,7,'train',8,5000,'train/samples_per_s',54.041151153750860204,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(806,7,'train',8,5000,'val/acc',0.54600000000000004085,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(807,7,'train',8,5000,'val/ce',1.2754274813270760624,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(808,7,'train',8,5000,'val/loss',1.949679292678833109,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(809,7,'train',8,5000,'val/meta_bce',0.067425180054528757733,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(810,7,'train',8,5000,'val/routing/unrouted',0.0,0,'2026-11-26T11:36:39.738Z');
INSERT INTO metrics VALUES(811,7,'train',8,0,'test/acc',0.25400000000000000355,1,'2026-11-26T11:36:43.535Z');
INSERT INTO metrics VALUES(812,7,'train',8,0,'test/ce',2.3272138466767278153,1,'2026-11-26T11:36:43.535Z');
INSERT INTO metrics VALUES(813,7,'train',8,0,'test/loss',7.8049769439697262995,1,'2026-11-26T11:36:43.535Z');
INSERT INTO metrics VALUES(814,7,'train',8,0,'test/meta_bce',0.54777629763553470354,1,'2026-11-26T11:36:43.535Z');
INSERT INTO metrics VALUES(815,7,'train',8,0,'test/routing/unrouted',0.0,1,'2026-11-26T11:36:43.535Z');
INSERT INTO metrics VALUES(816,7,'train',8,0,'val/acc',0.54600000000000004085,1,'2026-11-26T11:36:43.535Z');
INSERT INTO metrics VALUES(817,7,'train',8,0,'val/ce',1.2754274813270760624,1,'2026-11-26T11:36:43.535Z');
INSERT INTO metrics VALUES(818,7,'train',8,0,'val/loss',1.949679292678833109,1,'2026-11-26T11:36:43.535Z');
INSERT INTO metrics VALUES(819,7,'train',8,0,'val/meta_bce',0.067425180054528757733,1,'2026-11-26T11:36:43.535Z');
INSERT INTO metrics VALUES(820,7,'train',8,0,'val/routing/unrouted',0.0,1,'2026-11-26T11:36:43.535Z');
INSERT INTO metrics VALUES(821,8,'train',1,625,'time/eval_s',1.733762953000000051,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(822,8,'train',1,625,'time/train_epoch_s',366.27658426800002188,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(823,8,'train',1,625,'train/acc',0.11239999999999999991,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(824,8,'train',1,625,'train/ce',2.0771544312188110481,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(825,8,'train',1,625,'train/grad_norm',4.1139428552627563817,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(826,8,'train',1,625,'train/loss',4.9613821666717532465,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(827,8,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(828,8,'train',1,625,'train/meta_bce',0.2884227720225777114,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(829,8,'train',1,625,'train/routing/unrouted',0.0,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(830,8,'train',1,625,'train/samples_per_s',54.603545132347989011,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(831,8,'train',1,625,'val/acc',0.12399999999999999911,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(832,8,'train',1,625,'val/ce',2.0795906506649615153,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(833,8,'train',1,625,'val/loss',3.8110435752868654368,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(834,8,'train',1,625,'val/meta_bce',0.17314529438517786696,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(835,8,'train',1,625,'val/routing/unrouted',0.0,0,'2026-11-26T11:36:45.622Z');
INSERT INTO metrics VALUES(836,9,'train',1,625,'time/eval_s',1.7848660469999999556,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(837,9,'train',1,625,'time/train_epoch_s',180.86958114500001215,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(838,9,'train',1,625,'train/acc',0.10290000000000000535,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(839,9,'train',1,625,'train/ce',2.0772303815629165057,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(840,9,'train',1,625,'train/grad_norm',4.8688368797302246093,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(841,9,'train',1,625,'train/loss',6.5752575363159175836,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(842,9,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(843,9,'train',1,625,'train/meta_bce',0.4498027160843277028,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(844,9,'train',1,625,'train/routing/unrouted',0.0,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(845,9,'train',1,625,'train/samples_per_s',110.57691333937654576,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(846,9,'train',1,625,'val/acc',0.10799999999999999877,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(847,9,'train',1,625,'val/ce',2.0752965629577024841,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(848,9,'train',1,625,'val/loss',5.4137547607421874218,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(849,9,'train',1,625,'val/meta_bce',0.33384581976151811444,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(850,9,'train',1,625,'val/routing/unrouted',0.0,0,'2026-11-26T11:39:46.214Z');
INSERT INTO metrics VALUES(851,8,'train',2,1250,'time/eval_s',2.1806861340000001092,0,'2026-11-26T11:39:51.425Z');
INSERT INTO metrics VALUES(852,8,'train',2,1250,'time/train_epoch_s',183.60926026199999227,0,'2026-11-26T11:39:51.425Z');
INSERT INTO metrics VALUES(853,8,'train',2,1250,'train/acc',0.13839999999999999524,0,'2026-11-26T11:39:51.425Z');
INSERT INTO metrics VALUES(854,8,'train',2,1250,'train/ce',2.065662655656601121,0,'2026-11-26T11:39:51.425Z');
INSERT INTO metrics VALUES(855,8,'train',2,1250,'train/grad_norm',4.1231057071685794923,0,'2026-11-26T11:39:51.425Z');
INSERT INTO metrics VALUES(856,8,'train',2,1250,'train/loss',3.7047378162384032584,0,'2026-11-26T11:39:51.425Z');
INSERT INTO metrics VALUES(857,8,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T11:39:51.426Z');
INSERT INTO metrics VALUES(858,8,'train',2,1250,'train/meta_bce',0.16390751594263125445,0,'2026-11-26T11:39:51.426Z');
INSERT INTO metrics VALUES(859,8,'train',2,1250,'train/routing/unrouted',0.0,0,'2026-11-26T11:39:51.426Z');
INSERT INTO metrics VALUES(860,8,'train',2,1250,'train/samples_per_s',108.92696790707144315,0,'2026-11-26T11:39:51.426Z');
INSERT INTO metrics VALUES(861,8,'train',2,1250,'val/acc',0.153999999999999998,0,'2026-11-26T11:39:51.426Z');
INSERT INTO metrics VALUES(862,8,'train',2,1250,'val/ce',2.0638434864129764356,0,'2026-11-26T11:39:51.426Z');
INSERT INTO metrics VALUES(863,8,'train',2,1250,'val/loss',3.5905637817382811682,0,'2026-11-26T11:39:51.426Z');
INSERT INTO metrics VALUES(864,8,'train',2,1250,'val/meta_bce',0.15267203047930974491,0,'2026-11-26T11:39:51.426Z');
INSERT INTO metrics VALUES(865,8,'train',2,1250,'val/routing/unrouted',0.0,0,'2026-11-26T11:39:51.426Z');
INSERT INTO metrics VALUES(866,9,'train',2,1250,'time/eval_s',1.9726564069999998896,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(867,9,'train',2,1250,'time/train_epoch_s',183.42748482400000397,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(868,9,'train',2,1250,'train/acc',0.11194999999999999396,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(869,9,'train',2,1250,'train/ce',2.0722338772047343979,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(870,9,'train',2,1250,'train/grad_norm',4.9104149204254152749,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(871,9,'train',2,1250,'train/loss',5.1854301315307615993,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(872,9,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(873,9,'train',2,1250,'train/meta_bce',0.31131962652943712122,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(874,9,'train',2,1250,'train/routing/unrouted',0.0,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(875,9,'train',2,1250,'train/samples_per_s',109.03491381997710618,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(876,9,'train',2,1250,'val/acc',0.11000000000000000055,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(877,9,'train',2,1250,'val/ce',2.0753326490534003134,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(878,9,'train',2,1250,'val/loss',5.0557995719909669674,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(879,9,'train',2,1250,'val/meta_bce',0.29804671208681432492,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(880,9,'train',2,1250,'val/routing/unrouted',0.0,0,'2026-11-26T11:42:51.632Z');
INSERT INTO metrics VALUES(881,8,'train',3,1875,'time/eval_s',1.9700318480000000853,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(882,8,'train',3,1875,'time/train_epoch_s',191.57268015299999319,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(883,8,'train',3,1875,'train/acc',0.1700500000000000067,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(884,8,'train',3,1875,'train/ce',2.0229430042651399546,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(885,8,'train',3,1875,'train/grad_norm',4.0093765123367308689,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(886,8,'train',3,1875,'train/loss',3.4181106533050535922,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(887,8,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(888,8,'train',3,1875,'train/meta_bce',0.13951676425805531467,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(889,8,'train',3,1875,'train/routing/unrouted',0.0,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(890,8,'train',3,1875,'train/samples_per_s',104.39901965158576047,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(891,8,'train',3,1875,'val/acc',0.19800000000000000932,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(892,8,'train',3,1875,'val/ce',1.9880634306765623264,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(893,8,'train',3,1875,'val/loss',3.2776267070770264133,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(894,8,'train',3,1875,'val/meta_bce',0.12895632605617099453,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(895,8,'train',3,1875,'val/routing/unrouted',0.0,0,'2026-11-26T11:43:05.002Z');
INSERT INTO metrics VALUES(896,9,'train',3,1875,'time/eval_s',1.9358583270000000453,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(897,9,'train',3,1875,'time/train_epoch_s',175.75415792499998701,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(898,9,'train',3,1875,'train/acc',0.1211499999999999938,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(899,9,'train',3,1875,'train/ce',2.0696436163457914148,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(900,9,'train',3,1875,'train/grad_norm',4.4025506364822390992,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(901,9,'train',3,1875,'train/loss',4.9597959457397458038,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(902,9,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(903,9,'train',3,1875,'train/meta_bce',0.28901523382936322725,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(904,9,'train',3,1875,'train/routing/unrouted',0.0,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(905,9,'train',3,1875,'train/samples_per_s',113.79531634486082225,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(906,9,'train',3,1875,'val/acc',0.11999999999999999555,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(907,9,'train',3,1875,'val/ce',2.0715815844421654468,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(908,9,'train',3,1875,'val/loss',4.8580469512939457032,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(909,9,'train',3,1875,'val/meta_bce',0.27864653643058989729,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(910,9,'train',3,1875,'val/routing/unrouted',0.0,0,'2026-11-26T11:45:49.338Z');
INSERT INTO metrics VALUES(911,8,'train',4,2500,'time/eval_s',1.8257893380000000949,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(912,8,'train',4,2500,'time/train_epoch_s',177.3808130369999958,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(913,8,'train',4,2500,'train/acc',0.21890000000000001123,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(914,8,'train',4,2500,'train/ce',1.9400176054608024855,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(915,8,'train',4,2500,'train/grad_norm',4.3425924270629883139,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(916,8,'train',4,2500,'train/loss',3.0177097682952882529,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(917,8,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(918,8,'train',4,2500,'train/meta_bce',0.10776921700695914208,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(919,8,'train',4,2500,'train/routing/unrouted',0.0,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(920,8,'train',4,2500,'train/samples_per_s',112.75176642598985666,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(921,8,'train',4,2500,'val/acc',0.23200000000000001176,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(922,8,'train',4,2500,'val/ce',1.9074186737151466175,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(923,8,'train',4,2500,'val/loss',2.9748008098602296556,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(924,8,'train',4,2500,'val/meta_bce',0.10673821638607082495,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(925,8,'train',4,2500,'val/routing/unrouted',0.0,0,'2026-11-26T11:46:04.226Z');
INSERT INTO metrics VALUES(926,9,'train',4,2500,'time/eval_s',1.7190297139999999309,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(927,9,'train',4,2500,'time/train_epoch_s',172.04156879499998922,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(928,9,'train',4,2500,'train/acc',0.12959999999999999298,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(929,9,'train',4,2500,'train/ce',2.0621628552376831677,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(930,9,'train',4,2500,'train/grad_norm',4.1805297475814819918,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(931,9,'train',4,2500,'train/loss',4.8240811058044430481,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(932,9,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(933,9,'train',4,2500,'train/meta_bce',0.27619182685374105146,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(934,9,'train',4,2500,'train/routing/unrouted',0.0,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(935,9,'train',4,2500,'train/samples_per_s',116.25097434348236901,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(936,9,'train',4,2500,'val/acc',0.12600000000000000088,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(937,9,'train',4,2500,'val/ce',2.0680035979552116032,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(938,9,'train',4,2500,'val/loss',4.7967505035400392898,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(939,9,'train',4,2500,'val/meta_bce',0.27287471854828904138,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(940,9,'train',4,2500,'val/routing/unrouted',0.0,0,'2026-11-26T11:48:43.112Z');
INSERT INTO metrics VALUES(941,8,'train',5,3125,'time/eval_s',1.8786199120000000029,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(942,8,'train',5,3125,'time/train_epoch_s',176.89556755899999984,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(943,8,'train',5,3125,'train/acc',0.28129999999999999449,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(944,8,'train',5,3125,'train/ce',1.8220890754827721025,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(945,8,'train',5,3125,'train/grad_norm',4.7646593952178957209,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(946,8,'train',5,3125,'train/loss',2.6408685775756834956,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(947,8,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(948,8,'train',5,3125,'train/meta_bce',0.081877950753209000067,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(949,8,'train',5,3125,'train/routing/unrouted',0.0,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(950,8,'train',5,3125,'train/samples_per_s',113.0610578658473031,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(951,8,'train',5,3125,'val/acc',0.27800000000000002486,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(952,8,'train',5,3125,'val/ce',1.7854560955936400468,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(953,8,'train',5,3125,'val/loss',2.6086803779602050212,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(954,8,'train',5,3125,'val/meta_bce',0.082322425703129684104,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(955,8,'train',5,3125,'val/routing/unrouted',0.0,0,'2026-11-26T11:49:03.018Z');
INSERT INTO metrics VALUES(956,9,'train',5,3125,'time/eval_s',1.6010987270000001103,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(957,9,'train',5,3125,'time/train_epoch_s',440.86852706799999168,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(958,9,'train',5,3125,'train/acc',0.13605000000000000426,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(959,9,'train',5,3125,'train/ce',2.0502310868264936871,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(960,9,'train',5,3125,'train/grad_norm',3.9351720266342162801,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(961,9,'train',5,3125,'train/loss',4.703081632232666287,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(962,9,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(963,9,'train',5,3125,'train/meta_bce',0.26528505599107338186,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(964,9,'train',5,3125,'train/routing/unrouted',0.0,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(965,9,'train',5,3125,'train/samples_per_s',45.364998343179941285,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(966,9,'train',5,3125,'val/acc',0.1620000000000000051,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(967,9,'train',5,3125,'val/ce',2.0381033643221724283,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(968,9,'train',5,3125,'val/loss',4.6556833343505861222,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(969,9,'train',5,3125,'val/meta_bce',0.26175798725255561283,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(970,9,'train',5,3125,'val/routing/unrouted',0.0,0,'2026-11-26T11:56:05.597Z');
INSERT INTO metrics VALUES(971,8,'train',6,3750,'time/eval_s',1.635222135000000021,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(972,8,'train',6,3750,'time/train_epoch_s',439.46334190499999295,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(973,8,'train',6,3750,'train/acc',0.33679999999999998827,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(974,8,'train',6,3750,'train/ce',1.6828766431511841261,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(975,8,'train',6,3750,'train/grad_norm',5.784800886535644615,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(976,8,'train',6,3750,'train/loss',2.3453739452362061257,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(977,8,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(978,8,'train',6,3750,'train/meta_bce',0.066249731212285778436,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(979,8,'train',6,3750,'train/routing/unrouted',0.0,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(980,8,'train',6,3750,'train/samples_per_s',45.510053041747120516,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(981,8,'train',6,3750,'val/acc',0.32200000000000000843,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(982,8,'train',6,3750,'val/ce',1.688303788056244592,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(983,8,'train',6,3750,'val/loss',2.4189650878906250319,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(984,8,'train',6,3750,'val/meta_bce',0.073066134451963332674,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(985,8,'train',6,3750,'val/routing/unrouted',0.0,0,'2026-11-26T11:56:24.134Z');
INSERT INTO metrics VALUES(986,9,'train',6,3750,'time/eval_s',1.8162364200000000735,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(987,9,'train',6,3750,'time/train_epoch_s',159.32170851000000766,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(988,9,'train',6,3750,'train/acc',0.15149999999999999578,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(989,9,'train',6,3750,'train/ce',2.0327840277118669476,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(990,9,'train',6,3750,'train/grad_norm',3.8538746002197266093,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(991,9,'train',6,3750,'train/loss',4.5637966773986820001,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(992,9,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(993,9,'train',6,3750,'train/meta_bce',0.25310126798519438917,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(994,9,'train',6,3750,'train/routing/unrouted',0.0,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(995,9,'train',6,3750,'train/samples_per_s',125.532171271843211,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(996,9,'train',6,3750,'val/acc',0.14799999999999999267,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(997,9,'train',6,3750,'val/ce',2.0412464345659109277,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(998,9,'train',6,3750,'val/loss',4.5558133087158205754,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(999,9,'train',6,3750,'val/meta_bce',0.25145669382973717675,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(1000,9,'train',6,3750,'val/routing/unrouted',0.0,0,'2026-11-26T11:58:46.743Z');
INSERT INTO metrics VALUES(1001,8,'train',7,4375,'time/eval_s',1.7202070679999998947,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1002,8,'train',7,4375,'time/train_epoch_s',158.36527699999999185,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1003,8,'train',7,4375,'train/acc',0.38609999999999999875,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1004,8,'train',7,4375,'train/ce',1.5690086662330322564,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1005,8,'train',7,4375,'train/grad_norm',5.9785727935791017628,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1006,8,'train',7,4375,'train/loss',2.1453075906753538149,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1007,8,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1008,8,'train',7,4375,'train/meta_bce',0.057629893043050620105,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1009,8,'train',7,4375,'train/routing/unrouted',0.0,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1010,8,'train',7,4375,'train/samples_per_s',126.29031047001546995,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1011,8,'train',7,4375,'val/acc',0.36999999999999999555,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1012,8,'train',7,4375,'val/ce',1.6269512786623743227,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1013,8,'train',7,4375,'val/loss',2.3232897663116456321,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1014,8,'train',7,4375,'val/meta_bce',0.069633853968362413588,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1015,8,'train',7,4375,'val/routing/unrouted',0.0,0,'2026-11-26T11:59:04.233Z');
INSERT INTO metrics VALUES(1016,9,'train',7,4375,'time/eval_s',1.7050296309999999344,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1017,9,'train',7,4375,'time/train_epoch_s',161.72052831900001024,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1018,9,'train',7,4375,'train/acc',0.1620000000000000051,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1019,9,'train',7,4375,'train/ce',2.0110436240533182683,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1020,9,'train',7,4375,'train/grad_norm',4.1810476100921629694,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1021,9,'train',7,4375,'train/loss',4.4028347911834719852,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1022,9,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1023,9,'train',7,4375,'train/meta_bce',0.2391791173431239148,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1024,9,'train',7,4375,'train/routing/unrouted',0.0,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1025,9,'train',7,4375,'train/samples_per_s',123.67013766211067604,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1026,9,'train',7,4375,'val/acc',0.14399999999999998911,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1027,9,'train',7,4375,'val/ce',2.0370697385846789906,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1028,9,'train',7,4375,'val/loss',4.4828160743713381108,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1029,9,'train',7,4375,'val/meta_bce',0.24457462952663655553,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1030,9,'train',7,4375,'val/routing/unrouted',0.0,0,'2026-11-26T12:01:30.185Z');
INSERT INTO metrics VALUES(1031,8,'train',8,5000,'time/eval_s',1.766625791999999917,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1032,8,'train',8,5000,'time/train_epoch_s',164.04844714500001146,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1033,8,'train',8,5000,'train/acc',0.40894999999999998019,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1034,8,'train',8,5000,'train/ce',1.50911074340770468,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1035,8,'train',8,5000,'train/grad_norm',6.1159357303619383827,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1036,8,'train',8,5000,'train/loss',2.0428481897354124896,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1037,8,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1038,8,'train',8,5000,'train/meta_bce',0.05337374515439965994,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1039,8,'train',8,5000,'train/routing/unrouted',0.0,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1040,8,'train',8,5000,'train/samples_per_s',121.91520461222222593,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1041,8,'train',8,5000,'val/acc',0.34999999999999997779,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1042,8,'train',8,5000,'val/ce',1.6292900454909160501,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1043,8,'train',8,5000,'val/loss',2.3194250450134279439,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1044,8,'train',8,5000,'val/meta_bce',0.069013499565273944691,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1045,8,'train',8,5000,'val/routing/unrouted',0.0,0,'2026-11-26T12:01:50.063Z');
INSERT INTO metrics VALUES(1046,8,'train',8,0,'test/acc',0.20599999999999998867,1,'2026-11-26T12:01:53.443Z');
INSERT INTO metrics VALUES(1047,8,'train',8,0,'test/ce',2.1758821237061569675,1,'2026-11-26T12:01:53.443Z');
INSERT INTO metrics VALUES(1048,8,'train',8,0,'test/loss',11.569558456420898195,1,'2026-11-26T12:01:53.443Z');
INSERT INTO metrics VALUES(1049,8,'train',8,0,'test/meta_bce',0.93936760527897955608,1,'2026-11-26T12:01:53.443Z');
INSERT INTO metrics VALUES(1050,8,'train',8,0,'test/routing/unrouted',0.0,1,'2026-11-26T12:01:53.443Z');
INSERT INTO metrics VALUES(1051,8,'train',8,0,'val/acc',0.34999999999999997779,1,'2026-11-26T12:01:53.443Z');
INSERT INTO metrics VALUES(1052,8,'train',8,0,'val/ce',1.6292900454909160501,1,'2026-11-26T12:01:53.443Z');
INSERT INTO metrics VALUES(1053,8,'train',8,0,'val/loss',2.3194250450134279439,1,'2026-11-26T12:01:53.443Z');
INSERT INTO metrics VALUES(1054,8,'train',8,0,'val/meta_bce',0.069013499565273944691,1,'2026-11-26T12:01:53.443Z');
INSERT INTO metrics VALUES(1055,8,'train',8,0,'val/routing/unrouted',0.0,1,'2026-11-26T12:01:53.443Z');
INSERT INTO metrics VALUES(1056,9,'train',8,5000,'time/eval_s',1.8339259539999999137,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1057,9,'train',8,5000,'time/train_epoch_s',160.20855115699998805,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1058,9,'train',8,5000,'train/acc',0.17155000000000000803,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1059,9,'train',8,5000,'train/ce',1.996975305646525145,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1060,9,'train',8,5000,'train/grad_norm',4.3649511238098144261,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1061,9,'train',8,5000,'train/loss',4.312567586135863884,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1062,9,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1063,9,'train',8,5000,'train/meta_bce',0.23155923140139703098,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1064,9,'train',8,5000,'train/routing/unrouted',0.0,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1065,9,'train',8,5000,'train/samples_per_s',124.83728150316113669,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1066,9,'train',8,5000,'val/acc',0.15599999999999999977,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1067,9,'train',8,5000,'val/ce',2.0323287593729197908,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1068,9,'train',8,5000,'val/loss',4.4625224761962893893,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1069,9,'train',8,5000,'val/meta_bce',0.2430193923195203276,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1070,9,'train',8,5000,'val/routing/unrouted',0.0,0,'2026-11-26T12:04:12.250Z');
INSERT INTO metrics VALUES(1071,9,'train',8,0,'test/acc',0.17000000000000001221,1,'2026-11-26T12:04:15.439Z');
INSERT INTO metrics VALUES(1072,9,'train',8,0,'test/ce',1.9894195928043085785,1,'2026-11-26T12:04:15.439Z');
INSERT INTO metrics VALUES(1073,9,'train',8,0,'test/loss',4.5713225097656247086,1,'2026-11-26T12:04:15.439Z');
INSERT INTO metrics VALUES(1074,9,'train',8,0,'test/meta_bce',0.25819030310644103254,1,'2026-11-26T12:04:15.439Z');
INSERT INTO metrics VALUES(1075,9,'train',8,0,'test/routing/unrouted',0.0,1,'2026-11-26T12:04:15.439Z');
INSERT INTO metrics VALUES(1076,9,'train',8,0,'val/acc',0.15599999999999999977,1,'2026-11-26T12:04:15.439Z');
INSERT INTO metrics VALUES(1077,9,'train',8,0,'val/ce',2.0323287593729197908,1,'2026-11-26T12:04:15.439Z');
INSERT INTO metrics VALUES(1078,9,'train',8,0,'val/loss',4.4625224761962893893,1,'2026-11-26T12:04:15.439Z');
INSERT INTO metrics VALUES(1079,9,'train',8,0,'val/meta_bce',0.2430193923195203276,1,'2026-11-26T12:04:15.439Z');
INSERT INTO metrics VALUES(1080,9,'train',8,0,'val/routing/unrouted',0.0,1,'2026-11-26T12:04:15.439Z');
INSERT INTO metrics VALUES(1081,10,'train',1,625,'time/eval_s',1.6274845909999999804,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1082,10,'train',1,625,'time/train_epoch_s',158.34453968200000417,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1083,10,'train',1,625,'train/acc',0.1066499999999999948,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1084,10,'train',1,625,'train/ce',2.0758453090389634709,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1085,10,'train',1,625,'train/grad_norm',4.7794198982238773609,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1086,10,'train',1,625,'train/loss',6.343192948913574547,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1087,10,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1088,10,'train',1,625,'train/meta_bce',0.42673476408201449494,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1089,10,'train',1,625,'train/routing/unrouted',0.0,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1090,10,'train',1,625,'train/samples_per_s',126.30684986148293092,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1091,10,'train',1,625,'val/acc',0.11799999999999999378,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1092,10,'train',1,625,'val/ce',2.0730020867435343667,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1093,10,'train',1,625,'val/loss',5.4632817001342770524,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1094,10,'train',1,625,'val/meta_bce',0.33902796415784791639,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1095,10,'train',1,625,'val/routing/unrouted',0.0,0,'2026-11-26T12:04:33.440Z');
INSERT INTO metrics VALUES(1096,10,'train',2,1250,'time/eval_s',1.4459159089999999991,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1097,10,'train',2,1250,'time/train_epoch_s',833.72128895499997723,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1098,10,'train',2,1250,'train/acc',0.11959999999999999797,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1099,10,'train',2,1250,'train/ce',2.0647247333795921697,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1100,10,'train',2,1250,'train/grad_norm',4.2718171977996828303,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1101,10,'train',2,1250,'train/loss',5.1832989677429202046,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1102,10,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1103,10,'train',2,1250,'train/meta_bce',0.31185742311602382415,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1104,10,'train',2,1250,'train/routing/unrouted',0.0,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1105,10,'train',2,1250,'train/samples_per_s',23.988832077286080135,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1106,10,'train',2,1250,'val/acc',0.077999999999999999888,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1107,10,'train',2,1250,'val/ce',2.0658588449186492397,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1108,10,'train',2,1250,'val/loss',5.021556564331055128,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1109,10,'train',2,1250,'val/meta_bce',0.29556978458568056167,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1110,10,'train',2,1250,'val/routing/unrouted',0.0,0,'2026-11-26T12:18:28.627Z');
INSERT INTO metrics VALUES(1111,10,'train',3,1875,'time/eval_s',1.7686049740000000518,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1112,10,'train',3,1875,'time/train_epoch_s',151.67270909999999162,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1113,10,'train',3,1875,'train/acc',0.12784999999999999142,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1114,10,'train',3,1875,'train/ce',2.0444877025866876607,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1115,10,'train',3,1875,'train/grad_norm',4.0020056489944462185,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1116,10,'train',3,1875,'train/loss',4.8958344551086430129,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1117,10,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1118,10,'train',3,1875,'train/meta_bce',0.28513467759869720596,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1119,10,'train',3,1875,'train/routing/unrouted',0.0,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1120,10,'train',3,1875,'train/samples_per_s',131.86287842207468656,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1121,10,'train',3,1875,'val/acc',0.096000000000000001998,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1122,10,'train',3,1875,'val/ce',2.0991379603872881709,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1123,10,'train',3,1875,'val/loss',4.8616980438232424432,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1124,10,'train',3,1875,'val/meta_bce',0.27625601507115943311,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1125,10,'train',3,1875,'val/routing/unrouted',0.0,0,'2026-11-26T12:21:02.075Z');
INSERT INTO metrics VALUES(1126,10,'train',4,2500,'time/eval_s',1.5611717210000000122,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1127,10,'train',4,2500,'time/train_epoch_s',158.92631015699998898,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1128,10,'train',4,2500,'train/acc',0.14110000000000000319,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1129,10,'train',4,2500,'train/ce',2.0275070983123657519,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1130,10,'train',4,2500,'train/grad_norm',3.7898792781829833131,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1131,10,'train',4,2500,'train/loss',4.726288363647460855,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1132,10,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1133,10,'train',4,2500,'train/meta_bce',0.26987813007161470801,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1134,10,'train',4,2500,'train/routing/unrouted',0.0,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1135,10,'train',4,2500,'train/samples_per_s',125.84448717296976383,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1136,10,'train',4,2500,'val/acc',0.14000000000000001332,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1137,10,'train',4,2500,'val/ce',2.0415848060772234795,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1138,10,'train',4,2500,'val/loss',4.6166860733032226704,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1139,10,'train',4,2500,'val/meta_bce',0.25751013196577393626,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1140,10,'train',4,2500,'val/routing/unrouted',0.0,0,'2026-11-26T12:23:42.570Z');
INSERT INTO metrics VALUES(1141,10,'train',5,3125,'time/eval_s',1.7274923319999999637,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1142,10,'train',5,3125,'time/train_epoch_s',156.89254247900001359,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1143,10,'train',5,3125,'train/acc',0.15584999999999998854,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1144,10,'train',5,3125,'train/ce',2.0055069841090942261,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1145,10,'train',5,3125,'train/grad_norm',3.9352030776977540149,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1146,10,'train',5,3125,'train/loss',4.500797732162475917,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1147,10,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1148,10,'train',5,3125,'train/meta_bce',0.24952907723208969659,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1149,10,'train',5,3125,'train/routing/unrouted',0.0,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1150,10,'train',5,3125,'train/samples_per_s',127.47578491614405038,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1151,10,'train',5,3125,'val/acc',0.15599999999999999977,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1152,10,'train',5,3125,'val/ce',2.0256104209827485718,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1153,10,'train',5,3125,'val/loss',4.3924724998474120596,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1154,10,'train',5,3125,'val/meta_bce',0.23668621547342857946,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1155,10,'train',5,3125,'val/routing/unrouted',0.0,0,'2026-11-26T12:26:21.208Z');
INSERT INTO metrics VALUES(1156,10,'train',6,3750,'time/eval_s',1.6280349860000000727,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1157,10,'train',6,3750,'time/train_epoch_s',155.70879598400000532,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1158,10,'train',6,3750,'train/acc',0.16445000000000001283,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1159,10,'train',6,3750,'train/ce',1.9875734864453018513,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1160,10,'train',6,3750,'train/grad_norm',4.2898359687805172058,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1161,10,'train',6,3750,'train/loss',4.2979917751312255447,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1162,10,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1163,10,'train',6,3750,'train/meta_bce',0.23104183064225403132,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1164,10,'train',6,3750,'train/routing/unrouted',0.0,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1165,10,'train',6,3750,'train/samples_per_s',128.44489531635142043,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1166,10,'train',6,3750,'val/acc',0.14599999999999999089,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1167,10,'train',6,3750,'val/ce',2.0077342015306141043,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1168,10,'train',6,3750,'val/loss',4.2351039123535159092,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1169,10,'train',6,3750,'val/meta_bce',0.22273698306778344502,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1170,10,'train',6,3750,'val/routing/unrouted',0.0,0,'2026-11-26T12:28:58.555Z');
INSERT INTO metrics VALUES(1171,10,'train',7,4375,'time/eval_s',1.5725555730000000398,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1172,10,'train',7,4375,'time/train_epoch_s',153.91851335800001266,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1173,10,'train',7,4375,'train/acc',0.17969999999999999862,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1174,10,'train',7,4375,'train/ce',1.9655739868127903857,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1175,10,'train',7,4375,'train/grad_norm',4.4385333679199217016,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1176,10,'train',7,4375,'train/loss',4.1476355159759519253,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1177,10,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1178,10,'train',7,4375,'train/meta_bce',0.21820615569310652936,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1179,10,'train',7,4375,'train/routing/unrouted',0.0,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1180,10,'train',7,4375,'train/samples_per_s',129.93888495714531927,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1181,10,'train',7,4375,'val/acc',0.14799999999999999267,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1182,10,'train',7,4375,'val/ce',2.0063468464296994042,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1183,10,'train',7,4375,'val/loss',4.181145843505859716,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1184,10,'train',7,4375,'val/meta_bce',0.21747990473115627607,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1185,10,'train',7,4375,'val/routing/unrouted',0.0,0,'2026-11-26T12:31:34.057Z');
INSERT INTO metrics VALUES(1186,10,'train',8,5000,'time/eval_s',1.6729505629999998905,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1187,10,'train',8,5000,'time/train_epoch_s',158.09011697400001139,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1188,10,'train',8,5000,'train/acc',0.18559999999999998721,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1189,10,'train',8,5000,'train/ce',1.9516661104643833191,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1190,10,'train',8,5000,'train/grad_norm',4.5836478275299068485,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1191,10,'train',8,5000,'train/loss',4.0667240547180174559,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1192,10,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1193,10,'train',8,5000,'train/meta_bce',0.21150579721117324094,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1194,10,'train',8,5000,'train/routing/unrouted',0.0,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1195,10,'train',8,5000,'train/samples_per_s',126.51012209251044282,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1196,10,'train',8,5000,'val/acc',0.14999999999999999444,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1197,10,'train',8,5000,'val/ce',2.0045889422050753303,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1198,10,'train',8,5000,'val/loss',4.1729238433837894106,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1199,10,'train',8,5000,'val/meta_bce',0.2168334937858019118,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1200,10,'train',8,5000,'val/routing/unrouted',0.0,0,'2026-11-26T12:34:13.829Z');
INSERT INTO metrics VALUES(1201,10,'train',8,0,'test/acc',0.16600000000000000865,1,'2026-11-26T12:34:17.044Z');
INSERT INTO metrics VALUES(1202,10,'train',8,0,'test/ce',2.0696384146001753912,1,'2026-11-26T12:34:17.044Z');
INSERT INTO metrics VALUES(1203,10,'train',8,0,'test/loss',13.488351142883301392,1,'2026-11-26T12:34:17.044Z');
INSERT INTO metrics VALUES(1204,10,'train',8,0,'test/meta_bce',1.1418712814362419472,1,'2026-11-26T12:34:17.044Z');
INSERT INTO metrics VALUES(1205,10,'train',8,0,'test/routing/unrouted',0.0,1,'2026-11-26T12:34:17.044Z');
INSERT INTO metrics VALUES(1206,10,'train',8,0,'val/acc',0.14999999999999999444,1,'2026-11-26T12:34:17.044Z');
INSERT INTO metrics VALUES(1207,10,'train',8,0,'val/ce',2.0045889422050753303,1,'2026-11-26T12:34:17.044Z');
INSERT INTO metrics VALUES(1208,10,'train',8,0,'val/loss',4.1729238433837894106,1,'2026-11-26T12:34:17.044Z');
INSERT INTO metrics VALUES(1209,10,'train',8,0,'val/meta_bce',0.2168334937858019118,1,'2026-11-26T12:34:17.044Z');
INSERT INTO metrics VALUES(1210,10,'train',8,0,'val/routing/unrouted',0.0,1,'2026-11-26T12:34:17.044Z');
CREATE TABLE artifacts (
  id          INTEGER PRIMARY KEY,
  trial_id    INTEGER NOT NULL REFERENCES trials(id) ON DELETE CASCADE,
  phase       TEXT NOT NULL,
  epoch       INTEGER NOT NULL,
  kind        TEXT NOT NULL,
  path        TEXT NOT NULL,
  sha256      TEXT NOT NULL,
  bytes       INTEGER NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO artifacts VALUES(1,1,'train',8,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/45934b71a032325f/train.last.a1e8.pt','0aa16b03ba6adecffda9ba4a9298dfd0de85ad76c31dacfbfae0083dbc67d80e',2119983,'2026-11-26T10:22:48.713Z');
INSERT INTO artifacts VALUES(2,1,'train',8,'final','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/45934b71a032325f/train.final.a1e8.pt','73b90b3ad01e3e08c3f5b7ceeaa99ad5cb8fb47276914c20a1fb0fa2b5f65449',691634,'2026-11-26T10:22:51.152Z');
INSERT INTO artifacts VALUES(3,2,'train',8,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/10a5d5b3a554744b/train.last.a1e8.pt','8b4505d6a30cd7f7ac733b1586b1a4bd74090321947714e81d9207c50e23741b',2119983,'2026-11-26T10:34:32.404Z');
INSERT INTO artifacts VALUES(4,2,'train',8,'final','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/10a5d5b3a554744b/train.final.a1e8.pt','c8627e8560f048ef5ef3360302f53f028a4908698cbcc53a58a09659574c2176',691634,'2026-11-26T10:34:34.540Z');
INSERT INTO artifacts VALUES(5,3,'train',8,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/4348125245f493b5/train.last.a1e8.pt','b87364bcd036313efa19cf1ae903c4283332530860fa785c821cc6946a3c8f4e',2119983,'2026-11-26T10:45:17.368Z');
INSERT INTO artifacts VALUES(6,3,'train',8,'final','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/4348125245f493b5/train.final.a1e8.pt','2d24e2aaece3f5459b6ad802d20dc79f7f20c997e17f9b9e878937739f521c3f',691634,'2026-11-26T10:45:19.195Z');
INSERT INTO artifacts VALUES(17,4,'train',8,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/51f41593390165cb/train.last.a2e8.pt','048e7a03956238f987d4360f484818201afb2b6b294bbf7c47c74dca5077da3f',2119983,'2026-11-26T11:07:38.727Z');
INSERT INTO artifacts VALUES(18,4,'train',8,'final','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/51f41593390165cb/train.final.a2e8.pt','04310304dc71ab9578ba2dc2b9a055d636f82199a2be811e9af82a6c0fd39ff8',691634,'2026-11-26T11:07:40.459Z');
INSERT INTO artifacts VALUES(19,5,'train',8,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/094664885ac05ae6/train.last.a2e8.pt','2c0686ab6c402d5064f75b5cb36fdab90417a21d3d81cac425d3fca78baf82db',2119983,'2026-11-26T11:10:19.606Z');
INSERT INTO artifacts VALUES(20,5,'train',8,'final','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/094664885ac05ae6/train.final.a2e8.pt','02dd8d3ff4d22ed3e2effc0629675b2f96ee5eb154d56fc0c171567e5ba665cb',691634,'2026-11-26T11:10:21.306Z');
INSERT INTO artifacts VALUES(33,6,'train',8,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/c45c05726312fdd8/train.last.a1e8.pt','58878368ed33a4ea8345f8f3e48919e44c115e3ca40c052c8b7fe83fe2ba821e',1289902,'2026-11-26T11:30:33.747Z');
INSERT INTO artifacts VALUES(34,6,'train',8,'routing','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/c45c05726312fdd8/train.routing.json','1d64a36c50d5fd7e523c6d747847f6e82a271341d41d3fb31982318bf7b344ea',4067,'2026-11-26T11:30:37.605Z');
INSERT INTO artifacts VALUES(35,6,'train',8,'final','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/c45c05726312fdd8/train.final.a1e8.pt','7aec73be7fb478496898accd06afc2d427001a435919cc54343675cb67b0e6ce',421425,'2026-11-26T11:30:37.607Z');
INSERT INTO artifacts VALUES(36,7,'train',8,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/62ed889496cb2d09/train.last.a1e8.pt','008410bd037036ac3a38b2029ce7ef3554a481e65929b573cb163e614818d598',1289902,'2026-11-26T11:36:39.749Z');
INSERT INTO artifacts VALUES(37,7,'train',8,'routing','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/62ed889496cb2d09/train.routing.json','f4347a65db8e3dff3c20c2e5cc30bbf37840fda25bf5f732beaa742edfa57487',4158,'2026-11-26T11:36:43.527Z');
INSERT INTO artifacts VALUES(38,7,'train',8,'final','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/62ed889496cb2d09/train.final.a1e8.pt','8fed212bf20fa70559bd22b62d52248300989a0371c881770e201169ea102085',421425,'2026-11-26T11:36:43.529Z');
INSERT INTO artifacts VALUES(53,8,'train',8,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/abf91e314a4f9a6a/train.last.a1e8.pt','2b80c5cbfb4d19702df64955ecc37815ebd766992eec693abb661af87c340316',1289774,'2026-11-26T12:01:50.073Z');
INSERT INTO artifacts VALUES(54,8,'train',8,'routing','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/abf91e314a4f9a6a/train.routing.json','a61eb4e0512abed931fb5bdd6b266a69049fa519abf16369b3fd385cb9aa7350',4467,'2026-11-26T12:01:53.436Z');
INSERT INTO artifacts VALUES(55,8,'train',8,'final','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/abf91e314a4f9a6a/train.final.a1e8.pt','c5797073360be5c3210252b7267498ebfac031cae9774a73f04b192113c539d7',421425,'2026-11-26T12:01:53.441Z');
INSERT INTO artifacts VALUES(56,9,'train',8,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/2cb5177a38146a63/train.last.a1e8.pt','5660e9b49b3a3a19be71dca93e23af83b5e5101733e2d54a15467414d310962d',1289902,'2026-11-26T12:04:12.257Z');
INSERT INTO artifacts VALUES(57,9,'train',8,'routing','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/2cb5177a38146a63/train.routing.json','e5cffb73b6f795669f7e11646961bfc7350776c12d35b0454f0f83823e17ad71',4212,'2026-11-26T12:04:15.432Z');
INSERT INTO artifacts VALUES(58,9,'train',8,'final','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/2cb5177a38146a63/train.final.a1e8.pt','050d7d7ec21e298badf380ec1ffc5e673d5c4e88a82580bf98e0440d73ad1062',421425,'2026-11-26T12:04:15.437Z');
INSERT INTO artifacts VALUES(59,10,'train',8,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/c1de33695f7e8b15/train.last.a1e8.pt','d4d8299273ce3567cfaab62feead9403200945efa8eb248e219394a5cf147bf6',1289774,'2026-11-26T12:34:13.835Z');
INSERT INTO artifacts VALUES(60,10,'train',8,'routing','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/c1de33695f7e8b15/train.routing.json','d23fd2704929c6cfc58b2a2b4a7a7003a7f521d10194574960b130232e29d6b2',4306,'2026-11-26T12:34:17.042Z');
INSERT INTO artifacts VALUES(61,10,'train',8,'final','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/c1de33695f7e8b15/train.final.a1e8.pt','5955aa98eb5af309ba530a3d751b48b68c46cae93908f65d474f625c73ed5f44',421425,'2026-11-26T12:34:17.044Z');
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
CREATE TABLE notes (
  id          INTEGER PRIMARY KEY,
  sweep_id    INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  trial_id    INTEGER REFERENCES trials(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('tag', 'note')),
  text        TEXT NOT NULL CHECK (length(text) > 0),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX runs_by_sweep ON runs(sweep_id, id);
CREATE INDEX trials_by_sweep_status ON trials(sweep_id, status, idx);
CREATE INDEX params_by_key ON params(key);
CREATE UNIQUE INDEX metrics_history ON metrics(trial_id, phase, name, epoch, step)
  WHERE is_final = 0;
CREATE UNIQUE INDEX metrics_final ON metrics(trial_id, phase, name) WHERE is_final = 1;
CREATE INDEX metrics_by_name ON metrics(name, is_final);
CREATE INDEX artifacts_by_trial ON artifacts(trial_id, phase, kind);
CREATE INDEX rungs_by_rung ON rungs(phase, rung, unit);
CREATE UNIQUE INDEX notes_one_tag ON notes(sweep_id, ifnull(trial_id, 0), text) WHERE kind = 'tag';
CREATE INDEX notes_by_trial ON notes(trial_id);
CREATE VIEW final_metrics AS
SELECT t.id AS trial_id, s.name AS sweep, t.idx, t.task, t.model, t.seed, t.status,
       m.phase, m.name AS metric, m.value, m.epoch, m.step
FROM metrics m
JOIN trials t ON t.id = m.trial_id
JOIN sweeps s ON s.id = t.sweep_id
WHERE m.is_final = 1;
CREATE VIEW metric_history AS
SELECT t.id AS trial_id, s.name AS sweep, t.idx, t.task, t.model, t.seed,
       m.phase, m.epoch, m.step, m.name AS metric, m.value, m.recorded_at
FROM metrics m
JOIN trials t ON t.id = m.trial_id
JOIN sweeps s ON s.id = t.sweep_id
WHERE m.is_final = 0;
CREATE VIEW trials_wide AS
SELECT s.name AS sweep, t.id AS trial_id, t.idx, t.config_hash, t.task, t.model, t.seed,
       t.status, t.started_at, t.ended_at, f.phase AS phase,
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'attn_dropout') AS "attn_dropout",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'code_dim') AS "code_dim",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'code_modulation') AS "code_modulation",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'depth') AS "depth",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'dim') AS "dim",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'dropout') AS "dropout",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'eps') AS "eps",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'fc_after_attention') AS "fc_after_attention",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'halt_bias_init') AS "halt_bias_init",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'halt_epsilon') AS "halt_epsilon",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'halting') AS "halting",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'head_dim') AS "head_dim",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'heads') AS "heads",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'init_std') AS "init_std",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'learnable_signatures') AS "learnable_signatures",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'mlp_hidden') AS "mlp_hidden",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'n_f') AS "n_f",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'n_i') AS "n_i",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'n_l') AS "n_l",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'n_s') AS "n_s",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'ponder_cost') AS "ponder_cost",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'rel_pos') AS "rel_pos",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'residual') AS "residual",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'scale_attention') AS "scale_attention",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'sigma_init') AS "sigma_init",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'tau') AS "tau",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'type_dim') AS "type_dim",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.antialias') AS "task.antialias",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.beta') AS "task.beta",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.cnn_channels') AS "task.cnn_channels",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.cnn_layers') AS "task.cnn_layers",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.data_subdir') AS "task.data_subdir",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.distractors') AS "task.distractors",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.generator_seed') AS "task.generator_seed",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.max_triples') AS "task.max_triples",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.min_triples') AS "task.min_triples",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.panel_pool') AS "task.panel_pool",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.position_std') AS "task.position_std",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.regime') AS "task.regime",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.source') AS "task.source",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.test_size') AS "task.test_size",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.train_size') AS "task.train_size",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.val_size') AS "task.val_size",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.batch_size') AS "train.batch_size",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.beta1') AS "train.beta1",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.beta2') AS "train.beta2",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.checkpoint_every') AS "train.checkpoint_every",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.early_stop_patience') AS "train.early_stop_patience",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.epochs') AS "train.epochs",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.eval_batch_size') AS "train.eval_batch_size",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.grad_clip') AS "train.grad_clip",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.lr') AS "train.lr",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.max_eval_batches') AS "train.max_eval_batches",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.max_train_batches') AS "train.max_train_batches",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.min_lr') AS "train.min_lr",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.schedule') AS "train.schedule",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.warmup_epochs') AS "train.warmup_epochs",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.weight_decay') AS "train.weight_decay",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/acc' AND m.is_final = 1) AS "test/acc",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/ce' AND m.is_final = 1) AS "test/ce",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/loss' AND m.is_final = 1) AS "test/loss",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/meta_bce' AND m.is_final = 1) AS "test/meta_bce",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/routing/unrouted' AND m.is_final = 1) AS "test/routing/unrouted",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/acc' AND m.is_final = 1) AS "val/acc",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/ce' AND m.is_final = 1) AS "val/ce",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/loss' AND m.is_final = 1) AS "val/loss",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/meta_bce' AND m.is_final = 1) AS "val/meta_bce",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/routing/unrouted' AND m.is_final = 1) AS "val/routing/unrouted"
FROM trials t
JOIN sweeps s ON s.id = t.sweep_id
LEFT JOIN (SELECT trial_id, phase FROM metrics WHERE id IN
           (SELECT max(id) FROM metrics WHERE is_final = 1 GROUP BY trial_id)) f
  ON f.trial_id = t.id;
COMMIT;
PRAGMA user_version = 5;
