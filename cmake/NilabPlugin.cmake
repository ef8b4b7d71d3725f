# nilab_add_plugin(<name> SOURCES ... [LIBS ...]): builds the plugin `name` as nilab-<name>.so in
# ${NILAB_PLUGIN_DIR}, linked to nilab::sdk (the SDK's headers, LibTorch, Boost and dl) and to
# LIBS. One definition for both places a plugin is built:
#   - in nilab's own tree (plugins/, tasks/), where NILAB_PLUGIN_DIR is build/plugins and every
#     plugin shares the precompiled <torch/torch.h> (nilab_use_torch);
#   - out of tree, through find_package(nilab) (nilabConfig.cmake), where NILAB_PLUGIN_DIR is
#     <your build>/plugins unless set, and `cmake --install` puts the plugin in
#     <prefix>/lib/nilab/plugins, where an installed nilab looks.
# In the tree, keep a plugin's code in a library of its own (so tests can link it) and list it in
# LIBS.
function(nilab_add_plugin name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LIBS" ${ARGN})
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "nilab_add_plugin(${name}): unexpected arguments ${ARG_UNPARSED_ARGUMENTS}"
                        " (expected: nilab_add_plugin(<name> SOURCES ... [LIBS ...]))")
  endif()
  if(NOT name MATCHES "^[a-z][a-z0-9_]*$")
    message(FATAL_ERROR "nilab_add_plugin(${name}): a plugin's name is lower-case letters, digits "
                        "and '_', starting with a letter")
  endif()
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "nilab_add_plugin(${name}): no SOURCES")
  endif()
  set(target nilab_plugin_${name})
  add_library(${target} MODULE ${ARG_SOURCES})
  target_link_libraries(${target} PRIVATE nilab::sdk ${ARG_LIBS})
  # Plugins export only what the SDK's macros mark (NILAB_EXPORT_MODEL / NILAB_EXPORT_TASK).
  set_target_properties(${target} PROPERTIES
    PREFIX "" OUTPUT_NAME "nilab-${name}" SUFFIX ".so"
    LIBRARY_OUTPUT_DIRECTORY "${NILAB_PLUGIN_DIR}"
    POSITION_INDEPENDENT_CODE ON CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
  if(NILAB_CXX_STANDARD)
    # The standard nilab was built with, without GNU extensions, as nilab's own targets.
    set_target_properties(${target} PROPERTIES CXX_STANDARD ${NILAB_CXX_STANDARD}
                          CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS OFF)
  endif()
  if(COMMAND nilab_use_torch)
    nilab_use_torch(${target})
  elseif(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
    # Out of the tree with no build type, CMake would compile without optimisation: a plugin's
    # training step would run several times slower than nilab's own.
    target_compile_options(${target} PRIVATE -O2)
  endif()
  if(TARGET nilab_all_plugins)
    add_dependencies(nilab_all_plugins ${target})
  endif()
  if(DEFINED NILAB_PLUGIN_INSTALL_DIR)
    install(TARGETS ${target} LIBRARY DESTINATION "${NILAB_PLUGIN_INSTALL_DIR}")
  endif()
endfunction()
