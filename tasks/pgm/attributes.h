// The vocabulary of PGM puzzles (Barrett et al. 2018): object types, their attributes, the
// relations applied row-wise, and the triples [object, attribute, relation] a structure is made
// of, with the 12-column encoding of DeepMind's files.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace nilab::pgm {

enum class Object { kShape, kLine };
enum class Attribute { kColor, kNumber, kPosition, kSize, kType };
enum class Relation { kProgression, kXor, kOr, kAnd, kConsistentUnion };

inline constexpr int kNumObjects = 2;
inline constexpr int kNumAttributes = 5;
inline constexpr int kNumRelations = 5;

// An attribute of an object type ("slot"): the 7 that exist. Lines have only a colour and a
// type; shapes have all five attributes.
enum class Slot {
  kShapeColor,
  kShapeNumber,
  kShapePosition,
  kShapeSize,
  kShapeType,
  kLineColor,
  kLineType,
};
inline constexpr int kNumSlots = 7;

Object SlotObject(Slot slot);
Attribute SlotAttribute(Slot slot);

// Value domains, as indices. Shape types are ordered by their number of sides (triangle,
// square, pentagon, hexagon, circle), so a progression over types is a progression of sides.
inline constexpr int kNumPositions = 9;  // 3x3 grid, row-major
inline constexpr int kNumShapeTypes = 5;
inline constexpr int kNumSizes = 10;
inline constexpr int kNumColors = 10;
inline constexpr int kNumLineTypes = 6;
inline constexpr int kMaxShapes = kNumPositions;

// True for the relations on sets of values (XOR, OR, AND); progression and consistent union
// relate one value per panel.
bool IsSetRelation(Relation relation);

struct Triple {
  Slot slot = Slot::kShapeColor;
  Relation relation = Relation::kProgression;

  Object object() const { return SlotObject(slot); }
  Attribute attribute() const { return SlotAttribute(slot); }
  bool operator==(const Triple& o) const { return slot == o.slot && relation == o.relation; }
  bool operator!=(const Triple& o) const { return !(*this == o); }
  bool operator<(const Triple& o) const {
    return slot != o.slot ? slot < o.slot : relation < o.relation;
  }
};

// The 29 triples that exist: shape colour, size and type with all 5 relations; shape position
// with XOR, OR, AND; shape number with progression and consistent union; line colour with all
// 5; line type with XOR, OR, AND and consistent union.
const std::vector<Triple>& AllTriples();

// Names as DeepMind's files spell them in `relation_structure`.
const char* ObjectName(Object object);        // "shape", "line"
const char* AttributeName(Attribute a);       // "color", "number", "position", "size", "type"
const char* RelationName(Relation relation);  // "progression", "XOR", "OR", "AND", ...
std::string TripleName(const Triple& t);      // "[shape, color, XOR]"

// Columns of `relation_structure_encoded` / `meta_target`: shape, line, color, number,
// position, size, type, progression, XOR, OR, AND, consistent_union.
inline constexpr int kNumEncodingColumns = 12;
int ObjectColumn(Object object);        // 0..1
int AttributeColumn(Attribute a);       // 2..6
int RelationColumn(Relation relation);  // 7..11

}  // namespace nilab::pgm
