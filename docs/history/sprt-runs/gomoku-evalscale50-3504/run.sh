#!/bin/bash
# Gomoku SPRT (issue 32): the trained evaluation read at 50% (SearchConfig.patternEvalScale=50) against the default 75,
# fixed nodes, resumable. The jars (gomoku-brain.jar of 0b34d2b or 2c1073f, the same search with 75 the default; arena.jar
# of main, which resumes this run.json as it is) in
# /tmp/s8/sprt-c50/; to go on, this folder's run.json and units.jsonl in /tmp/s8/sprt-c50/run/ and
#   CONCURRENCY=2 docs/history/sprt-runs/gomoku-evalscale50-3504/run.sh --resume
cd /work/main
java -jar /tmp/s8/sprt-c50/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} --seed 3504 --turn-ms 10000 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s8/sprt-c50/run "$@" \
  --a "java -jar /tmp/s8/sprt-c50/gomoku-brain.jar protocol --nodes 20000 --search-config patternEvalScale=50" --a-name scale50 \
  --b "java -jar /tmp/s8/sprt-c50/gomoku-brain.jar protocol --nodes 20000" --b-name default75
