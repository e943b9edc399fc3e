package dev.gamebots.core;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Monte-Carlo tree search: UCT, or PUCT when a {@link Prior} is given, with MCTS-Solver proofs
 * (a terminal result is propagated up the tree as a proven win, loss or draw, with the length of the
 * proof in plies: a proven win is one the winner can force within that many plies).
 *
 * <p>The tree lives in preallocated primitive arrays indexed by node number; a node's children are
 * one contiguous block allocated when it is expanded, always at higher numbers than the node. Values
 * are stored from the point of view of the side that made the move into the node, so games with
 * extra turns need no special case.
 *
 * <p>Leaves are valued by a {@link LeafEvaluator} when one is given, otherwise by a playout that
 * follows the {@link Rollout} policy (uniformly random by default) to the end of the game.
 *
 * <p>The tree is kept between searches: when the next search starts from a position already in the
 * tree (a few plies below the old root), that subtree is compacted in place and becomes the new
 * root. Randomness comes from one seeded generator, so a search limited by playouts is reproducible.
 */
public final class MctsSearcher implements Searcher.Unbound<Game> {

    /** Picks the index of the next playout move among {@code count} moves. */
    @FunctionalInterface
    public interface Rollout {
        Rollout UNIFORM = (game, moves, count, random) -> random.nextInt(count);

        int pick(Game game, int[] moves, int count, SplittableRandom random);
    }

    /** Values a non-terminal leaf in [-1, 1] from the side to move, instead of a playout. */
    @FunctionalInterface
    public interface LeafEvaluator {
        double value(Game game);
    }

    /** Fills {@code out[0..count)} with move probabilities that sum to about 1 (PUCT). */
    @FunctionalInterface
    public interface Prior {
        void priors(Game game, int[] moves, int count, float[] out);
    }

    /**
     * Settings.
     *
     * @param maxTreeNodes  capacity of the node arrays (about 40 bytes each)
     * @param exploration   the UCT / PUCT constant
     * @param seed          seed of the random generator
     * @param reuseTree     keep the subtree of the new position between searches
     * @param maxPlayoutPlies a playout longer than this is scored by the leaf evaluator or as a draw
     */
    public record Config(int maxTreeNodes, double exploration, long seed, boolean reuseTree, int maxPlayoutPlies) {

        public static Config defaults() {
            return new Config(1 << 20, 1.4, 0x5EEDL, true, 1000);
        }

        public Config withMaxTreeNodes(int n) {
            return new Config(n, exploration, seed, reuseTree, maxPlayoutPlies);
        }

        public Config withExploration(double c) {
            return new Config(maxTreeNodes, c, seed, reuseTree, maxPlayoutPlies);
        }

        public Config withSeed(long s) {
            return new Config(maxTreeNodes, exploration, s, reuseTree, maxPlayoutPlies);
        }

        public Config withReuseTree(boolean on) {
            return new Config(maxTreeNodes, exploration, seed, on, maxPlayoutPlies);
        }
    }

    /** MCTS scores are the root value scaled to [-SCALE, SCALE] unless proven. */
    public static final int SCORE_SCALE = 1000;

    private static final byte UNPROVEN = 0;
    private static final byte PROVEN_WIN = 1;
    private static final byte PROVEN_LOSS = 2;
    private static final byte PROVEN_DRAW = 3;
    private static final int MAX_TREE_DEPTH = Score.MAX_PLY - 1;
    private static final int REUSE_SEARCH_DEPTH = 4;
    private static final long REPORT_INTERVAL_NANOS = 500_000_000L;

    private final Config config;
    private final Clock clock;
    /** Stop flag, hard deadline and playout budget of the running search. */
    private final SearchControl control;
    private final Rollout rollout;
    private final LeafEvaluator leafEvaluator;
    private final Prior prior;

