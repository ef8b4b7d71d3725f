// CudaGraph in a build against a LibTorch without CUDA: nothing to capture.
#include <stdexcept>

#include "host/runner/cuda_graph.h"

namespace nilab::host {

bool CudaGraphsBuilt() { return false; }

HostSyncCheck::HostSyncCheck(bool on) : on_(on) {}
HostSyncCheck::~HostSyncCheck() { (void)on_; }

struct CudaGraph::Impl {};

CudaGraph::CudaGraph(int /*device_index*/) {}
CudaGraph::~CudaGraph() = default;

void CudaGraph::OnSideStream(const std::function<void()>& fn) { fn(); }

void CudaGraph::Capture(const std::function<void()>& /*fn*/) {
  throw std::runtime_error("this nilab was built against a LibTorch without CUDA graphs");
}

void CudaGraph::Replay() { throw std::logic_error("CudaGraph::Replay: nothing was captured"); }

}  // namespace nilab::host
