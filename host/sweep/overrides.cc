#include "host/sweep/overrides.h"

#include <algorithm>
#include <cctype>

namespace nilab::host::sweep {
namespace {

// Top-level keys of the format that an override path may start with.
const std::vector<std::string>& SweepKeys() {
  static const std::vector<std::string> keys = {"name",  "description", "seeds",  "task",
                                                "train", "search",      "models", "phases"};
  return keys;
}

bool IsBareWord(const std::string& text) {
  if (text.empty()) return false;
  return std::all_of(text.begin(), text.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '_' || c == '-' || c == '.' || c == '/' || c == ':' ||
           c == '+' || c == '@';
  });
}

std::vector<std::string> SplitKey(const std::string& key) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    const size_t dot = key.find('.', start);
    parts.push_back(key.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) return parts;
    start = dot + 1;
  }
}

class Override {
 public:
  Override(toml::table& root, const std::string& text, Diagnostics& diag)
      : root_(root), text_("--set " + text), diag_(diag) {}

  void Apply(const std::string& text) {
    const size_t eq = text.find('=');
    if (eq == std::string::npos || eq == 0) Fail("expected key=value");
    const std::vector<std::string> path = SplitKey(text.substr(0, eq));
    for (const std::string& part : path) {
      if (part.empty()) Fail("empty part in key '" + text.substr(0, eq) + "'");
    }
    value_ = ParseValue(text.substr(eq + 1));
    Route(path);
  }

 private:
  [[noreturn]] void Fail(const std::string& message) const {
    throw SweepError(text_ + ": " + message);
  }

  // The value as a one-key document "v = <text>"; a bare word is a string.
  toml::table ParseValue(const std::string& value_text) const {
    toml::table doc;
    try {
      doc = toml::parse(std::string_view("v = " + value_text), std::string_view(text_));
    } catch (const toml::parse_error& error) {
      if (!IsBareWord(value_text)) {
        Fail("invalid TOML value '" + value_text + "': " + std::string(error.description()));
      }
      doc.insert_or_assign("v", value_text);
    }
    if (doc.size() != 1 || !doc.contains("v")) {
      Fail("invalid TOML value '" + value_text + "'");
    }
    return doc;
  }

  void Route(const std::vector<std::string>& path) {
    const std::string& head = path[0];
    if (head == "models") Fail("set a model's parameter as <model name>.<param>, e.g. ni.dim=32");
    if (head == "train" && path.size() == 2) return SetTrain(path[1]);
    if (head == "task" && path.size() == 2 && path[1] != "name" && path[1] != "params" &&
        path[1] != "grid") {
      return SetTaskParam(path[1]);
    }
    if (head == "task" && path.size() == 3 && path[1] == "params") return SetTaskParam(path[2]);
    if (head == "phases") return SetInPhase(path);
    const bool sweep_key =
        std::find(SweepKeys().begin(), SweepKeys().end(), head) != SweepKeys().end();
    if (sweep_key || path.size() == 1) return SetPath(root_, path, 0);
    std::vector<toml::table*> entries = ModelEntries(head);
    if (!entries.empty()) {
      if (path.size() != 2) Fail("expected " + head + ".<parameter>");
      return SetModelParam(entries, path[1]);
    }
    if (root_.get_as<toml::table>(head)) return SetPath(root_, path, 0);  // [slurm] and such
    std::vector<std::string> models;
    for (toml::table* entry : ModelEntries("")) {
      if (auto name = entry->get_as<std::string>("name")) models.push_back(name->get());
    }
    Fail("'" + head + "' is neither a key of the sweep nor a model of it" +
         Suggest(head, models, "models"));
  }

  // [[models]] entries named `name` (every entry when `name` is empty).
  std::vector<toml::table*> ModelEntries(const std::string& name) {
    std::vector<toml::table*> out;
    if (toml::array* models = root_.get_as<toml::array>("models")) {
      for (toml::node& node : *models) {
        toml::table* entry = node.as_table();
        if (!entry) continue;
        auto entry_name = entry->get_as<std::string>("name");
        if (name.empty() || (entry_name && entry_name->get() == name)) out.push_back(entry);
      }
    }
    return out;
  }

