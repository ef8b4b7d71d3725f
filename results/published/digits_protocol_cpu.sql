PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info VALUES('id','55c9eb0b4683b404321e20ec565258a1');
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);
INSERT INTO sweeps VALUES(1,'digits_protocol_cpu','sweeps/digits_protocol_cpu.toml',replace('# The paper''s digits claim (§4.2, Table 3: the NI "performs on par" with the ViT with at most a\n# third of its parameters) run as a fair comparison: the authors'' NI (n_i = 8, their layout, as\n# sweeps/digits_authors_cpu_ni8.toml) against the pinned 6-layer ViT of sweeps/digits_cpu.toml,\n# each tuned with the same budget on a val carved from the training images (learning rate,\n# weight decay and warm-up: 6 random draws each, one tune seed), the same 12 epochs, and the\n# choices confirmed on the 6 seeds below, evaluated once on the official test splits (all 10,000\n# MNIST and 9,001 MNIST-M test images). The margin for "level", 0.02, is fixed here before\n# anything ran. Each confirm seed draws its own val carve and data order.\n#\n# Scale, the same for both models, cut for 2 CPU cores: MNIST + MNIST-M (SVHN is not available\n# offline), 8,000 training images per dataset and 2,000 val images carved from the rest of its\n# training split, 12 epochs, no augmentation; widths as digits_authors_cpu (NI 56k, ViT 206k\n# backbone parameters). Every epoch''s weights are kept for K-MNIST''s matched selection\n# (sweeps/kmnist_protocol_cpu.toml): weights only, about 0.3 MB (NI) and 0.9 MB (ViT) a file.\n#\n# Cost, from the published per-trial times of digits_authors_cpu_ni8 (43 min) and the ViT of\n# digits_authors_cpu (11 min) at one thread: 12 NI and 12 ViT trials, about 11 core-hours.\n#\n#   nilab run sweeps/digits_protocol_cpu.toml --data-dir ../shared/data --jobs 2 --threads 2\n#   nilab compare digits_protocol_cpu\nname = "digits_protocol_cpu"\ndescription = "Digits under a protocol: the authors'' NI (n_i = 8) and the pinned ViT tuned alike on val, 6 confirm seeds on the official test splits"\n\n[task]\nname = "digits"\nparams = { datasets = ["mnist", "mnist_m"], missing_datasets = "error", train_per_dataset = 8000, val_per_dataset = 2000, test_per_dataset = 0, randaugment_n = 0, layout = "authors" }\n\n[train]\nepochs = 12\nbatch_size = 64\neval_batch_size = 256\nmin_lr = 1e-5\ngrad_clip = 1.0\nkeep_epochs = true\n\n[protocol]\ntune = { method = "random", configs = 6, seeds = [0], metric = "val/acc", seed = 0 }\nconfirm = { seeds = [100, 101, 102, 103, 104, 105], margin = 0.02 }\n\n[[models]]\nname = "ni"   # = digits_authors_cpu_ni8''s NI\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 8, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 64, tau = 1.42, residual = "code", rel_pos = "sep_sum" }\nrandom = { "train.lr" = { loguniform = [5e-4, 1e-2] }, "train.weight_decay" = { loguniform = [0.005, 0.2] }, "train.warmup_epochs" = { uniform = [0.0, 2.0] } }\n\n[[models]]\nname = "vit"  # pinned: = digits_cpu''s ViT\nparams = { depth = 6, dim = 64, heads = 4, mlp_hidden = 128 }\nrandom = { "train.lr" = { loguniform = [5e-4, 1e-2] }, "train.weight_decay" = { loguniform = [0.005, 0.2] }, "train.warmup_epochs" = { uniform = [0.0, 2.0] } }\n','\n',char(10)),'{}','2026-11-27T20:13:35.717Z','2026-11-28T01:09:12.767Z');
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
INSERT INTO runs VALUES(1,1,'2026-11-27T20:13:36.503Z','nilab run sweeps/digits_protocol_cpu.toml --data-dir /work/shared/data --db /work/exp-data/digits_protocol_cpu.sqlite --jobs 2 --threads 1','sweeps/digits_protocol_cpu.toml','[]',replace('# The paper''s digits claim (§4.2, Table 3: the NI "performs on par" with the ViT with at most a\n# third of its parameters) run as a fair comparison: the authors'' NI (n_i = 8, their layout, as\n# sweeps/digits_authors_cpu_ni8.toml) against the pinned 6-layer ViT of sweeps/digits_cpu.toml,\n# each tuned with the same budget on a val carved from the training images (learning rate,\n# weight decay and warm-up: 6 random draws each, one tune seed), the same 12 epochs, and the\n# choices confirmed on the 6 seeds below, evaluated once on the official test splits (all 10,000\n# MNIST and 9,001 MNIST-M test images). The margin for "level", 0.02, is fixed here before\n# anything ran. Each confirm seed draws its own val carve and data order.\n#\n# Scale, the same for both models, cut for 2 CPU cores: MNIST + MNIST-M (SVHN is not available\n# offline), 8,000 training images per dataset and 2,000 val images carved from the rest of its\n# training split, 12 epochs, no augmentation; widths as digits_authors_cpu (NI 56k, ViT 206k\n# backbone parameters). Every epoch''s weights are kept for K-MNIST''s matched selection\n# (sweeps/kmnist_protocol_cpu.toml): weights only, about 0.3 MB (NI) and 0.9 MB (ViT) a file.\n#\n# Cost, from the published per-trial times of digits_authors_cpu_ni8 (43 min) and the ViT of\n# digits_authors_cpu (11 min) at one thread: 12 NI and 12 ViT trials, about 11 core-hours.\n#\n#   nilab run sweeps/digits_protocol_cpu.toml --data-dir ../shared/data --jobs 2 --threads 2\n#   nilab compare digits_protocol_cpu\nname = "digits_protocol_cpu"\ndescription = "Digits under a protocol: the authors'' NI (n_i = 8) and the pinned ViT tuned alike on val, 6 confirm seeds on the official test splits"\n\n[task]\nname = "digits"\nparams = { datasets = ["mnist", "mnist_m"], missing_datasets = "error", train_per_dataset = 8000, val_per_dataset = 2000, test_per_dataset = 0, randaugment_n = 0, layout = "authors" }\n\n[train]\nepochs = 12\nbatch_size = 64\neval_batch_size = 256\nmin_lr = 1e-5\ngrad_clip = 1.0\nkeep_epochs = true\n\n[protocol]\ntune = { method = "random", configs = 6, seeds = [0], metric = "val/acc", seed = 0 }\nconfirm = { seeds = [100, 101, 102, 103, 104, 105], margin = 0.02 }\n\n[[models]]\nname = "ni"   # = digits_authors_cpu_ni8''s NI\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 8, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 64, tau = 1.42, residual = "code", rel_pos = "sep_sum" }\nrandom = { "train.lr" = { loguniform = [5e-4, 1e-2] }, "train.weight_decay" = { loguniform = [0.005, 0.2] }, "train.warmup_epochs" = { uniform = [0.0, 2.0] } }\n\n[[models]]\nname = "vit"  # pinned: = digits_cpu''s ViT\nparams = { depth = 6, dim = 64, heads = 4, mlp_hidden = 128 }\nrandom = { "train.lr" = { loguniform = [5e-4, 1e-2] }, "train.weight_decay" = { loguniform = [0.005, 0.2] }, "train.warmup_epochs" = { uniform = [0.0, 2.0] } }\n','\n',char(10)));
INSERT INTO runs VALUES(2,1,'2026-11-27T22:00:13.218Z','nilab run sweeps/digits_protocol_cpu.toml --data-dir /work/shared/data --db /work/exp-data/digits_protocol_cpu.sqlite --jobs 2 --threads 1','sweeps/digits_protocol_cpu.toml','[]',replace('# The paper''s digits claim (§4.2, Table 3: the NI "performs on par" with the ViT with at most a\n# third of its parameters) run as a fair comparison: the authors'' NI (n_i = 8, their layout, as\n# sweeps/digits_authors_cpu_ni8.toml) against the pinned 6-layer ViT of sweeps/digits_cpu.toml,\n# each tuned with the same budget on a val carved from the training images (learning rate,\n# weight decay and warm-up: 6 random draws each, one tune seed), the same 12 epochs, and the\n# choices confirmed on the 6 seeds below, evaluated once on the official test splits (all 10,000\n# MNIST and 9,001 MNIST-M test images). The margin for "level", 0.02, is fixed here before\n# anything ran. Each confirm seed draws its own val carve and data order.\n#\n# Scale, the same for both models, cut for 2 CPU cores: MNIST + MNIST-M (SVHN is not available\n# offline), 8,000 training images per dataset and 2,000 val images carved from the rest of its\n# training split, 12 epochs, no augmentation; widths as digits_authors_cpu (NI 56k, ViT 206k\n# backbone parameters). Every epoch''s weights are kept for K-MNIST''s matched selection\n# (sweeps/kmnist_protocol_cpu.toml): weights only, about 0.3 MB (NI) and 0.9 MB (ViT) a file.\n#\n# Cost, from the published per-trial times of digits_authors_cpu_ni8 (43 min) and the ViT of\n# digits_authors_cpu (11 min) at one thread: 12 NI and 12 ViT trials, about 11 core-hours.\n#\n#   nilab run sweeps/digits_protocol_cpu.toml --data-dir ../shared/data --jobs 2 --threads 2\n#   nilab compare digits_protocol_cpu\nname = "digits_protocol_cpu"\ndescription = "Digits under a protocol: the authors'' NI (n_i = 8) and the pinned ViT tuned alike on val, 6 confirm seeds on the official test splits"\n\n[task]\nname = "digits"\nparams = { datasets = ["mnist", "mnist_m"], missing_datasets = "error", train_per_dataset = 8000, val_per_dataset = 2000, test_per_dataset = 0, randaugment_n = 0, layout = "authors" }\n\n[train]\nepochs = 12\nbatch_size = 64\neval_batch_size = 256\nmin_lr = 1e-5\ngrad_clip = 1.0\nkeep_epochs = true\n\n[protocol]\ntune = { method = "random", configs = 6, seeds = [0], metric = "val/acc", seed = 0 }\nconfirm = { seeds = [100, 101, 102, 103, 104, 105], margin = 0.02 }\n\n[[models]]\nname = "ni"   # = digits_authors_cpu_ni8''s NI\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 8, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 64, tau = 1.42, residual = "code", rel_pos = "sep_sum" }\nrandom = { "train.lr" = { loguniform = [5e-4, 1e-2] }, "train.weight_decay" = { loguniform = [0.005, 0.2] }, "train.warmup_epochs" = { uniform = [0.0, 2.0] } }\n\n[[models]]\nname = "vit"  # pinned: = digits_cpu''s ViT\nparams = { depth = 6, dim = 64, heads = 4, mlp_hidden = 128 }\nrandom = { "train.lr" = { loguniform = [5e-4, 1e-2] }, "train.weight_decay" = { loguniform = [0.005, 0.2] }, "train.warmup_epochs" = { uniform = [0.0, 2.0] } }\n','\n',char(10)));
INSERT INTO runs VALUES(3,1,'2026-11-28T01:09:11.892Z','nilab run sweeps/digits_protocol_cpu.toml --data-dir /work/shared/data --db /work/exp-data/digits_protocol_cpu.sqlite --jobs 2 --threads 1','sweeps/digits_protocol_cpu.toml','[]',replace('# The paper''s digits claim (§4.2, Table 3: the NI "performs on par" with the ViT with at most a\n# third of its parameters) run as a fair comparison: the authors'' NI (n_i = 8, their layout, as\n# sweeps/digits_authors_cpu_ni8.toml) against the pinned 6-layer ViT of sweeps/digits_cpu.toml,\n# each tuned with the same budget on a val carved from the training images (learning rate,\n# weight decay and warm-up: 6 random draws each, one tune seed), the same 12 epochs, and the\n# choices confirmed on the 6 seeds below, evaluated once on the official test splits (all 10,000\n# MNIST and 9,001 MNIST-M test images). The margin for "level", 0.02, is fixed here before\n# anything ran. Each confirm seed draws its own val carve and data order.\n#\n# Scale, the same for both models, cut for 2 CPU cores: MNIST + MNIST-M (SVHN is not available\n# offline), 8,000 training images per dataset and 2,000 val images carved from the rest of its\n# training split, 12 epochs, no augmentation; widths as digits_authors_cpu (NI 56k, ViT 206k\n# backbone parameters). Every epoch''s weights are kept for K-MNIST''s matched selection\n# (sweeps/kmnist_protocol_cpu.toml): weights only, about 0.3 MB (NI) and 0.9 MB (ViT) a file.\n#\n# Cost, from the published per-trial times of digits_authors_cpu_ni8 (43 min) and the ViT of\n# digits_authors_cpu (11 min) at one thread: 12 NI and 12 ViT trials, about 11 core-hours.\n#\n#   nilab run sweeps/digits_protocol_cpu.toml --data-dir ../shared/data --jobs 2 --threads 2\n#   nilab compare digits_protocol_cpu\nname = "digits_protocol_cpu"\ndescription = "Digits under a protocol: the authors'' NI (n_i = 8) and the pinned ViT tuned alike on val, 6 confirm seeds on the official test splits"\n\n[task]\nname = "digits"\nparams = { datasets = ["mnist", "mnist_m"], missing_datasets = "error", train_per_dataset = 8000, val_per_dataset = 2000, test_per_dataset = 0, randaugment_n = 0, layout = "authors" }\n\n[train]\nepochs = 12\nbatch_size = 64\neval_batch_size = 256\nmin_lr = 1e-5\ngrad_clip = 1.0\nkeep_epochs = true\n\n[protocol]\ntune = { method = "random", configs = 6, seeds = [0], metric = "val/acc", seed = 0 }\nconfirm = { seeds = [100, 101, 102, 103, 104, 105], margin = 0.02 }\n\n[[models]]\nname = "ni"   # = digits_authors_cpu_ni8''s NI\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 8, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 64, tau = 1.42, residual = "code", rel_pos = "sep_sum" }\nrandom = { "train.lr" = { loguniform = [5e-4, 1e-2] }, "train.weight_decay" = { loguniform = [0.005, 0.2] }, "train.warmup_epochs" = { uniform = [0.0, 2.0] } }\n\n[[models]]\nname = "vit"  # pinned: = digits_cpu''s ViT\nparams = { depth = 6, dim = 64, heads = 4, mlp_hidden = 128 }\nrandom = { "train.lr" = { loguniform = [5e-4, 1e-2] }, "train.weight_decay" = { loguniform = [0.005, 0.2] }, "train.warmup_epochs" = { uniform = [0.0, 2.0] } }\n','\n',char(10)));
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
INSERT INTO trials VALUES(1,1,0,'754f53a0d06d9401','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":8,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"sep_sum","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00353041,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.40242,"weight_decay":0.0208529},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00353041,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.40242,"weight_decay":0.0208529}}','digits','ni',0,'done',NULL,1,'vm:7483','2026-11-27T21:23:31.529Z','2026-11-27T20:13:35.816Z','2026-11-27T20:13:45.815Z','2026-11-27T21:23:31.538Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/exp/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m-test-images-idx4-ubyte.gz":"1b51bf48edeb28bb40210a87f6b115c47713972f25d0d8612c76872710d5919a","file/mnist_m/mnist_m-test-labels-idx1-ubyte.gz":"0a62088233ea83ec65ac0dce0396c2588a71ee721776fa4f7f2bdc30536d8a89","file/mnist_m/mnist_m_train.tar.gz":"bbae0d03e15830af8a3bfafbe2e0d39014c0ea265eccf5c6c67f94c2d3566f90","split/mnist/test":"10000 of test (10000), all, indices fnv1a 6b2550cdd2d22645","split/mnist/train":"8000 of train (60000), the train split less the val carve, subsample seed 0, indices fnv1a 6acfa6e4d17928b6","split/mnist/val":"2000 of train (60000), carved with split seed 0, indices fnv1a 377eef0992e0134e","split/mnist_m/test":"9001 of test (9001), all, indices fnv1a 5ba78131c0e1c36c","split/mnist_m/train":"8000 of train (59001), the train split less the val carve, subsample seed 0, indices fnv1a 39befb24633923e7","split/mnist_m/val":"2000 of train (59001), carved with split seed 0, indices fnv1a 377eef0992e0134e","split_seed":"0","split_seed_from":"trial","test_seed":"0","val_from":"carve"},"task_plugin":"/work/exp/build/plugins/nilab-digits.so","task_plugin_sha256":"23afeb1230ad6190cf48a6163593789cb5b8baa6ef0cd8dbbaab4708315442cc","task_plugin_version":"0.1.0"}','vm','227efea6809901280e3c54748f62ef29d5048307',0,'0.1.0','1.13.0',5,'cpu',1,60411,56433,'nilab run sweeps/digits_protocol_cpu.toml --data-dir /work/shared/data --db /work/exp-data/digits_protocol_cpu.sqlite --jobs 2 --threads 1','tune');
INSERT INTO trials VALUES(2,1,1,'bd29972d0db6ad82','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":8,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"sep_sum","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.0035726,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.57586,"weight_decay":0.00857525},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.0035726,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.57586,"weight_decay":0.00857525}}','digits','ni',0,'done',NULL,1,'vm:7484','2026-11-27T21:26:03.377Z','2026-11-27T20:13:35.816Z','2026-11-27T20:13:47.086Z','2026-11-27T21:26:03.384Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/exp/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m-test-images-idx4-ubyte.gz":"1b51bf48edeb28bb40210a87f6b115c47713972f25d0d8612c76872710d5919a","file/mnist_m/mnist_m-test-labels-idx1-ubyte.gz":"0a62088233ea83ec65ac0dce0396c2588a71ee721776fa4f7f2bdc30536d8a89","file/mnist_m/mnist_m_train.tar.gz":"bbae0d03e15830af8a3bfafbe2e0d39014c0ea265eccf5c6c67f94c2d3566f90","split/mnist/test":"10000 of test (10000), all, indices fnv1a 6b2550cdd2d22645","split/mnist/train":"8000 of train (60000), the train split less the val carve, subsample seed 0, indices fnv1a 6acfa6e4d17928b6","split/mnist/val":"2000 of train (60000), carved with split seed 0, indices fnv1a 377eef0992e0134e","split/mnist_m/test":"9001 of test (9001), all, indices fnv1a 5ba78131c0e1c36c","split/mnist_m/train":"8000 of train (59001), the train split less the val carve, subsample seed 0, indices fnv1a 39befb24633923e7","split/mnist_m/val":"2000 of train (59001), carved with split seed 0, indices fnv1a 377eef0992e0134e","split_seed":"0","split_seed_from":"trial","test_seed":"0","val_from":"carve"},"task_plugin":"/work/exp/build/plugins/nilab-digits.so","task_plugin_sha256":"23afeb1230ad6190cf48a6163593789cb5b8baa6ef0cd8dbbaab4708315442cc","task_plugin_version":"0.1.0"}','vm','227efea6809901280e3c54748f62ef29d5048307',0,'0.1.0','1.13.0',5,'cpu',1,60411,56433,'nilab run sweeps/digits_protocol_cpu.toml --data-dir /work/shared/data --db /work/exp-data/digits_protocol_cpu.sqlite --jobs 2 --threads 1','tune');
INSERT INTO trials VALUES(3,1,2,'2aa33a361c809b0b','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":8,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"sep_sum","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00515252,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.530236,"weight_decay":0.0199585},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00515252,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.530236,"weight_decay":0.0199585}}','digits','ni',0,'done',NULL,2,'vm:2001','2026-11-27T23:54:27.237Z','2026-11-27T20:13:35.816Z','2026-11-27T22:00:14.225Z','2026-11-27T23:54:27.256Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/exp/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m-test-images-idx4-ubyte.gz":"1b51bf48edeb28bb40210a87f6b115c47713972f25d0d8612c76872710d5919a","file/mnist_m/mnist_m-test-labels-idx1-ubyte.gz":"0a62088233ea83ec65ac0dce0396c2588a71ee721776fa4f7f2bdc30536d8a89","file/mnist_m/mnist_m_train.tar.gz":"bbae0d03e15830af8a3bfafbe2e0d39014c0ea265eccf5c6c67f94c2d3566f90","split/mnist/test":"10000 of test (10000), all, indices fnv1a 6b2550cdd2d22645","split/mnist/train":"8000 of train (60000), the train split less the val carve, subsample seed 0, indices fnv1a 6acfa6e4d17928b6","split/mnist/val":"2000 of train (60000), carved with split seed 0, indices fnv1a 377eef0992e0134e","split/mnist_m/test":"9001 of test (9001), all, indices fnv1a 5ba78131c0e1c36c","split/mnist_m/train":"8000 of train (59001), the train split less the val carve, subsample seed 0, indices fnv1a 39befb24633923e7","split/mnist_m/val":"2000 of train (59001), carved with split seed 0, indices fnv1a 377eef0992e0134e","split_seed":"0","split_seed_from":"trial","test_seed":"0","val_from":"carve"},"task_plugin":"/work/exp/build/plugins/nilab-digits.so","task_plugin_sha256":"23afeb1230ad6190cf48a6163593789cb5b8baa6ef0cd8dbbaab4708315442cc","task_plugin_version":"0.1.0"}','vm','227efea6809901280e3c54748f62ef29d5048307',0,'0.1.0','1.13.0',5,'cpu',1,60411,56433,'nilab run sweeps/digits_protocol_cpu.toml --data-dir /work/shared/data --db /work/exp-data/digits_protocol_cpu.sqlite --jobs 2 --threads 1','tune');
INSERT INTO trials VALUES(4,1,3,'829d4392d9041ed9','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":8,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"sep_sum","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00274686,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.803009,"weight_decay":0.0073221},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00274686,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.803009,"weight_decay":0.0073221}}','digits','ni',0,'done',NULL,2,'vm:2002','2026-11-28T00:35:51.966Z','2026-11-27T20:13:36.057Z','2026-11-27T22:00:14.479Z','2026-11-28T00:35:51.970Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/exp/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m-test-images-idx4-ubyte.gz":"1b51bf48edeb28bb40210a87f6b115c47713972f25d0d8612c76872710d5919a","file/mnist_m/mnist_m-test-labels-idx1-ubyte.gz":"0a62088233ea83ec65ac0dce0396c2588a71ee721776fa4f7f2bdc30536d8a89","file/mnist_m/mnist_m_train.tar.gz":"bbae0d03e15830af8a3bfafbe2e0d39014c0ea265eccf5c6c67f94c2d3566f90","split/mnist/test":"10000 of test (10000), all, indices fnv1a 6b2550cdd2d22645","split/mnist/train":"8000 of train (60000), the train split less the val carve, subsample seed 0, indices fnv1a 6acfa6e4d17928b6","split/mnist/val":"2000 of train (60000), carved with split seed 0, indices fnv1a 377eef0992e0134e","split/mnist_m/test":"9001 of test (9001), all, indices fnv1a 5ba78131c0e1c36c","split/mnist_m/train":"8000 of train (59001), the train split less the val carve, subsample seed 0, indices fnv1a 39befb24633923e7","split/mnist_m/val":"2000 of train (59001), carved with split seed 0, indices fnv1a 377eef0992e0134e","split_seed":"0","split_seed_from":"trial","test_seed":"0","val_from":"carve"},"task_plugin":"/work/exp/build/plugins/nilab-digits.so","task_plugin_sha256":"23afeb1230ad6190cf48a6163593789cb5b8baa6ef0cd8dbbaab4708315442cc","task_plugin_version":"0.1.0"}','vm','227efea6809901280e3c54748f62ef29d5048307',0,'0.1.0','1.13.0',5,'cpu',1,60411,56433,'nilab run sweeps/digits_protocol_cpu.toml --data-dir /work/shared/data --db /work/exp-data/digits_protocol_cpu.sqlite --jobs 2 --threads 1','tune');
INSERT INTO trials VALUES(5,1,4,'e782905498058e2f','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":8,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"sep_sum","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.000640133,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.10734,"weight_decay":0.0400953},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.000640133,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.10734,"weight_decay":0.0400953}}','digits','ni',0,'running',NULL,2,'vm:10035','2026-11-28T02:14:15.137Z','2026-11-27T20:13:36.058Z','2026-11-28T01:09:12.733Z',NULL,'{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/exp/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m-test-images-idx4-ubyte.gz":"1b51bf48edeb28bb40210a87f6b115c47713972f25d0d8612c76872710d5919a","file/mnist_m/mnist_m-test-labels-idx1-ubyte.gz":"0a62088233ea83ec65ac0dce0396c2588a71ee721776fa4f7f2bdc30536d8a89","file/mnist_m/mnist_m_train.tar.gz":"bbae0d03e15830af8a3bfafbe2e0d39014c0ea265eccf5c6c67f94c2d3566f90","split/mnist/test":"10000 of test (10000), all, indices fnv1a 6b2550cdd2d22645","split/mnist/train":"8000 of train (60000), the train split less the val carve, subsample seed 0, indices fnv1a 6acfa6e4d17928b6","split/mnist/val":"2000 of train (60000), carved with split seed 0, indices fnv1a 377eef0992e0134e","split/mnist_m/test":"9001 of test (9001), all, indices fnv1a 5ba78131c0e1c36c","split/mnist_m/train":"8000 of train (59001), the train split less the val carve, subsample seed 0, indices fnv1a 39befb24633923e7","split/mnist_m/val":"2000 of train (59001), carved with split seed 0, indices fnv1a 377eef0992e0134e","split_seed":"0","split_seed_from":"trial","test_seed":"0","val_from":"carve"},"task_plugin":"/work/exp/build/plugins/nilab-digits.so","task_plugin_sha256":"23afeb1230ad6190cf48a6163593789cb5b8baa6ef0cd8dbbaab4708315442cc","task_plugin_version":"0.1.0"}','vm','227efea6809901280e3c54748f62ef29d5048307',0,'0.1.0','1.13.0',5,'cpu',1,60411,56433,'nilab run sweeps/digits_protocol_cpu.toml --data-dir /work/shared/data --db /work/exp-data/digits_protocol_cpu.sqlite --jobs 2 --threads 1','tune');
INSERT INTO trials VALUES(6,1,5,'a1f145372a168fa7','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":64,"n_f":4,"n_i":8,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"sep_sum","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00142803,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.39361,"weight_decay":0.0874692},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00142803,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.39361,"weight_decay":0.0874692}}','digits','ni',0,'running',NULL,2,'vm:10034','2026-11-28T02:14:15.107Z','2026-11-27T20:13:36.058Z','2026-11-28T01:09:12.770Z',NULL,'{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/exp/build/plugins/nilab-ni.so","model_plugin_sha256":"ee64567ec640e9ebbfb7a1b19c0e0335c83e6ab661ae33687ceca82237853d72","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"onednn":"2.6.3","task":{"datasets":"mnist,mnist_m","file/mnist/t10k-images-idx3-ubyte.gz":"8d422c7b0a1c1c79245a5bcf07fe86e33eeafee792b84584aec276f5a2dbc4e6","file/mnist/t10k-labels-idx1-ubyte.gz":"f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6","file/mnist/train-images-idx3-ubyte.gz":"440fcabf73cc546fa21475e81ea370265605f56be210a4024d2ca8f203523609","file/mnist/train-labels-idx1-ubyte.gz":"3552534a0a558bbed6aed32b30c495cca23d567ec52cac8be1a0730e8010255c","file/mnist_m/mnist_m-test-images-idx4-ubyte.gz":"1b51bf48edeb28bb40210a87f6b115c47713972f25d0d8612c76872710d5919a","file/mnist_m/mnist_m-test-labels-idx1-ubyte.gz":"0a62088233ea83ec65ac0dce0396c2588a71ee721776fa4f7f2bdc30536d8a89","file/mnist_m/mnist_m_train.tar.gz":"bbae0d03e15830af8a3bfafbe2e0d39014c0ea265eccf5c6c67f94c2d3566f90","split/mnist/test":"10000 of test (10000), all, indices fnv1a 6b2550cdd2d22645","split/mnist/train":"8000 of train (60000), the train split less the val carve, subsample seed 0, indices fnv1a 6acfa6e4d17928b6","split/mnist/val":"2000 of train (60000), carved with split seed 0, indices fnv1a 377eef0992e0134e","split/mnist_m/test":"9001 of test (9001), all, indices fnv1a 5ba78131c0e1c36c","split/mnist_m/train":"8000 of train (59001), the train split less the val carve, subsample seed 0, indices fnv1a 39befb24633923e7","split/mnist_m/val":"2000 of train (59001), carved with split seed 0, indices fnv1a 377eef0992e0134e","split_seed":"0","split_seed_from":"trial","test_seed":"0","val_from":"carve"},"task_plugin":"/work/exp/build/plugins/nilab-digits.so","task_plugin_sha256":"23afeb1230ad6190cf48a6163593789cb5b8baa6ef0cd8dbbaab4708315442cc","task_plugin_version":"0.1.0"}','vm','227efea6809901280e3c54748f62ef29d5048307',0,'0.1.0','1.13.0',5,'cpu',1,60411,56433,'nilab run sweeps/digits_protocol_cpu.toml --data-dir /work/shared/data --db /work/exp-data/digits_protocol_cpu.sqlite --jobs 2 --threads 1','tune');
INSERT INTO trials VALUES(7,1,6,'e2cb3ef7bdcfe8de','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":6,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00114382,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.431737,"weight_decay":0.128041},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00114382,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.431737,"weight_decay":0.128041}}','digits','vit',0,'queued',NULL,0,NULL,NULL,'2026-11-27T20:13:36.058Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'tune');
INSERT INTO trials VALUES(8,1,7,'c87b23f99fbbe9bf','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":6,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.000785797,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.833447,"weight_decay":0.0330915},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.000785797,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.833447,"weight_decay":0.0330915}}','digits','vit',0,'queued',NULL,0,NULL,NULL,'2026-11-27T20:13:36.059Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'tune');
INSERT INTO trials VALUES(9,1,8,'647a257aadce9ce3','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":6,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00147246,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.508955,"weight_decay":0.0350551},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00147246,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.508955,"weight_decay":0.0350551}}','digits','vit',0,'queued',NULL,0,NULL,NULL,'2026-11-27T20:13:36.059Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'tune');
INSERT INTO trials VALUES(10,1,9,'a8237898e8f930f5','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":6,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00096053,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.75691,"weight_decay":0.0186431},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00096053,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.75691,"weight_decay":0.0186431}}','digits','vit',0,'queued',NULL,0,NULL,NULL,'2026-11-27T20:13:36.059Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'tune');
INSERT INTO trials VALUES(11,1,10,'616cc391852a30ab','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":6,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00081214,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.99947,"weight_decay":0.0179458},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.00081214,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.99947,"weight_decay":0.0179458}}','digits','vit',0,'queued',NULL,0,NULL,NULL,'2026-11-27T20:13:36.059Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'tune');
INSERT INTO trials VALUES(12,1,11,'0cf6ccd723313d96','{"model":{"name":"vit","params":{"attn_dropout":0.0,"depth":6,"dim":64,"dropout":0.0,"heads":4,"init_std":0.02,"mlp_hidden":128}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.0023777,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.53051,"weight_decay":0.12029},"train_groups":[]}],"seed":0,"task":{"name":"digits","params":{"cls_copies":0,"cls_init_std":0.02,"datasets":["mnist","mnist_m"],"head_norm":true,"layout":"authors","missing_datasets":"error","randaugment_m":9,"randaugment_n":0,"split_seed":-1,"subsample_seed":0,"test_per_dataset":0,"test_seed":0,"train_per_dataset":8000,"val_from":"carve","val_per_dataset":2000}},"train":{"batch_size":64,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":12,"eval_batch_size":256,"grad_clip":1.0,"keep_epochs":true,"lr":0.0023777,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":1.53051,"weight_decay":0.12029}}','digits','vit',0,'queued',NULL,0,NULL,NULL,'2026-11-27T20:13:36.060Z',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'tune');
CREATE TABLE protocol_plans (
  sweep_id     INTEGER PRIMARY KEY REFERENCES sweeps(id) ON DELETE CASCADE,
  plan_json    TEXT NOT NULL CHECK (json_valid(plan_json)),
  recorded_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO protocol_plans VALUES(1,'{"configs":6,"confirm_seeds":[100,101,102,103,104,105],"margin":0.02,"method":"random","metric":"val/acc","seed":0,"startup":10,"studies":[{"entry":0,"label":"ni","model":"ni","point":{},"point_text":""},{"entry":1,"label":"vit","model":"vit","point":{},"point_text":""}],"tune_seeds":[0]}','2026-11-27T20:13:36.508Z');
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
INSERT INTO params VALUES(1,'code_dim','int',64,NULL,NULL);
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
INSERT INTO params VALUES(1,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(1,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(1,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(1,'n_i','int',8,NULL,NULL);
INSERT INTO params VALUES(1,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(1,'rel_pos','string',NULL,NULL,'sep_sum');
INSERT INTO params VALUES(1,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(1,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'seed','int',0,NULL,NULL);
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
INSERT INTO params VALUES(1,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(1,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(1,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(1,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(1,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(1,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(1,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(1,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(1,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(1,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(1,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(1,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(1,'train.lr','float',NULL,0.003530409999999999885,NULL);
INSERT INTO params VALUES(1,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(1,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(1,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(1,'train.warmup_epochs','float',NULL,1.4024199999999999999,NULL);
INSERT INTO params VALUES(1,'train.weight_decay','float',NULL,0.020852900000000000602,NULL);
INSERT INTO params VALUES(1,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(2,'code_dim','int',64,NULL,NULL);
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
INSERT INTO params VALUES(2,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(2,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(2,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(2,'n_i','int',8,NULL,NULL);
INSERT INTO params VALUES(2,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(2,'rel_pos','string',NULL,NULL,'sep_sum');
INSERT INTO params VALUES(2,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(2,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'sigma_init','float',NULL,1.0,NULL);
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
INSERT INTO params VALUES(2,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(2,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(2,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(2,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(2,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(2,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(2,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(2,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(2,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(2,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(2,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(2,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(2,'train.lr','float',NULL,0.0035725999999999999943,NULL);
INSERT INTO params VALUES(2,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(2,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(2,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(2,'train.warmup_epochs','float',NULL,1.5758600000000000385,NULL);
INSERT INTO params VALUES(2,'train.weight_decay','float',NULL,0.0085752499999999995394,NULL);
INSERT INTO params VALUES(2,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(3,'code_dim','int',64,NULL,NULL);
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
INSERT INTO params VALUES(3,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(3,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(3,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(3,'n_i','int',8,NULL,NULL);
INSERT INTO params VALUES(3,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(3,'rel_pos','string',NULL,NULL,'sep_sum');
INSERT INTO params VALUES(3,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(3,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(3,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(3,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(3,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(3,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(3,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(3,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(3,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(3,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(3,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(3,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(3,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(3,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(3,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(3,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(3,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(3,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(3,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(3,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(3,'train.lr','float',NULL,0.0051525199999999998431,NULL);
INSERT INTO params VALUES(3,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(3,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(3,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(3,'train.warmup_epochs','float',NULL,0.53023600000000004062,NULL);
INSERT INTO params VALUES(3,'train.weight_decay','float',NULL,0.019958500000000000546,NULL);
INSERT INTO params VALUES(3,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(4,'code_dim','int',64,NULL,NULL);
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
INSERT INTO params VALUES(4,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(4,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(4,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(4,'n_i','int',8,NULL,NULL);
INSERT INTO params VALUES(4,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(4,'rel_pos','string',NULL,NULL,'sep_sum');
INSERT INTO params VALUES(4,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(4,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(4,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(4,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(4,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(4,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(4,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(4,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(4,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(4,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(4,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(4,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(4,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(4,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(4,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(4,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(4,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(4,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(4,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(4,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(4,'train.lr','float',NULL,0.0027468599999999998399,NULL);
INSERT INTO params VALUES(4,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(4,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(4,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(4,'train.warmup_epochs','float',NULL,0.8030089999999999728,NULL);
INSERT INTO params VALUES(4,'train.weight_decay','float',NULL,0.0073220999999999997892,NULL);
INSERT INTO params VALUES(4,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(5,'code_dim','int',64,NULL,NULL);
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
INSERT INTO params VALUES(5,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(5,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(5,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(5,'n_i','int',8,NULL,NULL);
INSERT INTO params VALUES(5,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(5,'rel_pos','string',NULL,NULL,'sep_sum');
INSERT INTO params VALUES(5,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(5,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(5,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(5,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(5,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(5,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(5,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(5,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(5,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(5,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(5,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(5,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(5,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(5,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(5,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(5,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(5,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(5,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(5,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(5,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(5,'train.lr','float',NULL,0.00064013299999999997806,NULL);
INSERT INTO params VALUES(5,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(5,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(5,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(5,'train.warmup_epochs','float',NULL,1.1073399999999999909,NULL);
INSERT INTO params VALUES(5,'train.weight_decay','float',NULL,0.040095300000000000384,NULL);
INSERT INTO params VALUES(5,'type_dim','int',16,NULL,NULL);
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
INSERT INTO params VALUES(6,'mlp_hidden','int',64,NULL,NULL);
INSERT INTO params VALUES(6,'model','string',NULL,NULL,'ni');
INSERT INTO params VALUES(6,'n_f','int',4,NULL,NULL);
INSERT INTO params VALUES(6,'n_i','int',8,NULL,NULL);
INSERT INTO params VALUES(6,'n_l','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'n_s','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'ponder_cost','float',NULL,0.0010000000000000000208,NULL);
INSERT INTO params VALUES(6,'rel_pos','string',NULL,NULL,'sep_sum');
INSERT INTO params VALUES(6,'residual','string',NULL,NULL,'code');
INSERT INTO params VALUES(6,'scale_attention','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'sigma_init','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(6,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(6,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(6,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(6,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(6,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(6,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(6,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(6,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(6,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(6,'tau','float',NULL,1.4199999999999999289,NULL);
INSERT INTO params VALUES(6,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(6,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(6,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(6,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(6,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(6,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(6,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(6,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(6,'train.lr','float',NULL,0.0014280300000000000545,NULL);
INSERT INTO params VALUES(6,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(6,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(6,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(6,'train.warmup_epochs','float',NULL,1.3936100000000000154,NULL);
INSERT INTO params VALUES(6,'train.weight_decay','float',NULL,0.087469199999999996952,NULL);
INSERT INTO params VALUES(6,'type_dim','int',16,NULL,NULL);
INSERT INTO params VALUES(7,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'depth','int',6,NULL,NULL);
INSERT INTO params VALUES(7,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(7,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(7,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(7,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(7,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(7,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(7,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(7,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(7,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(7,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(7,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(7,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(7,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(7,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(7,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(7,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(7,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(7,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(7,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(7,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(7,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(7,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(7,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(7,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(7,'train.lr','float',NULL,0.0011438200000000000363,NULL);
INSERT INTO params VALUES(7,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(7,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(7,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(7,'train.warmup_epochs','float',NULL,0.43173699999999998189,NULL);
INSERT INTO params VALUES(7,'train.weight_decay','float',NULL,0.12804099999999998815,NULL);
INSERT INTO params VALUES(8,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'depth','int',6,NULL,NULL);
INSERT INTO params VALUES(8,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(8,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(8,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(8,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(8,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(8,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(8,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(8,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(8,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(8,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(8,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(8,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(8,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(8,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(8,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(8,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(8,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(8,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(8,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(8,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(8,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(8,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(8,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(8,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(8,'train.lr','float',NULL,0.0007857969999999999712,NULL);
INSERT INTO params VALUES(8,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(8,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(8,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(8,'train.warmup_epochs','float',NULL,0.83344700000000004891,NULL);
INSERT INTO params VALUES(8,'train.weight_decay','float',NULL,0.033091500000000002856,NULL);
INSERT INTO params VALUES(9,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(9,'depth','int',6,NULL,NULL);
INSERT INTO params VALUES(9,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(9,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(9,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(9,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(9,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(9,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(9,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(9,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(9,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(9,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(9,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(9,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(9,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(9,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(9,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(9,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(9,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(9,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(9,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(9,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(9,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(9,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(9,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(9,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(9,'train.lr','float',NULL,0.0014724600000000000882,NULL);
INSERT INTO params VALUES(9,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(9,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(9,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(9,'train.warmup_epochs','float',NULL,0.50895500000000004625,NULL);
INSERT INTO params VALUES(9,'train.weight_decay','float',NULL,0.035055099999999998761,NULL);
INSERT INTO params VALUES(10,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'depth','int',6,NULL,NULL);
INSERT INTO params VALUES(10,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(10,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(10,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(10,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(10,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(10,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(10,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(10,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(10,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(10,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(10,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(10,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(10,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(10,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(10,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(10,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(10,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(10,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(10,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(10,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(10,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(10,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(10,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(10,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(10,'train.lr','float',NULL,0.00096053000000000002094,NULL);
INSERT INTO params VALUES(10,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(10,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(10,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(10,'train.warmup_epochs','float',NULL,1.7569099999999999717,NULL);
INSERT INTO params VALUES(10,'train.weight_decay','float',NULL,0.018643099999999999255,NULL);
INSERT INTO params VALUES(11,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'depth','int',6,NULL,NULL);
INSERT INTO params VALUES(11,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(11,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(11,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(11,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(11,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(11,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(11,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(11,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(11,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(11,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(11,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(11,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(11,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(11,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(11,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(11,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(11,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(11,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(11,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(11,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(11,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(11,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(11,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(11,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(11,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(11,'train.lr','float',NULL,0.00081214000000000004068,NULL);
INSERT INTO params VALUES(11,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(11,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(11,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(11,'train.warmup_epochs','float',NULL,1.9994700000000000805,NULL);
INSERT INTO params VALUES(11,'train.weight_decay','float',NULL,0.017945800000000001334,NULL);
INSERT INTO params VALUES(12,'attn_dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'depth','int',6,NULL,NULL);
INSERT INTO params VALUES(12,'dim','int',64,NULL,NULL);
INSERT INTO params VALUES(12,'dropout','float',NULL,0.0,NULL);
INSERT INTO params VALUES(12,'heads','int',4,NULL,NULL);
INSERT INTO params VALUES(12,'init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(12,'mlp_hidden','int',128,NULL,NULL);
INSERT INTO params VALUES(12,'model','string',NULL,NULL,'vit');
INSERT INTO params VALUES(12,'seed','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'task','string',NULL,NULL,'digits');
INSERT INTO params VALUES(12,'task.cls_copies','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'task.cls_init_std','float',NULL,0.020000000000000000416,NULL);
INSERT INTO params VALUES(12,'task.datasets','string_list',NULL,NULL,'["mnist","mnist_m"]');
INSERT INTO params VALUES(12,'task.head_norm','bool',1,NULL,NULL);
INSERT INTO params VALUES(12,'task.layout','string',NULL,NULL,'authors');
INSERT INTO params VALUES(12,'task.missing_datasets','string',NULL,NULL,'error');
INSERT INTO params VALUES(12,'task.randaugment_m','int',9,NULL,NULL);
INSERT INTO params VALUES(12,'task.randaugment_n','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'task.split_seed','int',-1,NULL,NULL);
INSERT INTO params VALUES(12,'task.subsample_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'task.test_per_dataset','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'task.test_seed','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'task.train_per_dataset','int',8000,NULL,NULL);
INSERT INTO params VALUES(12,'task.val_from','string',NULL,NULL,'carve');
INSERT INTO params VALUES(12,'task.val_per_dataset','int',2000,NULL,NULL);
INSERT INTO params VALUES(12,'train.batch_size','int',64,NULL,NULL);
INSERT INTO params VALUES(12,'train.beta1','float',NULL,0.9000000000000000222,NULL);
INSERT INTO params VALUES(12,'train.beta2','float',NULL,0.99899999999999999911,NULL);
INSERT INTO params VALUES(12,'train.checkpoint_every','int',1,NULL,NULL);
INSERT INTO params VALUES(12,'train.early_stop_patience','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.epochs','int',12,NULL,NULL);
INSERT INTO params VALUES(12,'train.eval_batch_size','int',256,NULL,NULL);
INSERT INTO params VALUES(12,'train.grad_clip','float',NULL,1.0,NULL);
INSERT INTO params VALUES(12,'train.keep_epochs','bool',1,NULL,NULL);
INSERT INTO params VALUES(12,'train.lr','float',NULL,0.0023776999999999999524,NULL);
INSERT INTO params VALUES(12,'train.max_eval_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.max_train_batches','int',0,NULL,NULL);
INSERT INTO params VALUES(12,'train.min_lr','float',NULL,1.0000000000000000817e-05,NULL);
INSERT INTO params VALUES(12,'train.schedule','string',NULL,NULL,'cosine');
INSERT INTO params VALUES(12,'train.warmup_epochs','float',NULL,1.530510000000000037,NULL);
INSERT INTO params VALUES(12,'train.weight_decay','float',NULL,0.12028999999999999415,NULL);
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
INSERT INTO phases VALUES(1,2,'train','done',12,'2026-11-27T20:14:30.094Z','2026-11-27T21:26:03.379Z');
INSERT INTO phases VALUES(2,1,'train','done',12,'2026-11-27T20:14:30.859Z','2026-11-27T21:23:31.533Z');
INSERT INTO phases VALUES(3,3,'train','done',12,'2026-11-27T21:23:31.560Z','2026-11-27T23:54:27.249Z');
INSERT INTO phases VALUES(4,4,'train','done',12,'2026-11-27T21:26:03.411Z','2026-11-28T00:35:51.967Z');
INSERT INTO phases VALUES(5,5,'train','running',9,'2026-11-27T23:54:27.310Z',NULL);
INSERT INTO phases VALUES(6,6,'train','running',8,'2026-11-28T00:35:51.998Z',NULL);
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
INSERT INTO metrics VALUES(1,1,'train',1,250,'time/eval_s',9.660368138000000826,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(2,1,'train',1,250,'time/train_epoch_s',436.30792671599999722,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(3,1,'train',1,250,'train/acc',0.22531250000000002664,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(4,1,'train',1,250,'train/acc/mnist',0.26950000000000001731,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(5,1,'train',1,250,'train/acc/mnist_m',0.18112500000000000821,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(6,1,'train',1,250,'train/grad_norm',2.1897060382366180242,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(7,1,'train',1,250,'train/loss',2.0805252642631528736,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(8,1,'train',1,250,'train/lr',0.0025145370370370369143,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(9,1,'train',1,250,'train/routing/unrouted',0.0,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(10,1,'train',1,250,'train/samples_per_s',36.671348422268437161,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(11,1,'train',1,250,'val/acc',0.34074999999999999733,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(12,1,'train',1,250,'val/acc/mnist',0.42799999999999999156,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(13,1,'train',1,250,'val/acc/mnist_m',0.2535000000000000031,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(14,1,'train',1,250,'val/loss',1.798660312652587967,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(15,1,'train',1,250,'val/routing/unrouted',0.0,0,'2026-11-27T20:21:56.968Z');
INSERT INTO metrics VALUES(16,2,'train',1,250,'time/eval_s',8.3370081450000004252,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(17,2,'train',1,250,'time/train_epoch_s',446.04834197000002406,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(18,2,'train',1,250,'train/acc',0.22612499999999999267,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(19,2,'train',1,250,'train/acc/mnist',0.27024999999999999023,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(20,2,'train',1,250,'train/acc/mnist_m',0.18199999999999999511,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(21,2,'train',1,250,'train/grad_norm',2.215361322164535629,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(22,2,'train',1,250,'train/loss',2.0870862264633176508,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(23,2,'train',1,250,'train/lr',0.0022668781725888324969,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(24,2,'train',1,250,'train/routing/unrouted',0.0,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(25,2,'train',1,250,'train/samples_per_s',35.870551450398878046,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(26,2,'train',1,250,'val/acc',0.30199999999999999067,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(27,2,'train',1,250,'val/acc/mnist',0.36999999999999999555,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(28,2,'train',1,250,'val/acc/mnist_m',0.23400000000000001354,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(29,2,'train',1,250,'val/loss',1.8708863258361816406,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(30,2,'train',1,250,'val/routing/unrouted',0.0,0,'2026-11-27T20:22:04.525Z');
INSERT INTO metrics VALUES(31,1,'train',2,500,'time/eval_s',10.304233783999999119,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(32,1,'train',2,500,'time/train_epoch_s',123.17166155900000035,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(33,1,'train',2,500,'train/acc',0.42949999999999999289,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(34,1,'train',2,500,'train/acc/mnist',0.57162500000000004973,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(35,1,'train',2,500,'train/acc/mnist_m',0.28737499999999999156,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(36,1,'train',2,500,'train/grad_norm',2.3629225058555602956,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(37,1,'train',2,500,'train/loss',1.5731487591266632986,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(38,1,'train',2,500,'train/lr',0.003503365605648174879,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(39,1,'train',2,500,'train/routing/unrouted',0.0,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(40,1,'train',2,500,'train/samples_per_s',129.90000944605182553,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(41,1,'train',2,500,'val/acc',0.5732500000000000373,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(42,1,'train',2,500,'val/acc/mnist',0.76400000000000001243,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(43,1,'train',2,500,'val/acc/mnist_m',0.38250000000000000666,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(44,1,'train',2,500,'val/loss',1.2314811725616454651,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(45,1,'train',2,500,'val/routing/unrouted',0.0,0,'2026-11-27T20:24:10.469Z');
INSERT INTO metrics VALUES(46,2,'train',2,500,'time/eval_s',10.306323731000000875,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(47,2,'train',2,500,'time/train_epoch_s',161.35732655000001045,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(48,2,'train',2,500,'train/acc',0.40743750000000000799,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(49,2,'train',2,500,'train/acc/mnist',0.53162500000000001421,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(50,2,'train',2,500,'train/acc/mnist_m',0.28325000000000000177,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(51,2,'train',2,500,'train/grad_norm',2.4809972691535948641,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(52,2,'train',2,500,'train/loss',1.6271429688930512114,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(53,2,'train',2,500,'train/lr',0.0035583486291004932933,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(54,2,'train',2,500,'train/routing/unrouted',0.0,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(55,2,'train',2,500,'train/samples_per_s',99.158806991277572253,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(56,2,'train',2,500,'val/acc',0.56874999999999997779,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(57,2,'train',2,500,'val/acc/mnist',0.77049999999999996269,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(58,2,'train',2,500,'val/acc/mnist_m',0.36699999999999999289,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(59,2,'train',2,500,'val/loss',1.2290168790817259658,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(60,2,'train',2,500,'val/routing/unrouted',0.0,0,'2026-11-27T20:24:56.212Z');
INSERT INTO metrics VALUES(61,1,'train',3,750,'time/eval_s',11.097016438000000704,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(62,1,'train',3,750,'time/train_epoch_s',233.0228431280000052,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(63,1,'train',3,750,'train/acc',0.6429374999999999396,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(64,1,'train',3,750,'train/acc/mnist',0.83712500000000000799,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(65,1,'train',3,750,'train/acc/mnist_m',0.44874999999999998223,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(66,1,'train',3,750,'train/grad_norm',2.1280368475913999937,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(67,1,'train',3,750,'train/loss',1.0457199225425719557,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(68,1,'train',3,750,'train/lr',0.0033379426579816179679,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(69,1,'train',3,750,'train/routing/unrouted',0.0,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(70,1,'train',3,750,'train/samples_per_s',68.662796253031558534,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(71,1,'train',3,750,'val/acc',0.69074999999999997513,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(72,1,'train',3,750,'val/acc/mnist',0.87600000000000000088,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(73,1,'train',3,750,'val/acc/mnist_m',0.50549999999999994937,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(74,1,'train',3,750,'val/loss',0.86454196548461914595,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(75,1,'train',3,750,'val/routing/unrouted',0.0,0,'2026-11-27T20:28:14.615Z');
INSERT INTO metrics VALUES(76,2,'train',3,750,'time/eval_s',21.153216992000000828,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(77,2,'train',3,750,'time/train_epoch_s',231.98967343999999002,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(78,2,'train',3,750,'train/acc',0.63881250000000000532,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(79,2,'train',3,750,'train/acc/mnist',0.81299999999999994493,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(80,2,'train',3,750,'train/acc/mnist_m',0.46462500000000001021,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(81,2,'train',3,750,'train/grad_norm',2.361484574317932239,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(82,2,'train',3,750,'train/loss',1.0433990490436553244,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(83,2,'train',3,750,'train/lr',0.0034119517035662489702,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(84,2,'train',3,750,'train/routing/unrouted',0.0,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(85,2,'train',3,750,'train/samples_per_s',68.968587104538144672,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(86,2,'train',3,750,'val/acc',0.72649999999999992361,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(87,2,'train',3,750,'val/acc/mnist',0.89549999999999996269,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(88,2,'train',3,750,'val/acc/mnist_m',0.55749999999999999555,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(89,2,'train',3,750,'val/loss',0.81072890949249265535,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(90,2,'train',3,750,'val/routing/unrouted',0.0,0,'2026-11-27T20:29:09.377Z');
INSERT INTO metrics VALUES(91,1,'train',4,1000,'time/eval_s',19.637086430000000092,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(92,1,'train',4,1000,'time/train_epoch_s',289.13620627099999183,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(93,1,'train',4,1000,'train/acc',0.7529375000000000373,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(94,1,'train',4,1000,'train/acc/mnist',0.91662500000000002309,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(95,1,'train',4,1000,'train/acc/mnist_m',0.58925000000000005151,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(96,1,'train',4,1000,'train/grad_norm',2.0544752988815306871,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(97,1,'train',4,1000,'train/loss',0.72765645909309384364,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(98,1,'train',4,1000,'train/lr',0.0030357135990498281853,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(99,1,'train',4,1000,'train/routing/unrouted',0.0,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(100,1,'train',4,1000,'train/samples_per_s',55.337241248173562268,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(101,1,'train',4,1000,'val/acc',0.77824999999999999733,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(102,1,'train',4,1000,'val/acc/mnist',0.92300000000000004263,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(103,1,'train',4,1000,'val/acc/mnist_m',0.63349999999999995203,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(104,1,'train',4,1000,'val/loss',0.65794285726547241388,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(105,1,'train',4,1000,'val/routing/unrouted',0.0,0,'2026-11-27T20:33:23.408Z');
INSERT INTO metrics VALUES(106,2,'train',4,1000,'time/eval_s',18.190252052000001725,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(107,2,'train',4,1000,'time/train_epoch_s',323.35603748400001222,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(108,2,'train',4,1000,'train/acc',0.76449999999999995736,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(109,2,'train',4,1000,'train/acc/mnist',0.90312499999999995559,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(110,2,'train',4,1000,'train/acc/mnist_m',0.62587499999999995914,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(111,2,'train',4,1000,'train/grad_norm',2.2061801009178161336,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(112,2,'train',4,1000,'train/loss',0.71153765726089479581,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(113,2,'train',4,1000,'train/lr',0.0031194612831018167509,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(114,2,'train',4,1000,'train/routing/unrouted',0.0,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(115,2,'train',4,1000,'train/samples_per_s',49.481061570689540475,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(116,2,'train',4,1000,'val/acc',0.79249999999999998223,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(117,2,'train',4,1000,'val/acc/mnist',0.92349999999999998756,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(118,2,'train',4,1000,'val/acc/mnist_m',0.6614999999999999769,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(119,2,'train',4,1000,'val/loss',0.63148058891296388051,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(120,2,'train',4,1000,'val/routing/unrouted',0.0,0,'2026-11-27T20:34:50.956Z');
INSERT INTO metrics VALUES(121,1,'train',5,1250,'time/eval_s',15.553864260999999303,0,'2026-11-27T20:42:16.143Z');
INSERT INTO metrics VALUES(122,1,'train',5,1250,'time/train_epoch_s',517.14968519399997148,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(123,1,'train',5,1250,'train/acc',0.82393749999999998934,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(124,1,'train',5,1250,'train/acc/mnist',0.94099999999999994759,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(125,1,'train',5,1250,'train/acc/mnist_m',0.70687500000000003108,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(126,1,'train',5,1250,'train/grad_norm',2.0132944779396058088,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(127,1,'train',5,1250,'train/loss',0.52755384701490404264,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(128,1,'train',5,1250,'train/lr',0.0026230519627494400074,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(129,1,'train',5,1250,'train/routing/unrouted',0.0,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(130,1,'train',5,1250,'train/samples_per_s',30.938818021319825391,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(131,1,'train',5,1250,'val/acc',0.83950000000000002398,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(132,1,'train',5,1250,'val/acc/mnist',0.9455000000000000071,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(133,1,'train',5,1250,'val/acc/mnist_m',0.73350000000000004085,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(134,1,'train',5,1250,'val/loss',0.49834939384460447131,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(135,1,'train',5,1250,'val/routing/unrouted',0.0,0,'2026-11-27T20:42:16.144Z');
INSERT INTO metrics VALUES(136,2,'train',5,1250,'time/eval_s',18.200376513999998451,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(137,2,'train',5,1250,'time/train_epoch_s',472.09154439799999635,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(138,2,'train',5,1250,'train/acc',0.82624999999999992894,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(139,2,'train',5,1250,'train/acc/mnist',0.93037499999999995203,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(140,2,'train',5,1250,'train/acc/mnist_m',0.72212500000000001687,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(141,2,'train',5,1250,'train/grad_norm',2.0636735763549802769,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(142,2,'train',5,1250,'train/loss',0.53160019969940186523,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(143,2,'train',5,1250,'train/lr',0.0027072438890672271931,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(144,2,'train',5,1250,'train/routing/unrouted',0.0,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(145,2,'train',5,1250,'train/samples_per_s',33.891731783509960961,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(146,2,'train',5,1250,'val/acc',0.83674999999999999378,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(147,2,'train',5,1250,'val/acc/mnist',0.9375,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(148,2,'train',5,1250,'val/acc/mnist_m',0.73599999999999998756,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(149,2,'train',5,1250,'val/loss',0.50943490171432492807,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(150,2,'train',5,1250,'val/routing/unrouted',0.0,0,'2026-11-27T20:43:01.280Z');
INSERT INTO metrics VALUES(151,1,'train',6,1500,'time/eval_s',19.014692832000001487,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(152,1,'train',6,1500,'time/train_epoch_s',274.07570512600000255,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(153,1,'train',6,1500,'train/acc',0.87287499999999995647,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(154,1,'train',6,1500,'train/acc/mnist',0.95462499999999994582,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(155,1,'train',6,1500,'train/acc/mnist_m',0.79112499999999996713,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(156,1,'train',6,1500,'train/grad_norm',1.9212021486759185417,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(157,1,'train',6,1500,'train/loss',0.38562783887982365893,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(158,1,'train',6,1500,'train/lr',0.0021359680046504365275,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(159,1,'train',6,1500,'train/routing/unrouted',0.0,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(160,1,'train',6,1500,'train/samples_per_s',58.378030962811415351,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(161,1,'train',6,1500,'val/acc',0.86199999999999998845,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(162,1,'train',6,1500,'val/acc/mnist',0.94499999999999995115,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(163,1,'train',6,1500,'val/acc/mnist_m',0.77900000000000002575,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(164,1,'train',6,1500,'val/loss',0.42852795314788816316,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(165,1,'train',6,1500,'val/routing/unrouted',0.0,0,'2026-11-27T20:47:09.490Z');
INSERT INTO metrics VALUES(166,2,'train',6,1500,'time/eval_s',18.540443725999999458,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(167,2,'train',6,1500,'time/train_epoch_s',301.90820487299998831,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(168,2,'train',6,1500,'train/acc',0.87074999999999991295,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(169,2,'train',6,1500,'train/acc/mnist',0.94699999999999995292,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(170,2,'train',6,1500,'train/acc/mnist_m',0.79449999999999998401,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(171,2,'train',6,1500,'train/grad_norm',1.9179825258255005504,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(172,2,'train',6,1500,'train/loss',0.39216049027442934082,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(173,2,'train',6,1500,'train/lr',0.0022124588195602812312,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(174,2,'train',6,1500,'train/routing/unrouted',0.0,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(175,2,'train',6,1500,'train/samples_per_s',52.99624104860125584,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(176,2,'train',6,1500,'val/acc',0.87149999999999994138,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(177,2,'train',6,1500,'val/acc/mnist',0.95050000000000001154,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(178,2,'train',6,1500,'val/acc/mnist_m',0.79249999999999998223,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(179,2,'train',6,1500,'val/loss',0.40384110450744631348,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(180,2,'train',6,1500,'val/routing/unrouted',0.0,0,'2026-11-27T20:48:21.786Z');
INSERT INTO metrics VALUES(181,1,'train',7,1750,'time/eval_s',18.253276278000001298,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(182,1,'train',7,1750,'time/train_epoch_s',260.11906516900000952,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(183,1,'train',7,1750,'train/acc',0.90462500000000001243,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(184,1,'train',7,1750,'train/acc/mnist',0.96612500000000001154,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(185,1,'train',7,1750,'train/acc/mnist_m',0.84312500000000001332,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(186,1,'train',7,1750,'train/grad_norm',1.7763921964168547518,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(187,1,'train',7,1750,'train/loss',0.28932312378287317056,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(188,1,'train',7,1750,'train/lr',0.001616966324822826902,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(189,1,'train',7,1750,'train/routing/unrouted',0.0,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(190,1,'train',7,1750,'train/samples_per_s',61.510293332804188539,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(191,1,'train',7,1750,'val/acc',0.90149999999999996802,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(192,1,'train',7,1750,'val/acc/mnist',0.96550000000000002486,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(193,1,'train',7,1750,'val/acc/mnist_m',0.8375000000000000222,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(194,1,'train',7,1750,'val/loss',0.32557071256637570844,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(195,1,'train',7,1750,'val/routing/unrouted',0.0,0,'2026-11-27T20:51:48.150Z');
INSERT INTO metrics VALUES(196,2,'train',7,1750,'time/eval_s',8.2902764310000005565,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(197,2,'train',7,1750,'time/train_epoch_s',277.55721538199998122,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(198,2,'train',7,1750,'train/acc',0.89362500000000000266,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(199,2,'train',7,1750,'train/acc/mnist',0.95850000000000001865,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(200,2,'train',7,1750,'train/acc/mnist_m',0.82874999999999998667,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(201,2,'train',7,1750,'train/grad_norm',1.8415202543735504914,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(202,2,'train',7,1750,'train/loss',0.31623843723535538519,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(203,2,'train',7,1750,'train/lr',0.0016797084279950298506,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(204,2,'train',7,1750,'train/routing/unrouted',0.0,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(205,2,'train',7,1750,'train/samples_per_s',57.645772162612729516,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(206,2,'train',7,1750,'val/acc',0.88624999999999998223,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(207,2,'train',7,1750,'val/acc/mnist',0.95799999999999996269,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(208,2,'train',7,1750,'val/acc/mnist_m',0.81450000000000000177,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(209,2,'train',7,1750,'val/loss',0.34151097202301022859,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(210,2,'train',7,1750,'val/routing/unrouted',0.0,0,'2026-11-27T20:53:07.697Z');
INSERT INTO metrics VALUES(211,1,'train',8,2000,'time/eval_s',22.180872569999998233,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(212,1,'train',8,2000,'time/train_epoch_s',241.90942321500000389,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(213,1,'train',8,2000,'train/acc',0.92568749999999999644,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(214,1,'train',8,2000,'train/acc/mnist',0.97475000000000000532,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(215,1,'train',8,2000,'train/acc/mnist_m',0.87662499999999998756,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(216,1,'train',8,2000,'train/grad_norm',1.6893451941013335471,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(217,1,'train',8,2000,'train/loss',0.22681284239888191422,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(218,1,'train',8,2000,'train/lr',0.001111336772110806375,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(219,1,'train',8,2000,'train/routing/unrouted',0.0,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(220,1,'train',8,2000,'train/samples_per_s',66.140457810028351558,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(221,1,'train',8,2000,'val/acc',0.90849999999999997424,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(222,1,'train',8,2000,'val/acc/mnist',0.96799999999999997157,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(223,1,'train',8,2000,'val/acc/mnist_m',0.8489999999999999769,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(224,1,'train',8,2000,'val/loss',0.28605194044113158025,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(225,1,'train',8,2000,'val/routing/unrouted',0.0,0,'2026-11-27T20:56:12.276Z');
INSERT INTO metrics VALUES(226,2,'train',8,2000,'time/eval_s',20.895447828999998308,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(227,2,'train',8,2000,'time/train_epoch_s',290.71266377900002453,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(228,2,'train',8,2000,'train/acc',0.92143750000000002042,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(229,2,'train',8,2000,'train/acc/mnist',0.96912500000000001421,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(230,2,'train',8,2000,'train/acc/mnist_m',0.87375000000000002664,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(231,2,'train',8,2000,'train/grad_norm',1.7127169008255005433,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(232,2,'train',8,2000,'train/loss',0.23306743791699410794,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(233,2,'train',8,2000,'train/lr',0.0011570174481609267567,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(234,2,'train',8,2000,'train/routing/unrouted',0.0,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(235,2,'train',8,2000,'train/samples_per_s',55.037162096809140619,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(236,2,'train',8,2000,'val/acc',0.89575000000000004618,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(237,2,'train',8,2000,'val/acc/mnist',0.95250000000000001332,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(238,2,'train',8,2000,'val/acc/mnist_m',0.83899999999999996802,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(239,2,'train',8,2000,'val/loss',0.3328654403686523433,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(240,2,'train',8,2000,'val/routing/unrouted',0.0,0,'2026-11-27T20:58:19.330Z');
INSERT INTO metrics VALUES(241,1,'train',9,2250,'time/eval_s',10.322366700999999977,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(242,1,'train',9,2250,'time/train_epoch_s',272.5791342300000224,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(243,1,'train',9,2250,'train/acc',0.94612499999999999378,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(244,1,'train',9,2250,'train/acc/mnist',0.9829999999999999849,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(245,1,'train',9,2250,'train/acc/mnist_m',0.90925000000000000266,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(246,1,'train',9,2250,'train/grad_norm',1.5961266740560531296,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(247,1,'train',9,2250,'train/loss',0.16884517350047825723,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(248,1,'train',9,2250,'train/lr',0.00066320229814160471751,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(249,1,'train',9,2250,'train/routing/unrouted',0.0,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(250,1,'train',9,2250,'train/samples_per_s',58.69855022174709802,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(251,1,'train',9,2250,'val/acc',0.91200000000000003286,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(252,1,'train',9,2250,'val/acc/mnist',0.96750000000000002664,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(253,1,'train',9,2250,'val/acc/mnist_m',0.85650000000000003907,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(254,1,'train',9,2250,'val/loss',0.28027838158607482066,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(255,1,'train',9,2250,'val/routing/unrouted',0.0,0,'2026-11-27T21:00:55.236Z');
INSERT INTO metrics VALUES(256,2,'train',9,2250,'time/eval_s',19.562787999000001093,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(257,2,'train',9,2250,'time/train_epoch_s',350.63603908400000363,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(258,2,'train',9,2250,'train/acc',0.94187500000000001776,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(259,2,'train',9,2250,'train/acc/mnist',0.97899999999999998134,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(260,2,'train',9,2250,'train/acc/mnist_m',0.90475000000000005417,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(261,2,'train',9,2250,'train/grad_norm',1.6805330355167389377,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(262,2,'train',9,2250,'train/loss',0.17913521853089331425,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(263,2,'train',9,2250,'train/lr',0.00069150380912589811451,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(264,2,'train',9,2250,'train/routing/unrouted',0.0,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(265,2,'train',9,2250,'train/samples_per_s',45.631361915330572289,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(266,2,'train',9,2250,'val/acc',0.90450000000000008171,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(267,2,'train',9,2250,'val/acc/mnist',0.96150000000000002131,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(268,2,'train',9,2250,'val/acc/mnist_m',0.84750000000000003108,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(269,2,'train',9,2250,'val/loss',0.29678561544418335937,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(270,2,'train',9,2250,'val/routing/unrouted',0.0,0,'2026-11-27T21:04:29.609Z');
INSERT INTO metrics VALUES(271,1,'train',10,2500,'time/eval_s',17.920580561000001296,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(272,1,'train',10,2500,'time/train_epoch_s',295.07836152800001627,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(273,1,'train',10,2500,'train/acc',0.96331250000000001598,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(274,1,'train',10,2500,'train/acc/mnist',0.98699999999999998845,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(275,1,'train',10,2500,'train/acc/mnist_m',0.93962500000000004352,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(276,1,'train',10,2500,'train/grad_norm',1.4440123500823973667,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(277,1,'train',10,2500,'train/loss',0.11581241617724299941,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(278,1,'train',10,2500,'train/lr',0.00031166863874767435299,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(279,1,'train',10,2500,'train/routing/unrouted',0.0,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(280,1,'train',10,2500,'train/samples_per_s',54.22288478608675888,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(281,1,'train',10,2500,'val/acc',0.9197500000000000675,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(282,1,'train',10,2500,'val/acc/mnist',0.97150000000000003019,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(283,1,'train',10,2500,'val/acc/mnist_m',0.86799999999999999378,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(284,1,'train',10,2500,'val/loss',0.27670326113700866033,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(285,1,'train',10,2500,'val/routing/unrouted',0.0,0,'2026-11-27T21:06:08.251Z');
INSERT INTO metrics VALUES(286,2,'train',10,2500,'time/eval_s',7.8433681139999995579,0,'2026-11-27T21:20:16.713Z');
INSERT INTO metrics VALUES(287,2,'train',10,2500,'time/train_epoch_s',939.1840357869999707,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(288,2,'train',10,2500,'train/acc',0.96100000000000007638,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(289,2,'train',10,2500,'train/acc/mnist',0.98450000000000004174,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(290,2,'train',10,2500,'train/acc/mnist_m',0.9375,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(291,2,'train',10,2500,'train/grad_norm',1.5255812274813651541,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(292,2,'train',10,2500,'train/loss',0.12240011879056691967,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(293,2,'train',10,2500,'train/lr',0.00032513119396549003316,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(294,2,'train',10,2500,'train/routing/unrouted',0.0,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(295,2,'train',10,2500,'train/samples_per_s',17.036064701198437632,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(296,2,'train',10,2500,'val/acc',0.91274999999999995026,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(297,2,'train',10,2500,'val/acc/mnist',0.96950000000000002842,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(298,2,'train',10,2500,'val/acc/mnist_m',0.85599999999999998312,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(299,2,'train',10,2500,'val/loss',0.29798148965835569157,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(300,2,'train',10,2500,'val/routing/unrouted',0.0,0,'2026-11-27T21:20:16.714Z');
INSERT INTO metrics VALUES(301,1,'train',11,2750,'time/eval_s',10.294513328000000739,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(302,1,'train',11,2750,'time/train_epoch_s',894.75868131300001096,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(303,1,'train',11,2750,'train/acc',0.97606250000000005506,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(304,1,'train',11,2750,'train/acc/mnist',0.99275000000000002131,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(305,1,'train',11,2750,'train/acc/mnist_m',0.95937499999999997779,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(306,1,'train',11,2750,'train/grad_norm',1.2742571916580200941,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(307,1,'train',11,2750,'train/loss',0.080964078299701217056,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(308,1,'train',11,2750,'train/lr',8.7411814675010185236e-05,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(309,1,'train',11,2750,'train/routing/unrouted',0.0,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(310,1,'train',11,2750,'train/samples_per_s',17.881916469948123449,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(311,1,'train',11,2750,'val/acc',0.92575000000000007283,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(312,1,'train',11,2750,'val/acc/mnist',0.97150000000000003019,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(313,1,'train',11,2750,'val/acc/mnist_m',0.88000000000000000444,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(314,1,'train',11,2750,'val/loss',0.25893606996536255859,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(315,1,'train',11,2750,'val/routing/unrouted',0.0,0,'2026-11-27T21:21:13.348Z');
INSERT INTO metrics VALUES(316,2,'train',11,2750,'time/eval_s',10.324009409000000303,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(317,2,'train',11,2750,'time/train_epoch_s',133.24404068000001189,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(318,2,'train',11,2750,'train/acc',0.97575000000000000621,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(319,2,'train',11,2750,'train/acc/mnist',0.99162499999999997868,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(320,2,'train',11,2750,'train/acc/mnist_m',0.95987500000000003375,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(321,2,'train',11,2750,'train/grad_norm',1.3252900916337966297,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(322,2,'train',11,2750,'train/loss',0.084578535918146374728,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(323,2,'train',11,2750,'train/lr',9.0926227510759543258e-05,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(324,2,'train',11,2750,'train/routing/unrouted',0.0,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(325,2,'train',11,2750,'train/samples_per_s',120.08041724301750718,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(326,2,'train',11,2750,'val/acc',0.91500000000000003552,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(327,2,'train',11,2750,'val/acc/mnist',0.96950000000000002842,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(328,2,'train',11,2750,'val/acc/mnist_m',0.86050000000000004263,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(329,2,'train',11,2750,'val/loss',0.29569684910774229891,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(330,2,'train',11,2750,'val/routing/unrouted',0.0,0,'2026-11-27T21:22:40.304Z');
INSERT INTO metrics VALUES(331,1,'train',12,3000,'time/eval_s',10.921166143000000658,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(332,1,'train',12,3000,'time/train_epoch_s',116.82589940699999431,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(333,1,'train',12,3000,'train/acc',0.98324999999999995736,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(334,1,'train',12,3000,'train/acc/mnist',0.99475000000000002309,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(335,1,'train',12,3000,'train/acc/mnist_m',0.97175000000000000266,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(336,1,'train',12,3000,'train/grad_norm',1.0591680293679237578,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(337,1,'train',12,3000,'train/loss',0.061206040624529126081,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(338,1,'train',12,3000,'train/lr',1.0001237852883189968e-05,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(339,1,'train',12,3000,'train/routing/unrouted',0.0,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(340,1,'train',12,3000,'train/samples_per_s',136.95593255617862382,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(341,1,'train',12,3000,'val/acc',0.92449999999999998845,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(342,1,'train',12,3000,'val/acc/mnist',0.96999999999999997335,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(343,1,'train',12,3000,'val/acc/mnist_m',0.87900000000000000355,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(344,1,'train',12,3000,'val/loss',0.2648598284721374596,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(345,1,'train',12,3000,'val/routing/unrouted',0.0,0,'2026-11-27T21:23:21.124Z');
INSERT INTO metrics VALUES(346,1,'train',12,0,'val/acc',0.92449999999999998845,1,'2026-11-27T21:23:31.529Z');
INSERT INTO metrics VALUES(347,1,'train',12,0,'val/acc/mnist',0.96999999999999997335,1,'2026-11-27T21:23:31.529Z');
INSERT INTO metrics VALUES(348,1,'train',12,0,'val/acc/mnist_m',0.87900000000000000355,1,'2026-11-27T21:23:31.529Z');
INSERT INTO metrics VALUES(349,1,'train',12,0,'val/loss',0.2648598284721374596,1,'2026-11-27T21:23:31.529Z');
INSERT INTO metrics VALUES(350,1,'train',12,0,'val/routing/unrouted',0.0,1,'2026-11-27T21:23:31.529Z');
INSERT INTO metrics VALUES(351,2,'train',12,3000,'time/eval_s',10.83106663300000072,0,'2026-11-27T21:25:53.103Z');
INSERT INTO metrics VALUES(352,2,'train',12,3000,'time/train_epoch_s',181.94106762199999138,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(353,2,'train',12,3000,'train/acc',0.98275000000000001243,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(354,2,'train',12,3000,'train/acc/mnist',0.99412500000000003641,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(355,2,'train',12,3000,'train/acc/mnist_m',0.97137499999999998845,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(356,2,'train',12,3000,'train/grad_norm',1.0847253158688545671,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(357,2,'train',12,3000,'train/loss',0.063790542665869004457,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(358,2,'train',12,3000,'train/lr',1.0001294368520696742e-05,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(359,2,'train',12,3000,'train/routing/unrouted',0.0,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(360,2,'train',12,3000,'train/samples_per_s',87.940563442452329926,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(361,2,'train',12,3000,'val/acc',0.91349999999999997868,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(362,2,'train',12,3000,'val/acc/mnist',0.9705000000000000293,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(363,2,'train',12,3000,'val/acc/mnist_m',0.85650000000000003907,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(364,2,'train',12,3000,'val/loss',0.30007181859016418545,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(365,2,'train',12,3000,'val/routing/unrouted',0.0,0,'2026-11-27T21:25:53.104Z');
INSERT INTO metrics VALUES(366,2,'train',12,0,'val/acc',0.91349999999999997868,1,'2026-11-27T21:26:03.377Z');
INSERT INTO metrics VALUES(367,2,'train',12,0,'val/acc/mnist',0.9705000000000000293,1,'2026-11-27T21:26:03.377Z');
INSERT INTO metrics VALUES(368,2,'train',12,0,'val/acc/mnist_m',0.85650000000000003907,1,'2026-11-27T21:26:03.377Z');
INSERT INTO metrics VALUES(369,2,'train',12,0,'val/loss',0.30007181859016418545,1,'2026-11-27T21:26:03.377Z');
INSERT INTO metrics VALUES(370,2,'train',12,0,'val/routing/unrouted',0.0,1,'2026-11-27T21:26:03.377Z');
INSERT INTO metrics VALUES(371,3,'train',1,250,'time/eval_s',11.347108275000000077,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(372,3,'train',1,250,'time/train_epoch_s',154.17517879999999763,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(373,3,'train',1,250,'train/acc',0.24149999999999999245,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(374,3,'train',1,250,'train/acc/mnist',0.29962499999999997468,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(375,3,'train',1,250,'train/acc/mnist_m',0.18337500000000001021,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(376,3,'train',1,250,'train/grad_norm',1.8762712507247925053,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(377,3,'train',1,250,'train/loss',2.0344039850234985067,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(378,3,'train',1,250,'train/lr',0.005131776047157897598,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(379,3,'train',1,250,'train/routing/unrouted',0.0,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(380,3,'train',1,250,'train/samples_per_s',103.77805379915018591,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(381,3,'train',1,250,'val/acc',0.37624999999999997335,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(382,3,'train',1,250,'val/acc/mnist',0.495499999999999996,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(383,3,'train',1,250,'val/acc/mnist_m',0.25700000000000000621,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(384,3,'train',1,250,'val/loss',1.7337086582183838245,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(385,3,'train',1,250,'val/routing/unrouted',0.0,0,'2026-11-27T21:26:17.084Z');
INSERT INTO metrics VALUES(386,3,'train',2,500,'time/eval_s',17.669085048999999543,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(387,3,'train',2,500,'time/train_epoch_s',204.18054207099999076,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(388,3,'train',2,500,'train/acc',0.5024999999999999467,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(389,3,'train',2,500,'train/acc/mnist',0.6614999999999999769,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(390,3,'train',2,500,'train/acc/mnist_m',0.34350000000000002753,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(391,3,'train',2,500,'train/grad_norm',1.749982908725738584,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(392,3,'train',2,500,'train/loss',1.395751910686492847,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(393,3,'train',2,500,'train/lr',0.0049484902276156345068,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(394,3,'train',2,500,'train/routing/unrouted',0.0,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(395,3,'train',2,500,'train/samples_per_s',78.362021364583782203,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(396,3,'train',2,500,'val/acc',0.63874999999999992894,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(397,3,'train',2,500,'val/acc/mnist',0.8319999999999999618,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(398,3,'train',2,500,'val/acc/mnist_m',0.4455000000000000071,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(399,3,'train',2,500,'val/loss',1.0993426074981689222,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(400,3,'train',2,500,'val/routing/unrouted',0.0,0,'2026-11-27T21:29:58.956Z');
INSERT INTO metrics VALUES(401,4,'train',1,250,'time/eval_s',8.9754704410000005765,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(402,4,'train',1,250,'time/train_epoch_s',274.84988333799998372,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(403,4,'train',1,250,'train/acc',0.23075000000000001065,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(404,4,'train',1,250,'train/acc/mnist',0.28662500000000001865,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(405,4,'train',1,250,'train/acc/mnist_m',0.17487500000000000266,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(406,4,'train',1,250,'train/grad_norm',2.1753300061225893102,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(407,4,'train',1,250,'train/loss',2.0623167953491212678,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(408,4,'train',1,250,'train/lr',0.002744874527091119027,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(409,4,'train',1,250,'train/routing/unrouted',0.0,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(410,4,'train',1,250,'train/samples_per_s',58.213595747915256595,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(411,4,'train',1,250,'val/acc',0.34425000000000000044,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(412,4,'train',1,250,'val/acc/mnist',0.4500000000000000111,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(413,4,'train',1,250,'val/acc/mnist_m',0.23849999999999998978,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(414,4,'train',1,250,'val/loss',1.8024753398895263512,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(415,4,'train',1,250,'val/routing/unrouted',0.0,0,'2026-11-27T21:30:47.239Z');
INSERT INTO metrics VALUES(416,3,'train',3,750,'time/eval_s',19.173576272999998337,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(417,3,'train',3,750,'time/train_epoch_s',2158.6956148230001418,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(418,3,'train',3,750,'train/acc',0.70781249999999995559,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(419,3,'train',3,750,'train/acc/mnist',0.88000000000000000444,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(420,3,'train',3,750,'train/acc/mnist_m',0.53562500000000001776,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(421,3,'train',3,750,'train/grad_norm',1.6677967922687531032,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(422,3,'train',3,750,'train/loss',0.88011573469638826328,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(423,3,'train',3,750,'train/lr',0.0045886627551008085657,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(424,3,'train',3,750,'train/routing/unrouted',0.0,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(425,3,'train',3,750,'train/samples_per_s',7.4118833105203218991,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(426,3,'train',3,750,'val/acc',0.74599999999999999644,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(427,3,'train',3,750,'val/acc/mnist',0.89900000000000002131,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(428,3,'train',3,750,'val/acc/mnist_m',0.59299999999999997157,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(429,3,'train',3,750,'val/loss',0.7699436016082763512,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(430,3,'train',3,750,'val/routing/unrouted',0.0,0,'2026-11-27T22:36:34.816Z');
INSERT INTO metrics VALUES(431,4,'train',2,500,'time/eval_s',18.810935343000000585,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(432,4,'train',2,500,'time/train_epoch_s',2172.3079847180001707,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(433,4,'train',2,500,'train/acc',0.4937500000000000222,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(434,4,'train',2,500,'train/acc/mnist',0.65337500000000003907,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(435,4,'train',2,500,'train/acc/mnist_m',0.33412500000000000532,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(436,4,'train',2,500,'train/grad_norm',2.4285555348396301589,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(437,4,'train',2,500,'train/loss',1.4337422096729277587,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(438,4,'train',2,500,'train/lr',0.0026710255648611188651,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(439,4,'train',2,500,'train/routing/unrouted',0.0,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(440,4,'train',2,500,'train/samples_per_s',7.3654381020364620979,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(441,4,'train',2,500,'val/acc',0.63424999999999998046,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(442,4,'train',2,500,'val/acc/mnist',0.83299999999999996269,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(443,4,'train',2,500,'val/acc/mnist_m',0.43549999999999999822,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(444,4,'train',2,500,'val/loss',1.0782115192413330717,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(445,4,'train',2,500,'val/routing/unrouted',0.0,0,'2026-11-27T22:36:49.032Z');
INSERT INTO metrics VALUES(446,4,'train',3,750,'time/eval_s',38.745706749999996531,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(447,4,'train',3,750,'time/train_epoch_s',370.07504708699997309,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(448,4,'train',3,750,'train/acc',0.69299999999999994937,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(449,4,'train',3,750,'train/acc/mnist',0.86887499999999995292,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(450,4,'train',3,750,'train/acc/mnist_m',0.51712499999999994582,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(451,4,'train',3,750,'train/grad_norm',2.5249264359474183905,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(452,4,'train',3,750,'train/loss',0.91831714320182800115,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(453,4,'train',3,750,'train/lr',0.0024960686770075283212,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(454,4,'train',3,750,'train/routing/unrouted',0.0,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(455,4,'train',3,750,'train/samples_per_s',43.234473996401604268,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(456,4,'train',3,750,'val/acc',0.74849999999999994315,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(457,4,'train',3,750,'val/acc/mnist',0.90749999999999997335,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(458,4,'train',3,750,'val/acc/mnist_m',0.58950000000000002398,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(459,4,'train',3,750,'val/loss',0.78586852931976314273,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(460,4,'train',3,750,'val/routing/unrouted',0.0,0,'2026-11-27T22:43:37.914Z');
INSERT INTO metrics VALUES(461,3,'train',4,1000,'time/eval_s',39.179867694999998661,0,'2026-11-27T22:44:22.498Z');
INSERT INTO metrics VALUES(462,3,'train',4,1000,'time/train_epoch_s',428.43278468800002657,0,'2026-11-27T22:44:22.498Z');
INSERT INTO metrics VALUES(463,3,'train',4,1000,'train/acc',0.79499999999999992894,0,'2026-11-27T22:44:22.498Z');
INSERT INTO metrics VALUES(464,3,'train',4,1000,'train/acc/mnist',0.92774999999999996358,0,'2026-11-27T22:44:22.498Z');
INSERT INTO metrics VALUES(465,3,'train',4,1000,'train/acc/mnist_m',0.66225000000000000532,0,'2026-11-27T22:44:22.498Z');
INSERT INTO metrics VALUES(466,3,'train',4,1000,'train/grad_norm',1.557355664491653524,0,'2026-11-27T22:44:22.498Z');
INSERT INTO metrics VALUES(467,3,'train',4,1000,'train/loss',0.61702568316459660557,0,'2026-11-27T22:44:22.498Z');
INSERT INTO metrics VALUES(468,3,'train',4,1000,'train/lr',0.0040791285931254805952,0,'2026-11-27T22:44:22.499Z');
INSERT INTO metrics VALUES(469,3,'train',4,1000,'train/routing/unrouted',0.0,0,'2026-11-27T22:44:22.499Z');
INSERT INTO metrics VALUES(470,3,'train',4,1000,'train/samples_per_s',37.345414664407087456,0,'2026-11-27T22:44:22.499Z');
INSERT INTO metrics VALUES(471,3,'train',4,1000,'val/acc',0.81275000000000008348,0,'2026-11-27T22:44:22.499Z');
INSERT INTO metrics VALUES(472,3,'train',4,1000,'val/acc/mnist',0.93500000000000005329,0,'2026-11-27T22:44:22.499Z');
INSERT INTO metrics VALUES(473,3,'train',4,1000,'val/acc/mnist_m',0.69050000000000000266,0,'2026-11-27T22:44:22.499Z');
INSERT INTO metrics VALUES(474,3,'train',4,1000,'val/loss',0.56346824359893799005,0,'2026-11-27T22:44:22.499Z');
INSERT INTO metrics VALUES(475,3,'train',4,1000,'val/routing/unrouted',0.0,0,'2026-11-27T22:44:22.499Z');
INSERT INTO metrics VALUES(476,4,'train',4,1000,'time/eval_s',38.686739996999996549,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(477,4,'train',4,1000,'time/train_epoch_s',609.01767164399996088,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(478,4,'train',4,1000,'train/acc',0.77962500000000001243,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(479,4,'train',4,1000,'train/acc/mnist',0.92087499999999999911,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(480,4,'train',4,1000,'train/acc/mnist_m',0.63837500000000002575,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(481,4,'train',4,1000,'train/grad_norm',2.4716043920516965748,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(482,4,'train',4,1000,'train/loss',0.65749619710445406095,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(483,4,'train',4,1000,'train/lr',0.0022336891402598381059,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(484,4,'train',4,1000,'train/routing/unrouted',0.0,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(485,4,'train',4,1000,'train/samples_per_s',26.271815654887543446,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(486,4,'train',4,1000,'val/acc',0.81350000000000000088,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(487,4,'train',4,1000,'val/acc/mnist',0.93549999999999999822,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(488,4,'train',4,1000,'val/acc/mnist_m',0.69150000000000000355,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(489,4,'train',4,1000,'val/loss',0.55867126750946050073,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(490,4,'train',4,1000,'val/routing/unrouted',0.0,0,'2026-11-27T22:54:25.687Z');
INSERT INTO metrics VALUES(491,3,'train',5,1250,'time/eval_s',38.720051331000000516,0,'2026-11-27T22:54:32.078Z');
INSERT INTO metrics VALUES(492,3,'train',5,1250,'time/train_epoch_s',570.78781250800000178,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(493,3,'train',5,1250,'train/acc',0.84681249999999996802,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(494,3,'train',5,1250,'train/acc/mnist',0.94712499999999999467,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(495,3,'train',5,1250,'train/acc/mnist_m',0.7465000000000000524,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(496,3,'train',5,1250,'train/grad_norm',1.5530842838287353124,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(497,3,'train',5,1250,'train/loss',0.46361691910028457463,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(498,3,'train',5,1250,'train/lr',0.0034578874267864869937,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(499,3,'train',5,1250,'train/routing/unrouted',0.0,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(500,3,'train',5,1250,'train/samples_per_s',28.03143243317892086,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(501,3,'train',5,1250,'val/acc',0.85775000000000001243,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(502,3,'train',5,1250,'val/acc/mnist',0.94750000000000000888,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(503,3,'train',5,1250,'val/acc/mnist_m',0.76800000000000001598,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(504,3,'train',5,1250,'val/loss',0.43891459465026855246,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(505,3,'train',5,1250,'val/routing/unrouted',0.0,0,'2026-11-27T22:54:32.079Z');
INSERT INTO metrics VALUES(506,3,'train',6,1500,'time/eval_s',36.74645680100000078,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(507,3,'train',6,1500,'time/train_epoch_s',536.3361554179999757,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(508,3,'train',6,1500,'train/acc',0.88943750000000010302,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(509,3,'train',6,1500,'train/acc/mnist',0.96325000000000005062,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(510,3,'train',6,1500,'train/acc/mnist_m',0.8156250000000000444,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(511,3,'train',6,1500,'train/grad_norm',1.412928169488906871,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(512,3,'train',6,1500,'train/loss',0.34278817421197893544,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(513,3,'train',6,1500,'train/lr',0.0027712697486234408317,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(514,3,'train',6,1500,'train/routing/unrouted',0.0,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(515,3,'train',6,1500,'train/samples_per_s',29.832036938718420771,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(516,3,'train',6,1500,'val/acc',0.89249999999999996003,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(517,3,'train',6,1500,'val/acc/mnist',0.96199999999999996624,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(518,3,'train',6,1500,'val/acc/mnist_m',0.82299999999999995381,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(519,3,'train',6,1500,'val/loss',0.33593432569503783868,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(520,3,'train',6,1500,'val/routing/unrouted',0.0,0,'2026-11-27T23:04:05.324Z');
INSERT INTO metrics VALUES(521,4,'train',5,1250,'time/eval_s',36.970839236999999855,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(522,4,'train',5,1250,'time/train_epoch_s',689.35394047299996598,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(523,4,'train',5,1250,'train/acc',0.84199999999999997069,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(524,4,'train',5,1250,'train/acc/mnist',0.94699999999999995292,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(525,4,'train',5,1250,'train/acc/mnist_m',0.73699999999999998845,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(526,4,'train',5,1250,'train/grad_norm',2.3494556112289428639,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(527,4,'train',5,1250,'train/loss',0.48168417948484421042,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(528,4,'train',5,1250,'train/lr',0.0019044105053773203312,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(529,4,'train',5,1250,'train/routing/unrouted',0.0,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(530,4,'train',5,1250,'train/samples_per_s',23.210137870571401208,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(531,4,'train',5,1250,'val/acc',0.84475000000000000088,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(532,4,'train',5,1250,'val/acc/mnist',0.9399999999999999467,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(533,4,'train',5,1250,'val/acc/mnist_m',0.74950000000000005506,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(534,4,'train',5,1250,'val/loss',0.47821535015106203525,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(535,4,'train',5,1250,'val/routing/unrouted',0.0,0,'2026-11-27T23:06:32.095Z');
INSERT INTO metrics VALUES(536,3,'train',7,1750,'time/eval_s',41.573380751000001964,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(537,3,'train',7,1750,'time/train_epoch_s',699.72446629599994592,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(538,3,'train',7,1750,'train/acc',0.91162500000000001865,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(539,3,'train',7,1750,'train/acc/mnist',0.96912500000000001421,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(540,3,'train',7,1750,'train/acc/mnist_m',0.85412500000000002309,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(541,3,'train',7,1750,'train/grad_norm',1.3920117933750153493,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(542,3,'train',7,1750,'train/loss',0.26756541407108308527,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(543,3,'train',7,1750,'train/lr',0.0020704816553011248791,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(544,3,'train',7,1750,'train/routing/unrouted',0.0,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(545,3,'train',7,1750,'train/samples_per_s',22.866143418846274215,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(546,3,'train',7,1750,'val/acc',0.89775000000000004796,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(547,3,'train',7,1750,'val/acc/mnist',0.96350000000000002309,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(548,3,'train',7,1750,'val/acc/mnist_m',0.8319999999999999618,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(549,3,'train',7,1750,'val/loss',0.32569953775405885432,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(550,3,'train',7,1750,'val/routing/unrouted',0.0,0,'2026-11-27T23:16:26.728Z');
INSERT INTO metrics VALUES(551,4,'train',6,1500,'time/eval_s',40.773553259999999907,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(552,4,'train',6,1500,'time/train_epoch_s',710.56501553199996122,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(553,4,'train',6,1500,'train/acc',0.88293749999999993072,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(554,4,'train',6,1500,'train/acc/mnist',0.95750000000000001776,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(555,4,'train',6,1500,'train/acc/mnist_m',0.8083749999999999547,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(556,4,'train',6,1500,'train/grad_norm',2.2565948457717897035,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(557,4,'train',6,1500,'train/loss',0.35934511083364484296,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(558,4,'train',6,1500,'train/lr',0.0015339892275345024495,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(559,4,'train',6,1500,'train/routing/unrouted',0.0,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(560,4,'train',6,1500,'train/samples_per_s',22.517292084835897724,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(561,4,'train',6,1500,'val/acc',0.88400000000000000799,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(562,4,'train',6,1500,'val/acc/mnist',0.96299999999999996713,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(563,4,'train',6,1500,'val/acc/mnist_m',0.80500000000000004884,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(564,4,'train',6,1500,'val/loss',0.34540481162071229315,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(565,4,'train',6,1500,'val/routing/unrouted',0.0,0,'2026-11-27T23:19:03.582Z');
INSERT INTO metrics VALUES(566,3,'train',8,2000,'time/eval_s',39.520277016000001425,0,'2026-11-27T23:28:40.852Z');
INSERT INTO metrics VALUES(567,3,'train',8,2000,'time/train_epoch_s',694.49014371099997335,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(568,3,'train',8,2000,'train/acc',0.93406250000000001776,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(569,3,'train',8,2000,'train/acc/mnist',0.97924999999999995381,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(570,3,'train',8,2000,'train/acc/mnist_m',0.88887499999999997069,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(571,3,'train',8,2000,'train/grad_norm',1.2820726763606071774,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(572,3,'train',8,2000,'train/loss',0.20368865381181239238,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(573,3,'train',8,2000,'train/lr',0.0014077860348712988372,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(574,3,'train',8,2000,'train/routing/unrouted',0.0,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(575,3,'train',8,2000,'train/samples_per_s',23.038483907783323446,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(576,3,'train',8,2000,'val/acc',0.91625000000000000888,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(577,3,'train',8,2000,'val/acc/mnist',0.97150000000000003019,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(578,3,'train',8,2000,'val/acc/mnist_m',0.86099999999999998756,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(579,3,'train',8,2000,'val/loss',0.25312986540794374379,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(580,3,'train',8,2000,'val/routing/unrouted',0.0,0,'2026-11-27T23:28:40.878Z');
INSERT INTO metrics VALUES(581,4,'train',7,1750,'time/eval_s',39.630496465999996758,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(582,4,'train',7,1750,'time/train_epoch_s',679.84858670899996012,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(583,4,'train',7,1750,'train/acc',0.91206249999999999822,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(584,4,'train',7,1750,'train/acc/mnist',0.97062499999999996003,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(585,4,'train',7,1750,'train/acc/mnist_m',0.85350000000000003641,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(586,4,'train',7,1750,'train/grad_norm',2.1908749294281006925,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(587,4,'train',7,1750,'train/loss',0.27177511811256410689,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(588,4,'train',7,1750,'train/lr',0.0011513999744678859397,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(589,4,'train',7,1750,'train/routing/unrouted',0.0,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(590,4,'train',7,1750,'train/samples_per_s',23.534652145785198485,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(591,4,'train',7,1750,'val/acc',0.90300000000000002486,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(592,4,'train',7,1750,'val/acc/mnist',0.96999999999999997335,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(593,4,'train',7,1750,'val/acc/mnist_m',0.83599999999999996536,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(594,4,'train',7,1750,'val/loss',0.2899338309764862287,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(595,4,'train',7,1750,'val/routing/unrouted',0.0,0,'2026-11-27T23:31:03.209Z');
INSERT INTO metrics VALUES(596,3,'train',9,2250,'time/eval_s',25.842210149999999657,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(597,3,'train',9,2250,'time/train_epoch_s',574.35060687700001834,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(598,3,'train',9,2250,'train/acc',0.95481250000000006394,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(599,3,'train',9,2250,'train/acc/mnist',0.98450000000000004174,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(600,3,'train',9,2250,'train/acc/mnist_m',0.92512499999999997513,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(601,3,'train',9,2250,'train/grad_norm',1.1729211966991424098,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(602,3,'train',9,2250,'train/loss',0.14035597736388444323,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(603,3,'train',9,2250,'train/lr',0.00083260494137988303505,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(604,3,'train',9,2250,'train/routing/unrouted',0.0,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(605,3,'train',9,2250,'train/samples_per_s',27.857548696603846138,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(606,3,'train',9,2250,'val/acc',0.91850000000000009414,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(607,3,'train',9,2250,'val/acc/mnist',0.96950000000000002842,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(608,3,'train',9,2250,'val/acc/mnist_m',0.86750000000000004884,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(609,3,'train',9,2250,'val/loss',0.24246724319458007324,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(610,3,'train',9,2250,'val/routing/unrouted',0.0,0,'2026-11-27T23:38:41.151Z');
INSERT INTO metrics VALUES(611,4,'train',8,2000,'time/eval_s',25.333732899000001026,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(612,4,'train',8,2000,'time/train_epoch_s',443.44267568599997275,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(613,4,'train',8,2000,'train/acc',0.93193749999999997424,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(614,4,'train',8,2000,'train/acc/mnist',0.975374999999999992,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(615,4,'train',8,2000,'train/acc/mnist_m',0.88849999999999995647,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(616,4,'train',8,2000,'train/grad_norm',2.0739175274372101398,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(617,4,'train',8,2000,'train/loss',0.20797144393622873925,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(618,4,'train',8,2000,'train/lr',0.00078656920329602138513,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(619,4,'train',8,2000,'train/routing/unrouted',0.0,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(620,4,'train',8,2000,'train/samples_per_s',36.081326577890166617,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(621,4,'train',8,2000,'val/acc',0.91050000000000008704,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(622,4,'train',8,2000,'val/acc/mnist',0.96950000000000002842,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(623,4,'train',8,2000,'val/acc/mnist_m',0.85150000000000003463,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(624,4,'train',8,2000,'val/loss',0.25741076064109802423,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(625,4,'train',8,2000,'val/routing/unrouted',0.0,0,'2026-11-27T23:38:52.099Z');
INSERT INTO metrics VALUES(626,3,'train',10,2500,'time/eval_s',19.10499736099999879,0,'2026-11-27T23:44:33.024Z');
INSERT INTO metrics VALUES(627,3,'train',10,2500,'time/train_epoch_s',332.70554475000000138,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(628,3,'train',10,2500,'train/acc',0.97012499999999990407,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(629,3,'train',10,2500,'train/acc/mnist',0.98887499999999994848,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(630,3,'train',10,2500,'train/acc/mnist_m',0.95137499999999997069,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(631,3,'train',10,2500,'train/grad_norm',1.0912213119864464516,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(632,3,'train',10,2500,'train/loss',0.09706921260803938467,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(633,3,'train',10,2500,'train/lr',0.00038783383122100118043,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(634,3,'train',10,2500,'train/routing/unrouted',0.0,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(635,3,'train',10,2500,'train/samples_per_s',48.090572136459712737,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(636,3,'train',10,2500,'val/acc',0.92474999999999996092,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(637,3,'train',10,2500,'val/acc/mnist',0.97799999999999998046,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(638,3,'train',10,2500,'val/acc/mnist_m',0.8715000000000000524,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(639,3,'train',10,2500,'val/loss',0.24848481237888336847,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(640,3,'train',10,2500,'val/routing/unrouted',0.0,0,'2026-11-27T23:44:33.029Z');
INSERT INTO metrics VALUES(641,4,'train',9,2250,'time/eval_s',19.416699640000000925,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(642,4,'train',9,2250,'time/train_epoch_s',328.68181951100001469,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(643,4,'train',9,2250,'train/acc',0.95162499999999994315,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(644,4,'train',9,2250,'train/acc/mnist',0.98275000000000001243,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(645,4,'train',9,2250,'train/acc/mnist_m',0.9204999999999999849,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(646,4,'train',9,2250,'train/grad_norm',1.9453667254447937207,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(647,4,'train',9,2250,'train/loss',0.14988391122967004154,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(648,4,'train',9,2250,'train/lr',0.0004680342875637466711,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(649,4,'train',9,2250,'train/routing/unrouted',0.0,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(650,4,'train',9,2250,'train/samples_per_s',48.679297272371726988,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(651,4,'train',9,2250,'val/acc',0.9142500000000000071,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(652,4,'train',9,2250,'val/acc/mnist',0.96950000000000002842,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(653,4,'train',9,2250,'val/acc/mnist_m',0.85899999999999998578,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(654,4,'train',9,2250,'val/loss',0.28169829607009888583,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(655,4,'train',9,2250,'val/routing/unrouted',0.0,0,'2026-11-27T23:44:40.262Z');
INSERT INTO metrics VALUES(656,4,'train',10,2500,'time/eval_s',16.496401165000001753,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(657,4,'train',10,2500,'time/train_epoch_s',263.17782074399997326,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(658,4,'train',10,2500,'train/acc',0.96668750000000003286,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(659,4,'train',10,2500,'train/acc/mnist',0.99012500000000003286,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(660,4,'train',10,2500,'train/acc/mnist_m',0.94325000000000003286,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(661,4,'train',10,2500,'train/grad_norm',1.774608999490737915,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(662,4,'train',10,2500,'train/loss',0.10340425563603639069,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(663,4,'train',10,2500,'train/lr',0.0002207112995862520004,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(664,4,'train',10,2500,'train/routing/unrouted',0.0,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(665,4,'train',10,2500,'train/samples_per_s',60.795396643866972397,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(666,4,'train',10,2500,'val/acc',0.92200000000000004174,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(667,4,'train',10,2500,'val/acc/mnist',0.97850000000000003641,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(668,4,'train',10,2500,'val/acc/mnist_m',0.86550000000000004707,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(669,4,'train',10,2500,'val/loss',0.25874778032302858665,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(670,4,'train',10,2500,'val/routing/unrouted',0.0,0,'2026-11-27T23:49:19.970Z');
INSERT INTO metrics VALUES(671,3,'train',11,2750,'time/eval_s',16.748299931999998335,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(672,3,'train',11,2750,'time/train_epoch_s',285.11470267999999351,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(673,3,'train',11,2750,'train/acc',0.98187500000000005329,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(674,3,'train',11,2750,'train/acc/mnist',0.99324999999999996624,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(675,3,'train',11,2750,'train/acc/mnist_m',0.9705000000000000293,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(676,3,'train',11,2750,'train/grad_norm',0.92950080519914624055,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(677,3,'train',11,2750,'train/loss',0.064575603842735293524,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(678,3,'train',11,2750,'train/lr',0.0001066425355610045475,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(679,3,'train',11,2750,'train/routing/unrouted',0.0,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(680,3,'train',11,2750,'train/samples_per_s',56.117765410216975396,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(681,3,'train',11,2750,'val/acc',0.92325000000000001509,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(682,3,'train',11,2750,'val/acc/mnist',0.97699999999999997957,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(683,3,'train',11,2750,'val/acc/mnist_m',0.86950000000000005062,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(684,3,'train',11,2750,'val/loss',0.25496028757095334782,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(685,3,'train',11,2750,'val/routing/unrouted',0.0,0,'2026-11-27T23:49:34.949Z');
INSERT INTO metrics VALUES(686,4,'train',11,2750,'time/eval_s',16.682767324000000285,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(687,4,'train',11,2750,'time/train_epoch_s',269.88622689300001411,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(688,4,'train',11,2750,'train/acc',0.97975000000000000976,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(689,4,'train',11,2750,'train/acc/mnist',0.99350000000000004973,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(690,4,'train',11,2750,'train/acc/mnist_m',0.9659999999999999698,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(691,4,'train',11,2750,'train/grad_norm',1.4735722352266311663,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(692,4,'train',11,2750,'train/loss',0.071038568742573263148,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(693,4,'train',11,2750,'train/lr',6.3946054058576992109e-05,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(694,4,'train',11,2750,'train/routing/unrouted',0.0,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(695,4,'train',11,2750,'train/samples_per_s',59.2842405638706893,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(696,4,'train',11,2750,'val/acc',0.91925000000000001154,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(697,4,'train',11,2750,'val/acc/mnist',0.97699999999999997957,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(698,4,'train',11,2750,'val/acc/mnist_m',0.86150000000000004352,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(699,4,'train',11,2750,'val/loss',0.26723355865478515269,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(700,4,'train',11,2750,'val/routing/unrouted',0.0,0,'2026-11-27T23:54:06.581Z');
INSERT INTO metrics VALUES(701,3,'train',12,3000,'time/eval_s',16.030207142999998382,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(702,3,'train',12,3000,'time/train_epoch_s',259.77944129799999473,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(703,3,'train',12,3000,'train/acc',0.9875000000000000444,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(704,3,'train',12,3000,'train/acc/mnist',0.99499999999999999555,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(705,3,'train',12,3000,'train/acc/mnist_m',0.97999999999999998223,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(706,3,'train',12,3000,'train/grad_norm',0.74576445546746250592,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(707,3,'train',12,3000,'train/loss',0.048657205028459431239,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(708,3,'train',12,3000,'train/lr',1.0001543690793810229e-05,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(709,3,'train',12,3000,'train/routing/unrouted',0.0,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(710,3,'train',12,3000,'train/samples_per_s',61.590709103288773461,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(711,3,'train',12,3000,'val/acc',0.92375000000000007105,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(712,3,'train',12,3000,'val/acc/mnist',0.97750000000000003552,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(713,3,'train',12,3000,'val/acc/mnist_m',0.86999999999999999555,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(714,3,'train',12,3000,'val/loss',0.25693559479713440341,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(715,3,'train',12,3000,'val/routing/unrouted',0.0,0,'2026-11-27T23:54:10.811Z');
INSERT INTO metrics VALUES(716,3,'train',12,0,'val/acc',0.92375000000000007105,1,'2026-11-27T23:54:27.237Z');
INSERT INTO metrics VALUES(717,3,'train',12,0,'val/acc/mnist',0.97750000000000003552,1,'2026-11-27T23:54:27.237Z');
INSERT INTO metrics VALUES(718,3,'train',12,0,'val/acc/mnist_m',0.86999999999999999555,1,'2026-11-27T23:54:27.237Z');
INSERT INTO metrics VALUES(719,3,'train',12,0,'val/loss',0.25693559479713440341,1,'2026-11-27T23:54:27.237Z');
INSERT INTO metrics VALUES(720,3,'train',12,0,'val/routing/unrouted',0.0,1,'2026-11-27T23:54:27.237Z');
INSERT INTO metrics VALUES(721,4,'train',12,3000,'time/eval_s',17.310577305999998998,0,'2026-11-28T00:35:37.135Z');
INSERT INTO metrics VALUES(722,4,'train',12,3000,'time/train_epoch_s',2473.1978986929998426,0,'2026-11-28T00:35:37.141Z');
INSERT INTO metrics VALUES(723,4,'train',12,3000,'train/acc',0.98524999999999995914,0,'2026-11-28T00:35:37.141Z');
INSERT INTO metrics VALUES(724,4,'train',12,3000,'train/acc/mnist',0.99499999999999999555,0,'2026-11-28T00:35:37.141Z');
INSERT INTO metrics VALUES(725,4,'train',12,3000,'train/acc/mnist_m',0.97550000000000003375,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(726,4,'train',12,3000,'train/grad_norm',1.2605355157852173864,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(727,4,'train',12,3000,'train/loss',0.056088887713849545912,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(728,4,'train',12,3000,'train/lr',1.0000861958772071062e-05,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(729,4,'train',12,3000,'train/routing/unrouted',0.0,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(730,4,'train',12,3000,'train/samples_per_s',6.4693569440825786642,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(731,4,'train',12,3000,'val/acc',0.91925000000000001154,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(732,4,'train',12,3000,'val/acc/mnist',0.97650000000000003463,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(733,4,'train',12,3000,'val/acc/mnist_m',0.86199999999999998845,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(734,4,'train',12,3000,'val/loss',0.26589281535148623358,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(735,4,'train',12,3000,'val/routing/unrouted',0.0,0,'2026-11-28T00:35:37.142Z');
INSERT INTO metrics VALUES(736,4,'train',12,0,'val/acc',0.91925000000000001154,1,'2026-11-28T00:35:51.966Z');
INSERT INTO metrics VALUES(737,4,'train',12,0,'val/acc/mnist',0.97650000000000003463,1,'2026-11-28T00:35:51.966Z');
INSERT INTO metrics VALUES(738,4,'train',12,0,'val/acc/mnist_m',0.86199999999999998845,1,'2026-11-28T00:35:51.966Z');
INSERT INTO metrics VALUES(739,4,'train',12,0,'val/loss',0.26589281535148623358,1,'2026-11-28T00:35:51.966Z');
INSERT INTO metrics VALUES(740,4,'train',12,0,'val/routing/unrouted',0.0,1,'2026-11-28T00:35:51.966Z');
INSERT INTO metrics VALUES(741,5,'train',1,250,'time/eval_s',14.519472344000000418,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(742,5,'train',1,250,'time/train_epoch_s',2470.7657873269999982,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(743,5,'train',1,250,'train/acc',0.18081249999999998712,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(744,5,'train',1,250,'train/acc/mnist',0.211999999999999994,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(745,5,'train',1,250,'train/acc/mnist_m',0.14962500000000000799,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(746,5,'train',1,250,'train/grad_norm',2.2589618072509765056,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(747,5,'train',1,250,'train/loss',2.192966244220733607,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(748,5,'train',1,250,'train/lr',0.00057773736462093862754,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(749,5,'train',1,250,'train/routing/unrouted',0.0,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(750,5,'train',1,250,'train/samples_per_s',6.4757250897947766787,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(751,5,'train',1,250,'val/acc',0.31650000000000000355,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(752,5,'train',1,250,'val/acc/mnist',0.40550000000000002708,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(753,5,'train',1,250,'val/acc/mnist_m',0.22750000000000000777,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(754,5,'train',1,250,'val/loss',1.9024138698577881534,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(755,5,'train',1,250,'val/routing/unrouted',0.0,0,'2026-11-28T00:35:52.599Z');
INSERT INTO metrics VALUES(756,6,'train',1,250,'time/eval_s',45.621372590999996533,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(757,6,'train',1,250,'time/train_epoch_s',218.61878836200000365,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(758,6,'train',1,250,'train/acc',0.21037500000000000643,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(759,6,'train',1,250,'train/acc/mnist',0.25500000000000000444,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(760,6,'train',1,250,'train/acc/mnist_m',0.16575000000000000843,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(761,6,'train',1,250,'train/grad_norm',2.2827511734962464551,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(762,6,'train',1,250,'train/loss',2.1318000607490539266,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(763,6,'train',1,250,'train/lr',0.0010258836206896552751,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(764,6,'train',1,250,'train/routing/unrouted',0.0,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(765,6,'train',1,250,'train/samples_per_s',73.186756361975596973,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(766,6,'train',1,250,'val/acc',0.34299999999999997157,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(767,6,'train',1,250,'val/acc/mnist',0.43549999999999999822,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(768,6,'train',1,250,'val/acc/mnist_m',0.25050000000000000044,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(769,6,'train',1,250,'val/loss',1.8046422080993651526,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(770,6,'train',1,250,'val/routing/unrouted',0.0,0,'2026-11-28T01:13:39.550Z');
INSERT INTO metrics VALUES(771,5,'train',2,500,'time/eval_s',44.854931518000000778,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(772,5,'train',2,500,'time/train_epoch_s',237.66468819199999984,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(773,5,'train',2,500,'train/acc',0.35562499999999996891,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(774,5,'train',2,500,'train/acc/mnist',0.44962499999999999689,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(775,5,'train',2,500,'train/acc/mnist_m',0.26162499999999999644,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(776,5,'train',2,500,'train/grad_norm',3.553255216598510735,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(777,5,'train',2,500,'train/loss',1.7630845732688904536,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(778,5,'train',2,500,'train/lr',0.00062985503425059597738,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(779,5,'train',2,500,'train/routing/unrouted',0.0,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(780,5,'train',2,500,'train/samples_per_s',67.321738545669958853,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(781,5,'train',2,500,'val/acc',0.40749999999999997335,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(782,5,'train',2,500,'val/acc/mnist',0.52349999999999996536,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(783,5,'train',2,500,'val/acc/mnist_m',0.29149999999999998134,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(784,5,'train',2,500,'val/loss',1.6507646999359131267,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(785,5,'train',2,500,'val/routing/unrouted',0.0,0,'2026-11-28T01:13:57.814Z');
INSERT INTO metrics VALUES(786,5,'train',3,750,'time/eval_s',36.914741822999999954,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(787,5,'train',3,750,'time/train_epoch_s',456.00847691699999586,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(788,5,'train',3,750,'train/acc',0.45543750000000005062,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(789,5,'train',3,750,'train/acc/mnist',0.58987500000000003819,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(790,5,'train',3,750,'train/acc/mnist_m',0.32100000000000000754,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(791,5,'train',3,750,'train/grad_norm',4.0426852712631227149,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(792,5,'train',3,750,'train/loss',1.5067732322216034202,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(793,5,'train',3,750,'train/lr',0.00059456061293747708602,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(794,5,'train',3,750,'train/routing/unrouted',0.0,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(795,5,'train',3,750,'train/samples_per_s',35.08706703913362901,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(796,5,'train',3,750,'val/acc',0.52374999999999993782,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(797,5,'train',3,750,'val/acc/mnist',0.67749999999999999111,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(798,5,'train',3,750,'val/acc/mnist_m',0.36999999999999999555,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(799,5,'train',3,750,'val/loss',1.3722691249847411842,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(800,5,'train',3,750,'val/routing/unrouted',0.0,0,'2026-11-28T01:22:10.934Z');
INSERT INTO metrics VALUES(801,6,'train',2,500,'time/eval_s',41.765636192000002322,0,'2026-11-28T01:23:24.874Z');
INSERT INTO metrics VALUES(802,6,'train',2,500,'time/train_epoch_s',543.42292756999995618,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(803,6,'train',2,500,'train/acc',0.39700000000000001953,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(804,6,'train',2,500,'train/acc/mnist',0.51400000000000001243,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(805,6,'train',2,500,'train/acc/mnist_m',0.28000000000000002664,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(806,6,'train',2,500,'train/grad_norm',3.4607399740219118022,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(807,6,'train',2,500,'train/loss',1.6456704578399659055,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(808,6,'train',2,500,'train/lr',0.0014167171060428251916,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(809,6,'train',2,500,'train/routing/unrouted',0.0,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(810,6,'train',2,500,'train/samples_per_s',29.442997687908540882,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(811,6,'train',2,500,'val/acc',0.52874999999999994226,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(812,6,'train',2,500,'val/acc/mnist',0.69499999999999995115,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(813,6,'train',2,500,'val/acc/mnist_m',0.36249999999999998889,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(814,6,'train',2,500,'val/loss',1.3509733171463012002,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(815,6,'train',2,500,'val/routing/unrouted',0.0,0,'2026-11-28T01:23:24.875Z');
INSERT INTO metrics VALUES(816,6,'train',3,750,'time/eval_s',21.858278762000001194,0,'2026-11-28T01:33:20.197Z');
INSERT INTO metrics VALUES(817,6,'train',3,750,'time/train_epoch_s',573.36946503900003335,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(818,6,'train',3,750,'train/acc',0.60481249999999997513,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(819,6,'train',3,750,'train/acc/mnist',0.7864999999999999769,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(820,6,'train',3,750,'train/acc/mnist_m',0.42312499999999997335,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(821,6,'train',3,750,'train/grad_norm',3.5877348995208739879,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(822,6,'train',3,750,'train/loss',1.1270726540088653599,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(823,6,'train',3,750,'train/lr',0.0013495272617153686658,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(824,6,'train',3,750,'train/routing/unrouted',0.0,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(825,6,'train',3,750,'train/samples_per_s',27.905218145705919853,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(826,6,'train',3,750,'val/acc',0.68000000000000004884,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(827,6,'train',3,750,'val/acc/mnist',0.8715000000000000524,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(828,6,'train',3,750,'val/acc/mnist_m',0.48849999999999998978,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(829,6,'train',3,750,'val/loss',0.9633666648864745996,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(830,6,'train',3,750,'val/routing/unrouted',0.0,0,'2026-11-28T01:33:20.198Z');
INSERT INTO metrics VALUES(831,5,'train',4,1000,'time/eval_s',21.57465549400000171,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(832,5,'train',4,1000,'time/train_epoch_s',667.86158994200002323,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(833,5,'train',4,1000,'train/acc',0.57156249999999997335,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(834,5,'train',4,1000,'train/acc/mnist',0.73812500000000003108,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(835,5,'train',4,1000,'train/acc/mnist_m',0.40500000000000002664,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(836,5,'train',4,1000,'train/grad_norm',4.8781718702316281266,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(837,5,'train',4,1000,'train/loss',1.2275670430660248211,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(838,5,'train',4,1000,'train/lr',0.00053700128729195818495,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(839,5,'train',4,1000,'train/routing/unrouted',0.0,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(840,5,'train',4,1000,'train/samples_per_s',23.95705972758443636,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(841,5,'train',4,1000,'val/acc',0.59499999999999997335,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(842,5,'train',4,1000,'val/acc/mnist',0.7614999999999999547,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(843,5,'train',4,1000,'val/acc/mnist_m',0.428499999999999992,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(844,5,'train',4,1000,'val/loss',1.1624415912628174307,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(845,5,'train',4,1000,'val/routing/unrouted',0.0,0,'2026-11-28T01:33:40.505Z');
INSERT INTO metrics VALUES(846,5,'train',5,1250,'time/eval_s',19.878950766999999189,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(847,5,'train',5,1250,'time/train_epoch_s',259.90890349199997899,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(848,5,'train',5,1250,'train/acc',0.6683750000000000524,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(849,5,'train',5,1250,'train/acc/mnist',0.83925000000000005151,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(850,5,'train',5,1250,'train/acc/mnist_m',0.49749999999999999777,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(851,5,'train',5,1250,'train/grad_norm',4.9830973749160767383,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(852,5,'train',5,1250,'train/loss',0.97341411828994750532,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(853,5,'train',5,1250,'train/lr',0.00046193245944496560137,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(854,5,'train',5,1250,'train/routing/unrouted',0.0,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(855,5,'train',5,1250,'train/samples_per_s',61.560030399237483321,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(856,5,'train',5,1250,'val/acc',0.68874999999999997335,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(857,5,'train',5,1250,'val/acc/mnist',0.86499999999999999111,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(858,5,'train',5,1250,'val/acc/mnist_m',0.51249999999999995559,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(859,5,'train',5,1250,'val/loss',0.92433510112762451438,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(860,5,'train',5,1250,'val/routing/unrouted',0.0,0,'2026-11-28T01:38:20.340Z');
INSERT INTO metrics VALUES(861,6,'train',4,1000,'time/eval_s',26.548171156999998744,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(862,6,'train',4,1000,'time/train_epoch_s',293.88606060000000753,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(863,6,'train',4,1000,'train/acc',0.7265625,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(864,6,'train',4,1000,'train/acc/mnist',0.89262500000000000177,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(865,6,'train',4,1000,'train/acc/mnist_m',0.56049999999999999822,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(866,6,'train',4,1000,'train/grad_norm',3.5859781770706176118,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(867,6,'train',4,1000,'train/loss',0.80213304650783534555,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(868,6,'train',4,1000,'train/lr',0.0012274402765705945492,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(869,6,'train',4,1000,'train/routing/unrouted',0.0,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(870,6,'train',4,1000,'train/samples_per_s',54.442867985416789622,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(871,6,'train',4,1000,'val/acc',0.7552499999999999769,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(872,6,'train',4,1000,'val/acc/mnist',0.91449999999999997957,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(873,6,'train',4,1000,'val/acc/mnist_m',0.59599999999999997424,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(874,6,'train',4,1000,'val/loss',0.7170736722946167152,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(875,6,'train',4,1000,'val/routing/unrouted',0.0,0,'2026-11-28T01:38:40.720Z');
INSERT INTO metrics VALUES(876,6,'train',5,1250,'time/eval_s',32.715891575000000557,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(877,6,'train',5,1250,'time/train_epoch_s',393.05016490799999928,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(878,6,'train',5,1250,'train/acc',0.7851249999999999618,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(879,6,'train',5,1250,'train/acc/mnist',0.92737499999999994937,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(880,6,'train',5,1250,'train/acc/mnist_m',0.64287499999999997424,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(881,6,'train',5,1250,'train/grad_norm',3.5878711051940919141,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(882,6,'train',5,1250,'train/loss',0.63952536094188694448,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(883,6,'train',5,1250,'train/lr',0.0010610859619895223523,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(884,6,'train',5,1250,'train/routing/unrouted',0.0,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(885,6,'train',5,1250,'train/samples_per_s',40.707272069826174742,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(886,6,'train',5,1250,'val/acc',0.78574999999999994848,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(887,6,'train',5,1250,'val/acc/mnist',0.9340000000000000524,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(888,6,'train',5,1250,'val/acc/mnist_m',0.63749999999999995559,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(889,6,'train',5,1250,'val/loss',0.62914811468124387516,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(890,6,'train',5,1250,'val/routing/unrouted',0.0,0,'2026-11-28T01:45:46.572Z');
INSERT INTO metrics VALUES(891,5,'train',6,1500,'time/eval_s',35.258983186000001808,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(892,5,'train',6,1500,'time/train_epoch_s',452.29795575800000053,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(893,5,'train',6,1500,'train/acc',0.73375000000000001332,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(894,5,'train',6,1500,'train/acc/mnist',0.89024999999999998578,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(895,5,'train',6,1500,'train/acc/mnist_m',0.57725000000000004085,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(896,5,'train',6,1500,'train/grad_norm',5.1489561138153074892,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(897,5,'train',6,1500,'train/loss',0.78846573567390443315,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(898,5,'train',6,1500,'train/lr',0.0003755561211659686773,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(899,5,'train',6,1500,'train/routing/unrouted',0.0,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(900,5,'train',6,1500,'train/samples_per_s',35.374911153834020182,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(901,5,'train',6,1500,'val/acc',0.72775000000000000799,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(902,5,'train',6,1500,'val/acc/mnist',0.89600000000000001865,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(903,5,'train',6,1500,'val/acc/mnist_m',0.55949999999999999733,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(904,5,'train',6,1500,'val/loss',0.8037579736709594691,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(905,5,'train',6,1500,'val/routing/unrouted',0.0,0,'2026-11-28T01:46:27.971Z');
INSERT INTO metrics VALUES(906,6,'train',6,1500,'time/eval_s',29.841379067999998397,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(907,6,'train',6,1500,'time/train_epoch_s',501.30152545300001067,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(908,6,'train',6,1500,'train/acc',0.8283125000000000071,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(909,6,'train',6,1500,'train/acc/mnist',0.94662500000000004973,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(910,6,'train',6,1500,'train/acc/mnist_m',0.70999999999999996447,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(911,6,'train',6,1500,'train/grad_norm',3.6176211071014403586,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(912,6,'train',6,1500,'train/loss',0.5134279070496559072,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(913,6,'train',6,1500,'train/lr',0.00086494837607481271646,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(914,6,'train',6,1500,'train/routing/unrouted',0.0,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(915,6,'train',6,1500,'train/samples_per_s',31.916918636027759247,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(916,6,'train',6,1500,'val/acc',0.82699999999999995736,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(917,6,'train',6,1500,'val/acc/mnist',0.94450000000000000621,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(918,6,'train',6,1500,'val/acc/mnist_m',0.70950000000000001953,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(919,6,'train',6,1500,'val/loss',0.50744741582870478424,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(920,6,'train',6,1500,'val/routing/unrouted',0.0,0,'2026-11-28T01:54:37.838Z');
INSERT INTO metrics VALUES(921,5,'train',7,1750,'time/eval_s',27.506146701999998783,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(922,5,'train',7,1750,'time/train_epoch_s',462.82648776700000326,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(923,5,'train',7,1750,'train/acc',0.78024999999999999911,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(924,5,'train',7,1750,'train/acc/mnist',0.92200000000000004174,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(925,5,'train',7,1750,'train/acc/mnist_m',0.63849999999999995647,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(926,5,'train',7,1750,'train/grad_norm',5.3894556293487552167,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(927,5,'train',7,1750,'train/loss',0.6564049605131149212,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(928,5,'train',7,1750,'train/lr',0.00028500846139580362278,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(929,5,'train',7,1750,'train/routing/unrouted',0.0,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(930,5,'train',7,1750,'train/samples_per_s',34.570190822904791616,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(931,5,'train',7,1750,'val/acc',0.77000000000000001776,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(932,5,'train',7,1750,'val/acc/mnist',0.90900000000000003019,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(933,5,'train',7,1750,'val/acc/mnist_m',0.63100000000000000532,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(934,5,'train',7,1750,'val/loss',0.69557030916213991034,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(935,5,'train',7,1750,'val/routing/unrouted',0.0,0,'2026-11-28T01:54:38.427Z');
INSERT INTO metrics VALUES(936,5,'train',8,2000,'time/eval_s',20.71719389100000086,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(937,5,'train',8,2000,'time/train_epoch_s',445.97217786700002763,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(938,5,'train',8,2000,'train/acc',0.81012499999999998401,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(939,5,'train',8,2000,'train/acc/mnist',0.93549999999999999822,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(940,5,'train',8,2000,'train/acc/mnist_m',0.6847499999999999698,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(941,5,'train',8,2000,'train/grad_norm',5.6625505189895628532,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(942,5,'train',8,2000,'train/loss',0.56767819416522979913,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(943,5,'train',8,2000,'train/lr',0.0001977702928332364721,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(944,5,'train',8,2000,'train/routing/unrouted',0.0,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(945,5,'train',8,2000,'train/samples_per_s',35.876677501553913885,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(946,5,'train',8,2000,'val/acc',0.78849999999999997868,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(947,5,'train',8,2000,'val/acc/mnist',0.93500000000000005329,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(948,5,'train',8,2000,'val/acc/mnist_m',0.64200000000000001509,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(949,5,'train',8,2000,'val/loss',0.62367335224151609907,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(950,5,'train',8,2000,'val/routing/unrouted',0.0,0,'2026-11-28T02:02:25.195Z');
INSERT INTO metrics VALUES(951,6,'train',7,1750,'time/eval_s',17.053914222999999594,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(952,6,'train',7,1750,'time/train_epoch_s',476.44284707600002091,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(953,6,'train',7,1750,'train/acc',0.86406249999999995559,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(954,6,'train',7,1750,'train/acc/mnist',0.96074999999999999289,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(955,6,'train',7,1750,'train/acc/mnist_m',0.7673750000000000293,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(956,6,'train',7,1750,'train/grad_norm',3.6749480199813842062,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(957,6,'train',7,1750,'train/loss',0.41345482605695726974,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(958,6,'train',7,1750,'train/lr',0.0006561047325895017759,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(959,6,'train',7,1750,'train/routing/unrouted',0.0,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(960,6,'train',7,1750,'train/samples_per_s',33.582202142805499534,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(961,6,'train',7,1750,'val/acc',0.84949999999999992184,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(962,6,'train',7,1750,'val/acc/mnist',0.95199999999999995736,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(963,6,'train',7,1750,'val/acc/mnist_m',0.74699999999999999733,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(964,6,'train',7,1750,'val/loss',0.46015737915039062189,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(965,6,'train',7,1750,'val/routing/unrouted',0.0,0,'2026-11-28T02:02:51.392Z');
INSERT INTO metrics VALUES(966,5,'train',9,2250,'time/eval_s',17.70867786899999885,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(967,5,'train',9,2250,'time/train_epoch_s',279.53803032000001849,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(968,5,'train',9,2250,'train/acc',0.84062499999999995559,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(969,5,'train',9,2250,'train/acc/mnist',0.95050000000000001154,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(970,5,'train',9,2250,'train/acc/mnist_m',0.73075000000000001065,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(971,5,'train',9,2250,'train/grad_norm',5.5233700799942013759,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(972,5,'train',9,2250,'train/loss',0.4925656437873840443,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(973,5,'train',9,2250,'train/lr',0.00012104900660087048423,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(974,5,'train',9,2250,'train/routing/unrouted',0.0,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(975,5,'train',9,2250,'train/samples_per_s',57.237292477463853402,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(976,5,'train',9,2250,'val/acc',0.80475000000000007638,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(977,5,'train',9,2250,'val/acc/mnist',0.93249999999999999555,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(978,5,'train',9,2250,'val/acc/mnist_m',0.67700000000000004618,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(979,5,'train',9,2250,'val/loss',0.57574514579772950728,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(980,5,'train',9,2250,'val/routing/unrouted',0.0,0,'2026-11-28T02:07:22.500Z');
INSERT INTO metrics VALUES(981,6,'train',8,2000,'time/eval_s',17.985278443999998642,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(982,6,'train',8,2000,'time/train_epoch_s',260.19293308300001398,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(983,6,'train',8,2000,'train/acc',0.89193750000000004973,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(984,6,'train',8,2000,'train/acc/mnist',0.96812500000000001332,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(985,6,'train',8,2000,'train/acc/mnist_m',0.81574999999999997513,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(986,6,'train',8,2000,'train/grad_norm',3.7151245737075804242,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(987,6,'train',8,2000,'train/loss',0.32774129647016525535,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(988,6,'train',8,2000,'train/lr',0.00045273853025576085056,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(989,6,'train',8,2000,'train/routing/unrouted',0.0,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(990,6,'train',8,2000,'train/samples_per_s',61.492830763762881931,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(991,6,'train',8,2000,'val/acc',0.87050000000000005151,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(992,6,'train',8,2000,'val/acc/mnist',0.95750000000000001776,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(993,6,'train',8,2000,'val/acc/mnist_m',0.78349999999999997424,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(994,6,'train',8,2000,'val/loss',0.4122366938591003338,0,'2026-11-28T02:07:29.616Z');
INSERT INTO metrics VALUES(995,6,'train',8,2000,'val/routing/unrouted',0.0,0,'2026-11-28T02:07:29.616Z');
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
INSERT INTO artifacts VALUES(1,1,'train',1,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e1.pt','ee8f8aab21f6ec22a0493ea31e612a1be2723de644863d34a4e2bebb792eaa8a',258788,'2026-11-27T20:21:56.979Z');
INSERT INTO artifacts VALUES(3,2,'train',1,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e1.pt','56d6800cf9972ec837f3a3057e98f47c23b4d65819386e33261e80f2569768fc',258788,'2026-11-27T20:22:04.535Z');
INSERT INTO artifacts VALUES(5,1,'train',2,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e2.pt','dbf09c638a5454089e36ce4e227bcdcc58ba756edd3109f5600646b7d475f9ba',258788,'2026-11-27T20:24:10.478Z');
INSERT INTO artifacts VALUES(7,2,'train',2,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e2.pt','547d4133c981aea7850eea9ac22139d35999cf3a1102677180064479dbd17979',258788,'2026-11-27T20:24:56.219Z');
INSERT INTO artifacts VALUES(9,1,'train',3,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e3.pt','90ef3bf8a4089fbb2e9bd8417bbc159cafcb86a873d106fa4a7e7eed80329b43',258788,'2026-11-27T20:28:14.623Z');
INSERT INTO artifacts VALUES(11,2,'train',3,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e3.pt','80d7606844779eb5b1732a7ce4845efb5a67885eca76c4aff48f9a14f46ac761',258788,'2026-11-27T20:29:09.387Z');
INSERT INTO artifacts VALUES(13,1,'train',4,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e4.pt','2d20426ac3d3ae1043e08a71765a11443b459da48a27f33b1ce1d73d3d30a07f',258788,'2026-11-27T20:33:23.421Z');
INSERT INTO artifacts VALUES(15,2,'train',4,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e4.pt','3a9a06897457c5cfa5e68a11da718a43be96125c706bebccbdfae7183cfc53c4',258788,'2026-11-27T20:34:50.966Z');
INSERT INTO artifacts VALUES(17,1,'train',5,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e5.pt','7d3fbcb87201d34c0bc7527357d1341484b5abd0a59ef59343ed76c6b6090bae',258788,'2026-11-27T20:42:16.222Z');
INSERT INTO artifacts VALUES(19,2,'train',5,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e5.pt','8b6ff755ee4c46588a0e7bc725a64bf0b129e50328f784801d4eda8e17b6d707',258788,'2026-11-27T20:43:01.298Z');
INSERT INTO artifacts VALUES(21,1,'train',6,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e6.pt','8f9da07df84183e5bdfc23c702ee3e118a983fe4f69b93314f26c932f134e156',258788,'2026-11-27T20:47:09.738Z');
INSERT INTO artifacts VALUES(23,2,'train',6,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e6.pt','02f7f7262bfefec46670b9e7a5ede9f2c1c661389272b15db296e076076b642b',258788,'2026-11-27T20:48:21.802Z');
INSERT INTO artifacts VALUES(25,1,'train',7,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e7.pt','4df8a5186c4da42ce01a047cef4eb4ba2c2134810676859fe8f114a9064f393f',258788,'2026-11-27T20:51:48.163Z');
INSERT INTO artifacts VALUES(27,2,'train',7,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e7.pt','5d8eaa845bc2a6a71ca156d7e30691c9d2b2052da7d908270124e5a58d187f5e',258788,'2026-11-27T20:53:07.705Z');
INSERT INTO artifacts VALUES(29,1,'train',8,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e8.pt','06632ee00e663834c416b6fbd480d35ac8b42409c4835d1e73f7e0db90b3d768',258788,'2026-11-27T20:56:12.289Z');
INSERT INTO artifacts VALUES(31,2,'train',8,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e8.pt','1b928c75ad69eaafcedee1435295855260ece9c196e76948b9696fa49393c01b',258788,'2026-11-27T20:58:19.346Z');
INSERT INTO artifacts VALUES(33,1,'train',9,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e9.pt','1e5d5241d90816a595e702b36fa7719c35a7d45f6deeaf89c9fe93ed90db9588',258788,'2026-11-27T21:00:55.242Z');
INSERT INTO artifacts VALUES(35,2,'train',9,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e9.pt','ea0259325d20e86906d6e47ef8970ca6558e58c5deeb400c463b906c571d3f25',258788,'2026-11-27T21:04:29.642Z');
INSERT INTO artifacts VALUES(37,1,'train',10,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e10.pt','82a96fca02b201c078512063d799048683ff8679f02c0022cc9e2c12f2685360',258788,'2026-11-27T21:06:08.264Z');
INSERT INTO artifacts VALUES(39,2,'train',10,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e10.pt','2914b3fd558653707b216892b059a2004720e9b4c436207c79951a94ad5a5c59',258788,'2026-11-27T21:20:16.724Z');
INSERT INTO artifacts VALUES(41,1,'train',11,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e11.pt','d62028a3eaaa86ce8f1fdc26212240998ea356ac264b659a9a017dcda8d1c52f',258788,'2026-11-27T21:21:13.359Z');
INSERT INTO artifacts VALUES(43,2,'train',11,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e11.pt','cf6f52afbb700e0e7b69f715094fb5112cb2c2318feddb18fa3470e860777488',258788,'2026-11-27T21:22:40.313Z');
INSERT INTO artifacts VALUES(45,1,'train',12,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.epoch.a1e12.pt','e71113af6cce2f7d1673fed3b62ef6389d8d9c64b30c22b94446c6696aeaf760',258788,'2026-11-27T21:23:21.131Z');
INSERT INTO artifacts VALUES(46,1,'train',12,'checkpoint','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.last.a1e12.pt','41150c4961f88223efe709ffdbd385357e50c5e0e2005ee8a22b99999047b58f',800737,'2026-11-27T21:23:21.146Z');
INSERT INTO artifacts VALUES(47,1,'train',12,'routing','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.routing.json','71bebc0649adc345df2e764529e4dcd38042df760490e667d123ad7fffc4d7ed',48469,'2026-11-27T21:23:31.523Z');
INSERT INTO artifacts VALUES(48,1,'train',12,'final','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/754f53a0d06d9401/train.final.a1e12.pt','fb8d2384f40c855911f341a88e3ddaed51fdbb7fb0528f5cffe9fc7ffcccc2ac',258788,'2026-11-27T21:23:31.528Z');
INSERT INTO artifacts VALUES(49,2,'train',12,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.epoch.a1e12.pt','6787555d992ef9a7e016c1e7e1c06978b533151ef7ba5faef09f220cd68f6912',258788,'2026-11-27T21:25:53.111Z');
INSERT INTO artifacts VALUES(50,2,'train',12,'checkpoint','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.last.a1e12.pt','eb35a6475833a2eaafae3e7c826d9cc8b0e8dfcf208650719374a0ae8f0da9b0',800737,'2026-11-27T21:25:53.119Z');
INSERT INTO artifacts VALUES(51,2,'train',12,'routing','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.routing.json','d3c2b5a02efa0420f9b87bda5fda2031fce05b22cd45a2b39b7eb2aedceb6c82',49776,'2026-11-27T21:26:03.371Z');
INSERT INTO artifacts VALUES(52,2,'train',12,'final','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/bd29972d0db6ad82/train.final.a1e12.pt','04470b60c043da017d35c4e296b422b336f6ee801d1fcda409a7bb07f3a7b128',258788,'2026-11-27T21:26:03.376Z');
INSERT INTO artifacts VALUES(53,3,'train',1,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a1e1.pt','59138113a9daa1a5b272f904afe9a8514e8489a6aaee24a56352b14ce102aa51',258788,'2026-11-27T21:26:17.094Z');
INSERT INTO artifacts VALUES(55,3,'train',2,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a1e2.pt','1f67eb84f4a341e40e460455da9d0914afc44fdc10ce9fa65ab626b59e3f5d6d',258788,'2026-11-27T21:29:58.974Z');
INSERT INTO artifacts VALUES(57,4,'train',1,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a1e1.pt','f82b564be4a7aa86d1331f42f0dc3de7fa87cc2607b32f11f7ed42ea10db4370',258788,'2026-11-27T21:30:47.254Z');
INSERT INTO artifacts VALUES(59,3,'train',3,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a2e3.pt','05d8da1867b233b94d47c4ef31596c7d53292f8383cc82b0ca6dd43dbfcaa2fa',258788,'2026-11-27T22:36:34.832Z');
INSERT INTO artifacts VALUES(61,4,'train',2,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e2.pt','5d6abe1b7c727bc571ddcddc0eed08da908b53e01216feb2808b33a89570a8c7',258788,'2026-11-27T22:36:49.054Z');
INSERT INTO artifacts VALUES(63,4,'train',3,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e3.pt','5b91ebd326186055dae9e384db6d15b6fdbcf947c022e8c532b146d6b31cfa29',258788,'2026-11-27T22:43:37.939Z');
INSERT INTO artifacts VALUES(65,3,'train',4,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a2e4.pt','59f5592aa68209d14b0b241e72ea304fdb3d3495f360fd677989f061f583a5ca',258788,'2026-11-27T22:44:22.524Z');
INSERT INTO artifacts VALUES(67,4,'train',4,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e4.pt','c8f3004c8abb3e60d905f01219b3d98d27471d2888ff7abb110817f12f3188be',258788,'2026-11-27T22:54:25.702Z');
INSERT INTO artifacts VALUES(69,3,'train',5,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a2e5.pt','e1b42b636918593457a9f482afea8f63e8abd213e0cfd2e9fd8be304fa99a790',258788,'2026-11-27T22:54:32.118Z');
INSERT INTO artifacts VALUES(71,3,'train',6,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a2e6.pt','563818bbbe2d5d767cdede6845f429846a2b5dd0cc241441069bcfa6a442a3a6',258788,'2026-11-27T23:04:05.342Z');
INSERT INTO artifacts VALUES(73,4,'train',5,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e5.pt','518e0632a87af93923e6db1049278d2f59f78d874a1d6bbf4506e923e802cc05',258788,'2026-11-27T23:06:32.122Z');
INSERT INTO artifacts VALUES(75,3,'train',7,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a2e7.pt','ff26f5c77bfc34a171c29cb79cf6b9c317dc6bee473766cd493a7a0be063932f',258788,'2026-11-27T23:16:26.773Z');
INSERT INTO artifacts VALUES(77,4,'train',6,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e6.pt','cdec58e607ef107ca16c43cd326be1932194a200c7434ca4bd5ccdce025bfaf9',258788,'2026-11-27T23:19:03.608Z');
INSERT INTO artifacts VALUES(79,3,'train',8,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a2e8.pt','c280ec7a3cd0b7c0395ae02b207ca01738d6e1f355c19b0bf31ba62b8e40dae9',258788,'2026-11-27T23:28:40.906Z');
INSERT INTO artifacts VALUES(81,4,'train',7,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e7.pt','3823d1623c02ae9e8d2dbb456fabea8d08a221fbaa6563f8e9de3f4603a55fbf',258788,'2026-11-27T23:31:03.254Z');
INSERT INTO artifacts VALUES(83,3,'train',9,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a2e9.pt','c7bcdb0cd5431dc1709f1753816fb7116533a9028bfd36e9e0268f5d73a3c37b',258788,'2026-11-27T23:38:41.171Z');
INSERT INTO artifacts VALUES(85,4,'train',8,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e8.pt','31f148326e8ed3e50227406360a5429f2430e615c40238ff3abd1fc1d4fced71',258788,'2026-11-27T23:38:52.128Z');
INSERT INTO artifacts VALUES(87,3,'train',10,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a2e10.pt','7341f0bfef2d612ab86800ab2fbcf54d89ec9ffacb0f07068c219d8eaa4ef4bb',258788,'2026-11-27T23:44:33.046Z');
INSERT INTO artifacts VALUES(89,4,'train',9,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e9.pt','e728215804ad1c149ba3c42bdb36631142d8085af72dd8b6426b364b462a79da',258788,'2026-11-27T23:44:40.279Z');
INSERT INTO artifacts VALUES(91,4,'train',10,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e10.pt','de2844c84d6c1e04c966f22561613bf4cf16fb5b69ee4d8c9d71b32ad98bf0b2',258788,'2026-11-27T23:49:19.987Z');
INSERT INTO artifacts VALUES(93,3,'train',11,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a2e11.pt','0ce726719cb535aef4e25f8e30aa14dcd45ddb5564bc5e3ba735d58e1a6a177c',258788,'2026-11-27T23:49:34.966Z');
INSERT INTO artifacts VALUES(95,4,'train',11,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e11.pt','849994c788caf80c0baa862a1331125739258d02106d6b039b661440c43475c3',258788,'2026-11-27T23:54:06.594Z');
INSERT INTO artifacts VALUES(97,3,'train',12,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.epoch.a2e12.pt','6820953bd8e31ab0707222e08e7d1cd1b6f04ca07d494d11fbf25abf851debac',258788,'2026-11-27T23:54:10.829Z');
INSERT INTO artifacts VALUES(98,3,'train',12,'checkpoint','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.last.a2e12.pt','40d85bd64f2dc551d164d18c5a2fa80502af16a85f02ba6055b817f078f68957',800737,'2026-11-27T23:54:10.862Z');
INSERT INTO artifacts VALUES(99,3,'train',12,'routing','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.routing.json','06f26de6ab118a48547ba13abdb6ac60cda9a3eeb7d11202f864fc1d56e1d329',51248,'2026-11-27T23:54:27.218Z');
INSERT INTO artifacts VALUES(100,3,'train',12,'final','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/2aa33a361c809b0b/train.final.a2e12.pt','6071d444c45d8ad67b49cf84f78e215fae4b0ae2f916844d53fb7ced4c4732e1',258788,'2026-11-27T23:54:27.230Z');
INSERT INTO artifacts VALUES(101,4,'train',12,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.epoch.a2e12.pt','c4af736fcd4785994947f57868bd082098eb9cb92175a45a69b18140bdb3e947',258788,'2026-11-28T00:35:37.159Z');
INSERT INTO artifacts VALUES(102,4,'train',12,'checkpoint','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.last.a2e12.pt','af9fa9790bd43f404f8047762b603220364f50f335bac08f3d87b1f0a833b54f',800737,'2026-11-28T00:35:37.182Z');
INSERT INTO artifacts VALUES(103,4,'train',12,'routing','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.routing.json','9131898ccee8bce3d05676e998246b77a60c1886ec592c0c96993e6821251674',49667,'2026-11-28T00:35:51.962Z');
INSERT INTO artifacts VALUES(104,4,'train',12,'final','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/829d4392d9041ed9/train.final.a2e12.pt','e83e6fc2b0c45afb6c85276929fa1ffb73ea6f28af2554d0f8cad7190135fd4b',258788,'2026-11-28T00:35:51.965Z');
INSERT INTO artifacts VALUES(105,5,'train',1,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/e782905498058e2f/train.epoch.a1e1.pt','96a3c5da6aa1534c7bd001f175487900fd105f6b5c1de64bb85f58c22f629ffd',258788,'2026-11-28T00:35:52.608Z');
INSERT INTO artifacts VALUES(107,6,'train',1,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/a1f145372a168fa7/train.epoch.a2e1.pt','4801e284f5973c4d94395f776dd0c4b3ff6cb1ccaf95ac48001d895714bd291f',258788,'2026-11-28T01:13:39.582Z');
INSERT INTO artifacts VALUES(109,5,'train',2,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/e782905498058e2f/train.epoch.a2e2.pt','30bfe558a1aee6d273b61c67ed704deb9275a56b3d5eafac0f29f1be0bc9355b',258788,'2026-11-28T01:13:57.919Z');
INSERT INTO artifacts VALUES(111,5,'train',3,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/e782905498058e2f/train.epoch.a2e3.pt','28315ffc16c0d8f81b14bae5ffbba39b08bf18fc3d627233bff56dc1b25de96c',258788,'2026-11-28T01:22:10.960Z');
INSERT INTO artifacts VALUES(113,6,'train',2,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/a1f145372a168fa7/train.epoch.a2e2.pt','2a698750b5a1372b70fec1675145503509bcf1f9ae387686926660521fa2eaba',258788,'2026-11-28T01:23:24.914Z');
INSERT INTO artifacts VALUES(115,6,'train',3,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/a1f145372a168fa7/train.epoch.a2e3.pt','11c7ec00b1b0cedae45ce06326e685aab95fc0729d70dc4fa6b4d4419727d894',258788,'2026-11-28T01:33:20.218Z');
INSERT INTO artifacts VALUES(117,5,'train',4,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/e782905498058e2f/train.epoch.a2e4.pt','da0f0204feb5415d94e70dd9c3199e538700f5fbfd1209ce3b4e34df6fed2475',258788,'2026-11-28T01:33:40.526Z');
INSERT INTO artifacts VALUES(119,5,'train',5,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/e782905498058e2f/train.epoch.a2e5.pt','96284097c75ed2b509573fcfbbd8af2a8bdf468522bfbd84fe3b2955a06f746c',258788,'2026-11-28T01:38:20.362Z');
INSERT INTO artifacts VALUES(121,6,'train',4,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/a1f145372a168fa7/train.epoch.a2e4.pt','a6332f7b955c6e674b55e26c2af6f228815084984f7ce6973505a3e8b152987b',258788,'2026-11-28T01:38:40.743Z');
INSERT INTO artifacts VALUES(123,6,'train',5,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/a1f145372a168fa7/train.epoch.a2e5.pt','063208331b36a34d9f77f1519d0e6f354173c29f9be1df00f9380f58db34dd0d',258788,'2026-11-28T01:45:46.638Z');
INSERT INTO artifacts VALUES(125,5,'train',6,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/e782905498058e2f/train.epoch.a2e6.pt','c56fb051c31908ee9d3ba6cf6abbcdff971066647ff035767cec854adbe71887',258788,'2026-11-28T01:46:28.014Z');
INSERT INTO artifacts VALUES(127,6,'train',6,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/a1f145372a168fa7/train.epoch.a2e6.pt','7dc486d4ae8ac77d1930772f200dbeb91414e634dac33ddd016a71fb6ab43bb9',258788,'2026-11-28T01:54:37.859Z');
INSERT INTO artifacts VALUES(129,5,'train',7,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/e782905498058e2f/train.epoch.a2e7.pt','663af3d91d4542775efeaea040016204b3cb3b17b363f7bd222a0f134b910335',258788,'2026-11-28T01:54:38.443Z');
INSERT INTO artifacts VALUES(131,5,'train',8,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/e782905498058e2f/train.epoch.a2e8.pt','4574cf6a9bec14c784964272026ae977d10332b0ae29ebd6c6b8e0a3ca84297e',258788,'2026-11-28T02:02:25.218Z');
INSERT INTO artifacts VALUES(133,6,'train',7,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/a1f145372a168fa7/train.epoch.a2e7.pt','f8ba66000eba2f0bcfe0cf12121d19c40785245da96579c1b2bfc50b7dd897cc',258788,'2026-11-28T02:02:51.412Z');
INSERT INTO artifacts VALUES(135,5,'train',9,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/e782905498058e2f/train.epoch.a2e9.pt','f4d02a1b8a80b60c827d29535e3cb3fcc50dab53d4f8fb6813425f854be89e5c',258788,'2026-11-28T02:07:22.517Z');
INSERT INTO artifacts VALUES(136,5,'train',9,'checkpoint','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/e782905498058e2f/train.last.a2e9.pt','cb03c8579d725344e984d1248151631eb43b6e8595cc8ec2651fb8bea852f7f9',800737,'2026-11-28T02:07:22.538Z');
INSERT INTO artifacts VALUES(137,6,'train',8,'epoch','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/a1f145372a168fa7/train.epoch.a2e8.pt','ad22e19b9f6ac1ab6571810559e6063ffb1257641a78453c3d7c5142affb1701',258788,'2026-11-28T02:07:29.634Z');
INSERT INTO artifacts VALUES(138,6,'train',8,'checkpoint','checkpoints/55c9eb0b4683b404321e20ec565258a1/digits_protocol_cpu/a1f145372a168fa7/train.last.a2e8.pt','75dec744baa2fc0456480630af9939ed4f38f277ef911f40de5241f0616ba766',800737,'2026-11-28T02:07:29.654Z');
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
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.keep_epochs') AS "train.keep_epochs",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.lr') AS "train.lr",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.max_eval_batches') AS "train.max_eval_batches",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.max_train_batches') AS "train.max_train_batches",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.min_lr') AS "train.min_lr",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.schedule') AS "train.schedule",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.warmup_epochs') AS "train.warmup_epochs",
  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p WHERE p.trial_id = t.id AND p.key = 'train.weight_decay') AS "train.weight_decay",
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
