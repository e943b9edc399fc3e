package dev.gamebots.gomoku.search;

import static dev.gamebots.gomoku.search.RenjuPositions.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.RenjuReferee;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.moves.MoveGenerator;
import dev.gamebots.gomoku.search.moves.QuickMove;
import dev.gamebots.gomoku.search.threat.ThreatShortcuts;
import dev.gamebots.gomoku.search.threat.VcfSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The renju search against {@link RenjuReferee}, an independent brute-force rule implementation, on
 * random fights: black's move lists never hold a forbidden point, the VCF solver's answer at each
 * depth is the referee's exhaustive one (white's wins through black's forbidden blocks among them,
 * and black's freestyle VCFs that renju forbids), and the searcher wins where the referee finds a
 * win in two (within three own moves: its VCF need not be the shortest) and holds where the referee
 * says a move holds against a win in two.
 */
class RenjuAgainstRefereeTest {

    private static final int[] MOVES = new int[512];
    private static final int[] SCORES = new int[512];

    @Test
    void blacksMoveListsNeverHoldAForbiddenPoint() {
        int lists = 0;
        int forbiddenNearby = 0;
        for (Board fight : RenjuPositions.mixed(11, 300)) {
            Board b = RenjuPositions.copyOf(fight);
            b.setSideToMove(Stones.BLACK);
            RenjuReferee referee = new RenjuReferee(b);
            MoveGenerator gen = new MoveGenerator(b);
            for (int kind = 0; kind < 4; kind++) {
                int n = switch (kind) {
                    case 0 -> gen.generate(MOVES, SCORES, 0, MOVES.length);
                    case 1 -> gen.generateUnverified(MOVES, SCORES, 0, MOVES.length);
                    case 2 -> gen.generateSelective(MOVES, SCORES, 0, MOVES.length);
                    default -> gen.generateAnyway(MOVES, SCORES, 0, MOVES.length);
                };
                for (int i = 0; i < n; i++) {
                    int p = MOVES[i];
                    assertTrue(referee.isLegal(Stones.BLACK, b.x(p), b.y(p)),
                            "list " + kind + " holds forbidden " + at(b, p) + "\n" + b.render());
                }
                lists++;
            }
            int quick = QuickMove.choose(b);
            assertTrue(quick < 0 || referee.isLegal(Stones.BLACK, b.x(quick), b.y(quick)),
                    "quick move " + at(b, quick) + "\n" + b.render());
            for (int p = 0; p < b.length(); p++) {
                if (b.isBoardPoint(p) && b.isEmpty(p) && b.nearCount(p) > 0 && referee.isForbidden(b.x(p), b.y(p))) {
                    forbiddenNearby++;
                }
            }
        }
        System.err.printf("renju move lists %d, forbidden points near the stones %d%n", lists, forbiddenNearby);
        assertTrue(forbiddenNearby > 100, "forbidden points near the stones: " + forbiddenNearby);
        assertEquals(1200, lists);
    }

    @Test
    void vcfSolverAgreesWithTheRefereeAtEachDepth() {
        int checked = 0;
        int wins = 0;
        int throughForbidden = 0;
        int freestyleOnly = 0;
        int renjuOnly = 0;
        SearchControl control = new SearchControl(Clock.SYSTEM);
        List<Board> positions = RenjuPositions.mixed(12, 400);
        positions.addAll(RenjuPositions.forbiddenTargets(14, 100));
        for (Board b : RenjuPositions.bothSides(positions)) {
            int side = b.sideToMove();
            RenjuReferee referee = new RenjuReferee(b);
            VcfSolver vcf = new VcfSolver(b, 12, control);
            Board free = RenjuPositions.copyOf(b, Rule.FREESTYLE);
            VcfSolver freeVcf = new VcfSolver(free, 12, control);
            for (int k = 1; k <= 3; k++) {
                boolean expected = referee.vcfWithin(side, k);
                boolean found = vcf.solve(k, 10_000_000L);
                assertFalse(vcf.aborted());
                int depth = k;
                assertEquals(expected, found, () -> (side == Stones.BLACK ? "black" : "white") + " VCF in "
                        + depth + "\n" + b.render());
                checked++;
                if (found) {
                    wins++;
                    int[] line = vcf.line();
                    if (line.length >= 2 && line[line.length - 1] == line[line.length - 2]) {
                        throughForbidden++;
                    }
                }
                boolean freeFound = freeVcf.solve(k, 10_000_000L);
                freestyleOnly += freeFound && !found ? 1 : 0;
                renjuOnly += found && !freeFound && side == Stones.WHITE ? 1 : 0;
            }
        }
        System.err.printf("renju VCF checks %d, wins %d (a forbidden block last %d), white's renju-only %d,"
                + " freestyle-only %d%n", checked, wins, throughForbidden, renjuOnly, freestyleOnly);
        assertTrue(wins > 50, "VCFs: " + wins + " of " + checked);
        assertTrue(renjuOnly > 5, "white VCFs through black's forbidden blocks: " + renjuOnly);
        assertTrue(freestyleOnly > 5, "freestyle VCFs that renju does not allow: " + freestyleOnly);
    }

