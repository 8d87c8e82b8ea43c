#!/usr/bin/env python3
"""The longest stretches a thread of Kibitz spent in one event handler, from a perf recording.

  perf record -F 60 --call-graph dwarf,16384 -o F.perf build/bin/kibitz --screenshot out.png GAME
  tools/gui/guistalls.py F.perf [HZ]

The main (GUI) thread is the one with the lowest thread id. Each sample is put under its
outermost Kibitz frame (the handler the event loop called); back-to-back samples under the same
frame make one stretch, whose length at HZ samples a second (60 unless told) is printed, longest
first: how long a click had to wait at worst. perf is Debian's linux-perf.
"""
import argparse
import re
import subprocess

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("perf", help="the recording (perf record -o)")
    parser.add_argument("hz", nargs="?", type=float, default=60.0, help="its samples a second")
    args = parser.parse_args()
    perf, hz = args.perf, args.hz
    text = subprocess.run(["perf", "script", "-i", perf, "-F", "tid,time,ip,sym"],
                          capture_output=True, text=True, check=True).stdout
    samples, current = [], None
    for line in text.splitlines():
        if not line.strip():
            if current:
                samples.append(current)
            current = None
        elif not line.startswith("\t"):
            tid, time = line.split()[:2]
            current = (int(tid), float(time.rstrip(":")), [])
        elif current:
            fields = line.strip().split(None, 1)
            current[2].append(fields[1] if len(fields) > 1 else "")
    if current:
        samples.append(current)
    if not samples:
        parser.exit(1, "guistalls.py: no samples in " + perf + "\n")
    main = min(tid for tid, _, _ in samples)
    stretches = []  # [frame, start, end, samples]
    for tid, time, frames in samples:
        if tid != main:
            continue
        ours = [f for f in frames if "kibitz::" in f]
        frame = re.sub(r"\(.*", "", ours[-1] if ours else frames[-1] if frames else "?")[:100]
        if stretches and stretches[-1][0] == frame and time - stretches[-1][2] < 2.5 / hz:
            stretches[-1][2] = time
            stretches[-1][3] += 1
        else:
            stretches.append([frame, time, time, 1])
    stretches.sort(key=lambda s: -s[3])
    for frame, _, _, count in stretches[:8]:
        print(f"{count / hz:5.2f} s  {frame}")


if __name__ == "__main__":
    main()
