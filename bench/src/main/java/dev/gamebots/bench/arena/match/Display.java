package dev.gamebots.bench.arena.match;

import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Where boards are drawn: on the terminal with {@code --show}, and always into the run folder's
 * live frames ({@link LiveFrames}) that {@code arena watch} shows. On a terminal, with one game at a
 * time, each frame replaces the previous one (ANSI home + clear), so the board stays in place;
 * otherwise (a pipe, a file, {@code --concurrency} above 1, TERM=dumb) frames follow one another.
 */
public final class Display {

    private static final String CLEAR = "\u001b[H\u001b[2J";
    private final PrintStream out;
    private final boolean redraw;
    private final LiveFrames live;

    /** Draws on {@code out} only. */
    public Display(PrintStream out, boolean redraw) {
        this(out, redraw, null);
    }

    /** Draws on {@code out} (unless null) and into {@code live} (unless null). */
    Display(PrintStream out, boolean redraw, LiveFrames live) {
        this.out = out;
        this.redraw = redraw;
        this.live = live;
    }

    /** The display for the options and run folder: the terminal only with --show, the live frames always. */
    public static Display forOptions(ArenaOptions options, PrintStream out, Path outDir) {
        LiveFrames live = new LiveFrames(outDir);
        if (!options.show) {
            return new Display(null, false, live);
        }
        String term = System.getenv("TERM");
        boolean terminal = System.console() != null && out == System.out && term != null && !term.equals("dumb");
        return new Display(out, terminal && options.concurrency == 1, live);
    }

    /** A whole picture (board and caption): replaces the previous one on a terminal. */
    public void frame(String text) {
        frame(null, text);
    }

    /** A picture of slot {@code slot} in the live frames (null: the playing thread's). */
    public void frame(String slot, String text) {
        if (live != null) {
            if (slot == null) {
                live.write(text);
            } else {
                live.write(slot, text);
            }
        }
        if (out == null) {
            return;
        }
        synchronized (out) {
            if (redraw) {
                out.print(CLEAR);
            }
            out.print(text);
            out.flush();
        }
    }

    /** A line that stays under the current picture (terminal only). */
    public void note(String text) {
        if (out == null) {
            return;
        }
        synchronized (out) {
            out.print(text);
            out.flush();
        }
    }
}
