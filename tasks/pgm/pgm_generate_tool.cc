#include "tasks/pgm/pgm_generate_tool.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <stdexcept>
#include <thread>

#include "tasks/pgm/pgm_files.h"

namespace nilab::pgm {
namespace {

constexpr const char* kUsage =
    "usage: nilab data pgm-generate --regime R --split train|val|test --count K --out DIR "
    "[--seed S] [--start I] [--min-triples N] [--max-triples N] [--no-antialias] "
    "[--constant-distractors] "
    "[--level 1-9 (deflate, default 6) | --store] [--threads T]";

int64_t ParseInt(const std::string& flag, const std::string& value, int64_t lo, int64_t hi) {
  size_t used = 0;
  int64_t v = 0;
  try {
    v = std::stoll(value, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != value.size() || value.empty() || v < lo || v > hi) {
    throw std::invalid_argument(flag + ": expected an integer in [" + std::to_string(lo) + ", " +
                                std::to_string(hi) + "], got '" + value + "'");
  }
  return v;
}

}  // namespace

int RunGenerateTool(const std::vector<std::string>& args) {
  try {
    GeneratorConfig config;
    RenderOptions render;
    std::string regime, split_name, out;
    int64_t count = -1, start = 0;
    int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    bool compress = true;
    int level = datasets::kDefaultDeflateLevel;
    for (size_t i = 0; i < args.size(); ++i) {
      const std::string& flag = args[i];
      auto value = [&]() -> const std::string& {
        if (i + 1 >= args.size()) throw std::invalid_argument(flag + ": missing value");
        return args[++i];
      };
      if (flag == "--regime") {
        regime = value();
      } else if (flag == "--split") {
        split_name = value();
      } else if (flag == "--count") {
        count = ParseInt(flag, value(), 0, int64_t{1} << 40);
      } else if (flag == "--out") {
        out = value();
      } else if (flag == "--seed") {
        config.seed = static_cast<uint64_t>(ParseInt(flag, value(), 0, INT64_MAX));
      } else if (flag == "--start") {
        start = ParseInt(flag, value(), 0, int64_t{1} << 40);
      } else if (flag == "--min-triples") {
        config.min_triples = static_cast<int>(ParseInt(flag, value(), 1, kMaxTriples));
      } else if (flag == "--max-triples") {
        config.max_triples = static_cast<int>(ParseInt(flag, value(), 1, kMaxTriples));
      } else if (flag == "--threads") {
        threads = static_cast<int>(ParseInt(flag, value(), 1, 256));
      } else if (flag == "--constant-distractors") {
        config.constant_distractors = true;
      } else if (flag == "--no-antialias") {
        render.antialias = false;
      } else if (flag == "--level") {
        level = static_cast<int>(ParseInt(flag, value(), 1, 9));
      } else if (flag == "--store") {
        compress = false;
      } else if (flag == "--help" || flag == "-h") {
        std::printf("%s\n", kUsage);
        return 0;
      } else {
        throw std::invalid_argument("unknown argument '" + flag + "'");
      }
    }
    if (regime.empty() || split_name.empty() || count < 0 || out.empty()) {
      throw std::invalid_argument("--regime, --split, --count and --out are required");
    }
    config.regime = ParseRegime(regime);
    const DataSplit split = ParseDataSplit(split_name);
    if (config.min_triples > config.max_triples) {
      throw std::invalid_argument("--min-triples must not exceed --max-triples");
    }
    std::error_code ec;
    std::filesystem::create_directories(out, ec);
    if (!std::filesystem::is_directory(out)) {
      throw std::runtime_error(out + ": cannot create the output directory");
    }
    const auto t0 = std::chrono::steady_clock::now();
    std::atomic<int64_t> next{0};
    std::atomic<bool> failed{false};
    std::string error;
    std::vector<std::thread> pool;
    const int n_threads = static_cast<int>(std::min<int64_t>(threads, std::max<int64_t>(count, 1)));
    for (int t = 0; t < n_threads; ++t) {
      pool.emplace_back([&] {
        for (int64_t i = next++; i < count && !failed; i = next++) {
          const uint64_t index = static_cast<uint64_t>(start + i);
          try {
            const Sample sample = GenerateSample(config, split, index, render);
            WriteSampleFile(out + "/" + SampleFileName(regime, split, start + i), sample, compress,
                            level);
          } catch (const std::exception& e) {
            if (!failed.exchange(true)) error = e.what();
          }
        }
      });
    }
    for (std::thread& th : pool) th.join();
    if (failed) throw std::runtime_error(error);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("wrote %lld %s %s samples to %s (%.0f samples/s)\n", static_cast<long long>(count),
                regime.c_str(), split_name.c_str(), out.c_str(),
                seconds > 0 ? static_cast<double>(count) / seconds : 0.0);
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "pgm-generate: %s\n", e.what());
    return 1;
  }
}

}  // namespace nilab::pgm
