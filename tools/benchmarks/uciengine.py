"""A UCI engine over pipes, for the benchmarks: one process, its handshake and options, searches
by nodes, and what the last whole line of a search says (score, WDL, depth, first move)."""
import shutil
import subprocess


class UciEngine:
    """One engine process. `command` is a path or a whole command line (a list, for another UCI
    engine such as ["kibitz-cli", "uci"]); `options` are (name, value) pairs set after `uci`;
    `nice` lowers its priority; `own_session` keeps Ctrl+C for the script. A process that ends
    early raises RuntimeError."""

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
            self.send(f"setoption name {name} value {value}")
        self.ready()

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

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

    def search(self, position, nodes):
        """The lines of one search of `position` (a `position ...` command) to `nodes` nodes, the
        `bestmove` line last."""
        self.send(position)
        self.send(f"go nodes {nodes}")
        return self.read_until("bestmove")

    def close(self):
        try:
            self.send("quit")
            self.process.wait(timeout=10)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def best_move(lines):
    """The search's best move in UCI, None where it had none."""
    fields = lines[-1].split()
    return fields[1] if len(fields) > 1 and fields[1] != "(none)" else None


def whole_lines(lines):
    """The info lines of a search with a score that is no bound: [(multipv rank, fields)]."""
    found = []
    for line in lines:
        fields = line.split()
        if not fields or fields[0] != "info" or "score" not in fields:
            continue
        if "lowerbound" in fields or "upperbound" in fields:
            continue
        rank = int(fields[fields.index("multipv") + 1]) if "multipv" in fields else 1
        found.append((rank, fields))
    return found


def last_line(lines, rank=1):
    """The fields of the last whole line of that rank, or None."""
    chosen = [fields for r, fields in whole_lines(lines) if r == rank]
    return chosen[-1] if chosen else None


def score_of(fields):
    """("cp", X) or ("mate", N), the side to move's standpoint."""
    at = fields.index("score")
    return fields[at + 1], int(fields[at + 2])


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
