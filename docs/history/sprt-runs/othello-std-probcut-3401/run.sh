#!/bin/bash
# Othello SPRT O6 (issue 44, item 3): the shipped std weights with their ProbCut table calibrated again on 2,001
# WTHOR positions to depth 10 (`probcut --game std --positions round-1.positions --out pc.weights`, defaults
# --count 2000 --depth 10; the shipped table: 300 positions to depth 8, deeper searches using depth 8's figures;
# 1,792 s; sha256 24f2d564...) against the shipped weights, 4 s a leg (O2's clock), random starts, the same code
# on both sides: main at e87b3c3 (othello-adapter as at a72e161), its othello-adapter.jar copied to shipped.jar
# and new.jar, the candidate put into new.jar with `jar uf new.jar dev/gamebots/othello/weights/std.weights`.
# round-1.positions: `wthor --sample 0 --exact-empties 16 --training-set P/round-1.positions $WTHOR` from the
# exact16 cache (docs/history/othello-richer-eval-2026-12-07.md). The run's process group at autogroup nice -5.
# Jars in /tmp/s12/o6/. To go on: this folder's run.json and units.jsonl in /tmp/s12/o6/run/ and
#   docs/history/sprt-runs/othello-std-probcut-3401/run.sh --resume
cd /tmp/s12/o6
exec java -jar arena.jar othello --game std --sprt 0,10 --pairs 1000 --clock-ms 4000 --concurrency ${CONCURRENCY:-1} --seed 3401 \
  --a 'java -jar /tmp/s12/o6/new.jar' --a-name probcut2000 --b 'java -jar /tmp/s12/o6/shipped.jar' --b-name shipped \
  --out /tmp/s12/o6/run --no-progress "$@"
