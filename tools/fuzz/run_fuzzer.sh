#!/usr/bin/env bash
# Builds one of Kibitz's libFuzzer targets and runs it for a while.
set -euo pipefail

usage() {
    cat <<USAGE
Usage: tools/fuzz/run_fuzzer.sh TARGET [SECONDS]

TARGET is one of
  pgn   fuzz_pgn_reader: the PGN reader, writer and game tree (oracle tests/fuzz/pgn_oracle.h),
        seeded from tests/data/pgn; findings go to tests/data/pgn/fuzz (tst_fuzzregressions)
  uci   fuzz_uci: the UCI protocol as Kibitz speaks it as an engine, one GUI command a line, and
        the parsers of engine output (oracle tests/fuzz/uci_oracle.h), seeded from
        tests/data/hostile/uci; findings go to tests/data/uci/fuzz (tst_ucifuzzregressions)

Builds the target (Clang, libFuzzer, ASan and UBSan) in build-fuzz/ and runs it for SECONDS
seconds (default 300). The corpus grows in build-fuzz/corpus-TARGET and is reused by the next run.

On a crash or a violated oracle property the input is copied to the target's findings folder as
crash-<sha1 prefix>.<pgn|uci>, where its regression test replays it, and the script exits with
status 1.

Environment: FUZZ_JOBS (default 1) runs that many fuzzing processes in parallel;
FUZZ_EXTRA_ARGS is passed to the fuzzer as is (e.g. "-only_ascii=1").
USAGE
}

for arg in "$@"; do
    if [[ $arg == -h || $arg == --help ]]; then
        usage
        exit 0
    fi
done
if [[ $# -lt 1 || $# -gt 2 ]]; then
    usage >&2
    exit 2
fi
target=$1
seconds=${2:-300}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
shopt -s nullglob
case $target in
pgn)
    binary=fuzz_pgn_reader
    ext=pgn
    crashes=$root/tests/data/pgn/fuzz
    seedFiles=("$root"/../shared/data/pgn/*.pgn "$root"/tests/data/pgn/edge/*.pgn "$crashes"/*.pgn)
    replay=tst_fuzzregressions
    fixIn=core/pgn
    ;;
uci)
    binary=fuzz_uci
    ext=uci
    crashes=$root/tests/data/uci/fuzz
    seedFiles=("$root"/tests/data/hostile/uci/*.uci "$crashes"/*.uci)
    replay=tst_ucifuzzregressions
    fixIn="core/search (or core/engines for the engine-output parsers)"
    ;;
*)
    echo "run_fuzzer.sh: TARGET must be pgn or uci, not '$target'" >&2
    usage >&2
    exit 2
    ;;
esac
if ! [[ $seconds =~ ^[0-9]+$ ]] || [[ $seconds -eq 0 ]]; then
    echo "run_fuzzer.sh: SECONDS must be a positive whole number, not '$seconds'" >&2
    usage >&2
    exit 2
fi
jobs=${FUZZ_JOBS:-1}
build=$root/build-fuzz

for tool in clang clang++ cmake; do
    command -v "$tool" >/dev/null || { echo "run_fuzzer.sh: $tool is not installed" >&2; exit 2; }
done

echo "== Building $binary in $build"
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DKIBITZ_FUZZ=ON -DBUILD_GUI=OFF \
    -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --target "$binary" --parallel
fuzzer=$build/bin/$binary

# Seeds: the small files (a big one is cut by -max_len anyway and slows every mutation), the
# edge cases and every input that once crashed. Names are content hashes, so reseeding is harmless.
corpus=$build/corpus-$target
# The PGN corpus of earlier runs, from before there were two targets.
[[ $target == pgn && -d $build/corpus && ! -e $corpus ]] && mv "$build/corpus" "$corpus"
mkdir -p "$corpus"
seeds=0
for file in "${seedFiles[@]}"; do
    [[ $(stat -c %s "$file") -lt 100000 ]] || continue
    cp "$file" "$corpus/seed-$(sha1sum "$file" | cut -c1-40)"
    seeds=$((seeds + 1))
done
echo "== Corpus $corpus: $seeds seed files, $(find "$corpus" -type f | wc -l) in all"

artifacts=$build/artifacts-$target
mkdir -p "$artifacts"
before=$(find "$artifacts" -type f -printf '%f\n')

log=$build/fuzz-$target.log
echo "== Fuzzing $binary for $seconds s ($jobs job(s)); log in $log"
args=(-max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048
    -dict="$root/tools/fuzz/$target.dict" -artifact_prefix="$artifacts/" -print_final_stats=1)
[[ $jobs -gt 1 ]] && args+=(-fork="$jobs")
read -r -a extra <<<"${FUZZ_EXTRA_ARGS:-}"
args+=("${extra[@]}")
status=0
(cd "$build" && "$fuzzer" "${args[@]}" "$corpus") 2>&1 | tee "$log" || status=$?

# Whatever the exit status says, an artifact that is new is a finding.
found=0
mkdir -p "$crashes"
for artifact in "$artifacts"/*; do
    name=$(basename "$artifact")
    grep -qxF "$name" <<<"$before" && continue
    case $name in crash-* | timeout-* | oom-* | leak-*) ;; *) continue ;; esac
    saved=$crashes/crash-$(sha1sum "$artifact" | cut -c1-12).$ext
    cp "$artifact" "$saved"
    echo "== Finding ($name) saved as ${saved#"$root"/}"
    found=$((found + 1))
done

if [[ $found -gt 0 ]]; then
    cat <<ADVICE

== The fuzzer found $found failing input(s). What to do:
   1. Reproduce:  $fuzzer <file>   (prints the violated property or the sanitizer's report)
      Minimise:   $fuzzer -minimize_crash=1 -runs=100000 -max_len=4096 <file>
   2. Fix the bug in $fixIn. $replay replays every file in ${crashes#"$root"/}, so it
      fails until the bug is fixed (and fails again if the bug comes back).
   3. Commit the file(s) in ${crashes#"$root"/} with the fix.
ADVICE
    exit 1
fi
if [[ $status -ne 0 ]]; then
    echo "== The fuzzer exited with status $status without leaving an input; see $log" >&2
    exit "$status"
fi
echo "== No crash in $seconds s."
