#include "host/runner/phase_source.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "host/platform/sha256.h"
#include "host/search/metric_direction.h"
#include "host/search/prune_rules.h"
#include "host/store/artifact_file.h"

namespace nilab::host {

PhaseSource::PhaseSource(const sweep::SweepSpec& sweep, const sweep::TrialSpec& trial,
                         int64_t trial_id, std::map<std::string, bool> declared,
                         store::Store& store, const store::ArtifactRoots& roots, Progress& progress,
                         std::function<std::string(const std::string&)> label)
    : sweep_(sweep),
      trial_(trial),
      trial_id_(trial_id),
      declared_(std::move(declared)),
      store_(store),
      roots_(roots),
      progress_(progress),
      label_(std::move(label)) {}

std::map<std::string, sdk::ParamValue> PhaseSource::InitMatch(const sweep::PhaseSpec& phase,
                                                              const std::string& model) const {
  const sweep::InitSpec& init = phase.init;
  std::map<std::string, sdk::ParamValue> match(init.where.begin(), init.where.end());
  const auto flat = trial_.FlatParams();
  for (const auto& key : init.match) {
    auto it =
        std::find_if(flat.begin(), flat.end(), [&](const auto& kv) { return kv.first == key; });
    if (it == flat.end()) {
      throw std::runtime_error("phase '" + phase.name + "': init.match key '" + key +
                               "' is not a parameter of this trial");
    }
    match[key] = it->second;
  }
  if (!model.empty() && match.count("model")) match["model"] = model;
  return match;
}

InitSource PhaseSource::ResolveInit(const sweep::PhaseSpec& phase, const std::string& model) {
  const sweep::InitSpec& init = phase.init;
  if (!init.path.empty()) return {init.path, 0, ""};
  std::map<std::string, sdk::ParamValue> match = InitMatch(phase, model);
  // A [protocol] sweep as the source: its confirm stage holds the choice.
  const bool protocol_source = !store_.FindTrials(init.sweep, {}, "confirm").empty();
  const auto find = [&](const std::map<std::string, sdk::ParamValue>& m) {
    return store_.FindTrials(init.sweep, m, protocol_source ? "confirm" : "");
  };
  auto trials = find(match);
  // A tune trial's seed has no pretraining of its own when the source's seeds are the
  // confirm seeds: it starts from the first confirm seed's.
  if (trials.empty() && trial_.stage == "tune" && match.count("seed") &&
      !sweep_.protocol.confirm_seeds.empty()) {
    match["seed"] = sweep_.protocol.confirm_seeds.front();
    trials = find(match);
    if (!trials.empty() && model.empty()) {
      progress_.Line(label_(phase.name) + "init: sweep '" + init.sweep + "' has no trial of seed " +
                     std::to_string(trial_.seed) + "; starting from the first confirm seed's (" +
                     std::to_string(sweep_.protocol.confirm_seeds.front()) + ")");
    }
  }
  std::string wanted;
  for (const auto& [key, value] : match) {
    wanted += (wanted.empty() ? "" : ", ") + key + "=" + sdk::FormatValue(value);
  }
  if (trials.empty()) {
    throw std::runtime_error("phase '" + phase.name + "': init: no done trial of sweep '" +
                             init.sweep + "' with " + wanted + " (run that sweep first)");
  }
  if (trials.size() > 1) {
    // Two configurations of the source sweep fit: taking either would be a silent guess.
    std::string ids;
    for (const auto& t : trials) ids += (ids.empty() ? "" : ", ") + std::to_string(t.id);
    throw std::runtime_error("phase '" + phase.name + "': init: " + std::to_string(trials.size()) +
                             " done trials of sweep '" + init.sweep + "' match " + wanted +
                             " (trials " + ids +
                             "): narrow it with init.where or name a checkpoint with init.path");
  }
  const store::TrialRow& source = trials.front();
  std::string source_phase = init.phase;
  if (source_phase.empty()) {
    const auto config = nlohmann::json::parse(source.config_json);
    source_phase = config.at("phases").back().at("name").get<std::string>();
  }
  auto artifact = store_.LatestArtifact(source.id, source_phase, "final");
  if (!artifact) {
    throw std::runtime_error("phase '" + phase.name + "': init: trial " +
                             std::to_string(source.id) + " of sweep '" + init.sweep +
                             "' has no final checkpoint of phase '" + source_phase + "'");
  }
  const std::string actual = Sha256Descriptor(
      store::OpenArtifact(roots_, artifact->path, "trial " + std::to_string(source.id) + " final")
          .fd(),
      artifact->path);
  if (actual != artifact->sha256) {
    throw std::runtime_error(artifact->path + ": checkpoint is corrupt (sha256 " + actual +
                             ", recorded " + artifact->sha256 + ")");
  }
  return {store::ResolvedPath(artifact->path, store_.path()), source.id, source_phase};
}

PhaseSource::History PhaseSource::ReadHistory(int64_t trial_id, const std::string& phase,
                                              const std::string& metric, bool higher) {
  History h;
  h.values = store_.MetricHistory(trial_id, phase, metric);
  if (h.values.empty()) {
    throw std::runtime_error("select: trial " + std::to_string(trial_id) + " logged no " + metric +
                             " in phase '" + phase + "' to choose an epoch by");
  }
  h.best = h.values.front().second;
  for (const auto& [epoch, value] : h.values) {
    if (search::Better(value, h.best, higher)) h.best = value;
  }
  return h;
}

std::string PhaseSource::SelectCheckpoint(const sweep::PhaseSpec& phase, int64_t source_trial,
                                          const std::string& source_phase) {
  if (auto recorded = store_.Selection(trial_id_, phase.name)) {
    return CheckedEpochFile(*recorded);
  }
  const sweep::SelectSpec& select = phase.select;
  const bool higher = search::HigherIsBetter(select.metric, declared_);
  const History own = ReadHistory(source_trial, source_phase, select.metric, higher);
  store::SelectionRow row;
  row.trial_id = trial_id_;
  row.phase = phase.name;
  row.rule = select.rule;
  row.metric = select.metric;
  row.source_trial_id = source_trial;
  row.source_phase = source_phase;
  std::optional<std::pair<int64_t, double>> pick;
  if (select.rule == "best") {
    for (const auto& entry : own.values) {
      if (entry.second == own.best) {
        pick = entry;
        break;
      }
    }
  } else {
    // Eq.: threshold = the worst over entries e of max_epoch val_e (for val/acc: min_e best_e).
    double threshold = own.best;
    for (const std::string& model : sweep_.entry_models) {
      if (model == trial_.model) continue;
      const InitSource peer = ResolveInit(phase, model);
      const History other = ReadHistory(peer.trial_id, peer.phase, select.metric, higher);
      if (search::Better(threshold, other.best, higher)) threshold = other.best;
    }
    row.threshold = threshold;
    for (const auto& entry : own.values) {
      if (!search::Better(entry.second, threshold, higher)) pick = entry;
    }
    if (!pick) {
      // Every kept epoch is already better than the other entries' best: the first one is the
      // closest to equal, and its value (above the threshold) says so.
      pick = own.values.front();
      progress_.Line(label_(phase.name) + "select matched: every kept epoch of trial " +
                     std::to_string(source_trial) + " is better than " + std::to_string(threshold) +
                     " on " + select.metric + "; starting from its first");
    }
  }
  if (!pick) {
    throw std::runtime_error("phase '" + phase.name + "': select: no epoch of trial " +
                             std::to_string(source_trial) + " phase '" + source_phase +
                             "' fits the rule");
  }
  row.epoch = pick->first;
  row.value = pick->second;
  std::optional<store::ArtifactRow> file;
  for (const auto& artifact : store_.Artifacts(source_trial, source_phase, "epoch")) {
    if (artifact.epoch == row.epoch) {
      file = artifact;
      break;
    }
  }
  if (!file) {
    throw std::runtime_error("phase '" + phase.name + "': select: trial " +
                             std::to_string(source_trial) + " kept no checkpoint of epoch " +
                             std::to_string(row.epoch) + " of phase '" + source_phase +
                             "' (the phase that trains it needs train.keep_epochs = true)");
  }
  row.path = file->path;
  row.sha256 = file->sha256;
  const store::SelectionRow stored = store_.RecordSelection(row);
  std::ostringstream line;
  line << "select " << select.rule << ": epoch " << stored.epoch << " of trial " << source_trial
       << " phase '" << source_phase << "' (" << select.metric << " "
       << (stored.value ? *stored.value : std::nan(""));
  if (stored.threshold) line << ", matched to " << *stored.threshold;
  line << ")";
  progress_.Line(label_(phase.name) + line.str());
  return CheckedEpochFile(stored);
}

std::string PhaseSource::CheckedEpochFile(const store::SelectionRow& selection) {
  const std::string label = "trial " + std::to_string(selection.source_trial_id) + " epoch " +
                            std::to_string(selection.epoch);
  const std::string actual =
      Sha256Descriptor(store::OpenArtifact(roots_, selection.path, label).fd(), selection.path);
  if (actual != selection.sha256) {
    throw std::runtime_error(selection.path + ": selected checkpoint is corrupt (sha256 " + actual +
                             ", recorded " + selection.sha256 + ")");
  }
  return store::ResolvedPath(selection.path, store_.path());
}

}  // namespace nilab::host
