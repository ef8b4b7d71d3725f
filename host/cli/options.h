// Option helpers shared by the subcommands.
#pragma once

#include <boost/program_options.hpp>
#include <string>
#include <vector>

namespace nilab::cli {

namespace po = boost::program_options;

// Default results database, relative to the working directory.
inline constexpr const char* kDefaultDb = "results/nilab.sqlite";

// Parses `args` against `options` (plus --help and positional options); prints usage and returns
// false when --help was given. Throws po::error with a one-line message on bad input.
bool ParseCommandLine(const std::string& command, const std::string& usage,
                      const std::vector<std::string>& args, const po::options_description& options,
                      const po::positional_options_description& positional, po::variables_map* vm);

}  // namespace nilab::cli
