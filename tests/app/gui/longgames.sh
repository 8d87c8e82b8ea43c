#!/bin/bash
# The window on long games, through --screenshot: each opens, is analysed and drawn within a
# time and memory bound. Games of shuffling knights, written here: 20,000 and 40,000 plies.
# Usage: longgames.sh KIBITZ_BINARY. Exit status 1 when a bound is broken.
set -u
gui=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
for plies in 20000 40000; do
    game=$dir/shuffle-$plies.pgn
    python3 - "$plies" "$game" <<'PY'
import sys
plies, path = int(sys.argv[1]), sys.argv[2]
moves = ["Nf3", "Nf6", "Ng1", "Ng8"]
words = [(f"{i // 2 + 1}. " if i % 2 == 0 else "") + moves[i % 4] for i in range(plies)]
open(path, "w").write('[Event "shuffle"]\n[Result "*"]\n\n' + " ".join(words) + " *\n")
PY
    # Bounds: four seconds per thousand plies at the tests' budget (the analysis is linear in
    # the length; a quadratic step would break it at 40,000 plies), and 2 GB.
    limit=$((plies * 4 / 1000))
    /usr/bin/time -f "%e %M" -o "$dir/time" timeout "$((limit * 2))" "$gui" \
        --screenshot "$dir/shot.png" --analysis-nodes 200 "$game" >/dev/null 2>"$dir/err"
    exit=$?
    read -r seconds kilobytes <"$dir/time" || { seconds=-1; kilobytes=-1; }
    echo "$plies plies: exit $exit, ${seconds} s, $((kilobytes / 1024)) MB (bounds ${limit} s, 2048 MB)"
    if [ "$exit" -ne 0 ] || [ ! -s "$dir/shot.png" ] ||
        awk -v s="$seconds" -v l="$limit" 'BEGIN { exit !(s > l) }' ||
        [ "$kilobytes" -gt $((2048 * 1024)) ]; then
        tail -5 "$dir/err"
        status=1
    fi
done
exit $status
