// What a reviewer would reject in a comparison: compare's warnings. Each check is a small pure
// function of the compared trials' records and the facts the store keeps about choices; compare,
// the report and the dashboard print the same list. The codes are part of the interface
// (`nilab compare --format json` lists them under "warnings"; results/README.md documents them).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "host/store/results.h"
#include "host/store/review_facts.h"

namespace nilab::host::analysis {

struct Warning {
  std::string code;  // one of kWarningCodes
  std::string text;  // one line, naming the trials or runs concerned
  std::vector<int64_t> trials;
};

// The stable codes and what each means, in the order compare prints them.
const std::vector<std::pair<std::string, std::string>>& WarningCodes();

struct ReviewInput {
  // The trials the comparison reports (done, or pruned with --include-pruned).
  std::vector<const store::TrialResult*> compared;
  // Every trial of the compared sweeps, whatever its status and --where: what was tried.
  const std::vector<store::TrialResult>* all = nullptr;
  std::vector<std::string> reported_metrics;  // the metric columns ("val/acc", "test/acc")
  // The models compared side by side (a paired comparison of models), else empty.
  std::vector<std::string> models;
  const store::ReviewFacts* facts = nullptr;
};

// seeds-added: seeds of a sweep whose first trial was recorded after trials of its other seeds
// had finished (the seed list grew after a look). A [protocol]'s confirm seeds are fixed in the
// file and locked once they have results, so its confirm stage is not checked.
std::vector<Warning> SeedsAdded(const ReviewInput& input);
// dirty-tree: trials that ran from a git tree with uncommitted changes.
std::vector<Warning> DirtyTree(const ReviewInput& input);
// mixed-builds: trials of different builds (git commit, dirty flag, SDK ABI, LibTorch version;
// the same commit rebuilt elsewhere is the same build).
std::vector<Warning> MixedBuilds(const ReviewInput& input);
// unequal-tuning: compared models whose sweeps tried different numbers of configurations, or of
// epochs per configuration, on val. A [protocol] sweep's grid point counts once each of its
// studies has its choice (a point still tuning is left out, whatever its trials' status).
std::vector<Warning> UnequalTuning(const ReviewInput& input);
// selected-on-reported-split: a reported split that a choice read: a pruning rung, a
// protocol's choice (its tune stage), a checkpoint selected by val (or early stopping), or a val
// that came from a test split (val_from_test).
std::vector<Warning> SelectedOnReportedSplit(const ReviewInput& input);

// Every check, in WarningCodes' order.
std::vector<Warning> Review(const ReviewInput& input);

struct CompareResult;
struct CompareOptions;

// The warnings of a comparison Compare made of `compared` (after --where), with `all` every
// trial of its sweeps and `facts` those of its sweeps (the second form reads them from `store`).
std::vector<Warning> ReviewComparison(const store::ReviewFacts& facts,
                                      const std::vector<store::TrialResult>& all,
                                      const std::vector<store::TrialResult>& compared,
                                      const CompareResult& result, const CompareOptions& options);
std::vector<Warning> ReviewComparison(store::Store& store,
                                      const std::vector<store::TrialResult>& all,
                                      const std::vector<store::TrialResult>& compared,
                                      const CompareResult& result, const CompareOptions& options);

// The warnings of a [protocol] sweep's claim: its confirm stage's test values (`trials`: every
// trial of the sweep).
std::vector<Warning> ReviewProtocol(const store::ReviewFacts& facts,
                                    const std::vector<store::TrialResult>& trials,
                                    const std::string& test_metric);

// "warning [code]: text" lines (markdown: "- **warning** `code`: text").
std::string FormatWarnings(const std::vector<Warning>& warnings, bool markdown);

}  // namespace nilab::host::analysis
