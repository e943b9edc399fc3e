package dev.gamebots.gomoku.session;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import java.util.ArrayList;
import java.util.List;

/**
 * The board as the brain sees it, for people: columns (x) and rows (y) numbered from 0 like the
 * protocol's coordinates, {@code B} the brain's stones, {@code M} the manager's (opponent's),
 * {@code -} empty, {@code #} blocked, and the last move in brackets, e.g. {@code [M]}.
 */
public final class BoardDisplay {

    private BoardDisplay() {
    }

    /** The display as lines (no line breaks inside). */
    public static List<String> lines(Board b, int brainColor, int lastMove) {
        List<String> out = new ArrayList<>();
        StringBuilder header = new StringBuilder("   ");
        for (int x = 0; x < b.width(); x++) {
            header.append(String.format("%3d", x));
        }
        out.add(header.toString());
        for (int y = 0; y < b.height(); y++) {
            StringBuilder row = new StringBuilder(String.format("%3d", y));
            for (int x = 0; x < b.width(); x++) {
                int p = b.index(x, y);
                char c = switch (b.at(p)) {
                    case Stones.EMPTY -> '-';
                    case Stones.BLOCKED -> '#';
                    default -> b.at(p) == brainColor ? 'B' : 'M';
                };
                if (p == lastMove) {
                    row.append('[').append(c).append(']');
                } else {
                    row.append(' ').append(c).append(' ');
                }
            }
            out.add(row.toString());
        }
        return out;
    }

    /** Static evaluation of a point for the side to move (INFO evaluate). */
    public static String evaluation(Board b, int x, int y) {
        if (!b.onBoard(x, y)) {
            return "evaluate " + x + "," + y + ": off the board";
        }
        int p = b.index(x, y);
        int me = b.sideToMove();
        return "evaluate " + x + "," + y + ": " + (b.isEmpty(p)
                ? "threat " + Threat.name(b.threat(me, p)) + ", value " + b.value(me, p) + " / opponent "
                + b.value(Stones.opponent(me), p)
                : "occupied");
    }

    /** The display as one text block. */
    public static String text(Board b, int brainColor, int lastMove) {
        return String.join("\n", lines(b, brainColor, lastMove)) + "\n";
    }
}
