#!/usr/bin/env bash
# Spreads `kibitz-cli annotate` over several processes with GNU parallel (Debian package
# `parallel`), and checks that the result is the very same PGN as one process gives.
#
# The annotator reads PGN on standard input and writes PGN on standard output, one game at a time,
# and with a fixed node budget its output for a game depends on nothing but the game and the
# options. So a database can be cut into chunks of whole games anywhere, annotated anywhere, and
# put back together in order:
#
#   parallel --pipe --recstart '[Event ' -N 50 --keep-order kibitz-cli annotate - - < IN > OUT
#
# --recstart '[Event ' cuts only before a game's first tag, -N 50 gives each process 50 games, and
# --keep-order writes the chunks back in input order. Add --sshlogin host1,host2 (or
# --slf hostfile) to spread the chunks over machines that have kibitz-cli installed.
#
# Usage: tools/scaleout/annotate_parallel.sh [IN.pgn] [-- annotate options]
#   IN.pgn defaults to ../shared/data/pgn/annotated/all.pgn (48 games).
#   The annotate options default to a small budget (--nodes 5000 --leaf-nodes 500
#   --expansions 4) so that the check takes a minute; give your own after `--`.
#   JOBS (default: the number of cores) processes, GAMES_PER_JOB (default 10) games each.
# Exit status: 0 when both outputs are identical, 1 when they differ or a run fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cli=${KIBITZ_CLI:-$root/build/bin/kibitz-cli}
input=$root/../shared/data/pgn/annotated/all.pgn
if [ $# -gt 0 ] && [ "$1" != "--" ]; then
    input=$1
    shift
fi
[ "${1:-}" = "--" ] && shift
options=("$@")
[ ${#options[@]} -gt 0 ] || options=(--nodes 5000 --leaf-nodes 500 --expansions 4)
jobs=${JOBS:-$(nproc)}
per_job=${GAMES_PER_JOB:-10}

command -v parallel >/dev/null || { echo "$0: GNU parallel is missing: run tools/setup.sh" >&2; exit 1; }
[ -x "$cli" ] || { echo "$0: $cli is missing: build first (tools/setup.sh)" >&2; exit 1; }
[ -r "$input" ] || { echo "$0: cannot read $input" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
games=$(grep -c '^\[Event ' "$input" || true)
echo "input: $input ($games games); annotate options: ${options[*]}"

start=$(date +%s%N)
"$cli" annotate - - --threads "$jobs" "${options[@]}" < "$input" > "$work/one.pgn"
one=$((($(date +%s%N) - start) / 1000000))

start=$(date +%s%N)
parallel --will-cite --pipe --recstart '[Event ' -N "$per_job" --keep-order --jobs "$jobs" \
    "$cli" annotate - - --threads 1 "${options[@]}" < "$input" > "$work/many.pgn"
many=$((($(date +%s%N) - start) / 1000000))

out_games=$(grep -c '^\[Event ' "$work/many.pgn" || true)
printf 'one process, %s threads:           %7d ms\n' "$jobs" "$one"
printf 'GNU parallel, %s jobs of %s games:   %7d ms\n' "$jobs" "$per_job" "$many"
if cmp -s "$work/one.pgn" "$work/many.pgn"; then
    echo "identical: $out_games games, $(wc -c < "$work/many.pgn") bytes"
else
    echo "DIFFERENT outputs:" >&2
    diff "$work/one.pgn" "$work/many.pgn" | head -20 >&2
    exit 1
fi
