// Generation throughput: puzzles (symbolic) and rendered samples per second, one thread.
//
//   build/bin/nilab_pgm_bench [--count N] [--regime R] [--no-antialias]
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "tasks/pgm/sample.h"

int main(int argc, char** argv) {
  using nilab::pgm::DataSplit;
  int count = 2000;
  nilab::pgm::GeneratorConfig config;
  nilab::pgm::RenderOptions render;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--count" && i + 1 < argc) {
      count = std::atoi(argv[++i]);
    } else if (arg == "--regime" && i + 1 < argc) {
      config.regime = nilab::pgm::ParseRegime(argv[++i]);
    } else if (arg == "--no-antialias") {
      render.antialias = false;
    } else {
      std::fprintf(stderr, "usage: %s [--count N] [--regime R] [--no-antialias]\n", argv[0]);
      return 2;
    }
  }
  using Clock = std::chrono::steady_clock;
  auto seconds = [](Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double>(b - a).count();
  };
  uint64_t checksum = 0;
  const auto t0 = Clock::now();
  for (int i = 0; i < count; ++i) {
    checksum += static_cast<uint64_t>(
        nilab::pgm::GeneratePuzzle(config, DataSplit::kTrain, static_cast<uint64_t>(i)).target);
  }
  const auto t1 = Clock::now();
  for (int i = 0; i < count; ++i) {
    const auto s =
        nilab::pgm::GenerateSample(config, DataSplit::kTrain, static_cast<uint64_t>(i), render);
    checksum += s.panels[static_cast<size_t>(i) % s.panels.size()];
  }
  const auto t2 = Clock::now();
  std::printf("regime %s, %d samples, 1 thread, anti-aliasing %s\n",
              nilab::pgm::RegimeName(config.regime), count, render.antialias ? "on" : "off");
  std::printf("puzzles (symbolic):     %9.0f /s\n", count / seconds(t0, t1));
  std::printf("samples (16 x 80x80):   %9.0f /s\n", count / seconds(t1, t2));
  std::printf("(checksum %llu)\n", static_cast<unsigned long long>(checksum));
  return 0;
}
