package dev.gamebots.bench.arena.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.ArenaRun;
import dev.gamebots.bench.arena.fakes.FakeFlipSightEngine;
import dev.gamebots.bench.arena.fakes.FakeNBoardEngine;
import dev.gamebots.bench.arena.fakes.Fakes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The FlipSight referee against fake engines running as real processes. */
@Timeout(120)
class OthelloRefereeTest {

    @TempDir
    Path dir;

    private static String engine(String... modeArgs) {
        return Fakes.command(FakeFlipSightEngine.class, modeArgs);
    }

    private ArenaRun run(String a, String b, String... extra) {
        List<String> args = new ArrayList<>(List.of("othello", "--a", a, "--b", b));
        args.addAll(List.of(extra));
        if (!args.contains("--seed")) {
            // A fixed seed: a random start can end a leg (one side wiped out) before a broken
            // engine's fault shows, which made these tests fail now and then.
            args.addAll(List.of("--seed", "17"));
        }
        ArenaRun run = ArenaRun.inNewFolder(dir, args.toArray(new String[0]));
        assertEquals(0, run.exitCode(), run::toString);
        return run;
    }

    /** Replays a leg from its record with the referee's rules (checked against the guide) and checks the record. */
    private static void checkLeg(JsonNode leg, Variant v) {
        int[] cells = new int[v.size() * v.size()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = leg.get("start_board").get(i).asInt();
        }
        int placed1 = 0;
        int placed2 = 0;
        // The record does not keep placed counts of the start; recount them from the discs for the cap.
        for (int c : cells) {
            placed1 += c == 1 ? 1 : 0;
            placed2 += c == 2 ? 1 : 0;
        }
        OthelloBoard b = OthelloBoard.of(v, cells, v == Variant.REVERSI ? 6 : 4, v == Variant.REVERSI ? 6 : 4);
        assertEquals(12, placed1 + placed2);
        int color = leg.get("start_to_move").asInt();
        for (JsonNode m : leg.get("moves")) {
            assertEquals(color, m.get("color").asInt());
            int move = m.get("move").asInt();
            if (move < 0) {
                assertEquals(0, b.legalMoves(color).length);
            } else {
                b.play(move, color);
            }
            color = 3 - color;
        }
        if (leg.get("result_discs").isNull()) {
            assertTrue(b.isOver());
            assertEquals(b.discs(1), leg.get("discs_black").asInt());
            assertEquals(b.discs(2), leg.get("discs_white").asInt());
        }
    }

    private static void checkMatch(JsonNode m, Variant v) {
        JsonNode l0 = m.get("legs").get(0);
        JsonNode l1 = m.get("legs").get(1);
        assertEquals("a", l0.get("black").asText());
        assertEquals("b", l1.get("black").asText());
        assertEquals(l0.get("start_board"), l1.get("start_board"));
        checkLeg(l0, v);
        checkLeg(l1, v);
        int a = score(l0, true) + score(l1, false);
        int b = score(l0, false) + score(l1, true);
        assertEquals(a, m.get("total_a").asInt());
        assertEquals(b, m.get("total_b").asInt());
        String expected = a == b ? "draw" : (a > b) != v.fewestWins() ? "a" : "b";
        assertEquals(expected, m.get("result").asText());
    }

    /** A's score in a leg: leg 0 A is black, leg 1 A is white. */
    private static int score(JsonNode leg, boolean black) {
        JsonNode r = leg.get("result_discs");
        if (!r.isNull()) {
            return r.get(black ? 0 : 1).asInt();
        }
        return leg.get(black ? "discs_black" : "discs_white").asInt();
    }

