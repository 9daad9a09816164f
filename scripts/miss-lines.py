#!/usr/bin/env python3
"""Which loads and stores of a benchmark frame miss the first-level data cache, and where they read.

    scripts/miss-lines.py WORKLOAD [FRAMES] [--top N] [--function TEXT]

Runs `playground-bench profile WORKLOAD` under callgrind's cache simulation with costs kept per
instruction (only the timed frames: `--toggle-collect` on `profiledFrames`), then prints the N
instructions with the most first-level data misses (reads and writes), each with its function and
its disassembly. An instruction such as `movups 0x220(%r14),%xmm0` in a node's build reads offset
0x220 of the node: the offsets show which cache lines of an object a build touches (64 bytes each;
a node's base fields end at 432, docs/performance-profile.md step 58). `--function` keeps the
instructions of functions whose mangled name contains TEXT. Needs valgrind and objdump (binutils),
and `make bench` (or `make bench-instructions`) to have built the release benchmark. valgrind 3.19
cannot read that binary's DWARF, so a copy without debug sections is profiled.
"""
import collections, os, re, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind_bench  # noqa: E402


def position(token, previous):
    """A callgrind position: absolute, relative (+N / -N) or the same as before (*)."""
    if token == "*":
        return previous
    if token[0] in "+-":
        return previous + int(token, 0)
    return int(token, 0)


def misses_per_instruction(path):
    """The misses at each address, and each address's (function, object file), from a callgrind
    file written with --dump-instr=yes."""
    # Names are compressed: "fn=(12) name" the first time, "fn=(12)" after; "cfn=" and "cob="
    # (a call's target) define names too.
    names = {"fn": {}, "ob": {}}
    current = {"fn": "?", "ob": "?"}
    address, line, in_call = 0, 0, False
    per, owner = collections.Counter(), {}
    with open(path) as f:
        for raw in f:
            text = raw.rstrip("\n")
            m = re.match(r"(c?)(fn|ob)=\((\d+)\)(?: (.*))?", text)
            if m:
                table = names[m.group(2)]
                if m.group(4):
                    table[m.group(3)] = m.group(4)
                if not m.group(1):
                    current[m.group(2)] = table.get(m.group(3), "?")
                continue
            if text.startswith("calls="):
                in_call = True
                continue
            if not text or not (text[0].isdigit() or text[0] in "+-*"):
                continue
            fields = text.split()
            address = position(fields[0], address)
            if len(fields) > 1:
                line = position(fields[1], line)
            if in_call:   # the cost line after calls= is the callee's inclusive cost
                in_call = False
                continue
            events = [int(x) for x in fields[2:]] + [0] * 9
            missed = events[4] + events[5]   # Ir Dr Dw I1mr D1mr D1mw ...
            if missed:
                per[address] += missed
                owner[address] = (current["fn"], current["ob"])
    return per, owner


def disassembly(binary, address):
    """The instruction at `address` (objdump from a little before it, so it starts in step)."""
    out = subprocess.run(["objdump", "-d", "--no-show-raw-insn", f"--start-address={address - 0x80}",
                          f"--stop-address={address + 0x10}", binary], capture_output=True, text=True).stdout
    for text in out.splitlines():
        if re.match(rf"\s*{address:x}:", text):
            return text.split(":", 1)[1].strip()
    return "?"


def main():
    args = sys.argv[1:]
    only = None
    if "--function" in args:
        i = args.index("--function")
        if i + 1 >= len(args):
            print("miss-lines: --function: expected the text of a function's name after it", file=sys.stderr); sys.exit(2)
        only = args[i + 1]; del args[i:i + 2]
    workload, frames, top = callgrind_bench.usage("miss-lines", __doc__, args)
    frames, top = frames or 10, top or 30
    callgrind_bench.check("miss-lines", ["valgrind", "objdump", "strip"])
    with tempfile.TemporaryDirectory() as tmp:
        try:
            out, binary = callgrind_bench.profile(tmp, workload, frames, ["--cache-sim=yes", "--dump-instr=yes"])
        except subprocess.CalledProcessError as e:
            print(f"miss-lines: the profile of {workload} failed:\n{e.stderr.decode()[-2000:]}", file=sys.stderr); sys.exit(1)
        per, owner = misses_per_instruction(out)
        total = sum(per.values())
        print(f"{workload}: {total:,} first-level data misses in {frames} frames ({total / frames:,.0f} a frame)")
        chosen = [(a, m) for a, m in per.most_common() if only is None or only in owner[a][0]][:top]
        for address, missed in chosen:
            function, obj = owner[address]
            instruction = disassembly(binary, address) if obj == binary else "(in " + os.path.basename(obj) + ")"
            print(f"{missed / frames:10,.0f} a frame  {instruction:40.40}  {function[:90]}")


if __name__ == "__main__":
    main()
