#!/bin/bash
# Prepared in session 16 (2026-12-07); started in session 17 at 20:56 (jars of main at ec0e0fe), paused at 637 for G31.
# Gomoku SPSA S5 (issue 45, item 3): the twelve settings S3 and S4 tuned for freestyle, tuned for renju (rule 4,
# 15x15) from the defaults (S3's values, SPRT G28), the same ranges and steps, 20,000 nodes a move, balanced renju
# openings (both files, 600); 3,000 iterations planned over several sessions. Jars: gomoku-brain.jar and arena.jar
# of main at ec0e0fe or later (INFO search_config: the two brains are kept for the run, --reuse-engines) in
# /tmp/s16/s5/, while the bench signature is 895,311 and renju plays the same; every tuned number is given, so the
# defaults of main do not matter. To go on after a stop: this folder's iterations.jsonl and spsa.json in /tmp/s16/s5/run/ and
#   CONCURRENCY=2 docs/history/spsa-runs/gomoku-renju-margins-4105/run.sh --resume
cd /work/main
T=/tmp/s16/s5; mkdir -p $T
cat data/gomoku/openings/balanced_renju_15x15.txt data/gomoku/openings/balanced_renju_15x15_seed5.txt > $T/openings.txt
exec java -jar $T/arena.jar spsa --rule renju --size 15 --iterations 3000 --concurrency ${CONCURRENCY:-1} --seed 4105 \
  --openings $T/openings.txt --out $T/run --reuse-engines search_config "$@" \
  --engine "java -jar $T/gomoku-brain.jar protocol --nodes 20000 --search-config {}" \
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
