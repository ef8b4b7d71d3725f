"""scripts/profile_summary.py on a small trace of nested ops: self times, top-level times and the
time outside every recorded op."""
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "profile_summary.py")
spec = importlib.util.spec_from_file_location("profile_summary", SCRIPT)
profile_summary = importlib.util.module_from_spec(spec)
spec.loader.exec_module(profile_summary)


def op(name, ts, dur, tid=1):
    return {"ph": "X", "name": name, "ts": ts, "dur": dur, "pid": 0, "tid": tid, "cat": "cpu_op"}


# One thread: A [0, 100) holds B [10, 40), which holds C [20, 30); D [150, 200) after a gap of 50.
ONE_THREAD = [op("A", 0, 100), op("B", 10, 30), op("C", 20, 10), op("D", 150, 50)]


class ProfileSummaryTest(unittest.TestCase):
    def test_self_times_leave_out_nested_ops(self):
        table = profile_summary.self_times(ONE_THREAD)
        self.assertEqual({k: v[1] for k, v in table.items()}, {"A": 70, "B": 20, "C": 10, "D": 50})

    def test_top_level_times_keep_nested_ops(self):
        table = profile_summary.top_level_times(ONE_THREAD + [op("E", 0, 50, tid=2)])
        self.assertEqual({k: v[1] for k, v in table.items()}, {"A": 100, "D": 50, "E": 50})

    def test_the_phases_sum_to_the_step(self):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(ONE_THREAD, f)
        try:
            out = subprocess.run([sys.executable, SCRIPT, f.name, "--top-level"], check=True,
                                 capture_output=True, text=True).stdout
        finally:
            os.unlink(f.name)
        rows = {line.split()[-1]: float(line.split()[0]) for line in out.splitlines()[2:]}
        # ms per step: A 0.1, D 0.05, and the gap between them 0.05 of the 0.2 span.
        self.assertEqual(rows, {"A": 0.1, "D": 0.05, "op)": 0.05})
        self.assertIn("(outside every recorded op)", out)


if __name__ == "__main__":
    unittest.main()
