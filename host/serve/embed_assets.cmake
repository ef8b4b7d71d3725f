# cmake -DASSETS_DIR=host/serve/assets -DFILES="index.html|app.js|..." -DOUTPUT=assets_data.cc -P this
# Writes every file of the dashboard as a byte array, with its path and content type, into one
# generated .cc, so that `nilab serve` serves them from the binary and nothing from disk.
include("${CMAKE_CURRENT_LIST_DIR}/../../scripts/cmake/embed_files.cmake")
string(REPLACE "|" ";" files "${FILES}")
set(entries "")
set(arrays "")
set(n 0)
foreach(file IN LISTS files)
  nilab_embed_bytes("${ASSETS_DIR}/${file}" "kAsset${n}" arrays bytes)
  if(file MATCHES "\\.html$")
    set(type "text/html; charset=utf-8")
  elseif(file MATCHES "\\.js$")
    set(type "text/javascript; charset=utf-8")
  elseif(file MATCHES "\\.css$")
    set(type "text/css; charset=utf-8")
  elseif(file MATCHES "\\.svg$")
    set(type "image/svg+xml")
  else()
    message(FATAL_ERROR "${file}: no content type known for it (embed_assets.cmake)")
  endif()
  string(APPEND entries "      {\"/${file}\", \"${type}\", std::string_view(reinterpret_cast<const char*>(kAsset${n}), ${bytes})},\n")
  math(EXPR n "${n} + 1")
endforeach()

nilab_write_embedded("${OUTPUT}" "host/serve/embed_assets.cmake from host/serve/assets"
  "host/serve/assets.h" nilab::host::serve "namespace {\n${arrays}\n}  // namespace\n" Asset Assets
  "${entries}")
