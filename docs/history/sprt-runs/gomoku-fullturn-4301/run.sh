#!/bin/bash
# Gomoku SPRT G16 (issue 43, item 2: spend the turn as the champion does): under a turn limit alone, time not
# spent is lost, so the candidate never stops before the hard deadline (softScale=3 puts every stop target,
# even a very stable move's 70%, past the hard deadline; a decided root still stops) against the default
# (softScale 1.7: a stable move stops starting iterations at 60-72% of the cap), freestyle 20x20, 500 ms a turn,
# balanced openings. The engines and the arena run at nice -5 (above the helpers' builds on the 2 cores).
# Jars in /tmp/s11/g16/: gomoku-brain.jar (main a119c89), arena.jar (main's).
# To go on: this folder's run.json and units.jsonl in /tmp/s11/g16/run/ and
#   docs/history/sprt-runs/gomoku-fullturn-4301/run.sh --resume
cd /work/main
java -jar /tmp/s11/g16/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} --seed 4301 \
  --turn-ms 500 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s11/g16/run "$@" \
  --a "java -jar /tmp/s11/g16/gomoku-brain.jar protocol --search-config softScale=3" --a-name full-turn \
  --b "java -jar /tmp/s11/g16/gomoku-brain.jar protocol" --b-name default
