#!/bin/bash
# Gomoku SPRT G28 (issue 43, item 1): the SPSA run S3's values after 649 iterations, rounded
# (docs/history/spsa-runs/gomoku-margins-4103/iterations.jsonl, its last theta), against the defaults, the same jar
# (main at 62eda60, whose defaults play as b27c8d6's), freestyle 20x20, 20,000 nodes a move (S3's own games' setting),
# balanced openings, bounds (0, 10).
# Jars in /tmp/s15/g28/. To go on: this folder's run.json and units.jsonl in /tmp/s15/g28/run/ and
#   docs/history/sprt-runs/gomoku-spsa-s3-4307/run.sh --resume
cd /work/main
exec java -jar /tmp/s15/g28/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4307 --turn-ms 15000 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s15/g28/run --no-progress "$@" \
  --a "java -jar /tmp/s15/g28/gomoku-brain.jar protocol --nodes 20000 --search-config patternEvalScale=37,reductionScale=69,moveCountScale=124,pvReductionLess=8,blockExtension=13,futilityScale=118,razorScale=100,failHighScale=101,aspirationDelta=23,cutNodeReduction=21,researchScale=122,vcfDeltaScale=95" --a-name spsa-s3-649 \
  --b "java -jar /tmp/s15/g28/gomoku-brain.jar protocol --nodes 20000" --b-name defaults
