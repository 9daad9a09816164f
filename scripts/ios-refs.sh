#!/usr/bin/env bash
# Re-runs every iOS-reference probe and prints the "How close to iOS" table (README).
#
#   scripts/ios-refs.sh [PROBES_DIR]        # default /tmp/refprobes
#
# A probe is a SwiftUI file whose first line says what it is compared with:
#   // compare: <reference>.ref.png <flags of `playground compare`>
# The reference is looked up in the folder $IOS_REFS names (the iOS reference PNGs are not in this
# repository: docs/ios-references.md).
# Each run's JSON and diff picture go to PROBES_DIR/out/. Uses $PLAYGROUND when set, else the
# checkout's .build/debug/playground (build it first with `swift build`). Needs python3 for the table.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
probes=${1:-/tmp/refprobes}
refs=${IOS_REFS:-}
tool=${PLAYGROUND:-$root/.build/debug/playground}
out=$probes/out
[ -x "$tool" ] || { echo "ios-refs.sh: $tool: not built (run swift build)" >&2; exit 2; }
[ -d "$probes" ] || { echo "ios-refs.sh: $probes: no such folder" >&2; exit 2; }
[ -n "$refs" ] || { echo "ios-refs.sh: IOS_REFS is not set: expected the folder of the iOS reference PNGs" >&2; exit 2; }
[ -d "$refs" ] || { echo "ios-refs.sh: IOS_REFS=$refs: no such folder" >&2; exit 2; }
mkdir -p "$out"
count=0
for probe in "$probes"/*.swift; do
  [ -e "$probe" ] || continue
  line=$(head -n 1 "$probe")
  case "$line" in "// compare: "*) ;; *) continue ;; esac
  read -r -a words <<< "${line#// compare: }"
  ref=${words[0]}
  name=$(basename "$probe" .swift)
  count=$((count + 1))
  echo "[$count] $name" >&2
  "$tool" compare "$probe" --reference "$refs/$ref" "${words[@]:1}" --json --diff "$out/$name.diff.png" \
    > "$out/$name.json" 2> "$out/$name.log"
  status=$?
  if [ $status -ne 0 ]; then
    printf '{"failed": %d, "probe": "%s", "reference": "%s"}\n' "$status" "$name" "$ref" > "$out/$name.json"
  fi
done
[ $count -gt 0 ] || { echo "ios-refs.sh: no probes (files starting with '// compare:') in $probes" >&2; exit 2; }
python3 - "$out" <<'PY'
import json, os, sys
out = sys.argv[1]
rows = {}
for name in sorted(os.listdir(out)):
    if not name.endswith(".json"): continue
    data = json.load(open(os.path.join(out, name)))
    probe = name[:-5]
    group = probe.split("_")[0]
    rows.setdefault(group, []).append((probe, data))
for group in ["pointfree", "v8tr", "textbuilder", "swiftclockui", "spezi", "doordash"] + sorted(set(rows) - {"pointfree", "v8tr", "textbuilder", "swiftclockui", "spezi", "doordash"}):
    if group not in rows: continue
    print(f"\n### {group}\n")
    print("| reference | verdict | SSIM | mean diff (R,G,B) | differing px | boxes (ref/here) |")
    print("|---|---|---|---|---|---|")
    for probe, d in rows[group]:
        ref = os.path.basename(d.get("reference", "?")).replace(".ref.png", "")
        if "failed" in d:
            log = open(os.path.join(out, probe + ".log")).read().strip().splitlines()
            errors = [l for l in log if "error:" in l] or log
            print(f"| {ref} | did not run (exit {d['failed']}): {errors[0].strip() if errors else ''} | | | | |")
            continue
        m = d["meanDifference"]
        nref = len(d["pairs"]) + len(d["onlyInReference"]); nhere = len(d["pairs"]) + len(d["onlyRendered"])
        print(f"| {ref} | {d['verdict']} | {d['ssim']:.4f} | {m['r']:.1f}, {m['g']:.1f}, {m['b']:.1f} | {100*d['differingFraction']:.1f} % | {nref}/{nhere} |")
PY
