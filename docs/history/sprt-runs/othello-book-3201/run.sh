#!/bin/bash
# Othello SPRT (issue 44, item 4): the std opening book (--book, 1,276 positions searched at depth 22) against the
# search alone, the same jar (othello-adapter.jar of main at fbd4874 or later with the same std.book) on both sides,
# starts from WTHOR's opening lines: the positions file's lines of plies 4-6 reached by 200+ games (82), 10 s a leg.
# Jars in /tmp/s10/booksprt/: engine.jar (othello-adapter.jar), arena.jar (main's). To go on: this folder's run.json
# and units.jsonl in /tmp/s10/booksprt/run/ and
#   docs/history/sprt-runs/othello-book-3201/run.sh --resume
cd /work/main
awk '{n=length($1)/2} n>=4 && n<=6 && $2>=200' data/othello/book/positions-wthor-ply24-min50.txt > /tmp/s10/booksprt/openings.txt
java -jar /tmp/s10/booksprt/arena.jar othello --game std --sprt 0,10 --pairs 1000 --clock-ms 10000 --concurrency 1 --seed 3201 \
  --openings /tmp/s10/booksprt/openings.txt --out /tmp/s10/booksprt/run "$@" \
  --a 'java -jar /tmp/s10/booksprt/engine.jar --book' --a-name book \
  --b 'java -jar /tmp/s10/booksprt/engine.jar' --b-name search
