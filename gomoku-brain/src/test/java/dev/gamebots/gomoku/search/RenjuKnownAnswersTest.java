package dev.gamebots.gomoku.search;

import static dev.gamebots.gomoku.search.RenjuPositions.at;
import static dev.gamebots.gomoku.search.RenjuPositions.diagram;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.RenjuReferee;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.moves.MoveGenerator;
import dev.gamebots.gomoku.search.threat.RenjuThreats;
import dev.gamebots.gomoku.search.threat.ThreatShortcuts;
import dev.gamebots.gomoku.search.threat.VcfSolver;
import dev.gamebots.gomoku.search.threat.VctSolver;
import dev.gamebots.gomoku.testdata.Positions;
import dev.gamebots.gomoku.testdata.Puzzle;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Hand-made renju tactics with known answers, each answer first checked by {@link RenjuReferee}
 * (the independent brute-force rules) and, where it differs, contrasted with freestyle: white's
 * wins through black's forbidden points, and black positions whose freestyle answer is forbidden.
 * Diagrams: {@code X} black, {@code O} white, row i is y = i.
 */
class RenjuKnownAnswersTest {

    /**
     * Black's (5,7) (6,7) and (7,5) (7,6) make (7,7) a double three, forbidden; white's (5,5) (6,6)
     * (9,9) make (8,8) a four whose only completion is (7,7).
     */
    private static final String[] FOUR_PAST_FORBIDDEN = {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        ".....O.X.......",
        "......OX.......",
        ".....XX........",
        "...............",
        ".........O.....",
        "...............",
        "...............",
        "...............",
        "...............",
        "X.............X"};

    /**
     * White's four (11,2) forces black's block at (7,6), which makes (7,7) a double three; then
     * white's (8,8) is a four whose completion (7,7) black may not play. Black's (12,1) closes the
     * first four's other end.
     */
    private static final String[] VCF_ONTO_FORBIDDEN = withRows(FOUR_PAST_FORBIDDEN,
            0, "X.............X",
            1, "............X..",
            3, "..........O....",
            4, ".........O.....",
            5, ".....O.XO......",
            6, "......O........");

    /** A copy of {@code rows} with some rows replaced: pairs of a row number and its new text. */
    private static String[] withRows(String[] rows, Object... replacements) {
        String[] out = rows.clone();
        for (int i = 0; i < replacements.length; i += 2) {
            out[(Integer) replacements[i]] = (String) replacements[i + 1];
        }
        return out;
    }

    private static SearchResult search(Board b, int depth, long nodes) {
        SearchControl control = new SearchControl(Clock.SYSTEM);
        GomokuSearcher s = new GomokuSearcher(b, new TranspositionTable(4), control, SearchConfig.defaults(Rule.Kind.RENJU));
        control.begin(SearchControl.NEVER);
        String before = b.render();
        SearchResult r = s.search(SearchLimits.depth(depth).withMaxNodes(nodes), SearchListener.NONE);
        assertEquals(before, b.render(), "the search leaves the board as found");
        return r;
    }

    @Test
    void whitesFourPastAForbiddenBlockWins() {
        Board b = diagram(Rule.RENJU, Stones.WHITE, FOUR_PAST_FORBIDDEN);
        RenjuReferee referee = new RenjuReferee(b);
        assertTrue(referee.isForbidden(7, 7), "(7,7) is a double three");
        assertTrue(referee.winsAfter(Stones.WHITE, 8, 8, 1), "referee: (8,8) then the five");
        Board free = RenjuPositions.copyOf(b, Rule.FREESTYLE);
        assertFalse(new VcfSolver(free, 12, new SearchControl(Clock.SYSTEM)).solve(1, 100_000),
                "freestyle: black blocks at (7,7)");

        assertEquals(b.index(8, 8), RenjuThreats.whiteFourPastForbiddenBlock(b));
        assertEquals(Score.terminal(1, 3), ThreatShortcuts.quickWin(b, Stones.WHITE, Stones.BLACK, 0),
                "a win in three plies, as an open four");
        SearchResult r = search(b, 4, 50_000);
        assertEquals(b.index(8, 8), r.bestMove(), "played " + at(b, r.bestMove()));
        assertEquals(Score.terminal(1, 3), r.score());
        VcfSolver vcf = new VcfSolver(b, 12, new SearchControl(Clock.SYSTEM));
        assertTrue(vcf.solve(1, 100_000));
        assertEquals(b.index(8, 8), vcf.firstMove());
    }

