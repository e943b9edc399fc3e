package dev.gamebots.gomoku.session;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
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

    /** The display as one text block. */
    public static String text(Board b, int brainColor, int lastMove) {
        return String.join("\n", lines(b, brainColor, lastMove)) + "\n";
    }
}
