#include "tasks/pgm/attributes.h"

namespace nilab::pgm {

Object SlotObject(Slot slot) {
  return slot == Slot::kLineColor || slot == Slot::kLineType ? Object::kLine : Object::kShape;
}

Attribute SlotAttribute(Slot slot) {
  switch (slot) {
    case Slot::kShapeColor:
    case Slot::kLineColor:
      return Attribute::kColor;
    case Slot::kShapeNumber:
      return Attribute::kNumber;
    case Slot::kShapePosition:
      return Attribute::kPosition;
    case Slot::kShapeSize:
      return Attribute::kSize;
    case Slot::kShapeType:
    case Slot::kLineType:
      return Attribute::kType;
  }
  return Attribute::kColor;
}

bool IsSetRelation(Relation relation) {
  return relation == Relation::kXor || relation == Relation::kOr || relation == Relation::kAnd;
}

const std::vector<Triple>& AllTriples() {
  static const std::vector<Triple> triples = [] {
    using R = Relation;
    const std::vector<R> all = {R::kProgression, R::kXor, R::kOr, R::kAnd, R::kConsistentUnion};
    const std::vector<std::pair<Slot, std::vector<R>>> table = {
        {Slot::kShapeColor, all},
        {Slot::kShapeNumber, {R::kProgression, R::kConsistentUnion}},
        {Slot::kShapePosition, {R::kXor, R::kOr, R::kAnd}},
        {Slot::kShapeSize, all},
        {Slot::kShapeType, all},
        {Slot::kLineColor, all},
        {Slot::kLineType, {R::kXor, R::kOr, R::kAnd, R::kConsistentUnion}},
    };
    std::vector<Triple> out;
    for (const auto& [slot, relations] : table) {
      for (R r : relations) out.push_back({slot, r});
    }
    return out;
  }();
  return triples;
}

const char* ObjectName(Object object) { return object == Object::kShape ? "shape" : "line"; }

const char* AttributeName(Attribute a) {
  switch (a) {
    case Attribute::kColor:
      return "color";
    case Attribute::kNumber:
      return "number";
    case Attribute::kPosition:
      return "position";
    case Attribute::kSize:
      return "size";
    case Attribute::kType:
      return "type";
  }
  return "?";
}

const char* RelationName(Relation relation) {
  switch (relation) {
    case Relation::kProgression:
      return "progression";
    case Relation::kXor:
      return "XOR";
    case Relation::kOr:
      return "OR";
    case Relation::kAnd:
      return "AND";
    case Relation::kConsistentUnion:
      return "consistent_union";
  }
  return "?";
}

std::string TripleName(const Triple& t) {
  return std::string("[") + ObjectName(t.object()) + ", " + AttributeName(t.attribute()) + ", " +
         RelationName(t.relation) + "]";
}

int ObjectColumn(Object object) { return static_cast<int>(object); }
int AttributeColumn(Attribute a) { return 2 + static_cast<int>(a); }
int RelationColumn(Relation relation) { return 7 + static_cast<int>(relation); }

}  // namespace nilab::pgm
