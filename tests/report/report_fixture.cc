#include "tests/report/report_fixture.h"

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "host/store/store.h"

namespace nilab::report_test {
namespace {

using host::store::Store;
using host::store::TrialRecord;

nlohmann::json Phase(const std::string& name, const std::string& from,
                     const std::vector<std::string>& train_groups, int64_t add_functions) {
  return {{"name", name},
          {"from", from},
          {"train_groups", train_groups},
          {"add_functions", add_functions},
          {"task_params", {{"function_set", name == "pretrain" ? "pretrain" : "adapt"}}}};
}

}  // namespace

std::string FixtureTrace(int samples, int functions, int tokens, int iterations) {
  nlohmann::json j = {{"format", 1},
                      {"split", "val"},
                      {"tokens", tokens},
                      {"functions", functions},
                      {"samples", nlohmann::json::array()},
                      {"steps", nlohmann::json::array()}};
  for (int s = 0; s < samples; ++s) j["samples"].push_back(s);
  for (int k = 0; k < iterations; ++k) {
    nlohmann::json per_sample = nlohmann::json::array();
    for (int s = 0; s < samples; ++s) {
      std::vector<std::vector<double>> c(functions, std::vector<double>(tokens, 0.0));
      for (int i = 0; i < tokens; ++i) {
        if (k == iterations - 1 && i == 0) continue;  // unrouted
        const int top = (i + k + s) % functions;
        for (int u = 0; u < functions; ++u) {
          c[u][i] = u == top ? 0.6 : 0.4 / (functions - 1);
        }
      }
      per_sample.push_back(c);
    }
    j["steps"].push_back({{"script", 0}, {"iteration", k}, {"compatibility", per_sample}});
  }
  return j.dump();
}

void WriteFixtureDb(const std::string& db, const std::string& dir, bool missing_trace) {
  Store store(db);
  const int64_t sweep_id =
      store.UpsertSweep({kFixtureSweep, "sweeps/fixture.toml", kFixtureSource, "{}"});
  nlohmann::json phases = nlohmann::json::array(
      {Phase("pretrain", "", {}, 0), Phase("adapt_cls", "pretrain", {"cls"}, 0),
       Phase("adapt_all", "pretrain", {}, 0), Phase("ext_0", "pretrain", {"codes"}, 0),
       Phase("ext_1", "pretrain", {"codes"}, 1)});
  std::vector<TrialRecord> records;
  struct Config {
    std::string model;
    double tau;  // NaN: no tau
  };
  const std::vector<Config> configs = {{"ni", 0.5}, {"ni", 1.0}, {"vit", std::nan("")}};
  for (const auto& config : configs) {
    for (int64_t seed = 0; seed < 2; ++seed) {
      TrialRecord t;
      t.index = static_cast<int64_t>(records.size());
      t.model = config.model;
      t.task = "fuzzy_boolean";
      t.seed = seed;
      t.config_hash = "h" + std::to_string(t.index);
      nlohmann::json model_params = {{"dim", 64}};
      if (!std::isnan(config.tau)) model_params["tau"] = config.tau;
      t.config_json = nlohmann::json({{"model", {{"name", t.model}, {"params", model_params}}},
                                      {"seed", seed},
                                      {"phases", phases}})
                          .dump();
      t.params = {{"model", t.model},
                  {"task", t.task},
                  {"seed", seed},
                  {"dim", int64_t{64}},
                  {"kernel", std::string(config.tau == 0.5 ? "gauss" : "exp")},
                  {"task.n_vars", int64_t{5}},
                  {"train.lr", 0.001}};
      if (!std::isnan(config.tau)) t.params.emplace_back("tau", config.tau);
      records.push_back(t);
    }
  }
  store.AddTrials(sweep_id, records);
  std::filesystem::create_directories(dir);
  for (const auto& row : store.Trials(sweep_id)) {
    store.ClaimTrialByHash(sweep_id, row.config_hash, "test:1", 600);
    const bool ni = row.model == "ni";
    const double base = (ni ? 0.9 : 0.85) + 0.01 * static_cast<double>(row.seed) +
                        0.005 * static_cast<double>(row.index % 4);
    int64_t phase_index = 0;
    for (const auto& phase : phases) {
      const std::string name = phase["name"];
      const double end = base - 0.03 * static_cast<double>(phase_index++);
      for (int64_t epoch = 1; epoch <= 3; ++epoch) {
        store.LogMetrics(row.id, name, epoch, epoch * 10,
                         {{"val/mean_r2", end - 0.1 / static_cast<double>(epoch)},
                          {"train/loss", 0.5 / static_cast<double>(epoch * epoch)},
                          {"val/loss", 0.6 / static_cast<double>(epoch)}});
      }
      std::map<std::string, double> finals = {
          {"val/mean_r2", end}, {"test/mean_r2", end - 0.01}, {"val/loss", 0.2}};
      if (name == "pretrain") {
        for (int k = 1; k <= 4; ++k) finals["val/mean_r2@it=" + std::to_string(k)] = end - 0.1 / k;
        for (int k = 0; k <= 2; ++k)
          finals["val/mean_r2@drop=" + std::to_string(k)] = end - 0.05 * k;
      }
      store.LogMetrics(row.id, name, 3, 30, finals, /*final=*/true);
      store.SetPhase(row.id, name, "done", 3);
      if (ni) {
        // Where the runner writes it: below the database's checkpoint folder (a row naming a
        // file anywhere else is refused: store/artifact_file.h).
        const std::string folder =
            dir + "/checkpoints/" + store.Id() + "/fixture/" + row.config_hash;
        std::filesystem::create_directories(folder);
        const std::string path = folder + "/" + name + ".routing.json";
        if (!missing_trace) {
          std::ofstream(path) << FixtureTrace(3, 4 + static_cast<int>(phase["add_functions"]), 6,
                                              3);
        }
        store.AddArtifact({0, row.id, name, 3, "routing", path, "0", 1});
      }
    }
    store.FinishTrial(row.id, host::store::TrialStatus::kDone);
  }
}

}  // namespace nilab::report_test
