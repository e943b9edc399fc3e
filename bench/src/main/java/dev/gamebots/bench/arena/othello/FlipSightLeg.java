package dev.gamebots.bench.arena.othello;

import dev.gamebots.bench.arena.match.EngineFault;
import dev.gamebots.bench.arena.match.Fault;
import dev.gamebots.bench.arena.match.Records;
import dev.gamebots.bench.arena.match.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * One leg of a FlipSight bot match, refereed as the connector and the server together would:
 * the colour to move gets the position, the server's legal moves, {@code remaining_ms} (its clock
 * minus the time already gone on this move) and {@code budget_ms} = min(max think, remaining - 750);
 * an answer later than the budget, a crash, garbage, an illegal move or a pass with a legal move
 * loses the leg, which is then scored as the server's awarded result (0 for the loser, all the
 * playable squares for the other; reversed in anti).
 */
final class FlipSightLeg {

    /** The connector keeps this much of the clock in reserve when it sets budget_ms. */
    static final long CONNECTOR_MARGIN_MS = 750;

    /** The time control of a leg. {@code maxThinkMs} 0 means no per-move cap. */
    record Limits(long clockMs, long maxThinkMs, long toleranceMs) {
    }

    /** One move of the record. */
    record MoveRecord(int ply, int color, String side, int move, String square, long remainingMs, long budgetMs,
                      double ms, double clockLeftMs) {
    }

    /** Everything about a finished leg. {@code resultDiscs} is set only when a fault decided it. */
    record LegRecord(int leg, String black, List<Integer> startBoard, int startToMove, List<MoveRecord> moves,
                     int discsBlack, int discsWhite, List<Integer> resultDiscs, String reason, String faultSide,
                     String detail, double clockLeftMsBlack, double clockLeftMsWhite, int restartsA, int restartsB) {

        /** The score of {@code side} in this leg, awarded or counted. */
        int scoreOf(Side side) {
            boolean black = black().equals(side.lower());
            if (resultDiscs != null) {
                return resultDiscs.get(black ? 0 : 1);
            }
            return black ? discsBlack : discsWhite;
        }
    }

    private final int matchId;
    private final int leg;
    private final RandomStart start;
    private final Limits limits;
    private final OthelloSeat[] seats = new OthelloSeat[3]; // by colour
    private final MatchView view;

    /** Leg 0: A is black; leg 1: B is black. {@code seatA}/{@code seatB} play A's and B's colour. */
    FlipSightLeg(int matchId, int leg, RandomStart start, Limits limits, OthelloSeat seatA, OthelloSeat seatB,
                 MatchView view) {
        this.matchId = matchId;
        this.leg = leg;
        this.start = start;
        this.limits = limits;
        this.seats[blackSide() == Side.A ? 1 : 2] = seatA;
        this.seats[blackSide() == Side.A ? 2 : 1] = seatB;
        this.view = view;
    }

    private Side blackSide() {
        return leg == 0 ? Side.A : Side.B;
    }

    private Side sideOf(int color) {
        return color == 1 ? blackSide() : blackSide().other();
    }

