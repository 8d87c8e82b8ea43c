"""A UCI engine over pipes, for the benchmarks: one process, its handshake and options, searches
by nodes, depth or time, and what the lines of a search say (score, WDL, depth, first move,
MultiPV lines).

    with uciengine.UciEngine("/usr/games/stockfish", [("Threads", 1)]) as engine:
        engine.new_game()
        lines = engine.search(uciengine.position_command(["e2e4"]), nodes=100_000)
        score = uciengine.score_of(uciengine.last_line(lines))

Scripts outside tools/benchmarks import it after
`sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))`.
"""
import os
import shutil
import subprocess


class UciEngine:
    """One engine process. `command` is a path or a whole command line (a list, for another UCI
    engine such as ["kibitz-cli", "uci"]); `options` are (name, value) pairs set after `uci`;
    `nice` lowers its priority; `own_session` keeps Ctrl+C for the script. A process that ends
    early raises RuntimeError. As a context manager it is closed (quit, or killed) at the end."""

    def __init__(self, command, options=(), nice=0, own_session=False):
        self.path = command
        line = list(command) if isinstance(command, list) else [command]
        if nice:
            line = [shutil.which("nice") or "nice", "-n", str(nice)] + line
        self.process = subprocess.Popen(line, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, bufsize=1,
                                        start_new_session=own_session)
        self.send("uci")
        self.name = command
        for reply in self.read_until("uciok"):
            if reply.startswith("id name "):
                self.name = reply[len("id name "):]
        for name, value in options:
            self.set_option(name, value)
        self.ready()

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def set_option(self, name, value):
        """Sends `setoption`; call ready() before relying on it where the engine takes time."""
        self.send(f"setoption name {name} value {value}")

    def ready(self):
        self.send("isready")
        self.read_until("readyok")

    def read_until(self, word):
        """The lines up to and with the first that is `word` or starts with it."""
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.path} exited before '{word}'")
            line = line.strip()
            lines.append(line)
            if line == word or line.startswith(word + " "):
                return lines

    def new_game(self):
        self.send("ucinewgame")
        self.ready()

    def search(self, position, nodes=None, depth=None, movetime=None, searchmoves=()):
        """The lines of one search of `position` (a `position ...` command), the `bestmove` line
        last: `go` with the limits given (depth, nodes, movetime in ms) and, when some are given,
        `searchmoves`."""
        go = "go"
        for name, value in (("depth", depth), ("nodes", nodes), ("movetime", movetime)):
            if value is not None:
                go += f" {name} {value}"
        if searchmoves:
            go += " searchmoves " + " ".join(searchmoves)
        self.send(position)
        self.send(go)
        return self.read_until("bestmove")

    def perft(self, position):
        """The legal moves of `position` in UCI, from `go perft 1` (Stockfish's, not UCI)."""
        self.send(position)
        self.send("go perft 1")
        return [line.split(":")[0] for line in self.read_until("Nodes searched:")
                if ":" in line and not line.startswith("Nodes")]

    def board(self, position):
        """(FEN, the checkers' squares) of `position`, from `d` (Stockfish's, not UCI)."""
        self.send(position)
        self.send("d")
        shown = self.read_until("Checkers:")
        fen = next(line for line in shown if line.startswith("Fen:")).split()[1]
        return fen, shown[-1].split()[1:]

    def kill(self):
        """Ends the process at once (an engine in a search, or hung)."""
        self.process.kill()

    def close(self):
        """`quit`; a process that has not ended 10 s later is killed."""
        try:
            self.send("quit")
            self.process.wait(timeout=10)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def banner(command):
    """The first line an engine writes when it starts (Stockfish: its name and version)."""
    return subprocess.run([command], input="quit\n", capture_output=True,
                          text=True).stdout.splitlines()[0]


def find(path, default, name="stockfish"):
    """`path` where it can be run; where it is the `default` (Debian's place), else `name` on
    the PATH; None where neither is there."""
    if os.access(path, os.X_OK):
        return path
    return shutil.which(name) if path == default else None


def position_command(moves=(), fen=None):
    """`position startpos` (or `position fen FEN`) with ` moves ...` when there are some."""
    base = f"position fen {fen}" if fen else "position startpos"
    return base + (" moves " + " ".join(moves) if moves else "")


def best_move(lines):
    """The search's best move in UCI, None where it had none."""
    fields = lines[-1].split()
    return fields[1] if len(fields) > 1 and fields[1] != "(none)" else None


def whole_lines(lines, bounds=False):
    """The info lines of a search with a score that is no bound (with `bounds`, the bounds too):
    [(multipv rank, fields)]."""
    found = []
    for line in lines:
        fields = line.split()
        if not fields or fields[0] != "info" or "score" not in fields:
            continue
        if not bounds and ("lowerbound" in fields or "upperbound" in fields):
            continue
        rank = int(fields[fields.index("multipv") + 1]) if "multipv" in fields else 1
        found.append((rank, fields))
    return found


def last_line(lines, rank=1, bounds=False):
    """The fields of the last whole line of that rank (or the last line with a score, bound or
    not, with `bounds`), or None."""
    chosen = [fields for r, fields in whole_lines(lines, bounds) if r == rank]
    return chosen[-1] if chosen else None


def best_lines(lines):
    """The fields of the last whole line with a pv of each MultiPV rank, best rank first."""
    found = {rank: fields for rank, fields in whole_lines(lines) if "pv" in fields}
    return [found[rank] for rank in sorted(found)]


def score_of(fields):
    """("cp", X) or ("mate", N), the side to move's standpoint."""
    at = fields.index("score")
    return fields[at + 1], int(fields[at + 2])


def white_score(score, white_to_move):
    """A score of score_of (side to move) as White's cp (int) or "#+N"/"#-N" (a mate)."""
    kind, value = score
    sign = 1 if white_to_move else -1
    if kind == "cp":
        return sign * value
    # mate N: the side to move mates in N (N > 0) or is mated in -N (N <= 0; 0: mated now).
    white_mates = (value > 0) == white_to_move
    return f"#{'+' if white_mates else '-'}{abs(value)}"


def value_after(fields, name):
    """The integer after `name` in the line, None when the line has none."""
    return int(fields[fields.index(name) + 1]) if name in fields else None


def wdl_of(fields):
    """(W, D, L) permille, the side to move's standpoint, None without UCI_ShowWDL."""
    if "wdl" not in fields:
        return None
    at = fields.index("wdl")
    return tuple(int(x) for x in fields[at + 1:at + 4])


def first_move(fields):
    return fields[fields.index("pv") + 1] if "pv" in fields else None
