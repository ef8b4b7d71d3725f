# cmake -DTEMPLATES_DIR=host/cli/templates -DFILES="model.cc.in|..." -DOUTPUT=templates_data.cc -P this
# Writes the files `nilab new` fills in as byte arrays into one generated .cc (host/cli/templates.h),
# so that the nilab executable carries its templates and reads nothing from disk.
include("${CMAKE_CURRENT_LIST_DIR}/../../../scripts/cmake/embed_files.cmake")
string(REPLACE "|" ";" files "${FILES}")
set(entries "")
set(arrays "")
set(n 0)
foreach(file IN LISTS files)
  nilab_embed_bytes("${TEMPLATES_DIR}/${file}" "kTemplate${n}" arrays bytes)
  string(APPEND entries "      {\"${file}\", std::string_view(reinterpret_cast<const char*>(kTemplate${n}), ${bytes})},\n")
  math(EXPR n "${n} + 1")
endforeach()

nilab_write_embedded("${OUTPUT}"
  "host/cli/templates/embed_templates.cmake from host/cli/templates" "host/cli/templates.h"
  nilab::cli "namespace {\n${arrays}\n}  // namespace\n" TemplateFile Templates "${entries}")
