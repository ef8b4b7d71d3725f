#include "host/runner/checkpoint.h"

#include <ATen/CPUGeneratorImpl.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "host/platform/sha256.h"
#include "host/runner/atomic_file.h"

namespace nilab::host {
namespace {

namespace fs = std::filesystem;
using TensorDict = c10::Dict<std::string, at::Tensor>;

constexpr int64_t kFormat = 1;

// Parameters and buffers by their qualified names ("scripts.0.codes").
std::vector<std::pair<std::string, torch::Tensor>> NamedState(torch::nn::Module& module) {
  std::vector<std::pair<std::string, torch::Tensor>> out;
  for (const auto& p : module.named_parameters(true)) out.emplace_back(p.key(), p.value());
  for (const auto& b : module.named_buffers(true)) out.emplace_back(b.key(), b.value());
  return out;
}

TensorDict ToDict(torch::nn::Module& module) {
  TensorDict dict;
  for (const auto& [name, tensor] : NamedState(module)) {
    dict.insert(name, tensor.detach().to(torch::kCPU).contiguous());
  }
  return dict;
}

std::string ShapeString(const torch::Tensor& t) {
  std::ostringstream out;
  out << t.sizes();
  return out.str();
}

void CopyInto(const std::string& path, const char* what, torch::nn::Module& module,
              const c10::impl::GenericDict& saved, Strictness strictness) {
  torch::NoGradGuard no_grad;
  size_t matched = 0;
  for (auto& [name, tensor] : NamedState(module)) {
    auto it = saved.find(name);
    if (it == saved.end()) {
      if (strictness == Strictness::kStrict) {
        throw std::runtime_error(path + ": " + what + " tensor '" + name +
                                 "' is missing from the checkpoint");
      }
      continue;
    }
    const torch::Tensor source = it->value().toTensor();
    if (source.sizes() != tensor.sizes()) {
      if (strictness == Strictness::kStrict) {
        throw std::runtime_error(path + ": " + what + " tensor '" + name + "' has shape " +
                                 ShapeString(source) + " in the checkpoint but " +
                                 ShapeString(tensor) + " here");
      }
      continue;
    }
    tensor.copy_(source);
    ++matched;
  }
  if (strictness == Strictness::kStrict && matched != saved.size()) {
    for (const auto& entry : saved) {
      bool known = false;
      for (const auto& [name, tensor] : NamedState(module))
        known |= name == entry.key().toStringRef();
      if (!known) {
        throw std::runtime_error(path + ": the checkpoint has " + what + " tensor '" +
                                 entry.key().toStringRef() + "' that this " + what + " lacks");
      }
    }
  }
}

std::string ErrnoText() { return std::strerror(errno); }

torch::Tensor CpuGeneratorState() {
  at::Generator generator = at::detail::getDefaultCPUGenerator();
  std::lock_guard<std::mutex> lock(generator.mutex());
  return generator.get_state();
}

void SetCpuGeneratorState(const torch::Tensor& state) {
  at::Generator generator = at::detail::getDefaultCPUGenerator();
  std::lock_guard<std::mutex> lock(generator.mutex());
  generator.set_state(state);
}

// The CUDA generators' states, one per device, when this LibTorch and machine have CUDA
// (empty otherwise): dropout and augmentation on a GPU draw from them. (A copy of a Generator
// shares its state.)
c10::List<torch::Tensor> CudaGeneratorStates() {
  c10::List<torch::Tensor> states;
  if (!torch::cuda::is_available()) return states;
  for (int64_t i = 0; i < static_cast<int64_t>(torch::cuda::device_count()); ++i) {
    at::Generator generator = at::globalContext().defaultGenerator(
        c10::Device(c10::DeviceType::CUDA, static_cast<c10::DeviceIndex>(i)));
    std::lock_guard<std::mutex> lock(generator.mutex());
    states.push_back(generator.get_state());
  }
  return states;
}

// Restores them on the same number of devices; a checkpoint moved to a machine with another
// count (or none) keeps that machine's generators, as the states do not map onto it.
void SetCudaGeneratorStates(const c10::List<torch::Tensor>& states) {
  if (states.empty() || !torch::cuda::is_available() ||
      static_cast<size_t>(torch::cuda::device_count()) != states.size()) {
    return;
  }
  for (size_t i = 0; i < states.size(); ++i) {
    at::Generator generator = at::globalContext().defaultGenerator(
        c10::Device(c10::DeviceType::CUDA, static_cast<c10::DeviceIndex>(i)));
    std::lock_guard<std::mutex> lock(generator.mutex());
    generator.set_state(states.get(i));
  }
}

}  // namespace

SavedCheckpoint SaveCheckpoint(const std::string& path, sdk::Model& model, sdk::Task& task,
                               torch::optim::Optimizer* optimizer, const CheckpointState& state) {
  c10::impl::GenericDict top(c10::StringType::get(), c10::AnyType::get());
  top.insert("format", kFormat);
  top.insert("phase", state.phase);
  top.insert("epoch", state.epoch);
  top.insert("step", state.step);
  top.insert("best", state.best);
  top.insert("bad_epochs", state.bad_epochs);
  top.insert("model", ToDict(model.module()));
  top.insert("task", ToDict(task.module()));
  if (optimizer) {
    torch::serialize::OutputArchive archive;
    optimizer->save(archive);
    std::ostringstream stream;
    archive.save_to(stream);
    const std::string bytes = stream.str();
    top.insert("optimizer", torch::from_blob(const_cast<char*>(bytes.data()),
                                             {static_cast<int64_t>(bytes.size())}, torch::kUInt8)
                                .clone());
  }
  // Torch's CPU and CUDA generators, so a resumed phase draws the random numbers (dropout,
  // augmentation) an uninterrupted one would have drawn.
  top.insert("rng", CpuGeneratorState());
  top.insert("rng_cuda", CudaGeneratorStates());
  const std::vector<char> bytes = torch::pickle_save(top);
  WriteFileAtomically(path, std::string_view(bytes.data(), bytes.size()));
  return {path, Sha256Hex(bytes.data(), bytes.size()), static_cast<int64_t>(bytes.size())};
}

CheckpointState LoadCheckpoint(const std::string& path, sdk::Model& model, sdk::Task& task,
                               torch::optim::Optimizer* optimizer, const LoadOptions& options) {
  // Not through a symlink at its name, and only a regular file (a FIFO would block the reader).
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) throw std::runtime_error(path + ": cannot open checkpoint: " + ErrnoText());
  std::vector<char> bytes;
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    throw std::runtime_error(path + ": not a regular file; not read as a checkpoint");
  }
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const std::string error = ErrnoText();
      ::close(fd);
      throw std::runtime_error(path + ": cannot read checkpoint: " + error);
    }
    if (n == 0) break;
    bytes.insert(bytes.end(), buffer, buffer + n);
  }
  ::close(fd);
  c10::impl::GenericDict top(c10::StringType::get(), c10::AnyType::get());
  try {
    top = torch::pickle_load(bytes).toGenericDict();
  } catch (const std::exception& e) {
    std::string first_line = e.what();
    first_line = first_line.substr(0, first_line.find('\n'));
    throw std::runtime_error(path + ": not a readable nilab checkpoint (" + first_line + ")");
  }
  if (!top.contains("format") || top.at("format").toInt() != kFormat) {
    throw std::runtime_error(path + ": not a nilab checkpoint of format " +
                             std::to_string(kFormat));
  }
  CopyInto(path, "model", model.module(), top.at("model").toGenericDict(), options.model);
  CopyInto(path, "task", task.module(), top.at("task").toGenericDict(), options.task);
  if (options.optimizer && optimizer && top.contains("optimizer")) {
    const torch::Tensor blob = top.at("optimizer").toTensor();
    std::istringstream stream(
        std::string(static_cast<const char*>(blob.data_ptr()), static_cast<size_t>(blob.numel())));
    torch::serialize::InputArchive archive;
    archive.load_from(stream);
    optimizer->load(archive);
    if (top.contains("rng")) SetCpuGeneratorState(top.at("rng").toTensor());
    if (top.contains("rng_cuda")) {
      c10::List<torch::Tensor> states;  // unpickled as a generic list
      for (const c10::IValue& state : top.at("rng_cuda").toListRef())
        states.push_back(state.toTensor());
      SetCudaGeneratorStates(states);
    }
  }
  CheckpointState state;
  state.phase = top.at("phase").toStringRef();
  state.epoch = top.at("epoch").toInt();
  state.step = top.at("step").toInt();
  state.best = top.at("best").toDouble();
  state.bad_epochs = top.at("bad_epochs").toInt();
  return state;
}

}  // namespace nilab::host
