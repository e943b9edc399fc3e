#!/bin/bash
# Gomoku SPRT G23 (issue 43): `--search-config threatReductionLess=16` (one ply less late-move reduction for a move
# that makes an open three or more) against the default 0, the same jar; freestyle on 20x20, 20,000 nodes a move,
# balanced freestyle openings. The forced-wins suite at 1,000,000 nodes: 41 of 62 at 16, 40 at 32, 37 at 0
# (`java -jar trl.jar wins docs/data/gomoku-forced-wins.txt --search-config threatReductionLess=16`).
# Jar in /tmp/s13/cf/: trl.jar (gomoku-brain.jar of c4af427: bench 766,851), arena.jar.
# To go on: this folder's run.json and units.jsonl in /tmp/s13/cf/g23/ and
#   docs/history/sprt-runs/gomoku-threatreduction-4303/run.sh --resume
cd /work/main
exec java -jar /tmp/s13/cf/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} \
  --seed 4303 --turn-ms 15000 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s13/cf/g23 --no-progress "$@" \
  --a "java -jar /tmp/s13/cf/trl.jar protocol --nodes 20000 --search-config threatReductionLess=16" --a-name threat-less-16 \
  --b "java -jar /tmp/s13/cf/trl.jar protocol --nodes 20000" --b-name default
