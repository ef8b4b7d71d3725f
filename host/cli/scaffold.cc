#include "host/cli/scaffold.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include "host/cli/templates.h"

namespace nilab::cli {
namespace {

namespace fs = std::filesystem;

std::string_view Template(const std::string& name) {
  for (const TemplateFile& t : Templates()) {
    if (t.name == name) return t.text;
  }
  throw std::logic_error("no template " + name + " compiled in");
}

// "my_model" -> "MyModel": the prefix of the generated C++ class names.
std::string CamelCase(const std::string& name) {
  std::string out;
  bool upper = true;
  for (char c : name) {
    if (c == '_') {
      upper = true;
    } else {
      out += upper && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
      upper = false;
    }
  }
  return out;
}

// The template with @name@, @Class@ and @kind@ replaced.
std::string Fill(std::string_view text, const std::string& kind, const std::string& name) {
  const std::pair<std::string, std::string> values[] = {
      {"@name@", name}, {"@Class@", CamelCase(name)}, {"@kind@", kind}};
  std::string out;
  for (size_t i = 0; i < text.size();) {
    bool replaced = false;
    for (const auto& [key, value] : values) {
      if (text.compare(i, key.size(), key) == 0) {
        out += value;
        i += key.size();
        replaced = true;
        break;
      }
    }
    if (!replaced) out += text[i++];
  }
  return out;
}

}  // namespace

std::string CheckPluginName(const std::string& name) {
  const bool ok =
      !name.empty() && name.size() <= 48 && name[0] >= 'a' && name[0] <= 'z' &&
      name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") == std::string::npos;
  if (ok) return "";
  return "plugin name '" + name +
         "' must be 1-48 lower-case letters, digits and '_', starting with a letter (it names "
         "files, a CMake target and C++ classes)";
}

std::vector<ScaffoldFile> RenderScaffold(const std::string& kind, const std::string& name) {
  if (kind != "model" && kind != "task") {
    throw std::invalid_argument("unknown kind '" + kind + "' (expected model or task)");
  }
  if (const std::string error = CheckPluginName(name); !error.empty()) {
    throw std::invalid_argument(error);
  }
  auto fill = [&](const std::string& file) { return Fill(Template(file), kind, name); };
  return {{"CMakeLists.txt", fill("CMakeLists.txt.in")},
          {name + ".cc", fill(kind + ".cc.in")},
          {"sweep.toml", fill(kind + "_sweep.toml.in")},
          {"README.md", fill(kind + "_README.md.in")}};
}

void WriteScaffold(const std::string& dir, const std::vector<ScaffoldFile>& files) {
  std::error_code ec;
  for (const ScaffoldFile& file : files) {
    const fs::path path = fs::path(dir) / file.path;
    if (fs::symlink_status(path, ec).type() != fs::file_type::not_found) {
      throw std::runtime_error(path.string() + " exists already; nothing written (choose an " +
                               "empty folder, or remove it)");
    }
  }
  fs::create_directories(dir, ec);
  if (ec) throw std::runtime_error(dir + ": cannot create the folder: " + ec.message());
  for (const ScaffoldFile& file : files) {
    const std::string path = (fs::path(dir) / file.path).string();
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0) throw std::runtime_error(path + ": cannot create: " + std::strerror(errno));
    size_t written = 0;
    while (written < file.text.size()) {
      const ssize_t n = ::write(fd, file.text.data() + written, file.text.size() - written);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        const std::string error = std::strerror(errno);
        ::close(fd);
        throw std::runtime_error(path + ": cannot write: " + error);
      }
      written += static_cast<size_t>(n);
    }
    if (::close(fd) != 0)
      throw std::runtime_error(path + ": cannot write: " + std::strerror(errno));
  }
}

}  // namespace nilab::cli
