#!/bin/bash
# Instructions per frame of the benchmark workloads, counted by valgrind's callgrind: repeatable
# whatever else the machine is doing (wall-clock figures from `make bench` drift ±30 % here).
#
#   scripts/instructions-per-frame.sh [WORKLOAD...]   (default: the month grid and the 1,111-node trees)
#
# WORKLOAD is one of `playground-bench profile`'s: tree3, tree4, anchored3, list, scene:NAME. Each
# is run for N and 2N frames (after the same warm-up) and the difference divided by N, so start-up
# and warm-up cancel out. The binary is copied with its debug info stripped: valgrind 3.19 cannot
# read the DWARF of the SDL-linked bench ("possibly corrupted debuginfo").
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "instructions-per-frame: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
bench=.build-bench/release/playground-bench
[ -x "$bench" ] || { echo "instructions-per-frame: $bench is missing; run make bench first" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$bench" "$tmp/bench" && strip -g "$tmp/bench"

count() {   # workload frames -> total instructions
    valgrind --tool=callgrind --callgrind-out-file="$tmp/out" "$tmp/bench" profile "$1" --frames "$2" 2>&1 |
        awk '/Collected/ { print $4 }'
}

workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(scene:frames-onchange tree3 anchored3 list)
for w in "${workloads[@]}"; do
    case "$w" in
        scene:*) n=200 ;;
        list) n=100 ;;
        *) n=10 ;;
    esac
    a=$(count "$w" "$n"); b=$(count "$w" $((2 * n)))
    [ -n "$a" ] && [ -n "$b" ] || { echo "instructions-per-frame: callgrind gave no count for $w" >&2; exit 2; }
    printf '%-26s %12s instructions per frame\n' "$w" "$(( (b - a) / n ))"
done
