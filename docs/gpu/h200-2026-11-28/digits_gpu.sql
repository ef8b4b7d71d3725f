PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info VALUES('id','7b5837ed85d6ea63b1b74ae05956cc50');
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);
INSERT INTO sweeps VALUES(1,'digits','sweeps/digits.toml',replace('# Digits multi-task at the paper''s scale (§4.2): MNIST + MNIST-M + SVHN, upsampled to 32x32x3,\n# RandAugment, 4x4 patches, one CLS token and head per dataset, 100 epochs; the authors'' digits\n# preset NI (0.6M parameters) against the paper''s 8-layer ViT (1.8M). Meant for a GPU (a CUDA\n# LibTorch build of nilab): the NI preset trains at ~20 samples/s on this 2-core CPU, so one\n# 100-epoch trial over the 199k training images would take ~12 days here. sweeps/digits_cpu.toml\n# is the scaled-down version that runs on a laptop-class CPU.\n#\n#   nilab data fetch mnist mnist_m svhn --data-dir data    # once (MNIST-M and SVHN are large)\n#   nilab run sweeps/digits.toml --data-dir data\n#\n# Paper: NI and ViT reach validation accuracies within 0.2 points of each other (ViT ahead).\n# The checkpoints are what a paper-scale K-MNIST adaptation starts from: run\n# sweeps/kmnist_adapt.toml with its init pointing here (see the README, "Reproducing the paper:\n# digits and K-MNIST").\n#\n# The paper leaves the optimiser settings to its unavailable appendix; these are ours: AdamW,\n# batch 128, peak lr 5e-4 after 5 warm-up epochs, cosine to 1e-5, weight decay 0.05, gradient\n# norm clipped at 1.\n# val_from = "test": val is a subsample of each official test split, the split its recorded\n# results used (marked val_from_test); the task''s default carves val from the train split.\nname = "digits"\ndescription = "Digits multi-task at paper scale (GPU): MNIST + MNIST-M + SVHN, NI digits preset vs 8-layer ViT, 100 epochs"\nseeds = [0, 1, 2]\n\n[task]\nname = "digits"\n# Every training image of each dataset (MNIST 60,000, MNIST-M 59,001, SVHN 73,257 train) and\n# each official test split as the validation set; RandAugment with 2 ops at magnitude 9.\nparams = { val_from = "test", datasets = ["mnist", "mnist_m", "svhn"], missing_datasets = "error", train_per_dataset = 0, val_per_dataset = 0, randaugment_n = 2, randaugment_m = 9 }\n\n[train]\nepochs = 100\nbatch_size = 128\neval_batch_size = 512\nlr = 5e-4\nmin_lr = 1e-5\nweight_decay = 0.05\nwarmup_epochs = 5\ngrad_clip = 1.0\ncheckpoint_every = 1\n\n[[models]]\nname = "ni"   # the plugin''s defaults are the authors'' digits preset: d = 192, n_s = 1, n_i = 8, n_f = 5, ...\nparams = { dim = 192, code_dim = 192, type_dim = 24, n_s = 1, n_i = 8, n_l = 1, n_f = 5, heads = 4, head_dim = 128, mlp_hidden = 192, tau = 1.42 }\n\n[[models]]\nname = "vit"  # the paper''s digits ViT: 8 pre-LN layers, d = 192, ~1.8M parameters\nparams = { depth = 8, dim = 192, heads = 4, mlp_hidden = 192 }\n','\n',char(10)),'{}','2026-11-28T07:30:54.981Z','2026-11-28T07:30:55.454Z');
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
INSERT INTO runs VALUES(1,1,'2026-11-28T07:30:54.985Z','nilab run sweeps/digits.toml --device cuda --data-dir .gpu/data --jobs 2 --threads 4 --db /tmp/digits_gpu.sqlite --checkpoint-dir /tmp/ck_digits --set seeds=[0] --set task.datasets=["mnist", "mnist_m"] --no-compare','sweeps/digits.toml','["seeds=[0]","task.datasets=[\"mnist\", \"mnist_m\"]"]',replace('# sweeps/digits.toml with --set seeds=[0] task.datasets=["mnist", "mnist_m"]\ndescription = ''Digits multi-task at paper scale (GPU): MNIST + MNIST-M + SVHN, NI digits preset vs 8-layer ViT, 100 epochs''\nname = ''digits''\nseeds = [ 0 ]\n\n[task]\nname = ''digits''\nparams = { datasets = [ ''mnist'', ''mnist_m'' ], missing_datasets = ''error'', randaugment_m = 9, randaugment_n = 2, train_per_dataset = 0, val_from = ''test'', val_per_dataset = 0 }\n\n[train]\nbatch_size = 128\ncheckpoint_every = 1\nepochs = 100\neval_batch_size = 512\ngrad_clip = 1.0\nlr = 0.00050000000000000001\nmin_lr = 1.0000000000000001e-05\nwarmup_epochs = 5\nweight_decay = 0.050000000000000003\n\n[[models]]\nname = ''ni''\nparams = { code_dim = 192, dim = 192, head_dim = 128, heads = 4, mlp_hidden = 192, n_f = 5, n_i = 8, n_l = 1, n_s = 1, tau = 1.4199999999999999, type_dim = 24 }\n\n[[models]]\nname = ''vit''\nparams = { depth = 8, dim = 192, heads = 4, mlp_hidden = 192 }\n','\n',char(10)));
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
INSERT INTO trials VALUES(1,1,0,'edbb8120fbd8dd03','{"model":{"name":"ni","params":{"code_dim":192,"code_modulation":true,"dim":192,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":128,"heads":4,"learnable_signatures":false,"mlp_hidden":192,"n_f":5,"n_i":8,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":24}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"nilab","missing_datasets":"error","randaugment_m":9,"randaugment_n":2,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":0,"val_from":"test","val_per_dataset":0},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":100,"eval_batch_size":512,"grad_clip":1.0,"lr":0.0005,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":5.0,"weight_decay":0.05},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"nilab","missing_datasets":"error","randaugment_m":9,"randaugment_n":2,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":0,"val_from":"test","val_per_dataset":0}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":100,"eval_batch_size":512,"grad_clip":1.0,"lr":0.0005,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":5.0,"weight_decay":0.05}}','digits','ni',0,'interrupted','interrupted by signal',1,'vm:3104','2026-11-28T07:34:57.595Z','2026-11-28T07:30:54.982Z','2026-11-28T07:30:55.445Z','2026-11-28T07:35:09.492Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3","blas_config":"","blas_core":"","blas_core_switched_from":"","compiler":"gcc 13.3.0","cuda_driver_version":13000,"gpu":"NVIDIA H200","gpu_compute_capability":"9.0","gpu_memory_bytes":150109880320,"model_plugin":"/work/main/build-gpu/plugins/nilab-ni.so","model_plugin_sha256":"ee5538839db6890708eabf2f96cdc6839129903d74f5b6393a8cf457c8a55137","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m_test.subset.tar.gz":"3876c92dcf4826ad05f358d44948f90dafdcdf58d74e74a21653bea05aa28e83","file/mnist_m/mnist_m_train.subset.tar.gz":"2db04e06d9c542a601111e955312a6f9ae78600ee3f66f7f9d203d5137c6cc5d","split/mnist/train":"60000 of train (60000), subsample seed 0, indices fnv1a ef2f0bcf50e363e5","split/mnist/val":"10000 of test (10000), subsample seed 0, indices fnv1a 6b2550cdd2d22645","split/mnist_m/train":"1850 of train (59001), subsample seed 0, indices fnv1a 8d30707eba6f594d (drawn from a subset file of 1850)","split/mnist_m/val":"323 of test (9001), subsample seed 0, indices fnv1a badc1c26e2ac9b38 (drawn from a subset file of 323)","test_seed":"0","val_from":"test","val_from_test":"1"},"task_plugin":"/work/main/build-gpu/plugins/nilab-digits.so","task_plugin_sha256":"0055fdf574f532d3da242b5b923a3c4104dd4f82096563031810c5fcaa60fa9b","task_plugin_version":"0.1.0"}','vm','104e595e95e7f0c5b1e7f142a52bb40068cc1129',1,'0.1.0','2.11.0',5,'cuda',2,625257,610837,'nilab run sweeps/digits.toml --device cuda --data-dir .gpu/data --jobs 2 --threads 4 --db /tmp/digits_gpu.sqlite --checkpoint-dir /tmp/ck_digits --set seeds=[0] --set task.datasets=["mnist", "mnist_m"] --no-compare',NULL);
INSERT INTO trials VALUES(2,1,1,'95eb52b7504d3ccd','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":8,"dim":192,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":192}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"nilab","missing_datasets":"error","randaugment_m":9,"randaugment_n":2,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":0,"val_from":"test","val_per_dataset":0},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":100,"eval_batch_size":512,"grad_clip":1.0,"lr":0.0005,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":5.0,"weight_decay":0.05},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"nilab","missing_datasets":"error","randaugment_m":9,"randaugment_n":2,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":0,"val_from":"test","val_per_dataset":0}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":100,"eval_batch_size":512,"grad_clip":1.0,"lr":0.0005,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":5.0,"weight_decay":0.05}}','digits','vit',0,'interrupted','interrupted by signal',1,'vm:3105','2026-11-28T07:35:05.388Z','2026-11-28T07:30:54.982Z','2026-11-28T07:30:55.456Z','2026-11-28T07:35:09.479Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3","blas_config":"","blas_core":"","blas_core_switched_from":"","compiler":"gcc 13.3.0","cuda_driver_version":13000,"gpu":"NVIDIA H200","gpu_compute_capability":"9.0","gpu_memory_bytes":150109880320,"model_plugin":"/work/main/build-gpu/plugins/nilab-vit.so","model_plugin_sha256":"7c0fb4d39e827155c018013ba4227ee9f703b971bd08123bb62462151b691ece","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m_test.subset.tar.gz":"3876c92dcf4826ad05f358d44948f90dafdcdf58d74e74a21653bea05aa28e83","file/mnist_m/mnist_m_train.subset.tar.gz":"2db04e06d9c542a601111e955312a6f9ae78600ee3f66f7f9d203d5137c6cc5d","split/mnist/train":"60000 of train (60000), subsample seed 0, indices fnv1a ef2f0bcf50e363e5","split/mnist/val":"10000 of test (10000), subsample seed 0, indices fnv1a 6b2550cdd2d22645","split/mnist_m/train":"1850 of train (59001), subsample seed 0, indices fnv1a 8d30707eba6f594d (drawn from a subset file of 1850)","split/mnist_m/val":"323 of test (9001), subsample seed 0, indices fnv1a badc1c26e2ac9b38 (drawn from a subset file of 323)","test_seed":"0","val_from":"test","val_from_test":"1"},"task_plugin":"/work/main/build-gpu/plugins/nilab-digits.so","task_plugin_sha256":"0055fdf574f532d3da242b5b923a3c4104dd4f82096563031810c5fcaa60fa9b","task_plugin_version":"0.1.0"}','vm','104e595e95e7f0c5b1e7f142a52bb40068cc1129',1,'0.1.0','2.11.0',5,'cuda',2,1806836,1792416,'nilab run sweeps/digits.toml --device cuda --data-dir .gpu/data --jobs 2 --threads 4 --db /tmp/digits_gpu.sqlite --checkpoint-dir /tmp/ck_digits --set seeds=[0] --set task.datasets=["mnist", "mnist_m"] --no-compare',NULL);
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
INSERT INTO params VALUES(1,'rel_pos','string',NULL,NULL,'table');
INSERT INTO params VALUES(1,'residual','string',NULL,NULL,'paper');
INSERT INTO params VALUES(1,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(1,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(1,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(1,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'task.layout','string',NULL,NULL,'nilab');
INSERT INTO params VALUES(1,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(1,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(1,'task.randaugment_n','int',2,NULL,NULL);
INSERT INTO params VALUES(1,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(1,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.train_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.val_from','string',NULL,NULL,'test');
INSERT INTO params VALUES(1,'task.val_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(1,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(1,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(1,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(1,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.epochs','int',100,NULL,NULL);
INSERT INTO params VALUES(1,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(1,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'train.lr','float',NULL,0.0005000000000000000104,NULL);
INSERT INTO params VALUES(1,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(1,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(1,'train.warmup_epochs','float',NULL,5.0,NULL);
INSERT INTO params VALUES(1,'train.weight_decay','float',NULL,0.050000000000000002775,NULL);
INSERT INTO params VALUES(1,'type_dim','int',24,NULL,NULL);
INSERT INTO params VALUES(2,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'depth','int',8,NULL,NULL);
INSERT INTO params VALUES(2,'dim','int',192,NULL,NULL);
INSERT INTO params VALUES(2,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(2,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(2,'mlp_hidden','int',192,NULL,NULL);
INSERT INTO params VALUES(2,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(2,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(2,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(2,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(2,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'task.layout','string',NULL,NULL,'nilab');
INSERT INTO params VALUES(2,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(2,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(2,'task.randaugment_n','int',2,NULL,NULL);
INSERT INTO params VALUES(2,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(2,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.train_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.val_from','string',NULL,NULL,'test');
INSERT INTO params VALUES(2,'task.val_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.batch_size','int',128,NULL,NULL);
INSERT INTO params VALUES(2,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(2,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(2,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.epochs','int',100,NULL,NULL);
INSERT INTO params VALUES(2,'train.eval_batch_size','int',512,NULL,NULL);
INSERT INTO params VALUES(2,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'train.lr','float',NULL,0.0005000000000000000104,NULL);
INSERT INTO params VALUES(2,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(2,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(2,'train.warmup_epochs','float',NULL,5.0,NULL);
INSERT INTO params VALUES(2,'train.weight_decay','float',NULL,0.050000000000000002775,NULL);
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
INSERT INTO phases VALUES(1,1,'train','interrupted',5,'2026-11-28T07:30:56.987Z','2026-11-28T07:35:09.492Z');
INSERT INTO phases VALUES(2,2,'train','interrupted',7,'2026-11-28T07:30:57.068Z','2026-11-28T07:35:09.479Z');
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
INSERT INTO metrics VALUES(1,2,'train',1,484,'time/eval_s',0.37388980900000001739,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(2,2,'train',1,484,'time/train_epoch_s',36.041107289999999353,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(3,2,'train',1,484,'train/acc',0.21574662162162164258,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(4,2,'train',1,484,'train/acc/mnist',0.30825000000000002398,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(5,2,'train',1,484,'train/acc/mnist_m',0.1232432432432432473,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(6,2,'train',1,484,'train/cuda_graph',1.0,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(7,2,'train',1,484,'train/grad_norm',12.143357962616219581,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(8,2,'train',1,484,'train/loss',1.8906114179122419649,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(9,2,'train',1,484,'train/lr',9.9999999999999991239e-05,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(10,2,'train',1,484,'train/samples_per_s',1716.0959984478879505,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(11,2,'train',1,484,'val/acc',0.30464969040247680265,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(12,2,'train',1,484,'val/acc/mnist',0.53190000000000003943,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(13,2,'train',1,484,'val/acc/mnist_m',0.077399380804953565871,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(14,2,'train',1,484,'val/loss',1.3232705906289012887,0,'2026-11-28T07:31:33.497Z');
INSERT INTO metrics VALUES(15,1,'train',1,484,'time/eval_s',1.5992745719999998943,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(16,1,'train',1,484,'time/train_epoch_s',47.476307493999996721,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(17,1,'train',1,484,'train/acc',0.21684977477477479501,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(18,1,'train',1,484,'train/acc/mnist',0.3174833333333333396,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(19,1,'train',1,484,'train/acc/mnist_m',0.11621621621621622266,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(20,1,'train',1,484,'train/cuda_graph',1.0,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(21,1,'train',1,484,'train/grad_norm',8.0003707507425101397,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(22,1,'train',1,484,'train/loss',1.8690780606882748671,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(23,1,'train',1,484,'train/lr',9.9999999999999991239e-05,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(24,1,'train',1,484,'train/routing/unrouted',0.0,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(25,1,'train',1,484,'train/samples_per_s',1302.7550638350830922,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(26,1,'train',1,484,'val/acc',0.30988359133126930355,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(27,1,'train',1,484,'val/acc/mnist',0.51759999999999994901,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(28,1,'train',1,484,'val/acc/mnist_m',0.10216718266253869973,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(29,1,'train',1,484,'val/loss',1.2941893902118730697,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(30,1,'train',1,484,'val/routing/unrouted',0.0,0,'2026-11-28T07:31:46.074Z');
INSERT INTO metrics VALUES(31,2,'train',2,968,'time/eval_s',0.38390984099999997392,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(32,2,'train',2,968,'time/train_epoch_s',35.341612976999996931,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(33,2,'train',2,968,'train/acc',0.33455045045045045393,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(34,2,'train',2,968,'train/acc/mnist',0.56153333333333332877,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(35,2,'train',2,968,'train/acc/mnist_m',0.10756756756756756521,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(36,2,'train',2,968,'train/cuda_graph',1.0,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(37,2,'train',2,968,'train/grad_norm',9.8716314646823342116,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(38,2,'train',2,968,'train/loss',1.2728825776482552978,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(39,2,'train',2,968,'train/lr',0.00019999999999999998247,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(40,2,'train',2,968,'train/samples_per_s',1750.0616069858333503,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(41,2,'train',2,968,'val/acc',0.41905743034055725759,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(42,2,'train',2,968,'val/acc/mnist',0.69569999999999998507,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(43,2,'train',2,968,'val/acc/mnist_m',0.14241486068111455787,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(44,2,'train',2,968,'val/loss',0.90871994703023639683,0,'2026-11-28T07:32:09.355Z');
INSERT INTO metrics VALUES(45,1,'train',2,968,'time/eval_s',1.650169965999999988,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(46,1,'train',2,968,'time/train_epoch_s',46.498794760999999199,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(47,1,'train',2,968,'train/acc',0.30274211711711712657,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(48,1,'train',2,968,'train/acc/mnist',0.49791666666666667406,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(49,1,'train',2,968,'train/acc/mnist_m',0.10756756756756756521,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(50,1,'train',2,968,'train/cuda_graph',1.0,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(51,1,'train',2,968,'train/grad_norm',9.8403935708290291017,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(52,1,'train',2,968,'train/loss',1.4263172121479710252,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(53,1,'train',2,968,'train/lr',0.00019999999999999998247,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(54,1,'train',2,968,'train/routing/unrouted',0.0,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(55,1,'train',2,968,'train/samples_per_s',1330.1420029896246433,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(56,1,'train',2,968,'val/acc',0.37902151702786379683,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(57,1,'train',2,968,'val/acc/mnist',0.63729999999999997761,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(58,1,'train',2,968,'val/acc/mnist_m',0.12074303405572756053,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(59,1,'train',2,968,'val/loss',1.061917338620250284,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(60,1,'train',2,968,'val/routing/unrouted',0.0,0,'2026-11-28T07:32:34.269Z');
INSERT INTO metrics VALUES(61,2,'train',3,1452,'time/eval_s',0.38697259200000000411,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(62,2,'train',3,1452,'time/train_epoch_s',34.804196865000001537,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(63,2,'train',3,1452,'train/acc',0.4018592342342341972,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(64,2,'train',3,1452,'train/acc/mnist',0.66858333333333330728,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(65,2,'train',3,1452,'train/acc/mnist_m',0.13513513513513514263,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(66,2,'train',3,1452,'train/cuda_graph',1.0,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(67,2,'train',3,1452,'train/grad_norm',6.0582108931107958582,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(68,2,'train',3,1452,'train/loss',0.99512101073561898267,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(69,2,'train',3,1452,'train/lr',0.00029999999999999997371,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(70,2,'train',3,1452,'train/samples_per_s',1777.0845349457827068,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(71,2,'train',3,1452,'val/acc',0.47997523219814242079,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(72,2,'train',3,1452,'val/acc/mnist',0.76800000000000001598,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(73,2,'train',3,1452,'val/acc/mnist_m',0.19195046439628482559,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(74,2,'train',3,1452,'val/loss',0.74026069989398879389,0,'2026-11-28T07:32:44.652Z');
INSERT INTO metrics VALUES(75,2,'train',4,1936,'time/eval_s',0.38735703300000001725,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(76,2,'train',4,1936,'time/train_epoch_s',35.198089195000001438,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(77,2,'train',4,1936,'train/acc',0.48742432432432430955,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(78,2,'train',4,1936,'train/acc/mnist',0.78620000000000000994,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(79,2,'train',4,1936,'train/acc/mnist_m',0.18864864864864863691,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(80,2,'train',4,1936,'train/cuda_graph',1.0,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(81,2,'train',4,1936,'train/grad_norm',4.7248852942600727544,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(82,2,'train',4,1936,'train/loss',0.67836444652938221455,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(83,2,'train',4,1936,'train/lr',0.00039999999999999996495,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(84,2,'train',4,1936,'train/samples_per_s',1757.1976608544416648,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(85,2,'train',4,1936,'val/acc',0.57505712074303405589,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(86,2,'train',4,1936,'val/acc/mnist',0.9303000000000000158,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(87,2,'train',4,1936,'val/acc/mnist_m',0.21981424148606812374,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(88,2,'train',4,1936,'val/loss',0.28756277514765060665,0,'2026-11-28T07:33:20.327Z');
INSERT INTO metrics VALUES(89,1,'train',3,1452,'time/eval_s',1.5978909629999999975,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(90,1,'train',3,1452,'time/train_epoch_s',46.191467649999999878,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(91,1,'train',3,1452,'train/acc',0.36309797297297297102,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(92,1,'train',3,1452,'train/acc/mnist',0.60024999999999995026,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(93,1,'train',3,1452,'train/acc/mnist_m',0.12594594594594593628,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(94,1,'train',3,1452,'train/cuda_graph',1.0,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(95,1,'train',3,1452,'train/grad_norm',8.2448069674909607584,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(96,1,'train',3,1452,'train/loss',1.1707649532054447139,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(97,1,'train',3,1452,'train/lr',0.00029999999999999997371,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(98,1,'train',3,1452,'train/routing/unrouted',0.0,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(99,1,'train',3,1452,'train/samples_per_s',1338.9918776482088559,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(100,1,'train',3,1452,'val/acc',0.39480139318885448806,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(101,1,'train',3,1452,'val/acc/mnist',0.63790000000000002255,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(102,1,'train',3,1452,'val/acc/mnist_m',0.15170278637770898133,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(103,1,'train',3,1452,'val/loss',1.0692242847144413087,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(104,1,'train',3,1452,'val/routing/unrouted',0.0,0,'2026-11-28T07:33:22.102Z');
INSERT INTO metrics VALUES(105,2,'train',5,2420,'time/eval_s',0.3752042709999999781,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(106,2,'train',5,2420,'time/train_epoch_s',34.91516594800000206,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(107,2,'train',5,2420,'train/acc',0.56671756756756752615,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(108,2,'train',5,2420,'train/acc/mnist',0.89829999999999998738,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(109,2,'train',5,2420,'train/acc/mnist_m',0.23513513513513514818,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(110,2,'train',5,2420,'train/cuda_graph',1.0,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(111,2,'train',5,2420,'train/grad_norm',2.9786596377033833782,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(112,2,'train',5,2420,'train/loss',0.36535173938196324749,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(113,2,'train',5,2420,'train/lr',0.0005000000000000000104,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(114,2,'train',5,2420,'train/samples_per_s',1771.436518220039261,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(115,2,'train',5,2420,'val/acc',0.65277863777089784047,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(116,2,'train',5,2420,'val/acc/mnist',0.96499999999999996891,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(117,2,'train',5,2420,'val/acc/mnist_m',0.34055727554179565652,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(118,2,'train',5,2420,'val/loss',0.17245868881070011702,0,'2026-11-28T07:33:55.713Z');
INSERT INTO metrics VALUES(119,1,'train',4,1936,'time/eval_s',1.5995510619999999679,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(120,1,'train',4,1936,'time/train_epoch_s',46.358172889000002214,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(121,1,'train',4,1936,'train/acc',0.38590900900900898529,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(122,1,'train',4,1936,'train/acc/mnist',0.64046666666666662859,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(123,1,'train',4,1936,'train/acc/mnist_m',0.13135135135135134198,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(124,1,'train',4,1936,'train/cuda_graph',1.0,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(125,1,'train',4,1936,'train/grad_norm',7.7602564283638946207,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(126,1,'train',4,1936,'train/loss',1.061443650612642342,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(127,1,'train',4,1936,'train/lr',0.00039999999999999996495,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(128,1,'train',4,1936,'train/routing/unrouted',0.0,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(129,1,'train',4,1936,'train/samples_per_s',1334.1768267721340634,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(130,1,'train',4,1936,'val/acc',0.43905743034055727536,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(131,1,'train',4,1936,'val/acc/mnist',0.7357000000000000206,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(132,1,'train',4,1936,'val/acc/mnist_m',0.14241486068111455787,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(133,1,'train',4,1936,'val/loss',0.79266585052377158682,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(134,1,'train',4,1936,'val/routing/unrouted',0.0,0,'2026-11-28T07:34:10.093Z');
INSERT INTO metrics VALUES(135,2,'train',6,2904,'time/eval_s',0.36843910200000001831,0,'2026-11-28T07:34:30.316Z');
INSERT INTO metrics VALUES(136,2,'train',6,2904,'time/train_epoch_s',34.146638938999998914,0,'2026-11-28T07:34:30.316Z');
INSERT INTO metrics VALUES(137,2,'train',6,2904,'train/acc',0.6200777027027026822,0,'2026-11-28T07:34:30.316Z');
INSERT INTO metrics VALUES(138,2,'train',6,2904,'train/acc/mnist',0.9347499999999999698,0,'2026-11-28T07:34:30.316Z');
INSERT INTO metrics VALUES(139,2,'train',6,2904,'train/acc/mnist_m',0.3054054054054053946,0,'2026-11-28T07:34:30.316Z');
INSERT INTO metrics VALUES(140,2,'train',6,2904,'train/cuda_graph',1.0,0,'2026-11-28T07:34:30.316Z');
INSERT INTO metrics VALUES(141,2,'train',6,2904,'train/grad_norm',2.0309412932592976197,0,'2026-11-28T07:34:30.316Z');
INSERT INTO metrics VALUES(142,2,'train',6,2904,'train/loss',0.25539875530435274253,0,'2026-11-28T07:34:30.317Z');
INSERT INTO metrics VALUES(143,2,'train',6,2904,'train/lr',0.00049986660094698462646,0,'2026-11-28T07:34:30.317Z');
INSERT INTO metrics VALUES(144,2,'train',6,2904,'train/samples_per_s',1811.3056488660463401,0,'2026-11-28T07:34:30.317Z');
INSERT INTO metrics VALUES(145,2,'train',6,2904,'val/acc',0.70636826625386994749,0,'2026-11-28T07:34:30.317Z');
INSERT INTO metrics VALUES(146,2,'train',6,2904,'val/acc/mnist',0.9792999999999999483,0,'2026-11-28T07:34:30.317Z');
INSERT INTO metrics VALUES(147,2,'train',6,2904,'val/acc/mnist_m',0.43343653250773994667,0,'2026-11-28T07:34:30.317Z');
INSERT INTO metrics VALUES(148,2,'train',6,2904,'val/loss',0.12214016006700315064,0,'2026-11-28T07:34:30.317Z');
INSERT INTO metrics VALUES(149,1,'train',5,2420,'time/eval_s',1.582374340999999962,0,'2026-11-28T07:34:57.594Z');
INSERT INTO metrics VALUES(150,1,'train',5,2420,'time/train_epoch_s',45.880310995000002094,0,'2026-11-28T07:34:57.594Z');
INSERT INTO metrics VALUES(151,1,'train',5,2420,'train/acc',0.40415090090090088903,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(152,1,'train',5,2420,'train/acc/mnist',0.67316666666666669094,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(153,1,'train',5,2420,'train/acc/mnist_m',0.13513513513513514263,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(154,1,'train',5,2420,'train/cuda_graph',1.0,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(155,1,'train',5,2420,'train/grad_norm',7.0517003083032028243,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(156,1,'train',5,2420,'train/loss',0.97951098365367372799,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(157,1,'train',5,2420,'train/lr',0.0005000000000000000104,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(158,1,'train',5,2420,'train/routing/unrouted',0.0,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(159,1,'train',5,2420,'train/samples_per_s',1348.0728150848924542,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(160,1,'train',5,2420,'val/acc',0.47896718266253873741,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(161,1,'train',5,2420,'val/acc/mnist',0.7536000000000000476,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(162,1,'train',5,2420,'val/acc/mnist_m',0.20433436532507739946,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(163,1,'train',5,2420,'val/loss',0.77869404659106800092,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(164,1,'train',5,2420,'val/routing/unrouted',0.0,0,'2026-11-28T07:34:57.595Z');
INSERT INTO metrics VALUES(165,2,'train',7,3388,'time/eval_s',0.38985989700000001079,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(166,2,'train',7,3388,'time/train_epoch_s',34.600551250999998843,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(167,2,'train',7,3388,'train/acc',0.65978018018018014245,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(168,2,'train',7,3388,'train/acc/mnist',0.95253333333333334298,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(169,2,'train',7,3388,'train/acc/mnist_m',0.36702702702702705295,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(170,2,'train',7,3388,'train/cuda_graph',1.0,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(171,2,'train',7,3388,'train/grad_norm',1.5474531946103435853,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(172,2,'train',7,3388,'train/loss',0.20037700406080691251,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(173,2,'train',7,3388,'train/lr',0.00049946544443279963353,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(174,2,'train',7,3388,'train/samples_per_s',1787.5437749915172389,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(175,2,'train',7,3388,'val/acc',0.70806424148606816881,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(176,2,'train',7,3388,'val/acc/mnist',0.97650000000000003463,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(177,2,'train',7,3388,'val/acc/mnist_m',0.43962848297213624748,0,'2026-11-28T07:35:05.388Z');
INSERT INTO metrics VALUES(178,2,'train',7,3388,'val/loss',0.12176313214808785756,0,'2026-11-28T07:35:05.388Z');
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
INSERT INTO artifacts VALUES(10,1,'train',5,'checkpoint','ck_digits/7b5837ed85d6ea63b1b74ae05956cc50/digits/edbb8120fbd8dd03/train.last.a1e5.pt','48d31a229b045c5885df78bb7e5374dd88e8d571049928cc22bed8919069e989',7579215,'2026-11-28T07:34:57.622Z');
INSERT INTO artifacts VALUES(11,2,'train',7,'checkpoint','ck_digits/7b5837ed85d6ea63b1b74ae05956cc50/digits/95eb52b7504d3ccd/train.last.a1e7.pt','e13a9f4a4cd384ff88a5d6e3f9eb920b3bb4d5d77bdaaf96a2a7ada4a8405e0f',21868238,'2026-11-28T07:35:05.471Z');
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
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.schedule') AS "train.schedule",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.warmup_epochs') AS "train.warmup_epochs",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.weight_decay') AS "train.weight_decay"
FROM trials t
JOIN sweeps s ON s.id = t.sweep_id
LEFT JOIN (SELECT trial_id, phase FROM metrics WHERE id IN
           (SELECT max(id) FROM metrics WHERE is_final = 1 GROUP BY trial_id)) f
  ON f.trial_id = t.id;
COMMIT;
