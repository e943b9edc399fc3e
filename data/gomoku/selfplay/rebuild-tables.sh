#!/bin/bash
# Rebuilds the brain's shipped pattern-code tables (gomoku-brain/src/main/resources/dev/gamebots/gomoku/eval/
# pattern.model) from the committed self-play games, byte for byte (docs/gomoku-training.md, "The shipped tables"):
#   table 0 freestyle: fitted on gen0 (12,900 games);
#   table 1 standard:  fitted on gen0 + gen1 read as standard games (25,900; SPRT G13);
#   tables 2, 3 renju: copies of the freestyle table (SPRT G14), until renju's own tables win theirs;
#   table 4 caro:      fitted on gen0 + gen1 read as caro games (SPRT G15).
# Usage, from the repository's root after the brain's build:  data/gomoku/selfplay/rebuild-tables.sh OUT.model
# About 2-3 CPU minutes per fit on a quiet machine, 8 GB of heap.
set -euo pipefail
out=${1:?usage: rebuild-tables.sh OUT.model}
J=${JAR:-gomoku-brain/target/gomoku-brain.jar}
G=data/gomoku/selfplay
fit="--result-weight 0.5 --lbfgs 500 --l2 1e-9 --move-epochs 0"
freestyle=$(mktemp)
standard=$(mktemp)
trap 'rm -f "$freestyle" "$standard"' EXIT
java -Xmx8g -jar "$J" train --out "$freestyle" $fit $G/gen0
java -Xmx8g -jar "$J" train --out "$standard" $fit --as-rule 1 --keep-tables-from "$freestyle" \
  --copy-table 2=0 --copy-table 3=0 $G/gen0 $G/gen1
java -Xmx8g -jar "$J" train --out "$out" $fit --as-rule 8 --keep-tables-from "$standard" $G/gen0 $G/gen1
