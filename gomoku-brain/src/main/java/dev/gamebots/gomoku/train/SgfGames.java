package dev.gamebots.gomoku.train;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import java.util.ArrayList;
import java.util.List;

/**
 * Games of a match manager's SGF file as training records: the games that c-gomoku-cli writes with
 * {@code -sgf} (one game tree per game: {@code SZ} the size, {@code RU} the Gomocup rule mask,
 * {@code RE} {@code B+1}, {@code W+1} or {@code 0}, then the moves {@code ;B[xy]} and {@code ;W[xy]}
 * with letters from {@code a} for 0, x first; the opening's moves commented {@code C[opening move]}).
 * This is how games that a peer engine plays on this machine become data (issue 32): the record
 * keeps the moves and the result and has no search scores, since labels may come only from results
 * or our own search, never from a peer's evaluation; the trainer takes such a game's result alone
 * as the target of its positions.
 *
 * <p>A game is kept only when its result is the board's: every move legal in the rule, and a win
 * ending in a five by the winner on the last move, or a draw ({@code RE[0]}) with no five. A game
 * won on time, by a crash or by an illegal move, or cut short, is skipped and counted: such a
 * result says nothing about the position.
 */
public final class SgfGames {

    /** The games kept and how many were skipped (with the first reason, for the log). */
    public record Result(List<GameRecord> games, int skipped, String firstSkipReason) {
    }

    private SgfGames() {
    }

    /** The games of one SGF file's text. */
    public static Result parse(String sgf) {
        List<GameRecord> games = new ArrayList<>();
        int skipped = 0;
        String firstReason = null;
        int at = 0;
        while ((at = sgf.indexOf("(;", at)) >= 0) {
            int end = treeEnd(sgf, at);
            String tree = sgf.substring(at, end);
            at = end;
            try {
                games.add(game(tree));
            } catch (IllegalArgumentException e) {
                skipped++;
                if (firstReason == null) {
                    firstReason = e.getMessage();
                }
            }
        }
        return new Result(games, skipped, firstReason);
    }

    /** The index after the game tree starting at {@code from}: its closing parenthesis outside brackets. */
    private static int treeEnd(String s, int from) {
        boolean inValue = false;
        for (int i = from + 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (inValue) {
                if (c == '\\') {
                    i++;
                } else if (c == ']') {
                    inValue = false;
                }
            } else if (c == '[') {
                inValue = true;
            } else if (c == ')') {
                return i + 1;
            }
        }
        return s.length();
    }

    private static GameRecord game(String tree) {
        int size = -1;
        int mask = 0;
        String result = null;
        List<int[]> moves = new ArrayList<>(); // x, y, colour
        int opening = 0;
        boolean lastWasMove = false;
        int i = 0;
        while (i < tree.length()) {
            char c = tree.charAt(i);
            if (!Character.isUpperCase(c)) {
                i++;
                continue;
            }
            int nameStart = i;
            while (i < tree.length() && Character.isUpperCase(tree.charAt(i))) {
                i++;
            }
            String name = tree.substring(nameStart, i);
            while (i < tree.length() && tree.charAt(i) == '[') {
                int close = valueEnd(tree, i + 1);
                String value = tree.substring(i + 1, close);
                i = close + 1;
                switch (name) {
                    case "SZ" -> size = number(value, "SZ");
                    case "RU" -> mask = number(value, "RU");
                    case "RE" -> result = value.trim();
                    case "B", "W" -> {
                        if (value.length() != 2) {
                            throw new IllegalArgumentException("a move is two letters: " + name + "[" + value + "]");
                        }
                        moves.add(new int[] {value.charAt(0) - 'a', value.charAt(1) - 'a',
                            name.equals("B") ? Stones.BLACK : Stones.WHITE});
                        lastWasMove = true;
                        continue;
                    }
                    case "C" -> {
                        if (lastWasMove && value.equals("opening move")) {
                            if (opening != moves.size() - 1) {
                                throw new IllegalArgumentException("an opening move after a played one");
                            }
                            opening++;
                        }
                    }
                    default -> {
                    }
                }
                lastWasMove = false;
            }
        }
        if (size < 5 || size > 32) {
            throw new IllegalArgumentException("no board size (SZ) from 5 to 32");
        }
        if (result == null) {
            throw new IllegalArgumentException("no result (RE)");
        }
        int winner = switch (result) {
            case "B+1" -> Stones.BLACK;
            case "W+1" -> Stones.WHITE;
            case "0" -> 0;
            default -> throw new IllegalArgumentException("result RE[" + result + "] is not B+1, W+1 or 0");
        };
        Rule rule = Rule.fromGomocup(mask);
        Board board = new Board(size, size, rule);
        int n = moves.size();
        int[] xs = new int[n];
        int[] ys = new int[n];
        for (int k = 0; k < n; k++) {
            int[] m = moves.get(k);
            if (board.winner() != 0) {
                throw new IllegalArgumentException("a move after the five, move " + (k + 1));
            }
            if (m[2] != board.sideToMove()) {
                throw new IllegalArgumentException("move " + (k + 1) + " by the side not to move");
            }
            if (m[0] < 0 || m[1] < 0 || m[0] >= size || m[1] >= size || !board.isLegal(board.index(m[0], m[1]))) {
                throw new IllegalArgumentException("move " + (k + 1) + " illegal");
            }
            board.makeMove(board.index(m[0], m[1]));
            xs[k] = m[0];
            ys[k] = m[1];
        }
        if (board.winner() != winner) {
            throw new IllegalArgumentException("the result " + result + " is not the board's (five by "
                    + board.winner() + ")");
        }
        return new GameRecord(mask, size, winner, opening, xs, ys, null);
    }

    private static int valueEnd(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == ']') {
                return i;
            }
        }
        throw new IllegalArgumentException("an SGF value without its closing bracket");
    }

    private static int number(String value, String name) {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + "[" + value + "] is not a number");
        }
    }
}
