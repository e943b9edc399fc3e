#!/usr/bin/env python3
"""Mean/median/max think time per side from arena game-*.json (all moves, and moves over 50 ms = searched)."""
import json, glob, sys, statistics as st
for d in sys.argv[1:]:
    per = {}
    for f in sorted(glob.glob(d + '/game-*.json')):
        g = json.load(open(f))
        for m in g['moves']:
            per.setdefault(m['side'], []).append(m['ms'])
    for side, ms in sorted(per.items()):
        s = [x for x in ms if x > 50]
        print(f"{d} side {side}: moves {len(ms)} mean {st.mean(ms):.0f} median {st.median(ms):.0f} max {max(ms):.0f} ms;"
              f" searched(>50ms) {len(s)} mean {st.mean(s) if s else 0:.0f} ms")
