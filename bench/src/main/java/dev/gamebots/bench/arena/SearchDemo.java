package dev.gamebots.bench.arena;

import dev.gamebots.bench.arena.match.StreamsCommand;
import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.Game;
import dev.gamebots.core.MctsSearcher;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TimeManager;
import dev.gamebots.core.testkit.ConnectFour;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * A self-play demo of the two searchers on Connect-Four (7x6): alpha-beta against MCTS, in process,
 * the board drawn after every move. It shows the engine core at work without any protocol.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Alpha-beta against MCTS at Connect-Four, in process, board drawn after each move.")
final class SearchDemo extends StreamsCommand {

    @Option(names = "--ms", defaultValue = "300", description = "Thinking time per move in ms (default ${DEFAULT-VALUE}).")
    long millis;

    @Option(names = "--games", defaultValue = "2", description = "Games, colours alternating (default ${DEFAULT-VALUE}).")
    int games;

    @Override
    protected int execute() {
        int alphaBetaPoints2 = 0;
        for (int gi = 0; gi < games; gi++) {
            ConnectFour game = new ConnectFour(7, 6);
            AlphaBetaSearcher ab = AlphaBetaSearcher.forGame(game);
            MctsSearcher mcts = MctsSearcher.forGame(game, MctsSearcher.Config.defaults(), Clock.SYSTEM);
            int alphaBetaSide = gi % 2;
            TimeManager tm = new TimeManager();
            out.printf("%nGame %d: X = %s, O = %s%n", gi + 1, alphaBetaSide == 0 ? "alpha-beta" : "MCTS",
                    alphaBetaSide == 0 ? "MCTS" : "alpha-beta");
            while (!game.isTerminal()) {
                SearchLimits limits = SearchLimits.deadlines(tm.plan(TimeManager.Budget.fixedPerMove(millis)));
                boolean abToMove = game.sideToMove() == alphaBetaSide;
                SearchResult r = abToMove ? ab.search(game, limits, SearchListener.NONE)
                        : mcts.search(game, limits, SearchListener.NONE);
                game.makeMove(r.bestMove());
                out.printf("%s plays column %d  (score %s, depth %d, %d %s)%n", abToMove ? "alpha-beta" : "MCTS",
                        r.bestMove() + 1, Score.format(r.score()), r.depth(),
                        r.nodes(), abToMove ? "nodes" : "playouts");
                out.println(draw(game));
            }
            int outcome = game.outcome(); // from the side to move, who did not make the last move
            int winner = outcome == 0 ? -1 : (outcome > 0 ? game.sideToMove() : 1 - game.sideToMove());
            String result = winner < 0 ? "draw" : (winner == alphaBetaSide ? "alpha-beta wins" : "MCTS wins");
            alphaBetaPoints2 += winner < 0 ? 1 : winner == alphaBetaSide ? 2 : 0;
            out.println("Result: " + result);
        }
        out.printf("%nAlpha-beta scored %.1f of %d%n", alphaBetaPoints2 / 2.0, games);
        return 0;
    }

    private static String draw(Game game) {
        String board = game.render();
        return board.substring(0, board.lastIndexOf('\n') + 1) + "1234567";
    }
}