    /** Black to move against that four: every move the referee says holds is in black's list, and the searcher plays one. */
    @Test
    void blackDefendsAgainstTheFourPastItsForbiddenPoint() {
        Board b = diagram(Rule.RENJU, Stones.BLACK, FOUR_PAST_FORBIDDEN);
        RenjuReferee referee = new RenjuReferee(b);
        MoveGenerator gen = new MoveGenerator(b);
        int[] moves = new int[512];
        int n = gen.generateSelective(moves, new int[512], 0, 512);
        assertEquals(MoveGenerator.DEFEND, gen.kind());
        Set<Integer> listed = new HashSet<>();
        for (int i = 0; i < n; i++) {
            listed.add(moves[i]);
        }
        int holding = 0;
        for (int p = 0; p < b.length(); p++) {
            if (b.isBoardPoint(p) && b.isEmpty(p) && b.nearCount(p) > 0
                    && referee.holdsAfter(Stones.BLACK, b.x(p), b.y(p), 2)) {
                holding++;
                assertTrue(listed.contains(p), "holding move " + at(b, p) + " listed");
            }
        }
        assertTrue(listed.contains(b.index(8, 8)), "taking white's four point");
        assertTrue(listed.contains(b.index(4, 7)), "making (7,7) a four-three, allowed");
        assertTrue(holding >= 2 && n < 30, holding + " holding moves, " + n + " listed");
        int m = search(b, 6, 100_000).bestMove();
        assertTrue(referee.holdsAfter(Stones.BLACK, b.x(m), b.y(m), 2), "played " + at(b, m));
    }

    @Test
    void whitesVcfForcesBlacksBlockOntoAForbiddenPoint() {
        Board b = diagram(Rule.RENJU, Stones.WHITE, VCF_ONTO_FORBIDDEN);
        RenjuReferee referee = new RenjuReferee(b);
        assertFalse(referee.isForbidden(7, 7), "(7,7) is allowed before the block");
        assertFalse(referee.vcfWithin(Stones.WHITE, 1));
        assertTrue(referee.vcfWithin(Stones.WHITE, 2), "referee: four, four, five");
        Board free = RenjuPositions.copyOf(b, Rule.FREESTYLE);
        assertFalse(new VcfSolver(free, 12, new SearchControl(Clock.SYSTEM)).solve(4, 1_000_000),
                "freestyle: no VCF");
        VcfSolver vcf = new VcfSolver(b, 12, new SearchControl(Clock.SYSTEM));
        assertFalse(vcf.solve(1, 1_000_000));
        assertTrue(vcf.solve(2, 1_000_000));
        int[] line = vcf.line();
        assertEquals(b.index(11, 2), line[0]);
        assertEquals(b.index(7, 6), line[1]);
        assertEquals(b.index(8, 8), line[2]);
        int m = search(b, 4, 50_000).bestMove();
        assertEquals(b.index(11, 2), m, "played " + at(b, m));
    }

    /** Black to move there: the block white's VCF would force is black's own blunder; the searcher holds. */
    @Test
    void blackHoldsAgainstTheVcfOntoItsForbiddenPoint() {
        Board b = diagram(Rule.RENJU, Stones.BLACK, VCF_ONTO_FORBIDDEN);
        RenjuReferee referee = new RenjuReferee(b);
        assertFalse(referee.holdsAfter(Stones.BLACK, 7, 6, 2), "(7,6) makes (7,7) forbidden at once");
        int m = search(b, 6, 100_000).bestMove();
        assertTrue(referee.holdsAfter(Stones.BLACK, b.x(m), b.y(m), 3), "played " + at(b, m));
    }

    /**
     * White's (9,9) makes an open three (with (10,9) (11,9)) and the four past black's forbidden
     * (7,7) at once (with (5,5) (6,6)): black cannot stop both, a VCT the referee confirms.
     */
    @Test
    void whitesVctThroughAForbiddenBlock() {
        Board b = diagram(Rule.RENJU, Stones.WHITE, withRows(FOUR_PAST_FORBIDDEN, 9, "..........OO..."));
        RenjuReferee referee = new RenjuReferee(b);
        assertTrue(referee.isForbidden(7, 7));
        assertFalse(referee.vcfWithin(Stones.WHITE, 3), "no VCF");
        assertTrue(referee.winsAfter(Stones.WHITE, 9, 9, 2), "referee: (9,9), then a four or an open four, then five");
        SearchControl control = new SearchControl(Clock.SYSTEM);
        VctSolver vct = new VctSolver(b, 16, control, new VcfSolver(b, 16, control));
        assertTrue(vct.solve(3, 2_000_000));
        int first = vct.firstMove();
        assertTrue(referee.winsAfter(Stones.WHITE, b.x(first), b.y(first), 2), "VCT's first move " + at(b, first));
        int m = search(b, 6, 100_000).bestMove();
        assertTrue(referee.winsAfter(Stones.WHITE, b.x(m), b.y(m), 2), "searcher played " + at(b, m));
    }

