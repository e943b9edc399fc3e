package dev.gamebots.othello.train;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import java.util.SplittableRandom;

/**
 * Plays training games against itself: FlipSight-like random 12-disc starts, then every move chosen by
 * a fixed-depth search (the first version's alpha-beta with the hand-made evaluation, or the pattern
 * search with trained weights), and from {@code exactEmpties} empty squares on by an exact solve. Every
 * position where the side to move has a choice is recorded with the game's final result, the chosen
 * move's search score and whether it was solved exactly. A game depends only on its seed (the tables
 * are cleared before each game), so a run is the same whatever the number of threads.
 *
 * <p>Optionally a share of the moves before the exact part is played at random ({@code randomMoves}):
 * a fixed-depth player almost never makes certain moves (an X square next to an empty corner), and
 * when it does, it is because they are good there; patterns fitted only to its positions learn that
 * such configurations are fine and a search with them then plays them everywhere. Random moves put
 * the bad cases into the data, and the labelling searches score them.
 */
public final class SelfPlay {

    private final Variant variant;
    private final PatternWeights weights;
    private final int depth;
    private final int exactEmpties;
    private final double randomMoves;
    /** Engine-core's alpha-beta on the board's evaluation (the weights', else the hand-made one). */
    private final AlphaBetaSearcher search;
    private final EndgameSolver solver;
    private final int[] buf = new int[128];

    /**
     * @param weights      the evaluation to play with, or null for the hand-made one (first version's search)
     * @param depth        search depth of the moves before the exact part
     * @param exactEmpties empties from which moves and labels come from exact solves
     */
    public SelfPlay(Variant variant, PatternWeights weights, int depth, int exactEmpties) {
        this(variant, weights, depth, exactEmpties, 0);
    }

    /**
     * @param randomMoves share of the moves before the exact part chosen uniformly at random (0 to 1)
     */
    public SelfPlay(Variant variant, PatternWeights weights, int depth, int exactEmpties, double randomMoves) {
        if (!(randomMoves >= 0 && randomMoves <= 1)) {
            throw new IllegalArgumentException("random move share " + randomMoves);
        }
        this.randomMoves = randomMoves;
        this.variant = variant;
        this.weights = weights;
        this.depth = depth;
        this.exactEmpties = exactEmpties;
        OthelloBoard sample = Boards.start(variant);
        this.search = FullWidthSearch.of(sample, 16);
        this.solver = usesSolver(variant) ? new EndgameSolver(20, Clock.SYSTEM) : null;
    }

    /** The exact 8x8 solver handles std and anti; the other games are solved by searching to the end. */
    static boolean usesSolver(Variant variant) {
        return variant == Variant.STD || variant == Variant.ANTI;
    }

    /**
     * Plays game {@code gameId} from the seed and returns its labelled positions. One game in ten
     * starts from a shorter random opening (0 to 7 random moves), so the phases before FlipSight's
     * 12 discs (NBoard games from the initial position) have positions too.
     */
    public TrainingSet play(int gameId, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        OthelloBoard board = gameId % 10 == 9 ? shortOpening(random) : EvalMatch.randomStart(variant, random);
        if (weights != null) {
            weights.useOn(board);
        }
        search.newGame();
        if (solver != null) {
            solver.clear();
        }
        // Its own stream, so the starts do not depend on the share of random moves.
        SplittableRandom noise = new SplittableRandom(seed ^ 0x5DEECE66DL);
        TrainingSet positions = new TrainingSet(variant);
        int[] sides = new int[128];
        int count = 0;
        while (true) {
            int n = board.generateMoves(buf, 0);
            if (n == 0) {
                break;
            }
            if (n == 1 && buf[0] == board.passMove()) {
                board.makeMove(buf[0]);
                continue;
            }
            int empties = board.empties();
            int move;
            float score;
            boolean exact;
            if (randomMoves > 0 && empties > exactEmpties && noise.nextDouble() < randomMoves) {
                move = buf[noise.nextInt(n)];
                score = Float.NaN;
                exact = false;
            } else if (empties <= exactEmpties) {
                long[] r = solve(board, empties);
                move = (int) r[0];
                score = r[1];
                exact = true;
            } else {
                SearchResult r = search.search(board, SearchLimits.depth(depth), SearchListener.NONE);
                move = r.bestMove();
                // The hand-made evaluation's units are not discs: its search values label nothing.
                score = weights == null ? Float.NaN : PatternWeights.discs(r.score());
                exact = weights != null && r.exact();
            }
            addPosition(positions, board, gameId, score, exact);
            sides[count++] = board.sideToMove();
            board.makeMove(move);
        }
        // The final result, from each recorded position's side to move.
        int blackMinusWhite = board.discs(OthelloBoard.BLACK) - board.discs(OthelloBoard.WHITE);
        TrainingSet labelled = new TrainingSet(variant);
        for (int i = 0; i < positions.size(); i++) {
            int own = sides[i] == 0 ? blackMinusWhite : -blackMinusWhite;
            int result = variant.isAnti() ? -own : own;
            labelled.add(positions.ownLo(i), positions.ownHi(i), positions.oppLo(i), positions.oppHi(i), gameId,
                    result, positions.search(i), positions.exact(i));
        }
        return labelled;
    }

    private OthelloBoard shortOpening(SplittableRandom random) {
        while (true) {
            OthelloBoard board = Boards.start(variant);
            int moves = random.nextInt(variant == Variant.REVERSI ? 12 : 8);
            for (int i = 0; i < moves && board.generateMoves(buf, 0) > 0; i++) {
                board.makeMove(buf[random.nextInt(board.generateMoves(buf, 0))]);
            }
            if (!board.isTerminal()) {
                return board.copy();
            }
        }
    }

    /** Exact best move and score (discs) of the position: the solver on std/anti, else a search to the end. */
    private long[] solve(OthelloBoard board, int empties) {
        if (solver != null) {
            Board8 b8 = (Board8) board;
            SearchResult r = solver.solveExact(b8.own(), b8.opp(), Scoring.forVariant(variant), SearchLimits.infinite());
            return new long[] {r.bestMove(), r.score()};
        }
        SearchResult r = search.search(board, SearchLimits.depth(empties + 8), SearchListener.NONE);
        int discs = Score.isDecisive(r.score()) ? Score.margin(r.score()) : 0;
        return new long[] {r.bestMove(), discs};
    }

    private static void addPosition(TrainingSet set, OthelloBoard board, int gameId, float score, boolean exact) {
        if (board instanceof Board8 b8) {
            set.add(b8.own(), 0, b8.opp(), 0, gameId, 0, score, exact);
        } else {
            Board10 b = (Board10) board;
            set.add(b.ownLo(), b.ownHi(), b.oppLo(), b.oppHi(), gameId, 0, score, exact);
        }
    }
}
