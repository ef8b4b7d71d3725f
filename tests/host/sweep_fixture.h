// The small sweep on the toy plugins (tests/fixtures/toy_task.cc, toy_model.cc) that the host's
// and the scale tests run: one builder for its TOML text, so that each test states only what
// differs from the usual fixture.
#pragma once

#include <string>
#include <utility>

namespace nilab::testing {

// Builds the text of a sweep file on toy_task and toy_model, tables in the order
//   name, seeds / [task] name, params, extra task lines / [train] epochs, batch_size, lr /
//   [[models]] name, extra model lines / then each added table ([[phases]], [slurm], ...).
// Unset parts keep the defaults below; an empty seeds or lr leaves the key out.
class ToySweep {
 public:
  explicit ToySweep(std::string name) : name_(std::move(name)) {}

  ToySweep& Seeds(std::string list) {  // "[0, 1]"
    seeds_ = std::move(list);
    return *this;
  }
  ToySweep& TaskParams(std::string inline_table_body) {  // "n_train = 64, n_val = 16"
    task_params_ = std::move(inline_table_body);
    return *this;
  }
  ToySweep& TaskLine(std::string line) {  // another key of [task], e.g. a grid
    task_lines_ += line + "\n";
    return *this;
  }
  ToySweep& Train(int epochs, int batch_size, std::string lr = "") {
    epochs_ = epochs;
    batch_size_ = batch_size;
    lr_ = std::move(lr);
    return *this;
  }
  ToySweep& ModelLine(std::string line) {  // another key of the [[models]] entry
    model_lines_ += line + "\n";
    return *this;
  }
  // A [[phases]] table: its name, then its other keys, one a line.
  ToySweep& Phase(const std::string& name, const std::string& keys = "");
  ToySweep& Tables(std::string toml) {  // more tables, verbatim ([slurm], ...)
    tables_ += toml;
    return *this;
  }

  std::string Toml() const;

 private:
  std::string name_;
  std::string seeds_;
  std::string task_params_ = "n_train = 64, n_val = 16, n_test = 16";
  std::string task_lines_;
  int epochs_ = 2;
  int batch_size_ = 32;
  std::string lr_ = "3e-3";
  std::string model_lines_;
  std::string tables_;
};

}  // namespace nilab::testing
