package dev.gamebots.gomoku.search;

import dev.gamebots.core.Game;
import dev.gamebots.gomoku.eval.HandEvaluation;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.moves.MoveGenerator;
import dev.gamebots.gomoku.search.moves.QuickMove;

/**
 * Gomoku restricted to sensible moves, as an engine-core {@link Game}: the moves are those of the
 * threat-aware {@link MoveGenerator} (a five; the forced block; the defences against an open three;
 * otherwise the {@code width} best-scored points near the stones). The engine-core searchers run on
 * it in the comparison modes. {@link #isLegal} agrees with the generated list, so the view passes
 * the conformance suite as a game of its own.
 */
public final class CandidateGame implements Game {

    /** The brain's one tempo ({@link SearchConfig#tempo}'s default), the hand-set sums unweighted and unscaled. */
    private static final int TEMPO = SearchConfig.defaults().tempo();

    private final Board board;
    private final MoveGenerator generator;
    private final int width;
    private final int[] scratch;
    private final int[] scratchScores;

    /** A view of {@code board} keeping at most {@code width} quiet moves per position. */
    public CandidateGame(Board board, int width) {
        this.board = board;
        this.generator = new MoveGenerator(board);
        this.width = width;
        this.scratch = new int[board.length()];
        this.scratchScores = new int[board.length()];
    }

    public Board board() {
        return board;
    }

    @Override
    public int generateMoves(int[] buf, int offset) {
        if (isTerminal()) {
            return 0;
        }
        int n = generator.generate(scratch, scratchScores, 0, scratch.length);
        if (n == 0) {
            // Lost anyway (the only block is forbidden): any legal point keeps the game going.
            int p = QuickMove.choose(board);
            buf[offset] = p;
            return p >= 0 ? 1 : 0;
        }
        int keep = Math.min(n, generator.kind() == MoveGenerator.NORMAL ? width : n);
        // Partial selection sort: the best 'keep' moves by score, in order.
        for (int i = 0; i < keep; i++) {
            int best = i;
            for (int j = i + 1; j < n; j++) {
                if (scratchScores[j] > scratchScores[best]) {
                    best = j;
                }
            }
            int m = scratch[best];
            scratch[best] = scratch[i];
            scratch[i] = m;
            int s = scratchScores[best];
            scratchScores[best] = scratchScores[i];
            scratchScores[i] = s;
            buf[offset + i] = m;
        }
        return keep;
    }

    @Override
    public void makeMove(int move) {
        board.makeMove(move);
    }

    @Override
    public void unmakeMove() {
        board.unmakeMove();
    }

    @Override
    public boolean isLegal(int move) {
        if (move < 0 || move >= board.length() || !board.isLegal(move)) {
            return false;
        }
        int[] buf = new int[board.width() * board.height()];
        int n = generateMoves(buf, 0);
        for (int i = 0; i < n; i++) {
            if (buf[i] == move) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int sideToMove() {
        return board.sideToMove() == Stones.BLACK ? 0 : 1;
    }

    @Override
    public long hash() {
        return board.hash();
    }

    @Override
    public long recomputeHash() {
        return board.recomputeHash();
    }

    @Override
    public boolean isTerminal() {
        return board.winner() != 0 || board.isFull();
    }

    @Override
    public int outcome() {
        int w = board.winner();
        return w == 0 ? 0 : w == board.sideToMove() ? 1 : -1;
    }

    @Override
    public int evaluate() {
        return HandEvaluation.weighted(board, 100, 100, TEMPO);
    }

    @Override
    public int plyCount() {
        return board.ply();
    }

    @Override
    public int moveIdLimit() {
        return board.length();
    }

    @Override
    public int maxMoves() {
        return board.width() * board.height();
    }

    @Override
    public int orderingScore(int move) {
        return MoveGenerator.orderScore(board, board.sideToMove(), move);
    }

    @Override
    public String render() {
        return board.render();
    }
}
