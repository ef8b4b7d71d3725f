PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info VALUES('id','8bbe07bfc08b020ca04b3648dd292a73');
CREATE TABLE sweeps (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  file        TEXT NOT NULL DEFAULT '',   -- path of the sweep file
  source      TEXT NOT NULL DEFAULT '',   -- its TOML text, as run
  extra_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra_json)),  -- [slurm], [report], ...
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))  -- last run
);
INSERT INTO sweeps VALUES(1,'pgm_probe_residual','/tmp/pgm_probe.toml',replace('name = "pgm_probe_residual"\ndescription = "probe: pgm_cpu_regimes'' NI on interpolation, residual code vs paper"\nseeds = [0]\n\n[task]\nname = "pgm"\nparams = { source = "generator", regime = "interpolation", train_size = 20000, val_size = 500, test_size = 500, generator_seed = 0, min_triples = 1, max_triples = 1, distractors = "constant", panel_pool = 2, cnn_layers = 3, cnn_channels = 16, beta = 10.0 }\n\n[train]\nepochs = 8\nbatch_size = 32\neval_batch_size = 64\nlr = 2e-3\nmin_lr = 1e-5\nweight_decay = 0.0\nwarmup_epochs = 0.5\ngrad_clip = 1.0\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code" }\n','\n',char(10)),'{}','2026-11-26T08:33:45.523Z','2026-11-26T08:33:45.523Z');
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  sweep_id        INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command_line    TEXT NOT NULL DEFAULT '',
  file            TEXT NOT NULL DEFAULT '',
  overrides_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(overrides_json)),  -- the --set values
  source          TEXT NOT NULL DEFAULT ''   -- the effective sweep: TOML with the overrides applied
);
INSERT INTO runs VALUES(1,1,'2026-11-26T08:33:45.525Z','nilab run /tmp/pgm_probe.toml --db /tmp/pgmp/probe.sqlite --threads 1','/tmp/pgm_probe.toml','[]',replace('name = "pgm_probe_residual"\ndescription = "probe: pgm_cpu_regimes'' NI on interpolation, residual code vs paper"\nseeds = [0]\n\n[task]\nname = "pgm"\nparams = { source = "generator", regime = "interpolation", train_size = 20000, val_size = 500, test_size = 500, generator_seed = 0, min_triples = 1, max_triples = 1, distractors = "constant", panel_pool = 2, cnn_layers = 3, cnn_channels = 16, beta = 10.0 }\n\n[train]\nepochs = 8\nbatch_size = 32\neval_batch_size = 64\nlr = 2e-3\nmin_lr = 1e-5\nweight_decay = 0.0\nwarmup_epochs = 0.5\ngrad_clip = 1.0\n\n[[models]]\nname = "ni"\nparams = { dim = 64, code_dim = 64, type_dim = 16, n_s = 1, n_i = 4, n_l = 1, n_f = 4, heads = 4, head_dim = 0, mlp_hidden = 128, tau = 1.42, residual = "code" }\n','\n',char(10)));
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
INSERT INTO trials VALUES(1,1,0,'c45c05726312fdd8','{"model":{"name":"ni","params":{"code_dim":64,"code_modulation":true,"dim":64,"dropout":0.0,"eps":1e-06,"fc_after_attention":true,"halt_bias_init":1.0,"halt_epsilon":0.01,"halting":"none","head_dim":0,"heads":4,"learnable_signatures":false,"mlp_hidden":128,"n_f":4,"n_i":4,"n_l":1,"n_s":1,"ponder_cost":0.001,"rel_pos":"table","residual":"code","scale_attention":true,"sigma_init":1.0,"tau":1.42,"type_dim":16}},"phases":[{"add_functions":0,"drop_functions":[],"eval_drop_functions":[],"eval_drop_repeats":1,"eval_iterations":[],"eval_only":false,"freeze_groups":[],"from":"","init":{},"iterations":0,"name":"train","reinitialize":[],"task_params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"interpolation","source":"generator","test_size":500,"train_size":20000,"val_size":500},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0},"train_groups":[]}],"seed":0,"task":{"name":"pgm","params":{"antialias":true,"beta":10.0,"cnn_channels":16,"cnn_layers":3,"data_subdir":"pgm","distractors":"constant","generator_seed":0,"max_triples":1,"min_triples":1,"panel_pool":2,"position_std":0.02,"regime":"interpolation","source":"generator","test_size":500,"train_size":20000,"val_size":500}},"train":{"batch_size":32,"beta1":0.9,"beta2":0.999,"checkpoint_every":1,"early_stop_patience":0,"epochs":8,"eval_batch_size":64,"grad_clip":1.0,"lr":0.002,"max_eval_batches":0,"max_train_batches":0,"min_lr":1e-05,"schedule":"cosine","warmup_epochs":0.5,"weight_decay":0.0}}','pgm','ni',0,'done',NULL,1,'vm:15227','2026-11-26T08:56:06.805Z','2026-11-26T08:33:45.523Z','2026-11-26T08:33:45.531Z','2026-11-26T08:56:06.808Z','{"batch_slices":1,"blas":"/usr/lib/x86_64-linux-gnu/openblas-openmp/libblas.so.3","blas_config":"OpenBLAS 0.3.21 NO_LAPACKE DYNAMIC_ARCH NO_AFFINITY USE_OPENMP Cooperlake MAX_THREADS=64","blas_core":"Cooperlake","blas_core_switched_from":"","compiler":"gcc 12.2.0","model_plugin":"/work/main/build/plugins/nilab-ni.so","model_plugin_version":"0.1.0","numerics":{"allow_tf32_cublas":false,"allow_tf32_cudnn":false,"cublas_workspace_config":"","cudnn_benchmark":false,"cudnn_deterministic":false,"deterministic":false,"deterministic_algorithms":false,"precision":"fp32"},"task":{"pgm.antialias":"true","pgm.distractors":"constant","pgm.generator_seed":"0","pgm.generator_version":"1","pgm.held_out":"colour and size: even values in train/val, odd values in test","pgm.regime":"interpolation","pgm.source":"generator","pgm.triples":"1-1"},"task_plugin":"/work/main/build/plugins/nilab-pgm.so","task_plugin_version":"0.1.0"}','vm','414a442086d89d577b27e8a248d8c020db87ddbb',1,'0.1.0','1.13.0',5,'cpu',1,99918,67665,'nilab run /tmp/pgm_probe.toml --db /tmp/pgmp/probe.sqlite --threads 1');
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
INSERT INTO params VALUES(1,'mlp_hidden','int',128,NULL,NULL);
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
INSERT INTO params VALUES(1,'tau','float',NULL,1.4199999999999999289,NULL);
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
INSERT INTO params VALUES(1,'type_dim','int',16,NULL,NULL);
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
INSERT INTO phases VALUES(1,1,'train','done',8,'2026-11-26T08:33:45.534Z','2026-11-26T08:56:06.807Z');
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
INSERT INTO metrics VALUES(1,1,'train',1,625,'time/eval_s',2.0968513540000000006,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(2,1,'train',1,625,'time/train_epoch_s',174.55182871499999919,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(3,1,'train',1,625,'train/acc',0.16120000000000000994,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(4,1,'train',1,625,'train/ce',2.0445226020788069831,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(5,1,'train',1,625,'train/grad_norm',3.6782583989143371461,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(6,1,'train',1,625,'train/loss',4.1729565982818606073,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(7,1,'train',1,625,'train/lr',0.0019784597630785158602,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(8,1,'train',1,625,'train/meta_bce',0.21284339846866315304,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(9,1,'train',1,625,'train/routing/unrouted',0.0,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(10,1,'train',1,625,'train/samples_per_s',114.57914905409016625,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(11,1,'train',1,625,'val/acc',0.18199999999999999511,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(12,1,'train',1,625,'val/ce',2.0174362050836132098,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(13,1,'train',1,625,'val/loss',3.617751937866211076,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(14,1,'train',1,625,'val/meta_bce',0.1600315750814804705,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(15,1,'train',1,625,'val/routing/unrouted',0.0,0,'2026-11-26T08:36:42.184Z');
INSERT INTO metrics VALUES(16,1,'train',2,1250,'time/eval_s',1.8628237290000000392,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(17,1,'train',2,1250,'time/train_epoch_s',159.33596802200000297,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(18,1,'train',2,1250,'train/acc',0.26310000000000000053,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(19,1,'train',2,1250,'train/ce',1.913932362643222973,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(20,1,'train',2,1250,'train/grad_norm',3.068492166137695154,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(21,1,'train',2,1250,'train/loss',3.4209838077545167145,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(22,1,'train',2,1250,'train/lr',0.0018105203683217820694,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(23,1,'train',2,1250,'train/meta_bce',0.15070514539013590837,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(24,1,'train',2,1250,'train/routing/unrouted',0.0,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(25,1,'train',2,1250,'train/samples_per_s',125.52093697537607397,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(26,1,'train',2,1250,'val/acc',0.33000000000000001554,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(27,1,'train',2,1250,'val/ce',1.8373549333462209087,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(28,1,'train',2,1250,'val/loss',3.2114807662963866796,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(29,1,'train',2,1250,'val/meta_bce',0.13741258431536351736,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(30,1,'train',2,1250,'val/routing/unrouted',0.0,0,'2026-11-26T08:39:23.399Z');
INSERT INTO metrics VALUES(31,1,'train',3,1875,'time/eval_s',1.9027367840000000143,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(32,1,'train',3,1875,'time/train_epoch_s',170.17591904400001112,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(33,1,'train',3,1875,'train/acc',0.37435000000000001607,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(34,1,'train',3,1875,'train/ce',1.7375517744153625709,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(35,1,'train',3,1875,'train/grad_norm',4.637903714752197537,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(36,1,'train',3,1875,'train/loss',3.0182786144256592564,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(37,1,'train',3,1875,'train/lr',0.0015032699016533574484,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(38,1,'train',3,1875,'train/meta_bce',0.12807268614113084814,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(39,1,'train',3,1875,'train/routing/unrouted',0.0,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(40,1,'train',3,1875,'train/samples_per_s',117.52544139237984665,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(41,1,'train',3,1875,'val/acc',0.41199999999999997735,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(42,1,'train',3,1875,'val/ce',1.6100824065572569843,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(43,1,'train',3,1875,'val/loss',2.7435852146148680397,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(44,1,'train',3,1875,'val/meta_bce',0.11335028269506382259,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(45,1,'train',3,1875,'val/routing/unrouted',0.0,0,'2026-11-26T08:42:15.485Z');
INSERT INTO metrics VALUES(46,1,'train',4,2500,'time/eval_s',1.7221714580000000438,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(47,1,'train',4,2500,'time/train_epoch_s',162.81884697899999992,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(48,1,'train',4,2500,'train/acc',0.42964999999999997637,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(49,1,'train',4,2500,'train/ce',1.56600733291259675,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(50,1,'train',4,2500,'train/grad_norm',4.4804127830505366958,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(51,1,'train',4,2500,'train/loss',2.6087501171112061904,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(52,1,'train',4,2500,'train/lr',0.0011098459292233344916,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(53,1,'train',4,2500,'train/meta_bce',0.10427428017444019536,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(54,1,'train',4,2500,'train/routing/unrouted',0.0,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(55,1,'train',4,2500,'train/samples_per_s',122.83590242215358046,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(56,1,'train',4,2500,'val/acc',0.42599999999999998978,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(57,1,'train',4,2500,'val/ce',1.5458881300642213219,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(58,1,'train',4,2500,'val/loss',2.421750106811523473,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(59,1,'train',4,2500,'val/meta_bce',0.087586196184040204792,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(60,1,'train',4,2500,'val/routing/unrouted',0.0,0,'2026-11-26T08:45:00.033Z');
INSERT INTO metrics VALUES(61,1,'train',5,3125,'time/eval_s',2.001706626999999905,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(62,1,'train',5,3125,'time/train_epoch_s',167.23193462800000475,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(63,1,'train',5,3125,'train/acc',0.47329999999999999849,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(64,1,'train',5,3125,'train/ce',1.4610571506578486911,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(65,1,'train',5,3125,'train/grad_norm',5.0245883277893064189,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(66,1,'train',5,3125,'train/loss',2.3153335773468017855,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(67,1,'train',5,3125,'train/lr',0.00069828933177215808149,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(68,1,'train',5,3125,'train/meta_bce',0.085427644364607341342,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(69,1,'train',5,3125,'train/routing/unrouted',0.0,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(70,1,'train',5,3125,'train/samples_per_s',119.59438276241382936,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(71,1,'train',5,3125,'val/acc',0.45200000000000001287,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(72,1,'train',5,3125,'val/ce',1.4921330332864404244,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(73,1,'train',5,3125,'val/loss',2.2871888294219968607,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(74,1,'train',5,3125,'val/meta_bce',0.079505580898986752402,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(75,1,'train',5,3125,'val/routing/unrouted',0.0,0,'2026-11-26T08:47:49.275Z');
INSERT INTO metrics VALUES(76,1,'train',6,3750,'time/eval_s',1.93672716399999989,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(77,1,'train',6,3750,'time/train_epoch_s',165.48651087299998608,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(78,1,'train',6,3750,'train/acc',0.5185999999999999499,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(79,1,'train',6,3750,'train/ce',1.3455311682082087276,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(80,1,'train',6,3750,'train/grad_norm',5.4611534774780272627,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(81,1,'train',6,3750,'train/loss',2.0429521041870115638,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(82,1,'train',6,3750,'train/lr',0.00033977694479401035487,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(83,1,'train',6,3750,'train/meta_bce',0.0697420939166065873,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(84,1,'train',6,3750,'train/routing/unrouted',0.0,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(85,1,'train',6,3750,'train/samples_per_s',120.85577183598175566,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(86,1,'train',6,3750,'val/acc',0.51400000000000001243,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(87,1,'train',6,3750,'val/ce',1.3733867570932785096,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(88,1,'train',6,3750,'val/loss',1.9460505905151366246,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(89,1,'train',6,3750,'val/meta_bce',0.057266388795980588399,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(90,1,'train',6,3750,'val/routing/unrouted',0.0,0,'2026-11-26T08:50:36.706Z');
INSERT INTO metrics VALUES(91,1,'train',7,4375,'time/eval_s',1.8054087530000000327,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(92,1,'train',7,4375,'time/train_epoch_s',158.50362579899999104,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(93,1,'train',7,4375,'train/acc',0.5491000000000000325,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(94,1,'train',7,4375,'train/ce',1.2625701481487896504,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(95,1,'train',7,4375,'train/grad_norm',6.1634347370147706257,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(96,1,'train',7,4375,'train/loss',1.8336948200225831051,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(97,1,'train',7,4375,'train/lr',9.6311849635671273371e-05,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(98,1,'train',7,4375,'train/meta_bce',0.057112469301249323139,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(99,1,'train',7,4375,'train/routing/unrouted',0.0,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(100,1,'train',7,4375,'train/samples_per_s',126.1800788416171457,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(101,1,'train',7,4375,'val/acc',0.53800000000000003375,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(102,1,'train',7,4375,'val/ce',1.3465898320239666485,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(103,1,'train',7,4375,'val/loss',1.8383747768402098898,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(104,1,'train',7,4375,'val/meta_bce',0.049178495991150449062,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(105,1,'train',7,4375,'val/routing/unrouted',0.0,0,'2026-11-26T08:53:17.022Z');
INSERT INTO metrics VALUES(106,1,'train',8,5000,'time/eval_s',1.9623427959999999448,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(107,1,'train',8,5000,'time/train_epoch_s',164.1200298910000015,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(108,1,'train',8,5000,'train/acc',0.56040000000000000923,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(109,1,'train',8,5000,'train/ce',1.2237315749635468975,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(110,1,'train',8,5000,'train/grad_norm',6.4704211322784423998,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(111,1,'train',8,5000,'train/loss',1.7390297544479369484,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(112,1,'train',8,5000,'train/lr',1.0000223513061506073e-05,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(113,1,'train',8,5000,'train/meta_bce',0.051529818746820180153,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(114,1,'train',8,5000,'train/routing/unrouted',0.0,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(115,1,'train',8,5000,'train/samples_per_s',121.86202996235719808,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(116,1,'train',8,5000,'val/acc',0.54600000000000004085,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(117,1,'train',8,5000,'val/ce',1.316881423508080795,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(118,1,'train',8,5000,'val/loss',1.7939728984832763458,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(119,1,'train',8,5000,'val/meta_bce',0.047709147612885020872,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(120,1,'train',8,5000,'val/routing/unrouted',0.0,0,'2026-11-26T08:56:03.115Z');
INSERT INTO metrics VALUES(121,1,'train',8,0,'test/acc',0.52800000000000002486,1,'2026-11-26T08:56:06.805Z');
INSERT INTO metrics VALUES(122,1,'train',8,0,'test/ce',1.3093411360885005567,1,'2026-11-26T08:56:06.805Z');
INSERT INTO metrics VALUES(123,1,'train',8,0,'test/loss',1.9084971189498900479,1,'2026-11-26T08:56:06.805Z');
INSERT INTO metrics VALUES(124,1,'train',8,0,'test/meta_bce',0.05991560371787413991,1,'2026-11-26T08:56:06.805Z');
INSERT INTO metrics VALUES(125,1,'train',8,0,'test/routing/unrouted',0.0,1,'2026-11-26T08:56:06.805Z');
INSERT INTO metrics VALUES(126,1,'train',8,0,'val/acc',0.54600000000000004085,1,'2026-11-26T08:56:06.805Z');
INSERT INTO metrics VALUES(127,1,'train',8,0,'val/ce',1.316881423508080795,1,'2026-11-26T08:56:06.805Z');
INSERT INTO metrics VALUES(128,1,'train',8,0,'val/loss',1.7939728984832763458,1,'2026-11-26T08:56:06.805Z');
INSERT INTO metrics VALUES(129,1,'train',8,0,'val/meta_bce',0.047709147612885020872,1,'2026-11-26T08:56:06.805Z');
INSERT INTO metrics VALUES(130,1,'train',8,0,'val/routing/unrouted',0.0,1,'2026-11-26T08:56:06.805Z');
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
INSERT INTO artifacts VALUES(1,1,'train',8,'checkpoint','/tmp/pgmp/checkpoints/8bbe07bfc08b020ca04b3648dd292a73/pgm_probe_residual/c45c05726312fdd8/train.last.a1e8.pt','4c1d2c41c4b097dbf565c6c3d14534025aa5aa69f2ae495b6cee715465a0d353',1289774,'2026-11-26T08:56:03.121Z');
INSERT INTO artifacts VALUES(2,1,'train',8,'routing','/tmp/pgmp/checkpoints/8bbe07bfc08b020ca04b3648dd292a73/pgm_probe_residual/c45c05726312fdd8/train.routing.json','1d64a36c50d5fd7e523c6d747847f6e82a271341d41d3fb31982318bf7b344ea',4067,'2026-11-26T08:56:06.800Z');
INSERT INTO artifacts VALUES(3,1,'train',8,'final','/tmp/pgmp/checkpoints/8bbe07bfc08b020ca04b3648dd292a73/pgm_probe_residual/c45c05726312fdd8/train.final.a1e8.pt','7aec73be7fb478496898accd06afc2d427001a435919cc54343675cb67b0e6ce',421425,'2026-11-26T08:56:06.805Z');
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
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'test/routing/unrouted' AND m.is_final = 1) AS "test/routing/unrouted",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/acc' AND m.is_final = 1) AS "val/acc",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/ce' AND m.is_final = 1) AS "val/ce",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/loss' AND m.is_final = 1) AS "val/loss",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/meta_bce' AND m.is_final = 1) AS "val/meta_bce",
  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase AND m.name = 'val/routing/unrouted' AND m.is_final = 1) AS "val/routing/unrouted"
FROM trials t
JOIN sweeps s ON s.id = t.sweep_id
LEFT JOIN (SELECT trial_id, phase FROM metrics WHERE id IN
           (SELECT max(id) FROM metrics WHERE is_final = 1 GROUP BY trial_id)) f
  ON f.trial_id = t.id;
COMMIT;
PRAGMA user_version = 5;
