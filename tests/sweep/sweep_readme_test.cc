// The examples of sweeps/README.md are valid sweeps (against the fake schemas, whose names match
// the examples), and the complete example expands as the README says.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tests/sweep/fake_plugins.h"

namespace nilab::host::sweep {
namespace {

std::vector<std::string> TomlBlocks() {
  std::ifstream in(std::string(NILAB_SOURCE_DIR) + "/sweeps/README.md");
  std::vector<std::string> blocks;
  std::string line, block;
  bool inside = false;
  while (std::getline(in, line)) {
    if (!inside && line == "```toml") {
      inside = true;
      block.clear();
    } else if (inside && line == "```") {
      inside = false;
      blocks.push_back(block);
    } else if (inside) {
      block += line + "\n";
    }
  }
  return blocks;
}

TEST(SweepReadme, ExamplesAreValid) {
  const std::vector<std::string> blocks = TomlBlocks();
  ASSERT_EQ(blocks.size(), 6u);
  for (const std::string& block : blocks) {
    EXPECT_EQ(testing::ErrorOf(block), "no error") << block;
  }
}

TEST(SweepReadme, CompleteExampleExpandsAsDocumented) {
  const SweepSpec sweep = testing::Load(TomlBlocks().at(0));
  EXPECT_EQ(sweep.name, "nivit_fb");
  ASSERT_EQ(sweep.trials.size(), 20u);
  EXPECT_EQ(sweep.trials[2].train.lr, 3e-4);
  EXPECT_EQ(sweep.trials[19].model, "vit");
  EXPECT_EQ(sweep.trials[19].phases.at(1).from, "pretrain");
  EXPECT_EQ(sweep.extra["slurm"]["partition"], "gpu");
  // The listing's columns, as the README shows them.
  const std::string listing = FormatTrials(sweep);
  EXPECT_EQ(listing.substr(0, listing.find('\n')),
            "index  hash              model  seed  tau   task.n_vars  train.lr");
}

}  // namespace
}  // namespace nilab::host::sweep
