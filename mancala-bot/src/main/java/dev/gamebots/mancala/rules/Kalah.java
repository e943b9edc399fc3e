package dev.gamebots.mancala.rules;

import dev.gamebots.core.Game;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Kalah(m, n): m holes a side, n seeds per hole at the start, with the contest's rules:
 * <ul>
 *   <li>a move sows every seed of one of the mover's non-empty holes counter-clockwise, one per pit,
 *       into the mover's own store but never the opponent's;</li>
 *   <li>last seed in the mover's store: the mover moves again;</li>
 *   <li>last seed in an empty hole of the mover: that seed and every seed of the opposite hole go to
 *       the mover's store, even when the opposite hole is empty ("empty capture");</li>
 *   <li>the game ends as soon as all holes of either side are empty; each side then banks the seeds
 *       left on its own side. The margin is the store difference.</li>
 * </ul>
 *
 * <p>Layout: one {@code int} array of {@code 2m + 2} pits in counter-clockwise order: player 0's holes
 * {@code 0..m-1} (numbered from their owner's left), its store {@code m}, player 1's holes
 * {@code m+1..2m}, its store {@code 2m+1}. Everything the searchers use is seen from the side to move
 * through index arithmetic on the mover's base {@code side * (m + 1)}: move {@code i} is the mover's
 * hole {@code i} (0-based from the mover's left), and {@link #moverKey()} identifies the hole contents
 * as seen by the mover, so a position and its mirror image with the other side to move share one key.
 *
 * <p>Hash: additive (a linear combination of the pit counts with random 64-bit multipliers), kept
 * for both points of view at once; a move updates it with two precomputed sums instead of one
 * update per seed. Make/unmake keep their own undo stack; nothing is allocated per move.
 */
public final class Kalah implements Game {

    /** Largest number of holes a side supported (move numbers, database ranking). */
    public static final int MAX_HOLES = 12;
    /** Largest number of seeds on the board (fields of the undo record). */
    public static final int MAX_SEEDS = 1000;

    private static final long STORE_KEY_0 = 0x2545F4914F6CDD1DL;
    private static final long STORE_KEY_1 = 0x9FB21C651E98DF25L;
    private static final long SIDE_KEY = 0xD1B54A32D192ED03L;
    private static final long KEY_SEED = 0x6A09E667F3BCC908L;

    private final int holes;
    private final int pitCount;
    /** Pits a sowing passes through in one lap: everything but the opponent's store. */
    private final int lap;
    private final int totalSeeds;
    private final int[] pits;
    private final int[] sideSeeds = new int[2];
    private int side;
    private long key0;
    private long key1;

    // Precomputed for this board (never modified after construction).
    private final long[] mult0;
    private final long[] mult1;
    /**
     * ring[side * 2 * lap + r]: the pit at step r of {@code side}'s sowing ring, which starts at its
     * hole 0 (its holes, its store, the opponent's holes), written twice so r never wraps.
     */
    private final int[] ring;
    /**
     * Effects of sowing s seeds from hole i by side: index {@code (side * holes + i) * (totalSeeds + 1) + s}.
     * Key deltas for both points of view, seeds added to each side's holes, and the last pit.
     */
    private final long[] sowKey0;
    private final long[] sowKey1;
    private final int[] sowSide0;
    private final int[] sowSide1;
    private final int[] sowLast;

    // Undo stack: per ply three longs (packed move facts, key0, key1); grows when a game runs long.
    private int ply;
    private long[] undo;

    /** The starting position of Kalah(holes, seeds), player 0 to move. */
    public Kalah(int holes, int seeds) {
        this(holes, startPits(holes, seeds), 0);
    }

    /**
     * Any position: {@code pits} in the layout described above (copied), {@code side} to move.
     */
    public Kalah(int holes, int[] pits, int side) {
        if (holes < 1 || holes > MAX_HOLES) {
            throw new IllegalArgumentException("holes must be in 1.." + MAX_HOLES + ": " + holes);
        }
        if (pits.length != 2 * holes + 2) {
            throw new IllegalArgumentException("expected " + (2 * holes + 2) + " pits, got " + pits.length);
        }
        if (side != 0 && side != 1) {
            throw new IllegalArgumentException("side must be 0 or 1: " + side);
        }
        int total = 0;
        for (int p : pits) {
            if (p < 0) {
                throw new IllegalArgumentException("negative pit count in " + Arrays.toString(pits));
            }
            total += p;
        }
        if (total > MAX_SEEDS) {
            throw new IllegalArgumentException("at most " + MAX_SEEDS + " seeds: " + total);
        }
        this.holes = holes;
        this.pitCount = 2 * holes + 2;
        this.lap = 2 * holes + 1;
        this.totalSeeds = total;
        this.pits = pits.clone();
        this.side = side;
        this.mult0 = new long[pitCount];
        this.mult1 = new long[pitCount];
        this.ring = new int[2 * 2 * lap];
        int sowings = 2 * holes * (total + 1);
        this.sowKey0 = new long[sowings];
        this.sowKey1 = new long[sowings];
        this.sowSide0 = new int[sowings];
        this.sowSide1 = new int[sowings];
        this.sowLast = new int[sowings];
        buildTables();
        this.undo = new long[3 * 256];
        recomputeDerived();
    }

    /** An independent copy of this position (undo history not included: the copy starts at ply 0). */
    public Kalah copy() {
        return new Kalah(holes, pits, side);
    }

    private static int[] startPits(int holes, int seeds) {
        if (seeds < 0) {
            throw new IllegalArgumentException("seeds must not be negative: " + seeds);
        }
        int[] p = new int[2 * holes + 2];
        for (int i = 0; i < holes; i++) {
            p[i] = seeds;
            p[holes + 1 + i] = seeds;
        }
        return p;
    }

    private void buildTables() {
        // Hole multipliers depend only on the hole's place relative to a point of view, so the key
        // seen from player 1 of a position equals the key seen from player 0 of its mirror image.
        SplittableRandom random = new SplittableRandom(KEY_SEED + holes);
        long[] relative = new long[pitCount];
        for (int r = 0; r < pitCount; r++) {
            relative[r] = (r == holes || r == pitCount - 1) ? 0L : random.nextLong() | 1L;
        }
        for (int p = 0; p < pitCount; p++) {
            mult0[p] = relative[p];
            mult1[p] = relative[(p + holes + 1) % pitCount];
        }
        for (int s = 0; s < 2; s++) {
            int base = s * (holes + 1);
            for (int r = 0; r < 2 * lap; r++) {
                ring[s * 2 * lap + r] = (base + r % lap) % pitCount;
            }
            for (int i = 0; i < holes; i++) {
                for (int n = 0; n <= totalSeeds; n++) {
                    int at = (s * holes + i) * (totalSeeds + 1) + n;
                    long k0 = 0;
                    long k1 = 0;
                    int[] added = new int[3];
                    int last = base + i;
                    for (int step = 1; step <= n; step++) {
                        int q = ring[s * 2 * lap + (i + step) % lap];
                        k0 += mult0[q];
                        k1 += mult1[q];
                        added[ownerOf(q)]++;
                        last = q;
                    }
                    sowKey0[at] = k0;
                    sowKey1[at] = k1;
                    sowSide0[at] = added[0];
                    sowSide1[at] = added[1];
                    sowLast[at] = last;
                }
            }
        }
    }

    /** 0 or 1 for a hole of that player, 2 for a store. */
    private int ownerOf(int p) {
        return p == holes || p == pitCount - 1 ? 2 : (p < holes ? 0 : 1);
    }

    private void recomputeDerived() {
        sideSeeds[0] = 0;
        sideSeeds[1] = 0;
        for (int i = 0; i < holes; i++) {
            sideSeeds[0] += pits[i];
            sideSeeds[1] += pits[holes + 1 + i];
        }
        key0 = holesKey(mult0);
        key1 = holesKey(mult1);
    }

    private long holesKey(long[] mult) {
        long k = 0;
        for (int p = 0; p < pitCount; p++) {
            k += pits[p] * mult[p];
        }
        return k;
    }

    // ---------------------------------------------------------------- moves

    @Override
    public int generateMoves(int[] buf, int offset) {
        if (sideSeeds[0] == 0 || sideSeeds[1] == 0) {
            return 0;
        }
        int base = side * (holes + 1);
        int n = 0;
        for (int i = 0; i < holes; i++) {
            if (pits[base + i] != 0) {
                buf[offset + n++] = i;
            }
        }
        return n;
    }

    @Override
    public void makeMove(int move) {
        if (3 * ply + 3 > undo.length) {
            undo = Arrays.copyOf(undo, 2 * undo.length);
        }
        final int[] p = pits;
        final int mover = side;
        final int base = mover * (holes + 1);
        final int origin = base + move;
        final int seeds = p[origin];
        final int u = 3 * ply;
        undo[u + 1] = key0;
        undo[u + 2] = key1;

        p[origin] = 0;
        final int at = (mover * holes + move) * (totalSeeds + 1) + seeds;
        final int ringBase = mover * 2 * lap;
        int rest = seeds;
        if (rest >= lap) {
            int laps = rest / lap;
            for (int r = 0; r < lap; r++) {
                p[ring[ringBase + r]] += laps;
            }
            rest -= laps * lap;
        }
        for (int step = 1; step <= rest; step++) {
            p[ring[ringBase + move + step]]++;
        }
        long k0 = key0 - seeds * mult0[origin] + sowKey0[at];
        long k1 = key1 - seeds * mult1[origin] + sowKey1[at];
        int side0 = sideSeeds[0] + sowSide0[at];
        int side1 = sideSeeds[1] + sowSide1[at];
        if (mover == 0) {
            side0 -= seeds;
        } else {
            side1 -= seeds;
        }
        final int last = sowLast[at];
        int captured = -1;
        if (last != base + holes) {
            if (last >= base && last < base + holes && p[last] == 1) {
                int opposite = 2 * holes - last;
                captured = p[opposite];
                p[last] = 0;
                p[opposite] = 0;
                p[base + holes] += 1 + captured;
                k0 -= mult0[last] + captured * mult0[opposite];
                k1 -= mult1[last] + captured * mult1[opposite];
                if (mover == 0) {
                    side0 -= 1;
                    side1 -= captured;
                } else {
                    side1 -= 1;
                    side0 -= captured;
                }
            }
            side = 1 - mover;
        }
        // Packed record: move | seeds | captured + 1 | mover | the two side counts before the move.
        undo[u] = move | (long) seeds << 5 | (long) (captured + 1) << 15 | (long) mover << 25
                | (long) sideSeeds[0] << 26 | (long) sideSeeds[1] << 36;
        sideSeeds[0] = side0;
        sideSeeds[1] = side1;
        key0 = k0;
        key1 = k1;
        ply++;
    }

    @Override
    public void unmakeMove() {
        ply--;
        final int u = 3 * ply;
        final long rec = undo[u];
        final int move = (int) (rec & 31);
        final int seeds = (int) (rec >>> 5) & 1023;
        final int captured = ((int) (rec >>> 15) & 1023) - 1;
        final int mover = (int) (rec >>> 25) & 1;
        final int[] p = pits;
        final int base = mover * (holes + 1);
        final int origin = base + move;
        if (captured >= 0) {
            // Put the capture back first: the two pits then hold what the sowing left in them.
            int last = sowLast[(mover * holes + move) * (totalSeeds + 1) + seeds];
            p[base + holes] -= 1 + captured;
            p[last] = 1;
            p[2 * holes - last] = captured;
        }
        final int ringBase = mover * 2 * lap;
        int rest = seeds;
        if (rest >= lap) {
            int laps = rest / lap;
            for (int r = 0; r < lap; r++) {
                p[ring[ringBase + r]] -= laps;
            }
            rest -= laps * lap;
        }
        for (int step = 1; step <= rest; step++) {
            p[ring[ringBase + move + step]]--;
        }
        p[origin] = seeds;
        side = mover;
        sideSeeds[0] = (int) (rec >>> 26) & 1023;
        sideSeeds[1] = (int) (rec >>> 36) & 1023;
        key0 = undo[u + 1];
        key1 = undo[u + 2];
    }

    @Override
    public boolean isLegal(int move) {
        return move >= 0 && move < holes && !isTerminal() && pits[side * (holes + 1) + move] != 0;
    }

    // ---------------------------------------------------------------- state

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public long hash() {
        return key0 + pits[holes] * STORE_KEY_0 + pits[pitCount - 1] * STORE_KEY_1 + (side == 1 ? SIDE_KEY : 0L);
    }

    @Override
    public long recomputeHash() {
        long k = 0;
        for (int p = 0; p < pitCount; p++) {
            if (ownerOf(p) != 2) {
                k += pits[p] * mult0[p];
            }
        }
        return k + pits[holes] * STORE_KEY_0 + pits[pitCount - 1] * STORE_KEY_1 + (side == 1 ? SIDE_KEY : 0L);
    }

    /**
     * Key of the hole contents seen from the side to move (stores and colours left out): equal for
     * two positions exactly when the mover's holes and the opponent's holes hold the same counts
     * (up to 64-bit collisions). Its future value depends only on this, so solvers key on it.
     */
    public long moverKey() {
        return side == 0 ? key0 : key1;
    }

    @Override
    public boolean isTerminal() {
        return sideSeeds[0] == 0 || sideSeeds[1] == 0;
    }

    /** Final margin from the side to move: each side banks its own remaining seeds. */
    @Override
    public int outcome() {
        int me = side;
        return pits[me * (holes + 1) + holes] + sideSeeds[me] - pits[(1 - me) * (holes + 1) + holes]
                - sideSeeds[1 - me];
    }

    /** Store difference from the side to move, scaled: a plain material count. */
    @Override
    public int evaluate() {
        return 16 * storeDifference();
    }

    @Override
    public int plyCount() {
        return ply;
    }

    @Override
    public int moveIdLimit() {
        return holes;
    }

    @Override
    public int maxMoves() {
        return holes;
    }

    /** Extra-turn moves first (nearest the store first), then captures by size. */
    @Override
    public int orderingScore(int move) {
        int base = side * (holes + 1);
        int seeds = pits[base + move];
        int toStore = holes - move;
        if (seeds % (2 * holes + 1) == toStore) {
            return 4096 + move;
        }
        if (seeds < 2 * holes + 1 && seeds < toStore && pits[base + move + seeds] == 0) {
            return 2048 + pits[2 * holes - (base + move + seeds)];
        }
        return 0;
    }

    // ---------------------------------------------------------------- accessors

    /** Holes per side. */
    public int holes() {
        return holes;
    }

    /** All seeds on the board, stores included. */
    public int totalSeeds() {
        return totalSeeds;
    }

    /** Seeds in {@code player}'s hole {@code hole} (0-based from that player's own left). */
    public int seeds(int player, int hole) {
        return pits[player * (holes + 1) + hole];
    }

    /** Seeds in the side to move's hole {@code hole}. */
    public int moverSeeds(int hole) {
        return pits[side * (holes + 1) + hole];
    }

    /** Seeds in the hole of the player not to move, numbered from that player's own left. */
    public int opponentSeeds(int hole) {
        return pits[(1 - side) * (holes + 1) + hole];
    }

    /** Seeds in {@code player}'s store. */
    public int store(int player) {
        return pits[player * (holes + 1) + holes];
    }

    /** Seeds left in {@code player}'s holes. */
    public int sideSeeds(int player) {
        return sideSeeds[player];
    }

    /** Seeds left in all holes (not in the stores). */
    public int seedsInHoles() {
        return sideSeeds[0] + sideSeeds[1];
    }

    /** Mover's store minus opponent's store. */
    public int storeDifference() {
        return pits[side * (holes + 1) + holes] - pits[(1 - side) * (holes + 1) + holes];
    }

    /** A copy of the pits in the layout described in the class comment. */
    public int[] pits() {
        return pits.clone();
    }

    /** The last move made, or -1 at ply 0. */
    public int lastMove() {
        return ply == 0 ? -1 : (int) (undo[3 * (ply - 1)] & 31);
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder(160);
        // Player 2's holes are shown right to left so the board reads counter-clockwise.
        sb.append("       ");
        for (int i = holes - 1; i >= 0; i--) {
            pad(sb, pits[holes + 1 + i], 3);
        }
        sb.append("    <- player 2 (holes ").append(holes).append("..1)\n");
        sb.append("  [");
        pad(sb, pits[pitCount - 1], 3);
        sb.append(']').append(" ".repeat(3 * holes)).append("  [");
        pad(sb, pits[holes], 3);
        sb.append("]\n       ");
        for (int i = 0; i < holes; i++) {
            pad(sb, pits[i], 3);
        }
        sb.append("    -> player 1 (holes 1..").append(holes).append(")\n");
        sb.append(isTerminal() ? "game over" : "player " + (side + 1) + " to move");
        return sb.toString();
    }

    /** Appends {@code value} right-aligned in {@code width} characters (no String.format: cheap on a cold JVM). */
    private static void pad(StringBuilder sb, int value, int width) {
        String v = Integer.toString(value);
        for (int i = v.length(); i < width; i++) {
            sb.append(' ');
        }
        sb.append(v);
    }

    @Override
    public String toString() {
        return render();
    }
}
