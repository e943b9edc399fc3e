package dev.gamebots.bench.jmh;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.Clock;
import dev.gamebots.core.MctsSearcher;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.testkit.ConnectFour;
import dev.gamebots.core.testkit.TicTacToe;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The engine-core searchers on the toy games. Each invocation is one whole search from a fresh
 * searcher state, so the time per operation divided into the node count gives nodes per second.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class SearcherBenchmark {

    private ConnectFour connectFour;
    private TicTacToe ticTacToe;
    private AlphaBetaSearcher alphaBeta;
    private AlphaBetaSearcher alphaBetaTicTacToe;
    private MctsSearcher mcts;

    @Setup(Level.Trial)
    public void setUp() {
        connectFour = new ConnectFour(7, 6);
        ticTacToe = new TicTacToe();
        alphaBeta = AlphaBetaSearcher.forGame(connectFour);
        alphaBetaTicTacToe = AlphaBetaSearcher.forGame(ticTacToe);
        mcts = MctsSearcher.forGame(connectFour, MctsSearcher.Config.defaults().withReuseTree(false), Clock.SYSTEM);
    }

    /** Alpha-beta, Connect-Four 7x6 from the start, depth 10, table cleared each time. */
    @Benchmark
    public SearchResult alphaBetaConnectFourDepth10() {
        alphaBeta.newGame();
        return alphaBeta.search(connectFour, SearchLimits.depth(10), SearchListener.NONE);
    }

    /** Alpha-beta solving tic-tac-toe from the empty board. */
    @Benchmark
    public SearchResult alphaBetaSolveTicTacToe() {
        alphaBetaTicTacToe.newGame();
        return alphaBetaTicTacToe.search(ticTacToe, SearchLimits.depth(9), SearchListener.NONE);
    }

    /** MCTS, 10,000 random playouts on Connect-Four 7x6 from the start. */
    @Benchmark
    public SearchResult mctsConnectFour10kPlayouts() {
        mcts.newGame();
        return mcts.search(connectFour, SearchLimits.nodes(10_000), SearchListener.NONE);
    }
}
