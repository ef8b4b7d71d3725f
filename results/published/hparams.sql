PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info VALUES('id','f482beeeaa7b2f76efc0ef9703ac283c');
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);
INSERT INTO sweeps VALUES(1,'fuzzy_boolean_hparams','sweeps/fuzzy_boolean_hparams.toml',replace('# NI''s hyperparameters on fuzzy Boolean pretraining, one at a time around the base of\n# sweeps/fuzzy_boolean_table1.toml (tau 1.42, n_s 1, n_i 2, n_f 4): the type-matching\n# truncation tau (Eq. 3), scripts n_s (Eq. 1), function iterations n_i (Eq. 14) and functions\n# per script n_f. The base itself is the first entry.\n#\n#   nilab run sweeps/fuzzy_boolean_hparams.toml --jobs 2\n#   nilab compare fuzzy_boolean_hparams --by model,tau,n_s,n_i,n_f\n#\n# Measured here (README, "NI''s hyperparameters"): 27 min 51 s with --jobs 2 on 2 cores. Val mean\n# R², 2 seeds: base 0.975; tau 0.5 -0.0002 (almost every token unrouted), tau 2.0 0.981;\n# n_s 2 0.987; n_i 1 0.917, n_i 4 0.986; n_f 2 0.83, n_f 8 0.980.\nname = "fuzzy_boolean_hparams"\ndescription = "NI on fuzzy Boolean: tau, n_s, n_i, n_f one at a time"\nseeds = [0, 1]\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 32768, function_set = "pretrain" }\n\n[train]\nepochs = 5\nbatch_size = 128\nlr = 4e-2\nwarmup_epochs = 0.25\nweight_decay = 0.0\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 32, type_dim = 16, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 128, n_s = 1, n_i = 2, n_f = 4 }\ngrid = { tau = [0.5, 1.0, 1.42, 2.0] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 32, type_dim = 16, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, n_i = 2, n_f = 4 }\ngrid = { n_s = [2, 3] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 32, type_dim = 16, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, n_s = 1, n_f = 4 }\ngrid = { n_i = [1, 4] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 32, type_dim = 16, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, n_s = 1, n_i = 2 }\ngrid = { n_f = [2, 8] }\n','\n',char(10)),'{}','2026-11-26T04:12:13.647Z','2026-11-26T04:12:13.647Z');
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
INSERT INTO runs VALUES(1,1,'2026-11-26T04:12:13.654Z','nilab run sweeps/fuzzy_boolean_hparams.toml --db results/hparams.sqlite --threads 1 -q','sweeps/fuzzy_boolean_hparams.toml','[]',replace('# NI''s hyperparameters on fuzzy Boolean pretraining, one at a time around the base of\n# sweeps/fuzzy_boolean_table1.toml (tau 1.42, n_s 1, n_i 2, n_f 4): the type-matching\n# truncation tau (Eq. 3), scripts n_s (Eq. 1), function iterations n_i (Eq. 14) and functions\n# per script n_f. The base itself is the first entry.\n#\n#   nilab run sweeps/fuzzy_boolean_hparams.toml --jobs 2\n#   nilab compare fuzzy_boolean_hparams --by model,tau,n_s,n_i,n_f\n#\n# Measured here (README, "NI''s hyperparameters"): 27 min 51 s with --jobs 2 on 2 cores. Val mean\n# R², 2 seeds: base 0.975; tau 0.5 -0.0002 (almost every token unrouted), tau 2.0 0.981;\n# n_s 2 0.987; n_i 1 0.917, n_i 4 0.986; n_f 2 0.83, n_f 8 0.980.\nname = "fuzzy_boolean_hparams"\ndescription = "NI on fuzzy Boolean: tau, n_s, n_i, n_f one at a time"\nseeds = [0, 1]\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 32768, function_set = "pretrain" }\n\n[train]\nepochs = 5\nbatch_size = 128\nlr = 4e-2\nwarmup_epochs = 0.25\nweight_decay = 0.0\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 32, type_dim = 16, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 128, n_s = 1, n_i = 2, n_f = 4 }\ngrid = { tau = [0.5, 1.0, 1.42, 2.0] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 32, type_dim = 16, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, n_i = 2, n_f = 4 }\ngrid = { n_s = [2, 3] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 32, type_dim = 16, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, n_s = 1, n_f = 4 }\ngrid = { n_i = [1, 4] }\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 32, type_dim = 16, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, n_s = 1, n_i = 2 }\ngrid = { n_f = [2, 8] }\n','\n',char(10)));
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
INSERT INTO trials VALUES(1,1,0,'8214cb5fdb726a45','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":0.5,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:23886','2026-11-26T04:15:38.112Z','2026-11-26T04:12:13.648Z','2026-11-26T04:12:13.655Z','2026-11-26T04:15:38.123Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','c52c6b8d98f9e6ba56c6d751ea5616dbd5f5003a',1,'0.1.0','1.13.0',3,'cpu',1,55122,53201,'nilab run sweeps/fuzzy_boolean_hparams.toml --db results/hparams.sqlite --threads 1 -q');
INSERT INTO trials VALUES(2,1,1,'46f8350f11d50bc2','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":0.5,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'done',NULL,1,'vm:23886','2026-11-26T04:19:19.555Z','2026-11-26T04:12:13.648Z','2026-11-26T04:15:38.128Z','2026-11-26T04:19:19.557Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','c52c6b8d98f9e6ba56c6d751ea5616dbd5f5003a',1,'0.1.0','1.13.0',3,'cpu',1,55122,53201,'nilab run sweeps/fuzzy_boolean_hparams.toml --db results/hparams.sqlite --threads 1 -q');
INSERT INTO trials VALUES(3,1,2,'bc11dc85b98d41b4','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.0,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:23886','2026-11-26T04:24:53.018Z','2026-11-26T04:12:13.648Z','2026-11-26T04:19:19.559Z','2026-11-26T04:24:53.020Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','c52c6b8d98f9e6ba56c6d751ea5616dbd5f5003a',1,'0.1.0','1.13.0',3,'cpu',1,55122,53201,'nilab run sweeps/fuzzy_boolean_hparams.toml --db results/hparams.sqlite --threads 1 -q');
INSERT INTO trials VALUES(4,1,3,'31d4ea5d1b4fc763','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.0,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'done',NULL,1,'vm:23886','2026-11-26T04:30:25.428Z','2026-11-26T04:12:13.648Z','2026-11-26T04:24:53.020Z','2026-11-26T04:30:25.430Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','c52c6b8d98f9e6ba56c6d751ea5616dbd5f5003a',1,'0.1.0','1.13.0',3,'cpu',1,55122,53201,'nilab run sweeps/fuzzy_boolean_hparams.toml --db results/hparams.sqlite --threads 1 -q');
INSERT INTO trials VALUES(5,1,4,'a3f885a2ba48f7a3','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:23886','2026-11-26T04:33:04.446Z','2026-11-26T04:12:13.649Z','2026-11-26T04:30:25.430Z','2026-11-26T04:33:04.448Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','c52c6b8d98f9e6ba56c6d751ea5616dbd5f5003a',1,'0.1.0','1.13.0',3,'cpu',1,55122,53201,'nilab run sweeps/fuzzy_boolean_hparams.toml --db results/hparams.sqlite --threads 1 -q');
INSERT INTO trials VALUES(6,1,5,'c49f240f13d4bc7b','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'done',NULL,1,'vm:23886','2026-11-26T04:37:56.301Z','2026-11-26T04:12:13.649Z','2026-11-26T04:33:04.448Z','2026-11-26T04:37:56.303Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','c52c6b8d98f9e6ba56c6d751ea5616dbd5f5003a',1,'0.1.0','1.13.0',3,'cpu',1,55122,53201,'nilab run sweeps/fuzzy_boolean_hparams.toml --db results/hparams.sqlite --threads 1 -q');
INSERT INTO trials VALUES(7,1,6,'5865a21cc59f50cc','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":2.0,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:23886','2026-11-26T04:43:24.896Z','2026-11-26T04:12:13.649Z','2026-11-26T04:37:56.303Z','2026-11-26T04:43:24.897Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','c52c6b8d98f9e6ba56c6d751ea5616dbd5f5003a',1,'0.1.0','1.13.0',3,'cpu',1,55122,53201,'nilab run sweeps/fuzzy_boolean_hparams.toml --db results/hparams.sqlite --threads 1 -q');
INSERT INTO trials VALUES(8,1,7,'0a5e3ea817b51c96','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":2.0,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'done',NULL,1,'vm:23886','2026-11-26T04:46:14.724Z','2026-11-26T04:12:13.649Z','2026-11-26T04:43:24.897Z','2026-11-26T04:46:14.727Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','c52c6b8d98f9e6ba56c6d751ea5616dbd5f5003a',1,'0.1.0','1.13.0',3,'cpu',1,55122,53201,'nilab run sweeps/fuzzy_boolean_hparams.toml --db results/hparams.sqlite --threads 1 -q');
INSERT INTO trials VALUES(9,1,8,'cd8cf2223f30a6cc','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":2,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'running',NULL,1,'vm:23886','2026-11-26T04:50:44.743Z','2026-11-26T04:12:13.649Z','2026-11-26T04:46:14.728Z',NULL,'{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','c52c6b8d98f9e6ba56c6d751ea5616dbd5f5003a',1,'0.1.0','1.13.0',3,'cpu',1,108323,106402,'nilab run sweeps/fuzzy_boolean_hparams.toml --db results/hparams.sqlite --threads 1 -q');
INSERT INTO trials VALUES(10,1,9,'d081e7f98a3d803a','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":2,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.650Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(11,1,10,'5fd48501d75d1bca','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":3,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.650Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(12,1,11,'c95ffd4ad9d5a86d','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":3,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.650Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(13,1,12,'739d1bc8186d374a','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":1,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.650Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(14,1,13,'179b9b80a878df2c','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":1,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.651Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(15,1,14,'369da296ad40f8e6','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.651Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(16,1,15,'cb1ee0b7562bcc95','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.651Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(17,1,16,'28b05aa2322a4492','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":2,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.651Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(18,1,17,'9016ead13dc2492d','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":2,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.651Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(19,1,18,'f7d1a91b65f4adc8','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":8,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.652Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO trials VALUES(20,1,19,'38b1ee0d6bdfa72b','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":8,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":5,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'queued',NULL,0,NULL,NULL,'2026-11-26T04:12:13.652Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
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
INSERT INTO params VALUES(1,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(1,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(1,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(1,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(1,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(1,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(1,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(1,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(1,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(1,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(1,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(1,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(1,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(1,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(1,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(1,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(1,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(1,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(1,'tau','float',NULL,0.5,NULL);
INSERT INTO params VALUES(1,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(1,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(1,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(1,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(1,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(1,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(1,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(1,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(1,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(2,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(2,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(2,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(2,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(2,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(2,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(2,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(2,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(2,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(2,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(2,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(2,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(2,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'seed','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(2,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(2,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(2,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(2,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(2,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(2,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(2,'tau','float',NULL,0.5,NULL);
INSERT INTO params VALUES(2,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(2,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(2,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(2,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(2,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(2,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(2,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(2,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(2,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(3,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(3,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(3,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(3,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(3,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(3,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(3,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(3,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(3,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(3,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(3,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(3,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(3,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(3,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(3,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(3,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(3,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(3,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(3,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(3,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(3,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(3,'tau','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(3,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(3,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(3,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(3,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(3,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(3,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(3,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(3,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(4,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(4,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(4,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(4,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(4,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(4,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(4,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(4,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(4,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(4,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(4,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(4,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(4,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(4,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(4,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'seed','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(4,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(4,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(4,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(4,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(4,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(4,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(4,'tau','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(4,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(4,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(4,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(4,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(4,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(4,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(4,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(4,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(5,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(5,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(5,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(5,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(5,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(5,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(5,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(5,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(5,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(5,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(5,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(5,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(5,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(5,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(5,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(5,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(5,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(5,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(5,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(5,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(5,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(5,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(5,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(5,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(5,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(5,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(5,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(5,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(6,'code_dim','int',32,NULL,NULL);
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
INSERT INTO params VALUES(6,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(6,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(6,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(6,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(6,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'seed','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(6,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(6,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(6,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(6,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(6,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(6,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(6,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(6,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(6,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(6,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(6,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(6,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(6,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(7,'code_dim','int',32,NULL,NULL);
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
INSERT INTO params VALUES(7,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(7,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(7,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(7,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(7,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(7,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(7,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(7,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(7,'tau','float',NULL,2.0,NULL);
INSERT INTO params VALUES(7,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(7,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(7,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(7,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(7,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(7,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(7,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(7,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(7,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(8,'code_dim','int',32,NULL,NULL);
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
INSERT INTO params VALUES(8,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(8,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(8,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(8,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(8,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'seed','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(8,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(8,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(8,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(8,'tau','float',NULL,2.0,NULL);
INSERT INTO params VALUES(8,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(8,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(8,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(8,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(8,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(8,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(8,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(8,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(8,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(9,'code_dim','int',32,NULL,NULL);
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
INSERT INTO params VALUES(9,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(9,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(9,'n_s','int',2,NULL,NULL);
INSERT INTO params VALUES(9,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(9,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(9,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(9,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(9,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(9,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(9,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(9,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(9,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(9,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(9,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(9,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(9,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(9,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(9,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(9,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(9,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(9,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(9,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(9,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(9,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(9,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(9,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(10,'code_dim','int',32,NULL,NULL);
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
INSERT INTO params VALUES(10,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(10,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'n_s','int',2,NULL,NULL);
INSERT INTO params VALUES(10,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(10,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(10,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(10,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'seed','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(10,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(10,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(10,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(10,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(10,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(10,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(10,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(10,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(10,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(10,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(10,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(10,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(10,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(10,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(10,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(10,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(11,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(11,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(11,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(11,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(11,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(11,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(11,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(11,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(11,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(11,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(11,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(11,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(11,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(11,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(11,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(11,'n_s','int',3,NULL,NULL);
INSERT INTO params VALUES(11,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(11,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(11,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(11,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(11,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(11,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(11,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(11,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(11,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(11,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(11,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(11,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(11,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(11,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(11,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(11,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(11,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(11,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(11,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(11,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(11,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(11,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(11,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(11,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(11,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(11,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(12,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(12,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(12,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(12,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(12,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(12,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(12,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(12,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(12,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(12,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(12,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(12,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(12,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(12,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(12,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(12,'n_s','int',3,NULL,NULL);
INSERT INTO params VALUES(12,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(12,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(12,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(12,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(12,'seed','int',1,NULL,NULL);
INSERT INTO params VALUES(12,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(12,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(12,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(12,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(12,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(12,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(12,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(12,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(12,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(12,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(12,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(12,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(12,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(12,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(12,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(12,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(12,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(12,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(12,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(12,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(12,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(12,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(13,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(13,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(13,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(13,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(13,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(13,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(13,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(13,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(13,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(13,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(13,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(13,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(13,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(13,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(13,'n_i','int',1,NULL,NULL);
INSERT INTO params VALUES(13,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(13,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(13,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(13,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(13,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(13,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(13,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(13,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(13,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(13,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(13,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(13,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(13,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(13,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(13,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(13,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(13,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(13,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(13,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(13,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(13,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(13,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(13,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(13,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(13,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(13,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(13,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(13,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(13,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(13,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(13,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(14,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(14,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(14,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(14,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(14,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(14,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(14,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(14,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(14,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(14,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(14,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(14,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(14,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(14,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(14,'n_i','int',1,NULL,NULL);
INSERT INTO params VALUES(14,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(14,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(14,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(14,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(14,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(14,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(14,'seed','int',1,NULL,NULL);
INSERT INTO params VALUES(14,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(14,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(14,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(14,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(14,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(14,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(14,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(14,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(14,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(14,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(14,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(14,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(14,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(14,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(14,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(14,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(14,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(14,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(14,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(14,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(14,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(14,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(14,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(14,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(14,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(15,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(15,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(15,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(15,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(15,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(15,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(15,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(15,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(15,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(15,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(15,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(15,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(15,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(15,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(15,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(15,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(15,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(15,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(15,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(15,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(15,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(15,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(15,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(15,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(15,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(15,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(15,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(15,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(15,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(15,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(15,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(15,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(15,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(15,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(15,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(15,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(15,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(15,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(15,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(15,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(15,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(15,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(15,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(15,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(15,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(15,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(16,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(16,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(16,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(16,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(16,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(16,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(16,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(16,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(16,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(16,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(16,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(16,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(16,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(16,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(16,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(16,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(16,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(16,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(16,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(16,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(16,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(16,'seed','int',1,NULL,NULL);
INSERT INTO params VALUES(16,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(16,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(16,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(16,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(16,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(16,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(16,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(16,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(16,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(16,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(16,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(16,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(16,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(16,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(16,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(16,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(16,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(16,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(16,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(16,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(16,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(16,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(16,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(16,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(16,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(17,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(17,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(17,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(17,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(17,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(17,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(17,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(17,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(17,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(17,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(17,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(17,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(17,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(17,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(17,'n_f','int',2,NULL,NULL);
INSERT INTO params VALUES(17,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(17,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(17,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(17,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(17,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(17,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(17,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(17,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(17,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(17,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(17,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(17,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(17,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(17,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(17,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(17,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(17,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(17,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(17,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(17,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(17,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(17,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(17,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(17,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(17,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(17,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(17,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(17,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(17,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(17,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(17,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(17,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(17,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(17,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(17,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(17,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(17,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(17,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(17,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(18,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(18,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(18,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(18,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(18,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(18,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(18,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(18,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(18,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(18,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(18,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(18,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(18,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(18,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(18,'n_f','int',2,NULL,NULL);
INSERT INTO params VALUES(18,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(18,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(18,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(18,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(18,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(18,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(18,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(18,'seed','int',1,NULL,NULL);
INSERT INTO params VALUES(18,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(18,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(18,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(18,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(18,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(18,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(18,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(18,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(18,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(18,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(18,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(18,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(18,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(18,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(18,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(18,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(18,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(18,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(18,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(18,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(18,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(18,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(18,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(18,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(18,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(18,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(18,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(18,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(18,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(18,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(18,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(19,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(19,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(19,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(19,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(19,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(19,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(19,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(19,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(19,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(19,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(19,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(19,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(19,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(19,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(19,'n_f','int',8,NULL,NULL);
INSERT INTO params VALUES(19,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(19,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(19,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(19,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(19,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(19,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(19,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(19,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(19,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(19,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(19,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(19,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(19,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(19,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(19,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(19,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(19,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(19,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(19,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(19,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(19,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(19,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(19,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(19,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(19,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(19,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(19,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(19,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(19,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(19,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(19,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(19,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(19,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(19,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(19,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(19,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(19,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(19,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(19,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(20,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(20,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(20,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(20,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(20,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(20,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(20,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(20,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(20,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(20,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(20,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(20,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(20,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(20,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(20,'n_f','int',8,NULL,NULL);
INSERT INTO params VALUES(20,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(20,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(20,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(20,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(20,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(20,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(20,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(20,'seed','int',1,NULL,NULL);
INSERT INTO params VALUES(20,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(20,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(20,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(20,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(20,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(20,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(20,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(20,'task.n_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(20,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(20,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(20,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(20,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(20,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(20,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(20,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(20,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(20,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(20,'train.deterministic','bool',0,NULL,NULL);
INSERT INTO params VALUES(20,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(20,'train.epochs','int',5,NULL,NULL);
INSERT INTO params VALUES(20,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(20,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(20,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(20,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(20,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(20,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(20,'train.precision','string',NULL,NULL,'fp32');
INSERT INTO params VALUES(20,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(20,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(20,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(20,'type_dim','int',16,NULL,NULL);
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
INSERT INTO phases VALUES(1,1,'train','done',5,'2026-11-26T04:12:13.678Z','2026-11-26T04:15:38.115Z');
INSERT INTO phases VALUES(2,2,'train','done',5,'2026-11-26T04:15:38.176Z','2026-11-26T04:19:19.556Z');
INSERT INTO phases VALUES(3,3,'train','done',5,'2026-11-26T04:19:19.601Z','2026-11-26T04:24:53.019Z');
INSERT INTO phases VALUES(4,4,'train','done',5,'2026-11-26T04:24:53.092Z','2026-11-26T04:30:25.429Z');
INSERT INTO phases VALUES(5,5,'train','done',5,'2026-11-26T04:30:25.476Z','2026-11-26T04:33:04.447Z');
INSERT INTO phases VALUES(6,6,'train','done',5,'2026-11-26T04:33:04.470Z','2026-11-26T04:37:56.302Z');
INSERT INTO phases VALUES(7,7,'train','done',5,'2026-11-26T04:37:56.346Z','2026-11-26T04:43:24.896Z');
INSERT INTO phases VALUES(8,8,'train','done',5,'2026-11-26T04:43:24.919Z','2026-11-26T04:46:14.725Z');
INSERT INTO phases VALUES(9,9,'train','running',4,'2026-11-26T04:46:14.750Z',NULL);
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
INSERT INTO metrics VALUES(1,1,'train',1,205,'time/eval_s',2.2155119810000001301,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(2,1,'train',1,205,'time/train_epoch_s',27.492596491000000468,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(3,1,'train',1,205,'train/grad_norm',0.22517926480348518514,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(4,1,'train',1,205,'train/loss',0.031313330300156282104,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(5,1,'train',1,205,'train/lr',0.037613657128602949464,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(6,1,'train',1,205,'train/mean_r2',-1.7580795826848976126,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(7,1,'train',1,205,'train/mse',0.031313329912222284678,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(48,1,'train',1,205,'train/routing/unrouted',0.94275119664003825814,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(49,1,'train',1,205,'train/samples_per_s',953.49306161684057765,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(50,1,'train',1,205,'val/loss',0.012074344759357386741,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(51,1,'train',1,205,'val/mean_r2',-0.015619974822823911447,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(52,1,'train',1,205,'val/mse',0.012074344754510180771,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(93,1,'train',1,205,'val/routing/unrouted',0.9433994450909647389,0,'2026-11-26T04:12:43.387Z');
INSERT INTO metrics VALUES(94,1,'train',2,410,'time/eval_s',4.4920221780000000322,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(95,1,'train',2,410,'time/train_epoch_s',41.686181988000001298,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(96,1,'train',2,410,'train/grad_norm',0.054907006161605438621,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(97,1,'train',2,410,'train/loss',0.012185590580148984024,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(98,1,'train',2,410,'train/lr',0.028083626757215065378,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(99,1,'train',2,410,'train/mean_r2',-0.025203120662631750548,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(100,1,'train',2,410,'train/mse',0.012185590609341729467,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(141,1,'train',2,410,'train/routing/unrouted',0.94275119664003825814,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(142,1,'train',2,410,'train/samples_per_s',628.84147095903620084,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(143,1,'train',2,410,'val/loss',0.012249577750426569183,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(144,1,'train',2,410,'val/mean_r2',-0.034036970226337538714,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(145,1,'train',2,410,'val/mse',0.01224957772968442507,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(186,1,'train',2,410,'val/routing/unrouted',0.9433994450909647389,0,'2026-11-26T04:13:29.581Z');
INSERT INTO metrics VALUES(187,1,'train',3,615,'time/eval_s',2.354192836999999816,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(188,1,'train',3,615,'time/train_epoch_s',37.043805728999998905,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(189,1,'train',3,615,'train/grad_norm',0.044719394341838067385,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(190,1,'train',3,615,'train/loss',0.012102692768570601222,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(191,1,'train',3,615,'train/lr',0.015146263108348089268,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(192,1,'train',3,615,'train/mean_r2',-0.017519573530575961728,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(193,1,'train',3,615,'train/mse',0.012102692810417470942,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(234,1,'train',3,615,'train/routing/unrouted',0.94275119664003825814,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(235,1,'train',3,615,'train/samples_per_s',707.64867389092773919,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(236,1,'train',3,615,'val/loss',0.012003698690061457773,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(237,1,'train',3,615,'val/mean_r2',-0.0098203126886274409723,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(238,1,'train',3,615,'val/mse',0.012003698646023042498,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(279,1,'train',3,615,'val/routing/unrouted',0.9433994450909647389,0,'2026-11-26T04:14:08.988Z');
INSERT INTO metrics VALUES(280,1,'train',4,820,'time/eval_s',3.4017788939999999975,0,'2026-11-26T04:14:50.007Z');
INSERT INTO metrics VALUES(281,1,'train',4,820,'time/train_epoch_s',37.612219621000001269,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(282,1,'train',4,820,'train/grad_norm',0.031907063831643357743,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(283,1,'train',4,820,'train/loss',0.011991913713974674399,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(284,1,'train',4,820,'train/lr',0.0042548003561661551508,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(285,1,'train',4,820,'train/mean_r2',-0.0072501205973302560933,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(286,1,'train',4,820,'train/mse',0.011991913707522634108,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(327,1,'train',4,820,'train/routing/unrouted',0.94275119664003825814,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(328,1,'train',4,820,'train/samples_per_s',696.95434792590538111,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(329,1,'train',4,820,'val/loss',0.011971795675678699108,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(330,1,'train',4,820,'val/mean_r2',-0.0055679148982201607728,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(331,1,'train',4,820,'val/mse',0.011971795789826733882,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(372,1,'train',4,820,'val/routing/unrouted',0.9433994450909647389,0,'2026-11-26T04:14:50.008Z');
INSERT INTO metrics VALUES(373,1,'train',5,1025,'time/eval_s',2.1520756250000001585,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(374,1,'train',5,1025,'time/train_epoch_s',43.464082748999999239,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(375,1,'train',5,1025,'train/grad_norm',0.023540958721281552562,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(376,1,'train',5,1025,'train/loss',0.011926293931389856869,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(377,1,'train',5,1025,'train/lr',1.0403547517245926381e-07,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(378,1,'train',5,1025,'train/mean_r2',-0.0013576062126253285022,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(379,1,'train',5,1025,'train/mse',0.011926293962185316802,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(420,1,'train',5,1025,'train/routing/unrouted',0.94275119664003825814,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(421,1,'train',5,1025,'train/samples_per_s',603.11867505367104057,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(422,1,'train',5,1025,'val/loss',0.01190667628058535675,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(423,1,'train',5,1025,'val/mean_r2',-0.00021622728669895563413,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(424,1,'train',5,1025,'val/mse',0.011906676322578595497,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(465,1,'train',5,1025,'val/routing/unrouted',0.9433994450909647389,0,'2026-11-26T04:15:35.644Z');
INSERT INTO metrics VALUES(466,1,'train',5,0,'val/loss',0.01190667628058535675,1,'2026-11-26T04:15:38.111Z');
INSERT INTO metrics VALUES(467,1,'train',5,0,'val/mean_r2',-0.00021622728669895563413,1,'2026-11-26T04:15:38.111Z');
INSERT INTO metrics VALUES(468,1,'train',5,0,'val/mse',0.011906676322578595497,1,'2026-11-26T04:15:38.111Z');
INSERT INTO metrics VALUES(509,1,'train',5,0,'val/routing/unrouted',0.9433994450909647389,1,'2026-11-26T04:15:38.112Z');
INSERT INTO metrics VALUES(510,2,'train',1,205,'time/eval_s',3.4307965079999998003,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(511,2,'train',1,205,'time/train_epoch_s',39.081531052000002546,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(512,2,'train',1,205,'train/grad_norm',0.2302558608898302439,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(513,2,'train',1,205,'train/loss',0.032131767760047905135,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(514,2,'train',1,205,'train/lr',0.037613657128602949464,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(515,2,'train',1,205,'train/mean_r2',-1.8537496671822828453,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(516,2,'train',1,205,'train/mse',0.032131768501008642346,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(557,2,'train',1,205,'train/routing/unrouted',0.99765621297936279976,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(558,2,'train',1,205,'train/samples_per_s',670.75161321394784863,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(559,2,'train',1,205,'val/loss',0.012229708919735318012,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(560,2,'train',1,205,'val/mean_r2',-0.028641715616395668764,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(561,2,'train',1,205,'val/mse',0.012229708967218495124,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(602,2,'train',1,205,'val/routing/unrouted',1.0,0,'2026-11-26T04:16:20.696Z');
INSERT INTO metrics VALUES(603,2,'train',2,410,'time/eval_s',3.8201113260000001403,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(604,2,'train',2,410,'time/train_epoch_s',36.226509892999999352,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(605,2,'train',2,410,'train/grad_norm',0.054281925101105757414,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(606,2,'train',2,410,'train/loss',0.01217699772193362763,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(607,2,'train',2,410,'train/lr',0.028083626757215065378,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(608,2,'train',2,410,'train/mean_r2',-0.024297269917237594716,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(609,2,'train',2,410,'train/mse',0.01217699770670159845,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(650,2,'train',2,410,'train/routing/unrouted',1.0,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(651,2,'train',2,410,'train/samples_per_s',723.61373142007528258,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(652,2,'train',2,410,'val/loss',0.012049054363466796604,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(653,2,'train',2,410,'val/mean_r2',-0.013753715311260373069,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(654,2,'train',2,410,'val/mse',0.012049054298925552727,0,'2026-11-26T04:17:00.748Z');
INSERT INTO metrics VALUES(695,2,'train',2,410,'val/routing/unrouted',1.0,0,'2026-11-26T04:17:00.749Z');
INSERT INTO metrics VALUES(696,2,'train',3,615,'time/eval_s',4.844071519999999964,0,'2026-11-26T04:17:47.144Z');
INSERT INTO metrics VALUES(697,2,'train',3,615,'time/train_epoch_s',41.528422290000001739,0,'2026-11-26T04:17:47.144Z');
INSERT INTO metrics VALUES(698,2,'train',3,615,'train/grad_norm',0.043936259599357117833,0,'2026-11-26T04:17:47.144Z');
INSERT INTO metrics VALUES(699,2,'train',3,615,'train/loss',0.01209690566573661842,0,'2026-11-26T04:17:47.144Z');
INSERT INTO metrics VALUES(700,2,'train',3,615,'train/lr',0.015146263108348089268,0,'2026-11-26T04:17:47.144Z');
INSERT INTO metrics VALUES(701,2,'train',3,615,'train/mean_r2',-0.016833108281151532015,0,'2026-11-26T04:17:47.144Z');
INSERT INTO metrics VALUES(702,2,'train',3,615,'train/mse',0.012096905671480345095,0,'2026-11-26T04:17:47.144Z');
INSERT INTO metrics VALUES(743,2,'train',3,615,'train/routing/unrouted',1.0,0,'2026-11-26T04:17:47.144Z');
INSERT INTO metrics VALUES(744,2,'train',3,615,'train/samples_per_s',631.23033706754381453,0,'2026-11-26T04:17:47.144Z');
INSERT INTO metrics VALUES(745,2,'train',3,615,'val/loss',0.012079167808981558854,0,'2026-11-26T04:17:47.145Z');
INSERT INTO metrics VALUES(746,2,'train',3,615,'val/mean_r2',-0.017250893150489519933,0,'2026-11-26T04:17:47.145Z');
INSERT INTO metrics VALUES(747,2,'train',3,615,'val/mse',0.012079167892524056426,0,'2026-11-26T04:17:47.145Z');
INSERT INTO metrics VALUES(788,2,'train',3,615,'val/routing/unrouted',1.0,0,'2026-11-26T04:17:47.145Z');
INSERT INTO metrics VALUES(789,2,'train',4,820,'time/eval_s',3.4248793399999999387,0,'2026-11-26T04:18:32.507Z');
INSERT INTO metrics VALUES(790,2,'train',4,820,'time/train_epoch_s',41.918846076999997764,0,'2026-11-26T04:18:32.507Z');
INSERT INTO metrics VALUES(791,2,'train',4,820,'train/grad_norm',0.03594512173497095564,0,'2026-11-26T04:18:32.507Z');
INSERT INTO metrics VALUES(792,2,'train',4,820,'train/loss',0.012013062924908933862,0,'2026-11-26T04:18:32.507Z');
INSERT INTO metrics VALUES(793,2,'train',4,820,'train/lr',0.0042548003561661551508,0,'2026-11-26T04:18:32.507Z');
INSERT INTO metrics VALUES(794,2,'train',4,820,'train/mean_r2',-0.0095270645973166475511,0,'2026-11-26T04:18:32.507Z');
INSERT INTO metrics VALUES(795,2,'train',4,820,'train/mse',0.012013063031400747493,0,'2026-11-26T04:18:32.507Z');
INSERT INTO metrics VALUES(836,2,'train',4,820,'train/routing/unrouted',1.0,0,'2026-11-26T04:18:32.508Z');
INSERT INTO metrics VALUES(837,2,'train',4,820,'train/samples_per_s',625.35118337580092883,0,'2026-11-26T04:18:32.508Z');
INSERT INTO metrics VALUES(838,2,'train',4,820,'val/loss',0.011954864230987989962,0,'2026-11-26T04:18:32.508Z');
INSERT INTO metrics VALUES(839,2,'train',4,820,'val/mean_r2',-0.0050170658760925858701,0,'2026-11-26T04:18:32.508Z');
INSERT INTO metrics VALUES(840,2,'train',4,820,'val/mse',0.011954864148853994176,0,'2026-11-26T04:18:32.508Z');
INSERT INTO metrics VALUES(881,2,'train',4,820,'val/routing/unrouted',1.0,0,'2026-11-26T04:18:32.508Z');
INSERT INTO metrics VALUES(882,2,'train',5,1025,'time/eval_s',4.7232134209999996343,0,'2026-11-26T04:19:14.412Z');
INSERT INTO metrics VALUES(883,2,'train',5,1025,'time/train_epoch_s',37.171381265000000837,0,'2026-11-26T04:19:14.412Z');
INSERT INTO metrics VALUES(884,2,'train',5,1025,'train/grad_norm',0.0234880845948326894,0,'2026-11-26T04:19:14.412Z');
INSERT INTO metrics VALUES(885,2,'train',5,1025,'train/loss',0.011926577928854547802,0,'2026-11-26T04:19:14.412Z');
INSERT INTO metrics VALUES(886,2,'train',5,1025,'train/lr',1.0403547517245926381e-07,0,'2026-11-26T04:19:14.412Z');
INSERT INTO metrics VALUES(887,2,'train',5,1025,'train/mean_r2',-0.0014428047922287246841,0,'2026-11-26T04:19:14.412Z');
INSERT INTO metrics VALUES(888,2,'train',5,1025,'train/mse',0.011926578004134939098,0,'2026-11-26T04:19:14.412Z');
INSERT INTO metrics VALUES(929,2,'train',5,1025,'train/routing/unrouted',1.0,0,'2026-11-26T04:19:14.413Z');
INSERT INTO metrics VALUES(930,2,'train',5,1025,'train/samples_per_s',705.21995976196603806,0,'2026-11-26T04:19:14.413Z');
INSERT INTO metrics VALUES(931,2,'train',5,1025,'val/loss',0.011906844897716919659,0,'2026-11-26T04:19:14.413Z');
INSERT INTO metrics VALUES(932,2,'train',5,1025,'val/mean_r2',-0.00024957491236923259273,0,'2026-11-26T04:19:14.413Z');
INSERT INTO metrics VALUES(933,2,'train',5,1025,'val/mse',0.011906845028382819634,0,'2026-11-26T04:19:14.413Z');
INSERT INTO metrics VALUES(974,2,'train',5,1025,'val/routing/unrouted',1.0,0,'2026-11-26T04:19:14.413Z');
INSERT INTO metrics VALUES(975,2,'train',5,0,'val/loss',0.011906844897716919659,1,'2026-11-26T04:19:19.555Z');
INSERT INTO metrics VALUES(976,2,'train',5,0,'val/mean_r2',-0.00024957491236923259273,1,'2026-11-26T04:19:19.555Z');
INSERT INTO metrics VALUES(977,2,'train',5,0,'val/mse',0.011906845028382819634,1,'2026-11-26T04:19:19.555Z');
INSERT INTO metrics VALUES(1018,2,'train',5,0,'val/routing/unrouted',1.0,1,'2026-11-26T04:19:19.555Z');
INSERT INTO metrics VALUES(1019,3,'train',1,205,'time/eval_s',4.558955305999999652,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1020,3,'train',1,205,'time/train_epoch_s',55.20611226199999777,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1021,3,'train',1,205,'train/grad_norm',0.20885503228481222537,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1022,3,'train',1,205,'train/loss',0.021108480217763070374,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1023,3,'train',1,205,'train/lr',0.037613657128602949464,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1024,3,'train',1,205,'train/mean_r2',-0.8903043373950325634,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1025,3,'train',1,205,'train/mse',0.021108480042691959988,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1066,3,'train',1,205,'train/routing/unrouted',0.0025726710334266723531,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1067,3,'train',1,205,'train/samples_per_s',474.83872574819713462,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1068,3,'train',1,205,'val/loss',0.0089523865888790458977,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1069,3,'train',1,205,'val/mean_r2',0.19547668517999355897,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1070,3,'train',1,205,'val/mse',0.0089523866149750028903,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1111,3,'train',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T04:20:19.369Z');
INSERT INTO metrics VALUES(1112,3,'train',2,410,'time/eval_s',4.6334532819999996178,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1113,3,'train',2,410,'time/train_epoch_s',56.43218777799999941,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1114,3,'train',2,410,'train/grad_norm',0.076987911015748977661,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1115,3,'train',2,410,'train/loss',0.0076294684782055805297,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1116,3,'train',2,410,'train/lr',0.028083626757215065378,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1117,3,'train',2,410,'train/mean_r2',0.30162121221109028379,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1118,3,'train',2,410,'train/mse',0.0076294684641031174088,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1159,3,'train',2,410,'train/routing/unrouted',8.6976422867095020633e-05,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1160,3,'train',2,410,'train/samples_per_s',464.52212880925179659,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1161,3,'train',2,410,'val/loss',0.0058909696920442077699,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1162,3,'train',2,410,'val/mean_r2',0.44470224791229712169,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1163,3,'train',2,410,'val/mse',0.0058909697461221356695,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1204,3,'train',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T04:21:20.444Z');
INSERT INTO metrics VALUES(1205,3,'train',3,615,'time/eval_s',4.3163114159999995678,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1206,3,'train',3,615,'time/train_epoch_s',49.799454312999998249,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1207,3,'train',3,615,'train/grad_norm',0.050260347718509235104,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1208,3,'train',3,615,'train/loss',0.0041444172626604967174,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1209,3,'train',3,615,'train/lr',0.015146263108348089268,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1210,3,'train',3,615,'train/mean_r2',0.60879524084531588812,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1211,3,'train',3,615,'train/mse',0.004144417257194638049,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1252,3,'train',3,615,'train/routing/unrouted',9.9183640111599585525e-06,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1253,3,'train',3,615,'train/samples_per_s',526.39131013845087635,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1254,3,'train',3,615,'val/loss',0.0028372103957840727819,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1255,3,'train',3,615,'val/mean_r2',0.73084765134877582859,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1256,3,'train',3,615,'val/mse',0.0028372103852838228069,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1297,3,'train',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T04:22:14.570Z');
INSERT INTO metrics VALUES(1298,3,'train',4,820,'time/eval_s',6.5396863420000004296,0,'2026-11-26T04:23:28.422Z');
INSERT INTO metrics VALUES(1299,3,'train',4,820,'time/train_epoch_s',67.298180759999993937,0,'2026-11-26T04:23:28.422Z');
INSERT INTO metrics VALUES(1300,3,'train',4,820,'train/grad_norm',0.028588661428813527676,0,'2026-11-26T04:23:28.422Z');
INSERT INTO metrics VALUES(1301,3,'train',4,820,'train/loss',0.0020250873097227882826,0,'2026-11-26T04:23:28.422Z');
INSERT INTO metrics VALUES(1302,3,'train',4,820,'train/lr',0.0042548003561661551508,0,'2026-11-26T04:23:28.422Z');
INSERT INTO metrics VALUES(1303,3,'train',4,820,'train/mean_r2',0.80543199662701336905,0,'2026-11-26T04:23:28.422Z');
INSERT INTO metrics VALUES(1304,3,'train',4,820,'train/mse',0.0020250872997304410552,0,'2026-11-26T04:23:28.422Z');
INSERT INTO metrics VALUES(1345,3,'train',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T04:23:28.423Z');
INSERT INTO metrics VALUES(1346,3,'train',4,820,'train/samples_per_s',389.52018767765576967,0,'2026-11-26T04:23:28.423Z');
INSERT INTO metrics VALUES(1347,3,'train',4,820,'val/loss',0.0014837058960168252822,0,'2026-11-26T04:23:28.423Z');
INSERT INTO metrics VALUES(1348,3,'train',4,820,'val/mean_r2',0.85688597469737681766,0,'2026-11-26T04:23:28.423Z');
INSERT INTO metrics VALUES(1349,3,'train',4,820,'val/mse',0.0014837058856736950671,0,'2026-11-26T04:23:28.423Z');
INSERT INTO metrics VALUES(1390,3,'train',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T04:23:28.423Z');
INSERT INTO metrics VALUES(1391,3,'train',5,1025,'time/eval_s',5.8716082329999998989,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1392,3,'train',5,1025,'time/train_epoch_s',72.70337187900000231,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1393,3,'train',5,1025,'train/grad_norm',0.013138896953768845754,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1394,3,'train',5,1025,'train/loss',0.0013217001224809662128,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1395,3,'train',5,1025,'train/lr',1.0403547517245926381e-07,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1396,3,'train',5,1025,'train/mean_r2',0.87129908228961983063,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1397,3,'train',5,1025,'train/mse',0.0013217001183767832905,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1438,3,'train',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1439,3,'train',5,1025,'train/samples_per_s',360.56099356200257944,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1440,3,'train',5,1025,'val/loss',0.0012262329878171846636,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1441,3,'train',5,1025,'val/mean_r2',0.87917837623937633573,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1442,3,'train',5,1025,'val/mse',0.0012262329914359284231,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1483,3,'train',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T04:24:47.017Z');
INSERT INTO metrics VALUES(1484,3,'train',5,0,'val/loss',0.0012262329878171846636,1,'2026-11-26T04:24:53.018Z');
INSERT INTO metrics VALUES(1485,3,'train',5,0,'val/mean_r2',0.87917837623937633573,1,'2026-11-26T04:24:53.018Z');
INSERT INTO metrics VALUES(1486,3,'train',5,0,'val/mse',0.0012262329914359284231,1,'2026-11-26T04:24:53.018Z');
INSERT INTO metrics VALUES(1527,3,'train',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T04:24:53.018Z');
INSERT INTO metrics VALUES(1528,4,'train',1,205,'time/eval_s',6.0614759610000001899,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1529,4,'train',1,205,'time/train_epoch_s',68.000071632000000931,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1530,4,'train',1,205,'train/grad_norm',0.20955332323181918852,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1531,4,'train',1,205,'train/loss',0.020191524870757066034,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1532,4,'train',1,205,'train/lr',0.037613657128602949464,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1533,4,'train',1,205,'train/mean_r2',-0.76838758877774959721,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1534,4,'train',1,205,'train/mse',0.020191524890057814534,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1575,4,'train',1,205,'train/routing/unrouted',0.0015625238072965840895,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1576,4,'train',1,205,'train/samples_per_s',385.49959391019245912,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1577,4,'train',1,205,'val/loss',0.0068159163035713832973,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1578,4,'train',1,205,'val/mean_r2',0.41850020686136552017,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1579,4,'train',1,205,'val/mse',0.006815916354153035879,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1620,4,'train',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T04:26:07.154Z');
INSERT INTO metrics VALUES(1621,4,'train',2,410,'time/eval_s',6.021904370999999756,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1622,4,'train',2,410,'time/train_epoch_s',66.132563967999999478,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1623,4,'train',2,410,'train/grad_norm',0.070601879687207505509,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1624,4,'train',2,410,'train/loss',0.0039744011132214129497,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1625,4,'train',2,410,'train/lr',0.028083626757215065378,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1626,4,'train',2,410,'train/mean_r2',0.6382142157545839245,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1627,4,'train',2,410,'train/mse',0.0039744010943181650591,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1668,4,'train',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1669,4,'train',2,410,'train/samples_per_s',396.38565975884955604,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1670,4,'train',2,410,'val/loss',0.0019781467636099648275,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1671,4,'train',2,410,'val/mean_r2',0.80940646596260723555,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1672,4,'train',2,410,'val/mse',0.0019781467497491972591,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1713,4,'train',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T04:27:19.330Z');
INSERT INTO metrics VALUES(1714,4,'train',3,615,'time/eval_s',4.556593757999999994,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1715,4,'train',3,615,'time/train_epoch_s',59.712785156000002472,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1716,4,'train',3,615,'train/grad_norm',0.036963680332026828401,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1717,4,'train',3,615,'train/loss',0.0015042612842660239239,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1718,4,'train',3,615,'train/lr',0.015146263108348089268,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1719,4,'train',3,615,'train/mean_r2',0.85429648758626175464,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1720,4,'train',3,615,'train/mse',0.0015042612906424391618,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1761,4,'train',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1762,4,'train',3,615,'train/samples_per_s',439.00146227505166506,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1763,4,'train',3,615,'val/loss',0.0011223673810442039849,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1764,4,'train',3,615,'val/mean_r2',0.88779600131388480832,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1765,4,'train',3,615,'val/mse',0.0011223673822712016551,0,'2026-11-26T04:28:23.615Z');
INSERT INTO metrics VALUES(1806,4,'train',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T04:28:23.616Z');
INSERT INTO metrics VALUES(1807,4,'train',4,820,'time/eval_s',4.5650269129999996309,0,'2026-11-26T04:29:27.413Z');
INSERT INTO metrics VALUES(1808,4,'train',4,820,'time/train_epoch_s',59.220909341999998787,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1809,4,'train',4,820,'train/grad_norm',0.017769800753491681033,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1810,4,'train',4,820,'train/loss',0.00093625109215736889919,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1811,4,'train',4,820,'train/lr',0.0042548003561661551508,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1812,4,'train',4,820,'train/mean_r2',0.90788013685956381326,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1813,4,'train',4,820,'train/mse',0.00093625109705193357897,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1854,4,'train',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1855,4,'train',4,820,'train/samples_per_s',442.64771161507303533,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1856,4,'train',4,820,'val/loss',0.00079135451622012868179,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1857,4,'train',4,820,'val/mean_r2',0.91996608200101825936,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1858,4,'train',4,820,'val/mse',0.00079135450395758483686,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1899,4,'train',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T04:29:27.414Z');
INSERT INTO metrics VALUES(1900,4,'train',5,1025,'time/eval_s',4.219889131000000404,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1901,4,'train',5,1025,'time/train_epoch_s',49.499679471999996848,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1902,4,'train',5,1025,'train/grad_norm',0.0082900043883610795292,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1903,4,'train',5,1025,'train/loss',0.0007659036505409877937,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1904,4,'train',5,1025,'train/lr',1.0403547517245926381e-07,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1905,4,'train',5,1025,'train/mean_r2',0.92402776286691845619,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1906,4,'train',5,1025,'train/mse',0.00076590364974105898561,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1947,4,'train',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1948,4,'train',5,1025,'train/samples_per_s',529.5791867668197028,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1949,4,'train',5,1025,'val/loss',0.0007299371497202686819,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1950,4,'train',5,1025,'val/mean_r2',0.9259633767179324959,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1951,4,'train',5,1025,'val/mse',0.0007299371421246364424,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1992,4,'train',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T04:30:21.144Z');
INSERT INTO metrics VALUES(1993,4,'train',5,0,'val/loss',0.0007299371497202686819,1,'2026-11-26T04:30:25.428Z');
INSERT INTO metrics VALUES(1994,4,'train',5,0,'val/mean_r2',0.9259633767179324959,1,'2026-11-26T04:30:25.428Z');
INSERT INTO metrics VALUES(1995,4,'train',5,0,'val/mse',0.0007299371421246364424,1,'2026-11-26T04:30:25.428Z');
INSERT INTO metrics VALUES(2036,4,'train',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T04:30:25.428Z');
INSERT INTO metrics VALUES(2037,5,'train',1,205,'time/eval_s',2.1702783839999999493,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2038,5,'train',1,205,'time/train_epoch_s',41.721458271999999566,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2039,5,'train',1,205,'train/grad_norm',0.19689327531108041791,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2040,5,'train',1,205,'train/loss',0.019801653394160234622,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2041,5,'train',1,205,'train/lr',0.037613657128602949464,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2042,5,'train',1,205,'train/mean_r2',-0.75594847041855939284,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2043,5,'train',1,205,'train/mse',0.01980165308244842548,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2084,5,'train',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2085,5,'train',1,205,'train/samples_per_s',628.30977357262395343,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2086,5,'train',1,205,'val/loss',0.0039991738874639156872,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2087,5,'train',1,205,'val/mean_r2',0.62167986717153045361,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2088,5,'train',1,205,'val/mse',0.0039991739023234633074,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2129,5,'train',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T04:31:09.369Z');
INSERT INTO metrics VALUES(2130,5,'train',2,410,'time/eval_s',2.2942718219999997941,0,'2026-11-26T04:31:37.110Z');
INSERT INTO metrics VALUES(2131,5,'train',2,410,'time/train_epoch_s',25.441331086000001705,0,'2026-11-26T04:31:37.110Z');
INSERT INTO metrics VALUES(2132,5,'train',2,410,'train/grad_norm',0.061401587515705971509,0,'2026-11-26T04:31:37.110Z');
INSERT INTO metrics VALUES(2133,5,'train',2,410,'train/loss',0.0022138927748989269995,0,'2026-11-26T04:31:37.111Z');
INSERT INTO metrics VALUES(2134,5,'train',2,410,'train/lr',0.028083626757215065378,0,'2026-11-26T04:31:37.111Z');
INSERT INTO metrics VALUES(2135,5,'train',2,410,'train/mean_r2',0.78989638064347600376,0,'2026-11-26T04:31:37.111Z');
INSERT INTO metrics VALUES(2136,5,'train',2,410,'train/mse',0.0022138927873886020923,0,'2026-11-26T04:31:37.111Z');
INSERT INTO metrics VALUES(2177,5,'train',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T04:31:37.111Z');
INSERT INTO metrics VALUES(2178,5,'train',2,410,'train/samples_per_s',1030.3706166704928364,0,'2026-11-26T04:31:37.111Z');
INSERT INTO metrics VALUES(2179,5,'train',2,410,'val/loss',0.0010180829104867660742,0,'2026-11-26T04:31:37.111Z');
INSERT INTO metrics VALUES(2180,5,'train',2,410,'val/mean_r2',0.90420423562737872735,0,'2026-11-26T04:31:37.111Z');
INSERT INTO metrics VALUES(2181,5,'train',2,410,'val/mse',0.0010180829123648464477,0,'2026-11-26T04:31:37.111Z');
INSERT INTO metrics VALUES(2222,5,'train',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T04:31:37.111Z');
INSERT INTO metrics VALUES(2223,5,'train',3,615,'time/eval_s',2.3235665750000000784,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2224,5,'train',3,615,'time/train_epoch_s',26.32834551299999859,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2225,5,'train',3,615,'train/grad_norm',0.030732625613852246337,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2226,5,'train',3,615,'train/loss',0.00066457341716785311297,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2227,5,'train',3,615,'train/lr',0.015146263108348089268,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2228,5,'train',3,615,'train/mean_r2',0.93704585665972861541,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2229,5,'train',3,615,'train/mse',0.00066457341653412946216,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2270,5,'train',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2271,5,'train',3,615,'train/samples_per_s',995.6569427067288416,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2272,5,'train',3,615,'val/loss',0.0004128332251223468534,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2273,5,'train',3,615,'val/mean_r2',0.96079716911303791881,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2274,5,'train',3,615,'val/mse',0.00041283323071127314782,0,'2026-11-26T04:32:05.769Z');
INSERT INTO metrics VALUES(2315,5,'train',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T04:32:05.770Z');
INSERT INTO metrics VALUES(2316,5,'train',4,820,'time/eval_s',2.2738321789999997868,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2317,5,'train',4,820,'time/train_epoch_s',26.070547469000000973,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2318,5,'train',4,820,'train/grad_norm',0.014883238963055900674,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2319,5,'train',4,820,'train/loss',0.00029597066120467358744,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2320,5,'train',4,820,'train/lr',0.0042548003561661551508,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2321,5,'train',4,820,'train/mean_r2',0.97196120344799086243,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2322,5,'train',4,820,'train/mse',0.00029597065991611556847,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2363,5,'train',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2364,5,'train',4,820,'train/samples_per_s',1005.502474820315001,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2365,5,'train',4,820,'val/loss',0.00021081586380957816756,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2366,5,'train',4,820,'val/mean_r2',0.9799898389987384828,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2367,5,'train',4,820,'val/mse',0.00021081586420875858501,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2408,5,'train',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T04:32:34.120Z');
INSERT INTO metrics VALUES(2409,5,'train',5,1025,'time/eval_s',2.299055168999999843,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2410,5,'train',5,1025,'time/train_epoch_s',25.75620068699999976,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2411,5,'train',5,1025,'train/grad_norm',0.0058255500171515272461,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2412,5,'train',5,1025,'train/loss',0.00018567046585810301879,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2413,5,'train',5,1025,'train/lr',1.0403547517245926381e-07,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2414,5,'train',5,1025,'train/mean_r2',0.98243322413533462622,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2415,5,'train',5,1025,'train/mse',0.00018567046513088641913,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2456,5,'train',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2457,5,'train',5,1025,'train/samples_per_s',1017.7743339774125388,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2458,5,'train',5,1025,'val/loss',0.0001700990123197954648,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2459,5,'train',5,1025,'val/mean_r2',0.98385036802201741856,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2460,5,'train',5,1025,'val/mse',0.00017009901446368580891,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2501,5,'train',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T04:33:02.181Z');
INSERT INTO metrics VALUES(2502,5,'train',5,0,'val/loss',0.0001700990123197954648,1,'2026-11-26T04:33:04.446Z');
INSERT INTO metrics VALUES(2503,5,'train',5,0,'val/mean_r2',0.98385036802201741856,1,'2026-11-26T04:33:04.446Z');
INSERT INTO metrics VALUES(2504,5,'train',5,0,'val/mse',0.00017009901446368580891,1,'2026-11-26T04:33:04.446Z');
INSERT INTO metrics VALUES(2545,5,'train',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T04:33:04.446Z');
INSERT INTO metrics VALUES(2546,6,'train',1,205,'time/eval_s',2.2484618599999999233,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2547,6,'train',1,205,'time/train_epoch_s',26.28117821900000095,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2548,6,'train',1,205,'train/grad_norm',0.19675011756580049193,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2549,6,'train',1,205,'train/loss',0.020788419282705757062,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2550,6,'train',1,205,'train/lr',0.037613657128602949464,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2551,6,'train',1,205,'train/mean_r2',-0.86326217874300625876,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2552,6,'train',1,205,'train/mse',0.020788419729832672416,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2593,6,'train',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2594,6,'train',1,205,'train/samples_per_s',997.44386577952445808,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2595,6,'train',1,205,'val/loss',0.0045977795913219815862,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2596,6,'train',1,205,'val/mean_r2',0.56072689517195384301,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2597,6,'train',1,205,'val/mse',0.0045977795354101014257,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2638,6,'train',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T04:33:33.000Z');
INSERT INTO metrics VALUES(2639,6,'train',2,410,'time/eval_s',4.6624422420000000144,0,'2026-11-26T04:34:29.796Z');
INSERT INTO metrics VALUES(2640,6,'train',2,410,'time/train_epoch_s',52.127714742999998521,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2641,6,'train',2,410,'train/grad_norm',0.064593973937557960796,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2642,6,'train',2,410,'train/loss',0.0028681259119149602257,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2643,6,'train',2,410,'train/lr',0.028083626757215065378,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2644,6,'train',2,410,'train/mean_r2',0.72528264592241609154,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2645,6,'train',2,410,'train/mse',0.0028681258764368124623,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2686,6,'train',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2687,6,'train',2,410,'train/samples_per_s',502.88028411067381283,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2688,6,'train',2,410,'val/loss',0.0016050670011896102113,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2689,6,'train',2,410,'val/mean_r2',0.84666680847864816961,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2690,6,'train',2,410,'val/mse',0.0016050670131361299396,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2731,6,'train',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T04:34:29.797Z');
INSERT INTO metrics VALUES(2732,6,'train',3,615,'time/eval_s',3.3471012340000001472,0,'2026-11-26T04:35:24.654Z');
INSERT INTO metrics VALUES(2733,6,'train',3,615,'time/train_epoch_s',51.501827794999996967,0,'2026-11-26T04:35:24.654Z');
INSERT INTO metrics VALUES(2734,6,'train',3,615,'train/grad_norm',0.035540722433205058916,0,'2026-11-26T04:35:24.654Z');
INSERT INTO metrics VALUES(2735,6,'train',3,615,'train/loss',0.0009790404851827904601,0,'2026-11-26T04:35:24.654Z');
INSERT INTO metrics VALUES(2736,6,'train',3,615,'train/lr',0.015146263108348089268,0,'2026-11-26T04:35:24.654Z');
INSERT INTO metrics VALUES(2737,6,'train',3,615,'train/mean_r2',0.9057535966334733235,0,'2026-11-26T04:35:24.654Z');
INSERT INTO metrics VALUES(2738,6,'train',3,615,'train/mse',0.00097904048911557359571,0,'2026-11-26T04:35:24.654Z');
INSERT INTO metrics VALUES(2779,6,'train',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T04:35:24.655Z');
INSERT INTO metrics VALUES(2780,6,'train',3,615,'train/samples_per_s',508.99164403141747923,0,'2026-11-26T04:35:24.655Z');
INSERT INTO metrics VALUES(2781,6,'train',3,615,'val/loss',0.0007195448317138155702,0,'2026-11-26T04:35:24.655Z');
INSERT INTO metrics VALUES(2782,6,'train',3,615,'val/mean_r2',0.92937285004932213006,0,'2026-11-26T04:35:24.655Z');
INSERT INTO metrics VALUES(2783,6,'train',3,615,'val/mse',0.00071954483208532828662,0,'2026-11-26T04:35:24.655Z');
INSERT INTO metrics VALUES(2824,6,'train',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T04:35:24.655Z');
INSERT INTO metrics VALUES(2825,6,'train',4,820,'time/eval_s',5.6930846669999999321,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2826,6,'train',4,820,'time/train_epoch_s',60.306383304999997109,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2827,6,'train',4,820,'train/grad_norm',0.02216380281691870957,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2828,6,'train',4,820,'train/loss',0.0006213106424018369385,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2829,6,'train',4,820,'train/lr',0.0042548003561661551508,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2830,6,'train',4,820,'train/mean_r2',0.9394166363437926881,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2831,6,'train',4,820,'train/mse',0.00062131064784086214528,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2872,6,'train',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2873,6,'train',4,820,'train/samples_per_s',434.68035327906324027,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2874,6,'train',4,820,'val/loss',0.000504875437807059276,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2875,6,'train',4,820,'val/mean_r2',0.95047808775619624377,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2876,6,'train',4,820,'val/mse',0.00050487542683114357017,0,'2026-11-26T04:36:30.665Z');
INSERT INTO metrics VALUES(2917,6,'train',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T04:36:30.666Z');
INSERT INTO metrics VALUES(2918,6,'train',5,1025,'time/eval_s',5.42110313399999999,0,'2026-11-26T04:37:51.214Z');
INSERT INTO metrics VALUES(2919,6,'train',5,1025,'time/train_epoch_s',75.117604842000005758,0,'2026-11-26T04:37:51.214Z');
INSERT INTO metrics VALUES(2920,6,'train',5,1025,'train/grad_norm',0.0097941276208474876974,0,'2026-11-26T04:37:51.214Z');
INSERT INTO metrics VALUES(2921,6,'train',5,1025,'train/loss',0.00042345029284852583103,0,'2026-11-26T04:37:51.214Z');
INSERT INTO metrics VALUES(2922,6,'train',5,1025,'train/lr',1.0403547517245926381e-07,0,'2026-11-26T04:37:51.214Z');
INSERT INTO metrics VALUES(2923,6,'train',5,1025,'train/mean_r2',0.95857363951855723005,0,'2026-11-26T04:37:51.214Z');
INSERT INTO metrics VALUES(2924,6,'train',5,1025,'train/mse',0.00042345029052284896206,0,'2026-11-26T04:37:51.214Z');
INSERT INTO metrics VALUES(2965,6,'train',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T04:37:51.215Z');
INSERT INTO metrics VALUES(2966,6,'train',5,1025,'train/samples_per_s',348.97278813851556832,0,'2026-11-26T04:37:51.215Z');
INSERT INTO metrics VALUES(2967,6,'train',5,1025,'val/loss',0.00037331256715742529208,0,'2026-11-26T04:37:51.215Z');
INSERT INTO metrics VALUES(2968,6,'train',5,1025,'val/mean_r2',0.96329118017577619603,0,'2026-11-26T04:37:51.215Z');
INSERT INTO metrics VALUES(2969,6,'train',5,1025,'val/mse',0.00037331256515426474232,0,'2026-11-26T04:37:51.215Z');
INSERT INTO metrics VALUES(3010,6,'train',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T04:37:51.215Z');
INSERT INTO metrics VALUES(3011,6,'train',5,0,'val/loss',0.00037331256715742529208,1,'2026-11-26T04:37:56.300Z');
INSERT INTO metrics VALUES(3012,6,'train',5,0,'val/mean_r2',0.96329118017577619603,1,'2026-11-26T04:37:56.300Z');
INSERT INTO metrics VALUES(3013,6,'train',5,0,'val/mse',0.00037331256515426474232,1,'2026-11-26T04:37:56.300Z');
INSERT INTO metrics VALUES(3054,6,'train',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T04:37:56.301Z');
INSERT INTO metrics VALUES(3055,7,'train',1,205,'time/eval_s',4.7544065670000001944,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3056,7,'train',1,205,'time/train_epoch_s',57.913458538999996959,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3057,7,'train',1,205,'train/grad_norm',0.19675741272001731618,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3058,7,'train',1,205,'train/loss',0.02037430138197789467,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3059,7,'train',1,205,'train/lr',0.037613657128602949464,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3060,7,'train',1,205,'train/mean_r2',-0.813373865475268909,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3061,7,'train',1,205,'train/mse',0.020374301414304345214,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3102,7,'train',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3103,7,'train',1,205,'train/samples_per_s',452.64090008278481036,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3104,7,'train',1,205,'val/loss',0.0043914222541734972138,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3105,7,'train',1,205,'val/mean_r2',0.58630023384485552284,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3106,7,'train',1,205,'val/mse',0.0043914222573127725118,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3147,7,'train',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T04:38:59.021Z');
INSERT INTO metrics VALUES(3148,7,'train',2,410,'time/eval_s',5.9524124479999995784,0,'2026-11-26T04:40:08.197Z');
INSERT INTO metrics VALUES(3149,7,'train',2,410,'time/train_epoch_s',63.204826533000002088,0,'2026-11-26T04:40:08.197Z');
INSERT INTO metrics VALUES(3150,7,'train',2,410,'train/grad_norm',0.058015131723226573412,0,'2026-11-26T04:40:08.197Z');
INSERT INTO metrics VALUES(3151,7,'train',2,410,'train/loss',0.0021162788043254244889,0,'2026-11-26T04:40:08.197Z');
INSERT INTO metrics VALUES(3152,7,'train',2,410,'train/lr',0.028083626757215065378,0,'2026-11-26T04:40:08.197Z');
INSERT INTO metrics VALUES(3153,7,'train',2,410,'train/mean_r2',0.79832252878769793813,0,'2026-11-26T04:40:08.197Z');
INSERT INTO metrics VALUES(3154,7,'train',2,410,'train/mse',0.002116278805931696462,0,'2026-11-26T04:40:08.197Z');
INSERT INTO metrics VALUES(3195,7,'train',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T04:40:08.198Z');
INSERT INTO metrics VALUES(3196,7,'train',2,410,'train/samples_per_s',414.74680713368235274,0,'2026-11-26T04:40:08.198Z');
INSERT INTO metrics VALUES(3197,7,'train',2,410,'val/loss',0.0010492298412806023034,0,'2026-11-26T04:40:08.198Z');
INSERT INTO metrics VALUES(3198,7,'train',2,410,'val/mean_r2',0.89884096594752960207,0,'2026-11-26T04:40:08.198Z');
INSERT INTO metrics VALUES(3199,7,'train',2,410,'val/mse',0.0010492298288767762902,0,'2026-11-26T04:40:08.198Z');
INSERT INTO metrics VALUES(3240,7,'train',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T04:40:08.198Z');
INSERT INTO metrics VALUES(3241,7,'train',3,615,'time/eval_s',5.0451455760000003536,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3242,7,'train',3,615,'time/train_epoch_s',67.542672193000001358,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3243,7,'train',3,615,'train/grad_norm',0.030625063826034710362,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3244,7,'train',3,615,'train/loss',0.00063373052628493858114,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3245,7,'train',3,615,'train/lr',0.015146263108348089268,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3246,7,'train',3,615,'train/mean_r2',0.93946126173061939024,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3247,7,'train',3,615,'train/mse',0.00063373052245009186145,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3288,7,'train',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3289,7,'train',3,615,'train/samples_per_s',388.11019980220402203,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3290,7,'train',3,615,'val/loss',0.00041124748700472582747,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3291,7,'train',3,615,'val/mean_r2',0.96097618471262435946,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3292,7,'train',3,615,'val/mse',0.00041124748810989348842,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3333,7,'train',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T04:41:20.796Z');
INSERT INTO metrics VALUES(3334,7,'train',4,820,'time/eval_s',6.1920532340000002946,0,'2026-11-26T04:42:22.586Z');
INSERT INTO metrics VALUES(3335,7,'train',4,820,'time/train_epoch_s',55.585081555999998671,0,'2026-11-26T04:42:22.586Z');
INSERT INTO metrics VALUES(3336,7,'train',4,820,'train/grad_norm',0.013689028655701294262,0,'2026-11-26T04:42:22.586Z');
INSERT INTO metrics VALUES(3337,7,'train',4,820,'train/loss',0.00028134146352235710935,0,'2026-11-26T04:42:22.586Z');
INSERT INTO metrics VALUES(3338,7,'train',4,820,'train/lr',0.0042548003561661551508,0,'2026-11-26T04:42:22.586Z');
INSERT INTO metrics VALUES(3339,7,'train',4,820,'train/mean_r2',0.97301776361922809321,0,'2026-11-26T04:42:22.586Z');
INSERT INTO metrics VALUES(3340,7,'train',4,820,'train/mse',0.00028134146290421783477,0,'2026-11-26T04:42:22.586Z');
INSERT INTO metrics VALUES(3381,7,'train',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T04:42:22.587Z');
INSERT INTO metrics VALUES(3382,7,'train',4,820,'train/samples_per_s',471.60135896518067966,0,'2026-11-26T04:42:22.587Z');
INSERT INTO metrics VALUES(3383,7,'train',4,820,'val/loss',0.00020092753940626387307,0,'2026-11-26T04:42:22.587Z');
INSERT INTO metrics VALUES(3384,7,'train',4,820,'val/mean_r2',0.98083051822827316268,0,'2026-11-26T04:42:22.587Z');
INSERT INTO metrics VALUES(3385,7,'train',4,820,'val/mse',0.00020092753701659525058,0,'2026-11-26T04:42:22.587Z');
INSERT INTO metrics VALUES(3426,7,'train',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T04:42:22.587Z');
INSERT INTO metrics VALUES(3427,7,'train',5,1025,'time/eval_s',3.5226157960000001878,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3428,7,'train',5,1025,'time/train_epoch_s',56.123725360999998203,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3429,7,'train',5,1025,'train/grad_norm',0.0054757655405144141022,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3430,7,'train',5,1025,'train/loss',0.00017819058988213142208,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3431,7,'train',5,1025,'train/lr',1.0403547517245926381e-07,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3432,7,'train',5,1025,'train/mean_r2',0.98292516341905000754,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3433,7,'train',5,1025,'train/mse',0.00017819058881109677656,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3474,7,'train',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3475,7,'train',5,1025,'train/samples_per_s',467.07519558592832708,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3476,7,'train',5,1025,'val/loss',0.00016672322902428301409,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3477,7,'train',5,1025,'val/mean_r2',0.9839905529082040303,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3478,7,'train',5,1025,'val/mse',0.00016672323058781121098,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3519,7,'train',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T04:43:22.258Z');
INSERT INTO metrics VALUES(3520,7,'train',5,0,'val/loss',0.00016672322902428301409,1,'2026-11-26T04:43:24.896Z');
INSERT INTO metrics VALUES(3521,7,'train',5,0,'val/mean_r2',0.9839905529082040303,1,'2026-11-26T04:43:24.896Z');
INSERT INTO metrics VALUES(3522,7,'train',5,0,'val/mse',0.00016672323058781121098,1,'2026-11-26T04:43:24.896Z');
INSERT INTO metrics VALUES(3563,7,'train',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T04:43:24.896Z');
INSERT INTO metrics VALUES(3564,8,'train',1,205,'time/eval_s',3.511017301999999951,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3565,8,'train',1,205,'time/train_epoch_s',50.313873377000000175,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3566,8,'train',1,205,'train/grad_norm',0.19590046402157806904,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3567,8,'train',1,205,'train/loss',0.020869859755397332512,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3568,8,'train',1,205,'train/lr',0.037613657128602949464,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3569,8,'train',1,205,'train/mean_r2',-0.88222896065057676562,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3570,8,'train',1,205,'train/mse',0.020869859665904627599,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3611,8,'train',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3612,8,'train',1,205,'train/samples_per_s',521.0093805257142776,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3613,8,'train',1,205,'val/loss',0.0044833565662851741079,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3614,8,'train',1,205,'val/mean_r2',0.57574443577254874604,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3615,8,'train',1,205,'val/mse',0.0044833565458713107998,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3656,8,'train',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T04:44:18.745Z');
INSERT INTO metrics VALUES(3657,8,'train',2,410,'time/eval_s',2.2067107859999999242,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3658,8,'train',2,410,'time/train_epoch_s',27.028480642000001666,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3659,8,'train',2,410,'train/grad_norm',0.061035670385491555545,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3660,8,'train',2,410,'train/loss',0.0026855376194001492201,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3661,8,'train',2,410,'train/lr',0.028083626757215065378,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3662,8,'train',2,410,'train/mean_r2',0.74520617343368011908,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3663,8,'train',2,410,'train/mse',0.0026855376105712996763,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3704,8,'train',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3705,8,'train',2,410,'train/samples_per_s',969.86583697441108142,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3706,8,'train',2,410,'val/loss',0.0016059500571973519753,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3707,8,'train',2,410,'val/mean_r2',0.84423880917614135821,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3708,8,'train',2,410,'val/mse',0.0016059500526600391755,0,'2026-11-26T04:44:47.991Z');
INSERT INTO metrics VALUES(3749,8,'train',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T04:44:47.992Z');
INSERT INTO metrics VALUES(3750,8,'train',3,615,'time/eval_s',2.1427351410000001763,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3751,8,'train',3,615,'time/train_epoch_s',25.725868006999998982,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3752,8,'train',3,615,'train/grad_norm',0.034026102126553291193,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3753,8,'train',3,615,'train/loss',0.00084455366248143120665,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3754,8,'train',3,615,'train/lr',0.015146263108348089268,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3755,8,'train',3,615,'train/mean_r2',0.91894756494455465123,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3756,8,'train',3,615,'train/mse',0.00084455366341476567106,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3797,8,'train',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3798,8,'train',3,615,'train/samples_per_s',1018.9743643583641414,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3799,8,'train',3,615,'val/loss',0.00049519676523549415944,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3800,8,'train',3,615,'val/mean_r2',0.95220676006888260722,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3801,8,'train',3,615,'val/mse',0.00049519675974449685416,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3842,8,'train',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T04:45:15.869Z');
INSERT INTO metrics VALUES(3843,8,'train',4,820,'time/eval_s',2.1845825269999998852,0,'2026-11-26T04:45:44.180Z');
INSERT INTO metrics VALUES(3844,8,'train',4,820,'time/train_epoch_s',26.120525050000001244,0,'2026-11-26T04:45:44.180Z');
INSERT INTO metrics VALUES(3845,8,'train',4,820,'train/grad_norm',0.018651118533822095418,0,'2026-11-26T04:45:44.180Z');
INSERT INTO metrics VALUES(3846,8,'train',4,820,'train/loss',0.00037377959377262706848,0,'2026-11-26T04:45:44.180Z');
INSERT INTO metrics VALUES(3847,8,'train',4,820,'train/lr',0.0042548003561661551508,0,'2026-11-26T04:45:44.180Z');
INSERT INTO metrics VALUES(3848,8,'train',4,820,'train/mean_r2',0.96387657922625336048,0,'2026-11-26T04:45:44.180Z');
INSERT INTO metrics VALUES(3849,8,'train',4,820,'train/mse',0.00037377959220929486824,0,'2026-11-26T04:45:44.180Z');
INSERT INTO metrics VALUES(3890,8,'train',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T04:45:44.180Z');
INSERT INTO metrics VALUES(3891,8,'train',4,820,'train/samples_per_s',1003.5786014952252571,0,'2026-11-26T04:45:44.181Z');
INSERT INTO metrics VALUES(3892,8,'train',4,820,'val/loss',0.00025941890637293121921,0,'2026-11-26T04:45:44.181Z');
INSERT INTO metrics VALUES(3893,8,'train',4,820,'val/mean_r2',0.97490086316381641129,0,'2026-11-26T04:45:44.181Z');
INSERT INTO metrics VALUES(3894,8,'train',4,820,'val/mse',0.00025941890923353484602,0,'2026-11-26T04:45:44.181Z');
INSERT INTO metrics VALUES(3935,8,'train',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T04:45:44.181Z');
INSERT INTO metrics VALUES(3936,8,'train',5,1025,'time/eval_s',2.271600602999999996,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3937,8,'train',5,1025,'time/train_epoch_s',26.079133734999999205,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3938,8,'train',5,1025,'train/grad_norm',0.0060402336053368525792,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3939,8,'train',5,1025,'train/loss',0.00023065165862618842995,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3940,8,'train',5,1025,'train/lr',1.0403547517245926381e-07,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3941,8,'train',5,1025,'train/mean_r2',0.97763946523502254226,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3942,8,'train',5,1025,'train/mse',0.00023065165736023307183,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3983,8,'train',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3984,8,'train',5,1025,'train/samples_per_s',1005.1714242647178707,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3985,8,'train',5,1025,'val/loss',0.0002146427224353689015,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3986,8,'train',5,1025,'val/mean_r2',0.97914845566712072066,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(3987,8,'train',5,1025,'val/mse',0.00021464272044620686546,0,'2026-11-26T04:46:12.537Z');
INSERT INTO metrics VALUES(4028,8,'train',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T04:46:12.538Z');
INSERT INTO metrics VALUES(4029,8,'train',5,0,'val/loss',0.0002146427224353689015,1,'2026-11-26T04:46:14.724Z');
INSERT INTO metrics VALUES(4030,8,'train',5,0,'val/mean_r2',0.97914845566712072066,1,'2026-11-26T04:46:14.724Z');
INSERT INTO metrics VALUES(4031,8,'train',5,0,'val/mse',0.00021464272044620686546,1,'2026-11-26T04:46:14.724Z');
INSERT INTO metrics VALUES(4072,8,'train',5,0,'val/routing/unrouted',0.0,1,'2026-11-26T04:46:14.724Z');
INSERT INTO metrics VALUES(4073,9,'train',1,205,'time/eval_s',4.3713292649999999639,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4074,9,'train',1,205,'time/train_epoch_s',51.38331395899999876,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4075,9,'train',1,205,'train/grad_norm',0.17035876040051622926,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4076,9,'train',1,205,'train/loss',0.016922279728596861803,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4077,9,'train',1,205,'train/lr',0.037613657128602949464,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4078,9,'train',1,205,'train/mean_r2',-0.61609552535021416819,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4079,9,'train',1,205,'train/mse',0.016922279684407591504,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4120,9,'train',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4121,9,'train',1,205,'train/samples_per_s',510.16561564940695917,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4122,9,'train',1,205,'val/loss',0.003292351172694712915,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4123,9,'train',1,205,'val/mean_r2',0.68756809658661488526,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4124,9,'train',1,205,'val/mse',0.0032923511327235303013,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4165,9,'train',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T04:47:10.505Z');
INSERT INTO metrics VALUES(4166,9,'train',2,410,'time/eval_s',4.2068536830000002879,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4167,9,'train',2,410,'time/train_epoch_s',50.350619195000000162,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4168,9,'train',2,410,'train/grad_norm',0.05590632741407650097,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4169,9,'train',2,410,'train/loss',0.0023109143608270117827,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4170,9,'train',2,410,'train/lr',0.028083626757215065378,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4171,9,'train',2,410,'train/mean_r2',0.78269039517544947148,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4172,9,'train',2,410,'train/mse',0.0023109143455137593804,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4213,9,'train',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4214,9,'train',2,410,'train/samples_per_s',520.62914854090104198,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4215,9,'train',2,410,'val/loss',0.0013305165158439204338,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4216,9,'train',2,410,'val/mean_r2',0.87348921933020162722,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4217,9,'train',2,410,'val/mse',0.0013305165206147354702,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4258,9,'train',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T04:48:05.071Z');
INSERT INTO metrics VALUES(4259,9,'train',3,615,'time/eval_s',4.0887255449999999612,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4260,9,'train',3,615,'time/train_epoch_s',50.377020154999996746,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4261,9,'train',3,615,'train/grad_norm',0.030490412190556526877,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4262,9,'train',3,615,'train/loss',0.000804907323550562207,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4263,9,'train',3,615,'train/lr',0.015146263108348089268,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4264,9,'train',3,615,'train/mean_r2',0.92426221900565297406,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4265,9,'train',3,615,'train/mse',0.00080490733284762261585,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4306,9,'train',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4307,9,'train',3,615,'train/samples_per_s',520.35630371436764106,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4308,9,'train',3,615,'val/loss',0.00043841084718641983811,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4309,9,'train',3,615,'val/mean_r2',0.95902223327290647691,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4310,9,'train',3,615,'val/mse',0.00043841085072297933823,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4351,9,'train',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T04:48:59.546Z');
INSERT INTO metrics VALUES(4352,9,'train',4,820,'time/eval_s',4.3189166249999999536,0,'2026-11-26T04:49:55.451Z');
INSERT INTO metrics VALUES(4353,9,'train',4,820,'time/train_epoch_s',51.578500617000003101,0,'2026-11-26T04:49:55.451Z');
INSERT INTO metrics VALUES(4354,9,'train',4,820,'train/grad_norm',0.013416767424744803147,0,'2026-11-26T04:49:55.451Z');
INSERT INTO metrics VALUES(4355,9,'train',4,820,'train/loss',0.00030160326620035321585,0,'2026-11-26T04:49:55.451Z');
INSERT INTO metrics VALUES(4356,9,'train',4,820,'train/lr',0.0042548003561661551508,0,'2026-11-26T04:49:55.451Z');
INSERT INTO metrics VALUES(4357,9,'train',4,820,'train/mean_r2',0.97164987535605029655,0,'2026-11-26T04:49:55.451Z');
INSERT INTO metrics VALUES(4358,9,'train',4,820,'train/mse',0.00030160326663186649365,0,'2026-11-26T04:49:55.451Z');
INSERT INTO metrics VALUES(4399,9,'train',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T04:49:55.452Z');
INSERT INTO metrics VALUES(4400,9,'train',4,820,'train/samples_per_s',508.2350143261047606,0,'2026-11-26T04:49:55.452Z');
INSERT INTO metrics VALUES(4401,9,'train',4,820,'val/loss',0.00022139727163614109236,0,'2026-11-26T04:49:55.452Z');
INSERT INTO metrics VALUES(4402,9,'train',4,820,'val/mean_r2',0.97923469132527496405,0,'2026-11-26T04:49:55.452Z');
INSERT INTO metrics VALUES(4403,9,'train',4,820,'val/mse',0.00022139727149164683964,0,'2026-11-26T04:49:55.452Z');
INSERT INTO metrics VALUES(4444,9,'train',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T04:49:55.452Z');
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
INSERT INTO artifacts VALUES(1,1,'train',5,'checkpoint','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/8214cb5fdb726a45/train.last.a1e5.pt','b25cdb32652844ee9ffbd94be3bfe2a91f71d3b0fcbe47c2bee33f440f85d1be',729392,'2026-11-26T04:15:35.649Z');
INSERT INTO artifacts VALUES(2,1,'train',5,'routing','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/8214cb5fdb726a45/train.routing.json','2f9ad810299c675126062760d6e7ad2932aaa39b0881be78b78dc819b2c168bc',3453,'2026-11-26T04:15:38.100Z');
INSERT INTO artifacts VALUES(3,1,'train',5,'final','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/8214cb5fdb726a45/train.final.a1e5.pt','6e43e9314d29e609cedbae4459c0bf57b77ca4432952cee81d0ed884b5a83878',236211,'2026-11-26T04:15:38.109Z');
INSERT INTO artifacts VALUES(4,2,'train',5,'checkpoint','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/46f8350f11d50bc2/train.last.a1e5.pt','d12b9400f81be1a9df10147aebb35c7ad12607c29748274fe1a1ffc1e0620cec',729520,'2026-11-26T04:19:14.420Z');
INSERT INTO artifacts VALUES(5,2,'train',5,'routing','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/46f8350f11d50bc2/train.routing.json','a07919d15371761e96e7604a171163b7eb4113870fce911f049e7457df067164',3453,'2026-11-26T04:19:19.552Z');
INSERT INTO artifacts VALUES(6,2,'train',5,'final','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/46f8350f11d50bc2/train.final.a1e5.pt','2b750f068baf6b372eb4d25be5661739e2820a27775a2cd4d913191e6650a2fc',236211,'2026-11-26T04:19:19.553Z');
INSERT INTO artifacts VALUES(7,3,'train',5,'checkpoint','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/bc11dc85b98d41b4/train.last.a1e5.pt','956366f85344c2e4be89d22161645575c3a1a8a367b8f87de0a2253f04fe014b',729392,'2026-11-26T04:24:47.031Z');
INSERT INTO artifacts VALUES(8,3,'train',5,'routing','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/bc11dc85b98d41b4/train.routing.json','27cf9a702514726c79eee37b2f5e4eb947c38857227781f182fd031c2c0523ce',3589,'2026-11-26T04:24:53.016Z');
INSERT INTO artifacts VALUES(9,3,'train',5,'final','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/bc11dc85b98d41b4/train.final.a1e5.pt','716825b4b10168527b0a305ef14348867fc7e4289ecc054ba4c4e887ccb692f5',236211,'2026-11-26T04:24:53.018Z');
INSERT INTO artifacts VALUES(10,4,'train',5,'checkpoint','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/31d4ea5d1b4fc763/train.last.a1e5.pt','48941847f327ed67bfcc73254029a0e76b4c70447c248f8638fd550c1b7957ac',729392,'2026-11-26T04:30:21.152Z');
INSERT INTO artifacts VALUES(11,4,'train',5,'routing','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/31d4ea5d1b4fc763/train.routing.json','e5077da4c0be6a4c81606f93a64dbb721e0eae2790aa615955cd42edf985d58d',3477,'2026-11-26T04:30:25.422Z');
INSERT INTO artifacts VALUES(12,4,'train',5,'final','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/31d4ea5d1b4fc763/train.final.a1e5.pt','f3b6afd238a2e2a451c3cdf82d0b61f50895f41e3a1e288f00fad8ad1bb0e2ce',236211,'2026-11-26T04:30:25.428Z');
INSERT INTO artifacts VALUES(13,5,'train',5,'checkpoint','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/a3f885a2ba48f7a3/train.last.a1e5.pt','914f6f4a6bbac744f4e55e3678d7cf9dbd9e1f0de3cc5ee8b6d7e29ce5d6834f',729392,'2026-11-26T04:33:02.186Z');
INSERT INTO artifacts VALUES(14,5,'train',5,'routing','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/a3f885a2ba48f7a3/train.routing.json','76c34a5359de61b4be5eebf9439dc89eff5e38f0ef0339a69b0a7385a035e3c5',5185,'2026-11-26T04:33:04.444Z');
INSERT INTO artifacts VALUES(15,5,'train',5,'final','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/a3f885a2ba48f7a3/train.final.a1e5.pt','dc2ce3afc2790c6ec891f1f7c14525e55aa55a984cef119c29a3c3c10a11aaa6',236211,'2026-11-26T04:33:04.446Z');
INSERT INTO artifacts VALUES(16,6,'train',5,'checkpoint','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/c49f240f13d4bc7b/train.last.a1e5.pt','a3c63258d151ed940027402e0dd6e7a90c179d5f7ba8db2d25da406246b63ac5',729392,'2026-11-26T04:37:51.224Z');
INSERT INTO artifacts VALUES(17,6,'train',5,'routing','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/c49f240f13d4bc7b/train.routing.json','37cc17bc82c282d969fde1ce54e85dfbb43a2b26ffba37be8560eb5dcdb5f0eb',5298,'2026-11-26T04:37:56.293Z');
INSERT INTO artifacts VALUES(18,6,'train',5,'final','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/c49f240f13d4bc7b/train.final.a1e5.pt','d8e312db259cf5c56731a1088886f79ebf70b08d4c7e8c50bebc54a58c07a2de',236211,'2026-11-26T04:37:56.300Z');
INSERT INTO artifacts VALUES(19,7,'train',5,'checkpoint','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/5865a21cc59f50cc/train.last.a1e5.pt','bfa79732dc37549db159d4272d13d2a5d816eeedba1edd5528f8f1910c8a3698',729392,'2026-11-26T04:43:22.271Z');
INSERT INTO artifacts VALUES(20,7,'train',5,'routing','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/5865a21cc59f50cc/train.routing.json','605403e6d351a78317134f23366c9d866526c74de3fee1d50b81ba4b35934703',5756,'2026-11-26T04:43:24.893Z');
INSERT INTO artifacts VALUES(21,7,'train',5,'final','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/5865a21cc59f50cc/train.final.a1e5.pt','d0152d5addc424f6a73f672fb0325c30d4608ac8bac49f57bdded2e4fd7bda00',236211,'2026-11-26T04:43:24.895Z');
INSERT INTO artifacts VALUES(22,8,'train',5,'checkpoint','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/0a5e3ea817b51c96/train.last.a1e5.pt','2ec178d041f02e00f8f5697448665ea9ebfcbaad443c34834c7a469e840e45e9',729392,'2026-11-26T04:46:12.542Z');
INSERT INTO artifacts VALUES(23,8,'train',5,'routing','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/0a5e3ea817b51c96/train.routing.json','3babc7e9a5f69d8244293bd6a53ed6e9813290130bc80c0f9537c1084a22d803',5787,'2026-11-26T04:46:14.722Z');
INSERT INTO artifacts VALUES(24,8,'train',5,'final','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/0a5e3ea817b51c96/train.final.a1e5.pt','68c967f8b9148c02cd04c341d9ddca0ad92aa4748fc5f3366bc11360f7f0a9e8',236211,'2026-11-26T04:46:14.724Z');
INSERT INTO artifacts VALUES(25,9,'train',4,'checkpoint','results/checkpoints/f482beeeaa7b2f76efc0ef9703ac283c/fuzzy_boolean_hparams/cd8cf2223f30a6cc/train.last.a1e4.pt','e67d3b76d92a647acbac87ceb186ee165ebb2ff3c51c8e45184c273b6f965085',1411737,'2026-11-26T04:49:55.462Z');
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
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.deterministic') AS "train.deterministic",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.early_stop_patience') AS "train.early_stop_patience",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.epochs') AS "train.epochs",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.eval_batch_size') AS "train.eval_batch_size",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.grad_clip') AS "train.grad_clip",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.lr') AS "train.lr",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.max_eval_batches') AS "train.max_eval_batches",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.max_train_batches') AS "train.max_train_batches",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.min_lr') AS "train.min_lr",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.precision') AS "train.precision",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.schedule') AS "train.schedule",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.warmup_epochs') AS "train.warmup_epochs",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.weight_decay') AS "train.weight_decay",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/loss' AND m.is_final = 1) AS "val/loss",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mean_r2' AND m.is_final = 1) AS "val/mean_r2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse' AND m.is_final = 1) AS "val/mse",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f00' AND m.is_final = 1) AS "val/mse/f00",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f01' AND m.is_final = 1) AS "val/mse/f01",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f02' AND m.is_final = 1) AS "val/mse/f02",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f03' AND m.is_final = 1) AS "val/mse/f03",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f04' AND m.is_final = 1) AS "val/mse/f04",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f05' AND m.is_final = 1) AS "val/mse/f05",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f06' AND m.is_final = 1) AS "val/mse/f06",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f07' AND m.is_final = 1) AS "val/mse/f07",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f08' AND m.is_final = 1) AS "val/mse/f08",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f09' AND m.is_final = 1) AS "val/mse/f09",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f10' AND m.is_final = 1) AS "val/mse/f10",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f11' AND m.is_final = 1) AS "val/mse/f11",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f12' AND m.is_final = 1) AS "val/mse/f12",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f13' AND m.is_final = 1) AS "val/mse/f13",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f14' AND m.is_final = 1) AS "val/mse/f14",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f15' AND m.is_final = 1) AS "val/mse/f15",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f16' AND m.is_final = 1) AS "val/mse/f16",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f17' AND m.is_final = 1) AS "val/mse/f17",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f18' AND m.is_final = 1) AS "val/mse/f18",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f19' AND m.is_final = 1) AS "val/mse/f19",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f00' AND m.is_final = 1) AS "val/r2/f00",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f01' AND m.is_final = 1) AS "val/r2/f01",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f02' AND m.is_final = 1) AS "val/r2/f02",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f03' AND m.is_final = 1) AS "val/r2/f03",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f04' AND m.is_final = 1) AS "val/r2/f04",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f05' AND m.is_final = 1) AS "val/r2/f05",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f06' AND m.is_final = 1) AS "val/r2/f06",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f07' AND m.is_final = 1) AS "val/r2/f07",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f08' AND m.is_final = 1) AS "val/r2/f08",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f09' AND m.is_final = 1) AS "val/r2/f09",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f10' AND m.is_final = 1) AS "val/r2/f10",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f11' AND m.is_final = 1) AS "val/r2/f11",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f12' AND m.is_final = 1) AS "val/r2/f12",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f13' AND m.is_final = 1) AS "val/r2/f13",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f14' AND m.is_final = 1) AS "val/r2/f14",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f15' AND m.is_final = 1) AS "val/r2/f15",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f16' AND m.is_final = 1) AS "val/r2/f16",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f17' AND m.is_final = 1) AS "val/r2/f17",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f18' AND m.is_final = 1) AS "val/r2/f18",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f19' AND m.is_final = 1) AS "val/r2/f19",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/routing/unrouted' AND m.is_final = 1) AS "val/routing/unrouted"
FROM trials t
JOIN sweeps s ON s.id = t.sweep_id
LEFT JOIN (SELECT trial_id, phase FROM metrics WHERE id IN
           (SELECT max(id) FROM metrics WHERE is_final = 1 GROUP BY trial_id)) f
  ON f.trial_id = t.id;
COMMIT;
