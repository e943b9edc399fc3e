#!/bin/bash
# Gomoku SPRT G14 (issue 45, item 2): renju (rule 4) on 15x15 with the shipped freestyle table copied into the
# renju tables (2 black, 3 white) against the hand-set values (today's renju evaluation), 20,000 nodes a move,
# balanced renju openings. The candidate model is the shipped pattern.model with table 0's code values, threat
# values and move scores copied into tables 2 and 3 (raw layout, docs/gomoku.md; python in this run's record):
#   b = shipped bytes; for (off, n) in ((8, 2380), (8+2*4*2380, 2048), (8+2*4*2380+2*4*2048, 4760)):
#       b[off+2n*t : off+2n*(t+1)] = b[off : off+2n] for t in (2, 3)
# Jars in /tmp/s11/g14/: gomoku-brain.jar (main d28721b), arena.jar (main's), fs-as-renju.model (sha256 231768d0...).
# To go on: this folder's run.json and units.jsonl in /tmp/s11/g14/run/ and
#   docs/history/sprt-runs/gomoku-renju-fstables-4502/run.sh --resume
cd /work/main
java -jar /tmp/s11/g14/arena.jar gomoku --rule renju --size 15 --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} \
  --seed 4502 --turn-ms 15000 --openings data/gomoku/openings/balanced_renju_15x15.txt --out /tmp/s11/g14/run "$@" \
  --a "java -jar /tmp/s11/g14/gomoku-brain.jar protocol --nodes 20000 --eval-file /tmp/s11/g14/fs-as-renju.model" --a-name fs-tables \
  --b "java -jar /tmp/s11/g14/gomoku-brain.jar protocol --nodes 20000" --b-name hand-set
