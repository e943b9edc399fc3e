#!/bin/bash
# A screen of a brain setting against Rapfi at fixed nodes on both sides (docs/strength.md, "Renju screens
# against Rapfi at fixed nodes" and docs/history/matches/gomoku-rapfi-screens-2026-12-07/): our brain
# (`protocol --nodes OUR_NODES` plus EXTRA brain arguments) against Rapfi
# (c-gomoku-cli's nodes=, which sends INFO max_node) through c-gomoku-cli, every opening of OPENINGS
# (offset format) twice with colours swapped, two games at once, 30 s a turn (never binding).
# Usage, from the repository's root:
#   C_GOMOKU_CLI=... RAPFI=... docs/tools/cgc_fixed_node_gauntlet.sh JAR RULE SIZE OPENINGS RAPFI_NODES OUT [OUR_NODES] [EXTRA...]
# (RAPFI the folder of pbrain-rapfi with its config.toml; peers built outside the repository.)
# Then: python3 docs/tools/cgc_paired_screen.py OUT [BASELINE_OUT]
set -eu
jar=$(realpath "$1"); rule=$2; size=$3; openings=$(realpath "$4"); rapfi_nodes=$5; out=$6; our_nodes=${7:-20000}
shift $(($# < 7 ? $# : 7))
games=$((2 * $(grep -c . "$openings")))
mkdir -p "$out"; cd "$out"
exec "$C_GOMOKU_CLI" -engine name=ours "cmd=java -jar $jar protocol --nodes $our_nodes $*" \
  -engine name=rapfi "cmd=$RAPFI/pbrain-rapfi" nodes="$rapfi_nodes" \
  -each tc=0/30 maxmemory=367001600 tolerance=3 -rule "$rule" -boardsize "$size" -games "$games" -repeat -concurrency 2 \
  -openings file="$openings" type=offset order=sequential -sgf games.sgf -pgn games.pgn > cgc.log 2>&1
