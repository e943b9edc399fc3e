package dev.gamebots.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.gomoku.rules.RenjuWinLine.Ply;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The renju forced-wins set (docs/data/gomoku-renju-wins.txt) re-checked line by line with the
 * independent rules ({@link RenjuWinLine} on {@link RuleReference}): a wrong position, proof or
 * label fails the build. The checker itself is shown to refuse broken proofs of the same positions.
 */
class RenjuWinsSetTest {

    private static final Path SET = Path.of("../docs/data/gomoku-renju-wins.txt");
    private static final int SIZE = 15;
    /** The limits the set was built with (its header), for the {@code /only} tag. */
    private static final int MAX_FOURS = 12;
    private static final long NODES = 200_000;

    @Test
    void everyPositionOfTheSetIsAForcedWinByItsProofLine() throws IOException {
        List<RenjuWinEntry> entries = RenjuWinEntry.read(SET);
        for (RenjuWinEntry e : entries) {
            assertEquals("", e.verify(SIZE, MAX_FOURS, NODES), e.name());
        }
        long black = entries.stream().filter(RenjuWinEntry::blackToMove).count();
        long threats = entries.stream().filter(e -> e.threat() != null).count();
        long forbidden = entries.stream().filter(e -> e.label().contains("/forbidden")).count();
        long only = entries.stream().filter(e -> e.label().contains("/only")).count();
        assertTrue(entries.size() >= 40, "positions: " + entries.size());
        assertTrue(forbidden >= 10, "white wins through a forbidden point: " + forbidden);
        assertTrue(only >= 10, "white wins only through a forbidden point: " + only);
        assertTrue(black >= 10 && entries.size() - black - forbidden >= 10, "black and other white wins");
        assertTrue(threats >= 10, "wins by a quiet threat: " + threats);
    }

    @Test
    void theFileNamesItsRuleAndSizeForTheWinsCommand() throws IOException {
        List<String> lines = Files.readAllLines(SET, StandardCharsets.UTF_8);
        assertTrue(lines.contains("# rule: 4"), "rule line");
        assertTrue(lines.contains("# size: 15"), "size line");
    }

    @Test
    void brokenProofsOfTheSetsPositionsAreRefused() throws IOException {
        int refusedForbiddenMarks = 0;
        int refusedThreats = 0;
        for (RenjuWinEntry e : RenjuWinEntry.read(SET)) {
            int[][] g = RenjuWinLine.position(SIZE, e.moves());
            if (e.threat() != null) {
                // The threat played far away; an answer left out (the other replies' line does not win there).
                List<Ply> none = List.of();
                assertFalse(RenjuWinLine.checkThreat(g, far(e.threat().color(), g, none), e.proof(), e.answers()).proved(),
                        e.name());
                if (!e.answers().isEmpty()) {
                    assertFalse(RenjuWinLine.checkThreat(g, e.threat(), e.proof(), e.answers().subList(1, e.answers().size()))
                            .proved(), e.name());
                }
                refusedThreats++;
                continue;
            }
            List<Ply> proof = e.proof();
            String why = e.name() + " " + RenjuWinLine.format(proof);
            // Cut before the five.
            assertFalse(RenjuWinLine.check(g, proof.subList(0, proof.size() - 1)).proved(), why);
            // The first defence moved off the four's completion point.
            List<Ply> moved = new ArrayList<>(proof);
            Ply d = moved.get(1);
            moved.set(1, far(d.color(), g, proof));
            assertFalse(RenjuWinLine.check(g, moved).proved(), why);
            // The first attacker move replaced by a quiet one: not a four.
            List<Ply> quiet = new ArrayList<>(proof);
            quiet.set(0, far(proof.get(0).color(), g, proof));
            assertFalse(RenjuWinLine.check(g, quiet).proved(), why);
            // Every black block's forbidden mark flipped: a forbidden block played as a stone, an allowed one
            // written as forbidden.
            for (int i = 1; i < proof.size(); i += 2) {
                Ply b = proof.get(i);
                if (b.color() == Stones.BLACK) {
                    List<Ply> flipped = new ArrayList<>(proof);
                    flipped.set(i, new Ply(b.color(), b.x(), b.y(), !b.forbiddenBlock()));
                    assertFalse(RenjuWinLine.check(g, flipped).proved(), why + " ply " + (i + 1));
                    refusedForbiddenMarks += b.forbiddenBlock() ? 1 : 0;
                }
            }
        }
        assertTrue(refusedForbiddenMarks >= 10, "forbidden blocks tried as stones: " + refusedForbiddenMarks);
        assertTrue(refusedThreats >= 10, "threats tried: " + refusedThreats);
    }

    @Test
    void theSameFourWinsOnlyWhileItsBlockIsForbidden() {
        // White's d4-e5-f6 diagonal, black on c3: white's g7 makes a four whose only completion is h8, where
        // black's f8-g8 and h6-h7 make a double three.
        int[][] forbidden = RenjuWinLine.position(SIZE, RenjuWinLine.parse("Bfh Wdd Bgh Wee Bhf Wff Bhg Wmb Bcc"));
        assertTrue(RuleReference.isForbidden(forbidden, 7, 7), "h8 is a double three for black");
        RenjuWinLine.Verdict v = RenjuWinLine.check(forbidden, RenjuWinLine.parse("Wgg B*hh Whh"));
        assertTrue(v.proved() && v.throughForbidden(), v.reason());
        assertFalse(RenjuWinLine.check(forbidden, RenjuWinLine.parse("Wgg Bhh Whh")).proved(), "the block is not playable");
        // h7 moved away: h8 is a single three, black blocks there and white has no five.
        int[][] allowed = RenjuWinLine.position(SIZE, RenjuWinLine.parse("Bfh Wdd Bgh Wee Bhf Wff Bkk Wmb Bcc"));
        assertFalse(RuleReference.isForbidden(allowed, 7, 7), "h8 is allowed");
        assertFalse(RenjuWinLine.check(allowed, RenjuWinLine.parse("Wgg B*hh Whh")).proved(), "the block is allowed");
        assertFalse(RenjuWinLine.check(allowed, RenjuWinLine.parse("Wgg Bhh Whh")).proved(), "h8 is taken");
    }

    /**
     * The first empty point where a stone of {@code color} is no five and makes no new five point (a
     * move that is no four), on no point of the proof.
     */
    private static Ply far(int color, int[][] g, List<Ply> proof) {
        int before = RenjuWinLine.fivePoints(g, color).size();
        for (int x = 0; x < g.length; x++) {
            for (int y = 0; y < g.length; y++) {
                int px = x;
                int py = y;
                if (g[x][y] == Stones.EMPTY && !RuleReference.makesFive(g, x, y, color, Rule.RENJU)
                        && proof.stream().noneMatch(p -> p.x() == px && p.y() == py)) {
                    g[x][y] = color;
                    boolean quiet = RenjuWinLine.fivePoints(g, color).size() <= before;
                    g[x][y] = Stones.EMPTY;
                    if (quiet) {
                        return new Ply(color, x, y, false);
                    }
                }
            }
        }
        throw new IllegalStateException("no quiet point");
    }
}
