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
INSERT INTO sweeps VALUES(2,'act_fuzzy_boolean_long','sweeps/explore/act_fuzzy_boolean_long.toml',replace('# act_fuzzy_boolean.toml trained to convergence: 32,768 points, 10 epochs (instead of 16,384\n# and 5), so that the fixed NIs are near their ceiling and a saved iteration is not simply a\n# lost one. Fixed n_i = 2 and 4 (with the anytime curve) against ACT per sample, max 4\n# iterations, two ponder costs (the MSE here ends near 1e-4, so 1e-5 is a ~10 % pull per\n# iteration), two seeds.\n#\n# The halting units train at 1/10 of the rate (lr_scale): at the full 4e-2, ACT training is\n# unstable late in the schedule (seed 0, ponder 1e-5: val R² 0.9838 after epoch 7, then 0.9736,\n# 0.9629, 0.9622 while the train loss doubled; with ponder cost 0 a drop from 0.966 to 0.890 at\n# epoch 6); at 1/10, 0.9888 at 3.89 mean iterations, the curve without a setback after epoch 5.\n#\n#   nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2\n#\n# Measured here (39 min with --jobs 2, beside a PGM trial), val mean R², 2 seeds:\n#   fixed n_i = 2: 0.9863 ± 0.0032       fixed n_i = 4: 0.9910 ± 0.0018\n#   ACT, ponder 1e-5: 0.9880 ± 0.0011 at 3.76 mean iterations (-0.3 %, 6 % fewer iterations)\n#   ACT, ponder 1e-4: 0.9830 ± 0.0069 at 3.21 mean iterations (-0.8 %, 20 % fewer)\n# Capped at 3 iterations (eval_iterations) the ACT NIs keep 0.950 / 0.970, the fixed n_i = 4\n# NI falls to 0.835.\n#\nname = "act_fuzzy_boolean_long"\ndescription = "ACT-NI vs fixed-n_i NI on fuzzy Boolean, trained near convergence"\nseeds = [0, 1]\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 32768 }\n[train]\nepochs = 10\nbatch_size = 128\nlr = 4e-2\nweight_decay = 0.0\nwarmup_epochs = 0.25\neval_batch_size = 512\n\n[[models]]\nname = "ni"\ngrid = { n_i = [2, 4] }\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "none"\n\n[[models]]\nname = "ni"\ngrid = { ponder_cost = [1e-5, 1e-4] }\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_i = 4\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "act_sample"\nhalt_bias_init = -2.0\n\n[[phases]]\nname = "pretrain"\ntask = { function_set = "pretrain" }\nlr_scale = { halting = 0.1 }   # the ACT NIs'' halting units at 4e-3 (the fixed NIs have none)\neval_iterations = [1, 2, 3, 4]\n','\n',char(10)),'{}','2026-11-26T18:56:07.774Z','2026-11-26T18:56:08.167Z');
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
INSERT INTO runs VALUES(2,2,'2026-11-26T18:56:07.777Z','nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2','sweeps/explore/act_fuzzy_boolean_long.toml','[]',replace('# act_fuzzy_boolean.toml trained to convergence: 32,768 points, 10 epochs (instead of 16,384\n# and 5), so that the fixed NIs are near their ceiling and a saved iteration is not simply a\n# lost one. Fixed n_i = 2 and 4 (with the anytime curve) against ACT per sample, max 4\n# iterations, two ponder costs (the MSE here ends near 1e-4, so 1e-5 is a ~10 % pull per\n# iteration), two seeds.\n#\n# The halting units train at 1/10 of the rate (lr_scale): at the full 4e-2, ACT training is\n# unstable late in the schedule (seed 0, ponder 1e-5: val R² 0.9838 after epoch 7, then 0.9736,\n# 0.9629, 0.9622 while the train loss doubled; with ponder cost 0 a drop from 0.966 to 0.890 at\n# epoch 6); at 1/10, 0.9888 at 3.89 mean iterations, the curve without a setback after epoch 5.\n#\n#   nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2\n#\n# Measured here (39 min with --jobs 2, beside a PGM trial), val mean R², 2 seeds:\n#   fixed n_i = 2: 0.9863 ± 0.0032       fixed n_i = 4: 0.9910 ± 0.0018\n#   ACT, ponder 1e-5: 0.9880 ± 0.0011 at 3.76 mean iterations (-0.3 %, 6 % fewer iterations)\n#   ACT, ponder 1e-4: 0.9830 ± 0.0069 at 3.21 mean iterations (-0.8 %, 20 % fewer)\n# Capped at 3 iterations (eval_iterations) the ACT NIs keep 0.950 / 0.970, the fixed n_i = 4\n# NI falls to 0.835.\n#\nname = "act_fuzzy_boolean_long"\ndescription = "ACT-NI vs fixed-n_i NI on fuzzy Boolean, trained near convergence"\nseeds = [0, 1]\n[task]\nname = "fuzzy_boolean"\nparams = { n_points = 32768 }\n[train]\nepochs = 10\nbatch_size = 128\nlr = 4e-2\nweight_decay = 0.0\nwarmup_epochs = 0.25\neval_batch_size = 512\n\n[[models]]\nname = "ni"\ngrid = { n_i = [2, 4] }\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "none"\n\n[[models]]\nname = "ni"\ngrid = { ponder_cost = [1e-5, 1e-4] }\n[models.params]\ndim = 32\ncode_dim = 32\ntype_dim = 16\nn_i = 4\nn_f = 4\nheads = 4\nhead_dim = 0\nmlp_hidden = 64\nresidual = "code"\nhalting = "act_sample"\nhalt_bias_init = -2.0\n\n[[phases]]\nname = "pretrain"\ntask = { function_set = "pretrain" }\nlr_scale = { halting = 0.1 }   # the ACT NIs'' halting units at 4e-3 (the fixed NIs have none)\neval_iterations = [1, 2, 3, 4]\n','\n',char(10)));
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
INSERT INTO trials VALUES(9,2,0,'8600515433d0be2e','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"lr_scale":{"halting":0.1},"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:20806','2026-11-26T18:58:18.760Z','2026-11-26T18:56:07.775Z','2026-11-26T18:56:08.156Z','2026-11-26T18:58:18.784Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','697cd4e1b9c9eb94cd8ecdf629475db312649c9c',1,'0.1.0','1.13.0',5,'cpu',1,18450,17489,'nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2');
INSERT INTO trials VALUES(10,2,1,'007cb59913a8cfa1','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":2,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"lr_scale":{"halting":0.1},"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'done',NULL,1,'vm:20805','2026-11-26T18:58:18.884Z','2026-11-26T18:56:07.775Z','2026-11-26T18:56:08.168Z','2026-11-26T18:58:18.886Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','697cd4e1b9c9eb94cd8ecdf629475db312649c9c',1,'0.1.0','1.13.0',5,'cpu',1,18450,17489,'nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2');
INSERT INTO trials VALUES(11,2,2,'2dd7062fe7581e70','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"lr_scale":{"halting":0.1},"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:20806','2026-11-26T19:02:41.409Z','2026-11-26T18:56:07.775Z','2026-11-26T18:58:18.785Z','2026-11-26T19:02:41.412Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','697cd4e1b9c9eb94cd8ecdf629475db312649c9c',1,'0.1.0','1.13.0',5,'cpu',1,18450,17489,'nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2');
INSERT INTO trials VALUES(12,2,3,'522830e1ad9e5a89','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"lr_scale":{"halting":0.1},"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'done',NULL,1,'vm:20805','2026-11-26T19:02:40.675Z','2026-11-26T18:56:07.775Z','2026-11-26T18:58:18.886Z','2026-11-26T19:02:40.678Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','697cd4e1b9c9eb94cd8ecdf629475db312649c9c',1,'0.1.0','1.13.0',5,'cpu',1,18450,17489,'nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2');
INSERT INTO trials VALUES(13,2,4,'da22056522d9d2cd','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":-2.0,"halt_epsilon":0.01,"halting":"act_sample","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":1e-05,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"lr_scale":{"halting":0.1},"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:20805','2026-11-26T19:07:08.036Z','2026-11-26T18:56:07.775Z','2026-11-26T19:02:40.679Z','2026-11-26T19:07:08.038Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','697cd4e1b9c9eb94cd8ecdf629475db312649c9c',1,'0.1.0','1.13.0',5,'cpu',1,18483,17522,'nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2');
INSERT INTO trials VALUES(14,2,5,'3d474c8c2643c23f','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":-2.0,"halt_epsilon":0.01,"halting":"act_sample","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":1e-05,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"lr_scale":{"halting":0.1},"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'done',NULL,1,'vm:20806','2026-11-26T19:06:42.341Z','2026-11-26T18:56:07.776Z','2026-11-26T19:02:41.412Z','2026-11-26T19:06:42.345Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','697cd4e1b9c9eb94cd8ecdf629475db312649c9c',1,'0.1.0','1.13.0',5,'cpu',1,18483,17522,'nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2');
INSERT INTO trials VALUES(15,2,6,'fc7b3dafc4e44179','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":-2.0,"halt_epsilon":0.01,"halting":"act_sample","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.0001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"lr_scale":{"halting":0.1},"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',0,'done',NULL,1,'vm:20806','2026-11-26T19:10:37.148Z','2026-11-26T18:56:07.776Z','2026-11-26T19:06:42.345Z','2026-11-26T19:10:37.151Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','697cd4e1b9c9eb94cd8ecdf629475db312649c9c',1,'0.1.0','1.13.0',5,'cpu',1,18483,17522,'nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2');
INSERT INTO trials VALUES(16,2,7,'84847c68a8c78ca2','{"model":{"name":"ni","params":{"code_dim":32,"code_modulation":true,"dim":32,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":-2.0,"halt_epsilon":0.01,"halting":"act_sample","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.0001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[1,2,3,4],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"lr_scale":{"halting":0.1},"name":"pretrain","reinitialize":[],"task_params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0},"train_groups":[]}],"seed":1,"task":{"name":"fuzzy_boolean","params":{"data_seed":0,"function_seed":0,"function_set":"pretrain","head_norm":true,"n_functions":30,"n_points":32768,"n_pretrain":20,"n_vars":5,"token_init_std":1.0,"val_fraction":0.2}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":10,"eval_batch_size":512,"grad_clip":1.0,"lr":0.04,"max_eval_batches":0,"max_train_batches":0,"min_lr":0.0,"schedule":"cosine","warmup_epochs":0.25,"weight_decay":0.0}}','fuzzy_boolean','ni',1,'done',NULL,1,'vm:20805','2026-11-26T19:10:42.378Z','2026-11-26T18:56:07.776Z','2026-11-26T19:07:08.039Z','2026-11-26T19:10:42.380Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"construction":"truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true minterms: and=ab, or=a+b-ab, not=1-a","data_fingerprint/pretrain":"6272a77d894b1c6e","data_seed":"0","function_seed":"0","n_pretrain":"20","n_vars":"5","truth_tables":"f00=32fb045e,f01=95d22f46,f02=ba5484fd,f03=ae8658e3,f04=d8bfb8b1,f05=b5bb00e6,f06=e1b95c5a,f07=728d77c6,f08=4e997b35,f09=4b112aab,f10=ed4f92f2,f11=47f86f19,f12=cdf2d6b8,f13=2535c628,f14=798aaadb,f15=b74dc6d6,f16=8cfc0cf8,f17=f4a3a0d0,f18=c00a656d,f19=4394e8a4,f20=ed5fd4ed,f21=8ae8da18,f22=df895ffe,f23=44330dc2,f24=4969a43f,f25=14293925,f26=db9eeae7,f27=45abb17a,f28=87d3e5fd,f29=ca00737d"},"task_plugin":"/work/main/build/plugins/nilab-fuzzy_boolean.so","task_plugin_version":"0.1.0"}','vm','697cd4e1b9c9eb94cd8ecdf629475db312649c9c',1,'0.1.0','1.13.0',5,'cpu',1,18483,17522,'nilab run sweeps/explore/act_fuzzy_boolean_long.toml --db results/act.sqlite --jobs 2');
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
INSERT INTO params VALUES(9,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(9,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(9,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(9,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(9,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(9,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(9,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(9,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(9,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(9,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(9,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(9,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(9,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(9,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(9,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(9,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(9,'residual','string',NULL,NULL,'code');
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
INSERT INTO params VALUES(9,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(9,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(9,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(9,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(9,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(9,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(9,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(9,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(10,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(10,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(10,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(10,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(10,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(10,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(10,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(10,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(10,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(10,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(10,'n_i','int',2,NULL,NULL);
INSERT INTO params VALUES(10,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(10,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(10,'residual','string',NULL,NULL,'code');
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
INSERT INTO params VALUES(10,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(10,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(10,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(10,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(10,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(10,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(11,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(11,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(11,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(11,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(11,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(11,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(11,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(11,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(11,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(11,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(11,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(11,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(11,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(11,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(11,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(11,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(11,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(11,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(11,'residual','string',NULL,NULL,'code');
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
INSERT INTO params VALUES(11,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(11,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(11,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(11,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(11,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(11,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(11,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(12,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(12,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(12,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(12,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(12,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(12,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(12,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(12,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(12,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(12,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(12,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(12,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(12,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(12,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(12,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(12,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(12,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(12,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(12,'residual','string',NULL,NULL,'code');
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
INSERT INTO params VALUES(12,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(12,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(12,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(12,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(12,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(12,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(12,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(13,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(13,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(13,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(13,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(13,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(13,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(13,'halt_bias_init','float',NULL,-2.0,NULL);
INSERT INTO params VALUES(13,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(13,'halting','string',NULL,NULL,'act_sample');
INSERT INTO params VALUES(13,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(13,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(13,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(13,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(13,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(13,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(13,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(13,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(13,'ponder_cost','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(13,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(13,'residual','string',NULL,NULL,'code');
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
INSERT INTO params VALUES(13,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(13,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(13,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(13,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(13,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(13,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(13,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(13,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(13,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(13,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(14,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(14,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(14,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(14,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(14,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(14,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(14,'halt_bias_init','float',NULL,-2.0,NULL);
INSERT INTO params VALUES(14,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(14,'halting','string',NULL,NULL,'act_sample');
INSERT INTO params VALUES(14,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(14,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(14,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(14,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(14,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(14,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(14,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(14,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(14,'ponder_cost','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(14,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(14,'residual','string',NULL,NULL,'code');
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
INSERT INTO params VALUES(14,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(14,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(14,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(14,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(14,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(14,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(14,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(14,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(14,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(14,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(15,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(15,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(15,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(15,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(15,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(15,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(15,'halt_bias_init','float',NULL,-2.0,NULL);
INSERT INTO params VALUES(15,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(15,'halting','string',NULL,NULL,'act_sample');
INSERT INTO params VALUES(15,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(15,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(15,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(15,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(15,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(15,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(15,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(15,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(15,'ponder_cost','float',NULL,0.00010000000000000000479,NULL);
INSERT INTO params VALUES(15,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(15,'residual','string',NULL,NULL,'code');
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
INSERT INTO params VALUES(15,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(15,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(15,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(15,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(15,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(15,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(15,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(15,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(15,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(15,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(16,'code_dim','int',32,NULL,NULL);
INSERT INTO params VALUES(16,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(16,'dim','int',32,NULL,NULL);
INSERT INTO params VALUES(16,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(16,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(16,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(16,'halt_bias_init','float',NULL,-2.0,NULL);
INSERT INTO params VALUES(16,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(16,'halting','string',NULL,NULL,'act_sample');
INSERT INTO params VALUES(16,'head_dim','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(16,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(16,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(16,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(16,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(16,'n_i','int',4,NULL,NULL);
INSERT INTO params VALUES(16,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(16,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(16,'ponder_cost','float',NULL,0.00010000000000000000479,NULL);
INSERT INTO params VALUES(16,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(16,'residual','string',NULL,NULL,'code');
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
INSERT INTO params VALUES(16,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'train.epochs','int',10,NULL,NULL);
INSERT INTO params VALUES(16,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(16,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(16,'train.lr','float',NULL,0.040000000000000000832,NULL);
INSERT INTO params VALUES(16,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(16,'train.min_lr','float',NULL,0.0,NULL);
INSERT INTO params VALUES(16,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(16,'train.warmup_epochs','float',NULL,0.25,NULL);
INSERT INTO params VALUES(16,'train.weight_decay','float',NULL,0.0,NULL);
INSERT INTO params VALUES(16,'type_dim','int',16,NULL,NULL);
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
INSERT INTO phases VALUES(9,9,'pretrain','done',10,'2026-11-26T18:56:08.184Z','2026-11-26T18:58:18.783Z');
INSERT INTO phases VALUES(10,10,'pretrain','done',10,'2026-11-26T18:56:08.198Z','2026-11-26T18:58:18.885Z');
INSERT INTO phases VALUES(11,11,'pretrain','done',10,'2026-11-26T18:58:18.816Z','2026-11-26T19:02:41.411Z');
INSERT INTO phases VALUES(12,12,'pretrain','done',10,'2026-11-26T18:58:18.912Z','2026-11-26T19:02:40.677Z');
INSERT INTO phases VALUES(13,13,'pretrain','done',10,'2026-11-26T19:02:40.711Z','2026-11-26T19:07:08.037Z');
INSERT INTO phases VALUES(14,14,'pretrain','done',10,'2026-11-26T19:02:41.441Z','2026-11-26T19:06:42.343Z');
INSERT INTO phases VALUES(15,15,'pretrain','done',10,'2026-11-26T19:06:42.369Z','2026-11-26T19:10:37.150Z');
INSERT INTO phases VALUES(16,16,'pretrain','done',10,'2026-11-26T19:07:08.063Z','2026-11-26T19:10:42.380Z');
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
INSERT INTO metrics VALUES(5817,9,'pretrain',1,205,'time/eval_s',1.037944245000000043,0,'2026-11-26T18:56:19.348Z');
INSERT INTO metrics VALUES(5818,9,'pretrain',1,205,'time/train_epoch_s',10.12591788699999995,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5819,9,'pretrain',1,205,'train/grad_norm',0.16058261986912750196,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5820,9,'pretrain',1,205,'train/loss',0.022691805247885905166,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5821,9,'pretrain',1,205,'train/lr',0.039424608375916533886,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5822,9,'pretrain',1,205,'train/mean_r2',-1.0914868818809857486,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5823,9,'pretrain',1,205,'train/mse',0.022691804736809213782,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5864,9,'pretrain',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5865,9,'pretrain',1,205,'train/samples_per_s',2588.8023478498112127,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5866,9,'pretrain',1,205,'val/loss',0.0054713029102932434974,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5867,9,'pretrain',1,205,'val/mean_r2',0.464622346365763772,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5868,9,'pretrain',1,205,'val/mse',0.0054713028389791456412,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5909,9,'pretrain',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T18:56:19.349Z');
INSERT INTO metrics VALUES(5910,10,'pretrain',1,205,'time/eval_s',1.1141702289999999564,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5911,10,'pretrain',1,205,'time/train_epoch_s',10.088147179999999991,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5912,10,'pretrain',1,205,'train/grad_norm',0.12440723348863241826,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5913,10,'pretrain',1,205,'train/loss',0.015646792557334952139,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5914,10,'pretrain',1,205,'train/lr',0.039424608375916533886,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5915,10,'pretrain',1,205,'train/mean_r2',-0.41149351867565986395,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5916,10,'pretrain',1,205,'train/mse',0.015646792608031444282,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5957,10,'pretrain',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5958,10,'pretrain',1,205,'train/samples_per_s',2598.4949993562645432,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5959,10,'pretrain',1,205,'val/loss',0.0041864024846665938428,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5960,10,'pretrain',1,205,'val/mean_r2',0.60351715552241047557,0,'2026-11-26T18:56:19.401Z');
INSERT INTO metrics VALUES(5961,10,'pretrain',1,205,'val/mse',0.004186402488951743335,0,'2026-11-26T18:56:19.402Z');
INSERT INTO metrics VALUES(6002,10,'pretrain',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T18:56:19.402Z');
INSERT INTO metrics VALUES(6003,10,'pretrain',2,410,'time/eval_s',1.1800121269999999107,0,'2026-11-26T18:56:31.878Z');
INSERT INTO metrics VALUES(6004,10,'pretrain',2,410,'time/train_epoch_s',11.290460620999999364,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6005,10,'pretrain',2,410,'train/grad_norm',0.043822094361956526187,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6006,10,'pretrain',2,410,'train/loss',0.0023969075499047616875,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6007,10,'pretrain',2,410,'train/lr',0.036917141679604859039,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6008,10,'pretrain',2,410,'train/mean_r2',0.77362238742064792784,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6009,10,'pretrain',2,410,'train/mse',0.002396907550171242969,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6050,10,'pretrain',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6051,10,'pretrain',2,410,'train/samples_per_s',2321.783041450280507,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6052,10,'pretrain',2,410,'val/loss',0.0015721798565441632254,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6053,10,'pretrain',2,410,'val/mean_r2',0.85086311438427042475,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6054,10,'pretrain',2,410,'val/mse',0.0015721798439845562252,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6095,10,'pretrain',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T18:56:31.879Z');
INSERT INTO metrics VALUES(6096,9,'pretrain',2,410,'time/eval_s',1.0258052769999999043,0,'2026-11-26T18:56:32.248Z');
INSERT INTO metrics VALUES(6097,9,'pretrain',2,410,'time/train_epoch_s',11.867854042999999464,0,'2026-11-26T18:56:32.248Z');
INSERT INTO metrics VALUES(6098,9,'pretrain',2,410,'train/grad_norm',0.063995623470443047109,0,'2026-11-26T18:56:32.248Z');
INSERT INTO metrics VALUES(6099,9,'pretrain',2,410,'train/loss',0.0033740752558944048754,0,'2026-11-26T18:56:32.248Z');
INSERT INTO metrics VALUES(6100,9,'pretrain',2,410,'train/lr',0.036917141679604859039,0,'2026-11-26T18:56:32.248Z');
INSERT INTO metrics VALUES(6101,9,'pretrain',2,410,'train/mean_r2',0.67549756562045826235,0,'2026-11-26T18:56:32.248Z');
INSERT INTO metrics VALUES(6102,9,'pretrain',2,410,'train/mse',0.0033740752287015583765,0,'2026-11-26T18:56:32.248Z');
INSERT INTO metrics VALUES(6143,9,'pretrain',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T18:56:32.249Z');
INSERT INTO metrics VALUES(6144,9,'pretrain',2,410,'train/samples_per_s',2208.8239293321753394,0,'2026-11-26T18:56:32.249Z');
INSERT INTO metrics VALUES(6145,9,'pretrain',2,410,'val/loss',0.0017025986244986707034,0,'2026-11-26T18:56:32.249Z');
INSERT INTO metrics VALUES(6146,9,'pretrain',2,410,'val/mean_r2',0.83669468170809813134,0,'2026-11-26T18:56:32.249Z');
INSERT INTO metrics VALUES(6147,9,'pretrain',2,410,'val/mse',0.0017025985981677805441,0,'2026-11-26T18:56:32.249Z');
INSERT INTO metrics VALUES(6188,9,'pretrain',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T18:56:32.249Z');
INSERT INTO metrics VALUES(6189,10,'pretrain',3,615,'time/eval_s',1.0885062309999999907,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6190,10,'pretrain',3,615,'time/train_epoch_s',11.078934545999999273,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6191,10,'pretrain',3,615,'train/grad_norm',0.034549318035928214265,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6192,10,'pretrain',3,615,'train/loss',0.0011200349955850668649,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6193,10,'pretrain',3,615,'train/lr',0.032668874102673210735,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6194,10,'pretrain',3,615,'train/mean_r2',0.89370892218668629425,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6195,10,'pretrain',3,615,'train/mse',0.0011200349944002930147,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6236,10,'pretrain',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6237,10,'pretrain',3,615,'train/samples_per_s',2366.1120021206775163,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6238,10,'pretrain',3,615,'val/loss',0.00073532365526601003828,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6239,10,'pretrain',3,615,'val/mean_r2',0.92950519313389323716,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6240,10,'pretrain',3,615,'val/mse',0.00073532365457605229023,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6281,10,'pretrain',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T18:56:44.055Z');
INSERT INTO metrics VALUES(6282,9,'pretrain',3,615,'time/eval_s',1.0451055030000000467,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6283,9,'pretrain',3,615,'time/train_epoch_s',11.331265930000000707,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6284,9,'pretrain',3,615,'train/grad_norm',0.047105896954492826322,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6285,9,'pretrain',3,615,'train/loss',0.0013881465496511425673,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6286,9,'pretrain',3,615,'train/lr',0.032668874102673210735,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6287,9,'pretrain',3,615,'train/mean_r2',0.86725952582536236512,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6288,9,'pretrain',3,615,'train/mse',0.0013881465617966849517,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6329,9,'pretrain',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6330,9,'pretrain',3,615,'train/samples_per_s',2313.4220096800781902,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6331,9,'pretrain',3,615,'val/loss',0.00093714512219518388957,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6332,9,'pretrain',3,615,'val/mean_r2',0.91018536500001001599,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6333,9,'pretrain',3,615,'val/mse',0.0009371451059700076306,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6374,9,'pretrain',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T18:56:44.631Z');
INSERT INTO metrics VALUES(6375,10,'pretrain',4,820,'time/eval_s',0.92286127500000003642,0,'2026-11-26T18:56:55.968Z');
INSERT INTO metrics VALUES(6376,10,'pretrain',4,820,'time/train_epoch_s',10.978947115000000422,0,'2026-11-26T18:56:55.968Z');
INSERT INTO metrics VALUES(6377,10,'pretrain',4,820,'train/grad_norm',0.024786329455673695998,0,'2026-11-26T18:56:55.968Z');
INSERT INTO metrics VALUES(6378,10,'pretrain',4,820,'train/loss',0.00068872815419637625853,0,'2026-11-26T18:56:55.968Z');
INSERT INTO metrics VALUES(6379,10,'pretrain',4,820,'train/lr',0.027116959159532823958,0,'2026-11-26T18:56:55.968Z');
INSERT INTO metrics VALUES(6380,10,'pretrain',4,820,'train/mean_r2',0.93449693698206259817,0,'2026-11-26T18:56:55.968Z');
INSERT INTO metrics VALUES(6381,10,'pretrain',4,820,'train/mse',0.00068872815476585550961,0,'2026-11-26T18:56:55.968Z');
INSERT INTO metrics VALUES(6422,10,'pretrain',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T18:56:55.969Z');
INSERT INTO metrics VALUES(6423,10,'pretrain',4,820,'train/samples_per_s',2387.6606495521859869,0,'2026-11-26T18:56:55.969Z');
INSERT INTO metrics VALUES(6424,10,'pretrain',4,820,'val/loss',0.00069488918118228290218,0,'2026-11-26T18:56:55.969Z');
INSERT INTO metrics VALUES(6425,10,'pretrain',4,820,'val/mean_r2',0.93581590958855453976,0,'2026-11-26T18:56:55.969Z');
INSERT INTO metrics VALUES(6426,10,'pretrain',4,820,'val/mse',0.00069488917889625519824,0,'2026-11-26T18:56:55.969Z');
INSERT INTO metrics VALUES(6467,10,'pretrain',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T18:56:55.969Z');
INSERT INTO metrics VALUES(6468,9,'pretrain',4,820,'time/eval_s',0.93340184400000003606,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6469,9,'pretrain',4,820,'time/train_epoch_s',11.239658212000000148,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6470,9,'pretrain',4,820,'train/grad_norm',0.033373178391740088155,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6471,9,'pretrain',4,820,'train/loss',0.00082037588956348659816,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6472,9,'pretrain',4,820,'train/lr',0.027116959159532823958,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6473,9,'pretrain',4,820,'train/mean_r2',0.92159472649270612887,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6474,9,'pretrain',4,820,'train/mse',0.0008203758879415318575,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6515,9,'pretrain',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6516,9,'pretrain',4,820,'train/samples_per_s',2332.2773260144754204,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6517,9,'pretrain',4,820,'val/loss',0.00069953204202032309017,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6518,9,'pretrain',4,820,'val/mean_r2',0.93263255680439838268,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6519,9,'pretrain',4,820,'val/mse',0.00069953205011593743833,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6560,9,'pretrain',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T18:56:56.809Z');
INSERT INTO metrics VALUES(6561,10,'pretrain',5,1025,'time/eval_s',1.0610719829999999408,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6562,10,'pretrain',5,1025,'time/train_epoch_s',11.134658780000000532,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6563,10,'pretrain',5,1025,'train/grad_norm',0.019687916824548710309,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6564,10,'pretrain',5,1025,'train/loss',0.00045365597983994037853,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6565,10,'pretrain',5,1025,'train/lr',0.020832697759355464639,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6566,10,'pretrain',5,1025,'train/mean_r2',0.95693759346992413039,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6567,10,'pretrain',5,1025,'train/mse',0.00045365598259139683053,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6608,10,'pretrain',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6609,10,'pretrain',5,1025,'train/samples_per_s',2354.2706173524966287,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6610,10,'pretrain',5,1025,'val/loss',0.00040085218459007384769,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6611,10,'pretrain',5,1025,'val/mean_r2',0.9614616222370739873,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6612,10,'pretrain',5,1025,'val/mse',0.00040085218888594159993,0,'2026-11-26T18:57:08.178Z');
INSERT INTO metrics VALUES(6653,10,'pretrain',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T18:57:08.179Z');
INSERT INTO metrics VALUES(6654,9,'pretrain',5,1025,'time/eval_s',1.0020069560000000041,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6655,9,'pretrain',5,1025,'time/train_epoch_s',10.710741842999999207,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6656,9,'pretrain',5,1025,'train/grad_norm',0.024384987890356923934,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6657,9,'pretrain',5,1025,'train/loss',0.00054280382347887006812,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6658,9,'pretrain',5,1025,'train/lr',0.020832697759355464639,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6659,9,'pretrain',5,1025,'train/mean_r2',0.94798247948898306525,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6660,9,'pretrain',5,1025,'train/mse',0.00054280382053027828506,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6701,9,'pretrain',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6702,9,'pretrain',5,1025,'train/samples_per_s',2447.4495216344093933,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6703,9,'pretrain',5,1025,'val/loss',0.00040460975585902679172,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6704,9,'pretrain',5,1025,'val/mean_r2',0.96062753111243337489,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6705,9,'pretrain',5,1025,'val/mse',0.00040460975808962330434,0,'2026-11-26T18:57:08.527Z');
INSERT INTO metrics VALUES(6746,9,'pretrain',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T18:57:08.528Z');
INSERT INTO metrics VALUES(6747,9,'pretrain',6,1230,'time/eval_s',1.0699874369999999856,0,'2026-11-26T18:57:22.000Z');
INSERT INTO metrics VALUES(6748,9,'pretrain',6,1230,'time/train_epoch_s',12.39714357100000086,0,'2026-11-26T18:57:22.000Z');
INSERT INTO metrics VALUES(6749,9,'pretrain',6,1230,'train/grad_norm',0.017558765456807321619,0,'2026-11-26T18:57:22.000Z');
INSERT INTO metrics VALUES(6750,9,'pretrain',6,1230,'train/loss',0.00039112636435836210758,0,'2026-11-26T18:57:22.000Z');
INSERT INTO metrics VALUES(6751,9,'pretrain',6,1230,'train/lr',0.014462750430654862376,0,'2026-11-26T18:57:22.000Z');
INSERT INTO metrics VALUES(6752,9,'pretrain',6,1230,'train/mean_r2',0.96247481198274653646,0,'2026-11-26T18:57:22.000Z');
INSERT INTO metrics VALUES(6753,9,'pretrain',6,1230,'train/mse',0.00039112636435002302078,0,'2026-11-26T18:57:22.000Z');
INSERT INTO metrics VALUES(6794,9,'pretrain',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T18:57:22.001Z');
INSERT INTO metrics VALUES(6795,9,'pretrain',6,1230,'train/samples_per_s',2114.5193527742194418,0,'2026-11-26T18:57:22.001Z');
INSERT INTO metrics VALUES(6796,9,'pretrain',6,1230,'val/loss',0.00031778094307088932193,0,'2026-11-26T18:57:22.001Z');
INSERT INTO metrics VALUES(6797,9,'pretrain',6,1230,'val/mean_r2',0.96929799977166697377,0,'2026-11-26T18:57:22.001Z');
INSERT INTO metrics VALUES(6798,9,'pretrain',6,1230,'val/mse',0.00031778093924696989647,0,'2026-11-26T18:57:22.001Z');
INSERT INTO metrics VALUES(6839,9,'pretrain',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T18:57:22.001Z');
INSERT INTO metrics VALUES(6840,10,'pretrain',6,1230,'time/eval_s',1.3156583939999999532,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6841,10,'pretrain',6,1230,'time/train_epoch_s',13.339251301999999199,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6842,10,'pretrain',6,1230,'train/grad_norm',0.014754010521148035878,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6843,10,'pretrain',6,1230,'train/loss',0.00031944201425450450019,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6844,10,'pretrain',6,1230,'train/lr',0.014462750430654862376,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6845,10,'pretrain',6,1230,'train/mean_r2',0.96968022827315214495,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6846,10,'pretrain',6,1230,'train/mse',0.00031944201474674865795,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6887,10,'pretrain',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6888,10,'pretrain',6,1230,'train/samples_per_s',1965.1777604691835677,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6889,10,'pretrain',6,1230,'val/loss',0.00026923084088136792256,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6890,10,'pretrain',6,1230,'val/mean_r2',0.97415230470577596211,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6891,10,'pretrain',6,1230,'val/mse',0.0002692308433062958568,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6932,10,'pretrain',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T18:57:22.839Z');
INSERT INTO metrics VALUES(6933,9,'pretrain',7,1435,'time/eval_s',0.91212025799999996156,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6934,9,'pretrain',7,1435,'time/train_epoch_s',12.540707872000000477,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6935,9,'pretrain',7,1435,'train/grad_norm',0.013354490722370583599,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6936,9,'pretrain',7,1435,'train/loss',0.0002884703886861049297,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6937,9,'pretrain',7,1435,'train/lr',0.0086625949207548048891,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6938,9,'pretrain',7,1435,'train/mean_r2',0.9723238592067348085,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6939,9,'pretrain',7,1435,'train/mse',0.00028847038838449186575,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6980,9,'pretrain',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6981,9,'pretrain',7,1435,'train/samples_per_s',2090.3126256954565177,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6982,9,'pretrain',7,1435,'val/loss',0.00023912213561413562211,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6983,9,'pretrain',7,1435,'val/mean_r2',0.97700347150352784275,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(6984,9,'pretrain',7,1435,'val/mse',0.00023912213927773428917,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(7025,9,'pretrain',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T18:57:35.461Z');
INSERT INTO metrics VALUES(7026,10,'pretrain',7,1435,'time/eval_s',1.041678762999999952,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7027,10,'pretrain',7,1435,'time/train_epoch_s',12.11268432199999978,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7028,10,'pretrain',7,1435,'train/grad_norm',0.009012101411183432581,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7029,10,'pretrain',7,1435,'train/loss',0.0002153740922938684858,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7030,10,'pretrain',7,1435,'train/lr',0.0086625949207548048891,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7031,10,'pretrain',7,1435,'train/mean_r2',0.97943405313192910544,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7032,10,'pretrain',7,1435,'train/mse',0.00021537409254737590593,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7073,10,'pretrain',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7074,10,'pretrain',7,1435,'train/samples_per_s',2164.1775929376854037,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7075,10,'pretrain',7,1435,'val/loss',0.00017217565761020944825,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7076,10,'pretrain',7,1435,'val/mean_r2',0.98347219729342660876,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7077,10,'pretrain',7,1435,'val/mse',0.00017217566086345125397,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7118,10,'pretrain',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T18:57:36.001Z');
INSERT INTO metrics VALUES(7119,10,'pretrain',8,1640,'time/eval_s',1.2460686069999999947,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7120,10,'pretrain',8,1640,'time/train_epoch_s',11.631979686999999401,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7121,10,'pretrain',8,1640,'train/grad_norm',0.0063018569370686281991,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7122,10,'pretrain',8,1640,'train/loss',0.00016489908303800605827,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7123,10,'pretrain',8,1640,'train/lr',0.0040290764893683708378,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7124,10,'pretrain',8,1640,'train/mean_r2',0.98420799464767072528,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7125,10,'pretrain',8,1640,'train/mse',0.00016489908354951071526,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7166,10,'pretrain',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7167,10,'pretrain',8,1640,'train/samples_per_s',2253.6146645181124768,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7168,10,'pretrain',8,1640,'val/loss',0.00014814933696712703336,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7169,10,'pretrain',8,1640,'val/mean_r2',0.98573802637622254252,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7170,10,'pretrain',8,1640,'val/mse',0.00014814933461527072058,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7211,10,'pretrain',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T18:57:48.885Z');
INSERT INTO metrics VALUES(7212,9,'pretrain',8,1640,'time/eval_s',1.1108353559999999404,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7213,9,'pretrain',8,1640,'time/train_epoch_s',12.781714649999999621,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7214,9,'pretrain',8,1640,'train/grad_norm',0.0081495546270161870611,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7215,9,'pretrain',8,1640,'train/loss',0.00022494186938172509838,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7216,9,'pretrain',8,1640,'train/lr',0.0040290764893683708378,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7217,9,'pretrain',8,1640,'train/mean_r2',0.97836905353244740801,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7218,9,'pretrain',8,1640,'train/mse',0.00022494186779972450882,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7259,9,'pretrain',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7260,9,'pretrain',8,1640,'train/samples_per_s',2050.8985466985059247,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7261,9,'pretrain',8,1640,'val/loss',0.00019455437317208792448,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7262,9,'pretrain',8,1640,'val/mean_r2',0.9811909789077682964,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7263,9,'pretrain',8,1640,'val/mse',0.00019455437206883108855,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7304,9,'pretrain',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T18:57:49.359Z');
INSERT INTO metrics VALUES(7305,9,'pretrain',9,1845,'time/eval_s',0.95891462599999999216,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7306,9,'pretrain',9,1845,'time/train_epoch_s',11.042520216999999859,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7307,9,'pretrain',9,1845,'train/grad_norm',0.0053855462124707499313,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7308,9,'pretrain',9,1845,'train/loss',0.00018234372618729504256,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7309,9,'pretrain',9,1845,'train/lr',0.001038991578736785451,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7310,9,'pretrain',9,1845,'train/mean_r2',0.98242133326119329694,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7311,9,'pretrain',9,1845,'train/mse',0.00018234372626218712078,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7352,9,'pretrain',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7353,9,'pretrain',9,1845,'train/samples_per_s',2373.9146032663315964,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7354,9,'pretrain',9,1845,'val/loss',0.00016984064837145799076,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7355,9,'pretrain',9,1845,'val/mean_r2',0.98362440783507287811,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7356,9,'pretrain',9,1845,'val/mse',0.00016984064885898727853,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7397,9,'pretrain',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T18:58:01.367Z');
INSERT INTO metrics VALUES(7398,10,'pretrain',9,1845,'time/eval_s',0.9615026989999999607,0,'2026-11-26T18:58:01.408Z');
INSERT INTO metrics VALUES(7399,10,'pretrain',9,1845,'time/train_epoch_s',11.554924764000000791,0,'2026-11-26T18:58:01.408Z');
INSERT INTO metrics VALUES(7400,10,'pretrain',9,1845,'train/grad_norm',0.0038950413590433394586,0,'2026-11-26T18:58:01.408Z');
INSERT INTO metrics VALUES(7401,10,'pretrain',9,1845,'train/loss',0.00013555332998713842543,0,'2026-11-26T18:58:01.408Z');
INSERT INTO metrics VALUES(7402,10,'pretrain',9,1845,'train/lr',0.001038991578736785451,0,'2026-11-26T18:58:01.408Z');
INSERT INTO metrics VALUES(7403,10,'pretrain',9,1845,'train/mean_r2',0.98699461210900574226,0,'2026-11-26T18:58:01.408Z');
INSERT INTO metrics VALUES(7404,10,'pretrain',9,1845,'train/mse',0.00013555332966101008669,0,'2026-11-26T18:58:01.408Z');
INSERT INTO metrics VALUES(7445,10,'pretrain',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T18:58:01.409Z');
INSERT INTO metrics VALUES(7446,10,'pretrain',9,1845,'train/samples_per_s',2268.6430708463935844,0,'2026-11-26T18:58:01.409Z');
INSERT INTO metrics VALUES(7447,10,'pretrain',9,1845,'val/loss',0.00012822834028862985429,0,'2026-11-26T18:58:01.409Z');
INSERT INTO metrics VALUES(7448,10,'pretrain',9,1845,'val/mean_r2',0.98767411578874053645,0,'2026-11-26T18:58:01.409Z');
INSERT INTO metrics VALUES(7449,10,'pretrain',9,1845,'val/mse',0.00012822834049277018848,0,'2026-11-26T18:58:01.409Z');
INSERT INTO metrics VALUES(7490,10,'pretrain',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T18:58:01.409Z');
INSERT INTO metrics VALUES(7491,9,'pretrain',10,2050,'time/eval_s',0.98316479099999998236,0,'2026-11-26T18:58:13.211Z');
INSERT INTO metrics VALUES(7492,9,'pretrain',10,2050,'time/train_epoch_s',10.853895768999999305,0,'2026-11-26T18:58:13.211Z');
INSERT INTO metrics VALUES(7493,9,'pretrain',10,2050,'train/grad_norm',0.0031774983048529887273,0,'2026-11-26T18:58:13.211Z');
INSERT INTO metrics VALUES(7494,9,'pretrain',10,2050,'train/loss',0.00016424653909302081977,0,'2026-11-26T18:58:13.211Z');
INSERT INTO metrics VALUES(7495,9,'pretrain',10,2050,'train/lr',2.46986984486774464e-08,0,'2026-11-26T18:58:13.211Z');
INSERT INTO metrics VALUES(7496,9,'pretrain',10,2050,'train/mean_r2',0.98416283509780055904,0,'2026-11-26T18:58:13.211Z');
INSERT INTO metrics VALUES(7497,9,'pretrain',10,2050,'train/mse',0.00016424653977697824063,0,'2026-11-26T18:58:13.211Z');
INSERT INTO metrics VALUES(7538,9,'pretrain',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T18:58:13.212Z');
INSERT INTO metrics VALUES(7539,9,'pretrain',10,2050,'train/samples_per_s',2415.1696826562738351,0,'2026-11-26T18:58:13.212Z');
INSERT INTO metrics VALUES(7540,9,'pretrain',10,2050,'val/loss',0.00016169737210631687654,0,'2026-11-26T18:58:13.212Z');
INSERT INTO metrics VALUES(7541,9,'pretrain',10,2050,'val/mean_r2',0.98438114255408559749,0,'2026-11-26T18:58:13.212Z');
INSERT INTO metrics VALUES(7542,9,'pretrain',10,2050,'val/mse',0.00016169737653990931287,0,'2026-11-26T18:58:13.212Z');
INSERT INTO metrics VALUES(7583,9,'pretrain',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T18:58:13.212Z');
INSERT INTO metrics VALUES(7584,10,'pretrain',10,2050,'time/eval_s',0.95232772300000001486,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7585,10,'pretrain',10,2050,'time/train_epoch_s',10.984830871999999857,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7586,10,'pretrain',10,2050,'train/grad_norm',0.0023798366077244282636,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7587,10,'pretrain',10,2050,'train/loss',0.0001224767738588621068,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7588,10,'pretrain',10,2050,'train/lr',2.46986984486774464e-08,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7589,10,'pretrain',10,2050,'train/mean_r2',0.98825804890300861238,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7590,10,'pretrain',10,2050,'train/mse',0.00012247677407050780343,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7631,10,'pretrain',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7632,10,'pretrain',10,2050,'train/samples_per_s',2386.3817573030360109,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7633,10,'pretrain',10,2050,'val/loss',0.00012296439470306351092,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7634,10,'pretrain',10,2050,'val/mean_r2',0.98817210804731969719,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7635,10,'pretrain',10,2050,'val/mse',0.00012296439487243779114,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7676,10,'pretrain',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T18:58:13.354Z');
INSERT INTO metrics VALUES(7677,9,'pretrain',10,0,'val/loss',0.00016169737210631687654,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7678,9,'pretrain',10,0,'val/loss@it=1',0.017692138150739059737,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7679,9,'pretrain',10,0,'val/loss@it=2',0.00016169737210631687654,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7680,9,'pretrain',10,0,'val/loss@it=3',0.010686612669531986991,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7681,9,'pretrain',10,0,'val/loss@it=4',0.020136196756275610147,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7682,9,'pretrain',10,0,'val/mean_r2',0.98438114255408559749,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7683,9,'pretrain',10,0,'val/mean_r2@it=1',-0.69154443098088724806,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7684,9,'pretrain',10,0,'val/mean_r2@it=2',0.98438114255408559749,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7685,9,'pretrain',10,0,'val/mean_r2@it=3',-0.031367786013415090151,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7686,9,'pretrain',10,0,'val/mean_r2@it=4',-0.8907453021850315622,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7687,9,'pretrain',10,0,'val/mse',0.00016169737653990931287,1,'2026-11-26T18:58:18.758Z');
INSERT INTO metrics VALUES(7788,9,'pretrain',10,0,'val/mse@it=1',0.017692138236015921698,1,'2026-11-26T18:58:18.759Z');
INSERT INTO metrics VALUES(7789,9,'pretrain',10,0,'val/mse@it=2',0.00016169737653990931287,1,'2026-11-26T18:58:18.759Z');
INSERT INTO metrics VALUES(7790,9,'pretrain',10,0,'val/mse@it=3',0.010686612663034642661,1,'2026-11-26T18:58:18.759Z');
INSERT INTO metrics VALUES(7791,9,'pretrain',10,0,'val/mse@it=4',0.020136196739956587625,1,'2026-11-26T18:58:18.759Z');
INSERT INTO metrics VALUES(7892,9,'pretrain',10,0,'val/routing/unrouted',0.0,1,'2026-11-26T18:58:18.760Z');
INSERT INTO metrics VALUES(7893,9,'pretrain',10,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T18:58:18.760Z');
INSERT INTO metrics VALUES(7894,9,'pretrain',10,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T18:58:18.760Z');
INSERT INTO metrics VALUES(7895,9,'pretrain',10,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T18:58:18.760Z');
INSERT INTO metrics VALUES(7896,9,'pretrain',10,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T18:58:18.760Z');
INSERT INTO metrics VALUES(7897,10,'pretrain',10,0,'val/loss',0.00012296439470306351092,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(7898,10,'pretrain',10,0,'val/loss@it=1',0.01453418519119409509,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(7899,10,'pretrain',10,0,'val/loss@it=2',0.00012296439470306351092,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(7900,10,'pretrain',10,0,'val/loss@it=3',0.010759959208529224633,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(7901,10,'pretrain',10,0,'val/loss@it=4',0.018959286836137085457,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(7902,10,'pretrain',10,0,'val/mean_r2',0.98817210804731969719,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(7903,10,'pretrain',10,0,'val/mean_r2@it=1',-0.40389171454597266874,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(7904,10,'pretrain',10,0,'val/mean_r2@it=2',0.98817210804731969719,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(7905,10,'pretrain',10,0,'val/mean_r2@it=3',-0.042725750174892253296,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(7906,10,'pretrain',10,0,'val/mean_r2@it=4',-0.76255677644283947902,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(7907,10,'pretrain',10,0,'val/mse',0.00012296439487243779114,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(8008,10,'pretrain',10,0,'val/mse@it=1',0.014534185137554393035,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(8009,10,'pretrain',10,0,'val/mse@it=2',0.00012296439487243779114,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(8010,10,'pretrain',10,0,'val/mse@it=3',0.01075995940828383679,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(8011,10,'pretrain',10,0,'val/mse@it=4',0.018959287199029659087,1,'2026-11-26T18:58:18.883Z');
INSERT INTO metrics VALUES(8112,10,'pretrain',10,0,'val/routing/unrouted',0.0,1,'2026-11-26T18:58:18.884Z');
INSERT INTO metrics VALUES(8113,10,'pretrain',10,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T18:58:18.884Z');
INSERT INTO metrics VALUES(8114,10,'pretrain',10,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T18:58:18.884Z');
INSERT INTO metrics VALUES(8115,10,'pretrain',10,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T18:58:18.884Z');
INSERT INTO metrics VALUES(8116,10,'pretrain',10,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T18:58:18.884Z');
INSERT INTO metrics VALUES(8117,12,'pretrain',1,205,'time/eval_s',1.7973417499999999602,0,'2026-11-26T18:58:43.630Z');
INSERT INTO metrics VALUES(8118,12,'pretrain',1,205,'time/train_epoch_s',22.920448569000001271,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8119,12,'pretrain',1,205,'train/grad_norm',0.13058856921043338061,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8120,12,'pretrain',1,205,'train/loss',0.015287773992580350537,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8121,12,'pretrain',1,205,'train/lr',0.039424608375916533886,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8122,12,'pretrain',1,205,'train/mean_r2',-0.36840441760170039575,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8123,12,'pretrain',1,205,'train/mse',0.015287773955038611722,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8164,12,'pretrain',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8165,12,'pretrain',1,205,'train/samples_per_s',1143.6948941503064816,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8166,12,'pretrain',1,205,'val/loss',0.0034934357521293284663,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8167,12,'pretrain',1,205,'val/mean_r2',0.66649619991513242567,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8168,12,'pretrain',1,205,'val/mse',0.0034934357171939461883,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8209,12,'pretrain',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T18:58:43.631Z');
INSERT INTO metrics VALUES(8210,11,'pretrain',1,205,'time/eval_s',1.9034679679999999546,0,'2026-11-26T18:58:43.715Z');
INSERT INTO metrics VALUES(8211,11,'pretrain',1,205,'time/train_epoch_s',22.994838920999999486,0,'2026-11-26T18:58:43.715Z');
INSERT INTO metrics VALUES(8212,11,'pretrain',1,205,'train/grad_norm',0.17675160364952030578,0,'2026-11-26T18:58:43.715Z');
INSERT INTO metrics VALUES(8213,11,'pretrain',1,205,'train/loss',0.021082142402918259416,0,'2026-11-26T18:58:43.715Z');
INSERT INTO metrics VALUES(8214,11,'pretrain',1,205,'train/lr',0.039424608375916533886,0,'2026-11-26T18:58:43.715Z');
INSERT INTO metrics VALUES(8215,11,'pretrain',1,205,'train/mean_r2',-0.92530231166633147843,0,'2026-11-26T18:58:43.715Z');
INSERT INTO metrics VALUES(8216,11,'pretrain',1,205,'train/mse',0.021082142123906542907,0,'2026-11-26T18:58:43.715Z');
INSERT INTO metrics VALUES(8257,11,'pretrain',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T18:58:43.716Z');
INSERT INTO metrics VALUES(8258,11,'pretrain',1,205,'train/samples_per_s',1139.9949393017973307,0,'2026-11-26T18:58:43.716Z');
INSERT INTO metrics VALUES(8259,11,'pretrain',1,205,'val/loss',0.0052983788686736549983,0,'2026-11-26T18:58:43.716Z');
INSERT INTO metrics VALUES(8260,11,'pretrain',1,205,'val/mean_r2',0.49067580359532991796,0,'2026-11-26T18:58:43.716Z');
INSERT INTO metrics VALUES(8261,11,'pretrain',1,205,'val/mse',0.0052983789725148267707,0,'2026-11-26T18:58:43.716Z');
INSERT INTO metrics VALUES(8302,11,'pretrain',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T18:58:43.716Z');
INSERT INTO metrics VALUES(8303,11,'pretrain',2,410,'time/eval_s',1.820002888999999957,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8304,11,'pretrain',2,410,'time/train_epoch_s',23.561753436000000051,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8305,11,'pretrain',2,410,'train/grad_norm',0.060548744414274283109,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8306,11,'pretrain',2,410,'train/loss',0.0028014357769203133627,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8307,11,'pretrain',2,410,'train/lr',0.036917141679604859039,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8308,11,'pretrain',2,410,'train/mean_r2',0.73154714795013542349,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8309,11,'pretrain',2,410,'train/mse',0.0028014357549585610675,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8350,11,'pretrain',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8351,11,'pretrain',2,410,'train/samples_per_s',1112.5657549725324316,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8352,11,'pretrain',2,410,'val/loss',0.0014928043846252408641,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8353,11,'pretrain',2,410,'val/mean_r2',0.8585302328774540026,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8354,11,'pretrain',2,410,'val/mse',0.0014928044415527597695,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8395,11,'pretrain',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T18:59:09.106Z');
INSERT INTO metrics VALUES(8396,12,'pretrain',2,410,'time/eval_s',2.2444849580000001409,0,'2026-11-26T18:59:10.251Z');
INSERT INTO metrics VALUES(8397,12,'pretrain',2,410,'time/train_epoch_s',24.371067827000000959,0,'2026-11-26T18:59:10.251Z');
INSERT INTO metrics VALUES(8398,12,'pretrain',2,410,'train/grad_norm',0.044149369546552984233,0,'2026-11-26T18:59:10.251Z');
INSERT INTO metrics VALUES(8399,12,'pretrain',2,410,'train/loss',0.0019693968553727595957,0,'2026-11-26T18:59:10.251Z');
INSERT INTO metrics VALUES(8400,12,'pretrain',2,410,'train/lr',0.036917141679604859039,0,'2026-11-26T18:59:10.252Z');
INSERT INTO metrics VALUES(8401,12,'pretrain',2,410,'train/mean_r2',0.81266195327228329947,0,'2026-11-26T18:59:10.252Z');
INSERT INTO metrics VALUES(8402,12,'pretrain',2,410,'train/mse',0.0019693968522927246707,0,'2026-11-26T18:59:10.252Z');
INSERT INTO metrics VALUES(8443,12,'pretrain',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T18:59:10.252Z');
INSERT INTO metrics VALUES(8444,12,'pretrain',2,410,'train/samples_per_s',1075.6196727235014804,0,'2026-11-26T18:59:10.252Z');
INSERT INTO metrics VALUES(8445,12,'pretrain',2,410,'val/loss',0.0011802997019413037985,0,'2026-11-26T18:59:10.252Z');
INSERT INTO metrics VALUES(8446,12,'pretrain',2,410,'val/mean_r2',0.88761411281591207078,0,'2026-11-26T18:59:10.252Z');
INSERT INTO metrics VALUES(8447,12,'pretrain',2,410,'val/mse',0.0011802997151840277732,0,'2026-11-26T18:59:10.252Z');
INSERT INTO metrics VALUES(8488,12,'pretrain',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T18:59:10.252Z');
INSERT INTO metrics VALUES(8489,11,'pretrain',3,615,'time/eval_s',2.1016700820000000504,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8490,11,'pretrain',3,615,'time/train_epoch_s',23.943443092999999067,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8491,11,'pretrain',3,615,'train/grad_norm',0.043337355735825332236,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8492,11,'pretrain',3,615,'train/loss',0.0011004041970875948642,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8493,11,'pretrain',3,615,'train/lr',0.032668874102673210735,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8494,11,'pretrain',3,615,'train/mean_r2',0.89559500447759232688,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8495,11,'pretrain',3,615,'train/mse',0.0011004042000413824693,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8536,11,'pretrain',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8537,11,'pretrain',3,615,'train/samples_per_s',1094.8300082899861536,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8538,11,'pretrain',3,615,'val/loss',0.00066907065229926366515,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8539,11,'pretrain',3,615,'val/mean_r2',0.93627362051522133867,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8540,11,'pretrain',3,615,'val/mse',0.00066907066453852166634,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8581,11,'pretrain',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T18:59:35.158Z');
INSERT INTO metrics VALUES(8582,12,'pretrain',3,615,'time/eval_s',2.0308439649999998621,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8583,12,'pretrain',3,615,'time/train_epoch_s',24.027180861000001499,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8584,12,'pretrain',3,615,'train/grad_norm',0.031461695522615094888,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8585,12,'pretrain',3,615,'train/loss',0.00083907172657271414731,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8586,12,'pretrain',3,615,'train/lr',0.032668874102673210735,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8587,12,'pretrain',3,615,'train/mean_r2',0.92066125857494696127,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8588,12,'pretrain',3,615,'train/mse',0.00083907172564487713002,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8629,12,'pretrain',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8630,12,'pretrain',3,615,'train/samples_per_s',1091.0143870665060604,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8631,12,'pretrain',3,615,'val/loss',0.00053322115734484988678,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8632,12,'pretrain',3,615,'val/mean_r2',0.94944705507732063409,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8633,12,'pretrain',3,615,'val/mse',0.00053322116639467772268,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8674,12,'pretrain',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T18:59:36.317Z');
INSERT INTO metrics VALUES(8675,11,'pretrain',4,820,'time/eval_s',2.4560667750000000353,0,'2026-11-26T18:59:59.866Z');
INSERT INTO metrics VALUES(8676,11,'pretrain',4,820,'time/train_epoch_s',22.24627384700000121,0,'2026-11-26T18:59:59.866Z');
INSERT INTO metrics VALUES(8677,11,'pretrain',4,820,'train/grad_norm',0.034219273438722622171,0,'2026-11-26T18:59:59.866Z');
INSERT INTO metrics VALUES(8678,11,'pretrain',4,820,'train/loss',0.00064874477514053794594,0,'2026-11-26T18:59:59.866Z');
INSERT INTO metrics VALUES(8679,11,'pretrain',4,820,'train/lr',0.027116959159532823958,0,'2026-11-26T18:59:59.866Z');
INSERT INTO metrics VALUES(8680,11,'pretrain',4,820,'train/mean_r2',0.93850613207973554441,0,'2026-11-26T18:59:59.866Z');
INSERT INTO metrics VALUES(8681,11,'pretrain',4,820,'train/mse',0.00064874477915364821105,0,'2026-11-26T18:59:59.866Z');
INSERT INTO metrics VALUES(8722,11,'pretrain',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T18:59:59.867Z');
INSERT INTO metrics VALUES(8723,11,'pretrain',4,820,'train/samples_per_s',1178.3546395359626331,0,'2026-11-26T18:59:59.867Z');
INSERT INTO metrics VALUES(8724,11,'pretrain',4,820,'val/loss',0.00048506143886560722233,0,'2026-11-26T18:59:59.867Z');
INSERT INTO metrics VALUES(8725,11,'pretrain',4,820,'val/mean_r2',0.95417096381029309348,0,'2026-11-26T18:59:59.867Z');
INSERT INTO metrics VALUES(8726,11,'pretrain',4,820,'val/mse',0.0004850614311450783078,0,'2026-11-26T18:59:59.867Z');
INSERT INTO metrics VALUES(8767,11,'pretrain',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T18:59:59.867Z');
INSERT INTO metrics VALUES(8768,12,'pretrain',4,820,'time/eval_s',2.1517106720000001018,0,'2026-11-26T19:00:01.026Z');
INSERT INTO metrics VALUES(8769,12,'pretrain',4,820,'time/train_epoch_s',22.551150300999999842,0,'2026-11-26T19:00:01.026Z');
INSERT INTO metrics VALUES(8770,12,'pretrain',4,820,'train/grad_norm',0.026080813499667294952,0,'2026-11-26T19:00:01.026Z');
INSERT INTO metrics VALUES(8771,12,'pretrain',4,820,'train/loss',0.00053859315735315033742,0,'2026-11-26T19:00:01.026Z');
INSERT INTO metrics VALUES(8772,12,'pretrain',4,820,'train/lr',0.027116959159532823958,0,'2026-11-26T19:00:01.026Z');
INSERT INTO metrics VALUES(8773,12,'pretrain',4,820,'train/mean_r2',0.94901288691390539575,0,'2026-11-26T19:00:01.026Z');
INSERT INTO metrics VALUES(8774,12,'pretrain',4,820,'train/mse',0.0005385931570243069396,0,'2026-11-26T19:00:01.026Z');
INSERT INTO metrics VALUES(8815,12,'pretrain',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T19:00:01.026Z');
INSERT INTO metrics VALUES(8816,12,'pretrain',4,820,'train/samples_per_s',1162.4240737217548939,0,'2026-11-26T19:00:01.026Z');
INSERT INTO metrics VALUES(8817,12,'pretrain',4,820,'val/loss',0.00040511313984926527456,0,'2026-11-26T19:00:01.027Z');
INSERT INTO metrics VALUES(8818,12,'pretrain',4,820,'val/mean_r2',0.96239333996834341977,0,'2026-11-26T19:00:01.027Z');
INSERT INTO metrics VALUES(8819,12,'pretrain',4,820,'val/mse',0.00040511314569589753492,0,'2026-11-26T19:00:01.027Z');
INSERT INTO metrics VALUES(8860,12,'pretrain',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T19:00:01.027Z');
INSERT INTO metrics VALUES(8861,11,'pretrain',5,1025,'time/eval_s',2.0682158390000000558,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8862,11,'pretrain',5,1025,'time/train_epoch_s',26.456412521000000736,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8863,11,'pretrain',5,1025,'train/grad_norm',0.028787198903538830513,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8864,11,'pretrain',5,1025,'train/loss',0.00045156524526021401102,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8865,11,'pretrain',5,1025,'train/lr',0.020832697759355464639,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8866,11,'pretrain',5,1025,'train/mean_r2',0.9571494006248185693,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8867,11,'pretrain',5,1025,'train/mse',0.00045156524381768459262,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8908,11,'pretrain',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8909,11,'pretrain',5,1025,'train/samples_per_s',990.83728677092619821,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8910,11,'pretrain',5,1025,'val/loss',0.00034895270322439557409,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8911,11,'pretrain',5,1025,'val/mean_r2',0.96567037178926340423,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8912,11,'pretrain',5,1025,'val/mse',0.00034895270317466685252,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8953,11,'pretrain',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T19:00:28.401Z');
INSERT INTO metrics VALUES(8954,12,'pretrain',5,1025,'time/eval_s',2.3947569109999999881,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(8955,12,'pretrain',5,1025,'time/train_epoch_s',25.535454317999999318,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(8956,12,'pretrain',5,1025,'train/grad_norm',0.018479345130120835433,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(8957,12,'pretrain',5,1025,'train/loss',0.00032791909905880415763,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(8958,12,'pretrain',5,1025,'train/lr',0.020832697759355464639,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(8959,12,'pretrain',5,1025,'train/mean_r2',0.96887206281585491751,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(8960,12,'pretrain',5,1025,'train/mse',0.00032791909835731369686,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(9001,12,'pretrain',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(9002,12,'pretrain',5,1025,'train/samples_per_s',1026.5726888407734804,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(9003,12,'pretrain',5,1025,'val/loss',0.00035463923186323522643,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(9004,12,'pretrain',5,1025,'val/mean_r2',0.96669895975570663271,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(9005,12,'pretrain',5,1025,'val/mse',0.00035463923346839101337,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(9046,12,'pretrain',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T19:00:28.963Z');
INSERT INTO metrics VALUES(9047,12,'pretrain',6,1230,'time/eval_s',1.8191459839999999381,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9048,12,'pretrain',6,1230,'time/train_epoch_s',24.178163398999998889,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9049,12,'pretrain',6,1230,'train/grad_norm',0.013728431862120221707,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9050,12,'pretrain',6,1230,'train/loss',0.00023469509680334896218,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9051,12,'pretrain',6,1230,'train/lr',0.014462750430654862376,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9052,12,'pretrain',6,1230,'train/mean_r2',0.97772364609133899371,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9053,12,'pretrain',6,1230,'train/mse',0.00023469509699789486609,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9094,12,'pretrain',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9095,12,'pretrain',6,1230,'train/samples_per_s',1084.2014576294989183,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9096,12,'pretrain',6,1230,'val/loss',0.00018709109298952223895,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9097,12,'pretrain',6,1230,'val/mean_r2',0.98239412990671137748,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9098,12,'pretrain',6,1230,'val/mse',0.00018709109143948452575,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9139,12,'pretrain',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T19:00:54.968Z');
INSERT INTO metrics VALUES(9140,11,'pretrain',6,1230,'time/eval_s',2.1559114250000002144,0,'2026-11-26T19:00:57.025Z');
INSERT INTO metrics VALUES(9141,11,'pretrain',6,1230,'time/train_epoch_s',26.462494638999999097,0,'2026-11-26T19:00:57.025Z');
INSERT INTO metrics VALUES(9142,11,'pretrain',6,1230,'train/grad_norm',0.018830998139683065295,0,'2026-11-26T19:00:57.025Z');
INSERT INTO metrics VALUES(9143,11,'pretrain',6,1230,'train/loss',0.00029120996931346874742,0,'2026-11-26T19:00:57.025Z');
INSERT INTO metrics VALUES(9144,11,'pretrain',6,1230,'train/lr',0.014462750430654862376,0,'2026-11-26T19:00:57.025Z');
INSERT INTO metrics VALUES(9145,11,'pretrain',6,1230,'train/mean_r2',0.97225778281402619462,0,'2026-11-26T19:00:57.025Z');
INSERT INTO metrics VALUES(9146,11,'pretrain',6,1230,'train/mse',0.00029120996909186725593,0,'2026-11-26T19:00:57.025Z');
INSERT INTO metrics VALUES(9187,11,'pretrain',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T19:00:57.026Z');
INSERT INTO metrics VALUES(9188,11,'pretrain',6,1230,'train/samples_per_s',990.60955354398936376,0,'2026-11-26T19:00:57.026Z');
INSERT INTO metrics VALUES(9189,11,'pretrain',6,1230,'val/loss',0.00026898721642897380082,0,'2026-11-26T19:00:57.026Z');
INSERT INTO metrics VALUES(9190,11,'pretrain',6,1230,'val/mean_r2',0.97506561228380483896,0,'2026-11-26T19:00:57.026Z');
INSERT INTO metrics VALUES(9191,11,'pretrain',6,1230,'val/mse',0.00026898722104357064566,0,'2026-11-26T19:00:57.026Z');
INSERT INTO metrics VALUES(9232,11,'pretrain',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T19:00:57.026Z');
INSERT INTO metrics VALUES(9233,12,'pretrain',7,1435,'time/eval_s',1.7918142130000000999,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9234,12,'pretrain',7,1435,'time/train_epoch_s',23.100276995000001533,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9235,12,'pretrain',7,1435,'train/grad_norm',0.0083447415154518159163,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9236,12,'pretrain',7,1435,'train/loss',0.00016018162854962639924,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9237,12,'pretrain',7,1435,'train/lr',0.0086625949207548048891,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9238,12,'pretrain',7,1435,'train/mean_r2',0.98471074388845702962,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9239,12,'pretrain',7,1435,'train/mse',0.0001601816285694287285,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9280,12,'pretrain',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9281,12,'pretrain',7,1435,'train/samples_per_s',1134.7915873768074561,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9282,12,'pretrain',7,1435,'val/loss',0.00013917129583995553284,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9283,12,'pretrain',7,1435,'val/mean_r2',0.98660974169821602508,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9284,12,'pretrain',7,1435,'val/mse',0.00013917129311059821109,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9325,12,'pretrain',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T19:01:19.866Z');
INSERT INTO metrics VALUES(9326,11,'pretrain',7,1435,'time/eval_s',2.3882295569999998363,0,'2026-11-26T19:01:23.150Z');
INSERT INTO metrics VALUES(9327,11,'pretrain',7,1435,'time/train_epoch_s',23.730281207000000875,0,'2026-11-26T19:01:23.150Z');
INSERT INTO metrics VALUES(9328,11,'pretrain',7,1435,'train/grad_norm',0.012806774848481503742,0,'2026-11-26T19:01:23.150Z');
INSERT INTO metrics VALUES(9329,11,'pretrain',7,1435,'train/loss',0.0002058790712982207032,0,'2026-11-26T19:01:23.150Z');
INSERT INTO metrics VALUES(9330,11,'pretrain',7,1435,'train/lr',0.0086625949207548048891,0,'2026-11-26T19:01:23.150Z');
INSERT INTO metrics VALUES(9331,11,'pretrain',7,1435,'train/mean_r2',0.98035569000831779273,0,'2026-11-26T19:01:23.150Z');
INSERT INTO metrics VALUES(9332,11,'pretrain',7,1435,'train/mse',0.00020587907255078982367,0,'2026-11-26T19:01:23.150Z');
INSERT INTO metrics VALUES(9373,11,'pretrain',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T19:01:23.151Z');
INSERT INTO metrics VALUES(9374,11,'pretrain',7,1435,'train/samples_per_s',1104.6645326843977273,0,'2026-11-26T19:01:23.151Z');
INSERT INTO metrics VALUES(9375,11,'pretrain',7,1435,'val/loss',0.00016325619575288460188,0,'2026-11-26T19:01:23.151Z');
INSERT INTO metrics VALUES(9376,11,'pretrain',7,1435,'val/mean_r2',0.98440132764411369947,0,'2026-11-26T19:01:23.151Z');
INSERT INTO metrics VALUES(9377,11,'pretrain',7,1435,'val/mse',0.0001632561944990905769,0,'2026-11-26T19:01:23.151Z');
INSERT INTO metrics VALUES(9418,11,'pretrain',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T19:01:23.151Z');
INSERT INTO metrics VALUES(9419,12,'pretrain',8,1640,'time/eval_s',1.8378339290000000882,0,'2026-11-26T19:01:44.748Z');
INSERT INTO metrics VALUES(9420,12,'pretrain',8,1640,'time/train_epoch_s',23.039288445000000392,0,'2026-11-26T19:01:44.748Z');
INSERT INTO metrics VALUES(9421,12,'pretrain',8,1640,'train/grad_norm',0.0060583074043345890025,0,'2026-11-26T19:01:44.748Z');
INSERT INTO metrics VALUES(9422,12,'pretrain',8,1640,'train/loss',0.00012893818867262414585,0,'2026-11-26T19:01:44.748Z');
INSERT INTO metrics VALUES(9423,12,'pretrain',8,1640,'train/lr',0.0040290764893683708378,0,'2026-11-26T19:01:44.748Z');
INSERT INTO metrics VALUES(9424,12,'pretrain',8,1640,'train/mean_r2',0.98765632394190261411,0,'2026-11-26T19:01:44.748Z');
INSERT INTO metrics VALUES(9425,12,'pretrain',8,1640,'train/mse',0.00012893818836685739495,0,'2026-11-26T19:01:44.748Z');
INSERT INTO metrics VALUES(9466,12,'pretrain',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T19:01:44.749Z');
INSERT INTO metrics VALUES(9467,12,'pretrain',8,1640,'train/samples_per_s',1137.7955557342299925,0,'2026-11-26T19:01:44.749Z');
INSERT INTO metrics VALUES(9468,12,'pretrain',8,1640,'val/loss',0.00011730015984480815765,0,'2026-11-26T19:01:44.749Z');
INSERT INTO metrics VALUES(9469,12,'pretrain',8,1640,'val/mean_r2',0.98872388554359125212,0,'2026-11-26T19:01:44.749Z');
INSERT INTO metrics VALUES(9470,12,'pretrain',8,1640,'val/mse',0.00011730015880009956718,0,'2026-11-26T19:01:44.749Z');
INSERT INTO metrics VALUES(9511,12,'pretrain',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T19:01:44.749Z');
INSERT INTO metrics VALUES(9512,11,'pretrain',8,1640,'time/eval_s',1.8432638910000000986,0,'2026-11-26T19:01:46.826Z');
INSERT INTO metrics VALUES(9513,11,'pretrain',8,1640,'time/train_epoch_s',21.825723352000000686,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9514,11,'pretrain',8,1640,'train/grad_norm',0.0072844371051959148563,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9515,11,'pretrain',8,1640,'train/loss',0.00015007025781157211732,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9516,11,'pretrain',8,1640,'train/lr',0.0040290764893683708378,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9517,11,'pretrain',8,1640,'train/mean_r2',0.98567790475043681741,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9518,11,'pretrain',8,1640,'train/mse',0.00015007025750632431979,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9559,11,'pretrain',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9560,11,'pretrain',8,1640,'train/samples_per_s',1201.0598492992389764,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9561,11,'pretrain',8,1640,'val/loss',0.00012745731894335681519,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9562,11,'pretrain',8,1640,'val/mean_r2',0.98781124533109299079,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9563,11,'pretrain',8,1640,'val/mse',0.00012745731323964853043,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9604,11,'pretrain',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T19:01:46.827Z');
INSERT INTO metrics VALUES(9605,12,'pretrain',9,1845,'time/eval_s',1.8780550739999999354,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9606,12,'pretrain',9,1845,'time/train_epoch_s',22.428174764000001317,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9607,12,'pretrain',9,1845,'train/grad_norm',0.0036039725616119982175,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9608,12,'pretrain',9,1845,'train/loss',0.00010205435839341246359,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9609,12,'pretrain',9,1845,'train/lr',0.001038991578736785451,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9610,12,'pretrain',9,1845,'train/mean_r2',0.99024589720565825423,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9611,12,'pretrain',9,1845,'train/mse',0.0001020543585445513713,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9652,12,'pretrain',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9653,12,'pretrain',9,1845,'train/samples_per_s',1168.79774104831381,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9654,12,'pretrain',9,1845,'val/loss',9.6562171514858808393e-05,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9655,12,'pretrain',9,1845,'val/mean_r2',0.99076718577177635971,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9656,12,'pretrain',9,1845,'val/mse',9.6562173359487411365e-05,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9697,12,'pretrain',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T19:02:09.061Z');
INSERT INTO metrics VALUES(9698,11,'pretrain',9,1845,'time/eval_s',1.8245294160000000704,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9699,11,'pretrain',9,1845,'time/train_epoch_s',21.877121618000000325,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9700,11,'pretrain',9,1845,'train/grad_norm',0.0051202748868069266827,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9701,11,'pretrain',9,1845,'train/loss',0.0001228379306624379733,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9702,11,'pretrain',9,1845,'train/lr',0.001038991578736785451,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9703,11,'pretrain',9,1845,'train/mean_r2',0.98828265663846992516,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9704,11,'pretrain',9,1845,'train/mse',0.00012283793011720400356,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9745,11,'pretrain',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9746,11,'pretrain',9,1845,'train/samples_per_s',1198.2380706990134058,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9747,11,'pretrain',9,1845,'val/loss',0.00011626490397021917849,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9748,11,'pretrain',9,1845,'val/mean_r2',0.98888005411133739208,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9749,11,'pretrain',9,1845,'val/mse',0.00011626490226279381258,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9790,11,'pretrain',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T19:02:10.537Z');
INSERT INTO metrics VALUES(9791,12,'pretrain',10,2050,'time/eval_s',1.9010737099999999166,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9792,12,'pretrain',10,2050,'time/train_epoch_s',23.106818961999998408,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9793,12,'pretrain',10,2050,'train/grad_norm',0.0021161248578076682566,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9794,12,'pretrain',10,2050,'train/loss',9.1632806875861026844e-05,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9795,12,'pretrain',10,2050,'train/lr',2.46986984486774464e-08,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9796,12,'pretrain',10,2050,'train/mean_r2',0.99125541615981249687,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9797,12,'pretrain',10,2050,'train/mse',9.1632806474143101973e-05,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9838,12,'pretrain',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9839,12,'pretrain',10,2050,'train/samples_per_s',1134.4703069301694995,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9840,12,'pretrain',10,2050,'val/loss',9.3039060954960427392e-05,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9841,12,'pretrain',10,2050,'val/mean_r2',0.99111218839058090601,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9842,12,'pretrain',10,2050,'val/mse',9.3039059619718234971e-05,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9883,12,'pretrain',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T19:02:34.076Z');
INSERT INTO metrics VALUES(9884,11,'pretrain',10,2050,'time/eval_s',2.2049186170000001361,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9885,11,'pretrain',10,2050,'time/train_epoch_s',22.357410599000001384,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9886,11,'pretrain',10,2050,'train/grad_norm',0.0026604327265309485849,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9887,11,'pretrain',10,2050,'train/loss',0.00011140256071421979406,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9888,11,'pretrain',10,2050,'train/lr',2.46986984486774464e-08,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9889,11,'pretrain',10,2050,'train/mean_r2',0.98937373318326060633,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9890,11,'pretrain',10,2050,'train/mse',0.00011140256103666116779,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9931,11,'pretrain',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9932,11,'pretrain',10,2050,'train/samples_per_s',1172.4971406649613072,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9933,11,'pretrain',10,2050,'val/loss',0.00011165005892610319027,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9934,11,'pretrain',10,2050,'val/mean_r2',0.98932310622836783231,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9935,11,'pretrain',10,2050,'val/mse',0.00011165005944789856574,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9976,11,'pretrain',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T19:02:35.105Z');
INSERT INTO metrics VALUES(9977,12,'pretrain',10,0,'val/loss',9.3039060954960427392e-05,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(9978,12,'pretrain',10,0,'val/loss@it=1',0.018707178807614195659,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(9979,12,'pretrain',10,0,'val/loss@it=2',0.0063358949141239821398,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(9980,12,'pretrain',10,0,'val/loss@it=3',0.0014544904149891419147,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(9981,12,'pretrain',10,0,'val/loss@it=4',9.3039060954960427392e-05,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(9982,12,'pretrain',10,0,'val/mean_r2',0.99111218839058090601,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(9983,12,'pretrain',10,0,'val/mean_r2@it=1',-0.7960688702460888555,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(9984,12,'pretrain',10,0,'val/mean_r2@it=2',0.37840779917670780418,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(9985,12,'pretrain',10,0,'val/mean_r2@it=3',0.85949452547577931404,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(9986,12,'pretrain',10,0,'val/mean_r2@it=4',0.99111218839058090601,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(9987,12,'pretrain',10,0,'val/mse',9.3039059619718234971e-05,1,'2026-11-26T19:02:40.674Z');
INSERT INTO metrics VALUES(10088,12,'pretrain',10,0,'val/mse@it=1',0.018707179287411685592,1,'2026-11-26T19:02:40.675Z');
INSERT INTO metrics VALUES(10089,12,'pretrain',10,0,'val/mse@it=2',0.0063358948361908985422,1,'2026-11-26T19:02:40.675Z');
INSERT INTO metrics VALUES(10090,12,'pretrain',10,0,'val/mse@it=3',0.0014544903530715903167,1,'2026-11-26T19:02:40.675Z');
INSERT INTO metrics VALUES(10091,12,'pretrain',10,0,'val/mse@it=4',9.3039059619718234971e-05,1,'2026-11-26T19:02:40.675Z');
INSERT INTO metrics VALUES(10192,12,'pretrain',10,0,'val/routing/unrouted',0.0,1,'2026-11-26T19:02:40.675Z');
INSERT INTO metrics VALUES(10193,12,'pretrain',10,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T19:02:40.675Z');
INSERT INTO metrics VALUES(10194,12,'pretrain',10,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T19:02:40.675Z');
INSERT INTO metrics VALUES(10195,12,'pretrain',10,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T19:02:40.675Z');
INSERT INTO metrics VALUES(10196,12,'pretrain',10,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T19:02:40.675Z');
INSERT INTO metrics VALUES(10197,11,'pretrain',10,0,'val/loss',0.00011165005892610319027,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10198,11,'pretrain',10,0,'val/loss@it=1',0.023037072362620945875,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10199,11,'pretrain',10,0,'val/loss@it=2',0.011220823148101213145,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10200,11,'pretrain',10,0,'val/loss@it=3',0.0019833353074676187723,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10201,11,'pretrain',10,0,'val/loss@it=4',0.00011165005892610319027,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10202,11,'pretrain',10,0,'val/mean_r2',0.98932310622836783231,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10203,11,'pretrain',10,0,'val/mean_r2@it=1',-1.0847215638405114379,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10204,11,'pretrain',10,0,'val/mean_r2@it=2',-0.033631184140882057487,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10205,11,'pretrain',10,0,'val/mean_r2@it=3',0.80897730608645357364,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10206,11,'pretrain',10,0,'val/mean_r2@it=4',0.98932310622836783231,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10207,11,'pretrain',10,0,'val/mse',0.00011165005944789856574,1,'2026-11-26T19:02:41.408Z');
INSERT INTO metrics VALUES(10308,11,'pretrain',10,0,'val/mse@it=1',0.023037072968111946963,1,'2026-11-26T19:02:41.409Z');
INSERT INTO metrics VALUES(10309,11,'pretrain',10,0,'val/mse@it=2',0.011220823372302259762,1,'2026-11-26T19:02:41.409Z');
INSERT INTO metrics VALUES(10310,11,'pretrain',10,0,'val/mse@it=3',0.0019833352906649176147,1,'2026-11-26T19:02:41.409Z');
INSERT INTO metrics VALUES(10311,11,'pretrain',10,0,'val/mse@it=4',0.00011165005944789856574,1,'2026-11-26T19:02:41.409Z');
INSERT INTO metrics VALUES(10412,11,'pretrain',10,0,'val/routing/unrouted',0.0,1,'2026-11-26T19:02:41.409Z');
INSERT INTO metrics VALUES(10413,11,'pretrain',10,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T19:02:41.409Z');
INSERT INTO metrics VALUES(10414,11,'pretrain',10,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T19:02:41.409Z');
INSERT INTO metrics VALUES(10415,11,'pretrain',10,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T19:02:41.409Z');
INSERT INTO metrics VALUES(10416,11,'pretrain',10,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T19:02:41.409Z');
INSERT INTO metrics VALUES(10417,14,'pretrain',1,205,'time/eval_s',1.8942298980000000785,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10418,14,'pretrain',1,205,'time/train_epoch_s',19.026375117000000614,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10419,14,'pretrain',1,205,'train/grad_norm',0.14589283434537853034,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10420,14,'pretrain',1,205,'train/iter_frac@1',0.0,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10421,14,'pretrain',1,205,'train/iter_frac@2',0.15407797360189212643,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10422,14,'pretrain',1,205,'train/iter_frac@3',0.5634012359807736292,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10423,14,'pretrain',1,205,'train/iter_frac@4',0.28252079041733424435,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10424,14,'pretrain',1,205,'train/iterations',3.1284428168154421179,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10425,14,'pretrain',1,205,'train/loss',0.018669108291751820849,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10426,14,'pretrain',1,205,'train/lr',0.039424608375916533886,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10427,14,'pretrain',1,205,'train/mean_r2',-0.65985929914900331993,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10428,14,'pretrain',1,205,'train/mse',0.018635059842864405699,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10449,14,'pretrain',1,205,'train/ponder',3.404808981527568612,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10470,14,'pretrain',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10471,14,'pretrain',1,205,'train/samples_per_s',1377.7716374664494196,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10472,14,'pretrain',1,205,'val/iter_frac@1',0.0,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10473,14,'pretrain',1,205,'val/iter_frac@2',0.0,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10474,14,'pretrain',1,205,'val/iter_frac@3',0.40509612450411963679,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10475,14,'pretrain',1,205,'val/iter_frac@4',0.59490387549588041871,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10476,14,'pretrain',1,205,'val/iterations',3.5949038754958801966,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10477,14,'pretrain',1,205,'val/loss',0.0051574093023378161926,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10478,14,'pretrain',1,205,'val/mean_r2',0.50894718972030195125,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10479,14,'pretrain',1,205,'val/mse',0.0051574093767532708937,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10500,14,'pretrain',1,205,'val/ponder',3.8827831382463355858,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10521,14,'pretrain',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T19:03:02.362Z');
INSERT INTO metrics VALUES(10522,13,'pretrain',1,205,'time/eval_s',2.3426679280000000105,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10523,13,'pretrain',1,205,'time/train_epoch_s',21.320116141999999825,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10524,13,'pretrain',1,205,'train/grad_norm',0.15735385898591541797,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10525,13,'pretrain',1,205,'train/iter_frac@1',0.0,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10526,13,'pretrain',1,205,'train/iter_frac@2',0.030251010910200656217,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10527,13,'pretrain',1,205,'train/iter_frac@3',0.5716792553597314086,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10528,13,'pretrain',1,205,'train/iter_frac@4',0.39806973373006787619,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10529,13,'pretrain',1,205,'train/iterations',3.367818722819867272,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10530,13,'pretrain',1,205,'train/loss',0.017253307209266963845,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10531,13,'pretrain',1,205,'train/lr',0.039424608375916533886,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10532,13,'pretrain',1,205,'train/mean_r2',-0.60898201945780860988,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10533,13,'pretrain',1,205,'train/mse',0.017217470133682456073,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10554,13,'pretrain',1,205,'train/ponder',3.5837244149193736575,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10575,13,'pretrain',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10576,13,'pretrain',1,205,'train/samples_per_s',1229.5430205635320817,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10577,13,'pretrain',1,205,'val/iter_frac@1',0.0,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10578,13,'pretrain',1,205,'val/iter_frac@2',0.0,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10579,13,'pretrain',1,205,'val/iter_frac@3',0.0016783643576441867328,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10580,13,'pretrain',1,205,'val/iter_frac@4',0.99832163564235576469,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10581,13,'pretrain',1,205,'val/iterations',3.9983216356423558757,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10582,13,'pretrain',1,205,'val/loss',0.0044313321707995885143,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10583,13,'pretrain',1,205,'val/mean_r2',0.57557718812627878257,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10584,13,'pretrain',1,205,'val/mse',0.0044313322218243059516,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10605,13,'pretrain',1,205,'val/ponder',4.2517091645894709017,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10626,13,'pretrain',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T19:03:04.375Z');
INSERT INTO metrics VALUES(10627,14,'pretrain',2,410,'time/eval_s',2.3146513030000002153,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10628,14,'pretrain',2,410,'time/train_epoch_s',23.782387852999999466,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10629,14,'pretrain',2,410,'train/grad_norm',0.044441370675113139876,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10630,14,'pretrain',2,410,'train/iter_frac@1',0.0,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10631,14,'pretrain',2,410,'train/iter_frac@2',0.0,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10632,14,'pretrain',2,410,'train/iter_frac@3',0.16369115739681086574,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10633,14,'pretrain',2,410,'train/iter_frac@4',0.83630884260318916201,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10634,14,'pretrain',2,410,'train/iterations',3.836308842603189273,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10635,14,'pretrain',2,410,'train/loss',0.0023984644181095989175,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10636,14,'pretrain',2,410,'train/lr',0.036917141679604859039,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10637,14,'pretrain',2,410,'train/mean_r2',0.77581038550450043267,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10638,14,'pretrain',2,410,'train/mse',0.0023573511884156122565,0,'2026-11-26T19:03:28.464Z');
INSERT INTO metrics VALUES(10659,14,'pretrain',2,410,'train/ponder',4.1113224667743182294,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10680,14,'pretrain',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10681,14,'pretrain',2,410,'train/samples_per_s',1102.244238973390793,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10682,14,'pretrain',2,410,'val/iter_frac@1',0.0,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10683,14,'pretrain',2,410,'val/iter_frac@2',0.0,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10684,14,'pretrain',2,410,'val/iter_frac@3',0.20811718034787915487,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10685,14,'pretrain',2,410,'val/iter_frac@4',0.79188281965212081736,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10686,14,'pretrain',2,410,'val/iterations',3.7918828196521210394,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10687,14,'pretrain',2,410,'val/loss',0.0014106189053170871232,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10688,14,'pretrain',2,410,'val/mean_r2',0.87239172296839606612,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10689,14,'pretrain',2,410,'val/mse',0.0014106188833962951187,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10710,14,'pretrain',2,410,'val/ponder',4.0452326803189935233,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10731,14,'pretrain',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T19:03:28.465Z');
INSERT INTO metrics VALUES(10732,13,'pretrain',2,410,'time/eval_s',2.2174691270000002063,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10733,13,'pretrain',2,410,'time/train_epoch_s',24.262115391999998336,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10734,13,'pretrain',2,410,'train/grad_norm',0.047503255543912326075,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10735,13,'pretrain',2,410,'train/iter_frac@1',0.0,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10736,13,'pretrain',2,410,'train/iter_frac@2',0.0,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10737,13,'pretrain',2,410,'train/iter_frac@3',0.0091172655832761125699,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10738,13,'pretrain',2,410,'train/iter_frac@4',0.99088273441672392038,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10739,13,'pretrain',2,410,'train/iterations',3.9908827344167239203,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10740,13,'pretrain',2,410,'train/loss',0.0023102514658183935514,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10741,13,'pretrain',2,410,'train/lr',0.036917141679604859039,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10742,13,'pretrain',2,410,'train/mean_r2',0.78506782017027909592,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10743,13,'pretrain',2,410,'train/mse',0.0022670296204279046306,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10764,13,'pretrain',2,410,'train/ponder',4.32218366157838485,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10785,13,'pretrain',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10786,13,'pretrain',2,410,'train/samples_per_s',1080.4498938556528173,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10787,13,'pretrain',2,410,'val/iter_frac@1',0.0,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10788,13,'pretrain',2,410,'val/iter_frac@2',0.0,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10789,13,'pretrain',2,410,'val/iter_frac@3',0.061031431187061335741,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10790,13,'pretrain',2,410,'val/iter_frac@4',0.93896856881293866425,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10791,13,'pretrain',2,410,'val/iterations',3.9389685688129385532,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10792,13,'pretrain',2,410,'val/loss',0.0012179768169588650952,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10793,13,'pretrain',2,410,'val/mean_r2',0.88576503828336594636,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10794,13,'pretrain',2,410,'val/mse',0.0012179768395544519551,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10815,13,'pretrain',2,410,'val/ponder',4.2072886086325107513,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10836,13,'pretrain',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T19:03:30.863Z');
INSERT INTO metrics VALUES(10837,14,'pretrain',3,615,'time/eval_s',2.1629633909999999019,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10838,14,'pretrain',3,615,'time/train_epoch_s',24.843285246000000655,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10839,14,'pretrain',3,615,'train/grad_norm',0.033075627066740172221,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10840,14,'pretrain',3,615,'train/iter_frac@1',0.0,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10841,14,'pretrain',3,615,'train/iter_frac@2',0.0,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10842,14,'pretrain',3,615,'train/iter_frac@3',0.19718471046005950353,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10843,14,'pretrain',3,615,'train/iter_frac@4',0.80281528953994052422,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10844,14,'pretrain',3,615,'train/iterations',3.8028152895399403021,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10845,14,'pretrain',3,615,'train/loss',0.00099179490716739811088,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10846,14,'pretrain',3,615,'train/lr',0.032668874102673210735,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10847,14,'pretrain',3,615,'train/mean_r2',0.91037395327173187276,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10848,14,'pretrain',3,615,'train/mse',0.00095119237490943889853,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10869,14,'pretrain',3,615,'train/ponder',4.0602526488016366101,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10890,14,'pretrain',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10891,14,'pretrain',3,615,'train/samples_per_s',1055.1744562133019371,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10892,14,'pretrain',3,615,'val/iter_frac@1',0.0,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10893,14,'pretrain',3,615,'val/iter_frac@2',0.0,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10894,14,'pretrain',3,615,'val/iter_frac@3',0.24580408910588952275,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10895,14,'pretrain',3,615,'val/iter_frac@4',0.75419591089411042172,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10896,14,'pretrain',3,615,'val/iterations',3.7541959108941105327,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10897,14,'pretrain',3,615,'val/loss',0.00067217896844430624885,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10898,14,'pretrain',3,615,'val/mean_r2',0.93486879652784327099,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10899,14,'pretrain',3,615,'val/mse',0.0006721789803046567327,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10920,14,'pretrain',3,615,'val/ponder',4.0137628215749634463,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10941,14,'pretrain',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T19:03:55.478Z');
INSERT INTO metrics VALUES(10942,13,'pretrain',3,615,'time/eval_s',2.2475878350000000338,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10943,13,'pretrain',3,615,'time/train_epoch_s',25.372845516999998239,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10944,13,'pretrain',3,615,'train/grad_norm',0.036786351839035023869,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10945,13,'pretrain',3,615,'train/iter_frac@1',0.0,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10946,13,'pretrain',3,615,'train/iter_frac@2',0.0,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10947,13,'pretrain',3,615,'train/iter_frac@3',0.10227359426260776431,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10948,13,'pretrain',3,615,'train/iter_frac@4',0.89772640573739226343,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10949,13,'pretrain',3,615,'train/iterations',3.8977264057373921524,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10950,13,'pretrain',3,615,'train/loss',0.00094516511567825449956,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10951,13,'pretrain',3,615,'train/lr',0.032668874102673210735,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10952,13,'pretrain',3,615,'train/mean_r2',0.91444435420346292797,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10953,13,'pretrain',3,615,'train/mse',0.00090357223808828460338,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10974,13,'pretrain',3,615,'train/ponder',4.1592882166303901669,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10995,13,'pretrain',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10996,13,'pretrain',3,615,'train/samples_per_s',1033.1517599173660073,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10997,13,'pretrain',3,615,'val/iter_frac@1',0.0,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10998,13,'pretrain',3,615,'val/iter_frac@2',0.0,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(10999,13,'pretrain',3,615,'val/iter_frac@3',0.099938968568812944215,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(11000,13,'pretrain',3,615,'val/iter_frac@4',0.90006103143118709741,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(11001,13,'pretrain',3,615,'val/iterations',3.9000610314311869863,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(11002,13,'pretrain',3,615,'val/loss',0.00074605752048879827708,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(11003,13,'pretrain',3,615,'val/mean_r2',0.92887295656265822518,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(11004,13,'pretrain',3,615,'val/mse',0.00074605752201077060389,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(11025,13,'pretrain',3,615,'val/ponder',4.1546334535711091362,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(11046,13,'pretrain',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T19:03:58.490Z');
INSERT INTO metrics VALUES(11047,14,'pretrain',4,820,'time/eval_s',2.0810475269999999525,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11048,14,'pretrain',4,820,'time/train_epoch_s',23.475700243999998661,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11049,14,'pretrain',4,820,'train/grad_norm',0.026375216359227168783,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11050,14,'pretrain',4,820,'train/iter_frac@1',0.0,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11051,14,'pretrain',4,820,'train/iter_frac@2',0.0,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11052,14,'pretrain',4,820,'train/iter_frac@3',0.26451514457923247514,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11053,14,'pretrain',4,820,'train/iter_frac@4',0.73548485542076758036,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11054,14,'pretrain',4,820,'train/iterations',3.7354848554207675803,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11055,14,'pretrain',4,820,'train/loss',0.00064216724195916713175,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11056,14,'pretrain',4,820,'train/lr',0.027116959159532823958,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11057,14,'pretrain',4,820,'train/mean_r2',0.94304914097565872843,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11058,14,'pretrain',4,820,'train/mse',0.00060222823288358883191,0,'2026-11-26T19:04:21.040Z');
INSERT INTO metrics VALUES(11079,14,'pretrain',4,820,'train/ponder',3.9939010422044409764,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11100,14,'pretrain',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11101,14,'pretrain',4,820,'train/samples_per_s',1116.6440075285875082,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11102,14,'pretrain',4,820,'val/iter_frac@1',0.0,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11103,14,'pretrain',4,820,'val/iter_frac@2',0.0,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11104,14,'pretrain',4,820,'val/iter_frac@3',0.28669514800122064546,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11105,14,'pretrain',4,820,'val/iter_frac@4',0.71330485199877935453,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11106,14,'pretrain',4,820,'val/iterations',3.7133048519987794655,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11107,14,'pretrain',4,820,'val/loss',0.00077865981103395962275,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11108,14,'pretrain',4,820,'val/mean_r2',0.9269103033663437241,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11109,14,'pretrain',4,820,'val/mse',0.00077865983239648085822,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11130,14,'pretrain',4,820,'val/ponder',3.9831077462840380754,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11151,14,'pretrain',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T19:04:21.041Z');
INSERT INTO metrics VALUES(11152,13,'pretrain',4,820,'time/eval_s',2.0762509480000002071,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11153,13,'pretrain',4,820,'time/train_epoch_s',26.26243753500000011,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11154,13,'pretrain',4,820,'train/grad_norm',0.02552510987422088387,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11155,13,'pretrain',4,820,'train/iter_frac@1',0.0,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11156,13,'pretrain',4,820,'train/iter_frac@2',0.0,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11157,13,'pretrain',4,820,'train/iter_frac@3',0.15243762874799726692,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11158,13,'pretrain',4,820,'train/iter_frac@4',0.84756237125200273307,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11159,13,'pretrain',4,820,'train/iterations',3.8475623712520028441,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11160,13,'pretrain',4,820,'train/loss',0.00057865247912748999075,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11161,13,'pretrain',4,820,'train/lr',0.027116959159532823958,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11162,13,'pretrain',4,820,'train/mean_r2',0.94899005881223996716,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11163,13,'pretrain',4,820,'train/mse',0.00053771289222127719754,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11184,13,'pretrain',4,820,'train/ponder',4.0939585212858276008,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11205,13,'pretrain',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11206,13,'pretrain',4,820,'train/samples_per_s',998.1556344518497781,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11207,13,'pretrain',4,820,'val/iter_frac@1',0.0,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11208,13,'pretrain',4,820,'val/iter_frac@2',0.0,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11209,13,'pretrain',4,820,'val/iter_frac@3',0.12435154104363747851,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11210,13,'pretrain',4,820,'val/iter_frac@4',0.87564845895636256312,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11211,13,'pretrain',4,820,'val/iterations',3.8756484589563626741,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11212,13,'pretrain',4,820,'val/loss',0.00096017203215870020396,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11213,13,'pretrain',4,820,'val/mean_r2',0.90774994903914552057,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11214,13,'pretrain',4,820,'val/mse',0.00096017203288097129672,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11235,13,'pretrain',4,820,'val/ponder',4.1346757021625482053,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11256,13,'pretrain',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T19:04:26.837Z');
INSERT INTO metrics VALUES(11257,14,'pretrain',5,1025,'time/eval_s',2.0891428510000000784,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11258,14,'pretrain',5,1025,'time/train_epoch_s',22.546932472000001724,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11259,14,'pretrain',5,1025,'train/grad_norm',0.021884707475035656415,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11260,14,'pretrain',5,1025,'train/iter_frac@1',0.0,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11261,14,'pretrain',5,1025,'train/iter_frac@2',0.0,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11262,14,'pretrain',5,1025,'train/iter_frac@3',0.33764400701915009417,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11263,14,'pretrain',5,1025,'train/iter_frac@4',0.66235599298084990582,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11264,14,'pretrain',5,1025,'train/iterations',3.6623559929808497948,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11265,14,'pretrain',5,1025,'train/loss',0.00046639089435989485726,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11266,14,'pretrain',5,1025,'train/lr',0.020832697759355464639,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11267,14,'pretrain',5,1025,'train/mean_r2',0.95979804648947975032,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11268,14,'pretrain',5,1025,'train/mse',0.00042718369677713959996,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11289,14,'pretrain',5,1025,'train/ponder',3.9207199488968926814,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11310,14,'pretrain',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11311,14,'pretrain',5,1025,'train/samples_per_s',1162.641527070432403,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11312,14,'pretrain',5,1025,'val/iter_frac@1',0.0,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11313,14,'pretrain',5,1025,'val/iter_frac@2',0.0,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11314,14,'pretrain',5,1025,'val/iter_frac@3',0.36771437290204456171,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11315,14,'pretrain',5,1025,'val/iter_frac@4',0.63228562709795543828,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11316,14,'pretrain',5,1025,'val/iterations',3.6322856270979553272,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11317,14,'pretrain',5,1025,'val/loss',0.00047058790472880642494,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11318,14,'pretrain',5,1025,'val/mean_r2',0.95825783723623270127,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11319,14,'pretrain',5,1025,'val/mse',0.00047058790044299464785,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11340,14,'pretrain',5,1025,'val/ponder',3.893171389509637148,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11361,14,'pretrain',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T19:04:45.686Z');
INSERT INTO metrics VALUES(11362,13,'pretrain',5,1025,'time/eval_s',1.9421500229999999476,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11363,13,'pretrain',5,1025,'time/train_epoch_s',24.22818042899999824,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11364,13,'pretrain',5,1025,'train/grad_norm',0.031994516116271659589,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11365,13,'pretrain',5,1025,'train/iter_frac@1',0.0,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11366,13,'pretrain',5,1025,'train/iter_frac@2',0.0,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11367,13,'pretrain',5,1025,'train/iter_frac@3',0.19710841535057602169,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11368,13,'pretrain',5,1025,'train/iter_frac@4',0.80289158464942400605,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11369,13,'pretrain',5,1025,'train/iterations',3.802891584649423784,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11370,13,'pretrain',5,1025,'train/loss',0.00084307500629449843871,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11371,13,'pretrain',5,1025,'train/lr',0.020832697759355464639,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11372,13,'pretrain',5,1025,'train/mean_r2',0.92421221466021796775,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11373,13,'pretrain',5,1025,'train/mse',0.000802590392176013071,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11394,13,'pretrain',5,1025,'train/ponder',4.0484612059736901912,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11415,13,'pretrain',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11416,13,'pretrain',5,1025,'train/samples_per_s',1081.9632153895911415,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11417,13,'pretrain',5,1025,'val/iter_frac@1',0.0,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11418,13,'pretrain',5,1025,'val/iter_frac@2',0.0,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11419,13,'pretrain',5,1025,'val/iter_frac@3',0.32850167836435761881,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11420,13,'pretrain',5,1025,'val/iter_frac@4',0.67149832163564238118,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11421,13,'pretrain',5,1025,'val/iterations',3.6714983216356422701,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11422,13,'pretrain',5,1025,'val/loss',0.0010142727111084547629,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11423,13,'pretrain',5,1025,'val/mean_r2',0.9050735447063609218,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11424,13,'pretrain',5,1025,'val/mse',0.001014272712698208699,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11445,13,'pretrain',5,1025,'val/ponder',3.8996885284113016467,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11466,13,'pretrain',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T19:04:53.014Z');
INSERT INTO metrics VALUES(11467,14,'pretrain',6,1230,'time/eval_s',1.986534865000000094,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11468,14,'pretrain',6,1230,'time/train_epoch_s',21.02344105599999935,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11469,14,'pretrain',6,1230,'train/grad_norm',0.017062099727733832238,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11470,14,'pretrain',6,1230,'train/iter_frac@1',0.0,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11471,14,'pretrain',6,1230,'train/iter_frac@2',0.0,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11472,14,'pretrain',6,1230,'train/iter_frac@3',0.42240787365529869346,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11473,14,'pretrain',6,1230,'train/iter_frac@4',0.57759212634470125102,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11474,14,'pretrain',6,1230,'train/iterations',3.577592126344701473,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11475,14,'pretrain',6,1230,'train/loss',0.00037759816528611599671,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11476,14,'pretrain',6,1230,'train/lr',0.014462750430654862376,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11477,14,'pretrain',6,1230,'train/mean_r2',0.96778184279396717304,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11478,14,'pretrain',6,1230,'train/mse',0.00033923143157854401211,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11499,14,'pretrain',6,1230,'train/ponder',3.8366735839658208107,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11520,14,'pretrain',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11521,14,'pretrain',6,1230,'train/samples_per_s',1246.8938805105187839,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11522,14,'pretrain',6,1230,'val/iter_frac@1',0.0,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11523,14,'pretrain',6,1230,'val/iter_frac@2',0.0,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11524,14,'pretrain',6,1230,'val/iter_frac@3',0.45010680500457733721,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11525,14,'pretrain',6,1230,'val/iter_frac@4',0.54989319499542266278,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11526,14,'pretrain',6,1230,'val/iterations',3.5498931949954224407,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11527,14,'pretrain',6,1230,'val/loss',0.00034127373731194073297,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11528,14,'pretrain',6,1230,'val/mean_r2',0.96733052454469237169,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11529,14,'pretrain',6,1230,'val/mse',0.00034127373624438350329,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11550,14,'pretrain',6,1230,'val/ponder',3.8131802462207349257,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11571,14,'pretrain',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T19:05:08.702Z');
INSERT INTO metrics VALUES(11572,13,'pretrain',6,1230,'time/eval_s',2.0766877680000002115,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11573,13,'pretrain',6,1230,'time/train_epoch_s',23.007445916000001772,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11574,13,'pretrain',6,1230,'train/grad_norm',0.023465008250006087753,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11575,13,'pretrain',6,1230,'train/iter_frac@1',0.0,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11576,13,'pretrain',6,1230,'train/iter_frac@2',0.0,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11577,13,'pretrain',6,1230,'train/iter_frac@3',0.24155031662470435871,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11578,13,'pretrain',6,1230,'train/iter_frac@4',0.75844968337529561352,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11579,13,'pretrain',6,1230,'train/iterations',3.7584496833752956135,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11580,13,'pretrain',6,1230,'train/loss',0.00052994316055359044683,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11581,13,'pretrain',6,1230,'train/lr',0.014462750430654862376,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11582,13,'pretrain',6,1230,'train/mean_r2',0.95364581997829511728,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11583,13,'pretrain',6,1230,'train/mse',0.00048998341787632689915,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11604,13,'pretrain',6,1230,'train/ponder',3.9959742892313268036,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11625,13,'pretrain',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11626,13,'pretrain',6,1230,'train/samples_per_s',1139.3702758536128385,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11627,13,'pretrain',6,1230,'val/iter_frac@1',0.0,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11628,13,'pretrain',6,1230,'val/iter_frac@2',0.0,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11629,13,'pretrain',6,1230,'val/iter_frac@3',0.23359780286847725561,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11630,13,'pretrain',6,1230,'val/iter_frac@4',0.76640219713152268887,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11631,13,'pretrain',6,1230,'val/iterations',3.7664021971315229109,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11632,13,'pretrain',6,1230,'val/loss',0.00030930674447692809922,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11633,13,'pretrain',6,1230,'val/mean_r2',0.97099723744120125523,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11634,13,'pretrain',6,1230,'val/mse',0.00030930675057205239599,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11655,13,'pretrain',6,1230,'val/ponder',3.9985998692874833437,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11676,13,'pretrain',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T19:05:18.104Z');
INSERT INTO metrics VALUES(11677,14,'pretrain',7,1435,'time/eval_s',2.0248738080000001637,0,'2026-11-26T19:05:30.865Z');
INSERT INTO metrics VALUES(11678,14,'pretrain',7,1435,'time/train_epoch_s',20.132726998999999068,0,'2026-11-26T19:05:30.865Z');
INSERT INTO metrics VALUES(11679,14,'pretrain',7,1435,'train/grad_norm',0.011921174031477875521,0,'2026-11-26T19:05:30.865Z');
INSERT INTO metrics VALUES(11680,14,'pretrain',7,1435,'train/iter_frac@1',0.0,0,'2026-11-26T19:05:30.865Z');
INSERT INTO metrics VALUES(11681,14,'pretrain',7,1435,'train/iter_frac@2',0.0,0,'2026-11-26T19:05:30.865Z');
INSERT INTO metrics VALUES(11682,14,'pretrain',7,1435,'train/iter_frac@3',0.46581979095140002566,0,'2026-11-26T19:05:30.865Z');
INSERT INTO metrics VALUES(11683,14,'pretrain',7,1435,'train/iter_frac@4',0.53418020904859997433,0,'2026-11-26T19:05:30.865Z');
INSERT INTO metrics VALUES(11684,14,'pretrain',7,1435,'train/iterations',3.5341802090485998633,0,'2026-11-26T19:05:30.865Z');
INSERT INTO metrics VALUES(11685,14,'pretrain',7,1435,'train/loss',0.00030164716461007729875,0,'2026-11-26T19:05:30.865Z');
INSERT INTO metrics VALUES(11686,14,'pretrain',7,1435,'train/lr',0.0086625949207548048891,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11687,14,'pretrain',7,1435,'train/mean_r2',0.97490938919522274197,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11688,14,'pretrain',7,1435,'train/mse',0.00026363888997020767631,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11709,14,'pretrain',7,1435,'train/ponder',3.800827663723514771,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11730,14,'pretrain',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11731,14,'pretrain',7,1435,'train/samples_per_s',1302.0590802876361067,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11732,14,'pretrain',7,1435,'val/iter_frac@1',0.0,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11733,14,'pretrain',7,1435,'val/iter_frac@2',0.0,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11734,14,'pretrain',7,1435,'val/iter_frac@3',0.471620384498016465,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11735,14,'pretrain',7,1435,'val/iter_frac@4',0.52837961550198353499,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11736,14,'pretrain',7,1435,'val/iterations',3.5283796155019833129,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11737,14,'pretrain',7,1435,'val/loss',0.00019930808354632516873,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11738,14,'pretrain',7,1435,'val/mean_r2',0.98104225028840663647,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11739,14,'pretrain',7,1435,'val/mse',0.00019930808017258762722,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11760,14,'pretrain',7,1435,'val/ponder',3.7976938918628522223,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11781,14,'pretrain',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T19:05:30.866Z');
INSERT INTO metrics VALUES(11782,13,'pretrain',7,1435,'time/eval_s',2.1388125850000001548,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11783,13,'pretrain',7,1435,'time/train_epoch_s',23.282546535000001597,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11784,13,'pretrain',7,1435,'train/grad_norm',0.012466232367314216203,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11785,13,'pretrain',7,1435,'train/iter_frac@1',0.0,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11786,13,'pretrain',7,1435,'train/iter_frac@2',0.0,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11787,13,'pretrain',7,1435,'train/iter_frac@3',0.24177920195315480422,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11788,13,'pretrain',7,1435,'train/iter_frac@4',0.75822079804684516801,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11789,13,'pretrain',7,1435,'train/iterations',3.758220798046845168,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11790,13,'pretrain',7,1435,'train/loss',0.00027844354777315584491,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11791,13,'pretrain',7,1435,'train/lr',0.0086625949207548048891,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11792,13,'pretrain',7,1435,'train/mean_r2',0.97749118916513633159,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11793,13,'pretrain',7,1435,'train/mse',0.00023859177211811843097,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11814,13,'pretrain',7,1435,'train/ponder',3.9851775524808510375,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11835,13,'pretrain',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11836,13,'pretrain',7,1435,'train/samples_per_s',1125.9077678892738277,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11837,13,'pretrain',7,1435,'val/iter_frac@1',0.0,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11838,13,'pretrain',7,1435,'val/iter_frac@2',0.0,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11839,13,'pretrain',7,1435,'val/iter_frac@3',0.2293256026853829621,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11840,13,'pretrain',7,1435,'val/iter_frac@4',0.77067439731461706564,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11841,13,'pretrain',7,1435,'val/iterations',3.7706743973146168436,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11842,13,'pretrain',7,1435,'val/loss',0.00019603261912503326018,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11843,13,'pretrain',7,1435,'val/mean_r2',0.98157206369848104543,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11844,13,'pretrain',7,1435,'val/mse',0.00019603261980139720008,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11865,13,'pretrain',7,1435,'val/ponder',3.9931144900244839313,0,'2026-11-26T19:05:43.531Z');
INSERT INTO metrics VALUES(11886,13,'pretrain',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T19:05:43.532Z');
INSERT INTO metrics VALUES(11887,14,'pretrain',8,1640,'time/eval_s',1.9306157850000000841,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11888,14,'pretrain',8,1640,'time/train_epoch_s',20.092968215999999158,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11889,14,'pretrain',8,1640,'train/grad_norm',0.0090909405089006183053,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11890,14,'pretrain',8,1640,'train/iter_frac@1',0.0,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11891,14,'pretrain',8,1640,'train/iter_frac@2',0.0,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11892,14,'pretrain',8,1640,'train/iter_frac@3',0.46276798657206075215,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11893,14,'pretrain',8,1640,'train/iter_frac@4',0.53723201342793924784,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11894,14,'pretrain',8,1640,'train/iterations',3.5372320134279391368,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11895,14,'pretrain',8,1640,'train/loss',0.000252467061617604445,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11896,14,'pretrain',8,1640,'train/lr',0.0040290764893683708378,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11897,14,'pretrain',8,1640,'train/mean_r2',0.97943892951010891323,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11898,14,'pretrain',8,1640,'train/mse',0.00021443053884434063968,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11919,14,'pretrain',8,1640,'train/ponder',3.8036523258021213145,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11940,14,'pretrain',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11941,14,'pretrain',8,1640,'train/samples_per_s',1304.6355181672877279,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11942,14,'pretrain',8,1640,'val/iter_frac@1',0.0,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11943,14,'pretrain',8,1640,'val/iter_frac@2',0.0,0,'2026-11-26T19:05:52.895Z');
INSERT INTO metrics VALUES(11944,14,'pretrain',8,1640,'val/iter_frac@3',0.49023497101007018628,0,'2026-11-26T19:05:52.896Z');
INSERT INTO metrics VALUES(11945,14,'pretrain',8,1640,'val/iter_frac@4',0.50976502898992981371,0,'2026-11-26T19:05:52.896Z');
INSERT INTO metrics VALUES(11946,14,'pretrain',8,1640,'val/iterations',3.5097650289899298137,0,'2026-11-26T19:05:52.896Z');
INSERT INTO metrics VALUES(11947,14,'pretrain',8,1640,'val/loss',0.00016982055936145249884,0,'2026-11-26T19:05:52.896Z');
INSERT INTO metrics VALUES(11948,14,'pretrain',8,1640,'val/mean_r2',0.98378462518776976786,0,'2026-11-26T19:05:52.896Z');
INSERT INTO metrics VALUES(11949,14,'pretrain',8,1640,'val/mse',0.00016982055523792082322,0,'2026-11-26T19:05:52.896Z');
INSERT INTO metrics VALUES(11970,14,'pretrain',8,1640,'val/ponder',3.7793319792437558568,0,'2026-11-26T19:05:52.896Z');
INSERT INTO metrics VALUES(11991,14,'pretrain',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T19:05:52.896Z');
INSERT INTO metrics VALUES(11992,13,'pretrain',8,1640,'time/eval_s',2.1321017659999998983,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(11993,13,'pretrain',8,1640,'time/train_epoch_s',23.741180849999999225,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(11994,13,'pretrain',8,1640,'train/grad_norm',0.0076847341229639406015,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(11995,13,'pretrain',8,1640,'train/iter_frac@1',0.0,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(11996,13,'pretrain',8,1640,'train/iter_frac@2',0.0,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(11997,13,'pretrain',8,1640,'train/iter_frac@3',0.23414969100480659269,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(11998,13,'pretrain',8,1640,'train/iter_frac@4',0.76585030899519346281,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(11999,13,'pretrain',8,1640,'train/iterations',3.7658503089951933517,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(12000,13,'pretrain',8,1640,'train/loss',0.00020409347763305788685,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(12001,13,'pretrain',8,1640,'train/lr',0.0040290764893683708378,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(12002,13,'pretrain',8,1640,'train/mean_r2',0.98451029522983612984,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(12003,13,'pretrain',8,1640,'train/mse',0.00016421890912853850203,0,'2026-11-26T19:06:09.411Z');
INSERT INTO metrics VALUES(12024,13,'pretrain',8,1640,'train/ponder',3.9874570174903722907,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12045,13,'pretrain',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12046,13,'pretrain',8,1640,'train/samples_per_s',1104.1573780859346243,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12047,13,'pretrain',8,1640,'val/iter_frac@1',0.0,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12048,13,'pretrain',8,1640,'val/iter_frac@2',0.0,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12049,13,'pretrain',8,1640,'val/iter_frac@3',0.22871528837351234875,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12050,13,'pretrain',8,1640,'val/iter_frac@4',0.77128471162648759573,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12051,13,'pretrain',8,1640,'val/iterations',3.7712847116264875957,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12052,13,'pretrain',8,1640,'val/loss',0.00013956635457836291235,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12053,13,'pretrain',8,1640,'val/mean_r2',0.98677716566707951439,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12054,13,'pretrain',8,1640,'val/mse',0.00013956635249125063681,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12075,13,'pretrain',8,1640,'val/ponder',3.9891850707878018233,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12096,13,'pretrain',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T19:06:09.412Z');
INSERT INTO metrics VALUES(12097,14,'pretrain',9,1845,'time/eval_s',1.9291396080000000612,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12098,14,'pretrain',9,1845,'time/train_epoch_s',19.527618145999998233,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12099,14,'pretrain',9,1845,'train/grad_norm',0.0054995213885132860492,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12100,14,'pretrain',9,1845,'train/iter_frac@1',0.0,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12101,14,'pretrain',9,1845,'train/iter_frac@2',0.0,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12102,14,'pretrain',9,1845,'train/iter_frac@3',0.48130769817654689424,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12103,14,'pretrain',9,1845,'train/iter_frac@4',0.51869230182345316126,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12104,14,'pretrain',9,1845,'train/iterations',3.5186923018234530502,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12105,14,'pretrain',9,1845,'train/loss',0.00019498241405668063626,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12106,14,'pretrain',9,1845,'train/lr',0.001038991578736785451,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12107,14,'pretrain',9,1845,'train/mean_r2',0.98506257878924885496,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12108,14,'pretrain',9,1845,'train/mse',0.00015711648984513646321,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12129,14,'pretrain',9,1845,'train/ponder',3.7865926383370580587,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12150,14,'pretrain',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12151,14,'pretrain',9,1845,'train/samples_per_s',1342.4064217155755613,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12152,14,'pretrain',9,1845,'val/iter_frac@1',0.0,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12153,14,'pretrain',9,1845,'val/iter_frac@2',0.0,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12154,14,'pretrain',9,1845,'val/iter_frac@3',0.4659749771132132845,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12155,14,'pretrain',9,1845,'val/iter_frac@4',0.53402502288678665998,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12156,14,'pretrain',9,1845,'val/iterations',3.534025022886786882,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12157,14,'pretrain',9,1845,'val/loss',0.00014545764181758528456,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12158,14,'pretrain',9,1845,'val/mean_r2',0.9861728635079269889,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12159,14,'pretrain',9,1845,'val/mse',0.00014545764352287909545,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12180,14,'pretrain',9,1845,'val/ponder',3.8021840482431832342,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12201,14,'pretrain',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T19:06:14.358Z');
INSERT INTO metrics VALUES(12202,13,'pretrain',9,1845,'time/eval_s',2.2355711799999999911,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12203,13,'pretrain',9,1845,'time/train_epoch_s',23.901990599000001226,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12204,13,'pretrain',9,1845,'train/grad_norm',0.0046844901869118943035,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12205,13,'pretrain',9,1845,'train/iter_frac@1',0.0,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12206,13,'pretrain',9,1845,'train/iter_frac@2',0.0,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12207,13,'pretrain',9,1845,'train/iter_frac@3',0.22312504768444343938,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12208,13,'pretrain',9,1845,'train/iter_frac@4',0.77687495231555658836,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12209,13,'pretrain',9,1845,'train/iterations',3.7768749523155564773,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12210,13,'pretrain',9,1845,'train/loss',0.00016868009296627225817,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12211,13,'pretrain',9,1845,'train/lr',0.001038991578736785451,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12212,13,'pretrain',9,1845,'train/mean_r2',0.98787182801354300742,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12213,13,'pretrain',9,1845,'train/mse',0.00012872599450125787315,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12234,13,'pretrain',9,1845,'train/ponder',3.995409957811598911,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12255,13,'pretrain',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12256,13,'pretrain',9,1845,'train/samples_per_s',1096.7287386137925295,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12257,13,'pretrain',9,1845,'val/iter_frac@1',0.0,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12258,13,'pretrain',9,1845,'val/iter_frac@2',0.0,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12259,13,'pretrain',9,1845,'val/iter_frac@3',0.21116875190723222166,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12260,13,'pretrain',9,1845,'val/iter_frac@4',0.78883124809276772282,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12261,13,'pretrain',9,1845,'val/iterations',3.7888312480927677228,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12262,13,'pretrain',9,1845,'val/loss',0.00012003676289970184056,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12263,13,'pretrain',9,1845,'val/mean_r2',0.98869609601985908309,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12264,13,'pretrain',9,1845,'val/mse',0.00012003676093761477222,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12285,13,'pretrain',9,1845,'val/ponder',4.0065193036215891453,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12306,13,'pretrain',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T19:06:35.557Z');
INSERT INTO metrics VALUES(12307,14,'pretrain',10,2050,'time/eval_s',1.9023303750000000178,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12308,14,'pretrain',10,2050,'time/train_epoch_s',19.671885148000001208,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12309,14,'pretrain',10,2050,'train/grad_norm',0.0028968698793749620042,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12310,14,'pretrain',10,2050,'train/iter_frac@1',0.0,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12311,14,'pretrain',10,2050,'train/iter_frac@2',0.0,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12312,14,'pretrain',10,2050,'train/iter_frac@3',0.48268101014724956732,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12313,14,'pretrain',10,2050,'train/iter_frac@4',0.51731898985275048818,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12314,14,'pretrain',10,2050,'train/iterations',3.5173189898527503771,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12315,14,'pretrain',10,2050,'train/loss',0.00017460216065725948854,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12316,14,'pretrain',10,2050,'train/lr',2.46986984486774464e-08,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12317,14,'pretrain',10,2050,'train/mean_r2',0.98698770253372969385,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12318,14,'pretrain',10,2050,'train/mse',0.00013674951435144313887,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12339,14,'pretrain',10,2050,'train/ponder',3.7852646948644204094,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12360,14,'pretrain',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12361,14,'pretrain',10,2050,'train/samples_per_s',1332.5616636525107878,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12362,14,'pretrain',10,2050,'val/iter_frac@1',0.0,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12363,14,'pretrain',10,2050,'val/iter_frac@2',0.0,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12364,14,'pretrain',10,2050,'val/iter_frac@3',0.4818431492218492318,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12365,14,'pretrain',10,2050,'val/iter_frac@4',0.51815685077815076819,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12366,14,'pretrain',10,2050,'val/iterations',3.5181568507781508792,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12367,14,'pretrain',10,2050,'val/loss',0.00013880072737095305933,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12368,14,'pretrain',10,2050,'val/mean_r2',0.98678659755852715651,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12369,14,'pretrain',10,2050,'val/mse',0.00013880072518997850147,0,'2026-11-26T19:06:35.938Z');
INSERT INTO metrics VALUES(12390,14,'pretrain',10,2050,'val/ponder',3.786148689525826505,0,'2026-11-26T19:06:35.939Z');
INSERT INTO metrics VALUES(12411,14,'pretrain',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T19:06:35.939Z');
INSERT INTO metrics VALUES(12412,14,'pretrain',10,0,'val/iter_frac@1',0.0,1,'2026-11-26T19:06:42.340Z');
INSERT INTO metrics VALUES(12413,14,'pretrain',10,0,'val/iter_frac@1@it=1',1.0,1,'2026-11-26T19:06:42.340Z');
INSERT INTO metrics VALUES(12414,14,'pretrain',10,0,'val/iter_frac@1@it=2',0.0,1,'2026-11-26T19:06:42.340Z');
INSERT INTO metrics VALUES(12415,14,'pretrain',10,0,'val/iter_frac@1@it=3',0.0,1,'2026-11-26T19:06:42.340Z');
INSERT INTO metrics VALUES(12416,14,'pretrain',10,0,'val/iter_frac@1@it=4',0.0,1,'2026-11-26T19:06:42.340Z');
INSERT INTO metrics VALUES(12417,14,'pretrain',10,0,'val/iter_frac@2',0.0,1,'2026-11-26T19:06:42.340Z');
INSERT INTO metrics VALUES(12418,14,'pretrain',10,0,'val/iter_frac@2@it=2',1.0,1,'2026-11-26T19:06:42.340Z');
INSERT INTO metrics VALUES(12419,14,'pretrain',10,0,'val/iter_frac@2@it=3',0.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12420,14,'pretrain',10,0,'val/iter_frac@2@it=4',0.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12421,14,'pretrain',10,0,'val/iter_frac@3',0.4818431492218492318,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12422,14,'pretrain',10,0,'val/iter_frac@3@it=3',1.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12423,14,'pretrain',10,0,'val/iter_frac@3@it=4',0.4818431492218492318,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12424,14,'pretrain',10,0,'val/iter_frac@4',0.51815685077815076819,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12425,14,'pretrain',10,0,'val/iter_frac@4@it=4',0.51815685077815076819,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12426,14,'pretrain',10,0,'val/iterations',3.5181568507781508792,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12427,14,'pretrain',10,0,'val/iterations@it=1',1.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12428,14,'pretrain',10,0,'val/iterations@it=2',2.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12429,14,'pretrain',10,0,'val/iterations@it=3',3.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12430,14,'pretrain',10,0,'val/iterations@it=4',3.5181568507781508792,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12431,14,'pretrain',10,0,'val/loss',0.00013880072737095305933,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12432,14,'pretrain',10,0,'val/loss@it=1',0.014666350520601587753,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12433,14,'pretrain',10,0,'val/loss@it=2',0.0029107857114576579128,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12434,14,'pretrain',10,0,'val/loss@it=3',0.00038282403663327408413,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12435,14,'pretrain',10,0,'val/loss@it=4',0.00013880072737095305933,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12436,14,'pretrain',10,0,'val/mean_r2',0.98678659755852715651,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12437,14,'pretrain',10,0,'val/mean_r2@it=1',-0.30460831195070542376,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12438,14,'pretrain',10,0,'val/mean_r2@it=2',0.72218170864952302423,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12439,14,'pretrain',10,0,'val/mean_r2@it=3',0.96288727956374686733,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12440,14,'pretrain',10,0,'val/mean_r2@it=4',0.98678659755852715651,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12441,14,'pretrain',10,0,'val/mse',0.00013880072518997850147,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12542,14,'pretrain',10,0,'val/mse@it=1',0.014666350708798070456,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12543,14,'pretrain',10,0,'val/mse@it=2',0.0029107856938486052419,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12544,14,'pretrain',10,0,'val/mse@it=3',0.00038282403490906352031,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12545,14,'pretrain',10,0,'val/mse@it=4',0.00013880072518997850147,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12546,14,'pretrain',10,0,'val/ponder',3.786148689525826505,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12547,14,'pretrain',10,0,'val/ponder@it=1',2.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12548,14,'pretrain',10,0,'val/ponder@it=2',2.8135439185496688985,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12549,14,'pretrain',10,0,'val/ponder@it=3',3.4604524027329959245,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12550,14,'pretrain',10,0,'val/ponder@it=4',3.786148689525826505,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12651,14,'pretrain',10,0,'val/routing/unrouted',0.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12652,14,'pretrain',10,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12653,14,'pretrain',10,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12654,14,'pretrain',10,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12655,14,'pretrain',10,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T19:06:42.341Z');
INSERT INTO metrics VALUES(12656,13,'pretrain',10,2050,'time/eval_s',2.2150705870000000352,0,'2026-11-26T19:07:01.322Z');
INSERT INTO metrics VALUES(12657,13,'pretrain',10,2050,'time/train_epoch_s',23.543623006000000685,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12658,13,'pretrain',10,2050,'train/grad_norm',0.0026265593041188833867,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12659,13,'pretrain',10,2050,'train/iter_frac@1',0.0,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12660,13,'pretrain',10,2050,'train/iter_frac@2',0.0,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12661,13,'pretrain',10,2050,'train/iter_frac@3',0.21911955443656061515,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12662,13,'pretrain',10,2050,'train/iter_frac@4',0.78088044556343938484,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12663,13,'pretrain',10,2050,'train/iterations',3.7808804455634392738,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12664,13,'pretrain',10,2050,'train/loss',0.00015532466642538287422,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12665,13,'pretrain',10,2050,'train/lr',2.46986984486774464e-08,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12666,13,'pretrain',10,2050,'train/mean_r2',0.98913940264918787104,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12667,13,'pretrain',10,2050,'train/mse',0.00011534247393764666348,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12688,13,'pretrain',10,2050,'train/ponder',3.9982192756982875003,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12709,13,'pretrain',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12710,13,'pretrain',10,2050,'train/samples_per_s',1113.4225175674730507,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12711,13,'pretrain',10,2050,'val/iter_frac@1',0.0,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12712,13,'pretrain',10,2050,'val/iter_frac@2',0.0,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12713,13,'pretrain',10,2050,'val/iter_frac@3',0.21330485199877938229,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12714,13,'pretrain',10,2050,'val/iter_frac@4',0.78669514800122064546,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12715,13,'pretrain',10,2050,'val/iterations',3.7866951480012205344,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12716,13,'pretrain',10,2050,'val/loss',0.00011474633371654407911,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12717,13,'pretrain',10,2050,'val/mean_r2',0.98918594678796334385,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12718,13,'pretrain',10,2050,'val/mse',0.00011474632955910171727,0,'2026-11-26T19:07:01.323Z');
INSERT INTO metrics VALUES(12739,13,'pretrain',10,2050,'val/ponder',4.0033649772560231383,0,'2026-11-26T19:07:01.324Z');
INSERT INTO metrics VALUES(12760,13,'pretrain',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T19:07:01.324Z');
INSERT INTO metrics VALUES(12761,15,'pretrain',1,205,'time/eval_s',1.9885537989999999552,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12762,15,'pretrain',1,205,'time/train_epoch_s',18.427464409999998906,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12763,15,'pretrain',1,205,'train/grad_norm',0.15853210813933757417,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12764,15,'pretrain',1,205,'train/iter_frac@1',0.0,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12765,15,'pretrain',1,205,'train/iter_frac@2',0.081597619592584116898,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12766,15,'pretrain',1,205,'train/iter_frac@3',0.67227435721370265575,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12767,15,'pretrain',1,205,'train/iter_frac@4',0.24612802319371329673,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12768,15,'pretrain',1,205,'train/iterations',3.1645304036011290271,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12769,15,'pretrain',1,205,'train/loss',0.017710005094189865126,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12770,15,'pretrain',1,205,'train/lr',0.039424608375916533886,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12771,15,'pretrain',1,205,'train/mean_r2',-0.62326910741870156229,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12772,15,'pretrain',1,205,'train/mse',0.017373110936217697752,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12793,15,'pretrain',1,205,'train/ponder',3.3689422181589958604,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12814,15,'pretrain',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12815,15,'pretrain',1,205,'train/samples_per_s',1422.5505699945617835,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12816,15,'pretrain',1,205,'val/iter_frac@1',0.0,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12817,15,'pretrain',1,205,'val/iter_frac@2',0.0,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12818,15,'pretrain',1,205,'val/iter_frac@3',0.30851388465059503829,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12819,15,'pretrain',1,205,'val/iter_frac@4',0.6914861153494049617,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12820,15,'pretrain',1,205,'val/iterations',3.6914861153494049617,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12821,15,'pretrain',1,205,'val/loss',0.0046929488047220777741,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12822,15,'pretrain',1,205,'val/mean_r2',0.55889974331397651585,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12823,15,'pretrain',1,205,'val/mse',0.004692948847562399342,0,'2026-11-26T19:07:02.786Z');
INSERT INTO metrics VALUES(12844,15,'pretrain',1,205,'val/ponder',3.9082462070626311501,0,'2026-11-26T19:07:02.787Z');
INSERT INTO metrics VALUES(12865,15,'pretrain',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T19:07:02.787Z');
INSERT INTO metrics VALUES(12866,13,'pretrain',10,0,'val/iter_frac@1',0.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12867,13,'pretrain',10,0,'val/iter_frac@1@it=1',1.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12868,13,'pretrain',10,0,'val/iter_frac@1@it=2',0.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12869,13,'pretrain',10,0,'val/iter_frac@1@it=3',0.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12870,13,'pretrain',10,0,'val/iter_frac@1@it=4',0.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12871,13,'pretrain',10,0,'val/iter_frac@2',0.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12872,13,'pretrain',10,0,'val/iter_frac@2@it=2',1.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12873,13,'pretrain',10,0,'val/iter_frac@2@it=3',0.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12874,13,'pretrain',10,0,'val/iter_frac@2@it=4',0.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12875,13,'pretrain',10,0,'val/iter_frac@3',0.21330485199877938229,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12876,13,'pretrain',10,0,'val/iter_frac@3@it=3',1.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12877,13,'pretrain',10,0,'val/iter_frac@3@it=4',0.21330485199877938229,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12878,13,'pretrain',10,0,'val/iter_frac@4',0.78669514800122064546,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12879,13,'pretrain',10,0,'val/iter_frac@4@it=4',0.78669514800122064546,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12880,13,'pretrain',10,0,'val/iterations',3.7866951480012205344,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12881,13,'pretrain',10,0,'val/iterations@it=1',1.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12882,13,'pretrain',10,0,'val/iterations@it=2',2.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12883,13,'pretrain',10,0,'val/iterations@it=3',3.0,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12884,13,'pretrain',10,0,'val/iterations@it=4',3.7866951480012205344,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12885,13,'pretrain',10,0,'val/loss',0.00011474633371654407911,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12886,13,'pretrain',10,0,'val/loss@it=1',0.012142278403521201968,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12887,13,'pretrain',10,0,'val/loss@it=2',0.0040222391792251038777,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12888,13,'pretrain',10,0,'val/loss@it=3',0.00049152378968952460409,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12889,13,'pretrain',10,0,'val/loss@it=4',0.00011474633371654407911,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12890,13,'pretrain',10,0,'val/mean_r2',0.98918594678796334385,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12891,13,'pretrain',10,0,'val/mean_r2@it=1',-0.15810088222982815464,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12892,13,'pretrain',10,0,'val/mean_r2@it=2',0.6051604007181582423,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12893,13,'pretrain',10,0,'val/mean_r2@it=3',0.95262287333124562316,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12894,13,'pretrain',10,0,'val/mean_r2@it=4',0.98918594678796334385,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12895,13,'pretrain',10,0,'val/mse',0.00011474632955910171727,1,'2026-11-26T19:07:08.035Z');
INSERT INTO metrics VALUES(12996,13,'pretrain',10,0,'val/mse@it=1',0.01214227846576509083,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(12997,13,'pretrain',10,0,'val/mse@it=2',0.0040222392442245315929,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(12998,13,'pretrain',10,0,'val/mse@it=3',0.00049152379161590748542,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(12999,13,'pretrain',10,0,'val/mse@it=4',0.00011474632955910171727,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13000,13,'pretrain',10,0,'val/ponder',4.0033649772560231383,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13001,13,'pretrain',10,0,'val/ponder@it=1',2.0,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13002,13,'pretrain',10,0,'val/ponder@it=2',2.7572344997360604956,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13003,13,'pretrain',10,0,'val/ponder@it=3',3.471131332443733175,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13004,13,'pretrain',10,0,'val/ponder@it=4',4.0033649772560231383,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13105,13,'pretrain',10,0,'val/routing/unrouted',0.0,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13106,13,'pretrain',10,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13107,13,'pretrain',10,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13108,13,'pretrain',10,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13109,13,'pretrain',10,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T19:07:08.036Z');
INSERT INTO metrics VALUES(13110,15,'pretrain',2,410,'time/eval_s',2.301081209999999988,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13111,15,'pretrain',2,410,'time/train_epoch_s',23.268637651999998893,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13112,15,'pretrain',2,410,'train/grad_norm',0.058571611753687628787,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13113,15,'pretrain',2,410,'train/iter_frac@1',0.0,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13114,15,'pretrain',2,410,'train/iter_frac@2',0.0,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13115,15,'pretrain',2,410,'train/iter_frac@3',0.042534523537041277196,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13116,15,'pretrain',2,410,'train/iter_frac@4',0.95746547646295876443,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13117,15,'pretrain',2,410,'train/iterations',3.9574654764629588754,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13118,15,'pretrain',2,410,'train/loss',0.0032563922412023023691,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13119,15,'pretrain',2,410,'train/lr',0.036917141679604859039,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13120,15,'pretrain',2,410,'train/mean_r2',0.73011793932952095964,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13121,15,'pretrain',2,410,'train/mse',0.002835161484117561248,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13142,15,'pretrain',2,410,'train/ponder',4.2123076742206730926,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13163,15,'pretrain',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13164,15,'pretrain',2,410,'train/samples_per_s',1126.5807819112624201,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13165,15,'pretrain',2,410,'val/iter_frac@1',0.0,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13166,15,'pretrain',2,410,'val/iter_frac@2',0.0,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13167,15,'pretrain',2,410,'val/iter_frac@3',0.038449801647848641517,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13168,15,'pretrain',2,410,'val/iter_frac@4',0.96155019835215138623,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13169,15,'pretrain',2,410,'val/iterations',3.9615501983521514972,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13170,15,'pretrain',2,410,'val/loss',0.0015933243881087997845,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13171,15,'pretrain',2,410,'val/mean_r2',0.84882967314978563511,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13172,15,'pretrain',2,410,'val/mse',0.0015933244015409343125,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13193,15,'pretrain',2,410,'val/ponder',4.2073833935865367905,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13214,15,'pretrain',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T19:07:28.362Z');
INSERT INTO metrics VALUES(13215,16,'pretrain',1,205,'time/eval_s',2.0828061650000000426,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13216,16,'pretrain',1,205,'time/train_epoch_s',18.352700309999999461,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13217,16,'pretrain',1,205,'train/grad_norm',0.14448054125759660082,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13218,16,'pretrain',1,205,'train/iter_frac@1',0.0,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13219,16,'pretrain',1,205,'train/iter_frac@2',0.28484779125658044041,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13220,16,'pretrain',1,205,'train/iter_frac@3',0.4660868238345922121,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13221,16,'pretrain',1,205,'train/iter_frac@4',0.24906538490882734748,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13222,16,'pretrain',1,205,'train/iterations',2.964217593652247018,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13223,16,'pretrain',1,205,'train/loss',0.019051290735456857111,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13224,16,'pretrain',1,205,'train/lr',0.039424608375916533886,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13225,16,'pretrain',1,205,'train/mean_r2',-0.66327787687751060818,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13226,16,'pretrain',1,205,'train/mse',0.018723512439713558414,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13247,16,'pretrain',1,205,'train/ponder',3.2777791089375667432,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13268,16,'pretrain',1,205,'train/routing/unrouted',0.0,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13269,16,'pretrain',1,205,'train/samples_per_s',1428.345668877758726,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13270,16,'pretrain',1,205,'val/iter_frac@1',0.0,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13271,16,'pretrain',1,205,'val/iter_frac@2',0.10848336893500153121,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13272,16,'pretrain',1,205,'val/iter_frac@3',0.53463533719865730109,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13273,16,'pretrain',1,205,'val/iter_frac@4',0.3568812938663411538,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13274,16,'pretrain',1,205,'val/iterations',3.2483979249313397197,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13275,16,'pretrain',1,205,'val/loss',0.0047041184367224925591,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13276,16,'pretrain',1,205,'val/mean_r2',0.5620544059127745573,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13277,16,'pretrain',1,205,'val/mse',0.0047041184709448301964,0,'2026-11-26T19:07:28.499Z');
INSERT INTO metrics VALUES(13298,16,'pretrain',1,205,'val/ponder',3.5055252685028857051,0,'2026-11-26T19:07:28.500Z');
INSERT INTO metrics VALUES(13319,16,'pretrain',1,205,'val/routing/unrouted',0.0,0,'2026-11-26T19:07:28.500Z');
INSERT INTO metrics VALUES(13320,16,'pretrain',2,410,'time/eval_s',1.9131446210000000451,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13321,16,'pretrain',2,410,'time/train_epoch_s',21.347472377999999082,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13322,16,'pretrain',2,410,'train/grad_norm',0.045615807348271697474,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13323,16,'pretrain',2,410,'train/iter_frac@1',0.0,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13324,16,'pretrain',2,410,'train/iter_frac@2',0.011024643320363165452,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13325,16,'pretrain',2,410,'train/iter_frac@3',0.45033188372625315709,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13326,16,'pretrain',2,410,'train/iter_frac@4',0.53864347295338366183,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13327,16,'pretrain',2,410,'train/iterations',3.5276188296330204252,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13328,16,'pretrain',2,410,'train/loss',0.0027318204845437309147,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13329,16,'pretrain',2,410,'train/lr',0.036917141679604859039,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13330,16,'pretrain',2,410,'train/mean_r2',0.7761005811547068145,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13331,16,'pretrain',2,410,'train/mse',0.0023528876672618830208,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13352,16,'pretrain',2,410,'train/ponder',3.7893283072385250953,0,'2026-11-26T19:07:51.766Z');
INSERT INTO metrics VALUES(13373,16,'pretrain',2,410,'train/routing/unrouted',0.0,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13374,16,'pretrain',2,410,'train/samples_per_s',1227.9673928523400263,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13375,16,'pretrain',2,410,'val/iter_frac@1',0.0,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13376,16,'pretrain',2,410,'val/iter_frac@2',0.00045773573390296001806,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13377,16,'pretrain',2,410,'val/iter_frac@3',0.5636252670125114772,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13378,16,'pretrain',2,410,'val/iter_frac@4',0.43591699725358556971,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13379,16,'pretrain',2,410,'val/iterations',3.4354592615196826166,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13380,16,'pretrain',2,410,'val/loss',0.001326188451521266836,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13381,16,'pretrain',2,410,'val/mean_r2',0.87085219487930287662,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13382,16,'pretrain',2,410,'val/mse',0.0013261884356690063595,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13403,16,'pretrain',2,410,'val/ponder',3.6954430999063232476,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13424,16,'pretrain',2,410,'val/routing/unrouted',0.0,0,'2026-11-26T19:07:51.767Z');
INSERT INTO metrics VALUES(13425,15,'pretrain',3,615,'time/eval_s',2.3304645540000001879,0,'2026-11-26T19:07:55.283Z');
INSERT INTO metrics VALUES(13426,15,'pretrain',3,615,'time/train_epoch_s',24.580713910000000054,0,'2026-11-26T19:07:55.283Z');
INSERT INTO metrics VALUES(13427,15,'pretrain',3,615,'train/grad_norm',0.041284029403837713134,0,'2026-11-26T19:07:55.283Z');
INSERT INTO metrics VALUES(13428,15,'pretrain',3,615,'train/iter_frac@1',0.0,0,'2026-11-26T19:07:55.283Z');
INSERT INTO metrics VALUES(13429,15,'pretrain',3,615,'train/iter_frac@2',0.0,0,'2026-11-26T19:07:55.283Z');
INSERT INTO metrics VALUES(13430,15,'pretrain',3,615,'train/iter_frac@3',0.17647058823529412907,0,'2026-11-26T19:07:55.283Z');
INSERT INTO metrics VALUES(13431,15,'pretrain',3,615,'train/iter_frac@4',0.82352941176470584316,0,'2026-11-26T19:07:55.283Z');
INSERT INTO metrics VALUES(13432,15,'pretrain',3,615,'train/iterations',3.8235294117647060652,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13433,15,'pretrain',3,615,'train/loss',0.0017747412523605907933,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13434,15,'pretrain',3,615,'train/lr',0.032668874102673210735,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13435,15,'pretrain',3,615,'train/mean_r2',0.87123480405794961889,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13436,15,'pretrain',3,615,'train/mse',0.001368211317067680741,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13457,15,'pretrain',3,615,'train/ponder',4.0652993540382951209,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13478,15,'pretrain',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13479,15,'pretrain',3,615,'train/samples_per_s',1066.4458361941856309,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13480,15,'pretrain',3,615,'val/iter_frac@1',0.0,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13481,15,'pretrain',3,615,'val/iter_frac@2',0.0,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13482,15,'pretrain',3,615,'val/iter_frac@3',0.23787000305157154911,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13483,15,'pretrain',3,615,'val/iter_frac@4',0.76212999694842842313,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13484,15,'pretrain',3,615,'val/iterations',3.7621299969484285341,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13485,15,'pretrain',3,615,'val/loss',0.0014336273460093342836,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13486,15,'pretrain',3,615,'val/mean_r2',0.86779539465031363398,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13487,15,'pretrain',3,615,'val/mse',0.0014336273553909935785,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13508,15,'pretrain',3,615,'val/ponder',3.9974365428994986793,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13529,15,'pretrain',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T19:07:55.284Z');
INSERT INTO metrics VALUES(13530,16,'pretrain',3,615,'time/eval_s',1.8518738349999999126,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13531,16,'pretrain',3,615,'time/train_epoch_s',21.43367350999999843,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13532,16,'pretrain',3,615,'train/grad_norm',0.03559013646005130399,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13533,16,'pretrain',3,615,'train/iter_frac@1',0.0,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13534,16,'pretrain',3,615,'train/iter_frac@2',7.6295109483482108792e-05,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13535,16,'pretrain',3,615,'train/iter_frac@3',0.50522621499961850588,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13536,16,'pretrain',3,615,'train/iter_frac@4',0.49469748989089801227,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13537,16,'pretrain',3,615,'train/iterations',3.4946211947814145304,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13538,16,'pretrain',3,615,'train/loss',0.001406795643146379433,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13539,16,'pretrain',3,615,'train/lr',0.032668874102673210735,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13540,16,'pretrain',3,615,'train/mean_r2',0.90235415497076831847,0,'2026-11-26T19:08:15.058Z');
INSERT INTO metrics VALUES(13541,16,'pretrain',3,615,'train/mse',0.0010313511180234694823,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13562,16,'pretrain',3,615,'train/ponder',3.7544453804285762288,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13583,16,'pretrain',3,615,'train/routing/unrouted',0.0,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13584,16,'pretrain',3,615,'train/samples_per_s',1223.0288003486530215,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13585,16,'pretrain',3,615,'val/iter_frac@1',0.0,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13586,16,'pretrain',3,615,'val/iter_frac@2',0.0,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13587,16,'pretrain',3,615,'val/iter_frac@3',0.5494354592615197097,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13588,16,'pretrain',3,615,'val/iter_frac@4',0.45056454073848029029,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13589,16,'pretrain',3,615,'val/iterations',3.4505645407384801792,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13590,16,'pretrain',3,615,'val/loss',0.00082314823146512733874,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13591,16,'pretrain',3,615,'val/mean_r2',0.92242162624698897932,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13592,16,'pretrain',3,615,'val/mse',0.00082314823082500765405,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13613,16,'pretrain',3,615,'val/ponder',3.7057409649183372657,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13634,16,'pretrain',3,615,'val/routing/unrouted',0.0,0,'2026-11-26T19:08:15.059Z');
INSERT INTO metrics VALUES(13635,15,'pretrain',4,820,'time/eval_s',2.0190841160000001508,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13636,15,'pretrain',4,820,'time/train_epoch_s',24.532088139999999043,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13637,15,'pretrain',4,820,'train/grad_norm',0.034951707243737653585,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13638,15,'pretrain',4,820,'train/iter_frac@1',0.0,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13639,15,'pretrain',4,820,'train/iter_frac@2',0.0,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13640,15,'pretrain',4,820,'train/iter_frac@3',0.3811322194247348527,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13641,15,'pretrain',4,820,'train/iter_frac@4',0.61886778057526514729,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13642,15,'pretrain',4,820,'train/iterations',3.6188677805752651472,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13643,15,'pretrain',4,820,'train/loss',0.0011981373686016435087,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13644,15,'pretrain',4,820,'train/lr',0.027116959159532823958,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13645,15,'pretrain',4,820,'train/mean_r2',0.92336756564798661006,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13646,15,'pretrain',4,820,'train/mse',0.00081377149465512081758,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13667,15,'pretrain',4,820,'train/ponder',3.8436587983723171646,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13688,15,'pretrain',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13689,15,'pretrain',4,820,'train/samples_per_s',1068.559669702866131,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13690,15,'pretrain',4,820,'val/iter_frac@1',0.0,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13691,15,'pretrain',4,820,'val/iter_frac@2',0.0,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13692,15,'pretrain',4,820,'val/iter_frac@3',0.3562709795544705682,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13693,15,'pretrain',4,820,'val/iter_frac@4',0.6437290204455294873,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13694,15,'pretrain',4,820,'val/iterations',3.6437290204455292652,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13695,15,'pretrain',4,820,'val/loss',0.00062323097125173800622,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13696,15,'pretrain',4,820,'val/mean_r2',0.94165428063443934458,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13697,15,'pretrain',4,820,'val/mse',0.00062323097720514027391,0,'2026-11-26T19:08:21.841Z');
INSERT INTO metrics VALUES(13718,15,'pretrain',4,820,'val/ponder',3.876375172608939934,0,'2026-11-26T19:08:21.842Z');
INSERT INTO metrics VALUES(13739,15,'pretrain',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T19:08:21.842Z');
INSERT INTO metrics VALUES(13740,16,'pretrain',4,820,'time/eval_s',1.900942820000000033,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13741,16,'pretrain',4,820,'time/train_epoch_s',19.197419082999999773,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13742,16,'pretrain',4,820,'train/grad_norm',0.026111283580340989562,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13743,16,'pretrain',4,820,'train/iter_frac@1',0.0,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13744,16,'pretrain',4,820,'train/iter_frac@2',0.00022888532845044632637,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13745,16,'pretrain',4,820,'train/iter_frac@3',0.63534752422369722424,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13746,16,'pretrain',4,820,'train/iter_frac@4',0.36442359044785227473,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13747,16,'pretrain',4,820,'train/iterations',3.3641947051194018847,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13748,16,'pretrain',4,820,'train/loss',0.00093447987199187204209,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13749,16,'pretrain',4,820,'train/lr',0.027116959159532823958,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13750,16,'pretrain',4,820,'train/mean_r2',0.94621226946611325381,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13751,16,'pretrain',4,820,'train/mse',0.00057141591696490442835,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13772,16,'pretrain',4,820,'train/ponder',3.6306396379090286608,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13793,16,'pretrain',4,820,'train/routing/unrouted',0.0,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13794,16,'pretrain',4,820,'train/samples_per_s',1365.496053748883014,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13795,16,'pretrain',4,820,'val/iter_frac@1',0.0,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13796,16,'pretrain',4,820,'val/iter_frac@2',0.0021361000915471467509,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13797,16,'pretrain',4,820,'val/iter_frac@3',0.79768080561489163038,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13798,16,'pretrain',4,820,'val/iter_frac@4',0.20018309429356118123,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13799,16,'pretrain',4,820,'val/iterations',3.1980469942020142148,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13800,16,'pretrain',4,820,'val/loss',0.00055204606937573643104,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13801,16,'pretrain',4,820,'val/mean_r2',0.94673574384042746832,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13802,16,'pretrain',4,820,'val/mse',0.00055204608677492203894,0,'2026-11-26T19:08:36.164Z');
INSERT INTO metrics VALUES(13823,16,'pretrain',4,820,'val/ponder',3.4620714858060646079,0,'2026-11-26T19:08:36.165Z');
INSERT INTO metrics VALUES(13844,16,'pretrain',4,820,'val/routing/unrouted',0.0,0,'2026-11-26T19:08:36.165Z');
INSERT INTO metrics VALUES(13845,15,'pretrain',5,1025,'time/eval_s',2.0180145490000001018,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13846,15,'pretrain',5,1025,'time/train_epoch_s',22.127913370000001692,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13847,15,'pretrain',5,1025,'train/grad_norm',0.025017467182038760631,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13848,15,'pretrain',5,1025,'train/iter_frac@1',0.0,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13849,15,'pretrain',5,1025,'train/iter_frac@2',0.0,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13850,15,'pretrain',5,1025,'train/iter_frac@3',0.5030518043793392735,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13851,15,'pretrain',5,1025,'train/iter_frac@4',0.49694819562066072649,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13852,15,'pretrain',5,1025,'train/iterations',3.4969481956206607264,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13853,15,'pretrain',5,1025,'train/loss',0.00080953768699348850265,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13854,15,'pretrain',5,1025,'train/lr',0.020832697759355464639,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13855,15,'pretrain',5,1025,'train/mean_r2',0.95861495356136217083,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13856,15,'pretrain',5,1025,'train/mse',0.00043727566915275522304,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13877,15,'pretrain',5,1025,'train/ponder',3.722620252978295241,0,'2026-11-26T19:08:45.993Z');
INSERT INTO metrics VALUES(13898,15,'pretrain',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13899,15,'pretrain',5,1025,'train/samples_per_s',1184.6575662908969662,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13900,15,'pretrain',5,1025,'val/iter_frac@1',0.0,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13901,15,'pretrain',5,1025,'val/iter_frac@2',0.0,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13902,15,'pretrain',5,1025,'val/iter_frac@3',0.58025633201098569813,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13903,15,'pretrain',5,1025,'val/iter_frac@4',0.41974366798901435737,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13904,15,'pretrain',5,1025,'val/iterations',3.4197436679890143018,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13905,15,'pretrain',5,1025,'val/loss',0.00034729946229344264537,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13906,15,'pretrain',5,1025,'val/mean_r2',0.96784835174000982682,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13907,15,'pretrain',5,1025,'val/mse',0.00034729945872426795866,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13928,15,'pretrain',5,1025,'val/ponder',3.6467138148314495182,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13949,15,'pretrain',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T19:08:45.994Z');
INSERT INTO metrics VALUES(13950,16,'pretrain',5,1025,'time/eval_s',1.9965881789999999629,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13951,16,'pretrain',5,1025,'time/train_epoch_s',19.700125209999999498,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13952,16,'pretrain',5,1025,'train/grad_norm',0.022290506522829940661,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13953,16,'pretrain',5,1025,'train/iter_frac@1',0.0,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13954,16,'pretrain',5,1025,'train/iter_frac@2',0.0011062790875104905503,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13955,16,'pretrain',5,1025,'train/iter_frac@3',0.73151750972762641378,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13956,16,'pretrain',5,1025,'train/iter_frac@4',0.26737621118486304405,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13957,16,'pretrain',5,1025,'train/iterations',3.2662699320973525018,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13958,16,'pretrain',5,1025,'train/loss',0.0007609037728404635572,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13959,16,'pretrain',5,1025,'train/lr',0.020832697759355464639,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13960,16,'pretrain',5,1025,'train/mean_r2',0.96151042169534262082,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13961,16,'pretrain',5,1025,'train/mse',0.00040759210147175842838,0,'2026-11-26T19:08:57.869Z');
INSERT INTO metrics VALUES(13982,16,'pretrain',5,1025,'train/ponder',3.5331168019672438695,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14003,16,'pretrain',5,1025,'train/routing/unrouted',0.0,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14004,16,'pretrain',5,1025,'train/samples_per_s',1330.6514410727443191,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14005,16,'pretrain',5,1025,'val/iter_frac@1',0.0,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14006,16,'pretrain',5,1025,'val/iter_frac@2',0.00076289288983826669676,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14007,16,'pretrain',5,1025,'val/iter_frac@3',0.77296307598413183104,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14008,16,'pretrain',5,1025,'val/iter_frac@4',0.22627403112602989532,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14009,16,'pretrain',5,1025,'val/iterations',3.2255111382361918437,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14010,16,'pretrain',5,1025,'val/loss',0.00029032984554694000545,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14011,16,'pretrain',5,1025,'val/mean_r2',0.97240769639159219117,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14012,16,'pretrain',5,1025,'val/mse',0.00029032985526674748386,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14033,16,'pretrain',5,1025,'val/ponder',3.4966212705682608863,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14054,16,'pretrain',5,1025,'val/routing/unrouted',0.0,0,'2026-11-26T19:08:57.870Z');
INSERT INTO metrics VALUES(14055,15,'pretrain',6,1230,'time/eval_s',1.8329112210000000349,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14056,15,'pretrain',6,1230,'time/train_epoch_s',20.340444860000001625,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14057,15,'pretrain',6,1230,'train/grad_norm',0.01536689158756195106,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14058,15,'pretrain',6,1230,'train/iter_frac@1',0.0,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14059,15,'pretrain',6,1230,'train/iter_frac@2',0.0,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14060,15,'pretrain',6,1230,'train/iter_frac@3',0.60059510185397113612,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14061,15,'pretrain',6,1230,'train/iter_frac@4',0.39940489814602886387,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14062,15,'pretrain',6,1230,'train/iterations',3.3994048981460287528,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14063,15,'pretrain',6,1230,'train/loss',0.00061995742071320187986,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14064,15,'pretrain',6,1230,'train/lr',0.014462750430654862376,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14065,15,'pretrain',6,1230,'train/mean_r2',0.97562269535030488043,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14066,15,'pretrain',6,1230,'train/mse',0.00025695936871281100603,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14087,15,'pretrain',6,1230,'train/ponder',3.6299805996064562485,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14108,15,'pretrain',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14109,15,'pretrain',6,1230,'train/samples_per_s',1288.7623737055275796,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14110,15,'pretrain',6,1230,'val/iter_frac@1',0.0,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14111,15,'pretrain',6,1230,'val/iter_frac@2',0.0,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14112,15,'pretrain',6,1230,'val/iter_frac@3',0.62877631980469939065,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14113,15,'pretrain',6,1230,'val/iter_frac@4',0.37122368019530055383,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14114,15,'pretrain',6,1230,'val/iterations',3.3712236801953006093,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14115,15,'pretrain',6,1230,'val/loss',0.00018660130200679944916,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14116,15,'pretrain',6,1230,'val/mean_r2',0.9822977057143791324,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14117,15,'pretrain',6,1230,'val/mse',0.00018660130842863774359,0,'2026-11-26T19:09:08.175Z');
INSERT INTO metrics VALUES(14138,15,'pretrain',6,1230,'val/ponder',3.6045810523686481197,0,'2026-11-26T19:09:08.176Z');
INSERT INTO metrics VALUES(14159,15,'pretrain',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T19:09:08.176Z');
INSERT INTO metrics VALUES(14160,16,'pretrain',6,1230,'time/eval_s',1.7520793320000001003,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14161,16,'pretrain',6,1230,'time/train_epoch_s',18.391132918000000273,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14162,16,'pretrain',6,1230,'train/grad_norm',0.013776241272415329711,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14163,16,'pretrain',6,1230,'train/iter_frac@1',0.0,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14164,16,'pretrain',6,1230,'train/iter_frac@2',0.0014877546349279010401,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14165,16,'pretrain',6,1230,'train/iter_frac@3',0.80792706187533380735,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14166,16,'pretrain',6,1230,'train/iter_frac@4',0.19058518348973829681,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14167,16,'pretrain',6,1230,'train/iterations',3.189097428854810623,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14168,16,'pretrain',6,1230,'train/loss',0.00059821227878726354956,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14169,16,'pretrain',6,1230,'train/lr',0.014462750430654862376,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14170,16,'pretrain',6,1230,'train/mean_r2',0.97610373644120240754,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14171,16,'pretrain',6,1230,'train/mse',0.00025269687426057263566,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14192,16,'pretrain',6,1230,'train/ponder',3.4551541482482739375,0,'2026-11-26T19:09:18.020Z');
INSERT INTO metrics VALUES(14213,16,'pretrain',6,1230,'train/routing/unrouted',0.0,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14214,16,'pretrain',6,1230,'train/samples_per_s',1425.3608038656229837,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14215,16,'pretrain',6,1230,'val/iter_frac@1',0.0,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14216,16,'pretrain',6,1230,'val/iter_frac@2',0.002593835825450106769,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14217,16,'pretrain',6,1230,'val/iter_frac@3',0.84223375038144643323,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14218,16,'pretrain',6,1230,'val/iter_frac@4',0.15517241379310345306,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14219,16,'pretrain',6,1230,'val/iterations',3.1525785779676533948,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14220,16,'pretrain',6,1230,'val/loss',0.00022382911269813474748,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14221,16,'pretrain',6,1230,'val/mean_r2',0.97859995226175855442,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14222,16,'pretrain',6,1230,'val/mse',0.00022382910875074212312,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14243,16,'pretrain',6,1230,'val/ponder',3.4140146575688516961,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14264,16,'pretrain',6,1230,'val/routing/unrouted',0.0,0,'2026-11-26T19:09:18.021Z');
INSERT INTO metrics VALUES(14265,15,'pretrain',7,1435,'time/eval_s',1.9282150209999999734,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14266,15,'pretrain',7,1435,'time/train_epoch_s',18.929080423999998572,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14267,15,'pretrain',7,1435,'train/grad_norm',0.0099408807664564478173,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14268,15,'pretrain',7,1435,'train/iter_frac@1',0.0,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14269,15,'pretrain',7,1435,'train/iter_frac@2',0.0,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14270,15,'pretrain',7,1435,'train/iter_frac@3',0.67418173495078970169,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14271,15,'pretrain',7,1435,'train/iter_frac@4',0.32581826504921035381,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14272,15,'pretrain',7,1435,'train/iterations',3.3258182650492105203,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14273,15,'pretrain',7,1435,'train/loss',0.00053887437881824126577,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14274,15,'pretrain',7,1435,'train/lr',0.0086625949207548048891,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14275,15,'pretrain',7,1435,'train/mean_r2',0.9826393938418707119,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14276,15,'pretrain',7,1435,'train/mse',0.00018275970151568403333,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14297,15,'pretrain',7,1435,'train/ponder',3.5611468787286795212,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14318,15,'pretrain',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14319,15,'pretrain',7,1435,'train/samples_per_s',1384.8533268823518938,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14320,15,'pretrain',7,1435,'val/iter_frac@1',0.0,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14321,15,'pretrain',7,1435,'val/iter_frac@2',0.0,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14322,15,'pretrain',7,1435,'val/iter_frac@3',0.65669819957277997257,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14323,15,'pretrain',7,1435,'val/iter_frac@4',0.34330180042722002742,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14324,15,'pretrain',7,1435,'val/iterations',3.3433018004272199164,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14325,15,'pretrain',7,1435,'val/loss',0.00016310612615409625001,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14326,15,'pretrain',7,1435,'val/mean_r2',0.98449668509650845038,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14327,15,'pretrain',7,1435,'val/mse',0.00016310612269645490446,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14348,15,'pretrain',7,1435,'val/ponder',3.5795894305008304492,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14369,15,'pretrain',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T19:09:29.039Z');
INSERT INTO metrics VALUES(14370,16,'pretrain',7,1435,'time/eval_s',1.8050186560000001101,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14371,16,'pretrain',7,1435,'time/train_epoch_s',18.789992820999998457,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14372,16,'pretrain',7,1435,'train/grad_norm',0.0087223059157045881861,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14373,16,'pretrain',7,1435,'train/iter_frac@1',0.0,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14374,16,'pretrain',7,1435,'train/iter_frac@2',0.0017547875181200885564,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14375,16,'pretrain',7,1435,'train/iter_frac@3',0.84618905928130006,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14376,16,'pretrain',7,1435,'train/iter_frac@4',0.15205615320057982997,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14377,16,'pretrain',7,1435,'train/iterations',3.1503013656824596644,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14378,16,'pretrain',7,1435,'train/loss',0.00051882476049282168911,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14379,16,'pretrain',7,1435,'train/lr',0.0086625949207548048891,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14380,16,'pretrain',7,1435,'train/mean_r2',0.98313530457434372689,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14381,16,'pretrain',7,1435,'train/mse',0.00017764153661990105068,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14402,16,'pretrain',7,1435,'train/ponder',3.4118323030884356583,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14423,16,'pretrain',7,1435,'train/routing/unrouted',0.0,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14424,16,'pretrain',7,1435,'train/samples_per_s',1395.1043116260700571,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14425,16,'pretrain',7,1435,'val/iter_frac@1',0.0,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14426,16,'pretrain',7,1435,'val/iter_frac@2',0.0016783643576441867328,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14427,16,'pretrain',7,1435,'val/iter_frac@3',0.86664632285627096752,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14428,16,'pretrain',7,1435,'val/iter_frac@4',0.13167531278608482492,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14429,16,'pretrain',7,1435,'val/iterations',3.1299969484284404508,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14430,16,'pretrain',7,1435,'val/loss',0.00015038988429769221391,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14431,16,'pretrain',7,1435,'val/mean_r2',0.98592711985593461943,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14432,16,'pretrain',7,1435,'val/mse',0.00015038988507423765427,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14453,16,'pretrain',7,1435,'val/ponder',3.3876680437660739997,0,'2026-11-26T19:09:38.622Z');
INSERT INTO metrics VALUES(14474,16,'pretrain',7,1435,'val/routing/unrouted',0.0,0,'2026-11-26T19:09:38.623Z');
INSERT INTO metrics VALUES(14475,15,'pretrain',8,1640,'time/eval_s',1.9728217139999999485,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14476,15,'pretrain',8,1640,'time/train_epoch_s',19.953986216000000553,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14477,15,'pretrain',8,1640,'train/grad_norm',0.0062593658715940827391,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14478,15,'pretrain',8,1640,'train/iter_frac@1',0.0,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14479,15,'pretrain',8,1640,'train/iter_frac@2',0.0,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14480,15,'pretrain',8,1640,'train/iter_frac@3',0.72045471885252154731,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14481,15,'pretrain',8,1640,'train/iter_frac@4',0.27954528114747845268,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14482,15,'pretrain',8,1640,'train/iterations',3.2795452811474783416,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14483,15,'pretrain',8,1640,'train/loss',0.00049065182875883276217,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14484,15,'pretrain',8,1640,'train/lr',0.0040290764893683708378,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14485,15,'pretrain',8,1640,'train/mean_r2',0.98680190102557985287,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14486,15,'pretrain',8,1640,'train/mse',0.0001389193218795358451,0,'2026-11-26T19:09:50.972Z');
INSERT INTO metrics VALUES(14507,15,'pretrain',8,1640,'train/ponder',3.5173251239424159209,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14528,15,'pretrain',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14529,15,'pretrain',8,1640,'train/samples_per_s',1313.7224670918355968,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14530,15,'pretrain',8,1640,'val/iter_frac@1',0.0,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14531,15,'pretrain',8,1640,'val/iter_frac@2',0.0,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14532,15,'pretrain',8,1640,'val/iter_frac@3',0.73680195300579798267,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14533,15,'pretrain',8,1640,'val/iter_frac@4',0.26319804699420201732,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14534,15,'pretrain',8,1640,'val/iterations',3.2631980469942019063,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14535,15,'pretrain',8,1640,'val/loss',0.00012439736544690585887,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14536,15,'pretrain',8,1640,'val/mean_r2',0.98819166819061599049,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14537,15,'pretrain',8,1640,'val/mse',0.00012439736804326404591,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14558,15,'pretrain',8,1640,'val/ponder',3.5014766957798415525,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14579,15,'pretrain',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T19:09:50.973Z');
INSERT INTO metrics VALUES(14580,16,'pretrain',8,1640,'time/eval_s',1.6415472609999999242,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14581,16,'pretrain',8,1640,'time/train_epoch_s',18.308626576000001762,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14582,16,'pretrain',8,1640,'train/grad_norm',0.0062587823571137535597,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14583,16,'pretrain',8,1640,'train/iter_frac@1',0.0,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14584,16,'pretrain',8,1640,'train/iter_frac@2',0.0015640497444113833115,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14585,16,'pretrain',8,1640,'train/iter_frac@3',0.87411306935225452363,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14586,16,'pretrain',8,1640,'train/iter_frac@4',0.12432288090333409869,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14587,16,'pretrain',8,1640,'train/iterations',3.122758831158922721,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14588,16,'pretrain',8,1640,'train/loss',0.00047584286898171625776,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14589,16,'pretrain',8,1640,'train/lr',0.0040290764893683708378,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14590,16,'pretrain',8,1640,'train/mean_r2',0.98694434491130356157,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14591,16,'pretrain',8,1640,'train/mse',0.00013766133443556186738,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14612,16,'pretrain',8,1640,'train/ponder',3.3818154368582837854,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14633,16,'pretrain',8,1640,'train/routing/unrouted',0.0,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14634,16,'pretrain',8,1640,'train/samples_per_s',1431.7840768221694816,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14635,16,'pretrain',8,1640,'val/iter_frac@1',0.0,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14636,16,'pretrain',8,1640,'val/iter_frac@2',0.0012206286237412267148,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14637,16,'pretrain',8,1640,'val/iter_frac@3',0.88953310955141895455,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14638,16,'pretrain',8,1640,'val/iter_frac@4',0.10924626182483979097,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14639,16,'pretrain',8,1640,'val/iterations',3.108025633201098703,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14640,16,'pretrain',8,1640,'val/loss',0.00012782736432940099298,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14641,16,'pretrain',8,1640,'val/mean_r2',0.9877441688024619637,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14642,16,'pretrain',8,1640,'val/mse',0.00012782736196097286684,0,'2026-11-26T19:09:58.579Z');
INSERT INTO metrics VALUES(14663,16,'pretrain',8,1640,'val/ponder',3.3631963049961655087,0,'2026-11-26T19:09:58.580Z');
INSERT INTO metrics VALUES(14684,16,'pretrain',8,1640,'val/routing/unrouted',0.0,0,'2026-11-26T19:09:58.580Z');
INSERT INTO metrics VALUES(14685,15,'pretrain',9,1845,'time/eval_s',1.8713684120000000365,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14686,15,'pretrain',9,1845,'time/train_epoch_s',18.492817990999999011,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14687,15,'pretrain',9,1845,'train/grad_norm',0.0039129526467948424345,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14688,15,'pretrain',9,1845,'train/iter_frac@1',0.0,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14689,15,'pretrain',9,1845,'train/iter_frac@2',0.0,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14690,15,'pretrain',9,1845,'train/iter_frac@3',0.74624246585793851949,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14691,15,'pretrain',9,1845,'train/iter_frac@4',0.2537575341420614805,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14692,15,'pretrain',9,1845,'train/iterations',3.2537575341420614805,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14693,15,'pretrain',9,1845,'train/loss',0.00046422548973196019325,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14694,15,'pretrain',9,1845,'train/lr',0.001038991578736785451,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14695,15,'pretrain',9,1845,'train/mean_r2',0.98906592145786587089,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14696,15,'pretrain',9,1845,'train/mse',0.00011488996495915066082,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14717,15,'pretrain',9,1845,'train/ponder',3.4933553277795899028,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14738,15,'pretrain',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14739,15,'pretrain',9,1845,'train/samples_per_s',1417.523279186423224,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14740,15,'pretrain',9,1845,'val/iter_frac@1',0.0,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14741,15,'pretrain',9,1845,'val/iter_frac@2',0.0,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14742,15,'pretrain',9,1845,'val/iter_frac@3',0.73436069575831552924,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14743,15,'pretrain',9,1845,'val/iter_frac@4',0.26563930424168447075,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14744,15,'pretrain',9,1845,'val/iterations',3.2656393042416844707,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14745,15,'pretrain',9,1845,'val/loss',0.00011162197289265536116,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14746,15,'pretrain',9,1845,'val/mean_r2',0.98937427346154360741,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14747,15,'pretrain',9,1845,'val/mse',0.00011162197427507251825,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14768,15,'pretrain',9,1845,'val/ponder',3.5038355541622125954,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14789,15,'pretrain',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T19:10:11.344Z');
INSERT INTO metrics VALUES(14790,16,'pretrain',9,1845,'time/eval_s',1.6265229779999998971,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14791,16,'pretrain',9,1845,'time/train_epoch_s',17.612466021999999554,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14792,16,'pretrain',9,1845,'train/grad_norm',0.0042688501669411980932,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14793,16,'pretrain',9,1845,'train/iter_frac@1',0.0,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14794,16,'pretrain',9,1845,'train/iter_frac@2',0.0013733119707026780666,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14795,16,'pretrain',9,1845,'train/iter_frac@3',0.88391699092088193978,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14796,16,'pretrain',9,1845,'train/iter_frac@4',0.1147096971084153455,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14797,16,'pretrain',9,1845,'train/iterations',3.113336385137712714,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14798,16,'pretrain',9,1845,'train/loss',0.00045328665038178462534,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14799,16,'pretrain',9,1845,'train/lr',0.001038991578736785451,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14800,16,'pretrain',9,1845,'train/mean_r2',0.98897537878705354952,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14801,16,'pretrain',9,1845,'train/mse',0.00011629502660112192341,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14822,16,'pretrain',9,1845,'train/ponder',3.3699163224210160194,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14843,16,'pretrain',9,1845,'train/routing/unrouted',0.0,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14844,16,'pretrain',9,1845,'train/samples_per_s',1488.3776052289153994,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14845,16,'pretrain',9,1845,'val/iter_frac@1',0.0,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14846,16,'pretrain',9,1845,'val/iter_frac@2',0.00076289288983826669676,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14847,16,'pretrain',9,1845,'val/iter_frac@3',0.88907537381751600147,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14848,16,'pretrain',9,1845,'val/iter_frac@4',0.11016173329264571101,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14849,16,'pretrain',9,1845,'val/iterations',3.1093988404028074512,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14850,16,'pretrain',9,1845,'val/loss',0.00011213611073714606803,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14851,16,'pretrain',9,1845,'val/mean_r2',0.98931309785146270829,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14852,16,'pretrain',9,1845,'val/mse',0.00011213610903636047819,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14873,16,'pretrain',9,1845,'val/ponder',3.3655801319952303174,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14894,16,'pretrain',9,1845,'val/routing/unrouted',0.0,0,'2026-11-26T19:10:17.828Z');
INSERT INTO metrics VALUES(14895,15,'pretrain',10,2050,'time/eval_s',1.6364573000000000035,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14896,15,'pretrain',10,2050,'time/train_epoch_s',18.472989238000000256,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14897,15,'pretrain',10,2050,'train/grad_norm',0.0024197806979007110278,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14898,15,'pretrain',10,2050,'train/iter_frac@1',0.0,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14899,15,'pretrain',10,2050,'train/iter_frac@2',0.0,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14900,15,'pretrain',10,2050,'train/iter_frac@3',0.75497825589379718991,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14901,15,'pretrain',10,2050,'train/iter_frac@4',0.24502174410620278233,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14902,15,'pretrain',10,2050,'train/iterations',3.24502174410620281,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14903,15,'pretrain',10,2050,'train/loss',0.00045373864850317691121,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14904,15,'pretrain',10,2050,'train/lr',2.46986984486774464e-08,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14905,15,'pretrain',10,2050,'train/mean_r2',0.98998571944120850041,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14906,15,'pretrain',10,2050,'train/mse',0.00010523281325659178766,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14927,15,'pretrain',10,2050,'train/ponder',3.4850584735056897578,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14948,15,'pretrain',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14949,15,'pretrain',10,2050,'train/samples_per_s',1419.0448368841300634,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14950,15,'pretrain',10,2050,'val/iter_frac@1',0.0,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14951,15,'pretrain',10,2050,'val/iter_frac@2',0.0,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14952,15,'pretrain',10,2050,'val/iter_frac@3',0.74992371071101615598,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14953,15,'pretrain',10,2050,'val/iter_frac@4',0.25007628928898384401,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14954,15,'pretrain',10,2050,'val/iterations',3.250076289288983844,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14955,15,'pretrain',10,2050,'val/loss',0.00010625443369686446209,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14956,15,'pretrain',10,2050,'val/mean_r2',0.98987308129934548084,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14957,15,'pretrain',10,2050,'val/mse',0.00010625443504785612764,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14978,15,'pretrain',10,2050,'val/ponder',3.4890592666089914608,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(14999,15,'pretrain',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T19:10:31.460Z');
INSERT INTO metrics VALUES(15000,16,'pretrain',10,2050,'time/eval_s',1.486062962999999959,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15001,16,'pretrain',10,2050,'time/train_epoch_s',17.359410735000000869,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15002,16,'pretrain',10,2050,'train/grad_norm',0.0024050520971508285855,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15003,16,'pretrain',10,2050,'train/iter_frac@1',0.0,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15004,16,'pretrain',10,2050,'train/iter_frac@2',0.0013733119707026780666,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15005,16,'pretrain',10,2050,'train/iter_frac@3',0.88712138551918817697,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15006,16,'pretrain',10,2050,'train/iter_frac@4',0.11150530251010910831,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15007,16,'pretrain',10,2050,'train/iterations',3.1101319905394064768,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15008,16,'pretrain',10,2050,'train/loss',0.00044232226268246858892,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15009,16,'pretrain',10,2050,'train/lr',2.46986984486774464e-08,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15010,16,'pretrain',10,2050,'train/mean_r2',0.9899834134859080148,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15011,16,'pretrain',10,2050,'train/mse',0.0001056876244048711303,0,'2026-11-26T19:10:36.682Z');
INSERT INTO metrics VALUES(15032,16,'pretrain',10,2050,'train/ponder',3.3663465002904251477,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15053,16,'pretrain',10,2050,'train/routing/unrouted',0.0,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15054,16,'pretrain',10,2050,'train/samples_per_s',1510.0742991896261173,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15055,16,'pretrain',10,2050,'val/iter_frac@1',0.0,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15056,16,'pretrain',10,2050,'val/iter_frac@2',0.00091547146780592003612,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15057,16,'pretrain',10,2050,'val/iter_frac@3',0.8892279523954836895,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15058,16,'pretrain',10,2050,'val/iter_frac@4',0.10985657613671040433,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15059,16,'pretrain',10,2050,'val/iterations',3.1089411046689043871,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15060,16,'pretrain',10,2050,'val/loss',0.0001075153826738720178,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15061,16,'pretrain',10,2050,'val/mean_r2',0.9897525966206357495,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15062,16,'pretrain',10,2050,'val/mse',0.00010751538206272283858,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15083,16,'pretrain',10,2050,'val/ponder',3.3641337450954074128,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15104,16,'pretrain',10,2050,'val/routing/unrouted',0.0,0,'2026-11-26T19:10:36.683Z');
INSERT INTO metrics VALUES(15105,15,'pretrain',10,0,'val/iter_frac@1',0.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15106,15,'pretrain',10,0,'val/iter_frac@1@it=1',1.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15107,15,'pretrain',10,0,'val/iter_frac@1@it=2',0.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15108,15,'pretrain',10,0,'val/iter_frac@1@it=3',0.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15109,15,'pretrain',10,0,'val/iter_frac@1@it=4',0.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15110,15,'pretrain',10,0,'val/iter_frac@2',0.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15111,15,'pretrain',10,0,'val/iter_frac@2@it=2',1.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15112,15,'pretrain',10,0,'val/iter_frac@2@it=3',0.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15113,15,'pretrain',10,0,'val/iter_frac@2@it=4',0.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15114,15,'pretrain',10,0,'val/iter_frac@3',0.74992371071101615598,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15115,15,'pretrain',10,0,'val/iter_frac@3@it=3',1.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15116,15,'pretrain',10,0,'val/iter_frac@3@it=4',0.74992371071101615598,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15117,15,'pretrain',10,0,'val/iter_frac@4',0.25007628928898384401,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15118,15,'pretrain',10,0,'val/iter_frac@4@it=4',0.25007628928898384401,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15119,15,'pretrain',10,0,'val/iterations',3.250076289288983844,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15120,15,'pretrain',10,0,'val/iterations@it=1',1.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15121,15,'pretrain',10,0,'val/iterations@it=2',2.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15122,15,'pretrain',10,0,'val/iterations@it=3',3.0,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15123,15,'pretrain',10,0,'val/iterations@it=4',3.250076289288983844,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15124,15,'pretrain',10,0,'val/loss',0.00010625443369686446209,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15125,15,'pretrain',10,0,'val/loss@it=1',0.013349052217638652031,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15126,15,'pretrain',10,0,'val/loss@it=2',0.0029934410380667345573,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15127,15,'pretrain',10,0,'val/loss@it=3',0.0002375931939458162485,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15128,15,'pretrain',10,0,'val/loss@it=4',0.00010625443369686446209,1,'2026-11-26T19:10:37.147Z');
INSERT INTO metrics VALUES(15129,15,'pretrain',10,0,'val/mean_r2',0.98987308129934548084,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15130,15,'pretrain',10,0,'val/mean_r2@it=1',-0.23070388724814580583,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15131,15,'pretrain',10,0,'val/mean_r2@it=2',0.71030546164536667586,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15132,15,'pretrain',10,0,'val/mean_r2@it=3',0.97683371508852623321,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15133,15,'pretrain',10,0,'val/mean_r2@it=4',0.98987308129934548084,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15134,15,'pretrain',10,0,'val/mse',0.00010625443504785612764,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15235,15,'pretrain',10,0,'val/mse@it=1',0.013349051933123756014,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15236,15,'pretrain',10,0,'val/mse@it=2',0.002993440976233286907,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15237,15,'pretrain',10,0,'val/mse@it=3',0.00023759319421569254646,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15238,15,'pretrain',10,0,'val/mse@it=4',0.00010625443504785612764,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15239,15,'pretrain',10,0,'val/ponder',3.4890592666089914608,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15240,15,'pretrain',10,0,'val/ponder@it=1',2.0,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15241,15,'pretrain',10,0,'val/ponder@it=2',2.6925453825407288377,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15242,15,'pretrain',10,0,'val/ponder@it=3',3.3226990271240319785,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15243,15,'pretrain',10,0,'val/ponder@it=4',3.4890592666089914608,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15344,15,'pretrain',10,0,'val/routing/unrouted',0.0,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15345,15,'pretrain',10,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15346,15,'pretrain',10,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15347,15,'pretrain',10,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15348,15,'pretrain',10,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T19:10:37.148Z');
INSERT INTO metrics VALUES(15349,16,'pretrain',10,0,'val/iter_frac@1',0.0,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15350,16,'pretrain',10,0,'val/iter_frac@1@it=1',1.0,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15351,16,'pretrain',10,0,'val/iter_frac@1@it=2',0.0,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15352,16,'pretrain',10,0,'val/iter_frac@1@it=3',0.0,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15353,16,'pretrain',10,0,'val/iter_frac@1@it=4',0.0,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15354,16,'pretrain',10,0,'val/iter_frac@2',0.00091547146780592003612,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15355,16,'pretrain',10,0,'val/iter_frac@2@it=2',1.0,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15356,16,'pretrain',10,0,'val/iter_frac@2@it=3',0.00091547146780592003612,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15357,16,'pretrain',10,0,'val/iter_frac@2@it=4',0.00091547146780592003612,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15358,16,'pretrain',10,0,'val/iter_frac@3',0.8892279523954836895,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15359,16,'pretrain',10,0,'val/iter_frac@3@it=3',0.99908452853219409384,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15360,16,'pretrain',10,0,'val/iter_frac@3@it=4',0.8892279523954836895,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15361,16,'pretrain',10,0,'val/iter_frac@4',0.10985657613671040433,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15362,16,'pretrain',10,0,'val/iter_frac@4@it=4',0.10985657613671040433,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15363,16,'pretrain',10,0,'val/iterations',3.1089411046689043871,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15364,16,'pretrain',10,0,'val/iterations@it=1',1.0,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15365,16,'pretrain',10,0,'val/iterations@it=2',2.0,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15366,16,'pretrain',10,0,'val/iterations@it=3',2.9990845285321938717,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15367,16,'pretrain',10,0,'val/iterations@it=4',3.1089411046689043871,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15368,16,'pretrain',10,0,'val/loss',0.0001075153826738720178,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15369,16,'pretrain',10,0,'val/loss@it=1',0.022842881710546786983,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15370,16,'pretrain',10,0,'val/loss@it=2',0.0020241167519649684407,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15371,16,'pretrain',10,0,'val/loss@it=3',0.00016084432003848103437,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15372,16,'pretrain',10,0,'val/loss@it=4',0.0001075153826738720178,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15373,16,'pretrain',10,0,'val/mean_r2',0.9897525966206357495,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15374,16,'pretrain',10,0,'val/mean_r2@it=1',-1.0143291144891204424,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15375,16,'pretrain',10,0,'val/mean_r2@it=2',0.80678201533318838478,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15376,16,'pretrain',10,0,'val/mean_r2@it=3',0.98451652815172163712,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15377,16,'pretrain',10,0,'val/mean_r2@it=4',0.9897525966206357495,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15378,16,'pretrain',10,0,'val/mse',0.00010751538206272283858,1,'2026-11-26T19:10:42.377Z');
INSERT INTO metrics VALUES(15479,16,'pretrain',10,0,'val/mse@it=1',0.022842881999811395776,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15480,16,'pretrain',10,0,'val/mse@it=2',0.0020241168767848450975,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15481,16,'pretrain',10,0,'val/mse@it=3',0.00016084432119868848965,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15482,16,'pretrain',10,0,'val/mse@it=4',0.00010751538206272283858,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15483,16,'pretrain',10,0,'val/ponder',3.3641337450954074128,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15484,16,'pretrain',10,0,'val/ponder@it=1',2.0,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15485,16,'pretrain',10,0,'val/ponder@it=2',2.7808075770394702352,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15486,16,'pretrain',10,0,'val/ponder@it=3',3.2992328422841481483,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15487,16,'pretrain',10,0,'val/ponder@it=4',3.3641337450954074128,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15588,16,'pretrain',10,0,'val/routing/unrouted',0.0,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15589,16,'pretrain',10,0,'val/routing/unrouted@it=1',0.0,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15590,16,'pretrain',10,0,'val/routing/unrouted@it=2',0.0,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15591,16,'pretrain',10,0,'val/routing/unrouted@it=3',0.0,1,'2026-11-26T19:10:42.378Z');
INSERT INTO metrics VALUES(15592,16,'pretrain',10,0,'val/routing/unrouted@it=4',0.0,1,'2026-11-26T19:10:42.378Z');
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
INSERT INTO artifacts VALUES(39,9,'pretrain',10,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/8600515433d0be2e/pretrain.last.a1e10.pt','37bbb2b8426df79b8894c7d87f18c94b69d20ed18f0c9ca63501a510954c75dd',289264,'2026-11-26T18:58:13.216Z');
INSERT INTO artifacts VALUES(40,10,'pretrain',10,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/007cb59913a8cfa1/pretrain.last.a1e10.pt','b0d294925a966ebd221c1b10e5c199d48456480cddeaece53dd44cb259a6ed26',289264,'2026-11-26T18:58:13.359Z');
INSERT INTO artifacts VALUES(41,9,'pretrain',10,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/8600515433d0be2e/pretrain.routing.json','1365f6f2eab23ec11b326f713e2f9ab2cd559946a59d2b6449be703acfc6d1a0',5123,'2026-11-26T18:58:18.753Z');
INSERT INTO artifacts VALUES(42,9,'pretrain',10,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/8600515433d0be2e/pretrain.final.a1e10.pt','08dfa57b9444236cf93cb544585e0bb29dfd9d1ae4c215d8e676a26933846dc4',89523,'2026-11-26T18:58:18.755Z');
INSERT INTO artifacts VALUES(43,10,'pretrain',10,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/007cb59913a8cfa1/pretrain.routing.json','02580a5418c3f1aa29f25b657c30b5da6d2ca4bd72f43b5e4a41155d1119de4d',5516,'2026-11-26T18:58:18.881Z');
INSERT INTO artifacts VALUES(44,10,'pretrain',10,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/007cb59913a8cfa1/pretrain.final.a1e10.pt','08ed631251add7045b7aaac9b4b81e31d0930ac1502fab4cdcb9b980e13aa964',89523,'2026-11-26T18:58:18.882Z');
INSERT INTO artifacts VALUES(61,12,'pretrain',10,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/522830e1ad9e5a89/pretrain.last.a1e10.pt','9490c79f5ffb1b0efea6b918df70ee345144ceddb2c2150b559d6b27c82c3f78',289328,'2026-11-26T19:02:34.080Z');
INSERT INTO artifacts VALUES(62,11,'pretrain',10,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/2dd7062fe7581e70/pretrain.last.a1e10.pt','5928bbbac93fccf1c4e045c262fb9397b41df1fa4aac9a57b25644168a3454d0',289328,'2026-11-26T19:02:35.109Z');
INSERT INTO artifacts VALUES(63,12,'pretrain',10,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/522830e1ad9e5a89/pretrain.routing.json','c08fd106bfee7955ccb84783bd73b888f09cb8f8dfbaef1f18b36de99f0fc57e',10705,'2026-11-26T19:02:40.671Z');
INSERT INTO artifacts VALUES(64,12,'pretrain',10,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/522830e1ad9e5a89/pretrain.final.a1e10.pt','829b21b088ce04dddfb540e8025d01fa158e40c503dc6be68ac3be536f6782af',89523,'2026-11-26T19:02:40.673Z');
INSERT INTO artifacts VALUES(65,11,'pretrain',10,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/2dd7062fe7581e70/pretrain.routing.json','d1c50c485572ad82c8e580749ed13a4933be5b4946da589fa27067299af070bc',9666,'2026-11-26T19:02:41.406Z');
INSERT INTO artifacts VALUES(66,11,'pretrain',10,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/2dd7062fe7581e70/pretrain.final.a1e10.pt','70467723362264ebf90d9d5956a7b764503dcfc37b8a8183e87038faa8f1034d',89523,'2026-11-26T19:02:41.408Z');
INSERT INTO artifacts VALUES(85,14,'pretrain',10,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/3d474c8c2643c23f/pretrain.last.a1e10.pt','64fc8b233c89977242d229304607d9c84ec46f59d36dd6bfbf82e089c9b19ef4',296810,'2026-11-26T19:06:35.943Z');
INSERT INTO artifacts VALUES(86,14,'pretrain',10,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/3d474c8c2643c23f/pretrain.routing.json','3f7c254f55d2102032dc5ea3b2ef7669540759ea2bb65e57d5a648d7d60db9b5',9806,'2026-11-26T19:06:42.339Z');
INSERT INTO artifacts VALUES(87,14,'pretrain',10,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/3d474c8c2643c23f/pretrain.final.a1e10.pt','c8434b17bfaf9cea5fca7f19af4871c541f1ae82c710f4704e42d1c97ea7ea66',90221,'2026-11-26T19:06:42.340Z');
INSERT INTO artifacts VALUES(88,13,'pretrain',10,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/da22056522d9d2cd/pretrain.last.a1e10.pt','2d3967feba34adb368936fd28925349ed74848b17733bde4a055dec6b7943fe7',296682,'2026-11-26T19:07:01.328Z');
INSERT INTO artifacts VALUES(90,13,'pretrain',10,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/da22056522d9d2cd/pretrain.routing.json','63c762bdc9653288364101aab7b9113423e65f6bd059132642dff57b7f1101c6',9000,'2026-11-26T19:07:08.033Z');
INSERT INTO artifacts VALUES(91,13,'pretrain',10,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/da22056522d9d2cd/pretrain.final.a1e10.pt','ef81e840254c217bb025fbc0f9deb2d997167c16c2af061f4e55e7ecf026d358',90221,'2026-11-26T19:07:08.035Z');
INSERT INTO artifacts VALUES(108,15,'pretrain',10,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/fc7b3dafc4e44179/pretrain.last.a1e10.pt','3ec36c52da0ead6ab513169a7aa9423f5104ffa9537f6d5b9e55ac00c9d1519f',296682,'2026-11-26T19:10:31.465Z');
INSERT INTO artifacts VALUES(109,16,'pretrain',10,'checkpoint','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/84847c68a8c78ca2/pretrain.last.a1e10.pt','debcd0d7f9c0050d6afb6647a6fe8a255952028c1cee02277f0de5e308ca4673',296682,'2026-11-26T19:10:36.689Z');
INSERT INTO artifacts VALUES(110,15,'pretrain',10,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/fc7b3dafc4e44179/pretrain.routing.json','4500f07e83ce3281642c34cebd57a23fe90a4269bd9910ce01fa82af47cab632',6878,'2026-11-26T19:10:37.145Z');
INSERT INTO artifacts VALUES(111,15,'pretrain',10,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/fc7b3dafc4e44179/pretrain.final.a1e10.pt','23f43b5cfed8c6a8e43c487e7d5b159ab6c6fafe235a37d9bbaf7861f0327dc0',90221,'2026-11-26T19:10:37.147Z');
INSERT INTO artifacts VALUES(112,16,'pretrain',10,'routing','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/84847c68a8c78ca2/pretrain.routing.json','d42aa320de787f088b4eed340a97b0649f6160fc8e28a1ea3e01bcf36afbfbb3',8562,'2026-11-26T19:10:42.375Z');
INSERT INTO artifacts VALUES(113,16,'pretrain',10,'final','results/checkpoints/385e88b5819eb0d5bafd3361e1d211be/act_fuzzy_boolean_long/84847c68a8c78ca2/pretrain.final.a1e10.pt','a83c52f562204841701cd2b91115cbc7f0a40093aa86e5e6c2a86124117e3b9d',90221,'2026-11-26T19:10:42.377Z');
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