    @Test
    void twoPairsOfStandardOthelloEndByDiscsWithConsistentRecords() {
        ArenaRun r = run(engine("first"), engine("random", "9"), "--pairs", "2", "--seed", "5");
        JsonNode s = r.summary();
        assertEquals(2, s.get("wins").asInt() + s.get("draws").asInt() + s.get("losses").asInt());
        for (String f : List.of("match-0001.json", "match-0002.json")) {
            JsonNode m = r.json(f);
            checkMatch(m, Variant.STD);
            assertEquals("discs", m.get("finish_reason").asText());
            JsonNode first = m.get("legs").get(0).get("moves").get(0);
            // The first request: a full clock, a budget capped at the connector's 10 s.
            assertTrue(first.get("remaining_ms").asLong() > 59_000);
            assertEquals(10_000, first.get("budget_ms").asLong());
        }
        // The two pairs start from different random positions.
        assertTrue(!r.json("match-0001.json").get("opening_moves").equals(r.json("match-0002.json").get("opening_moves")));
        assertTrue(r.out().contains("2 of 2 pairs"), r.out());
    }

    @Test
    void everyVariantPlaysToTheEnd() {
        for (Variant v : List.of(Variant.ANTI, Variant.GRAND, Variant.OCTAGON, Variant.REVERSI)) {
            Path sub = dir.resolve(v.mode());
            ArenaRun r = ArenaRun.of(sub, "othello", "--a", engine("random", "1"), "--b", engine("coord"),
                    "--game", v.mode(), "--seed", "11");
            assertEquals(0, r.exitCode(), r::toString);
            JsonNode m = r.json("match-0001.json");
            assertEquals(v.mode(), m.get("game_mode").asText());
            assertEquals("discs", m.get("finish_reason").asText(), m::toString);
            checkMatch(m, v);
        }
    }

    @Test
    void anEngineThatExitsAfterEachAnswerIsRestartedLikeTheConnectorDoes() {
        ArenaRun r = run(engine("oneshot"), engine("first"), "--seed", "3");
        JsonNode m = r.json("match-0001.json");
        assertEquals("discs", m.get("finish_reason").asText());
        assertTrue(m.get("legs").get(0).get("restarts_a").asInt() > 5);
        assertEquals(0, m.get("legs").get(0).get("restarts_b").asInt());
    }

    @Test
    void budgetFollowsTheConnectorAndAnOverrunLosesTheLeg() {
        // Clock 4000 ms, cap 3000 ms, an engine that takes 500 ms (plus its start-up on the first
        // move): budget_ms = min(3000, remaining_ms - 750) shrinks under 500 ms within a few
        // moves, and then A loses the leg on time.
        ArenaRun r = run(engine("slow", "500"), engine("first"), "--clock-ms", "4000", "--max-think-ms", "3000",
                "--seed", "1");
        JsonNode m = r.json("match-0001.json");
        for (JsonNode leg : m.get("legs")) {
            double clockLeft = 4000;
            int own = 0;
            boolean belowCap = false;
            for (JsonNode mv : leg.get("moves")) {
                if (!mv.get("side").asText().equals("a")) {
                    continue;
                }
                long remaining = mv.get("remaining_ms").asLong();
                // remaining_ms is the clock minus the time already gone since the last move: a few ms
                // on a quiet machine, more when the arena's thread wakes up late under load.
                assertTrue(remaining <= clockLeft && remaining > clockLeft - 500, leg::toString);
                long budget = mv.get("budget_ms").asLong();
                assertEquals(Math.min(3000, remaining - 750), budget);
                belowCap |= budget < 3000;
                assertTrue(mv.get("ms").asDouble() >= 500);
                clockLeft = mv.get("clock_left_ms").asDouble();
                assertEquals(remaining - mv.get("ms").asDouble(), clockLeft, 500.0);
                own++;
            }
            assertTrue(own >= 2 && belowCap, leg::toString);
            assertTrue(clockLeft - 750 < 500 + 100, leg::toString);
            assertEquals("timeout", leg.get("reason").asText());
            assertEquals("a", leg.get("fault_side").asText());
        }
        assertEquals(0, m.get("total_a").asInt());
        assertEquals(128, m.get("total_b").asInt());
        assertEquals("b", m.get("result").asText());
        assertEquals("timeout (a)+timeout (a)", m.get("finish_reason").asText());
    }

