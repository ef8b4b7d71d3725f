PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info VALUES('id','2973a7d199a7be77fad17742a5bd4985');
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);
INSERT INTO sweeps VALUES(1,'fuzzy_boolean_table1_two_scripts','sweeps/fuzzy_boolean_table1_two_scripts.toml',replace('# Table 1 with two scripts of two function iterations each: the NI of the paper''s Figure 4\n# ("a Neural Interpreter with two scripts with two function iterations each"; the figure sits\n# in the fuzzy Boolean section, and the section gives no other size). Otherwise\n# fuzzy_boolean_table1_wide.toml: d = 128, CPU-sized (1/5 of the points, 10 pretraining epochs),\n# the paper''s number of adaptation steps (15 epochs of these splits = its 3 epochs), the new\n# CLS tokens at 0.3, the type-matching groups at 1/10 of that, everything at 4e-2.\n#\n#   nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite\n#   nilab compare fuzzy_boolean_table1_two_scripts --db results/table1.sqlite --phase typing\n#\n# Measured here (val mean R², 3 seeds; README, "Two scripts"): pretraining 0.99667 ± 0.00010,\n# CLS only 0.922 ± 0.014, + type matching 0.9772 ± 0.0072, everything 0.99941 ± 0.00014; the\n# paper: 0.9983 / 0.9202 / 0.9857 / 0.9953. One seed alone on 2 cores: 40 min 29 s.\nname = "fuzzy_boolean_table1_two_scripts"\ndescription = "Table 1, CPU-sized, with the paper''s two scripts of two function iterations (d = 128)"\nseeds = [0, 1, 2]\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 32768 }\n\n[train]\nbatch_size = 128\nlr = 2e-2\nwarmup_epochs = 0.25\nweight_decay = 0.0\n\n[[models]]\nname = "ni"\nparams = { dim = 128, code_dim = 32, type_dim = 16, n_s = 2, n_f = 4, n_i = 2, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 256, tau = 1.42 }\n\n[[phases]]\nname = "pretrain"\nepochs = 10\ntask = { function_set = "pretrain" }\n\n[[phases]]\nname = "cls"\nfrom = "pretrain"\nepochs = 15\nlr = 3e-1\ntask = { function_set = "adapt" }\ntrain_groups = ["cls"]\n\n[[phases]]\nname = "typing"\nfrom = "pretrain"\nepochs = 15\nlr = 3e-1\ntask = { function_set = "adapt" }\n# kernel: the bandwidth sigma (Eq. 3) of each script.\ntrain_groups = ["cls", "type_inference", "signatures", "kernel"]\nlr_scale = { type_inference = 0.1, signatures = 0.1, kernel = 0.1 }\n\n[[phases]]\nname = "all"\nfrom = "pretrain"\nepochs = 15\nlr = 4e-2\ntask = { function_set = "adapt" }\nlr_scale = { cls = 7.5 }\n# Everything, as a superset of "typing": the model''s signatures are fixed by the plugin unless a\n# phase lists them, so "all" names every group (the retired CLS tokens, cls_inactive, excepted).\ntrain_groups = ["cls", "embed", "head", "type_inference", "signatures", "kernel", "codes", "interpreter"]\n','\n',char(10)),'{}','2026-11-25T23:48:26.322Z','2026-11-26T07:21:14.714Z');
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
INSERT INTO runs VALUES(1,1,'2026-11-25T23:48:26.325Z','nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite --threads 1 -q','sweeps/fuzzy_boolean_table1_two_scripts.toml','[]',replace('# Table 1 with two scripts of two function iterations each: the NI of the paper''s Figure 4\n# ("a Neural Interpreter with two scripts with two function iterations each"; the figure sits\n# in the fuzzy Boolean section, and the section gives no other size). Otherwise\n# fuzzy_boolean_table1_wide.toml: d = 128, CPU-sized (1/5 of the points, 10 pretraining epochs),\n# the paper''s number of adaptation steps (15 epochs of these splits = its 3 epochs), the new\n# CLS tokens at 0.3, the type-matching groups at 1/10 of that, everything at 4e-2.\n#\n#   nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite\n#   nilab compare fuzzy_boolean_table1_two_scripts --db results/table1.sqlite --phase typing\n#\n# Measured here (val mean R², 3 seeds; README, "Two scripts"): pretraining 0.99667 ± 0.00010,\n# CLS only 0.922 ± 0.014, + type matching 0.9772 ± 0.0072, everything 0.99941 ± 0.00014; the\n# paper: 0.9983 / 0.9202 / 0.9857 / 0.9953. One seed alone on 2 cores: 40 min 29 s.\nname = "fuzzy_boolean_table1_two_scripts"\ndescription = "Table 1, CPU-sized, with the paper''s two scripts of two function iterations (d = 128)"\nseeds = [0, 1, 2]\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 32768 }\n\n[train]\nbatch_size = 128\nlr = 2e-2\nwarmup_epochs = 0.25\nweight_decay = 0.0\n\n[[models]]\nname = "ni"\nparams = { dim = 128, code_dim = 32, type_dim = 16, n_s = 2, n_f = 4, n_i = 2, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 256, tau = 1.42 }\n\n[[phases]]\nname = "pretrain"\nepochs = 10\ntask = { function_set = "pretrain" }\n\n[[phases]]\nname = "cls"\nfrom = "pretrain"\nepochs = 15\nlr = 3e-1\ntask = { function_set = "adapt" }\ntrain_groups = ["cls"]\n\n[[phases]]\nname = "typing"\nfrom = "pretrain"\nepochs = 15\nlr = 3e-1\ntask = { function_set = "adapt" }\n# kernel: the bandwidth sigma (Eq. 3) of each script.\ntrain_groups = ["cls", "type_inference", "signatures", "kernel"]\nlr_scale = { type_inference = 0.1, signatures = 0.1, kernel = 0.1 }\n\n[[phases]]\nname = "all"\nfrom = "pretrain"\nepochs = 15\nlr = 4e-2\ntask = { function_set = "adapt" }\nlr_scale = { cls = 7.5 }\n# Everything, as a superset of "typing": the model''s signatures are fixed by the plugin unless a\n# phase lists them, so "all" names every group (the retired CLS tokens, cls_inactive, excepted).\ntrain_groups = ["cls", "embed", "head", "type_inference", "signatures", "kernel", "codes", "interpreter"]\n','\n',char(10)));
INSERT INTO runs VALUES(2,1,'2026-11-26T01:48:53.877Z','nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite --threads 1 -q','sweeps/fuzzy_boolean_table1_two_scripts.toml','[]',replace('# Table 1 with two scripts of two function iterations each: the NI of the paper''s Figure 4\n# ("a Neural Interpreter with two scripts with two function iterations each"; the figure sits\n# in the fuzzy Boolean section, and the section gives no other size). Otherwise\n# fuzzy_boolean_table1_wide.toml: d = 128, CPU-sized (1/5 of the points, 10 pretraining epochs),\n# the paper''s number of adaptation steps (15 epochs of these splits = its 3 epochs), the new\n# CLS tokens at 0.3, the type-matching groups at 1/10 of that, everything at 4e-2.\n#\n#   nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite\n#   nilab compare fuzzy_boolean_table1_two_scripts --db results/table1.sqlite --phase typing\n#\n# Measured here (val mean R², 3 seeds; README, "Two scripts"): pretraining 0.99667 ± 0.00010,\n# CLS only 0.922 ± 0.014, + type matching 0.9772 ± 0.0072, everything 0.99941 ± 0.00014; the\n# paper: 0.9983 / 0.9202 / 0.9857 / 0.9953. One seed alone on 2 cores: 40 min 29 s.\nname = "fuzzy_boolean_table1_two_scripts"\ndescription = "Table 1, CPU-sized, with the paper''s two scripts of two function iterations (d = 128)"\nseeds = [0, 1, 2]\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 32768 }\n\n[train]\nbatch_size = 128\nlr = 2e-2\nwarmup_epochs = 0.25\nweight_decay = 0.0\n\n[[models]]\nname = "ni"\nparams = { dim = 128, code_dim = 32, type_dim = 16, n_s = 2, n_f = 4, n_i = 2, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 256, tau = 1.42 }\n\n[[phases]]\nname = "pretrain"\nepochs = 10\ntask = { function_set = "pretrain" }\n\n[[phases]]\nname = "cls"\nfrom = "pretrain"\nepochs = 15\nlr = 3e-1\ntask = { function_set = "adapt" }\ntrain_groups = ["cls"]\n\n[[phases]]\nname = "typing"\nfrom = "pretrain"\nepochs = 15\nlr = 3e-1\ntask = { function_set = "adapt" }\n# kernel: the bandwidth sigma (Eq. 3) of each script.\ntrain_groups = ["cls", "type_inference", "signatures", "kernel"]\nlr_scale = { type_inference = 0.1, signatures = 0.1, kernel = 0.1 }\n\n[[phases]]\nname = "all"\nfrom = "pretrain"\nepochs = 15\nlr = 4e-2\ntask = { function_set = "adapt" }\nlr_scale = { cls = 7.5 }\n# Everything, as a superset of "typing": the model''s signatures are fixed by the plugin unless a\n# phase lists them, so "all" names every group (the retired CLS tokens, cls_inactive, excepted).\ntrain_groups = ["cls", "embed", "head", "type_inference", "signatures", "kernel", "codes", "interpreter"]\n','\n',char(10)));
INSERT INTO runs VALUES(3,1,'2026-11-26T03:28:47.400Z','nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite --threads 1 -q','sweeps/fuzzy_boolean_table1_two_scripts.toml','[]',replace('# Table 1 with two scripts of two function iterations each: the NI of the paper''s Figure 4\n# ("a Neural Interpreter with two scripts with two function iterations each"; the figure sits\n# in the fuzzy Boolean section, and the section gives no other size). Otherwise\n# fuzzy_boolean_table1_wide.toml: d = 128, CPU-sized (1/5 of the points, 10 pretraining epochs),\n# the paper''s number of adaptation steps (15 epochs of these splits = its 3 epochs), the new\n# CLS tokens at 0.3, the type-matching groups at 1/10 of that, everything at 4e-2.\n#\n#   nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite\n#   nilab compare fuzzy_boolean_table1_two_scripts --db results/table1.sqlite --phase typing\n#\n# Measured here (val mean R², 3 seeds; README, "Two scripts"): pretraining 0.99667 ± 0.00010,\n# CLS only 0.922 ± 0.014, + type matching 0.9772 ± 0.0072, everything 0.99941 ± 0.00014; the\n# paper: 0.9983 / 0.9202 / 0.9857 / 0.9953. One seed alone on 2 cores: 40 min 29 s.\nname = "fuzzy_boolean_table1_two_scripts"\ndescription = "Table 1, CPU-sized, with the paper''s two scripts of two function iterations (d = 128)"\nseeds = [0, 1, 2]\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 32768 }\n\n[train]\nbatch_size = 128\nlr = 2e-2\nwarmup_epochs = 0.25\nweight_decay = 0.0\n\n[[models]]\nname = "ni"\nparams = { dim = 128, code_dim = 32, type_dim = 16, n_s = 2, n_f = 4, n_i = 2, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 256, tau = 1.42 }\n\n[[phases]]\nname = "pretrain"\nepochs = 10\ntask = { function_set = "pretrain" }\n\n[[phases]]\nname = "cls"\nfrom = "pretrain"\nepochs = 15\nlr = 3e-1\ntask = { function_set = "adapt" }\ntrain_groups = ["cls"]\n\n[[phases]]\nname = "typing"\nfrom = "pretrain"\nepochs = 15\nlr = 3e-1\ntask = { function_set = "adapt" }\n# kernel: the bandwidth sigma (Eq. 3) of each script.\ntrain_groups = ["cls", "type_inference", "signatures", "kernel"]\nlr_scale = { type_inference = 0.1, signatures = 0.1, kernel = 0.1 }\n\n[[phases]]\nname = "all"\nfrom = "pretrain"\nepochs = 15\nlr = 4e-2\ntask = { function_set = "adapt" }\nlr_scale = { cls = 7.5 }\n# Everything, as a superset of "typing": the model''s signatures are fixed by the plugin unless a\n# phase lists them, so "all" names every group (the retired CLS tokens, cls_inactive, excepted).\ntrain_groups = ["cls", "embed", "head", "type_inference", "signatures", "kernel", "codes", "interpreter"]\n','\n',char(10)));
INSERT INTO runs VALUES(4,1,'2026-11-26T07:21:14.715Z','nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite --threads 1 -q','sweeps/fuzzy_boolean_table1_two_scripts.toml','[]',replace('# Table 1 with two scripts of two function iterations each: the NI of the paper''s Figure 4\n# ("a Neural Interpreter with two scripts with two function iterations each"; the figure sits\n# in the fuzzy Boolean section, and the section gives no other size). Otherwise\n# fuzzy_boolean_table1_wide.toml: d = 128, CPU-sized (1/5 of the points, 10 pretraining epochs),\n# the paper''s number of adaptation steps (15 epochs of these splits = its 3 epochs), the new\n# CLS tokens at 0.3, the type-matching groups at 1/10 of that, everything at 4e-2.\n#\n#   nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite\n#   nilab compare fuzzy_boolean_table1_two_scripts --db results/table1.sqlite --phase typing\n#\n# Measured here (val mean R², 3 seeds; README, "Two scripts"): pretraining 0.99667 ± 0.00010,\n# CLS only 0.922 ± 0.014, + type matching 0.9772 ± 0.0072, everything 0.99941 ± 0.00014; the\n# paper: 0.9983 / 0.9202 / 0.9857 / 0.9953. One seed alone on 2 cores: 40 min 29 s.\nname = "fuzzy_boolean_table1_two_scripts"\ndescription = "Table 1, CPU-sized, with the paper''s two scripts of two function iterations (d = 128)"\nseeds = [0, 1, 2]\n\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 32768 }\n\n[train]\nbatch_size = 128\nlr = 2e-2\nwarmup_epochs = 0.25\nweight_decay = 0.0\n\n[[models]]\nname = "ni"\nparams = { dim = 128, code_dim = 32, type_dim = 16, n_s = 2, n_f = 4, n_i = 2, n_l = 1, heads = 4, head_dim = 0, mlp_hidden = 256, tau = 1.42 }\n\n[[phases]]\nname = "pretrain"\nepochs = 10\ntask = { function_set = "pretrain" }\n\n[[phases]]\nname = "cls"\nfrom = "pretrain"\nepochs = 15\nlr = 3e-1\ntask = { function_set = "adapt" }\ntrain_groups = ["cls"]\n\n[[phases]]\nname = "typing"\nfrom = "pretrain"\nepochs = 15\nlr = 3e-1\ntask = { function_set = "adapt" }\n# kernel: the bandwidth sigma (Eq. 3) of each script.\ntrain_groups = ["cls", "type_inference", "signatures", "kernel"]\nlr_scale = { type_inference = 0.1, signatures = 0.1, kernel = 0.1 }\n\n[[phases]]\nname = "all"\nfrom = "pretrain"\nepochs = 15\nlr = 4e-2\ntask = { function_set = "adapt" }\nlr_scale = { cls = 7.5 }\n# Everything, as a superset of "typing": the model''s signatures are fixed by the plugin unless a\n# phase lists them, so "all" names every group (the retired CLS tokens, cls_inactive, excepted).\ntrain_groups = ["cls", "embed", "head", "type_inference", "signatures", "kernel", "codes", "interpreter"]\n','\n',char(10)));
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
INSERT INTO trials VALUES(1,1,0,'44206f171d9beaf0','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":128,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":256,"n_f":4,"n_i":2,"n_l":1,"n_s":2,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":0,"grad_clip":1.0,"lr":0.02,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]},{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"pretrain","init":{},"iterations":0,"name":"cls","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"adapt","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":15,"eval_batch_size":0,"grad_clip":1.0,"lr":0.3,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":["cls"]},{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"pretrain","init":{},"iterations":0,"lr_scale":{"kernel":0.1,"signatures":0.1,"type_inference":0.1},"name":"typing","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"adapt","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":15,"eval_batch_size":0,"grad_clip":1.0,"lr":0.3,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":["cls","type_inference","signatures","kernel"]},{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"pretrain","init":{},"iterations":0,"lr_scale":{"cls":7.5},"name":"all","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"adapt","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":15,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":["cls","embed","head","type_inference","signatures","kernel","codes","interpreter"]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":0,"grad_clip":1.0,"lr":0.02,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,3,'vm:10039','2026-11-26T04:20:06.797Z','2026-11-25T23:48:26.323Z','2026-11-26T03:28:47.402Z','2026-11-26T04:20:06.801Z','{"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/adapt":"3c32331165f58a40","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','036cf61a6c47ee6c656e8f561b075ea5d20963cf',1,'0.1.0','1.13.0',2,'cpu',1,364963,359842,'nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite --threads 1 -q');
INSERT INTO trials VALUES(2,1,1,'86a2b828b6423724','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":128,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":256,"n_f":4,"n_i":2,"n_l":1,"n_s":2,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":0,"grad_clip":1.0,"lr":0.02,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]},{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"pretrain","init":{},"iterations":0,"name":"cls","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"adapt","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":15,"eval_batch_size":0,"grad_clip":1.0,"lr":0.3,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":["cls"]},{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"pretrain","init":{},"iterations":0,"lr_scale":{"kernel":0.1,"signatures":0.1,"type_inference":0.1},"name":"typing","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"adapt","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":15,"eval_batch_size":0,"grad_clip":1.0,"lr":0.3,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":["cls","type_inference","signatures","kernel"]},{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"pretrain","init":{},"iterations":0,"lr_scale":{"cls":7.5},"name":"all","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"adapt","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":15,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":["cls","embed","head","type_inference","signatures","kernel","codes","interpreter"]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":0,"grad_clip":1.0,"lr":0.02,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'running',NULL,2,'vm:13727','2026-11-26T07:43:44.825Z','2026-11-25T23:48:26.323Z','2026-11-26T07:21:14.718Z',NULL,'{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/adapt":"3c32331165f58a40","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','e52f08b3d1d8656a94009174b94ba9de78607e41',1,'0.1.0','1.13.0',4,'cpu',1,364963,359842,'nilab run sweeps/fuzzy_boolean_table1_two_scripts.toml --db results/table1.sqlite --threads 1 -q');
INSERT INTO trials VALUES(3,1,2,'faf3c421843df7bd','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":128,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":256,"n_f":4,"n_i":2,"n_l":1,"n_s":2,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":0,"grad_clip":1.0,"lr":0.02,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]},{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"pretrain","init":{},"iterations":0,"name":"cls","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"adapt","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":15,"eval_batch_size":0,"grad_clip":1.0,"lr":0.3,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":["cls"]},{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"pretrain","init":{},"iterations":0,"lr_scale":{"kernel":0.1,"signatures":0.1,"type_inference":0.1},"name":"typing","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"adapt","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":15,"eval_batch_size":0,"grad_clip":1.0,"lr":0.3,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":["cls","type_inference","signatures","kernel"]},{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"pretrain","init":{},"iterations":0,"lr_scale":{"cls":7.5},"name":"all","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"adapt","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":15,"eval_batch_size":0,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":["cls","embed","head","type_inference","signatures","kernel","codes","interpreter"]}],"seed":2,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":0,"grad_clip":1.0,"lr":0.02,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',2,'queued',NULL,0,NULL,NULL,'2026-11-25T23:48:26.323Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
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
INSERT INTO params VALUES(1,'dim','int',128,NULL,NULL);
INSERT INTO params VALUES(1,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(1,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(1,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(1,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(1,'mlp_hidden','int',256,NULL,NULL);
INSERT INTO params VALUES(1,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(1,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(1,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'n_s','int',2,NULL,NULL);
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
INSERT INTO params VALUES(1,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(1,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(1,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(1,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(1,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(1,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'train.lr','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(1,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(1,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(1,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(2,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(2,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'dim','int',128,NULL,NULL);
INSERT INTO params VALUES(2,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(2,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(2,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(2,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(2,'mlp_hidden','int',256,NULL,NULL);
INSERT INTO params VALUES(2,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(2,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(2,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'n_s','int',2,NULL,NULL);
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
INSERT INTO params VALUES(2,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(2,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(2,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(2,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(2,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(2,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'train.lr','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(2,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(2,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(2,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(3,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(3,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'dim','int',128,NULL,NULL);
INSERT INTO params VALUES(3,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(3,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(3,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(3,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(3,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(3,'mlp_hidden','int',256,NULL,NULL);
INSERT INTO params VALUES(3,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(3,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(3,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(3,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'n_s','int',2,NULL,NULL);
INSERT INTO params VALUES(3,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(3,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(3,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(3,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'seed','int',2,NULL,NULL);
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
INSERT INTO params VALUES(3,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(3,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(3,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(3,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(3,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(3,'train.eval_batch_size','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'train.lr','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(3,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(3,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(3,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(3,'type_dim','int',16,NULL,NULL);
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
INSERT INTO phases VALUES(1,1,'pretrain','done',10,'2026-11-25T23:48:26.350Z','2026-11-26T00:31:55.913Z');
INSERT INTO phases VALUES(2,1,'cls','done',15,'2026-11-26T00:31:55.986Z','2026-11-26T02:12:17.231Z');
INSERT INTO phases VALUES(3,1,'typing','done',15,'2026-11-26T02:12:17.269Z','2026-11-26T03:44:30.244Z');
INSERT INTO phases VALUES(4,1,'all','done',15,'2026-11-26T03:44:30.318Z','2026-11-26T04:20:06.799Z');
INSERT INTO phases VALUES(5,2,'pretrain','done',10,'2026-11-26T04:20:06.850Z','2026-11-26T05:05:53.068Z');
INSERT INTO phases VALUES(6,2,'cls','done',15,'2026-11-26T05:05:53.104Z','2026-11-26T07:41:28.232Z');
INSERT INTO phases VALUES(7,2,'typing','running',1,'2026-11-26T07:41:28.285Z',NULL);
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
INSERT INTO metrics VALUES(1,1,'pretrain',1,205,'time/eval_s',12.502621093000000129,0,'2026-11-25T23:51:17.703Z');
INSERT INTO metrics VALUES(2,1,'pretrain',1,205,'time/train_epoch_s',158.84964873100000204,0,'2026-11-25T23:51:17.703Z');
INSERT INTO metrics VALUES(3,1,'pretrain',1,205,'train/grad_norm',0.25404325945348271709,0,'2026-11-25T23:51:17.703Z');
INSERT INTO metrics VALUES(4,1,'pretrain',1,205,'train/loss',0.016091916803132020469,0,'2026-11-25T23:51:17.703Z');
INSERT INTO metrics VALUES(5,1,'pretrain',1,205,'train/lr',0.019712304187958266943,0,'2026-11-25T23:51:17.703Z');
INSERT INTO metrics VALUES(6,1,'pretrain',1,205,'train/mean_r2',-0.56893480721808009636,0,'2026-11-25T23:51:17.703Z');
INSERT INTO metrics VALUES(7,1,'pretrain',1,205,'train/mse',0.016091916878619147435,0,'2026-11-25T23:51:17.703Z');
INSERT INTO metrics VALUES(48,1,'pretrain',1,205,'train/routing/unrouted',0.0,0,'2026-11-25T23:51:17.704Z');
INSERT INTO metrics VALUES(49,1,'pretrain',1,205,'train/samples_per_s',165.02397209824144397,0,'2026-11-25T23:51:17.704Z');
INSERT INTO metrics VALUES(50,1,'pretrain',1,205,'val/loss',0.0034870180942380766923,0,'2026-11-25T23:51:17.704Z');
INSERT INTO metrics VALUES(51,1,'pretrain',1,205,'val/mean_r2',0.67643920860358719426,0,'2026-11-25T23:51:17.704Z');
INSERT INTO metrics VALUES(52,1,'pretrain',1,205,'val/mse',0.0034870180700065462817,0,'2026-11-25T23:51:17.704Z');
INSERT INTO metrics VALUES(93,1,'pretrain',1,205,'val/routing/unrouted',0.0,0,'2026-11-25T23:51:17.704Z');
INSERT INTO metrics VALUES(94,1,'pretrain',2,410,'time/eval_s',12.827649185000000286,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(95,1,'pretrain',2,410,'time/train_epoch_s',151.41704041099998789,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(96,1,'pretrain',2,410,'train/grad_norm',0.088700537419900665758,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(97,1,'pretrain',2,410,'train/loss',0.0021031920315852407551,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(98,1,'pretrain',2,410,'train/lr',0.018458570839802429519,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(99,1,'pretrain',2,410,'train/mean_r2',0.80140453358297880637,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(100,1,'pretrain',2,410,'train/mse',0.0021031920300429202304,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(141,1,'pretrain',2,410,'train/routing/unrouted',0.0,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(142,1,'pretrain',2,410,'train/samples_per_s',173.12450387912636528,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(143,1,'pretrain',2,410,'val/loss',0.0011401307988095645516,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(144,1,'pretrain',2,410,'val/mean_r2',0.89396952377338878559,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(145,1,'pretrain',2,410,'val/mse',0.0011401308081342728748,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(186,1,'pretrain',2,410,'val/routing/unrouted',0.0,0,'2026-11-25T23:54:01.970Z');
INSERT INTO metrics VALUES(187,1,'pretrain',3,615,'time/eval_s',12.591750261999999693,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(188,1,'pretrain',3,615,'time/train_epoch_s',154.32322469299998602,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(189,1,'pretrain',3,615,'train/grad_norm',0.058144100428354446308,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(190,1,'pretrain',3,615,'train/loss',0.0008510420673569883557,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(191,1,'pretrain',3,615,'train/lr',0.016334437051336605367,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(192,1,'pretrain',3,615,'train/mean_r2',0.91882154313090125263,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(193,1,'pretrain',3,615,'train/mse',0.00085104206906121680244,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(234,1,'pretrain',3,615,'train/routing/unrouted',0.0,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(235,1,'pretrain',3,615,'train/samples_per_s',169.86425764591382404,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(236,1,'pretrain',3,615,'val/loss',0.00070056040756527170748,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(237,1,'pretrain',3,615,'val/mean_r2',0.93555945483393831985,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(238,1,'pretrain',3,615,'val/mse',0.00070056040622409161081,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(279,1,'pretrain',3,615,'val/routing/unrouted',0.0,0,'2026-11-25T23:56:48.912Z');
INSERT INTO metrics VALUES(280,1,'pretrain',4,820,'time/eval_s',12.985181700000000048,0,'2026-11-25T23:59:37.629Z');
INSERT INTO metrics VALUES(281,1,'pretrain',4,820,'time/train_epoch_s',155.71418098300000565,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(282,1,'pretrain',4,820,'train/grad_norm',0.045033690596862539778,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(283,1,'pretrain',4,820,'train/loss',0.00042706194277447400396,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(284,1,'pretrain',4,820,'train/lr',0.013558479579766411979,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(285,1,'pretrain',4,820,'train/mean_r2',0.95960134281222231322,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(286,1,'pretrain',4,820,'train/mse',0.00042706194113390340359,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(327,1,'pretrain',4,820,'train/routing/unrouted',0.0,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(328,1,'pretrain',4,820,'train/samples_per_s',168.34690221863542092,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(329,1,'pretrain',4,820,'val/loss',0.00035344069947214069426,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(330,1,'pretrain',4,820,'val/mean_r2',0.96636793643756269123,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(331,1,'pretrain',4,820,'val/mse',0.00035344069478002951983,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(372,1,'pretrain',4,820,'val/routing/unrouted',0.0,0,'2026-11-25T23:59:37.630Z');
INSERT INTO metrics VALUES(373,1,'pretrain',5,1025,'time/eval_s',13.090242397999999113,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(374,1,'pretrain',5,1025,'time/train_epoch_s',169.42254963799999244,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(375,1,'pretrain',5,1025,'train/grad_norm',0.030166128305036846862,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(376,1,'pretrain',5,1025,'train/loss',0.00021333622647975503984,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(377,1,'pretrain',5,1025,'train/lr',0.010416348879677732319,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(378,1,'pretrain',5,1025,'train/mean_r2',0.97979041493828833431,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(379,1,'pretrain',5,1025,'train/mse',0.00021333622665075597569,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(420,1,'pretrain',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(421,1,'pretrain',5,1025,'train/samples_per_s',154.72556667344846914,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(422,1,'pretrain',5,1025,'val/loss',0.00018759831204221192289,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(423,1,'pretrain',5,1025,'val/mean_r2',0.98230982890323459422,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(424,1,'pretrain',5,1025,'val/mse',0.00018759830908052810044,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(465,1,'pretrain',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T00:02:40.164Z');
INSERT INTO metrics VALUES(466,1,'pretrain',6,1230,'time/eval_s',13.619713136999999747,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(467,1,'pretrain',6,1230,'time/train_epoch_s',327.64491405400002577,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(468,1,'pretrain',6,1230,'train/grad_norm',0.019137723416816895816,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(469,1,'pretrain',6,1230,'train/loss',0.00011983673718082794639,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(470,1,'pretrain',6,1230,'train/lr',0.0072313752153274311884,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(471,1,'pretrain',6,1230,'train/mean_r2',0.9886217528070082583,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(472,1,'pretrain',6,1230,'train/mse',0.00011983673750442715318,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(513,1,'pretrain',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(514,1,'pretrain',6,1230,'train/samples_per_s',80.007345988223093511,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(515,1,'pretrain',6,1230,'val/loss',8.9329601168631231171e-05,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(516,1,'pretrain',6,1230,'val/mean_r2',0.99138867996749957534,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(517,1,'pretrain',6,1230,'val/mse',8.9329601694667680276e-05,0,'2026-11-26T00:08:21.456Z');
INSERT INTO metrics VALUES(558,1,'pretrain',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T00:08:21.457Z');
INSERT INTO metrics VALUES(559,1,'pretrain',7,1435,'time/eval_s',138.55329376399998864,0,'2026-11-26T00:13:41.450Z');
INSERT INTO metrics VALUES(560,1,'pretrain',7,1435,'time/train_epoch_s',181.41680045000001086,0,'2026-11-26T00:13:41.450Z');
INSERT INTO metrics VALUES(561,1,'pretrain',7,1435,'train/grad_norm',0.011497945288514218459,0,'2026-11-26T00:13:41.450Z');
INSERT INTO metrics VALUES(562,1,'pretrain',7,1435,'train/loss',7.3117112579449843089e-05,0,'2026-11-26T00:13:41.450Z');
INSERT INTO metrics VALUES(563,1,'pretrain',7,1435,'train/lr',0.0043312974603774024445,0,'2026-11-26T00:13:41.450Z');
INSERT INTO metrics VALUES(564,1,'pretrain',7,1435,'train/mean_r2',0.99305127360509215517,0,'2026-11-26T00:13:41.450Z');
INSERT INTO metrics VALUES(565,1,'pretrain',7,1435,'train/mse',7.3117112563268694871e-05,0,'2026-11-26T00:13:41.450Z');
INSERT INTO metrics VALUES(606,1,'pretrain',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T00:13:41.450Z');
INSERT INTO metrics VALUES(607,1,'pretrain',7,1435,'train/samples_per_s',144.49598898766157617,0,'2026-11-26T00:13:41.450Z');
INSERT INTO metrics VALUES(608,1,'pretrain',7,1435,'val/loss',5.7581281059478509683e-05,0,'2026-11-26T00:13:41.450Z');
INSERT INTO metrics VALUES(609,1,'pretrain',7,1435,'val/mean_r2',0.99454903854077758573,0,'2026-11-26T00:13:41.451Z');
INSERT INTO metrics VALUES(610,1,'pretrain',7,1435,'val/mse',5.7581280939974493625e-05,0,'2026-11-26T00:13:41.451Z');
INSERT INTO metrics VALUES(651,1,'pretrain',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T00:13:41.451Z');
INSERT INTO metrics VALUES(652,1,'pretrain',8,1640,'time/eval_s',13.738421330999999625,0,'2026-11-26T00:21:01.934Z');
INSERT INTO metrics VALUES(653,1,'pretrain',8,1640,'time/train_epoch_s',426.72889327600000797,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(654,1,'pretrain',8,1640,'train/grad_norm',0.0080193099440870486277,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(655,1,'pretrain',8,1640,'train/loss',5.1212062884256941627e-05,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(656,1,'pretrain',8,1640,'train/lr',0.0020145382446841854189,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(657,1,'pretrain',8,1640,'train/mean_r2',0.9951368730464471568,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(658,1,'pretrain',8,1640,'train/mse',5.1212062695849499042e-05,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(699,1,'pretrain',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(700,1,'pretrain',8,1640,'train/samples_per_s',61.430103311624812078,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(701,1,'pretrain',8,1640,'val/loss',4.603552998136387791e-05,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(702,1,'pretrain',8,1640,'val/mean_r2',0.99563227817307997646,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(703,1,'pretrain',8,1640,'val/mse',4.6035530300204765305e-05,0,'2026-11-26T00:21:01.935Z');
INSERT INTO metrics VALUES(744,1,'pretrain',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T00:21:01.936Z');
INSERT INTO metrics VALUES(745,1,'pretrain',9,1845,'time/eval_s',20.416208136000001615,0,'2026-11-26T00:25:46.153Z');
INSERT INTO metrics VALUES(746,1,'pretrain',9,1845,'time/train_epoch_s',263.76889125200000307,0,'2026-11-26T00:25:46.153Z');
INSERT INTO metrics VALUES(747,1,'pretrain',9,1845,'train/grad_norm',0.0046183600419814263213,0,'2026-11-26T00:25:46.153Z');
INSERT INTO metrics VALUES(748,1,'pretrain',9,1845,'train/loss',4.0199977409707795322e-05,0,'2026-11-26T00:25:46.153Z');
INSERT INTO metrics VALUES(749,1,'pretrain',9,1845,'train/lr',0.00051949578936839272552,0,'2026-11-26T00:25:46.153Z');
INSERT INTO metrics VALUES(750,1,'pretrain',9,1845,'train/mean_r2',0.99618434956234891419,0,'2026-11-26T00:25:46.153Z');
INSERT INTO metrics VALUES(751,1,'pretrain',9,1845,'train/mse',4.0199977466361715974e-05,0,'2026-11-26T00:25:46.153Z');
INSERT INTO metrics VALUES(792,1,'pretrain',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T00:25:46.154Z');
INSERT INTO metrics VALUES(793,1,'pretrain',9,1845,'train/samples_per_s',99.382455131737359012,0,'2026-11-26T00:25:46.154Z');
INSERT INTO metrics VALUES(794,1,'pretrain',9,1845,'val/loss',4.0203266716874478596e-05,0,'2026-11-26T00:25:46.154Z');
INSERT INTO metrics VALUES(795,1,'pretrain',9,1845,'val/mean_r2',0.99617239339150143173,0,'2026-11-26T00:25:46.154Z');
INSERT INTO metrics VALUES(796,1,'pretrain',9,1845,'val/mse',4.0203266488441205591e-05,0,'2026-11-26T00:25:46.154Z');
INSERT INTO metrics VALUES(837,1,'pretrain',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T00:25:46.154Z');
INSERT INTO metrics VALUES(838,1,'pretrain',10,2050,'time/eval_s',13.722902346999999778,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(839,1,'pretrain',10,2050,'time/train_epoch_s',342.9964530490000243,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(840,1,'pretrain',10,2050,'train/grad_norm',0.0027551099652333593294,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(841,1,'pretrain',10,2050,'train/loss',3.5920652967031046294e-05,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(842,1,'pretrain',10,2050,'train/lr',1.23493492243387232e-08,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(843,1,'pretrain',10,2050,'train/mean_r2',0.99659196591951848542,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(844,1,'pretrain',10,2050,'train/mse',3.592065305255991354e-05,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(885,1,'pretrain',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(886,1,'pretrain',10,2050,'train/samples_per_s',76.426446299883750157,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(887,1,'pretrain',10,2050,'val/loss',3.8304686870237903827e-05,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(888,1,'pretrain',10,2050,'val/mean_r2',0.99634858384333602199,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(889,1,'pretrain',10,2050,'val/mse',3.8304686837388387263e-05,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(930,1,'pretrain',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T00:31:42.908Z');
INSERT INTO metrics VALUES(931,1,'pretrain',10,0,'val/loss',3.8304686870237903827e-05,1,'2026-11-26T00:31:55.908Z');
INSERT INTO metrics VALUES(932,1,'pretrain',10,0,'val/mean_r2',0.99634858384333602199,1,'2026-11-26T00:31:55.908Z');
INSERT INTO metrics VALUES(933,1,'pretrain',10,0,'val/mse',3.8304686837388387263e-05,1,'2026-11-26T00:31:55.908Z');
INSERT INTO metrics VALUES(974,1,'pretrain',10,0,'val/routing/unrouted',0.0,1,'2026-11-26T00:31:55.908Z');
INSERT INTO metrics VALUES(975,1,'cls',1,205,'time/eval_s',7.0182695050000001302,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(976,1,'cls',1,205,'time/train_epoch_s',59.718130334999997899,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(977,1,'cls',1,205,'train/grad_norm',0.0040329611783551915643,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(978,1,'cls',1,205,'train/loss',0.0088919502682770715923,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(979,1,'cls',1,205,'train/lr',0.29810911231274567212,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(980,1,'cls',1,205,'train/mean_r2',0.079249869728233585108,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(981,1,'cls',1,205,'train/mse',0.0088919502552902655173,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(1002,1,'cls',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(1003,1,'cls',1,205,'train/samples_per_s',438.96216865711761554,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(1004,1,'cls',1,205,'val/loss',0.0030404351963435670251,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(1005,1,'cls',1,205,'val/mean_r2',0.69419533518519849213,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(1006,1,'cls',1,205,'val/mse',0.0030404352281278362521,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(1027,1,'cls',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T01:50:00.671Z');
INSERT INTO metrics VALUES(1028,1,'cls',2,410,'time/eval_s',10.28754872899999917,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1029,1,'cls',2,410,'time/train_epoch_s',59.714737327000001697,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1030,1,'cls',2,410,'train/grad_norm',0.0018864441833390695451,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1031,1,'cls',2,410,'train/loss',0.0024785688304336432954,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1032,1,'cls',2,410,'train/lr',0.28974462516436416681,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1033,1,'cls',2,410,'train/mean_r2',0.74746327315533267476,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1034,1,'cls',2,410,'train/mse',0.0024785688301095613883,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1055,1,'cls',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1056,1,'cls',2,410,'train/samples_per_s',438.98711060975136887,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1057,1,'cls',2,410,'val/loss',0.0021446495212337156853,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1058,1,'cls',2,410,'val/mean_r2',0.78537918105920723199,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1059,1,'cls',2,410,'val/mse',0.0021446494762103413336,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1080,1,'cls',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T01:51:10.680Z');
INSERT INTO metrics VALUES(1081,1,'cls',3,615,'time/eval_s',10.592930573000000294,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1082,1,'cls',3,615,'time/train_epoch_s',94.714507655000005573,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1083,1,'cls',3,615,'train/grad_norm',0.0018223632831217311586,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1084,1,'cls',3,615,'train/loss',0.0019099004336361284899,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1085,1,'cls',3,615,'train/lr',0.27506566861438097593,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1086,1,'cls',3,615,'train/mean_r2',0.80508293107026884793,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1087,1,'cls',3,615,'train/mse',0.0019099004187098024727,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1108,1,'cls',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1109,1,'cls',3,615,'train/samples_per_s',276.76858222697160272,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1110,1,'cls',3,615,'val/loss',0.0017201186121243337238,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1111,1,'cls',3,615,'val/mean_r2',0.82312715344195908073,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1112,1,'cls',3,615,'val/mse',0.001720118599335135421,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1133,1,'cls',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T01:52:55.993Z');
INSERT INTO metrics VALUES(1134,1,'cls',4,820,'time/eval_s',10.691339284999999747,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1135,1,'cls',4,820,'time/train_epoch_s',115.63726015199999608,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1136,1,'cls',4,820,'train/grad_norm',0.001651361134902733143,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1137,1,'cls',4,820,'train/loss',0.0016008091384747903575,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1138,1,'cls',4,820,'train/lr',0.25473552271291088899,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1139,1,'cls',4,820,'train/mean_r2',0.83603271622316766009,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1140,1,'cls',4,820,'train/mse',0.001600809140317141499,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1161,1,'cls',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1162,1,'cls',4,820,'train/samples_per_s',226.69163871180336401,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1163,1,'cls',4,820,'val/loss',0.0013956435124989772979,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1164,1,'cls',4,820,'val/mean_r2',0.8552087858944086296,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1165,1,'cls',4,820,'val/mse',0.0013956435017904299678,0,'2026-11-26T01:55:02.336Z');
INSERT INTO metrics VALUES(1186,1,'cls',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T01:55:02.337Z');
INSERT INTO metrics VALUES(1187,1,'cls',5,1025,'time/eval_s',10.825519164999999333,0,'2026-11-26T01:57:02.339Z');
INSERT INTO metrics VALUES(1188,1,'cls',5,1025,'time/train_epoch_s',109.16831482499999594,0,'2026-11-26T01:57:02.339Z');
INSERT INTO metrics VALUES(1189,1,'cls',5,1025,'train/grad_norm',0.0016287601808449481046,0,'2026-11-26T01:57:02.339Z');
INSERT INTO metrics VALUES(1190,1,'cls',5,1025,'train/loss',0.0014325376053913368903,0,'2026-11-26T01:57:02.339Z');
INSERT INTO metrics VALUES(1191,1,'cls',5,1025,'train/lr',0.22967282088913920645,0,'2026-11-26T01:57:02.339Z');
INSERT INTO metrics VALUES(1192,1,'cls',5,1025,'train/mean_r2',0.85255340127482404088,0,'2026-11-26T01:57:02.339Z');
INSERT INTO metrics VALUES(1193,1,'cls',5,1025,'train/mse',0.0014325376050657388348,0,'2026-11-26T01:57:02.339Z');
INSERT INTO metrics VALUES(1214,1,'cls',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T01:57:02.340Z');
INSERT INTO metrics VALUES(1215,1,'cls',5,1025,'train/samples_per_s',240.12461896129667594,0,'2026-11-26T01:57:02.340Z');
INSERT INTO metrics VALUES(1216,1,'cls',5,1025,'val/loss',0.0014557908751491968092,0,'2026-11-26T01:57:02.340Z');
INSERT INTO metrics VALUES(1217,1,'cls',5,1025,'val/mean_r2',0.85218734270151030862,0,'2026-11-26T01:57:02.340Z');
INSERT INTO metrics VALUES(1218,1,'cls',5,1025,'val/mse',0.0014557908668264055683,0,'2026-11-26T01:57:02.340Z');
INSERT INTO metrics VALUES(1239,1,'cls',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T01:57:02.340Z');
INSERT INTO metrics VALUES(1240,1,'cls',6,1230,'time/eval_s',7.1616402980000000155,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1241,1,'cls',6,1230,'time/train_epoch_s',92.836587238000007008,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1242,1,'cls',6,1230,'train/grad_norm',0.001433786814010179619,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1243,1,'cls',6,1230,'train/loss',0.0012870417162676515802,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1244,1,'cls',6,1230,'train/lr',0.20101004078649242767,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1245,1,'cls',6,1230,'train/mean_r2',0.8667418199327421302,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1246,1,'cls',6,1230,'train/mse',0.0012870417145758013613,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1267,1,'cls',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1268,1,'cls',6,1230,'train/samples_per_s',282.36712248799733515,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1269,1,'cls',6,1230,'val/loss',0.0012967857054712096133,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1270,1,'cls',6,1230,'val/mean_r2',0.86991437334716237295,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1271,1,'cls',6,1230,'val/mse',0.0012967856973167030294,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1292,1,'cls',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T01:58:42.351Z');
INSERT INTO metrics VALUES(1293,1,'cls',7,1435,'time/eval_s',6.7692965169999999019,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1294,1,'cls',7,1435,'time/train_epoch_s',60.161126267999996742,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1295,1,'cls',7,1435,'train/grad_norm',0.0015220510324735830268,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1296,1,'cls',7,1435,'train/loss',0.0012836044525924169244,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1297,1,'cls',7,1435,'train/lr',0.17004233238093657831,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1298,1,'cls',7,1435,'train/mean_r2',0.86738284025802703247,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1299,1,'cls',7,1435,'train/mse',0.0012836044513129521091,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1320,1,'cls',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1321,1,'cls',7,1435,'train/samples_per_s',435.72987452436302644,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1322,1,'cls',7,1435,'val/loss',0.0012425140722377380451,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1323,1,'cls',7,1435,'val/mean_r2',0.87217045585887231773,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1324,1,'cls',7,1435,'val/mse',0.0012425140747394044539,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1345,1,'cls',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T01:59:49.289Z');
INSERT INTO metrics VALUES(1346,1,'cls',8,1640,'time/eval_s',6.755590009999999701,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1347,1,'cls',8,1640,'time/train_epoch_s',58.963157137000003159,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1348,1,'cls',8,1640,'train/grad_norm',0.0014222585996499330363,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1349,1,'cls',8,1640,'train/loss',0.001168695417059223288,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1350,1,'cls',8,1640,'train/lr',0.13816899562361192876,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1351,1,'cls',8,1640,'train/mean_r2',0.87877589647495957247,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1352,1,'cls',8,1640,'train/mse',0.0011686954144789238156,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1373,1,'cls',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1374,1,'cls',8,1640,'train/samples_per_s',444.58270677555759677,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1375,1,'cls',8,1640,'val/loss',0.0011373924619963277863,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1376,1,'cls',8,1640,'val/mean_r2',0.88461141104487239772,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1377,1,'cls',8,1640,'val/mse',0.001137392475267705056,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1398,1,'cls',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T02:00:55.014Z');
INSERT INTO metrics VALUES(1399,1,'cls',9,1845,'time/eval_s',11.780436822000000419,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1400,1,'cls',9,1845,'time/train_epoch_s',74.240369990000004917,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1401,1,'cls',9,1845,'train/grad_norm',0.0012970591614181858214,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1402,1,'cls',9,1845,'train/loss',0.0010680298270384308654,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1403,1,'cls',9,1845,'train/lr',0.10683025198596569904,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1404,1,'cls',9,1845,'train/mean_r2',0.889791860525356193,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1405,1,'cls',9,1845,'train/mse',0.0010680298325327413841,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1426,1,'cls',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1427,1,'cls',9,1845,'train/samples_per_s',353.09630061826146629,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1428,1,'cls',9,1845,'val/loss',0.0010399301404405987114,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1429,1,'cls',9,1845,'val/mean_r2',0.89451268680736928384,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1430,1,'cls',9,1845,'val/mse',0.0010399301370025055852,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1451,1,'cls',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T02:02:21.041Z');
INSERT INTO metrics VALUES(1452,1,'cls',10,2050,'time/eval_s',14.736829956999999424,0,'2026-11-26T02:04:19.734Z');
INSERT INTO metrics VALUES(1453,1,'cls',10,2050,'time/train_epoch_s',103.94365844600000059,0,'2026-11-26T02:04:19.734Z');
INSERT INTO metrics VALUES(1454,1,'cls',10,2050,'train/grad_norm',0.0012594739321573841534,0,'2026-11-26T02:04:19.734Z');
INSERT INTO metrics VALUES(1455,1,'cls',10,2050,'train/loss',0.00099164422626526181094,0,'2026-11-26T02:04:19.734Z');
INSERT INTO metrics VALUES(1456,1,'cls',10,2050,'train/lr',0.077442166934214032303,0,'2026-11-26T02:04:19.734Z');
INSERT INTO metrics VALUES(1457,1,'cls',10,2050,'train/mean_r2',0.89740738980085088538,0,'2026-11-26T02:04:19.734Z');
INSERT INTO metrics VALUES(1458,1,'cls',10,2050,'train/mse',0.00099164422753726731533,0,'2026-11-26T02:04:19.734Z');
INSERT INTO metrics VALUES(1479,1,'cls',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T02:04:19.735Z');
INSERT INTO metrics VALUES(1480,1,'cls',10,2050,'train/samples_per_s',252.19431749767105088,0,'2026-11-26T02:04:19.735Z');
INSERT INTO metrics VALUES(1481,1,'cls',10,2050,'val/loss',0.00095438102801561437368,0,'2026-11-26T02:04:19.735Z');
INSERT INTO metrics VALUES(1482,1,'cls',10,2050,'val/mean_r2',0.90356898681509334458,0,'2026-11-26T02:04:19.735Z');
INSERT INTO metrics VALUES(1483,1,'cls',10,2050,'val/mse',0.00095438103386366634258,0,'2026-11-26T02:04:19.735Z');
INSERT INTO metrics VALUES(1504,1,'cls',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T02:04:19.735Z');
INSERT INTO metrics VALUES(1505,1,'cls',11,2255,'time/eval_s',12.415129871999999622,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1506,1,'cls',11,2255,'time/train_epoch_s',100.08799490200000547,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1507,1,'cls',11,2255,'train/grad_norm',0.0011779894032969888493,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1508,1,'cls',11,2255,'train/loss',0.00093175385517282860968,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1509,1,'cls',11,2255,'train/lr',0.051332663911657021305,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1510,1,'cls',11,2255,'train/mean_r2',0.90357659533877554558,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1511,1,'cls',11,2255,'train/mse',0.00093175385716096309311,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1532,1,'cls',11,2255,'train/routing/unrouted',0.0,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1533,1,'cls',11,2255,'train/samples_per_s',261.90953296314040698,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1534,1,'cls',11,2255,'val/loss',0.00091188974186282424714,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1535,1,'cls',11,2255,'val/mean_r2',0.90715065227655389268,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1536,1,'cls',11,2255,'val/mse',0.00091188974587895694264,0,'2026-11-26T02:06:12.251Z');
INSERT INTO metrics VALUES(1557,1,'cls',11,2255,'val/routing/unrouted',0.0,0,'2026-11-26T02:06:12.255Z');
INSERT INTO metrics VALUES(1558,1,'cls',12,2460,'time/eval_s',10.496752103000000389,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1559,1,'cls',12,2460,'time/train_epoch_s',101.63926643000000637,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1560,1,'cls',12,2460,'train/grad_norm',0.001152554113224784878,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1561,1,'cls',12,2460,'train/loss',0.00092275675420723317875,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1562,1,'cls',12,2460,'train/lr',0.029681521086743420378,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1563,1,'cls',12,2460,'train/mean_r2',0.90332305720221772737,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1564,1,'cls',12,2460,'train/mse',0.00092275675878939757926,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1585,1,'cls',12,2460,'train/routing/unrouted',0.0,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1586,1,'cls',12,2460,'train/samples_per_s',257.91213298507864237,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1587,1,'cls',12,2460,'val/loss',0.00086544826017524441146,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1588,1,'cls',12,2460,'val/mean_r2',0.91039541211648733476,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1589,1,'cls',12,2460,'val/mse',0.00086544825504125471541,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1610,1,'cls',12,2460,'val/routing/unrouted',0.0,0,'2026-11-26T02:08:04.403Z');
INSERT INTO metrics VALUES(1611,1,'cls',13,2665,'time/eval_s',6.8153336559999999622,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1612,1,'cls',13,2665,'time/train_epoch_s',69.120100664999995386,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1613,1,'cls',13,2665,'train/grad_norm',0.00084451291903217388414,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1614,1,'cls',13,2665,'train/loss',0.0008302335396669168312,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1615,1,'cls',13,2665,'train/lr',0.013467062160415743318,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1616,1,'cls',13,2665,'train/mean_r2',0.91355084495259608612,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1617,1,'cls',13,2665,'train/mse',0.00083023354253346107276,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1638,1,'cls',13,2665,'train/routing/unrouted',0.0,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1639,1,'cls',13,2665,'train/samples_per_s',379.25291988577578194,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1640,1,'cls',13,2665,'val/loss',0.00082685436610552222238,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1641,1,'cls',13,2665,'val/mean_r2',0.91476124620251453301,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1642,1,'cls',13,2665,'val/mse',0.0008268543559835520116,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1663,1,'cls',13,2665,'val/routing/unrouted',0.0,0,'2026-11-26T02:09:20.352Z');
INSERT INTO metrics VALUES(1664,1,'cls',14,2870,'time/eval_s',14.123389694000000105,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1665,1,'cls',14,2870,'time/train_epoch_s',60.465747163999999714,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1666,1,'cls',14,2870,'train/grad_norm',0.00072438316618478511017,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1667,1,'cls',14,2870,'train/loss',0.00079956054075446913835,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1668,1,'cls',14,2870,'train/lr',0.0034219500500019149266,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1669,1,'cls',14,2870,'train/mean_r2',0.91677178560644601024,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1670,1,'cls',14,2870,'train/mse',0.00079956054412674436217,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1691,1,'cls',14,2870,'train/routing/unrouted',0.0,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1692,1,'cls',14,2870,'train/samples_per_s',433.53470732612146322,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1693,1,'cls',14,2870,'val/loss',0.00080320851170278281892,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1694,1,'cls',14,2870,'val/mean_r2',0.91705271715506364582,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1695,1,'cls',14,2870,'val/mse',0.00080320851297344228632,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1716,1,'cls',14,2870,'val/routing/unrouted',0.0,0,'2026-11-26T02:10:34.948Z');
INSERT INTO metrics VALUES(1717,1,'cls',15,3075,'time/eval_s',6.8989222410000001772,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1718,1,'cls',15,3075,'time/train_epoch_s',88.439948604999997884,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1719,1,'cls',15,3075,'train/grad_norm',0.00063090926098705426075,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1720,1,'cls',15,3075,'train/loss',0.00078203287483312705196,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1721,1,'cls',15,3075,'train/lr',8.0946373404167096636e-08,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1722,1,'cls',15,3075,'train/mean_r2',0.91853934419529392751,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1723,1,'cls',15,3075,'train/mse',0.00078203287100625106138,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1744,1,'cls',15,3075,'train/routing/unrouted',0.0,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1745,1,'cls',15,3075,'train/samples_per_s',296.40451417582551129,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1746,1,'cls',15,3075,'val/loss',0.0007928840527629271587,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1747,1,'cls',15,3075,'val/mean_r2',0.91827156063029258259,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1748,1,'cls',15,3075,'val/mse',0.00079288406663900377023,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1769,1,'cls',15,3075,'val/routing/unrouted',0.0,0,'2026-11-26T02:12:10.297Z');
INSERT INTO metrics VALUES(1770,1,'cls',15,0,'val/loss',0.0007928840527629271587,1,'2026-11-26T02:12:17.229Z');
INSERT INTO metrics VALUES(1771,1,'cls',15,0,'val/mean_r2',0.91827156063029258259,1,'2026-11-26T02:12:17.229Z');
INSERT INTO metrics VALUES(1772,1,'cls',15,0,'val/mse',0.00079288406663900377023,1,'2026-11-26T02:12:17.229Z');
INSERT INTO metrics VALUES(1793,1,'cls',15,0,'val/routing/unrouted',0.0,1,'2026-11-26T02:12:17.229Z');
INSERT INTO metrics VALUES(1794,1,'typing',1,205,'time/eval_s',6.8116899870000002792,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1795,1,'typing',1,205,'time/train_epoch_s',61.071026824999997016,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1796,1,'typing',1,205,'train/grad_norm',0.0054237777969186624221,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1797,1,'typing',1,205,'train/loss',0.0065150899852583323348,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1798,1,'typing',1,205,'train/lr',0.29810911231274567212,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1799,1,'typing',1,205,'train/mean_r2',0.321166306519775957,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1800,1,'typing',1,205,'train/mse',0.0065150899536082591476,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1821,1,'typing',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1822,1,'typing',1,205,'train/samples_per_s',429.23791137680780138,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1823,1,'typing',1,205,'val/loss',0.002295661116464232411,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1824,1,'typing',1,205,'val/mean_r2',0.76422075147677559492,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1825,1,'typing',1,205,'val/mse',0.0022956611389654004405,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1846,1,'typing',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T02:13:25.152Z');
INSERT INTO metrics VALUES(1847,1,'typing',2,410,'time/eval_s',6.9019604420000000288,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1848,1,'typing',2,410,'time/train_epoch_s',99.918128413000005137,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1849,1,'typing',2,410,'train/grad_norm',0.0019112549835770594602,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1850,1,'typing',2,410,'train/loss',0.001738429908975921978,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1851,1,'typing',2,410,'train/lr',0.28974462516436416681,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1852,1,'typing',2,410,'train/mean_r2',0.81750058090510435704,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1853,1,'typing',2,410,'train/mse',0.0017384299024127234257,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1874,1,'typing',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1875,1,'typing',2,410,'train/samples_per_s',262.35479403344572802,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1876,1,'typing',2,410,'val/loss',0.0013278516974556777482,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1877,1,'typing',2,410,'val/mean_r2',0.86245289966643878809,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1878,1,'typing',2,410,'val/mse',0.0013278517145269991012,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1899,1,'typing',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T02:15:11.980Z');
INSERT INTO metrics VALUES(1900,1,'typing',3,615,'time/eval_s',10.905116466999999147,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1901,1,'typing',3,615,'time/train_epoch_s',117.02586623499999518,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1902,1,'typing',3,615,'train/grad_norm',0.001841584639907700889,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1903,1,'typing',3,615,'train/loss',0.0010828846887343368098,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1904,1,'typing',3,615,'train/lr',0.27506566861438097593,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1905,1,'typing',3,615,'train/mean_r2',0.88576658657989992828,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1906,1,'typing',3,615,'train/mse',0.0010828846906719446531,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1927,1,'typing',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1928,1,'typing',3,615,'train/samples_per_s',224.00175998150348277,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1929,1,'typing',3,615,'val/loss',0.00092382663360725530022,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1930,1,'typing',3,615,'val/mean_r2',0.90179704200440169437,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1931,1,'typing',3,615,'val/mse',0.00092382663527082031079,0,'2026-11-26T02:17:19.919Z');
INSERT INTO metrics VALUES(1952,1,'typing',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T02:17:19.920Z');
INSERT INTO metrics VALUES(1953,1,'typing',4,820,'time/eval_s',9.6800687669999998519,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1954,1,'typing',4,820,'time/train_epoch_s',107.38339225500000396,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1955,1,'typing',4,820,'train/grad_norm',0.0017662077003567501314,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1956,1,'typing',4,820,'train/loss',0.00081246713475121917422,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1957,1,'typing',4,820,'train/lr',0.25473552271291088899,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1958,1,'typing',4,820,'train/mean_r2',0.91454016167021412453,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1959,1,'typing',4,820,'train/mse',0.00081246714287682081975,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1980,1,'typing',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1981,1,'typing',4,820,'train/samples_per_s',244.1159610393982291,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1982,1,'typing',4,820,'val/loss',0.00068775618503810623596,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1983,1,'typing',4,820,'val/mean_r2',0.92917747594359290097,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(1984,1,'typing',4,820,'val/mse',0.00068775618764554936022,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(2005,1,'typing',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T02:19:16.994Z');
INSERT INTO metrics VALUES(2006,1,'typing',5,1025,'time/eval_s',9.5817742740000007017,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2007,1,'typing',5,1025,'time/train_epoch_s',93.643515797999995701,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2008,1,'typing',5,1025,'train/grad_norm',0.0018062343102561808673,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2009,1,'typing',5,1025,'train/loss',0.00068641987793656889134,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2010,1,'typing',5,1025,'train/lr',0.22967282088913920645,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2011,1,'typing',5,1025,'train/mean_r2',0.92846424012058348385,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2012,1,'typing',5,1025,'train/mse',0.00068641987667763344413,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2033,1,'typing',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2034,1,'typing',5,1025,'train/samples_per_s',279.93395780383406191,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2035,1,'typing',5,1025,'val/loss',0.00064503175323288503874,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2036,1,'typing',5,1025,'val/mean_r2',0.93368495073163604303,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2037,1,'typing',5,1025,'val/mse',0.00064503174785979211763,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2058,1,'typing',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T02:21:00.229Z');
INSERT INTO metrics VALUES(2059,1,'typing',6,1230,'time/eval_s',6.806315784999999785,0,'2026-11-26T02:22:11.092Z');
INSERT INTO metrics VALUES(2060,1,'typing',6,1230,'time/train_epoch_s',64.049011982999999757,0,'2026-11-26T02:22:11.092Z');
INSERT INTO metrics VALUES(2061,1,'typing',6,1230,'train/grad_norm',0.0017288595432324743196,0,'2026-11-26T02:22:11.092Z');
INSERT INTO metrics VALUES(2062,1,'typing',6,1230,'train/loss',0.00056086506177023586275,0,'2026-11-26T02:22:11.092Z');
INSERT INTO metrics VALUES(2063,1,'typing',6,1230,'train/lr',0.20101004078649242767,0,'2026-11-26T02:22:11.092Z');
INSERT INTO metrics VALUES(2064,1,'typing',6,1230,'train/mean_r2',0.94189168976464576754,0,'2026-11-26T02:22:11.092Z');
INSERT INTO metrics VALUES(2065,1,'typing',6,1230,'train/mse',0.00056086506515222564646,0,'2026-11-26T02:22:11.092Z');
INSERT INTO metrics VALUES(2086,1,'typing',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T02:22:11.093Z');
INSERT INTO metrics VALUES(2087,1,'typing',6,1230,'train/samples_per_s',409.2803181250909006,0,'2026-11-26T02:22:11.093Z');
INSERT INTO metrics VALUES(2088,1,'typing',6,1230,'val/loss',0.00058867418607985353383,0,'2026-11-26T02:22:11.093Z');
INSERT INTO metrics VALUES(2089,1,'typing',6,1230,'val/mean_r2',0.93905503930254086153,0,'2026-11-26T02:22:11.093Z');
INSERT INTO metrics VALUES(2090,1,'typing',6,1230,'val/mse',0.00058867419067440006526,0,'2026-11-26T02:22:11.093Z');
INSERT INTO metrics VALUES(2111,1,'typing',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T02:22:11.093Z');
INSERT INTO metrics VALUES(2112,1,'typing',7,1435,'time/eval_s',7.0480697780000003405,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2113,1,'typing',7,1435,'time/train_epoch_s',61.215196882999997284,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2114,1,'typing',7,1435,'train/grad_norm',0.0016467603744098507131,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2115,1,'typing',7,1435,'train/loss',0.00048975411535957227762,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2116,1,'typing',7,1435,'train/lr',0.17004233238093657831,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2117,1,'typing',7,1435,'train/mean_r2',0.94917156613553643751,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2118,1,'typing',7,1435,'train/mse',0.00048975411897929626431,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2139,1,'typing',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2140,1,'typing',7,1435,'train/samples_per_s',428.22699811131150226,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2141,1,'typing',7,1435,'val/loss',0.00045748768882117747105,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2142,1,'typing',7,1435,'val/mean_r2',0.95231577526836264091,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2143,1,'typing',7,1435,'val/mse',0.00045748769176045541535,0,'2026-11-26T03:29:55.734Z');
INSERT INTO metrics VALUES(2164,1,'typing',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T03:29:55.735Z');
INSERT INTO metrics VALUES(2165,1,'typing',8,1640,'time/eval_s',14.901171781000000394,0,'2026-11-26T03:32:08.435Z');
INSERT INTO metrics VALUES(2166,1,'typing',8,1640,'time/train_epoch_s',117.78971116300000687,0,'2026-11-26T03:32:08.435Z');
INSERT INTO metrics VALUES(2167,1,'typing',8,1640,'train/grad_norm',0.0014532958671291608572,0,'2026-11-26T03:32:08.435Z');
INSERT INTO metrics VALUES(2168,1,'typing',8,1640,'train/loss',0.00041592415496844809203,0,'2026-11-26T03:32:08.435Z');
INSERT INTO metrics VALUES(2169,1,'typing',8,1640,'train/lr',0.13816899562361192876,0,'2026-11-26T03:32:08.435Z');
INSERT INTO metrics VALUES(2170,1,'typing',8,1640,'train/mean_r2',0.95669866964738015102,0,'2026-11-26T03:32:08.435Z');
INSERT INTO metrics VALUES(2171,1,'typing',8,1640,'train/mse',0.00041592415455646986055,0,'2026-11-26T03:32:08.435Z');
INSERT INTO metrics VALUES(2192,1,'typing',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T03:32:08.439Z');
INSERT INTO metrics VALUES(2193,1,'typing',8,1640,'train/samples_per_s',222.54914916740466423,0,'2026-11-26T03:32:08.439Z');
INSERT INTO metrics VALUES(2194,1,'typing',8,1640,'val/loss',0.00036131861708694649549,0,'2026-11-26T03:32:08.439Z');
INSERT INTO metrics VALUES(2195,1,'typing',8,1640,'val/mean_r2',0.96360651740950142851,0,'2026-11-26T03:32:08.439Z');
INSERT INTO metrics VALUES(2196,1,'typing',8,1640,'val/mse',0.00036131861492510336259,0,'2026-11-26T03:32:08.439Z');
INSERT INTO metrics VALUES(2217,1,'typing',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T03:32:08.439Z');
INSERT INTO metrics VALUES(2218,1,'typing',9,1845,'time/eval_s',11.328378813000000491,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2219,1,'typing',9,1845,'time/train_epoch_s',118.82538539200000115,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2220,1,'typing',9,1845,'train/grad_norm',0.0015400678964286316271,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2221,1,'typing',9,1845,'train/loss',0.0003526664021992468494,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2222,1,'typing',9,1845,'train/lr',0.10683025198596569904,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2223,1,'typing',9,1845,'train/mean_r2',0.96338290486299449355,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2224,1,'typing',9,1845,'train/mse',0.00035266640358273836954,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2245,1,'typing',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2246,1,'typing',9,1845,'train/samples_per_s',220.60942544828367316,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2247,1,'typing',9,1845,'val/loss',0.0003434866595388636791,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2248,1,'typing',9,1845,'val/mean_r2',0.96531847541828808001,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2249,1,'typing',9,1845,'val/mse',0.00034348666000553709125,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2270,1,'typing',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T03:34:18.614Z');
INSERT INTO metrics VALUES(2271,1,'typing',10,2050,'time/eval_s',11.60651987099999971,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2272,1,'typing',10,2050,'time/train_epoch_s',103.8751739199999946,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2273,1,'typing',10,2050,'train/grad_norm',0.0013865275504408268447,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2274,1,'typing',10,2050,'train/loss',0.00029158537107368243633,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2275,1,'typing',10,2050,'train/lr',0.077442166934214032303,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2276,1,'typing',10,2050,'train/mean_r2',0.96971824975541076607,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2277,1,'typing',10,2050,'train/mse',0.00029158537112202950487,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2298,1,'typing',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2299,1,'typing',10,2050,'train/samples_per_s',252.36058829792042956,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2300,1,'typing',10,2050,'val/loss',0.00026648159997212607016,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2301,1,'typing',10,2050,'val/mean_r2',0.97292773758828876573,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2302,1,'typing',10,2050,'val/mse',0.00026648159934647517189,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2323,1,'typing',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T03:36:14.109Z');
INSERT INTO metrics VALUES(2324,1,'typing',11,2255,'time/eval_s',6.9517976810000003951,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2325,1,'typing',11,2255,'time/train_epoch_s',95.254974970999995772,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2326,1,'typing',11,2255,'train/grad_norm',0.001279061084624561655,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2327,1,'typing',11,2255,'train/loss',0.00024253614801343493351,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2328,1,'typing',11,2255,'train/lr',0.051332663911657021305,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2329,1,'typing',11,2255,'train/mean_r2',0.97484929602393799452,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2330,1,'typing',11,2255,'train/mse',0.0002425361476558643794,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2351,1,'typing',11,2255,'train/routing/unrouted',0.0,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2352,1,'typing',11,2255,'train/samples_per_s',275.19822463845849825,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2353,1,'typing',11,2255,'val/loss',0.00024786021921168821871,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2354,1,'typing',11,2255,'val/mean_r2',0.974553810567152623,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2355,1,'typing',11,2255,'val/mse',0.00024786021686244209556,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2376,1,'typing',11,2255,'val/routing/unrouted',0.0,0,'2026-11-26T03:37:56.329Z');
INSERT INTO metrics VALUES(2377,1,'typing',12,2460,'time/eval_s',10.099179169999999317,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2378,1,'typing',12,2460,'time/train_epoch_s',77.434698655999994799,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2379,1,'typing',12,2460,'train/grad_norm',0.0012339945283445824704,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2380,1,'typing',12,2460,'train/loss',0.00021275316387760935944,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2381,1,'typing',12,2460,'train/lr',0.029681521086743420378,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2382,1,'typing',12,2460,'train/mean_r2',0.9779789117340198512,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2383,1,'typing',12,2460,'train/mse',0.00021275316246742738391,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2404,1,'typing',12,2460,'train/routing/unrouted',0.0,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2405,1,'typing',12,2460,'train/samples_per_s',338.5304063292666683,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2406,1,'typing',12,2460,'val/loss',0.00021800979293483120462,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2407,1,'typing',12,2460,'val/mean_r2',0.97812229989990040479,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2408,1,'typing',12,2460,'val/mse',0.0002180097950603828924,0,'2026-11-26T03:39:23.876Z');
INSERT INTO metrics VALUES(2429,1,'typing',12,2460,'val/routing/unrouted',0.0,0,'2026-11-26T03:39:23.877Z');
INSERT INTO metrics VALUES(2430,1,'typing',13,2665,'time/eval_s',10.188518736000000686,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2431,1,'typing',13,2665,'time/train_epoch_s',64.323667846000006421,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2432,1,'typing',13,2665,'train/grad_norm',0.00099359267113003431511,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2433,1,'typing',13,2665,'train/loss',0.00018555882053018513946,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2434,1,'typing',13,2665,'train/lr',0.013467062160415743318,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2435,1,'typing',13,2665,'train/mean_r2',0.9807702631866691556,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2436,1,'typing',13,2665,'train/mse',0.00018555881907972020142,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2457,1,'typing',13,2665,'train/routing/unrouted',0.0,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2458,1,'typing',13,2665,'train/samples_per_s',407.53273060796283287,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2459,1,'typing',13,2665,'val/loss',0.00018403452789121207337,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2460,1,'typing',13,2665,'val/mean_r2',0.98130051645650717695,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2461,1,'typing',13,2665,'val/mse',0.00018403452812020554686,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2482,1,'typing',13,2665,'val/routing/unrouted',0.0,0,'2026-11-26T03:40:38.397Z');
INSERT INTO metrics VALUES(2483,1,'typing',14,2870,'time/eval_s',11.796744848999999533,0,'2026-11-26T03:42:23.559Z');
INSERT INTO metrics VALUES(2484,1,'typing',14,2870,'time/train_epoch_s',93.356865483000007087,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2485,1,'typing',14,2870,'train/grad_norm',0.00075006529024415993268,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2486,1,'typing',14,2870,'train/loss',0.00016893163767989116306,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2487,1,'typing',14,2870,'train/lr',0.0034219500500019149266,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2488,1,'typing',14,2870,'train/mean_r2',0.98252071248645678203,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2489,1,'typing',14,2870,'train/mse',0.00016893163879550137144,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2510,1,'typing',14,2870,'train/routing/unrouted',0.0,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2511,1,'typing',14,2870,'train/samples_per_s',280.79348920271417001,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2512,1,'typing',14,2870,'val/loss',0.00017440865725045596535,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2513,1,'typing',14,2870,'val/mean_r2',0.98234358244482178346,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2514,1,'typing',14,2870,'val/mse',0.00017440865713415256831,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2535,1,'typing',14,2870,'val/routing/unrouted',0.0,0,'2026-11-26T03:42:23.560Z');
INSERT INTO metrics VALUES(2536,1,'typing',15,3075,'time/eval_s',11.71007796600000006,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2537,1,'typing',15,3075,'time/train_epoch_s',102.9840177020000027,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2538,1,'typing',15,3075,'train/grad_norm',0.00065060499317308028311,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2539,1,'typing',15,3075,'train/loss',0.00016169449343594432654,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2540,1,'typing',15,3075,'train/lr',8.0946373404167096636e-08,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2541,1,'typing',15,3075,'train/mean_r2',0.98326437626492302346,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2542,1,'typing',15,3075,'train/mse',0.00016169449454075994704,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2563,1,'typing',15,3075,'train/routing/unrouted',0.0,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2564,1,'typing',15,3075,'train/samples_per_s',254.54435149203652598,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2565,1,'typing',15,3075,'val/loss',0.00017175877453147358922,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2566,1,'typing',15,3075,'val/mean_r2',0.98262939293485784819,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2567,1,'typing',15,3075,'val/mse',0.00017175877694490738123,0,'2026-11-26T03:44:18.271Z');
INSERT INTO metrics VALUES(2588,1,'typing',15,3075,'val/routing/unrouted',0.0,0,'2026-11-26T03:44:18.272Z');
INSERT INTO metrics VALUES(2589,1,'typing',15,0,'val/loss',0.00017175877453147358922,1,'2026-11-26T03:44:30.243Z');
INSERT INTO metrics VALUES(2590,1,'typing',15,0,'val/mean_r2',0.98262939293485784819,1,'2026-11-26T03:44:30.243Z');
INSERT INTO metrics VALUES(2591,1,'typing',15,0,'val/mse',0.00017175877694490738123,1,'2026-11-26T03:44:30.243Z');
INSERT INTO metrics VALUES(2612,1,'typing',15,0,'val/routing/unrouted',0.0,1,'2026-11-26T03:44:30.243Z');
INSERT INTO metrics VALUES(2613,1,'all',1,205,'time/eval_s',11.572280866999999915,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2614,1,'all',1,205,'time/train_epoch_s',137.53106427899999175,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2615,1,'all',1,205,'train/grad_norm',0.18683379605049041383,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2616,1,'all',1,205,'train/loss',0.0054496652115213978576,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2617,1,'all',1,205,'train/lr',0.039747881641699428501,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2618,1,'all',1,205,'train/mean_r2',0.43856471412657843655,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2619,1,'all',1,205,'train/mse',0.0054496652450269156622,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2640,1,'all',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2641,1,'all',1,205,'train/samples_per_s',190.60421103716194579,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2642,1,'all',1,205,'val/loss',0.00069135504119207031367,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2643,1,'all',1,205,'val/mean_r2',0.92914826755318780104,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2644,1,'all',1,205,'val/mse',0.00069135504522157111353,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2665,1,'all',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T03:46:59.422Z');
INSERT INTO metrics VALUES(2666,1,'all',2,410,'time/eval_s',12.381997758000000686,0,'2026-11-26T03:49:35.793Z');
INSERT INTO metrics VALUES(2667,1,'all',2,410,'time/train_epoch_s',143.96355175599998688,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2668,1,'all',2,410,'train/grad_norm',0.049060617391837806067,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2669,1,'all',2,410,'train/loss',0.00061639181944867990625,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2670,1,'all',2,410,'train/lr',0.038632616688581894459,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2671,1,'all',2,410,'train/mean_r2',0.93584738376253162606,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2672,1,'all',2,410,'train/mse',0.00061639182379641182466,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2693,1,'all',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2694,1,'all',2,410,'train/samples_per_s',182.08775540929565295,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2695,1,'all',2,410,'val/loss',0.00044412835180379455195,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2696,1,'all',2,410,'val/mean_r2',0.95437363408449371604,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2697,1,'all',2,410,'val/mse',0.00044412835709815780705,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2718,1,'all',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T03:49:35.795Z');
INSERT INTO metrics VALUES(2719,1,'all',3,615,'time/eval_s',11.443715204000000085,0,'2026-11-26T03:52:07.966Z');
INSERT INTO metrics VALUES(2720,1,'all',3,615,'time/train_epoch_s',140.69365669000001161,0,'2026-11-26T03:52:07.966Z');
INSERT INTO metrics VALUES(2721,1,'all',3,615,'train/grad_norm',0.027307109580170817186,0,'2026-11-26T03:52:07.966Z');
INSERT INTO metrics VALUES(2722,1,'all',3,615,'train/loss',0.00023939837480636507642,0,'2026-11-26T03:52:07.966Z');
INSERT INTO metrics VALUES(2723,1,'all',3,615,'train/lr',0.036675422481917463457,0,'2026-11-26T03:52:07.966Z');
INSERT INTO metrics VALUES(2724,1,'all',3,615,'train/mean_r2',0.9750670484623997769,0,'2026-11-26T03:52:07.966Z');
INSERT INTO metrics VALUES(2725,1,'all',3,615,'train/mse',0.00023939837613126847956,0,'2026-11-26T03:52:07.966Z');
INSERT INTO metrics VALUES(2746,1,'all',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T03:52:07.967Z');
INSERT INTO metrics VALUES(2747,1,'all',3,615,'train/samples_per_s',186.31970066539037133,0,'2026-11-26T03:52:07.967Z');
INSERT INTO metrics VALUES(2748,1,'all',3,615,'val/loss',0.00050133756379628724528,0,'2026-11-26T03:52:07.967Z');
INSERT INTO metrics VALUES(2749,1,'all',3,615,'val/mean_r2',0.94960342019553356518,0,'2026-11-26T03:52:07.967Z');
INSERT INTO metrics VALUES(2750,1,'all',3,615,'val/mse',0.00050133756916745169599,0,'2026-11-26T03:52:07.967Z');
INSERT INTO metrics VALUES(2771,1,'all',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T03:52:07.967Z');
INSERT INTO metrics VALUES(2772,1,'all',4,820,'time/eval_s',12.320204334999999673,0,'2026-11-26T03:54:39.222Z');
INSERT INTO metrics VALUES(2773,1,'all',4,820,'time/train_epoch_s',138.90040130799999928,0,'2026-11-26T03:54:39.222Z');
INSERT INTO metrics VALUES(2774,1,'all',4,820,'train/grad_norm',0.026548616901585241067,0,'2026-11-26T03:54:39.222Z');
INSERT INTO metrics VALUES(2775,1,'all',4,820,'train/loss',0.00024067202344502461059,0,'2026-11-26T03:54:39.222Z');
INSERT INTO metrics VALUES(2776,1,'all',4,820,'train/lr',0.033964736361721453716,0,'2026-11-26T03:54:39.222Z');
INSERT INTO metrics VALUES(2777,1,'all',4,820,'train/mean_r2',0.97501686419089406143,0,'2026-11-26T03:54:39.222Z');
INSERT INTO metrics VALUES(2778,1,'all',4,820,'train/mse',0.00024067202262155785465,0,'2026-11-26T03:54:39.222Z');
INSERT INTO metrics VALUES(2799,1,'all',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T03:54:39.223Z');
INSERT INTO metrics VALUES(2800,1,'all',4,820,'train/samples_per_s',188.72515668167619651,0,'2026-11-26T03:54:39.223Z');
INSERT INTO metrics VALUES(2801,1,'all',4,820,'val/loss',0.00015763590680381657006,0,'2026-11-26T03:54:39.223Z');
INSERT INTO metrics VALUES(2802,1,'all',4,820,'val/mean_r2',0.98373861270368101461,0,'2026-11-26T03:54:39.223Z');
INSERT INTO metrics VALUES(2803,1,'all',4,820,'val/mse',0.00015763590753371310064,0,'2026-11-26T03:54:39.223Z');
INSERT INTO metrics VALUES(2824,1,'all',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T03:54:39.223Z');
INSERT INTO metrics VALUES(2825,1,'all',5,1025,'time/eval_s',20.419010008000000766,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2826,1,'all',5,1025,'time/train_epoch_s',187.01656169899999326,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2827,1,'all',5,1025,'train/grad_norm',0.018430574874325495599,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2828,1,'all',5,1025,'train/loss',0.00014384200345323393775,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2829,1,'all',5,1025,'train/lr',0.030623042785218563405,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2830,1,'all',5,1025,'train/mean_r2',0.98510419969143314666,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2831,1,'all',5,1025,'train/mse',0.00014384200338443125393,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2852,1,'all',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2853,1,'all',5,1025,'train/samples_per_s',140.16940404556785893,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2854,1,'all',5,1025,'val/loss',8.0639925386337394149e-05,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2855,1,'all',5,1025,'val/mean_r2',0.99180499809554145684,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2856,1,'all',5,1025,'val/mse',8.0639925412241247318e-05,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2877,1,'all',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T03:58:06.693Z');
INSERT INTO metrics VALUES(2878,1,'all',6,1230,'time/eval_s',11.07538546700000026,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2879,1,'all',6,1230,'time/train_epoch_s',143.38675632499999323,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2880,1,'all',6,1230,'train/grad_norm',0.013739383958916112291,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2881,1,'all',6,1230,'train/loss',9.3702429783558383816e-05,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2882,1,'all',6,1230,'train/lr',0.026801338771532325078,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2883,1,'all',6,1230,'train/mean_r2',0.99031780314915773821,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2884,1,'all',6,1230,'train/mse',9.3702429239465821475e-05,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2905,1,'all',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2906,1,'all',6,1230,'train/samples_per_s',182.82023160202763279,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2907,1,'all',6,1230,'val/loss',4.4971147988841044039e-05,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2908,1,'all',6,1230,'val/mean_r2',0.99531461468382897983,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2909,1,'all',6,1230,'val/mse',4.4971147980895556511e-05,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2930,1,'all',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T04:00:41.194Z');
INSERT INTO metrics VALUES(2931,1,'all',7,1435,'time/eval_s',10.255070223000000595,0,'2026-11-26T04:03:21.665Z');
INSERT INTO metrics VALUES(2932,1,'all',7,1435,'time/train_epoch_s',150.19999711599999158,0,'2026-11-26T04:03:21.665Z');
INSERT INTO metrics VALUES(2933,1,'all',7,1435,'train/grad_norm',0.0094473503632243813199,0,'2026-11-26T04:03:21.665Z');
INSERT INTO metrics VALUES(2934,1,'all',7,1435,'train/loss',5.5637321371451527629e-05,0,'2026-11-26T04:03:21.665Z');
INSERT INTO metrics VALUES(2935,1,'all',7,1435,'train/lr',0.022672310984124876415,0,'2026-11-26T04:03:21.665Z');
INSERT INTO metrics VALUES(2936,1,'all',7,1435,'train/mean_r2',0.99429021518050275663,0,'2026-11-26T04:03:21.665Z');
INSERT INTO metrics VALUES(2937,1,'all',7,1435,'train/mse',5.563732116176348677e-05,0,'2026-11-26T04:03:21.665Z');
INSERT INTO metrics VALUES(2958,1,'all',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T04:03:21.666Z');
INSERT INTO metrics VALUES(2959,1,'all',7,1435,'train/samples_per_s',174.52730028852687382,0,'2026-11-26T04:03:21.666Z');
INSERT INTO metrics VALUES(2960,1,'all',7,1435,'val/loss',5.0818016038593210475e-05,0,'2026-11-26T04:03:21.666Z');
INSERT INTO metrics VALUES(2961,1,'all',7,1435,'val/mean_r2',0.99517419269420348548,0,'2026-11-26T04:03:21.666Z');
INSERT INTO metrics VALUES(2962,1,'all',7,1435,'val/mse',5.0818015789381697504e-05,0,'2026-11-26T04:03:21.666Z');
INSERT INTO metrics VALUES(2983,1,'all',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T04:03:21.666Z');
INSERT INTO metrics VALUES(2984,1,'all',8,1640,'time/eval_s',12.268923687999999216,0,'2026-11-26T04:06:02.436Z');
INSERT INTO metrics VALUES(2985,1,'all',8,1640,'time/train_epoch_s',148.48072411199999009,0,'2026-11-26T04:06:02.436Z');
INSERT INTO metrics VALUES(2986,1,'all',8,1640,'train/grad_norm',0.0097168768125745225844,0,'2026-11-26T04:06:02.436Z');
INSERT INTO metrics VALUES(2987,1,'all',8,1640,'train/loss',4.7303698892206102327e-05,0,'2026-11-26T04:06:02.436Z');
INSERT INTO metrics VALUES(2988,1,'all',8,1640,'train/lr',0.018422532749814923835,0,'2026-11-26T04:06:02.436Z');
INSERT INTO metrics VALUES(2989,1,'all',8,1640,'train/mean_r2',0.99509120439618092834,0,'2026-11-26T04:06:02.436Z');
INSERT INTO metrics VALUES(2990,1,'all',8,1640,'train/mse',4.7303699006138396647e-05,0,'2026-11-26T04:06:02.436Z');
INSERT INTO metrics VALUES(3011,1,'all',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T04:06:02.437Z');
INSERT INTO metrics VALUES(3012,1,'all',8,1640,'train/samples_per_s',176.548169176671081,0,'2026-11-26T04:06:02.437Z');
INSERT INTO metrics VALUES(3013,1,'all',8,1640,'val/loss',3.6140440447834633547e-05,0,'2026-11-26T04:06:02.437Z');
INSERT INTO metrics VALUES(3014,1,'all',8,1640,'val/mean_r2',0.99620122900688079514,0,'2026-11-26T04:06:02.437Z');
INSERT INTO metrics VALUES(3015,1,'all',8,1640,'val/mse',3.6140440331702818283e-05,0,'2026-11-26T04:06:02.437Z');
INSERT INTO metrics VALUES(3036,1,'all',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T04:06:02.437Z');
INSERT INTO metrics VALUES(3037,1,'all',9,1845,'time/eval_s',6.9211941780000003632,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3038,1,'all',9,1845,'time/train_epoch_s',116.46837808099999733,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3039,1,'all',9,1845,'train/grad_norm',0.0035223209333219906644,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3040,1,'all',9,1845,'train/loss',2.0772689470949422603e-05,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3041,1,'all',9,1845,'train/lr',0.014244033598128759757,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3042,1,'all',9,1845,'train/mean_r2',0.99787882877786115987,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3043,1,'all',9,1845,'train/mse',2.0772689561671601316e-05,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3064,1,'all',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3065,1,'all',9,1845,'train/samples_per_s',225.07396798956889939,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3066,1,'all',9,1845,'val/loss',1.4614338665047995385e-05,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3067,1,'all',9,1845,'val/mean_r2',0.99846113199113994962,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3068,1,'all',9,1845,'val/mse',1.4614338660866139515e-05,0,'2026-11-26T04:08:05.844Z');
INSERT INTO metrics VALUES(3089,1,'all',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T04:08:05.845Z');
INSERT INTO metrics VALUES(3090,1,'all',10,2050,'time/eval_s',7.265836930999999943,0,'2026-11-26T04:09:37.044Z');
INSERT INTO metrics VALUES(3091,1,'all',10,2050,'time/train_epoch_s',83.915647938000006433,0,'2026-11-26T04:09:37.044Z');
INSERT INTO metrics VALUES(3092,1,'all',10,2050,'train/grad_norm',0.0027652481931443439328,0,'2026-11-26T04:09:37.044Z');
INSERT INTO metrics VALUES(3093,1,'all',10,2050,'train/loss',1.3033918849288538308e-05,0,'2026-11-26T04:09:37.044Z');
INSERT INTO metrics VALUES(3094,1,'all',10,2050,'train/lr',0.010325622257895204769,0,'2026-11-26T04:09:37.044Z');
INSERT INTO metrics VALUES(3095,1,'all',10,2050,'train/mean_r2',0.9986570885842912526,0,'2026-11-26T04:09:37.044Z');
INSERT INTO metrics VALUES(3096,1,'all',10,2050,'train/mse',1.3033918690530650559e-05,0,'2026-11-26T04:09:37.044Z');
INSERT INTO metrics VALUES(3117,1,'all',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T04:09:37.045Z');
INSERT INTO metrics VALUES(3118,1,'all',10,2050,'train/samples_per_s',312.38512296738593931,0,'2026-11-26T04:09:37.045Z');
INSERT INTO metrics VALUES(3119,1,'all',10,2050,'val/loss',1.0945919320072876473e-05,0,'2026-11-26T04:09:37.045Z');
INSERT INTO metrics VALUES(3120,1,'all',10,2050,'val/mean_r2',0.99888851832551472931,0,'2026-11-26T04:09:37.045Z');
INSERT INTO metrics VALUES(3121,1,'all',10,2050,'val/mse',1.0945919413471345566e-05,0,'2026-11-26T04:09:37.045Z');
INSERT INTO metrics VALUES(3142,1,'all',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T04:09:37.045Z');
INSERT INTO metrics VALUES(3143,1,'all',11,2255,'time/eval_s',7.1253304369999996836,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3144,1,'all',11,2255,'time/train_epoch_s',85.36129809800000601,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3145,1,'all',11,2255,'train/grad_norm',0.0017404532619388545996,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3146,1,'all',11,2255,'train/loss',8.5259223314807087547e-06,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3147,1,'all',11,2255,'train/lr',0.0068443551882209361161,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3148,1,'all',11,2255,'train/mean_r2',0.99912388418237296772,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3149,1,'all',11,2255,'train/mse',8.5259223317173121617e-06,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3170,1,'all',11,2255,'train/routing/unrouted',0.0,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3171,1,'all',11,2255,'train/samples_per_s',307.09467386384778819,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3172,1,'all',11,2255,'val/loss',8.2185083545294868425e-06,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3173,1,'all',11,2255,'val/mean_r2',0.99916785473589708743,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3174,1,'all',11,2255,'val/mse',8.2185082725708024833e-06,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3195,1,'all',11,2255,'val/routing/unrouted',0.0,0,'2026-11-26T04:11:09.552Z');
INSERT INTO metrics VALUES(3196,1,'all',12,2460,'time/eval_s',7.3807437670000002327,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3197,1,'all',12,2460,'time/train_epoch_s',83.416799455000003151,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3198,1,'all',12,2460,'train/grad_norm',0.0011744031268058389115,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3199,1,'all',12,2460,'train/loss',6.5708926025701193552e-06,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3200,1,'all',12,2460,'train/lr',0.0039575361448991232954,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3201,1,'all',12,2460,'train/mean_r2',0.99932407954003410477,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3202,1,'all',12,2460,'train/mse',6.5708926117984848701e-06,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3223,1,'all',12,2460,'train/routing/unrouted',0.0,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3224,1,'all',12,2460,'train/samples_per_s',314.25324600401859243,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3225,1,'all',12,2460,'val/loss',6.8504716931992767946e-06,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3226,1,'all',12,2460,'val/mean_r2',0.99930505206821607089,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3227,1,'all',12,2460,'val/mse',6.8504717299245247458e-06,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3248,1,'all',12,2460,'val/routing/unrouted',0.0,0,'2026-11-26T04:12:40.376Z');
INSERT INTO metrics VALUES(3249,1,'all',13,2665,'time/eval_s',12.735219923000000719,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3250,1,'all',13,2665,'time/train_epoch_s',124.06158783799999411,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3251,1,'all',13,2665,'train/grad_norm',0.00090969192849404024048,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3252,1,'all',13,2665,'train/loss',5.4896847926819479523e-06,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3253,1,'all',13,2665,'train/lr',0.0017956082880554325581,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3254,1,'all',13,2665,'train/mean_r2',0.99943273586936975938,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3255,1,'all',13,2665,'train/mse',5.4896848164805244515e-06,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3276,1,'all',13,2665,'train/routing/unrouted',0.0,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3277,1,'all',13,2665,'train/samples_per_s',211.29827899857545503,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3278,1,'all',13,2665,'val/loss',6.3515844917758907104e-06,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3279,1,'all',13,2665,'val/mean_r2',0.99935093443562394988,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3280,1,'all',13,2665,'val/mse',6.3515844075851356216e-06,0,'2026-11-26T04:14:57.193Z');
INSERT INTO metrics VALUES(3301,1,'all',13,2665,'val/routing/unrouted',0.0,0,'2026-11-26T04:14:57.194Z');
INSERT INTO metrics VALUES(3302,1,'all',14,2870,'time/eval_s',11.125885853999999853,0,'2026-11-26T04:17:17.166Z');
INSERT INTO metrics VALUES(3303,1,'all',14,2870,'time/train_epoch_s',128.81501087300000563,0,'2026-11-26T04:17:17.166Z');
INSERT INTO metrics VALUES(3304,1,'all',14,2870,'train/grad_norm',0.00058961004762705872435,0,'2026-11-26T04:17:17.166Z');
INSERT INTO metrics VALUES(3305,1,'all',14,2870,'train/loss',4.852387703822886031e-06,0,'2026-11-26T04:17:17.166Z');
INSERT INTO metrics VALUES(3306,1,'all',14,2870,'train/lr',0.00045626000666692200467,0,'2026-11-26T04:17:17.166Z');
INSERT INTO metrics VALUES(3307,1,'all',14,2870,'train/mean_r2',0.99949828107310634273,0,'2026-11-26T04:17:17.166Z');
INSERT INTO metrics VALUES(3308,1,'all',14,2870,'train/mse',4.8523876857600414152e-06,0,'2026-11-26T04:17:17.166Z');
INSERT INTO metrics VALUES(3329,1,'all',14,2870,'train/routing/unrouted',0.0,0,'2026-11-26T04:17:17.167Z');
INSERT INTO metrics VALUES(3330,1,'all',14,2870,'train/samples_per_s',203.50112787588585661,0,'2026-11-26T04:17:17.167Z');
INSERT INTO metrics VALUES(3331,1,'all',14,2870,'val/loss',5.7706465499556569252e-06,0,'2026-11-26T04:17:17.167Z');
INSERT INTO metrics VALUES(3332,1,'all',14,2870,'val/mean_r2',0.99941330586659904433,0,'2026-11-26T04:17:17.167Z');
INSERT INTO metrics VALUES(3333,1,'all',14,2870,'val/mse',5.7706465295195733741e-06,0,'2026-11-26T04:17:17.167Z');
INSERT INTO metrics VALUES(3354,1,'all',14,2870,'val/routing/unrouted',0.0,0,'2026-11-26T04:17:17.167Z');
INSERT INTO metrics VALUES(3355,1,'all',15,3075,'time/eval_s',14.766040234000000098,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3356,1,'all',15,3075,'time/train_epoch_s',139.60578469399999335,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3357,1,'all',15,3075,'train/grad_norm',0.00039266989156092719451,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3358,1,'all',15,3075,'train/loss',4.5823407526712767517e-06,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3359,1,'all',15,3075,'train/lr',1.0792849787222280875e-08,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3360,1,'all',15,3075,'train/mean_r2',0.99952651632414801774,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3361,1,'all',15,3075,'train/mse',4.5823407085967457394e-06,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3382,1,'all',15,3075,'train/routing/unrouted',0.0,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3383,1,'all',15,3075,'train/samples_per_s',187.77158881673926771,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3384,1,'all',15,3075,'val/loss',5.6474547382500107318e-06,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3385,1,'all',15,3075,'val/mean_r2',0.99942492990165265887,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3386,1,'all',15,3075,'val/mse',5.6474547377054413917e-06,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3407,1,'all',15,3075,'val/routing/unrouted',0.0,0,'2026-11-26T04:19:51.578Z');
INSERT INTO metrics VALUES(3408,1,'all',15,0,'val/loss',5.6474547382500107318e-06,1,'2026-11-26T04:20:06.796Z');
INSERT INTO metrics VALUES(3409,1,'all',15,0,'val/mean_r2',0.99942492990165265887,1,'2026-11-26T04:20:06.796Z');
INSERT INTO metrics VALUES(3410,1,'all',15,0,'val/mse',5.6474547377054413917e-06,1,'2026-11-26T04:20:06.796Z');
INSERT INTO metrics VALUES(3431,1,'all',15,0,'val/routing/unrouted',0.0,1,'2026-11-26T04:20:06.797Z');
INSERT INTO metrics VALUES(3432,2,'pretrain',1,205,'time/eval_s',31.907017474999999962,0,'2026-11-26T04:26:19.825Z');
INSERT INTO metrics VALUES(3433,2,'pretrain',1,205,'time/train_epoch_s',341.06272981600000092,0,'2026-11-26T04:26:19.825Z');
INSERT INTO metrics VALUES(3434,2,'pretrain',1,205,'train/grad_norm',0.26059359977158103038,0,'2026-11-26T04:26:19.825Z');
INSERT INTO metrics VALUES(3435,2,'pretrain',1,205,'train/loss',0.016680622061735421446,0,'2026-11-26T04:26:19.825Z');
INSERT INTO metrics VALUES(3436,2,'pretrain',1,205,'train/lr',0.019712304187958266943,0,'2026-11-26T04:26:19.825Z');
INSERT INTO metrics VALUES(3437,2,'pretrain',1,205,'train/mean_r2',-0.58552718000701342582,0,'2026-11-26T04:26:19.825Z');
INSERT INTO metrics VALUES(3438,2,'pretrain',1,205,'train/mse',0.016680622001929178155,0,'2026-11-26T04:26:19.825Z');
INSERT INTO metrics VALUES(3479,2,'pretrain',1,205,'train/routing/unrouted',9.7657737956036505602e-05,0,'2026-11-26T04:26:19.826Z');
INSERT INTO metrics VALUES(3480,2,'pretrain',1,205,'train/samples_per_s',76.859761294182433744,0,'2026-11-26T04:26:19.826Z');
INSERT INTO metrics VALUES(3481,2,'pretrain',1,205,'val/loss',0.0031010403629218455737,0,'2026-11-26T04:26:19.826Z');
INSERT INTO metrics VALUES(3482,2,'pretrain',1,205,'val/mean_r2',0.69864916495877371627,0,'2026-11-26T04:26:19.826Z');
INSERT INTO metrics VALUES(3483,2,'pretrain',1,205,'val/mse',0.0031010403741668704502,0,'2026-11-26T04:26:19.826Z');
INSERT INTO metrics VALUES(3524,2,'pretrain',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T04:26:19.826Z');
INSERT INTO metrics VALUES(3525,2,'pretrain',2,410,'time/eval_s',11.703005368999999547,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3526,2,'pretrain',2,410,'time/train_epoch_s',292.52278008299998645,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3527,2,'pretrain',2,410,'train/grad_norm',0.078151081066306041233,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3528,2,'pretrain',2,410,'train/loss',0.0018320750225246681779,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3529,2,'pretrain',2,410,'train/lr',0.018458570839802429519,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3530,2,'pretrain',2,410,'train/mean_r2',0.82252120932372496664,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3531,2,'pretrain',2,410,'train/mse',0.0018320750210667092073,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3572,2,'pretrain',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3573,2,'pretrain',2,410,'train/samples_per_s',89.613533662445291842,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3574,2,'pretrain',2,410,'val/loss',0.0013021689995331533259,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3575,2,'pretrain',2,410,'val/mean_r2',0.88048252843807406353,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3576,2,'pretrain',2,410,'val/mse',0.0013021689873942883259,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3617,2,'pretrain',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T04:31:24.090Z');
INSERT INTO metrics VALUES(3618,2,'pretrain',3,615,'time/eval_s',25.105441466999998568,0,'2026-11-26T04:34:22.429Z');
INSERT INTO metrics VALUES(3619,2,'pretrain',3,615,'time/train_epoch_s',153.21575969899998881,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3620,2,'pretrain',3,615,'train/grad_norm',0.059663553799434408675,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3621,2,'pretrain',3,615,'train/loss',0.00073045122853137157796,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3622,2,'pretrain',3,615,'train/lr',0.016334437051336605367,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3623,2,'pretrain',3,615,'train/mean_r2',0.9292741937996511492,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3624,2,'pretrain',3,615,'train/mse',0.00073045123138319875081,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3665,2,'pretrain',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3666,2,'pretrain',3,615,'train/samples_per_s',171.09206031741587139,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3667,2,'pretrain',3,615,'val/loss',0.00044464053150091912116,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3668,2,'pretrain',3,615,'val/mean_r2',0.95605114577503658157,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3669,2,'pretrain',3,615,'val/mse',0.00044464052519556818577,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3710,2,'pretrain',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T04:34:22.431Z');
INSERT INTO metrics VALUES(3711,2,'pretrain',4,820,'time/eval_s',31.715128794000001732,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3712,2,'pretrain',4,820,'time/train_epoch_s',324.29722842500001433,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3713,2,'pretrain',4,820,'train/grad_norm',0.04321196225539940261,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3714,2,'pretrain',4,820,'train/loss',0.00034465433296113973582,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3715,2,'pretrain',4,820,'train/lr',0.013558479579766411979,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3716,2,'pretrain',4,820,'train/mean_r2',0.9669132388873510342,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3717,2,'pretrain',4,820,'train/mse',0.00034465433381271326756,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3758,2,'pretrain',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3759,2,'pretrain',4,820,'train/samples_per_s',80.833253269885688039,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3760,2,'pretrain',4,820,'val/loss',0.00026772957561918591306,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3761,2,'pretrain',4,820,'val/mean_r2',0.97521289643731434715,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3762,2,'pretrain',4,820,'val/mse',0.00026772957291020237644,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3803,2,'pretrain',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T04:40:18.470Z');
INSERT INTO metrics VALUES(3804,2,'pretrain',5,1025,'time/eval_s',11.822545043999999947,0,'2026-11-26T04:45:02.698Z');
INSERT INTO metrics VALUES(3805,2,'pretrain',5,1025,'time/train_epoch_s',272.37441176300001188,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3806,2,'pretrain',5,1025,'train/grad_norm',0.028573594882902574737,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3807,2,'pretrain',5,1025,'train/loss',0.00017553609360476693057,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3808,2,'pretrain',5,1025,'train/lr',0.010416348879677732319,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3809,2,'pretrain',5,1025,'train/mean_r2',0.98290828929904205946,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3810,2,'pretrain',5,1025,'train/mse',0.00017553609350847427356,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3851,2,'pretrain',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3852,2,'pretrain',5,1025,'train/samples_per_s',96.242520838592852784,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3853,2,'pretrain',5,1025,'val/loss',0.00020972109650773117532,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3854,2,'pretrain',5,1025,'val/mean_r2',0.97971542813551315553,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3855,2,'pretrain',5,1025,'val/mse',0.0002097210992509884026,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3896,2,'pretrain',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T04:45:02.699Z');
INSERT INTO metrics VALUES(3897,2,'pretrain',6,1230,'time/eval_s',11.479370251000000635,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3898,2,'pretrain',6,1230,'time/train_epoch_s',141.37944358699999725,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3899,2,'pretrain',6,1230,'train/grad_norm',0.022174173684381858623,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3900,2,'pretrain',6,1230,'train/loss',0.00011590300378977959794,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3901,2,'pretrain',6,1230,'train/lr',0.0072313752153274311884,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3902,2,'pretrain',6,1230,'train/mean_r2',0.98877002104628675116,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3903,2,'pretrain',6,1230,'train/mse',0.00011590300400972132499,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3944,2,'pretrain',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3945,2,'pretrain',6,1230,'train/samples_per_s',185.41592281673408138,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3946,2,'pretrain',6,1230,'val/loss',8.7340348337651624918e-05,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3947,2,'pretrain',6,1230,'val/mean_r2',0.99124026656862707085,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3948,2,'pretrain',6,1230,'val/mse',8.7340348187000025432e-05,0,'2026-11-26T04:47:35.575Z');
INSERT INTO metrics VALUES(3989,2,'pretrain',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T04:47:35.576Z');
INSERT INTO metrics VALUES(3990,2,'pretrain',7,1435,'time/eval_s',30.039620049999999906,0,'2026-11-26T04:50:26.595Z');
INSERT INTO metrics VALUES(3991,2,'pretrain',7,1435,'time/train_epoch_s',140.96424748800001225,0,'2026-11-26T04:50:26.595Z');
INSERT INTO metrics VALUES(3992,2,'pretrain',7,1435,'train/grad_norm',0.012512828698154629739,0,'2026-11-26T04:50:26.595Z');
INSERT INTO metrics VALUES(3993,2,'pretrain',7,1435,'train/loss',6.5455852971011519803e-05,0,'2026-11-26T04:50:26.595Z');
INSERT INTO metrics VALUES(3994,2,'pretrain',7,1435,'train/lr',0.0043312974603774024445,0,'2026-11-26T04:50:26.595Z');
INSERT INTO metrics VALUES(3995,2,'pretrain',7,1435,'train/mean_r2',0.99363798059284869079,0,'2026-11-26T04:50:26.595Z');
INSERT INTO metrics VALUES(3996,2,'pretrain',7,1435,'train/mse',6.5455852598977139504e-05,0,'2026-11-26T04:50:26.595Z');
INSERT INTO metrics VALUES(4037,2,'pretrain',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T04:50:26.596Z');
INSERT INTO metrics VALUES(4038,2,'pretrain',7,1435,'train/samples_per_s',185.96204688165019546,0,'2026-11-26T04:50:26.596Z');
INSERT INTO metrics VALUES(4039,2,'pretrain',7,1435,'val/loss',5.4842335546999116061e-05,0,'2026-11-26T04:50:26.596Z');
INSERT INTO metrics VALUES(4040,2,'pretrain',7,1435,'val/mean_r2',0.99464287498467096604,0,'2026-11-26T04:50:26.596Z');
INSERT INTO metrics VALUES(4041,2,'pretrain',7,1435,'val/mse',5.4842335779072814701e-05,0,'2026-11-26T04:50:26.596Z');
INSERT INTO metrics VALUES(4082,2,'pretrain',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T04:50:26.596Z');
INSERT INTO metrics VALUES(4083,2,'pretrain',8,1640,'time/eval_s',24.235508164999998825,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4084,2,'pretrain',8,1640,'time/train_epoch_s',268.13482842899998104,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4085,2,'pretrain',8,1640,'train/grad_norm',0.0075283815073439990656,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4086,2,'pretrain',8,1640,'train/loss',4.2696114343407110544e-05,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4087,2,'pretrain',8,1640,'train/lr',0.0020145382446841854189,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4088,2,'pretrain',8,1640,'train/mean_r2',0.99584094383966859087,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4089,2,'pretrain',8,1640,'train/mse',4.2696114310752133732e-05,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4130,2,'pretrain',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4131,2,'pretrain',8,1640,'train/samples_per_s',97.76424850731864069,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4132,2,'pretrain',8,1640,'val/loss',3.9182187326316119302e-05,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4133,2,'pretrain',8,1640,'val/mean_r2',0.99615484746697369189,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4134,2,'pretrain',8,1640,'val/mse',3.9182187524378822693e-05,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4175,2,'pretrain',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T04:55:18.996Z');
INSERT INTO metrics VALUES(4176,2,'pretrain',9,1845,'time/eval_s',30.29604904600000026,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4177,2,'pretrain',9,1845,'time/train_epoch_s',311.27908873699999504,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4178,2,'pretrain',9,1845,'train/grad_norm',0.0043253983041589578323,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4179,2,'pretrain',9,1845,'train/loss',3.216906541913370929e-05,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4180,2,'pretrain',9,1845,'train/lr',0.00051949578936839272552,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4181,2,'pretrain',9,1845,'train/mean_r2',0.99687384750322005633,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4182,2,'pretrain',9,1845,'train/mse',3.2169065311077458711e-05,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4223,2,'pretrain',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4224,2,'pretrain',9,1845,'train/samples_per_s',84.213816309865364932,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4225,2,'pretrain',9,1845,'val/loss',3.1618776978162643569e-05,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4226,2,'pretrain',9,1845,'val/mean_r2',0.99688328417206073517,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4227,2,'pretrain',9,1845,'val/mse',3.1618777012687706499e-05,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4268,2,'pretrain',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T05:01:00.602Z');
INSERT INTO metrics VALUES(4269,2,'pretrain',10,2050,'time/eval_s',11.735784640000000323,0,'2026-11-26T05:05:41.254Z');
INSERT INTO metrics VALUES(4270,2,'pretrain',10,2050,'time/train_epoch_s',268.88058696399997416,0,'2026-11-26T05:05:41.254Z');
INSERT INTO metrics VALUES(4271,2,'pretrain',10,2050,'train/grad_norm',0.0024288758885387968372,0,'2026-11-26T05:05:41.254Z');
INSERT INTO metrics VALUES(4272,2,'pretrain',10,2050,'train/loss',2.8830965551089098382e-05,0,'2026-11-26T05:05:41.254Z');
INSERT INTO metrics VALUES(4273,2,'pretrain',10,2050,'train/lr',1.23493492243387232e-08,0,'2026-11-26T05:05:41.254Z');
INSERT INTO metrics VALUES(4274,2,'pretrain',10,2050,'train/mean_r2',0.99720479953259655303,0,'2026-11-26T05:05:41.255Z');
INSERT INTO metrics VALUES(4275,2,'pretrain',10,2050,'train/mse',2.8830965653671984686e-05,0,'2026-11-26T05:05:41.255Z');
INSERT INTO metrics VALUES(4316,2,'pretrain',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T05:05:41.255Z');
INSERT INTO metrics VALUES(4317,2,'pretrain',10,2050,'train/samples_per_s',97.49309273677594945,0,'2026-11-26T05:05:41.255Z');
INSERT INTO metrics VALUES(4318,2,'pretrain',10,2050,'val/loss',3.1410863950412261228e-05,0,'2026-11-26T05:05:41.255Z');
INSERT INTO metrics VALUES(4319,2,'pretrain',10,2050,'val/mean_r2',0.99690701126388070463,0,'2026-11-26T05:05:41.255Z');
INSERT INTO metrics VALUES(4320,2,'pretrain',10,2050,'val/mse',3.1410863831664442304e-05,0,'2026-11-26T05:05:41.255Z');
INSERT INTO metrics VALUES(4361,2,'pretrain',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T05:05:41.255Z');
INSERT INTO metrics VALUES(4362,2,'pretrain',10,0,'val/loss',3.1410863950412261228e-05,1,'2026-11-26T05:05:53.067Z');
INSERT INTO metrics VALUES(4363,2,'pretrain',10,0,'val/mean_r2',0.99690701126388070463,1,'2026-11-26T05:05:53.067Z');
INSERT INTO metrics VALUES(4364,2,'pretrain',10,0,'val/mse',3.1410863831664442304e-05,1,'2026-11-26T05:05:53.067Z');
INSERT INTO metrics VALUES(4405,2,'pretrain',10,0,'val/routing/unrouted',0.0,1,'2026-11-26T05:05:53.067Z');
INSERT INTO metrics VALUES(4406,2,'cls',1,205,'time/eval_s',7.1416799109999997696,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4407,2,'cls',1,205,'time/train_epoch_s',60.732393201000000717,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4408,2,'cls',1,205,'train/grad_norm',0.0031865820473219019087,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4409,2,'cls',1,205,'train/loss',0.007442304275299240282,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4410,2,'cls',1,205,'train/lr',0.29810911231274567212,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4411,2,'cls',1,205,'train/mean_r2',0.22501350314383020134,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4412,2,'cls',1,205,'train/mse',0.0074423042682278967713,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4433,2,'cls',1,205,'train/routing/unrouted',2.2252741426586459903e-05,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4434,2,'cls',1,205,'train/samples_per_s',431.63126987672154654,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4435,2,'cls',1,205,'val/loss',0.0029674235819181016618,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4436,2,'cls',1,205,'val/mean_r2',0.68912936300942762013,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4437,2,'cls',1,205,'val/mse',0.0029674235813394655644,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4458,2,'cls',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T05:07:00.979Z');
INSERT INTO metrics VALUES(4459,2,'cls',2,410,'time/eval_s',7.2616837829999996145,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4460,2,'cls',2,410,'time/train_epoch_s',62.182958597999999027,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4461,2,'cls',2,410,'train/grad_norm',0.00143476558122329601,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4462,2,'cls',2,410,'train/loss',0.0022340646445136703134,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4463,2,'cls',2,410,'train/lr',0.28974462516436416681,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4464,2,'cls',2,410,'train/mean_r2',0.76189858228510676241,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4465,2,'cls',2,410,'train/mse',0.0022340646401124925404,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4486,2,'cls',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4487,2,'cls',2,410,'train/samples_per_s',421.56244397228027766,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4488,2,'cls',2,410,'val/loss',0.0018432002806900195379,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4489,2,'cls',2,410,'val/mean_r2',0.80702413077702517263,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4490,2,'cls',2,410,'val/mse',0.001843200270141806844,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4511,2,'cls',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T05:08:10.431Z');
INSERT INTO metrics VALUES(4512,2,'cls',3,615,'time/eval_s',6.840366414000000006,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4513,2,'cls',3,615,'time/train_epoch_s',60.315506482000003527,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4514,2,'cls',3,615,'train/grad_norm',0.0013115732973191613838,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4515,2,'cls',3,615,'train/loss',0.0016841278000570396051,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4516,2,'cls',3,615,'train/lr',0.27506566861438097593,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4517,2,'cls',3,615,'train/mean_r2',0.8190152498468705744,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4518,2,'cls',3,615,'train/mse',0.0016841278002861195979,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4539,2,'cls',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4540,2,'cls',3,615,'train/samples_per_s',434.61460458469434796,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4541,2,'cls',3,615,'val/loss',0.0017404053249741118468,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4542,2,'cls',3,615,'val/mean_r2',0.81909547147799310895,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4543,2,'cls',3,615,'val/mse',0.0017404053150642470344,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4564,2,'cls',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T05:09:17.593Z');
INSERT INTO metrics VALUES(4565,2,'cls',4,820,'time/eval_s',11.946412163999999833,0,'2026-11-26T07:22:57.146Z');
INSERT INTO metrics VALUES(4566,2,'cls',4,820,'time/train_epoch_s',90.389668439999994124,0,'2026-11-26T07:22:57.146Z');
INSERT INTO metrics VALUES(4567,2,'cls',4,820,'train/grad_norm',0.0014035542098032992991,0,'2026-11-26T07:22:57.147Z');
INSERT INTO metrics VALUES(4568,2,'cls',4,820,'train/loss',0.0015035937433650098556,0,'2026-11-26T07:22:57.147Z');
INSERT INTO metrics VALUES(4569,2,'cls',4,820,'train/lr',0.25473552271291088899,0,'2026-11-26T07:22:57.147Z');
INSERT INTO metrics VALUES(4570,2,'cls',4,820,'train/mean_r2',0.83972328221459147101,0,'2026-11-26T07:22:57.147Z');
INSERT INTO metrics VALUES(4571,2,'cls',4,820,'train/mse',0.0015035937440583371955,0,'2026-11-26T07:22:57.147Z');
INSERT INTO metrics VALUES(4592,2,'cls',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T07:22:57.151Z');
INSERT INTO metrics VALUES(4593,2,'cls',4,820,'train/samples_per_s',290.01102064447400153,0,'2026-11-26T07:22:57.151Z');
INSERT INTO metrics VALUES(4594,2,'cls',4,820,'val/loss',0.0016258715181649845311,0,'2026-11-26T07:22:57.151Z');
INSERT INTO metrics VALUES(4595,2,'cls',4,820,'val/mean_r2',0.82753535985292925314,0,'2026-11-26T07:22:57.151Z');
INSERT INTO metrics VALUES(4596,2,'cls',4,820,'val/mse',0.0016258715300880375708,0,'2026-11-26T07:22:57.151Z');
INSERT INTO metrics VALUES(4617,2,'cls',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T07:22:57.152Z');
INSERT INTO metrics VALUES(4618,2,'cls',5,1025,'time/eval_s',12.282482770999999744,0,'2026-11-26T07:24:59.353Z');
INSERT INTO metrics VALUES(4619,2,'cls',5,1025,'time/train_epoch_s',109.90622223900000164,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4620,2,'cls',5,1025,'train/grad_norm',0.0014247783221213556562,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4621,2,'cls',5,1025,'train/loss',0.001530723610560068542,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4622,2,'cls',5,1025,'train/lr',0.22967282088913920645,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4623,2,'cls',5,1025,'train/mean_r2',0.8369064858988359834,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4624,2,'cls',5,1025,'train/mse',0.0015307236144395457936,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4645,2,'cls',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4646,2,'cls',5,1025,'train/samples_per_s',238.5124287412547801,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4647,2,'cls',5,1025,'val/loss',0.0014054330647319127414,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4648,2,'cls',5,1025,'val/mean_r2',0.85328296837762118709,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4649,2,'cls',5,1025,'val/mse',0.0014054330740065159623,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4670,2,'cls',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T07:24:59.354Z');
INSERT INTO metrics VALUES(4671,2,'cls',6,1230,'time/eval_s',12.219791378000000037,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4672,2,'cls',6,1230,'time/train_epoch_s',101.30988129700000399,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4673,2,'cls',6,1230,'train/grad_norm',0.0013304918907900771703,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4674,2,'cls',6,1230,'train/loss',0.0013517687064453054023,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4675,2,'cls',6,1230,'train/lr',0.20101004078649242767,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4676,2,'cls',6,1230,'train/mean_r2',0.85493480191110771126,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4677,2,'cls',6,1230,'train/mse',0.0013517687076352101309,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4698,2,'cls',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4699,2,'cls',6,1230,'train/samples_per_s',258.75067332426391431,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4700,2,'cls',6,1230,'val/loss',0.001244711931238560781,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4701,2,'cls',6,1230,'val/mean_r2',0.86935390605939599772,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4702,2,'cls',6,1230,'val/mse',0.0012447119330547423178,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4723,2,'cls',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T07:26:52.898Z');
INSERT INTO metrics VALUES(4724,2,'cls',7,1435,'time/eval_s',10.914215042000000366,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4725,2,'cls',7,1435,'time/train_epoch_s',108.72385688699999662,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4726,2,'cls',7,1435,'train/grad_norm',0.0012996468829309067768,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4727,2,'cls',7,1435,'train/loss',0.0012528155603485644289,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4728,2,'cls',7,1435,'train/lr',0.17004233238093657831,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4729,2,'cls',7,1435,'train/mean_r2',0.86548516510612483187,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4730,2,'cls',7,1435,'train/mse',0.0012528155572823682604,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4751,2,'cls',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4752,2,'cls',7,1435,'train/samples_per_s',241.10623694342453405,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4753,2,'cls',7,1435,'val/loss',0.0012258009722986083593,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4754,2,'cls',7,1435,'val/mean_r2',0.87180148877539698215,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4755,2,'cls',7,1435,'val/mse',0.0012258009673201558133,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4776,2,'cls',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T07:28:52.550Z');
INSERT INTO metrics VALUES(4777,2,'cls',8,1640,'time/eval_s',7.1123054479999998633,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4778,2,'cls',8,1640,'time/train_epoch_s',73.203195226999994817,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4779,2,'cls',8,1640,'train/grad_norm',0.0012588945859134559757,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4780,2,'cls',8,1640,'train/loss',0.0011474335419042944444,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4781,2,'cls',8,1640,'train/lr',0.13816899562361192876,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4782,2,'cls',8,1640,'train/mean_r2',0.8769002912912002845,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4783,2,'cls',8,1640,'train/mse',0.0011474335359685163167,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4804,2,'cls',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4805,2,'cls',8,1640,'train/samples_per_s',358.09912284172162343,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4806,2,'cls',8,1640,'val/loss',0.0012605401783525661037,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4807,2,'cls',8,1640,'val/mean_r2',0.86615191161251181561,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4808,2,'cls',8,1640,'val/mse',0.0012605401912587459178,0,'2026-11-26T07:30:12.879Z');
INSERT INTO metrics VALUES(4829,2,'cls',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T07:30:12.880Z');
INSERT INTO metrics VALUES(4830,2,'cls',9,1845,'time/eval_s',10.20609008499999959,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4831,2,'cls',9,1845,'time/train_epoch_s',64.83026251799999784,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4832,2,'cls',9,1845,'train/grad_norm',0.0012518347399990733658,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4833,2,'cls',9,1845,'train/loss',0.0011824914006531401459,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4834,2,'cls',9,1845,'train/lr',0.10683025198596569904,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4835,2,'cls',9,1845,'train/mean_r2',0.8739476909675861771,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4836,2,'cls',9,1845,'train/mse',0.0011824913995492883269,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4857,2,'cls',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4858,2,'cls',9,1845,'train/samples_per_s',404.34820069904441196,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4859,2,'cls',9,1845,'val/loss',0.0010423050101816331951,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4860,2,'cls',9,1845,'val/mean_r2',0.88846883686702438076,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4861,2,'cls',9,1845,'val/mse',0.0010423050229201582736,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4882,2,'cls',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T07:31:27.923Z');
INSERT INTO metrics VALUES(4883,2,'cls',10,2050,'time/eval_s',7.0973583129999999741,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4884,2,'cls',10,2050,'time/train_epoch_s',63.757518046000001277,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4885,2,'cls',10,2050,'train/grad_norm',0.0010985669847464233327,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4886,2,'cls',10,2050,'train/loss',0.00098791775900141255012,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4887,2,'cls',10,2050,'train/lr',0.077442166934214032303,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4888,2,'cls',10,2050,'train/mean_r2',0.89323030952495618972,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4889,2,'cls',10,2050,'train/mse',0.00098791775224338720419,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4910,2,'cls',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4911,2,'cls',10,2050,'train/samples_per_s',411.15151284726971425,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4912,2,'cls',10,2050,'val/loss',0.00094995722800594417471,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4913,2,'cls',10,2050,'val/mean_r2',0.89924704299995972256,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4914,2,'cls',10,2050,'val/mse',0.00094995722791382602133,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4935,2,'cls',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T07:32:38.795Z');
INSERT INTO metrics VALUES(4936,2,'cls',11,2255,'time/eval_s',9.4340741759999993121,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4937,2,'cls',11,2255,'time/train_epoch_s',90.723051490000003131,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4938,2,'cls',11,2255,'train/grad_norm',0.00095452242758034208398,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4939,2,'cls',11,2255,'train/loss',0.00090603584266469021791,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4940,2,'cls',11,2255,'train/lr',0.051332663911657021305,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4941,2,'cls',11,2255,'train/mean_r2',0.90227613583892374293,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4942,2,'cls',11,2255,'train/mse',0.00090603584660157066195,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4963,2,'cls',11,2255,'train/routing/unrouted',0.0,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4964,2,'cls',11,2255,'train/samples_per_s',288.94530738849158525,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4965,2,'cls',11,2255,'val/loss',0.00089551605486208986969,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4966,2,'cls',11,2255,'val/mean_r2',0.90548979127570861091,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4967,2,'cls',11,2255,'val/mse',0.00089551606632762607244,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4988,2,'cls',11,2255,'val/routing/unrouted',0.0,0,'2026-11-26T07:34:18.960Z');
INSERT INTO metrics VALUES(4989,2,'cls',12,2460,'time/eval_s',11.471954382999999921,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(4990,2,'cls',12,2460,'time/train_epoch_s',119.50760900500000616,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(4991,2,'cls',12,2460,'train/grad_norm',0.00086252305318783154854,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(4992,2,'cls',12,2460,'train/loss',0.00086538576942124512385,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(4993,2,'cls',12,2460,'train/lr',0.029681521086743420378,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(4994,2,'cls',12,2460,'train/mean_r2',0.90635314722584925384,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(4995,2,'cls',12,2460,'train/mse',0.00086538576860196222279,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(5016,2,'cls',12,2460,'train/routing/unrouted',0.0,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(5017,2,'cls',12,2460,'train/samples_per_s',219.35004991107510364,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(5018,2,'cls',12,2460,'val/loss',0.00082532009027436767194,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(5019,2,'cls',12,2460,'val/mean_r2',0.91123002224374916035,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(5020,2,'cls',12,2460,'val/mse',0.00082532009498933794813,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(5041,2,'cls',12,2460,'val/routing/unrouted',0.0,0,'2026-11-26T07:36:29.951Z');
INSERT INTO metrics VALUES(5042,2,'cls',13,2665,'time/eval_s',9.8838398919999992386,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5043,2,'cls',13,2665,'time/train_epoch_s',103.3465604759999934,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5044,2,'cls',13,2665,'train/grad_norm',0.00074623155410446953376,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5045,2,'cls',13,2665,'train/loss',0.00079530984104983384712,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5046,2,'cls',13,2665,'train/lr',0.013467062160415743318,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5047,2,'cls',13,2665,'train/mean_r2',0.91352640663010120647,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5048,2,'cls',13,2665,'train/mse',0.00079530984405063527738,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5069,2,'cls',13,2665,'train/routing/unrouted',0.0,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5070,2,'cls',13,2665,'train/samples_per_s',253.6514024197992967,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5071,2,'cls',13,2665,'val/loss',0.00077971050520282583588,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5072,2,'cls',13,2665,'val/mean_r2',0.9161257516282915736,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5073,2,'cls',13,2665,'val/mse',0.0007797105111906721224,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5094,2,'cls',13,2665,'val/routing/unrouted',0.0,0,'2026-11-26T07:38:23.195Z');
INSERT INTO metrics VALUES(5095,2,'cls',14,2870,'time/eval_s',9.2414302199999998066,0,'2026-11-26T07:40:08.525Z');
INSERT INTO metrics VALUES(5096,2,'cls',14,2870,'time/train_epoch_s',96.075326853999996499,0,'2026-11-26T07:40:08.525Z');
INSERT INTO metrics VALUES(5097,2,'cls',14,2870,'train/grad_norm',0.00057032506291118515752,0,'2026-11-26T07:40:08.525Z');
INSERT INTO metrics VALUES(5098,2,'cls',14,2870,'train/loss',0.00074866280772720704157,0,'2026-11-26T07:40:08.525Z');
INSERT INTO metrics VALUES(5099,2,'cls',14,2870,'train/lr',0.0034219500500019149266,0,'2026-11-26T07:40:08.525Z');
INSERT INTO metrics VALUES(5100,2,'cls',14,2870,'train/mean_r2',0.91812732481262226968,0,'2026-11-26T07:40:08.525Z');
INSERT INTO metrics VALUES(5101,2,'cls',14,2870,'train/mse',0.00074866281042763546411,0,'2026-11-26T07:40:08.525Z');
INSERT INTO metrics VALUES(5122,2,'cls',14,2870,'train/routing/unrouted',0.0,0,'2026-11-26T07:40:08.526Z');
INSERT INTO metrics VALUES(5123,2,'cls',14,2870,'train/samples_per_s',272.84840820615545453,0,'2026-11-26T07:40:08.526Z');
INSERT INTO metrics VALUES(5124,2,'cls',14,2870,'val/loss',0.00074646074383746667015,0,'2026-11-26T07:40:08.526Z');
INSERT INTO metrics VALUES(5125,2,'cls',14,2870,'val/mean_r2',0.91924774857859448129,0,'2026-11-26T07:40:08.526Z');
INSERT INTO metrics VALUES(5126,2,'cls',14,2870,'val/mse',0.00074646073938658256442,0,'2026-11-26T07:40:08.531Z');
INSERT INTO metrics VALUES(5147,2,'cls',14,2870,'val/routing/unrouted',0.0,0,'2026-11-26T07:40:08.531Z');
INSERT INTO metrics VALUES(5148,2,'cls',15,3075,'time/eval_s',6.8235947750000001121,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5149,2,'cls',15,3075,'time/train_epoch_s',65.835674542000006681,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5150,2,'cls',15,3075,'train/grad_norm',0.00051303489187664197846,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5151,2,'cls',15,3075,'train/loss',0.00073263217366550709326,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5152,2,'cls',15,3075,'train/lr',8.0946373404167096636e-08,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5153,2,'cls',15,3075,'train/mean_r2',0.91984340831946487249,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5154,2,'cls',15,3075,'train/mse',0.00073263217515062424405,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5175,2,'cls',15,3075,'train/routing/unrouted',0.0,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5176,2,'cls',15,3075,'train/samples_per_s',398.17318167336043189,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5177,2,'cls',15,3075,'val/loss',0.00073894342768659972055,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5178,2,'cls',15,3075,'val/mean_r2',0.92009318536313811076,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5179,2,'cls',15,3075,'val/mse',0.00073894343870394289981,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5200,2,'cls',15,3075,'val/routing/unrouted',0.0,0,'2026-11-26T07:41:21.197Z');
INSERT INTO metrics VALUES(5201,2,'cls',15,0,'val/loss',0.00073894342768659972055,1,'2026-11-26T07:41:28.231Z');
INSERT INTO metrics VALUES(5202,2,'cls',15,0,'val/mean_r2',0.92009318536313811076,1,'2026-11-26T07:41:28.231Z');
INSERT INTO metrics VALUES(5203,2,'cls',15,0,'val/mse',0.00073894343870394289981,1,'2026-11-26T07:41:28.231Z');
INSERT INTO metrics VALUES(5224,2,'cls',15,0,'val/routing/unrouted',0.0,1,'2026-11-26T07:41:28.232Z');
INSERT INTO metrics VALUES(5225,2,'typing',1,205,'time/eval_s',6.6371391629999996197,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5226,2,'typing',1,205,'time/train_epoch_s',73.031954120999998279,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5227,2,'typing',1,205,'train/grad_norm',0.0048479426033204283882,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5228,2,'typing',1,205,'train/loss',0.0071513805668411683374,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5229,2,'typing',1,205,'train/lr',0.29810911231274567212,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5230,2,'typing',1,205,'train/mean_r2',0.27040813364240506855,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5231,2,'typing',1,205,'train/mse',0.0071513804793525478226,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5252,2,'typing',1,205,'train/routing/unrouted',6.9937187340700301832e-06,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5253,2,'typing',1,205,'train/samples_per_s',358.93877297283336247,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5254,2,'typing',1,205,'val/loss',0.0024127340283364778414,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5255,2,'typing',1,205,'val/mean_r2',0.75084932526447467626,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5256,2,'typing',1,205,'val/mse',0.0024127339824669101486,0,'2026-11-26T07:42:47.956Z');
INSERT INTO metrics VALUES(5277,2,'typing',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T07:42:47.956Z');
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
INSERT INTO artifacts VALUES(1,1,'pretrain',10,'checkpoint','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/pretrain.last.a1e10.pt','6cacaa2337e112377c3b1344d2ce66a5a916daaac1922d6935ee88af5695efcb',4476057,'2026-11-26T00:31:42.928Z');
INSERT INTO artifacts VALUES(2,1,'pretrain',10,'routing','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/pretrain.routing.json','3635772a7957d4e9580f1fd9d4de707ab76b7df627cc030999e00f54d8ea96bf',10371,'2026-11-26T00:31:55.896Z');
INSERT INTO artifacts VALUES(3,1,'pretrain',10,'final','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/pretrain.final.a1e10.pt','1514439bacd75a6a68cd5d65ce51f4279f0e85ac0d33fd79703f53df4afc279d',1478620,'2026-11-26T00:31:55.905Z');
INSERT INTO artifacts VALUES(4,1,'cls',15,'checkpoint','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/cls.last.a2e15.pt','50a2e3065e8ff227c09fe06a91d7742b07916645a81aad1b687389ba5745aba8',1500822,'2026-11-26T02:12:10.302Z');
INSERT INTO artifacts VALUES(5,1,'cls',15,'routing','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/cls.routing.json','9b9498526c17a8d9fdf0513d86299451e6e6daab8acf36599a334f6c5457e4c3',6362,'2026-11-26T02:12:17.222Z');
INSERT INTO artifacts VALUES(6,1,'cls',15,'final','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/cls.final.a2e15.pt','30405f4319d9764aabb59e8f7d6663cce5a32cab322e7a8e29fbf76281e66163',1483993,'2026-11-26T02:12:17.228Z');
INSERT INTO artifacts VALUES(7,1,'typing',15,'checkpoint','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/typing.last.a3e15.pt','bb919faca78ed2ff69a72ded08425b612fa60757301789aeca6b73b81bb4c7cc',1826710,'2026-11-26T03:44:18.284Z');
INSERT INTO artifacts VALUES(8,1,'typing',15,'routing','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/typing.routing.json','b7e593f81d59764ccd1c4d71477965481c3a75cb97a8466017eef6971a942e23',6067,'2026-11-26T03:44:30.236Z');
INSERT INTO artifacts VALUES(9,1,'typing',15,'final','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/typing.final.a3e15.pt','67c240f0efb89b6837fa1906b7eb74cb2fa7a207a981555bcec530350555e207',1483993,'2026-11-26T03:44:30.241Z');
INSERT INTO artifacts VALUES(10,1,'all',15,'checkpoint','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/all.last.a3e15.pt','0355240d75a1a7fc1e2b551f62ff1c94e55e0de6629756e39c65483ce38e9558',4476886,'2026-11-26T04:19:51.649Z');
INSERT INTO artifacts VALUES(11,1,'all',15,'routing','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/all.routing.json','5f3cef7d8db6a4813bfd397cbf6865a157c11965c8fd147ad1a2a49bcdf619c0',6328,'2026-11-26T04:20:06.787Z');
INSERT INTO artifacts VALUES(12,1,'all',15,'final','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/44206f171d9beaf0/all.final.a3e15.pt','a7a9d036e4ac54b52ade15b3e13f0b9bc69fb3919ad1abce7483c0273ff63ddc',1483993,'2026-11-26T04:20:06.796Z');
INSERT INTO artifacts VALUES(13,2,'pretrain',10,'checkpoint','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/86a2b828b6423724/pretrain.last.a1e10.pt','0aa8e37d2fbc8a84c120c5c65dbbb274f9652407c2347407e7f1f34dc433f0ab',4476121,'2026-11-26T05:05:41.270Z');
INSERT INTO artifacts VALUES(14,2,'pretrain',10,'routing','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/86a2b828b6423724/pretrain.routing.json','ddc1e1367a8aba78f52886344cf2d9170f5ac1f1e13eb43b5e1d24e7472439c0',9890,'2026-11-26T05:05:53.063Z');
INSERT INTO artifacts VALUES(15,2,'pretrain',10,'final','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/86a2b828b6423724/pretrain.final.a1e10.pt','5f986ce956c2d71e84f6bd6482265e22f96aed539345d0822b75b3b3444885ad',1478620,'2026-11-26T05:05:53.067Z');
INSERT INTO artifacts VALUES(16,2,'cls',15,'checkpoint','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/86a2b828b6423724/cls.last.a2e15.pt','0de2f5f189bc97129b4e08aa240ee31c9a4c436738c603e1ef9c1e52a72478ad',1500822,'2026-11-26T07:41:21.202Z');
INSERT INTO artifacts VALUES(17,2,'cls',15,'routing','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/86a2b828b6423724/cls.routing.json','84efc4b19d889da0d4c329a35fe3db63928a468784a18da491f6f472e837fc48',6192,'2026-11-26T07:41:28.227Z');
INSERT INTO artifacts VALUES(18,2,'cls',15,'final','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/86a2b828b6423724/cls.final.a2e15.pt','4bc6a3e19aece99451c21999f4147e58c66f3faddcdd55563433c1ffb8ce6bff',1483993,'2026-11-26T07:41:28.231Z');
INSERT INTO artifacts VALUES(19,2,'typing',1,'checkpoint','results/checkpoints/2973a7d199a7be77fad17742a5bd4985/fuzzy_boolean_table1_two_scripts/86a2b828b6423724/typing.last.a2e1.pt','8eccfd1c4e72f21a51b2fe53cc685b08717481080cf177c942d50ed5f8febfa6',1826774,'2026-11-26T07:42:47.962Z');
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
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f20' AND m.is_final = 1) AS "val/mse/f20",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f21' AND m.is_final = 1) AS "val/mse/f21",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f22' AND m.is_final = 1) AS "val/mse/f22",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f23' AND m.is_final = 1) AS "val/mse/f23",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f24' AND m.is_final = 1) AS "val/mse/f24",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f25' AND m.is_final = 1) AS "val/mse/f25",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f26' AND m.is_final = 1) AS "val/mse/f26",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f27' AND m.is_final = 1) AS "val/mse/f27",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f28' AND m.is_final = 1) AS "val/mse/f28",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/mse/f29' AND m.is_final = 1) AS "val/mse/f29",
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
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f20' AND m.is_final = 1) AS "val/r2/f20",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f21' AND m.is_final = 1) AS "val/r2/f21",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f22' AND m.is_final = 1) AS "val/r2/f22",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f23' AND m.is_final = 1) AS "val/r2/f23",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f24' AND m.is_final = 1) AS "val/r2/f24",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f25' AND m.is_final = 1) AS "val/r2/f25",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f26' AND m.is_final = 1) AS "val/r2/f26",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f27' AND m.is_final = 1) AS "val/r2/f27",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f28' AND m.is_final = 1) AS "val/r2/f28",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/r2/f29' AND m.is_final = 1) AS "val/r2/f29",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/routing/unrouted' AND m.is_final = 1) AS "val/routing/unrouted"
FROM trials t
JOIN sweeps s ON s.id = t.sweep_id
LEFT JOIN (SELECT trial_id, phase FROM metrics WHERE id IN
           (SELECT max(id) FROM metrics WHERE is_final = 1 GROUP BY trial_id)) f
  ON f.trial_id = t.id;
COMMIT;
