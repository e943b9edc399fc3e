#!/bin/bash
# Gomoku SPSA S3 (issue 43, item 1): S1's twelve settings (the selective search's margins, reductions, move
# counts, extensions, aspiration window and the evaluation's scale) tuned together at 20,000 nodes a move
# (freestyle 20x20, balanced openings), started from today's defaults (patternEvalScale 50 since G10).
# 3,000 iterations (pairs) planned, run in the gaps between time-based runs, over several sessions.
# S2's settings and steps on the search of b27c8d6 (the counter-four defences: S2's jar, a72e161, plays the
# search before them). Jars: gomoku-brain.jar and arena.jar of main at b27c8d6 in /tmp/s14/spsa/ (a later main
# serves as well while its freestyle bench positions search the same nodes, 603,839 of the bench's 766,851).
# To go on after a stop: this folder's iterations.jsonl and spsa.json in /tmp/s14/spsa/run/ and
#   CONCURRENCY=1 docs/history/spsa-runs/gomoku-margins-4103/run.sh --resume
cd /work/main
exec java -jar /tmp/s14/spsa/arena.jar spsa --iterations 3000 --concurrency ${CONCURRENCY:-1} --seed 4103 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s14/spsa/run "$@" \
  --engine 'java -jar /tmp/s14/spsa/gomoku-brain.jar protocol --nodes 20000 --search-config {}' \
  --param patternEvalScale,50,20,120,5,0.02 \
  --param reductionScale,100,40,200,10,0.02 \
  --param moveCountScale,100,50,200,10,0.02 \
  --param pvReductionLess,8,0,32,3,0.02 \
  --param blockExtension,21,0,32,3,0.02 \
  --param futilityScale,100,40,250,12,0.02 \
  --param razorScale,100,40,250,12,0.02 \
  --param failHighScale,100,40,250,12,0.02 \
  --param aspirationDelta,16,4,64,4,0.02 \
  --param cutNodeReduction,29,0,64,5,0.02 \
  --param researchScale,100,40,250,12,0.02 \
  --param vcfDeltaScale,100,40,200,10,0.02
