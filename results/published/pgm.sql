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
INSERT INTO sweeps VALUES(1,'pgm_cpu_regimes','sweeps/pgm_cpu_regimes.toml',replace('# The five held-out PGM regimes (§4.3, Table 2) at pgm_cpu.toml''s CPU scale, NI against ViT (the\n# models of pgm_cpu.toml), one seed: train and val from each regime''s training distribution,\n# test from its held-out one (interpolation: odd attribute values held out; extrapolation: the\n# upper half; attr.rels, attr.rel.pairs, attrs.pairs: held-out triples, triple pairs, attribute\n# pairs). One triple per puzzle as in pgm_cpu.toml, except attr.rel.pairs and attrs.pairs, whose\n# held-out sets are pairs and so need 2 triples per puzzle (their [[models]] entries).\n#\n#   nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --jobs 2\n#   nilab compare pgm_cpu_regimes --db results/pgm.sqlite --metric val/acc --metric test/acc\n#\n# The NI''s residual is the authors'' form (residual = "code", their preset''s no_residual), chosen\n# by measurement (issue 23): with Eq. 11 as printed ("paper", the first version of this file,\n# explore/pgm_cpu_regimes_residual_paper.toml) the NI trailed the ViT on val in all five regimes\n# (paired NI - ViT -0.064, 95% CI [-0.100, -0.027]); on interpolation, seed 0, the "code" form\n# took the NI from 0.490 / 0.444 to 0.546 / 0.528 val / test (explore/pgm_cpu_residual_probe.toml,\n# results/published/pgm_probe.sql). The ViT is unchanged.\n# Here: the probe''s NI trial took 22 min at one thread, beside one other one-thread run\n# (2026-11-26). Gave: running (docs/results.md).\nname = "pgm_cpu_regimes"\ndescription = "PGM held-out regimes at CPU scale (20k generated puzzles, constant distractors), NI (residual = code) vs ViT, seed 0"\nseeds = [0]\n\n[task]\nname = "pgm"\nparams = { source = "generator", train_size = 20000, val_size = 500, test_size = 500, generator_seed = 0, min_triples = 1, max_triples = 1, distractors = "constant", panel_pool = 2, cnn_layers = 3, cnn_channels = 16, beta = 10.0 }\n\n[train]\nepochs = 8\nbatch_size = 32\neval_batch_size = 64\nlr = 2e-3\nmin_lr = 1e-5\nweight_decay = 0.0\nwarmup_epochs = 0.5\ngrad_clip = 1.0\n\n[[models]]\nname = "vit"   # = pgm_cpu''s ViT\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128 }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "vit"\nparams = { depth = 4, dim = 64, heads = 4, mlp_hidden = 128, "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n\n[[models]]\nname = "ni"    # = pgm_cpu''s NI, with the authors'' residual form\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code" }\ngrid = { "task.regime" = ["interpolation", "extrapolation", "attr.rels"] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code", "task.min_triples" = 2, "task.max_triples" = 2 }\ngrid = { "task.regime" = ["attr.rel.pairs", "attrs.pairs"] }\n','\n',char(10)),'{}','2026-11-26T10:03:13.733Z','2026-11-26T10:48:18.132Z');
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
INSERT INTO trials VALUES(4,1,3,'51f41593390165cb','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attr.rel.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attr.rel.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','vit',0,'running',NULL,1,'vm:24602','2026-11-26T10:50:19.217Z','2026-11-26T10:03:13.734Z','2026-11-26T10:45:19.197Z',NULL,'{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"[shape, color, progression] + [shape, number, consistent_union]; [shape, color, progression] + [shape, type, progression]; [shape, color, XOR] + [shape, number, progression]; [shape, color, XOR] + [line, color, progression]; [shape, color, XOR] + [line, color, XOR]; [shape, color, XOR] + [line, type, consistent_union]; [shape, color, OR] + [shape, number, consistent_union]; [shape, color, OR] + [shape, type, XOR]; [shape, color, AND] + [shape, number, consistent_union]; [shape, color, AND] + [shape, type, progression]; [shape, color, AND] + [line, color, XOR]; [shape, color, AND] + [line, color, OR]; [shape, number, progression] + [line, type, XOR]; [shape, position, XOR] + [line, color, AND]; [shape, position, XOR] + [line, type, AND]; [shape, position, OR] + [shape, size, progression]; [shape, position, OR] + [shape, size, AND]; [shape, position, OR] + [line, color, OR]; [shape, position, AND] + [shape, size, AND]; [shape, position, AND] + [line, color, consistent_union]; [shape, size, progression] + [shape, type, AND]; [shape, size, progression] + [line, type, consistent_union]; [shape, size, XOR] + [line, type, XOR]; [shape, size, XOR] + [line, type, AND]; [shape, size, AND] + [line, color, OR]; [shape, size, AND] + [line, type, XOR]; [shape, size, consistent_union] + [shape, type, progression]; [shape, size, consistent_union] + [shape, type, OR]; [shape, size, consistent_union] + [line, color, consistent_union]; [shape, type, progression] + [line, color, XOR]; [shape, type, progression] + [line, type, XOR]; [shape, type, progression] + [line, type, AND]; [shape, type, OR] + [line, type, OR]; [shape, type, consistent_union] + [line, type, consistent_union]; [line, color, consistent_union] + [line, type, consistent_union]","pgm.regime":"attr.rel.pairs","pgm.source":"generator","pgm.triples":"2-2"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','29bb7a0dd3a1246c2d4aeb7348f051cfb3fc81e7',1,'0.1.0','1.13.0',5,'cpu',1,166269,134016,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(5,1,4,'094664885ac05ae6','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attrs.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attrs.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','vit',0,'running',NULL,1,'vm:1628','2026-11-26T10:50:18.157Z','2026-11-26T10:03:13.734Z','2026-11-26T10:48:18.139Z',NULL,'{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"shape-number + line-color; shape-position + shape-type; shape-size + shape-type; shape-size + line-color","pgm.regime":"attrs.pairs","pgm.source":"generator","pgm.triples":"2-2"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','fa4b233a551dff07d03bb0b83c99b1bfd7f265dc',1,'0.1.0','1.13.0',5,'cpu',1,166269,134016,'nilab run sweeps/pgm_cpu_regimes.toml --db results/pgm.sqlite --threads 1 -q');
INSERT INTO trials VALUES(6,1,5,'c45c05726312fdd8','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"interpolation","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"interpolation","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'queued',NULL,0,NULL,NULL,'2026-11-26T10:03:13.734Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(7,1,6,'62ed889496cb2d09','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"extrapolation","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"extrapolation","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'queued',NULL,0,NULL,NULL,'2026-11-26T10:03:13.734Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(8,1,7,'abf91e314a4f9a6a','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"attr.rels","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"attr.rels","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'queued',NULL,0,NULL,NULL,'2026-11-26T10:03:13.735Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(9,1,8,'2cb5177a38146a63','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attr.rel.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attr.rel.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'queued',NULL,0,NULL,NULL,'2026-11-26T10:03:13.735Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(10,1,9,'c1de33695f7e8b15','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attrs.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":2,"min_triples":2,"panel_pool":2,"position_std":0.02,"regime":"attrs.pairs","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'queued',NULL,0,NULL,NULL,'2026-11-26T10:03:13.735Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
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
INSERT INTO phases VALUES(4,4,'train','running',3,'2026-11-26T10:45:19.200Z',NULL);
INSERT INTO phases VALUES(5,5,'train','running',0,'2026-11-26T10:48:18.143Z',NULL);
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
INSERT INTO artifacts VALUES(7,4,'train',3,'checkpoint','results/checkpoints/29a0dbc3cb08b0a9d0183843ca44e1af/pgm_cpu_regimes/51f41593390165cb/train.last.a1e3.pt','47306339335c89effc43ccaac7f29ea5850e53c79367d0fa46bf8d56e098e205',2119983,'2026-11-26T10:50:13.644Z');
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
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/acc' AND m.is_final = 1) AS "val/acc",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/ce' AND m.is_final = 1) AS "val/ce",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/loss' AND m.is_final = 1) AS "val/loss",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/meta_bce' AND m.is_final = 1) AS "val/meta_bce"
FROM trials t
JOIN sweeps s ON s.id = t.sweep_id
LEFT JOIN (SELECT trial_id, phase FROM metrics WHERE id IN
           (SELECT max(id) FROM metrics WHERE is_final = 1 GROUP BY trial_id)) f
  ON f.trial_id = t.id;
COMMIT;
