"""What scripts/profile-breakdown.py and scripts/miss-lines.py share: the release benchmark
binary, checked, and a callgrind run of one of its `profile` workloads around the timed frames."""
import os, shutil, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, ".build-bench/release/playground-bench")


def whole_number(script, what, text):
    """`text` as a whole number above 0, or a one-line error naming `what` and exit code 2."""
    if text is None or not text.isdigit() or int(text) == 0:
        print(f"{script}: {what} {text or ''}: expected a whole number above 0", file=sys.stderr); sys.exit(2)
    return int(text)


def option(script, args, name):
    """The whole number after `name` in `args`, taken out of them (None when `name` is absent)."""
    if name not in args:
        return None
    i = args.index(name)
    value = whole_number(script, name, args[i + 1] if i + 1 < len(args) else None)
    del args[i:i + 2]
    return value


def usage(script, doc, args):
    """`--top N` taken out of `args` (0 when absent), then WORKLOAD and FRAMES (None when absent);
    the script's docstring and exit code 2 when WORKLOAD is missing."""
    top = option(script, args, "--top") or 0
    if not args:
        print(doc.strip(), file=sys.stderr); sys.exit(2)
    return args[0], (whole_number(script, "FRAMES", args[1]) if len(args) > 1 else None), top


def check(script, tools):
    """Exits with a one-line error when the benchmark has not been built or a tool is missing."""
    if not os.access(BENCH, os.X_OK):
        print(f"{script}: {BENCH} is missing; run make bench first", file=sys.stderr); sys.exit(2)
    for tool in tools:
        if not shutil.which(tool):
            print(f"{script}: {tool} is not installed (apt-get install valgrind binutils)", file=sys.stderr); sys.exit(2)


def profile(tmp, workload, frames, callgrind_options=()):
    """Runs the workload's frames under callgrind (instrumented only around `profiledFrames`) on a
    copy of the benchmark without debug sections (valgrind 3.19 cannot read its DWARF). Returns the
    path of callgrind's output and of the copy; raises CalledProcessError when the run fails."""
    exe = os.path.join(tmp, "bench")
    shutil.copy(BENCH, exe)
    subprocess.run(["strip", "-g", exe], check=True)
    out = os.path.join(tmp, "callgrind.out")
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    subprocess.run(["valgrind", "--tool=callgrind", "--toggle-collect=*profiledFrames*", *callgrind_options,
                    f"--callgrind-out-file={out}", exe, "profile", workload, "--frames", str(frames)],
                   check=True, capture_output=True, env=env)
    return out, exe
