#!/bin/bash
# Gomoku SPRT G32 (issue 45, item 3): `--search-config forbidPointReductionLess=17` (a move on a point black's shapes
# make forbidden or maybe forbidden reduced a ply less: Rapfi's false-forbidden reduction, 1.05 plies, about 6 Elo
# there) against the default 0, the same jar (main at 081c2ef or later while bench is 489,461); renju (rule 4) on
# 15x15, 20,000 nodes a move, the brains kept between games. Jars (gomoku-brain.jar, arena.jar) in /tmp/s17/g32/.
# To go on: this folder's run.json and units.jsonl in /tmp/s17/g32/run/ and
#   docs/history/sprt-runs/gomoku-renju-forbidpoint-4510/run.sh --resume
cd /work/main
exec java -jar /tmp/s17/g32/arena.jar gomoku --rule renju --size 15 --games 6000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4510 --turn-ms 15000 --openings data/gomoku/openings/balanced_renju_15x15.txt --out /tmp/s17/g32/run --no-progress \
  --reuse-engines "$@" \
  --a "java -jar /tmp/s17/g32/gomoku-brain.jar protocol --nodes 20000 --search-config forbidPointReductionLess=17" --a-name forbid-point-less-17 \
  --b "java -jar /tmp/s17/g32/gomoku-brain.jar protocol --nodes 20000" --b-name default
