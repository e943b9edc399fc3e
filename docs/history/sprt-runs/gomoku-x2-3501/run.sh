#!/bin/bash
# Gomoku tables SPRT (issue 32): the shipped tables with every value and threat value doubled (a steeper evaluation in the
# units the search's margins were set in; the shipped tables' values are about a quarter of Rapfi's) against the shipped
# tables, fixed nodes, resumable (--resume). The jars: gomoku-brain.jar of 2c392e1 and arena.jar of main (bench unchanged since 032b206), in /tmp/s7/sprt-x2/;
# x2.model made from the shipped pattern.model by doubling its value and threat tables (scale and move scores kept).
cd /work/main
java -jar /tmp/s7/sprt-x2/arena.jar gomoku --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-2} --seed 3501 --turn-ms 10000 \
  --openings data/gomoku/openings/balanced_freestyle_20x20.txt --out /tmp/s7/sprt-x2/run "$@" \
  --a "java -jar /tmp/s7/sprt-x2/gomoku-brain.jar protocol --nodes 20000 --eval-file /tmp/s7/sprt-x2/x2.model" --a-name x2 \
  --b "java -jar /tmp/s7/sprt-x2/gomoku-brain.jar protocol --nodes 20000" --b-name shipped