    /** Black's double three and double four win in freestyle; in renju they are forbidden and the search plays elsewhere. */
    @Test
    void blacksFreestyleWinsThatRenjuForbidsAreNotPlayed() {
        String[] doubleThree = {
            "", "", "", "", "",
            ".......X.......",
            ".......X.......",
            ".....XX........",
            "", "", "", "", "",
            "O.............O",
            "O.............."};
        String[] doubleFour = {
            "", "", "", "",
            ".......X.......",
            ".......X.......",
            ".......X.......",
            "....XXX........",
            "", "", "", "",
            "O.............O",
            "O..............",
            "O.............O"};
        for (String[] rows : new String[][] {doubleThree, doubleFour}) {
            Board b = diagram(Rule.RENJU, Stones.BLACK, rows);
            RenjuReferee referee = new RenjuReferee(b);
            assertTrue(referee.isForbidden(7, 7), "(7,7) forbidden\n" + b.render());
            Board free = RenjuPositions.copyOf(b, Rule.FREESTYLE);
            int q = free.index(7, 7);
            assertTrue(ThreatShortcuts.quickWin(free, Stones.BLACK, Stones.WHITE, 0) > 0
                    && free.threat(Stones.BLACK, q) >= dev.gamebots.gomoku.rules.Threat.FLEX3_2X,
                    "in freestyle (7,7) wins\n" + free.render());
            int m = search(b, 6, 60_000).bestMove();
            assertNotEquals(b.index(7, 7), m);
            assertTrue(referee.isLegal(Stones.BLACK, b.x(m), b.y(m)), "played " + at(b, m));
            if (rows == doubleFour) {
                // Each three alone still makes an open four: the search must find that win instead.
                assertTrue(referee.winsAfter(Stones.BLACK, b.x(m), b.y(m), 2), "played " + at(b, m));
            }
        }
    }

    /**
     * Black's X X X X . X with the far end closed: the gap makes six, no five, so black has no four
     * there. White to move need not block it and wins with its own open four; black may not play
     * the gap (an overline).
     */
    @Test
    void blacksOverlineIsNoFourAndNoMove() {
        Board b = diagram(Rule.RENJU, Stones.WHITE,
                "", "", "", "", "", "",
                ".OXXXX.X.......",
                "",
                "...O...........",
                "...O...........",
                "...O...........",
                "", "",
                "X.............X",
                "X.............X");
        RenjuReferee referee = new RenjuReferee(b);
        assertTrue(referee.isForbidden(6, 6), "the gap makes an overline");
        assertTrue(referee.fivePoints(Stones.BLACK).isEmpty(), "black has no five point");
        assertEquals(0, b.threatCount(Stones.BLACK, dev.gamebots.gomoku.rules.Threat.FIVE));
        int m = search(b, 4, 50_000).bestMove();
        assertTrue(referee.winsAfter(Stones.WHITE, b.x(m), b.y(m), 2), "white's open three wins: " + at(b, m));
        b.setSideToMove(Stones.BLACK);
        int black = search(b, 4, 50_000).bestMove();
        assertNotEquals(b.index(6, 6), black);
        assertTrue(referee.isLegal(Stones.BLACK, b.x(black), b.y(black)));
    }

