#!/bin/bash
# Gomoku SPRT G20 (issue 45, item 3): the four-three's counter-four defences (a stone that turns the four's forced
# block into a four of one's own is searched as a defence, in the tree's four-three lists and among the root's
# refutations of a VCF; the false renju win of the bar match's game 4) against the jar before (a72e161's play),
# renju (rule 4) on 15x15, 20,000 nodes a move, balanced renju openings.
# Jars in /tmp/s13/cf/: new.jar (gomoku-brain.jar of the commit that adds CounterFourDefenceTest: bench 766,851),
# old.jar (a72e161's: bench 779,395), arena.jar (main's). To go on: this folder's run.json and units.jsonl in
# /tmp/s13/cf/g20/ and   docs/history/sprt-runs/gomoku-renju-counterfour-4507/run.sh --resume
cd /work/main
exec java -jar /tmp/s13/cf/arena.jar gomoku --rule renju --size 15 --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} \
  --seed 4507 --turn-ms 15000 --openings data/gomoku/openings/balanced_renju_15x15.txt --out /tmp/s13/cf/g20 --no-progress "$@" \
  --a "java -jar /tmp/s13/cf/new.jar protocol --nodes 20000" --a-name counterfour \
  --b "java -jar /tmp/s13/cf/old.jar protocol --nodes 20000" --b-name base-a72e161
