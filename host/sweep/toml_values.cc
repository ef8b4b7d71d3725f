#include "host/sweep/toml_values.h"

#include <cstdint>
#include <sstream>

namespace nilab::host::sweep {
namespace {

bool IsListType(sdk::ParamType type) {
  return type == sdk::ParamType::kIntList || type == sdk::ParamType::kFloatList ||
         type == sdk::ParamType::kStringList;
}

sdk::ParamType ElementType(sdk::ParamType list_type) {
  switch (list_type) {
    case sdk::ParamType::kIntList:
      return sdk::ParamType::kInt;
    case sdk::ParamType::kFloatList:
      return sdk::ParamType::kFloat;
    default:
      return sdk::ParamType::kString;
  }
}

// A scalar of `type` from `node`, or nullopt when the node's TOML type does not fit (an int
// fits a float and is returned as an int, for sdk::Coerce).
std::optional<sdk::ParamValue> ReadScalar(const toml::node& node, sdk::ParamType type) {
  switch (type) {
    case sdk::ParamType::kInt:
      if (auto v = node.as_integer()) return sdk::ParamValue(v->get());
      return std::nullopt;
    case sdk::ParamType::kFloat:
      if (auto v = node.as_floating_point()) return sdk::ParamValue(v->get());
      if (auto v = node.as_integer()) return sdk::ParamValue(v->get());  // widened by Coerce
      return std::nullopt;
    case sdk::ParamType::kBool:
      if (auto v = node.as_boolean()) return sdk::ParamValue(v->get());
      return std::nullopt;
    case sdk::ParamType::kString:
      if (auto v = node.as_string()) return sdk::ParamValue(v->get());
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

}  // namespace

std::string TomlTypeName(const toml::node& node) {
  switch (node.type()) {
    case toml::node_type::integer:
      return "int";
    case toml::node_type::floating_point:
      return "float";
    case toml::node_type::boolean:
      return "bool";
    case toml::node_type::string:
      return "string";
    case toml::node_type::array:
      return "array";
    case toml::node_type::table:
      return "table";
    case toml::node_type::date:
      return "date";
    case toml::node_type::time:
      return "time";
    case toml::node_type::date_time:
      return "date-time";
    default:
      return "nothing";
  }
}

std::string ParamMessage(const std::string& owner, const std::string& noun, const std::string& name,
                         const std::string& problem) {
  const bool sentence = problem.rfind("must", 0) == 0;
  return owner + ": " + noun + " '" + name + "'" + (sentence ? " " : ": ") + problem;
}

sdk::ParamValue ReadParam(const Diagnostics& diag, const toml::node& node,
                          const sdk::ParamSpec& spec, const std::string& owner,
                          const std::string& noun) {
  auto fail_type = [&](const toml::node& at, const std::string& expected) {
    diag.Fail(at, ParamMessage(owner, noun, spec.name,
                               "expected " + expected + ", got " + TomlTypeName(at)));
  };
  if (!IsListType(spec.type)) {
    std::optional<sdk::ParamValue> value = ReadScalar(node, spec.type);
    if (!value) fail_type(node, sdk::ParamTypeName(spec.type));
    value = sdk::Coerce(spec, *value);
    const std::string problem = sdk::CheckValue(spec, *value);
    if (!problem.empty()) diag.Fail(node, ParamMessage(owner, noun, spec.name, problem));
    return *value;
  }
  const toml::array* array = node.as_array();
  if (!array) fail_type(node, sdk::ParamTypeName(spec.type));
  sdk::ParamSpec element_spec = spec;
  element_spec.type = ElementType(spec.type);
  sdk::IntList ints;
  sdk::FloatList floats;
  sdk::StringList strings;
  for (const toml::node& element : *array) {
    std::optional<sdk::ParamValue> value = ReadScalar(element, element_spec.type);
    if (!value) fail_type(element, sdk::ParamTypeName(element_spec.type) + std::string(" element"));
    value = sdk::Coerce(element_spec, *value);
    const std::string problem = sdk::CheckValue(element_spec, *value);
    if (!problem.empty()) diag.Fail(element, ParamMessage(owner, noun, spec.name, problem));
    if (auto* i = std::get_if<int64_t>(&*value)) ints.push_back(*i);
    if (auto* f = std::get_if<double>(&*value)) floats.push_back(*f);
    if (auto* s = std::get_if<std::string>(&*value)) strings.push_back(*s);
  }
  switch (spec.type) {
    case sdk::ParamType::kIntList:
      return ints;
    case sdk::ParamType::kFloatList:
      return floats;
    default:
      return strings;
  }
}

sdk::ParamValue ReadAnyValue(const Diagnostics& diag, const toml::node& node,
                             const std::string& what) {
  if (auto v = node.as_integer()) return v->get();
  if (auto v = node.as_floating_point()) return v->get();
  if (auto v = node.as_boolean()) return v->get();
  if (auto v = node.as_string()) return v->get();
  const toml::array* array = node.as_array();
  if (!array) {
    diag.Fail(node, what + ": expected a number, bool, string or array, got " + TomlTypeName(node));
  }
  bool any_float = false, any_string = false, any_number = false;
  for (const toml::node& element : *array) {
    if (element.is_floating_point()) {
      any_float = any_number = true;
    } else if (element.is_integer()) {
      any_number = true;
    } else if (element.is_string()) {
      any_string = true;
    } else {
      diag.Fail(element,
                what + ": expected numbers or strings in the array, got " + TomlTypeName(element));
    }
    if (any_string && any_number) {
      diag.Fail(element, what + ": an array mixes strings and numbers");
    }
  }
  if (any_string) {
    sdk::StringList out;
    for (const toml::node& element : *array) out.push_back(element.as_string()->get());
    return out;
  }
  if (any_float) {
    sdk::FloatList out;
    for (const toml::node& element : *array) out.push_back(element.value<double>().value());
    return out;
  }
  sdk::IntList out;
  for (const toml::node& element : *array) out.push_back(element.as_integer()->get());
  return out;
}

nlohmann::json TomlToJson(const toml::node& node) {
  if (auto v = node.as_integer()) return v->get();
  if (auto v = node.as_floating_point()) return v->get();
  if (auto v = node.as_boolean()) return v->get();
  if (auto v = node.as_string()) return v->get();
  if (const toml::array* array = node.as_array()) {
    nlohmann::json out = nlohmann::json::array();
    for (const toml::node& element : *array) out.push_back(TomlToJson(element));
    return out;
  }
  if (const toml::table* table = node.as_table()) {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& [key, value] : *table) out[std::string(key.str())] = TomlToJson(value);
    return out;
  }
  std::ostringstream text;  // dates and times
  node.visit([&](const auto& value) {
    if constexpr (toml::is_date<decltype(value)> || toml::is_time<decltype(value)> ||
                  toml::is_date_time<decltype(value)>) {
      text << value;
    }
  });
  return text.str();
}

}  // namespace nilab::host::sweep
