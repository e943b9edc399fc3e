package dev.gamebots.core;

import java.util.Arrays;

/**
 * Iterative-deepening negamax with principal variation search, aspiration windows, a transposition
 * table and move ordering (table move, two killers per ply, history, and the game's own
 * {@link Game#orderingScore} hint); optionally selective, with late-move reductions and {@link ProbCut}.
 *
 * <p>Games where a move may keep the same side to move (Kalah) are handled by comparing the side to
 * move before and after each move: the child is searched with the same window and sign instead of
 * the negated one.
 *
 * <p>One instance serves one search thread and one game kind; all buffers are allocated once, so a
 * search allocates nothing per node. Searches limited by depth or nodes are deterministic for a given
 * sequence of calls (the table and history carry over between searches until {@link #newGame()}).
 */
public final class AlphaBetaSearcher implements Searcher.Unbound<Game> {

    /** Deepest ply the search can reach (iterations are capped just below it). */
    public static final int MAX_SEARCH_PLY = 128;

    /**
     * Tuning switches.
     *
     * @param tableMegabytes     size of the transposition table; 0 disables it
     * @param aspirationWindow   half-width of the first aspiration window in score units; 0 disables aspiration
     * @param lateMoveReductions reduce late quiet moves by one ply (re-searched when they beat alpha);
     *                           speeds up deep searches, but results are then no longer exact minimax
     * @param probCut            ProbCut at non-PV nodes, or null for none
     */
    public record Config(int tableMegabytes, int aspirationWindow, boolean lateMoveReductions, ProbCut probCut) {

        public Config(int tableMegabytes, int aspirationWindow, boolean lateMoveReductions) {
            this(tableMegabytes, aspirationWindow, lateMoveReductions, null);
        }

        public static Config defaults() {
            return new Config(16, 50, false);
        }

        public Config withTableMegabytes(int mb) {
            return new Config(mb, aspirationWindow, lateMoveReductions, probCut);
        }

        public Config withAspirationWindow(int window) {
            return new Config(tableMegabytes, window, lateMoveReductions, probCut);
        }

        public Config withLateMoveReductions(boolean on) {
            return new Config(tableMegabytes, aspirationWindow, on, probCut);
        }

        public Config withProbCut(ProbCut cut) {
            return new Config(tableMegabytes, aspirationWindow, lateMoveReductions, cut);
        }
    }

    private static final int ORDER_TABLE_MOVE = 1 << 30;
    private static final int ORDER_KILLER = 1 << 29;
    private static final int HISTORY_MAX = 1 << 24;

    private final Config config;
    /** ProbCut of the searches from now on: the config's, unless {@link #setProbCut} replaced it. */
    private ProbCut probCut;
    private final Clock clock;
    /** Stop flag, hard deadline and node budget of the running search. */
    private final SearchControl control;
    private final TranspositionTable table;

    private final int maxMoves;
    private final int moveIdLimit;
    private final int[] moves;
    private final int[] orderScores;
    private final int[] killers = new int[MAX_SEARCH_PLY * 2];
    private final int[] history;
    private final int[] pvTable = new int[MAX_SEARCH_PLY * MAX_SEARCH_PLY];
    private final int[] pvLength = new int[MAX_SEARCH_PLY + 1];

    // Per-search state.
    private Game game;
    private boolean aborted;
    /** Counts heuristic values used; unchanged across a subtree means that subtree is solved. */
    private long horizonHits;
    private int rootBestMove;
    private int rootBestScore;

    /**
     * A searcher for games with at most {@code maxMoves} moves per position and move numbers below
     * {@code moveIdLimit} (take both from a representative {@link Game}).
     */
    public AlphaBetaSearcher(int maxMoves, int moveIdLimit, Config config, Clock clock) {
        this(maxMoves, moveIdLimit, config, new SearchControl(clock));
    }

    /**
     * As {@link #AlphaBetaSearcher(int, int, Config, Clock)}, stopped through {@code control} (its
     * clock is the searcher's); each search begins the control with its limits.
     */
    public AlphaBetaSearcher(int maxMoves, int moveIdLimit, Config config, SearchControl control) {
        this(maxMoves, moveIdLimit, config, control,
                config.tableMegabytes() > 0 ? new TranspositionTable(config.tableMegabytes()) : null);
    }

