# nilab's model-based sampler (issue 24): reads one JSON request per line on stdin, answers one
# JSON line on stdout. Run by nilab (host/search/tpe_sampler.cc) as `python3 -c <this file>`;
# nothing here touches files or the network.
#
# Request: {"space": {key: {"type": "float", "low", "high", "log"} | {"type": "int", "low",
#           "high"} | {"type": "choice", "n"}}, "direction": "maximize" | "minimize",
#           "seed": int, "startup": int, "history": [{"params": {...}, "state": "complete" |
#           "pruned" | "failed" | "pending", "value": float | null}, ...]}
# Answer:  {"params": {...}} (choices as indexes), or {"error": "one line"}.
#
# Stateless: every request builds a fresh in-memory study from its history (nilab's database is
# the source of truth), and the TPE sampler is seeded by the request, so the same history and
# seed give the same configuration, in this process or after a restart. Pending configurations
# (recorded, not finished) enter as running trials: with constant_liar, TPE does not propose
# them again.
import json
import sys
import warnings


def main():
    warnings.filterwarnings("ignore")
    try:
        import optuna
        from optuna.distributions import (CategoricalDistribution, FloatDistribution,
                                          IntDistribution)
        from optuna.trial import TrialState, create_trial
    except ImportError as e:
        answer({"error": "optuna is not installed (%s): scripts/setup.sh installs "
                         "python3-optuna" % e})
        return
    optuna.logging.set_verbosity(optuna.logging.ERROR)
    states = {"complete": TrialState.COMPLETE, "pruned": TrialState.PRUNED,
              "failed": TrialState.FAIL, "pending": TrialState.RUNNING}

    def distributions(space):
        out = {}
        for key, s in space.items():
            if s["type"] == "float":
                out[key] = FloatDistribution(s["low"], s["high"], log=bool(s.get("log")))
            elif s["type"] == "int":
                out[key] = IntDistribution(s["low"], s["high"])
            elif s["type"] == "choice":
                out[key] = CategoricalDistribution(list(range(s["n"])))
            else:
                raise ValueError("unknown type %r of %r" % (s["type"], key))
        return out

    def ask(request):
        dists = distributions(request["space"])
        sampler = optuna.samplers.TPESampler(seed=request["seed"] % 2**32, constant_liar=True,
                                             n_startup_trials=request.get("startup", 10))
        study = optuna.create_study(direction=request["direction"], sampler=sampler)
        for h in request["history"]:
            state = states[h["state"]]
            value = h.get("value")
            if state == TrialState.COMPLETE and (value is None or value != value):
                state = TrialState.FAIL  # a NaN result tells nothing about where to go
            study.add_trial(create_trial(
                params=h["params"], distributions=dists, state=state,
                value=value if state == TrialState.COMPLETE else None))
        return {"params": study.ask(dists).params}

    for line in sys.stdin:
        try:
            answer(ask(json.loads(line)))
        except Exception as e:  # one line back to nilab, which stops with it
            answer({"error": "%s: %s" % (type(e).__name__, str(e).splitlines()[0] if str(e)
                                         else "")})


def answer(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


main()
