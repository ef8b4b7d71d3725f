// The fuzzy Boolean primitives of the paper (§4.1, Eq. 15) on [0, 1]. On {0, 1} they reduce to
// their Boolean namesakes.
#pragma once

namespace nilab::fuzzy_boolean {

// Eq. 15: and(a, b) = a b
inline double FuzzyAnd(double a, double b) { return a * b; }
// Eq. 15: not(a) = 1 - a
inline double FuzzyNot(double a) { return 1.0 - a; }
// Eq. 15: or(a, b) = not(and(not a, not b)) = a + b - a b (probabilistic sum)
inline double FuzzyOr(double a, double b) { return a + b - a * b; }

}  // namespace nilab::fuzzy_boolean
