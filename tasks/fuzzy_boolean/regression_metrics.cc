#include "tasks/fuzzy_boolean/regression_metrics.h"

#include <cstdint>
#include <cstdio>
#include <stdexcept>

namespace nilab::fuzzy_boolean {

R2Accumulator::R2Accumulator(int64_t n_functions) : n_functions_(n_functions) {}

void R2Accumulator::Add(const torch::Tensor& target, const torch::Tensor& prediction) {
  const int64_t n_f = n_functions_;
  if (target.dim() != 2 || target.size(1) != n_f || prediction.sizes() != target.sizes()) {
    throw std::invalid_argument("fuzzy_boolean: metrics expect target and prediction [B, " +
                                std::to_string(n_f) + "], got " + c10::str(target.sizes()) +
                                " and " + c10::str(prediction.sizes()));
  }
  if (target.size(0) == 0) return;
  const torch::Tensor y = target.detach().to(torch::kDouble);
  const torch::Tensor p = prediction.detach().to(y.device(), torch::kDouble);
  if (n_ == 0) {
    shift_ = y.mean(0);
    sums_ = torch::zeros({3, n_f}, y.options());
  }
  const torch::Tensor centred = y - shift_;
  sums_[0].add_(centred.sum(0));
  sums_[1].add_(centred.pow(2).sum(0));
  sums_[2].add_((y - p).pow(2).sum(0));
  n_ += y.size(0);
  read_ = false;
}

void R2Accumulator::Read() const {
  if (read_) return;
  const torch::Tensor host = sums_.to(torch::kCPU).contiguous();
  host_.assign(host.data_ptr<double>(), host.data_ptr<double>() + host.numel());
  read_ = true;
}

double R2Accumulator::Mse(int64_t f) const {
  if (f < 0 || f >= n_functions_)
    throw std::out_of_range("R2Accumulator::Mse: no function " + std::to_string(f));
  if (n_ == 0) return 0.0;
  Read();
  return host_[2 * n_functions_ + f] / static_cast<double>(n_);
}

double R2Accumulator::R2(int64_t f) const {
  if (f < 0 || f >= n_functions_)
    throw std::out_of_range("R2Accumulator::R2: no function " + std::to_string(f));
  if (n_ == 0) return 0.0;
  Read();
  const double sum = host_[f], sum_sq = host_[n_functions_ + f],
               ss_res = host_[2 * n_functions_ + f];
  // R² = 1 - SS_res / SS_tot, SS_tot = Σ (y - ȳ)²
  const double ss_tot = sum_sq - sum * sum / static_cast<double>(n_);
  if (ss_tot <= 0.0) return ss_res == 0.0 ? 1.0 : 0.0;
  return 1.0 - ss_res / ss_tot;
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
