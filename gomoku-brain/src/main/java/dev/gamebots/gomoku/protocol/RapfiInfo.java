package dev.gamebots.gomoku.protocol;

import dev.gamebots.core.Score;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.search.PvLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Rapfi's thinking output for GUIs (Rapfi/search/searchoutput.cpp), chosen by {@code INFO
 * SHOW_DETAIL n}: bit 1 the realtime lines, bit 2 the {@code INFO PV} blocks (0: none, Rapfi's
 * default; 3: both). Only text here: {@link SearchReport} says it, while the manager waits.
 */
final class RapfiInfo {

    /** SHOW_DETAIL's bits. */
    static final int REALTIME = 1;
    static final int DETAIL = 2;
    /** Rapfi says realtime lines from this depth on (REALTIME_MIN_DEPTH). */
    static final int REALTIME_MIN_DEPTH = 8;

    private RapfiInfo() {
    }

    /**
     * One line's {@code INFO PV} block, as Rapfi's printPvCompletes writes it: {@code INFO PV i},
     * NUMPV, DEPTH, SELDEPTH (our searches keep none: the depth), NODES (the search's so far: no count
     * per line is kept), TOTALNODES, TOTALTIME (ms), SPEED (nodes/s), EVAL (an integer, or {@code +M<plies>}
     * / {@code -M<plies>} for a proven score), WINRATE, BESTLINE ({@code x,y} points), {@code INFO PV DONE}.
     */
    static List<String> pvBlock(int index, int lines, PvLine line, long nodes, long elapsedMs, double logitUnits,
                                Board board) {
        List<String> out = new ArrayList<>(12);
        out.add("INFO PV " + index);
        out.add("INFO NUMPV " + lines);
        out.add("INFO DEPTH " + line.depth());
        out.add("INFO SELDEPTH " + line.depth());
        out.add("INFO NODES " + nodes);
        out.add("INFO TOTALNODES " + nodes);
        out.add("INFO TOTALTIME " + elapsedMs);
        out.add("INFO SPEED " + nodes * 1000 / Math.max(elapsedMs, 1));
        out.add("INFO EVAL " + eval(line.score()));
        out.add("INFO WINRATE " + String.format(Locale.ROOT, "%.6f", winRate(line.score(), logitUnits)));
        StringBuilder best = new StringBuilder("INFO BESTLINE");
        SearchReport.appendPoints(best, line.pv(), board);
        out.add(best.toString());
        out.add("INFO PV DONE");
        return out;
    }

    /** Rapfi's value text: the score, or {@code +M<plies>} / {@code -M<plies>} when it is proven. */
    static String eval(int score) {
        if (!Score.isDecisive(score)) {
            return Integer.toString(score);
        }
        return (score > 0 ? "+M" : "-M") + Score.distance(score);
    }

    /** The side to move's chance to win: 1 or 0 when proven, else sigmoid(score / units per logit). */
    static double winRate(int score, double logitUnits) {
        if (Score.isDecisive(score)) {
            return score > 0 ? 1.0 : 0.0;
        }
        return 1.0 / (1.0 + Math.exp(-score / logitUnits));
    }

    /** The realtime pair Rapfi says after each line from {@link #REALTIME_MIN_DEPTH} on: REFRESH, then the best move. */
    static List<String> realtimeBest(int move, Board board) {
        return List.of("MESSAGE REALTIME REFRESH", "MESSAGE REALTIME BEST " + board.x(move) + "," + board.y(move));
    }
}
