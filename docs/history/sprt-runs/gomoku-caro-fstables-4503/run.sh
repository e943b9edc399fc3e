#!/bin/bash
# Gomoku SPRT G15 (issue 45, item 2): caro (rule 8) on 15x15 with a caro table (table 4) fitted on our freestyle
# self-play games read as caro games against the hand-set values (today's caro evaluation), 500 ms a turn
# (with a table caro searches about 30% fewer nodes a second, so time decides), balanced caro openings.
#   java -Xmx8g -jar gomoku-brain.jar train --out fs-as-caro.model --result-weight 0.5 --lbfgs 500 --l2 1e-9 \
#     --move-epochs 0 --as-rule 8 --keep-tables-from pattern.model data/gomoku/selfplay/gen0 data/gomoku/selfplay/gen1
# (tables 0-3 kept from the pattern.model of d28721b; caro games read only table 4.)
# Engines and arena at nice -5 above the helpers' builds. Jars in /tmp/s11/caro/: main.jar (main a119c89),
# arena.jar (main's), fs-as-caro.model (sha256 in the log).
# To go on: this folder's run.json and units.jsonl in /tmp/s11/caro/run/ and
#   docs/history/sprt-runs/gomoku-caro-fstables-4503/run.sh --resume
cd /work/main
java -jar /tmp/s11/caro/arena.jar gomoku --rule caro --size 15 --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} \
  --seed 4503 --turn-ms 500 --openings data/gomoku/openings/balanced_caro_15x15.txt --out /tmp/s11/caro/run "$@" \
  --a "java -jar /tmp/s11/caro/main.jar protocol --eval-file /tmp/s11/caro/fs-as-caro.model" --a-name caro-table \
  --b "java -jar /tmp/s11/caro/main.jar protocol" --b-name hand-set
