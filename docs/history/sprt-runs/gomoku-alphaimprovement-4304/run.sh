#!/bin/bash
# Gomoku SPRT G25 (issue 43): alphaImprovementReduction=16 (a PV node's later moves a ply shallower each time a
# move raises alpha, between 2 and 12 plies; Rapfi's ALPHA_IMPROVEMENT_REDUCTION) against 0, the same jar,
# freestyle 20x20, 20,000 nodes a move, balanced openings, bounds (0, 10).
# Jars: gomoku-brain.jar of the commit that added the setting and arena.jar of main, in /tmp/s15/g25/. To go on:
# this folder's run.json and units.jsonl in /tmp/s15/g25/run/ and
#   docs/history/sprt-runs/gomoku-alphaimprovement-4304/run.sh --resume
cd /work/main
exec java -jar /tmp/s15/g25/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4304 --turn-ms 15000 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s15/g25/run --no-progress "$@" \
  --a "java -jar /tmp/s15/g25/gomoku-brain.jar protocol --nodes 20000 --search-config alphaImprovementReduction=16" --a-name air16 \
  --b "java -jar /tmp/s15/g25/gomoku-brain.jar protocol --nodes 20000" --b-name air0
