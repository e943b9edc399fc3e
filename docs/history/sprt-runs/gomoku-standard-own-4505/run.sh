#!/bin/bash
# Gomoku SPRT G18 (issue 45, item 2): standard (rule 1) on 15x15, a standard table fitted on our freestyle games
# read as standard plus our standard self-play games against the shipped one (G13's: the freestyle games alone),
# 20,000 nodes a move, balanced standard openings. The candidate: main a72e161's jar, `train --out standard-own.model
# --result-weight 0.5 --lbfgs 500 --l2 1e-9 --move-epochs 0 --as-rule 1 --keep-tables-from pattern.model
# data/gomoku/selfplay/gen0 data/gomoku/selfplay/gen1 data/gomoku/selfplay/standard-gen0/games-00000.txt.gz`
# (26,900 games; sha256 below in the SPRT log). Jars in /tmp/s12/g/: main.jar (gomoku-brain of a72e161), arena.jar.
# To go on: this folder's run.json and units.jsonl in /tmp/s12/g/g18/ and
#   docs/history/sprt-runs/gomoku-standard-own-4505/run.sh --resume
cd /work/main
exec java -jar /tmp/s12/g/arena.jar gomoku --rule standard --size 15 --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} \
  --seed 4505 --turn-ms 15000 --openings data/gomoku/openings/balanced_standard_15x15.txt --out /tmp/s12/g/g18 --no-progress "$@" \
  --a "java -jar /tmp/s12/g/main.jar protocol --nodes 20000 --eval-file /tmp/s12/g/standard-own.model" --a-name standard-own \
  --b "java -jar /tmp/s12/g/main.jar protocol --nodes 20000" --b-name shipped
