#!/bin/bash
# Gomoku SPRT G21 (issues 43 and 45: shared code changed): the four-three's counter-four defences (see
# gomoku-renju-counterfour-4507) against the jar before (a72e161's play), freestyle on 20x20, 20,000 nodes a move,
# balanced freestyle openings; non-regression bounds (-10, 0).
# Jars in /tmp/s13/cf/ as G20's. To go on: this folder's run.json and units.jsonl in /tmp/s13/cf/g21/ and
#   docs/history/sprt-runs/gomoku-counterfour-4302/run.sh --resume
cd /work/main
exec java -jar /tmp/s13/cf/arena.jar gomoku --games 3000 --sprt -10,0 --concurrency ${CONCURRENCY:-1} \
  --seed 4302 --turn-ms 15000 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s13/cf/g21 --no-progress "$@" \
  --a "java -jar /tmp/s13/cf/new.jar protocol --nodes 20000" --a-name counterfour \
  --b "java -jar /tmp/s13/cf/old.jar protocol --nodes 20000" --b-name base-a72e161
