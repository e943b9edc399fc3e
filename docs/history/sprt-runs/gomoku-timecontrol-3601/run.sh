#!/bin/bash
# Gomoku time-based non-regression SPRT: the one TimeControl (banked judged from the move's start, the
# first move planned as any other; main after 2026-12-06's house pass) against the jar before it (2c1073f),
# 500 ms a turn as SPRT G4, bounds [-10, 0] (H1: no worse than the rule before), balanced openings.
# Jars in /tmp/s9/sprt-time/ (new.jar: gomoku-brain.jar built from main; old.jar: built at 2c1073f);
# to go on, this folder's run.json and units.jsonl in /tmp/s9/sprt-time/run/ and
#   CONCURRENCY=1 docs/history/sprt-runs/gomoku-timecontrol-3601/run.sh --resume
cd /work/main
java -jar /tmp/s9/sprt-time/arena.jar gomoku --games 3000 --sprt -10,0 --concurrency ${CONCURRENCY:-1} --seed 3601 --turn-ms 500 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s9/sprt-time/run "$@" \
  --a "java -jar /tmp/s9/sprt-time/new.jar" --a-name timecontrol \
  --b "java -jar /tmp/s9/sprt-time/old.jar" --b-name before
