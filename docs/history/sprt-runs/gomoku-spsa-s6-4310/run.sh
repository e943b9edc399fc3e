#!/bin/bash
# Gomoku SPRT G31 (issue 43, item 1): the SPSA run S6's values after 637 iterations, rounded
# (docs/history/spsa-runs/gomoku-design-4106/iterations.jsonl, its last theta), against the defaults (S4's, G30), the
# same jar (main at 8434170 or later while bench is 489,461), freestyle 20x20, 20,000 nodes a move (S6's own games'
# setting), balanced openings, bounds (0, 10), the brains kept between games.
# Jars in /tmp/s17/g31/ (main at 8434170 or later while bench is 489,461 and the defaults are S4's). To go on: this folder's run.json and units.jsonl in /tmp/s17/g31/run/ and
#   docs/history/sprt-runs/gomoku-spsa-s6-4310/run.sh --resume
cd /work/main
exec java -jar /tmp/s17/g31/arena.jar gomoku --games 6000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4310 --turn-ms 15000 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s17/g31/run --no-progress \
  --reuse-engines "$@" \
  --a "java -jar /tmp/s17/g31/gomoku-brain.jar protocol --nodes 20000 --search-config razorDepth=39,pruneDepth=80,singularDepth=84,singularDepthPercent=41,notSingularReduction=24,pvNoTableMoveReduction=5,pvTableDepthGapPercent=18,farFromOpponentReduction=32,farFromOwnReduction=13,continuedAttackReductionLess=11,historyReduction=8,counterMoveBonus=46,ttPvReductionLess=4,threatReductionLess=1" --a-name spsa-s6-637 \
  --b "java -jar /tmp/s17/g31/gomoku-brain.jar protocol --nodes 20000" --b-name defaults
