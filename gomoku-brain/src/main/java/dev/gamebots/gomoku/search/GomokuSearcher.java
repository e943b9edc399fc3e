package dev.gamebots.gomoku.search;

import static dev.gamebots.gomoku.search.MoveReason.Kind.*;

import dev.gamebots.core.Score;
import dev.gamebots.core.SearchControl;
import dev.gamebots.core.SearchInfo;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.eval.Evaluation;
import dev.gamebots.gomoku.eval.HandEvaluation;
import dev.gamebots.gomoku.eval.PatternEvaluation;
import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import dev.gamebots.gomoku.search.moves.MoveGenerator;
import dev.gamebots.gomoku.search.threat.RenjuThreats;
import dev.gamebots.gomoku.search.threat.ThreatScan;
import dev.gamebots.gomoku.search.threat.VcfSolver;
import dev.gamebots.gomoku.search.threat.VctSolver;
import dev.gamebots.gomoku.search.time.TimeControl;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The brain's search: the root tactics (threat-space solvers, here), then the tree search, which is
 * {@link SelectiveSearch} (the selective principal variation search of the strongest brains; the
 * default since 8d4f98c and, since the full-width search was deleted, the only one), with threat-aware
 * move lists, a VCF search beyond the horizon and an engine-core {@link TranspositionTable}. Its
 * switches are {@link SearchConfig}, its tuned numbers {@link SelectiveParameters}. All of it runs under
 * the session's engine-core {@link SearchControl}; how the move was chosen is {@link #reason()}.
 *
 * <p>Root order, cheapest proof first:
 * <ol>
 *   <li>a five now; a forced block; an open four (wins in three); under renju white's four whose
 *       block is forbidden for black (wins in three too);</li>
 *   <li>own VCF (continuous fours);</li>
 *   <li>the opponent's VCF: if it has one, only moves that refute it are searched (own fours and the
 *       points of its line, each checked by re-running the opponent's VCF; {@code rootVcfDefence}, on);</li>
 *   <li>own VCT (continuous threats) within a share of the time ({@code useVct}, off by default: the
 *       tree search finds those wins itself);</li>
 *   <li>the tree search on the remaining moves.</li>
 * </ol>
 *
 * <p>Why not engine-core's {@code AlphaBetaSearcher}: gomoku needs move lists that change with the
 * threats on the board (a single forced block, defences against an open three), a quiescence over
 * fours, mate-distance scores for the threat shortcuts, and a bounded number of candidates per node.
 * The generic searcher sees a fixed move list per position and evaluates at the horizon; the
 * {@code core} search mode runs it on a candidate-restricted game view for comparison (see the
 * design notes in docs/gomoku.md).
 *
 * <p>One instance per board; all buffers allocated at construction.
 */
public final class GomokuSearcher implements BrainSearch {

    /** Root moves at most (the board's points). */
    private static final int MAX_MOVES = MainSearch.MAX_MOVES;
    /**
     * Nodes between clock reads of the brain's {@link SearchControl}: about 1 ms at 100k nodes/s; a
     * clock read costs ~25 ns.
     */
    public static final int POLL_INTERVAL = 128;
    private static final int ROOT_VCF_DEPTH = VcfSolver.MAX_DEPTH;
    /** The solvers' tables: 2^16 entries (the VCF's failures, 9 bytes each; the VCT's results). */
    private static final int SOLVER_TABLE_BITS = 16;
    /** Node budgets of the root phases: the own VCF, the opponent's, each check of a move that may refute it. */
    private static final long OWN_VCF_NODES = 2_000_000L;
    private static final long OPPONENT_VCF_NODES = 500_000L;
    private static final long DEFENCE_CHECK_NODES = 100_000L;
    /** VCT node budget of a timed search, and of a search without deadlines. */
    private static final long TIMED_VCT_NODES = 2_000_000L;
    private static final long UNTIMED_VCT_NODES = 20_000;
    /** The VCT gets at most this fraction of a node-limited search's nodes (plus one). */
    private static final int VCT_NODE_DIVISOR = 4;
    /** Own moves of a VCT line at most. */
    private static final int VCT_DEPTH = 10;
    /** Nominal distance reported for a VCT win (its exact length is not tracked). */
    private static final int VCT_PLIES = 31;