    /**
     * Every win the threat shortcuts claim (a five, an open four, white's four past a forbidden
     * block, a four-three, a double three) is a forced win of that length by the referee.
     */
    @Test
    void threatShortcutsClaimOnlyTheRefereesWins() {
        int[][] claims = new int[3][7];
        List<Board> positions = RenjuPositions.mixed(16, 300);
        positions.addAll(RenjuPositions.forbiddenTargets(17, 60));
        for (Board b : RenjuPositions.bothSides(positions)) {
            int side = b.sideToMove();
            int claim = ThreatShortcuts.quickWin(b, side, Stones.opponent(side), 0);
            if (claim <= 0) {
                continue;
            }
            int plies = Score.distance(claim);
            RenjuReferee referee = new RenjuReferee(b);
            assertTrue(referee.winsWithin(side, (plies + 1) / 2), () -> (side == Stones.BLACK ? "black" : "white")
                    + " claimed a win in " + plies + " plies\n" + b.render());
            claims[side][plies]++;
        }
        System.err.printf("renju shortcut wins checked: black in 1/3/5 plies %d/%d/%d, white %d/%d/%d%n",
                claims[1][1], claims[1][3], claims[1][5], claims[2][1], claims[2][3], claims[2][5]);
        assertTrue(claims[Stones.BLACK][5] > 3, "black's four-three wins: " + claims[Stones.BLACK][5]);
        assertTrue(claims[Stones.WHITE][3] > 10, "white's wins in three plies: " + claims[Stones.WHITE][3]);
    }

    /** The searcher's move: a small search (the positions are tactics, not strategy). */
    private static int searchMove(Board b) {
        SearchControl control = new SearchControl(Clock.SYSTEM);
        GomokuSearcher s = new GomokuSearcher(b, new TranspositionTable(2), control, SearchConfig.defaults(Rule.Kind.RENJU));
        control.begin(SearchControl.NEVER);
        String before = b.render();
        int m = s.search(SearchLimits.depth(6).withMaxNodes(40_000), SearchListener.NONE).bestMove();
        assertEquals(before, b.render(), "the search leaves the board as found");
        return m;
    }

    @Test
    void searcherPlaysTheRefereesWinsInTwoAndHoldsWhereAMoveHolds() {
        int wins = 0;
        int holds = 0;
        List<Board> fights = RenjuPositions.mixed(13, 200);
        fights.addAll(RenjuPositions.forbiddenTargets(15, 60));
        for (Board b : RenjuPositions.bothSides(fights)) {
            int side = b.sideToMove();
            RenjuReferee referee = new RenjuReferee(b);
            int opp = Stones.opponent(side);
            if (!referee.fivePoints(side).isEmpty()) {
                continue; // a five now: the plainest tactics, TacticsTest's
            }
            if (referee.winsWithin(side, 2)) {
                int m = searchMove(b);
                // The root's VCF may take a longer road than the shortest: a win within one
                // more own move (checked exhaustively too) is still a win.
                assertTrue(referee.winsAfter(side, b.x(m), b.y(m), 2),
                        "wins in two, played " + at(b, m) + ", no win in three\n" + b.render());
                wins++;
                continue;
            }
            b.passTurn();
            boolean threatened = referee.winsWithin(opp, 2);
            b.passTurn();
            if (!threatened || !someMoveHolds(b, referee, side)) {
                continue;
            }
            int m = searchMove(b);
            assertTrue(referee.holdsAfter(side, b.x(m), b.y(m), 2),
                    "a move holds against the win in two, played " + at(b, m) + "\n" + b.render());
            holds++;
        }
        System.err.printf("renju searcher: wins in two %d, holds %d%n", wins, holds);
        assertTrue(wins > 20, "wins in two: " + wins);
        assertTrue(holds > 20, "holds: " + holds);
    }

    private static boolean someMoveHolds(Board b, RenjuReferee referee, int side) {
        for (int x = 0; x < b.width(); x++) {
            for (int y = 0; y < b.height(); y++) {
                if (b.nearCount(b.index(x, y)) > 0 && referee.holdsAfter(side, x, y, 2)) {
                    return true;
                }
            }
        }
        return false;
    }
}