  std::vector<toml::table*> Phases() {
    std::vector<toml::table*> out;
    if (toml::array* phases = root_.get_as<toml::array>("phases")) {
      for (toml::node& node : *phases) {
        if (toml::table* phase = node.as_table()) out.push_back(phase);
      }
    }
    return out;
  }

  // The sub-table `key` of `parent`, created (and marked as this override's) when absent.
  toml::table& Subtable(toml::table& parent, const std::string& key) {
    toml::node* node = parent.get(key);
    if (!node) {
      parent.insert_or_assign(key, toml::table{});
      node = parent.get(key);
      diag_.MarkOverride(*node, text_);
    }
    if (!node->is_table())
      Fail("'" + key + "' is a " + std::string(TypeName(*node)) + ", not a table");
    return *node->as_table();
  }

  static const char* TypeName(const toml::node& node) {
    return node.is_array() ? "array" : node.is_value() ? "value" : "table";
  }

  void Erase(toml::table& table, const std::string& key) {
    if (toml::node* node = table.get(key)) {
      diag_.Forget(*node);
      table.erase(key);
    }
  }

  // table[key] = a copy of the override's value.
  void Assign(toml::table& table, const std::string& key) {
    Erase(table, key);
    toml::node& value = *value_.get("v");
    value.visit([&](auto& v) { table.insert_or_assign(key, v); });
    diag_.MarkOverride(*table.get(key), text_);
  }

  void SetPath(toml::table& start, const std::vector<std::string>& path, size_t from) {
    toml::table* table = &start;
    for (size_t i = from; i + 1 < path.size(); ++i) table = &Subtable(*table, path[i]);
    Assign(*table, path.back());
  }

  // train.<key>: for the whole sweep, so also over phases' own values and model grids.
  void SetTrain(const std::string& key) {
    Assign(Subtable(root_, "train"), key);
    for (toml::table* phase : Phases()) Erase(*phase, key);
    EraseFromModelSearch("train." + key);
  }

  // task.<param>: for the whole sweep, so also over [task].grid, phases' task tables and grids.
  void SetTaskParam(const std::string& param) {
    toml::table& task = Subtable(root_, "task");
    Assign(Subtable(task, "params"), param);
    if (toml::table* grid = task.get_as<toml::table>("grid")) Erase(*grid, param);
    for (toml::table* phase : Phases()) {
      if (toml::table* overrides = phase->get_as<toml::table>("task")) Erase(*overrides, param);
    }
    EraseFromModelSearch("task." + param);
  }

  // A "train.*" or "task.*" key out of every model's params (where it is that model's own
  // value), grid and random.
  void EraseFromModelSearch(const std::string& key) {
    for (toml::table* entry : ModelEntries("")) {
      for (const char* search : {"params", "grid", "random"}) {
        if (toml::table* table = entry->get_as<toml::table>(search)) Erase(*table, key);
      }
    }
  }

  // <model>.<param>: a fixed param of every entry of that model, out of its grid and random.
  void SetModelParam(const std::vector<toml::table*>& entries, const std::string& param) {
    for (toml::table* entry : entries) {
      Assign(Subtable(*entry, "params"), param);
      for (const char* search : {"grid", "random"}) {
        if (toml::table* table = entry->get_as<toml::table>(search)) Erase(*table, param);
      }
    }
  }

  // phases.<phase name>.<key>[.<key>...]
  void SetInPhase(const std::vector<std::string>& path) {
    if (path.size() < 3) Fail("expected phases.<phase name>.<key>");
    std::vector<std::string> names;
    for (toml::table* phase : Phases()) {
      auto name = phase->get_as<std::string>("name");
      if (!name) continue;
      if (name->get() == path[1]) return SetPath(*phase, path, 2);
      names.push_back(name->get());
    }
    Fail("no phase named '" + path[1] + "'" + Suggest(path[1], names, "phases"));
  }

  toml::table& root_;
  const std::string text_;
  Diagnostics& diag_;
  toml::table value_;
};

}  // namespace

void ApplyOverrides(toml::table& root, const std::vector<std::string>& overrides,
                    Diagnostics& diag) {
  for (const std::string& text : overrides) Override(root, text, diag).Apply(text);
}

}  // namespace nilab::host::sweep