    private final Board board;
    private final SearchControl control;
    private final TimeControl time;
    private final TranspositionTable table;
    private final SearchConfig config;
    private final MoveGenerator generator;
    private final VcfSolver vcf;
    private final VctSolver vct;
    private final MainSearch tree;
    /** The root's move list and ordering scores. */
    private final int[] moves = new int[MAX_MOVES];
    private final int[] scores = new int[MAX_MOVES];

    /** The control's node count when this search began: its nodes are counted there, solvers' included. */
    private long startNodes;

    /** How the last search chose its move. */
    private MoveReason reason = MoveReason.of(SEARCH);

    /**
     * A multi-PV search's lines that a root shortcut proved (a five, an open four, a VCF): the first
     * is the move the watchdog gives while the tree searches the other lines; empty otherwise.
     */
    private volatile List<PvLine> provenLines = List.of();
    /** Why {@link #refuteOpponentVcf} narrowed the root list (or could not), null when the opponent has no VCF. */
    private MoveReason vcfReason;

    public GomokuSearcher(Board board, TranspositionTable table, SearchControl control, SearchConfig config) {
        this(board, table, control, config, null);
    }

    /** A searcher with a time control of its own (the bench's, the tools', the tests'). */
    public GomokuSearcher(Board board, TranspositionTable table, SearchControl control, SearchConfig config,
                          PatternModel model) {
        this(board, table, control, new TimeControl(control.clock(), config.softScale(), config.vctTimeShare(), config.fullTurn()),
                config, model);
    }

    /**
     * A searcher that plans its iterations and root phases with {@code time} (the session's) and
     * evaluates with {@code model}'s pattern-code tables where the model has tables for the board's
     * rule (it gives the board their code values), with the hand-set values otherwise or when
     * {@code model} is null.
     */
    public GomokuSearcher(Board board, TranspositionTable table, SearchControl control, TimeControl time,
                          SearchConfig config, PatternModel model) {
        this.board = board;
        this.control = control;
        this.time = time;
        this.table = table;
        this.config = config;
        // The evaluation first: its code values turn the board's patterns on in one rebuild.
        PatternEvaluation pattern = model == null ? null
                : PatternEvaluation.attach(board, model, config.patternEvalScale());
        Evaluation evaluation = pattern != null ? pattern
                : new HandEvaluation(config.ownWeight(), config.oppWeight(), config.tempo(), config.handEvalScale());
        this.generator = new MoveGenerator(board);
        generator.useScores(model);
        this.vcf = new VcfSolver(board, SOLVER_TABLE_BITS, control);
        this.vct = new VctSolver(board, SOLVER_TABLE_BITS, control, vcf);
        this.tree = new SelectiveSearch(board, table, control, time, config, generator, evaluation);
    }

    public Board board() {
        return board;
    }

    public SearchControl control() {
        return control;
    }

    /** Forgets everything learned from earlier positions. */
    @Override
    public void newGame() {
        if (table != null) {
            table.clear();
        }
        vcf.clear();
        vct.clear();
        tree.newGame();
    }

    @Override
    public void stop() {
        control.stop();
    }

    @Override
    public int provisionalMove() {
        List<PvLine> proven = provenLines;
        return !proven.isEmpty() ? proven.get(0).move() : tree.provisional();
    }

    @Override
    public List<PvLine> provisionalLines() {
        return bestFirst(provenLines, tree.provisionalLines());
    }

    @Override
    public void clearProvisionalMove() {
        provenLines = List.of();
        tree.provisional(-1);
    }

    /** The proven lines and the tree's, best first (stable: the proven first among equal scores). */
    private static List<PvLine> bestFirst(List<PvLine> proven, List<PvLine> tree) {
        if (proven.isEmpty()) {
            return tree;
        }
        List<PvLine> all = new ArrayList<>(proven);
        all.addAll(tree);
        all.sort((x, y) -> Integer.compare(y.score(), x.score()));
        return List.copyOf(all);
    }

