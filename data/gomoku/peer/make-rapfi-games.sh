#!/bin/bash
# Rapfi against itself through c-gomoku-cli, as training records (data/gomoku/peer/README.md).
# Chunk C plays openings 50*C+1 to 50*C+50 of the set's openings, each with colours swapped (100 games),
# and is written as data/gomoku/peer/SET/games-CCCCC.txt.gz; a chunk that exists is skipped, so the same
# command resumes. Run from the repository's root:
#   RAPFI=/path/to/pbrain-rapfi CGC=/path/to/c-gomoku-cli JAR=gomoku-brain/target/gomoku-brain.jar \
#     data/gomoku/peer/make-rapfi-games.sh FIRST_CHUNK LAST_CHUNK [SET]
# SET: rapfi1 (the default: freestyle 20x20, random_3to4_freestyle_20x20.txt), rapfi-renju1 (renju 15x15,
# balanced_renju_15x15.txt), rapfi-renju2 (renju 15x15, balanced_renju_15x15_seed5.txt) or rapfi-standard1
# (standard 15x15, balanced_standard_15x15.txt).
# (Rapfi and c-gomoku-cli are built outside the repository; see the README for the versions used.)
set -euo pipefail
: "${RAPFI:?the pbrain-rapfi binary (its config.toml beside it)}" "${CGC:?the c-gomoku-cli binary}" "${JAR:?gomoku-brain.jar}"
SET=${3:-rapfi1}
case "$SET" in
  rapfi1) RULE=0 SIZE=20 OPENINGS=random_3to4_freestyle_20x20.txt ;;
  rapfi-renju1) RULE=4 SIZE=15 OPENINGS=balanced_renju_15x15.txt ;;
  rapfi-renju2) RULE=4 SIZE=15 OPENINGS=balanced_renju_15x15_seed5.txt ;;
  rapfi-standard1) RULE=1 SIZE=15 OPENINGS=balanced_standard_15x15.txt ;;
  *) echo "unknown set $SET" >&2; exit 2 ;;
esac
OPENINGS=$PWD/data/gomoku/openings/$OPENINGS
OUT=$PWD/data/gomoku/peer/$SET
mkdir -p "$OUT"
for c in $(seq "$1" "$2"); do
  f=$OUT/games-$(printf %05d "$c").txt.gz
  [ -f "$f" ] && continue
  tmp=$(mktemp -d)
  sed -n "$((c * 50 + 1)),$((c * 50 + 50))p" "$OPENINGS" > "$tmp/openings.txt"
  [ -s "$tmp/openings.txt" ] || { rm -rf "$tmp"; echo "chunk $c: past the set's openings" >&2; break; }
  (cd "$tmp" && "$CGC" -engine name=r1 "cmd=$RAPFI" -engine name=r2 "cmd=$RAPFI" \
    -each tc=0/0.2 maxmemory=67108864 tolerance=3 -rule "$RULE" -boardsize "$SIZE" -games 100 -repeat -concurrency 1 \
    -openings file=openings.txt type=offset order=sequential -sgf games.sgf > match.log 2>&1)
  java -jar "$JAR" import-sgf --out "$tmp/games.txt" "$tmp/games.sgf"
  gzip -9n -c "$tmp/games.txt" > "$f.part"
  mv "$f.part" "$f"
  rm -rf "$tmp"
  echo "chunk $c: $(zcat "$f" | wc -l) games, $(date -u +%H:%M)"
done
