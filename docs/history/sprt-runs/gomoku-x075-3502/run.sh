#!/bin/bash
# Gomoku tables SPRT (issue 32): the shipped tables with every value and threat value times 0.75 (a flatter evaluation in the
# units the search's margins were set in; the shipped tables' values are about a quarter of Rapfi's) against the shipped
# tables, fixed nodes, resumable (--resume). The jars: gomoku-brain.jar of 2c392e1 and arena.jar of main (bench unchanged since 032b206), in /tmp/s7/sprt-x075/;
# x0.75.model made from the shipped pattern.model by multiplying its value and threat tables by 0.75 (rounded) (scale and move scores kept).
cd /work/main
java -jar /tmp/s7/sprt-x075/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} --seed 3502 --turn-ms 10000 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s7/sprt-x075/run "$@" \
  --a "java -jar /tmp/s7/sprt-x075/gomoku-brain.jar protocol --nodes 20000 --eval-file /tmp/s7/sprt-x075/x0.75.model" --a-name x0.75 \
  --b "java -jar /tmp/s7/sprt-x075/gomoku-brain.jar protocol --nodes 20000" --b-name shipped
