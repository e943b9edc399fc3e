package dev.gamebots.othello.train;

import dev.gamebots.othello.rules.Variant;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * Labelled positions for training, in primitive arrays: the discs of the side to move and of the
 * opponent (low and high words; 8x8 positions leave the high words 0), the game they come from (the
 * held-out split goes by game), the final result of the game for the side to move (discs, the game's
 * own scoring), the score of the search that chose the move (discs; NaN when the search was not in
 * disc units) and whether both are exact (an endgame solve).
 */
public final class TrainingSet {

    private static final int MAGIC = 0x4f545453; // "OTTS"

    private final Variant variant;
    private int size;
    private long[] ownLo = new long[1024];
    private long[] ownHi = new long[1024];
    private long[] oppLo = new long[1024];
    private long[] oppHi = new long[1024];
    private int[] game = new int[1024];
    private byte[] result = new byte[1024];
    private float[] search = new float[1024];
    private boolean[] exact = new boolean[1024];

    public TrainingSet(Variant variant) {
        this.variant = variant;
    }

    public Variant variant() {
        return variant;
    }

    public int size() {
        return size;
    }

    public void add(long oLo, long oHi, long pLo, long pHi, int gameId, int resultDiscs, float searchDiscs,
                    boolean isExact) {
        if (size == ownLo.length) {
            int n = size * 2;
            ownLo = Arrays.copyOf(ownLo, n);
            ownHi = Arrays.copyOf(ownHi, n);
            oppLo = Arrays.copyOf(oppLo, n);
            oppHi = Arrays.copyOf(oppHi, n);
            game = Arrays.copyOf(game, n);
            result = Arrays.copyOf(result, n);
            search = Arrays.copyOf(search, n);
            exact = Arrays.copyOf(exact, n);
        }
        ownLo[size] = oLo;
        ownHi[size] = oHi;
        oppLo[size] = pLo;
        oppHi[size] = pHi;
        game[size] = gameId;
        result[size] = (byte) resultDiscs;
        search[size] = searchDiscs;
        exact[size] = isExact;
        size++;
    }

    /** Appends all of {@code other}. */
    public void addAll(TrainingSet other) {
        for (int i = 0; i < other.size; i++) {
            add(other.ownLo[i], other.ownHi[i], other.oppLo[i], other.oppHi[i], other.game[i], other.result[i],
                    other.search[i], other.exact[i]);
        }
    }

    public long ownLo(int i) {
        return ownLo[i];
    }

    public long ownHi(int i) {
        return ownHi[i];
    }

    public long oppLo(int i) {
        return oppLo[i];
    }

    public long oppHi(int i) {
        return oppHi[i];
    }

    public int game(int i) {
        return game[i];
    }

    public int result(int i) {
        return result[i];
    }

    public float search(int i) {
        return search[i];
    }

    public boolean exact(int i) {
        return exact[i];
    }

    /** Discs on the board. */
    public int discs(int i) {
        return Long.bitCount(ownLo[i]) + Long.bitCount(ownHi[i]) + Long.bitCount(oppLo[i]) + Long.bitCount(oppHi[i]);
    }

    public void write(File file) throws IOException {
        try (DataOutputStream d = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(file), 1 << 16))) {
            d.writeInt(MAGIC);
            d.writeUTF(variant.wireName());
            d.writeInt(size);
            for (int i = 0; i < size; i++) {
                d.writeLong(ownLo[i]);
                d.writeLong(ownHi[i]);
                d.writeLong(oppLo[i]);
                d.writeLong(oppHi[i]);
                d.writeInt(game[i]);
                d.writeByte(result[i]);
                d.writeFloat(search[i]);
                d.writeBoolean(exact[i]);
            }
        }
    }

    public static TrainingSet read(File file) throws IOException {
        try (DataInputStream d = new DataInputStream(new BufferedInputStream(new FileInputStream(file), 1 << 16))) {
            if (d.readInt() != MAGIC) {
                throw new IOException("not a training set: " + file);
            }
            Variant v = Variant.fromWireName(d.readUTF());
            if (v == null) {
                throw new IOException("unknown game in " + file);
            }
            TrainingSet set = new TrainingSet(v);
            int n = d.readInt();
            for (int i = 0; i < n; i++) {
                set.add(d.readLong(), d.readLong(), d.readLong(), d.readLong(), d.readInt(), d.readByte(),
                        d.readFloat(), d.readBoolean());
            }
            return set;
        }
    }
}
