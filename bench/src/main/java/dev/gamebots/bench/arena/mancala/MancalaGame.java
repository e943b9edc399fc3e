package dev.gamebots.bench.arena.mancala;

import dev.gamebots.bench.arena.match.Display;
import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.match.Side;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Referees one Mancala game between two bot processes, as the contest controller does. */
final class MancalaGame {

    /** Limits of one game. */
    record Limits(long moveMs, long toleranceMs, long startMs) {
    }

    /** One move in the record. */
    record MoveRecord(int ply, String side, int player, int hole, double ms) {
    }

    /** The record of a game: who moved first, the moves, the final stores, how it ended. */
    record GameRecord(int game, String first, List<MoveRecord> moves, int scoreA, int scoreB, String reason,
                      String faultSide, String detail, double timeMsA, double timeMsB) {
    }

    private final List<String> argvA;
    private final List<String> argvB;
    private final Limits limits;
    private final Display show;

    MancalaGame(List<String> argvA, List<String> argvB, Limits limits, Display show) {
        this.argvA = argvA;
        this.argvB = argvB;
        this.limits = limits;
        this.show = show;
    }

    /**
     * Plays one game with {@code first} as player 1; files are named {@code prefix-a.*}. A fault
     * gives the faulty bot 0 and the other 48.
     */
    GameRecord play(int gameNo, Side first, Path outDir, String prefix) {
        Map<Side, MancalaSeat> seats = new EnumMap<>(Side.class);
        List<MoveRecord> moves = new ArrayList<>();
        KalahBoard board = KalahBoard.initial();
        Side faulty = null;
        EngineFault fault = null;
        if (show != null) {
            show.frame(String.format("Game %d: %s is player 1 (bottom row, moves first), %s player 2%n%n%s%n", gameNo,
                    first, first.other(), board.render(first + "", first.other() + "")));
        }
        try {
            for (Side s : Side.values()) {
                try {
                    seats.put(s, MancalaSeat.start(prefix + "-" + s.lower(), s == Side.A ? argvA : argvB,
                            outDir.resolve(prefix + "-" + s.lower() + ".bot.log"),
                            outDir.resolve(prefix + "-" + s.lower() + ".io.log")));
                } catch (EngineFault f) {
                    if (fault == null) {
                        faulty = s;
                        fault = f;
                    }
                }
            }
            for (Side s : Side.values()) {
                if (fault != null) {
                    break;
                }
                try {
                    seats.get(s).startGame(s == first ? 1 : 2, limits.startMs());
                } catch (EngineFault f) {
                    faulty = s;
                    fault = f;
                }
            }
            long moveLimit = limits.moveMs() + limits.toleranceMs();
            while (fault == null && !board.isOver()) {
                Side mover = board.toMove() == 0 ? first : first.other();
                try {
                    MancalaSeat.Move m = seats.get(mover).move(moveLimit);
                    if (!board.isLegal(m.hole())) {
                        throw new EngineFault(Fault.ILLEGAL,
                                "hole " + m.hole() + " is empty");
                    }
                    board.play(m.hole());
                    moves.add(new MoveRecord(moves.size() + 1, mover.lower(), mover == first ? 1 : 2, m.hole(),
                            Records.millis(m.nanos())));
                    showMove(board, first, mover, m);
                } catch (EngineFault f) {
                    faulty = mover;
                    fault = f;
                    break;
                }
                try {
                    seats.get(mover.other()).opponent(moves.get(moves.size() - 1).hole(), moveLimit);
                } catch (EngineFault f) {
                    faulty = mover.other();
                    fault = f;
                }
            }
        } finally {
            int p1 = board.store(0);
            int p2 = board.store(1);
            for (MancalaSeat seat : seats.values()) {
                seat.end(p1 + "-" + p2);
            }
            seats.values().parallelStream().forEach(MancalaSeat::close);
        }
        long timeA = seats.containsKey(Side.A) ? seats.get(Side.A).moveNanos() : 0;
        long timeB = seats.containsKey(Side.B) ? seats.get(Side.B).moveNanos() : 0;
        int scoreA;
        int scoreB;
        if (fault != null) {
            scoreA = faulty == Side.A ? 0 : 48;
            scoreB = 48 - scoreA;
        } else {
            scoreA = board.store(first == Side.A ? 0 : 1);
            scoreB = board.store(first == Side.A ? 1 : 0);
        }
        GameRecord record = new GameRecord(gameNo, first.lower(), moves, scoreA, scoreB,
                fault == null ? "stores" : fault.fault().label(), faulty == null ? null : faulty.lower(),
                fault == null ? null : fault.detail(), Records.millis(timeA), Records.millis(timeB));
        if (show != null) {
            show.note(String.format("Game %d over: A %d - B %d (%s%s)%n%n", gameNo, scoreA, scoreB, record.reason(),
                    faulty == null ? "" : ", " + faulty.lower() + ": " + record.detail()));
        }
        return record;
    }

    private void showMove(KalahBoard board, Side first, Side mover, MancalaSeat.Move m) {
        if (show == null) {
            return;
        }
        show.frame(String.format("%s plays hole %d (%.0f ms)%n%s%n", mover, m.hole(), m.nanos() / 1e6,
                board.render(first + "", first.other() + "")));
    }
}
