package dev.gamebots.othello.train;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.othello.endgame.EndgameSolver;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.PatternEvaluation8;
import dev.gamebots.othello.eval.PatternWeights;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Scoring;
import dev.gamebots.othello.rules.Variant;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Plays one self-play game for the archive, in the style of the strongest trainers' data: a random
 * opening of a random number of uniformly random moves (the variety; those positions are not trained
 * on), then every move by a fixed-depth full-width search with the given weights, and from
 * {@code exactEmpties} empties on by exact solves, so the end of every game is perfect play and its
 * final score is the exact value of every position from there. A game depends only on its seed (the
 * tables are cleared before each game), so a run is the same whatever the number of threads.
 */
public final class ArchiveSelfPlay {

    /**
     * How the games are played.
     *
     * @param weights      the evaluation that plays (null: the hand-made one)
     * @param depth        search depth of the moves between the opening and the exact part
     * @param exactEmpties empties from which moves come from exact solves (std and anti; the other
     *                     games search to the end there)
     * @param openingMin   fewest random opening moves
     * @param openingMax   most random opening moves
     */
    public record Level(Variant variant, PatternWeights weights, int depth, int exactEmpties, int openingMin,
                        int openingMax) {
        public Level {
            if (depth < 1 || exactEmpties < 0 || openingMin < 0 || openingMax < openingMin || openingMax > 60) {
                throw new IllegalArgumentException("depth " + depth + ", exact from " + exactEmpties
                        + ", opening " + openingMin + "-" + openingMax);
            }
        }
    }

    private final Level level;
    private final AlphaBetaSearcher search;
    private final EndgameSolver solver;
    private final int[] buf = new int[128];
    private final byte[] moves = new byte[256];

    public ArchiveSelfPlay(Level level) {
        this.level = level;
        this.search = FullWidthSearch.of(Boards.start(level.variant()), 16);
        this.solver = SelfPlay.usesSolver(level.variant()) ? new EndgameSolver(20, Clock.SYSTEM) : null;
        if (solver != null && level.weights() != null) {
            // The engine's own choice: the trained evaluation orders the solver's moves far from the end.
            solver.setOrderingEvaluator(new PatternEvaluation8(level.weights()));
        }
    }

    /** Plays game {@code number} from {@code seed}. */
    public GameRecord play(int number, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        OthelloBoard board;
        int count;
        do {
            board = Boards.start(level.variant());
            count = 0;
            int opening = level.openingMin() + random.nextInt(level.openingMax() - level.openingMin() + 1);
            for (int i = 0; i < opening && !board.isTerminal(); i++) {
                int n = board.generateMoves(buf, 0);
                int move = buf[random.nextInt(n)];
                moves[count++] = (byte) (move == board.passMove() ? GameRecord.PASS : move);
                board.makeMove(move);
            }
        } while (board.isTerminal()); // a random opening that ends the game: draw another one
        int openingMoves = count;
        if (level.weights() != null) {
            level.weights().useOn(board);
        }
        search.newGame();
        if (solver != null) {
            solver.clear();
        }
        int solvedEmpties = 0;
        int solvedScore = 0;
        int firstGuess = 0;
        Scoring scoring = Scoring.forVariant(level.variant());
        while (true) {
            int n = board.generateMoves(buf, 0);
            if (n == 0) {
                break;
            }
            int move;
            int empties = board.empties();
            if (n == 1 && buf[0] == board.passMove()) {
                move = buf[0];
                firstGuess = -firstGuess; // the same player moves again: the value changes sides
            } else if (empties <= level.exactEmpties()) {
                int score;
                if (solver != null) {
                    Board8 b8 = (Board8) board;
                    SearchResult r = solver.solveExact(b8.own(), b8.opp(), scoring, firstGuess, SearchLimits.infinite());
                    move = r.bestMove();
                    score = r.score();
                } else {
                    SearchResult r = search.search(board, SearchLimits.depth(empties + 8), SearchListener.NONE);
                    move = r.bestMove();
                    score = Score.isDecisive(r.score()) ? Score.margin(r.score()) : 0;
                }
                if (solvedEmpties == 0) {
                    solvedEmpties = empties;
                    solvedScore = score;
                }
                // Under perfect play the next position's value is this one's negated: the next solve's
                // first guess, so its MTD(f) needs one or two passes.
                firstGuess = -score;
            } else {
                move = search.search(board, SearchLimits.depth(level.depth()), SearchListener.NONE).bestMove();
            }
            moves[count++] = (byte) (move == board.passMove() ? GameRecord.PASS : move);
            board.makeMove(move);
        }
        int diff = board.discs(OthelloBoard.BLACK) - board.discs(OthelloBoard.WHITE);
        return new GameRecord(number, openingMoves, solvedEmpties, solvedScore, Arrays.copyOf(moves, count), diff);
    }
}
