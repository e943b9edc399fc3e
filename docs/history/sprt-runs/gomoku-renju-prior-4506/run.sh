#!/bin/bash
# Gomoku SPRT G19 (issue 45, item 2): renju (rule 4) on 15x15, renju tables (2 black, 3 white) fitted on our 1,000
# renju self-play games FROM the shipped ones (copies of the freestyle table) and pulled towards them, against the
# shipped ones, 20,000 nodes a move, balanced renju openings. The candidate: the jar of e87b3c3,
# `train --out renju-prior.model --result-weight 0.5 --lbfgs 300 --l2 3e-6 --move-epochs 0 --prior pattern.model
# --keep-tables-from pattern.model data/gomoku/selfplay/renju-gen0/games-00000.txt.gz` (34,910 positions; held-out
# loss 0.4994 against the shipped tables' 0.5189; --l2 1e-7 / 1e-6 / 1e-5 gave 0.5100 / 0.4998 / 0.5022).
# Jars in /tmp/s12/g/: main.jar (gomoku-brain of a72e161: the same play as e87b3c3), arena.jar.
# To go on: this folder's run.json and units.jsonl in /tmp/s12/g/g19/ and
#   docs/history/sprt-runs/gomoku-renju-prior-4506/run.sh --resume
cd /work/main
exec java -jar /tmp/s12/g/arena.jar gomoku --rule renju --size 15 --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} \
  --seed 4506 --turn-ms 15000 --openings data/gomoku/openings/balanced_renju_15x15.txt --out /tmp/s12/g/g19 --no-progress "$@" \
  --a "java -jar /tmp/s12/g/main.jar protocol --nodes 20000 --eval-file /tmp/s12/g/renju-prior.model" --a-name renju-prior \
  --b "java -jar /tmp/s12/g/main.jar protocol --nodes 20000" --b-name shipped
