PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info VALUES('id','f0051922c51ab8bfdfe1621ac2898e52');
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);
INSERT INTO sweeps VALUES(1,'digits_protocol_gpu','sweeps/digits_protocol_gpu.toml',replace('# The configurations the digits protocol chose (sweeps/digits_protocol_cpu.toml, picked on its val\n# by its tune stage), trained at the paper''s widths on a GPU: the authors'' digits preset NI and the\n# paper''s 8-layer ViT (the widths of sweeps/digits.toml). Everything else is the protocol''s, as\n# chosen: each model''s learning rate, weight decay and warm-up (NI 3.53041e-3, 0.0208529, 1.40242\n# epochs; ViT 2.3777e-3, 0.12029, 1.53051), batch 64, 12 epochs, cosine to 1e-5, gradient norm\n# clipped at 1, no augmentation, the authors'' task layout, and seed 100, the protocol''s first\n# confirm seed. Those settings were chosen for the CPU widths (NI 56k, ViT 206k backbone\n# parameters), not these (0.61M, 1.79M).\n#\n# Data: every MNIST training image and MNIST-M''s, or the seeded subset of MNIST-M that travels to\n# a GPU machine without a network (scripts/gpu/prepare; each trial records its size), with 500\n# val images carved from each dataset''s training split (val every epoch) and the official test\n# splits evaluated once, after the last epoch. tf32 products on the GPU.\n#\n# Cost: at the captured step''s 2026-11-28 rates on an H200, about 20 s (NI) and 5 s (ViT) of GPU\n# time per epoch of MNIST alone; scripts/gpu/paper_widths runs it within one call and brings back\n# the database and the checkpoints, so that the next call resumes it.\n#\n#   nilab run sweeps/digits_protocol_gpu.toml --device cuda --data-dir data --jobs 2\nname = "digits_protocol_gpu"\ndescription = "The digits protocol''s chosen configurations at the paper''s widths on a GPU: NI digits preset vs 8-layer ViT, MNIST + MNIST-M, 12 epochs"\nseeds = [100]\n\n[task]\nname = "digits"\nparams = { datasets = ["mnist", "mnist_m"], missing_datasets = "error", train_per_dataset = 0, val_per_dataset = 500, test_per_dataset = 0, randaugment_n = 0, layout = "authors" }\n\n[train]\nepochs = 12\nbatch_size = 64\neval_batch_size = 512\nmin_lr = 1e-5\ngrad_clip = 1.0\nprecision = "tf32"\ncheckpoint_every = 1\n\n[[models]]\nname = "ni"   # the authors'' digits preset, as sweeps/digits.toml, in digits_protocol_cpu''s layout\nparams = { dim = 192, code_dim = 192, type_dim = 24, n_s = 1, n_i = 8, n_l = 1, n_f = 5, heads = 4, head_dim = 128, mlp_hidden = 192, tau = 1.42, residual = "code", rel_pos = "sep_sum", "train.lr" = 3.53041e-3, "train.weight_decay" = 0.0208529, "train.warmup_epochs" = 1.40242 }\n\n[[models]]\nname = "vit"  # the paper''s digits ViT, as sweeps/digits.toml\nparams = { depth = 8, dim = 192, heads = 4, mlp_hidden = 192, "train.lr" = 2.3777e-3, "train.weight_decay" = 0.12029, "train.warmup_epochs" = 1.53051 }\n','\n',char(10)),'{}','2026-11-28T16:26:56.227Z','2026-11-28T16:26:56.565Z');
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
INSERT INTO runs VALUES(1,1,'2026-11-28T16:26:56.231Z','nilab run sweeps/digits_protocol_gpu.toml --device cuda --data-dir .gpu/data --jobs 2 --threads 4 --db /tmp/paper_widths.sqlite --checkpoint-dir /tmp/ck_paper_widths','sweeps/digits_protocol_gpu.toml','[]',replace('# The configurations the digits protocol chose (sweeps/digits_protocol_cpu.toml, picked on its val\n# by its tune stage), trained at the paper''s widths on a GPU: the authors'' digits preset NI and the\n# paper''s 8-layer ViT (the widths of sweeps/digits.toml). Everything else is the protocol''s, as\n# chosen: each model''s learning rate, weight decay and warm-up (NI 3.53041e-3, 0.0208529, 1.40242\n# epochs; ViT 2.3777e-3, 0.12029, 1.53051), batch 64, 12 epochs, cosine to 1e-5, gradient norm\n# clipped at 1, no augmentation, the authors'' task layout, and seed 100, the protocol''s first\n# confirm seed. Those settings were chosen for the CPU widths (NI 56k, ViT 206k backbone\n# parameters), not these (0.61M, 1.79M).\n#\n# Data: every MNIST training image and MNIST-M''s, or the seeded subset of MNIST-M that travels to\n# a GPU machine without a network (scripts/gpu/prepare; each trial records its size), with 500\n# val images carved from each dataset''s training split (val every epoch) and the official test\n# splits evaluated once, after the last epoch. tf32 products on the GPU.\n#\n# Cost: at the captured step''s 2026-11-28 rates on an H200, about 20 s (NI) and 5 s (ViT) of GPU\n# time per epoch of MNIST alone; scripts/gpu/paper_widths runs it within one call and brings back\n# the database and the checkpoints, so that the next call resumes it.\n#\n#   nilab run sweeps/digits_protocol_gpu.toml --device cuda --data-dir data --jobs 2\nname = "digits_protocol_gpu"\ndescription = "The digits protocol''s chosen configurations at the paper''s widths on a GPU: NI digits preset vs 8-layer ViT, MNIST + MNIST-M, 12 epochs"\nseeds = [100]\n\n[task]\nname = "digits"\nparams = { datasets = ["mnist", "mnist_m"], missing_datasets = "error", train_per_dataset = 0, val_per_dataset = 500, test_per_dataset = 0, randaugment_n = 0, layout = "authors" }\n\n[train]\nepochs = 12\nbatch_size = 64\neval_batch_size = 512\nmin_lr = 1e-5\ngrad_clip = 1.0\nprecision = "tf32"\ncheckpoint_every = 1\n\n[[models]]\nname = "ni"   # the authors'' digits preset, as sweeps/digits.toml, in digits_protocol_cpu''s layout\nparams = { dim = 192, code_dim = 192, type_dim = 24, n_s = 1, n_i = 8, n_l = 1, n_f = 5, heads = 4, head_dim = 128, mlp_hidden = 192, tau = 1.42, residual = "code", rel_pos = "sep_sum", "train.lr" = 3.53041e-3, "train.weight_decay" = 0.0208529, "train.warmup_epochs" = 1.40242 }\n\n[[models]]\nname = "vit"  # the paper''s digits ViT, as sweeps/digits.toml\nparams = { depth = 8, dim = 192, heads = 4, mlp_hidden = 192, "train.lr" = 2.3777e-3, "train.weight_decay" = 0.12029, "train.warmup_epochs" = 1.53051 }\n','\n',char(10)));
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
INSERT INTO trials VALUES(1,1,0,'eac5ccfd6b39bcb1','{"model":{"name":"ni","params":{"code_dim":192,"code_modulation":true,"dim":192,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":128,"heads":4,"learnable_signatures":false,"mlp_hidden":192,"n_f":5,"n_i":8,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"sep_sum","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":24}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":0,"val_from":"carve","val_per_dataset":500},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":512,"grad_clip":1.0,"lr":0.00353041,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"precision":"tf32","schedule":"cosine","warmup_epochs":1.40242,"weight_decay":0.0208529},"train_groups":[]}],"seed":100,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":0,"val_from":"carve","val_per_dataset":500}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":512,"grad_clip":1.0,"lr":0.00353041,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"precision":"tf32","schedule":"cosine","warmup_epochs":1.40242,"weight_decay":0.0208529}}','digits','ni',100,'done',NULL,1,'vm:2357','2026-11-28T16:32:24.199Z','2026-11-28T16:26:56.227Z','2026-11-28T16:26:56.539Z','2026-11-28T16:32:24.205Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3","blas_config":"","blas_core":"","blas_core_switched_from":"","compiler":"gcc 13.3.0","cuda_driver_version":13000,"gpu":"NVIDIA H200","gpu_compute_capability":"9.0","gpu_memory_bytes":150109880320,"model_plugin":"/work/main/build-gpu/plugins/nilab-ni.so","model_plugin_sha256":"ee5538839db6890708eabf2f96cdc6839129903d74f5b6393a8cf457c8a55137","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":true,"allow_tf32_cudnn":true,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"tf32"},"onednn":"","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m_test.subset.tar.gz":"18b7be5dc059f74f4c6ddbf8602998f2f77c8ea492e535e3fb5627f35a6ba37b","file/mnist_m/mnist_m_train.subset.tar.gz":"00b1349900861e6f7d1b5e76659d7f3cd27961dcf4050c8731bda55bdefae37e","split/mnist/test":"10000 of test (10000), all, indices fnv1a 6b2550cdd2d22645","split/mnist/train":"59500 of train (60000), the train split less the val carve, indices fnv1a f41720afa06d504c","split/mnist/val":"500 of train (60000), carved with split seed 100, indices fnv1a 8e2acd10f9879a28","split/mnist_m/test":"1455 of test (9001), all, indices fnv1a 3db247978bacd10a (drawn from a subset file of 1455)","split/mnist_m/train":"7858 of train (59001), the train split less the val carve, indices fnv1a f94400c52cb4a0db (drawn from a subset file of 8358)","split/mnist_m/val":"500 of train (59001), carved with split seed 100, indices fnv1a d8ac417aef1f4be2 (drawn from a subset file of 8358)","split_seed":"100","split_seed_from":"trial","test_seed":"0","val_from":"carve"},"task_plugin":"/work/main/build-gpu/plugins/nilab-digits.so","task_plugin_sha256":"71d5389a6a41ee82fa83e7d63f5ed5da6aa51c7fe38beaa48405b3092043ff14","task_plugin_version":"0.1.0"}','vm','5696dc4cf7801ce3e5be38e4a5c05fa5c251bdd8',1,'0.1.0','2.11.0',5,'cuda',2,628251,616337,'nilab run sweeps/digits_protocol_gpu.toml --device cuda --data-dir .gpu/data --jobs 2 --threads 4 --db /tmp/paper_widths.sqlite --checkpoint-dir /tmp/ck_paper_widths',NULL);
INSERT INTO trials VALUES(2,1,1,'ae71c28ccf0798ea','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":8,"dim":192,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":192}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":0,"val_from":"carve","val_per_dataset":500},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":512,"grad_clip":1.0,"lr":0.0023777,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"precision":"tf32","schedule":"cosine","warmup_epochs":1.53051,"weight_decay":0.12029},"train_groups":[]}],"seed":100,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":0,"val_from":"carve","val_per_dataset":500}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":512,"grad_clip":1.0,"lr":0.0023777,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"precision":"tf32","schedule":"cosine","warmup_epochs":1.53051,"weight_decay":0.12029}}','digits','vit',100,'done',NULL,1,'vm:2356','2026-11-28T16:29:29.466Z','2026-11-28T16:26:56.228Z','2026-11-28T16:26:56.566Z','2026-11-28T16:29:29.471Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3","blas_config":"","blas_core":"","blas_core_switched_from":"","compiler":"gcc 13.3.0","cuda_driver_version":13000,"gpu":"NVIDIA H200","gpu_compute_capability":"9.0","gpu_memory_bytes":150109880320,"model_plugin":"/work/main/build-gpu/plugins/nilab-vit.so","model_plugin_sha256":"7c0fb4d39e827155c018013ba4227ee9f703b971bd08123bb62462151b691ece","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":true,"allow_tf32_cudnn":true,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"tf32"},"onednn":"","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m_test.subset.tar.gz":"18b7be5dc059f74f4c6ddbf8602998f2f77c8ea492e535e3fb5627f35a6ba37b","file/mnist_m/mnist_m_train.subset.tar.gz":"00b1349900861e6f7d1b5e76659d7f3cd27961dcf4050c8731bda55bdefae37e","split/mnist/test":"10000 of test (10000), all, indices fnv1a 6b2550cdd2d22645","split/mnist/train":"59500 of train (60000), the train split less the val carve, indices fnv1a f41720afa06d504c","split/mnist/val":"500 of train (60000), carved with split seed 100, indices fnv1a 8e2acd10f9879a28","split/mnist_m/test":"1455 of test (9001), all, indices fnv1a 3db247978bacd10a (drawn from a subset file of 1455)","split/mnist_m/train":"7858 of train (59001), the train split less the val carve, indices fnv1a f94400c52cb4a0db (drawn from a subset file of 8358)","split/mnist_m/val":"500 of train (59001), carved with split seed 100, indices fnv1a d8ac417aef1f4be2 (drawn from a subset file of 8358)","split_seed":"100","split_seed_from":"trial","test_seed":"0","val_from":"carve"},"task_plugin":"/work/main/build-gpu/plugins/nilab-digits.so","task_plugin_sha256":"71d5389a6a41ee82fa83e7d63f5ed5da6aa51c7fe38beaa48405b3092043ff14","task_plugin_version":"0.1.0"}','vm','5696dc4cf7801ce3e5be38e4a5c05fa5c251bdd8',1,'0.1.0','2.11.0',5,'cuda',2,1804330,1792416,'nilab run sweeps/digits_protocol_gpu.toml --device cuda --data-dir .gpu/data --jobs 2 --threads 4 --db /tmp/paper_widths.sqlite --checkpoint-dir /tmp/ck_paper_widths',NULL);
CREATE TABLE protocol_plans (
  sweep_id     INTEGER PRIMARY KEY REFERENCES sweeps(id) ON DELETE CASCADE,
  plan_json    TEXT NOT NULL CHECK (json_valid(plan_json)),
  recorded_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
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
INSERT INTO params VALUES(1,'code_dim','int',192,NULL,NULL);
INSERT INTO params VALUES(1,'code_modulation','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'dim','int',192,NULL,NULL);
INSERT INTO params VALUES(1,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(1,'eps','float',NULL,9.9999999999999995472e-07,NULL);
INSERT INTO params VALUES(1,'fc_after_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'halt_bias_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'halt_epsilon','float',NULL,0.010000000000000000208,NULL);
INSERT INTO params VALUES(1,'halting','string',NULL,NULL,'none');
INSERT INTO params VALUES(1,'head_dim','int',128,NULL,NULL);
INSERT INTO params VALUES(1,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'learnable_signatures','bool',0,NULL,NULL);
INSERT INTO params VALUES(1,'mlp_hidden','int',192,NULL,NULL);
INSERT INTO params VALUES(1,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(1,'n_f','int',5,NULL,NULL);
INSERT INTO params VALUES(1,'n_i','int',8,NULL,NULL);
INSERT INTO params VALUES(1,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(1,'rel_pos','string',NULL,NULL,'sep_sum');
INSERT INTO params VALUES(1,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(1,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'seed','int',100,NULL,NULL);
INSERT INTO params VALUES(1,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(1,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(1,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(1,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(1,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(1,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(1,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(1,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.train_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(1,'task.val_per_dataset','int',500,NULL,NULL);
INSERT INTO params VALUES(1,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(1,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(1,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(1,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(1,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(1,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(1,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'train.lr','float',NULL,0.003530409999999999885,NULL);
INSERT INTO params VALUES(1,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(1,'train.precision','string',NULL,NULL,'tf32');
INSERT INTO params VALUES(1,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(1,'train.warmup_epochs','float',NULL,1.4024199999999999999,NULL);
INSERT INTO params VALUES(1,'train.weight_decay','float',NULL,0.020852900000000000602,NULL);
INSERT INTO params VALUES(1,'type_dim','int',24,NULL,NULL);
INSERT INTO params VALUES(2,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'depth','int',8,NULL,NULL);
INSERT INTO params VALUES(2,'dim','int',192,NULL,NULL);
INSERT INTO params VALUES(2,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(2,'mlp_hidden','int',192,NULL,NULL);
INSERT INTO params VALUES(2,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(2,'seed','int',100,NULL,NULL);
INSERT INTO params VALUES(2,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(2,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(2,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(2,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(2,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(2,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(2,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(2,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.train_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(2,'task.val_per_dataset','int',500,NULL,NULL);
INSERT INTO params VALUES(2,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(2,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(2,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(2,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(2,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(2,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'train.lr','float',NULL,0.0023776999999999999524,NULL);
INSERT INTO params VALUES(2,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(2,'train.precision','string',NULL,NULL,'tf32');
INSERT INTO params VALUES(2,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(2,'train.warmup_epochs','float',NULL,1.530510000000000037,NULL);
INSERT INTO params VALUES(2,'train.weight_decay','float',NULL,0.12028999999999999415,NULL);
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
INSERT INTO phases VALUES(1,2,'train','done',12,'2026-11-28T16:26:58.108Z','2026-11-28T16:29:29.469Z');
INSERT INTO phases VALUES(2,1,'train','done',12,'2026-11-28T16:26:58.694Z','2026-11-28T16:32:24.204Z');
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
INSERT INTO metrics VALUES(1,2,'train',1,1053,'time/cpu_s',12.170329999999999869,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(2,2,'train',1,1053,'time/eval_s',0.036278329999999997523,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(3,2,'train',1,1053,'time/train_epoch_s',12.112543419999999727,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(4,2,'train',1,1053,'train/acc',0.38339624126565874373,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(5,2,'train',1,1053,'train/acc/mnist',0.57183193277310928603,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(6,2,'train',1,1053,'train/acc/mnist_m',0.19496054975820820143,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(7,2,'train',1,1053,'train/cuda_graph',1.0,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(8,2,'train',1,1053,'train/grad_norm',3.3027468950320510998,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(9,2,'train',1,1053,'train/loss',1.3218506513767773746,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(10,2,'train',1,1053,'train/lr',0.0015531749999999999549,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(11,2,'train',1,1053,'train/samples_per_s',5561.0120570366552783,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(12,2,'train',1,1053,'val/acc',0.43600000000000005417,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(13,2,'train',1,1053,'val/acc/mnist',0.68200000000000005062,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(14,2,'train',1,1053,'val/acc/mnist_m',0.19000000000000000222,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(15,2,'train',1,1053,'val/loss',1.589933403015136637,0,'2026-11-28T16:27:10.267Z');
INSERT INTO metrics VALUES(16,2,'train',2,2106,'time/cpu_s',12.540681000000001077,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(17,2,'train',2,2106,'time/eval_s',0.034119038999999996841,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(18,2,'train',2,2106,'time/train_epoch_s',12.499491265999999711,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(19,2,'train',2,2106,'train/acc',0.55260232787439234058,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(20,2,'train',2,2106,'train/acc/mnist',0.80754621848739494005,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(21,2,'train',2,2106,'train/acc/mnist_m',0.29765843726138968561,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(22,2,'train',2,2106,'train/cuda_graph',1.0,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(23,2,'train',2,2106,'train/grad_norm',2.5840404832917855948,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(24,2,'train',2,2106,'train/loss',0.73743589822610078332,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(25,2,'train',2,2106,'train/lr',0.002366035466404865957,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(26,2,'train',2,2106,'train/samples_per_s',5388.8593196765714309,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(27,2,'train',2,2106,'val/acc',0.64100000000000001421,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(28,2,'train',2,2106,'val/acc/mnist',0.90200000000000002398,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(29,2,'train',2,2106,'val/acc/mnist_m',0.38000000000000000444,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(30,2,'train',2,2106,'val/loss',0.98323370170593260564,0,'2026-11-28T16:27:22.909Z');
INSERT INTO metrics VALUES(31,2,'train',3,3159,'time/cpu_s',12.549534999999998774,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(32,2,'train',3,3159,'time/eval_s',0.034057975999999996752,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(33,2,'train',3,3159,'time/train_epoch_s',12.506301389000000767,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(34,2,'train',3,3159,'train/acc',0.71705033675470697396,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(35,2,'train',3,3159,'train/acc/mnist',0.93677310924369749933,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(36,2,'train',3,3159,'train/acc/mnist_m',0.49732756426571644858,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(37,2,'train',3,3159,'train/cuda_graph',1.0,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(38,2,'train',3,3159,'train/grad_norm',1.4270041557232311379,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(39,2,'train',3,3159,'train/loss',0.34352871590463207596,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(40,2,'train',3,3159,'train/lr',0.0022646499789504559441,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(41,2,'train',3,3159,'train/samples_per_s',5385.92489536875928,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(42,2,'train',3,3159,'val/acc',0.75300000000000000266,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(43,2,'train',3,3159,'val/acc/mnist',0.97599999999999997868,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(44,2,'train',3,3159,'val/acc/mnist_m',0.53000000000000002664,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(45,2,'train',3,3159,'val/loss',0.68893546390533444423,0,'2026-11-28T16:27:35.526Z');
INSERT INTO metrics VALUES(46,1,'train',1,1053,'time/cpu_s',43.895933999999996897,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(47,1,'train',1,1053,'time/eval_s',0.16778563599999998801,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(48,1,'train',1,1053,'time/train_epoch_s',43.69060788499999859,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(49,1,'train',1,1053,'train/acc',0.50852955934218946332,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(50,1,'train',1,1053,'train/acc/mnist',0.70463865546218484858,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(51,1,'train',1,1053,'train/acc/mnist_m',0.31242046322219396703,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(52,1,'train',1,1053,'train/cuda_graph',1.0,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(53,1,'train',1,1053,'train/grad_norm',3.0282799701745015674,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(54,1,'train',1,1053,'train/loss',0.96860416278447913907,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(55,1,'train',1,1053,'train/lr',0.002516940914014895083,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(56,1,'train',1,1053,'train/routing/unrouted',0.0,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(57,1,'train',1,1053,'train/samples_per_s',1541.7043447254384318,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(58,1,'train',1,1053,'val/acc',0.73999999999999999111,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(59,1,'train',1,1053,'val/acc/mnist',0.95599999999999996092,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(60,1,'train',1,1053,'val/acc/mnist_m',0.52400000000000002131,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(61,1,'train',1,1053,'val/loss',0.81797290897369390183,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(62,1,'train',1,1053,'val/routing/unrouted',0.0,0,'2026-11-28T16:27:42.563Z');
INSERT INTO metrics VALUES(63,2,'train',4,4212,'time/cpu_s',12.465384000000000241,0,'2026-11-28T16:27:48.065Z');
INSERT INTO metrics VALUES(64,2,'train',4,4212,'time/eval_s',0.033894304999999999572,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(65,2,'train',4,4212,'time/train_epoch_s',12.425359471000000155,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(66,2,'train',4,4212,'train/acc',0.79054513839131979047,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(67,2,'train',4,4212,'train/acc/mnist',0.96184873949579829943,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(68,2,'train',4,4212,'train/acc/mnist_m',0.61924153728684139252,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(69,2,'train',4,4212,'train/cuda_graph',1.0,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(70,2,'train',4,4212,'train/grad_norm',0.98677919393251423141,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(71,2,'train',4,4212,'train/loss',0.23450159189706673568,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(72,2,'train',4,4212,'train/lr',0.0020675616114012012464,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(73,2,'train',4,4212,'train/samples_per_s',5421.0101653162864748,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(74,2,'train',4,4212,'val/acc',0.79099999999999992539,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(75,2,'train',4,4212,'val/acc/mnist',0.95199999999999995736,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(76,2,'train',4,4212,'val/acc/mnist_m',0.63000000000000000444,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(77,2,'train',4,4212,'val/loss',0.6382091999053954856,0,'2026-11-28T16:27:48.066Z');
INSERT INTO metrics VALUES(78,2,'train',5,5265,'time/cpu_s',12.536615000000004727,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(79,2,'train',5,5265,'time/eval_s',0.033915151999999997023,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(80,2,'train',5,5265,'time/train_epoch_s',12.494008193000000872,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(81,2,'train',5,5265,'train/acc',0.83744334200974868132,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(82,2,'train',5,5265,'train/acc/mnist',0.97089075630252097415,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(83,2,'train',5,5265,'train/acc/mnist_m',0.70399592771697627746,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(84,2,'train',5,5265,'train/cuda_graph',1.0,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(85,2,'train',5,5265,'train/grad_norm',0.87066789502092234442,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(86,2,'train',5,5265,'train/loss',0.18384711614144683133,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(87,2,'train',5,5265,'train/lr',0.0017923851608979671137,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(88,2,'train',5,5265,'train/samples_per_s',5391.2242540179031494,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(89,2,'train',5,5265,'val/acc',0.865999999999999992,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(90,2,'train',5,5265,'val/acc/mnist',0.97599999999999997868,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(91,2,'train',5,5265,'val/acc/mnist_m',0.75600000000000000532,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(92,2,'train',5,5265,'val/loss',0.37281275129318236505,0,'2026-11-28T16:28:00.678Z');
INSERT INTO metrics VALUES(93,2,'train',6,6318,'time/cpu_s',12.538729000000003565,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(94,2,'train',6,6318,'time/eval_s',0.034017101000000000976,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(95,2,'train',6,6318,'time/train_epoch_s',12.497956409000000377,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(96,2,'train',6,6318,'train/acc',0.89678539667330414708,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(97,2,'train',6,6318,'train/acc/mnist',0.97682352941176475713,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(98,2,'train',6,6318,'train/acc/mnist_m',0.81674726393484342601,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(99,2,'train',6,6318,'train/cuda_graph',1.0,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(100,2,'train',6,6318,'train/grad_norm',0.80550020078421769031,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(101,2,'train',6,6318,'train/loss',0.13054863522851575807,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(102,2,'train',6,6318,'train/lr',0.0014637145566199904079,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(103,2,'train',6,6318,'train/samples_per_s',5389.5211181481081437,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(104,2,'train',6,6318,'val/acc',0.91900000000000003907,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(105,2,'train',6,6318,'val/acc/mnist',0.98599999999999998756,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(106,2,'train',6,6318,'val/acc/mnist_m',0.85199999999999997957,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(107,2,'train',6,6318,'val/loss',0.26117790389060974165,0,'2026-11-28T16:28:13.308Z');
INSERT INTO metrics VALUES(108,1,'train',2,2106,'time/cpu_s',42.955611000000004651,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(109,1,'train',2,2106,'time/eval_s',0.16504301299999998842,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(110,1,'train',2,2106,'time/train_epoch_s',42.765324780000000259,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(111,1,'train',2,2106,'train/acc',0.7774076560631888455,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(112,1,'train',2,2106,'train/acc/mnist',0.95568067226890751619,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(113,1,'train',2,2106,'train/acc/mnist_m',0.59913463985747006379,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(114,1,'train',2,2106,'train/cuda_graph',1.0,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(115,1,'train',2,2106,'train/grad_norm',1.1094768991497507837,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(116,1,'train',2,2106,'train/loss',0.26943905212772889523,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(117,1,'train',2,2106,'train/lr',0.0035029708815938085872,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(118,1,'train',2,2106,'train/routing/unrouted',0.0,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(119,1,'train',2,2106,'train/samples_per_s',1575.0611119291959312,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(120,1,'train',2,2106,'val/acc',0.81400000000000005684,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(121,1,'train',2,2106,'val/acc/mnist',0.97799999999999998046,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(122,1,'train',2,2106,'val/acc/mnist_m',0.6500000000000000222,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(123,1,'train',2,2106,'val/loss',0.55985082530975338599,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(124,1,'train',2,2106,'val/routing/unrouted',0.0,0,'2026-11-28T16:28:25.537Z');
INSERT INTO metrics VALUES(125,2,'train',7,7371,'time/cpu_s',12.484549999999998703,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(126,2,'train',7,7371,'time/eval_s',0.033895862999999998299,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(127,2,'train',7,7371,'time/train_epoch_s',12.442883082999999899,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(128,2,'train',7,7371,'train/acc',0.92497905041375161339,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(129,2,'train',7,7371,'train/acc/mnist',0.98268907563025209572,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(130,2,'train',7,7371,'train/acc/mnist_m',0.86726902519725124207,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(131,2,'train',7,7371,'train/cuda_graph',1.0,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(132,2,'train',7,7371,'train/grad_norm',0.71429205710618470792,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(133,2,'train',7,7371,'train/loss',0.095247470202806730488,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(134,2,'train',7,7371,'train/lr',0.0011109247743332827194,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(135,2,'train',7,7371,'train/samples_per_s',5413.3756261060898395,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(136,2,'train',7,7371,'val/acc',0.93399999999999994138,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(137,2,'train',7,7371,'val/acc/mnist',0.98799999999999998934,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(138,2,'train',7,7371,'val/acc/mnist_m',0.88000000000000000444,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(139,2,'train',7,7371,'val/loss',0.22120651268959046209,0,'2026-11-28T16:28:25.882Z');
INSERT INTO metrics VALUES(140,2,'train',8,8424,'time/cpu_s',12.535628000000002657,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(141,2,'train',8,8424,'time/eval_s',0.034218421999999998339,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(142,2,'train',8,8424,'time/train_epoch_s',12.493859481999999516,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(143,2,'train',8,8424,'train/acc',0.94238341271861258974,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(144,2,'train',8,8424,'train/acc/mnist',0.98542857142857143148,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(145,2,'train',8,8424,'train/acc/mnist_m',0.89933825400865363697,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(146,2,'train',8,8424,'train/cuda_graph',1.0,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(147,2,'train',8,8424,'train/grad_norm',0.68375007651130692565,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(148,2,'train',8,8424,'train/loss',0.074873991659465663484,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(149,2,'train',8,8424,'train/lr',0.0007655464443110762988,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(150,2,'train',8,8424,'train/samples_per_s',5391.28842428900316,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(151,2,'train',8,8424,'val/acc',0.9399999999999999467,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(152,2,'train',8,8424,'val/acc/mnist',0.98599999999999998756,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(153,2,'train',8,8424,'val/acc/mnist_m',0.89400000000000001687,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(154,2,'train',8,8424,'val/loss',0.18794083166122435568,0,'2026-11-28T16:28:38.490Z');
INSERT INTO metrics VALUES(155,2,'train',9,9477,'time/cpu_s',12.53575100000000475,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(156,2,'train',9,9477,'time/eval_s',0.033966664000000000578,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(157,2,'train',9,9477,'time/train_epoch_s',12.494940741000000628,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(158,2,'train',9,9477,'train/acc',0.95841786029759323817,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(159,2,'train',9,9477,'train/acc/mnist',0.99077310924369743627,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(160,2,'train',9,9477,'train/acc/mnist_m',0.92606261135148892904,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(161,2,'train',9,9477,'train/cuda_graph',1.0,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(162,2,'train',9,9477,'train/grad_norm',0.57799493077813390851,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(163,2,'train',9,9477,'train/loss',0.052486265484408330117,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(164,2,'train',9,9477,'train/lr',0.0004584477973670001284,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(165,2,'train',9,9477,'train/samples_per_s',5390.8218851311794422,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(166,2,'train',9,9477,'val/acc',0.96199999999999996624,0,'2026-11-28T16:28:51.121Z');
INSERT INTO metrics VALUES(167,2,'train',9,9477,'val/acc/mnist',0.99599999999999999644,0,'2026-11-28T16:28:51.122Z');
INSERT INTO metrics VALUES(168,2,'train',9,9477,'val/acc/mnist_m',0.92800000000000004707,0,'2026-11-28T16:28:51.122Z');
INSERT INTO metrics VALUES(169,2,'train',9,9477,'val/loss',0.13752910971641540971,0,'2026-11-28T16:28:51.122Z');
INSERT INTO metrics VALUES(170,2,'train',10,10530,'time/cpu_s',12.531330999999994446,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(171,2,'train',10,10530,'time/eval_s',0.03406830899999999801,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(172,2,'train',10,10530,'time/train_epoch_s',12.488968470999999738,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(173,2,'train',10,10530,'train/acc',0.9758378209008214954,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(174,2,'train',10,10530,'train/acc/mnist',0.99379831932773110558,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(175,2,'train',10,10530,'train/acc/mnist_m',0.95787732247391188522,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(176,2,'train',10,10530,'train/cuda_graph',1.0,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(177,2,'train',10,10530,'train/grad_norm',0.49795633662007360298,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(178,2,'train',10,10530,'train/loss',0.032184183842808043729,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(179,2,'train',10,10530,'train/lr',0.00021707581292160492729,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(180,2,'train',10,10530,'train/samples_per_s',5393.3997957003894044,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(181,2,'train',10,10530,'val/acc',0.95799999999999996269,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(182,2,'train',10,10530,'val/acc/mnist',0.99599999999999999644,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(183,2,'train',10,10530,'val/acc/mnist_m',0.92000000000000003996,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(184,2,'train',10,10530,'val/loss',0.12668640244007109418,0,'2026-11-28T16:29:03.745Z');
INSERT INTO metrics VALUES(185,1,'train',3,3159,'time/cpu_s',42.844465000000013787,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(186,1,'train',3,3159,'time/eval_s',0.16535826700000000322,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(187,1,'train',3,3159,'time/train_epoch_s',42.658409790999996858,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(188,1,'train',3,3159,'train/acc',0.84290574931932560343,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(189,1,'train',3,3159,'train/acc/mnist',0.97468907563025208862,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(190,1,'train',3,3159,'train/acc/mnist_m',0.71112242300839911823,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(191,1,'train',3,3159,'train/cuda_graph',1.0,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(192,1,'train',3,3159,'train/grad_norm',0.62509969655151942369,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(193,1,'train',3,3159,'train/loss',0.17172637689605263489,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(194,1,'train',3,3159,'train/lr',0.0033369473900250472449,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(195,1,'train',3,3159,'train/routing/unrouted',0.0,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(196,1,'train',3,3159,'train/samples_per_s',1579.0086955892829791,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(197,1,'train',3,3159,'val/acc',0.87600000000000000088,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(198,1,'train',3,3159,'val/acc/mnist',0.98799999999999998934,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(199,1,'train',3,3159,'val/acc/mnist_m',0.76400000000000001243,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(200,1,'train',3,3159,'val/loss',0.362026428222656238,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(201,1,'train',3,3159,'val/routing/unrouted',0.0,0,'2026-11-28T16:29:08.399Z');
INSERT INTO metrics VALUES(202,2,'train',11,11583,'time/cpu_s',12.488661999999976614,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(203,2,'train',11,11583,'time/eval_s',0.033888468999999997455,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(204,2,'train',11,11583,'time/train_epoch_s',12.447230031000000138,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(205,2,'train',11,11583,'train/acc',0.98989621453060738787,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(206,2,'train',11,11583,'train/acc/mnist',0.99722689075630255306,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(207,2,'train',11,11583,'train/acc/mnist_m',0.98256553830491222267,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(208,2,'train',11,11583,'train/cuda_graph',1.0,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(209,2,'train',11,11583,'train/grad_norm',0.33808706198436017098,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(210,2,'train',11,11583,'train/loss',0.015128500317770207303,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(211,2,'train',11,11583,'train/lr',6.3003141833805340662e-05,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(212,2,'train',11,11583,'train/samples_per_s',5411.4851121288802459,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(213,2,'train',11,11583,'val/acc',0.97299999999999997601,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(214,2,'train',11,11583,'val/acc/mnist',1.0,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(215,2,'train',11,11583,'val/acc/mnist_m',0.94599999999999995203,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(216,2,'train',11,11583,'val/loss',0.13552444791793824552,0,'2026-11-28T16:29:16.317Z');
INSERT INTO metrics VALUES(217,2,'train',12,12636,'time/cpu_s',12.53283700000000067,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(218,2,'train',12,12636,'time/eval_s',0.03390308200000000105,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(219,2,'train',12,12636,'time/train_epoch_s',12.491075241000000773,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(220,2,'train',12,12636,'train/acc',0.99747407448599190171,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(221,2,'train',12,12636,'train/acc/mnist',0.99863865546218488766,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(222,2,'train',12,12636,'train/acc/mnist_m',0.99630949350979891576,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(223,2,'train',12,12636,'train/cuda_graph',1.0,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(224,2,'train',12,12636,'train/grad_norm',0.20649180181345708207,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(225,2,'train',12,12636,'train/loss',0.0072333495385898168711,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(226,2,'train',12,12636,'train/lr',1.0000048071537840051e-05,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(227,2,'train',12,12636,'train/samples_per_s',5392.4901339884572736,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(228,2,'train',12,12636,'val/acc',0.97099999999999997424,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(229,2,'train',12,12636,'val/acc/mnist',1.0,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(230,2,'train',12,12636,'val/acc/mnist_m',0.94199999999999994848,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(231,2,'train',12,12636,'val/loss',0.13574851083755493097,0,'2026-11-28T16:29:28.934Z');
INSERT INTO metrics VALUES(232,2,'train',12,0,'test/acc',0.96674673539518907183,1,'2026-11-28T16:29:29.466Z');
INSERT INTO metrics VALUES(233,2,'train',12,0,'test/acc/mnist',0.99260000000000003783,1,'2026-11-28T16:29:29.466Z');
INSERT INTO metrics VALUES(234,2,'train',12,0,'test/acc/mnist_m',0.94089347079037799481,1,'2026-11-28T16:29:29.466Z');
INSERT INTO metrics VALUES(235,2,'train',12,0,'test/loss',0.055427092361897682681,1,'2026-11-28T16:29:29.466Z');
INSERT INTO metrics VALUES(236,2,'train',12,0,'val/acc',0.97099999999999997424,1,'2026-11-28T16:29:29.466Z');
INSERT INTO metrics VALUES(237,2,'train',12,0,'val/acc/mnist',1.0,1,'2026-11-28T16:29:29.466Z');
INSERT INTO metrics VALUES(238,2,'train',12,0,'val/acc/mnist_m',0.94199999999999994848,1,'2026-11-28T16:29:29.466Z');
INSERT INTO metrics VALUES(239,2,'train',12,0,'val/loss',0.13574851083755493097,1,'2026-11-28T16:29:29.466Z');
INSERT INTO metrics VALUES(240,1,'train',4,4212,'time/cpu_s',30.972638000000017655,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(241,1,'train',4,4212,'time/eval_s',0.072741291999999999062,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(242,1,'train',4,4212,'time/train_epoch_s',30.884812601000000142,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(243,1,'train',4,4212,'train/acc',0.89992355914114185999,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(244,1,'train',4,4212,'train/acc/mnist',0.97966386554621853743,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(245,1,'train',4,4212,'train/acc/mnist_m',0.82018325273606518255,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(246,1,'train',4,4212,'train/cuda_graph',1.0,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(247,1,'train',4,4212,'train/grad_norm',0.53490863158831913892,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(248,1,'train',4,4212,'train/loss',0.12194222634993757969,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(249,1,'train',4,4212,'train/lr',0.0030342389811583883423,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(250,1,'train',4,4212,'train/routing/unrouted',0.0,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(251,1,'train',4,4212,'train/samples_per_s',2180.9424868525529746,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(252,1,'train',4,4212,'val/acc',0.90100000000000002309,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(253,1,'train',4,4212,'val/acc/mnist',0.98599999999999998756,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(254,1,'train',4,4212,'val/acc/mnist_m',0.81599999999999994759,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(255,1,'train',4,4212,'val/loss',0.29289217758178709427,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(256,1,'train',4,4212,'val/routing/unrouted',0.0,0,'2026-11-28T16:29:39.388Z');
INSERT INTO metrics VALUES(257,1,'train',5,5265,'time/cpu_s',20.447456999999985781,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(258,1,'train',5,5265,'time/eval_s',0.072384109000000002032,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(259,1,'train',5,5265,'time/train_epoch_s',20.361237411000001173,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(260,1,'train',5,5265,'train/acc',0.92791918528673877908,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(261,1,'train',5,5265,'train/acc/mnist',0.98347899159663865198,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(262,1,'train',5,5265,'train/acc/mnist_m',0.87235937897683890618,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(263,1,'train',5,5265,'train/cuda_graph',1.0,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(264,1,'train',5,5265,'train/grad_norm',0.46219553136870844545,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(265,1,'train',5,5265,'train/loss',0.091030033745245264586,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(266,1,'train',5,5265,'train/lr',0.0026212543831260004881,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(267,1,'train',5,5265,'train/routing/unrouted',0.0,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(268,1,'train',5,5265,'train/samples_per_s',3308.1486473710265273,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(269,1,'train',5,5265,'val/acc',0.92399999999999993249,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(270,1,'train',5,5265,'val/acc/mnist',0.98599999999999998756,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(271,1,'train',5,5265,'val/acc/mnist_m',0.86199999999999998845,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(272,1,'train',5,5265,'val/loss',0.23843029093742371116,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(273,1,'train',5,5265,'val/routing/unrouted',0.0,0,'2026-11-28T16:29:59.856Z');
INSERT INTO metrics VALUES(274,1,'train',6,6318,'time/cpu_s',20.453193999999996321,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(275,1,'train',6,6318,'time/eval_s',0.072684717999999995385,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(276,1,'train',6,6318,'time/train_epoch_s',20.365529217999998935,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(277,1,'train',6,6318,'train/acc',0.94669458732844113946,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(278,1,'train',6,6318,'train/acc/mnist',0.98603361344537809873,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(279,1,'train',6,6318,'train/acc/mnist_m',0.90735556121150418018,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(280,1,'train',6,6318,'train/cuda_graph',1.0,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(281,1,'train',6,6318,'train/grad_norm',0.41597038479159248458,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(282,1,'train',6,6318,'train/loss',0.072767689351128830854,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(283,1,'train',6,6318,'train/lr',0.0021340229814776436913,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(284,1,'train',6,6318,'train/routing/unrouted',0.0,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(285,1,'train',6,6318,'train/samples_per_s',3307.4514921255213266,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(286,1,'train',6,6318,'val/acc',0.93599999999999994315,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(287,1,'train',6,6318,'val/acc/mnist',0.98199999999999998401,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(288,1,'train',6,6318,'val/acc/mnist_m',0.89000000000000001332,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(289,1,'train',6,6318,'val/loss',0.20541734409332274013,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(290,1,'train',6,6318,'val/routing/unrouted',0.0,0,'2026-11-28T16:30:20.328Z');
INSERT INTO metrics VALUES(291,1,'train',7,7371,'time/cpu_s',20.449306000000007088,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(292,1,'train',7,7371,'time/eval_s',0.072700018000000005136,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(293,1,'train',7,7371,'time/train_epoch_s',20.363542814999998852,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(294,1,'train',7,7371,'train/acc',0.95972529841664333538,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(295,1,'train',7,7371,'train/acc/mnist',0.98969747899159665749,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(296,1,'train',7,7371,'train/acc/mnist_m',0.92975311784169001327,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(297,1,'train',7,7371,'train/cuda_graph',1.0,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(298,1,'train',7,7371,'train/grad_norm',0.35944264295094374705,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(299,1,'train',7,7371,'train/loss',0.054440387755455642293,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(300,1,'train',7,7371,'train/lr',0.0016150515624362773992,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(301,1,'train',7,7371,'train/routing/unrouted',0.0,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(302,1,'train',7,7371,'train/samples_per_s',3307.7741241756511954,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(303,1,'train',7,7371,'val/acc',0.94199999999999994848,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(304,1,'train',7,7371,'val/acc/mnist',0.98399999999999998578,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(305,1,'train',7,7371,'val/acc/mnist_m',0.9000000000000000222,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(306,1,'train',7,7371,'val/loss',0.18445342254638671941,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(307,1,'train',7,7371,'val/routing/unrouted',0.0,0,'2026-11-28T16:30:40.806Z');
INSERT INTO metrics VALUES(308,1,'train',8,8424,'time/cpu_s',20.457069999999987429,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(309,1,'train',8,8424,'time/eval_s',0.073460503999999995916,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(310,1,'train',8,8424,'time/train_epoch_s',20.371765658000001053,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(311,1,'train',8,8424,'train/acc',0.97007761506231404702,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(312,1,'train',8,8424,'train/acc/mnist',0.99194957983193277062,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(313,1,'train',8,8424,'train/acc/mnist_m',0.94820565029269532342,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(314,1,'train',8,8424,'train/cuda_graph',1.0,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(315,1,'train',8,8424,'train/grad_norm',0.33527761895885266341,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(316,1,'train',8,8424,'train/loss',0.04001345943583000525,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(317,1,'train',8,8424,'train/lr',0.0011096159581637594828,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(318,1,'train',8,8424,'train/routing/unrouted',0.0,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(319,1,'train',8,8424,'train/samples_per_s',3306.4389769056901969,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(320,1,'train',8,8424,'val/acc',0.94799999999999995381,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(321,1,'train',8,8424,'val/acc/mnist',0.98999999999999999111,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(322,1,'train',8,8424,'val/acc/mnist_m',0.90600000000000002753,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(323,1,'train',8,8424,'val/loss',0.16806568193435669766,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(324,1,'train',8,8424,'val/routing/unrouted',0.0,0,'2026-11-28T16:31:01.290Z');
INSERT INTO metrics VALUES(325,1,'train',9,9477,'time/cpu_s',20.453064000000011901,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(326,1,'train',9,9477,'time/eval_s',0.073248828000000001936,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(327,1,'train',9,9477,'time/train_epoch_s',20.370295189000000135,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(328,1,'train',9,9477,'train/acc',0.98420205496298795999,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(329,1,'train',9,9477,'train/acc/mnist',0.99487394957983188437,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(330,1,'train',9,9477,'train/acc/mnist_m',0.97353016034614403562,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(331,1,'train',9,9477,'train/cuda_graph',1.0,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(332,1,'train',9,9477,'train/grad_norm',0.26280605102423137964,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(333,1,'train',9,9477,'train/loss',0.02320046828288037724,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(334,1,'train',9,9477,'train/lr',0.00066181111637405220984,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(335,1,'train',9,9477,'train/routing/unrouted',0.0,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(336,1,'train',9,9477,'train/samples_per_s',3306.6776585728348436,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(337,1,'train',9,9477,'val/acc',0.95599999999999996092,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(338,1,'train',9,9477,'val/acc/mnist',0.99399999999999999467,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(339,1,'train',9,9477,'val/acc/mnist_m',0.91800000000000003819,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(340,1,'train',9,9477,'val/loss',0.15540887951850890225,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(341,1,'train',9,9477,'val/routing/unrouted',0.0,0,'2026-11-28T16:31:21.787Z');
INSERT INTO metrics VALUES(342,1,'train',10,10530,'time/cpu_s',20.449118999999996049,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(343,1,'train',10,10530,'time/eval_s',0.07342378900000000319,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(344,1,'train',10,10530,'time/train_epoch_s',20.363714611999998993,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(345,1,'train',10,10530,'train/acc',0.99447151861508165104,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(346,1,'train',10,10530,'train/acc/mnist',0.99759663865546222005,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(347,1,'train',10,10530,'train/acc/mnist_m',0.99134639857470097101,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(348,1,'train',10,10530,'train/cuda_graph',1.0,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(349,1,'train',10,10530,'train/grad_norm',0.16968206711757330418,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(350,1,'train',10,10530,'train/loss',0.010989354436396184602,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(351,1,'train',10,10530,'train/lr',0.00031070419204765330504,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(352,1,'train',10,10530,'train/routing/unrouted',0.0,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(353,1,'train',10,10530,'train/samples_per_s',3307.7462183793841176,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(354,1,'train',10,10530,'val/acc',0.95700000000000007283,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(355,1,'train',10,10530,'val/acc/mnist',0.99399999999999999467,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(356,1,'train',10,10530,'val/acc/mnist_m',0.92000000000000003996,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(357,1,'train',10,10530,'val/loss',0.19619027996063231888,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(358,1,'train',10,10530,'val/routing/unrouted',0.0,0,'2026-11-28T16:31:42.272Z');
INSERT INTO metrics VALUES(359,1,'train',11,11583,'time/cpu_s',20.450132999999993898,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(360,1,'train',11,11583,'time/eval_s',0.072739382000000005201,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(361,1,'train',11,11583,'time/train_epoch_s',20.363203859999998712,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(362,1,'train',11,11583,'train/acc',0.99933371760513822756,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(363,1,'train',11,11583,'train/acc/mnist',0.99917647058823533257,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(364,1,'train',11,11583,'train/acc/mnist_m',0.99949096462204123358,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(365,1,'train',11,11583,'train/cuda_graph',1.0,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(366,1,'train',11,11583,'train/grad_norm',0.077609345670665658145,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(367,1,'train',11,11583,'train/loss',0.0039674482727297486622,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(368,1,'train',11,11583,'train/lr',8.6926271200883704799e-05,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(369,1,'train',11,11583,'train/routing/unrouted',0.0,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(370,1,'train',11,11583,'train/samples_per_s',3307.8291836145281195,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(371,1,'train',11,11583,'val/acc',0.9590000000000000746,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(372,1,'train',11,11583,'val/acc/mnist',0.99599999999999999644,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(373,1,'train',11,11583,'val/acc/mnist_m',0.92200000000000004174,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(374,1,'train',11,11583,'val/loss',0.20070874047279357865,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(375,1,'train',11,11583,'val/routing/unrouted',0.0,0,'2026-11-28T16:32:02.746Z');
INSERT INTO metrics VALUES(376,1,'train',12,12636,'time/cpu_s',20.452096999999980653,0,'2026-11-28T16:32:23.224Z');
INSERT INTO metrics VALUES(377,1,'train',12,12636,'time/eval_s',0.073342391000000006773,0,'2026-11-28T16:32:23.224Z');
INSERT INTO metrics VALUES(378,1,'train',12,12636,'time/train_epoch_s',20.366817120000000329,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(379,1,'train',12,12636,'train/acc',0.99986554621848733326,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(380,1,'train',12,12636,'train/acc/mnist',0.99973109243697477754,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(381,1,'train',12,12636,'train/acc/mnist_m',1.0,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(382,1,'train',12,12636,'train/cuda_graph',1.0,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(383,1,'train',12,12636,'train/grad_norm',0.038212097834544531127,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(384,1,'train',12,12636,'train/loss',0.0020269431519810269561,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(385,1,'train',12,12636,'train/lr',1.0000069756140221393e-05,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(386,1,'train',12,12636,'train/routing/unrouted',0.0,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(387,1,'train',12,12636,'train/samples_per_s',3307.2423444041805851,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(388,1,'train',12,12636,'val/acc',0.9590000000000000746,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(389,1,'train',12,12636,'val/acc/mnist',0.99599999999999999644,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(390,1,'train',12,12636,'val/acc/mnist_m',0.92200000000000004174,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(391,1,'train',12,12636,'val/loss',0.20650986528396605979,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(392,1,'train',12,12636,'val/routing/unrouted',0.0,0,'2026-11-28T16:32:23.225Z');
INSERT INTO metrics VALUES(393,1,'train',12,0,'test/acc',0.96572852233676975686,1,'2026-11-28T16:32:24.199Z');
INSERT INTO metrics VALUES(394,1,'train',12,0,'test/acc/mnist',0.99399999999999999467,1,'2026-11-28T16:32:24.199Z');
INSERT INTO metrics VALUES(395,1,'train',12,0,'test/acc/mnist_m',0.93745704467353951905,1,'2026-11-28T16:32:24.199Z');
INSERT INTO metrics VALUES(396,1,'train',12,0,'test/loss',0.046404144381238403294,1,'2026-11-28T16:32:24.199Z');
INSERT INTO metrics VALUES(397,1,'train',12,0,'test/routing/unrouted',0.0,1,'2026-11-28T16:32:24.199Z');
INSERT INTO metrics VALUES(398,1,'train',12,0,'val/acc',0.9590000000000000746,1,'2026-11-28T16:32:24.199Z');
INSERT INTO metrics VALUES(399,1,'train',12,0,'val/acc/mnist',0.99599999999999999644,1,'2026-11-28T16:32:24.199Z');
INSERT INTO metrics VALUES(400,1,'train',12,0,'val/acc/mnist_m',0.92200000000000004174,1,'2026-11-28T16:32:24.199Z');
INSERT INTO metrics VALUES(401,1,'train',12,0,'val/loss',0.20650986528396605979,1,'2026-11-28T16:32:24.199Z');
INSERT INTO metrics VALUES(402,1,'train',12,0,'val/routing/unrouted',0.0,1,'2026-11-28T16:32:24.199Z');
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
INSERT INTO artifacts VALUES(7,2,'train',12,'checkpoint','ck_paper_widths/f0051922c51ab8bfdfe1621ac2898e52/digits_protocol_gpu/ae71c28ccf0798ea/train.last.a1e12.pt','140e1ce5c7772860c551950ece16eb8eb42a94cc89a98071d1841cae65f58dba',21830360,'2026-11-28T16:29:29.028Z');
INSERT INTO artifacts VALUES(8,2,'train',12,'final','ck_paper_widths/f0051922c51ab8bfdfe1621ac2898e52/digits_protocol_gpu/ae71c28ccf0798ea/train.final.a1e12.pt','ac076434eff709f286ef49eebc1a7923654b8ac9275e8b28fd4406947199a705',7251290,'2026-11-28T16:29:29.465Z');
INSERT INTO artifacts VALUES(9,1,'train',12,'checkpoint','ck_paper_widths/f0051922c51ab8bfdfe1621ac2898e52/digits_protocol_gpu/eac5ccfd6b39bcb1/train.last.a1e12.pt','de993b2c0020dd8cf3f4a16b675025cc5d5ca3a3c5703439a9acac26ac1ebd2b',7615503,'2026-11-28T16:32:23.262Z');
INSERT INTO artifacts VALUES(10,1,'train',12,'routing','ck_paper_widths/f0051922c51ab8bfdfe1621ac2898e52/digits_protocol_gpu/eac5ccfd6b39bcb1/train.routing.json','4ff3d9c398972fdd4f6ffb62bbe7a77e301549c1a335a89ae73f5f050fcb02c2',65926,'2026-11-28T16:32:24.188Z');
INSERT INTO artifacts VALUES(11,1,'train',12,'final','ck_paper_widths/f0051922c51ab8bfdfe1621ac2898e52/digits_protocol_gpu/eac5ccfd6b39bcb1/train.final.a1e12.pt','711e6e15a4188f45824ccaf97b9c7f38af097856e84c1135df55b4c7c3cee5b4',2530898,'2026-11-28T16:32:24.198Z');
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
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.cls_copies') AS "task.cls_copies",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.cls_init_std') AS "task.cls_init_std",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.datasets') AS "task.datasets",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.head_norm') AS "task.head_norm",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.layout') AS "task.layout",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.missing_datasets') AS "task.missing_datasets",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.randaugment_m') AS "task.randaugment_m",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.randaugment_n') AS "task.randaugment_n",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.split_seed') AS "task.split_seed",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.subsample_seed') AS "task.subsample_seed",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.test_per_dataset') AS "task.test_per_dataset",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.test_seed') AS "task.test_seed",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.train_per_dataset') AS "task.train_per_dataset",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.val_from') AS "task.val_from",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.val_per_dataset') AS "task.val_per_dataset",
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
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.precision') AS "train.precision",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.schedule') AS "train.schedule",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.warmup_epochs') AS "train.warmup_epochs",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.weight_decay') AS "train.weight_decay",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/acc' AND m.is_final = 1) AS "test/acc",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/acc/mnist' AND m.is_final = 1) AS "test/acc/mnist",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/acc/mnist_m' AND m.is_final = 1) AS "test/acc/mnist_m",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/loss' AND m.is_final = 1) AS "test/loss",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/routing/unrouted' AND m.is_final = 1) AS "test/routing/unrouted",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/acc' AND m.is_final = 1) AS "val/acc",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/acc/mnist' AND m.is_final = 1) AS "val/acc/mnist",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/acc/mnist_m' AND m.is_final = 1) AS "val/acc/mnist_m",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/loss' AND m.is_final = 1) AS "val/loss",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/routing/unrouted' AND m.is_final = 1) AS "val/routing/unrouted"
FROM trials t
JOIN sweeps s ON s.id = t.sweep_id
LEFT JOIN (SELECT trial_id, phase FROM metrics WHERE id IN
           (SELECT max(id) FROM metrics WHERE is_final = 1 GROUP BY trial_id)) f
  ON f.trial_id = t.id;
COMMIT;
PRAGMA user_version = 7;
