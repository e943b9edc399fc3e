#!/bin/bash
# Gomoku SPRT (issue 32): the trained evaluation scaled to 75% before the search uses it (SearchConfig.patternEvalScale=75)
# against the same brain at 100%, fixed nodes, resumable. The jars (gomoku-brain.jar of ac41a6c, which added patternEvalScale;
# arena.jar of main, bench unchanged since 032b206) in /tmp/s7/sprt-c75/; to go on, this folder's run.json and units.jsonl in /tmp/s7/sprt-c75/run/ and
#   CONCURRENCY=2 docs/history/sprt-runs/gomoku-evalscale75-3503/run.sh --resume
# Decided: H1 accepted at 1,703 games (2026-12-06); 75 is the default since 0b34d2b.
cd /work/main
java -jar /tmp/s7/sprt-c75/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} --seed 3503 --turn-ms 10000 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s7/sprt-c75/run "$@" \
  --a "java -jar /tmp/s7/sprt-c75/gomoku-brain.jar protocol --nodes 20000 --search-config patternEvalScale=75" --a-name scale75 \
  --b "java -jar /tmp/s7/sprt-c75/gomoku-brain.jar protocol --nodes 20000" --b-name shipped
