package dev.gamebots.bench.arena.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gamebots.bench.arena.ArenaMain;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The options --resume adds from run.json: the untyped ones, under their option names. */
class ResumedOptionsTest {

    @TempDir
    Path dir;

    private List<String> complete(String... args) {
        return List.of(ResumedOptions.complete(new CommandLine(new ArenaMain()), args));
    }

    @Test
    void anOthelloRunGivesBackItsGameModeSprtAndPairsButNotWhatIsTyped() throws Exception {
        // run.json as OthelloCommand and MatchRunner write it.
        Files.writeString(dir.resolve(UnitLog.RUN), """
                {"title": "othello anti", "unit": "pairs", "a": "engine-a", "b": "engine b", "seed": 42,
                 "settings": {"game_mode": "anti", "pairs": 6, "clock_ms": 60000, "max_think_ms": 10000,
                              "tolerance_ms": 0, "a_protocol": "json", "b_protocol": "json"},
                 "faults": "void", "sprt": [0.0, 10.0, 0.05, 0.1], "a_name": "new", "b_name": "B"}
                """);
        List<String> args = complete("othello", "--resume", "--out", dir.toString(), "--sprt-beta", "0.2",
                "--clock-ms", "30000");
        assertEquals(List.of("othello", "--resume", "--out", dir.toString(), "--sprt-beta", "0.2", "--clock-ms", "30000",
                "--a", "engine-a", "--b", "engine b", "--seed", "42", "--faults", "void", "--a-name", "new",
                "--b-name", "B", "--game", "anti", "--pairs", "6", "--max-think-ms", "10000", "--tolerance-ms", "0",
                "--a-protocol", "json", "--b-protocol", "json", "--sprt", "0.0,10.0", "--sprt-alpha", "0.05"), args);
    }

    @Test
    void argumentsThatResumeNothingStayAsTheyAre() {
        List<String> fresh = List.of("mancala", "--a", "x", "--b", "y", "--out", dir.toString());
        assertEquals(fresh, complete(fresh.toArray(String[]::new)));
        List<String> noRun = List.of("mancala", "--resume", "--out", dir.toString());
        assertEquals(noRun, complete(noRun.toArray(String[]::new)));
        List<String> bad = List.of("mancala", "--resume", "--games", "many");
        assertEquals(bad, complete(bad.toArray(String[]::new)));
    }
}
