#include "tasks/digits/image_task.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "tasks/digits/patches.h"
#include "tasks/digits/randaugment.h"
#include "tasks/digits/to_device.h"

namespace nilab::digits {
namespace {

int SplitSlot(sdk::Split split) { return static_cast<int>(split); }

// Sums on the device the batches run on, read back once, in Compute: a step on a GPU never
// waits for its metrics.
class ClassificationMetrics : public sdk::MetricAccumulator {
 public:
  explicit ClassificationMetrics(std::vector<std::string> datasets)
      : datasets_(std::move(datasets)) {}

  void Add(const sdk::Batch& batch, const sdk::TaskOutput& output) override {
    const auto hits = (output.prediction.argmax(1) == batch.at("label")).to(torch::kLong);
    const auto& dataset = batch.at("dataset");
    if (!correct_.defined()) {
      const auto n = static_cast<int64_t>(datasets_.size());
      const auto options = hits.options();
      correct_ = torch::zeros({n}, options);
      count_ = torch::zeros({n}, options);
      loss_sum_ = torch::zeros({}, options.dtype(torch::kDouble));
    }
    correct_.index_add_(0, dataset, hits);
    count_.index_add_(0, dataset, torch::ones_like(hits));
    loss_sum_.add_(output.loss.detach().to(torch::kDouble) * static_cast<double>(batch.size));
    samples_ += batch.size;
  }

  std::map<std::string, double> Compute() const override {
    std::map<std::string, double> out;
    if (!correct_.defined()) return out;
    const auto correct = correct_.cpu();
    const auto count = count_.cpu();
    double sum = 0;
    int present = 0;
    for (size_t d = 0; d < datasets_.size(); ++d) {
      const int64_t n = count[static_cast<int64_t>(d)].item<int64_t>();
      if (n == 0) continue;
      const double acc = static_cast<double>(correct[static_cast<int64_t>(d)].item<int64_t>()) / n;
      out["acc/" + datasets_[d]] = acc;
      sum += acc;
      ++present;
    }
    if (present > 0) out["acc"] = sum / present;
    if (samples_ > 0) out["loss"] = loss_sum_.item<double>() / samples_;
    return out;
  }

 private:
  std::vector<std::string> datasets_;
  torch::Tensor correct_, count_;  // per dataset, on the batches' device
  torch::Tensor loss_sum_;         // of each batch's loss x its samples, float64
  int64_t samples_ = 0;
};

}  // namespace

ImageTask::ImageTask(std::vector<std::string> datasets, double cls_init_std, bool head_norm,
                     const std::string& layout, int64_t cls_copies)
    : datasets_(std::move(datasets)),
      cls_init_std_(cls_init_std),
      head_norm_(head_norm),
      shared_(layout == "authors"),
      n_prefix_(1),
      module_(std::make_shared<torch::nn::Module>()) {
  if (datasets_.empty()) throw std::invalid_argument("the task has no dataset");
  if (layout != "nilab" && layout != "authors") {
    throw std::invalid_argument("layout must be \"nilab\" or \"authors\" (got \"" + layout + "\")");
  }
  if (cls_copies < 0) throw std::invalid_argument("cls_copies must be >= 0");
  if (shared_) n_prefix_ = cls_copies > 0 ? cls_copies : static_cast<int64_t>(datasets_.size());
  rel_pos_ = RelativePositions(kGridSide, kGridSide, n_prefix_);
}

int64_t ImageTask::num_rel_pos() const { return NumRelativePositions(kGridSide, kGridSide); }

void ImageTask::Build(int64_t dim) {
  if (dim_ != 0) throw std::logic_error("ImageTask::Build called twice");
  dim_ = dim;
  patch_embed_ =
      module_->register_module("patch_embed", torch::nn::Linear(3 * kPatchSize * kPatchSize, dim));
  if (shared_) {
    // The authors' shared CLS token (torch.randn: std 1) and shared LayerNorm + Linear head.
    cls_.push_back(module_->register_parameter("cls", torch::randn({dim})));
    if (head_norm_) {
      head_norms_.push_back(module_->register_module(
          "head_norm", torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim}))));
    }
    heads_.push_back(module_->register_module("head", torch::nn::Linear(dim, kNumClasses)));
    return;
  }
  for (const auto& name : datasets_) {
    cls_.push_back(module_->register_parameter("cls_" + name, torch::randn({dim}) * cls_init_std_));
    if (head_norm_) {
      head_norms_.push_back(module_->register_module(
          "head_norm_" + name, torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim}))));
    }
    heads_.push_back(module_->register_module("head_" + name, torch::nn::Linear(dim, kNumClasses)));
  }
}

void ImageTask::CheckBuilt(const char* what) const {
  if (dim_ == 0) throw std::logic_error(std::string(what) + " called before Build");
}

