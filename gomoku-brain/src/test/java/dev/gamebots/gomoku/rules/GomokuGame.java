package dev.gamebots.gomoku.rules;

import dev.gamebots.core.Game;

/**
 * Gomoku as an engine-core {@link Game}: every empty point is a move (except black's forbidden
 * points under renju), a five ends the game. The conformance suite's view of the {@link Board}
 * (make, unmake, hash and winner checked under every rule); a test class, since no mode of the brain
 * plays the plain game (the comparison modes search a candidate-restricted {@code CandidateGame},
 * the brain's own search the board with threat-pruned move lists).
 */
public final class GomokuGame implements Game {

    private final Board board;

    public GomokuGame(Board board) {
        this.board = board;
    }

    public GomokuGame(int size, Rule rule) {
        this(new Board(size, size, rule));
    }

    public Board board() {
        return board;
    }

    @Override
    public int generateMoves(int[] buf, int offset) {
        if (board.winner() != 0) {
            return 0;
        }
        int n = 0;
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                int p = board.index(x, y);
                if (board.isLegal(p)) {
                    buf[offset + n++] = p;
                }
            }
        }
        return n;
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
        return board.isLegal(move);
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
        if (board.winner() != 0 || board.isFull()) {
            return true;
        }
        if (!board.rule().isRenju() || board.sideToMove() != Stones.BLACK) {
            return false;
        }
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                if (board.isLegal(board.index(x, y))) {
                    return false;
                }
            }
        }
        return true; // black has only forbidden points left
    }

    @Override
    public int outcome() {
        int w = board.winner();
        if (w != 0) {
            return w == board.sideToMove() ? 1 : -1;
        }
        if (!board.isFull()) {
            return -1; // renju black with nothing but forbidden points must play one and lose
        }
        return 0;
    }

    @Override
    public int evaluate() {
        int me = board.sideToMove();
        int v = board.valueSum(me) - board.valueSum(Stones.opponent(me));
        return Math.max(-MAX_EVAL, Math.min(MAX_EVAL, v));
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
        int me = board.sideToMove();
        return board.value(me, move) + board.value(Stones.opponent(me), move);
    }

    @Override
    public String render() {
        return board.render();
    }
}