    /**
     * A searcher on a table passed in ({@code null}: none; the config's table size is then not used),
     * for a caller that owns one table for several searchers or sizes it by its own memory plan.
     */
    public AlphaBetaSearcher(int maxMoves, int moveIdLimit, Config config, SearchControl control,
                             TranspositionTable table) {
        if (moveIdLimit > TranspositionTable.MAX_MOVE + 1) {
            throw new IllegalArgumentException("move numbers must stay below " + (TranspositionTable.MAX_MOVE + 1));
        }
        this.config = config;
        this.probCut = config.probCut();
        this.control = control;
        this.clock = control.clock();
        this.maxMoves = maxMoves;
        this.moveIdLimit = moveIdLimit;
        this.table = table;
        this.moves = new int[MAX_SEARCH_PLY * maxMoves];
        this.orderScores = new int[MAX_SEARCH_PLY * maxMoves];
        this.history = new int[2 * moveIdLimit];
        Arrays.fill(killers, -1);
    }

    /** A searcher sized for {@code game}, with default settings and the system clock. */
    public static AlphaBetaSearcher forGame(Game game) {
        return new AlphaBetaSearcher(game.maxMoves(), game.moveIdLimit(), Config.defaults(), Clock.SYSTEM);
    }

    /** A searcher sized for {@code game}. */
    public static AlphaBetaSearcher forGame(Game game, Config config, Clock clock) {
        return new AlphaBetaSearcher(game.maxMoves(), game.moveIdLimit(), config, clock);
    }

    /** A searcher sized for {@code game}, under {@code control}, on {@code table} (null: none). */
    public static AlphaBetaSearcher forGame(Game game, Config config, SearchControl control,
                                            TranspositionTable table) {
        return new AlphaBetaSearcher(game.maxMoves(), game.moveIdLimit(), config, control, table);
    }

    public Config config() {
        return config;
    }

    /**
     * Replaces the ProbCut settings for the next searches (null: none), keeping the table: for a game
     * whose margins depend on the position (Othello's trained evaluations are calibrated per phase).
     */
    public void setProbCut(ProbCut cut) {
        this.probCut = cut;
    }

    /** Forgets everything learned (table, history, killers): call between unrelated games. */
    @Override
    public void newGame() {
        if (table != null) {
            table.clear();
        }
        Arrays.fill(history, 0);
        Arrays.fill(killers, -1);
    }

    /** Asks a running search to return as soon as possible; safe from any thread. */
    @Override
    public void stop() {
        control.stop();
    }

    /** The control the searches run under. */
    public SearchControl control() {
        return control;
    }

    /** The transposition table, or null when disabled. */
    public TranspositionTable table() {
        return table;
    }

    /**
     * Searches {@code position} (which is left as it was found) within {@code limits}, reporting each
     * completed iteration to {@code listener}. Always returns a legal move unless the position is
     * terminal, even when a deadline has already passed.
     */
    @Override
    public SearchResult search(Game position, SearchLimits limits, SearchListener listener) {
        long start = clock.nanoTime();
        control.begin(limits.hardDeadline(), limits.maxNodes());
        game = position;
        aborted = false;
        if (table != null) {
            table.newSearch();
        }
        Arrays.fill(killers, -1);
        ageHistory();

        int rootCount = position.generateMoves(moves, 0);
        if (rootCount == 0) {
            int score = Score.terminal(position.outcome(), 0);
            return new SearchResult(-1, score, 0, new int[0], 0, clock.nanoTime() - start, false, true);
        }
        int fallbackMove = firstOrderedRootMove(rootCount);
        int bestMove = fallbackMove;
        int bestScore = 0;
        int completedDepth = 0;
        int[] bestPv = new int[] {fallbackMove};
        boolean solved = false;
        int maxDepth = Math.min(limits.maxDepth(), MAX_SEARCH_PLY - 1);
        boolean timed = limits.timed();

        for (int depth = 1; depth <= maxDepth; depth++) {
            rootBestMove = -1;
            long hitsBefore = horizonHits;
            int score = aspirationSearch(depth, bestScore, completedDepth > 0);
            if (aborted) {
                // A move that beat the window in the unfinished iteration is better than the last best.
                if (rootBestMove >= 0 && rootBestMove != bestMove) {
                    bestMove = rootBestMove;
                    bestScore = rootBestScore;
                    bestPv = new int[] {rootBestMove};
                }
                break;
            }
            completedDepth = depth;
            bestScore = score;
            bestMove = rootBestMove >= 0 ? rootBestMove : bestMove;
            bestPv = Arrays.copyOf(pvTable, Math.max(1, pvLength[0]));
            if (bestPv[0] != bestMove) {
                bestPv = new int[] {bestMove};
            }
            long elapsed = clock.nanoTime() - start;
            long nodes = control.nodes();
            listener.onIteration(new SearchInfo(depth, bestScore, bestPv, nodes, perSecond(nodes, elapsed),
                    elapsed / 1_000_000L));
            if (horizonHits == hitsBefore) {
                solved = true;
                break; // every line reached the end of the game: deeper iterations change nothing
            }
            if (control.stopRequested() || (timed && rootCount == 1)) {
                break;
            }
            if (limits.pastSoftDeadline(clock)) {
                break;
            }
        }
        return new SearchResult(bestMove, bestScore, completedDepth, bestPv, control.nodes(),
                clock.nanoTime() - start, aborted, solved);
    }

