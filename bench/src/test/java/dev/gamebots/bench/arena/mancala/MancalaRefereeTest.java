package dev.gamebots.bench.arena.mancala;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.ArenaRun;
import dev.gamebots.bench.arena.fakes.Fakes;
import dev.gamebots.bench.arena.fakes.FakeMancalaBot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The Mancala contest controller against fake bots running as real processes. */
@Timeout(120)
class MancalaRefereeTest {

    @TempDir
    Path dir;

    private ArenaRun match(String a, String b, String... extra) {
        String[] args = new String[5 + extra.length];
        args[0] = "mancala";
        args[1] = "--a";
        args[2] = a;
        args[3] = "--b";
        args[4] = b;
        System.arraycopy(extra, 0, args, 5, extra.length);
        ArenaRun run = ArenaRun.inNewFolder(dir, args);
        assertEquals(0, run.exitCode(), run::toString);
        return run;
    }

    private static String bot(String... modeArgs) {
        return Fakes.command(FakeMancalaBot.class, modeArgs);
    }

    @Test
    void correctBotsPlayBothGamesToTheScoresComputedIndependently() throws Exception {
        // "first" plays its lowest non-empty hole, "last" its highest. Expected scores from an
        // independent simulation (two Python implementations of the same rules agreed):
        // game 1 (A first): A 7, B 41 in 20 moves; game 2 (B first): B 39, A 9 in 34 moves.
        ArenaRun run = match(bot("first"), bot("last"));
        JsonNode m = run.json("match-0001.json");
        JsonNode g1 = m.get("games").get(0);
        JsonNode g2 = m.get("games").get(1);
        assertEquals("a", g1.get("first").asText());
        assertEquals(7, g1.get("score_a").asInt());
        assertEquals(41, g1.get("score_b").asInt());
        assertEquals(20, g1.get("moves").size());
        assertEquals("b", g2.get("first").asText());
        assertEquals(9, g2.get("score_a").asInt());
        assertEquals(39, g2.get("score_b").asInt());
        assertEquals(34, g2.get("moves").size());
        assertEquals("stores", g1.get("reason").asText());
        assertEquals(16, m.get("total_a").asInt());
        assertEquals(80, m.get("total_b").asInt());
        assertEquals("b", m.get("result").asText());
        assertEquals("score", m.get("decided_by").asText());
        JsonNode s = run.summary();
        assertEquals(0, s.get("wins").asInt());
        assertEquals(1, s.get("losses").asInt());
        // The bots got their log file argument and wrote to it; the transcripts exist.
        assertTrue(Files.readString(run.outDir().resolve("match-0001-g1-a.bot.log")).contains("played 1"));
        assertTrue(Files.readString(run.outDir().resolve("match-0001-g1-b.io.log")).contains("> START 2"));
        assertTrue(run.out().contains("0 of") || run.out().contains("1 of 1 matches"), run.out());
    }

    @Test
    void equalTotalsGoToTheFasterBotOrAreADrawWithoutTiebreak() {
        ArenaRun timed = match(bot("first"), bot("slow", "150"));
        // Same strategy, so both games mirror each other and the totals tie; A spent less time.
        JsonNode m = timed.json("match-0001.json");
        assertEquals(m.get("total_a").asInt(), m.get("total_b").asInt());
        assertEquals("time", m.get("decided_by").asText());
        assertEquals("a", m.get("result").asText());
        assertTrue(m.get("time_ms_b").asDouble() > m.get("time_ms_a").asDouble());
        assertTrue(timed.out().contains("Ties broken by time: 1 of 1 matches had equal stores"), timed::toString);
    }

    @Test
    void noTiebreakMakesEqualTotalsADraw() {
        ArenaRun run = match(bot("first"), bot("first"), "--tiebreak", "none");
        JsonNode s = run.summary();
        assertEquals(1, s.get("draws").asInt());
    }

    private void assertForfeits(String broken, Set<String> reasons, String... extra) {
        ArenaRun run = match(broken, bot("first"), extra);
        JsonNode m = run.json("match-0001.json");
        for (JsonNode g : m.get("games")) {
            assertEquals("a", g.get("fault_side").asText(), run::toString);
            assertTrue(reasons.contains(g.get("reason").asText()), () -> g.toString());
            assertEquals(0, g.get("score_a").asInt());
            assertEquals(48, g.get("score_b").asInt());
        }
        assertEquals("b", m.get("result").asText());
        // Both games are A's faults: the match is void by default, a loss with --faults loss.
        JsonNode s = run.summary();
        boolean loss = java.util.List.of(extra).contains("loss");
        assertEquals(loss ? 1 : 0, s.get("losses").asInt());
        assertEquals(loss ? 0 : 1, s.get("void_units").asInt());
        int faultsOfA = 0;
        for (JsonNode n : s.get("faults").get("a")) {
            faultsOfA += n.asInt();
        }
        assertEquals(2, faultsOfA, s::toString);
    }

    @Test
    void garbageLosesBothGames() {
        assertForfeits(bot("garbage"), Set.of("garbage"));
        assertForfeits(bot("garbage"), Set.of("garbage"), "--faults", "loss");
    }

    @Test
    void illegalMoveLosesBothGames() {
        // Hole 1 is empty after its own first move of hole 1... the fake plays an empty hole or 7.
        assertForfeits(bot("illegal"), Set.of("illegal"));
    }

    @Test
    void crashLosesBothGames() {
        assertForfeits(bot("crash", "2"), Set.of("crash"));
    }

    @Test
    void silenceAndSlownessLoseOnTime() {
        long start = System.nanoTime();
        // Limits well above a correct bot's few milliseconds per move, even on a loaded machine.
        assertForfeits(bot("silent"), Set.of("timeout"), "--move-ms", "800");
        assertForfeits(bot("slow", "1500"), Set.of("timeout"), "--move-ms", "800");
        // Two games of each: a silent bot costs its move limit plus the 1 s exit grace, no more.
        assertTrue((System.nanoTime() - start) / 1e9 < 30);
    }

    @Test
    void extraOutputLoses() {
        assertForfeits(bot("extra"), Set.of("extra_output", "garbage"));
    }

    @Test
    void missingAcknowledgementLosesOnTime() {
        assertForfeits(bot("noack"), Set.of("timeout"), "--move-ms", "800");
    }

    @Test
    void aProgramThatCannotStartIsACrash() {
        assertForfeits("/nonexistent/mancala-bot", Set.of("crash"));
    }
}
