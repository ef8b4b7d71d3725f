// The files `nilab new` fills in (host/cli/templates/*.in), compiled into the binary by
// host/cli/templates/embed_templates.cmake.
#pragma once

#include <string_view>
#include <vector>

namespace nilab::cli {

struct TemplateFile {
  std::string_view name;  // "model.cc.in"
  std::string_view text;
};

const std::vector<TemplateFile>& Templates();

}  // namespace nilab::cli
