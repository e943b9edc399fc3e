#!/bin/bash
# Gomoku tables SPRT (issue 32 item 2): the fit on gen0 + gen1 against the shipped tables, fixed nodes, resumable (--resume).
cd /work/main
java -jar /tmp/sprt-g01/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} --seed 3301 --turn-ms 10000 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/sprt-g01/run "$@" \
  --a "java -jar /tmp/sprt-g01/gomoku-brain.jar protocol --nodes 20000 --eval-file /tmp/sprt-g01/g01.model" --a-name g01 \
  --b "java -jar /tmp/sprt-g01/gomoku-brain.jar protocol --nodes 20000" --b-name shipped
