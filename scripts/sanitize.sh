#!/usr/bin/env bash
# The native search core (belote_cli/bots/_search.c) built with gcc's AddressSanitizer and
# UndefinedBehaviorSanitizer, and the search's tests run on it, the slow ones included:
# the endings against minimax, the positions pinned to the pure-Python reference under
# every contract kind, and the fuzz of the extension's entry point and tables. Without the
# sanitizers, a read past the end of a table may go unseen; with them, the first one (or
# an overflow, a shift out of range, a misaligned access) ends the run with a report.
#
#     bash scripts/sanitize.sh [PYTHON] [PYTEST ARGS...]
#
# PYTHON (default: python3) must have pytest and hypothesis; the package is taken from a
# copy of this tree, never from what PYTHON has installed. Where gcc or its sanitizer
# libraries are missing, it says so and exits 0 (nothing to run). Takes about a minute.
# -h or --help prints this text. Its output piped into a reader that stops early
# (`| head -2`), it ends quietly with exit 1, as the other scripts and `belote` do, not 0:
# pytest, which prints most of the lines, ends so itself, and the run was not seen through.
set -euo pipefail
# Print a line (run a command that prints) for the reader: the reader gone, SIGPIPE ends
# the subshell, not the script (exit 141), and the script ends with exit 1.
out() { ( "$@" ) || exit 1; }
case ${1:-} in
    -h|--help)
        # The comment above, from its second line to the first line that is not one.
        out sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p}' "$0"
        exit 0
        ;;
esac
python=${1:-python3}
shift || true
# The interpreter by its full path: the tests run from elsewhere.
if ! full=$("$python" -c 'import sys; print(sys.executable)' 2>/dev/null); then
    echo "sanitize: $python: not a Python interpreter that runs (give one with pytest and" \
        "hypothesis, or none for python3)" >&2
    exit 2
fi
python=$full
cd "$(dirname "$0")/.."
cc=${CC:-gcc}

if ! command -v "$cc" >/dev/null; then
    out echo "sanitize: no $cc: skipped"
    exit 0
fi
asan=$("$cc" -print-file-name=libasan.so)
ubsan=$("$cc" -print-file-name=libubsan.so)
if [ ! -e "$asan" ] || [ ! -e "$ubsan" ]; then
    out echo "sanitize: $cc has no libasan.so or libubsan.so: skipped"
    exit 0
fi
read -r include suffix < <("$python" -c 'import sysconfig
print(sysconfig.get_paths()["include"], sysconfig.get_config_var("EXT_SUFFIX"))')

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The package's sources, the tests and their settings, and no build of any kind; run from
# there, since Python puts the working folder first on its path.
tar -c --exclude='__pycache__' --exclude='*.so' belote_cli tests pyproject.toml \
    | tar -x -C "$tmp"
"$cc" -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
    -fno-sanitize-recover=all -shared -fPIC -I"$include" \
    belote_cli/bots/_search.c -o "$tmp/belote_cli/bots/_search$suffix"

# Python is not built with the sanitizers, so their runtimes are preloaded; Python's own
# allocations are never all freed, so the leak check is off. pytest leaves the file
# descriptors alone (--capture=sys), so that a sanitizer's report reaches the terminal.
# Set for Python alone: every other command runs without them. BELOTE_PURE_PYTHON would
# turn the native core off.
sanitized=(env -u BELOTE_PURE_PYTHON "LD_PRELOAD=$asan $ubsan"
           ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
           UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 "PYTHONPATH=$tmp" "$python")
cd "$tmp"
# Where the sanitizers cannot start at all (an address-space limit, a kernel that refuses
# their memory layout), there is nothing to run.
if ! "${sanitized[@]}" -c pass 2>"$tmp/start.log"; then
    out echo "sanitize: Python does not start with the sanitizers preloaded: skipped"
    out head -n 5 "$tmp/start.log"
    exit 0
fi
"${sanitized[@]}" -c 'import sys, belote_cli.bots.solver as s
sys.exit(None if s.NATIVE and s._NATIVE_MODULE.__file__.startswith(sys.argv[1])
         else "sanitize: the sanitized core was not the one imported")' "$tmp"
# In one process, without pyproject.toml's addopts (its -n would need pytest-xdist), the
# slow tests too.
"${sanitized[@]}" -m pytest -q -p no:cacheprovider --capture=sys -o addopts= \
    -m 'slow or not slow' tests/test_search.py "$@"
out echo "sanitize: the native core passed the search's tests under ASan and UBSan"