    private int aspirationSearch(int depth, int previous, boolean havePrevious) {
        int window = config.aspirationWindow();
        if (window <= 0 || !havePrevious || depth < 3 || Score.isDecisive(previous)) {
            return negamax(depth, 0, -Score.INFINITE, Score.INFINITE);
        }
        int alpha = Math.max(-Score.INFINITE, previous - window);
        int beta = Math.min(Score.INFINITE, previous + window);
        while (true) {
            int score = negamax(depth, 0, alpha, beta);
            if (aborted) {
                return score;
            }
            if (score <= alpha && alpha > -Score.INFINITE) {
                window *= 4;
                alpha = window > Game.MAX_EVAL ? -Score.INFINITE : Math.max(-Score.INFINITE, previous - window);
            } else if (score >= beta && beta < Score.INFINITE) {
                window *= 4;
                beta = window > Game.MAX_EVAL ? Score.INFINITE : Math.min(Score.INFINITE, previous + window);
            } else {
                return score;
            }
        }
    }

    private int negamax(int depth, int ply, int alpha, int beta) {
        pvLength[ply] = ply;
        if (control.tick() || aborted) {
            aborted = true;
            return 0;
        }
        Game g = game;
        if (ply > 0 && g.isTerminal()) {
            return Score.terminal(g.outcome(), ply);
        }
        if (depth <= 0 || ply >= MAX_SEARCH_PLY - 1) {
            horizonHits++;
            return g.evaluate();
        }

        boolean pvNode = beta - alpha > 1;
        long key = g.hash();
        int tableMove = -1;
        if (table != null) {
            long entry = table.probe(key);
            if (entry != 0) {
                tableMove = TranspositionTable.move(entry);
                boolean solved = TranspositionTable.flag(entry);
                if (ply > 0 && !pvNode && (TranspositionTable.depth(entry) >= depth || solved)) {
                    int stored = Score.fromTable(TranspositionTable.score(entry), ply);
                    int bound = TranspositionTable.bound(entry);
                    if (bound == TranspositionTable.BOUND_EXACT
                            || (bound == TranspositionTable.BOUND_LOWER && stored >= beta)
                            || (bound == TranspositionTable.BOUND_UPPER && stored <= alpha)) {
                        if (!solved) {
                            horizonHits++; // the stored value may rest on heuristic leaves
                        }
                        return stored;
                    }
                }
            }
        }

        ProbCut cut = probCut;
        if (cut != null && !pvNode && ply > 0) {
            int shallow = cut.shallowDepth(depth);
            if (shallow > 0 && !Score.isDecisive(alpha) && !Score.isDecisive(beta)) {
                int margin = cut.margin(depth);
                // Fail high if even a shallow search clears beta by the margin; fail low likewise.
                int high = beta + margin;
                if (high < Score.WIN - Score.MAX_PLY && negamax(shallow, ply, high - 1, high) >= high) {
                    return aborted ? 0 : beta;
                }
                int low = alpha - margin;
                if (!aborted && low > -Score.WIN + Score.MAX_PLY && negamax(shallow, ply, low, low + 1) <= low) {
                    return aborted ? 0 : alpha;
                }
                if (aborted) {
                    return 0;
                }
            }
        }

        int base = ply * maxMoves;
        int count = g.generateMoves(moves, base);
        int side = g.sideToMove();
        scoreMoves(base, count, ply, side, tableMove);

        int alphaOriginal = alpha;
        long hitsAtEntry = horizonHits;
        int best = -Score.INFINITE;
        int bestMove = -1;
        for (int i = 0; i < count; i++) {
            int move = pickNext(base, i, count);
            boolean quiet = orderScores[base + i] < ORDER_KILLER - 1;
            g.makeMove(move);
            boolean sameSide = g.sideToMove() == side;
            int score;
            if (i == 0) {
                score = child(depth - 1, ply + 1, alpha, beta, sameSide);
            } else {
                int reduction = config.lateMoveReductions() && quiet && depth >= 3 && i >= 3 ? 1 : 0;
                score = child(depth - 1 - reduction, ply + 1, alpha, alpha + 1, sameSide);
                if (score > alpha && reduction > 0 && !aborted) {
                    score = child(depth - 1, ply + 1, alpha, alpha + 1, sameSide);
                }
                if (score > alpha && score < beta && !aborted) {
                    score = child(depth - 1, ply + 1, alpha, beta, sameSide);
                }
            }
            g.unmakeMove();
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, move);
                    if (ply == 0) {
                        rootBestMove = move;
                        rootBestScore = score;
                    }
                    if (score >= beta) {
                        if (quiet) {
                            rememberCutoff(ply, side, move, depth);
                        }
                        break;
                    }
                }
            }
        }

        if (table != null) {
            int bound = best >= beta ? TranspositionTable.BOUND_LOWER
                    : best > alphaOriginal ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
            table.store(key, bound == TranspositionTable.BOUND_UPPER ? -1 : bestMove, depth, bound,
                    Score.toTable(best, ply), horizonHits == hitsAtEntry);
        }
        return best;
    }

    private int child(int depth, int ply, int alpha, int beta, boolean sameSide) {
        return sameSide ? negamax(depth, ply, alpha, beta) : -negamax(depth, ply, -beta, -alpha);
    }

    private void scoreMoves(int base, int count, int ply, int side, int tableMove) {
        int killer1 = killers[2 * ply];
        int killer2 = killers[2 * ply + 1];
        int historyBase = side * moveIdLimit;
        for (int i = 0; i < count; i++) {
            int m = moves[base + i];
            int s;
            if (m == tableMove) {
                s = ORDER_TABLE_MOVE;
            } else if (m == killer1) {
                s = ORDER_KILLER;
            } else if (m == killer2) {
                s = ORDER_KILLER - 1;
            } else {
                s = history[historyBase + m] + game.orderingScore(m);
            }
            orderScores[base + i] = s;
        }
    }

    private int pickNext(int base, int i, int count) {
        return MoveSelection.pickBest(moves, orderScores, base + i, base + count);
    }

    private void rememberCutoff(int ply, int side, int move, int depth) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        int h = side * moveIdLimit + move;
        history[h] += depth * depth;
        if (history[h] > HISTORY_MAX) {
            for (int i = 0; i < history.length; i++) {
                history[i] >>= 1;
            }
        }
    }

    private void ageHistory() {
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 2;
        }
    }

    private void updatePv(int ply, int move) {
        int row = ply * MAX_SEARCH_PLY;
        int childRow = (ply + 1) * MAX_SEARCH_PLY;
        pvTable[row + ply] = move;
        int childLength = pvLength[ply + 1];
        for (int i = ply + 1; i < childLength; i++) {
            pvTable[row + i] = pvTable[childRow + i];
        }
        pvLength[ply] = Math.max(ply + 1, childLength);
    }

    private int firstOrderedRootMove(int count) {
        int tableMove = -1;
        if (table != null) {
            long entry = table.probe(game.hash());
            if (entry != 0) {
                tableMove = TranspositionTable.move(entry);
            }
        }
        scoreMoves(0, count, 0, game.sideToMove(), tableMove);
        return pickNext(0, 0, count);
    }

    private static long perSecond(long count, long nanos) {
        return nanos <= 0 ? 0 : (long) (count * 1e9 / nanos);
    }
}
