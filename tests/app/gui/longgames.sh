#!/bin/bash
# Long and huge games, written here (hugegames.py), through the window (--screenshot) and
# `kibitz-cli annotate`: each opens, is analysed and drawn (or annotated) within a time and a
# memory bound. The window reads at most 500,000 moves of a game and says so; the rest must still
# cost no more than reading. Usage: longgames.sh KIBITZ KIBITZ_CLI. Exit status 1 when a bound
# is broken.
set -u
gui=$1
cli=$2
here=$(dirname "$0")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
# Bounds at the tests' budget: LIMIT seconds (alone, each case takes under ten, annotate's million
# plies sixteen; the bounds leave room for a busy machine, and a step quadratic in the length
# would take hours) and 2 GB.
# run NAME LIMIT COMMAND...: runs it under the bounds and reports.
run() {
    local name=$1 limit=$2
    shift 2
    /usr/bin/time -f "%e %M" -o "$dir/time" timeout $((limit * 4)) "$@" >/dev/null 2>"$dir/err"
    local exit=$?
    local seconds kilobytes
    # The last line: time writes "Command exited with non-zero status N" before it.
    read -r seconds kilobytes < <(tail -n 1 "$dir/time") || { seconds=-1; kilobytes=-1; }
    echo "$name: exit $exit, ${seconds} s, $((kilobytes / 1024)) MB (bounds ${limit} s, 2048 MB)"
    if [ "$exit" -ne 0 ] || awk -v s="$seconds" -v l="$limit" 'BEGIN { exit !(s > l) }' ||
        [ "$kilobytes" -gt $((2048 * 1024)) ]; then
        tail -5 "$dir/err"
        status=1
    fi
}
# The window: 20,000 and 100,000 plies; 7,000,000 plies on one line of 58 MB; a million nested and
# a million sibling variations.
for game in "shuffle 20000" "shuffle 100000" "shuffle 7000000" "nested 1000000" \
    "siblings 1000000"; do
    set -- $game
    python3 "$here/hugegames.py" "$1" "$2" "$dir/game.pgn"
    rm -f "$dir/shot.png"
    run "window, $game" 60 "$gui" --screenshot "$dir/shot.png" --analysis-nodes 200 \
        "$dir/game.pgn"
    if [ ! -s "$dir/shot.png" ]; then
        echo "window, $game: no screenshot"
        status=1
    fi
done
# annotate: a million plies, every one of them judged.
python3 "$here/hugegames.py" shuffle 1000000 "$dir/game.pgn"
run "annotate, shuffle 1000000" 120 "$cli" annotate "$dir/game.pgn" -q --nodes 2000 \
    -o "$dir/annotated.pgn"
if ! grep -q "500000. Ng1" "$dir/annotated.pgn"; then
    echo "annotate, shuffle 1000000: the annotated game lacks its last moves"
    status=1
fi
exit $status
