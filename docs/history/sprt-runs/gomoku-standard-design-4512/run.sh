#!/bin/bash
# Gomoku SPRT G35 (issue 45, no regression): under standard (rule 1, exactly five), the search's values before any
# SPSA run (the design's: S1/S2's starts and S6's design numbers) against today's defaults (freestyle's S3, S4 and
# S6 values, shipped to every rule without an SPRT under standard), the same jar (main at 3473312: bench 461,769).
# Why: the standard bar fell from 8 - 12 (the jar of e87b3c3, the design's values) to 2026-12-08's run (README of
# docs/history/matches/gomoku-rapfi-15x15-2026-12-07/). 15x15, 20,000 nodes a move, balanced standard openings,
# bounds (0, 10) for the design's values, the brains kept. Jars in /tmp/s18/g35/.
# To go on: this folder's run.json and units.jsonl in /tmp/s18/g35/run/ and
#   docs/history/sprt-runs/gomoku-standard-design-4512/run.sh --resume
cd /work/main
exec java -jar /tmp/s18/g35/arena.jar gomoku --rule standard --size 15 --games 6000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4512 --turn-ms 15000 --openings data/gomoku/openings/balanced_standard_15x15.txt --out /tmp/s18/g35/run --no-progress \
  --reuse-engines "$@" \
  --a "java -jar /tmp/s18/g35/gomoku-brain.jar protocol --nodes 20000 --search-config patternEvalScale=50,reductionScale=100,moveCountScale=100,pvReductionLess=8,blockExtension=21,futilityScale=100,razorScale=100,failHighScale=100,aspirationDelta=16,cutNodeReduction=29,researchScale=100,vcfDeltaScale=100,razorDepth=42,pruneDepth=69,singularDepth=106,singularDepthPercent=46,pvTableDepthGapPercent=28,farFromOpponentReduction=31,farFromOwnReduction=15,continuedAttackReductionLess=8,counterMoveBonus=21,ttPvReductionLess=0,threatReductionLess=0" --a-name design-values \
  --b "java -jar /tmp/s18/g35/gomoku-brain.jar protocol --nodes 20000" --b-name defaults
