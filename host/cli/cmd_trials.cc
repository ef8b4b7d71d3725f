// nilab trials tag|untag|note|rm: manage recorded trials and sweeps.
//   nilab trials tag 12 13 best          tag trials 12 and 13 "best"
//   nilab trials tag --sweep qs baseline tag a sweep
//   nilab trials untag 12 best
//   nilab trials note 12 "diverged at epoch 3"
//   nilab trials rm 12 13 [--yes]        remove trials: rows, metrics, artifacts, checkpoints
//   nilab trials rm --sweep qs [--yes]   remove a sweep and everything in it
#include <unistd.h>
#include <cstdint>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <optional>

#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/store/notes.h"
#include "host/store/removal.h"
#include "host/store/store.h"

namespace nilab::cli {
namespace {

namespace store = host::store;

int64_t ParseTrialId(const std::string& text) {
  if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string::npos)
    throw po::error("'" + text + "' is not a trial id (see nilab status or nilab query)");
  return std::stoll(text);
}

// A note's text: one line of printable text (no control characters), 1-2000 bytes.
void CheckNoteText(const std::string& text) {
  if (text.empty() || text.size() > 2000) throw po::error("a note has 1 to 2000 characters");
  for (const unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) throw po::error("a note may not hold control characters");
  }
}

// The sweep a trial belongs to.
int64_t SweepOfTrial(store::Store& db, int64_t trial_id) {
  const auto row = db.Trial(trial_id);
  if (!row) throw po::error(db.path() + ": no trial " + std::to_string(trial_id));
  return row->sweep_id;
}

bool Confirm(const std::string& question) {
  if (!isatty(STDIN_FILENO)) return false;
  std::cerr << question << " [y/N] " << std::flush;
  std::string answer;
  std::getline(std::cin, answer);
  return answer == "y" || answer == "Y" || answer == "yes";
}

std::string Bytes(uintmax_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MB", bytes / 1e6);
  return text;
}

int Remove(store::Store& db, const std::vector<int64_t>& ids, const std::string& sweep, bool yes,
           bool force) {
  // What would go, read before anything is deleted, for the confirmation.
  std::optional<int64_t> sweep_id;
  if (!sweep.empty()) {
    sweep_id = db.FindSweep(sweep);
    if (!sweep_id) throw po::error(db.path() + ": no sweep '" + sweep + "'");
  }
  std::vector<int64_t> subject = ids;
  if (sweep_id) {
    for (const auto& row : db.Trials(*sweep_id)) subject.push_back(row.id);
  }
  const store::RemovalSize size = store::SizeOfTrials(db, subject);
  const std::string what =
      (sweep_id ? "sweep '" + sweep + "' with " : std::string()) + std::to_string(size.trials) +
      " trial(s), " + std::to_string(size.metrics) + " metric value(s), " +
      std::to_string(size.files) + " checkpoint file(s) (" + Bytes(size.bytes) + ")";
  if (!yes && !Confirm("nilab trials rm: remove " + what + " from " + db.path() + "?")) {
    std::cerr << "nilab trials rm: nothing removed (would remove " << what
              << "; confirm, or pass --yes)\n";
    return kExitUsage;
  }
  const store::Removal removal =
      sweep_id ? store::RemoveSweep(db, *sweep_id, force) : store::RemoveTrials(db, ids, force);
  // The rows are gone (committed): now their files, only those below a checkpoint folder of
  // this database. One that cannot go is left for nilab gc.
  std::vector<std::string> refused;
  const int64_t deleted = store::DeleteRemovedFiles(db, removal, &refused);
  for (const auto& line : refused) std::cerr << "nilab trials rm: left alone: " << line << "\n";
  std::cerr << "nilab trials rm: removed " << what << "; " << deleted << " file(s) deleted\n";
  return kExitOk;
}

}  // namespace

int RunTrials(const std::vector<std::string>& args) {
  po::options_description options;
  std::string db, sweep, action;
  std::vector<std::string> rest;
  bool yes = false, force = false;
  AddDbOption(&options, &db)("sweep", po::value(&sweep), "act on this sweep instead of trial ids")(
      "yes,y", po::bool_switch(&yes), "rm: do not ask for confirmation")(
      "force", po::bool_switch(&force),
      "rm: remove running trials too (only when their worker is gone)")(
      "action", po::value(&action)->required(), "tag | untag | note | rm")(
      "args", po::value(&rest)->composing(), "trial ids, then the tag or note text");
  if (!ParseCommandLine("trials",
                        "tag|untag ID... TAG | tag|untag --sweep NAME TAG | note ID TEXT | "
                        "note --sweep NAME TEXT | rm ID... [--yes] | rm --sweep NAME [--yes]",
                        args, options, {{"action", 1}, {"args", -1}})) {
    return kExitOk;
  }
  const bool text_action = action == "tag" || action == "untag" || action == "note";
  if (!text_action && action != "rm")
    throw po::error("unknown action '" + action + "' (tag, untag, note, rm)");
  std::string text;
  if (text_action) {
    if (rest.empty())
      throw po::error(action + ": the " + (action == "note" ? "note" : "tag") + " text is missing");
    text = rest.back();
    rest.pop_back();
    if (action == "note") {
      CheckNoteText(text);
    } else if (const std::string why = store::CheckTag(text); !why.empty()) {
      throw po::error("tag '" + text + "': " + why);
    }
  }
  std::vector<int64_t> ids;
  for (const auto& r : rest) ids.push_back(ParseTrialId(r));
  if (ids.empty() == sweep.empty())
    throw po::error(action + ": give trial ids or --sweep NAME (one of the two)");
  if (!std::filesystem::exists(db)) throw po::error(db + ": no such database");
  store::Store store_db(db);
  if (action == "rm") return Remove(store_db, ids, sweep, yes, force);

  // tag / untag / note: on the sweep, or on each trial.
  std::vector<std::pair<int64_t, std::optional<int64_t>>> subjects;  // (sweep id, trial id)
  if (!sweep.empty()) {
    const auto sweep_id = store_db.FindSweep(sweep);
    if (!sweep_id) throw po::error(db + ": no sweep '" + sweep + "'");
    subjects.push_back({*sweep_id, std::nullopt});
  }
  for (const int64_t id : ids) subjects.push_back({SweepOfTrial(store_db, id), id});
  for (const auto& [sweep_id, trial_id] : subjects) {
    const std::string who = trial_id ? "trial " + std::to_string(*trial_id) : "sweep " + sweep;
    if (action == "note") {
      store::AddNote(store_db, sweep_id, trial_id, text);
      std::cerr << "nilab trials: noted on " << who << "\n";
    } else if (action == "tag") {
      const bool added = store::AddTag(store_db, sweep_id, trial_id, text);
      std::cerr << "nilab trials: " << who << (added ? " tagged " : " already tagged ") << text
                << "\n";
    } else {
      const bool removed = store::RemoveTag(store_db, sweep_id, trial_id, text);
      std::cerr << "nilab trials: " << who << (removed ? " untagged " : " had no tag ") << text
                << "\n";
    }
  }
  return kExitOk;
}

}  // namespace nilab::cli
