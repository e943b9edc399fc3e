#!/bin/bash
# Prepared in session 17 (2026-12-07), not started yet: no iterations.jsonl until its first run.
# Gomoku SPSA S7 (issue 43, item 1): the nine numbers that became settings in 085100f (the table move's extension
# at PV nodes and elsewhere, a table four's extension near and within 6 of the side's last stone, the history
# divisors of attack and quiet moves in the ordering, the reductions of a trivial move far and near and of a plain
# move), from their design values, the rest at the defaults of the jar (start it after S6's SPRT has set them);
# 20,000 nodes a move, freestyle 20x20, balanced openings; 3,000 iterations planned over several sessions. Jars:
# gomoku-brain.jar and arena.jar of main in /tmp/s7/ (INFO search_config: the brains are kept, --reuse-engines).
# To go on after a stop: this folder's iterations.jsonl and spsa.json in /tmp/s7/run/ and
#   CONCURRENCY=2 docs/history/spsa-runs/gomoku-ordering-4107/run.sh --resume
cd /work/main
exec java -jar /tmp/s7/arena.jar spsa --iterations ${ITERATIONS:-3000} --concurrency ${CONCURRENCY:-1} --seed 4107 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s7/run --reuse-engines search_config "$@" \
  --engine 'java -jar /tmp/s7/gomoku-brain.jar protocol --nodes 20000 --search-config {}' \
  --param tableMoveExtensionPv,4,0,16,2,0.02 \
  --param tableMoveExtension,1,0,8,1,0.02 \
  --param tableFourNearExtension,4,0,16,2,0.02 \
  --param tableFourExtension,1,0,8,1,0.02 \
  --param attackHistoryDivisor,128,32,512,24,0.02 \
  --param quietHistoryDivisor,256,64,1024,48,0.02 \
  --param trivialDistractReduction,3,0,16,2,0.02 \
  --param trivialReduction,1,0,8,1,0.02 \
  --param plainMoveReduction,1,0,8,1,0.02
