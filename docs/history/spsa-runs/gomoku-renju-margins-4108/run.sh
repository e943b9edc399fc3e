#!/bin/bash
# Prepared and started in session 18 (2026-12-07/08), paused at 1013 iterations.
# Gomoku SPSA S8 (issue 45, item 3): S5 again from today's defaults. S5 tuned renju from S3's values and its result
# lost under renju to freestyle's S4 and S6 values (SPRT G33, -14.3 Elo), so renju's own set starts from those:
# the twelve settings S3-S5 tuned, their ranges and steps, from the defaults of main at d316283 (bench 461,769);
# renju (rule 4) 15x15, 20,000 nodes a move, both balanced renju files (600), the brains kept
# (INFO search_config). A result ships as SearchConfig.RENJU_CHANGES only after an SPRT under renju accepts it.
# Jars (gomoku-brain.jar, arena.jar of main at d316283 or later while bench is 461,769) in /tmp/s8/.
# To go on after a stop: this folder's iterations.jsonl and spsa.json in /tmp/s8/run/ and
#   CONCURRENCY=2 docs/history/spsa-runs/gomoku-renju-margins-4108/run.sh --resume
cd /work/main
T=/tmp/s8; mkdir -p $T
cat data/gomoku/openings/balanced_renju_15x15.txt data/gomoku/openings/balanced_renju_15x15_seed5.txt > $T/openings.txt
exec java -jar $T/arena.jar spsa --rule renju --size 15 --iterations ${ITERATIONS:-3000} --concurrency ${CONCURRENCY:-1} --seed 4108 \
  --openings $T/openings.txt --out $T/run --reuse-engines search_config "$@" \
  --engine "java -jar $T/gomoku-brain.jar protocol --nodes 20000 --search-config {}" \
  --param patternEvalScale,27,10,120,5,0.02 \
  --param reductionScale,93,40,200,10,0.02 \
  --param moveCountScale,132,50,250,10,0.02 \
  --param pvReductionLess,9,0,32,3,0.02 \
  --param blockExtension,6,0,32,3,0.02 \
  --param futilityScale,84,30,250,12,0.02 \
  --param razorScale,85,30,250,12,0.02 \
  --param failHighScale,115,40,250,12,0.02 \
  --param aspirationDelta,26,4,64,4,0.02 \
  --param cutNodeReduction,17,0,64,5,0.02 \
  --param researchScale,138,40,250,12,0.02 \
  --param vcfDeltaScale,73,30,200,10,0.02
