#!/bin/bash
# Gomoku SPRT G30 (issue 43, item 1): the SPSA run S4's values after 634 iterations, rounded
# (docs/history/spsa-runs/gomoku-margins-4104/iterations.jsonl, its last theta), against the defaults (S3's, since
# G28), the same jar (main at b58a5b2), freestyle 20x20, 20,000 nodes a move (S4's own games' setting), balanced
# openings, bounds (0, 10).
# Jars in /tmp/s16/g30/. To go on: this folder's run.json and units.jsonl in /tmp/s16/g30/run/ and
#   docs/history/sprt-runs/gomoku-spsa-s4-4309/run.sh --resume
cd /work/main
exec java -jar /tmp/s16/g30/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4309 --turn-ms 15000 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s16/g30/run --no-progress "$@" \
  --a "java -jar /tmp/s16/g30/gomoku-brain.jar protocol --nodes 20000 --search-config patternEvalScale=27,reductionScale=93,moveCountScale=132,pvReductionLess=9,blockExtension=6,futilityScale=84,razorScale=85,failHighScale=115,aspirationDelta=26,cutNodeReduction=17,researchScale=138,vcfDeltaScale=73" --a-name spsa-s4-634 \
  --b "java -jar /tmp/s16/g30/gomoku-brain.jar protocol --nodes 20000" --b-name defaults
