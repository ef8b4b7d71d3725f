#include "tasks/pgm/panel_cnn.h"

#include <cstdint>

#include "tasks/pgm/render.h"

namespace nilab::pgm {

PanelCnnImpl::PanelCnnImpl(int64_t channels, int64_t layers, int64_t dim, int64_t pool)
    : pool(pool) {
  torch::nn::Sequential seq;
  int64_t in = 1;
  int64_t side = kPanelSize / pool;
  for (int64_t i = 0; i < layers; ++i) {
    seq->push_back(torch::nn::Conv2d(
        torch::nn::Conv2dOptions(in, channels, 3).stride(2).padding(1).bias(false)));
    seq->push_back(torch::nn::BatchNorm2d(channels));
    seq->push_back(torch::nn::ReLU());
    in = channels;
    side = (side + 1) / 2;  // ceil(side / 2) for kernel 3, stride 2, padding 1
  }
  convs = register_module("convs", seq);
  project = register_module("project", torch::nn::Linear(channels * side * side, dim));
}

torch::Tensor PanelCnnImpl::forward(const torch::Tensor& panels) {
  const torch::Tensor x = pool > 1 ? torch::avg_pool2d(panels, pool) : panels;
  return project(convs->forward(x).flatten(1));
}

}  // namespace nilab::pgm
