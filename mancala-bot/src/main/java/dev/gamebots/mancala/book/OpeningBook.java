package dev.gamebots.mancala.book;

import dev.gamebots.mancala.rules.Kalah;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Exact values and best moves of the positions near the start, computed offline by the project's own
 * solver ({@code java -jar mancala-bot.jar book ...}, see docs/mancala.md) and shipped as a resource.
 *
 * <p>Positions are keyed like the solver's table: the hole contents seen from the side to move
 * (stores left out, since a position's future gain does not depend on them). Text format, one
 * position a line, {@code #} starts a comment:
 * <pre>
 *   h1 h2 ... hm o1 o2 ... om best value
 * </pre>
 * {@code h} = the mover's holes from the mover's left, {@code o} = the opponent's holes from the
 * opponent's left, {@code best} = a best move as a hole number 1..m, {@code value} = the exact future
 * gain for the mover (final store difference minus the present one) under perfect play.
 */
public final class OpeningBook {

    /** The resource holding the book of the contest board, Kalah(6,4). */
    public static final String CONTEST_RESOURCE = "/dev/gamebots/mancala/book-6x4.txt";

    /**
     * One book position.
     *
     * @param move  a best move (mover's hole, 0-based)
     * @param value exact future gain for the mover
     */
    public record Entry(int move, int value) {
    }

    private final int holes;
    private final Map<String, Entry> entries;

    private OpeningBook(int holes, Map<String, Entry> entries) {
        this.holes = holes;
        this.entries = entries;
    }

    /** An empty book. */
    public static OpeningBook empty(int holes) {
        return new OpeningBook(holes, new HashMap<>());
    }

    /** The book shipped for Kalah(6,4), or an empty one when the resource is missing or unreadable. */
    public static OpeningBook contest() {
        try (InputStream in = OpeningBook.class.getResourceAsStream(CONTEST_RESOURCE)) {
            if (in == null) {
                return empty(6);
            }
            return read(6, new InputStreamReader(in, StandardCharsets.US_ASCII));
        } catch (IOException | IllegalArgumentException e) {
            return empty(6);
        }
    }

    /** Parses a book in the text format above. */
    public static OpeningBook read(int holes, Reader source) throws IOException {
        Map<String, Entry> map = new HashMap<>();
        BufferedReader reader = new BufferedReader(source, 1 << 16);
        int[] fields = new int[2 * holes + 2];
        String line;
        int lineNumber = 0;
        while ((line = reader.readLine()) != null) {
            lineNumber++;
            int n = parseInts(line, fields);
            if (n == 0) {
                continue;
            }
            if (n != fields.length) {
                throw new IllegalArgumentException("book line " + lineNumber + ": expected " + fields.length
                        + " numbers: " + line);
            }
            int move = fields[2 * holes] - 1;
            if (move < 0 || move >= holes || fields[move] == 0) {
                throw new IllegalArgumentException("book line " + lineNumber + ": illegal move: " + line);
            }
            map.put(key(fields, holes), new Entry(move, fields[2 * holes + 1]));
        }
        return new OpeningBook(holes, map);
    }

    /** Reads up to {@code out.length} integers from {@code line} (stops at '#'); returns how many. */
    private static int parseInts(String line, int[] out) {
        int n = 0;
        int i = 0;
        int len = line.length();
        while (i < len) {
            char c = line.charAt(i);
            if (c == '#') {
                break;
            }
            if (c == '-' || (c >= '0' && c <= '9')) {
                boolean negative = c == '-';
                if (negative) {
                    i++;
                }
                int v = 0;
                int digits = 0;
                while (i < len && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
                    v = v * 10 + (line.charAt(i) - '0');
                    i++;
                    digits++;
                }
                if (digits == 0) {
                    throw new IllegalArgumentException("bad number in book line: " + line);
                }
                if (n == out.length) {
                    return n + 1;
                }
                out[n++] = negative ? -v : v;
            } else {
                i++;
            }
        }
        return n;
    }

    private static String key(int[] holesThenOpponent, int holes) {
        StringBuilder sb = new StringBuilder(6 * holes);
        for (int i = 0; i < 2 * holes; i++) {
            sb.append(holesThenOpponent[i]).append(i == holes - 1 ? '/' : '.');
        }
        return sb.toString();
    }

    /** The key of {@code position} (mover's holes, then the opponent's). */
    public static String key(Kalah position) {
        int m = position.holes();
        int[] h = new int[2 * m];
        for (int i = 0; i < m; i++) {
            h[i] = position.moverSeeds(i);
            h[m + i] = position.opponentSeeds(i);
        }
        return key(h, m);
    }

    /** The entry for {@code position}, or null. */
    public Entry lookup(Kalah position) {
        if (position.holes() != holes || position.isTerminal()) {
            return null;
        }
        Entry e = entries.get(key(position));
        return e != null && position.isLegal(e.move()) ? e : null;
    }

    /** Number of positions. */
    public int size() {
        return entries.size();
    }

    public int holes() {
        return holes;
    }

    /** The hole counts of a book line: the mover's holes, then the opponent's, space-separated. */
    public static String holesText(Kalah position) {
        StringBuilder sb = new StringBuilder();
        int m = position.holes();
        for (int i = 0; i < 2 * m; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(i < m ? position.moverSeeds(i) : position.opponentSeeds(i - m));
        }
        return sb.toString();
    }

    /** The book line for one position (used by the book builder). */
    public static String line(Kalah position, int move, int value) {
        return holesText(position) + " " + (move + 1) + " " + value;
    }
}
