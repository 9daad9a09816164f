#!/usr/bin/env bash
# The instruction-count regression check of `make test` (issue 28, deliverable 3): counts, with
# valgrind's callgrind, the instructions one frame of a few benchmark workloads costs in the debug
# build `make test` has just made, and compares them with scripts/instruction-baseline.txt.
#
#   scripts/instruction-check.sh            compare; exit 1 when a workload grew more than 5 %
#   scripts/instruction-check.sh --update   write the measured counts as the new baseline
#
# The counts do not depend on the machine's speed or load: the same binary and inputs execute the
# same instructions (hashing is made deterministic, SWIFT_DETERMINISTIC_HASHING=1; two runs here
# differed by 4 instructions in 118 million). Two builds of the same source can differ more: on
# 2026-12-06 commit f56388f counted +2.0 % (frames-onchange) built from clean, +1.4 % built on top
# of its parent's build and +2.4 % in a clean clone's CI, so a move below about 1 % between two
# builds is not a change of the code. They do depend on the compiler, so the baseline
# records the toolchain it was made with; with another toolchain the counts are printed but not
# compared. Only the counted frames are simulated (`--instr-atstart=no`, and the bench starts
# callgrind's instrumentation around its frames), so start-up runs at valgrind's plain speed.
#
# Debug, not release: `make test` has no release build (one takes 17 minutes here from clean), and
# a debug frame runs the same engine code unoptimised, so work added per view or per frame shows
# in both. `make bench-instructions` counts the release build (docs/performance-profile.md).
#
# The baseline moves only in a commit that says why (a change that costs, or one that saves: a
# workload more than 5 % under its baseline is reported so the saving is kept).
set -euo pipefail
cd "$(dirname "$0")/.."
baseline=scripts/instruction-baseline.txt
bench=.build/debug/playground-bench
update=false
case "${1:-}" in
    "") ;;
    --update) update=true ;;
    *) echo "instruction-check: unknown option '$1' (expected --update or nothing)" >&2; exit 2 ;;
esac
command -v valgrind >/dev/null || { echo "instruction-check: valgrind is not installed (apt-get install valgrind; make test installs it)" >&2; exit 2; }
[ -x "$bench" ] || { echo "instruction-check: $bench is missing; run swift build --build-tests first" >&2; exit 2; }
[ -f "$baseline" ] || $update || { echo "instruction-check: $baseline is missing (make one with --update)" >&2; exit 2; }

toolchain=$(swift --version 2>/dev/null | grep -o 'Swift version [^ ]*' | head -1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# valgrind 3.19 cannot read the DWARF of the SDL-linked bench ("possibly corrupted debuginfo");
# the symbols it needs (profiledFrames) stay in the stripped copy.
cp "$bench" "$tmp/bench" && strip -g "$tmp/bench"

# Workloads and their frame counts: the month grid's forced rebuild, the 1,111-node tree's forced
# rebuild, one row's state change (a tap) in the 1,000-row list, and the month grid drawn in
# software at 800×600 while its border glides (the host's frame and the incremental raster).
workloads=("scene:frames-onchange 20" "tree3 2" "list 3" "raster 10")

count() {   # workload frames -> instructions per frame
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --instr-atstart=no --toggle-collect='*profiledFrames*' \
        --callgrind-out-file="$tmp/out" "$tmp/bench" profile "$1" --frames "$2" --warmup 3 >"$tmp/log" 2>&1 || {
        echo "instruction-check: the bench failed under valgrind on $1:" >&2; tail -5 "$tmp/log" >&2; exit 2; }
    local total
    total=$(awk '/Collected/ { print $4 }' "$tmp/log")
    [ -n "$total" ] || { echo "instruction-check: callgrind gave no count for $1" >&2; exit 2; }
    echo $(( total / $2 ))
}

declare -A measured
for w in "${workloads[@]}"; do
    read -r name frames <<<"$w"
    measured[$name]=$(count "$name" "$frames")
done

if $update; then
    {
        echo "# Instructions per frame in make test's debug build, counted by scripts/instruction-check.sh."
        echo "# Moves only in a commit that says why. Made with:"
        echo "toolchain $toolchain"
        for w in "${workloads[@]}"; do
            read -r name _ <<<"$w"
            echo "$name ${measured[$name]}"
        done
    } >"$baseline.tmp"
    mv "$baseline.tmp" "$baseline"
    echo "instruction-check: wrote $baseline"
    exit 0
fi

base_toolchain=$(awk '$1 == "toolchain" { $1 = ""; sub(/^ /, ""); print }' "$baseline")
compare=true
if [ "$base_toolchain" != "$toolchain" ]; then
    echo "instruction-check: the baseline was made with $base_toolchain, this is ${toolchain:-an unknown toolchain}: counts printed, not compared"
    compare=false
fi
failed=false
for w in "${workloads[@]}"; do
    read -r name _ <<<"$w"
    now=${measured[$name]}
    was=$(awk -v n="$name" '$1 == n { print $2 }' "$baseline")
    if [ -z "$was" ]; then
        echo "instruction-check: $baseline has no line for $name (run --update in a commit that says why)" >&2
        exit 2
    fi
    change=$(awk -v a="$was" -v b="$now" 'BEGIN { printf "%+.1f", (b - a) * 100 / a }')
    verdict=ok
    if $compare; then
        if [ $(( now * 100 )) -gt $(( was * 105 )) ]; then verdict="GREW MORE THAN 5 %"; failed=true
        elif [ $(( now * 100 )) -lt $(( was * 95 )) ]; then verdict="more than 5 % under the baseline: lower it (--update) in a commit that says why"
        fi
    else
        verdict="not compared"
    fi
    printf 'instruction-check: %-22s %11d instructions per frame (baseline %d, %s %%): %s\n' "$name" "$now" "$was" "$change" "$verdict"
done
if $failed; then
    echo "instruction-check: a workload grew more than 5 %: find what costs (scripts/profile-breakdown.py shows where a frame goes), or move the baseline with --update in a commit that says why" >&2
    exit 1
fi
