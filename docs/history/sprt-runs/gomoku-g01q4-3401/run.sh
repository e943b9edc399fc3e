#!/bin/bash
# Gomoku tables SPRT (issue 32 item 2): the fit on gen0 + gen1 with quiet positions weighted 4 against the shipped tables,
# fixed nodes, resumable (--resume). To go on: the jars of beee168 (gomoku-brain.jar, arena.jar) in /tmp/sprt-q4/, this
# folder's run.json and units.jsonl in /tmp/sprt-q4/run/, and the candidate refitted (reproducible to the bit):
#   java -Xmx10g -jar gomoku-brain/target/gomoku-brain.jar train --out /tmp/sprt-q4/g01q4.model --result-weight 0.5 \
#     --quiet-weight 4 --lbfgs 500 --l2 1e-9 --move-epochs 0 data/gomoku/selfplay/gen0 data/gomoku/selfplay/gen1
cd /work/main
java -jar /tmp/sprt-q4/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} --seed 3401 --turn-ms 10000 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/sprt-q4/run "$@" \
  --a "java -jar /tmp/sprt-q4/gomoku-brain.jar protocol --nodes 20000 --eval-file /tmp/sprt-q4/g01q4.model" --a-name g01q4 \
  --b "java -jar /tmp/sprt-q4/gomoku-brain.jar protocol --nodes 20000" --b-name shipped
