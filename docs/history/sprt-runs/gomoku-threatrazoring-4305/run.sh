#!/bin/bash
# Gomoku SPRT G26 (issue 43): threatRazoring=true (at a non-PV node where the opponent has an open three the
# evaluation is not trusted: no futility, no expected fail-high, not improving, and below razoring's depth the
# VCF search at once, as Rapfi's search treats such nodes; forced wins 51 of 62 against 37) against false, the
# same jar, freestyle 20x20, 20,000 nodes a move, balanced openings, bounds (0, 10).
# Jars: gomoku-brain.jar of the commit that added the setting and arena.jar of main, in /tmp/s15/g26/. To go on:
# this folder's run.json and units.jsonl in /tmp/s15/g26/run/ and
#   docs/history/sprt-runs/gomoku-threatrazoring-4305/run.sh --resume
cd /work/main
exec java -jar /tmp/s15/g26/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4305 --turn-ms 15000 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s15/g26/run --no-progress "$@" \
  --a "java -jar /tmp/s15/g26/gomoku-brain.jar protocol --nodes 20000 --search-config threatRazoring=true" --a-name threatrazor \
  --b "java -jar /tmp/s15/g26/gomoku-brain.jar protocol --nodes 20000" --b-name base
