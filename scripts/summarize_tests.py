#!/usr/bin/env python3
"""Prints "[LABEL: ]N passed, N failed, N skipped" over meson test logs.

summarize_tests.py [--label LABEL] BUILD/meson-logs/testlog.json...
"""
import json
import os
import sys


def main() -> int:
    args = sys.argv[1:]
    label = ""
    if args[:1] == ["--label"]:
        label, args = args[1] + ": ", args[2:]
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    for path in args:
        if not os.path.exists(path):
            # The build stopped before any test ran: one failure, said plainly.
            print(f"{label}no test log {path}: the build failed", file=sys.stderr)
            counts["failed"] += 1
            continue
        with open(path) as log:
            for line in log:
                result = json.loads(line)["result"]
                key = ("passed" if result in ("OK", "EXPECTEDFAIL") else
                       "skipped" if result == "SKIP" else "failed")
                counts[key] += 1
    print(label + "{passed} passed, {failed} failed, {skipped} skipped".format(**counts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
