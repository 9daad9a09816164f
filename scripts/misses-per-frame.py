#!/usr/bin/env python3
"""First-level data cache misses per frame of benchmark workloads, from callgrind's cache
simulation: repeatable where the wall clock is not, for the rows whose time is memory rather than
instructions (the large trees: docs/performance-profile.md, step 58).

    scripts/misses-per-frame.py [WORKLOAD...] [--frames N]   (default: tree4 anchored4, 10 frames)

WORKLOAD is one of `playground-bench profile`'s (tree3, tree4, anchored4, list, scene:NAME…). Only
the timed frames are simulated (`--toggle-collect` on `profiledFrames`), reads and writes counted
together; the trees also get a figure per view. The simulated caches are this machine's first
level (valgrind reads them from the processor), so compare figures taken on one machine kind;
run to run they move by about 0.1 % (the heap's addresses, and so the cache sets, move with
address-space randomisation).
`scripts/miss-lines.py WORKLOAD` shows which instructions miss. Needs valgrind and the release
benchmark (`make bench` or `make bench-instructions`).
"""
import os, re, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind_bench  # noqa: E402

VIEWS = {"3": 1_111, "4": 11_111, "5": 111_111}


def main():
    args = sys.argv[1:]
    frames = callgrind_bench.option("misses-per-frame", args, "--frames") or 10
    workloads = args or ["tree4", "anchored4"]
    callgrind_bench.check("misses-per-frame", ["valgrind", "strip", "callgrind_annotate"])
    for workload in workloads:
        with tempfile.TemporaryDirectory() as tmp:
            try:
                out, _ = callgrind_bench.profile(tmp, workload, frames, ["--cache-sim=yes"])
            except subprocess.CalledProcessError as e:
                print(f"misses-per-frame: the profile of {workload} failed:\n{e.stderr.decode()[-2000:]}", file=sys.stderr); sys.exit(1)
            text = subprocess.run(["callgrind_annotate", out], check=True, capture_output=True, text=True).stdout
        events = re.search(r"^Events recorded:\s+(.*)$", text, re.M).group(1).split()
        line = re.search(r"^(.*)PROGRAM TOTALS", text, re.M).group(1)
        # One column per event: "N (100.0%)", or "." where the event never happened.
        totals = [int(n.replace(",", "")) if n else 0 for n in re.findall(r"([\d,]+) \([^)]*\)|\.(?=\s)", line)]
        counted = dict(zip(events, totals))
        missed = counted.get("D1mr", 0) + counted.get("D1mw", 0)
        per_frame = missed / frames
        tree = re.fullmatch(r"(tree|anchored|generic)(\d)", workload)
        per_view = f"  ({per_frame / VIEWS[tree.group(2)]:.1f} a view)" if tree and tree.group(2) in VIEWS else ""
        print(f"{workload:30s} {per_frame:12,.0f} first-level data misses per frame{per_view}")


if __name__ == "__main__":
    main()