sdk::ParamGroups ImageTask::ParameterGroups() {
  CheckBuilt("ParameterGroups");
  sdk::ParamGroups groups;
  groups["embed"] = {patch_embed_->weight, patch_embed_->bias};
  groups["cls"] = cls_;
  for (auto& norm : head_norms_) {
    groups["head"].push_back(norm->weight);
    groups["head"].push_back(norm->bias);
  }
  for (auto& head : heads_) {
    groups["head"].push_back(head->weight);
    groups["head"].push_back(head->bias);
  }
  return groups;
}

void ImageTask::SetSplit(sdk::Split split, std::vector<SplitPart> parts) {
  auto& offsets = offsets_[SplitSlot(split)];
  offsets.assign(1, 0);
  for (const auto& part : parts) offsets.push_back(offsets.back() + part.rows.size());
  parts_[SplitSlot(split)] = std::move(parts);
  resident_.clear();  // device copies of the splits set before are dropped, made again as needed
}

void ImageTask::SetAugmentation(int64_t n, int64_t magnitude) {
  aug_n_ = n;
  aug_m_ = magnitude;
}

const std::vector<SplitPart>& ImageTask::parts(sdk::Split split) const {
  return parts_[SplitSlot(split)];
}

int64_t ImageTask::SplitSize(sdk::Split split) const {
  const auto& offsets = offsets_[SplitSlot(split)];
  return offsets.empty() ? 0 : offsets.back();
}

void ImageTask::KeepDataOn(const torch::Device& device) {
  data_device_ = device;
  resident_.clear();
}

const std::pair<torch::Tensor, torch::Tensor>& ImageTask::Resident(
    const std::shared_ptr<const DigitSplit>& data) {
  auto it = resident_.find(data);
  if (it == resident_.end()) {
    it = resident_
             .emplace(data, std::make_pair(data->images.to(*data_device_),
                                           data->labels.to(*data_device_, torch::kLong)))
             .first;
  }
  return it->second;
}

sdk::Batch ImageTask::MakeBatch(sdk::Split split, const torch::Tensor& indices, uint64_t seed) {
  const auto& parts = parts_[SplitSlot(split)];
  const auto& offsets = offsets_[SplitSlot(split)];
  const int64_t total = SplitSize(split);
  const auto idx = indices.to(torch::kLong).contiguous();
  const int64_t b = idx.numel();
  const int64_t* p = idx.data_ptr<int64_t>();

  // Each sample's part (dataset) and row in it.
  std::vector<size_t> part_of(b);
  std::vector<int64_t> row_of(b), heads(b);
  for (int64_t i = 0; i < b; ++i) {
    if (p[i] < 0 || p[i] >= total) {
      throw std::out_of_range("sample index " + std::to_string(p[i]) + " outside the " +
                              sdk::SplitName(split) + " split of " + std::to_string(total));
    }
    part_of[i] = std::upper_bound(offsets.begin(), offsets.end(), p[i]) - offsets.begin() - 1;
    row_of[i] = parts[part_of[i]].rows[p[i] - offsets[part_of[i]]];
    heads[i] = parts[part_of[i]].head;
  }

  // Gather each sample's uint8 image (grey replicated to RGB) and label.
  torch::Tensor images, labels;
  if (data_device_) {
    // On the data's device: per part, its samples' rows by one index_select, put in their places.
    const auto on = [&](const std::vector<int64_t>& v) { return ToDevice(v, *data_device_); };
    images = torch::empty({b, kImageSide, kImageSide, 3},
                          torch::TensorOptions().dtype(torch::kUInt8).device(*data_device_));
    labels = torch::empty({b}, torch::TensorOptions().dtype(torch::kLong).device(*data_device_));
    for (size_t k = 0; k < parts.size(); ++k) {
      std::vector<int64_t> places, rows;
      for (int64_t i = 0; i < b; ++i) {
        if (part_of[i] != k) continue;
        places.push_back(i);
        rows.push_back(row_of[i]);
      }
      if (places.empty()) continue;
      const auto& [all_images, all_labels] = Resident(parts[k].data);
      const torch::Tensor where = on(places), which = on(rows);
      const torch::Tensor picked = all_images.index_select(0, which);
      images.index_copy_(0, where, picked.expand({-1, -1, -1, 3}));
      labels.index_copy_(0, where, all_labels.index_select(0, which));
    }
  } else {
    constexpr int64_t kPixels = kImageSide * kImageSide;
    images = torch::empty({b, kImageSide, kImageSide, 3}, torch::kUInt8);
    uint8_t* dst = images.data_ptr<uint8_t>();
    std::vector<int64_t> label_values(b);
    for (int64_t i = 0; i < b; ++i) {
      const DigitSplit& data = *parts[part_of[i]].data;
      const int64_t channels = data.images.size(3);
      const uint8_t* src = data.images.data_ptr<uint8_t>() + row_of[i] * kPixels * channels;
      uint8_t* out = dst + i * kPixels * 3;
      if (channels == 3) {
        std::memcpy(out, src, kPixels * 3);
      } else {
        for (int64_t q = 0; q < kPixels; ++q) {
          out[3 * q] = out[3 * q + 1] = out[3 * q + 2] = src[q];
        }
      }
      label_values[i] = data.labels.data_ptr<int64_t>()[row_of[i]];
    }
    labels = torch::tensor(label_values, torch::kLong);
  }
  torch::Tensor x = images.permute({0, 3, 1, 2}).to(torch::kFloat) / 255;
  if (split == sdk::Split::kTrain && aug_n_ > 0) x = RandAugment(x, aug_n_, aug_m_, seed);
  sdk::Batch batch;
  batch.size = b;
  batch.tensors["image"] = ((x - 0.5) / 0.5).contiguous();
  batch.tensors["label"] = labels;
  batch.tensors["dataset"] = ToDevice(heads, images.device());
  return batch;
}

