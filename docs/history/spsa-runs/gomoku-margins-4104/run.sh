#!/bin/bash
# Gomoku SPSA S4 (issue 43, item 1): S3's twelve settings tuned on from S3's values (the defaults since SPRT G28),
# the same ranges and steps, 20,000 nodes a move, freestyle 20x20, balanced openings; 3,000 iterations planned over
# several sessions. Jars: gomoku-brain.jar and arena.jar of main at 66c8aa8 in /tmp/s15/s4/ (a later main serves as
# well while its bench signature is 895,311). To go on after a stop: this folder's iterations.jsonl and spsa.json in
# /tmp/s15/s4/run/ and
#   CONCURRENCY=2 docs/history/spsa-runs/gomoku-margins-4104/run.sh --resume
cd /work/main
exec java -jar /tmp/s15/s4/arena.jar spsa --iterations 3000 --concurrency ${CONCURRENCY:-1} --seed 4104 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s15/s4/run "$@" \
  --engine 'java -jar /tmp/s15/s4/gomoku-brain.jar protocol --nodes 20000 --search-config {}' \
  --param patternEvalScale,37,20,120,5,0.02 \
  --param reductionScale,69,40,200,10,0.02 \
  --param moveCountScale,124,50,200,10,0.02 \
  --param pvReductionLess,8,0,32,3,0.02 \
  --param blockExtension,13,0,32,3,0.02 \
  --param futilityScale,118,40,250,12,0.02 \
  --param razorScale,100,40,250,12,0.02 \
  --param failHighScale,101,40,250,12,0.02 \
  --param aspirationDelta,23,4,64,4,0.02 \
  --param cutNodeReduction,21,0,64,5,0.02 \
  --param researchScale,122,40,250,12,0.02 \
  --param vcfDeltaScale,95,40,200,10,0.02
