// TOML nodes to typed parameter values and to JSON, with errors located at the offending node.
#pragma once

#include <toml++/toml.h>

#include <nlohmann/json.hpp>
#include <string>

#include "host/sweep/diagnostics.h"
#include "plugins/sdk/params.h"

namespace nilab::host::sweep {

// "int", "float", "bool", "string", "array", "table", "date", "time", "date-time".
std::string TomlTypeName(const toml::node& node);

// The value of `node` as `spec` declares it: ints are widened to floats (sdk::Coerce), anything
// else of another type, out of range or not among the choices fails at the node (at the list
// element for lists) with "<owner>: <noun> '<name>' must be <= 2 (got 3)" or
// "<owner>: <noun> '<name>': expected float, got string".
sdk::ParamValue ReadParam(const Diagnostics& diag, const toml::node& node,
                          const sdk::ParamSpec& spec, const std::string& owner,
                          const std::string& noun = "parameter");

// A value of any parameter type, from its TOML type (an int array stays an int list; an array
// mixing ints and floats is a float list; an empty array an int list). For filters such as
// init.where, which have no schema here.
sdk::ParamValue ReadAnyValue(const Diagnostics& diag, const toml::node& node,
                             const std::string& what);

// Strings, numbers, booleans, arrays and tables as JSON; dates and times as their TOML text.
nlohmann::json TomlToJson(const toml::node& node);

// "<owner>: <noun> '<name>'" + ": " + problem, or + " " + problem for "must ..." messages.
std::string ParamMessage(const std::string& owner, const std::string& noun, const std::string& name,
                         const std::string& problem);

}  // namespace nilab::host::sweep
