#!/bin/bash
# Gomoku SPRT (issue 45, item 3): the renju-aware threat search (RenjuThreats: white's four past black's forbidden
# block, black's checked four-three; main at 2026-12-07 00:45, s10-renju merged) against the jar of 9d7a119, renju
# (rule 4) on 15x15, 500 ms a turn (the new code costs more per node, so time decides), balanced renju openings.
# Jars in /tmp/s10/renju/: new.jar (gomoku-brain.jar of 66a2e56, or a later main while the bench position rapfi_bench_8,
# renju, still searches 122,290 nodes), old.jar (9d7a119's), arena.jar (main's).
# To go on: this folder's run.json and units.jsonl in /tmp/s10/renju/run/ and
#   docs/history/sprt-runs/gomoku-renju-search-4402/run.sh --resume
cd /work/main
java -jar /tmp/s10/renju/arena.jar gomoku --rule renju --size 15 --games 2000 --sprt 0,10 --concurrency 1 --seed 4402 \
  --turn-ms 500 --openings data/gomoku/openings/balanced_renju_15x15.txt --out /tmp/s10/renju/run "$@" \
  --a "java -jar /tmp/s10/renju/new.jar" --a-name renju-search \
  --b "java -jar /tmp/s10/renju/old.jar" --b-name base-9d7a119
