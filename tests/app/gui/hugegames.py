#!/usr/bin/env python3
"""Writes one hostile game as PGN: the long and huge games the window and annotate must survive.

  hugegames.py shuffle PLIES FILE    knights shuffled back and forth, on one line
  hugegames.py nested COUNT FILE     1. e4 with COUNT alternatives, each inside the one before
  hugegames.py siblings COUNT FILE   1. e4 with COUNT alternatives side by side
"""
import sys

kind, count, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
firsts = ["d4", "c4", "Nf3", "b3"]
with open(path, "w") as out:
    out.write('[Event "%s %d"]\n[Result "*"]\n\n' % (kind, count))
    if kind == "shuffle":
        moves = ["Nf3", "Nf6", "Ng1", "Ng8"]
        out.write(" ".join((f"{i // 2 + 1}. " if i % 2 == 0 else "") + moves[i % 4]
                           for i in range(count)))
    elif kind == "nested":
        out.write("1. e4 " + " ".join("(1. " + firsts[i % 4] for i in range(count)) + ")" * count)
    elif kind == "siblings":
        out.write("1. e4 " + " ".join("(1. " + firsts[i % 4] + ")" for i in range(count)))
    else:
        sys.exit("hugegames.py: unknown kind " + kind)
    out.write(" *\n")
