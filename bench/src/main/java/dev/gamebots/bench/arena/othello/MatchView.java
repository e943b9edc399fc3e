package dev.gamebots.bench.arena.othello;

import dev.gamebots.bench.arena.match.Display;

/**
 * {@code --show} for a FlipSight match: both legs' boards side by side, redrawn after every move in
 * either leg, with the last move in lower case and each leg's latest event under its board.
 */
final class MatchView {

    private final Display out;
    private final int matchNo;
    private final String[][] boards = new String[2][];
    private final String[] captions = new String[2];
    private final String[] headers = new String[2];

    MatchView(Display out, int matchNo, OthelloBoard start, String[] headers) {
        this.out = out;
        this.matchNo = matchNo;
        for (int leg = 0; leg < 2; leg++) {
            boards[leg] = start.renderLines(-1);
            captions[leg] = "start";
            this.headers[leg] = headers[leg];
        }
    }

    void update(int leg, OthelloBoard board, int lastMove, String caption) {
        StringBuilder b = new StringBuilder();
        synchronized (this) {
            boards[leg] = board.renderLines(lastMove);
            captions[leg] = caption;
            int width = Math.max(boards[0][0].length(), 36) + 4;
            b.append(String.format("match %d%n", matchNo));
            b.append(pad(headers[0], width)).append(headers[1]).append(System.lineSeparator());
            for (int i = 0; i < boards[0].length; i++) {
                b.append(pad(boards[0][i], width)).append(boards[1][i]).append(System.lineSeparator());
            }
            b.append(pad(captions[0], width)).append(captions[1]).append(System.lineSeparator());
            b.append(System.lineSeparator());
            out.frame("match-" + matchNo, b.toString());
        }
    }

    void message(String text) {
        out.note(text + System.lineSeparator());
    }

    private static String pad(String s, int width) {
        StringBuilder b = new StringBuilder(s.length() > width - 1 ? s.substring(0, width - 1) : s);
        while (b.length() < width) {
            b.append(' ');
        }
        return b.toString();
    }
}
