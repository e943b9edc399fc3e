#!/usr/bin/env python3
"""Think time of two brain jars on the same positions, alternating per position (same load for both).
Positions: every position where side 'a' (our brain) moved in the given arena game records.
usage: paired_time.py TURN_MS JAR_A JAR_B DIR... ; prints per-position ms and the means."""
import json, glob, subprocess, sys, time, threading, queue, statistics as st

turn = int(sys.argv[1]); jars = sys.argv[2:4]; dirs = sys.argv[4:]

def positions():
    out = []
    for d in dirs:
        for f in sorted(glob.glob(d + '/game-*.json')):
            g = json.load(open(f))
            stones = [(x, y, 1 if i % 2 == 0 else 2) for i, (x, y) in enumerate(g['opening'])]
            for m in g['moves']:
                if m['side'] == 'a':
                    out.append((list(stones), m['color']))
                stones.append((m['x'], m['y'], m['color']))
    return out

class Brain:
    def __init__(self, jar):
        self.p = subprocess.Popen(['java', '-jar', jar, 'protocol'], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.q = queue.Queue()
        threading.Thread(target=self.pump, daemon=True).start()
        self.send('START 20'); self.reply()
        self.send(f'INFO timeout_turn {turn}'); self.send('INFO timeout_match 0'); self.send('INFO rule 0')
    def pump(self):
        for l in self.p.stdout:
            self.q.put(l.strip())
    def send(self, s):
        self.p.stdin.write(s + '\n'); self.p.stdin.flush()
    def reply(self):
        while True:
            l = self.q.get(timeout=60)
            if not (l.startswith('MESSAGE') or l.startswith('DEBUG')):
                return l
    def think(self, stones, color):
        lines = ['BOARD'] + [f'{x},{y},{1 if c == color else 2}' for x, y, c in stones]
        self.send('\n'.join(lines))
        t = time.monotonic(); self.send('DONE')
        r = self.reply()
        return (time.monotonic() - t) * 1000, r

ps = positions()
brains = [Brain(j) for j in jars]
for b in brains:  # a first move off the record (a cold JVM)
    b.think(*ps[0])
res = [[], []]
for i, (stones, color) in enumerate(ps):
    order = (0, 1) if i % 2 == 0 else (1, 0)
    for k in order:
        ms, r = brains[k].think(stones, color)
        res[k].append(ms)
    print(f'{i:3d} stones {len(stones):3d}  A {res[0][-1]:7.0f}  B {res[1][-1]:7.0f}', flush=True)
for b in brains:
    b.send('END')
for k in (0, 1):
    ms = res[k]; s = [x for x in ms if x > 50]
    print(f'{"AB"[k]} {jars[k]}: {len(ms)} positions, mean {st.mean(ms):.0f} ms, median {st.median(ms):.0f}, max {max(ms):.0f}; '
          f'searched (>50 ms) {len(s)} mean {st.mean(s):.0f}')
