#!/bin/bash
# Labels a set of peer games with our own search (gomoku-brain `label`, issue 43 item 3): each chunk
# SET/games-CCCCC.txt.gz becomes labels-NODES/SET/games-CCCCC.txt.gz, the same games with the side to
# move's score from our search before every move after the opening (the peer's evaluation never enters).
# Resumable: a chunk whose .gz exists is skipped, a chunk in progress (.txt) is resumed after its last
# complete line. From the repository's root:
#   JAR=gomoku-brain/target/gomoku-brain.jar data/gomoku/peer/label-games.sh rapfi-renju1 [NODES]
set -e
SET=$1; NODES=${2:-100000}; JAR=${JAR:-gomoku-brain/target/gomoku-brain.jar}
HERE=data/gomoku/peer; OUT=$HERE/labels-$NODES/$SET
mkdir -p $OUT
for f in $HERE/$SET/games-*.txt.gz; do
  c=$(basename $f .txt.gz)
  [ -f $OUT/$c.txt.gz ] && continue
  java -jar $JAR label --nodes $NODES --out $OUT/$c.txt $f
  gzip -9n $OUT/$c.txt
done
