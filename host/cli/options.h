// Option helpers shared by the subcommands.
#pragma once

#include <boost/program_options.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace nilab::cli {

namespace po = boost::program_options;

// Default results database, relative to the working directory, when $NILAB_DB is not set.
inline constexpr const char* kDefaultDb = "results/nilab.sqlite";
inline constexpr const char* kDbEnv = "NILAB_DB";

// The --db every command starts from: $NILAB_DB when set and not empty, else kDefaultDb.
std::string DefaultDb();

// Parses `args` against `options` (plus --help and positional options); prints usage and returns
// false when --help was given. Throws po::error with a one-line message on bad input.
bool ParseCommandLine(const std::string& command, const std::string& usage,
                      const std::vector<std::string>& args, const po::options_description& options,
                      const po::positional_options_description& positional, po::variables_map* vm);

// "0,1,3" -> {0, 1, 3}; throws po::error naming --devices on anything else.
std::vector<int64_t> ParseDeviceList(const std::string& text);

}  // namespace nilab::cli
