// Option helpers shared by the subcommands.
#pragma once

#include <boost/program_options.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nilab::cli {

namespace po = boost::program_options;

// Default results database, relative to the working directory, when $NILAB_DB is not set.
inline constexpr const char* kDefaultDb = "results/nilab.sqlite";
inline constexpr const char* kDbEnv = "NILAB_DB";

// The --db every command starts from: $NILAB_DB when set and not empty, else kDefaultDb.
std::string DefaultDb();

// Declares --db, the results database a command reads or writes (by default DefaultDb()), into
// `db`; `help` describes it. Returns the chain to declare more options with.
po::options_description_easy_init AddDbOption(po::options_description* options, std::string* db,
                                              const char* help = "results database");

// An option given by position: its name and how many values it takes (-1: all that are left).
struct Positional {
  const char* name;
  int max_count;
};

// Parses `args` against `options` (plus --help), the `positional` options taken by position in
// turn. Prints usage and returns nullopt when --help was given. Throws po::error with a one-line
// message on bad input.
std::optional<po::variables_map> ParseCommandLine(const std::string& command,
                                                  const std::string& usage,
                                                  const std::vector<std::string>& args,
                                                  const po::options_description& options,
                                                  const std::vector<Positional>& positional = {});

// "0,1,3" -> {0, 1, 3}; throws po::error naming --devices on anything else.
std::vector<int64_t> ParseDeviceList(const std::string& text);

}  // namespace nilab::cli
