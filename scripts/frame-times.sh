#!/usr/bin/env bash
# Frame times of the scenes a newcomer runs first, in the build given (the debug build by
# default: `swift build` and `make demo` make it). Each scene with a demo script plays that script
# for 8 s of virtual time headless, with `--timings`; the seed scenes play demo/taps.txt.
#
#   scripts/frame-times.sh [PLAYGROUND]     # default .build/debug/playground
#
# Wall-clock figures of this machine: printed for people (docs/performance-profile.md), never
# compared in tests.
set -u
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/playground}
[ -x "$tool" ] || { echo "frame-times.sh: $tool: not built (run swift build)" >&2; exit 2; }
printf '| scene | frames | median | 90 %% | 99 %% | slowest | over 16.7 ms |\n|---|---|---|---|---|---|---|\n'
row() {   # scene script
    out=$("$tool" run "$1" --headless --script "$2" --duration 8 --timings 2>&1)
    case "$out" in *"unknown scene"*) return ;; esac   # a demo script for a file, not a scene
    line=$(echo "$out" | grep '^timings: ')
    [ -n "$line" ] || { echo "| $1 | failed: $(echo "$out" | tail -1) | | | | | |"; return; }
    # timings: N frames, median A ms, 90 % within B ms, 99 % within C ms, slowest D ms (frame F, drawing G ms); K over …
    echo "$line" | sed -E 's/^timings: ([0-9]+) frames, median ([0-9.]+) ms, 90 % within ([0-9.]+) ms, 99 % within ([0-9.]+) ms, slowest ([0-9.]+) ms \(frame ([0-9]+), drawing ([0-9.]+) ms\); ([0-9]+) over.*/| '"$1"' | \1 | \2 | \3 | \4 | \5 (frame \6, drawing \7) | \8 |/'
}
for scene in frames-onchange anchors-overlay anchors-extensions lab-part1 lab-part2-bounds lab-part2-points lab-part2-nested anchor-buttons anchor-buttons-colored segmented; do
    row "$scene" demo/taps.txt
done
for script in demo/*.txt; do
    scene=$(basename "$script" .txt)
    case "$scene" in *taps*) continue ;; esac
    row "$scene" "$script"
done
