#!/bin/bash
# Prepared in session 16 (2026-12-07); started in session 17 at 21:00 (jars of main at 44f64d3), paused at 637 for G31.
# Gomoku SPSA S6 (issue 43, item 1): the twelve numbers of the design that became settings after S4 (razor and
# prune depths, the singular test's depth, depth share and reduction, the PV node's reductions, the reductions of
# distant non-blocks, continued attacks and by history, the counter-move bonus), from their design values, and
# two switches at 0 by default that may go either way (ttPvReductionLess, threatReductionLess: -16 reduces such
# moves a ply more, 32 two plies less), the rest at the defaults; 20,000 nodes a move, freestyle 20x20, balanced openings; 3,000 iterations planned over
# several sessions. Jars: gomoku-brain.jar and arena.jar of main at ec0e0fe or later (INFO search_config: the two
# brains are kept for the run, --reuse-engines), on the defaults the run started from, in /tmp/s6/. To go on after a stop: this folder's iterations.jsonl and spsa.json in
# /tmp/s6/run/ and
#   CONCURRENCY=2 docs/history/spsa-runs/gomoku-design-4106/run.sh --resume
cd /work/main
exec java -jar /tmp/s6/arena.jar spsa --iterations 3000 --concurrency ${CONCURRENCY:-1} --seed 4106 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s6/run --reuse-engines search_config "$@" \
  --engine 'java -jar /tmp/s6/gomoku-brain.jar protocol --nodes 20000 --search-config {}' \
  --param razorDepth,42,16,96,6,0.02 \
  --param pruneDepth,69,32,128,8,0.02 \
  --param singularDepth,106,48,192,12,0.02 \
  --param singularDepthPercent,46,25,75,5,0.02 \
  --param notSingularReduction,24,0,48,4,0.02 \
  --param pvNoTableMoveReduction,5,0,32,3,0.02 \
  --param pvTableDepthGapPercent,28,0,80,6,0.02 \
  --param farFromOpponentReduction,31,0,64,5,0.02 \
  --param farFromOwnReduction,15,0,48,4,0.02 \
  --param continuedAttackReductionLess,8,0,32,3,0.02 \
  --param historyReduction,8,0,32,3,0.02 \
  --param counterMoveBonus,21,0,80,6,0.02 \
  --param ttPvReductionLess,0,-16,32,4,0.02 \
  --param threatReductionLess,0,-16,32,4,0.02
