package dev.gamebots.bench.arena.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Depth and score read from lines engines really print (copied from this repository's bots' output
 * in arena transcripts and logs), and the split of transcripts and bot logs into moves.
 */
class EngineInfoTest {

    @TempDir
    Path dir;

    @Test
    void gomocupMessagesTheLastIterationWins() {
        EngineInfo i = EngineInfo.of(List.of(
                "DEBUG depth 10 score +486 nodes 6905 nps 126124 time 54 ms pv 9,12 8,8",
                "DEBUG depth 11 score +542 nodes 10991 nps 139994 time 78 ms pv 9,12 11,9",
                "MESSAGE search: depth 11, score +542, nodes 10991, 87 ms, 126333 n/s, pv 9,12 11,9"));
        assertEquals(11.0, i.depth());
        assertEquals(542.0, i.score());
    }

    @Test
    void othelloLogNBoardAnswerJsonAndKalahLog() {
        EngineInfo log = EngineInfo.of(List.of("2026-12-03 07:15:34.134 [2988]   depth 10 score -323 nodes 167007 in 121 ms, pv c5 b6"));
        assertEquals(10.0, log.depth());
        assertEquals(-323.0, log.score());
        EngineInfo nboard = EngineInfo.of(List.of("status thinking", "nodestats 7381675 4.40", "=== G1/7.55/4.40"));
        assertNull(nboard.depth());
        assertEquals(7.55, nboard.score());
        EngineInfo json = EngineInfo.of(List.of("{\"move\":19,\"depth\":9,\"score\":-4}"));
        assertEquals(9.0, json.depth());
        assertEquals(-4.0, json.score());
        EngineInfo kalah = EngineInfo.of(List.of("< 3", "# we played 3: solver value -2 (final margin for us +4), 812 nodes, 0.4 ms"));
        assertNull(kalah.depth());
        assertEquals(-2.0, kalah.score());
        assertEquals(EngineInfo.NONE, EngineInfo.of(List.of("< 3", "# we played 3: the only legal move")));
    }

    @Test
    void transcriptsSplitAtEachAnswerAcrossRestartedRuns() throws IOException {
        Files.writeString(dir.resolve("m-leg0-a.io.log"), String.join("\n",
                "      13 > {\"board\":[0]}", "     500 ! depth 3 score 12", "     900 < {\"move\":47}",
                "    1841 > {\"board\":[0]}", "    2448 < {\"move\":64}", "    2500 # exit 0", ""));
        Files.writeString(dir.resolve("m-leg0-a-run2.io.log"), String.join("\n",
                "       5 > {\"board\":[0]}", "      40 ! depth 5 score -7", "      90 < {\"move\":3}", ""));
        List<List<String>> moves = EngineLogs.transcriptMoves(dir, "m-leg0-a", t -> t.startsWith("{"));
        assertEquals(3, moves.size());
        assertEquals(new EngineInfo(3.0, 12.0), EngineInfo.of(moves.get(0)));
        assertEquals(EngineInfo.NONE, EngineInfo.of(moves.get(1)));
        assertEquals(new EngineInfo(5.0, -7.0), EngineInfo.of(moves.get(2)));
    }

    @Test
    void aMancalaBotLogSplitsAtEachMoveRequest() throws IOException {
        Path log = dir.resolve("g.bot.log");
        Files.writeString(log, String.join("\n",
                "[    0.050] > START 1", "[    0.187] > MOVE", "[    0.191] < 3",
                "[    0.197] # we played 3: book value +10 (final margin for us +10), 0 nodes, 0.4 ms",
                "[    0.740] > MOVE", "[    0.740] < 6", "[    0.740] # we played 6: the only legal move",
                "[    0.749] > OPPONENT 2", "[    0.751] # opponent played 2, value +99", ""));
        List<List<String>> moves = EngineLogs.botLogMoves(log);
        assertEquals(2, moves.size());
        assertEquals(10.0, EngineInfo.of(moves.get(0)).score());
        assertEquals(EngineInfo.NONE, EngineInfo.of(moves.get(1)));
        assertEquals(List.of(), EngineLogs.botLogMoves(dir.resolve("missing.log")));
    }
}
