package dev.gamebots.bench.arena.report;

import dev.gamebots.bench.arena.match.StreamsCommand;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code arena report DIR}: rebuilds report.html and the exports from a match folder's records. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Rebuilds report.html (standings, board replays, charts) and the SGF/PSQ/GGF exports of a "
                + "match folder from its summary.json and records, e.g. for matches played before reports existed. "
                + "See docs/arena.md."})
public final class ReportCommand extends StreamsCommand {

    @Parameters(index = "0", paramLabel = "DIR", description = "The match folder (the --out of the match).")
    Path dir;

    @Override
    protected int execute() {
        try {
            Path page = MatchReport.rebuild(dir, err);
            out.println("report: " + page);
            out.flush();
            return 0;
        } catch (IOException | RuntimeException e) {
            err.println("arena report: " + e.getMessage());
            return 1;
        }
    }
}
