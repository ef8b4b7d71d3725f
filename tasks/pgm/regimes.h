// The generalisation regimes of Barrett et al. 2018 (§4): what the training distribution
// (train and val splits) holds out and what the test split contains.
//
//   neutral         any structure in every split.
//   interpolation   every structure has a colour or size triple; colours and sizes take the
//                   even-indexed values in train/val and the odd-indexed ones in test.
//   extrapolation   the same, with the lower half of the values in train/val and the upper
//                   half in test.
//   attr.rels       held-out triples: 7 of the 29 triples, one per (object, attribute), never
//                   occur in train/val; every test structure has at least one.
//   attr.rel.pairs  held-out triple pairs: structures have >= 2 triples; a tenth of the viable
//                   pairs of triples never occur together in train/val; every test structure
//                   holds one of them.
//   attrs.pairs     held-out attribute pairs: structures have >= 2 triples; 4 of the 20
//                   viable pairs of (object, attribute) never occur together in train/val;
//                   every test structure holds one of them.
//
// The names are those of DeepMind's files (PGM_{regime}_{split}_{id}.npz). The held-out sets
// are fixed draws (a constant seed), the same for every generator seed.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "tasks/pgm/attributes.h"

namespace nilab::pgm {

enum class Regime {
  kNeutral,
  kInterpolation,
  kExtrapolation,
  kHeldOutTriples,
  kHeldOutTriplePairs,
  kHeldOutAttributePairs,
};
inline constexpr int kNumRegimes = 6;

enum class DataSplit { kTrain, kVal, kTest };

const char* RegimeName(Regime regime);   // "attr.rels", ...
const char* RegimeTitle(Regime regime);  // "held-out triples", ...
// Throws std::invalid_argument naming the value and the accepted names.
Regime ParseRegime(const std::string& name);
const std::vector<Regime>& AllRegimes();

const char* DataSplitName(DataSplit split);  // "train", "val", "test"
DataSplit ParseDataSplit(const std::string& name);

// The values a slot takes in a split, sorted: colours and sizes are restricted by the
// interpolation and extrapolation regimes; numbers are 1..9; others their whole domain.
std::vector<int> SlotValues(Regime regime, DataSplit split, Slot slot);

// Two slots may govern one structure together unless they are equal or are shape position
// and shape number (which fix each other).
bool ViableSlotPair(Slot a, Slot b);
// Pairs of triples on a viable pair of slots, each ordered (first < second).
std::vector<std::pair<Triple, Triple>> ViableTriplePairs();
std::vector<std::pair<Slot, Slot>> ViableSlotPairs();

struct HeldOut {
  std::vector<Triple> triples;                          // attr.rels
  std::vector<std::pair<Triple, Triple>> triple_pairs;  // attr.rel.pairs, each ordered
  std::vector<std::pair<Slot, Slot>> slot_pairs;        // attrs.pairs, each ordered
};
const HeldOut& HeldOutSets();

// A human-readable list of what `regime` holds out, for provenance and docs.
std::string DescribeHeldOut(Regime regime);

}  // namespace nilab::pgm
