#!/bin/bash
# Gomoku SPRT G13 (issue 45, item 2): standard (rule 1, exactly five) on 15x15 with a trained standard table
# against the hand-set values (today's standard evaluation), 20,000 nodes a move, balanced standard openings.
# The candidate's table 1 (standard) is fitted on our freestyle self-play games (gen0 + gen1, 25,900 games)
# replayed under the standard rule, every other table kept from the shipped pattern.model:
#   for g in gen0 gen1; do for f in data/gomoku/selfplay/$g/*.txt.gz; do zcat $f | sed 's/^0 20 /1 20 /'; done; done > fs-as-std.txt
#   java -Xmx8g -jar gomoku-brain.jar train --out fs-as-std.model --result-weight 0.5 --lbfgs 500 --l2 1e-9 \
#     --move-epochs 0 --keep-tables-from gomoku-brain/src/main/resources/dev/gamebots/gomoku/eval/pattern.model fs-as-std.txt
# (649,786 positions; held-out loss 0.344; on 780 standard 15x15 self-play games 0.525 held-out.)
# Jars in /tmp/s11/g13/: gomoku-brain.jar (main d28721b), arena.jar (main's), fs-as-std.model (sha256 in the log).
# To go on: this folder's run.json and units.jsonl in /tmp/s11/g13/run/ and
#   docs/history/sprt-runs/gomoku-standard-fstables-4501/run.sh --resume
cd /work/main
java -jar /tmp/s11/g13/arena.jar gomoku --rule standard --size 15 --games 3000 --sprt 0,10 --concurrency ${CONCURRENCY:-1} \
  --seed 4501 --turn-ms 15000 --openings data/gomoku/openings/balanced_standard_15x15.txt --out /tmp/s11/g13/run "$@" \
  --a "java -jar /tmp/s11/g13/gomoku-brain.jar protocol --nodes 20000 --eval-file /tmp/s11/g13/fs-as-std.model" --a-name fs-tables \
  --b "java -jar /tmp/s11/g13/gomoku-brain.jar protocol --nodes 20000" --b-name hand-set
