#!/usr/bin/env python3
"""Score, colours and search figures of a c-gomoku-cli match of our brain against Rapfi.

Usage: cgc_rapfi_match_stats.py [--ours NAME] [--rapfi NAME] MATCH_DIR
MATCH_DIR holds the match's games.pgn and messages.txt, written by c-gomoku-cli's -pgn and -msg
options; NAME is each engine's name= in the c-gomoku-cli command (default ours and rapfi). A match
whose games name other engines is refused: counting them would turn every win into a draw.

Games not ended by five or a draw (a time forfeit, a crash) are listed and left out: the Rapfi bar
scores the played-out games only. Our figures come from its "MESSAGE search: depth D, ... N ms,
X n/s" lines (one per searched move), Rapfi's from its "Speed ...K | Depth D-S | ... Time Tms" lines.
Tested by bench's CgcRapfiMatchStatsTest (the default Maven test run).
"""
import argparse
import os
import re
import statistics as st
import sys
from collections import Counter

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("folder", nargs="?", default=".", metavar="MATCH_DIR")
parser.add_argument("--ours", default="ours", metavar="NAME", help="our brain's name in the match (default ours)")
parser.add_argument("--rapfi", default="rapfi", metavar="NAME", help="Rapfi's name in the match (default rapfi)")
args = parser.parse_args()
ours_name, rapfi_name = args.ours, args.rapfi

pgn = open(args.folder + "/games.pgn").read()
played, wins = 0, Counter()
for block in pgn.split("[Event")[1:]:
    tag = lambda name: re.search(r'\[' + name + r' "([^"]*)"', block).group(1)
    white, black, result, how = tag("White"), tag("Black"), tag("Result"), tag("Termination")
    if {white, black} != {ours_name, rapfi_name}:
        sys.exit(f"{os.path.basename(sys.argv[0])}: a game of {black} (black) and {white} (white), not of {ours_name} and"
                 f" {rapfi_name}: give the engines' names with --ours NAME --rapfi NAME")
    if "five" not in how and "draw" not in how.lower():
        print(f"not played out: game {block.split(chr(34))[1]}, black {black}, white {white}: {how}")
        continue
    played += 1
    if result in ("1-0", "0-1"):
        winner = white if result == "1-0" else black
        wins[(winner, "black" if winner == black else "white")] += 1
ours = wins[(ours_name, "black")] + wins[(ours_name, "white")]
rapfi = wins[(rapfi_name, "black")] + wins[(rapfi_name, "white")]
print(f"played out {played}: {ours_name} {ours} - {rapfi_name} {rapfi}, draws {played - ours - rapfi}"
      f" ({100.0 * ours / max(played, 1):.1f}% won by {ours_name})")
print("wins by colour: " + ", ".join(f"{w} as {c} {n}" for (w, c), n in sorted(wins.items())))


def summary(name, depth, nodes_per_second, ms):
    if depth:
        print(f"{name}: {len(depth)} searched moves, median depth {st.median(depth)},"
              f" median {st.median(nodes_per_second) / 1000:.0f} k nodes/s,"
              f" mean {st.mean(ms):.0f} ms, median {st.median(ms):.0f} ms, max {max(ms)} ms")


messages = open(args.folder + "/messages.txt").read()
o, r = re.escape(ours_name), re.escape(rapfi_name)
summary(ours_name, [int(x) for x in re.findall(o + r": search: depth (\d+)", messages)],
        [int(x) for x in re.findall(o + r": search: .*? (\d+) n/s", messages)],
        [int(x) for x in re.findall(o + r": search: .*?, (\d+) ms,", messages)])
summary(rapfi_name, [int(x) for x in re.findall(r + r": Speed \S+ \| Depth (\d+)-", messages)],
        [1000 * float(x) for x in re.findall(r + r": Speed (\d+)K", messages)],
        [int(x) for x in re.findall(r + r": Speed .*Time (\d+)ms", messages)])
