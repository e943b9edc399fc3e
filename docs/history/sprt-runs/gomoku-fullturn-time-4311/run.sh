#!/bin/bash
# Gomoku SPRT G34 (issue 43, item 2): `--search-config fullTurn=true` (under a turn limit alone, new iterations until
# the hard deadline whatever the move's signals say, as Rapfi spends its turn) against the default, the same jar
# (main with S6's defaults, G31: bench 461,769), 1,000 ms a turn (hard deadline 800 ms: the default's soft target
# is 680 ms times the signals' factor), freestyle 20x20, balanced openings, two games at once, bounds (0, 10),
# the brains kept between games. Time losses are faults the record names. Jars in /tmp/s18/g34/.
# To go on: this folder's run.json and units.jsonl in /tmp/s18/g34/run/ and
#   docs/history/sprt-runs/gomoku-fullturn-time-4311/run.sh --resume
cd /work/main
exec java -jar /tmp/s18/g34/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4311 --turn-ms 1000 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s18/g34/run --no-progress \
  --reuse-engines "$@" \
  --a "java -jar /tmp/s18/g34/gomoku-brain.jar protocol --search-config fullTurn=true" --a-name full-turn \
  --b "java -jar /tmp/s18/g34/gomoku-brain.jar protocol" --b-name default
