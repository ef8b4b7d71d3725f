// Trial results made in memory for the compare, export and status tests.
#pragma once

#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "host/store/results.h"

namespace nilab::test {

// A trial of sweep "demo", task "fuzzy_boolean" (task.n_vars = 3), phase "train". `tau` NaN:
// the model has no tau param (like ViT).
inline host::store::TrialResult Result(
    int64_t id, const std::string& model, int64_t seed, double tau,
    std::map<std::string, double> metrics,
    host::store::TrialStatus status = host::store::TrialStatus::kDone) {
  host::store::TrialResult t;
  t.id = id;
  t.sweep = "demo";
  t.index = id;
  t.config_hash = "h" + std::to_string(id);
  t.task = "fuzzy_boolean";
  t.model = model;
  t.seed = seed;
  t.status = status;
  t.params = {{"model", model},
              {"seed", seed},
              {"task", std::string("fuzzy_boolean")},
              {"task.n_vars", int64_t{3}}};
  if (!std::isnan(tau)) t.params.emplace_back("tau", tau);
  t.phase = metrics.empty() ? "" : "train";
  t.metrics = std::move(metrics);
  return t;
}

// NI beats ViT on both metrics, three seeds each, plus a running ViT trial.
inline std::vector<host::store::TrialResult> NiVersusVit() {
  const double no_tau = std::nan("");
  return {Result(1, "ni", 0, 0.5, {{"val/mean_r2", 0.90}, {"train/loss", 0.10}}),
          Result(2, "ni", 1, 0.5, {{"val/mean_r2", 0.92}, {"train/loss", 0.12}}),
          Result(3, "ni", 2, 0.5, {{"val/mean_r2", 0.91}, {"train/loss", 0.11}}),
          Result(4, "vit", 0, no_tau, {{"val/mean_r2", 0.80}, {"train/loss", 0.30}}),
          Result(5, "vit", 1, no_tau, {{"val/mean_r2", 0.85}, {"train/loss", 0.20}}),
          Result(6, "vit", 2, no_tau, {{"val/mean_r2", 0.83}, {"train/loss", 0.25}}),
          Result(7, "vit", 3, no_tau, {}, host::store::TrialStatus::kRunning)};
}

}  // namespace nilab::test