    /** How the last search chose its move (its text goes to the protocol's MESSAGE lines). */
    @Override
    public MoveReason reason() {
        return reason;
    }

    /**
     * Nodes this searcher's tree search expanded (generated moves at) so far, by kind: beyond the
     * horizon (own fours), the block of a four, defences against an open three, and all others.
     */
    public long[] expandedNodes() {
        return new long[] {tree.expanded(MainSearch.QUIESCENCE_NODE), tree.expanded(MainSearch.FORCED_NODE),
            tree.expanded(MainSearch.DEFEND_NODE), tree.expanded(MainSearch.NORMAL_NODE)};
    }

    /**
     * Searches the board's position for its side to move within {@code limits} (the hard deadline
     * must also have been given to the control with {@link SearchControl#begin}). Always returns a
     * legal move unless the game is over.
     */
    @Override
    public SearchResult search(SearchLimits limits, SearchListener listener) {
        return search(limits, control.clock().nanoTime(), listener);
    }

    @Override
    public SearchResult search(SearchLimits limits, long turnStart, SearchListener listener) {
        long saved = control.narrowBudget(limits.maxNodes());
        try {
            return searchWithin(limits, turnStart, listener);
        } finally {
            control.restoreBudget(saved);
        }
    }

    private SearchResult searchWithin(SearchLimits limits, long turnStart, SearchListener listener) {
        long start = control.clock().nanoTime();
        time.beginSearch(limits, start, Math.min(turnStart, start));
        startNodes = control.nodes();
        tree.begin();
        Board b = board;
        int me = b.sideToMove();
        int opp = Stones.opponent(me);
        if (b.winner() != 0 || b.isFull()) {
            reason = MoveReason.of(GAME_OVER);
            return new SearchResult(-1, 0, 0, new int[0], 0, elapsed(start), false);
        }

        // 1. Tactics decided by the threat sets alone.
        int count = generator.generate(moves, scores, 0, MAX_MOVES);
        int kind = generator.kind();
        tree.provisional(count > 0 ? bestScoredMove(count) : -1);
        if (kind == MoveGenerator.WIN) {
            return decided(moves[0], Score.terminal(1, 1), MoveReason.of(FIVE), start, listener);
        }
        if (kind == MoveGenerator.LOST) {
            int any = count > 0 ? moves[0] : anyLegalMove();
            return decided(any, Score.terminal(-1, 2), MoveReason.of(LOST_TO_TWO_FIVES), start, listener);
        }
        if (kind == MoveGenerator.FORCED) {
            // Still search it (for the score), but the move is fixed.
            int[] only = {moves[0]};
            return rootSearch(only, 1, limits, listener, start, MoveReason.of(FORCED_BLOCK));
        }
        int flex4 = flex4Point(me);
        if (flex4 >= 0) {
            return decided(flex4, Score.terminal(1, 3), MoveReason.of(OPEN_FOUR), start, listener);
        }
        if (b.rule().isRenju() && me == Stones.WHITE) {
            // White's four whose block is forbidden for black: a VCF of two moves, the shortest there is.
            int four = RenjuThreats.whiteFourPastForbiddenBlock(b);
            if (four >= 0) {
                return decided(four, Score.terminal(1, 3), MoveReason.vcf(2), start, listener);
            }
        }
        if (count == 0) {
            // Nothing defends (two open threes): play on with the normal list, hoping for an error.
            count = generator.generateAnyway(moves, scores, 0, MAX_MOVES);
            if (count == 0) {
                return decided(anyLegalMove(), Score.terminal(-1, 4), MoveReason.of(LOST), start, listener);
            }
            int[] all = Arrays.copyOf(moves, count);
            int[] allScores = Arrays.copyOf(scores, count);
            sortByScore(all, allScores);
            return rootSearch(all, count, limits, listener, start, MoveReason.of(LOST_NO_DEFENCE));
        }

        // 2. Own VCF.
        boolean timed = limits.softDeadline() != SearchLimits.NEVER;
        boolean won = vcf.solveWithin(ROOT_VCF_DEPTH, OWN_VCF_NODES, time.ownVcfDeadline());
        if (won) {
            int[] line = vcf.line();
            return decided(line[0], Score.terminal(1, line.length), MoveReason.vcf((line.length + 1) / 2),
                    start, listener);
        }
        if (control.expired()) {
            return decided(bestScoredMove(count), 0, stopReason(), start, listener);
        }

        // 3. The opponent's VCF: keep only the moves that refute it.
        MoveReason searchReason = MoveReason.of(SEARCH);
        if (kind == MoveGenerator.NORMAL && config.rootVcfDefence()) {
            count = refuteOpponentVcf(count);
            searchReason = vcfReason != null ? vcfReason : searchReason;
        }

        // 4. Own VCT within a share of the time (untimed searches: a small node budget).
        if (config.useVct() && kind == MoveGenerator.NORMAL && count > 1) {
            long vctNodes = Math.min(limits.maxNodes() / VCT_NODE_DIVISOR + 1,
                    timed ? TIMED_VCT_NODES : UNTIMED_VCT_NODES);
            boolean vctWon = vct.solveWithin(VCT_DEPTH, vctNodes, time.vctDeadline());
            if (vctWon && vct.firstMove() >= 0 && isLegalRootMove(vct.firstMove())) {
                return decided(vct.firstMove(), Score.terminal(1, VCT_PLIES), MoveReason.of(VCT),
                        start, listener);
            }
        }
        if (control.expired()) {
            return decided(bestScoredMove(count), 0, stopReason(), start, listener);
        }
        int[] rootMoves = Arrays.copyOf(moves, count);
        int[] rootScores = Arrays.copyOf(scores, count);
        sortByScore(rootMoves, rootScores);
        return rootSearch(rootMoves, count, limits, listener, start, searchReason);
    }