    LegRecord play() {
        OthelloBoard board = start.board().copy();
        Variant v = board.variant();
        int color = start.toMove();
        long[] clockNanos = {0, limits.clockMs() * 1_000_000L, limits.clockMs() * 1_000_000L};
        List<MoveRecord> moves = new ArrayList<>();
        List<LegState.HistoryEntry> history = new ArrayList<>();
        EngineFault fault = null;
        int faultColor = 0;
        long turnStart = System.nanoTime();
        try {
            while (true) {
                int[] legal = board.legalMoves(color);
                if (legal.length == 0 && board.legalMoves(3 - color).length == 0) {
                    break;
                }
                long now = System.nanoTime();
                long remainingMs = (clockNanos[color] - (now - turnStart)) / 1_000_000L;
                long budgetMs = remainingMs - CONNECTOR_MARGIN_MS;
                if (limits.maxThinkMs() > 0) {
                    budgetMs = Math.min(limits.maxThinkMs(), budgetMs);
                }
                OthelloSeat.Answer answer;
                try {
                    if (budgetMs <= 0) {
                        throw new EngineFault(Fault.TIMEOUT, "clock down to " + remainingMs
                                + " ms, under the connector's " + CONNECTOR_MARGIN_MS + " ms margin");
                    }
                    LegState state = new LegState(v, matchId, leg, start.board(), start.toMove(), board.copy(), color,
                            legal, history.size(), List.copyOf(history));
                    answer = seats[color].ask(state, remainingMs, budgetMs,
                            now + (budgetMs + limits.toleranceMs()) * 1_000_000L);
                    checkLegal(answer.move(), legal, v.size());
                } catch (EngineFault f) {
                    fault = f;
                    faultColor = color;
                    clockNanos[color] -= System.nanoTime() - turnStart;
                    break;
                }
                long used = answer.nanos() - turnStart;
                clockNanos[color] -= used;
                if (answer.move() >= 0) {
                    board.play(answer.move(), color);
                }
                Side side = sideOf(color);
                history.add(new LegState.HistoryEntry(color, side == Side.A ? 0 : 1, answer.move(),
                        System.currentTimeMillis()));
                moves.add(new MoveRecord(moves.size() + 1, color, side.lower(), answer.move(),
                        Squares.name(answer.move(), v.size()), remainingMs, budgetMs, Records.millis(used),
                        Records.millis(clockNanos[color])));
                if (view != null) {
                    view.update(leg, board, answer.move(), String.format("%s %s %s %.0f ms, %.1f s left",
                            side, color == 1 ? "(X)" : "(O)", Squares.name(answer.move(), v.size()), used / 1e6,
                            clockNanos[color] / 1e9));
                }
                turnStart = answer.nanos();
                color = 3 - color;
            }
        } finally {
            seats[1].close();
            seats[2].close();
        }
        List<Integer> result = null;
        String reason = "discs";
        if (fault != null) {
            int all = v.playableSquares();
            int loserScore = v.fewestWins() ? all : 0;
            result = faultColor == 1 ? List.of(loserScore, all - loserScore) : List.of(all - loserScore, loserScore);
            reason = fault.fault().label();
        }
        Side faultSide = fault == null ? null : sideOf(faultColor);
        int restartsA = seats[blackSide() == Side.A ? 1 : 2].restarts();
        int restartsB = seats[blackSide() == Side.A ? 2 : 1].restarts();
        LegRecord record = new LegRecord(leg, blackSide().lower(), toList(start.board().cells()), start.toMove(), moves,
                board.discs(1), board.discs(2), result, reason, faultSide == null ? null : faultSide.lower(),
                fault == null ? null : fault.detail(), Records.millis(clockNanos[1]), Records.millis(clockNanos[2]),
                restartsA, restartsB);
        if (view != null) {
            view.update(leg, board, -1, String.format("over: X %d, O %d%s", record.scoreOf(blackSide()),
                    record.scoreOf(blackSide().other()), fault == null ? "" : " (" + reason + " by " + faultSide + ")"));
            if (fault != null) {
                view.message(String.format("match %d leg %d: %s by %s: %s", matchId, leg, reason, faultSide,
                        fault.detail()));
            }
        }
        return record;
    }

    private static void checkLegal(int move, int[] legal, int size) throws EngineFault {
        if (move == -1) {
            if (legal.length > 0) {
                throw new EngineFault(Fault.ILLEGAL, "passed with " + legal.length + " legal moves");
            }
            return;
        }
        if (legal.length == 0) {
            throw new EngineFault(Fault.ILLEGAL, "played " + Squares.name(move, size) + " with no legal move (must pass)");
        }
        for (int m : legal) {
            if (m == move) {
                return;
            }
        }
        throw new EngineFault(Fault.ILLEGAL, move < 0 ? "square off the board"
                : Squares.name(move, size) + " (" + move + ") is not in legal_moves");
    }

    private static List<Integer> toList(int[] a) {
        List<Integer> l = new ArrayList<>(a.length);
        for (int x : a) {
            l.add(x);
        }
        return l;
    }
}
