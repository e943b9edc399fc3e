#!/bin/bash
# Issue 45's bar match: 15x15, 5 s a turn, openings 1-10 of piskvork_openings.txt with colours swapped (20 games),
# two at once. Usage, from the repository's root: C_GOMOKU_CLI=... RAPFI=... bar.sh RULE JAR OUT
# (RULE 4 renju, 1 standard; RAPFI the folder of pbrain-rapfi, its config.toml and model220723.bin).
# Then: python3 docs/tools/cgc_rapfi_match_stats.py OUT
set -eu
rule=$1; jar=$(realpath "$2"); T=$3; mkdir -p "$T"; T=$(realpath "$T")
head -n 10 data/gomoku/openings/piskvork_openings.txt > "$T/openings.txt"
cd "$T"
exec "$C_GOMOKU_CLI" -engine name=ours "cmd=java -jar $jar" -engine name=rapfi "cmd=$RAPFI/pbrain-rapfi" \
  -each tc=0/5 maxmemory=367001600 tolerance=3 -rule "$rule" -boardsize 15 -games 20 -repeat -concurrency 2 \
  -openings file="$T/openings.txt" type=offset order=sequential -pgn "$T/games.pgn" -sgf "$T/games.sgf" \
  -msg "$T/messages.txt" -debug > "$T/cgc.log" 2>&1
