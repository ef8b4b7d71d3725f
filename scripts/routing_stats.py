#!/usr/bin/env python3
"""How an NI's tokens are routed, from the routing traces its trials save.

Every NI phase writes `<phase>.routing.json` beside its checkpoints: the compatibilities C_ui of
a few validation samples, per script and iteration (`steps[].compatibility`, [sample][function]
[token]). For each trial of SWEEP and each PHASE this prints, averaged over the traced tokens:
how many functions route the token (C > 0), its largest compatibility, and, when the phase added
functions to a script of BASE functions, the share of the compatibility the added ones hold and
how often an added function routes the token. With --db and --metric it adds each phase's final
value of the metric and, over the phases that added functions, the correlation of the added
share with it. SWEEP may name several sweeps, comma separated.

  scripts/routing_stats.py SWEEP PHASE... [--base 4] [--checkpoints results/checkpoints]
                           [--db results/table1.sqlite --metric val/mean_r2]
"""
import argparse
import glob
import json
import os
import sqlite3
import statistics


def stats(path, base):
    """The summary line of one trace, and the added functions' mean share (None: none added)."""
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
    if not added_share:
        return out, None
    share = statistics.mean(added_share)
    out += (f", the added functions hold {share:.3f} of its compatibility, each routes"
            f" {statistics.mean(added_in):.2f} of the tokens")
    return out, share


def final_value(db, sweep, config_hash, phase, metric):
    row = db.execute(
        "select m.value from metrics m join trials t on t.id = m.trial_id join sweeps s on"
        " s.id = t.sweep_id where s.name = ? and t.config_hash = ? and m.phase = ? and"
        " m.name = ? and m.is_final = 1", (sweep, config_hash, phase, metric)).fetchone()
    return None if row is None else row[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sweep")
    parser.add_argument("phases", nargs="+")
    parser.add_argument("--base", type=int, default=4, help="functions before any were added")
    parser.add_argument("--checkpoints", default="results/checkpoints")
    parser.add_argument("--db", help="with --metric: list only this database's trials, with seeds")
    parser.add_argument("--metric", help="a final metric to print beside each phase")
    args = parser.parse_args()
    db = sqlite3.connect(f"file:{args.db}?mode=ro", uri=True) if args.db and args.metric else None
    points = []
    for sweep in args.sweep.split(","):
        trials = sorted(glob.glob(os.path.join(args.checkpoints, "*", sweep, "*", "")))
        if not trials:
            raise SystemExit(f"routing_stats: no trial folders of sweep '{sweep}' under "
                             f"{args.checkpoints}")
        # With a database, only its trials of the sweep (another database's checkpoints may
        # share the root), named with their seed.
        seeds = dict(db.execute(
            "select t.config_hash, t.seed from trials t join sweeps s on s.id = t.sweep_id"
            " where s.name = ?", (sweep,)).fetchall()) if db else None
        for trial in trials:
            config_hash = os.path.basename(os.path.dirname(trial))
            if seeds is not None and config_hash not in seeds:
                continue
            print(f"{sweep} {config_hash}" + (f" seed {seeds[config_hash]}" if seeds else ""))
            for phase in args.phases:
                path = os.path.join(trial, phase + ".routing.json")
                if not os.path.exists(path):
                    continue
                line, share = stats(path, args.base)
                value = final_value(db, sweep, config_hash, phase, args.metric) if db else None
                if value is not None:
                    line += f"; {args.metric} {value:.3f}"
                    if share is not None:
                        points.append((share, value))
                print(f"  {phase}: {line}")
    if len(points) >= 3:
        r = statistics.correlation([p[0] for p in points], [p[1] for p in points])
        print(f"correlation of the added functions' share with {args.metric} over "
              f"{len(points)} phases: {r:+.3f}")


if __name__ == "__main__":
    main()
