package dev.gamebots.gomoku.protocol;

import dev.gamebots.core.Score;
import dev.gamebots.core.SearchInfo;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.session.Decision;
import dev.gamebots.gomoku.session.Decision;

/**
 * What one search says to the manager. Each finished iteration becomes one {@code DEBUG} line (depth,
 * score, nodes, speed, time, principal variation), said only while the manager waits for the
 * command's reply: DEBUG is the protocol's line for what a manager shows in its debug view and hides
 * in tournaments; after the reply the manager no longer reads, so {@link #close()} ends them. The
 * iterations come from the search thread, the reply from the protocol's thread: the lock keeps any
 * DEBUG line from following the reply. Then a {@code MESSAGE} summary of the move just before it.
 */
final class SearchReport implements SearchListener {

    private final ProtocolOutput out;
    /** The searched board (for the points of a PV: its geometry never changes during the search). */
    private final Board board;
    private final Object lock = new Object();
    /** Guarded by lock. */
    private boolean open = true;

    SearchReport(ProtocolOutput out, Board board) {
        this.out = out;
        this.board = board;
    }

    @Override
    public void onIteration(SearchInfo info) {
        StringBuilder sb = new StringBuilder("DEBUG depth ");
        sb.append(info.depth()).append(" score ").append(Score.format(info.score())).append(" nodes ")
                .append(info.nodes()).append(" nps ").append(info.nodesPerSecond()).append(" time ")
                .append(info.elapsedMillis()).append(" ms");
        if (info.pv().length > 0) {
            appendPoints(sb.append(" pv"), info.pv(), board);
        }
        synchronized (lock) {
            if (open) {
                out.line(sb.toString());
            }
        }
    }

    /** No DEBUG line from now on: the reply is being sent. */
    void close() {
        synchronized (lock) {
            open = false;
        }
    }

    /**
     * The MESSAGE text for a move: the search's summary (how it chose, depth, score, nodes, time,
     * speed, PV), or why the watchdog gave it; null for a move without search.
     */
    String summary(Decision d) {
        SearchResult r = d.result();
        if (r == null) {
            return d.atDeadline() ? d.reason() : null;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(d.reason()).append(": depth ").append(r.depth()).append(", score ").append(Score.format(r.score()))
                .append(", nodes ").append(r.nodes());
        long ms = r.elapsedNanos() / 1_000_000L;
        sb.append(", ").append(ms).append(" ms");
        if (ms > 0) {
            sb.append(", ").append(r.nodes() * 1000 / ms).append(" n/s");
        }
        if (r.pv().length > 1) {
            appendPoints(sb.append(", pv"), r.pv(), board);
        }
        return sb.toString();
    }

    /** Appends {@code " x,y"} for each point (the one PV format of DEBUG and MESSAGE lines). */
    static StringBuilder appendPoints(StringBuilder sb, int[] points, Board board) {
        for (int p : points) {
            sb.append(' ').append(board.x(p)).append(',').append(board.y(p));
        }
        return sb;
    }
}
