#!/usr/bin/env bash
# Builds the PGN reader's libFuzzer target and runs it for a while.
set -euo pipefail

usage() {
    cat <<USAGE
Usage: tools/fuzz/run_pgn_fuzzer.sh [SECONDS]

Builds fuzz_pgn_reader (Clang, libFuzzer, ASan and UBSan) in build-fuzz/ and runs it for SECONDS
seconds (default 300) over a corpus seeded from tests/data/pgn. The corpus grows in
build-fuzz/corpus and is reused by the next run.

On a crash or a violated oracle property the input is copied to
tests/data/pgn/fuzz/crash-<sha1 prefix>.pgn, where tst_fuzzregressions replays it, and the script
exits with status 1.

Environment: FUZZ_JOBS (default 1) runs that many fuzzing processes in parallel;
FUZZ_EXTRA_ARGS is passed to the fuzzer as is (e.g. "-only_ascii=1").
USAGE
}

if [[ $# -gt 1 || ${1:-} == -h || ${1:-} == --help ]]; then
    usage
    [[ $# -gt 1 ]] && exit 2
    exit 0
fi
seconds=${1:-300}
if ! [[ $seconds =~ ^[0-9]+$ ]] || [[ $seconds -eq 0 ]]; then
    echo "run_pgn_fuzzer.sh: SECONDS must be a positive whole number, not '$seconds'" >&2
    usage >&2
    exit 2
fi
jobs=${FUZZ_JOBS:-1}

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$root/build-fuzz
data=$root/tests/data/pgn
crashes=$data/fuzz

for tool in clang clang++ cmake; do
    command -v "$tool" >/dev/null || { echo "run_pgn_fuzzer.sh: $tool is not installed" >&2; exit 2; }
done

echo "== Building fuzz_pgn_reader in $build"
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DKIBITZ_FUZZ=ON -DBUILD_GUI=OFF \
    -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --target fuzz_pgn_reader --parallel
fuzzer=$build/bin/fuzz_pgn_reader

# Seeds: the small real files (a big one is cut by -max_len anyway and slows every mutation), the
# edge cases and every input that once crashed. Names are content hashes, so reseeding is harmless.
corpus=$build/corpus
mkdir -p "$corpus"
shopt -s nullglob
seeds=0
for file in "$data"/real/*.pgn "$data"/edge/*.pgn "$crashes"/*.pgn; do
    [[ $(stat -c %s "$file") -lt 100000 ]] || continue
    cp "$file" "$corpus/seed-$(sha1sum "$file" | cut -c1-40)"
    seeds=$((seeds + 1))
done
echo "== Corpus $corpus: $seeds seed files, $(find "$corpus" -type f | wc -l) in all"

artifacts=$build/artifacts
mkdir -p "$artifacts"
before=$(find "$artifacts" -type f -printf '%f\n')

echo "== Fuzzing for $seconds s ($jobs job(s)); log in $build/fuzz.log"
args=(-max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048
    -dict="$root/tools/fuzz/pgn.dict" -artifact_prefix="$artifacts/" -print_final_stats=1)
[[ $jobs -gt 1 ]] && args+=(-fork="$jobs")
read -r -a extra <<<"${FUZZ_EXTRA_ARGS:-}"
args+=("${extra[@]}")
status=0
(cd "$build" && "$fuzzer" "${args[@]}" "$corpus") 2>&1 | tee "$build/fuzz.log" || status=$?

# Whatever the exit status says, an artifact that is new is a finding.
found=0
for artifact in "$artifacts"/*; do
    name=$(basename "$artifact")
    grep -qxF "$name" <<<"$before" && continue
    case $name in crash-* | timeout-* | oom-* | leak-*) ;; *) continue ;; esac
    target=$crashes/crash-$(sha1sum "$artifact" | cut -c1-12).pgn
    cp "$artifact" "$target"
    echo "== Finding ($name) saved as ${target#"$root"/}"
    found=$((found + 1))
done

if [[ $found -gt 0 ]]; then
    cat <<ADVICE

== The fuzzer found $found failing input(s). What to do:
   1. Reproduce:  $fuzzer <file>   (prints the violated property or the sanitizer's report)
      Minimise:   $fuzzer -minimize_crash=1 -runs=100000 -max_len=4096 <file>
   2. Fix the bug in core/pgn. tst_fuzzregressions replays every file in tests/data/pgn/fuzz, so it
      fails until the bug is fixed (and fails again if the bug comes back).
   3. Commit the file(s) in tests/data/pgn/fuzz with the fix.
ADVICE
    exit 1
fi
if [[ $status -ne 0 ]]; then
    echo "== The fuzzer exited with status $status without leaving an input; see $build/fuzz.log" >&2
    exit "$status"
fi
echo "== No crash in $seconds s."
