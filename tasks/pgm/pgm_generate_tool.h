// The plugin's tool: `nilab data pgm-generate` writes generated samples as DeepMind files.
#pragma once

#include <string>
#include <vector>

namespace nilab::pgm {

inline constexpr const char* kGenerateToolName = "pgm-generate";
inline constexpr const char* kGenerateToolSummary =
    "write generated PGM puzzles as PGM_{regime}_{split}_{id}.npz files (DeepMind's format)";

// pgm-generate --regime R --split train|val|test --count K --out DIR [--seed S] [--start I]
//              [--min-triples N] [--max-triples N] [--no-antialias] [--store] [--threads T]
// Sample i of the split is puzzle `start + i` of the generator with that seed, so files match
// what the task generates on the fly. Returns the exit code; errors go to stderr as one line.
int RunGenerateTool(const std::vector<std::string>& args);

}  // namespace nilab::pgm
