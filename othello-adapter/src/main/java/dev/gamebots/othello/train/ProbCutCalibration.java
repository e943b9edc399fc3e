package dev.gamebots.othello.train;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternLayout;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Measures the regression between shallow and deep search scores that multi-ProbCut rests on: each
 * sample position is searched (without ProbCut) to {@code maxDepth}, every iteration's score is
 * recorded, and for each depth d and its shallow depth d' the line {@code v_d = a * v_d' + b} is
 * fitted by least squares per phase (with the neighbouring phases), its residual standard deviation
 * being sigma.
 */
public final class ProbCutCalibration {

    private ProbCutCalibration() {
    }

    /** Calibrates on {@code positions} (every {@code step}-th position of the set) with the weights. */
    public static ProbCutTable calibrate(TrainingSet positions, int step, PatternWeights weights, int maxDepth,
                                         int threads, PrintStream log) throws InterruptedException {
        Variant variant = weights.variant();
        PatternLayout layout = weights.layout();
        int depth = Math.min(maxDepth, ProbCutTable.MAX_DEPTH);
        int samples = (positions.size() + step - 1) / step;
        int[] phase = new int[samples];
        float[][] scores = new float[samples][depth + 1];
        AtomicInteger next = new AtomicInteger();
        Thread[] workers = new Thread[Math.max(1, threads)];
        for (int t = 0; t < workers.length; t++) {
            workers[t] = new Thread(() -> {
                OthelloBoard board = Boards.start(variant);
                AlphaBetaSearcher search = FullWidthSearch.of(board, 4);
                weights.useOn(board);
                int s;
                while ((s = next.getAndIncrement()) < samples) {
                    int i = s * step;
                    setPosition(board, positions, i);
                    phase[s] = layout.phase(positions.discs(i));
                    float[] row = scores[s];
                    java.util.Arrays.fill(row, Float.NaN);
                    search.newGame();
                    search.search(board, SearchLimits.depth(depth),
                            // A proven result is no heuristic value: it calibrates nothing.
                            info -> row[info.depth()] = Score.isDecisive(info.score()) ? Float.NaN : info.score());
                    int done = s + 1;
                    if (log != null && done % 200 == 0) {
                        log.printf("  probcut: %d / %d positions%n", done, samples);
                        log.flush();
                    }
                }
            }, "probcut-" + t);
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        ProbCutTable table = new ProbCutTable(layout.phases());
        for (int d = ProbCutTable.MIN_DEPTH; d <= depth; d++) {
            int shallow = ProbCutTable.shallowDepth(d);
            for (int p = 0; p < layout.phases(); p++) {
                double sx = 0;
                double sy = 0;
                double sxx = 0;
                double sxy = 0;
                int n = 0;
                for (int s = 0; s < samples; s++) {
                    float x = scores[s][shallow];
                    float y = scores[s][d];
                    if (Math.abs(phase[s] - p) > 1 || Float.isNaN(x) || Float.isNaN(y)) {
                        continue;
                    }
                    sx += x;
                    sy += y;
                    sxx += (double) x * x;
                    sxy += (double) x * y;
                    n++;
                }
                if (n < 30) {
                    continue; // too few positions: no ProbCut in this phase at this depth
                }
                double a = (n * sxy - sx * sy) / (n * sxx - sx * sx);
                double b = (sy - a * sx) / n;
                double sse = 0;
                for (int s = 0; s < samples; s++) {
                    float x = scores[s][shallow];
                    float y = scores[s][d];
                    if (Math.abs(phase[s] - p) > 1 || Float.isNaN(x) || Float.isNaN(y)) {
                        continue;
                    }
                    double e = y - (a * x + b);
                    sse += e * e;
                }
                double sigma = Math.sqrt(sse / Math.max(1, n - 2));
                if (a > 0.2 && sigma > 0) {
                    table.set(p, d, (float) a, (float) b, (float) sigma);
                }
            }
            if (log != null) {
                int mid = layout.phases() / 2;
                log.printf(Locale.ROOT, "  probcut depth %2d from %d: mid-game phase %d a=%.3f b=%.1f sigma=%.2f discs%n", d,
                        shallow, mid, table.slope(mid, d), table.intercept(mid, d) / PatternWeights.SCALE,
                        table.sigma(mid, d) / PatternWeights.SCALE);
            }
        }
        return table;
    }

    static void setPosition(OthelloBoard board, TrainingSet set, int i) {
        int size = board.size();
        int[] cells = new int[size * size];
        for (int sq = 0; sq < size * size; sq++) {
            long ownWord = sq < 64 ? set.ownLo(i) : set.ownHi(i);
            long oppWord = sq < 64 ? set.oppLo(i) : set.oppHi(i);
            int bit = sq & 63;
            if ((ownWord >>> bit & 1) != 0) {
                cells[sq] = OthelloBoard.BLACK;
            } else if ((oppWord >>> bit & 1) != 0) {
                cells[sq] = OthelloBoard.WHITE;
            }
        }
        int discs = set.discs(i);
        // The side to move is shown as black. Placed counts (Reversi's cap) as in a game without
        // passes: the side to move has placed the smaller half (with an odd count, the other colour
        // has placed one more), so near the end the cap stops the right colour.
        board.setPosition(cells, OthelloBoard.BLACK, discs / 2, (discs + 1) / 2);
    }
}
