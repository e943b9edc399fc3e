#!/usr/bin/env python3
"""Our score in a c-gomoku-cli gauntlet against a peer, and a candidate's paired difference to a baseline.

Usage: cgc_paired_screen.py [--ours NAME] CANDIDATE_DIR [BASELINE_DIR]
Each DIR holds the games.pgn of one run of docs/tools/cgc_fixed_node_gauntlet.sh (the same openings in
the same order, so game N of both runs starts from the same opening with the same colours). At fixed
nodes on both sides the games are nearly deterministic (a baseline run twice differed in 6 of 169
games), so the difference of two runs is the candidate's own, and its standard error measures how
far it carries over to other openings: a screen, not an SPRT.

Games not ended by a five or a draw (a peer's failed START, a forfeit) are void and left out of both
scores. c-gomoku-cli's PGN writes the Result field reversed ("1-0" for a white win): the Termination
field ("Black win by five connection") decides here. Tested by bench's CgcPairedScreenTest.
"""
import argparse
import math
import re
import sys

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("candidate", metavar="CANDIDATE_DIR")
parser.add_argument("baseline", nargs="?", metavar="BASELINE_DIR")
parser.add_argument("--ours", default="ours", metavar="NAME", help="our brain's name in the runs (default ours)")
args = parser.parse_args()


def load(folder):
    """Round -> (our score 0/0.5/1, True when ours had black), or None for a void game."""
    games = {}
    for block in open(folder + "/games.pgn").read().split("[Event")[1:]:
        tag = dict(re.findall(r'\[(\w+) "(.*?)"\]', block))
        black, white = tag.get("Black"), tag.get("White")
        if args.ours not in (black, white):
            sys.exit(f"{folder}: game {tag.get('Round')} has no engine named {args.ours} (--ours NAME)")
        end = tag.get("Termination", "")
        if "five" in end:
            black_score = 1.0 if end.startswith("Black win") else 0.0
        elif "draw" in end.lower():
            black_score = 0.5
        else:
            games[tag.get("Round")] = None
            continue
        ours_black = black == args.ours
        games[tag.get("Round")] = (black_score if ours_black else 1.0 - black_score, ours_black)
    return games


def summary(folder, games):
    scored = [g for g in games.values() if g]
    total = sum(s for s, _ in scored)
    as_black = [s for s, b in scored if b]
    as_white = [s for s, b in scored if not b]
    share = 100.0 * total / len(scored) if scored else 0.0
    print(f"{folder}: {len(games)} games, {len(games) - len(scored)} void, {args.ours} {total:g} of "
          f"{len(scored)} ({share:.1f}%); as black {sum(as_black):g} of {len(as_black)}, "
          f"as white {sum(as_white):g} of {len(as_white)}")


candidate = load(args.candidate)
summary(args.candidate, candidate)
if args.baseline:
    baseline = load(args.baseline)
    summary(args.baseline, baseline)
    both = [k for k in candidate if candidate[k] and baseline.get(k)]
    diff = [candidate[k][0] - baseline[k][0] for k in both]
    if len(diff) < 2:
        sys.exit("fewer than two games played out in both runs")
    mean = sum(diff) / len(diff)
    se = math.sqrt(sum((d - mean) ** 2 for d in diff) / (len(diff) - 1) / len(diff))
    print(f"paired on {len(diff)} games: candidate - baseline {mean:+.3f} a game (standard error {se:.3f}); "
          f"candidate better in {sum(d > 0 for d in diff)}, baseline in {sum(d < 0 for d in diff)}")
