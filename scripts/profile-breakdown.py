#!/usr/bin/env python3
"""Where a benchmark frame's instructions go, by kind of work (callgrind, self cost).

    scripts/profile-breakdown.py WORKLOAD [FRAMES] [--top N]

WORKLOAD is one of `playground-bench profile`'s (tree3, anchored3, list, scene:NAME). Only the
timed frames are collected (`--toggle-collect` on `profiledFrames`), so set-up is excluded. Needs
valgrind, and `make bench` (or `make bench-instructions`) to have built the release benchmark.
Each function's own instructions go to the first bucket whose pattern matches its demangled name.
"""
import os, re, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind_bench  # noqa: E402

BUCKETS = [
    ("reference counting", r"swift_retain|swift_release|bridgeObjectRe|isUniquelyReferenced|swift_setDeallocating|swift_deallocClassInstance|swift_unknownObject|unownedRetain"),
    ("runtime metadata, casts, key paths", r"Metadata|getCache|conformsTo|dynamicCast|getEnumCase|instantiateConcreteType|ConcurrentReadableHashMap|getAssociatedType|KeyPath|getTypeByMangled|Demangle|descriptorFrom"),
    ("malloc/free", r"malloc|_int_free|\bfree\b|cfree|swift_allocObject|swift_slowAlloc|swift_slowDealloc"),
    ("value copies (memcpy, value witnesses)", r"memmove|memcpy|initializeWithCopy|initializeWithTake|assignWith|destroy for|outlined (copy|consume|retain|release|destroy)|pod_copy|arrayDestroy|arrayInit"),
    ("stamp propagation walk", r"propagateStamps|buildsDuringPlacement"),
    ("layout (measure, place)", r"measure|place|sizeThatFits|StackLayout|childSizes|collectItems|currentItems"),
    ("preference folds", r"fold|Fold|preferenceValue|reduce"),
    ("display list and animation", r"emit|DisplayItem|DisplayList|presentedFrame|Animator|animator"),
    ("building nodes (makeNode, body, evaluate)", r"_makeNode|makeModifiedNode|evaluate|buildComposite|body\.getter|reuse|bind|build|isUnchanged|forEachChild|ForEach|Environment|Text|modifierNode|closure"),
]

def main():
    workload, frames, top = callgrind_bench.usage("profile-breakdown", __doc__, sys.argv[1:])
    frames = frames or 100
    callgrind_bench.check("profile-breakdown", ["valgrind", "strip"])
    with tempfile.TemporaryDirectory() as tmp:
        out, _ = callgrind_bench.profile(tmp, workload, frames)
        text = subprocess.run(["callgrind_annotate", "--threshold=100", out], check=True, capture_output=True, text=True).stdout
    demangler = shutil.which("swift-demangle") or shutil.which("swift")
    if demangler:
        cmd = [demangler, "--simplified"] if demangler.endswith("swift-demangle") else [demangler, "demangle", "--simplified"]
        text = subprocess.run(cmd, input=text, capture_output=True, text=True).stdout
    rows = []
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)", line)
        if m and "PROGRAM TOTALS" not in line:
            rows.append((int(m.group(1).replace(",", "")), m.group(2)))
    total = sum(n for n, _ in rows) or 1
    sums = {name: 0 for name, _ in BUCKETS}
    sums["other"] = 0
    for n, fn in rows:
        for name, rx in BUCKETS:
            if re.search(rx, fn):
                sums[name] += n; break
        else:
            sums["other"] += n
    print(f"{workload}: {total / frames:,.0f} instructions per frame ({frames} frames)")
    for name, n in sorted(sums.items(), key=lambda kv: -kv[1]):
        print(f"  {name:44s} {n / frames:>12,.0f}  {100 * n / total:5.1f} %")
    for n, fn in rows[:top]:
        print(f"    {n / frames:>10,.0f}  {fn[:140]}")

if __name__ == "__main__":
    main()
