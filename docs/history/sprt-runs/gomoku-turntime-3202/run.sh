#!/bin/bash
# The TurnTime SPRT (issue 32 item 5), resumable: the same command with --resume continues it.
# CONCURRENCY=2 plays two games at once (not part of the run's identity; from game 270 on, 2026-12-03 16:17 UTC).
cd /work/main
java -jar /tmp/sprt-tt/arena.jar gomoku --games 4000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} --seed 3202 --turn-ms 500 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/sprt-tt/run "$@" \
  --a "java -jar /tmp/sprt-tt/gomoku-brain.jar protocol --search-config turnTime=true" --a-name turntime \
  --b "java -jar /tmp/sprt-tt/gomoku-brain.jar protocol" --b-name stability
