#!/usr/bin/env python3
"""The browser half of scripts/check_serve: drives headless Chromium over the DevTools protocol
(--remote-debugging-pipe, so no port is opened) against a running `nilab serve`, commits an epoch
to the database while the page is open, and checks what the page drew. Standard library only."""
import argparse
import base64
import json
import os
import sqlite3
import struct
import subprocess
import sys
import time


class Browser:
    def __init__(self, binary, profile, log):
        self.to_browser = os.pipe()    # we write [1]; Chromium reads fd 3
        self.from_browser = os.pipe()  # Chromium writes fd 4; we read [0]
        r, w = self.to_browser[0], self.from_browser[1]

        def child_fds():
            a, b = os.dup(r), os.dup(w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 f"--user-data-dir={profile}", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
                 "--remote-debugging-pipe", "--hide-scrollbars", "--enable-logging=stderr",
                 "--v=0", "about:blank"]
        self.proc = subprocess.Popen([binary] + flags, stdout=log, stderr=log, close_fds=False,
                                     preexec_fn=child_fds)
        os.close(r)
        os.close(w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def _read_message(self, timeout):
        import select
        while b"\0" not in self.buffer:
            ready, _, _ = select.select([self.from_browser[0]], [], [], timeout)
            if not ready:
                raise TimeoutError("no answer from Chromium")
            chunk = os.read(self.from_browser[0], 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, attached=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if attached:  # a target attached with Target.attachToTarget
            message["sessionId"] = attached
        os.write(self.to_browser[1], json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read_message(timeout)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def main():
    ap = argparse.ArgumentParser()
    for a in ("--browser", "--profile", "--url", "--db", "--sweep", "--out"):
        ap.add_argument(a, required=True)
    args = ap.parse_args()
    # The URL nilab serve printed: the server's root, then ?token=... (its access token). Only the
    # first page is opened with it: the answer sets the cookie nilab_token, and every later
    # navigation and request of the page carries the token that way.
    base, _, query = args.url.partition("?")
    token_query = "?" + query if query else ""
    failures = []
    log = open(os.path.join(args.out, "chromium.log"), "w")
    b = Browser(args.browser, args.profile, log)
    try:
        target = b.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        s = b.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Runtime", "Log", "Page", "Network"):
            b.send(domain + ".enable", attached=s)
        b.send("Emulation.setDeviceMetricsOverride",
               {"width": 1400, "height": 4000, "deviceScaleFactor": 1, "mobile": False}, attached=s)

        def evaluate(expression):
            r = b.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                            "awaitPromise": True}, attached=s)
            if "exceptionDetails" in r:
                raise RuntimeError(f"evaluate: {r['exceptionDetails']}")
            return r["result"].get("value")

        def wait_for(expression, seconds, what):
            deadline = time.time() + seconds
            while time.time() < deadline:
                if evaluate(expression):
                    return True
                time.sleep(0.2)
            failures.append(f"timed out after {seconds} s waiting for {what}")
            return False

        # What each chart of the page drew: canvas pixels inked (uPlot), SVG lines laid out.
        measure = r"""(() => [...document.querySelectorAll('.chart')].map((c) => {
          let inked = 0;
          for (const canvas of c.querySelectorAll('canvas')) {
            const d = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
            for (let i = 3; i < d.length; i += 4) if (d[i] > 0) inked++;
          }
          let lines = 0;
          for (const l of c.querySelectorAll('svg polyline')) {
            const box = l.getBBox();
            if (box.width > 0 && box.height > 0) lines++;
          }
          return {id: c.id || c.dataset.key || c.className, points: Number(c.dataset.points || 0),
                  canvases: c.querySelectorAll('canvas').length, inked, lines};
        }))()"""

        sweep_url = base + "sweeps/" + args.sweep
        b.send("Page.navigate", {"url": sweep_url + token_query}, attached=s)
        wait_for("document.querySelector('#curves canvas') !== null && "
                 "document.querySelector('#parcoords polyline') !== null && "
                 "document.querySelectorAll('.effect canvas').length > 0 && "
                 "document.querySelectorAll('table tbody tr').length > 0", 20,
                 "the sweep page's charts and tables")
        time.sleep(0.5)  # one more animation frame for uPlot's canvas
        charts = evaluate(measure)
        if len(charts) < 3:
            failures.append(f"only {len(charts)} charts on the sweep page")
        for c in charts:
            if c["points"] <= 0:
                failures.append(f"chart {c['id']}: no data points")
            if c["canvases"] and c["inked"] < 500:
                failures.append(f"chart {c['id']}: only {c['inked']} pixels inked")
            if not c["canvases"] and c["lines"] < 2:
                failures.append(f"chart {c['id']}: {c['lines']} lines drawn")
        # The report's figures, as images: each decoded with a size.
        wait_for("document.querySelectorAll('#figures img').length > 0 && "
                 "[...document.querySelectorAll('#figures img')].every((i) => i.complete && "
                 "i.naturalWidth > 0)", 15, "the report's figures as images")
        images = evaluate("document.querySelectorAll('#figures img').length")
        if images < 2:
            failures.append(f"{images} report figures on the sweep page")
        compare_rows = evaluate("document.querySelectorAll('main table')[0]"
                                "?.querySelectorAll('tbody tr').length || 0")
        if compare_rows < 2:
            failures.append(f"compare table has {compare_rows} rows")

        # Commit an epoch after the page loaded: the curves show it without a reload.
        if failures:
            # What the tab shows instead (an error page, a page without data), for the log.
            failures.append("the tab shows " + json.dumps(evaluate(
                "location.href + ' | ' + document.title + ' | ' + "
                "(document.body ? document.body.innerText.slice(0, 300) : '')")))
            raise RuntimeError("the sweep page did not draw")
        shown = evaluate("({metric: document.getElementById('metric').value, "
                         "phase: document.getElementById('phase').value, "
                         "points: Number(document.getElementById('curves').dataset.points)})")
        db = sqlite3.connect(args.db, timeout=30)
        trial, epoch, step = db.execute(
            "SELECT m.trial_id, max(m.epoch), max(m.step) FROM metrics m JOIN trials t "
            "ON t.id = m.trial_id WHERE m.name = ? AND m.phase = ? AND m.is_final = 0 "
            "GROUP BY m.trial_id ORDER BY m.trial_id LIMIT 1",
            (shown["metric"], shown["phase"])).fetchone()
        new_value = 0.123456
        with db:
            db.execute("INSERT INTO metrics (trial_id, phase, epoch, step, name, value, is_final) "
                       "VALUES (?, ?, ?, ?, ?, ?, 0)",
                       (trial, shown["phase"], epoch + 1, step + 1, shown["metric"], new_value))
        db.close()
        navigations_before = sum(1 for e in b.events if e["method"] == "Page.frameNavigated")
        wait_for(f"Number(document.getElementById('curves').dataset.points) === "
                 f"{shown['points'] + 1} && document.getElementById('curves')._plot.data"
                 f".slice(1).some((ys) => ys.includes({new_value}))", 15,
                 f"epoch {epoch + 1} of trial {trial} ({shown['metric']}) in the learning curves")
        if sum(1 for e in b.events if e["method"] == "Page.frameNavigated") != navigations_before:
            failures.append("the page reloaded")
        shot = b.send("Page.captureScreenshot", {"format": "png"}, attached=s)["data"]
        png = base64.b64decode(shot)
        with open(os.path.join(args.out, "screenshot.png"), "wb") as f:
            f.write(png)
        w, h = struct.unpack(">II", png[16:24])
        if (w, h) != (1400, 4000) or len(png) < 30000:
            failures.append(f"screenshot is {w}x{h}, {len(png)} bytes")

        # The sweeps page and one trial's page.
        b.send("Page.navigate", {"url": base}, attached=s)
        wait_for(f"[...document.querySelectorAll('tbody a')].some((a) => a.textContent === "
                 f"{json.dumps(args.sweep)})", 10, "the sweep in the sweeps list")
        # Give the trial a routing trace (2 functions, 3 tokens, 2 iterations, one sample; as
        # the NI writes it) and a tag, as a run and `nilab trials tag` would record them.
        trace = {"format": 1, "split": "val", "tokens": 3, "functions": 2, "samples": [0],
                 "steps": [{"script": 0, "iteration": k,
                            "compatibility": [[[0.9, 0.2, 0.5], [0.1, 0.8, 0.5]]]}
                           for k in range(2)]}
        db = sqlite3.connect(args.db, timeout=30)
        # Where the runner writes traces: below the database's checkpoint folder
        # (<database folder>/checkpoints/<database id>/...); serve opens nothing elsewhere.
        store_id = db.execute("SELECT value FROM store_info WHERE key = 'id'").fetchone()[0]
        trace_dir = os.path.join(os.path.dirname(args.db), "checkpoints", store_id, "browser")
        os.makedirs(trace_dir, exist_ok=True)
        trace_path = os.path.join(trace_dir, "trial.routing.json")
        with open(trace_path, "w") as f:
            json.dump(trace, f)
        with db:
            db.execute("INSERT INTO artifacts (trial_id, phase, epoch, kind, path, sha256, bytes) "
                       "VALUES (?, ?, 1, 'routing', ?, '', ?)",
                       (trial, shown["phase"], trace_path, os.path.getsize(trace_path)))
            db.execute("INSERT INTO notes (sweep_id, trial_id, kind, text) SELECT sweep_id, id, "
                       "'tag', 'browser-check' FROM trials WHERE id = ?", (trial,))
        db.close()
        b.send("Page.navigate", {"url": f"{base}trials/{trial}"}, attached=s)
        if wait_for("document.querySelector('.chart canvas') !== null", 10, "the trial's chart"):
            time.sleep(0.5)
            for c in evaluate(measure):
                if c["inked"] < 500 or c["points"] <= 0:
                    failures.append(f"trial page chart {c['id']}: {c['inked']} pixels, "
                                    f"{c['points']} points")
        # The routing picture is an image that decoded to a real size, and the tag is shown.
        wait_for("[...document.querySelectorAll('#routing img')].some((i) => i.complete && "
                 "i.naturalWidth > 100)", 10, "the trial's routing picture")
        wait_for("(document.getElementById('notes') || {}).textContent?.includes('browser-check')",
                 10, "the trial's tag")

    except Exception as e:
        failures.append(f"{type(e).__name__}: {e}")
    finally:
        # Console, exceptions, failed loads, and nothing fetched from elsewhere: also when a step
        # above failed, where they tell why.
        for e in b.events:
            m, p = e["method"], e.get("params", {})
            if m == "Runtime.consoleAPICalled":
                text = " ".join(str(a.get("value", a.get("description", ""))) for a in p["args"])
                failures.append(f"console.{p['type']}: {text[:200]}")
            elif m == "Runtime.exceptionThrown":
                failures.append(f"exception: {json.dumps(p['exceptionDetails'])[:300]}")
            elif m == "Log.entryAdded":
                failures.append(f"log {p['entry']['level']}: {p['entry']['text'][:200]} "
                                f"({p['entry'].get('url', '')[:200]})")
            elif m == "Network.loadingFailed":
                failures.append(f"failed load: {p.get('errorText')}")
            elif m == "Network.requestWillBeSent":
                # data: URLs are the report's figures, made in the page.
                if not p["request"]["url"].startswith((base, "data:")):
                    failures.append(f"fetched from elsewhere: {p['request']['url'][:200]}")
            elif m == "Network.responseReceived" and p["response"]["status"] >= 400:
                failures.append(f"HTTP {p['response']['status']}: {p['response']['url'][:200]}")
        b.close()

    if failures:
        print("check_serve: FAILED")
        for f in failures:
            print("  " + f)
        return 1
    inked = sum(c["inked"] for c in charts)
    print(f"check_serve: {len(charts)} charts drawn on the sweep page ({inked} pixels inked) and "
          f"{images} report figures, "
          f"an epoch committed after load shown without a reload, the trial page's curve, "
          f"routing picture and tag, no console messages; "
          f"screenshot {w}x{h}, {len(png) // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