    /**
     * Multi-PV ({@code YXNBEST n}): the {@code lines} best root moves, each with a score and a line,
     * best first. One line is exactly {@link #search(SearchLimits, long, SearchListener)}. More: the
     * root shortcuts run as for a move; a move they prove winning (a five, an open four, a VCF) is
     * the first line, with its proven score, and the tree search's multi-PV
     * ({@link MainSearch#searchLines}) gives the other lines from the rest of the move list; a
     * forced block, or the refutations of the opponent's VCF, are the only root moves as for a move
     * (fewer lines, as Rapfi gives). Under the same limits as a move's search; a node limit is the
     * whole search's.
     */
    @Override
    public MultiPvResult searchLines(SearchLimits limits, long turnStart, SearchListener listener,
                                     LineListener lineListener, int lines) {
        if (lines <= 1) {
            return BrainSearch.super.searchLines(limits, turnStart, listener, lineListener, lines);
        }
        long saved = control.narrowBudget(limits.maxNodes());
        try {
            return linesWithin(limits, turnStart, listener, lineListener, lines);
        } finally {
            control.restoreBudget(saved);
        }
    }

    private MultiPvResult linesWithin(SearchLimits limits, long turnStart, SearchListener listener,
                                      LineListener lineListener, int lines) {
        long start = control.clock().nanoTime();
        time.beginSearch(limits, start, Math.min(turnStart, start));
        startNodes = control.nodes();
        provenLines = List.of();
        tree.begin();
        Board b = board;
        int me = b.sideToMove();
        if (b.winner() != 0 || b.isFull()) {
            reason = MoveReason.of(GAME_OVER);
            return new MultiPvResult(new SearchResult(-1, 0, 0, new int[0], 0, elapsed(start), false), List.of());
        }
        int count = generator.generate(moves, scores, 0, MAX_MOVES);
        int kind = generator.kind();
        tree.provisional(count > 0 ? bestScoredMove(count) : -1);
        MoveReason searchReason = MoveReason.of(SEARCH);
        List<PvLine> proven = new ArrayList<>();
        boolean open = kind != MoveGenerator.WIN && kind != MoveGenerator.LOST && kind != MoveGenerator.FORCED;
        int flex4 = open ? flex4Point(me) : -1;
        if (kind == MoveGenerator.WIN) {
            // Every five point is a line won at once (the tree never searches a move that makes five).
            reason = MoveReason.of(FIVE);
            for (int p : fivePoints(me, lines)) {
                proven.add(new PvLine(p, Score.terminal(1, 1), 1, new int[] {p}));
            }
            count = generator.generateAnyway(moves, scores, 0, MAX_MOVES);
        } else if (kind == MoveGenerator.FORCED) {
            searchReason = MoveReason.of(FORCED_BLOCK);
        } else if (flex4 >= 0) {
            reason = MoveReason.of(OPEN_FOUR);
            proven.add(new PvLine(flex4, Score.terminal(1, 3), 3, new int[] {flex4}));
        } else if (kind == MoveGenerator.LOST || count == 0) {
            // Lost (two fives against, or no defence): every sensible point, hoping for an error.
            count = generator.generateAnyway(moves, scores, 0, MAX_MOVES);
            searchReason = MoveReason.of(kind == MoveGenerator.LOST ? LOST_TO_TWO_FIVES : LOST_NO_DEFENCE);
            if (count == 0) {
                moves[0] = anyLegalMove();
                count = 1;
            }
        } else if (vcf.solveWithin(ROOT_VCF_DEPTH, OWN_VCF_NODES, time.ownVcfDeadline())) {
            int[] line = vcf.line();
            reason = MoveReason.vcf((line.length + 1) / 2);
            proven.add(new PvLine(line[0], Score.terminal(1, line.length), line.length, line));
        } else if (kind == MoveGenerator.NORMAL && config.rootVcfDefence() && !control.expired()) {
            count = refuteOpponentVcf(count);
            searchReason = vcfReason != null ? vcfReason : searchReason;
        }
        int offset = proven.size();
        if (offset == 0) {
            reason = searchReason;
        } else {
            provenLines = List.copyOf(proven);
            for (int i = 0; i < offset; i++) {
                lineListener.onLine(i, lines, proven.get(i), nodes(), elapsed(start) / 1_000_000L);
                count = without(proven.get(i).move(), count);
            }
            if (count == 0 || offset >= lines) {
                SearchResult r = decided(proven.get(0).move(), proven.get(0).score(), reason, start, listener);
                return new MultiPvResult(r, List.copyOf(proven));
            }
        }
        int[] rootMoves = Arrays.copyOf(moves, count);
        int[] rootScores = Arrays.copyOf(scores, count);
        sortByScore(rootMoves, rootScores);
        LineListener shifted = offset == 0 ? lineListener
                : (index, n, line, nodes, ms) -> lineListener.onLine(index + offset, n + offset, line, nodes, ms);
        // Behind proven lines the tree's iterations are not the best line's: only the lines are said.
        MultiPvResult tail = tree.searchLines(rootMoves, count, lines - offset, limits,
                offset == 0 ? listener : SearchListener.NONE, shifted, start);
        if (offset == 0) {
            return tail;
        }
        List<PvLine> all = bestFirst(proven, tail.lines());
        PvLine best = all.get(0);
        SearchResult t = tail.best();
        SearchResult r = new SearchResult(best.move(), best.score(), Math.max(1, t.depth()), best.pv(), nodes(),
                elapsed(start), t.stoppedEarly(), Score.isDecisive(best.score()));
        long el = r.elapsedNanos();
        listener.onIteration(new SearchInfo(r.depth(), r.score(), r.pv(), r.nodes(),
                el > 0 ? r.nodes() * 1_000_000_000L / el : 0, el / 1_000_000L));
        return new MultiPvResult(r, all);
    }

