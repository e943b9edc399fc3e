package dev.gamebots.gomoku.cli;

import dev.gamebots.core.Clock;
import dev.gamebots.gomoku.protocol.GomocupProtocol;
import dev.gamebots.gomoku.protocol.LogFile;
import dev.gamebots.gomoku.search.SearchSettings;
import dev.gamebots.gomoku.session.SearchOptions;
import java.io.IOException;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code protocol}: the Gomocup protocol with non-default settings. */
@Command(name = "protocol", mixinStandardHelpOptions = true,
        description = "Speak the Gomocup protocol on stdin/stdout with the given settings.")
final class ProtocolCommand implements Callable<Integer> {

    @ParentCommand
    GomokuCli parent;

    @Option(names = "--search", description = "Searcher: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
    SearchOptions.Mode mode = SearchOptions.Mode.ALPHABETA;

    @Option(names = "--table-mb", description = "Fixed transposition table size in MB (default: from max_memory).")
    int tableMb = -1;

    @Option(names = "--nodes", description = "Node limit per move (reproducible play).")
    long nodes = Long.MAX_VALUE;

    @Option(names = "--show-board", description = "Print the board as DEBUG lines after every move.")
    boolean showBoard;

    @Option(names = "--log", description = "Append diagnostics to this file instead of stderr (moved to FILE.1 at "
            + "start when over 1 MB).")
    String logFile;

    @Option(names = "--search-config", paramLabel = "K=V,...",
            description = "Settings of the brain's own search, e.g. patternEvalScale=50,reductionScale=90 (see docs/gomoku.md).")
    String searchConfig;

    @Mixin
    EvalOptions eval;

    @Override
    public Integer call() throws IOException {
        SearchOptions options = SearchOptions.defaults().withMode(mode).withFixedTableMb(tableMb).withMaxNodes(nodes)
                .withSearchSettings(new SearchSettings(searchConfig))
                .withModel(eval.model());
        PrintStream log = logFile == null ? parent.err : LogFile.open(logFile, parent.err);
        return new GomocupProtocol(parent.in, parent.out, log, options, Clock.SYSTEM, showBoard).run();
    }
}
