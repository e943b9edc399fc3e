#!/bin/bash
# Gomoku SPRT G24 (issue 45, item 2): the shipped model with the renju black table's (table 2) values of the 866
# codes renju forbids black (PatternCode.threat(code, true) == FORBID: an overline, two fours or two open threes;
# copied from freestyle's table, where they are strong shapes; mean 2, at most 183) set to -50 (about what a point
# without shape is worth), against the shipped model; renju (rule 4) on 15x15, 20,000 nodes a move.
# The candidate: `java -cp gomoku-brain.jar ForbidZero.java pattern.model forbid-50.model -50` (this folder's
# ForbidZero.java; pattern.model = gomoku-brain/src/main/resources/dev/gamebots/gomoku/eval/pattern.model,
# sha256 319bc45a...; the result's sha256 in the SPRT log). Jars in /tmp/s13/cf/ (new.jar: bench 766,851).
# To go on: this folder's run.json and units.jsonl in /tmp/s13/cf/g24/ and
#   docs/history/sprt-runs/gomoku-renju-forbidvalue-4509/run.sh --resume
cd /work/main
exec java -jar /tmp/s13/cf/arena.jar gomoku --rule renju --size 15 --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} \
  --seed 4509 --turn-ms 15000 --openings data/gomoku/openings/balanced_renju_15x15.txt --out /tmp/s13/cf/g24 --no-progress "$@" \
  --a "java -jar /tmp/s13/cf/new.jar protocol --nodes 20000 --eval-file /tmp/s13/cf/forbid-50.model" --a-name forbid-50 \
  --b "java -jar /tmp/s13/cf/new.jar protocol --nodes 20000" --b-name shipped
