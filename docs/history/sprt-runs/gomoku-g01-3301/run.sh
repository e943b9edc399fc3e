#!/bin/bash
# Gomoku tables SPRT (issue 32 item 2): the fit on gen0 + gen1 against the shipped tables, fixed nodes, resumable (--resume).
# To go on: the jars of 828d09a (gomoku-brain.jar, arena.jar) in /tmp/sprt-g01/, this folder's run.json and units.jsonl in
# /tmp/sprt-g01/run/, and the candidate refitted (reproducible to the bit, sha256 141d71a2...):
#   java -Xmx10g -jar gomoku-brain/target/gomoku-brain.jar train --out /tmp/sprt-g01/g01.model --result-weight 0.5 \
#     --lbfgs 500 --l2 1e-9 --move-epochs 0 data/gomoku/selfplay/gen0 data/gomoku/selfplay/gen1
cd /work/main
java -jar /tmp/sprt-g01/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} --seed 3301 --turn-ms 10000 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/sprt-g01/run "$@" \
  --a "java -jar /tmp/sprt-g01/gomoku-brain.jar protocol --nodes 20000 --eval-file /tmp/sprt-g01/g01.model" --a-name g01 \
  --b "java -jar /tmp/sprt-g01/gomoku-brain.jar protocol --nodes 20000" --b-name shipped