    /** The side's five points (at most {@code max}), in board order. */
    private List<Integer> fivePoints(int color, int max) {
        List<Integer> points = new ArrayList<>();
        int words = board.setWords();
        for (int w = 0; w < words && points.size() < max; w++) {
            long bits = board.threatSetWord(color, Board.SET_FIVE, w);
            while (bits != 0 && points.size() < max) {
                points.add((w << 6) | Long.numberOfTrailingZeros(bits));
                bits &= bits - 1;
            }
        }
        return points;
    }

    /**
     * The root list {@code moves[0..count)} narrowed to the moves that refute the opponent's VCF
     * (moved to its front), when the opponent has one and something refutes it; returns the count,
     * and sets {@link #vcfReason}.
     */
    private int refuteOpponentVcf(int count) {
        board.passTurn();
        boolean oppVcf = vcf.solveWithin(ROOT_VCF_DEPTH, OPPONENT_VCF_NODES, time.opponentVcfDeadline());
        int[] oppLine = oppVcf ? vcf.line() : null;
        board.passTurn();
        vcfReason = null;
        if (!oppVcf) {
            return count;
        }
        int kept = vcfDefences(oppLine, count, time.vcfDefencesDeadline());
        vcfReason = MoveReason.of(kept > 0 ? DEFENDING_VCF : UNSTOPPABLE_VCF);
        return kept > 0 ? kept : count;
    }

