// A results database written with the Store API (no training), with data for every figure of
// the report: models "ni" (tau 0.5 and 1.0, routing traces) and "vit" (no tau), seeds 0 and 1,
// phases pretrain -> adapt_cls / adapt_all (Table 1 siblings) and ext_0 / ext_1 (add_functions 0
// and 1), three epochs of history each, "@it=k" and "@drop=k" curves after pretrain.
#pragma once

#include <string>

namespace nilab::report_test {

inline constexpr const char* kFixtureSweep = "fixture";
// The sweep's TOML as recorded (with characters that must be escaped in HTML).
inline constexpr const char* kFixtureSource =
    "name = \"fixture\"\ndescription = \"NI vs ViT <fixture> & friends\"\n[task]\n"
    "name = \"fuzzy_boolean\"\n";

// Writes the database at `db` and the routing trace files under `dir`. With
// `missing_trace` the ni trials' routing artifacts point at files that do not exist.
void WriteFixtureDb(const std::string& db, const std::string& dir, bool missing_trace = false);

// A routing trace of `samples` samples, `functions` functions, `tokens` tokens and
// `iterations` steps whose C values are deterministic and sum to 1 over functions, except
// token 0 of the last iteration, which no function accepts.
std::string FixtureTrace(int samples, int functions, int tokens, int iterations);

}  // namespace nilab::report_test
