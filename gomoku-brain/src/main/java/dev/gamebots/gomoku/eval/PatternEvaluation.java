package dev.gamebots.gomoku.eval;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;

/**
 * The pattern-code evaluation of one board: the sum over the empty points of their code values
 * (own colour's minus the opponent's, kept by the board move by move), averaged over this ply and
 * the one before (a position seen right after one side's move is biased towards it), plus the
 * value of the side to move's {@link ThreatMask}. In eval units of the model (win probability =
 * sigmoid(eval / scale)), clamped to {@link #MAX}, then times the evaluation's scale in percent (the
 * search reads the trained tables at 75%: see {@code SearchConfig#patternEvalScale}). The scale is
 * applied to the clamped sum, not folded into the tables when they load: each entry rounded on its
 * own sums to other values than the scaled sum, and the bench's tree changed (1,777,843 nodes with
 * the code and threat values scaled at load, against the signature 1,486,654).
 */
public final class PatternEvaluation implements Evaluation {

    /** Largest magnitude of an evaluation (well inside the search's win scores). */
    public static final int MAX = 6000;

    private final PatternModel model;
    private final int scalePercent;
    private final short[] blackThreat;
    private final short[] whiteThreat;

    private PatternEvaluation(PatternModel model, int scalePercent, int blackTable, int whiteTable) {
        this.model = model;
        this.scalePercent = scalePercent;
        this.blackThreat = model.threatValues(blackTable);
        this.whiteThreat = model.threatValues(whiteTable);
    }

    /**
     * Gives {@code board} the model's code values and returns its evaluation; null when the model
     * has no tables for the board's rule, or they are all zero (not trained: the caller keeps its
     * own evaluation).
     */
    public static PatternEvaluation attach(Board board, PatternModel model) {
        return attach(board, model, 100);
    }

    /** {@link #attach(Board, PatternModel)} with the evaluation scaled by {@code scalePercent}. */
    public static PatternEvaluation attach(Board board, PatternModel model, int scalePercent) {
        int black = PatternModel.tableIndex(board.rule(), Stones.BLACK);
        int white = PatternModel.tableIndex(board.rule(), Stones.WHITE);
        if (black < 0 || white < 0 || !model.hasValues(black) || !model.hasValues(white)) {
            return null;
        }
        board.setCodeValues(model.values(black), model.values(white));
        return new PatternEvaluation(model, scalePercent, black, white);
    }

    public PatternModel model() {
        return model;
    }

    /** The evaluation for the side to move of a board this evaluation is attached to. */
    @Override
    public int evaluate(Board board) {
        int self = board.sideToMove();
        int balance = board.codeValueSum(Stones.BLACK) - board.codeValueSum(Stones.WHITE);
        int previous = board.previousCodeBalance();
        int basic = self == Stones.BLACK ? (balance + previous) / 2 : (-balance - previous) / 2;
        short[] threat = self == Stones.BLACK ? blackThreat : whiteThreat;
        int v = basic + threat[ThreatMask.of(board, self)];
        return Math.max(-MAX, Math.min(MAX, v)) * scalePercent / 100;
    }
}
