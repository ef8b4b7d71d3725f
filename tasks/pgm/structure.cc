#include "tasks/pgm/structure.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace nilab::pgm {
namespace {

bool Contains(const Structure& s, const Triple& t) {
  return std::find(s.begin(), s.end(), t) != s.end();
}

bool HasSlot(const Structure& s, Slot slot) {
  return std::any_of(s.begin(), s.end(), [slot](const Triple& t) { return t.slot == slot; });
}

bool IsPairRegime(Regime regime) {
  return regime == Regime::kHeldOutTriplePairs || regime == Regime::kHeldOutAttributePairs;
}

bool IsValueRegime(Regime regime) {
  return regime == Regime::kInterpolation || regime == Regime::kExtrapolation;
}

bool HasOrderedAttribute(const Structure& s) {
  return std::any_of(s.begin(), s.end(), [](const Triple& t) {
    return t.attribute() == Attribute::kColor || t.attribute() == Attribute::kSize;
  });
}

// How many held-out items of the regime the structure holds (0 for the other regimes).
int CountHeldOut(Regime regime, const Structure& s) {
  const HeldOut& h = HeldOutSets();
  int n = 0;
  switch (regime) {
    case Regime::kHeldOutTriples:
      for (const Triple& t : h.triples) n += Contains(s, t);
      break;
    case Regime::kHeldOutTriplePairs:
      for (const auto& [a, b] : h.triple_pairs) n += Contains(s, a) && Contains(s, b);
      break;
    case Regime::kHeldOutAttributePairs:
      for (const auto& [a, b] : h.slot_pairs) n += HasSlot(s, a) && HasSlot(s, b);
      break;
    default:
      break;
  }
  return n;
}

bool IsHeldOutRegime(Regime regime) {
  return regime == Regime::kHeldOutTriples || regime == Regime::kHeldOutTriplePairs ||
         regime == Regime::kHeldOutAttributePairs;
}

}  // namespace

bool CanAdd(const Structure& structure, const Triple& triple) {
  return std::all_of(structure.begin(), structure.end(),
                     [&triple](const Triple& t) { return ViableSlotPair(t.slot, triple.slot); });
}

bool Admissible(Regime regime, DataSplit split, const Structure& s) {
  if (s.empty() || s.size() > static_cast<size_t>(kMaxTriples)) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    for (size_t j = i + 1; j < s.size(); ++j) {
      if (!ViableSlotPair(s[i].slot, s[j].slot)) return false;
    }
  }
  if (IsPairRegime(regime) && s.size() < 2) return false;
  if (IsValueRegime(regime) && !HasOrderedAttribute(s)) return false;
  if (IsHeldOutRegime(regime)) {
    const int held_out = CountHeldOut(regime, s);
    return split == DataSplit::kTest ? held_out > 0 : held_out == 0;
  }
  return true;
}

Structure SampleStructure(Rng& rng, Regime regime, DataSplit split, int min_triples,
                          int max_triples) {
  const int lo = std::max(min_triples, IsPairRegime(regime) ? 2 : 1);
  if (lo > max_triples || max_triples > kMaxTriples) {
    throw std::invalid_argument(
        "PGM structures need min_triples <= max_triples <= 4 (and >= 2 "
        "triples in the pair regimes)");
  }
  const bool train = split != DataSplit::kTest;
  const HeldOut& h = HeldOutSets();
  while (true) {
    const int k = rng.Range(lo, max_triples);
    Structure s;
    // The seed of the structure: what the split must contain.
    if (IsValueRegime(regime)) {
      std::vector<Triple> ordered;
      for (const Triple& t : AllTriples()) {
        if (t.attribute() == Attribute::kColor || t.attribute() == Attribute::kSize) {
          ordered.push_back(t);
        }
      }
      s.push_back(rng.Pick(ordered));
    } else if (!train && regime == Regime::kHeldOutTriples) {
      s.push_back(rng.Pick(h.triples));
    } else if (!train && regime == Regime::kHeldOutTriplePairs) {
      const auto& [a, b] = rng.Pick(h.triple_pairs);
      s = {a, b};
    } else if (!train && regime == Regime::kHeldOutAttributePairs) {
      const auto& [a, b] = rng.Pick(h.slot_pairs);
      for (Slot slot : {a, b}) {
        std::vector<Triple> of_slot;
        for (const Triple& t : AllTriples()) {
          if (t.slot == slot) of_slot.push_back(t);
        }
        s.push_back(rng.Pick(of_slot));
      }
    }
    // Then grow it, keeping train/val structures free of held-out items.
    while (static_cast<int>(s.size()) < k) {
      std::vector<Triple> options;
      for (const Triple& t : AllTriples()) {
        if (!CanAdd(s, t)) continue;
        if (train && IsHeldOutRegime(regime)) {
          Structure grown = s;
          grown.push_back(t);
          if (CountHeldOut(regime, grown) > 0) continue;
        }
        options.push_back(t);
      }
      if (options.empty()) break;
      s.push_back(rng.Pick(options));
    }
    if (static_cast<int>(s.size()) < lo) continue;
    rng.Shuffle(s);
    return s;
  }
}

EncodedStructure EncodeStructure(const Structure& structure) {
  EncodedStructure encoded{};
  for (size_t i = 0; i < structure.size() && i < encoded.size(); ++i) {
    const Triple& t = structure[i];
    encoded[i][static_cast<size_t>(ObjectColumn(t.object()))] = 1;
    encoded[i][static_cast<size_t>(AttributeColumn(t.attribute()))] = 1;
    encoded[i][static_cast<size_t>(RelationColumn(t.relation))] = 1;
  }
  return encoded;
}

MetaTarget MetaTargetOf(const EncodedStructure& encoded) {
  MetaTarget meta{};
  for (const auto& row : encoded) {
    for (size_t j = 0; j < row.size(); ++j) meta[j] = static_cast<uint8_t>(meta[j] | row[j]);
  }
  return meta;
}

}  // namespace nilab::pgm
