#!/bin/bash
# Gomoku SPRT G33 (issue 45, item 3): the SPSA run S5's values after 637 iterations, rounded
# (docs/history/spsa-runs/gomoku-renju-margins-4105/iterations.jsonl, its last theta), against the defaults,
# the same jar (main with S6's defaults, G31: bench 461,769); renju (rule 4) on 15x15, 20,000 nodes a move (S5's own setting), both files of balanced renju
# openings (600), bounds (0, 10), the brains kept between games. Jars (gomoku-brain.jar, arena.jar) in /tmp/s18/g33/.
# To go on: this folder's run.json and units.jsonl in /tmp/s18/g33/run/ and
#   docs/history/sprt-runs/gomoku-renju-spsa-s5-4511/run.sh --resume
cd /work/main
T=/tmp/s18/g33; mkdir -p $T
cat data/gomoku/openings/balanced_renju_15x15.txt data/gomoku/openings/balanced_renju_15x15_seed5.txt > $T/openings.txt
exec java -jar $T/arena.jar gomoku --rule renju --size 15 --games 6000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4511 --turn-ms 15000 --openings $T/openings.txt --out $T/run --no-progress \
  --reuse-engines "$@" \
  --a "java -jar $T/gomoku-brain.jar protocol --nodes 20000 --search-config patternEvalScale=38,reductionScale=63,moveCountScale=121,pvReductionLess=15,blockExtension=9,futilityScale=105,razorScale=48,failHighScale=102,aspirationDelta=8,cutNodeReduction=12,researchScale=131,vcfDeltaScale=103" --a-name spsa-s5-637 \
  --b "java -jar $T/gomoku-brain.jar protocol --nodes 20000" --b-name defaults