    private final int capacity;
    private final int[] firstChild;
    private final int[] childCount;
    private final int[] move;
    private final int[] visits;
    private final double[] valueSum;
    private final float[] priorOf;
    private final byte[] mover;
    private final byte[] proven;
    /**
     * For a proven win or loss: plies from the node's position to the end of the game along the
     * proof (0 at a finished game). A win takes the shortest proven winning child, a loss the longest
     * of its (all lost) children, so the distance is a bound the winner can always keep: the score
     * never claims a shorter win than a real one.
     */
    private final short[] provenPlies;
    private final long[] positionHash;
    private final int[] remap;
    private int used;

    private final int[] moveBuffer;
    private final float[] priorBuffer;
    private final int[] path = new int[MAX_TREE_DEPTH + 1];
    private SplittableRandom random;

    private Game game;
    private long playouts;
    private int deepest;

    public MctsSearcher(int maxMoves, Config config, Clock clock, Rollout rollout, LeafEvaluator leafEvaluator,
                        Prior prior) {
        this.config = config;
        this.clock = clock;
        this.control = new SearchControl(clock);
        this.rollout = rollout == null ? Rollout.UNIFORM : rollout;
        this.leafEvaluator = leafEvaluator;
        this.prior = prior;
        // The root and all its children must always fit.
        this.capacity = Math.max(maxMoves + 1, config.maxTreeNodes());
        firstChild = new int[capacity];
        childCount = new int[capacity];
        move = new int[capacity];
        visits = new int[capacity];
        valueSum = new double[capacity];
        priorOf = new float[capacity];
        mover = new byte[capacity];
        proven = new byte[capacity];
        provenPlies = new short[capacity];
        positionHash = new long[capacity];
        remap = new int[capacity];
        moveBuffer = new int[maxMoves];
        priorBuffer = new float[maxMoves];
        random = new SplittableRandom(config.seed());
    }

    /** Plain UCT with random playouts, sized for {@code game}. */
    public static MctsSearcher forGame(Game game, Config config, Clock clock) {
        return new MctsSearcher(game.maxMoves(), config, clock, null, null, null);
    }

    /** Forgets the tree and reseeds the generator. */
    @Override
    public void newGame() {
        used = 0;
        random = new SplittableRandom(config.seed());
    }

    /** Asks a running search to return as soon as possible; safe from any thread. */
    @Override
    public void stop() {
        control.stop();
    }

    /** Nodes in the tree right now. */
    public int treeSize() {
        return used;
    }

    /** Visits of the current root (playouts kept from earlier searches included). */
    public int rootVisits() {
        return used == 0 ? 0 : visits[0];
    }

    /**
     * Searches {@code position} (left as it was found). {@code limits.maxNodes()} counts playouts; the
     * search stops at the soft deadline once the most visited move is also the best valued one, and
     * at the hard deadline in any case. {@code maxDepth} is ignored.
     */
    @Override
    public SearchResult search(Game position, SearchLimits limits, SearchListener listener) {
        long start = clock.nanoTime();
        control.begin(limits.hardDeadline(), limits.maxNodes());
        game = position;
        playouts = 0;
        deepest = 0;
        if (position.isTerminal()) {
            return new SearchResult(-1, Score.terminal(position.outcome(), 0), 0, new int[0], 0,
                    clock.nanoTime() - start, false);
        }
        prepareRoot(position);
        long lastReport = start;
        boolean stoppedEarly = false;
        while (true) {
            if (proven[0] != UNPROVEN) {
                break;
            }
            if (control.outOfNodes()) {
                stoppedEarly = true;
                break;
            }
            if ((playouts & 15) == 0) {
                long now = clock.nanoTime();
                if (control.expiredAt(now)) {
                    stoppedEarly = true;
                    break;
                }
                if (now >= limits.softDeadline() && bestIsMostVisited()) {
                    break;
                }
                if (now - lastReport >= REPORT_INTERVAL_NANOS) {
                    lastReport = now;
                    listener.onIteration(info(now - start));
                }
            }
            playout();
            playouts++;
            control.count(1);
        }
        long elapsed = clock.nanoTime() - start;
        SearchInfo last = info(elapsed);
        listener.onIteration(last);
        return new SearchResult(last.pv()[0], last.score(), deepest, last.pv(), playouts, elapsed, stoppedEarly);
    }

