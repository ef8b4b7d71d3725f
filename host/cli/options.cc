#include "host/cli/options.h"

#include <iostream>

namespace nilab::cli {

bool ParseCommandLine(const std::string& command, const std::string& usage,
                      const std::vector<std::string>& args, const po::options_description& options,
                      const po::positional_options_description& positional, po::variables_map* vm) {
  po::options_description all("Options");
  all.add_options()("help,h", "show this help");
  all.add(options);
  po::store(po::command_line_parser(args).options(all).positional(positional).run(), *vm);
  if (vm->count("help")) {
    std::cout << "usage: nilab " << command << " " << usage << "\n\n" << all << "\n";
    return false;
  }
  po::notify(*vm);
  return true;
}

}  // namespace nilab::cli
