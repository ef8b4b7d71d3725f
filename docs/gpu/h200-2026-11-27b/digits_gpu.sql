PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info VALUES('id','3bcc6fba58d105c008bd9f588e389884');
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);
INSERT INTO sweeps VALUES(1,'digits','sweeps/digits.toml',replace('# Digits multi-task at the paper''s scale (§4.2): MNIST + MNIST-M + SVHN, upsampled to 32x32x3,\n# RandAugment, 4x4 patches, one CLS token and head per dataset, 100 epochs; the authors'' digits\n# preset NI (0.6M parameters) against the paper''s 8-layer ViT (1.8M). Meant for a GPU (a CUDA\n# LibTorch build of nilab): the NI preset trains at ~20 samples/s on this 2-core CPU, so one\n# 100-epoch trial over the 199k training images would take ~12 days here. sweeps/digits_cpu.toml\n# is the scaled-down version that runs on a laptop-class CPU.\n#\n#   nilab data fetch mnist mnist_m svhn --data-dir data    # once (MNIST-M and SVHN are large)\n#   nilab run sweeps/digits.toml --data-dir data\n#\n# Paper: NI and ViT reach validation accuracies within 0.2 points of each other (ViT ahead).\n# The checkpoints are what a paper-scale K-MNIST adaptation starts from: run\n# sweeps/kmnist_adapt.toml with its init pointing here (see the README, "Reproducing the paper:\n# digits and K-MNIST").\n#\n# The paper leaves the optimiser settings to its unavailable appendix; these are ours: AdamW,\n# batch 128, peak lr 5e-4 after 5 warm-up epochs, cosine to 1e-5, weight decay 0.05, gradient\n# norm clipped at 1.\nname = "digits"\ndescription = "Digits multi-task at paper scale (GPU): MNIST + MNIST-M + SVHN, NI digits preset vs 8-layer ViT, 100 epochs"\nseeds = [0, 1, 2]\n\n[task]\nname = "digits"\n# Every training image of each dataset (MNIST 60,000, MNIST-M 59,001, SVHN 73,257 train) and\n# each official test split as the validation set; RandAugment with 2 ops at magnitude 9.\nparams = { datasets = ["mnist", "mnist_m", "svhn"], missing_datasets = "error", train_per_dataset = 0, val_per_dataset = 0, randaugment_n = 2, randaugment_m = 9 }\n\n[train]\nepochs = 100\nbatch_size = 128\neval_batch_size = 512\nlr = 5e-4\nmin_lr = 1e-5\nweight_decay = 0.05\nwarmup_epochs = 5\ngrad_clip = 1.0\ncheckpoint_every = 1\n\n[[models]]\nname = "ni"   # the plugin''s defaults are the authors'' digits preset: d = 192, n_s = 1, n_i = 8, n_f = 5, ...\nparams = { dim = 192, code_dim = 192, type_dim = 24, n_s = 1, n_i = 8, n_l = 1, n_f = 5, heads = 4, head_dim = 128, mlp_hidden = 192, tau = 1.42 }\n\n[[models]]\nname = "vit"  # the paper''s digits ViT: 8 pre-LN layers, d = 192, ~1.8M parameters\nparams = { depth = 8, dim = 192, heads = 4, mlp_hidden = 192 }\n','\n',char(10)),'{}','2026-11-27T09:43:56.773Z','2026-11-27T09:44:17.323Z');
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
INSERT INTO runs VALUES(1,1,'2026-11-27T09:43:56.778Z','nilab run sweeps/digits.toml --device cuda --data-dir .gpu/data --jobs 2 --threads 4 --db /tmp/digits_gpu.sqlite --checkpoint-dir /tmp/ck_digits --set seeds=[0] --set task.datasets=["mnist", "mnist_m"] --no-compare','sweeps/digits.toml','["seeds=[0]","task.datasets=[\"mnist\", \"mnist_m\"]"]',replace('# sweeps/digits.toml with --set seeds=[0] task.datasets=["mnist", "mnist_m"]\ndescription = ''Digits multi-task at paper scale (GPU): MNIST + MNIST-M + SVHN, NI digits preset vs 8-layer ViT, 100 epochs''\nname = ''digits''\nseeds = [ 0 ]\n\n[task]\nname = ''digits''\nparams = { datasets = [ ''mnist'', ''mnist_m'' ], missing_datasets = ''error'', randaugment_m = 9, randaugment_n = 2, train_per_dataset = 0, val_per_dataset = 0 }\n\n[train]\nbatch_size = 128\ncheckpoint_every = 1\nepochs = 100\neval_batch_size = 512\ngrad_clip = 1.0\nlr = 0.00050000000000000001\nmin_lr = 1.0000000000000001e-05\nwarmup_epochs = 5\nweight_decay = 0.050000000000000003\n\n[[models]]\nname = ''ni''\nparams = { code_dim = 192, dim = 192, head_dim = 128, heads = 4, mlp_hidden = 192, n_f = 5, n_i = 8, n_l = 1, n_s = 1, tau = 1.4199999999999999, type_dim = 24 }\n\n[[models]]\nname = ''vit''\nparams = { depth = 8, dim = 192, heads = 4, mlp_hidden = 192 }\n','\n',char(10)));
INSERT INTO runs VALUES(2,1,'2026-11-27T09:44:16.798Z','nilab run sweeps/digits.toml --device cuda --data-dir .gpu/data --jobs 2 --threads 4 --db /tmp/digits_gpu.sqlite --checkpoint-dir /tmp/ck_digits --set seeds=[0] --set task.datasets=["mnist", "mnist_m"] --no-compare','sweeps/digits.toml','["seeds=[0]","task.datasets=[\"mnist\", \"mnist_m\"]"]',replace('# sweeps/digits.toml with --set seeds=[0] task.datasets=["mnist", "mnist_m"]\ndescription = ''Digits multi-task at paper scale (GPU): MNIST + MNIST-M + SVHN, NI digits preset vs 8-layer ViT, 100 epochs''\nname = ''digits''\nseeds = [ 0 ]\n\n[task]\nname = ''digits''\nparams = { datasets = [ ''mnist'', ''mnist_m'' ], missing_datasets = ''error'', randaugment_m = 9, randaugment_n = 2, train_per_dataset = 0, val_per_dataset = 0 }\n\n[train]\nbatch_size = 128\ncheckpoint_every = 1\nepochs = 100\neval_batch_size = 512\ngrad_clip = 1.0\nlr = 0.00050000000000000001\nmin_lr = 1.0000000000000001e-05\nwarmup_epochs = 5\nweight_decay = 0.050000000000000003\n\n[[models]]\nname = ''ni''\nparams = { code_dim = 192, dim = 192, head_dim = 128, heads = 4, mlp_hidden = 192, n_f = 5, n_i = 8, n_l = 1, n_s = 1, tau = 1.4199999999999999, type_dim = 24 }\n\n[[models]]\nname = ''vit''\nparams = { depth = 8, dim = 192, heads = 4, mlp_hidden = 192 }\n','\n',char(10)));
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
INSERT INTO trials VALUES(1,1,0,'9bf65a8b6759ea55','{"model":{"name":"ni","params":{"code_dim":192,"code_modulation":true,"dim":192,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":128,"heads":4,"learnable_signatures":false,"mlp_hidden":192,"n_f":5,"n_i":8,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"paper","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":24}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"nilab","missing_datasets":"error","randaugment_m":9,"randaugment_n":2,"subsample_seed":0,"train_per_dataset":0,"val_per_dataset":0},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":100,"eval_batch_size":512,"grad_clip":1.0,"lr":0.0005,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":5.0,"weight_decay":0.05},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"nilab","missing_datasets":"error","randaugment_m":9,"randaugment_n":2,"subsample_seed":0,"train_per_dataset":0,"val_per_dataset":0}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":100,"eval_batch_size":512,"grad_clip":1.0,"lr":0.0005,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":5.0,"weight_decay":0.05}}','digits','ni',0,'interrupted','interrupted by signal',2,'vm:18344','2026-11-27T09:47:47.310Z','2026-11-27T09:43:56.774Z','2026-11-27T09:44:17.294Z','2026-11-27T09:47:51.206Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3","blas_config":"","blas_core":"","blas_core_switched_from":"","compiler":"gcc 13.3.0","cuda_driver_version":13000,"gpu":"NVIDIA H200","gpu_compute_capability":"9.0","gpu_memory_bytes":150109880320,"model_plugin":"/work/main/build-gpu/plugins/nilab-ni.so","model_plugin_sha256":"daedb9010460b510fce4e02c8c7c589cbec29642705c350830c35d6dcd7ed31f","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m_test.subset.tar.gz":"2000b487796f8cc7325b896ce46872748b5aa100a7b592af0afc2821038ca6c4","file/mnist_m/mnist_m_train.subset.tar.gz":"db27d84cf27b20438d34b464f905f0215274df7feb32f218366b11182ecf035b","split/mnist/test":"10000 of 10000 (indices fnv1a 6b2550cdd2d22645)","split/mnist/train":"60000 of 60000 (indices fnv1a ef2f0bcf50e363e5)","split/mnist_m/test":"443 of 9001 (drawn from a subset file of 443; indices fnv1a 1dabf251ca5e17d7)","split/mnist_m/train":"2562 of 59001 (drawn from a subset file of 2562; indices fnv1a d1d9b5881be5dd50)"},"task_plugin":"/work/main/build-gpu/plugins/nilab-digits.so","task_plugin_sha256":"2027015447393449e4088a5fcbacce254249298dd00664cce0eca493aba17dc1","task_plugin_version":"0.1.0"}','vm','b13e1b2fa9934d4201b66b93d2fd83d72c6573ae',1,'0.1.0','2.11.0',5,'cuda',2,625257,610837,'nilab run sweeps/digits.toml --device cuda --data-dir .gpu/data --jobs 2 --threads 4 --db /tmp/digits_gpu.sqlite --checkpoint-dir /tmp/ck_digits --set seeds=[0] --set task.datasets=["mnist", "mnist_m"] --no-compare');
INSERT INTO trials VALUES(2,1,1,'8693dd7227cac195','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":8,"dim":192,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":192}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"nilab","missing_datasets":"error","randaugment_m":9,"randaugment_n":2,"subsample_seed":0,"train_per_dataset":0,"val_per_dataset":0},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":100,"eval_batch_size":512,"grad_clip":1.0,"lr":0.0005,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":5.0,"weight_decay":0.05},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"nilab","missing_datasets":"error","randaugment_m":9,"randaugment_n":2,"subsample_seed":0,"train_per_dataset":0,"val_per_dataset":0}},"train":{"batch_size":128,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":100,"eval_batch_size":512,"grad_clip":1.0,"lr":0.0005,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":5.0,"weight_decay":0.05}}','digits','vit',0,'interrupted','interrupted by signal',2,'vm:18345','2026-11-27T09:47:48.931Z','2026-11-27T09:43:56.775Z','2026-11-27T09:44:17.325Z','2026-11-27T09:47:51.161Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3","blas_config":"","blas_core":"","blas_core_switched_from":"","compiler":"gcc 13.3.0","cuda_driver_version":13000,"gpu":"NVIDIA H200","gpu_compute_capability":"9.0","gpu_memory_bytes":150109880320,"model_plugin":"/work/main/build-gpu/plugins/nilab-vit.so","model_plugin_sha256":"9236abfaff5cbb50fb7b0cc8c3bb8da6c7cb13c90be04a9530f12d14b9f5cb4a","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m_test.subset.tar.gz":"2000b487796f8cc7325b896ce46872748b5aa100a7b592af0afc2821038ca6c4","file/mnist_m/mnist_m_train.subset.tar.gz":"db27d84cf27b20438d34b464f905f0215274df7feb32f218366b11182ecf035b","split/mnist/test":"10000 of 10000 (indices fnv1a 6b2550cdd2d22645)","split/mnist/train":"60000 of 60000 (indices fnv1a ef2f0bcf50e363e5)","split/mnist_m/test":"443 of 9001 (drawn from a subset file of 443; indices fnv1a 1dabf251ca5e17d7)","split/mnist_m/train":"2562 of 59001 (drawn from a subset file of 2562; indices fnv1a d1d9b5881be5dd50)"},"task_plugin":"/work/main/build-gpu/plugins/nilab-digits.so","task_plugin_sha256":"2027015447393449e4088a5fcbacce254249298dd00664cce0eca493aba17dc1","task_plugin_version":"0.1.0"}','vm','b13e1b2fa9934d4201b66b93d2fd83d72c6573ae',1,'0.1.0','2.11.0',5,'cuda',2,1806836,1792416,'nilab run sweeps/digits.toml --device cuda --data-dir .gpu/data --jobs 2 --threads 4 --db /tmp/digits_gpu.sqlite --checkpoint-dir /tmp/ck_digits --set seeds=[0] --set task.datasets=["mnist", "mnist_m"] --no-compare');
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
INSERT INTO params VALUES(1,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'task.train_per_dataset','int',0,NULL,NULL);
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
INSERT INTO params VALUES(2,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'task.train_per_dataset','int',0,NULL,NULL);
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
INSERT INTO phases VALUES(1,2,'train','interrupted',4,'2026-11-27T09:43:59.100Z','2026-11-27T09:47:51.161Z');
INSERT INTO phases VALUES(2,1,'train','interrupted',3,'2026-11-27T09:43:59.194Z','2026-11-27T09:47:51.206Z');
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
INSERT INTO metrics VALUES(1,2,'train',1,489,'time/eval_s',0.497131906999999984,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(2,2,'train',1,489,'time/train_epoch_s',52.420645825999997668,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(3,2,'train',1,489,'train/acc',0.20672359484777516613,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(4,2,'train',1,489,'train/acc/mnist',0.3111833333333333118,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(5,2,'train',1,489,'train/acc/mnist_m',0.10226385636221702046,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(6,2,'train',1,489,'train/grad_norm',12.130088371733215524,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(7,2,'train',1,489,'train/loss',1.8899145956093696963,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(8,2,'train',1,489,'train/lr',9.9999999999999991239e-05,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(9,2,'train',1,489,'train/samples_per_s',1193.4610689014064064,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(10,2,'train',1,489,'val/acc',0.3498627539503386119,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(11,2,'train',1,489,'val/acc/mnist',0.56879999999999997228,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(12,2,'train',1,489,'val/acc/mnist_m',0.13092550790067719601,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(13,2,'train',1,489,'val/loss',1.2416973564687112663,0,'2026-11-27T09:45:12.040Z');
INSERT INTO metrics VALUES(14,1,'train',1,489,'time/eval_s',1.6613550379999999506,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(15,1,'train',1,489,'time/train_epoch_s',52.743112545999998987,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(16,1,'train',1,489,'train/acc',0.21818083528493364964,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(17,1,'train',1,489,'train/acc/mnist',0.32863333333333333285,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(18,1,'train',1,489,'train/acc/mnist_m',0.10772833723653395254,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(19,1,'train',1,489,'train/grad_norm',7.9843850111425043181,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(20,1,'train',1,489,'train/loss',1.8582565371960706457,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(21,1,'train',1,489,'train/lr',9.9999999999999991239e-05,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(22,1,'train',1,489,'train/routing/unrouted',0.0,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(23,1,'train',1,489,'train/samples_per_s',1186.1643536004144153,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(24,1,'train',1,489,'val/acc',0.33198408577878102398,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(25,1,'train',1,489,'val/acc/mnist',0.53529999999999999804,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(26,1,'train',1,489,'val/acc/mnist_m',0.12866817155756207768,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(27,1,'train',1,489,'val/loss',1.2993173435320402031,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(28,1,'train',1,489,'val/routing/unrouted',0.0,0,'2026-11-27T09:45:13.439Z');
INSERT INTO metrics VALUES(29,2,'train',2,978,'time/eval_s',0.41427891599999999705,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(30,2,'train',2,978,'time/train_epoch_s',51.965455304999998986,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(31,2,'train',2,978,'train/acc',0.34720630366900862018,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(32,2,'train',2,978,'train/acc/mnist',0.56521666666666670053,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(33,2,'train',2,978,'train/acc/mnist_m',0.12919594067135051207,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(34,2,'train',2,978,'train/grad_norm',9.7837371075323993352,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(35,2,'train',2,978,'train/loss',1.2661371288700165038,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(36,2,'train',2,978,'train/lr',0.00019999999999999998247,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(37,2,'train',2,978,'train/samples_per_s',1203.9151708150322974,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(38,2,'train',2,978,'val/acc',0.44030609480812638034,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(39,2,'train',2,978,'val/acc/mnist',0.73839999999999994528,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(40,2,'train',2,978,'val/acc/mnist_m',0.1422121896162528154,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(41,2,'train',2,978,'val/loss',0.84200133163673507308,0,'2026-11-27T09:46:04.586Z');
INSERT INTO metrics VALUES(42,1,'train',2,978,'time/eval_s',1.6207747999999999599,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(43,1,'train',2,978,'time/train_epoch_s',51.730214042000000063,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(44,1,'train',2,978,'train/acc',0.31343294301327090378,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(45,1,'train',2,978,'train/acc/mnist',0.50586666666666668668,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(46,1,'train',2,978,'train/acc/mnist_m',0.12099921935987509313,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(47,1,'train',2,978,'train/grad_norm',10.957798261583947763,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(48,1,'train',2,978,'train/loss',1.4211979415851847541,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(49,1,'train',2,978,'train/lr',0.00019999999999999998247,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(50,1,'train',2,978,'train/routing/unrouted',0.0,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(51,1,'train',2,978,'train/samples_per_s',1209.3899311765001129,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(52,1,'train',2,978,'val/acc',0.35816207674943562055,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(53,1,'train',2,978,'val/acc/mnist',0.60119999999999995665,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(54,1,'train',2,978,'val/acc/mnist_m',0.11512415349887132609,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(55,1,'train',2,978,'val/loss',1.1390758307742898658,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(56,1,'train',2,978,'val/routing/unrouted',0.0,0,'2026-11-27T09:46:06.852Z');
INSERT INTO metrics VALUES(57,2,'train',3,1467,'time/eval_s',0.40630421999999999371,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(58,2,'train',3,1467,'time/train_epoch_s',51.685431524999998487,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(59,2,'train',3,1467,'train/acc',0.41224035909445744252,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(60,2,'train',3,1467,'train/acc/mnist',0.66913333333333335772,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(61,2,'train',3,1467,'train/acc/mnist_m',0.15534738485558158282,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(62,2,'train',3,1467,'train/grad_norm',5.8151281055497241467,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(63,2,'train',3,1467,'train/loss',1.0085667855793480907,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(64,2,'train',3,1467,'train/lr',0.00030000000000000002792,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(65,2,'train',3,1467,'train/samples_per_s',1210.4377994742881128,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(66,2,'train',3,1467,'val/acc',0.48494943566591419692,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(67,2,'train',3,1467,'val/acc/mnist',0.81640000000000001456,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(68,2,'train',3,1467,'val/acc/mnist_m',0.15349887133182843479,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(69,2,'train',3,1467,'val/loss',0.62524980290073273181,0,'2026-11-27T09:46:56.795Z');
INSERT INTO metrics VALUES(70,1,'train',3,1467,'time/eval_s',1.6209635010000000843,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(71,1,'train',3,1467,'time/train_epoch_s',51.288086786999997459,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(72,1,'train',3,1467,'train/acc',0.35786813036690084954,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(73,1,'train',3,1467,'train/acc/mnist',0.58614999999999994884,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(74,1,'train',3,1467,'train/acc/mnist_m',0.1295862607338017225,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(75,1,'train',3,1467,'train/grad_norm',7.7947945243741836307,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(76,1,'train',3,1467,'train/loss',1.2239368445488891801,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(77,1,'train',3,1467,'train/lr',0.00030000000000000002792,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(78,1,'train',3,1467,'train/routing/unrouted',0.0,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(79,1,'train',3,1467,'train/samples_per_s',1219.8154370589156769,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(80,1,'train',3,1467,'val/acc',0.40767539503386002186,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(81,1,'train',3,1467,'val/acc/mnist',0.72279999999999999804,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(82,1,'train',3,1467,'val/acc/mnist_m',0.092550790067720087317,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(83,1,'train',3,1467,'val/loss',0.86884192209025512543,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(84,1,'train',3,1467,'val/routing/unrouted',0.0,0,'2026-11-27T09:46:59.798Z');
INSERT INTO metrics VALUES(85,2,'train',4,1956,'time/eval_s',0.41329714000000000728,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(86,2,'train',4,1956,'time/train_epoch_s',51.611057905000002677,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(87,2,'train',4,1956,'train/acc',0.50306491022638566423,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(88,2,'train',4,1956,'train/acc/mnist',0.7949666666666667103,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(89,2,'train',4,1956,'train/acc/mnist_m',0.21116315378610461817,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(90,2,'train',4,1956,'train/grad_norm',4.3918816048674784724,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(91,2,'train',4,1956,'train/loss',0.67249971697928867531,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(92,2,'train',4,1956,'train/lr',0.00039999999999999996495,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(93,2,'train',4,1956,'train/samples_per_s',1212.1820892560911033,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(94,2,'train',4,1956,'val/acc',0.62374954853273134602,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(95,2,'train',4,1956,'val/acc/mnist',0.92469999999999996642,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(96,2,'train',4,1956,'val/acc/mnist_m',0.32279909706546278114,0,'2026-11-27T09:47:48.931Z');
INSERT INTO metrics VALUES(97,2,'train',4,1956,'val/loss',0.31589719545540995149,0,'2026-11-27T09:47:48.931Z');
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
INSERT INTO artifacts VALUES(6,1,'train',3,'checkpoint','/tmp/ck_digits/3bcc6fba58d105c008bd9f588e389884/digits/9bf65a8b6759ea55/train.last.a2e3.pt','266894b9b5e67283a4efae8967a596f3f5622084c3c2dfb7ce067315c46b5521',7579215,'2026-11-27T09:46:59.835Z');
INSERT INTO artifacts VALUES(7,2,'train',4,'checkpoint','/tmp/ck_digits/3bcc6fba58d105c008bd9f588e389884/digits/8693dd7227cac195/train.last.a2e4.pt','d9baaef1949153614dcfc7942c941f5aceb8cc1d3d2f0310090eb5f46648b273',21868238,'2026-11-27T09:47:49.034Z');
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
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.cls_copies') AS "task.cls_copies",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.cls_init_std') AS "task.cls_init_std",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.datasets') AS "task.datasets",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.head_norm') AS "task.head_norm",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.layout') AS "task.layout",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.missing_datasets') AS "task.missing_datasets",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.randaugment_m') AS "task.randaugment_m",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.randaugment_n') AS "task.randaugment_n",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.subsample_seed') AS "task.subsample_seed",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'task.train_per_dataset') AS "task.train_per_dataset",
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
