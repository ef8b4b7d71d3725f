// CudaGraph against a CUDA LibTorch: ATen's at::cuda::CUDAGraph on a stream from LibTorch's pool.
// The capture follows PyTorch's recipe for whole-network capture: a side stream (the default
// stream cannot capture), the device synchronised before the capture begins, and the graph's
// memory in its own pool, so the tensors the capture allocates keep their addresses.
#include <ATen/cuda/CUDAEvent.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDAFunctions.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>
#include <cuda_runtime_api.h>
#include <torch/cuda.h>

#include <optional>
#include <stdexcept>
#include <string>

#include "host/runner/cuda_graph.h"

namespace nilab::host {
namespace {

// The error's first line (LibTorch appends a backtrace).
std::string FirstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

}  // namespace

bool CudaGraphsBuilt() { return true; }

HostSyncCheck::HostSyncCheck(bool on) : on_(on) {
  if (on_) c10::cuda::warning_state().set_sync_debug_mode(c10::cuda::SyncDebugMode::L_ERROR);
}

HostSyncCheck::~HostSyncCheck() {
  if (on_) c10::cuda::warning_state().set_sync_debug_mode(c10::cuda::SyncDebugMode::L_DISABLED);
}

struct CudaGraph::Impl {
  int device = -1;
  std::optional<c10::cuda::CUDAStream> side;
  at::cuda::CUDAGraph graph;
  bool captured = false;
};

CudaGraph::CudaGraph(int device_index) : impl_(std::make_unique<Impl>()) {
  impl_->device = device_index;
  if (device_index >= 0) {
    impl_->side = c10::cuda::getStreamFromPool(/*isHighPriority=*/false,
                                               static_cast<c10::DeviceIndex>(device_index));
  }
}

CudaGraph::~CudaGraph() = default;

void CudaGraph::OnSideStream(const std::function<void()>& fn) {
  if (!impl_->side) {
    fn();
    return;
  }
  const c10::cuda::CUDAGuard device_guard(static_cast<c10::DeviceIndex>(impl_->device));
  const c10::cuda::CUDAStream current =
      c10::cuda::getCurrentCUDAStream(static_cast<c10::DeviceIndex>(impl_->device));
  at::cuda::CUDAEvent queued;
  queued.record(current);
  queued.block(*impl_->side);
  // The current stream waits for the side stream's work, also when `fn` throws (an interrupt):
  // what runs after it on the current stream (a checkpoint) must see the parameters it wrote.
  const auto join = [&] {
    at::cuda::CUDAEvent done;
    done.record(*impl_->side);
    done.block(current);
  };
  try {
    const c10::cuda::CUDAStreamGuard stream_guard(*impl_->side);
    fn();
  } catch (...) {
    join();
    throw;
  }
  join();
}

void CudaGraph::Capture(const std::function<void()>& fn) {
  if (!impl_->side) throw std::runtime_error("no CUDA device to capture on");
  if (impl_->captured) throw std::logic_error("CudaGraph::Capture: captured already");
  torch::cuda::synchronize(impl_->device);
  bool begun = false;
  try {
    impl_->graph.capture_begin();
    begun = true;
    fn();
    begun = false;
    impl_->graph.capture_end();
  } catch (const std::exception& e) {
    const c10::Error* error = dynamic_cast<const c10::Error*>(&e);
    const std::string why = FirstLine(error ? error->what_without_backtrace() : e.what());
    if (begun) {
      // End the broken capture so that the stream and the allocator run uncaptured again.
      try {
        impl_->graph.capture_end();
      } catch (const std::exception&) {
      }
    }
    (void)cudaGetLastError();  // a failed capture's error is not sticky: clear it
    throw std::runtime_error(why);
  }
  impl_->captured = true;
}

void CudaGraph::Replay() {
  if (!impl_->captured) throw std::logic_error("CudaGraph::Replay: nothing was captured");
  impl_->graph.replay();
}

}  // namespace nilab::host
