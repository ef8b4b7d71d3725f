// nilab_digits_bench [DATA_DIR]: how long the digits data takes to load (first use in a
// process: read, check, decode, upsample) and how fast training batches are made (gather +
// RandAugment + normalisation), on this machine's real data.
#include <torch/torch.h>

#include <chrono>
#include <cstdio>
#include <string>

#include "tasks/digits/digits_task.h"
#include "tasks/digits/randaugment.h"

namespace {

double Seconds(const std::chrono::steady_clock::time_point& start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  using namespace nilab::digits;
  namespace sdk = nilab::sdk;
  const std::string dir = argc > 1 ? argv[1] : "data";
  torch::set_num_threads(1);
  struct Load {
    const char* dataset;
    const char* split;
    int64_t count;
  };
  for (const Load& l :
       {Load{"mnist", "train", 0}, Load{"mnist", "test", 0}, Load{"mnist_m", "train", 5000},
        Load{"mnist_m", "train", 0}, Load{"mnist_m", "test", 0}, Load{"kmnist", "test", 0},
        Load{"svhn", "train", 0}}) {
    const auto start = std::chrono::steady_clock::now();
    try {
      const auto split = LoadDigitSplit(dir, l.dataset, l.split, l.count, 0);
      std::printf("load %-8s %-5s n=%-6lld %7.3f s\n", l.dataset, l.split,
                  static_cast<long long>(split->size()), Seconds(start));
    } catch (const std::exception& e) {
      std::printf("load %-8s %-5s skipped: %s\n", l.dataset, l.split, e.what());
    }
  }
  sdk::Params params = sdk::Params::WithDefaults(DigitsParamSchema());
  params.Set("datasets", sdk::StringList{"mnist", "mnist_m", "svhn"});
  params.Set("missing_datasets", std::string("skip"));
  params.Set("train_per_dataset", int64_t{5000});
  params.Set("val_per_dataset", int64_t{1000});
  DigitsTask task(params, {0, dir});
  task.Build(192);
  task.StartPhase({"train", params});
  for (int64_t n_ops : {0, 2}) {
    params.Set("randaugment_n", n_ops);
    task.StartPhase({"train", params});
    const int64_t batch = 128, batches = 40;
    const auto start = std::chrono::steady_clock::now();
    for (int64_t b = 0; b < batches; ++b) {
      const auto idx = torch::randint(task.SplitSize(sdk::Split::kTrain), {batch}, torch::kLong);
      task.MakeBatch(sdk::Split::kTrain, idx, b);
    }
    std::printf("MakeBatch (RandAugment N=%lld, M=9, 1 thread): %.0f samples/s\n",
                static_cast<long long>(n_ops), batch * batches / Seconds(start));
  }
  return 0;
}