    private void assertBrokenLosesBothLegs(String broken, Set<String> reasons, String... extra) {
        ArenaRun r = run(broken, engine("first"), extra);
        JsonNode m = r.json("match-0001.json");
        for (JsonNode leg : m.get("legs")) {
            assertEquals("a", leg.get("fault_side").asText(), leg::toString);
            assertTrue(reasons.contains(leg.get("reason").asText()), leg::toString);
            assertNotNull(leg.get("detail").asText());
        }
        // Awarded: the faulty side 0 discs, the other all 64.
        assertEquals(0, m.get("total_a").asInt());
        assertEquals(128, m.get("total_b").asInt());
        // Both legs are A's faults: the pair is void by default, a loss with --faults loss.
        JsonNode s = r.summary();
        int faultsOfA = 0;
        for (JsonNode n : s.get("faults").get("a")) {
            faultsOfA += n.asInt();
        }
        assertEquals(2, faultsOfA, s::toString);
        boolean loss = List.of(extra).contains("loss");
        assertEquals(loss ? 1 : 0, s.get("losses").asInt());
        assertEquals(loss ? 0 : 1, s.get("void_units").asInt());
        assertEquals(0, s.get("played_out").get("units").asInt());
        checkMatch(m, Variant.STD);
    }

    @Test
    void crashGarbageIllegalAndBadPassLose() {
        assertBrokenLosesBothLegs(engine("crash", "2"), Set.of("crash"));
        assertBrokenLosesBothLegs(engine("crash", "2"), Set.of("crash"), "--faults", "loss");
        assertBrokenLosesBothLegs(engine("garbage"), Set.of("garbage"));
        assertBrokenLosesBothLegs(engine("illegal"), Set.of("illegal"));
        assertBrokenLosesBothLegs(engine("badpass"), Set.of("illegal"));
        assertBrokenLosesBothLegs("/nonexistent/othello-engine", Set.of("crash"));
    }

    @Test
    void silenceLosesOnTimeWithoutHangingAndExtraOutputLoses() {
        long t0 = System.nanoTime();
        assertBrokenLosesBothLegs(engine("silent"), Set.of("timeout"), "--max-think-ms", "4000");
        assertTrue((System.nanoTime() - t0) / 1e9 < 30);
        assertBrokenLosesBothLegs(engine("extra"), Set.of("extra_output", "garbage"));
    }

    @Test
    void antiCountsTheFewestDiscsAndAwardsAllDiscsToTheFaultySide() {
        ArenaRun r = run(engine("garbage"), engine("first"), "--game", "anti");
        JsonNode m = r.json("match-0001.json");
        assertEquals(128, m.get("total_a").asInt());
        assertEquals(0, m.get("total_b").asInt());
        assertEquals("b", m.get("result").asText());
    }

    @Test
    void anNBoardEnginePlaysStandardThroughGgf() throws Exception {
        ArenaRun r = run(Fakes.command(FakeNBoardEngine.class, "first"), engine("random", "4"),
                "--a-protocol", "nboard", "--seed", "8");
        JsonNode m = r.json("match-0001.json");
        assertEquals("discs", m.get("finish_reason").asText(), m::toString);
        checkMatch(m, Variant.STD);
        String io = Files.readString(r.outDir().resolve("match-0001-leg0-a.io.log"));
        assertTrue(io.contains("> nboard 2"));
        assertTrue(io.contains("> set game (;GM[Othello]"));
        assertTrue(io.contains("< === "));
        ArenaRun bad = ArenaRun.of(dir.resolve("bad"), "othello", "--a", engine("first"), "--b", engine("first"),
                "--a-protocol", "nboard", "--game", "anti");
        assertEquals(2, bad.exitCode());
    }
}
