package dev.gamebots.othello.train;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.eval.MobilityEvaluation;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Evaluator10;
import dev.gamebots.othello.rules.Evaluator8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import java.util.SplittableRandom;

/**
 * Measures an evaluation against the mobility-only baseline: both sides use the same engine-core
 * alpha-beta at the same fixed depth, so only the evaluation differs. Matches are played like
 * FlipSight's: two legs from the same random 12-disc start with colours swapped, the disc totals of
 * both legs decide (fewest wins in anti). Deterministic for a given seed.
 */
public final class EvalMatch {

    /**
     * Totals over all matches, from the real evaluation's side.
     *
     * @param wins      matches won
     * @param draws     matches drawn
     * @param losses    matches lost
     * @param ourDiscs  our discs over all legs
     * @param baseDiscs the baseline's discs over all legs
     */
    public record Result(int wins, int draws, int losses, long ourDiscs, long baseDiscs) {
    }

    private EvalMatch() {
    }

    public static Result play(Variant variant, int matches, int depth, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        PairTally tally = new PairTally(variant);
        for (int m = 0; m < matches; m++) {
            OthelloBoard start = randomStart(variant, random);
            for (int ourColor = 0; ourColor < 2; ourColor++) { // 0 = black
                OthelloBoard board = start.copy();
                playLeg(board, ourColor, depth);
                tally.addLeg(board, ourColor);
            }
            tally.endPair();
        }
        return new Result(tally.wins(), tally.draws(), tally.losses(), tally.discsA(), tally.discsB());
    }

    private static void playLeg(OthelloBoard board, int ourColor, int depth) {
        Object ourEval = evaluatorOf(board);
        Object baseEval = board instanceof Board10 b10 ? new MobilityEvaluation(b10.blockedLo(), b10.blockedHi())
                : new MobilityEvaluation();
        AlphaBetaSearcher ourSearch = AlphaBetaSearcher.forGame(board, new AlphaBetaSearcher.Config(4, 40, false),
                Clock.SYSTEM);
        AlphaBetaSearcher baseSearch = AlphaBetaSearcher.forGame(board, new AlphaBetaSearcher.Config(4, 40, false),
                Clock.SYSTEM);
        int[] buf = new int[128];
        while (board.generateMoves(buf, 0) > 0) {
            boolean ourTurn = board.sideToMove() == ourColor;
            setEvaluator(board, ourTurn ? ourEval : baseEval);
            AlphaBetaSearcher s = ourTurn ? ourSearch : baseSearch;
            int move = s.search(board, SearchLimits.depth(depth), SearchListener.NONE).bestMove();
            board.makeMove(move);
        }
        setEvaluator(board, ourEval);
    }

    private static Object evaluatorOf(OthelloBoard board) {
        return board instanceof Board8 b8 ? b8.evaluator() : ((Board10) board).evaluator();
    }

    private static void setEvaluator(OthelloBoard board, Object evaluator) {
        if (board instanceof Board8 b8) {
            b8.setEvaluator((Evaluator8) evaluator);
        } else {
            ((Board10) board).setEvaluator((Evaluator10) evaluator);
        }
    }

    /** A random start with 12 discs (Reversi: 12 random placements), as FlipSight deals to bot pairs. */
    public static OthelloBoard randomStart(Variant variant, SplittableRandom random) {
        int[] buf = new int[128];
        while (true) {
            OthelloBoard board = Boards.start(variant);
            while (board.discs(1) + board.discs(2) < 12) {
                int n = board.generateMoves(buf, 0);
                if (n == 0) {
                    break;
                }
                board.makeMove(buf[random.nextInt(n)]);
            }
            if (!board.isTerminal() && board.sideToMove() == 0) {
                return board.copy();
            }
        }
    }
}
