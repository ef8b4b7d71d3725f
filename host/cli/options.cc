#include "host/cli/options.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <iostream>

namespace nilab::cli {

std::string DefaultDb() {
  const char* env = std::getenv(kDbEnv);
  return env && *env ? env : kDefaultDb;
}

po::options_description_easy_init AddDbOption(po::options_description* options, std::string* db,
                                              const char* help) {
  return options->add_options()("db", po::value(db)->default_value(DefaultDb()), help);
}

std::optional<po::variables_map> ParseCommandLine(const std::string& command,
                                                  const std::string& usage,
                                                  const std::vector<std::string>& args,
                                                  const po::options_description& options,
                                                  const std::vector<Positional>& positional) {
  po::positional_options_description by_position;
  for (const Positional& p : positional) by_position.add(p.name, p.max_count);
  po::options_description all("Options");
  all.add_options()("help,h", "show this help");
  all.add(options);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(all).positional(by_position).run(), vm);
  if (vm.count("help")) {
    std::cout << "usage: nilab " << command << " " << usage << "\n\n" << all << "\n";
    return std::nullopt;
  }
  po::notify(vm);
  return vm;
}

std::vector<int64_t> ParseDeviceList(const std::string& text) {
  std::vector<int64_t> devices;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t comma = std::min(text.find(',', start), text.size());
    const std::string item = text.substr(start, comma - start);
    if (item.empty() || item.find_first_not_of("0123456789") != std::string::npos ||
        item.size() > 6) {
      throw po::error("--devices " + text + ": expected CUDA device numbers such as 0,1,2");
    }
    devices.push_back(std::stoll(item));
    start = comma + 1;
  }
  return devices;
}

}  // namespace nilab::cli
