#!/bin/bash
# Gomoku SPRT G17 (issue 45, item 2): renju (rule 4) on 15x15, renju tables (2 black, 3 white) fitted on renju
# games against the shipped ones (copies of the freestyle table, G14), 20,000 nodes a move, balanced renju openings.
# The candidate: main a72e161's jar, `train --out renju-own.model --result-weight 0.5 --lbfgs 500 --l2 1e-9
# --move-epochs 0 --as-rule 4 --keep-tables-from pattern.model data/gomoku/selfplay/gen0 data/gomoku/selfplay/gen1
# data/gomoku/selfplay/renju-gen0/games-00000.txt.gz` (14,579 of 26,900 games read as renju, 12,321 left out for a
# forbidden black move; sha256 6ed699ba...). Jars in /tmp/s12/g/: main.jar (gomoku-brain of a72e161), arena.jar.
# To go on: this folder's run.json and units.jsonl in /tmp/s12/g/g17/ and
#   docs/history/sprt-runs/gomoku-renju-own-4504/run.sh --resume
cd /work/main
exec java -jar /tmp/s12/g/arena.jar gomoku --rule renju --size 15 --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} \
  --seed 4504 --turn-ms 15000 --openings data/gomoku/openings/balanced_renju_15x15.txt --out /tmp/s12/g/g17 --no-progress "$@" \
  --a "java -jar /tmp/s12/g/main.jar protocol --nodes 20000 --eval-file /tmp/s12/g/renju-own.model" --a-name renju-own \
  --b "java -jar /tmp/s12/g/main.jar protocol --nodes 20000" --b-name shipped
