// One CUDA graph and the side stream it is captured and replayed on: the one place where nilab
// uses ATen's at::cuda::CUDAGraph (cuda_graph_cuda.cc, compiled only against a CUDA LibTorch).
// In a build against a LibTorch without CUDA every capture fails with the reason
// (cuda_graph_none.cc), and the caller runs its work uncaptured.
#pragma once

#include <functional>
#include <memory>
#include <string>

namespace nilab::host {

// Whether this build captures CUDA graphs (built against a CUDA LibTorch).
bool CudaGraphsBuilt();

// While one is alive with `on`, an operation that would make the host wait for the device (a
// value read back, a copy from pageable memory) throws instead, naming itself: CUDA's sync debug
// mode, for the whole process. Checks that a captured step runs ahead of the host. Without CUDA
// graphs built in, nothing.
class HostSyncCheck {
 public:
  explicit HostSyncCheck(bool on);
  ~HostSyncCheck();
  HostSyncCheck(const HostSyncCheck&) = delete;
  HostSyncCheck& operator=(const HostSyncCheck&) = delete;

 private:
  bool on_;
};

class CudaGraph {
 public:
  // `device_index`: the CUDA device the graph runs on (-1: none, so nothing can be captured).
  explicit CudaGraph(int device_index);
  ~CudaGraph();
  CudaGraph(const CudaGraph&) = delete;
  CudaGraph& operator=(const CudaGraph&) = delete;

  // Runs `fn` with the side stream as the current stream, after the work already queued on the
  // current stream; that stream then waits for what `fn` queued. Capture and Replay run inside.
  void OnSideStream(const std::function<void()>& fn);

  // Records what `fn` queues on the device as the graph, without running it; Replay runs it.
  // Throws std::runtime_error with the reason when the capture fails (an operation that needs
  // the host, such as reading a value back, is the usual one); the graph is then unusable.
  void Capture(const std::function<void()>& fn);

  // Runs the captured graph once.
  void Replay();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace nilab::host
