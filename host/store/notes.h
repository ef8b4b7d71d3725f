// Tags and free-text notes on sweeps and trials (`nilab trials tag|note`), shown by compare and
// report. A tag is a short label, at most once per sweep or trial; a note is any text.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::store {

struct Note {
  int64_t id = 0;
  int64_t sweep_id = 0;
  std::optional<int64_t> trial_id;  // nullopt: about the sweep
  std::string kind;                 // "tag" | "note"
  std::string text;
  std::string created_at;
};

// Checks a tag: 1-64 characters of letters, digits, '_', '-', '.', ':' and '/'. Returns the
// reason it is refused, or "" when it is fine.
std::string CheckTag(const std::string& tag);

// Adds a tag (a no-op when it is already there); returns false when it was there.
bool AddTag(Store& store, int64_t sweep_id, std::optional<int64_t> trial_id,
            const std::string& tag);
// Removes a tag; returns false when it was not there.
bool RemoveTag(Store& store, int64_t sweep_id, std::optional<int64_t> trial_id,
               const std::string& tag);
void AddNote(Store& store, int64_t sweep_id, std::optional<int64_t> trial_id,
             const std::string& text);
// The sweep's own tags and notes and those of its trials, sweep first, then by trial, oldest
// first.
std::vector<Note> Notes(Store& store, int64_t sweep_id);
// One trial's tags and notes, oldest first (inside the caller's read transaction; `kind`,
// `text` and `created_at` filled).
std::vector<Note> TrialNotes(Store& store, int64_t trial_id);

}  // namespace nilab::host::store
