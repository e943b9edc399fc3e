#!/usr/bin/env python3
"""How late a fresh Gomocup brain's first reply comes, as a manager reading the pipe sees it.

Usage: python3 docs/tools/first_reply_latency.py JAR TURN_MS RUNS

Each run starts `java -jar JAR`, sends START 15 and waits for OK (set-up is on no clock), then sends
INFO timeout_turn TURN_MS and TURN 7,7 in one write and times the answer line from that write. It
prints the answer, the milliseconds and the brain's last MESSAGE line (depth, or the watchdog's note).
"""
import subprocess
import sys
import time


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[2])
    jar, turn, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    for _ in range(runs):
        p = subprocess.Popen(["java", "-jar", jar], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, bufsize=1)
        p.stdin.write("START 15\n")
        p.stdin.flush()
        while p.stdout.readline().strip() != "OK":
            pass
        p.stdin.write("INFO timeout_turn %d\nTURN 7,7\n" % turn)
        p.stdin.flush()
        sent = time.monotonic()
        note = ""
        while True:
            line = p.stdout.readline()
            if not line:
                sys.exit("the brain closed its output without a move")
            line = line.strip()
            if line.startswith("MESSAGE"):
                note = line
            elif line[:1].isdigit():
                break
        ms = (time.monotonic() - sent) * 1000
        p.stdin.write("END\n")
        p.stdin.flush()
        p.wait(5)
        print("timeout_turn %d: %s after %.0f ms (%s)" % (turn, line, ms, note[:70]))


if __name__ == "__main__":
    main()
