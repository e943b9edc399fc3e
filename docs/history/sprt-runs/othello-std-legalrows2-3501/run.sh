#!/bin/bash
# Othello SPRT O5 (issue 44, items 1-2): std weights with the legal rows 1-2 (rows 1-2 of the four sides as 3-state
# patterns of the legal moves, read from the search's move bitboards; `train --legal-rows 2`, the shipped
# std.weights' command plus that option; error and sha256 in the SPRT log) against the shipped std.weights, 4 s a
# leg (O2's clock), random starts, the same code on both sides: main at 314cf4d built with
# `./mvnw -B -ntp -o -pl othello-adapter -am verify`, its othello-adapter.jar copied to shipped.jar and new.jar,
# the candidate put into new.jar with `jar uf new.jar dev/gamebots/othello/weights/std.weights`. The run's process
# group at autogroup nice -5 (docs/arena.md), nothing else running beside it but fixed-node runs.
# Jars in /tmp/s12/o5r/. To go on: this folder's run.json and units.jsonl in /tmp/s12/o5r/run/ and
#   docs/history/sprt-runs/othello-std-legalrows2-3501/run.sh --resume
cd /tmp/s12/o5r
exec java -jar arena.jar othello --game std --sprt 0,10 --pairs 1000 --clock-ms 4000 --concurrency ${CONCURRENCY:-1} --seed 3501 \
  --a 'java -jar /tmp/s12/o5r/new.jar' --a-name legal-rows-2 --b 'java -jar /tmp/s12/o5r/shipped.jar' --b-name shipped \
  --out /tmp/s12/o5r/run --no-progress "$@"
