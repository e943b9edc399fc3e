#!/bin/bash
# Gomoku SPRT G29 (issue 43, item 1): the time-control confirmation of G28: the jar with S3's values as defaults
# (41fc267, new.jar) against the jar before (62eda60, old.jar; the same code, the design's values), each with its
# own defaults and time control, 500 ms a turn, freestyle 20x20, balanced openings, two games at once, bounds (0, 10).
# Jars in /tmp/s15/g29/. To go on: this folder's run.json and units.jsonl in /tmp/s15/g29/run/ and
#   docs/history/sprt-runs/gomoku-spsa-s3-time-4308/run.sh --resume
cd /work/main
exec java -jar /tmp/s15/g29/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} \
  --seed 4308 --turn-ms 500 --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s15/g29/run --no-progress "$@" \
  --a "java -jar /tmp/s15/g29/new.jar" --a-name s3-defaults \
  --b "java -jar /tmp/s15/g29/old.jar" --b-name before
