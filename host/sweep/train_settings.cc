#include "host/sweep/train_settings.h"

namespace nilab::host::sweep {

const sdk::ParamSchema& TrainSchema() {
  static const sdk::ParamSchema schema = [] {
    const TrainSettings d;
    return sdk::ParamSchema{
        sdk::IntParam("epochs", d.epochs, "training epochs", 0),
        sdk::IntParam("batch_size", d.batch_size, "training batch size", 1),
        sdk::IntParam("eval_batch_size", d.eval_batch_size, "evaluation batch size; 0: batch_size",
                      0),
        sdk::FloatParam("lr", d.lr, "peak learning rate (AdamW)", 0.0),
        sdk::FloatParam("min_lr", d.min_lr, "floor of the cosine schedule", 0.0),
        sdk::FloatParam("weight_decay", d.weight_decay, "AdamW weight decay", 0.0),
        sdk::FloatParam("beta1", d.beta1, "AdamW beta1", 0.0, 1.0),
        sdk::FloatParam("beta2", d.beta2, "AdamW beta2", 0.0, 1.0),
        sdk::FloatParam("warmup_epochs", d.warmup_epochs, "linear warmup, in (fractional) epochs",
                        0.0),
        sdk::StringParam("schedule", d.schedule, "learning-rate schedule", {"cosine", "constant"}),
        sdk::FloatParam("grad_clip", d.grad_clip, "max global gradient norm; 0: off", 0.0),
        sdk::IntParam("early_stop_patience", d.early_stop_patience,
                      "epochs without improvement of the headline metric; 0: off", 0),
        sdk::IntParam("checkpoint_every", d.checkpoint_every, "epochs between checkpoints", 1),
        sdk::IntParam("max_train_batches", d.max_train_batches,
                      "training batches per epoch; 0: the whole split", 0),
        sdk::IntParam("max_eval_batches", d.max_eval_batches,
                      "batches per evaluation; 0: the whole split", 0),
        sdk::StringParam("precision", d.precision,
                         "fp32; tf32: CUDA products on TF32 tensor cores; bf16: autocast",
                         {"fp32", "tf32", "bf16"}),
        sdk::BoolParam("deterministic", d.deterministic,
                       "deterministic algorithms only (bit-identical resumes on a GPU)"),
        sdk::FloatParam("stall_timeout", d.stall_timeout,
                        "seconds without a step before a running trial is marked stalled; 0: off",
                        0.0),
        sdk::BoolParam("keep_epochs", d.keep_epochs,
                       "keep each epoch's weights (one file per epoch, no optimizer state), for "
                       "a later phase's or sweep's select"),
    };
  }();
  return schema;
}

TrainSettings TrainFromParams(const sdk::Params& p) {
  TrainSettings t;
  t.epochs = p.Int("epochs");
  t.batch_size = p.Int("batch_size");
  t.eval_batch_size = p.Int("eval_batch_size");
  t.lr = p.Float("lr");
  t.min_lr = p.Float("min_lr");
  t.weight_decay = p.Float("weight_decay");
  t.beta1 = p.Float("beta1");
  t.beta2 = p.Float("beta2");
  t.warmup_epochs = p.Float("warmup_epochs");
  t.schedule = p.String("schedule");
  t.grad_clip = p.Float("grad_clip");
  t.early_stop_patience = p.Int("early_stop_patience");
  t.checkpoint_every = p.Int("checkpoint_every");
  t.max_train_batches = p.Int("max_train_batches");
  t.max_eval_batches = p.Int("max_eval_batches");
  t.precision = p.String("precision");
  t.deterministic = p.Bool("deterministic");
  t.stall_timeout = p.Float("stall_timeout");
  t.keep_epochs = p.Bool("keep_epochs");
  return t;
}

sdk::Params TrainToParams(const TrainSettings& t) {
  return sdk::Params({
      {"epochs", t.epochs},
      {"batch_size", t.batch_size},
      {"eval_batch_size", t.eval_batch_size},
      {"lr", t.lr},
      {"min_lr", t.min_lr},
      {"weight_decay", t.weight_decay},
      {"beta1", t.beta1},
      {"beta2", t.beta2},
      {"warmup_epochs", t.warmup_epochs},
      {"schedule", t.schedule},
      {"grad_clip", t.grad_clip},
      {"early_stop_patience", t.early_stop_patience},
      {"checkpoint_every", t.checkpoint_every},
      {"max_train_batches", t.max_train_batches},
      {"max_eval_batches", t.max_eval_batches},
      {"precision", t.precision},
      {"deterministic", t.deterministic},
      {"stall_timeout", t.stall_timeout},
      {"keep_epochs", t.keep_epochs},
  });
}

}  // namespace nilab::host::sweep
