// The in-memory regression data of one function family: x ~ U[0, 1]^N and the targets of every
// function of the family. The task carves train and val from the points of a family's draw and
// evaluates test on a second, independent draw (`test`: another stream of the same seed).
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <string>
#include <vector>

#include "tasks/fuzzy_boolean/function_generator.h"

namespace nilab::fuzzy_boolean {

struct DatasetSpec {
  std::string family;      // "pretrain" or "adapt": selects the data stream
  uint64_t data_seed = 0;  // independent of the trial seed
  int64_t n_points = 0;
  double val_fraction = 0.2;
  bool test = false;  // the family's test draw: stream "<family>/test" instead of "<family>"

  bool operator==(const DatasetSpec& o) const {
    return family == o.family && data_seed == o.data_seed && n_points == o.n_points &&
           val_fraction == o.val_fraction && test == o.test;
  }
};

struct Dataset {
  DatasetSpec spec;
  torch::Tensor x;  // [n_points, N] float
  torch::Tensor y;  // [n_points, n_functions] float
  int64_t n_train = 0;
  // FNV-1a 64 over the IEEE bit patterns of x then y (each float as 4 little-endian bytes): the
  // same on every machine that generates the same data.
  uint64_t fingerprint = 0;
};

// Draws x row by row, N floats per point, from stream (data_seed, family) of PortableRng (stream
// (data_seed, family + "/test") for a test draw) and evaluates `functions` on it. n_train =
// round(n_points (1 - val_fraction)): how many points the task's train split keeps.
Dataset GenerateDataset(const DatasetSpec& spec, const std::vector<TruthTable>& functions);

}  // namespace nilab::fuzzy_boolean
