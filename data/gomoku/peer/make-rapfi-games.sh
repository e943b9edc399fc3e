#!/bin/bash
# Rapfi against itself through c-gomoku-cli, as training records (data/gomoku/peer/README.md).
# Chunk C plays openings 50*C+1 to 50*C+50 of data/gomoku/openings/random_3to4_freestyle_20x20.txt,
# each with colours swapped (100 games), and is written as data/gomoku/peer/rapfi1/games-CCCCC.txt.gz;
# a chunk that exists is skipped, so the same command resumes. Run from the repository's root:
#   RAPFI=/path/to/pbrain-rapfi CGC=/path/to/c-gomoku-cli JAR=gomoku-brain/target/gomoku-brain.jar \
#     data/gomoku/peer/make-rapfi-games.sh FIRST_CHUNK LAST_CHUNK
# (Rapfi and c-gomoku-cli are built outside the repository; see the README for the versions used.)
set -euo pipefail
: "${RAPFI:?the pbrain-rapfi binary (its config.toml beside it)}" "${CGC:?the c-gomoku-cli binary}" "${JAR:?gomoku-brain.jar}"
OPENINGS=$PWD/data/gomoku/openings/random_3to4_freestyle_20x20.txt
OUT=$PWD/data/gomoku/peer/rapfi1
mkdir -p "$OUT"
for c in $(seq "$1" "$2"); do
  f=$OUT/games-$(printf %05d "$c").txt.gz
  [ -f "$f" ] && continue
  tmp=$(mktemp -d)
  sed -n "$((c * 50 + 1)),$((c * 50 + 50))p" "$OPENINGS" > "$tmp/openings.txt"
  (cd "$tmp" && "$CGC" -engine name=r1 "cmd=$RAPFI" -engine name=r2 "cmd=$RAPFI" \
    -each tc=0/0.2 maxmemory=67108864 tolerance=3 -rule 0 -boardsize 20 -games 100 -repeat -concurrency 1 \
    -openings file=openings.txt type=offset order=sequential -sgf games.sgf > match.log 2>&1)
  java -jar "$JAR" import-sgf --out "$tmp/games.txt" "$tmp/games.sgf"
  gzip -9n -c "$tmp/games.txt" > "$f.part"
  mv "$f.part" "$f"
  rm -rf "$tmp"
  echo "chunk $c: $(zcat "$f" | wc -l) games, $(date -u +%H:%M)"
done
