// Plugin parameters: the schema a plugin declares and the validated values it receives.
//
// The host validates every value from a sweep file against the schema before a trial starts,
// fills in defaults, and hands the plugin a complete `Params`: a plugin may assume every key it
// declared is present with the declared type. This header has no LibTorch, TOML or SQLite
// dependency.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace nilab::sdk {

enum class ParamType { kInt, kFloat, kBool, kString, kIntList, kFloatList, kStringList };

using IntList = std::vector<int64_t>;
using FloatList = std::vector<double>;
using StringList = std::vector<std::string>;
// The variant index matches ParamType's order.
using ParamValue = std::variant<int64_t, double, bool, std::string, IntList, FloatList, StringList>;

inline const char* ParamTypeName(ParamType type) {
  switch (type) {
    case ParamType::kInt:
      return "int";
    case ParamType::kFloat:
      return "float";
    case ParamType::kBool:
      return "bool";
    case ParamType::kString:
      return "string";
    case ParamType::kIntList:
      return "int list";
    case ParamType::kFloatList:
      return "float list";
    case ParamType::kStringList:
      return "string list";
  }
  return "?";
}

inline ParamType TypeOf(const ParamValue& value) { return static_cast<ParamType>(value.index()); }

inline bool IsNumeric(ParamType type) {
  return type == ParamType::kInt || type == ParamType::kFloat || type == ParamType::kIntList ||
         type == ParamType::kFloatList;
}

// TOML-style literal: 3, 0.5, true, "paper", [1, 2].
inline std::string FormatValue(const ParamValue& value) {
  std::ostringstream out;
  out.precision(17);
  auto quote = [](const std::string& s) {
    std::string q = "\"";
    for (char c : s) {
      if (c == '"' || c == '\\') q += '\\';
      q += c;
    }
    return q + "\"";
  };
  // Shortest decimal that reads back as the same double: 0.2, not 0.20000000000000001.
  auto format_double = [](double d) {
    std::string s;
    for (int precision = 6; precision <= 17; ++precision) {
      std::ostringstream o;
      o.precision(precision);
      o << d;
      s = o.str();
      if (std::stod(s) == d) break;
    }
    if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
    return s;
  };
  std::visit(
      [&](const auto& v) {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, int64_t>) {
          out << v;
        } else if constexpr (std::is_same_v<T, double>) {
          out << format_double(v);
        } else if constexpr (std::is_same_v<T, bool>) {
          out << (v ? "true" : "false");
        } else if constexpr (std::is_same_v<T, std::string>) {
          out << quote(v);
        } else {
          out << "[";
          for (size_t i = 0; i < v.size(); ++i) {
            if (i) out << ", ";
            if constexpr (std::is_same_v<T, IntList>) out << v[i];
            if constexpr (std::is_same_v<T, FloatList>) out << format_double(v[i]);
            if constexpr (std::is_same_v<T, StringList>) out << quote(v[i]);
          }
          out << "]";
        }
      },
      value);
  return out.str();
}

// One declared parameter. `min`/`max` are inclusive and apply to numbers and to every element
// of numeric lists; `choices`, when not empty, lists the allowed strings.
struct ParamSpec {
  std::string name;
  ParamType type = ParamType::kInt;
  ParamValue default_value = int64_t{0};
  std::string doc;
  std::optional<double> min;
  std::optional<double> max;
  std::vector<std::string> choices;
};

using ParamSchema = std::vector<ParamSpec>;

// Builders, so a schema reads as a table:
//   IntParam("n_f", 5, "number of functions per script", 1, 1024)
inline ParamSpec IntParam(std::string name, int64_t def, std::string doc,
                          std::optional<double> min = std::nullopt,
                          std::optional<double> max = std::nullopt) {
  return {std::move(name), ParamType::kInt, def, std::move(doc), min, max, {}};
}
inline ParamSpec FloatParam(std::string name, double def, std::string doc,
                            std::optional<double> min = std::nullopt,
                            std::optional<double> max = std::nullopt) {
  return {std::move(name), ParamType::kFloat, def, std::move(doc), min, max, {}};
}
inline ParamSpec BoolParam(std::string name, bool def, std::string doc) {
  return {std::move(name), ParamType::kBool, def, std::move(doc), std::nullopt, std::nullopt, {}};
}
inline ParamSpec StringParam(std::string name, std::string def, std::string doc,
                             std::vector<std::string> choices = {}) {
  return {std::move(name), ParamType::kString, std::move(def),    std::move(doc),
          std::nullopt,    std::nullopt,       std::move(choices)};
}
inline ParamSpec IntListParam(std::string name, IntList def, std::string doc,
                              std::optional<double> min = std::nullopt,
                              std::optional<double> max = std::nullopt) {
  return {std::move(name), ParamType::kIntList, std::move(def), std::move(doc), min, max, {}};
}
inline ParamSpec FloatListParam(std::string name, FloatList def, std::string doc,
                                std::optional<double> min = std::nullopt,
                                std::optional<double> max = std::nullopt) {
  return {std::move(name), ParamType::kFloatList, std::move(def), std::move(doc), min, max, {}};
}
inline ParamSpec StringListParam(std::string name, StringList def, std::string doc,
                                 std::vector<std::string> choices = {}) {
  return {std::move(name), ParamType::kStringList, std::move(def),    std::move(doc),
          std::nullopt,    std::nullopt,           std::move(choices)};
}