    /**
     * Black's (7,7) makes a four (its other end closed by white) and an open three: a four-three,
     * allowed, a win in five plies; with a second open three through it, a 4-3-3, forbidden, and
     * then no win is claimed.
     */
    @Test
    void blacksFourThreeWinsAndItsFourThreeThreeIsForbidden() {
        String[] fourThree = {
            "", "", "",
            ".......O.......",
            ".......X.......",
            ".......X.......",
            ".......X.......",
            ".....XX........",
            "", "", "", "", "",
            "O.............O",
            "O.O..........O."};
        Board b = diagram(Rule.RENJU, Stones.BLACK, fourThree);
        RenjuReferee referee = new RenjuReferee(b);
        assertFalse(referee.isForbidden(7, 7));
        assertTrue(referee.winsAfter(Stones.BLACK, 7, 7, 2), "referee: the four-three wins");
        assertEquals(Score.terminal(1, 5), ThreatShortcuts.quickWin(b, Stones.BLACK, Stones.WHITE, 0));
        SearchResult r = search(b, 6, 50_000);
        assertTrue(referee.winsAfter(Stones.BLACK, b.x(r.bestMove()), b.y(r.bestMove()), 2),
                "played " + at(b, r.bestMove()));

        b.place(b.index(8, 8), Stones.BLACK);
        b.place(b.index(9, 9), Stones.BLACK);
        b.place(b.index(14, 12), Stones.WHITE);
        b.place(b.index(12, 14), Stones.WHITE);
        RenjuReferee after = new RenjuReferee(b);
        assertTrue(after.isForbidden(7, 7), "4-3-3\n" + b.render());
        assertEquals(0, ThreatShortcuts.quickWin(b, Stones.BLACK, Stones.WHITE, 0), b.render());
        int m = search(b, 6, 50_000).bestMove();
        assertNotEquals(b.index(7, 7), m);
        assertTrue(after.isLegal(Stones.BLACK, b.x(m), b.y(m)));
    }

    /**
     * The quintet VCF puzzles short enough for the referee's exhaustive VCF (shared data, test
     * resources): the referee's shortest VCF has {@code fours} fours (vcf_white's ends on a block
     * forbidden for black, after five fours; vcf_counter's three fours meet a counter-four), the
     * solver finds none shorter and one of that length, and the puzzle's first move is a four whose
     * block is the puzzle's second move.
     */
    @ParameterizedTest
    @CsvSource({"vcf_white, 5", "vcf_counter, 3"})
    void quintetVcfPuzzlesAgreeWithTheReferee(String name, int fours) {
        Puzzle p = Puzzle.load(name);
        Board b = p.board();
        RenjuReferee referee = new RenjuReferee(b);
        assertFalse(referee.vcfWithin(p.attacker(), fours - 1), "referee: no shorter VCF");
        assertTrue(referee.vcfWithin(p.attacker(), fours), "referee: a VCF of " + fours + " fours");
        VcfSolver vcf = new VcfSolver(b, 16, new SearchControl(Clock.SYSTEM));
        assertFalse(vcf.solve(fours - 1, 10_000_000));
        assertTrue(vcf.solve(fours, 10_000_000));
        int first = p.expectedFirst(b);
        b.makeMove(first);
        RenjuReferee afterFirst = new RenjuReferee(b);
        b.unmakeMove();
        int block = p.point(b, p.expected().get(1));
        assertEquals(List.of(b.x(block) + "," + b.y(block)),
                afterFirst.fivePoints(p.attacker()).stream().map(xy -> xy[0] + "," + xy[1]).toList(),
                "the first move is a four whose block is the puzzle's second move");
    }

    /** GomocupJudge's renju rule check (shared data): g9 (6,8) is forbidden, the searcher plays elsewhere. */
    @Test
    void gomocupJudgeRenjuCheck() {
        Positions.KnownAnswer k = Positions.knownAnswer("gj_renju_specific");
        Board b = Positions.board(k.size(), Rule.fromGomocup(k.rule()), k.moves());
        RenjuReferee referee = new RenjuReferee(b);
        assertTrue(referee.isForbidden(6, 8));
        int m = search(b, 6, 50_000).bestMove();
        assertTrue(referee.isLegal(Stones.BLACK, b.x(m), b.y(m)), "played " + at(b, m));
    }

    /** A five wins even where black's move also makes a double three. */
    @Test
    void blacksFiveWinsOverAForbiddenShape() {
        Board b = diagram(Rule.RENJU, Stones.BLACK,
                "", "", "", "", "",
                ".......X.......",
                ".......X.......",
                "...XXXX........",
                "........X......",
                ".........X.....",
                "", "", "",
                "O.O.O.O.O.O....",
                "O.O.O.O.O.O....");
        RenjuReferee referee = new RenjuReferee(b);
        assertTrue(referee.makesFive(Stones.BLACK, 7, 7));
        assertFalse(referee.isForbidden(7, 7), "five first");
        int m = search(b, 2, 10_000).bestMove();
        assertTrue(b.isWinningMove(m, Stones.BLACK) && referee.makesFive(Stones.BLACK, b.x(m), b.y(m)),
                "played " + at(b, m));
    }
}