    private void prepareRoot(Game position) {
        long hash = position.hash();
        int newRoot = -1;
        if (config.reuseTree() && used > 0) {
            newRoot = findDescendant(hash);
        }
        if (newRoot < 0) {
            used = 1;
            initNode(0, -1, 1 - position.sideToMove(), 1f);
        } else if (newRoot > 0) {
            compactTo(newRoot);
        }
        if (firstChild[0] < 0) {
            expand(0);
        }
    }

    /** An expanded node a few plies below the root whose position has this hash, or -1. */
    private int findDescendant(long hash) {
        if (firstChild[0] >= 0 && positionHash[0] == hash) {
            return 0;
        }
        // Children always have higher numbers than their parent: one forward pass labels depths.
        int[] depthOf = remap;
        Arrays.fill(depthOf, 0, used, -1);
        depthOf[0] = 0;
        for (int n = 0; n < used; n++) {
            int d = depthOf[n];
            if (d < 0 || firstChild[n] < 0) {
                continue;
            }
            if (n > 0 && positionHash[n] == hash) {
                return n;
            }
            if (d < REUSE_SEARCH_DEPTH) {
                for (int c = firstChild[n]; c < firstChild[n] + childCount[n]; c++) {
                    depthOf[c] = d + 1;
                }
            }
        }
        return -1;
    }

    /** Moves the subtree under {@code newRoot} to the front of the arrays, keeping node order. */
    private void compactTo(int newRoot) {
        Arrays.fill(remap, 0, used, -1);
        remap[newRoot] = 0;
        for (int n = newRoot; n < used; n++) {
            if (remap[n] < 0 || firstChild[n] < 0) {
                continue;
            }
            for (int c = firstChild[n]; c < firstChild[n] + childCount[n]; c++) {
                remap[c] = 0; // mark as kept; the real index is assigned in the copy pass below
            }
        }
        int next = 0;
        for (int n = newRoot; n < used; n++) {
            if (remap[n] >= 0) {
                remap[n] = next++;
            }
        }
        for (int n = newRoot; n < used; n++) {
            int to = remap[n];
            if (to < 0) {
                continue;
            }
            firstChild[to] = firstChild[n] < 0 ? -1 : remap[firstChild[n]];
            childCount[to] = childCount[n];
            move[to] = move[n];
            visits[to] = visits[n];
            valueSum[to] = valueSum[n];
            priorOf[to] = priorOf[n];
            mover[to] = mover[n];
            proven[to] = proven[n];
            provenPlies[to] = provenPlies[n];
            positionHash[to] = positionHash[n];
        }
        used = next;
    }

    private void initNode(int n, int m, int moverSide, float p) {
        firstChild[n] = -1;
        childCount[n] = 0;
        move[n] = m;
        visits[n] = 0;
        valueSum[n] = 0;
        priorOf[n] = p;
        mover[n] = (byte) moverSide;
        proven[n] = UNPROVEN;
        provenPlies[n] = 0;
        positionHash[n] = 0;
    }

    /** Creates the children of {@code node} (whose position is the game's current one); false if full. */
    private boolean expand(int node) {
        int count = game.generateMoves(moveBuffer, 0);
        if (count == 0 || used + count > capacity) {
            return false;
        }
        if (prior != null) {
            prior.priors(game, moveBuffer, count, priorBuffer);
        } else {
            Arrays.fill(priorBuffer, 0, count, 1f / count);
        }
        int side = game.sideToMove();
        int first = used;
        for (int i = 0; i < count; i++) {
            initNode(first + i, moveBuffer[i], side, priorBuffer[i]);
        }
        used += count;
        firstChild[node] = first;
        childCount[node] = count;
        positionHash[node] = game.hash();
        return true;
    }

