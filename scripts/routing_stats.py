#!/usr/bin/env python3
"""How an NI's tokens are routed, from the routing traces its trials save.

Every NI phase writes `<phase>.routing.json` beside its checkpoints: the compatibilities C_ui of
a few validation samples, per script and iteration (`steps[].compatibility`, [sample][function]
[token]). For each trial of SWEEP and each PHASE this prints, averaged over the traced tokens:
how many functions route the token (C > 0), its largest compatibility, and, when the phase added
functions to a script of BASE functions, the share of the compatibility the added ones hold and
how often an added function routes the token.

  scripts/routing_stats.py SWEEP PHASE... [--base 4] [--checkpoints results/checkpoints]
"""
import argparse
import glob
import json
import os
import statistics


def stats(path, base):
    with open(path) as f:
        trace = json.load(f)
    routed, largest, added_share, added_in = [], [], [], []
    for step in trace["steps"]:
        for sample in step["compatibility"]:
            for t in range(len(sample[0])):
                c = [sample[u][t] for u in range(len(sample))]
                routed.append(sum(v > 0 for v in c))
                largest.append(max(c))
                if len(c) > base:
                    added_share.append(sum(c[base:]))
                    added_in += [v > 0 for v in c[base:]]
    out = (f"a token is routed by {statistics.mean(routed):.2f} functions,"
           f" its largest C is {statistics.mean(largest):.3f}")
    if added_share:
        out += (f", the added functions hold {statistics.mean(added_share):.3f}"
                f" of its compatibility, each routes {statistics.mean(added_in):.2f} of the tokens")
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sweep")
    parser.add_argument("phases", nargs="+")
    parser.add_argument("--base", type=int, default=4, help="functions before any were added")
    parser.add_argument("--checkpoints", default="results/checkpoints")
    args = parser.parse_args()
    trials = sorted(glob.glob(os.path.join(args.checkpoints, "*", args.sweep, "*", "")))
    if not trials:
        raise SystemExit(f"routing_stats: no trial folders of sweep '{args.sweep}' under "
                         f"{args.checkpoints}")
    for trial in trials:
        print(os.path.basename(os.path.dirname(trial)))
        for phase in args.phases:
            path = os.path.join(trial, phase + ".routing.json")
            if os.path.exists(path):
                print(f"  {phase}: {stats(path, args.base)}")


if __name__ == "__main__":
    main()
