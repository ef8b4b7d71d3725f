#include "tests/host/sweep_fixture.h"

namespace nilab::testing {

ToySweep& ToySweep::Phase(const std::string& name, const std::string& keys) {
  tables_ += "[[phases]]\nname = \"" + name + "\"\n" + keys;
  if (!keys.empty() && keys.back() != '\n') tables_ += "\n";
  return *this;
}

std::string ToySweep::Toml() const {
  std::string toml = "name = \"" + name_ + "\"\n";
  if (!seeds_.empty()) toml += "seeds = " + seeds_ + "\n";
  toml += "[task]\nname = \"toy_task\"\nparams = { " + task_params_ + " }\n" + task_lines_;
  toml += "[train]\nepochs = " + std::to_string(epochs_) +
          "\nbatch_size = " + std::to_string(batch_size_) + "\n";
  if (!lr_.empty()) toml += "lr = " + lr_ + "\n";
  toml += "[[models]]\nname = \"toy_model\"\n" + model_lines_;
  return toml + tables_;
}

}  // namespace nilab::testing
