#include "tasks/pgm/generator.h"

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <vector>

#include "tasks/pgm/relations.h"
#include "tasks/pgm/rng.h"

namespace nilab::pgm {
namespace {

// Largest set a set relation draws: positions allow crowded panels; for the other slots three
// values keep every value visible (each needs an object of its own).
int MaxSetSize(Slot slot) { return slot == Slot::kShapePosition ? 6 : 3; }
inline constexpr int kMaxLines = 3;  // lines drawn in a panel whose line type is ungoverned

using SlotDomains = std::array<std::vector<int>, kNumSlots>;

const SlotDomains& Domains(Regime regime, DataSplit split) {
  static const auto table = [] {
    std::array<std::array<SlotDomains, 3>, kNumRegimes> t;
    for (Regime r : AllRegimes()) {
      for (int s = 0; s < 3; ++s) {
        for (int slot = 0; slot < kNumSlots; ++slot) {
          t[static_cast<size_t>(r)][static_cast<size_t>(s)][static_cast<size_t>(slot)] =
              SlotValues(r, static_cast<DataSplit>(s), static_cast<Slot>(slot));
        }
      }
    }
    return t;
  }();
  return table[static_cast<size_t>(regime)][static_cast<size_t>(split)];
}

std::vector<int> Bits(uint32_t mask) {
  std::vector<int> out;
  for (int b = 0; mask >> b; ++b) {
    if (mask >> b & 1) out.push_back(b);
  }
  return out;
}

uint16_t RandomSubsetOfSize(Rng& rng, int universe, int size) {
  std::vector<int> all;
  for (int i = 0; i < universe; ++i) all.push_back(i);
  rng.Shuffle(all);
  uint32_t bits = 0;
  for (int i = 0; i < size; ++i) bits |= 1u << all[static_cast<size_t>(i)];
  return static_cast<uint16_t>(bits);
}

// Values for `objects` objects so that the set of values present is exactly `mask`: each value
// of the mask once, the remaining objects random members of it, in random order.
std::vector<int> Cover(Rng& rng, uint16_t mask, int objects) {
  std::vector<int> members = Bits(mask);
  std::vector<int> values = members;
  while (static_cast<int>(values.size()) < objects) values.push_back(rng.Pick(members));
  rng.Shuffle(values);
  return values;
}

// How one slot is filled in the nine panels.
struct SlotPlan {
  std::optional<Relation> relation;  // set: governed, `grid` holds its values
  SlotGrid grid{};
  bool constant = false;  // ungoverned: one value over the matrix (else random per object)
  int constant_value = 0;
};

// Values of attribute `slot` (shape type/size/colour or line colour) for `objects` objects of
// panel p.
std::vector<int> AttributeValues(Rng& rng, const SlotPlan& plan, const std::vector<int>& domain,
                                 int p, int objects) {
  if (plan.relation && IsSetRelation(*plan.relation)) {
    return Cover(rng, plan.grid[static_cast<size_t>(p)], objects);
  }
  std::vector<int> values(static_cast<size_t>(objects));
  for (int& v : values) {
    if (plan.relation) {
      v = plan.grid[static_cast<size_t>(p)];
    } else {
      v = plan.constant ? plan.constant_value : rng.Pick(domain);
    }
  }
  return values;
}

// The minimum number of objects panel p needs so every value of a governed set is present.
int RequiredObjects(const std::array<SlotPlan, kNumSlots>& plans, std::initializer_list<Slot> slots,
                    int p) {
  int required = 1;
  for (Slot slot : slots) {
    const SlotPlan& plan = plans[static_cast<size_t>(slot)];
    if (plan.relation && IsSetRelation(*plan.relation)) {
      required = std::max(required, PopCount(plan.grid[static_cast<size_t>(p)]));
    }
  }
  return required;
}

// The nine panels of the matrix; nullopt when the sampled values do not fit together (a governed
// number or position set too small for a governed set of colours, ...).
std::optional<std::array<Panel, 9>> BuildMatrix(Rng& rng, const Structure& structure,
                                                const SlotDomains& domains,
                                                bool constant_distractors) {
  std::array<SlotPlan, kNumSlots> plans;
  bool shapes = false;
  bool lines = false;
  for (const Triple& t : structure) {
    SlotPlan& plan = plans[static_cast<size_t>(t.slot)];
    plan.relation = t.relation;
    plan.grid =
        SampleRelation(rng, t.relation, domains[static_cast<size_t>(t.slot)], MaxSetSize(t.slot));
    (t.object() == Object::kShape ? shapes : lines) = true;
  }
  if (!constant_distractors) {
    if (!shapes) shapes = rng.Chance(1, 2);
    if (!lines) lines = rng.Chance(1, 2);
  }
  for (int s = 0; s < kNumSlots; ++s) {
    SlotPlan& plan = plans[static_cast<size_t>(s)];
    if (plan.relation) continue;
    plan.constant = constant_distractors || rng.Chance(1, 2);
    plan.constant_value = rng.Pick(domains[static_cast<size_t>(s)]);
  }
  const auto plan_of = [&plans](Slot slot) -> const SlotPlan& {
    return plans[static_cast<size_t>(slot)];
  };

  std::array<Panel, 9> panels{};
  if (shapes) {
    const auto shape_sets = {Slot::kShapeType, Slot::kShapeSize, Slot::kShapeColor};
    std::array<int, 9> required{};
    int max_required = 1;
    for (int p = 0; p < 9; ++p) {
      required[static_cast<size_t>(p)] = RequiredObjects(plans, shape_sets, p);
      max_required = std::max(max_required, required[static_cast<size_t>(p)]);
    }
    const int constant_count = rng.Range(max_required, kMaxShapes);
    // With constant distractors, ungoverned positions are one set for the whole matrix.
    const uint16_t constant_positions =
        constant_distractors ? RandomSubsetOfSize(rng, kNumPositions, constant_count) : 0;
    for (int p = 0; p < 9; ++p) {
      const size_t ps = static_cast<size_t>(p);
      uint16_t positions = 0;
      if (plan_of(Slot::kShapePosition).relation) {
        positions = plan_of(Slot::kShapePosition).grid[ps];
      } else {
        int count = 0;
        if (plan_of(Slot::kShapeNumber).relation) {
          count = plan_of(Slot::kShapeNumber).grid[ps];
        } else {
          count = plan_of(Slot::kShapeNumber).constant ? constant_count
                                                       : rng.Range(required[ps], kMaxShapes);
        }
        if (count < required[ps]) return std::nullopt;
        positions = constant_distractors && !plan_of(Slot::kShapeNumber).relation
                        ? constant_positions
                        : RandomSubsetOfSize(rng, kNumPositions, count);
      }
      const std::vector<int> cells = Bits(positions);
      const int n = static_cast<int>(cells.size());
      if (n < required[ps]) return std::nullopt;
      const std::vector<int> types = AttributeValues(
          rng, plan_of(Slot::kShapeType), domains[static_cast<size_t>(Slot::kShapeType)], p, n);
      const std::vector<int> sizes = AttributeValues(
          rng, plan_of(Slot::kShapeSize), domains[static_cast<size_t>(Slot::kShapeSize)], p, n);
      const std::vector<int> colors = AttributeValues(
          rng, plan_of(Slot::kShapeColor), domains[static_cast<size_t>(Slot::kShapeColor)], p, n);
      for (size_t i = 0; i < cells.size(); ++i) {
        panels[ps].AddShape(
            cells[i], ShapeCell{static_cast<uint8_t>(types[i]), static_cast<uint8_t>(sizes[i]),
                                static_cast<uint8_t>(colors[i])});
      }
    }
  }
  if (lines) {
    std::array<int, 9> required{};
    int max_required = 1;
    for (int p = 0; p < 9; ++p) {
      required[static_cast<size_t>(p)] = RequiredObjects(plans, {Slot::kLineColor}, p);
      max_required = std::max(max_required, required[static_cast<size_t>(p)]);
    }
    const uint16_t constant_types =
        RandomSubsetOfSize(rng, kNumLineTypes, rng.Range(max_required, kMaxLines));
    const SlotPlan& type_plan = plan_of(Slot::kLineType);
    for (int p = 0; p < 9; ++p) {
      const size_t ps = static_cast<size_t>(p);
      uint16_t types = 0;
      if (type_plan.relation) {
        types = IsSetRelation(*type_plan.relation)
                    ? type_plan.grid[ps]
                    : static_cast<uint16_t>(1u << type_plan.grid[ps]);
      } else {
        types = type_plan.constant
                    ? constant_types
                    : RandomSubsetOfSize(rng, kNumLineTypes, rng.Range(required[ps], kMaxLines));
      }
      const std::vector<int> drawn = Bits(types);
      const int n = static_cast<int>(drawn.size());
      if (n < required[ps]) return std::nullopt;
      const std::vector<int> colors = AttributeValues(
          rng, plan_of(Slot::kLineColor), domains[static_cast<size_t>(Slot::kLineColor)], p, n);
      for (size_t i = 0; i < drawn.size(); ++i) panels[ps].AddLine(drawn[i], colors[i]);
    }
  }
  return panels;
}

// A value of `domain` outside `mask`, or nullopt.
std::optional<int> ValueOutside(Rng& rng, const std::vector<int>& domain, uint16_t mask) {
  std::vector<int> outside;
  for (int v : domain) {
    if (!(mask >> v & 1)) outside.push_back(v);
  }
  if (outside.empty()) return std::nullopt;
  return rng.Pick(outside);
}

// Changes what `panel` shows of the triple's slot; false when this panel offers no change.
bool Modify(Rng& rng, Panel& panel, const Triple& triple, const SlotDomains& domains) {
  const std::vector<int>& domain = domains[static_cast<size_t>(triple.slot)];
  const uint16_t current = SlotValue(panel, triple.slot);
  const bool scalar = !IsSetRelation(triple.relation);
  switch (triple.slot) {
    case Slot::kShapePosition:
    case Slot::kShapeNumber: {
      const std::vector<int> occupied = Bits(panel.shapes);
      const std::vector<int> empty = Bits(~panel.shapes & ((1u << kNumPositions) - 1));
      if (occupied.empty()) return false;
      const int from = rng.Pick(occupied);
      if (triple.slot == Slot::kShapePosition && !empty.empty()) {  // move a shape
        const ShapeCell cell = panel.shape[static_cast<size_t>(from)];
        panel.RemoveShape(from);
        panel.AddShape(rng.Pick(empty), cell);
        return true;
      }
      const bool can_add = !empty.empty();
      const bool can_remove = occupied.size() >= 2;
      if (can_add && (!can_remove || rng.Chance(1, 2))) {  // a copy of a shape, elsewhere
        panel.AddShape(rng.Pick(empty), panel.shape[static_cast<size_t>(from)]);
      } else if (can_remove) {
        panel.RemoveShape(from);
      } else {
        return false;
      }
      return true;
    }
    case Slot::kShapeType:
    case Slot::kShapeSize:
    case Slot::kShapeColor: {
      const std::vector<int> occupied = Bits(panel.shapes);
      const std::optional<int> value = ValueOutside(rng, domain, current);
      if (occupied.empty() || !value) return false;
      const uint8_t v = static_cast<uint8_t>(*value);
      const int one = rng.Pick(occupied);
      for (int p : occupied) {
        if (!scalar && p != one) continue;
        ShapeCell& cell = panel.shape[static_cast<size_t>(p)];
        (triple.slot == Slot::kShapeType   ? cell.type
         : triple.slot == Slot::kShapeSize ? cell.size
                                           : cell.color) = v;
      }
      return true;
    }
    case Slot::kLineType: {
      const std::vector<int> drawn = Bits(panel.lines);
      const std::optional<int> added = ValueOutside(rng, domain, panel.lines);
      if (drawn.empty()) return false;
      const int one = rng.Pick(drawn);
      const int color = panel.line_color[static_cast<size_t>(one)];
      if (scalar) {  // consistent union: one line type per panel, replaced
        if (!added) return false;
        panel.RemoveLine(one);
        panel.AddLine(*added, color);
        return true;
      }
      const bool can_remove = drawn.size() >= 2;
      if (added && (!can_remove || rng.Chance(1, 2))) {
        panel.AddLine(*added, color);
      } else if (can_remove) {
        panel.RemoveLine(one);
      } else {
        return false;
      }
      return true;
    }
    case Slot::kLineColor: {
      const std::vector<int> drawn = Bits(panel.lines);
      const std::optional<int> value = ValueOutside(rng, domain, current);
      if (drawn.empty() || !value) return false;
      const int one = rng.Pick(drawn);
      for (int t : drawn) {
        if (scalar || t == one)
          panel.line_color[static_cast<size_t>(t)] = static_cast<uint8_t>(*value);
      }
      return true;
    }
  }
  return false;
}

bool DiffersOnGoverned(const Panel& a, const Panel& b, const Structure& structure) {
  return std::any_of(structure.begin(), structure.end(),
                     [&](const Triple& t) { return SlotValue(a, t.slot) != SlotValue(b, t.slot); });
}

// The eight candidates, the right one first; nullopt when no seven distinct wrong ones were
// found within a bounded number of tries.
std::optional<std::vector<Panel>> BuildCandidates(Rng& rng, const Panel& answer,
                                                  const Structure& structure,
                                                  const SlotDomains& domains) {
  std::vector<Panel> candidates = {answer};
  for (int tries = 0; candidates.size() < static_cast<size_t>(kNumCandidates); ++tries) {
    if (tries > 200) return std::nullopt;
    Panel panel = rng.Pick(candidates);
    if (!Modify(rng, panel, rng.Pick(structure), domains)) continue;
    if (!DiffersOnGoverned(panel, answer, structure)) continue;
    if (std::find(candidates.begin(), candidates.end(), panel) != candidates.end()) continue;
    candidates.push_back(panel);
  }
  return candidates;
}

}  // namespace

Puzzle GeneratePuzzle(const GeneratorConfig& config, DataSplit split, uint64_t index) {
  Rng rng(SampleSeed(config.seed, static_cast<int>(config.regime), static_cast<int>(split), index));
  const SlotDomains& domains = Domains(config.regime, split);
  while (true) {
    Puzzle puzzle;
    puzzle.structure =
        SampleStructure(rng, config.regime, split, config.min_triples, config.max_triples);
    for (int attempt = 0; attempt < 20; ++attempt) {
      const std::optional<std::array<Panel, 9>> matrix =
          BuildMatrix(rng, puzzle.structure, domains, config.constant_distractors);
      if (!matrix) continue;
      std::optional<std::vector<Panel>> candidates =
          BuildCandidates(rng, (*matrix)[8], puzzle.structure, domains);
      if (!candidates) continue;
      std::copy(matrix->begin(), matrix->begin() + kNumContext, puzzle.context.begin());
      std::vector<int> order = {0, 1, 2, 3, 4, 5, 6, 7};
      rng.Shuffle(order);
      for (int i = 0; i < kNumCandidates; ++i) {
        puzzle.candidates[static_cast<size_t>(i)] = (*candidates)[static_cast<size_t>(order[i])];
        if (order[static_cast<size_t>(i)] == 0) puzzle.target = i;
      }
      return puzzle;
    }
  }
}

}  // namespace nilab::pgm
