package dev.gamebots.bench.arena.match;

import java.io.PrintStream;

/**
 * A one-line progress bar on stderr: games done, A's score, the Elo estimate. On a terminal it is
 * redrawn in place; otherwise (a pipe, a log file, or while boards are drawn) each update is its
 * own line.
 */
public final class ProgressBar {

    private static final int WIDTH = 24;
    private final PrintStream err;
    private final boolean inPlace;
    private final boolean enabled;
    private final int total;
    private final String unit;

    public ProgressBar(PrintStream err, boolean enabled, boolean inPlace, int total, String unit) {
        this.err = err;
        this.enabled = enabled;
        this.inPlace = inPlace;
        this.total = total;
        this.unit = unit;
    }

    /**
     * A message line that must be seen whatever the bar's settings (an engine that cannot start):
     * on a terminal it replaces the bar's line, which the next update draws again below it.
     */
    public synchronized void note(String line) {
        err.println(inPlace ? "\r" + line + "\u001b[K" : line);
        err.flush();
    }

    public synchronized void update(int done, Tally tally, String lastEvent) {
        if (!enabled) {
            return;
        }
        int filled = total == 0 ? WIDTH : (int) Math.round(WIDTH * (double) done / total);
        StringBuilder bar = new StringBuilder("[");
        for (int i = 0; i < WIDTH; i++) {
            bar.append(i < filled ? '=' : ' ');
        }
        bar.append(']');
        EloEstimate elo = EloEstimate.of(tally);
        String line = String.format("%s %d/%d %s  A +%d =%d -%d  %.1f%%  Elo %s%s", bar, done, total, unit,
                tally.wins(), tally.draws(), tally.losses(), 100 * (Double.isNaN(tally.score()) ? 0 : tally.score()),
                EloEstimate.tooFew(tally) ? EloEstimate.tooFewText(tally.total()) : elo.shortFormat(),
                lastEvent == null ? "" : "  | " + lastEvent);
        if (inPlace) {
            err.print("\r" + line + "\u001b[K");
            if (done == total) {
                err.println();
            }
        } else {
            err.println(line);
        }
        err.flush();
    }

    /** Ends an in-place bar early (SPRT stop) so the next output starts on a fresh line. */
    public synchronized void finish() {
        if (enabled && inPlace) {
            err.println();
        }
    }
}