    /** One selection, expansion, evaluation and back-propagation. */
    private void playout() {
        Game g = game;
        int node = 0;
        int depth = 0;
        path[0] = 0;
        while (firstChild[node] >= 0 && proven[node] == UNPROVEN && depth < MAX_TREE_DEPTH) {
            node = selectChild(node);
            g.makeMove(move[node]);
            path[++depth] = node;
        }
        deepest = Math.max(deepest, depth);
        double valueForMover; // from the point of view of the side that moved into `node`
        if (proven[node] != UNPROVEN) {
            valueForMover = provenValue(proven[node]);
        } else {
            if (!g.isTerminal() && visits[node] > 0 && depth < MAX_TREE_DEPTH && expand(node)) {
                // A leaf seen before grows its children; value one of them, chosen by the same rule.
                node = selectChild(node);
                g.makeMove(move[node]);
                path[++depth] = node;
                deepest = Math.max(deepest, depth);
            }
            if (g.isTerminal()) {
                double v = Math.signum(g.outcome());
                valueForMover = g.sideToMove() == mover[node] ? v : -v;
                proven[node] = v == 0 ? PROVEN_DRAW : valueForMover > 0 ? PROVEN_WIN : PROVEN_LOSS;
                provenPlies[node] = 0;
            } else {
                double v = evaluateLeaf();
                valueForMover = g.sideToMove() == mover[node] ? v : -v;
            }
        }
        // Back-propagate: convert once to side 0's view, then to each node's mover.
        double forSide0 = mover[node] == 0 ? valueForMover : -valueForMover;
        for (int i = depth; i >= 0; i--) {
            int n = path[i];
            visits[n]++;
            valueSum[n] += mover[n] == 0 ? forSide0 : -forSide0;
        }
        for (int i = depth; i > 0; i--) {
            g.unmakeMove();
        }
        for (int i = depth - 1; i >= 0; i--) {
            if (!tryProve(path[i])) {
                break;
            }
        }
    }

    private static double provenValue(byte p) {
        return p == PROVEN_WIN ? 1.0 : p == PROVEN_LOSS ? -1.0 : 0.0;
    }

    /** Value in [-1, 1] of the current (non-terminal) position from the side to move. */
    private double evaluateLeaf() {
        Game g = game;
        if (leafEvaluator != null) {
            return leafEvaluator.value(g);
        }
        int side = g.sideToMove();
        int made = 0;
        double result = 0;
        while (true) {
            int count = g.generateMoves(moveBuffer, 0);
            if (count == 0) {
                double v = Math.signum(g.outcome());
                result = g.sideToMove() == side ? v : -v;
                break;
            }
            if (made >= config.maxPlayoutPlies()) {
                break;
            }
            g.makeMove(moveBuffer[rollout.pick(g, moveBuffer, count, random)]);
            made++;
        }
        for (int i = 0; i < made; i++) {
            g.unmakeMove();
        }
        return result;
    }

