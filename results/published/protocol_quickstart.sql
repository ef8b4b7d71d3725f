PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info VALUES('id','22dec9f5c124c23d393c71586fc28d73');
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);
INSERT INTO sweeps VALUES(1,'protocol_quickstart','sweeps/protocol_quickstart.toml',replace('# The quickstart''s comparison made fair by construction: NI against ViT on the fuzzy Boolean task\n# (paper §4.1), each tuned with the same budget on val, then the choices confirmed on seeds fixed\n# here and evaluated once on an independent test draw. `nilab compare protocol_quickstart` prints\n# each model''s budget and choice, the confirm stage on test, the paired difference with P(NI >\n# ViT) and the verdict against the margin. A few minutes on 2 CPU cores; no download.\n#\n# It shows the flow, not a result: 13,107 training points and 3 epochs, 4 configurations a model\n# and 2 confirm seeds are far from a claim (sweeps/fuzzy_boolean_table1.toml has the paper''s\n# protocol). `nilab run` (sweeps/quickstart.toml) is the same pair without the protocol, and its\n# compare says what a reviewer would reject in it.\nname = "protocol_quickstart"\ndescription = "NI vs ViT on fuzzy Boolean under a [protocol]: 4 configurations each on val, 2 confirm seeds on test"\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 16384 }     # 20 pretraining functions of 5 variables\n\n[train]\nepochs = 3\nbatch_size = 128\nwarmup_epochs = 0.25\n\n# Each model: 4 random draws of its learning rate and weight decay, on one tune seed; the choice\n# (the best mean val/mean_r2) runs on seeds 100 and 101. Within 0.05 of R² counts as level.\n[protocol]\ntune = { method = "random", configs = 4, seeds = [0], metric = "val/mean_r2", seed = 0 }\nconfirm = { seeds = [100, 101], margin = 0.05 }\n\n# A small Neural Interpreter (as in sweeps/quickstart.toml, tau = 1.42 as in the paper).\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 32, type_dim = 16, n_s = 1, n_f = 4, n_i = 2, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42 }\nrandom = { "train.lr" = { loguniform = [3e-3, 8e-2] }, "train.weight_decay" = { choice = [0.0, 0.05] } }\n\n# The baseline: a 4-layer ViT of the same width, tuned alike.\n[[models]]\nname = "vit"\nparams = { dim = 64, depth = 4, heads = 4, mlp_hidden = 128 }\nrandom = { "train.lr" = { loguniform = [3e-3, 8e-2] }, "train.weight_decay" = { choice = [0.0, 0.05] } }\n','\n',char(10)),'{}','2026-11-27T19:53:32.577Z','2026-11-27T19:53:32.577Z');
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
INSERT INTO runs VALUES(1,1,'2026-11-27T19:53:32.589Z','nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','sweeps/protocol_quickstart.toml','[]',replace('# The quickstart''s comparison made fair by construction: NI against ViT on the fuzzy Boolean task\n# (paper §4.1), each tuned with the same budget on val, then the choices confirmed on seeds fixed\n# here and evaluated once on an independent test draw. `nilab compare protocol_quickstart` prints\n# each model''s budget and choice, the confirm stage on test, the paired difference with P(NI >\n# ViT) and the verdict against the margin. A few minutes on 2 CPU cores; no download.\n#\n# It shows the flow, not a result: 13,107 training points and 3 epochs, 4 configurations a model\n# and 2 confirm seeds are far from a claim (sweeps/fuzzy_boolean_table1.toml has the paper''s\n# protocol). `nilab run` (sweeps/quickstart.toml) is the same pair without the protocol, and its\n# compare says what a reviewer would reject in it.\nname = "protocol_quickstart"\ndescription = "NI vs ViT on fuzzy Boolean under a [protocol]: 4 configurations each on val, 2 confirm seeds on test"\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 16384 }     # 20 pretraining functions of 5 variables\n\n[train]\nepochs = 3\nbatch_size = 128\nwarmup_epochs = 0.25\n\n# Each model: 4 random draws of its learning rate and weight decay, on one tune seed; the choice\n# (the best mean val/mean_r2) runs on seeds 100 and 101. Within 0.05 of R² counts as level.\n[protocol]\ntune = { method = "random", configs = 4, seeds = [0], metric = "val/mean_r2", seed = 0 }\nconfirm = { seeds = [100, 101], margin = 0.05 }\n\n# A small Neural Interpreter (as in sweeps/quickstart.toml, tau = 1.42 as in the paper).\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 32, type_dim = 16, n_s = 1, n_f = 4, n_i = 2, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42 }\nrandom = { "train.lr" = { loguniform = [3e-3, 8e-2] }, "train.weight_decay" = { choice = [0.0, 0.05] } }\n\n# The baseline: a 4-layer ViT of the same width, tuned alike.\n[[models]]\nname = "vit"\nparams = { dim = 64, depth = 4, heads = 4, mlp_hidden = 128 }\nrandom = { "train.lr" = { loguniform = [3e-3, 8e-2] }, "train.weight_decay" = { choice = [0.0, 0.05] } }\n','\n',char(10)));
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
INSERT INTO trials VALUES(1,1,0,'2b8123a04cf24426','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.025556,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.05},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.025556,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.05}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:2109','2026-11-27T19:54:25.414Z','2026-11-27T19:53:32.585Z','2026-11-27T19:53:33.361Z','2026-11-27T19:54:25.431Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a 7c59d71a9e658642","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 0, indices fnv1a 0f2ea98c5675abea","split_seed":"0","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,55122,53201,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','tune');
INSERT INTO trials VALUES(2,1,1,'1a722c305665dfc1','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0106942,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.05},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0106942,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.05}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:2109','2026-11-27T19:55:09.544Z','2026-11-27T19:53:32.585Z','2026-11-27T19:54:25.433Z','2026-11-27T19:55:09.550Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a 7c59d71a9e658642","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 0, indices fnv1a 0f2ea98c5675abea","split_seed":"0","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,55122,53201,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','tune');
INSERT INTO trials VALUES(3,1,2,'8d311d08d0b22722','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0398733,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0398733,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:2109','2026-11-27T19:55:54.605Z','2026-11-27T19:53:32.586Z','2026-11-27T19:55:09.553Z','2026-11-27T19:55:54.623Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a 7c59d71a9e658642","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 0, indices fnv1a 0f2ea98c5675abea","split_seed":"0","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',1,55122,53201,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','tune');
INSERT INTO trials VALUES(4,1,3,'f406d7673f0956d4','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0386772,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0386772,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:2109','2026-11-27T19:56:36.141Z','2026-11-27T19:53:32.586Z','2026-11-27T19:55:54.626Z','2026-11-27T19:56:36.144Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a 7c59d71a9e658642","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 0, indices fnv1a 0f2ea98c5675abea","split_seed":"0","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,55122,53201,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','tune');
INSERT INTO trials VALUES(5,1,4,'b23d5f1dcd885700','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.00743056,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.00743056,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','vit',0,'done',NULL,1,'vm:2109','2026-11-27T19:57:31.091Z','2026-11-27T19:53:32.586Z','2026-11-27T19:56:36.144Z','2026-11-27T19:57:31.094Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_sha256":"500745eb352c1b3e31e7c18622f217445554cf6d150e8fa08d598264463f5dbd","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a 7c59d71a9e658642","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 0, indices fnv1a 0f2ea98c5675abea","split_seed":"0","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,135937,134016,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','tune');
INSERT INTO trials VALUES(6,1,5,'e2039297ee181322','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0537894,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0537894,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','vit',0,'done',NULL,1,'vm:2109','2026-11-27T19:57:50.328Z','2026-11-27T19:53:32.586Z','2026-11-27T19:57:31.096Z','2026-11-27T19:57:50.330Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_sha256":"500745eb352c1b3e31e7c18622f217445554cf6d150e8fa08d598264463f5dbd","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a 7c59d71a9e658642","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 0, indices fnv1a 0f2ea98c5675abea","split_seed":"0","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,135937,134016,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','tune');
INSERT INTO trials VALUES(7,1,6,'1758806cff368098','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0117857,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.05},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0117857,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.05}}','fuzzy_boolean','vit',0,'done',NULL,1,'vm:2109','2026-11-27T19:58:09.785Z','2026-11-27T19:53:32.586Z','2026-11-27T19:57:50.331Z','2026-11-27T19:58:09.788Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_sha256":"500745eb352c1b3e31e7c18622f217445554cf6d150e8fa08d598264463f5dbd","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a 7c59d71a9e658642","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 0, indices fnv1a 0f2ea98c5675abea","split_seed":"0","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,135937,134016,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','tune');
INSERT INTO trials VALUES(8,1,7,'4a96091514b321d7','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.00980031,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.00980031,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','vit',0,'done',NULL,1,'vm:2109','2026-11-27T19:58:29.011Z','2026-11-27T19:53:32.586Z','2026-11-27T19:58:09.789Z','2026-11-27T19:58:29.014Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_sha256":"500745eb352c1b3e31e7c18622f217445554cf6d150e8fa08d598264463f5dbd","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a 7c59d71a9e658642","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 0, indices fnv1a 0f2ea98c5675abea","split_seed":"0","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,135937,134016,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','tune');
INSERT INTO trials VALUES(9,1,8,'ba794665913d5639','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0398733,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":100,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0398733,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',100,'done',NULL,1,'vm:2109','2026-11-27T19:58:50.323Z','2026-11-27T19:58:29.020Z','2026-11-27T19:58:29.023Z','2026-11-27T19:58:50.328Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a 60e4f07129fb54d1","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 100, indices fnv1a f1693c83486e3a21","split_seed":"100","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,55122,53201,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','confirm');
INSERT INTO trials VALUES(10,1,9,'59f79ca227a9af81','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0398733,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":101,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0398733,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',101,'done',NULL,1,'vm:2109','2026-11-27T19:59:10.769Z','2026-11-27T19:58:29.020Z','2026-11-27T19:58:50.329Z','2026-11-27T19:59:10.771Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a e55c24883f3fc227","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 101, indices fnv1a 9db3176073ae0063","split_seed":"101","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,55122,53201,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','confirm');
INSERT INTO trials VALUES(11,1,10,'2484eef3e2edd0f1','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0117857,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.05},"train_groups":[]}],"seed":100,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0117857,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.05}}','fuzzy_boolean','vit',100,'done',NULL,1,'vm:2109','2026-11-27T19:59:33.845Z','2026-11-27T19:58:29.021Z','2026-11-27T19:59:10.772Z','2026-11-27T19:59:33.848Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_sha256":"500745eb352c1b3e31e7c18622f217445554cf6d150e8fa08d598264463f5dbd","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a 60e4f07129fb54d1","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 100, indices fnv1a f1693c83486e3a21","split_seed":"100","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,135937,134016,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','confirm');
INSERT INTO trials VALUES(12,1,11,'634c32588b030448','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":4,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0117857,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.05},"train_groups":[]}],"seed":101,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":16384,"n_pretrain":20,"n_vars":5,"split_seed":-1,"test_points":32768,"token_init_std":1.0,"val_fraction":0.2,"val_from":"carve"}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":3,"eval_batch_size":0,"grad_clip":1.0,"lr":0.0117857,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.05}}','fuzzy_boolean','vit',101,'done',NULL,1,'vm:2109','2026-11-27T19:59:57.796Z','2026-11-27T19:58:29.021Z','2026-11-27T19:59:33.848Z','2026-11-27T19:59:57.798Z','{"batch_slices":2,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Haswell MAX_THREADS=64","blas_core":"Haswell","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-vit.so","model_plugin_sha256":"500745eb352c1b3e31e7c18622f217445554cf6d150e8fa08d598264463f5dbd","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"98e8c7a9ad915b61","data_fingerprint/pretrain/test":"3c763947dd1bed19","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","split/pretrain/test":"32768 points of an independent draw (stream pretrain/test of data seed 0)","split/pretrain/train":"13107 of pretrain points (16384), the rest, indices fnv1a e55c24883f3fc227","split/pretrain/val":"3277 of pretrain points (16384), carved with split seed 101, indices fnv1a 9db3176073ae0063","split_seed":"101","split_seed_from":"trial","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d","val_from":"carve"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_sha256":"194ba17cae91706542b61da28be4a3f2351a5eb4e96354ababc499e90bcb3e73","task_plugin_version":"0.1.0"}','vm','967ffbac0f6c5a57006f9e4c162c31b51772ae56',0,'0.1.0','1.13.0',5,'cpu',2,135937,134016,'nilab run sweeps/protocol_quickstart.toml --db /tmp/pq/protocol_quickstart.sqlite','confirm');
CREATE TABLE protocol_plans (
  sweep_id     INTEGER PRIMARY KEY REFERENCES sweeps(id) ON DELETE CASCADE,
  plan_json    TEXT NOT NULL CHECK (json_valid(plan_json)),
  recorded_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO protocol_plans VALUES(1,'{"configs":4,"confirm_seeds":[100,101],"margin":0.05,"method":"random","metric":"val/mean_r2","seed":0,"startup":10,"studies":[{"entry":0,"label":"ni","model":"ni","point":{},"point_text":""},{"entry":1,"label":"vit","model":"vit","point":{},"point_text":""}],"tune_seeds":[0]}','2026-11-27T19:53:32.597Z');
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
INSERT INTO protocol_choices VALUES(1,1,'ni',0,'d741bcf5c0a0fb5c','val/mean_r2',0.79675285088111791331,'[{"group_hash":"8a52586ab0e0e6f7","seed":0,"status":"done","trial_id":1,"value":0.608869486841982},{"group_hash":"181476ce5d147460","seed":0,"status":"done","trial_id":2,"value":0.46473909104779787},{"group_hash":"d741bcf5c0a0fb5c","seed":0,"status":"done","trial_id":3,"value":0.7967528508811179},{"group_hash":"3b4b6862c41cdd27","seed":0,"status":"done","trial_id":4,"value":0.7921498921760752}]','2026-11-27T19:58:29.018Z');
INSERT INTO protocol_choices VALUES(2,1,'vit',1,'865e65066695f1a6','val/mean_r2',0.84013208152819607299,'[{"group_hash":"9ce3ec23c85da0e4","seed":0,"status":"done","trial_id":5,"value":0.7369701642897366},{"group_hash":"bd5e37a67370f36d","seed":0,"status":"done","trial_id":6,"value":-0.05583250832858886},{"group_hash":"865e65066695f1a6","seed":0,"status":"done","trial_id":7,"value":0.8401320815281961},{"group_hash":"62a93d2525b2d00f","seed":0,"status":"done","trial_id":8,"value":0.7685533945854488}]','2026-11-27T19:58:29.019Z');
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
INSERT INTO params VALUES(1,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(1,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(1,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(1,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(1,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(1,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(1,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(1,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(1,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(1,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(1,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(1,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(1,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'train.lr','float',NULL,0.025555999999999998856,NULL);
INSERT INTO params VALUES(1,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(1,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(1,'train.weight_decay','float',NULL,0.050000000000000002775,NULL);
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
INSERT INTO params VALUES(2,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(2,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(2,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(2,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(2,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(2,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(2,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(2,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(2,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(2,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'train.lr','float',NULL,0.010694199999999999192,NULL);
INSERT INTO params VALUES(2,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(2,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(2,'train.weight_decay','float',NULL,0.050000000000000002775,NULL);
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
INSERT INTO params VALUES(3,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(3,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(3,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(3,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(3,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(3,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(3,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(3,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(3,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(3,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(3,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(3,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(3,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'train.lr','float',NULL,0.039873300000000000409,NULL);
INSERT INTO params VALUES(3,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.min_lr','float',NULL,0.0,NULL);
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
INSERT INTO params VALUES(4,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(4,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(4,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(4,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(4,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(4,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(4,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(4,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(4,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(4,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'train.lr','float',NULL,0.038677200000000001856,NULL);
INSERT INTO params VALUES(4,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(4,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(4,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(4,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(5,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(5,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(5,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(5,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(5,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(5,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(5,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(5,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(5,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(5,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(5,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(5,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(5,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(5,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(5,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(5,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(5,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(5,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(5,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'train.lr','float',NULL,0.0074305600000000001162,NULL);
INSERT INTO params VALUES(5,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(5,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(5,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(5,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(6,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(6,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(6,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(6,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(6,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(6,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(6,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(6,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(6,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(6,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(6,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(6,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(6,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(6,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(6,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(6,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(6,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(6,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'train.lr','float',NULL,0.0537894000000000011,NULL);
INSERT INTO params VALUES(6,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(6,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(6,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(6,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(7,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(7,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(7,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(7,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(7,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(7,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(7,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(7,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(7,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(7,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(7,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(7,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(7,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(7,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(7,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(7,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(7,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(7,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'train.lr','float',NULL,0.011785699999999999648,NULL);
INSERT INTO params VALUES(7,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(7,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(7,'train.weight_decay','float',NULL,0.050000000000000002775,NULL);
INSERT INTO params VALUES(8,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(8,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(8,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(8,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(8,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(8,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(8,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(8,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(8,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(8,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(8,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(8,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(8,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(8,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(8,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(8,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(8,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(8,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(8,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'train.lr','float',NULL,0.0098003099999999995772,NULL);
INSERT INTO params VALUES(8,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(8,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(8,'train.weight_decay','float',NULL,0.0,NULL);
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
INSERT INTO params VALUES(9,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(9,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(9,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(9,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(9,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'seed','int',100,NULL,NULL);
INSERT INTO params VALUES(9,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(9,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(9,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(9,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(9,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(9,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(9,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(9,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(9,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(9,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(9,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(9,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(9,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(9,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(9,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(9,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(9,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'train.lr','float',NULL,0.039873300000000000409,NULL);
INSERT INTO params VALUES(9,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.min_lr','float',NULL,0.0,NULL);
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
INSERT INTO params VALUES(10,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(10,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(10,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(10,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'seed','int',101,NULL,NULL);
INSERT INTO params VALUES(10,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(10,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(10,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(10,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(10,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(10,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(10,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(10,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(10,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(10,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(10,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(10,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(10,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(10,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(10,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(10,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'train.lr','float',NULL,0.039873300000000000409,NULL);
INSERT INTO params VALUES(10,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(10,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(10,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(11,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(11,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(11,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(11,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(11,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(11,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(11,'seed','int',100,NULL,NULL);
INSERT INTO params VALUES(11,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(11,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(11,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(11,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(11,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(11,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(11,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(11,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(11,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(11,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(11,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(11,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(11,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(11,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(11,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(11,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(11,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(11,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(11,'train.lr','float',NULL,0.011785699999999999648,NULL);
INSERT INTO params VALUES(11,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(11,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(11,'train.weight_decay','float',NULL,0.050000000000000002775,NULL);
INSERT INTO params VALUES(12,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'depth','int',4,NULL,NULL);
INSERT INTO params VALUES(12,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(12,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(12,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(12,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(12,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(12,'seed','int',101,NULL,NULL);
INSERT INTO params VALUES(12,'task','string',NULL,NULL,'fuzzy_boolean');
INSERT INTO params VALUES(12,'task.data_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'task.function_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'task.function_set','string',NULL,NULL,'pretrain');
INSERT INTO params VALUES(12,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(12,'task.n_functions','int',30,NULL,NULL);
INSERT INTO params VALUES(12,'task.n_points','int',16384,NULL,NULL);
INSERT INTO params VALUES(12,'task.n_pretrain','int',20,NULL,NULL);
INSERT INTO params VALUES(12,'task.n_vars','int',5,NULL,NULL);
INSERT INTO params VALUES(12,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(12,'task.test_points','int',32768,NULL,NULL);
INSERT INTO params VALUES(12,'task.token_init_std','float',NULL,1.0,NULL);
INSERT INTO params VALUES(12,'task.val_fraction','float',NULL,0.2000000000000000111,NULL);
INSERT INTO params VALUES(12,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(12,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(12,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(12,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(12,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(12,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.epochs','int',3,NULL,NULL);
INSERT INTO params VALUES(12,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(12,'train.lr','float',NULL,0.011785699999999999648,NULL);
INSERT INTO params VALUES(12,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(12,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(12,'train.weight_decay','float',NULL,0.050000000000000002775,NULL);
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
INSERT INTO phases VALUES(1,1,'train','done',3,'2026-11-27T19:53:33.474Z','2026-11-27T19:54:25.425Z');
INSERT INTO phases VALUES(2,2,'train','done',3,'2026-11-27T19:54:25.518Z','2026-11-27T19:55:09.546Z');
INSERT INTO phases VALUES(3,3,'train','done',3,'2026-11-27T19:55:09.629Z','2026-11-27T19:55:54.613Z');
INSERT INTO phases VALUES(4,4,'train','done',3,'2026-11-27T19:55:54.742Z','2026-11-27T19:56:36.142Z');
INSERT INTO phases VALUES(5,5,'train','done',3,'2026-11-27T19:56:36.198Z','2026-11-27T19:57:31.092Z');
INSERT INTO phases VALUES(6,6,'train','done',3,'2026-11-27T19:57:31.130Z','2026-11-27T19:57:50.329Z');
INSERT INTO phases VALUES(7,7,'train','done',3,'2026-11-27T19:57:50.363Z','2026-11-27T19:58:09.787Z');
INSERT INTO phases VALUES(8,8,'train','done',3,'2026-11-27T19:58:09.822Z','2026-11-27T19:58:29.012Z');
INSERT INTO phases VALUES(9,9,'train','done',3,'2026-11-27T19:58:29.055Z','2026-11-27T19:58:50.327Z');
INSERT INTO phases VALUES(10,10,'train','done',3,'2026-11-27T19:58:50.363Z','2026-11-27T19:59:10.770Z');
INSERT INTO phases VALUES(11,11,'train','done',3,'2026-11-27T19:59:10.801Z','2026-11-27T19:59:33.847Z');
INSERT INTO phases VALUES(12,12,'train','done',3,'2026-11-27T19:59:33.882Z','2026-11-27T19:59:57.797Z');
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
INSERT INTO metrics VALUES(1,1,'train',1,103,'time/eval_s',1.1528821689999999566,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(2,1,'train',1,103,'time/train_epoch_s',16.329952569999999667,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(3,1,'train',1,103,'train/grad_norm',0.28341013077393317765,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(4,1,'train',1,103,'train/loss',0.031489893644701394403,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(5,1,'train',1,103,'train/lr',0.021271780370667042747,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(6,1,'train',1,103,'train/mean_r2',-1.7650979426883453005,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(7,1,'train',1,103,'train/mse',0.031489893953987393993,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(48,1,'train',1,103,'train/routing/unrouted',0.0,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(49,1,'train',1,103,'train/samples_per_s',802.63552167806449235,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(50,1,'train',1,103,'val/loss',0.0065073494486531215444,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(51,1,'train',1,103,'val/mean_r2',0.39149801085399404954,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(52,1,'train',1,103,'val/mse',0.0065073495279397968599,0,'2026-11-27T19:53:50.959Z');
INSERT INTO metrics VALUES(93,1,'train',1,103,'val/routing/unrouted',0.0,0,'2026-11-27T19:53:50.960Z');
INSERT INTO metrics VALUES(94,1,'train',2,206,'time/eval_s',0.92716371600000002661,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(95,1,'train',2,206,'time/train_epoch_s',15.416987290999999871,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(96,1,'train',2,206,'train/grad_norm',0.057715529684447548774,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(97,1,'train',2,206,'train/loss',0.0057060043606402639435,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(98,1,'train',2,206,'train/lr',0.0076109731980141884233,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(99,1,'train',2,206,'train/mean_r2',0.47201493194265464747,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(100,1,'train',2,206,'train/mse',0.0057060043795870499239,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(141,1,'train',2,206,'train/routing/unrouted',0.0,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(142,1,'train',2,206,'train/samples_per_s',850.16610266335851517,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(143,1,'train',2,206,'val/loss',0.0049230087156867082323,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(144,1,'train',2,206,'val/mean_r2',0.53369599198443162801,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(145,1,'train',2,206,'val/mse',0.0049230086717903780851,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(186,1,'train',2,206,'val/routing/unrouted',0.0,0,'2026-11-27T19:54:07.362Z');
INSERT INTO metrics VALUES(187,1,'train',3,309,'time/eval_s',1.102340381999999952,0,'2026-11-27T19:54:23.938Z');
INSERT INTO metrics VALUES(188,1,'train',3,309,'time/train_epoch_s',15.445577751000000077,0,'2026-11-27T19:54:23.938Z');
INSERT INTO metrics VALUES(189,1,'train',3,309,'train/grad_norm',0.031099371856205093589,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(190,1,'train',3,309,'train/loss',0.004448269522193447692,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(191,1,'train',3,309,'train/lr',7.873272854434540887e-07,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(192,1,'train',3,309,'train/mean_r2',0.58437454821738399335,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(193,1,'train',3,309,'train/mse',0.0044482695280972936804,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(234,1,'train',3,309,'train/routing/unrouted',0.0,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(235,1,'train',3,309,'train/samples_per_s',848.59240692057687736,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(236,1,'train',3,309,'val/loss',0.004110113696726922991,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(237,1,'train',3,309,'val/mean_r2',0.60886948684198205494,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(238,1,'train',3,309,'val/mse',0.0041101137283285618315,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(279,1,'train',3,309,'val/routing/unrouted',0.0,0,'2026-11-27T19:54:23.939Z');
INSERT INTO metrics VALUES(280,1,'train',3,0,'val/loss',0.004110113696726922991,1,'2026-11-27T19:54:25.414Z');
INSERT INTO metrics VALUES(281,1,'train',3,0,'val/mean_r2',0.60886948684198205494,1,'2026-11-27T19:54:25.414Z');
INSERT INTO metrics VALUES(282,1,'train',3,0,'val/mse',0.0041101137283285618315,1,'2026-11-27T19:54:25.414Z');
INSERT INTO metrics VALUES(323,1,'train',3,0,'val/routing/unrouted',0.0,1,'2026-11-27T19:54:25.414Z');
INSERT INTO metrics VALUES(324,2,'train',1,103,'time/eval_s',0.8745474509999999757,0,'2026-11-27T19:54:42.777Z');
INSERT INTO metrics VALUES(325,2,'train',1,103,'time/train_epoch_s',16.381460791999998605,0,'2026-11-27T19:54:42.777Z');
INSERT INTO metrics VALUES(326,2,'train',1,103,'train/grad_norm',0.34059874160052505676,0,'2026-11-27T19:54:42.777Z');
INSERT INTO metrics VALUES(327,2,'train',1,103,'train/loss',0.04183027564268779197,0,'2026-11-27T19:54:42.777Z');
INSERT INTO metrics VALUES(328,2,'train',1,103,'train/lr',0.0089014193786190135698,0,'2026-11-27T19:54:42.777Z');
INSERT INTO metrics VALUES(329,2,'train',1,103,'train/mean_r2',-2.6566872537043013657,0,'2026-11-27T19:54:42.777Z');
INSERT INTO metrics VALUES(330,2,'train',1,103,'train/mse',0.041830276367737243004,0,'2026-11-27T19:54:42.777Z');
INSERT INTO metrics VALUES(371,2,'train',1,103,'train/routing/unrouted',0.0,0,'2026-11-27T19:54:42.778Z');
INSERT INTO metrics VALUES(372,2,'train',1,103,'train/samples_per_s',800.11179506048051733,0,'2026-11-27T19:54:42.778Z');
INSERT INTO metrics VALUES(373,2,'train',1,103,'val/loss',0.0087669995511936854581,0,'2026-11-27T19:54:42.778Z');
INSERT INTO metrics VALUES(374,2,'train',1,103,'val/mean_r2',0.20348921661869709409,0,'2026-11-27T19:54:42.778Z');
INSERT INTO metrics VALUES(375,2,'train',1,103,'val/mse',0.0087669995089511513347,0,'2026-11-27T19:54:42.778Z');
INSERT INTO metrics VALUES(416,2,'train',1,103,'val/routing/unrouted',0.0,0,'2026-11-27T19:54:42.778Z');
INSERT INTO metrics VALUES(417,2,'train',2,206,'time/eval_s',0.77159419699999998165,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(418,2,'train',2,206,'time/train_epoch_s',14.73225531900000007,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(419,2,'train',2,206,'train/grad_norm',0.055760764815274949102,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(420,2,'train',2,206,'train/loss',0.0075318967011029089655,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(421,2,'train',2,206,'train/lr',0.0031848986372751343816,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(422,2,'train',2,206,'train/mean_r2',0.3083094396409832294,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(423,2,'train',2,206,'train/mse',0.007531896715180228137,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(464,2,'train',2,206,'train/routing/unrouted',0.0,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(465,2,'train',2,206,'train/samples_per_s',889.68048110706240546,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(466,2,'train',2,206,'val/loss',0.0063846339615159074937,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(467,2,'train',2,206,'val/mean_r2',0.39126808120034251015,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(468,2,'train',2,206,'val/mse',0.0063846339227791914019,0,'2026-11-27T19:54:58.337Z');
INSERT INTO metrics VALUES(509,2,'train',2,206,'val/routing/unrouted',0.0,0,'2026-11-27T19:54:58.338Z');
INSERT INTO metrics VALUES(510,2,'train',3,309,'time/eval_s',0.97557505899999996668,0,'2026-11-27T19:55:08.745Z');
INSERT INTO metrics VALUES(511,2,'train',3,309,'time/train_epoch_s',9.3963184319999992766,0,'2026-11-27T19:55:08.745Z');
INSERT INTO metrics VALUES(512,2,'train',3,309,'train/grad_norm',0.033096314290339504116,0,'2026-11-27T19:55:08.745Z');
INSERT INTO metrics VALUES(513,2,'train',3,309,'train/loss',0.0059076832966431219035,0,'2026-11-27T19:55:08.745Z');
INSERT INTO metrics VALUES(514,2,'train',3,309,'train/lr',3.2946609234580475744e-07,0,'2026-11-27T19:55:08.745Z');
INSERT INTO metrics VALUES(515,2,'train',3,309,'train/mean_r2',0.44661818230080718716,0,'2026-11-27T19:55:08.745Z');
INSERT INTO metrics VALUES(516,2,'train',3,309,'train/mse',0.0059076832458485016574,0,'2026-11-27T19:55:08.745Z');
INSERT INTO metrics VALUES(557,2,'train',3,309,'train/routing/unrouted',0.0,0,'2026-11-27T19:55:08.746Z');
INSERT INTO metrics VALUES(558,2,'train',3,309,'train/samples_per_s',1394.9080264631031696,0,'2026-11-27T19:55:08.746Z');
INSERT INTO metrics VALUES(559,2,'train',3,309,'val/loss',0.0056051846697635502106,0,'2026-11-27T19:55:08.746Z');
INSERT INTO metrics VALUES(560,2,'train',3,309,'val/mean_r2',0.46473909104779786982,0,'2026-11-27T19:55:08.746Z');
INSERT INTO metrics VALUES(561,2,'train',3,309,'val/mse',0.0056051846652684584118,0,'2026-11-27T19:55:08.746Z');
INSERT INTO metrics VALUES(602,2,'train',3,309,'val/routing/unrouted',0.0,0,'2026-11-27T19:55:08.746Z');
INSERT INTO metrics VALUES(603,2,'train',3,0,'val/loss',0.0056051846697635502106,1,'2026-11-27T19:55:09.544Z');
INSERT INTO metrics VALUES(604,2,'train',3,0,'val/mean_r2',0.46473909104779786982,1,'2026-11-27T19:55:09.544Z');
INSERT INTO metrics VALUES(605,2,'train',3,0,'val/mse',0.0056051846652684584118,1,'2026-11-27T19:55:09.544Z');
INSERT INTO metrics VALUES(646,2,'train',3,0,'val/routing/unrouted',0.0,1,'2026-11-27T19:55:09.544Z');
INSERT INTO metrics VALUES(647,3,'train',1,103,'time/eval_s',0.88816722900000000251,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(648,3,'train',1,103,'time/train_epoch_s',10.631543363000000468,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(649,3,'train',1,103,'train/grad_norm',0.26631475742725491118,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(650,3,'train',1,103,'train/loss',0.028227809164594927504,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(651,3,'train',1,103,'train/lr',0.033188921593900390372,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(652,3,'train',1,103,'train/mean_r2',-1.4645053689906619709,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(653,3,'train',1,103,'train/mse',0.02822780913687566312,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(694,3,'train',1,103,'train/routing/unrouted',0.0,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(695,3,'train',1,103,'train/samples_per_s',1232.8407600363186702,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(696,3,'train',1,103,'val/loss',0.0065864116197288822759,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(697,3,'train',1,103,'val/mean_r2',0.36841061999635005275,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(698,3,'train',1,103,'val/mse',0.0065864116969936324294,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(739,3,'train',1,103,'val/routing/unrouted',0.0,0,'2026-11-27T19:55:21.150Z');
INSERT INTO metrics VALUES(740,3,'train',2,206,'time/eval_s',1.0382459040000000527,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(741,3,'train',2,206,'time/train_epoch_s',15.477882254000000727,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(742,3,'train',2,206,'train/grad_norm',0.050538470299498546023,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(743,3,'train',2,206,'train/loss',0.0048960969215846583679,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(744,3,'train',2,206,'train/lr',0.011874887213037218711,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(745,3,'train',2,206,'train/mean_r2',0.53839241051112041169,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(746,3,'train',2,206,'train/mse',0.0048960968940038786939,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(787,3,'train',2,206,'train/routing/unrouted',0.0,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(788,3,'train',2,206,'train/samples_per_s',846.82127599289071899,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(789,3,'train',2,206,'val/loss',0.0031979131408042577207,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(790,3,'train',2,206,'val/mean_r2',0.68426781480762832732,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(791,3,'train',2,206,'val/mse',0.0031979132013295850922,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(832,3,'train',2,206,'val/routing/unrouted',0.0,0,'2026-11-27T19:55:37.702Z');
INSERT INTO metrics VALUES(833,3,'train',3,309,'time/eval_s',1.0782367690000000948,0,'2026-11-27T19:55:53.415Z');
INSERT INTO metrics VALUES(834,3,'train',3,309,'time/train_epoch_s',14.595206421000000319,0,'2026-11-27T19:55:53.415Z');
INSERT INTO metrics VALUES(835,3,'train',3,309,'train/grad_norm',0.024940358872697191566,0,'2026-11-27T19:55:53.415Z');
INSERT INTO metrics VALUES(836,3,'train',3,309,'train/loss',0.002402116113949228672,0,'2026-11-27T19:55:53.415Z');
INSERT INTO metrics VALUES(837,3,'train',3,309,'train/lr',1.2284135643556299965e-06,0,'2026-11-27T19:55:53.415Z');
INSERT INTO metrics VALUES(838,3,'train',3,309,'train/mean_r2',0.76770579658426130187,0,'2026-11-27T19:55:53.415Z');
INSERT INTO metrics VALUES(839,3,'train',3,309,'train/mse',0.0024021161143108630056,0,'2026-11-27T19:55:53.415Z');
INSERT INTO metrics VALUES(880,3,'train',3,309,'train/routing/unrouted',0.0,0,'2026-11-27T19:55:53.416Z');
INSERT INTO metrics VALUES(881,3,'train',3,309,'train/samples_per_s',898.03457532065283433,0,'2026-11-27T19:55:53.416Z');
INSERT INTO metrics VALUES(882,3,'train',3,309,'val/loss',0.0020519115924857939461,0,'2026-11-27T19:55:53.416Z');
INSERT INTO metrics VALUES(883,3,'train',3,309,'val/mean_r2',0.79675285088111791331,0,'2026-11-27T19:55:53.416Z');
INSERT INTO metrics VALUES(884,3,'train',3,309,'val/mse',0.0020519115856182127896,0,'2026-11-27T19:55:53.416Z');
INSERT INTO metrics VALUES(925,3,'train',3,309,'val/routing/unrouted',0.0,0,'2026-11-27T19:55:53.416Z');
INSERT INTO metrics VALUES(926,3,'train',3,0,'val/loss',0.0020519115924857939461,1,'2026-11-27T19:55:54.605Z');
INSERT INTO metrics VALUES(927,3,'train',3,0,'val/mean_r2',0.79675285088111791331,1,'2026-11-27T19:55:54.605Z');
INSERT INTO metrics VALUES(928,3,'train',3,0,'val/mse',0.0020519115856182127896,1,'2026-11-27T19:55:54.605Z');
INSERT INTO metrics VALUES(969,3,'train',3,0,'val/routing/unrouted',0.0,1,'2026-11-27T19:55:54.605Z');
INSERT INTO metrics VALUES(970,4,'train',1,103,'time/eval_s',0.51395246500000002498,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(971,4,'train',1,103,'time/train_epoch_s',8.3117987929999994634,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(972,4,'train',1,103,'train/grad_norm',0.26052347556190585953,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(973,4,'train',1,103,'train/loss',0.028133104537189701499,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(974,4,'train',1,103,'train/lr',0.032193336349677706409,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(975,4,'train',1,103,'train/mean_r2',-1.4621519715225561597,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(976,4,'train',1,103,'train/mse',0.028133105047701646717,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(1017,4,'train',1,103,'train/routing/unrouted',0.0,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(1018,4,'train',1,103,'train/samples_per_s',1576.9149767001586041,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(1019,4,'train',1,103,'val/loss',0.0065911014004177643013,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(1020,4,'train',1,103,'val/mean_r2',0.37146159980069271,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(1021,4,'train',1,103,'val/mse',0.006591101392153578091,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(1062,4,'train',1,103,'val/routing/unrouted',0.0,0,'2026-11-27T19:56:03.572Z');
INSERT INTO metrics VALUES(1063,4,'train',2,206,'time/eval_s',0.76807374299999997546,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1064,4,'train',2,206,'time/train_epoch_s',13.287073508000000643,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1065,4,'train',2,206,'train/grad_norm',0.058358479616711443627,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1066,4,'train',2,206,'train/loss',0.0048292503785150129452,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1067,4,'train',2,206,'train/lr',0.011518670080381687367,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1068,4,'train',2,206,'train/mean_r2',0.5411182599627819556,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1069,4,'train',2,206,'train/mse',0.0048292503680130742169,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1110,4,'train',2,206,'train/routing/unrouted',0.0,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1111,4,'train',2,206,'train/samples_per_s',986.44746656277766307,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1112,4,'train',2,206,'val/loss',0.0032766351743743647381,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1113,4,'train',2,206,'val/mean_r2',0.68192944608867189781,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1114,4,'train',2,206,'val/mse',0.0032766352498947563277,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1155,4,'train',2,206,'val/routing/unrouted',0.0,0,'2026-11-27T19:56:17.646Z');
INSERT INTO metrics VALUES(1156,4,'train',3,309,'time/eval_s',0.77871639800000003184,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1157,4,'train',3,309,'time/train_epoch_s',16.480900986999998281,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1158,4,'train',3,309,'train/grad_norm',0.025938685748328284275,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1159,4,'train',3,309,'train/loss',0.0024681179857247719129,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1160,4,'train',3,309,'train/lr',1.1915642074093583425e-06,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1161,4,'train',3,309,'train/mean_r2',0.76027047984048767848,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1162,4,'train',3,309,'train/mse',0.0024681179930592894548,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1203,4,'train',3,309,'train/routing/unrouted',0.0,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1204,4,'train',3,309,'train/samples_per_s',795.28419049047715818,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1205,4,'train',3,309,'val/loss',0.0020913907856364138265,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1206,4,'train',3,309,'val/mean_r2',0.79214989217607523208,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1207,4,'train',3,309,'val/mse',0.002091390778914417603,0,'2026-11-27T19:56:34.929Z');
INSERT INTO metrics VALUES(1248,4,'train',3,309,'val/routing/unrouted',0.0,0,'2026-11-27T19:56:34.930Z');
INSERT INTO metrics VALUES(1249,4,'train',3,0,'val/loss',0.0020913907856364138265,1,'2026-11-27T19:56:36.140Z');
INSERT INTO metrics VALUES(1250,4,'train',3,0,'val/mean_r2',0.79214989217607523208,1,'2026-11-27T19:56:36.140Z');
INSERT INTO metrics VALUES(1251,4,'train',3,0,'val/mse',0.002091390778914417603,1,'2026-11-27T19:56:36.140Z');
INSERT INTO metrics VALUES(1292,4,'train',3,0,'val/routing/unrouted',0.0,1,'2026-11-27T19:56:36.141Z');
INSERT INTO metrics VALUES(1293,5,'train',1,103,'time/eval_s',0.8275276710000000202,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1294,5,'train',1,103,'time/train_epoch_s',21.610993242999999353,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1295,5,'train',1,103,'train/grad_norm',0.33913492132882472329,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1296,5,'train',1,103,'train/loss',0.033715075694145071882,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1297,5,'train',1,103,'train/lr',0.0061848974937808625165,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1298,5,'train',1,103,'train/mean_r2',-1.9644674482733268661,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1299,5,'train',1,103,'train/mse',0.033715075382200213049,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1340,5,'train',1,103,'train/samples_per_s',606.49688112995352186,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1341,5,'train',1,103,'val/loss',0.00812245141953539182,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1342,5,'train',1,103,'val/mean_r2',0.26670993410005700008,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1343,5,'train',1,103,'val/mse',0.0081224514389807659503,0,'2026-11-27T19:56:58.645Z');
INSERT INTO metrics VALUES(1384,5,'train',2,206,'time/eval_s',0.8238989509999999905,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1385,5,'train',2,206,'time/train_epoch_s',21.641830540000000838,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1386,5,'train',2,206,'train/grad_norm',0.070377373362629155884,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1387,5,'train',2,206,'train/loss',0.0057246895883429323517,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1388,5,'train',2,206,'train/lr',0.0022129360230958017297,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1389,5,'train',2,206,'train/mean_r2',0.46565517684742224746,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1390,5,'train',2,206,'train/mse',0.0057246895282740562632,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1431,5,'train',2,206,'train/samples_per_s',605.63268785303034746,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1432,5,'train',2,206,'val/loss',0.0039983020853399005301,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1433,5,'train',2,206,'val/mean_r2',0.61453497175087345993,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1434,5,'train',2,206,'val/mse',0.0039983020266564439984,0,'2026-11-27T19:57:21.154Z');
INSERT INTO metrics VALUES(1475,5,'train',3,309,'time/eval_s',0.48012828800000001416,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1476,5,'train',3,309,'time/train_epoch_s',8.9359228070000007448,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1477,5,'train',3,309,'train/grad_norm',0.030494015609610427425,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1478,5,'train',3,309,'train/loss',0.0030835067284249203893,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1479,5,'train',3,309,'train/lr',2.2892012185493473561e-07,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1480,5,'train',3,309,'train/mean_r2',0.70833404148543177569,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1481,5,'train',3,309,'train/mse',0.0030835067033141132925,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1522,5,'train',3,309,'train/samples_per_s',1466.7763232838767635,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1523,5,'train',3,309,'val/loss',0.0027176334297009945191,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1524,5,'train',3,309,'val/mean_r2',0.73697016428973660673,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1525,5,'train',3,309,'val/mse',0.0027176334291181933507,0,'2026-11-27T19:57:30.593Z');
INSERT INTO metrics VALUES(1566,5,'train',3,0,'val/loss',0.0027176334297009945191,1,'2026-11-27T19:57:31.090Z');
INSERT INTO metrics VALUES(1567,5,'train',3,0,'val/mean_r2',0.73697016428973660673,1,'2026-11-27T19:57:31.090Z');
INSERT INTO metrics VALUES(1568,5,'train',3,0,'val/mse',0.0027176334291181933507,1,'2026-11-27T19:57:31.090Z');
INSERT INTO metrics VALUES(1609,6,'train',1,103,'time/eval_s',0.45898208099999998621,0,'2026-11-27T19:57:37.317Z');
INSERT INTO metrics VALUES(1610,6,'train',1,103,'time/train_epoch_s',5.7267182129999998352,0,'2026-11-27T19:57:37.317Z');
INSERT INTO metrics VALUES(1611,6,'train',1,103,'train/grad_norm',0.81439395331623920526,0,'2026-11-27T19:57:37.317Z');
INSERT INTO metrics VALUES(1612,6,'train',1,103,'train/loss',0.044564770690387937868,0,'2026-11-27T19:57:37.317Z');
INSERT INTO metrics VALUES(1613,6,'train',1,103,'train/lr',0.044772120170212786893,0,'2026-11-27T19:57:37.317Z');
INSERT INTO metrics VALUES(1614,6,'train',1,103,'train/mean_r2',-2.9591151647959064163,0,'2026-11-27T19:57:37.317Z');
INSERT INTO metrics VALUES(1615,6,'train',1,103,'train/mse',0.044564770564172032085,0,'2026-11-27T19:57:37.317Z');
INSERT INTO metrics VALUES(1656,6,'train',1,103,'train/samples_per_s',2288.7454057450058826,0,'2026-11-27T19:57:37.318Z');
INSERT INTO metrics VALUES(1657,6,'train',1,103,'val/loss',0.013441049903381114757,0,'2026-11-27T19:57:37.318Z');
INSERT INTO metrics VALUES(1658,6,'train',1,103,'val/mean_r2',-0.16795378178351910714,0,'2026-11-27T19:57:37.318Z');
INSERT INTO metrics VALUES(1659,6,'train',1,103,'val/mse',0.013441049837056805865,0,'2026-11-27T19:57:37.318Z');
INSERT INTO metrics VALUES(1700,6,'train',2,206,'time/eval_s',0.4937585560000000151,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1701,6,'train',2,206,'time/train_epoch_s',5.7450836609999997861,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1702,6,'train',2,206,'train/grad_norm',0.0094451186178224968981,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1703,6,'train',2,206,'train/loss',0.013012270549653441945,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1704,6,'train',2,206,'train/lr',0.016019317645064347355,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1705,6,'train',2,206,'train/mean_r2',-0.097416110439038999802,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1706,6,'train',2,206,'train/mse',0.013012270568619154625,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1747,6,'train',2,206,'train/samples_per_s',2281.4289179069278362,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1748,6,'train',2,206,'val/loss',0.012448100684631842674,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1749,6,'train',2,206,'val/mean_r2',-0.061298820599561619493,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1750,6,'train',2,206,'val/mse',0.012448100740709297853,0,'2026-11-27T19:57:43.576Z');
INSERT INTO metrics VALUES(1791,6,'train',3,309,'time/eval_s',0.50545188600000001688,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1792,6,'train',3,309,'time/train_epoch_s',5.7287139729999996262,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1793,6,'train',3,309,'train/grad_norm',0.006336913577470819868,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1794,6,'train',3,309,'train/loss',0.012615647097048919914,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1795,6,'train',3,309,'train/lr',1.6571397044777011839e-06,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1796,6,'train',3,309,'train/mean_r2',-0.058539333258685675998,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1797,6,'train',3,309,'train/mse',0.012615647074966870183,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1838,6,'train',3,309,'train/samples_per_s',2287.9480563656343292,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1839,6,'train',3,309,'val/loss',0.012394241232971774102,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1840,6,'train',3,309,'val/mean_r2',-0.055832508328588860424,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1841,6,'train',3,309,'val/mse',0.012394241151708068268,0,'2026-11-27T19:57:49.825Z');
INSERT INTO metrics VALUES(1882,6,'train',3,0,'val/loss',0.012394241232971774102,1,'2026-11-27T19:57:50.328Z');
INSERT INTO metrics VALUES(1883,6,'train',3,0,'val/mean_r2',-0.055832508328588860424,1,'2026-11-27T19:57:50.328Z');
INSERT INTO metrics VALUES(1884,6,'train',3,0,'val/mse',0.012394241151708068268,1,'2026-11-27T19:57:50.328Z');
INSERT INTO metrics VALUES(1925,7,'train',1,103,'time/eval_s',0.47376392499999997465,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(1926,7,'train',1,103,'time/train_epoch_s',5.7469986269999999706,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(1927,7,'train',1,103,'train/grad_norm',0.32505513438322009012,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(1928,7,'train',1,103,'train/loss',0.028957214323556367679,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(1929,7,'train',1,103,'train/lr',0.0098099398150951078872,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(1930,7,'train',1,103,'train/mean_r2',-1.558788011164636611,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(1931,7,'train',1,103,'train/mse',0.028957214417169051257,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(1972,7,'train',1,103,'train/samples_per_s',2280.6687195681488446,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(1973,7,'train',1,103,'val/loss',0.0063114508973399893396,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(1974,7,'train',1,103,'val/mean_r2',0.38755514846638849935,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(1975,7,'train',1,103,'val/mse',0.0063114508712419706282,0,'2026-11-27T19:57:56.585Z');
INSERT INTO metrics VALUES(2016,7,'train',2,206,'time/eval_s',0.47863648600000002764,0,'2026-11-27T19:58:02.980Z');
INSERT INTO metrics VALUES(2017,7,'train',2,206,'time/train_epoch_s',5.9001177750000000088,0,'2026-11-27T19:58:02.981Z');
INSERT INTO metrics VALUES(2018,7,'train',2,206,'train/grad_norm',0.06828144509164453535,0,'2026-11-27T19:58:02.981Z');
INSERT INTO metrics VALUES(2019,7,'train',2,206,'train/loss',0.0041626028343985412016,0,'2026-11-27T19:58:02.981Z');
INSERT INTO metrics VALUES(2020,7,'train',2,206,'train/lr',0.0035099642674845761211,0,'2026-11-27T19:58:02.981Z');
INSERT INTO metrics VALUES(2021,7,'train',2,206,'train/mean_r2',0.60027483040761786536,0,'2026-11-27T19:58:02.981Z');
INSERT INTO metrics VALUES(2022,7,'train',2,206,'train/mse',0.0041626028325063638146,0,'2026-11-27T19:58:02.981Z');
INSERT INTO metrics VALUES(2063,7,'train',2,206,'train/samples_per_s',2221.4810788247359597,0,'2026-11-27T19:58:02.981Z');
INSERT INTO metrics VALUES(2064,7,'train',2,206,'val/loss',0.0023848457669178213698,0,'2026-11-27T19:58:02.981Z');
INSERT INTO metrics VALUES(2065,7,'train',2,206,'val/mean_r2',0.76791137358479821806,0,'2026-11-27T19:58:02.981Z');
INSERT INTO metrics VALUES(2066,7,'train',2,206,'val/mse',0.0023848457424974706456,0,'2026-11-27T19:58:02.981Z');
INSERT INTO metrics VALUES(2107,7,'train',3,309,'time/eval_s',0.4704154269999999971,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2108,7,'train',3,309,'time/train_epoch_s',5.8118952679999997812,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2109,7,'train',3,309,'train/grad_norm',0.023892422211220832456,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2110,7,'train',3,309,'train/loss',0.0018902313421761949598,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2111,7,'train',3,309,'train/lr',3.6309294052476589684e-07,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2112,7,'train',3,309,'train/mean_r2',0.81934821670167767848,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2113,7,'train',3,309,'train/mse',0.0018902313497781652283,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2154,7,'train',3,309,'train/samples_per_s',2255.202372996374379,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2155,7,'train',3,309,'val/loss',0.0016469722885813541449,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2156,7,'train',3,309,'val/mean_r2',0.84013208152819607299,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2157,7,'train',3,309,'val/mse',0.0016469722692619918457,0,'2026-11-27T19:58:09.282Z');
INSERT INTO metrics VALUES(2198,7,'train',3,0,'val/loss',0.0016469722885813541449,1,'2026-11-27T19:58:09.785Z');
INSERT INTO metrics VALUES(2199,7,'train',3,0,'val/mean_r2',0.84013208152819607299,1,'2026-11-27T19:58:09.785Z');
INSERT INTO metrics VALUES(2200,7,'train',3,0,'val/mse',0.0016469722692619918457,1,'2026-11-27T19:58:09.785Z');
INSERT INTO metrics VALUES(2241,8,'train',1,103,'time/eval_s',0.48146522699999999561,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2242,8,'train',1,103,'time/train_epoch_s',5.7188741199999997277,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2243,8,'train',1,103,'train/grad_norm',0.33386066783834428273,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2244,8,'train',1,103,'train/loss',0.03138478122305679574,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2245,8,'train',1,103,'train/lr',0.0081573815105827184729,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2246,8,'train',1,103,'train/mean_r2',-1.7590509019153888203,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2247,8,'train',1,103,'train/mse',0.031384780962868716325,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2288,8,'train',1,103,'train/samples_per_s',2291.8846830641555242,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2289,8,'train',1,103,'val/loss',0.0077913307371956569066,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2290,8,'train',1,103,'val/mean_r2',0.28494113536389742424,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2291,8,'train',1,103,'val/mse',0.0077913307669794746798,0,'2026-11-27T19:58:16.023Z');
INSERT INTO metrics VALUES(2332,8,'train',2,206,'time/eval_s',0.49269626999999999172,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2333,8,'train',2,206,'time/train_epoch_s',5.7469672770000004291,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2334,8,'train',2,206,'train/grad_norm',0.07141755807927800681,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2335,8,'train',2,206,'train/loss',0.0054106884378409226751,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2336,8,'train',2,206,'train/lr',0.0029186843301858833577,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2337,8,'train',2,206,'train/mean_r2',0.49431680835527214146,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2338,8,'train',2,206,'train/mse',0.0054106884594272612945,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2379,8,'train',2,206,'train/samples_per_s',2280.6811607324902978,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2380,8,'train',2,206,'val/loss',0.003557603616127616268,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2381,8,'train',2,206,'val/mean_r2',0.65616715596965291545,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2382,8,'train',2,206,'val/mse',0.0035576036217264532003,0,'2026-11-27T19:58:22.279Z');
INSERT INTO metrics VALUES(2423,8,'train',3,309,'time/eval_s',0.48935095699999997531,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2424,8,'train',3,309,'time/train_epoch_s',5.7241907349999996412,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2425,8,'train',3,309,'train/grad_norm',0.026203280549894257533,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2426,8,'train',3,309,'train/loss',0.0027597131725721002828,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2427,8,'train',3,309,'train/lr',3.019271978715110886e-07,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2428,8,'train',3,309,'train/mean_r2',0.73757967740641361409,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2429,8,'train',3,309,'train/mse',0.0027597131827285558205,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2470,8,'train',3,309,'train/samples_per_s',2289.7559859175448764,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2471,8,'train',3,309,'val/loss',0.0023851989987137196293,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2472,8,'train',3,309,'val/mean_r2',0.76855339458544880137,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2473,8,'train',3,309,'val/mse',0.002385199021722278663,0,'2026-11-27T19:58:28.511Z');
INSERT INTO metrics VALUES(2514,8,'train',3,0,'val/loss',0.0023851989987137196293,1,'2026-11-27T19:58:29.011Z');
INSERT INTO metrics VALUES(2515,8,'train',3,0,'val/mean_r2',0.76855339458544880137,1,'2026-11-27T19:58:29.011Z');
INSERT INTO metrics VALUES(2516,8,'train',3,0,'val/mse',0.002385199021722278663,1,'2026-11-27T19:58:29.011Z');
INSERT INTO metrics VALUES(2557,9,'train',1,103,'time/eval_s',0.47436490599999997508,0,'2026-11-27T19:58:34.680Z');
INSERT INTO metrics VALUES(2558,9,'train',1,103,'time/train_epoch_s',5.1499656969999998423,0,'2026-11-27T19:58:34.680Z');
INSERT INTO metrics VALUES(2559,9,'train',1,103,'train/grad_norm',0.23747470157528385859,0,'2026-11-27T19:58:34.680Z');
INSERT INTO metrics VALUES(2560,9,'train',1,103,'train/loss',0.024450319097976000448,0,'2026-11-27T19:58:34.680Z');
INSERT INTO metrics VALUES(2561,9,'train',1,103,'train/lr',0.033188921593900390372,0,'2026-11-27T19:58:34.680Z');
INSERT INTO metrics VALUES(2562,9,'train',1,103,'train/mean_r2',-1.2160803707116027982,0,'2026-11-27T19:58:34.680Z');
INSERT INTO metrics VALUES(2563,9,'train',1,103,'train/mse',0.024450318953548301481,0,'2026-11-27T19:58:34.680Z');
INSERT INTO metrics VALUES(2604,9,'train',1,103,'train/routing/unrouted',0.0,0,'2026-11-27T19:58:34.681Z');
INSERT INTO metrics VALUES(2605,9,'train',1,103,'train/samples_per_s',2545.0654958022723803,0,'2026-11-27T19:58:34.681Z');
INSERT INTO metrics VALUES(2606,9,'train',1,103,'val/loss',0.0078614568067808358875,0,'2026-11-27T19:58:34.681Z');
INSERT INTO metrics VALUES(2607,9,'train',1,103,'val/mean_r2',0.27946861907511277856,0,'2026-11-27T19:58:34.681Z');
INSERT INTO metrics VALUES(2608,9,'train',1,103,'val/mse',0.0078614568270902341479,0,'2026-11-27T19:58:34.681Z');
INSERT INTO metrics VALUES(2649,9,'train',1,103,'val/routing/unrouted',0.0,0,'2026-11-27T19:58:34.681Z');
INSERT INTO metrics VALUES(2650,9,'train',2,206,'time/eval_s',0.42822588799999999897,0,'2026-11-27T19:58:40.112Z');
INSERT INTO metrics VALUES(2651,9,'train',2,206,'time/train_epoch_s',4.9939741059999995798,0,'2026-11-27T19:58:40.112Z');
INSERT INTO metrics VALUES(2652,9,'train',2,206,'train/grad_norm',0.061774144220410040495,0,'2026-11-27T19:58:40.112Z');
INSERT INTO metrics VALUES(2653,9,'train',2,206,'train/loss',0.0050920422444808008041,0,'2026-11-27T19:58:40.112Z');
INSERT INTO metrics VALUES(2654,9,'train',2,206,'train/lr',0.011874887213037218711,0,'2026-11-27T19:58:40.112Z');
INSERT INTO metrics VALUES(2655,9,'train',2,206,'train/mean_r2',0.52415228794265711353,0,'2026-11-27T19:58:40.112Z');
INSERT INTO metrics VALUES(2656,9,'train',2,206,'train/mse',0.0050920422726511817626,0,'2026-11-27T19:58:40.112Z');
INSERT INTO metrics VALUES(2697,9,'train',2,206,'train/routing/unrouted',0.0,0,'2026-11-27T19:58:40.113Z');
INSERT INTO metrics VALUES(2698,9,'train',2,206,'train/samples_per_s',2624.5630677685376213,0,'2026-11-27T19:58:40.113Z');
INSERT INTO metrics VALUES(2699,9,'train',2,206,'val/loss',0.0032558686835739646635,0,'2026-11-27T19:58:40.113Z');
INSERT INTO metrics VALUES(2700,9,'train',2,206,'val/mean_r2',0.69007968509961403746,0,'2026-11-27T19:58:40.113Z');
INSERT INTO metrics VALUES(2701,9,'train',2,206,'val/mse',0.0032558686558993347147,0,'2026-11-27T19:58:40.113Z');
INSERT INTO metrics VALUES(2742,9,'train',2,206,'val/routing/unrouted',0.0,0,'2026-11-27T19:58:40.113Z');
INSERT INTO metrics VALUES(2743,9,'train',3,309,'time/eval_s',0.43931871700000002523,0,'2026-11-27T19:58:45.568Z');
INSERT INTO metrics VALUES(2744,9,'train',3,309,'time/train_epoch_s',5.0053421399999997731,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2745,9,'train',3,309,'train/grad_norm',0.022738419965958420188,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2746,9,'train',3,309,'train/loss',0.0024936885954252962886,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2747,9,'train',3,309,'train/lr',1.2284135643556299965e-06,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2748,9,'train',3,309,'train/mean_r2',0.76278663450368355825,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2749,9,'train',3,309,'train/mse',0.0024936885895970001096,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2790,9,'train',3,309,'train/routing/unrouted',0.0,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2791,9,'train',3,309,'train/samples_per_s',2618.6022120757565972,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2792,9,'train',3,309,'val/loss',0.0022963045083519515593,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2793,9,'train',3,309,'val/mean_r2',0.77973944588022237045,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2794,9,'train',3,309,'val/mse',0.0022963045313034828598,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2835,9,'train',3,309,'val/routing/unrouted',0.0,0,'2026-11-27T19:58:45.569Z');
INSERT INTO metrics VALUES(2836,9,'train',3,0,'test/loss',0.0022429706600632925983,1,'2026-11-27T19:58:50.323Z');
INSERT INTO metrics VALUES(2837,9,'train',3,0,'test/mean_r2',0.78712755764859765328,1,'2026-11-27T19:58:50.323Z');
INSERT INTO metrics VALUES(2838,9,'train',3,0,'test/mse',0.0022429706540489590359,1,'2026-11-27T19:58:50.323Z');
INSERT INTO metrics VALUES(2879,9,'train',3,0,'test/routing/unrouted',0.0,1,'2026-11-27T19:58:50.323Z');
INSERT INTO metrics VALUES(2880,9,'train',3,0,'val/loss',0.0022963045083519515593,1,'2026-11-27T19:58:50.323Z');
INSERT INTO metrics VALUES(2881,9,'train',3,0,'val/mean_r2',0.77973944588022237045,1,'2026-11-27T19:58:50.323Z');
INSERT INTO metrics VALUES(2882,9,'train',3,0,'val/mse',0.0022963045313034828598,1,'2026-11-27T19:58:50.323Z');
INSERT INTO metrics VALUES(2923,9,'train',3,0,'val/routing/unrouted',0.0,1,'2026-11-27T19:58:50.323Z');
INSERT INTO metrics VALUES(2924,10,'train',1,103,'time/eval_s',0.42903368100000000007,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2925,10,'train',1,103,'time/train_epoch_s',4.9847235540000003339,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2926,10,'train',1,103,'train/grad_norm',0.28808522882681447674,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2927,10,'train',1,103,'train/loss',0.033200531165482397022,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2928,10,'train',1,103,'train/lr',0.033188921593900390372,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2929,10,'train',1,103,'train/mean_r2',-1.9629511483735826438,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2930,10,'train',1,103,'train/mse',0.033200531713873319972,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2971,10,'train',1,103,'train/routing/unrouted',0.0,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2972,10,'train',1,103,'train/samples_per_s',2629.4336803256151142,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2973,10,'train',1,103,'val/loss',0.0066023745696547194924,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2974,10,'train',1,103,'val/mean_r2',0.37728161905411961019,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(2975,10,'train',1,103,'val/mse',0.0066023746591579446363,0,'2026-11-27T19:58:55.778Z');
INSERT INTO metrics VALUES(3016,10,'train',1,103,'val/routing/unrouted',0.0,0,'2026-11-27T19:58:55.779Z');
INSERT INTO metrics VALUES(3017,10,'train',2,206,'time/eval_s',0.42845377000000001155,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3018,10,'train',2,206,'time/train_epoch_s',4.8762648170000000291,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3019,10,'train',2,206,'train/grad_norm',0.056611170431653271006,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3020,10,'train',2,206,'train/loss',0.0047991899632611259574,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3021,10,'train',2,206,'train/lr',0.011874887213037218711,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3022,10,'train',2,206,'train/mean_r2',0.54369587238074112978,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3023,10,'train',2,206,'train/mse',0.0047991899786483443665,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3064,10,'train',2,206,'train/routing/unrouted',0.0,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3065,10,'train',2,206,'train/samples_per_s',2687.9180052538149538,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3066,10,'train',2,206,'val/loss',0.002918999788141333259,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3067,10,'train',2,206,'val/mean_r2',0.72471289610846834072,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3068,10,'train',2,206,'val/mse',0.0029189997896495595286,0,'2026-11-27T19:59:01.093Z');
INSERT INTO metrics VALUES(3109,10,'train',2,206,'val/routing/unrouted',0.0,0,'2026-11-27T19:59:01.094Z');
INSERT INTO metrics VALUES(3110,10,'train',3,309,'time/eval_s',0.40525952500000000933,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3111,10,'train',3,309,'time/train_epoch_s',4.749169476999999695,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3112,10,'train',3,309,'train/grad_norm',0.022852122322520585645,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3113,10,'train',3,309,'train/loss',0.0022749838878205149751,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3114,10,'train',3,309,'train/lr',1.2284135643556299965e-06,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3115,10,'train',3,309,'train/mean_r2',0.78297387842514520883,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3116,10,'train',3,309,'train/mse',0.002274983890124291936,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3157,10,'train',3,309,'train/routing/unrouted',0.0,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3158,10,'train',3,309,'train/samples_per_s',2759.8509725703775075,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3159,10,'train',3,309,'val/loss',0.0019490750569612616451,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3160,10,'train',3,309,'val/mean_r2',0.81454984417708187205,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3161,10,'train',3,309,'val/mse',0.0019490750589231911789,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3202,10,'train',3,309,'val/routing/unrouted',0.0,0,'2026-11-27T19:59:06.263Z');
INSERT INTO metrics VALUES(3203,10,'train',3,0,'test/loss',0.0019715672428901598323,1,'2026-11-27T19:59:10.769Z');
INSERT INTO metrics VALUES(3204,10,'train',3,0,'test/mean_r2',0.81329444629221669949,1,'2026-11-27T19:59:10.769Z');
INSERT INTO metrics VALUES(3205,10,'train',3,0,'test/mse',0.0019715672388305230909,1,'2026-11-27T19:59:10.769Z');
INSERT INTO metrics VALUES(3246,10,'train',3,0,'test/routing/unrouted',0.0,1,'2026-11-27T19:59:10.769Z');
INSERT INTO metrics VALUES(3247,10,'train',3,0,'val/loss',0.0019490750569612616451,1,'2026-11-27T19:59:10.769Z');
INSERT INTO metrics VALUES(3248,10,'train',3,0,'val/mean_r2',0.81454984417708187205,1,'2026-11-27T19:59:10.769Z');
INSERT INTO metrics VALUES(3249,10,'train',3,0,'val/mse',0.0019490750589231911789,1,'2026-11-27T19:59:10.769Z');
INSERT INTO metrics VALUES(3290,10,'train',3,0,'val/routing/unrouted',0.0,1,'2026-11-27T19:59:10.769Z');
INSERT INTO metrics VALUES(3291,11,'train',1,103,'time/eval_s',0.44619146599999998104,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3292,11,'train',1,103,'time/train_epoch_s',5.4270890349999998392,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3293,11,'train',1,103,'train/grad_norm',0.31553274971767536483,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3294,11,'train',1,103,'train/loss',0.026036444211557326078,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3295,11,'train',1,103,'train/lr',0.0098099398150951078872,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3296,11,'train',1,103,'train/mean_r2',-1.3343720753810865975,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3297,11,'train',1,103,'train/mse',0.026036444218919783943,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3338,11,'train',1,103,'train/samples_per_s',2415.1068676911804685,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3339,11,'train',1,103,'val/loss',0.0063207534167132326322,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3340,11,'train',1,103,'val/mean_r2',0.40246142666984646707,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3341,11,'train',1,103,'val/mse',0.0063207534264645079402,0,'2026-11-27T19:59:16.675Z');
INSERT INTO metrics VALUES(3382,11,'train',2,206,'time/eval_s',0.45218548600000002535,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3383,11,'train',2,206,'time/train_epoch_s',5.4607490519999997147,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3384,11,'train',2,206,'train/grad_norm',0.064613235427193271842,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3385,11,'train',2,206,'train/loss',0.0039872448973861029583,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3386,11,'train',2,206,'train/lr',0.0035099642674845761211,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3387,11,'train',2,206,'train/mean_r2',0.62135940686827750845,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3388,11,'train',2,206,'train/mse',0.0039872449034021126973,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3429,11,'train',2,206,'train/samples_per_s',2400.2201667186227496,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3430,11,'train',2,206,'val/loss',0.0022772171194694974458,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3431,11,'train',2,206,'val/mean_r2',0.78116660420061112546,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3432,11,'train',2,206,'val/mse',0.0022772170811400671043,0,'2026-11-27T19:59:22.602Z');
INSERT INTO metrics VALUES(3473,11,'train',3,309,'time/eval_s',0.45213179500000000299,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3474,11,'train',3,309,'time/train_epoch_s',5.5569274630000000669,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3475,11,'train',3,309,'train/grad_norm',0.025071235427868019535,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3476,11,'train',3,309,'train/loss',0.0017628430609956601774,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3477,11,'train',3,309,'train/lr',3.6309294052476589684e-07,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3478,11,'train',3,309,'train/mean_r2',0.83084962651006133427,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3479,11,'train',3,309,'train/mse',0.0017628430782455721797,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3520,11,'train',3,309,'train/samples_per_s',2358.6775402902176209,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3521,11,'train',3,309,'val/loss',0.001643717867139809878,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3522,11,'train',3,309,'val/mean_r2',0.84195707649266038341,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3523,11,'train',3,309,'val/mse',0.0016437178735962565834,0,'2026-11-27T19:59:28.623Z');
INSERT INTO metrics VALUES(3564,11,'train',3,0,'test/loss',0.0015968922521096828859,1,'2026-11-27T19:59:33.845Z');
INSERT INTO metrics VALUES(3565,11,'train',3,0,'test/mean_r2',0.84801777118491850071,1,'2026-11-27T19:59:33.845Z');
INSERT INTO metrics VALUES(3566,11,'train',3,0,'test/mse',0.0015968922494475237643,1,'2026-11-27T19:59:33.845Z');
INSERT INTO metrics VALUES(3607,11,'train',3,0,'val/loss',0.001643717867139809878,1,'2026-11-27T19:59:33.845Z');
INSERT INTO metrics VALUES(3608,11,'train',3,0,'val/mean_r2',0.84195707649266038341,1,'2026-11-27T19:59:33.845Z');
INSERT INTO metrics VALUES(3609,11,'train',3,0,'val/mse',0.0016437178735962565834,1,'2026-11-27T19:59:33.845Z');
INSERT INTO metrics VALUES(3650,12,'train',1,103,'time/eval_s',0.47549279700000002257,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3651,12,'train',1,103,'time/train_epoch_s',5.7397122039999999287,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3652,12,'train',1,103,'train/grad_norm',0.27548694151263791729,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3653,12,'train',1,103,'train/loss',0.027882098175630462555,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3654,12,'train',1,103,'train/lr',0.0098099398150951078872,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3655,12,'train',1,103,'train/mean_r2',-1.3438890759247719142,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3656,12,'train',1,103,'train/mse',0.027882098213280172294,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3697,12,'train',1,103,'train/samples_per_s',2283.563972225949783,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3698,12,'train',1,103,'val/loss',0.0069789574340868004015,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3699,12,'train',1,103,'val/mean_r2',0.36449143176299997337,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3700,12,'train',1,103,'val/mse',0.0069789573739340044628,0,'2026-11-27T19:59:40.098Z');
INSERT INTO metrics VALUES(3741,12,'train',2,206,'time/eval_s',0.46762889800000001505,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3742,12,'train',2,206,'time/train_epoch_s',5.7815942900000001358,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3743,12,'train',2,206,'train/grad_norm',0.068984476487758086826,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3744,12,'train',2,206,'train/loss',0.0047764446989396460926,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3745,12,'train',2,206,'train/lr',0.0035099642674845761211,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3746,12,'train',2,206,'train/mean_r2',0.55945035223817463077,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3747,12,'train',2,206,'train/mse',0.0047764447079896984668,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3788,12,'train',2,206,'train/samples_per_s',2267.0217491168859851,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3789,12,'train',2,206,'val/loss',0.0028590734163910233936,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3790,12,'train',2,206,'val/mean_r2',0.73573590078262085523,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3791,12,'train',2,206,'val/mse',0.0028590734085751968486,0,'2026-11-27T19:59:46.360Z');
INSERT INTO metrics VALUES(3832,12,'train',3,309,'time/eval_s',0.48405701699999997833,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3833,12,'train',3,309,'time/train_epoch_s',5.6471249300000003756,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3834,12,'train',3,309,'train/grad_norm',0.025132916641683832742,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3835,12,'train',3,309,'train/loss',0.0020769144282601318014,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3836,12,'train',3,309,'train/lr',3.6309294052476589684e-07,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3837,12,'train',3,309,'train/mean_r2',0.80619912141335170474,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3838,12,'train',3,309,'train/mse',0.0020769144269109770725,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3879,12,'train',3,309,'train/samples_per_s',2321.0040795042227728,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3880,12,'train',3,309,'val/loss',0.0017718173324610488918,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3881,12,'train',3,309,'val/mean_r2',0.83403490209177189029,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3882,12,'train',3,309,'val/mse',0.0017718173631939531775,0,'2026-11-27T19:59:52.508Z');
INSERT INTO metrics VALUES(3923,12,'train',3,0,'test/loss',0.0017576919376551813911,1,'2026-11-27T19:59:57.795Z');
INSERT INTO metrics VALUES(3924,12,'train',3,0,'test/mean_r2',0.83640381332550040038,1,'2026-11-27T19:59:57.795Z');
INSERT INTO metrics VALUES(3925,12,'train',3,0,'test/mse',0.0017576919376544799123,1,'2026-11-27T19:59:57.795Z');
INSERT INTO metrics VALUES(3966,12,'train',3,0,'val/loss',0.0017718173324610488918,1,'2026-11-27T19:59:57.795Z');
INSERT INTO metrics VALUES(3967,12,'train',3,0,'val/mean_r2',0.83403490209177189029,1,'2026-11-27T19:59:57.795Z');
INSERT INTO metrics VALUES(3968,12,'train',3,0,'val/mse',0.0017718173631939531775,1,'2026-11-27T19:59:57.795Z');
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
INSERT INTO artifacts VALUES(1,1,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/2b8123a04cf24426/train.last.a1e3.pt','21436fa0fb0297f5619b9bbd49477bdc7b243e446bd0fdf1ba99e33a8b669239',729328,'2026-11-27T19:54:23.966Z');
INSERT INTO artifacts VALUES(2,1,'train',3,'routing','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/2b8123a04cf24426/train.routing.json','47607c667dee483303dff084bc7bbc43d17038c7b81f491d9556095cf09dfa31',5333,'2026-11-27T19:54:25.402Z');
INSERT INTO artifacts VALUES(3,1,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/2b8123a04cf24426/train.final.a1e3.pt','57fc7f364b2999f918d20b63255ba5d0afa52b01a3cb4c7ef5ce51cadd5121a5',236211,'2026-11-27T19:54:25.413Z');
INSERT INTO artifacts VALUES(4,2,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/1a722c305665dfc1/train.last.a1e3.pt','c6913e86b0405a82e9d1277fa9e0e3567b3ce627ab12adf68dba9061666a7650',729392,'2026-11-27T19:55:08.770Z');
INSERT INTO artifacts VALUES(5,2,'train',3,'routing','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/1a722c305665dfc1/train.routing.json','14349527fa571185fef56377b66c0ff73a7a46d45b90e25c7f95bfc21e5253b3',5306,'2026-11-27T19:55:09.526Z');
INSERT INTO artifacts VALUES(6,2,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/1a722c305665dfc1/train.final.a1e3.pt','3ead18aa7368e647989797baca600849ead2e8b4a33248b61588bc444d56121b',236211,'2026-11-27T19:55:09.537Z');
INSERT INTO artifacts VALUES(7,3,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/8d311d08d0b22722/train.last.a1e3.pt','30c09a624d6c6251be85064558b73054d67f20417e7d1348b331941d6a3ca18d',729392,'2026-11-27T19:55:53.442Z');
INSERT INTO artifacts VALUES(8,3,'train',3,'routing','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/8d311d08d0b22722/train.routing.json','22beaedc54865235dbf3904714fdd5c11ae9e07308a26be26fd9a7aba7de9e5b',5268,'2026-11-27T19:55:54.582Z');
INSERT INTO artifacts VALUES(9,3,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/8d311d08d0b22722/train.final.a1e3.pt','e219342737d816247c840b34d944a1c5ca1a9cebfbb3ce6efcdb157cf9eb66d4',236211,'2026-11-27T19:55:54.597Z');
INSERT INTO artifacts VALUES(10,4,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/f406d7673f0956d4/train.last.a1e3.pt','30422baff091d1ceb56a723b5f0b56e123c62842096aef5f1d30f2819be71af1',729392,'2026-11-27T19:56:34.945Z');
INSERT INTO artifacts VALUES(11,4,'train',3,'routing','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/f406d7673f0956d4/train.routing.json','ace9ac425db5126e8c75844d605b5a18ebddce843faf7746cee8b7c5a13f0d68',5273,'2026-11-27T19:56:36.132Z');
INSERT INTO artifacts VALUES(12,4,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/f406d7673f0956d4/train.final.a1e3.pt','92d46fe566ce60a5918d8d7060fab271d4ad5510eb34387b81e933fde260949b',236211,'2026-11-27T19:56:36.140Z');
INSERT INTO artifacts VALUES(13,5,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/b23d5f1dcd885700/train.last.a1e3.pt','4e6af32e2f42e769abcaa68a4b44c2c9774d106f74b33946c7133051fcfdc306',1733105,'2026-11-27T19:57:30.607Z');
INSERT INTO artifacts VALUES(14,5,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/b23d5f1dcd885700/train.final.a1e3.pt','435534b73d80fe9cc3a5b173403b5e8a28542b9dc76a24ef0a1fb3f44bf9fa98',564276,'2026-11-27T19:57:31.089Z');
INSERT INTO artifacts VALUES(15,6,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/e2039297ee181322/train.last.a1e3.pt','8ba914d824d33255db3672c6cd9b5e09087d759d402e4dcf43404aa008243b12',1733105,'2026-11-27T19:57:49.836Z');
INSERT INTO artifacts VALUES(16,6,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/e2039297ee181322/train.final.a1e3.pt','3f78e0a7a64f0d58591206b35decc57a99e60404f4aad9905c55a00c3e0ae22c',564276,'2026-11-27T19:57:50.327Z');
INSERT INTO artifacts VALUES(17,7,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/1758806cff368098/train.last.a1e3.pt','9187d1736d25131c87dce8a3014c587fd58f6ca238c9e68f6c9d2820a0ee7974',1733105,'2026-11-27T19:58:09.295Z');
INSERT INTO artifacts VALUES(18,7,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/1758806cff368098/train.final.a1e3.pt','dfeabac8feda4b3b120a7451b4ef05eb726abc5395d355c565c073d834efa2de',564276,'2026-11-27T19:58:09.785Z');
INSERT INTO artifacts VALUES(19,8,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/4a96091514b321d7/train.last.a1e3.pt','d67933dfb8edb242a6a222c818961abc7668ca08545b095bb5829bdba20b648f',1733105,'2026-11-27T19:58:28.521Z');
INSERT INTO artifacts VALUES(20,8,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/4a96091514b321d7/train.final.a1e3.pt','4bb4606ea68d0f653b713385807709f4f22ee700904e9ab840fed449868f328f',564276,'2026-11-27T19:58:29.010Z');
INSERT INTO artifacts VALUES(21,9,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/ba794665913d5639/train.last.a1e3.pt','85938c255ffc9dc92829efebdbe4430cb75d1870cc74e45cec78d891eacd0980',729392,'2026-11-27T19:58:45.576Z');
INSERT INTO artifacts VALUES(22,9,'train',3,'routing','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/ba794665913d5639/train.routing.json','409216b29924b1b559ecf80c5134a39460d3f75cadd14240fc104d7d6db7a079',5191,'2026-11-27T19:58:50.319Z');
INSERT INTO artifacts VALUES(23,9,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/ba794665913d5639/train.final.a1e3.pt','60397a2fa94626948b7dd2cdc615de477d57481f03c47a30c2ff590ef5e47cf6',236211,'2026-11-27T19:58:50.322Z');
INSERT INTO artifacts VALUES(24,10,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/59f79ca227a9af81/train.last.a1e3.pt','58035e639e6d1331f2425388809fd05b6df01422a8de8c5e9c42a103eba045db',729392,'2026-11-27T19:59:06.270Z');
INSERT INTO artifacts VALUES(25,10,'train',3,'routing','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/59f79ca227a9af81/train.routing.json','2d0f6d60ee4c193d2589b33964efdd0d2cea696e4d69a0c5ff7f6948f8e27f94',5188,'2026-11-27T19:59:10.766Z');
INSERT INTO artifacts VALUES(26,10,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/59f79ca227a9af81/train.final.a1e3.pt','b2bdf9219079e83612ee5c061fdb699d060e22759ef69b66e44863168511490d',236211,'2026-11-27T19:59:10.768Z');
INSERT INTO artifacts VALUES(27,11,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/2484eef3e2edd0f1/train.last.a1e3.pt','396d3726f5ce56144888814a99f000ea4c0ab641a8d8428b852c35c59669d4a3',1733105,'2026-11-27T19:59:28.633Z');
INSERT INTO artifacts VALUES(28,11,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/2484eef3e2edd0f1/train.final.a1e3.pt','b55dc9d20828b63dccea9719e9ede03f9af2d3af83395ff9dad9c6e6b5064358',564276,'2026-11-27T19:59:33.844Z');
INSERT INTO artifacts VALUES(29,12,'train',3,'checkpoint','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/634c32588b030448/train.last.a1e3.pt','41936ea30ab35aeec99e27b3c337475eeb0d525fc010a07dc4b7d2f20b174cab',1733233,'2026-11-27T19:59:52.521Z');
INSERT INTO artifacts VALUES(30,12,'train',3,'final','checkpoints/22dec9f5c124c23d393c71586fc28d73/protocol_quickstart/634c32588b030448/train.final.a1e3.pt','f8ec3f616a80bcc8ee723292a5aef6df7055a3e8fdebd67b7f62f6a5a371af6b',564276,'2026-11-27T19:59:57.795Z');
CREATE TABLE stalls (
  trial_id  INTEGER PRIMARY KEY REFERENCES trials(id) ON DELETE CASCADE,
  since     TEXT NOT NULL  -- the time of the trial's last step
);
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
       t.status, t.stage, t.started_at, t.ended_at, f.phase AS phase,
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
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.data_seed') AS "task.data_seed",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.function_seed') AS "task.function_seed",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.function_set') AS "task.function_set",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.head_norm') AS "task.head_norm",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.n_functions') AS "task.n_functions",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.n_points') AS "task.n_points",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.n_pretrain') AS "task.n_pretrain",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.n_vars') AS "task.n_vars",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.split_seed') AS "task.split_seed",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.test_points') AS "task.test_points",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.token_init_std') AS "task.token_init_std",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.val_fraction') AS "task.val_fraction",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.val_from') AS "task.val_from",
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
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/loss' AND m.is_final = 1) AS "test/loss",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mean_r2' AND m.is_final = 1) AS "test/mean_r2",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse' AND m.is_final = 1) AS "test/mse",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f00' AND m.is_final = 1) AS "test/mse/f00",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f01' AND m.is_final = 1) AS "test/mse/f01",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f02' AND m.is_final = 1) AS "test/mse/f02",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f03' AND m.is_final = 1) AS "test/mse/f03",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f04' AND m.is_final = 1) AS "test/mse/f04",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f05' AND m.is_final = 1) AS "test/mse/f05",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f06' AND m.is_final = 1) AS "test/mse/f06",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f07' AND m.is_final = 1) AS "test/mse/f07",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f08' AND m.is_final = 1) AS "test/mse/f08",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f09' AND m.is_final = 1) AS "test/mse/f09",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f10' AND m.is_final = 1) AS "test/mse/f10",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f11' AND m.is_final = 1) AS "test/mse/f11",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f12' AND m.is_final = 1) AS "test/mse/f12",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f13' AND m.is_final = 1) AS "test/mse/f13",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f14' AND m.is_final = 1) AS "test/mse/f14",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f15' AND m.is_final = 1) AS "test/mse/f15",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f16' AND m.is_final = 1) AS "test/mse/f16",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f17' AND m.is_final = 1) AS "test/mse/f17",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f18' AND m.is_final = 1) AS "test/mse/f18",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/mse/f19' AND m.is_final = 1) AS "test/mse/f19",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f00' AND m.is_final = 1) AS "test/r2/f00",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f01' AND m.is_final = 1) AS "test/r2/f01",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f02' AND m.is_final = 1) AS "test/r2/f02",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f03' AND m.is_final = 1) AS "test/r2/f03",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f04' AND m.is_final = 1) AS "test/r2/f04",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f05' AND m.is_final = 1) AS "test/r2/f05",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f06' AND m.is_final = 1) AS "test/r2/f06",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f07' AND m.is_final = 1) AS "test/r2/f07",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f08' AND m.is_final = 1) AS "test/r2/f08",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f09' AND m.is_final = 1) AS "test/r2/f09",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f10' AND m.is_final = 1) AS "test/r2/f10",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f11' AND m.is_final = 1) AS "test/r2/f11",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f12' AND m.is_final = 1) AS "test/r2/f12",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f13' AND m.is_final = 1) AS "test/r2/f13",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f14' AND m.is_final = 1) AS "test/r2/f14",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f15' AND m.is_final = 1) AS "test/r2/f15",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f16' AND m.is_final = 1) AS "test/r2/f16",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f17' AND m.is_final = 1) AS "test/r2/f17",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f18' AND m.is_final = 1) AS "test/r2/f18",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/r2/f19' AND m.is_final = 1) AS "test/r2/f19",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/routing/unrouted' AND m.is_final = 1) AS "test/routing/unrouted",
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
PRAGMA user_version = 7;
