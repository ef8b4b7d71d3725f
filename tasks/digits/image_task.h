// What the digits and K-MNIST tasks share: 32x32x3 images -> 4x4 patches -> 64 patch tokens
// (linear patch embedding) plus ONE CLS token, that of the sample's dataset; one linear head
// per dataset reads the CLS output.
//
// Token set of a sample from dataset d: [cls_d, patch_0, ..., patch_63] (N = 65), whatever the
// number of datasets. Only the sample's own CLS token is in its set: the set is the same size
// for every task, a sample attends to no other dataset's token, and K-MNIST (one CLS token of its
// own) sees exactly the structure the digits model was trained on. Relative positions
// (patches.h) index (row, column) offsets of patch pairs, 15 x 15 = 225 of them; pairs with the
// CLS token get no bias (-1).
//
// Parameters (names matter: a K-MNIST phase initialised from a digits checkpoint reuses the
// task tensors whose name and shape match, i.e. the patch embedding):
//   patch_embed.weight [D, 48], patch_embed.bias [D]   group "embed"
//   cls_<dataset> [D]                                    group "cls"
//   head_norm_<dataset>.weight [D], .bias [D]            group "head" (head_norm only)
//   head_<dataset>.weight [10, D], .bias [10]            group "head"
//
// Head of a sample from dataset d (code: the authors' heads are LayerNorm -> Linear):
// logits = W_d LN_d(y_cls) + b_d, LN_d a LayerNorm with its own affine parameters; with
// head_norm = false, logits = W_d y_cls + b_d. The LayerNorm makes the logits independent of the
// backbone's output scale: NI's paper residual (Eq. 11) grows a routed token by about
// (1 + sum_u C_ui) per function iteration (~2^8 for the digits preset), which a bare linear head
// turns into huge logits (initial loss ~10 instead of ln 10).
//
// Layout "authors" (the authors' digits preset: use_shared_cls_tokens, use_shared_prediction_head):
// ONE CLS token shared by all datasets (`cls` [D], drawn N(0, 1) as their torch.randn) and ONE
// head (`head_norm.*`, `head.*`, LayerNorm then Linear) for all of them. A sample's set is
// `cls_copies` copies of the shared token, then the 64 patches (the authors' set holds one copy
// per registered dataset: 67 tokens for the digits' three); a sample of dataset d is read at copy
// min(d, cls_copies - 1) (the copies are identical, so is their output). The task reports its
// 8 x 8 patch grid (patch_grid) for models that compute relative positions from it. Because the
// names do not depend on the dataset, a K-MNIST phase initialised from a digits checkpoint
// starts from the pretrained CLS token and head, as the authors' `finetune` does.
//
// Batches: "image" float [B, 3, 32, 32] (augmented for training, then (x - 0.5) / 0.5),
// "label" int64 [B], "dataset" int64 [B] (index into the task's dataset list).
#pragma once

#include <torch/torch.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "plugins/sdk/task.h"
#include "tasks/digits/digit_data.h"

namespace nilab::digits {

inline constexpr int64_t kPatchSize = 4;
inline constexpr int64_t kGridSide = kImageSide / kPatchSize;  // 8

// The samples of one dataset in one split: rows of a loaded DigitSplit.
struct SplitPart {
  int64_t head = 0;  // index of the dataset in the task's list
  std::shared_ptr<const DigitSplit> data;
  std::vector<int64_t> rows;
};

class ImageTask : public sdk::Task {
 public:
  // `datasets`: one CLS token and head each, in this order (layout "nilab"), or one shared CLS
  // token and head (layout "authors", with `cls_copies` copies of the token in each set; 0: one
  // per dataset). `head_norm`: a LayerNorm before the linear head(s).
  ImageTask(std::vector<std::string> datasets, double cls_init_std, bool head_norm,
            const std::string& layout = "nilab", int64_t cls_copies = 0);

  int64_t num_rel_pos() const override;
  sdk::PatchGrid patch_grid() const override { return {kGridSide, kGridSide}; }
  bool shared_layout() const { return shared_; }
  // CLS tokens at the front of every token set.
  int64_t num_prefix() const { return n_prefix_; }
  void Build(int64_t dim) override;
  torch::nn::Module& module() override { return *module_; }
  sdk::ParamGroups ParameterGroups() override;
  bool SupportsBatchSlices() const override { return true; }  // per-sample CE, no state
  int64_t SplitSize(sdk::Split split) const override;
  sdk::Batch MakeBatch(sdk::Split split, const torch::Tensor& indices, uint64_t seed) override;
  sdk::TokenSet Embed(const sdk::Batch& batch) override;
  // Cross-entropy of the sample's own head; prediction = logits [B, 10].
  sdk::TaskOutput Head(const sdk::Batch& batch, const sdk::ModelOutput& output) override;
  // "acc/<dataset>" per dataset present in the split, "acc" their unweighted mean, "loss".
  std::unique_ptr<sdk::MetricAccumulator> NewMetrics(sdk::Split split) override;

  const std::vector<std::string>& datasets() const { return datasets_; }

  // Keeps the images and labels on `device` (copied there at their first batch) and makes each
  // batch there: one index_select per dataset, then RandAugment and normalisation on the device.
  // The batches equal those made on the host. Only the splits in use are copied: MNIST, MNIST-M
  // and SVHN, train and test, are about 0.6 GB as uint8 32x32 images (counted from their sizes).
  void KeepDataOn(const torch::Device& device);

 protected:
  // Sets the samples of a split and the training augmentation (RandAugment N, M).
  void SetSplit(sdk::Split split, std::vector<SplitPart> parts);
  void SetAugmentation(int64_t n, int64_t magnitude);
  const std::vector<SplitPart>& parts(sdk::Split split) const;

 private:
  void CheckBuilt(const char* what) const;
  // The images [N, 32, 32, C] (uint8) and labels [N] of `data`, on data_device_.
  const std::pair<torch::Tensor, torch::Tensor>& Resident(
      const std::shared_ptr<const DigitSplit>& data);

  std::vector<std::string> datasets_;
  double cls_init_std_;
  bool head_norm_;
  bool shared_;       // layout "authors"
  int64_t n_prefix_;  // CLS tokens in a set
  int64_t dim_ = 0;
  std::shared_ptr<torch::nn::Module> module_;
  torch::nn::Linear patch_embed_{nullptr};
  std::vector<torch::Tensor> cls_;
  std::vector<torch::nn::Linear> heads_;
  std::vector<torch::nn::LayerNorm> head_norms_;  // empty without head_norm
  torch::Tensor rel_pos_;                         // [N, N] on CPU
  torch::Tensor rel_pos_on_device_;               // rel_pos_ where the batches are
  std::vector<SplitPart> parts_[3];
  std::vector<int64_t> offsets_[3];  // cumulative sizes of the parts
  int64_t aug_n_ = 0;
  int64_t aug_m_ = 0;
  std::optional<torch::Device> data_device_;
  // Keyed by the split itself (held, so its address cannot be reused by another while cached);
  // emptied whenever a split is set.
  std::map<std::shared_ptr<const DigitSplit>, std::pair<torch::Tensor, torch::Tensor>> resident_;
};

// The indices into a split ordered by part: which part and row each sample comes from.
std::string DescribeParts(const std::vector<SplitPart>& parts);

}  // namespace nilab::digits
