#!/bin/bash
# Issue 31 bar match, 2026-12-03 15:32-15:50 UTC: the jar of eeb1d8c with the std weights shipped at 55b130a (the SPRT's new.jar) against NTest (weltyc/ntest @ b2dd603, built by ../shared/tools/build-peers.sh outside the repository), 20 s a leg, 30 pairs: 13-5-12 (51.7%). units.jsonl and run.json are the arena's records.
cd /tmp/ntm
NTEST=/work/peers/ntest/build
exec java -jar arena.jar othello --game std --pairs 30 --seed 2026 --clock-ms 20000 \
  --a 'java -jar /tmp/ntm/ours.jar' --a-name ours \
  --b "sh -c 'cd $NTEST && exec ./ntest x m1'" --b-protocol nboard --b-nboard-depth 1 --b-name ntest \
  --out /tmp/ntm/run --no-progress "$@"
