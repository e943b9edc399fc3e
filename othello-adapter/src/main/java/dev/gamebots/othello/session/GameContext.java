package dev.gamebots.othello.session;

import dev.gamebots.core.Clock;
import dev.gamebots.core.ProbCut;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.eval.ProbCutTable;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import java.util.Arrays;

/**
 * One game's session, made at its first request and kept for the life of the process, so later moves
 * reuse what earlier ones learned: the board of its size ({@link BoardSize}), its evaluation, its
 * middle-game search with the table and the ProbCut of that evaluation.
 *
 * <p>The evaluation is the hand-made one until the game's trained weights are read (in the
 * background, {@link WeightsLoader}), then the trained one for good: it changes at most once, and no
 * move makes an evaluator. An octagon with other blocked squares than the standard ones (the patterns
 * are drawn for those) keeps the hand-made evaluation.
 */
final class GameContext {

    /** A move needs at least this long (ms) to its soft deadline to wait a while for the game's weights. */
    static final long LOAD_MS = 300;

    private final Variant variant;
    private final BoardSize size;
    private final OthelloBoard board;
    private final GameSearcher searcher;
    private final Clock clock;
    private final EngineLog log;
    /** An octagon of its own blocked squares, set by each request. */
    private final boolean ownBlocked;
    /** False: this game plays the hand-made evaluation whatever weights the jar has. */
    private final boolean mayTrain;
    /** The weights the board evaluates with; null: the hand-made evaluation. */
    private volatile PatternWeights weights;
    /** True once the weights are in use or known to be missing: nothing left to wait for. */
    private boolean evaluationSettled;
    private final int[] moves = new int[128];

    /**
     * @param hasOwnBlocked an octagon whose blocked squares are not the standard ones: they are set by
     *                      each request, and the trained patterns do not apply
     */
    GameContext(Variant variant, boolean hasOwnBlocked, Engine.Settings settings, Clock clock, EngineLog log) {
        this.variant = variant;
        this.size = BoardSize.of(variant);
        this.board = size.board();
        this.clock = clock;
        this.log = log;
        this.ownBlocked = hasOwnBlocked;
        this.mayTrain = !hasOwnBlocked;
        this.searcher = new GameSearcher(size, settings, clock, log);
    }

    OthelloBoard board() {
        return board;
    }

    BoardSize size() {
        return size;
    }

    /** True when the board evaluates with trained weights. */
    boolean trained() {
        return weights != null;
    }

    /** Sets the board to the request's position (and blocked squares, for an octagon of its own). */
    OthelloBoard setPosition(Request r) {
        if (ownBlocked) {
            size.setBlocked(r.blocked().length == 12 ? r.blocked() : Variant.OCTAGON.blockedSquares());
        }
        int[] cells = r.board().clone();
        int placedBlack = r.placedBlack();
        int placedWhite = r.placedWhite();
        if (placedBlack < 0 || placedWhite < 0) {
            // Unknown: assume each colour placed about half of the discs on the board.
            int discs = 0;
            for (int c : cells) {
                discs += c != 0 ? 1 : 0;
            }
            placedBlack = (discs + 1) / 2;
            placedWhite = discs / 2;
        }
        board.setPosition(cells, r.color(), placedBlack, placedWhite);
        return board;
    }

    /**
     * Moves the board to the trained evaluation once the game's weights are read; {@code softMillisLeft}
     * is the time to the move's soft deadline. Until they are ready moves play with the hand-made
     * evaluation; a move with at least {@link #LOAD_MS} to its soft deadline waits up to a quarter of
     * that for them. Grand's are never waited for: its sixteen 10x10 phase tables took up to 3 s to
     * read and expand on the loaded machine, and a first move that waited for them lost legs on time
     * (docs/strength.md, "grand").
     */
    void settleEvaluation(long softMillisLeft) {
        if (!mayTrain || evaluationSettled) {
            return;
        }
        long start = clock.nanoTime();
        long waitMs = variant == Variant.GRAND || softMillisLeft < LOAD_MS ? 0 : softMillisLeft / 4;
        PatternWeights w = WeightsLoader.await(variant, waitMs);
        if (!WeightsLoader.done(variant)) {
            return; // not ready: this move plays with the hand-made evaluation
        }
        evaluationSettled = true;
        if (w == null) {
            log.log("no trained weights for " + variant.wireName() + ": playing with the hand-made evaluation");
            return;
        }
        size.useTrained(w);
        weights = w;
        log.log("loaded " + variant.wireName() + " weights (this move waited " + (clock.nanoTime() - start) / 1_000_000
                + " ms for them)");
    }

    /**
     * The ProbCut of the board's evaluation: a trained evaluation's own calibration for the position's
     * phase, or the hand-made evaluation's where it was calibrated.
     */
    private ProbCut probCut() {
        PatternWeights w = weights;
        return w != null ? w.alphaBetaProbCut(board, ProbCutTable.PROBCUT_T) : size.handMadeProbCut();
    }

    /** The middle-game search of the board's position within {@code limits}. */
    Engine.Decision search(SearchLimits limits, AfterAnswer later, long startNanos) {
        return searcher.search(limits, probCut(), trained(), later, startNanos);
    }

    /** Forgets what earlier searches of this game learned. */
    void newGame() {
        searcher.newGame();
    }

    /** Asks this game's running search, if any, to return. Safe from any thread. */
    void stop() {
        searcher.stop();
    }

    /** Our legal squares in the board's position, sorted (empty when the side to move must pass). */
    int[] legalSquares() {
        int n = board.generateMoves(moves, 0);
        if (n == 1 && moves[0] == board.passMove()) {
            return new int[0];
        }
        int[] result = Arrays.copyOf(moves, n);
        Arrays.sort(result);
        return result;
    }

    /**
     * Among {@code legal} (the server's moves), the one the board's evaluation likes best after playing
     * it; a square our rules do not allow is tried last. Microseconds, and nothing to allocate.
     */
    int bestByOnePly(int[] legal) {
        int best = legal[0];
        int bestScore = Integer.MIN_VALUE;
        for (int m : legal) {
            int score;
            if (board.isLegal(m)) {
                board.makeMove(m);
                score = -board.evaluate();
                board.unmakeMove();
            } else {
                score = Integer.MIN_VALUE + 1;
            }
            if (score > bestScore) {
                bestScore = score;
                best = m;
            }
        }
        return best;
    }
}
