// Everything a report shows, read from the results store in one snapshot: the sweep's record,
// its trials with params and config, each phase's final metrics and per-epoch history, and the
// routing traces the runner recorded.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "host/store/artifact_file.h"
#include "host/store/notes.h"
#include "host/store/protocol_records.h"
#include "host/store/results.h"
#include "host/store/review_facts.h"

namespace nilab::host::report {

// (epoch, value) pairs, by epoch.
using History = std::vector<std::pair<int64_t, double>>;

struct TrialData {
  store::TrialResult result;  // params, model, seed, status; `metrics`: the last phase's finals
  nlohmann::json config;      // config_json
  // phase -> metric -> value
  std::map<std::string, std::map<std::string, double>> finals;
  // phase -> metric -> history
  std::map<std::string, std::map<std::string, History>> history;
  // phase -> routing trace file (artifact kind "routing", the newest), as recorded: read it with
  // ReadRoutingTrace(ReportData::roots, ...), under the containment rule of
  // store/artifact_file.h
  std::map<std::string, std::string> routing;

  // A final metric of a phase; NaN when absent.
  double Final(const std::string& phase, const std::string& metric) const;
  // A phase's entry of config.phases (null when absent).
  const nlohmann::json* PhaseConfig(const std::string& phase) const;
};

struct ReportData {
  std::string db_path;
  store::ArtifactRoots roots;  // where the database's rows may name files
  std::string sweep;
  std::string file;    // the sweep file's path when it was run
  std::string source;  // its TOML text
  std::string description;
  std::string created_at, updated_at;
  std::vector<TrialData> trials;  // by index
  // Phases in the sweep's order (the first trial's config), those that logged anything.
  std::vector<std::string> phases;
  std::vector<std::string> models;   // in order of first appearance
  std::vector<store::Note> notes;    // tags and notes of the sweep and its trials
  std::string search_mode = "grid";  // the sweep's [search] mode: "grid", "random" or "tpe"
  // What compare's warnings read (host/analysis/review.h), and a [protocol] sweep's plan and
  // choices ("" and empty otherwise).
  store::ReviewFacts review;
  std::string protocol_plan;
  std::vector<store::ProtocolChoiceRow> protocol_choices;
};

// Throws store::StoreError for an unknown sweep (naming the ones there are).
ReportData LoadReportData(store::Store& store, const std::string& sweep);

}  // namespace nilab::host::report