    private int selectChild(int node) {
        int first = firstChild[node];
        int end = first + childCount[node];
        double parentVisits = Math.max(1, visits[node]);
        double c = config.exploration();
        double logParent = Math.log(parentVisits);
        double sqrtParent = Math.sqrt(parentVisits);
        int best = first;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int ch = first; ch < end; ch++) {
            byte p = proven[ch];
            if (p == PROVEN_WIN) {
                return ch;
            }
            double value;
            int n = visits[ch];
            if (p == PROVEN_LOSS) {
                value = -1e9 + n; // only when everything else is lost too
            } else if (prior != null) {
                double q = n == 0 ? 0.0 : valueSum[ch] / n;
                value = q + c * priorOf[ch] * sqrtParent / (1 + n);
            } else if (n == 0) {
                value = 1e9 - (ch - first); // try every move once, in generation order
            } else {
                value = valueSum[ch] / n + c * Math.sqrt(logParent / n);
            }
            if (value > bestValue) {
                bestValue = value;
                best = ch;
            }
        }
        return best;
    }

    /**
     * Marks {@code node} proven when its children decide it; true if it changed. A winning child
     * proves a win in one ply more than the shortest winning child; children all lost prove a loss
     * in one ply more than the longest of them (the loser picks the longest resistance).
     */
    private boolean tryProve(int node) {
        if (proven[node] != UNPROVEN || firstChild[node] < 0) {
            return false;
        }
        int first = firstChild[node];
        int end = first + childCount[node];
        int toMove = mover[first];
        boolean allProven = true;
        boolean anyDraw = false;
        int shortestWin = Integer.MAX_VALUE;
        int longestLoss = 0;
        for (int ch = first; ch < end; ch++) {
            byte p = proven[ch];
            if (p == PROVEN_WIN) {
                shortestWin = Math.min(shortestWin, provenPlies[ch]);
            } else if (p == PROVEN_LOSS) {
                longestLoss = Math.max(longestLoss, provenPlies[ch]);
            } else if (p == UNPROVEN) {
                allProven = false;
            } else {
                anyDraw = true;
            }
        }
        if (shortestWin != Integer.MAX_VALUE) {
            proven[node] = mover[node] == toMove ? PROVEN_WIN : PROVEN_LOSS;
            provenPlies[node] = (short) (shortestWin + 1);
            return true;
        }
        if (!allProven) {
            return false;
        }
        if (anyDraw) {
            proven[node] = PROVEN_DRAW;
        } else {
            proven[node] = mover[node] == toMove ? PROVEN_LOSS : PROVEN_WIN;
            provenPlies[node] = (short) (longestLoss + 1);
        }
        return true;
    }

    /**
     * The child to play: the shortest proven win, else the most visited move that is not a proven
     * loss, else the longest proven loss.
     */
    private int bestChild() {
        int first = firstChild[0];
        int end = first + childCount[0];
        int best = first;
        long bestKey = Long.MIN_VALUE;
        for (int ch = first; ch < end; ch++) {
            long key;
            switch (proven[ch]) {
                case PROVEN_WIN -> key = Long.MAX_VALUE - provenPlies[ch];
                case PROVEN_LOSS -> key = Long.MIN_VALUE + 1 + provenPlies[ch];
                default -> key = visits[ch];
            }
            if (key > bestKey) {
                bestKey = key;
                best = ch;
            }
        }
        return best;
    }

    private boolean bestIsMostVisited() {
        int chosen = bestChild();
        if (proven[chosen] != UNPROVEN) {
            return true;
        }
        double chosenQ = visits[chosen] == 0 ? -2 : valueSum[chosen] / visits[chosen];
        for (int ch = firstChild[0]; ch < firstChild[0] + childCount[0]; ch++) {
            if (ch != chosen && visits[ch] > 0 && proven[ch] != PROVEN_LOSS
                    && valueSum[ch] / visits[ch] > chosenQ) {
                return false;
            }
        }
        return true;
    }

    private SearchInfo info(long elapsedNanos) {
        int best = bestChild();
        int score;
        if (proven[best] == PROVEN_WIN) {
            score = Score.terminal(1, 1 + provenPlies[best]);
        } else if (proven[best] == PROVEN_LOSS) {
            score = Score.terminal(-1, 1 + provenPlies[best]);
        } else if (proven[best] == PROVEN_DRAW || visits[best] == 0) {
            score = 0;
        } else {
            score = (int) Math.round(SCORE_SCALE * valueSum[best] / visits[best]);
        }
        // Scores are from the root side to move; the child's mover is that side.
        int[] pv = principalVariation(best);
        long nps = elapsedNanos <= 0 ? 0 : (long) (playouts * 1e9 / elapsedNanos);
        return new SearchInfo(deepest, score, pv, playouts, nps, elapsedNanos / 1_000_000L);
    }

    private int[] principalVariation(int best) {
        int[] pv = new int[Math.min(64, Math.max(1, deepest))];
        int length = 0;
        int node = best;
        while (node >= 0 && length < pv.length) {
            pv[length++] = move[node];
            int first = firstChild[node];
            if (first < 0) {
                break;
            }
            int next = -1;
            int most = 0;
            for (int ch = first; ch < first + childCount[node]; ch++) {
                if (visits[ch] > most) {
                    most = visits[ch];
                    next = ch;
                }
            }
            node = next;
        }
        return Arrays.copyOf(pv, length);
    }
}
