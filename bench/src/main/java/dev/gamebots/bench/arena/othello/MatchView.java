package dev.gamebots.bench.arena.othello;

import java.io.PrintStream;

/**
 * {@code --show} for a FlipSight match: both legs' boards side by side, redrawn after every move in
 * either leg, with the last move in lower case and each leg's latest event under its board.
 */
final class MatchView {

    private final PrintStream out;
    private final int matchNo;
    private final String[][] boards = new String[2][];
    private final String[] captions = new String[2];
    private final String[] headers = new String[2];

    MatchView(PrintStream out, int matchNo, OthelloBoard start, String[] headers) {
        this.out = out;
        this.matchNo = matchNo;
        for (int leg = 0; leg < 2; leg++) {
            boards[leg] = start.renderLines(-1);
            captions[leg] = "start";
            this.headers[leg] = headers[leg];
        }
    }

    void update(int leg, OthelloBoard board, int lastMove, String caption) {
        synchronized (out) {
            boards[leg] = board.renderLines(lastMove);
            captions[leg] = caption;
            int width = Math.max(boards[0][0].length(), 36) + 4;
            out.printf("match %d%n", matchNo);
            out.println(pad(headers[0], width) + headers[1]);
            for (int i = 0; i < boards[0].length; i++) {
                out.println(pad(boards[0][i], width) + boards[1][i]);
            }
            out.println(pad(captions[0], width) + captions[1]);
            out.println();
            out.flush();
        }
    }

    void message(String text) {
        synchronized (out) {
            out.println(text);
            out.flush();
        }
    }

    private static String pad(String s, int width) {
        StringBuilder b = new StringBuilder(s.length() > width - 1 ? s.substring(0, width - 1) : s);
        while (b.length() < width) {
            b.append(' ');
        }
        return b.toString();
    }
}
