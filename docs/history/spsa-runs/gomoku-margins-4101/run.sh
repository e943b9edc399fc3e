#!/bin/bash
# Gomoku SPSA (issue 43, item 1): the selective search's margins, reductions, move counts, extensions,
# aspiration window and the evaluation's scale tuned together at 20,000 nodes a move (freestyle 20x20,
# balanced openings), 3,000 pairs planned. Jars: gomoku-brain.jar and arena.jar of main at 2990260 in
# /tmp/s10/spsa/ (a later main serves as well while its freestyle bench positions search the same nodes, 1,168,465).
# To go on after a stop: this folder's iterations.jsonl and spsa.json in
# /tmp/s10/spsa/run/ and
#   CONCURRENCY=1 docs/history/spsa-runs/gomoku-margins-4101/run.sh --resume
# singularScale is left out: at these depths it barely changes the tree (bench depth 8: 27,450 against
# 27,437 nodes at 1000%).
cd /work/main
java -jar /tmp/s10/spsa/arena.jar spsa --iterations 3000 --concurrency ${CONCURRENCY:-1} --seed 4101 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s10/spsa/run "$@" \
  --engine 'java -jar /tmp/s10/spsa/gomoku-brain.jar protocol --nodes 20000 --search-config {}' \
  --param patternEvalScale,75,30,150,6,0.02 \
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
