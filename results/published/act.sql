PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info VALUES('id','385e88b5819eb0d5bafd3361e1d211be');
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);
INSERT INTO sweeps VALUES(1,'act_fuzzy_boolean','sweeps/act_fuzzy_boolean.toml',replace('# Adaptive computation (ACT) against fixed function iterations on fuzzy Boolean (pretraining\n# functions). The fixed NI runs n_i = 4 and is evaluated at 1..4 iterations (the anytime curve),\n# and is also trained at n_i = 1, 2, 3; the ACT NIs halt per sample (three ponder costs) or per\n# token after at most 4 iterations. Same seed, same initial weights (the halting unit is drawn\n# last). Residual "code": the iteration states ACT mixes keep one scale.\n#\n#   nilab run sweeps/act_fuzzy_boolean.toml --jobs 3      (about 6 min on 2 cores)\n#   nilab report --sweep act_fuzzy_boolean -o act.html    (accuracy vs mean iterations)\n#\n# The ponder cost is added to the task''s loss, so its scale is relative to it: this task''s MSE\n# is ~1e-3, and a cost of 3e-4 per iteration already outweighs what iterations buy (measured:\n# README, "Measured on this machine").\nname = "act_fuzzy_boolean"\ndescription = "ACT-NI vs fixed-n_i NI on fuzzy Boolean: accuracy against mean iterations"\nseeds = [0]\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 16384 }\n\n[train]\nepochs = 5\nbatch_size = 128\nlr = 4e-2\nweight_decay = 0.0\nwarmup_epochs = 0.25\neval_batch_size = 512\n\n[[models]]\nname = "ni"\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_i = 4\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "none"\n\n[[models]]\nname = "ni"\ngrid = { ponder_cost = [1e-5, 1e-4, 1e-3] }\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_i = 4\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "act_sample"\nhalt_bias_init = -2.0\n\n[[models]]\nname = "ni"\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_i = 4\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "act_token"\nhalt_bias_init = -2.0\nponder_cost = 1e-3\n\n# The fixed NI trained at fewer iterations: does ACT beat simply training with fewer?\n[[models]]\nname = "ni"\ngrid = { n_i = [1, 2, 3] }\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "none"\n\n[[phases]]\nname = "pretrain"\ntask = { function_set = "pretrain" }\neval_iterations = [1, 2, 3, 4]\n','\n',char(10)),'{}','2026-11-26T00:20:10.434Z','2026-11-26T00:20:10.434Z');
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
INSERT INTO runs VALUES(1,1,'2026-11-26T00:20:10.438Z','nilab run sweeps/act_fuzzy_boolean.toml --db results/act.sqlite --threads 1 -q','sweeps/act_fuzzy_boolean.toml','[]',replace('# Adaptive computation (ACT) against fixed function iterations on fuzzy Boolean (pretraining\n# functions). The fixed NI runs n_i = 4 and is evaluated at 1..4 iterations (the anytime curve),\n# and is also trained at n_i = 1, 2, 3; the ACT NIs halt per sample (three ponder costs) or per\n# token after at most 4 iterations. Same seed, same initial weights (the halting unit is drawn\n# last). Residual "code": the iteration states ACT mixes keep one scale.\n#\n#   nilab run sweeps/act_fuzzy_boolean.toml --jobs 3      (about 6 min on 2 cores)\n#   nilab report --sweep act_fuzzy_boolean -o act.html    (accuracy vs mean iterations)\n#\n# The ponder cost is added to the task''s loss, so its scale is relative to it: this task''s MSE\n# is ~1e-3, and a cost of 3e-4 per iteration already outweighs what iterations buy (measured:\n# README, "Measured on this machine").\nname = "act_fuzzy_boolean"\ndescription = "ACT-NI vs fixed-n_i NI on fuzzy Boolean: accuracy against mean iterations"\nseeds = [0]\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 16384 }\n\n[train]\nepochs = 5\nbatch_size = 128\nlr = 4e-2\nweight_decay = 0.0\nwarmup_epochs = 0.25\neval_batch_size = 512\n\n[[models]]\nname = "ni"\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_i = 4\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "none"\n\n[[models]]\nname = "ni"\ngrid = { ponder_cost = [1e-5, 1e-4, 1e-3] }\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_i = 4\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "act_sample"\nhalt_bias_init = -2.0\n\n[[models]]\nname = "ni"\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_i = 4\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "act_token"\nhalt_bias_init = -2.0\nponder_cost = 1e-3\n\n# The fixed NI trained at fewer iterations: does ACT beat simply training with fewer?\n[[models]]\nname = "ni"\ngrid = { n_i = [1, 2, 3] }\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "none"\n\n[[phases]]\nname = "pretrain"\ntask = { function_set = "pretrain" }\neval_iterations = [1, 2, 3, 4]\n','\n',char(10)));
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
INSERT INTO trials VALUES(1,1,0,'779b4c69aefa906f','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:16804','2026-11-26T00:21:20.711Z','2026-11-26T00:20:10.435Z','2026-11-26T00:20:10.444Z','2026-11-26T00:21:20.726Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','fa109f27749ed8ef9d5d86989575289721aec0ca',1,'0.1.0','1.13.0',2,'cpu',1,18450,17489,'nilab run sweeps/act_fuzzy_boolean.toml --db results/act.sqlite --threads 1 -q');
INSERT INTO trials VALUES(2,1,1,'ef38cf0b357c4a82','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":-2.0,"halt_epsilon":0.01,"halting":"act_sample","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":1e-05,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:16804','2026-11-26T00:22:57.696Z','2026-11-26T00:20:10.435Z','2026-11-26T00:21:20.727Z','2026-11-26T00:22:57.713Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','fa109f27749ed8ef9d5d86989575289721aec0ca',1,'0.1.0','1.13.0',2,'cpu',1,18483,17522,'nilab run sweeps/act_fuzzy_boolean.toml --db results/act.sqlite --threads 1 -q');
INSERT INTO trials VALUES(3,1,2,'57b302d8a66bc671','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":-2.0,"halt_epsilon":0.01,"halting":"act_sample","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.0001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:16804','2026-11-26T00:24:07.242Z','2026-11-26T00:20:10.435Z','2026-11-26T00:22:57.714Z','2026-11-26T00:24:07.244Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','fa109f27749ed8ef9d5d86989575289721aec0ca',1,'0.1.0','1.13.0',2,'cpu',1,18483,17522,'nilab run sweeps/act_fuzzy_boolean.toml --db results/act.sqlite --threads 1 -q');
INSERT INTO trials VALUES(4,1,3,'9eb7c2d899965abb','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":-2.0,"halt_epsilon":0.01,"halting":"act_sample","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:16804','2026-11-26T00:25:24.631Z','2026-11-26T00:20:10.436Z','2026-11-26T00:24:07.244Z','2026-11-26T00:25:24.637Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','fa109f27749ed8ef9d5d86989575289721aec0ca',1,'0.1.0','1.13.0',2,'cpu',1,18483,17522,'nilab run sweeps/act_fuzzy_boolean.toml --db results/act.sqlite --threads 1 -q');
INSERT INTO trials VALUES(5,1,4,'8c90bcaf37f3c2d6','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":-2.0,"halt_epsilon":0.01,"halting":"act_token","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:16804','2026-11-26T00:26:27.573Z','2026-11-26T00:20:10.436Z','2026-11-26T00:25:24.637Z','2026-11-26T00:26:27.576Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','fa109f27749ed8ef9d5d86989575289721aec0ca',1,'0.1.0','1.13.0',2,'cpu',1,18483,17522,'nilab run sweeps/act_fuzzy_boolean.toml --db results/act.sqlite --threads 1 -q');
INSERT INTO trials VALUES(6,1,5,'3e1093caf3c36766','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":1,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:16804','2026-11-26T00:27:33.970Z','2026-11-26T00:20:10.436Z','2026-11-26T00:26:27.577Z','2026-11-26T00:27:33.974Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','fa109f27749ed8ef9d5d86989575289721aec0ca',1,'0.1.0','1.13.0',2,'cpu',1,18450,17489,'nilab run sweeps/act_fuzzy_boolean.toml --db results/act.sqlite --threads 1 -q');
INSERT INTO trials VALUES(7,1,6,'d1c5e04d1683ff81','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:16804','2026-11-26T00:28:08.218Z','2026-11-26T00:20:10.436Z','2026-11-26T00:27:33.974Z','2026-11-26T00:28:08.221Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','fa109f27749ed8ef9d5d86989575289721aec0ca',1,'0.1.0','1.13.0',2,'cpu',1,18450,17489,'nilab run sweeps/act_fuzzy_boolean.toml --db results/act.sqlite --threads 1 -q');
INSERT INTO trials VALUES(8,1,7,'c4e57a31044d8232','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":3,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:16804','2026-11-26T00:28:58.181Z','2026-11-26T00:20:10.436Z','2026-11-26T00:28:08.221Z','2026-11-26T00:28:58.184Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','fa109f27749ed8ef9d5d86989575289721aec0ca',1,'0.1.0','1.13.0',2,'cpu',1,18450,17489,'nilab run sweeps/act_fuzzy_boolean.toml --db results/act.sqlite --threads 1 -q');
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
INSERT INTO params VALUES(1,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(1,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(1,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(1,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(1,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(1,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(1,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(1,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(1,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(1,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(1,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(1,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(1,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(1,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(1,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(1,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(1,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(1,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(1,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(1,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(1,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(1,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(1,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(1,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(1,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(1,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(1,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(1,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(2,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(2,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(2,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(2,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'halt_bias_init','float',NULL,-2.0,NULL);
INSERT INTO params VALUES(2,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(2,'halting','string',NULL,NULL,'act_sample');
INSERT INTO params VALUES(2,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(2,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(2,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(2,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'ponder_cost','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(2,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(2,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(2,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(2,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(2,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(2,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(2,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(2,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(2,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(2,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(2,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(2,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(2,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(2,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(2,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(2,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(2,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(2,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(2,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(3,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(3,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(3,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(3,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'halt_bias_init','float',NULL,-2.0,NULL);
INSERT INTO params VALUES(3,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(3,'halting','string',NULL,NULL,'act_sample');
INSERT INTO params VALUES(3,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(3,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(3,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(3,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(3,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(3,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(3,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'ponder_cost','float',NULL,0.00010000000000000000479,NULL);
INSERT INTO params VALUES(3,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(3,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(3,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(3,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(3,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(3,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(3,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(3,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(3,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(3,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(3,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(3,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(3,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(3,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(3,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(3,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(3,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(3,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(3,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(4,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(4,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(4,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(4,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'halt_bias_init','float',NULL,-2.0,NULL);
INSERT INTO params VALUES(4,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(4,'halting','string',NULL,NULL,'act_sample');
INSERT INTO params VALUES(4,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(4,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(4,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(4,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(4,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(4,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(4,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(4,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(4,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(4,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(4,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(4,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(4,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(4,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(4,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(4,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(4,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(4,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(4,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(4,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(4,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(4,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(4,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(4,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(4,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(4,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(5,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(5,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(5,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(5,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'halt_bias_init','float',NULL,-2.0,NULL);
INSERT INTO params VALUES(5,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(5,'halting','string',NULL,NULL,'act_token');
INSERT INTO params VALUES(5,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(5,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(5,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(5,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(5,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(5,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(5,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(5,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(5,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(5,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(5,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(5,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(5,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(5,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(5,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(5,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(5,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(5,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(5,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(5,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(5,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(5,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(5,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(6,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(6,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(6,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(6,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(6,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(6,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(6,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(6,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(6,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(6,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(6,'n_i','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(6,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(6,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(6,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(6,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(6,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(6,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(6,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(6,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(6,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(6,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(6,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(6,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(6,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(6,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(6,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(6,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(7,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(7,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(7,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(7,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(7,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(7,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(7,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(7,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(7,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(7,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(7,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(7,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(7,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(7,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(7,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(7,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(7,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(7,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(7,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(7,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(7,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(7,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(7,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(7,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(7,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(7,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(7,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(7,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(8,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(8,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(8,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(8,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(8,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(8,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(8,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(8,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(8,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(8,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(8,'n_i','int',3,NULL,NULL);
INSERT INTO params VALUES(8,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(8,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(8,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(8,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(8,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(8,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(8,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(8,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(8,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(8,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(8,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(8,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(8,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(8,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(8,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(8,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(8,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'type_dim','int',16,NULL,NULL);
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
INSERT INTO phases VALUES(1,1,'pretrain','done',5,'2026-11-26T00:20:10.457Z','2026-11-26T00:21:20.725Z');
INSERT INTO phases VALUES(2,2,'pretrain','done',5,'2026-11-26T00:21:20.756Z','2026-11-26T00:22:57.712Z');
INSERT INTO phases VALUES(3,3,'pretrain','done',5,'2026-11-26T00:22:57.736Z','2026-11-26T00:24:07.243Z');
INSERT INTO phases VALUES(4,4,'pretrain','done',5,'2026-11-26T00:24:07.256Z','2026-11-26T00:25:24.635Z');
INSERT INTO phases VALUES(5,5,'pretrain','done',5,'2026-11-26T00:25:24.664Z','2026-11-26T00:26:27.575Z');
INSERT INTO phases VALUES(6,6,'pretrain','done',5,'2026-11-26T00:26:27.589Z','2026-11-26T00:27:33.972Z');
INSERT INTO phases VALUES(7,7,'pretrain','done',5,'2026-11-26T00:27:33.986Z','2026-11-26T00:28:08.220Z');
INSERT INTO phases VALUES(8,8,'pretrain','done',5,'2026-11-26T00:28:08.232Z','2026-11-26T00:28:58.182Z');
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
INSERT INTO metrics VALUES(1,1,'pretrain',1,103,'time/eval_s',1.1594518330000000982,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(2,1,'pretrain',1,103,'time/train_epoch_s',12.462060844999999886,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(3,1,'pretrain',1,103,'train/grad_norm',0.25382059637131620943,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(4,1,'pretrain',1,103,'train/loss',0.029494467493738692198,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(5,1,'pretrain',1,103,'train/lr',0.037662971746320626775,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(6,1,'pretrain',1,103,'train/mean_r2',-1.6629462688432883332,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(7,1,'pretrain',1,103,'train/mse',0.029494467220819171882,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(48,1,'pretrain',1,103,'train/routing/unrouted',0.0,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(49,1,'pretrain',1,103,'train/samples_per_s',1051.7522072008468967,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(50,1,'pretrain',1,103,'val/loss',0.011390117322756071818,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(51,1,'pretrain',1,103,'val/mean_r2',0.031525469872240696744,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(52,1,'pretrain',1,103,'val/mse',0.011390117199701680489,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(93,1,'pretrain',1,103,'val/routing/unrouted',0.0,0,'2026-11-26T00:20:24.080Z');
INSERT INTO metrics VALUES(94,1,'pretrain',2,206,'time/eval_s',0.99410023899999999663,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(95,1,'pretrain',2,206,'time/train_epoch_s',11.940973552000000879,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(96,1,'pretrain',2,206,'train/grad_norm',0.07024310321266789836,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(97,1,'pretrain',2,206,'train/loss',0.0079988501428465818426,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(98,1,'pretrain',2,206,'train/lr',0.02816993230363224604,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(99,1,'pretrain',2,206,'train/mean_r2',0.28388424130182088322,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(100,1,'pretrain',2,206,'train/mse',0.0079988501888306473563,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(141,1,'pretrain',2,206,'train/routing/unrouted',0.0,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(142,1,'pretrain',2,206,'train/samples_per_s',1097.649194424746156,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(143,1,'pretrain',2,206,'val/loss',0.0047569900960284907179,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(144,1,'pretrain',2,206,'val/mean_r2',0.54930600162940734776,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(145,1,'pretrain',2,206,'val/mse',0.0047569902809634660376,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(186,1,'pretrain',2,206,'val/routing/unrouted',0.0,0,'2026-11-26T00:20:37.021Z');
INSERT INTO metrics VALUES(187,1,'pretrain',3,309,'time/eval_s',1.0155568790000000234,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(188,1,'pretrain',3,309,'time/train_epoch_s',11.047378411000000397,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(189,1,'pretrain',3,309,'train/grad_norm',0.038995174871920383619,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(190,1,'pretrain',3,309,'train/loss',0.0031643748375971363605,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(191,1,'pretrain',3,309,'train/lr',0.015228083043011033867,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(192,1,'pretrain',3,309,'train/mean_r2',0.69481006341226880795,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(193,1,'pretrain',3,309,'train/mse',0.0031643748353998419307,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(234,1,'pretrain',3,309,'train/routing/unrouted',0.0,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(235,1,'pretrain',3,309,'train/samples_per_s',1186.4353254116117568,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(236,1,'pretrain',3,309,'val/loss',0.0021216720655966329542,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(237,1,'pretrain',3,309,'val/mean_r2',0.79334006001487478165,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(238,1,'pretrain',3,309,'val/mse',0.0021216721226993561118,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(279,1,'pretrain',3,309,'val/routing/unrouted',0.0,0,'2026-11-26T00:20:49.089Z');
INSERT INTO metrics VALUES(280,1,'pretrain',4,412,'time/eval_s',1.0509648700000000509,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(281,1,'pretrain',4,412,'time/train_epoch_s',12.235040738000000359,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(282,1,'pretrain',4,412,'train/grad_norm',0.029655636523316784847,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(283,1,'pretrain',4,412,'train/loss',0.0016760237185915324246,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(284,1,'pretrain',4,412,'train/lr',0.0043006242864955870897,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(285,1,'pretrain',4,412,'train/mean_r2',0.83705192331596767196,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(286,1,'pretrain',4,412,'train/mse',0.001676023726820080259,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(327,1,'pretrain',4,412,'train/routing/unrouted',0.0,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(328,1,'pretrain',4,412,'train/samples_per_s',1071.267377091098524,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(329,1,'pretrain',4,412,'val/loss',0.0013086152337801291046,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(330,1,'pretrain',4,412,'val/mean_r2',0.87277357341743821983,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(331,1,'pretrain',4,412,'val/mse',0.0013086151970334255513,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(372,1,'pretrain',4,412,'val/routing/unrouted',0.0,0,'2026-11-26T00:21:02.380Z');
INSERT INTO metrics VALUES(373,1,'pretrain',5,515,'time/eval_s',1.2081676500000000373,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(374,1,'pretrain',5,515,'time/train_epoch_s',12.608702985000000751,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(375,1,'pretrain',5,515,'train/grad_norm',0.010866858793006650002,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(376,1,'pretrain',5,515,'train/loss',0.0012158652798012891272,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(377,1,'pretrain',5,515,'train/lr',4.1274377633904178646e-07,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(378,1,'pretrain',5,515,'train/mean_r2',0.88131061004409028125,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(379,1,'pretrain',5,515,'train/mse',0.0012158652898484540502,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(420,1,'pretrain',5,515,'train/routing/unrouted',0.0,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(421,1,'pretrain',5,515,'train/samples_per_s',1039.5200851025517749,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(422,1,'pretrain',5,515,'val/loss',0.0011353437335983255617,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(423,1,'pretrain',5,515,'val/mean_r2',0.8892514860525132514,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(424,1,'pretrain',5,515,'val/mse',0.0011353437303771654609,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(465,1,'pretrain',5,515,'val/routing/unrouted',0.0,0,'2026-11-26T00:21:16.202Z');
INSERT INTO metrics VALUES(466,1,'pretrain',5,0,'val/loss',0.0011353437335983255617,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(467,1,'pretrain',5,0,'val/loss@it=1',0.024818251872316416523,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(468,1,'pretrain',5,0,'val/loss@it=2',0.016760734923645458083,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(469,1,'pretrain',5,0,'val/loss@it=3',0.0041823538809191681056,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(470,1,'pretrain',5,0,'val/loss@it=4',0.0011353437335983255617,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(471,1,'pretrain',5,0,'val/mean_r2',0.8892514860525132514,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(472,1,'pretrain',5,0,'val/mean_r2@it=1',-1.4164546548213381438,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(473,1,'pretrain',5,0,'val/mean_r2@it=2',-0.64543662243794952537,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(474,1,'pretrain',5,0,'val/mean_r2@it=3',0.59380894420669605437,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(475,1,'pretrain',5,0,'val/mean_r2@it=4',0.8892514860525132514,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(476,1,'pretrain',5,0,'val/mse',0.0011353437303771654609,1,'2026-11-26T00:21:20.710Z');
INSERT INTO metrics VALUES(577,1,'pretrain',5,0,'val/mse@it=1',0.02481825248074847473,1,'2026-11-26T00:21:20.711Z');
INSERT INTO metrics VALUES(578,1,'pretrain',5,0,'val/mse@it=2',0.016760735054818801104,1,'2026-11-26T00:21:20.711Z');
INSERT INTO metrics VALUES(579,1,'pretrain',5,0,'val/mse@it=3',0.0041823539811367878987,1,'2026-11-26T00:21:20.711Z');
INSERT INTO metrics VALUES(580,1,'pretrain',5,0,'val/mse@it=4',0.0011353437303771654609,1,'2026-11-26T00:21:20.711Z');
INSERT INTO metrics VALUES(681,1,'pretrain',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T00:21:20.711Z');
INSERT INTO metrics VALUES(682,1,'pretrain',5,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T00:21:20.711Z');
INSERT INTO metrics VALUES(683,1,'pretrain',5,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T00:21:20.711Z');
INSERT INTO metrics VALUES(684,1,'pretrain',5,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T00:21:20.711Z');
INSERT INTO metrics VALUES(685,1,'pretrain',5,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T00:21:20.711Z');
INSERT INTO metrics VALUES(686,2,'pretrain',1,103,'time/eval_s',1.1316997859999999853,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(687,2,'pretrain',1,103,'time/train_epoch_s',12.50934706399999996,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(688,2,'pretrain',1,103,'train/grad_norm',0.19362539622607161104,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(689,2,'pretrain',1,103,'train/iter_frac@1',0.0,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(690,2,'pretrain',1,103,'train/iter_frac@2',0.84267948424505989546,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(691,2,'pretrain',1,103,'train/iter_frac@3',0.022125581750209812742,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(692,2,'pretrain',1,103,'train/iter_frac@4',0.13519493400473028832,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(693,2,'pretrain',1,103,'train/iterations',2.292515449759670254,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(694,2,'pretrain',1,103,'train/loss',0.024156367320840504975,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(695,2,'pretrain',1,103,'train/lr',0.037662971746320626775,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(696,2,'pretrain',1,103,'train/mean_r2',-1.2259791675096589624,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(697,2,'pretrain',1,103,'train/mse',0.024131576444158888555,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(718,2,'pretrain',1,103,'train/ponder',2.4790626709454119946,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(739,2,'pretrain',1,103,'train/routing/unrouted',0.0,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(740,2,'pretrain',1,103,'train/samples_per_s',1047.7765092728104719,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(741,2,'pretrain',1,103,'val/iter_frac@1',0.0,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(742,2,'pretrain',1,103,'val/iter_frac@2',1.0,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(743,2,'pretrain',1,103,'val/iter_frac@3',0.0,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(744,2,'pretrain',1,103,'val/iter_frac@4',0.0,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(745,2,'pretrain',1,103,'val/iterations',2.0,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(746,2,'pretrain',1,103,'val/loss',0.0093819974703662524506,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(747,2,'pretrain',1,103,'val/mean_r2',0.16211415648866239758,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(748,2,'pretrain',1,103,'val/mse',0.0093819972915142966357,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(769,2,'pretrain',1,103,'val/ponder',2.0995844284281122149,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(790,2,'pretrain',1,103,'val/routing/unrouted',0.0,0,'2026-11-26T00:21:34.398Z');
INSERT INTO metrics VALUES(791,2,'pretrain',2,206,'time/eval_s',0.99244591299999995737,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(792,2,'pretrain',2,206,'time/train_epoch_s',11.716891707000000266,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(793,2,'pretrain',2,206,'train/grad_norm',0.063841063881889703601,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(794,2,'pretrain',2,206,'train/iter_frac@1',0.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(795,2,'pretrain',2,206,'train/iter_frac@2',1.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(796,2,'pretrain',2,206,'train/iter_frac@3',0.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(797,2,'pretrain',2,206,'train/iter_frac@4',0.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(798,2,'pretrain',2,206,'train/iterations',2.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(799,2,'pretrain',2,206,'train/loss',0.007366896360526245524,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(800,2,'pretrain',2,206,'train/lr',0.02816993230363224604,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(801,2,'pretrain',2,206,'train/mean_r2',0.32554498878100557313,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(802,2,'pretrain',2,206,'train/mse',0.0073457138936636832277,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(823,2,'pretrain',2,206,'train/ponder',2.1182482540175437968,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(844,2,'pretrain',2,206,'train/routing/unrouted',0.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(845,2,'pretrain',2,206,'train/samples_per_s',1118.6413878152948199,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(846,2,'pretrain',2,206,'val/iter_frac@1',0.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(847,2,'pretrain',2,206,'val/iter_frac@2',1.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(848,2,'pretrain',2,206,'val/iter_frac@3',0.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(849,2,'pretrain',2,206,'val/iter_frac@4',0.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(850,2,'pretrain',2,206,'val/iterations',2.0,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(851,2,'pretrain',2,206,'val/loss',0.006053343917583369621,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(852,2,'pretrain',2,206,'val/mean_r2',0.43084084057047933313,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(853,2,'pretrain',2,206,'val/mse',0.0060533439556652354068,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(874,2,'pretrain',2,206,'val/ponder',2.2051627334749550612,0,'2026-11-26T00:21:47.121Z');
INSERT INTO metrics VALUES(895,2,'pretrain',2,206,'val/routing/unrouted',0.0,0,'2026-11-26T00:21:47.122Z');
INSERT INTO metrics VALUES(896,2,'pretrain',3,309,'time/eval_s',2.0153700959999998332,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(897,2,'pretrain',3,309,'time/train_epoch_s',17.819978463999998297,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(898,2,'pretrain',3,309,'train/grad_norm',0.052009829455643023787,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(899,2,'pretrain',3,309,'train/iter_frac@1',0.0,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(900,2,'pretrain',3,309,'train/iter_frac@2',0.34790569924467840134,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(901,2,'pretrain',3,309,'train/iter_frac@3',0.25551232166018156277,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(902,2,'pretrain',3,309,'train/iter_frac@4',0.39658197909513998036,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(903,2,'pretrain',3,309,'train/iterations',3.0486762798504614124,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(904,2,'pretrain',3,309,'train/loss',0.0050244162445645624767,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(905,2,'pretrain',3,309,'train/lr',0.015228083043011033867,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(906,2,'pretrain',3,309,'train/mean_r2',0.53029930591804752548,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(907,2,'pretrain',3,309,'train/mse',0.0049915616344691831826,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(928,2,'pretrain',3,309,'train/ponder',3.2854594948763451434,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(949,2,'pretrain',3,309,'train/routing/unrouted',0.0,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(950,2,'pretrain',3,309,'train/samples_per_s',735.52277442303432052,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(951,2,'pretrain',3,309,'val/iter_frac@1',0.0,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(952,2,'pretrain',3,309,'val/iter_frac@2',0.0,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(953,2,'pretrain',3,309,'val/iter_frac@3',0.0,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(954,2,'pretrain',3,309,'val/iter_frac@4',1.0,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(955,2,'pretrain',3,309,'val/iterations',4.0,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(956,2,'pretrain',3,309,'val/loss',0.0031470445584111327551,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(957,2,'pretrain',3,309,'val/mean_r2',0.69563231281012005702,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(958,2,'pretrain',3,309,'val/mse',0.0031470445659630913795,0,'2026-11-26T00:22:06.969Z');
INSERT INTO metrics VALUES(979,2,'pretrain',3,309,'val/ponder',4.2733286015682550029,0,'2026-11-26T00:22:06.970Z');
INSERT INTO metrics VALUES(1000,2,'pretrain',3,309,'val/routing/unrouted',0.0,0,'2026-11-26T00:22:06.970Z');
INSERT INTO metrics VALUES(1001,2,'pretrain',4,412,'time/eval_s',1.799474521000000049,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1002,2,'pretrain',4,412,'time/train_epoch_s',22.426685674000001568,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1003,2,'pretrain',4,412,'train/grad_norm',0.031843084389868291095,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1004,2,'pretrain',4,412,'train/iter_frac@1',0.0,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1005,2,'pretrain',4,412,'train/iter_frac@2',0.0,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1006,2,'pretrain',4,412,'train/iter_frac@3',0.0,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1007,2,'pretrain',4,412,'train/iter_frac@4',1.0,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1008,2,'pretrain',4,412,'train/iterations',4.0,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1009,2,'pretrain',4,412,'train/loss',0.0025081138455076549577,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1010,2,'pretrain',4,412,'train/lr',0.0043006242864955870897,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1011,2,'pretrain',4,412,'train/mean_r2',0.76395387537600245586,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1012,2,'pretrain',4,412,'train/mse',0.0024649033050081628828,0,'2026-11-26T00:22:31.213Z');
INSERT INTO metrics VALUES(1033,2,'pretrain',4,412,'train/ponder',4.321054370177550119,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1054,2,'pretrain',4,412,'train/routing/unrouted',0.0,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1055,2,'pretrain',4,412,'train/samples_per_s',584.43767351657220387,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1056,2,'pretrain',4,412,'val/iter_frac@1',0.0,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1057,2,'pretrain',4,412,'val/iter_frac@2',0.0,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1058,2,'pretrain',4,412,'val/iter_frac@3',0.0,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1059,2,'pretrain',4,412,'val/iter_frac@4',1.0,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1060,2,'pretrain',4,412,'val/iterations',4.0,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1061,2,'pretrain',4,412,'val/loss',0.001813221845437929143,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1062,2,'pretrain',4,412,'val/mean_r2',0.82742210349540334934,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1063,2,'pretrain',4,412,'val/mse',0.001813221848212155738,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1084,2,'pretrain',4,412,'val/ponder',4.2907709256155595056,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1105,2,'pretrain',4,412,'val/routing/unrouted',0.0,0,'2026-11-26T00:22:31.214Z');
INSERT INTO metrics VALUES(1106,2,'pretrain',5,515,'time/eval_s',1.7234605590000000585,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1107,2,'pretrain',5,515,'time/train_epoch_s',19.134302625000000119,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1108,2,'pretrain',5,515,'train/grad_norm',0.014828157272117519285,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1109,2,'pretrain',5,515,'train/iter_frac@1',0.0,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1110,2,'pretrain',5,515,'train/iter_frac@2',0.0,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1111,2,'pretrain',5,515,'train/iter_frac@3',7.6295109483482108792e-05,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1112,2,'pretrain',5,515,'train/iter_frac@4',0.99992370489051651816,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1113,2,'pretrain',5,515,'train/iterations',3.9999237048905165181,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1114,2,'pretrain',5,515,'train/loss',0.0016079894287895121329,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1115,2,'pretrain',5,515,'train/lr',4.1274377633904178646e-07,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1116,2,'pretrain',5,515,'train/mean_r2',0.84995993995298735335,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1117,2,'pretrain',5,515,'train/mse',0.0015648129653919756222,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1138,2,'pretrain',5,515,'train/ponder',4.3176465594378345969,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1159,2,'pretrain',5,515,'train/routing/unrouted',0.0,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1160,2,'pretrain',5,515,'train/samples_per_s',685.00014120582557097,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1161,2,'pretrain',5,515,'val/iter_frac@1',0.0,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1162,2,'pretrain',5,515,'val/iter_frac@2',0.0,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1163,2,'pretrain',5,515,'val/iter_frac@3',0.0,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1164,2,'pretrain',5,515,'val/iter_frac@4',1.0,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1165,2,'pretrain',5,515,'val/iterations',4.0,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1166,2,'pretrain',5,515,'val/loss',0.00144125014827875173,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1167,2,'pretrain',5,515,'val/mean_r2',0.86147042496001424716,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1168,2,'pretrain',5,515,'val/mse',0.0014412501771887695559,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1189,2,'pretrain',5,515,'val/ponder',4.3230826437818885565,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1210,2,'pretrain',5,515,'val/routing/unrouted',0.0,0,'2026-11-26T00:22:52.084Z');
INSERT INTO metrics VALUES(1211,2,'pretrain',5,0,'val/iter_frac@1',0.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1212,2,'pretrain',5,0,'val/iter_frac@1@it=1',1.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1213,2,'pretrain',5,0,'val/iter_frac@1@it=2',0.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1214,2,'pretrain',5,0,'val/iter_frac@1@it=3',0.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1215,2,'pretrain',5,0,'val/iter_frac@1@it=4',0.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1216,2,'pretrain',5,0,'val/iter_frac@2',0.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1217,2,'pretrain',5,0,'val/iter_frac@2@it=2',1.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1218,2,'pretrain',5,0,'val/iter_frac@2@it=3',0.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1219,2,'pretrain',5,0,'val/iter_frac@2@it=4',0.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1220,2,'pretrain',5,0,'val/iter_frac@3',0.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1221,2,'pretrain',5,0,'val/iter_frac@3@it=3',1.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1222,2,'pretrain',5,0,'val/iter_frac@3@it=4',0.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1223,2,'pretrain',5,0,'val/iter_frac@4',1.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1224,2,'pretrain',5,0,'val/iter_frac@4@it=4',1.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1225,2,'pretrain',5,0,'val/iterations',4.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1226,2,'pretrain',5,0,'val/iterations@it=1',1.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1227,2,'pretrain',5,0,'val/iterations@it=2',2.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1228,2,'pretrain',5,0,'val/iterations@it=3',3.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1229,2,'pretrain',5,0,'val/iterations@it=4',4.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1230,2,'pretrain',5,0,'val/loss',0.00144125014827875173,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1231,2,'pretrain',5,0,'val/loss@it=1',0.012834495080417254037,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1232,2,'pretrain',5,0,'val/loss@it=2',0.0060510018237644501784,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1233,2,'pretrain',5,0,'val/loss@it=3',0.0023342131211163477666,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1234,2,'pretrain',5,0,'val/loss@it=4',0.00144125014827875173,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1235,2,'pretrain',5,0,'val/mean_r2',0.86147042496001424716,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1236,2,'pretrain',5,0,'val/mean_r2@it=1',-0.083018977728634466006,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1237,2,'pretrain',5,0,'val/mean_r2@it=2',0.43824888175768422771,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1238,2,'pretrain',5,0,'val/mean_r2@it=3',0.77631410770499542639,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1239,2,'pretrain',5,0,'val/mean_r2@it=4',0.86147042496001424716,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1240,2,'pretrain',5,0,'val/mse',0.0014412501771887695559,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1341,2,'pretrain',5,0,'val/mse@it=1',0.01283449516881197093,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1342,2,'pretrain',5,0,'val/mse@it=2',0.0060510018258841408861,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1343,2,'pretrain',5,0,'val/mse@it=3',0.0023342130918824451416,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1344,2,'pretrain',5,0,'val/mse@it=4',0.0014412501771887695559,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1345,2,'pretrain',5,0,'val/ponder',4.3230826437818885565,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1346,2,'pretrain',5,0,'val/ponder@it=1',2.0,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1347,2,'pretrain',5,0,'val/ponder@it=2',2.7371350496616311254,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1348,2,'pretrain',5,0,'val/ponder@it=3',3.5175709564364971981,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1349,2,'pretrain',5,0,'val/ponder@it=4',4.3230826437818885565,1,'2026-11-26T00:22:57.695Z');
INSERT INTO metrics VALUES(1450,2,'pretrain',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T00:22:57.696Z');
INSERT INTO metrics VALUES(1451,2,'pretrain',5,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T00:22:57.696Z');
INSERT INTO metrics VALUES(1452,2,'pretrain',5,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T00:22:57.696Z');
INSERT INTO metrics VALUES(1453,2,'pretrain',5,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T00:22:57.696Z');
INSERT INTO metrics VALUES(1454,2,'pretrain',5,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T00:22:57.696Z');
INSERT INTO metrics VALUES(1455,3,'pretrain',1,103,'time/eval_s',1.100441873999999931,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1456,3,'pretrain',1,103,'time/train_epoch_s',10.929877437000000029,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1457,3,'pretrain',1,103,'train/grad_norm',0.19736978845688904482,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1458,3,'pretrain',1,103,'train/iter_frac@1',0.0,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1459,3,'pretrain',1,103,'train/iter_frac@2',0.8242160677500571797,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1460,3,'pretrain',1,103,'train/iter_frac@3',0.047837033646143278797,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1461,3,'pretrain',1,103,'train/iter_frac@4',0.12794689860379948598,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1462,3,'pretrain',1,103,'train/iterations',2.3037308308537420842,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1463,3,'pretrain',1,103,'train/loss',0.024308475459900748955,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1464,3,'pretrain',1,103,'train/lr',0.037662971746320626775,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1465,3,'pretrain',1,103,'train/mean_r2',-1.2188789298665148042,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1466,3,'pretrain',1,103,'train/mse',0.024057695927993418688,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1487,3,'pretrain',1,103,'train/ponder',2.5077909665294360053,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1508,3,'pretrain',1,103,'train/routing/unrouted',0.0,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1509,3,'pretrain',1,103,'train/samples_per_s',1199.1900252815250951,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1510,3,'pretrain',1,103,'val/iter_frac@1',0.0,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1511,3,'pretrain',1,103,'val/iter_frac@2',1.0,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1512,3,'pretrain',1,103,'val/iter_frac@3',0.0,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1513,3,'pretrain',1,103,'val/iter_frac@4',0.0,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1514,3,'pretrain',1,103,'val/iterations',2.0,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1515,3,'pretrain',1,103,'val/loss',0.0091241291301540385083,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1516,3,'pretrain',1,103,'val/mean_r2',0.18576608876615055554,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1517,3,'pretrain',1,103,'val/mse',0.0091241288022020933939,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1538,3,'pretrain',1,103,'val/ponder',2.0934940924686666896,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1559,3,'pretrain',1,103,'val/routing/unrouted',0.0,0,'2026-11-26T00:23:09.767Z');
INSERT INTO metrics VALUES(1560,3,'pretrain',2,206,'time/eval_s',0.8920132469999999536,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1561,3,'pretrain',2,206,'time/train_epoch_s',10.561606614000000447,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1562,3,'pretrain',2,206,'train/grad_norm',0.060495626199447989634,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1563,3,'pretrain',2,206,'train/iter_frac@1',0.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1564,3,'pretrain',2,206,'train/iter_frac@2',1.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1565,3,'pretrain',2,206,'train/iter_frac@3',0.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1566,3,'pretrain',2,206,'train/iter_frac@4',0.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1567,3,'pretrain',2,206,'train/iterations',2.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1568,3,'pretrain',2,206,'train/loss',0.0075187975892623314447,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1569,3,'pretrain',2,206,'train/lr',0.02816993230363224604,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1570,3,'pretrain',2,206,'train/mean_r2',0.32499275910025238189,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1571,3,'pretrain',2,206,'train/mse',0.0073103469418794404452,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1592,3,'pretrain',2,206,'train/ponder',2.0845057717666222174,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1613,3,'pretrain',2,206,'train/routing/unrouted',0.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1614,3,'pretrain',2,206,'train/samples_per_s',1241.0043735794833992,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1615,3,'pretrain',2,206,'val/iter_frac@1',0.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1616,3,'pretrain',2,206,'val/iter_frac@2',1.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1617,3,'pretrain',2,206,'val/iter_frac@3',0.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1618,3,'pretrain',2,206,'val/iter_frac@4',0.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1619,3,'pretrain',2,206,'val/iterations',2.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1620,3,'pretrain',2,206,'val/loss',0.0062024454847103239682,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1621,3,'pretrain',2,206,'val/mean_r2',0.41397442012509877429,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1622,3,'pretrain',2,206,'val/mse',0.0062024455674413404501,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1643,3,'pretrain',2,206,'val/ponder',2.0862517407801153268,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1664,3,'pretrain',2,206,'val/routing/unrouted',0.0,0,'2026-11-26T00:23:21.234Z');
INSERT INTO metrics VALUES(1665,3,'pretrain',3,309,'time/eval_s',1.4767903120000001049,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1666,3,'pretrain',3,309,'time/train_epoch_s',10.63093223000000087,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1667,3,'pretrain',3,309,'train/grad_norm',0.058618294671901223502,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1668,3,'pretrain',3,309,'train/iter_frac@1',0.0,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1669,3,'pretrain',3,309,'train/iter_frac@2',0.87502861066605630568,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1670,3,'pretrain',3,309,'train/iter_frac@3',0.12474250400549324879,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1671,3,'pretrain',3,309,'train/iter_frac@4',0.00022888532845044632637,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1672,3,'pretrain',3,309,'train/iterations',2.1252002746623941398,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1673,3,'pretrain',3,309,'train/loss',0.0058865120130369898848,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1674,3,'pretrain',3,309,'train/lr',0.015228083043011033867,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1675,3,'pretrain',3,309,'train/mean_r2',0.46334941061467105338,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1676,3,'pretrain',3,309,'train/mse',0.0056547818952648988902,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1697,3,'pretrain',3,309,'train/ponder',2.3173013048331343455,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1718,3,'pretrain',3,309,'train/routing/unrouted',0.0,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1719,3,'pretrain',3,309,'train/samples_per_s',1232.9116314948043963,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1720,3,'pretrain',3,309,'val/iter_frac@1',0.0,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1721,3,'pretrain',3,309,'val/iter_frac@2',0.028989929813854134477,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1722,3,'pretrain',3,309,'val/iter_frac@3',0.9636862984436984636,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1723,3,'pretrain',3,309,'val/iter_frac@4',0.0073237717424473602889,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1724,3,'pretrain',3,309,'val/iterations',2.9783338419285931841,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1725,3,'pretrain',3,309,'val/loss',0.0045025954058528546569,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1726,3,'pretrain',3,309,'val/mean_r2',0.57230877977876715156,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1727,3,'pretrain',3,309,'val/mse',0.0045025954290839383803,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1748,3,'pretrain',3,309,'val/ponder',3.09106036988852928,0,'2026-11-26T00:23:33.351Z');
INSERT INTO metrics VALUES(1769,3,'pretrain',3,309,'val/routing/unrouted',0.0,0,'2026-11-26T00:23:33.355Z');
INSERT INTO metrics VALUES(1770,3,'pretrain',4,412,'time/eval_s',1.5112075199999999153,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1771,3,'pretrain',4,412,'time/train_epoch_s',15.116224282999999317,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1772,3,'pretrain',4,412,'train/grad_norm',0.037661199286146071485,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1773,3,'pretrain',4,412,'train/iter_frac@1',0.0,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1774,3,'pretrain',4,412,'train/iter_frac@2',0.0012207217517357137406,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1775,3,'pretrain',4,412,'train/iter_frac@3',0.90951400015259020737,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1776,3,'pretrain',4,412,'train/iter_frac@4',0.089265278095674069347,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1777,3,'pretrain',4,412,'train/iterations',3.0880445563439384848,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1778,3,'pretrain',4,412,'train/loss',0.0035822801267961414811,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1779,3,'pretrain',4,412,'train/lr',0.0043006242864955870897,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1780,3,'pretrain',4,412,'train/mean_r2',0.68720046018611957716,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1781,3,'pretrain',4,412,'train/mse',0.0032516398346615154289,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1802,3,'pretrain',4,412,'train/ponder',3.3064030249240499159,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1823,3,'pretrain',4,412,'train/routing/unrouted',0.0,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1824,3,'pretrain',4,412,'train/samples_per_s',867.08160415034251401,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1825,3,'pretrain',4,412,'val/iter_frac@1',0.0,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1826,3,'pretrain',4,412,'val/iter_frac@2',0.0,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1827,3,'pretrain',4,412,'val/iter_frac@3',0.7546536466280133748,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1828,3,'pretrain',4,412,'val/iter_frac@4',0.24534635337198656968,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1829,3,'pretrain',4,412,'val/iterations',3.2453463533719864031,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1830,3,'pretrain',4,412,'val/loss',0.0023523152775029136651,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1831,3,'pretrain',4,412,'val/mean_r2',0.77363870552611191389,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1832,3,'pretrain',4,412,'val/mse',0.0023523152343152878805,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1853,3,'pretrain',4,412,'val/ponder',3.4843784357157647768,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1874,3,'pretrain',4,412,'val/routing/unrouted',0.0,0,'2026-11-26T00:23:49.996Z');
INSERT INTO metrics VALUES(1875,3,'pretrain',5,515,'time/eval_s',0.9704348250000000009,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1876,3,'pretrain',5,515,'time/train_epoch_s',12.972743076000000428,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1877,3,'pretrain',5,515,'train/grad_norm',0.01476529472534662303,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1878,3,'pretrain',5,515,'train/iter_frac@1',0.0,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1879,3,'pretrain',5,515,'train/iter_frac@2',0.0,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1880,3,'pretrain',5,515,'train/iter_frac@3',0.75906004425116346823,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1881,3,'pretrain',5,515,'train/iter_frac@4',0.24093995574883650401,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1882,3,'pretrain',5,515,'train/iterations',3.2409399557488365317,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1883,3,'pretrain',5,515,'train/loss',0.0024415188874949735053,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1884,3,'pretrain',5,515,'train/lr',4.1274377633904178646e-07,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1885,3,'pretrain',5,515,'train/mean_r2',0.80012581580718111773,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1886,3,'pretrain',5,515,'train/mse',0.0020941403177916206868,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1907,3,'pretrain',5,515,'train/ponder',3.4737858256404563483,0,'2026-11-26T00:24:03.948Z');
INSERT INTO metrics VALUES(1928,3,'pretrain',5,515,'train/routing/unrouted',0.0,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1929,3,'pretrain',5,515,'train/samples_per_s',1010.3491546246975758,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1930,3,'pretrain',5,515,'val/iter_frac@1',0.0,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1931,3,'pretrain',5,515,'val/iter_frac@2',0.0,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1932,3,'pretrain',5,515,'val/iter_frac@3',0.7290204455294476693,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1933,3,'pretrain',5,515,'val/iter_frac@4',0.27097955447055233069,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1934,3,'pretrain',5,515,'val/iterations',3.2709795544705522196,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1935,3,'pretrain',5,515,'val/loss',0.0019808012453158808062,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1936,3,'pretrain',5,515,'val/mean_r2',0.81185092318096196972,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1937,3,'pretrain',5,515,'val/mse',0.0019808012290160256774,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1958,3,'pretrain',5,515,'val/ponder',3.501124465105407868,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1979,3,'pretrain',5,515,'val/routing/unrouted',0.0,0,'2026-11-26T00:24:03.949Z');
INSERT INTO metrics VALUES(1980,3,'pretrain',5,0,'val/iter_frac@1',0.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1981,3,'pretrain',5,0,'val/iter_frac@1@it=1',1.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1982,3,'pretrain',5,0,'val/iter_frac@1@it=2',0.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1983,3,'pretrain',5,0,'val/iter_frac@1@it=3',0.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1984,3,'pretrain',5,0,'val/iter_frac@1@it=4',0.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1985,3,'pretrain',5,0,'val/iter_frac@2',0.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1986,3,'pretrain',5,0,'val/iter_frac@2@it=2',1.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1987,3,'pretrain',5,0,'val/iter_frac@2@it=3',0.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1988,3,'pretrain',5,0,'val/iter_frac@2@it=4',0.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1989,3,'pretrain',5,0,'val/iter_frac@3',0.7290204455294476693,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1990,3,'pretrain',5,0,'val/iter_frac@3@it=3',1.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1991,3,'pretrain',5,0,'val/iter_frac@3@it=4',0.7290204455294476693,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1992,3,'pretrain',5,0,'val/iter_frac@4',0.27097955447055233069,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1993,3,'pretrain',5,0,'val/iter_frac@4@it=4',0.27097955447055233069,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1994,3,'pretrain',5,0,'val/iterations',3.2709795544705522196,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1995,3,'pretrain',5,0,'val/iterations@it=1',1.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1996,3,'pretrain',5,0,'val/iterations@it=2',2.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1997,3,'pretrain',5,0,'val/iterations@it=3',3.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1998,3,'pretrain',5,0,'val/iterations@it=4',3.2709795544705522196,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(1999,3,'pretrain',5,0,'val/loss',0.0019808012453158808062,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2000,3,'pretrain',5,0,'val/loss@it=1',0.0093407602071293727163,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2001,3,'pretrain',5,0,'val/loss@it=2',0.0033127057851628401163,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2002,3,'pretrain',5,0,'val/loss@it=3',0.0020236760139298224335,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2003,3,'pretrain',5,0,'val/loss@it=4',0.0019808012453158808062,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2004,3,'pretrain',5,0,'val/mean_r2',0.81185092318096196972,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2005,3,'pretrain',5,0,'val/mean_r2@it=1',0.11628140616293829168,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2006,3,'pretrain',5,0,'val/mean_r2@it=2',0.68699873120102206147,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2007,3,'pretrain',5,0,'val/mean_r2@it=3',0.80739035914887435918,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2008,3,'pretrain',5,0,'val/mean_r2@it=4',0.81185092318096196972,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2009,3,'pretrain',5,0,'val/mse',0.0019808012290160256774,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2110,3,'pretrain',5,0,'val/mse@it=1',0.0093407600764636184581,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2111,3,'pretrain',5,0,'val/mse@it=2',0.0033127057674173718271,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2112,3,'pretrain',5,0,'val/mse@it=3',0.0020236759657706535064,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2113,3,'pretrain',5,0,'val/mse@it=4',0.0019808012290160256774,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2114,3,'pretrain',5,0,'val/ponder',3.501124465105407868,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2115,3,'pretrain',5,0,'val/ponder@it=1',2.0,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2116,3,'pretrain',5,0,'val/ponder@it=2',2.6985849283583323021,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2117,3,'pretrain',5,0,'val/ponder@it=3',3.3153931647129892823,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2118,3,'pretrain',5,0,'val/ponder@it=4',3.501124465105407868,1,'2026-11-26T00:24:07.241Z');
INSERT INTO metrics VALUES(2219,3,'pretrain',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T00:24:07.242Z');
INSERT INTO metrics VALUES(2220,3,'pretrain',5,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T00:24:07.242Z');
INSERT INTO metrics VALUES(2221,3,'pretrain',5,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T00:24:07.242Z');
INSERT INTO metrics VALUES(2222,3,'pretrain',5,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T00:24:07.242Z');
INSERT INTO metrics VALUES(2223,3,'pretrain',5,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T00:24:07.242Z');
INSERT INTO metrics VALUES(2224,4,'pretrain',1,103,'time/eval_s',0.73381960700000004038,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2225,4,'pretrain',1,103,'time/train_epoch_s',5.9079896249999999113,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2226,4,'pretrain',1,103,'train/grad_norm',0.19869348587631022184,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2227,4,'pretrain',1,103,'train/iter_frac@1',0.1953154802777141985,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2228,4,'pretrain',1,103,'train/iter_frac@2',0.65819790951400014566,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2229,4,'pretrain',1,103,'train/iter_frac@3',0.038986800946059357864,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2230,4,'pretrain',1,103,'train/iter_frac@4',0.10749980926222629795,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2231,4,'pretrain',1,103,'train/iterations',2.0586709391927975332,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2232,4,'pretrain',1,103,'train/loss',0.026281649062849545689,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2233,4,'pretrain',1,103,'train/lr',0.037662971746320626775,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2234,4,'pretrain',1,103,'train/mean_r2',-1.2105336562940722799,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2235,4,'pretrain',1,103,'train/mse',0.023925957501374557623,0,'2026-11-26T00:24:13.898Z');
INSERT INTO metrics VALUES(2256,4,'pretrain',1,103,'train/ponder',2.3556914973460885143,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2277,4,'pretrain',1,103,'train/routing/unrouted',0.0,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2278,4,'pretrain',1,103,'train/samples_per_s',2218.5211606562361338,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2279,4,'pretrain',1,103,'val/iter_frac@1',0.16997253585596583391,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2280,4,'pretrain',1,103,'val/iter_frac@2',0.83002746414403416608,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2281,4,'pretrain',1,103,'val/iter_frac@3',0.0,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2282,4,'pretrain',1,103,'val/iter_frac@4',0.0,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2283,4,'pretrain',1,103,'val/iterations',1.830027464144034166,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2284,4,'pretrain',1,103,'val/loss',0.0095870837658475482889,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2285,4,'pretrain',1,103,'val/mean_r2',0.13927011153758792061,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2286,4,'pretrain',1,103,'val/mse',0.0095870836669342488628,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2307,4,'pretrain',1,103,'val/ponder',2.0084032329219412282,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2328,4,'pretrain',1,103,'val/routing/unrouted',0.0,0,'2026-11-26T00:24:13.899Z');
INSERT INTO metrics VALUES(2329,4,'pretrain',2,206,'time/eval_s',0.44335910099999997768,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2330,4,'pretrain',2,206,'time/train_epoch_s',4.3387742070000001604,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2331,4,'pretrain',2,206,'train/grad_norm',0.071972279818457302047,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2332,4,'pretrain',2,206,'train/iter_frac@1',0.75997558556496525028,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2333,4,'pretrain',2,206,'train/iter_frac@2',0.24002441443503472195,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2334,4,'pretrain',2,206,'train/iter_frac@3',0.0,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2335,4,'pretrain',2,206,'train/iter_frac@4',0.0,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2336,4,'pretrain',2,206,'train/iterations',1.2400244144350347497,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2337,4,'pretrain',2,206,'train/loss',0.0094648822862093591468,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2338,4,'pretrain',2,206,'train/lr',0.02816993230363224604,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2339,4,'pretrain',2,206,'train/mean_r2',0.31464086383896122667,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2340,4,'pretrain',2,206,'train/mse',0.0074624060037013356661,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2361,4,'pretrain',2,206,'train/ponder',2.002476144348118936,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2382,4,'pretrain',2,206,'train/routing/unrouted',0.0,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2383,4,'pretrain',2,206,'train/samples_per_s',3020.899308116496286,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2384,4,'pretrain',2,206,'val/iter_frac@1',0.74916081782117793785,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2385,4,'pretrain',2,206,'val/iter_frac@2',0.25083918217882211765,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2386,4,'pretrain',2,206,'val/iter_frac@3',0.0,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2387,4,'pretrain',2,206,'val/iter_frac@4',0.0,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2388,4,'pretrain',2,206,'val/iterations',1.2508391821788220621,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2389,4,'pretrain',2,206,'val/loss',0.0061231000436459109143,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2390,4,'pretrain',2,206,'val/mean_r2',0.418652914184731606,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2391,4,'pretrain',2,206,'val/mse',0.0061231000629269859147,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2412,4,'pretrain',2,206,'val/ponder',2.002659422761243757,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2433,4,'pretrain',2,206,'val/routing/unrouted',0.0,0,'2026-11-26T00:24:18.686Z');
INSERT INTO metrics VALUES(2434,4,'pretrain',3,309,'time/eval_s',0.43380052899999999027,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2435,4,'pretrain',3,309,'time/train_epoch_s',40.469192870999997069,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2436,4,'pretrain',3,309,'train/grad_norm',0.049932823416966837237,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2437,4,'pretrain',3,309,'train/iter_frac@1',0.76997024490730148205,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2438,4,'pretrain',3,309,'train/iter_frac@2',0.2300297550926985457,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2439,4,'pretrain',3,309,'train/iter_frac@3',0.0,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2440,4,'pretrain',3,309,'train/iter_frac@4',0.0,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2441,4,'pretrain',3,309,'train/iterations',1.2300297550926986289,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2442,4,'pretrain',3,309,'train/loss',0.0077915478032615234985,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2443,4,'pretrain',3,309,'train/lr',0.015228083043011033867,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2444,4,'pretrain',3,309,'train/mean_r2',0.45003692754045027113,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2445,4,'pretrain',3,309,'train/mse',0.0057890340878185737871,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2466,4,'pretrain',3,309,'train/ponder',2.0025136293440506385,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2487,4,'pretrain',3,309,'train/routing/unrouted',0.0,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2488,4,'pretrain',3,309,'train/samples_per_s',323.87599233273579102,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2489,4,'pretrain',3,309,'val/iter_frac@1',0.68538297223069877261,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2490,4,'pretrain',3,309,'val/iter_frac@2',0.31461702776930117186,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2491,4,'pretrain',3,309,'val/iter_frac@3',0.0,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2492,4,'pretrain',3,309,'val/iter_frac@4',0.0,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2493,4,'pretrain',3,309,'val/iterations',1.3146170277693012273,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2494,4,'pretrain',3,309,'val/loss',0.0054416001378196224638,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2495,4,'pretrain',3,309,'val/mean_r2',0.48397684171536647923,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2496,4,'pretrain',3,309,'val/mse',0.005441600068629213853,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2517,4,'pretrain',3,309,'val/ponder',2.0034678143119171167,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2538,4,'pretrain',3,309,'val/routing/unrouted',0.0,0,'2026-11-26T00:24:59.595Z');
INSERT INTO metrics VALUES(2539,4,'pretrain',4,412,'time/eval_s',1.3912076719999999507,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2540,4,'pretrain',4,412,'time/train_epoch_s',7.0920800179999998746,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2541,4,'pretrain',4,412,'train/grad_norm',0.028265891551465086722,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2542,4,'pretrain',4,412,'train/iter_frac@1',0.43991760128175783073,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2543,4,'pretrain',4,412,'train/iter_frac@2',0.56008239871824216926,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2544,4,'pretrain',4,412,'train/iter_frac@3',0.0,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2545,4,'pretrain',4,412,'train/iter_frac@4',0.0,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2546,4,'pretrain',4,412,'train/iterations',1.5600823987182421692,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2547,4,'pretrain',4,412,'train/loss',0.0071551699560535499816,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2548,4,'pretrain',4,412,'train/lr',0.0043006242864955870897,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2549,4,'pretrain',4,412,'train/mean_r2',0.5095885582549145587,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2550,4,'pretrain',4,412,'train/mse',0.0051488242821259222123,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2571,4,'pretrain',4,412,'train/ponder',2.0063455330749810912,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2592,4,'pretrain',4,412,'train/routing/unrouted',0.0,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2593,4,'pretrain',4,412,'train/samples_per_s',1848.1178958406953824,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2594,4,'pretrain',4,412,'val/iter_frac@1',0.2435154104363747296,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2595,4,'pretrain',4,412,'val/iter_frac@2',0.75648458956362529814,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2596,4,'pretrain',4,412,'val/iter_frac@3',0.0,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2597,4,'pretrain',4,412,'val/iter_frac@4',0.0,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2598,4,'pretrain',4,412,'val/iterations',1.7564845895636251871,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2599,4,'pretrain',4,412,'val/loss',0.0049372296956551667279,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2600,4,'pretrain',4,412,'val/mean_r2',0.52929269115472687978,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2601,4,'pretrain',4,412,'val/mse',0.00493722986867064801,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2622,4,'pretrain',4,412,'val/ponder',2.0087022315739204714,0,'2026-11-26T00:25:08.084Z');
INSERT INTO metrics VALUES(2643,4,'pretrain',4,412,'val/routing/unrouted',0.0,0,'2026-11-26T00:25:08.085Z');
INSERT INTO metrics VALUES(2644,4,'pretrain',5,515,'time/eval_s',1.31593672599999989,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2645,4,'pretrain',5,515,'time/train_epoch_s',10.801978166999999686,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2646,4,'pretrain',5,515,'train/grad_norm',0.018612222307479206473,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2647,4,'pretrain',5,515,'train/iter_frac@1',0.18783855954833295065,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2648,4,'pretrain',5,515,'train/iter_frac@2',0.81216144045166704934,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2649,4,'pretrain',5,515,'train/iter_frac@3',0.0,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2650,4,'pretrain',5,515,'train/iter_frac@4',0.0,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2651,4,'pretrain',5,515,'train/iterations',1.8121614404516670493,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2652,4,'pretrain',5,515,'train/loss',0.0068462766354366825366,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2653,4,'pretrain',5,515,'train/lr',4.1274377633904178646e-07,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2654,4,'pretrain',5,515,'train/mean_r2',0.53837231907822558074,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2655,4,'pretrain',5,515,'train/mse',0.0048369245789000548871,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2676,4,'pretrain',5,515,'train/ponder',2.0093519740767891157,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2697,4,'pretrain',5,515,'train/routing/unrouted',0.0,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2698,4,'pretrain',5,515,'train/samples_per_s',1213.3888624253872876,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2699,4,'pretrain',5,515,'val/iter_frac@1',0.18248397924931339386,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2700,4,'pretrain',5,515,'val/iter_frac@2',0.81751602075068663388,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2701,4,'pretrain',5,515,'val/iter_frac@3',0.0,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2702,4,'pretrain',5,515,'val/iter_frac@4',0.0,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2703,4,'pretrain',5,515,'val/iterations',1.8175160207506866338,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2704,4,'pretrain',5,515,'val/loss',0.0047908954111746089934,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2705,4,'pretrain',5,515,'val/mean_r2',0.54365880669615873621,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2706,4,'pretrain',5,515,'val/mse',0.0047908953429531397211,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2727,4,'pretrain',5,515,'val/ponder',2.0094460923751027436,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2748,4,'pretrain',5,515,'val/routing/unrouted',0.0,0,'2026-11-26T00:25:20.215Z');
INSERT INTO metrics VALUES(2749,4,'pretrain',5,0,'val/iter_frac@1',0.18248397924931339386,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2750,4,'pretrain',5,0,'val/iter_frac@1@it=1',1.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2751,4,'pretrain',5,0,'val/iter_frac@1@it=2',0.18248397924931339386,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2752,4,'pretrain',5,0,'val/iter_frac@1@it=3',0.18248397924931339386,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2753,4,'pretrain',5,0,'val/iter_frac@1@it=4',0.18248397924931339386,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2754,4,'pretrain',5,0,'val/iter_frac@2',0.81751602075068663388,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2755,4,'pretrain',5,0,'val/iter_frac@2@it=2',0.81751602075068663388,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2756,4,'pretrain',5,0,'val/iter_frac@2@it=3',0.81751602075068663388,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2757,4,'pretrain',5,0,'val/iter_frac@2@it=4',0.81751602075068663388,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2758,4,'pretrain',5,0,'val/iter_frac@3',0.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2759,4,'pretrain',5,0,'val/iter_frac@3@it=3',0.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2760,4,'pretrain',5,0,'val/iter_frac@3@it=4',0.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2761,4,'pretrain',5,0,'val/iter_frac@4',0.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2762,4,'pretrain',5,0,'val/iter_frac@4@it=4',0.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2763,4,'pretrain',5,0,'val/iterations',1.8175160207506866338,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2764,4,'pretrain',5,0,'val/iterations@it=1',1.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2765,4,'pretrain',5,0,'val/iterations@it=2',1.8175160207506866338,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2766,4,'pretrain',5,0,'val/iterations@it=3',1.8175160207506866338,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2767,4,'pretrain',5,0,'val/iterations@it=4',1.8175160207506866338,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2768,4,'pretrain',5,0,'val/loss',0.0047908954111746089934,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2769,4,'pretrain',5,0,'val/loss@it=1',0.0048015030628984793278,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2770,4,'pretrain',5,0,'val/loss@it=2',0.0047908954111746089934,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2771,4,'pretrain',5,0,'val/loss@it=3',0.0047908954111746089934,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2772,4,'pretrain',5,0,'val/loss@it=4',0.0047908954111746089934,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2773,4,'pretrain',5,0,'val/mean_r2',0.54365880669615873621,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2774,4,'pretrain',5,0,'val/mean_r2@it=1',0.54273695857348858151,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2775,4,'pretrain',5,0,'val/mean_r2@it=2',0.54365880669615873621,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2776,4,'pretrain',5,0,'val/mean_r2@it=3',0.54365880669615873621,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2777,4,'pretrain',5,0,'val/mean_r2@it=4',0.54365880669615873621,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2778,4,'pretrain',5,0,'val/mse',0.0047908953429531397211,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2879,4,'pretrain',5,0,'val/mse@it=1',0.0048015028329927503247,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2880,4,'pretrain',5,0,'val/mse@it=2',0.0047908953429531397211,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2881,4,'pretrain',5,0,'val/mse@it=3',0.0047908953429531397211,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2882,4,'pretrain',5,0,'val/mse@it=4',0.0047908953429531397211,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2883,4,'pretrain',5,0,'val/ponder',2.0094460923751027436,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2884,4,'pretrain',5,0,'val/ponder@it=1',2.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2885,4,'pretrain',5,0,'val/ponder@it=2',2.0094460923751027436,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2886,4,'pretrain',5,0,'val/ponder@it=3',2.0094460923751027436,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2887,4,'pretrain',5,0,'val/ponder@it=4',2.0094460923751027436,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2988,4,'pretrain',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2989,4,'pretrain',5,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2990,4,'pretrain',5,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2991,4,'pretrain',5,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2992,4,'pretrain',5,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T00:25:24.630Z');
INSERT INTO metrics VALUES(2993,5,'pretrain',1,103,'time/eval_s',1.0539372430000000235,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(2994,5,'pretrain',1,103,'time/train_epoch_s',15.376105747000000434,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(2995,5,'pretrain',1,103,'train/grad_norm',0.22442299575156088309,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(2996,5,'pretrain',1,103,'train/iter_frac@1',0.0044831005330443008186,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(2997,5,'pretrain',1,103,'train/iter_frac@2',0.6278995899840970063,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(2998,5,'pretrain',1,103,'train/iter_frac@3',0.11200427287338145243,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(2999,5,'pretrain',1,103,'train/iter_frac@4',0.25561303088071007927,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(3000,5,'pretrain',1,103,'train/iterations',2.6187472341171051937,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(3001,5,'pretrain',1,103,'train/loss',0.027292966874199946908,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(3002,5,'pretrain',1,103,'train/lr',0.037662971746320626775,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(3003,5,'pretrain',1,103,'train/mean_r2',-1.249158305915353484,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(3004,5,'pretrain',1,103,'train/mse',0.024388592398693700186,0,'2026-11-26T00:25:41.094Z');
INSERT INTO metrics VALUES(3025,5,'pretrain',1,103,'train/ponder',2.9043748982667358937,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3046,5,'pretrain',1,103,'train/routing/unrouted',0.0,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3047,5,'pretrain',1,103,'train/samples_per_s',852.42649963936923994,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3048,5,'pretrain',1,103,'val/iter_frac@1',0.041623435139219538969,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3049,5,'pretrain',1,103,'val/iter_frac@2',0.95837654402098138017,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3050,5,'pretrain',1,103,'val/iter_frac@3',0.0,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3051,5,'pretrain',1,103,'val/iter_frac@4',0.0,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3052,5,'pretrain',1,103,'val/iterations',1.9583765987874095504,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3053,5,'pretrain',1,103,'val/loss',0.010930348074289313736,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3054,5,'pretrain',1,103,'val/mean_r2',0.047020223753554343804,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3055,5,'pretrain',1,103,'val/mse',0.010930348208364016465,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3076,5,'pretrain',1,103,'val/ponder',2.0679518226301083494,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3097,5,'pretrain',1,103,'val/routing/unrouted',0.0,0,'2026-11-26T00:25:41.095Z');
INSERT INTO metrics VALUES(3098,5,'pretrain',2,206,'time/eval_s',0.95210369699999997106,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3099,5,'pretrain',2,206,'time/train_epoch_s',10.0439970780000003,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3100,5,'pretrain',2,206,'train/grad_norm',0.10484237023131939836,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3101,5,'pretrain',2,206,'train/iter_frac@1',0.13081559292023356433,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3102,5,'pretrain',2,206,'train/iter_frac@2',0.86918440344969027933,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3103,5,'pretrain',2,206,'train/iter_frac@3',0.0,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3104,5,'pretrain',2,206,'train/iter_frac@4',0.0,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3105,5,'pretrain',2,206,'train/iterations',1.8691843975105992825,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3106,5,'pretrain',2,206,'train/loss',0.010998083058620464896,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3107,5,'pretrain',2,206,'train/lr',0.02816993230363224604,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3108,5,'pretrain',2,206,'train/mean_r2',0.19688097506575072404,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3109,5,'pretrain',2,206,'train/mse',0.008951897622539391891,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3130,5,'pretrain',2,206,'train/ponder',2.0461854008448843167,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3151,5,'pretrain',2,206,'train/routing/unrouted',0.0,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3152,5,'pretrain',2,206,'train/samples_per_s',1304.9585636289250487,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3153,5,'pretrain',2,206,'val/iter_frac@1',0.2288922782479207163,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3154,5,'pretrain',2,206,'val/iter_frac@2',0.77110772004460725881,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3155,5,'pretrain',2,206,'val/iter_frac@3',0.0,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3156,5,'pretrain',2,206,'val/iter_frac@4',0.0,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3157,5,'pretrain',2,206,'val/iterations',1.7711077104954957572,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3158,5,'pretrain',2,206,'val/loss',0.0069466620913303436107,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3159,5,'pretrain',2,206,'val/mean_r2',0.35538807144469258814,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3160,5,'pretrain',2,206,'val/mse',0.0069466619487998440551,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3181,5,'pretrain',2,206,'val/ponder',2.0306658787009990163,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3202,5,'pretrain',2,206,'val/routing/unrouted',0.0,0,'2026-11-26T00:25:52.106Z');
INSERT INTO metrics VALUES(3203,5,'pretrain',3,309,'time/eval_s',0.88369012499999999299,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3204,5,'pretrain',3,309,'time/train_epoch_s',10.017897373000000272,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3205,5,'pretrain',3,309,'train/grad_norm',0.063476811714687400578,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3206,5,'pretrain',3,309,'train/iter_frac@1',0.2600961311301013823,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3207,5,'pretrain',3,309,'train/iter_frac@2',0.73940642744341400494,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3208,5,'pretrain',3,309,'train/iter_frac@3',0.00049744410271356095335,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3209,5,'pretrain',3,309,'train/iter_frac@4',0.0,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3210,5,'pretrain',3,309,'train/iterations',1.7404013010296275343,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3211,5,'pretrain',3,309,'train/loss',0.008540042400763133909,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3212,5,'pretrain',3,309,'train/lr',0.015228083043011033867,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3213,5,'pretrain',3,309,'train/mean_r2',0.39567141638820491067,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3214,5,'pretrain',3,309,'train/mse',0.0065068098385051547499,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3235,5,'pretrain',3,309,'train/ponder',2.0332324396256971077,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3256,5,'pretrain',3,309,'train/routing/unrouted',0.0,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3257,5,'pretrain',3,309,'train/samples_per_s',1308.3583822016059912,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3258,5,'pretrain',3,309,'val/iter_frac@1',0.33072932747976785394,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3259,5,'pretrain',3,309,'val/iter_frac@2',0.66881904618056908784,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3260,5,'pretrain',3,309,'val/iter_frac@3',0.00045163258068947885774,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3261,5,'pretrain',3,309,'val/iter_frac@4',0.0,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3262,5,'pretrain',3,309,'val/iterations',1.6697222889288192426,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3263,5,'pretrain',3,309,'val/loss',0.0059217947876540706284,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3264,5,'pretrain',3,309,'val/mean_r2',0.44816932332283976325,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3265,5,'pretrain',3,309,'val/mse',0.0059217950208068073289,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3286,5,'pretrain',3,309,'val/ponder',2.0321386544341391022,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3307,5,'pretrain',3,309,'val/routing/unrouted',0.0,0,'2026-11-26T00:26:03.018Z');
INSERT INTO metrics VALUES(3308,5,'pretrain',4,412,'time/eval_s',0.80297879299999996849,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3309,5,'pretrain',4,412,'time/train_epoch_s',10.598860648000000495,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3310,5,'pretrain',4,412,'train/grad_norm',0.034043812419025640259,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3311,5,'pretrain',4,412,'train/iter_frac@1',0.37400472999537681673,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3312,5,'pretrain',4,412,'train/iter_frac@2',0.62357519144432360658,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3313,5,'pretrain',4,412,'train/iter_frac@3',0.0024200808187230297106,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3314,5,'pretrain',4,412,'train/iter_frac@4',0.0,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3315,5,'pretrain',4,412,'train/iterations',1.6284153355407597896,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3316,5,'pretrain',4,412,'train/loss',0.0075805194204043762143,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3317,5,'pretrain',4,412,'train/lr',0.0043006242864955870897,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3318,5,'pretrain',4,412,'train/mean_r2',0.48182399798459119022,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3319,5,'pretrain',4,412,'train/mse',0.0055432908945638155809,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3340,5,'pretrain',4,412,'train/ponder',2.037228448445349116,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3361,5,'pretrain',4,412,'train/routing/unrouted',0.0,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3362,5,'pretrain',4,412,'train/samples_per_s',1236.6423557491798419,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3363,5,'pretrain',4,412,'val/iter_frac@1',0.39278608263630238051,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3364,5,'pretrain',4,412,'val/iter_frac@2',0.60524870405700603726,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3365,5,'pretrain',4,412,'val/iter_frac@3',0.0019652120402974620171,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3366,5,'pretrain',4,412,'val/iter_frac@4',0.0,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3367,5,'pretrain',4,412,'val/iterations',1.6091791112720512657,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3368,5,'pretrain',4,412,'val/loss',0.0052702954628123703864,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3369,5,'pretrain',4,412,'val/mean_r2',0.50538863399793010344,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3370,5,'pretrain',4,412,'val/mse',0.0052702955079873357174,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3391,5,'pretrain',4,412,'val/ponder',2.0372918918069484739,0,'2026-11-26T00:26:14.435Z');
INSERT INTO metrics VALUES(3412,5,'pretrain',4,412,'val/routing/unrouted',0.0,0,'2026-11-26T00:26:14.439Z');
INSERT INTO metrics VALUES(3413,5,'pretrain',5,515,'time/eval_s',0.63087570500000000883,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3414,5,'pretrain',5,515,'time/train_epoch_s',9.8414677000000008177,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3415,5,'pretrain',5,515,'train/grad_norm',0.017447956860318636351,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3416,5,'pretrain',5,515,'train/iter_frac@1',0.39663385707571530147,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3417,5,'pretrain',5,515,'train/iter_frac@2',0.59820553945296328635,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3418,5,'pretrain',5,515,'train/iter_frac@3',0.0051392384599364213798,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3419,5,'pretrain',5,515,'train/iter_frac@4',2.1362630177882986869e-05,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3420,5,'pretrain',5,515,'train/iterations',1.6085480886056111593,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3421,5,'pretrain',5,515,'train/loss',0.0072204680192342763495,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3422,5,'pretrain',5,515,'train/lr',4.1274377633904178646e-07,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3423,5,'pretrain',5,515,'train/mean_r2',0.51524665152312498772,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3424,5,'pretrain',5,515,'train/mse',0.0051774625323463630346,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3445,5,'pretrain',5,515,'train/ponder',2.043005386770039955,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3466,5,'pretrain',5,515,'train/routing/unrouted',0.0,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3467,5,'pretrain',5,515,'train/samples_per_s',1331.8135464692932146,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3468,5,'pretrain',5,515,'val/iter_frac@1',0.39035703166341650938,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3469,5,'pretrain',5,515,'val/iter_frac@2',0.60374733171777317242,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3470,5,'pretrain',5,515,'val/iter_frac@3',0.0058956361208923856176,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3471,5,'pretrain',5,515,'val/iter_frac@4',0.0,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3472,5,'pretrain',5,515,'val/iterations',1.6155385876487660112,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3473,5,'pretrain',5,515,'val/loss',0.0051127906641753794944,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3474,5,'pretrain',5,515,'val/mean_r2',0.52022616489812145701,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3475,5,'pretrain',5,515,'val/mse',0.005112790630642407956,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3496,5,'pretrain',5,515,'val/ponder',2.0441781092170248079,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3517,5,'pretrain',5,515,'val/routing/unrouted',0.0,0,'2026-11-26T00:26:24.922Z');
INSERT INTO metrics VALUES(3518,5,'pretrain',5,0,'val/iter_frac@1',0.39035703166341650938,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3519,5,'pretrain',5,0,'val/iter_frac@1@it=1',1.0,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3520,5,'pretrain',5,0,'val/iter_frac@1@it=2',0.39035703166341650938,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3521,5,'pretrain',5,0,'val/iter_frac@1@it=3',0.39035703166341650938,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3522,5,'pretrain',5,0,'val/iter_frac@1@it=4',0.39035703166341650938,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3523,5,'pretrain',5,0,'val/iter_frac@2',0.60374733171777317242,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3524,5,'pretrain',5,0,'val/iter_frac@2@it=2',0.60964296833203635017,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3525,5,'pretrain',5,0,'val/iter_frac@2@it=3',0.60374733171777317242,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3526,5,'pretrain',5,0,'val/iter_frac@2@it=4',0.60374733171777317242,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3527,5,'pretrain',5,0,'val/iter_frac@3',0.0058956361208923856176,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3528,5,'pretrain',5,0,'val/iter_frac@3@it=3',0.0058956361208923856176,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3529,5,'pretrain',5,0,'val/iter_frac@3@it=4',0.0058956361208923856176,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3530,5,'pretrain',5,0,'val/iter_frac@4',0.0,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3531,5,'pretrain',5,0,'val/iter_frac@4@it=4',0.0,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3532,5,'pretrain',5,0,'val/iterations',1.6155385876487660112,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3533,5,'pretrain',5,0,'val/iterations@it=1',1.0,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3534,5,'pretrain',5,0,'val/iterations@it=2',1.6096429517074877235,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3535,5,'pretrain',5,0,'val/iterations@it=3',1.6155385876487660112,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3536,5,'pretrain',5,0,'val/iterations@it=4',1.6155385876487660112,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3537,5,'pretrain',5,0,'val/loss',0.0051127906641753794944,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3538,5,'pretrain',5,0,'val/loss@it=1',0.0061689391465068119102,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3539,5,'pretrain',5,0,'val/loss@it=2',0.0051158155832720453651,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3540,5,'pretrain',5,0,'val/loss@it=3',0.0051127906641753794944,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3541,5,'pretrain',5,0,'val/loss@it=4',0.0051127906641753794944,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3542,5,'pretrain',5,0,'val/mean_r2',0.52022616489812145701,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3543,5,'pretrain',5,0,'val/mean_r2@it=1',0.44754897862426040733,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3544,5,'pretrain',5,0,'val/mean_r2@it=2',0.52006425774513664883,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3545,5,'pretrain',5,0,'val/mean_r2@it=3',0.52022616489812145701,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3546,5,'pretrain',5,0,'val/mean_r2@it=4',0.52022616489812145701,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3547,5,'pretrain',5,0,'val/mse',0.005112790630642407956,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3648,5,'pretrain',5,0,'val/mse@it=1',0.0061689390653942560022,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3649,5,'pretrain',5,0,'val/mse@it=2',0.0051158157667254497424,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3650,5,'pretrain',5,0,'val/mse@it=3',0.005112790630642407956,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3651,5,'pretrain',5,0,'val/mse@it=4',0.005112790630642407956,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3652,5,'pretrain',5,0,'val/ponder',2.0441781092170248079,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3653,5,'pretrain',5,0,'val/ponder@it=1',2.0,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3654,5,'pretrain',5,0,'val/ponder@it=2',2.0417718850951533937,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3655,5,'pretrain',5,0,'val/ponder@it=3',2.0441781092170248079,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3656,5,'pretrain',5,0,'val/ponder@it=4',2.0441781092170248079,1,'2026-11-26T00:26:27.572Z');
INSERT INTO metrics VALUES(3757,5,'pretrain',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T00:26:27.573Z');
INSERT INTO metrics VALUES(3758,5,'pretrain',5,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T00:26:27.573Z');
INSERT INTO metrics VALUES(3759,5,'pretrain',5,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T00:26:27.573Z');
INSERT INTO metrics VALUES(3760,5,'pretrain',5,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T00:26:27.573Z');
INSERT INTO metrics VALUES(3761,5,'pretrain',5,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T00:26:27.573Z');
INSERT INTO metrics VALUES(3762,6,'pretrain',1,103,'time/eval_s',0.25184631499999998727,0,'2026-11-26T00:26:31.432Z');
INSERT INTO metrics VALUES(3763,6,'pretrain',1,103,'time/train_epoch_s',3.5906534300000001458,0,'2026-11-26T00:26:31.432Z');
INSERT INTO metrics VALUES(3764,6,'pretrain',1,103,'train/grad_norm',0.25671285785083630681,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3765,6,'pretrain',1,103,'train/loss',0.034257501735729070646,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3766,6,'pretrain',1,103,'train/lr',0.037662971746320626775,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3767,6,'pretrain',1,103,'train/mean_r2',-2.168095911399284148,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3768,6,'pretrain',1,103,'train/mse',0.034257501852476009152,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3809,6,'pretrain',1,103,'train/routing/unrouted',0.0,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3810,6,'pretrain',1,103,'train/samples_per_s',3650.3105230069500066,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3811,6,'pretrain',1,103,'val/loss',0.0090029237784506679909,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3812,6,'pretrain',1,103,'val/mean_r2',0.19139681788910178905,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3813,6,'pretrain',1,103,'val/mse',0.0090029239785383886884,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3854,6,'pretrain',1,103,'val/routing/unrouted',0.0,0,'2026-11-26T00:26:31.433Z');
INSERT INTO metrics VALUES(3855,6,'pretrain',2,206,'time/eval_s',0.24538650400000000528,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3856,6,'pretrain',2,206,'time/train_epoch_s',15.484995237999999773,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3857,6,'pretrain',2,206,'train/grad_norm',0.055325705594229467043,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3858,6,'pretrain',2,206,'train/loss',0.0071943630282828583202,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3859,6,'pretrain',2,206,'train/lr',0.02816993230363224604,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3860,6,'pretrain',2,206,'train/mean_r2',0.33783221032208138323,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3861,6,'pretrain',2,206,'train/mse',0.0071943630365993993525,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3902,6,'pretrain',2,206,'train/routing/unrouted',0.0,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3903,6,'pretrain',2,206,'train/samples_per_s',846.43229129548410586,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3904,6,'pretrain',2,206,'val/loss',0.0063113807427742640854,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3905,6,'pretrain',2,206,'val/mean_r2',0.4195839128816297725,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3906,6,'pretrain',2,206,'val/mse',0.0063113806504980799957,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3947,6,'pretrain',2,206,'val/routing/unrouted',0.0,0,'2026-11-26T00:26:47.171Z');
INSERT INTO metrics VALUES(3948,6,'pretrain',3,309,'time/eval_s',0.25698291600000000567,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3949,6,'pretrain',3,309,'time/train_epoch_s',36.93736497700000143,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3950,6,'pretrain',3,309,'train/grad_norm',0.046769564464977646245,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3951,6,'pretrain',3,309,'train/loss',0.0056954210041729068023,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3952,6,'pretrain',3,309,'train/lr',0.015228083043011033867,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3953,6,'pretrain',3,309,'train/mean_r2',0.4673763604128443605,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3954,6,'pretrain',3,309,'train/mse',0.0056954210408650500496,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3995,6,'pretrain',3,309,'train/routing/unrouted',0.0,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3996,6,'pretrain',3,309,'train/samples_per_s',354.84393670640582739,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3997,6,'pretrain',3,309,'val/loss',0.0047140670539558317264,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3998,6,'pretrain',3,309,'val/mean_r2',0.54927703569045460696,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(3999,6,'pretrain',3,309,'val/mse',0.0047140670949777909934,0,'2026-11-26T00:27:24.377Z');
INSERT INTO metrics VALUES(4040,6,'pretrain',3,309,'val/routing/unrouted',0.0,0,'2026-11-26T00:27:24.378Z');
INSERT INTO metrics VALUES(4041,6,'pretrain',4,412,'time/eval_s',0.25488529799999998237,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4042,6,'pretrain',4,412,'time/train_epoch_s',3.0814386479999997803,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4043,6,'pretrain',4,412,'train/grad_norm',0.028251038050477943891,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4044,6,'pretrain',4,412,'train/loss',0.0043033816054576503815,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4045,6,'pretrain',4,412,'train/lr',0.0043006242864955870897,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4046,6,'pretrain',4,412,'train/mean_r2',0.5847684935205489376,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4047,6,'pretrain',4,412,'train/mse',0.0043033816359061543427,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4088,6,'pretrain',4,412,'train/routing/unrouted',0.0,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4089,6,'pretrain',4,412,'train/samples_per_s',4253.5326830235826492,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4090,6,'pretrain',4,412,'val/loss',0.0039632489328120029323,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4091,6,'pretrain',4,412,'val/mean_r2',0.61640431539946827221,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4092,6,'pretrain',4,412,'val/mse',0.0039632487452677753886,0,'2026-11-26T00:27:27.719Z');
INSERT INTO metrics VALUES(4133,6,'pretrain',4,412,'val/routing/unrouted',0.0,0,'2026-11-26T00:27:27.720Z');
INSERT INTO metrics VALUES(4134,6,'pretrain',5,515,'time/eval_s',0.26618654200000002596,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4135,6,'pretrain',5,515,'time/train_epoch_s',3.1690965329999998267,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4136,6,'pretrain',5,515,'train/grad_norm',0.016366736900097537954,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4137,6,'pretrain',5,515,'train/loss',0.0037981977599527380097,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4138,6,'pretrain',5,515,'train/lr',4.1274377633904178646e-07,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4139,6,'pretrain',5,515,'train/mean_r2',0.63085873315791096693,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4140,6,'pretrain',5,515,'train/mse',0.0037981977655135931715,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4181,6,'pretrain',5,515,'train/routing/unrouted',0.0,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4182,6,'pretrain',5,515,'train/samples_per_s',4135.879063170210429,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4183,6,'pretrain',5,515,'val/loss',0.0037475552213505286883,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4184,6,'pretrain',5,515,'val/mean_r2',0.63647394974250715016,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4185,6,'pretrain',5,515,'val/mse',0.0037475551956938691657,0,'2026-11-26T00:27:31.160Z');
INSERT INTO metrics VALUES(4226,6,'pretrain',5,515,'val/routing/unrouted',0.0,0,'2026-11-26T00:27:31.161Z');
INSERT INTO metrics VALUES(4227,6,'pretrain',5,0,'val/loss',0.0037475552213505286883,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4228,6,'pretrain',5,0,'val/loss@it=1',0.0037475552213505286883,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4229,6,'pretrain',5,0,'val/loss@it=2',0.011999349524475904846,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4230,6,'pretrain',5,0,'val/loss@it=3',0.02313387144026157402,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4231,6,'pretrain',5,0,'val/loss@it=4',0.0288393084854478704,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4232,6,'pretrain',5,0,'val/mean_r2',0.63647394974250715016,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4233,6,'pretrain',5,0,'val/mean_r2@it=1',0.63647394974250715016,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4234,6,'pretrain',5,0,'val/mean_r2@it=2',-0.11750694621544059692,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4235,6,'pretrain',5,0,'val/mean_r2@it=3',-1.1135271794042080895,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4236,6,'pretrain',5,0,'val/mean_r2@it=4',-1.6076119193486888558,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4237,6,'pretrain',5,0,'val/mse',0.0037475551956938691657,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4338,6,'pretrain',5,0,'val/mse@it=1',0.0037475551956938691657,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4339,6,'pretrain',5,0,'val/mse@it=2',0.01199934922998898909,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4340,6,'pretrain',5,0,'val/mse@it=3',0.023133871864307674337,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4341,6,'pretrain',5,0,'val/mse@it=4',0.028839308576811561318,1,'2026-11-26T00:27:33.969Z');
INSERT INTO metrics VALUES(4442,6,'pretrain',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T00:27:33.970Z');
INSERT INTO metrics VALUES(4443,6,'pretrain',5,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T00:27:33.970Z');
INSERT INTO metrics VALUES(4444,6,'pretrain',5,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T00:27:33.970Z');
INSERT INTO metrics VALUES(4445,6,'pretrain',5,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T00:27:33.970Z');
INSERT INTO metrics VALUES(4446,6,'pretrain',5,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T00:27:33.970Z');
INSERT INTO metrics VALUES(4447,7,'pretrain',1,103,'time/eval_s',0.49937643599999997912,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4448,7,'pretrain',1,103,'time/train_epoch_s',5.9908403769999996058,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4449,7,'pretrain',1,103,'train/grad_norm',0.23621362717189256508,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4450,7,'pretrain',1,103,'train/loss',0.031681451237364495476,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4451,7,'pretrain',1,103,'train/lr',0.037662971746320626775,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4452,7,'pretrain',1,103,'train/mean_r2',-1.8969044189234420816,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4453,7,'pretrain',1,103,'train/mse',0.031681450809438911619,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4494,7,'pretrain',1,103,'train/routing/unrouted',0.0,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4495,7,'pretrain',1,103,'train/samples_per_s',2187.8399648771014653,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4496,7,'pretrain',1,103,'val/loss',0.0091511187105825265997,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4497,7,'pretrain',1,103,'val/mean_r2',0.20031512326566872084,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4498,7,'pretrain',1,103,'val/mse',0.0091511186184515085073,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4539,7,'pretrain',1,103,'val/routing/unrouted',0.0,0,'2026-11-26T00:27:40.477Z');
INSERT INTO metrics VALUES(4540,7,'pretrain',2,206,'time/eval_s',0.49163290799999997959,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4541,7,'pretrain',2,206,'time/train_epoch_s',5.6810695559999997428,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4542,7,'pretrain',2,206,'train/grad_norm',0.074337483121498112992,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4543,7,'pretrain',2,206,'train/loss',0.0065109372223035536647,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4544,7,'pretrain',2,206,'train/lr',0.02816993230363224604,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4545,7,'pretrain',2,206,'train/mean_r2',0.39659822378922754415,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4546,7,'pretrain',2,206,'train/mse',0.0065109372533450702441,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4587,7,'pretrain',2,206,'train/routing/unrouted',0.0,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4588,7,'pretrain',2,206,'train/samples_per_s',2307.1359839552014819,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4589,7,'pretrain',2,206,'val/loss',0.004493623920641032568,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4590,7,'pretrain',2,206,'val/mean_r2',0.58464645827688976886,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4591,7,'pretrain',2,206,'val/mse',0.0044936240674334475969,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4632,7,'pretrain',2,206,'val/routing/unrouted',0.0,0,'2026-11-26T00:27:46.656Z');
INSERT INTO metrics VALUES(4633,7,'pretrain',3,309,'time/eval_s',0.5031618549999999912,0,'2026-11-26T00:27:52.881Z');
INSERT INTO metrics VALUES(4634,7,'pretrain',3,309,'time/train_epoch_s',5.7159767390000002507,0,'2026-11-26T00:27:52.881Z');
INSERT INTO metrics VALUES(4635,7,'pretrain',3,309,'train/grad_norm',0.053094710141999047758,0,'2026-11-26T00:27:52.881Z');
INSERT INTO metrics VALUES(4636,7,'pretrain',3,309,'train/loss',0.003355958222999840413,0,'2026-11-26T00:27:52.881Z');
INSERT INTO metrics VALUES(4637,7,'pretrain',3,309,'train/lr',0.015228083043011033867,0,'2026-11-26T00:27:52.881Z');
INSERT INTO metrics VALUES(4638,7,'pretrain',3,309,'train/mean_r2',0.68364931469662848506,0,'2026-11-26T00:27:52.881Z');
INSERT INTO metrics VALUES(4639,7,'pretrain',3,309,'train/mse',0.0033559582478915510675,0,'2026-11-26T00:27:52.881Z');
INSERT INTO metrics VALUES(4680,7,'pretrain',3,309,'train/routing/unrouted',0.0,0,'2026-11-26T00:27:52.881Z');
INSERT INTO metrics VALUES(4681,7,'pretrain',3,309,'train/samples_per_s',2293.0464203206406637,0,'2026-11-26T00:27:52.881Z');
INSERT INTO metrics VALUES(4682,7,'pretrain',3,309,'val/loss',0.0023932361398813044306,0,'2026-11-26T00:27:52.882Z');
INSERT INTO metrics VALUES(4683,7,'pretrain',3,309,'val/mean_r2',0.77504720623805722912,0,'2026-11-26T00:27:52.882Z');
INSERT INTO metrics VALUES(4684,7,'pretrain',3,309,'val/mse',0.0023932361618378768415,0,'2026-11-26T00:27:52.882Z');
INSERT INTO metrics VALUES(4725,7,'pretrain',3,309,'val/routing/unrouted',0.0,0,'2026-11-26T00:27:52.882Z');
INSERT INTO metrics VALUES(4726,7,'pretrain',4,412,'time/eval_s',0.5005724830000000125,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4727,7,'pretrain',4,412,'time/train_epoch_s',5.5992911180000000115,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4728,7,'pretrain',4,412,'train/grad_norm',0.029746431305787517096,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4729,7,'pretrain',4,412,'train/loss',0.0020337651771382197693,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4730,7,'pretrain',4,412,'train/lr',0.0043006242864955870897,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4731,7,'pretrain',4,412,'train/mean_r2',0.80635758372880683708,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4732,7,'pretrain',4,412,'train/mse',0.002033765181336969624,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4773,7,'pretrain',4,412,'train/routing/unrouted',0.0,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4774,7,'pretrain',4,412,'train/samples_per_s',2340.8320310163949215,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4775,7,'pretrain',4,412,'val/loss',0.0017341036274364154002,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4776,7,'pretrain',4,412,'val/mean_r2',0.8350935648929727062,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4777,7,'pretrain',4,412,'val/mse',0.0017341036707487441671,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4818,7,'pretrain',4,412,'val/routing/unrouted',0.0,0,'2026-11-26T00:27:58.988Z');
INSERT INTO metrics VALUES(4819,7,'pretrain',5,515,'time/eval_s',0.52868979699999996135,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4820,7,'pretrain',5,515,'time/train_epoch_s',5.8094349960000002397,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4821,7,'pretrain',5,515,'train/grad_norm',0.013287107211546701421,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4822,7,'pretrain',5,515,'train/loss',0.001692621988333387192,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4823,7,'pretrain',5,515,'train/lr',4.1274377633904178646e-07,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4824,7,'pretrain',5,515,'train/mean_r2',0.83868187764194623845,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4825,7,'pretrain',5,515,'train/mse',0.0016926219954491387564,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4866,7,'pretrain',5,515,'train/routing/unrouted',0.0,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4867,7,'pretrain',5,515,'train/samples_per_s',2256.1574419930043404,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4868,7,'pretrain',5,515,'val/loss',0.0016127957767137087417,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4869,7,'pretrain',5,515,'val/mean_r2',0.84618724088998864552,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4870,7,'pretrain',5,515,'val/mse',0.0016127958087627277793,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4911,7,'pretrain',5,515,'val/routing/unrouted',0.0,0,'2026-11-26T00:28:05.332Z');
INSERT INTO metrics VALUES(4912,7,'pretrain',5,0,'val/loss',0.0016127957767137087417,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(4913,7,'pretrain',5,0,'val/loss@it=1',0.024445203653297158108,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(4914,7,'pretrain',5,0,'val/loss@it=2',0.0016127957767137087417,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(4915,7,'pretrain',5,0,'val/loss@it=3',0.013248699514305024849,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(4916,7,'pretrain',5,0,'val/loss@it=4',0.02558314343723975745,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(4917,7,'pretrain',5,0,'val/mean_r2',0.84618724088998864552,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(4918,7,'pretrain',5,0,'val/mean_r2@it=1',-1.3181608094476773285,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(4919,7,'pretrain',5,0,'val/mean_r2@it=2',0.84618724088998864552,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(4920,7,'pretrain',5,0,'val/mean_r2@it=3',-0.24580636454373078203,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(4921,7,'pretrain',5,0,'val/mean_r2@it=4',-1.3595377107253028281,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(4922,7,'pretrain',5,0,'val/mse',0.0016127958087627277793,1,'2026-11-26T00:28:08.217Z');
INSERT INTO metrics VALUES(5023,7,'pretrain',5,0,'val/mse@it=1',0.024445204180796081122,1,'2026-11-26T00:28:08.218Z');
INSERT INTO metrics VALUES(5024,7,'pretrain',5,0,'val/mse@it=2',0.0016127958087627277793,1,'2026-11-26T00:28:08.218Z');
INSERT INTO metrics VALUES(5025,7,'pretrain',5,0,'val/mse@it=3',0.01324869981613865065,1,'2026-11-26T00:28:08.218Z');
INSERT INTO metrics VALUES(5026,7,'pretrain',5,0,'val/mse@it=4',0.02558314365275292726,1,'2026-11-26T00:28:08.218Z');
INSERT INTO metrics VALUES(5127,7,'pretrain',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T00:28:08.218Z');
INSERT INTO metrics VALUES(5128,7,'pretrain',5,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T00:28:08.218Z');
INSERT INTO metrics VALUES(5129,7,'pretrain',5,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T00:28:08.218Z');
INSERT INTO metrics VALUES(5130,7,'pretrain',5,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T00:28:08.218Z');
INSERT INTO metrics VALUES(5131,7,'pretrain',5,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T00:28:08.218Z');
INSERT INTO metrics VALUES(5132,8,'pretrain',1,103,'time/eval_s',0.74497206500000001661,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5133,8,'pretrain',1,103,'time/train_epoch_s',8.1770978450000004755,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5134,8,'pretrain',1,103,'train/grad_norm',0.25968099676651285045,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5135,8,'pretrain',1,103,'train/loss',0.03043864699518429584,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5136,8,'pretrain',1,103,'train/lr',0.037662971746320626775,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5137,8,'pretrain',1,103,'train/mean_r2',-1.7652882447242799202,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5138,8,'pretrain',1,103,'train/mse',0.030438647674629653455,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5179,8,'pretrain',1,103,'train/routing/unrouted',0.0,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5180,8,'pretrain',1,103,'train/samples_per_s',1602.8914229043323303,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5181,8,'pretrain',1,103,'val/loss',0.010453005506053707207,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5182,8,'pretrain',1,103,'val/mean_r2',0.092454120539479725526,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5183,8,'pretrain',1,103,'val/mse',0.01045300589985070222,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5224,8,'pretrain',1,103,'val/routing/unrouted',0.0,0,'2026-11-26T00:28:17.155Z');
INSERT INTO metrics VALUES(5225,8,'pretrain',2,206,'time/eval_s',0.79102217799999996472,0,'2026-11-26T00:28:26.408Z');
INSERT INTO metrics VALUES(5226,8,'pretrain',2,206,'time/train_epoch_s',8.4571246680000005113,0,'2026-11-26T00:28:26.408Z');
INSERT INTO metrics VALUES(5227,8,'pretrain',2,206,'train/grad_norm',0.070106468606487060135,0,'2026-11-26T00:28:26.408Z');
INSERT INTO metrics VALUES(5228,8,'pretrain',2,206,'train/loss',0.0077785033273421889249,0,'2026-11-26T00:28:26.408Z');
INSERT INTO metrics VALUES(5229,8,'pretrain',2,206,'train/lr',0.02816993230363224604,0,'2026-11-26T00:28:26.408Z');
INSERT INTO metrics VALUES(5230,8,'pretrain',2,206,'train/mean_r2',0.29673104309722597715,0,'2026-11-26T00:28:26.408Z');
INSERT INTO metrics VALUES(5231,8,'pretrain',2,206,'train/mse',0.0077785032868050926757,0,'2026-11-26T00:28:26.409Z');
INSERT INTO metrics VALUES(5272,8,'pretrain',2,206,'train/routing/unrouted',0.0,0,'2026-11-26T00:28:26.409Z');
INSERT INTO metrics VALUES(5273,8,'pretrain',2,206,'train/samples_per_s',1549.8175224487538343,0,'2026-11-26T00:28:26.409Z');
INSERT INTO metrics VALUES(5274,8,'pretrain',2,206,'val/loss',0.0049610592218540519246,0,'2026-11-26T00:28:26.409Z');
INSERT INTO metrics VALUES(5275,8,'pretrain',2,206,'val/mean_r2',0.52403087688760374707,0,'2026-11-26T00:28:26.409Z');
INSERT INTO metrics VALUES(5276,8,'pretrain',2,206,'val/mse',0.0049610591773440772256,0,'2026-11-26T00:28:26.409Z');
INSERT INTO metrics VALUES(5317,8,'pretrain',2,206,'val/routing/unrouted',0.0,0,'2026-11-26T00:28:26.409Z');
INSERT INTO metrics VALUES(5318,8,'pretrain',3,309,'time/eval_s',0.77552045099999999955,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5319,8,'pretrain',3,309,'time/train_epoch_s',8.5895991970000000748,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5320,8,'pretrain',3,309,'train/grad_norm',0.048340334186276187611,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5321,8,'pretrain',3,309,'train/loss',0.0035374353767610063059,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5322,8,'pretrain',3,309,'train/lr',0.015228083043011033867,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5323,8,'pretrain',3,309,'train/mean_r2',0.66302470952822911698,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5324,8,'pretrain',3,309,'train/mse',0.0035374353556808639,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5365,8,'pretrain',3,309,'train/routing/unrouted',0.0,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5366,8,'pretrain',3,309,'train/samples_per_s',1525.9152027230497879,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5367,8,'pretrain',3,309,'val/loss',0.0023227750304103044962,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5368,8,'pretrain',3,309,'val/mean_r2',0.77646260001818590001,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5369,8,'pretrain',3,309,'val/mse',0.0023227750605374344536,0,'2026-11-26T00:28:35.780Z');
INSERT INTO metrics VALUES(5410,8,'pretrain',3,309,'val/routing/unrouted',0.0,0,'2026-11-26T00:28:35.781Z');
INSERT INTO metrics VALUES(5411,8,'pretrain',4,412,'time/eval_s',0.75708162199999995412,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5412,8,'pretrain',4,412,'time/train_epoch_s',8.6586330579999994938,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5413,8,'pretrain',4,412,'train/grad_norm',0.022360645813270678405,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5414,8,'pretrain',4,412,'train/loss',0.0019850494932255255409,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5415,8,'pretrain',4,412,'train/lr',0.0043006242864955870897,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5416,8,'pretrain',4,412,'train/mean_r2',0.8091319168872814771,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5417,8,'pretrain',4,412,'train/mse',0.0019850494959269891596,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5458,8,'pretrain',4,412,'train/routing/unrouted',0.0,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5459,8,'pretrain',4,412,'train/samples_per_s',1513.7493311245018503,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5460,8,'pretrain',4,412,'val/loss',0.0016845929215278227474,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5461,8,'pretrain',4,412,'val/mean_r2',0.83823547960025590608,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5462,8,'pretrain',4,412,'val/mse',0.0016845928805168611935,0,'2026-11-26T00:28:45.202Z');
INSERT INTO metrics VALUES(5503,8,'pretrain',4,412,'val/routing/unrouted',0.0,0,'2026-11-26T00:28:45.203Z');
INSERT INTO metrics VALUES(5504,8,'pretrain',5,515,'time/eval_s',0.8514125120000000102,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5505,8,'pretrain',5,515,'time/train_epoch_s',8.6300679210000001972,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5506,8,'pretrain',5,515,'train/grad_norm',0.011571350132196563803,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5507,8,'pretrain',5,515,'train/loss',0.0015107553462360965614,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5508,8,'pretrain',5,515,'train/lr',4.1274377633904178646e-07,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5509,8,'pretrain',5,515,'train/mean_r2',0.85446824664149034767,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5510,8,'pretrain',5,515,'train/mse',0.0015107553438424891137,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5551,8,'pretrain',5,515,'train/routing/unrouted',0.0,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5552,8,'pretrain',5,515,'train/samples_per_s',1518.7597733855657224,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5553,8,'pretrain',5,515,'val/loss',0.0014333832929926011972,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5554,8,'pretrain',5,515,'val/mean_r2',0.86115948730111457898,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5555,8,'pretrain',5,515,'val/mse',0.0014333832656664398982,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5596,8,'pretrain',5,515,'val/routing/unrouted',0.0,0,'2026-11-26T00:28:54.690Z');
INSERT INTO metrics VALUES(5597,8,'pretrain',5,0,'val/loss',0.0014333832929926011972,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5598,8,'pretrain',5,0,'val/loss@it=1',0.030216726457127755095,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5599,8,'pretrain',5,0,'val/loss@it=2',0.011587418441035179234,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5600,8,'pretrain',5,0,'val/loss@it=3',0.0014333832929926011972,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5601,8,'pretrain',5,0,'val/loss@it=4',0.0068600425675174863532,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5602,8,'pretrain',5,0,'val/mean_r2',0.86115948730111457898,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5603,8,'pretrain',5,0,'val/mean_r2@it=1',-1.7155366354968482056,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5604,8,'pretrain',5,0,'val/mean_r2@it=2',-0.066328984325999318372,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5605,8,'pretrain',5,0,'val/mean_r2@it=3',0.86115948730111457898,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5606,8,'pretrain',5,0,'val/mean_r2@it=4',0.37270307730745022567,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5607,8,'pretrain',5,0,'val/mse',0.0014333832656664398982,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5708,8,'pretrain',5,0,'val/mse@it=1',0.030216727604820154545,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5709,8,'pretrain',5,0,'val/mse@it=2',0.011587418661156766858,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5710,8,'pretrain',5,0,'val/mse@it=3',0.0014333832656664398982,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5711,8,'pretrain',5,0,'val/mse@it=4',0.006860042750588074556,1,'2026-11-26T00:28:58.180Z');
INSERT INTO metrics VALUES(5812,8,'pretrain',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T00:28:58.181Z');
INSERT INTO metrics VALUES(5813,8,'pretrain',5,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T00:28:58.181Z');
INSERT INTO metrics VALUES(5814,8,'pretrain',5,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T00:28:58.181Z');
INSERT INTO metrics VALUES(5815,8,'pretrain',5,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T00:28:58.181Z');
INSERT INTO metrics VALUES(5816,8,'pretrain',5,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T00:28:58.181Z');
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
INSERT INTO artifacts VALUES(1,1,'pretrain',5,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/779b4c69aefa906f/pretrain.last.a1e5.pt','eef35b4a50851b06cbc17289a166c7b947c7edc6d80bd5b74178b5f67fb749c4',289264,'2026-11-26T00:21:16.206Z');
INSERT INTO artifacts VALUES(2,1,'pretrain',5,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/779b4c69aefa906f/pretrain.routing.json','a1c7e1d15aedb7cc90b66556f5bf49447b250d1f69c67ee1626eeea549b47083',10138,'2026-11-26T00:21:20.708Z');
INSERT INTO artifacts VALUES(3,1,'pretrain',5,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/779b4c69aefa906f/pretrain.final.a1e5.pt','835b562479664cab440a9b84cc33de303634e726c5848316dc7e7b7190d9963b',89523,'2026-11-26T00:21:20.710Z');
INSERT INTO artifacts VALUES(4,2,'pretrain',5,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/ef38cf0b357c4a82/pretrain.last.a1e5.pt','d0467411d744ca201bcd48e4be47cb1e394e5e62999c7691b98e5db44cac5e21',292970,'2026-11-26T00:22:52.092Z');
INSERT INTO artifacts VALUES(5,2,'pretrain',5,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/ef38cf0b357c4a82/pretrain.routing.json','b7a8f73927d264ae214e0917ad9aeea8c0d44a933b1ec71c59289d1d9e740401',9509,'2026-11-26T00:22:57.692Z');
INSERT INTO artifacts VALUES(6,2,'pretrain',5,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/ef38cf0b357c4a82/pretrain.final.a1e5.pt','e3c5b4e4c4a63f547ab425c453cecb376cb67ffb354b9779df3e6dcdd98bed20',90221,'2026-11-26T00:22:57.694Z');
INSERT INTO artifacts VALUES(7,3,'pretrain',5,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/57b302d8a66bc671/pretrain.last.a1e5.pt','397831d321a88fa48ce928a82731cdb7e59e43da1c9e5a00b28922e53d8b9a50',292842,'2026-11-26T00:24:03.953Z');
INSERT INTO artifacts VALUES(8,3,'pretrain',5,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/57b302d8a66bc671/pretrain.routing.json','27bec6b200e97a15086820454b895bc5039710fdac4ba37ab4e7b2a00c458ac1',9451,'2026-11-26T00:24:07.239Z');
INSERT INTO artifacts VALUES(9,3,'pretrain',5,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/57b302d8a66bc671/pretrain.final.a1e5.pt','a91fc471aff34197e8477ab3abb78486407eacf65358a1a71a3bd4518b98b406',90221,'2026-11-26T00:24:07.241Z');
INSERT INTO artifacts VALUES(10,4,'pretrain',5,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/9eb7c2d899965abb/pretrain.last.a1e5.pt','a5d8bf53c91981266de3bdf213d90a4019d8021d947a725268eab70493dc9972',292842,'2026-11-26T00:25:20.222Z');
INSERT INTO artifacts VALUES(11,4,'pretrain',5,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/9eb7c2d899965abb/pretrain.routing.json','ed480b7511103f27d667b102fe192822a25929a97fe79eb7585bd04db87e3045',4893,'2026-11-26T00:25:24.628Z');
INSERT INTO artifacts VALUES(12,4,'pretrain',5,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/9eb7c2d899965abb/pretrain.final.a1e5.pt','c4db58d0008201753f63d70e014e4338e64782a911820bec83e9c05654206b86',90221,'2026-11-26T00:25:24.629Z');
INSERT INTO artifacts VALUES(13,5,'pretrain',5,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/8c90bcaf37f3c2d6/pretrain.last.a1e5.pt','e00687dc482244b96b40289a7f0b921ab78356e8b26d14881bdc24426b52da3a',292970,'2026-11-26T00:26:24.927Z');
INSERT INTO artifacts VALUES(14,5,'pretrain',5,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/8c90bcaf37f3c2d6/pretrain.routing.json','f0cca2c7a5b411cc5141cb133b0d83c9f10cd71f48484589b23414f455c40215',5294,'2026-11-26T00:26:27.570Z');
INSERT INTO artifacts VALUES(15,5,'pretrain',5,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/8c90bcaf37f3c2d6/pretrain.final.a1e5.pt','06548b5f84bcf8061e48a44fb50523acbb015f15c4f8982e159fc325959fe04b',90221,'2026-11-26T00:26:27.571Z');
INSERT INTO artifacts VALUES(16,6,'pretrain',5,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/3e1093caf3c36766/pretrain.last.a1e5.pt','1a93bbda52d2ec743ba6cafb8d2a517b08f8afe2b12a5395e8a11bb44bb31e02',289328,'2026-11-26T00:27:31.165Z');
INSERT INTO artifacts VALUES(17,6,'pretrain',5,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/3e1093caf3c36766/pretrain.routing.json','17039019f966b4f98ebb7294bc871cb6b3f98a253c26a0573beda6a718bd9577',2530,'2026-11-26T00:27:33.967Z');
INSERT INTO artifacts VALUES(18,6,'pretrain',5,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/3e1093caf3c36766/pretrain.final.a1e5.pt','844acbfd3d2a5d735085e420b09c2313e8f70d9614db89ad85c466093cd6d4a6',89523,'2026-11-26T00:27:33.969Z');
INSERT INTO artifacts VALUES(19,7,'pretrain',5,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/d1c5e04d1683ff81/pretrain.last.a1e5.pt','fcbe0a22eb4aafe0e75e3629eb84df982df9e6eae63cb9bfc93f4f4e4481e3bf',289328,'2026-11-26T00:28:05.337Z');
INSERT INTO artifacts VALUES(20,7,'pretrain',5,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/d1c5e04d1683ff81/pretrain.routing.json','f97df6b4132ecd5eddc7fb9c7b795bfc7a41ec8efae70333ac2bf3f58f334d1d',5007,'2026-11-26T00:28:08.216Z');
INSERT INTO artifacts VALUES(21,7,'pretrain',5,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/d1c5e04d1683ff81/pretrain.final.a1e5.pt','b05f57ae0cc00267991731333fcfe65cfd2d9f28106d503a28efd42da5586602',89523,'2026-11-26T00:28:08.217Z');
INSERT INTO artifacts VALUES(22,8,'pretrain',5,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/c4e57a31044d8232/pretrain.last.a1e5.pt','d188fac0c3b37c696ec4d89a411f6795f0d43be4d52730b1780a1eb7189baa49',289392,'2026-11-26T00:28:54.695Z');
INSERT INTO artifacts VALUES(23,8,'pretrain',5,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/c4e57a31044d8232/pretrain.routing.json','49660e635f7501ffa6f5c969f76393fba718e6927c9a52ef516be077f383b41b',7394,'2026-11-26T00:28:58.178Z');
INSERT INTO artifacts VALUES(24,8,'pretrain',5,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean/c4e57a31044d8232/pretrain.final.a1e5.pt','08036e962bb0b9017a7029a12325fe401d1dfc5569302ac7699779dbfd9018d2',89523,'2026-11-26T00:28:58.180Z');
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
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'code_dim') AS "code_dim",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'code_modulation') AS "code_modulation",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'dim') AS "dim",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'dropout') AS "dropout",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'eps') AS "eps",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'fc_after_attention') AS "fc_after_attention",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'halt_bias_init') AS "halt_bias_init",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'halt_epsilon') AS "halt_epsilon",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'halting') AS "halting",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'head_dim') AS "head_dim",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'heads') AS "heads",
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
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.data_seed') AS "task.data_seed",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.function_seed') AS "task.function_seed",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.function_set') AS "task.function_set",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.head_norm') AS "task.head_norm",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.n_functions') AS "task.n_functions",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.n_points') AS "task.n_points",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.n_pretrain') AS "task.n_pretrain",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.n_vars') AS "task.n_vars",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.token_init_std') AS "task.token_init_std",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.val_fraction') AS "task.val_fraction",
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
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@1' AND m.is_final = 1) AS "val/iter_frac@1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@1@it=1' AND m.is_final = 1) AS "val/iter_frac@1@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@1@it=2' AND m.is_final = 1) AS "val/iter_frac@1@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@1@it=3' AND m.is_final = 1) AS "val/iter_frac@1@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@1@it=4' AND m.is_final = 1) AS "val/iter_frac@1@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@2' AND m.is_final = 1) AS "val/iter_frac@2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@2@it=2' AND m.is_final = 1) AS "val/iter_frac@2@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@2@it=3' AND m.is_final = 1) AS "val/iter_frac@2@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@2@it=4' AND m.is_final = 1) AS "val/iter_frac@2@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@3' AND m.is_final = 1) AS "val/iter_frac@3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@3@it=3' AND m.is_final = 1) AS "val/iter_frac@3@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@3@it=4' AND m.is_final = 1) AS "val/iter_frac@3@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@4' AND m.is_final = 1) AS "val/iter_frac@4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iter_frac@4@it=4' AND m.is_final = 1) AS "val/iter_frac@4@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iterations' AND m.is_final = 1) AS "val/iterations",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iterations@it=1' AND m.is_final = 1) AS "val/iterations@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iterations@it=2' AND m.is_final = 1) AS "val/iterations@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iterations@it=3' AND m.is_final = 1) AS "val/iterations@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/iterations@it=4' AND m.is_final = 1) AS "val/iterations@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/loss' AND m.is_final = 1) AS "val/loss",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/loss@it=1' AND m.is_final = 1) AS "val/loss@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/loss@it=2' AND m.is_final = 1) AS "val/loss@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/loss@it=3' AND m.is_final = 1) AS "val/loss@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/loss@it=4' AND m.is_final = 1) AS "val/loss@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mean_r2' AND m.is_final = 1) AS "val/mean_r2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mean_r2@it=1' AND m.is_final = 1) AS "val/mean_r2@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mean_r2@it=2' AND m.is_final = 1) AS "val/mean_r2@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mean_r2@it=3' AND m.is_final = 1) AS "val/mean_r2@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mean_r2@it=4' AND m.is_final = 1) AS "val/mean_r2@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse' AND m.is_final = 1) AS "val/mse",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f00' AND m.is_final = 1) AS "val/mse/f00",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f00@it=1' AND m.is_final = 1) AS "val/mse/f00@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f00@it=2' AND m.is_final = 1) AS "val/mse/f00@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f00@it=3' AND m.is_final = 1) AS "val/mse/f00@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f00@it=4' AND m.is_final = 1) AS "val/mse/f00@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f01' AND m.is_final = 1) AS "val/mse/f01",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f01@it=1' AND m.is_final = 1) AS "val/mse/f01@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f01@it=2' AND m.is_final = 1) AS "val/mse/f01@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f01@it=3' AND m.is_final = 1) AS "val/mse/f01@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f01@it=4' AND m.is_final = 1) AS "val/mse/f01@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f02' AND m.is_final = 1) AS "val/mse/f02",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f02@it=1' AND m.is_final = 1) AS "val/mse/f02@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f02@it=2' AND m.is_final = 1) AS "val/mse/f02@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f02@it=3' AND m.is_final = 1) AS "val/mse/f02@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f02@it=4' AND m.is_final = 1) AS "val/mse/f02@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f03' AND m.is_final = 1) AS "val/mse/f03",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f03@it=1' AND m.is_final = 1) AS "val/mse/f03@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f03@it=2' AND m.is_final = 1) AS "val/mse/f03@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f03@it=3' AND m.is_final = 1) AS "val/mse/f03@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f03@it=4' AND m.is_final = 1) AS "val/mse/f03@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f04' AND m.is_final = 1) AS "val/mse/f04",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f04@it=1' AND m.is_final = 1) AS "val/mse/f04@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f04@it=2' AND m.is_final = 1) AS "val/mse/f04@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f04@it=3' AND m.is_final = 1) AS "val/mse/f04@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f04@it=4' AND m.is_final = 1) AS "val/mse/f04@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f05' AND m.is_final = 1) AS "val/mse/f05",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f05@it=1' AND m.is_final = 1) AS "val/mse/f05@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f05@it=2' AND m.is_final = 1) AS "val/mse/f05@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f05@it=3' AND m.is_final = 1) AS "val/mse/f05@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f05@it=4' AND m.is_final = 1) AS "val/mse/f05@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f06' AND m.is_final = 1) AS "val/mse/f06",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f06@it=1' AND m.is_final = 1) AS "val/mse/f06@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f06@it=2' AND m.is_final = 1) AS "val/mse/f06@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f06@it=3' AND m.is_final = 1) AS "val/mse/f06@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f06@it=4' AND m.is_final = 1) AS "val/mse/f06@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f07' AND m.is_final = 1) AS "val/mse/f07",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f07@it=1' AND m.is_final = 1) AS "val/mse/f07@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f07@it=2' AND m.is_final = 1) AS "val/mse/f07@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f07@it=3' AND m.is_final = 1) AS "val/mse/f07@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f07@it=4' AND m.is_final = 1) AS "val/mse/f07@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f08' AND m.is_final = 1) AS "val/mse/f08",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f08@it=1' AND m.is_final = 1) AS "val/mse/f08@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f08@it=2' AND m.is_final = 1) AS "val/mse/f08@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f08@it=3' AND m.is_final = 1) AS "val/mse/f08@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f08@it=4' AND m.is_final = 1) AS "val/mse/f08@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f09' AND m.is_final = 1) AS "val/mse/f09",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f09@it=1' AND m.is_final = 1) AS "val/mse/f09@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f09@it=2' AND m.is_final = 1) AS "val/mse/f09@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f09@it=3' AND m.is_final = 1) AS "val/mse/f09@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f09@it=4' AND m.is_final = 1) AS "val/mse/f09@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f10' AND m.is_final = 1) AS "val/mse/f10",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f10@it=1' AND m.is_final = 1) AS "val/mse/f10@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f10@it=2' AND m.is_final = 1) AS "val/mse/f10@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f10@it=3' AND m.is_final = 1) AS "val/mse/f10@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f10@it=4' AND m.is_final = 1) AS "val/mse/f10@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f11' AND m.is_final = 1) AS "val/mse/f11",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f11@it=1' AND m.is_final = 1) AS "val/mse/f11@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f11@it=2' AND m.is_final = 1) AS "val/mse/f11@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f11@it=3' AND m.is_final = 1) AS "val/mse/f11@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f11@it=4' AND m.is_final = 1) AS "val/mse/f11@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f12' AND m.is_final = 1) AS "val/mse/f12",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f12@it=1' AND m.is_final = 1) AS "val/mse/f12@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f12@it=2' AND m.is_final = 1) AS "val/mse/f12@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f12@it=3' AND m.is_final = 1) AS "val/mse/f12@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f12@it=4' AND m.is_final = 1) AS "val/mse/f12@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f13' AND m.is_final = 1) AS "val/mse/f13",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f13@it=1' AND m.is_final = 1) AS "val/mse/f13@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f13@it=2' AND m.is_final = 1) AS "val/mse/f13@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f13@it=3' AND m.is_final = 1) AS "val/mse/f13@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f13@it=4' AND m.is_final = 1) AS "val/mse/f13@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f14' AND m.is_final = 1) AS "val/mse/f14",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f14@it=1' AND m.is_final = 1) AS "val/mse/f14@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f14@it=2' AND m.is_final = 1) AS "val/mse/f14@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f14@it=3' AND m.is_final = 1) AS "val/mse/f14@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f14@it=4' AND m.is_final = 1) AS "val/mse/f14@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f15' AND m.is_final = 1) AS "val/mse/f15",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f15@it=1' AND m.is_final = 1) AS "val/mse/f15@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f15@it=2' AND m.is_final = 1) AS "val/mse/f15@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f15@it=3' AND m.is_final = 1) AS "val/mse/f15@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f15@it=4' AND m.is_final = 1) AS "val/mse/f15@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f16' AND m.is_final = 1) AS "val/mse/f16",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f16@it=1' AND m.is_final = 1) AS "val/mse/f16@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f16@it=2' AND m.is_final = 1) AS "val/mse/f16@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f16@it=3' AND m.is_final = 1) AS "val/mse/f16@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f16@it=4' AND m.is_final = 1) AS "val/mse/f16@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f17' AND m.is_final = 1) AS "val/mse/f17",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f17@it=1' AND m.is_final = 1) AS "val/mse/f17@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f17@it=2' AND m.is_final = 1) AS "val/mse/f17@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f17@it=3' AND m.is_final = 1) AS "val/mse/f17@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f17@it=4' AND m.is_final = 1) AS "val/mse/f17@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f18' AND m.is_final = 1) AS "val/mse/f18",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f18@it=1' AND m.is_final = 1) AS "val/mse/f18@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f18@it=2' AND m.is_final = 1) AS "val/mse/f18@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f18@it=3' AND m.is_final = 1) AS "val/mse/f18@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f18@it=4' AND m.is_final = 1) AS "val/mse/f18@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f19' AND m.is_final = 1) AS "val/mse/f19",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f19@it=1' AND m.is_final = 1) AS "val/mse/f19@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f19@it=2' AND m.is_final = 1) AS "val/mse/f19@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f19@it=3' AND m.is_final = 1) AS "val/mse/f19@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f19@it=4' AND m.is_final = 1) AS "val/mse/f19@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse@it=1' AND m.is_final = 1) AS "val/mse@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse@it=2' AND m.is_final = 1) AS "val/mse@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse@it=3' AND m.is_final = 1) AS "val/mse@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse@it=4' AND m.is_final = 1) AS "val/mse@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/ponder' AND m.is_final = 1) AS "val/ponder",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/ponder@it=1' AND m.is_final = 1) AS "val/ponder@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/ponder@it=2' AND m.is_final = 1) AS "val/ponder@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/ponder@it=3' AND m.is_final = 1) AS "val/ponder@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/ponder@it=4' AND m.is_final = 1) AS "val/ponder@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f00' AND m.is_final = 1) AS "val/r2/f00",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f00@it=1' AND m.is_final = 1) AS "val/r2/f00@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f00@it=2' AND m.is_final = 1) AS "val/r2/f00@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f00@it=3' AND m.is_final = 1) AS "val/r2/f00@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f00@it=4' AND m.is_final = 1) AS "val/r2/f00@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f01' AND m.is_final = 1) AS "val/r2/f01",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f01@it=1' AND m.is_final = 1) AS "val/r2/f01@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f01@it=2' AND m.is_final = 1) AS "val/r2/f01@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f01@it=3' AND m.is_final = 1) AS "val/r2/f01@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f01@it=4' AND m.is_final = 1) AS "val/r2/f01@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f02' AND m.is_final = 1) AS "val/r2/f02",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f02@it=1' AND m.is_final = 1) AS "val/r2/f02@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f02@it=2' AND m.is_final = 1) AS "val/r2/f02@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f02@it=3' AND m.is_final = 1) AS "val/r2/f02@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f02@it=4' AND m.is_final = 1) AS "val/r2/f02@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f03' AND m.is_final = 1) AS "val/r2/f03",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f03@it=1' AND m.is_final = 1) AS "val/r2/f03@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f03@it=2' AND m.is_final = 1) AS "val/r2/f03@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f03@it=3' AND m.is_final = 1) AS "val/r2/f03@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f03@it=4' AND m.is_final = 1) AS "val/r2/f03@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f04' AND m.is_final = 1) AS "val/r2/f04",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f04@it=1' AND m.is_final = 1) AS "val/r2/f04@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f04@it=2' AND m.is_final = 1) AS "val/r2/f04@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f04@it=3' AND m.is_final = 1) AS "val/r2/f04@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f04@it=4' AND m.is_final = 1) AS "val/r2/f04@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f05' AND m.is_final = 1) AS "val/r2/f05",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f05@it=1' AND m.is_final = 1) AS "val/r2/f05@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f05@it=2' AND m.is_final = 1) AS "val/r2/f05@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f05@it=3' AND m.is_final = 1) AS "val/r2/f05@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f05@it=4' AND m.is_final = 1) AS "val/r2/f05@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f06' AND m.is_final = 1) AS "val/r2/f06",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f06@it=1' AND m.is_final = 1) AS "val/r2/f06@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f06@it=2' AND m.is_final = 1) AS "val/r2/f06@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f06@it=3' AND m.is_final = 1) AS "val/r2/f06@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f06@it=4' AND m.is_final = 1) AS "val/r2/f06@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f07' AND m.is_final = 1) AS "val/r2/f07",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f07@it=1' AND m.is_final = 1) AS "val/r2/f07@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f07@it=2' AND m.is_final = 1) AS "val/r2/f07@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f07@it=3' AND m.is_final = 1) AS "val/r2/f07@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f07@it=4' AND m.is_final = 1) AS "val/r2/f07@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f08' AND m.is_final = 1) AS "val/r2/f08",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f08@it=1' AND m.is_final = 1) AS "val/r2/f08@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f08@it=2' AND m.is_final = 1) AS "val/r2/f08@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f08@it=3' AND m.is_final = 1) AS "val/r2/f08@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f08@it=4' AND m.is_final = 1) AS "val/r2/f08@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f09' AND m.is_final = 1) AS "val/r2/f09",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f09@it=1' AND m.is_final = 1) AS "val/r2/f09@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f09@it=2' AND m.is_final = 1) AS "val/r2/f09@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f09@it=3' AND m.is_final = 1) AS "val/r2/f09@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f09@it=4' AND m.is_final = 1) AS "val/r2/f09@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f10' AND m.is_final = 1) AS "val/r2/f10",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f10@it=1' AND m.is_final = 1) AS "val/r2/f10@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f10@it=2' AND m.is_final = 1) AS "val/r2/f10@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f10@it=3' AND m.is_final = 1) AS "val/r2/f10@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f10@it=4' AND m.is_final = 1) AS "val/r2/f10@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f11' AND m.is_final = 1) AS "val/r2/f11",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f11@it=1' AND m.is_final = 1) AS "val/r2/f11@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f11@it=2' AND m.is_final = 1) AS "val/r2/f11@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f11@it=3' AND m.is_final = 1) AS "val/r2/f11@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f11@it=4' AND m.is_final = 1) AS "val/r2/f11@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f12' AND m.is_final = 1) AS "val/r2/f12",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f12@it=1' AND m.is_final = 1) AS "val/r2/f12@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f12@it=2' AND m.is_final = 1) AS "val/r2/f12@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f12@it=3' AND m.is_final = 1) AS "val/r2/f12@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f12@it=4' AND m.is_final = 1) AS "val/r2/f12@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f13' AND m.is_final = 1) AS "val/r2/f13",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f13@it=1' AND m.is_final = 1) AS "val/r2/f13@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f13@it=2' AND m.is_final = 1) AS "val/r2/f13@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f13@it=3' AND m.is_final = 1) AS "val/r2/f13@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f13@it=4' AND m.is_final = 1) AS "val/r2/f13@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f14' AND m.is_final = 1) AS "val/r2/f14",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f14@it=1' AND m.is_final = 1) AS "val/r2/f14@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f14@it=2' AND m.is_final = 1) AS "val/r2/f14@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f14@it=3' AND m.is_final = 1) AS "val/r2/f14@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f14@it=4' AND m.is_final = 1) AS "val/r2/f14@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f15' AND m.is_final = 1) AS "val/r2/f15",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f15@it=1' AND m.is_final = 1) AS "val/r2/f15@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f15@it=2' AND m.is_final = 1) AS "val/r2/f15@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f15@it=3' AND m.is_final = 1) AS "val/r2/f15@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f15@it=4' AND m.is_final = 1) AS "val/r2/f15@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f16' AND m.is_final = 1) AS "val/r2/f16",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f16@it=1' AND m.is_final = 1) AS "val/r2/f16@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f16@it=2' AND m.is_final = 1) AS "val/r2/f16@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f16@it=3' AND m.is_final = 1) AS "val/r2/f16@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f16@it=4' AND m.is_final = 1) AS "val/r2/f16@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f17' AND m.is_final = 1) AS "val/r2/f17",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f17@it=1' AND m.is_final = 1) AS "val/r2/f17@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f17@it=2' AND m.is_final = 1) AS "val/r2/f17@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f17@it=3' AND m.is_final = 1) AS "val/r2/f17@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f17@it=4' AND m.is_final = 1) AS "val/r2/f17@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f18' AND m.is_final = 1) AS "val/r2/f18",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f18@it=1' AND m.is_final = 1) AS "val/r2/f18@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f18@it=2' AND m.is_final = 1) AS "val/r2/f18@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f18@it=3' AND m.is_final = 1) AS "val/r2/f18@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f18@it=4' AND m.is_final = 1) AS "val/r2/f18@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f19' AND m.is_final = 1) AS "val/r2/f19",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f19@it=1' AND m.is_final = 1) AS "val/r2/f19@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f19@it=2' AND m.is_final = 1) AS "val/r2/f19@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f19@it=3' AND m.is_final = 1) AS "val/r2/f19@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f19@it=4' AND m.is_final = 1) AS "val/r2/f19@it=4",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/routing/unrouted' AND m.is_final = 1) AS "val/routing/unrouted",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/routing/unrouted@it=1' AND m.is_final = 1) AS "val/routing/unrouted@it=1",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/routing/unrouted@it=2' AND m.is_final = 1) AS "val/routing/unrouted@it=2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/routing/unrouted@it=3' AND m.is_final = 1) AS "val/routing/unrouted@it=3",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/routing/unrouted@it=4' AND m.is_final = 1) AS "val/routing/unrouted@it=4"
FROM trials t
JOIN sweeps s ON s.id = t.sweep_id
LEFT JOIN (SELECT trial_id, phase FROM metrics WHERE id IN
           (SELECT max(id) FROM metrics WHERE is_final = 1 GROUP BY trial_id)) f
  ON f.trial_id = t.id;
COMMIT;
PRAGMA user_version = 5;
