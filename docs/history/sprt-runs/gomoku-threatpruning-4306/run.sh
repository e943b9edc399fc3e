#!/bin/bash
# Gomoku SPRT G27 (issue 43): threatPruning=false (no razoring and no futility at a node whose opponent has an
# open three; forced wins 51 of 62 against 37) against true, the same jar, freestyle 20x20, 20,000 nodes a
# move, balanced openings, bounds (0, 10).
# Jars: gomoku-brain.jar of the commit that added the setting and arena.jar of main, in /tmp/s15/g27/. To go on:
# this folder's run.json and units.jsonl in /tmp/s15/g27/run/ and
#   docs/history/sprt-runs/gomoku-threatpruning-4306/run.sh --resume
cd /work/main
exec java -jar /tmp/s15/g27/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4306 --turn-ms 15000 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s15/g27/run --no-progress "$@" \
  --a "java -jar /tmp/s15/g27/gomoku-brain.jar protocol --nodes 20000 --search-config threatPruning=false" --a-name nothreatprune \
  --b "java -jar /tmp/s15/g27/gomoku-brain.jar protocol --nodes 20000" --b-name base
