#!/bin/sh
# Reproduces the WDL parameters committed in core/analysis/wdlmodel.h (THEORY.md §4): self-play
# games of the built-in engine at a fixed node count, then `kibitz-cli wdl-fit` over them.
#
#   tools/wdl/selfplay_fit.sh [GAMES] [NODES]      (defaults: 200 games, 100000 nodes a move)
#
# The openings are tools/wdl/openings-8ply.pgn: 500 eight-ply lines played at least twice in the
# master games of ../shared/data/pgn/masters (tools/benchmarks/make_openings.py --count 500
# --plies 8), each played with both colours, in file order. With a node limit and one thread per
# engine the games are deterministic, so the same build plays the same games: the committed
# tools/wdl/selfplay-100k.pgn.xz is the output of the default run. On 2 cores it takes about
# 40 minutes. Afterwards compare the fitted parameters with those in wdlmodel.h.
set -eu
cd "$(dirname "$0")/../.."
games=${1:-200}
nodes=${2:-100000}
cli=build/bin/kibitz-cli
out=tools/wdl/selfplay-$((nodes / 1000))k.pgn
[ -x "$cli" ] || { echo "selfplay_fit.sh: build first: cmake --build build" >&2; exit 1; }
rm -f "$out"
"$cli" match --engine "$cli uci" --engine "$cli uci" --nodes "$nodes" --games "$games" \
    --concurrency 2 --openings tools/wdl/openings-8ply.pgn --event "Kibitz WDL self-play" \
    --pgn "$out"
"$cli" wdl-fit "$out"
