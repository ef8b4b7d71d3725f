// The structure S of a puzzle: the 1-4 triples [object, attribute, relation] that govern it,
// how a regime constrains it, and its encodings (`relation_structure_encoded`, `meta_target`).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "tasks/pgm/attributes.h"
#include "tasks/pgm/regimes.h"
#include "tasks/pgm/rng.h"

namespace nilab::pgm {

using Structure = std::vector<Triple>;

inline constexpr int kMaxTriples = 4;

// A triple can join a structure when its slot is not governed yet and the two slots are a
// viable pair with every slot already governed (shape position and number exclude each other).
bool CanAdd(const Structure& structure, const Triple& triple);

// Whether a structure belongs to the regime's distribution for the split (see regimes.h):
// train and val hold none of the held-out triples / pairs, test holds at least one;
// interpolation and extrapolation need a colour or size triple; the pair regimes need >= 2
// triples. Every structure also has 1..kMaxTriples triples on distinct, viable slots.
bool Admissible(Regime regime, DataSplit split, const Structure& structure);

// k uniform in [max(min_triples, 2 for the pair regimes), max_triples]; test splits first draw
// a held-out triple / pair (interpolation and extrapolation: a colour or size triple), then
// triples are added one by one, uniformly among those that keep the structure admissible. The
// order is shuffled.
Structure SampleStructure(Rng& rng, Regime regime, DataSplit split, int min_triples,
                          int max_triples);

using EncodedStructure = std::array<std::array<uint8_t, kNumEncodingColumns>, kMaxTriples>;
using MetaTarget = std::array<uint8_t, kNumEncodingColumns>;

// Row i: ones in the object, attribute and relation columns of triple i; rows past the
// structure's size are zero.
EncodedStructure EncodeStructure(const Structure& structure);
// meta_target[j] = OR_i encoded[i][j].
MetaTarget MetaTargetOf(const EncodedStructure& encoded);

}  // namespace nilab::pgm