// Checks one value against its spec; returns an empty string when valid, else a message such as
// "must be <= 2 (got 3.5)". Ints are accepted where floats are declared (callers convert them
// with Coerce first).
inline std::string CheckValue(const ParamSpec& spec, const ParamValue& value) {
  if (TypeOf(value) != spec.type) {
    return std::string("expected ") + ParamTypeName(spec.type) + ", got " +
           ParamTypeName(TypeOf(value));
  }
  auto check_number = [&](double x) -> std::string {
    std::ostringstream o;
    o.precision(10);
    if (spec.min && x < *spec.min) {
      o << "must be >= " << *spec.min << " (got " << x << ")";
    } else if (spec.max && x > *spec.max) {
      o << "must be <= " << *spec.max << " (got " << x << ")";
    }
    return o.str();
  };
  auto check_choice = [&](const std::string& s) -> std::string {
    if (spec.choices.empty()) return "";
    for (const auto& c : spec.choices) {
      if (c == s) return "";
    }
    std::string msg = "must be one of";
    for (size_t i = 0; i < spec.choices.size(); ++i)
      msg += (i ? ", \"" : " \"") + spec.choices[i] + "\"";
    return msg + " (got \"" + s + "\")";
  };
  std::string err;
  switch (spec.type) {
    case ParamType::kInt:
      return check_number(static_cast<double>(std::get<int64_t>(value)));
    case ParamType::kFloat:
      return check_number(std::get<double>(value));
    case ParamType::kBool:
      return "";
    case ParamType::kString:
      return check_choice(std::get<std::string>(value));
    case ParamType::kIntList:
      for (int64_t x : std::get<IntList>(value)) {
        if (!(err = check_number(static_cast<double>(x))).empty()) return err;
      }
      return "";
    case ParamType::kFloatList:
      for (double x : std::get<FloatList>(value)) {
        if (!(err = check_number(x)).empty()) return err;
      }
      return "";
    case ParamType::kStringList:
      for (const auto& s : std::get<StringList>(value)) {
        if (!(err = check_choice(s)).empty()) return err;
      }
      return "";
  }
  return "";
}

// Widens ints to floats (and int lists to float lists) where the spec asks for floats; returns
// the value unchanged otherwise.
inline ParamValue Coerce(const ParamSpec& spec, const ParamValue& value) {
  if (spec.type == ParamType::kFloat && TypeOf(value) == ParamType::kInt) {
    return static_cast<double>(std::get<int64_t>(value));
  }
  if (spec.type == ParamType::kFloatList && TypeOf(value) == ParamType::kIntList) {
    FloatList out;
    for (int64_t x : std::get<IntList>(value)) out.push_back(static_cast<double>(x));
    return out;
  }
  return value;
}

inline const ParamSpec* FindParam(const ParamSchema& schema, const std::string& name) {
  for (const auto& spec : schema) {
    if (spec.name == name) return &spec;
  }
  return nullptr;
}

// The validated, complete parameter values a plugin receives.
class Params {
 public:
  Params() = default;
  explicit Params(std::map<std::string, ParamValue> values) : values_(std::move(values)) {}

  // Every declared parameter at its default, overridden by `given`.
  static Params WithDefaults(const ParamSchema& schema, const Params& given = {}) {
    std::map<std::string, ParamValue> values;
    for (const auto& spec : schema) values[spec.name] = spec.default_value;
    for (const auto& [key, value] : given.values()) {
      const ParamSpec* spec = FindParam(schema, key);
      values[key] = spec ? Coerce(*spec, value) : value;
    }
    return Params(std::move(values));
  }

  bool Has(const std::string& key) const { return values_.count(key) > 0; }
  void Set(const std::string& key, ParamValue value) { values_[key] = std::move(value); }
  const std::map<std::string, ParamValue>& values() const { return values_; }

  int64_t Int(const std::string& key) const { return Get<int64_t>(key); }
  double Float(const std::string& key) const {
    const ParamValue& v = At(key);
    if (auto* i = std::get_if<int64_t>(&v)) return static_cast<double>(*i);
    return Get<double>(key);
  }
  bool Bool(const std::string& key) const { return Get<bool>(key); }
  const std::string& String(const std::string& key) const { return Get<std::string>(key); }
  const IntList& Ints(const std::string& key) const { return Get<IntList>(key); }
  const FloatList& Floats(const std::string& key) const { return Get<FloatList>(key); }
  const StringList& Strings(const std::string& key) const { return Get<StringList>(key); }

 private:
  const ParamValue& At(const std::string& key) const {
    auto it = values_.find(key);
    if (it == values_.end()) throw std::out_of_range("parameter '" + key + "' is not set");
    return it->second;
  }
  template <typename T>
  const T& Get(const std::string& key) const {
    const ParamValue& v = At(key);
    if (auto* p = std::get_if<T>(&v)) return *p;
    throw std::invalid_argument("parameter '" + key + "' has type " + ParamTypeName(TypeOf(v)));
  }

  std::map<std::string, ParamValue> values_;
};

}  // namespace nilab::sdk
