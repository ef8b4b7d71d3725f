#include "tasks/fuzzy_boolean/regression_metrics.h"

#include <cstdint>
#include <cstdio>
#include <stdexcept>

namespace nilab::fuzzy_boolean {

R2Accumulator::R2Accumulator(int64_t n_functions)
    : shift_(n_functions), sum_(n_functions), sum_sq_(n_functions), ss_res_(n_functions) {}

void R2Accumulator::Add(const torch::Tensor& target, const torch::Tensor& prediction) {
  const int64_t n_f = static_cast<int64_t>(sum_.size());
  if (target.dim() != 2 || target.size(1) != n_f || prediction.sizes() != target.sizes()) {
    throw std::invalid_argument("fuzzy_boolean: metrics expect target and prediction [B, " +
                                std::to_string(n_f) + "], got " + c10::str(target.sizes()) +
                                " and " + c10::str(prediction.sizes()));
  }
  if (target.size(0) == 0) return;
  torch::Tensor y = target.detach().to(torch::kCPU, torch::kDouble);
  torch::Tensor p = prediction.detach().to(torch::kCPU, torch::kDouble);
  if (n_ == 0) {
    torch::Tensor mean = y.mean(0).contiguous();
    for (int64_t f = 0; f < n_f; ++f) shift_[f] = mean.data_ptr<double>()[f];
  }
  torch::Tensor centred = y - torch::tensor(shift_, torch::kDouble);
  torch::Tensor s1 = centred.sum(0).contiguous();
  torch::Tensor s2 = centred.pow(2).sum(0).contiguous();
  torch::Tensor res = (y - p).pow(2).sum(0).contiguous();
  for (int64_t f = 0; f < n_f; ++f) {
    sum_[f] += s1.data_ptr<double>()[f];
    sum_sq_[f] += s2.data_ptr<double>()[f];
    ss_res_[f] += res.data_ptr<double>()[f];
  }
  n_ += y.size(0);
}

double R2Accumulator::Mse(int64_t f) const {
  return n_ > 0 ? ss_res_.at(f) / static_cast<double>(n_) : 0.0;
}

double R2Accumulator::R2(int64_t f) const {
  if (n_ == 0) return 0.0;
  // R² = 1 - SS_res / SS_tot, SS_tot = Σ (y - ȳ)²
  const double ss_tot = sum_sq_.at(f) - sum_.at(f) * sum_.at(f) / static_cast<double>(n_);
  if (ss_tot <= 0.0) return ss_res_.at(f) == 0.0 ? 1.0 : 0.0;
  return 1.0 - ss_res_.at(f) / ss_tot;
}

std::string FunctionName(int64_t id) {
  char name[24];
  std::snprintf(name, sizeof name, "f%02lld", static_cast<long long>(id));
  return name;
}

FuzzyBooleanMetrics::FuzzyBooleanMetrics(std::vector<int64_t> function_ids)
    : function_ids_(std::move(function_ids)), acc_(static_cast<int64_t>(function_ids_.size())) {}

void FuzzyBooleanMetrics::Add(const sdk::Batch& batch, const sdk::TaskOutput& output) {
  acc_.Add(batch.at("y"), output.prediction);
}

std::map<std::string, double> FuzzyBooleanMetrics::Compute() const {
  std::map<std::string, double> out;
  double mse = 0.0, r2 = 0.0;
  const auto n_f = static_cast<int64_t>(function_ids_.size());
  for (int64_t f = 0; f < n_f; ++f) {
    const std::string name = FunctionName(function_ids_[f]);
    out["mse/" + name] = acc_.Mse(f);
    out["r2/" + name] = acc_.R2(f);
    mse += acc_.Mse(f);
    r2 += acc_.R2(f);
  }
  out["mse"] = mse / static_cast<double>(n_f);
  out["mean_r2"] = r2 / static_cast<double>(n_f);
  return out;
}

}  // namespace nilab::fuzzy_boolean
