#include "tasks/pgm/regimes.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "tasks/pgm/rng.h"

namespace nilab::pgm {
namespace {

constexpr uint64_t kHeldOutSeed = 0x2018'0711'0000'0029ULL;

std::string SlotName(Slot slot) {
  return std::string(ObjectName(SlotObject(slot))) + "-" + AttributeName(SlotAttribute(slot));
}

HeldOut DrawHeldOut() {
  HeldOut out;
  Rng rng(kHeldOutSeed);
  // attr.rels: one triple per slot, so each (object, attribute) is represented exactly once.
  for (int s = 0; s < kNumSlots; ++s) {
    std::vector<Triple> of_slot;
    for (const Triple& t : AllTriples()) {
      if (t.slot == static_cast<Slot>(s)) of_slot.push_back(t);
    }
    out.triples.push_back(rng.Pick(of_slot));
  }
  // attr.rel.pairs: a tenth of the viable pairs (Barrett et al.: 40 of 400).
  std::vector<std::pair<Triple, Triple>> pairs = ViableTriplePairs();
  rng.Shuffle(pairs);
  pairs.resize((pairs.size() + 5) / 10);
  std::sort(pairs.begin(), pairs.end());
  out.triple_pairs = pairs;
  // attrs.pairs: 4 of the 20 viable slot pairs.
  std::vector<std::pair<Slot, Slot>> slot_pairs = ViableSlotPairs();
  rng.Shuffle(slot_pairs);
  slot_pairs.resize(4);
  std::sort(slot_pairs.begin(), slot_pairs.end());
  out.slot_pairs = slot_pairs;
  return out;
}

}  // namespace

const char* RegimeName(Regime regime) {
  switch (regime) {
    case Regime::kNeutral:
      return "neutral";
    case Regime::kInterpolation:
      return "interpolation";
    case Regime::kExtrapolation:
      return "extrapolation";
    case Regime::kHeldOutTriples:
      return "attr.rels";
    case Regime::kHeldOutTriplePairs:
      return "attr.rel.pairs";
    case Regime::kHeldOutAttributePairs:
      return "attrs.pairs";
  }
  return "?";
}

const char* RegimeTitle(Regime regime) {
  switch (regime) {
    case Regime::kNeutral:
      return "neutral";
    case Regime::kInterpolation:
      return "interpolation";
    case Regime::kExtrapolation:
      return "extrapolation";
    case Regime::kHeldOutTriples:
      return "held-out triples";
    case Regime::kHeldOutTriplePairs:
      return "held-out triple pairs";
    case Regime::kHeldOutAttributePairs:
      return "held-out attribute pairs";
  }
  return "?";
}

const std::vector<Regime>& AllRegimes() {
  static const std::vector<Regime> all = {
      Regime::kNeutral,        Regime::kInterpolation,      Regime::kExtrapolation,
      Regime::kHeldOutTriples, Regime::kHeldOutTriplePairs, Regime::kHeldOutAttributePairs};
  return all;
}

Regime ParseRegime(const std::string& name) {
  std::string names;
  for (Regime r : AllRegimes()) {
    if (name == RegimeName(r)) return r;
    names += std::string(names.empty() ? "" : ", ") + RegimeName(r);
  }
  throw std::invalid_argument("unknown PGM regime '" + name + "' (expected one of: " + names + ")");
}

const char* DataSplitName(DataSplit split) {
  switch (split) {
    case DataSplit::kTrain:
      return "train";
    case DataSplit::kVal:
      return "val";
    case DataSplit::kTest:
      return "test";
  }
  return "?";
}

DataSplit ParseDataSplit(const std::string& name) {
  if (name == "train") return DataSplit::kTrain;
  if (name == "val") return DataSplit::kVal;
  if (name == "test") return DataSplit::kTest;
  throw std::invalid_argument("unknown split '" + name + "' (expected train, val or test)");
}

std::vector<int> SlotValues(Regime regime, DataSplit split, Slot slot) {
  int n = 0;
  switch (slot) {
    case Slot::kShapeNumber: {
      std::vector<int> counts;
      for (int k = 1; k <= kMaxShapes; ++k) counts.push_back(k);
      return counts;
    }
    case Slot::kShapePosition:
      n = kNumPositions;
      break;
    case Slot::kShapeType:
      n = kNumShapeTypes;
      break;
    case Slot::kLineType:
      n = kNumLineTypes;
      break;
    case Slot::kShapeSize:
      n = kNumSizes;
      break;
    case Slot::kShapeColor:
    case Slot::kLineColor:
      n = kNumColors;
      break;
  }
  const bool ordered =
      SlotAttribute(slot) == Attribute::kColor || SlotAttribute(slot) == Attribute::kSize;
  const bool held_out = split == DataSplit::kTest;
  std::vector<int> values;
  for (int v = 0; v < n; ++v) {
    bool keep = true;
    if (ordered && regime == Regime::kInterpolation) keep = (v % 2 == 1) == held_out;
    if (ordered && regime == Regime::kExtrapolation) keep = (v >= n / 2) == held_out;
    if (keep) values.push_back(v);
  }
  return values;
}

bool ViableSlotPair(Slot a, Slot b) {
  if (a == b) return false;
  const bool position_number = (a == Slot::kShapePosition && b == Slot::kShapeNumber) ||
                               (a == Slot::kShapeNumber && b == Slot::kShapePosition);
  return !position_number;
}

std::vector<std::pair<Triple, Triple>> ViableTriplePairs() {
  std::vector<std::pair<Triple, Triple>> out;
  const std::vector<Triple>& all = AllTriples();
  for (size_t i = 0; i < all.size(); ++i) {
    for (size_t j = i + 1; j < all.size(); ++j) {
      if (ViableSlotPair(all[i].slot, all[j].slot)) out.emplace_back(all[i], all[j]);
    }
  }
  return out;
}

std::vector<std::pair<Slot, Slot>> ViableSlotPairs() {
  std::vector<std::pair<Slot, Slot>> out;
  for (int a = 0; a < kNumSlots; ++a) {
    for (int b = a + 1; b < kNumSlots; ++b) {
      if (ViableSlotPair(static_cast<Slot>(a), static_cast<Slot>(b))) {
        out.emplace_back(static_cast<Slot>(a), static_cast<Slot>(b));
      }
    }
  }
  return out;
}

const HeldOut& HeldOutSets() {
  static const HeldOut held_out = DrawHeldOut();
  return held_out;
}

std::string DescribeHeldOut(Regime regime) {
  const HeldOut& h = HeldOutSets();
  std::string out;
  auto add = [&out](const std::string& s) { out += (out.empty() ? "" : "; ") + s; };
  switch (regime) {
    case Regime::kNeutral:
      return "nothing held out";
    case Regime::kInterpolation:
      return "colour and size: even values in train/val, odd values in test";
    case Regime::kExtrapolation:
      return "colour and size: values 0-4 in train/val, 5-9 in test";
    case Regime::kHeldOutTriples:
      for (const Triple& t : h.triples) add(TripleName(t));
      return out;
    case Regime::kHeldOutTriplePairs:
      for (const auto& [a, b] : h.triple_pairs) add(TripleName(a) + " + " + TripleName(b));
      return out;
    case Regime::kHeldOutAttributePairs:
      for (const auto& [a, b] : h.slot_pairs) add(SlotName(a) + " + " + SlotName(b));
      return out;
  }
  return out;
}

}  // namespace nilab::pgm
