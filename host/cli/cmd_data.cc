// nilab data list|verify|fetch|<tool>: the dataset files that task plugins declare, checked
// against their sizes and checksums, downloaded with resume; and tools that plugins offer.
// Knows no dataset by name: everything comes from the plugins' sdk::DatasetFile records.
#include <unistd.h>
#include <cstdint>

#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/data/data_dir.h"
#include "host/data/dataset_files.h"
#include "host/data/fetch.h"
#include "host/plugins/registry.h"
#include "tasks/datasets/catalog.h"
#include "tasks/datasets/file_util.h"

namespace nilab::cli {
namespace {

using datasets::FileCheck;

struct DataOptions {
  std::string data_dir;
  std::vector<std::string> plugin_path;
  std::vector<std::string> datasets;
};

// Parses the options shared by list, verify and fetch; false when --help was printed.
bool ParseDataOptions(const std::string& sub, const std::string& usage,
                      const std::vector<std::string>& args, DataOptions* out) {
  po::options_description options;
  options.add_options()("data-dir", po::value(&out->data_dir),
                        "dataset root (default: $NILAB_DATA_DIR, else data/)")(
      "plugin-path", po::value(&out->plugin_path)->composing(),
      "extra directory to search for plugins (repeatable)")(
      "dataset", po::value(&out->datasets)->composing(), "dataset name (positional)");
  if (!ParseCommandLine("data " + sub, usage, args, options, {{"dataset", -1}})) return false;
  if (out->data_dir.empty()) out->data_dir = host::DefaultDataDir();
  return true;
}

std::string HumanBytes(int64_t bytes) {
  if (bytes <= 0) return "?";
  std::ostringstream out;
  out << std::fixed << std::setprecision(1);
  if (bytes >= 1000000000) {
    out << bytes / 1e9 << " GB";
  } else if (bytes >= 1000000) {
    out << bytes / 1e6 << " MB";
  } else if (bytes >= 1000) {
    out << bytes / 1e3 << " kB";
  } else {
    out << bytes << " B";
  }
  return out.str();
}

// The declared files of the named datasets (all when none named); throws po::error-like usage
// errors through std::invalid_argument for unknown names.
std::vector<host::DeclaredFile> SelectFiles(const std::vector<host::DeclaredFile>& all,
                                            const std::vector<std::string>& names) {
  const auto known = host::DatasetNames(all);
  for (const auto& name : names) {
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      std::string list;
      for (const auto& k : known) list += (list.empty() ? "" : ", ") + k;
      throw std::invalid_argument(
          "unknown dataset '" + name +
          "' (declared by the loaded task plugins: " + (list.empty() ? "none" : list) + ")");
    }
  }
  std::vector<host::DeclaredFile> out;
  for (const auto& f : all) {
    if (names.empty() || std::find(names.begin(), names.end(), f.file.dataset) != names.end()) {
      out.push_back(f);
    }
  }
  return out;
}

std::string JoinPlugins(const std::vector<std::string>& plugins) {
  std::string s;
  for (const auto& p : plugins) s += (s.empty() ? "" : ",") + p;
  return s;
}

int RunList(const std::vector<std::string>& args) {
  DataOptions opt;
  if (!ParseDataOptions("list", "[DATASET...] [--data-dir DIR]", args, &opt)) return kExitOk;
  const auto registry = host::LoadPlugins(opt.plugin_path);
  const auto files = SelectFiles(host::DeclaredDatasetFiles(registry), opt.datasets);
  std::error_code ec;
  std::cout << "data dir: " << opt.data_dir << " ("
            << std::filesystem::absolute(opt.data_dir, ec).string() << ")\n";
  std::cout << std::left << std::setw(10) << "dataset" << std::setw(36) << "file" << std::right
            << std::setw(10) << "size"
            << "  " << std::left << std::setw(12) << "status"
            << "used by\n";
  for (const auto& d : files) {
    const auto& f = d.file;
    const int64_t size = datasets::FileSize(datasets::DatasetFilePath(opt.data_dir, f));
    std::string status = size < 0 ? "missing" : "present";
    if (size >= 0 && f.bytes > 0 && size != f.bytes) status = "wrong size";
    if (size < 0 && f.urls.empty()) status = "missing*";
    std::cout << std::left << std::setw(10) << f.dataset << std::setw(36) << f.file << std::right
              << std::setw(10) << HumanBytes(f.bytes) << "  " << std::left << std::setw(12)
              << status << JoinPlugins(d.plugins) << "\n";
  }
  if (files.empty()) std::cout << "(no task plugin declares dataset files)\n";
  if (std::any_of(files.begin(), files.end(),
                  [](const host::DeclaredFile& d) { return d.file.urls.empty(); })) {
    std::cout << "* no download URL: see `nilab data verify` for how to obtain it\n";
  }
  return kExitOk;
}

int RunVerify(const std::vector<std::string>& args) {
  DataOptions opt;
  if (!ParseDataOptions("verify", "[DATASET...] [--data-dir DIR]", args, &opt)) return kExitOk;
  const auto registry = host::LoadPlugins(opt.plugin_path);
  const auto files = SelectFiles(host::DeclaredDatasetFiles(registry), opt.datasets);
  int ok = 0, missing = 0;
  std::vector<std::string> bad;
  for (const auto& d : files) {
    const FileCheck check = datasets::CheckDatasetFile(opt.data_dir, d.file);
    const std::string name = d.file.dataset + "/" + d.file.file;
    switch (check.status) {
      case FileCheck::Status::kOk:
        ++ok;
        std::cout << "  ok       " << name
                  << (check.algorithm.empty() ? "" : "  (" + check.algorithm + ")") << "\n";
        break;
      case FileCheck::Status::kMissing:
        ++missing;
        std::cout << "  missing  " << name << "  (" << datasets::FetchHint(opt.data_dir, d.file)
                  << ")\n";
        break;
      default:
        bad.push_back(check.message);
        std::cout << "  BAD      " << check.message << "\n";
        break;
    }
  }
  std::cout << files.size() << " files in " << opt.data_dir << ": " << ok << " ok, " << missing
            << " missing, " << bad.size() << " bad\n";
  if (bad.empty()) return kExitOk;
  for (const auto& line : bad) std::cerr << "nilab data verify: " << line << "\n";
  return kExitFailure;
}

int RunFetch(const std::vector<std::string>& args) {
  DataOptions opt;
  if (!ParseDataOptions("fetch", "DATASET... [--data-dir DIR]", args, &opt)) return kExitOk;
  if (opt.datasets.empty()) {
    throw po::error("name at least one dataset to fetch (nilab data list shows them)");
  }
  const auto registry = host::LoadPlugins(opt.plugin_path);
  const auto files = SelectFiles(host::DeclaredDatasetFiles(registry), opt.datasets);
  host::FetchOptions fetch_options;
  if (isatty(STDERR_FILENO)) fetch_options.progress = &std::cerr;
  int failed = 0;
  for (const auto& d : files) {
    const host::FetchResult result = host::FetchFile(d.file, opt.data_dir, fetch_options);
    if (result.status == host::FetchResult::Status::kFailed) {
      ++failed;
      std::cerr << "nilab data fetch: " << result.message << "\n";
    } else {
      std::cout << "  " << result.message << "\n";
    }
  }
  return failed ? kExitFailure : kExitOk;
}

void PrintDataUsage(const host::PluginRegistry& registry) {
  std::cout << "usage: nilab data <subcommand> [options]\n\n"
               "  list   [DATASET...]  the dataset files task plugins read, present or missing\n"
               "  verify [DATASET...]  check sizes and checksums of the files present\n"
               "  fetch  DATASET...    download missing or bad files (resumes), verify them\n"
               "options: --data-dir DIR (default: $"
            << host::kDataDirEnv << ", else data/), --plugin-path DIR\n";
  bool header = false;
  for (const auto& p : registry.plugins()) {
    for (const auto& tool : p.info.tools) {
      if (!header) std::cout << "\ntools from plugins (nilab data <tool> --help):\n";
      header = true;
      std::cout << "  " << std::left << std::setw(20) << tool.name << " " << tool.summary << "  ["
                << p.info.name << "]\n";
    }
  }
}

}  // namespace

int RunData(const std::vector<std::string>& args) {
  const std::string sub = args.empty() ? "" : args[0];
  const std::vector<std::string> rest(args.begin() + (args.empty() ? 0 : 1), args.end());
  try {
    if (sub == "list") return RunList(rest);
    if (sub == "verify") return RunVerify(rest);
    if (sub == "fetch") return RunFetch(rest);
  } catch (const std::invalid_argument& e) {
    std::cerr << "nilab data " << sub << ": " << e.what() << "\n";
    return kExitUsage;
  }
  const auto registry = host::LoadPlugins({});
  if (sub.empty() || sub == "--help" || sub == "-h" || sub == "help") {
    PrintDataUsage(registry);
    return sub.empty() ? kExitUsage : kExitOk;
  }
  for (const auto& p : registry.plugins()) {
    for (const auto& tool : p.info.tools) {
      if (tool.name == sub && p.run_tool) return p.run_tool(sub, rest);
    }
  }
  std::cerr << "nilab data: unknown subcommand or tool '" << sub << "' (see nilab data --help)\n";
  return kExitUsage;
}

}  // namespace nilab::cli
