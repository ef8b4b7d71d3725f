# The plugin SDK in nilab's own tree, and the SDK that `cmake --install` puts next to nilab:
#   <prefix>/include/nilab/plugins/sdk/*.h          the headers, included as "plugins/sdk/export.h"
#   <prefix>/lib/cmake/nilab/nilabConfig.cmake      find_package(nilab): nilab::sdk and
#   <prefix>/lib/cmake/nilab/NilabPlugin.cmake        nilab_add_plugin(), as in the tree
# so a plugin builds in or out of the tree from the same sources (host/README.md, "Your own
# plugin"). Included by the top-level CMakeLists.txt after LibTorch and Boost are found.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# Headers only: the include root (sources include "plugins/sdk/..."), LibTorch, Boost (Boost.DLL's
# aliases) and dl.
add_library(nilab_sdk INTERFACE)
target_include_directories(nilab_sdk INTERFACE "${CMAKE_SOURCE_DIR}")
target_link_libraries(nilab_sdk INTERFACE torch Boost::boost ${CMAKE_DL_LIBS})
add_library(nilab::sdk ALIAS nilab_sdk)

include("${CMAKE_CURRENT_LIST_DIR}/NilabPlugin.cmake")

set(NILAB_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/nilab")
set(NILAB_INSTALL_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}/nilab")
set(NILAB_INSTALL_PLUGINDIR "${CMAKE_INSTALL_LIBDIR}/nilab/plugins")
install(DIRECTORY "${CMAKE_SOURCE_DIR}/plugins/sdk/" DESTINATION "${NILAB_INSTALL_INCLUDEDIR}/plugins/sdk"
        FILES_MATCHING PATTERN "*.h")
# What the config checks a plugin's build against: the LibTorch and C++ standard nilab was built
# with (a plugin of another LibTorch is refused when it loads; the config says so at configure
# time, before anything compiles).
set(NILAB_TORCH_VERSION "${Torch_VERSION}")
set(NILAB_TORCH_DIR "${Torch_DIR}")
set(NILAB_CXX_STANDARD "${CMAKE_CXX_STANDARD}")
configure_package_config_file("${CMAKE_CURRENT_LIST_DIR}/nilabConfig.cmake.in"
  "${CMAKE_BINARY_DIR}/cmake/nilabConfig.cmake"
  INSTALL_DESTINATION "${NILAB_INSTALL_CMAKEDIR}"
  PATH_VARS NILAB_INSTALL_INCLUDEDIR NILAB_INSTALL_PLUGINDIR)
write_basic_package_version_file("${CMAKE_BINARY_DIR}/cmake/nilabConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}" COMPATIBILITY SameMinorVersion)
install(FILES "${CMAKE_BINARY_DIR}/cmake/nilabConfig.cmake"
              "${CMAKE_BINARY_DIR}/cmake/nilabConfigVersion.cmake"
              "${CMAKE_CURRENT_LIST_DIR}/NilabPlugin.cmake"
        DESTINATION "${NILAB_INSTALL_CMAKEDIR}")
