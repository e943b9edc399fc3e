#!/usr/bin/env python3
"""Score, colours and search figures of a c-gomoku-cli match of our brain ("ours") against Rapfi ("rapfi").

Usage: cgc_rapfi_match_stats.py MATCH_DIR   (the folder holding the match's games.pgn and messages.txt,
written by c-gomoku-cli's -pgn and -msg options; the engines named ours and rapfi).

Games not ended by five or a draw (a time forfeit, a crash) are listed and left out: the issue-32 bar
scores the played-out games only. Ours' figures come from its "MESSAGE search: depth D, ... N ms,
X n/s" lines (one per searched move), Rapfi's from its "Speed ...K | Depth D-S | ... Time Tms" lines.
"""
import re
import statistics as st
import sys
from collections import Counter

folder = sys.argv[1] if len(sys.argv) > 1 else "."
pgn = open(folder + "/games.pgn").read()
played, wins = 0, Counter()
for block in pgn.split("[Event")[1:]:
    tag = lambda name: re.search(r'\[' + name + r' "([^"]*)"', block).group(1)
    white, black, result, how = tag("White"), tag("Black"), tag("Result"), tag("Termination")
    if "five" not in how and "draw" not in how.lower():
        print(f"not played out: game {block.split(chr(34))[1]}, black {black}, white {white}: {how}")
        continue
    played += 1
    if result in ("1-0", "0-1"):
        winner = white if result == "1-0" else black
        wins[(winner, "black" if winner == black else "white")] += 1
ours = wins[("ours", "black")] + wins[("ours", "white")]
rapfi = wins[("rapfi", "black")] + wins[("rapfi", "white")]
print(f"played out {played}: ours {ours} - rapfi {rapfi}, draws {played - ours - rapfi}"
      f" ({100.0 * ours / max(played, 1):.1f}% won by ours)")
print("wins by colour: " + ", ".join(f"{w} as {c} {n}" for (w, c), n in sorted(wins.items())))


def summary(name, depth, nodes_per_second, ms):
    if depth:
        print(f"{name}: {len(depth)} searched moves, median depth {st.median(depth)},"
              f" median {st.median(nodes_per_second) / 1000:.0f} k nodes/s,"
              f" mean {st.mean(ms):.0f} ms, median {st.median(ms):.0f} ms, max {max(ms)} ms")


messages = open(folder + "/messages.txt").read()
summary("ours", [int(x) for x in re.findall(r"ours: search: depth (\d+)", messages)],
        [int(x) for x in re.findall(r"ours: search: .*? (\d+) n/s", messages)],
        [int(x) for x in re.findall(r"ours: search: .*?, (\d+) ms,", messages)])
summary("rapfi", [int(x) for x in re.findall(r"rapfi: Speed \S+ \| Depth (\d+)-", messages)],
        [1000 * float(x) for x in re.findall(r"rapfi: Speed (\d+)K", messages)],
        [int(x) for x in re.findall(r"rapfi: Speed .*Time (\d+)ms", messages)])
