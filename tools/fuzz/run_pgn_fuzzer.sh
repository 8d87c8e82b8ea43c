#!/usr/bin/env bash
# The PGN fuzzer, as before there were two targets: tools/fuzz/run_fuzzer.sh pgn [SECONDS].
exec "$(dirname "${BASH_SOURCE[0]}")/run_fuzzer.sh" pgn "$@"
