#!/bin/bash
# Othello SPRT O4 (issue 44, item 1): std weights with the move rows (rows 1-4 of the four sides as 4-state
# patterns of the legal and the potential moves; `train --move-rows`, the shipped std.weights' command plus that
# option; error at 24 empties 5.26 against 5.55; sha256 fd73ff2f...; 0.76x the nodes a second) against the shipped
# std.weights, 4 s a leg (O2's clock), random starts, the same code on both sides: main at 5506414 built with
# `./mvnw -B -ntp -o -q -pl othello-adapter,bench -am package -DskipTests`, its othello-adapter.jar copied to
# shipped.jar and to new.jar, the candidate put into new.jar with `jar uf new.jar dev/gamebots/othello/weights/std.weights`.
# Engines and arena at nice -5 above the builds. Jars in /tmp/s11/o4/. To go on: this folder's run.json and
# units.jsonl in /tmp/s11/o4/run/ and
#   docs/history/sprt-runs/othello-std-moverows-3301/run.sh --resume
cd /tmp/s11/o4
exec java -jar arena.jar othello --game std --sprt 0,10 --pairs 1000 --clock-ms 4000 --concurrency ${CONCURRENCY:-1} --seed 3301 \
  --a 'java -jar /tmp/s11/o4/new.jar' --a-name move-rows --b 'java -jar /tmp/s11/o4/shipped.jar' --b-name shipped \
  --out /tmp/s11/o4/run --no-progress "$@"