    /** Removes {@code move} from the root list {@code moves[0..count)}; returns the new count. */
    private int without(int move, int count) {
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (moves[i] != move) {
                moves[n] = moves[i];
                scores[n] = scores[i];
                n++;
            }
        }
        return n;
    }

    /** Why the search ended before its main phase: told apart so a stopped move is not taken for a slow machine. */
    private MoveReason stopReason() {
        return MoveReason.of(control.stopRequested() ? STOPPED : OUT_OF_TIME);
    }

    // ------------------------------------------------------------------ root

    /**
     * Root moves that refute the opponent's VCF: own fours, points of its line that break it, and
     * points that turn one of our forced blocks into a four of our own (renju black against a VCF
     * through its forbidden block: any move), each checked by the opponent's VCF until
     * {@code deadline}.
     */
    private int vcfDefences(int[] oppLine, int count, long deadline) {
        Board b = board;
        int me = b.sideToMove();
        boolean renjuMe = b.rule().isRenju() && me == Stones.BLACK;
        // Renju: a VCF that ends on a block forbidden for black may also be broken off its line,
        // by a stone that makes that block allowed: then every move is checked.
        int last = oppLine.length - 1;
        boolean anyMove = renjuMe && last >= 1 && oppLine[last] == oppLine[last - 1];
        boolean[] counterFour = anyMove ? null : counterFourPoints(oppLine);
        int[] candidates = new int[count + oppLine.length];
        int n = 0;
        for (int i = 0; i < count; i++) {
            int p = moves[i];
            boolean onLine = anyMove || counterFour[p];
            for (int q : oppLine) {
                onLine |= q == p;
            }
            if (onLine || Threat.isFour(b.threat(me, p))) {
                candidates[n++] = p;
            }
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int p = candidates[i];
            if (renjuMe && b.isForbidden(p)) {
                continue;
            }
            boolean four = Threat.isFour(b.threat(me, p));
            b.makeMove(p);
            // A four only delays the VCF; the search decides whether it helps. If the check runs out
            // of time the move is kept: better a move the search can judge than none.
            boolean stillWins = !four && vcf.solveWithin(ROOT_VCF_DEPTH, DEFENCE_CHECK_NODES, deadline)
                    && !expired(deadline);
            b.unmakeMove();
            if (!stillWins) {
                moves[kept] = p;
                scores[kept] = generator.order(me, p);
                kept++;
            }
        }
        return kept;
    }

    /**
     * The empty points where a stone of the side to move may turn one of its forced blocks in the
     * opponent's VCF {@code oppLine} into a four (a block that makes a four answers with a tempo
     * and may break the VCF): the points within four of a block along each line where our stone
     * on the block makes a three, read with the line played up to that block.
     */
    private boolean[] counterFourPoints(int[] oppLine) {
        Board b = board;
        int me = b.sideToMove();
        boolean[] points = new boolean[b.length()];
        b.passTurn();
        int made = 0;
        for (int i = 0; i + 1 < oppLine.length; i += 2) {
            int attack = oppLine[i];
            int block = oppLine[i + 1];
            if (b.at(attack) != Stones.EMPTY) {
                break;
            }
            b.makeMove(attack);
            made++;
            if (b.at(block) != Stones.EMPTY) {
                break;
            }
            int threeLines = ThreatScan.threeLines(b, me, block);
            for (int d = 0; d < 4; d++) {
                if ((threeLines & 1 << d) == 0) {
                    continue;
                }
                int step = b.step(d);
                for (int k = -4; k <= 4; k++) {
                    int q = block + k * step;
                    if (k != 0 && b.isBoardPoint(q)) {
                        points[q] = true;
                    }
                }
            }
            b.makeMove(block);
            made++;
        }
        for (int i = 0; i < made; i++) {
            b.unmakeMove();
        }
        b.passTurn();
        return points;
    }

    /** True when the search must stop or {@code deadline} (a phase's, within the search's) has passed. */
    private boolean expired(long deadline) {
        long d = Math.min(control.deadline(), deadline);
        return control.stopRequested() || d != SearchControl.NEVER && control.clock().nanoTime() >= d;
    }

    private boolean isLegalRootMove(int move) {
        return board.isLegal(move);
    }

    private int flex4Point(int color) {
        Board b = board;
        if (b.threatCount(color, Threat.FLEX4) == 0) {
            return -1;
        }
        boolean renju = b.rule().isRenju() && color == Stones.BLACK;
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(color, Board.SET_FOUR, w);
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (b.threat(color, p) == Threat.FLEX4 && !(renju && b.isForbidden(p))) {
                    return p;
                }
            }
        }
        return -1;
    }

    private int anyLegalMove() {
        Board b = board;
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                if (b.isLegal(b.index(x, y))) {
                    return b.index(x, y);
                }
            }
        }
        return -1;
    }

    /** The root move with the highest ordering score among the first {@code count}; any legal move when none. */
    private int bestScoredMove(int count) {
        if (count == 0) {
            return anyLegalMove();
        }
        int best = 0;
        for (int i = 1; i < count; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        return moves[best];
    }

    /** Sorts the root moves by their ordering scores, best first (stable: equal scores keep the generator's order). */
    private static void sortByScore(int[] ms, int[] ss) {
        for (int i = 1; i < ms.length; i++) {
            int m = ms[i];
            int s = ss[i];
            int j = i - 1;
            while (j >= 0 && ss[j] < s) {
                ms[j + 1] = ms[j];
                ss[j + 1] = ss[j];
                j--;
            }
            ms[j + 1] = m;
            ss[j + 1] = s;
        }
    }

    private SearchResult decided(int move, int score, MoveReason reason, long start, SearchListener listener) {
        this.reason = reason;
        tree.provisional(move);
        long el = elapsed(start);
        long nodes = nodes();
        listener.onIteration(new SearchInfo(1, score, new int[] {move}, nodes,
                el > 0 ? nodes * 1_000_000_000L / el : 0, el / 1_000_000L));
        return new SearchResult(move, score, 1, new int[] {move}, nodes, el, false, Score.isDecisive(score));
    }

    /** The tree search over {@code rootMoves[0..count)}, after the root tactics chose {@code reason}. */
    private SearchResult rootSearch(int[] rootMoves, int count, SearchLimits limits, SearchListener listener,
                                    long start, MoveReason reason) {
        this.reason = reason;
        return tree.search(rootMoves, count, limits, listener, start);
    }

    /** Nodes of the running search so far, the solvers' included. */
    private long nodes() {
        return control.nodes() - startNodes;
    }

    private long elapsed(long start) {
        return control.clock().nanoTime() - start;
    }
}
