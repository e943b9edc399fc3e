#!/bin/bash
# Gomoku SPRT G22 (issue 45, item 3): `--search-config threatReductionLess=32` (two plies less late-move reduction for
# a move that makes an open three or more: the forced line of the renju bar match's game 8, Rapfi's mate in 13, was
# hidden by reductions; found at 32, not at 16) against the default 0, the same jar; renju (rule 4) on 15x15, 20,000 nodes a move.
# Jar in /tmp/s13/cf/: trl.jar (gomoku-brain.jar of the commit adding threatReductionLess: bench 766,851), arena.jar.
# To go on: this folder's run.json and units.jsonl in /tmp/s13/cf/g22/ and
#   docs/history/sprt-runs/gomoku-renju-threatreduction-4508/run.sh --resume
cd /work/main
exec java -jar /tmp/s13/cf/arena.jar gomoku --rule renju --size 15 --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} \
  --seed 4508 --turn-ms 15000 --openings data/gomoku/openings/balanced_renju_15x15.txt --out /tmp/s13/cf/g22 --no-progress "$@" \
  --a "java -jar /tmp/s13/cf/trl.jar protocol --nodes 20000 --search-config threatReductionLess=32" --a-name threat-less-32 \
  --b "java -jar /tmp/s13/cf/trl.jar protocol --nodes 20000" --b-name default
