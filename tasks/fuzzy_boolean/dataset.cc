#include "tasks/fuzzy_boolean/dataset.h"

#include <cmath>
#include <cstdint>
#include <cstring>

#include "tasks/fuzzy_boolean/portable_rng.h"

namespace nilab::fuzzy_boolean {
namespace {

// Stream ids of the families' draws: the name's bytes as a number (its last 8 bytes: "pretrain",
// "adapt", "ain/test", "apt/test" are distinct).
uint64_t FamilyStream(const std::string& family) {
  uint64_t id = 0;
  for (char c : family) id = (id << 8) | static_cast<uint8_t>(c);
  return id;
}

void Fnv1a(const torch::Tensor& t, uint64_t* hash) {
  const float* data = t.data_ptr<float>();
  for (int64_t i = 0; i < t.numel(); ++i) {
    uint32_t bits;
    std::memcpy(&bits, data + i, sizeof bits);
    for (int b = 0; b < 4; ++b) {
      *hash ^= (bits >> (8 * b)) & 0xFF;
      *hash *= 0x100000001B3ULL;
    }
  }
}

}  // namespace

Dataset GenerateDataset(const DatasetSpec& spec, const std::vector<TruthTable>& functions) {
  const int64_t n_vars = functions.at(0).n_vars;
  const int64_t n_f = static_cast<int64_t>(functions.size());
  Dataset d;
  d.spec = spec;
  d.x = torch::empty({spec.n_points, n_vars}, torch::kFloat);
  d.y = torch::empty({spec.n_points, n_f}, torch::kFloat);
  PortableRng rng(spec.data_seed, FamilyStream(spec.test ? spec.family + "/test" : spec.family));
  float* x = d.x.data_ptr<float>();
  for (int64_t i = 0; i < spec.n_points * n_vars; ++i) x[i] = rng.NextUnitFloat();
  EvaluateFunctions(functions, x, spec.n_points, d.y.data_ptr<float>());
  d.n_train = std::llround(static_cast<double>(spec.n_points) * (1.0 - spec.val_fraction));
  d.fingerprint = 0xCBF29CE484222325ULL;
  Fnv1a(d.x, &d.fingerprint);
  Fnv1a(d.y, &d.fingerprint);
  return d;
}

}  // namespace nilab::fuzzy_boolean