sdk::TokenSet ImageTask::Embed(const sdk::Batch& batch) {
  CheckBuilt("Embed");
  const auto& image = batch.at("image");
  const torch::Tensor patches = patch_embed_(Patchify(image, kPatchSize));  // [B, 64, D]
  const int64_t b = patches.size(0);
  // nilab: the sample's own dataset's CLS token; authors: n_prefix copies of the shared one.
  const torch::Tensor cls =
      shared_ ? cls_[0].view({1, 1, dim_}).expand({b, n_prefix_, dim_})
              : torch::stack(cls_).index_select(0, batch.at("dataset")).unsqueeze(1);  // [B, 1, D]
  sdk::TokenSet set;
  set.tokens = torch::cat({cls, patches}, 1);
  // Copied to the batches' device once: a copy from pageable memory at every step would wait for
  // the device (and cannot be captured in a CUDA graph).
  if (!rel_pos_on_device_.defined() || rel_pos_on_device_.device() != image.device()) {
    rel_pos_on_device_ = rel_pos_.to(image.device());
  }
  set.rel_pos = rel_pos_on_device_;
  return set;
}

sdk::TaskOutput ImageTask::Head(const sdk::Batch& batch, const sdk::ModelOutput& output) {
  CheckBuilt("Head");
  const torch::Tensor& sample_dataset = batch.at("dataset");
  torch::Tensor cls_out, dataset;
  if (shared_) {
    // The sample's dataset's copy of the shared CLS token (the authors' token order), and the
    // one shared head (index 0).
    const torch::Tensor copy = sample_dataset.clamp_max(n_prefix_ - 1);
    cls_out = output.tokens.gather(1, copy.view({-1, 1, 1}).expand({-1, 1, dim_})).squeeze(1);
    dataset = torch::zeros_like(sample_dataset);
  } else {
    cls_out = output.tokens.select(1, 0);  // [B, D]
    dataset = sample_dataset;
  }
  if (head_norm_) {
    // LN_d(y) = (y - mean(y)) / sqrt(var(y) + 1e-5) * gamma_d + beta_d, per sample's dataset.
    std::vector<torch::Tensor> gammas, betas;
    for (auto& norm : head_norms_) {
      gammas.push_back(norm->weight);
      betas.push_back(norm->bias);
    }
    cls_out = torch::nn::functional::layer_norm(
                  cls_out, torch::nn::functional::LayerNormFuncOptions({dim_}).eps(1e-5)) *
                  torch::stack(gammas).index_select(0, dataset) +
              torch::stack(betas).index_select(0, dataset);
  }
  std::vector<torch::Tensor> weights, biases;
  for (auto& head : heads_) {
    weights.push_back(head->weight);
    biases.push_back(head->bias);
  }
  // logits_b = W_{d_b} LN_{d_b}(cls_b) + b_{d_b}: each sample through its own dataset's head.
  const torch::Tensor w = torch::stack(weights).index_select(0, dataset);  // [B, 10, D]
  const torch::Tensor bias = torch::stack(biases).index_select(0, dataset);
  const torch::Tensor logits = torch::bmm(w, cls_out.unsqueeze(-1)).squeeze(-1) + bias;
  sdk::TaskOutput out;
  out.loss = torch::nn::functional::cross_entropy(logits, batch.at("label"));
  out.prediction = logits;
  return out;
}

std::unique_ptr<sdk::MetricAccumulator> ImageTask::NewMetrics(sdk::Split /*split*/) {
  return std::make_unique<ClassificationMetrics>(datasets_);
}

std::string DescribeParts(const std::vector<SplitPart>& parts) {
  std::string s;
  for (const auto& part : parts) {
    s += (s.empty() ? "" : ", ") + part.data->dataset + "/" + part.data->split + ":" +
         std::to_string(part.rows.size());
  }
  return s;
}

}  // namespace nilab::digits
