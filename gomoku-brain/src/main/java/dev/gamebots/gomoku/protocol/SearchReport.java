package dev.gamebots.gomoku.protocol;

import dev.gamebots.core.Score;
import dev.gamebots.core.SearchInfo;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.search.LineListener;
import dev.gamebots.gomoku.search.PvLine;
import dev.gamebots.gomoku.session.Decision;
import java.util.ArrayList;
import java.util.List;

/**
 * What one search says to the manager. Each finished iteration becomes one {@code DEBUG} line (depth,
 * score, nodes, speed, time, principal variation), said only while the manager waits for the
 * command's reply: DEBUG is the protocol's line for what a manager shows in its debug view and hides
 * in tournaments; after the reply the manager no longer reads, so {@link #close()} ends them. The
 * iterations come from the search thread, the reply from the protocol's thread: the lock keeps any
 * DEBUG line from following the reply. Then a {@code MESSAGE} summary of the move just before it.
 *
 * <p>When the GUI asked with {@code INFO SHOW_DETAIL} ({@link RapfiInfo}), Rapfi's {@code INFO PV}
 * blocks and realtime lines too: per iteration of a move's search, per line of a multi-PV one.
 */
final class SearchReport implements SearchListener, LineListener {

    private final ProtocolOutput out;
    /** The searched board (for the points of a PV: its geometry never changes during the search). */
    private final Board board;
    /** Lines asked (YXNBEST n), 0 for a move's search: with more than one, the lines say the INFO blocks. */
    private final int lines;
    /** Rapfi's SHOW_DETAIL bits ({@link RapfiInfo#REALTIME}, {@link RapfiInfo#DETAIL}). */
    private final int showDetail;
    /** Evaluation units per logit of win probability, for INFO WINRATE. */
    private final double logitUnits;
    private final Object lock = new Object();
    /** Guarded by lock. */
    private boolean open = true;
    /** The best line so far at the running depth of a multi-PV search (search thread only). */
    private int bestMove = -1;
    private int bestScore;

    SearchReport(ProtocolOutput out, Board board, int lines, int showDetail, double logitUnits) {
        this.out = out;
        this.board = board;
        this.lines = lines;
        this.showDetail = showDetail;
        this.logitUnits = logitUnits;
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
        say(List.of(sb.toString()));
        if (lines <= 1 && info.pv().length > 0) {
            PvLine line = new PvLine(info.pv()[0], info.score(), info.depth(), info.pv());
            sayRapfi(0, 1, line, info.nodes(), info.elapsedMillis(), line.move());
        }
    }

    /** A multi-PV line: Rapfi's INFO PV block and realtime lines, when asked for. */
    @Override
    public void onLine(int index, int count, PvLine line, long nodes, long elapsedMs) {
        if (lines <= 1) {
            return; // one line: said per iteration
        }
        if (index == 0 || line.score() > bestScore) {
            bestMove = line.move();
            bestScore = line.score();
        }
        sayRapfi(index, count, line, nodes, elapsedMs, bestMove);
    }

    private void sayRapfi(int index, int count, PvLine line, long nodes, long elapsedMs, int best) {
        if ((showDetail & RapfiInfo.DETAIL) != 0) {
            say(RapfiInfo.pvBlock(index, count, line, nodes, elapsedMs, logitUnits, board));
        }
        if ((showDetail & RapfiInfo.REALTIME) != 0 && line.depth() >= RapfiInfo.REALTIME_MIN_DEPTH) {
            say(RapfiInfo.realtimeBest(best, board));
        }
    }

    /** Says {@code text} unless the reply is out (then the manager no longer reads). */
    private void say(List<String> text) {
        synchronized (lock) {
            if (open) {
                for (String l : text) {
                    out.line(l);
                }
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

    /**
     * The MESSAGE text of each multi-PV line of {@code d}, best first: {@code NBEST k x,y score S
     * depth D pv x,y ...} (k from 1; S as in the DEBUG lines).
     */
    List<String> bestLines(Decision d) {
        List<String> text = new ArrayList<>(d.lines().size());
        int k = 1;
        for (PvLine l : d.lines()) {
            StringBuilder sb = new StringBuilder("NBEST ").append(k++).append(' ').append(board.x(l.move()))
                    .append(',').append(board.y(l.move())).append(" score ").append(Score.format(l.score()))
                    .append(" depth ").append(l.depth());
            appendPoints(sb.append(" pv"), l.pv(), board);
            text.add(sb.toString());
        }
        return text;
    }

    /** Appends {@code " x,y"} for each point (the one PV format of DEBUG and MESSAGE lines). */
    static StringBuilder appendPoints(StringBuilder sb, int[] points, Board board) {
        for (int p : points) {
            sb.append(' ').append(board.x(p)).append(',').append(board.y(p));
        }
        return sb;
    }
}
