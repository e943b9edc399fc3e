package dev.gamebots.bench.arena.match;

import java.io.PrintStream;

/**
 * Where {@code --show} draws boards. On a terminal, with one game at a time, each frame replaces
 * the previous one (ANSI home + clear), so the board stays in place; otherwise (a pipe, a file,
 * {@code --concurrency} above 1, TERM=dumb) frames follow one another.
 */
public final class Display {

    private static final String CLEAR = "\u001b[H\u001b[2J";
    private final PrintStream out;
    private final boolean redraw;

    public Display(PrintStream out, boolean redraw) {
        this.out = out;
        this.redraw = redraw;
    }

    /** The display for the options: null without --show. */
    public static Display forOptions(ArenaOptions options, PrintStream out) {
        if (!options.show) {
            return null;
        }
        String term = System.getenv("TERM");
        boolean terminal = System.console() != null && out == System.out && term != null && !term.equals("dumb");
        return new Display(out, terminal && options.concurrency == 1);
    }

    /** A whole picture (board and caption): replaces the previous one on a terminal. */
    public void frame(String text) {
        synchronized (out) {
            if (redraw) {
                out.print(CLEAR);
            }
            out.print(text);
            out.flush();
        }
    }

    /** A line that stays under the current picture. */
    public void note(String text) {
        synchronized (out) {
            out.print(text);
            out.flush();
        }
    }
}
