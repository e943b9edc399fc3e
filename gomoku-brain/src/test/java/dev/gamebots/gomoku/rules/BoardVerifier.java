package dev.gamebots.gomoku.rules;

/**
 * The tests' check of a board's incremental state (line keys, shape codes, line patterns and pattern
 * codes, near counts, threat counts and sets, value sums and code-value sums, candidate and empty
 * sets, hash): everything the board keeps up to date move by move is compared with a fresh board on
 * which the same stones are placed in reading order. A state that depends on the order of the moves,
 * or that an unmake left behind, shows as a difference.
 */
final class BoardVerifier {

    private static final int DIRECTIONS = 4;

    private BoardVerifier() {
    }

    /** A description of the first difference, or null. */
    static String firstDifference(Board b) {
        Board fresh = new Board(b.width(), b.height(), b.rule());
        if (b.hasCodeValues()) {
            fresh.setCodeValues(b.codeValues(Stones.BLACK), b.codeValues(Stones.WHITE));
        }
        if (b.tracksPatterns()) {
            fresh.trackPatterns();
        }
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int c = b.at(x, y);
                if (c != Stones.EMPTY) {
                    fresh.place(fresh.index(x, y), c);
                }
            }
        }
        fresh.setSideToMove(b.sideToMove());
        for (int p = 0; p < b.length(); p++) {
            if (!b.isBoardPoint(p)) {
                continue;
            }
            for (int d = 0; d < DIRECTIONS; d++) {
                if (b.key(p, d) != fresh.key(p, d)) {
                    return "key differs at " + p + " dir " + d;
                }
            }
            if (b.isEmpty(p)) {
                for (int c = 1; c <= 2; c++) {
                    if (b.shapeCode(c, p) != fresh.shapeCode(c, p)) {
                        return "shape code differs at " + p + " colour " + c;
                    }
                    if (b.tracksPatterns() && (b.linePatterns(c, p) != fresh.linePatterns(c, p)
                            || b.patternCode(c, p) != fresh.patternCode(c, p))) {
                        return "line patterns differ at " + p + " colour " + c;
                    }
                }
            }
            if (b.nearCount(p) != fresh.nearCount(p)) {
                return "near count differs at " + p;
            }
        }
        for (int c = 1; c <= 2; c++) {
            for (int t = 0; t < Threat.COUNT; t++) {
                if (b.threatCount(c, t) != fresh.threatCount(c, t)) {
                    return "threat counts differ for colour " + c;
                }
            }
            if (b.valueSum(c) != fresh.valueSum(c)) {
                return "value sum differs for colour " + c;
            }
            for (int t = 0; t < Threat.COUNT; t++) {
                if (b.codeThreatCount(c, t) != fresh.codeThreatCount(c, t)) {
                    return "pattern-code threat counts differ for colour " + c;
                }
            }
            if (b.codeValueSum(c) != fresh.codeValueSum(c)) {
                return "code value sum differs for colour " + c;
            }
        }
        if (b.hash() != fresh.hash()) {
            return "hash differs";
        }
        for (int w = 0; w < b.setWords(); w++) {
            if (b.emptyWord(w) != fresh.emptyWord(w) || b.candidateWord(w) != fresh.candidateWord(w)) {
                return "empty or candidate set differs";
            }
            for (int c = 1; c <= 2; c++) {
                for (int g = 0; g < 3; g++) {
                    if (b.threatSetWord(c, g, w) != fresh.threatSetWord(c, g, w)) {
                        return "threat set " + g + " differs for colour " + c;
                    }
                }
            }
        }
        return null;
    }
}
