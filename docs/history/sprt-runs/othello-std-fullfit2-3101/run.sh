#!/bin/bash
# Issue 31: the SPRT of the std weights fitted with `train --inexact-weight 0.3 --lower-weight 0.5`
# (sha256 1d142a10..., docs/othello.md) against the weights shipped before them (sha256 eec609b8...),
# the same code: main at eeb1d8c built with `./mvnw -B -ntp -o -q -pl othello-adapter,bench -am package
# -DskipTests`, its othello-adapter.jar copied to shipped.jar and to new.jar, and the candidate file put
# into new.jar with `jar uf new.jar dev/gamebots/othello/weights/std.weights`. Ended with H1 at 329
# pairs (2026-12-03 15:04-15:31 UTC); run.json and units.jsonl are its records (`--resume` reads them).
cd /tmp/osprt
exec java -jar arena.jar othello --game std --sprt 0,10 --pairs 400 --clock-ms 4000 --concurrency 1 --seed 3101 \
  --a 'java -jar /tmp/osprt/new.jar' --a-name new --b 'java -jar /tmp/osprt/shipped.jar' --b-name shipped \
  --out /tmp/osprt/run --no-progress "$@"
