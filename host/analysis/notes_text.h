// The tags and notes of a sweep and of the trials a table shows, as lines under the table
// (`nilab compare`, `nilab run`'s closing table).
#pragma once

#include <string>
#include <vector>

#include "host/store/notes.h"
#include "host/store/results.h"

namespace nilab::host::analysis {

// "" when there is nothing to show. Trials not among `trials` are left out.
std::string FormatNotes(const std::vector<store::Note>& notes,
                        const std::vector<store::TrialResult>& trials, bool markdown);

}  // namespace nilab::host::analysis
