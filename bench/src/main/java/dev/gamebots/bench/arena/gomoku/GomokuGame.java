package dev.gamebots.bench.arena.gomoku;

import dev.gamebots.bench.arena.match.Display;
import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.match.Outcome;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.match.Side;
import dev.gamebots.bench.arena.process.EngineProcess;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Referees one Gomoku game between two brain processes as a Gomocup manager does: both brains are
 * started and answer START before the first move (off the clocks); the opening is put on the
 * board; each brain learns the position with BOARD the first time it moves (BEGIN on an empty
 * board, TURN when it only missed the last move), then TURN x,y. Its first request carries every
 * INFO line, each later one INFO time_left, in the same batch as the request (piskvork's order).
 * A five (under the rule) wins, a full board is a draw, and a fault loses; the record says which
 * fault, so that the run can count it apart (docs/arena.md).
 */
final class GomokuGame {

    /**
     * Settings of every game of a run. {@code matchMs} 0 = no game clock; {@code firstToleranceMs}
     * is the tolerance in force on each brain's first move (at least {@code toleranceMs}).
     */
    record Settings(int size, Rule rule, long turnMs, long matchMs, long toleranceMs, long firstToleranceMs,
                    long startMs, long maxMemory) {
    }

    /**
     * One move of the record (opening stones are not moves). {@code messagesTo}: how many of the
     * mover's MESSAGE/DEBUG lines ({@code messages_a}/{@code messages_b}) had come when the move
     * came, so the lines since its previous move are what it printed while thinking on this one
     * (the report charts the depth and score found there).
     */
    record MoveRecord(int ply, String side, int color, int x, int y, double ms, Long timeLeftMs, int messagesTo) {
    }

    /** Everything about a finished game. */
    record GameRecord(int game, String black, int size, String rule, List<List<Integer>> opening,
                      List<MoveRecord> moves, String result, String reason, String faultSide, String detail,
                      double timeMsA, double timeMsB, String aboutA, String aboutB, List<String> messagesA,
                      List<String> messagesB, int warningCountA, int warningCountB, List<String> warningsA,
                      List<String> warningsB) {
    }

    private final List<String> argvA;
    private final List<String> argvB;
    private final Settings settings;
    private final Display show;
    /** The brains kept between games, or null: two new processes a game. */
    private final KeptBrains kept;
    /** Per side, INFO lines of its own sent after the common ones with its first request of a game. */
    private final Map<Side, List<String>> ownInfo = new EnumMap<>(Side.class);

    GomokuGame(List<String> argvA, List<String> argvB, Settings settings, Display show) {
        this(argvA, argvB, settings, show, null);
    }

    /** {@code kept}: brains kept between the games (RESTART instead of new processes), or null. */
    GomokuGame(List<String> argvA, List<String> argvB, Settings settings, Display show, KeptBrains kept) {
        this.argvA = argvA;
        this.argvB = argvB;
        this.settings = settings;
        this.show = show;
        this.kept = kept;
        for (Side s : Side.values()) {
            ownInfo.put(s, List.of());
        }
    }

    /**
     * INFO lines of side {@code s}'s own (each "INFO key value"), sent after the common INFO lines with
     * its first request of every game: the settings a tuner gives a kept brain ({@code INFO search_config}).
     */
    GomokuGame withOwnInfo(Side s, List<String> lines) {
        ownInfo.put(s, List.copyOf(lines));
        return this;
    }

    GameRecord play(int gameNo, Side black, List<int[]> opening, Path outDir, String prefix) {
        int size = settings.size();
        GomokuBoard board = new GomokuBoard(size);
        List<int[]> stones = new ArrayList<>(); // x, y, colour in order
        int color = 1;
        for (int[] s : opening) {
            board.place(s[0], s[1], color);
            stones.add(new int[] {s[0], s[1], color});
            color = 3 - color;
        }
        Map<Side, GomocupSeat> seats = new EnumMap<>(Side.class);
        Map<Side, Integer> known = new EnumMap<>(Side.class);
        List<MoveRecord> moves = new ArrayList<>();
        Outcome outcome = null;
        String reason = null;
        Side faultSide = null;
        String detail = null;
        if (show != null) {
            show.frame(String.format("Game %d: A plays %s, B plays %s, rule %s, %dx%d%n%s%n", gameNo,
                    black == Side.A ? "X (black)" : "O (white)", black == Side.A ? "O (white)" : "X (black)",
                    settings.rule().label(), size, size, board.render(-1, -1)));
        }
        Map<Side, Boolean> restarted = new EnumMap<>(Side.class);
        boolean refereed = false; // the game reached its end without an error of the referee
        try {
            for (Side s : Side.values()) {
                try {
                    EngineProcess idle = kept == null ? null : kept.take(s);
                    seats.put(s, idle != null ? GomocupSeat.resume(idle, label(prefix, s), transcript(outDir, prefix, s))
                            : startSeat(s, outDir, prefix));
                    restarted.put(s, idle != null);
                    known.put(s, 0);
                } catch (EngineFault f) {
                    if (faultSide == null) {
                        faultSide = s;
                        reason = f.fault().label();
                        detail = f.detail();
                    }
                }
            }
            for (Side s : Side.values()) {
                if (faultSide != null) {
                    break;
                }
                try {
                    if (restarted.get(s)) {
                        try {
                            seats.get(s).restart(settings.startMs());
                        } catch (EngineFault f) {
                            if (f.fault() != Fault.ERROR) {
                                throw f;
                            }
                            // The brain does not know RESTART (UNKNOWN or ERROR): a new process, as without
                            // keeping, and this side's brains are not kept again.
                            kept.refuseRestart(s);
                            seats.get(s).close();
                            seats.put(s, startSeat(s, outDir, prefix));
                            seats.get(s).init(size, settings.startMs());
                        }
                    } else {
                        seats.get(s).init(size, settings.startMs());
                    }
                } catch (EngineFault f) {
                    faultSide = s;
                    reason = f.fault().label();
                    detail = f.detail();
                }
            }
            while (faultSide == null) {
                if (board.isFull()) {
                    outcome = Outcome.DRAW;
                    reason = "board_full";
                    break;
                }
                Side mover = color == 1 ? black : black.other();
                GomocupSeat seat = seats.get(mover);
                long leftMs = settings.matchMs() == 0 ? Long.MAX_VALUE
                        : settings.matchMs() - seat.usedNanos() / 1_000_000L;
                boolean first = seat.requests() == 0;
                // A brain's first move carries its own set-up (tables sized to INFO max_memory, weights):
                // a larger tolerance then, c-gomoku-cli's 3 s by default (docs/arena.md).
                long tolerance = first ? settings.firstToleranceMs() : settings.toleranceMs();
                long limit = tolerance + Math.min(settings.turnMs(), Math.max(0, leftMs));
                List<String> lines = new ArrayList<>();
                if (first) {
                    lines.addAll(infos(settings));
                    lines.addAll(ownInfo.get(mover));
                }
                lines.addAll(request(stones, known.get(mover), mover == black ? 1 : 2, leftMs));
                try {
                    long[] answer = seat.move(lines, limit, moves.size() + 1);
                    int x = (int) answer[0];
                    int y = (int) answer[1];
                    if (!board.inside(x, y)) {
                        throw new EngineFault(Fault.ILLEGAL, x + "," + y + " is off the board");
                    }
                    if (board.at(x, y) != 0) {
                        throw new EngineFault(Fault.ILLEGAL, x + "," + y + " is occupied");
                    }
                    GomokuBoard.Verdict v = board.judge(x, y, color, settings.rule());
                    if (v == GomokuBoard.Verdict.FORBIDDEN) {
                        throw new EngineFault(Fault.FORBIDDEN, x + "," + y + " is forbidden for black (renju)");
                    }
                    board.place(x, y, color);
                    stones.add(new int[] {x, y, color});
                    known.put(mover, stones.size());
                    Long timeLeft = settings.matchMs() == 0 ? null
                            : settings.matchMs() - seat.usedNanos() / 1_000_000L;
                    moves.add(new MoveRecord(moves.size() + 1, mover.lower(), color, x, y, Records.millis(answer[2]),
                            timeLeft, seat.messages().size()));
                    showMove(gameNo, board, mover, color, x, y, answer[2]);
                    if (settings.matchMs() > 0 && seat.usedNanos() / 1_000_000L > settings.matchMs() + tolerance) {
                        throw new EngineFault(Fault.TIMEOUT, "game clock exceeded: " + seat.usedNanos() / 1_000_000L
                                + " ms used of " + settings.matchMs());
                    }
                    if (v == GomokuBoard.Verdict.WIN) {
                        outcome = Outcome.winner(mover);
                        reason = "five";
                        break;
                    }
                } catch (EngineFault f) {
                    faultSide = mover;
                    reason = f.fault().label();
                    detail = f.detail();
                }
                color = 3 - color;
            }
            refereed = true;
        } finally {
            List<GomocupSeat> ending = new ArrayList<>();
            for (Map.Entry<Side, GomocupSeat> e : seats.entrySet()) {
                if (kept != null && kept.keeps(e.getKey()) && refereed && e.getKey() != faultSide
                        && e.getValue().engine().exitCode() == null) {
                    kept.keep(e.getKey(), e.getValue().engine());
                } else {
                    ending.add(e.getValue());
                }
            }
            ending.parallelStream().forEach(GomocupSeat::close);
        }
        if (faultSide != null) {
            outcome = Outcome.winner(faultSide.other());
        }
        List<List<Integer>> openingList = new ArrayList<>();
        for (int[] s : opening) {
            openingList.add(List.of(s[0], s[1]));
        }
        GomocupSeat a = seats.get(Side.A);
        GomocupSeat b = seats.get(Side.B);
        GameRecord record = new GameRecord(gameNo, black.lower(), size, settings.rule().label(), openingList, moves,
                outcome.label(), reason, faultSide == null ? null : faultSide.lower(), detail,
                a == null ? 0 : Records.millis(a.usedNanos()), b == null ? 0 : Records.millis(b.usedNanos()),
                a == null ? null : a.about(), b == null ? null : b.about(),
                a == null ? List.of() : a.messages(), b == null ? List.of() : b.messages(),
                a == null ? 0 : a.warningCount(), b == null ? 0 : b.warningCount(),
                a == null ? List.of() : a.warnings(), b == null ? List.of() : b.warnings());
        if (show != null) {
            show.note(String.format("Game %d over: %s (%s%s)%n%n", gameNo,
                    outcome == Outcome.DRAW ? "draw" : outcome.label() + " wins",
                    reason, faultSide == null ? "" : " by " + faultSide + ": " + detail));
        }
        return record;
    }

    private static String label(String prefix, Side s) {
        return prefix + "-" + s.lower();
    }

    private static Path transcript(Path outDir, String prefix, Side s) {
        return outDir.resolve(label(prefix, s) + ".io.log");
    }

    /** A new process for side {@code s}, its conversation in the game's transcript. */
    private GomocupSeat startSeat(Side s, Path outDir, String prefix) throws EngineFault {
        return GomocupSeat.start(label(prefix, s), s == Side.A ? argvA : argvB, transcript(outDir, prefix, s));
    }

    /** The INFO lines of a brain's first request, before its time_left (piskvork's order). */
    static List<String> infos(Settings settings) {
        List<String> infos = new ArrayList<>();
        infos.add("INFO max_memory " + settings.maxMemory());
        infos.add("INFO timeout_match " + settings.matchMs());
        infos.add("INFO timeout_turn " + settings.turnMs());
        infos.add("INFO game_type 1");
        infos.add("INFO rule " + settings.rule().gomocupValue());
        return infos;
    }

    /**
     * The lines of a move request for a brain that knows the first {@code known} stones:
     * BEGIN on an empty board, TURN when only the last stone is new, BOARD otherwise.
     */
    static List<String> request(List<int[]> stones, int known, int ownColor, long leftMs) {
        List<String> lines = new ArrayList<>();
        lines.add("INFO time_left " + (leftMs == Long.MAX_VALUE ? Integer.MAX_VALUE : leftMs));
        if (stones.isEmpty()) {
            lines.add("BEGIN");
        } else if (known > 0 && known == stones.size() - 1 || known == 0 && stones.size() == 1) {
            int[] last = stones.get(stones.size() - 1);
            lines.add("TURN " + last[0] + "," + last[1]);
        } else {
            lines.addAll(position("BOARD", stones, ownColor));
        }
        return lines;
    }

    /**
     * A whole position as BOARD (or Yixin-Board's YXBOARD) gives it: the command, one {@code x,y,field}
     * line per stone in the order played, field 1 for {@code ownColor}'s stones and 2 for the others, DONE.
     */
    static List<String> position(String command, List<int[]> stones, int ownColor) {
        List<String> lines = new ArrayList<>(stones.size() + 2);
        lines.add(command);
        for (int[] s : stones) {
            lines.add(s[0] + "," + s[1] + "," + (s[2] == ownColor ? 1 : 2));
        }
        lines.add("DONE");
        return lines;
    }

    private void showMove(int gameNo, GomokuBoard board, Side mover, int color, int x, int y, long nanos) {
        if (show == null) {
            return;
        }
        show.frame(String.format("Game %d: %s (%s) plays %d,%d (%.0f ms)%n%s%n", gameNo, mover,
                color == 1 ? "X" : "O", x, y, nanos / 1e6, board.render(x, y)));
    }
}
