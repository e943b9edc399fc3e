package dev.gamebots.gomoku.eval;

import dev.gamebots.gomoku.rules.PatternCode;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.compress.compressors.lz4.FramedLZ4CompressorInputStream;

/**
 * The tables of a pattern-code evaluation: five tables, 0 freestyle, 1 standard, 2 renju black, 3
 * renju white (the published classical tables' four) and 4 caro (both colours, caro being
 * symmetric; both caro variants, bit 1 or not), each of code values, threat values and move scores.
 * A table that is all zero is absent: its rule keeps the hand-set evaluation.
 *
 * <p>File layout, all little-endian. The published layout ({@value #RAW_BYTES} bytes): a float64
 * scaling factor (win probability = sigmoid(eval / scale)); int16 {@code EVALS[4][2380]}, the value
 * of a point's {@link PatternCode} to its colour; int16 {@code THREAT[4][2048]}, the value of the
 * side to move's {@link ThreatMask}; int16 {@code SCORES[4][2380][2]}, move-ordering scores of a
 * code (as own point, as the opponent's); the first index is the table 0..3. With a caro table the
 * file goes on after those bytes with the caro table in the same order ({@value #WITH_CARO_BYTES}
 * bytes in all): int16 {@code EVALS[2380]}, {@code THREAT[2048]}, {@code SCORES[2380][2]}. A model
 * whose caro table is absent is written in the published layout, byte for byte what it was before
 * caro had a table; the published files (no caro) read with caro absent.
 *
 * <p>A file may be raw or an LZ4 frame of it (as published); both read.
 */
public final class PatternModel {

    /** Number of tables (rule and colour). */
    public static final int TABLES = 5;
    /** The tables of the published layout (0..3, no caro). */
    public static final int PUBLISHED_TABLES = 4;
    /** The caro table (both colours). */
    public static final int CARO_TABLE = 4;
    /** Number of threat masks. */
    public static final int MASKS = 1 << ThreatMask.BITS;
    /** Bytes of one table: code values, threat values, move scores (int16 each). */
    private static final int TABLE_BYTES = 2 * (PatternCode.COUNT + MASKS + 2 * PatternCode.COUNT);
    /** Size of the published raw layout in bytes (no caro table). */
    public static final int RAW_BYTES = 8 + PUBLISHED_TABLES * TABLE_BYTES;
    /** Size of the raw layout with the caro table appended. */
    public static final int WITH_CARO_BYTES = RAW_BYTES + TABLE_BYTES;

    private static final int LZ4_FRAME_MAGIC = 0x184D2204;

    private final double scale;
    private final short[][] values;
    private final short[][] threatValues;
    private final short[][] scores;

    /** Tables as given (not copied): {@code values[5][2380]}, {@code threatValues[5][2048]}, {@code scores[5][4760]}. */
    public PatternModel(double scale, short[][] values, short[][] threatValues, short[][] scores) {
        if (values.length != TABLES || threatValues.length != TABLES || scores.length != TABLES) {
            throw new IllegalArgumentException(TABLES + " tables of each kind are needed");
        }
        for (int t = 0; t < TABLES; t++) {
            if (values[t].length != PatternCode.COUNT || threatValues[t].length != MASKS
                    || scores[t].length != 2 * PatternCode.COUNT) {
                throw new IllegalArgumentException("table " + t + " has the wrong size");
            }
        }
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("scale must be positive: " + scale);
        }
        this.scale = scale;
        this.values = values;
        this.threatValues = threatValues;
        this.scores = scores;
    }

    /** The table of a colour under a rule (caro: one table for both colours and both variants). */
    public static int tableIndex(Rule rule, int color) {
        return switch (rule.kind()) {
            case FREESTYLE -> 0;
            case STANDARD -> 1;
            case RENJU -> color == Stones.BLACK ? 2 : 3;
            case CARO -> CARO_TABLE;
        };
    }

    /** Eval units per unit of logit: win probability = sigmoid(eval / scale). */
    public double scale() {
        return scale;
    }

    /** Per pattern code: its value to the colour of table {@code table} (not a copy). */
    public short[] values(int table) {
        return values[table];
    }

    /** True when table {@code table} has a non-zero code value (an untrained table is all zero). */
    public boolean hasValues(int table) {
        for (short v : values[table]) {
            if (v != 0) {
                return true;
            }
        }
        return false;
    }

    /** True when table {@code table} has a non-zero move score. */
    public boolean hasScores(int table) {
        for (short v : scores[table]) {
            if (v != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when the model has a table for either colour under {@code rule}: a board of that rule then
     * keeps line patterns, for the evaluation or the move ordering.
     */
    public boolean covers(Rule rule) {
        return hasTable(tableIndex(rule, Stones.BLACK)) || hasTable(tableIndex(rule, Stones.WHITE));
    }

    /** True when table {@code table} has any non-zero entry (code value, threat value or move score). */
    public boolean hasTable(int table) {
        if (hasValues(table) || hasScores(table)) {
            return true;
        }
        for (short v : threatValues[table]) {
            if (v != 0) {
                return true;
            }
        }
        return false;
    }

    /** Per threat mask of the side to move: its value (not a copy). */
    public short[] threatValues(int table) {
        return threatValues[table];
    }

    /** Per pattern code, interleaved: score as own point (2 code), as the opponent's point (2 code + 1). */
    public short[] scores(int table) {
        return scores[table];
    }

    /**
     * Overwrites table {@code table} (its code values, threat values and move scores) with a copy of
     * {@code source}'s: a model fitted on one rule's games takes the other rules' tables from a shipped
     * file, so each rule's tables are fitted alone and the others stay byte for byte.
     */
    public void copyTableFrom(PatternModel source, int table) {
        copyTableFrom(source, table, table);
    }

    /**
     * Overwrites table {@code to} with a copy of {@code source}'s table {@code from} (the same model
     * too): a rule plays another rule's fitted table, e.g. renju the freestyle one, until its own
     * wins an SPRT.
     */
    public void copyTableFrom(PatternModel source, int from, int to) {
        System.arraycopy(source.values[from], 0, values[to], 0, PatternCode.COUNT);
        System.arraycopy(source.threatValues[from], 0, threatValues[to], 0, MASKS);
        System.arraycopy(source.scores[from], 0, scores[to], 0, 2 * PatternCode.COUNT);
    }

    /** Reads a model file (raw or LZ4 frame). */
    public static PatternModel read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    /**
     * Reads a model (raw or LZ4 frame) from a stream: the published layout (caro absent) or the one
     * with the caro table, and nothing after it.
     */
    public static PatternModel read(InputStream source) throws IOException {
        BufferedInputStream in = new BufferedInputStream(source);
        in.mark(4);
        byte[] head = in.readNBytes(4);
        in.reset();
        boolean lz4 = head.length == 4
                && ByteBuffer.wrap(head).order(ByteOrder.LITTLE_ENDIAN).getInt() == LZ4_FRAME_MAGIC;
        InputStream raw = lz4 ? new FramedLZ4CompressorInputStream(in) : in;
        byte[] bytes = new DataInputStream(raw).readNBytes(WITH_CARO_BYTES + 1);
        if (bytes.length < RAW_BYTES || bytes.length > RAW_BYTES && bytes.length < WITH_CARO_BYTES) {
            throw new EOFException("a pattern model has " + RAW_BYTES + " bytes (" + WITH_CARO_BYTES
                    + " with a caro table), this one " + bytes.length);
        }
        if (bytes.length > WITH_CARO_BYTES) {
            throw new IOException("more than the " + WITH_CARO_BYTES + " bytes of a pattern model");
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        double scale = b.getDouble();
        short[][] values = new short[TABLES][PatternCode.COUNT];
        short[][] threat = new short[TABLES][MASKS];
        short[][] scores = new short[TABLES][2 * PatternCode.COUNT];
        for (short[][] kind : new short[][][] {values, threat, scores}) {
            for (int t = 0; t < PUBLISHED_TABLES; t++) {
                readRow(b, kind[t]);
            }
        }
        if (bytes.length == WITH_CARO_BYTES) {
            for (short[][] kind : new short[][][] {values, threat, scores}) {
                readRow(b, kind[CARO_TABLE]);
            }
        }
        return new PatternModel(scale, values, threat, scores);
    }

    private static void readRow(ByteBuffer b, short[] row) {
        b.asShortBuffer().get(row);
        b.position(b.position() + 2 * row.length);
    }

    /**
     * Writes the raw layout (the brain's own files are raw; the jar compresses them): the published
     * one when the caro table is absent, else the published one with the caro table after it.
     */
    public void write(OutputStream out) throws IOException {
        boolean caro = hasTable(CARO_TABLE);
        ByteBuffer b = ByteBuffer.allocate(caro ? WITH_CARO_BYTES : RAW_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        b.putDouble(scale);
        for (short[][] kind : new short[][][] {values, threatValues, scores}) {
            for (int t = 0; t < PUBLISHED_TABLES; t++) {
                putRow(b, kind[t]);
            }
        }
        if (caro) {
            for (short[][] kind : new short[][][] {values, threatValues, scores}) {
                putRow(b, kind[CARO_TABLE]);
            }
        }
        out.write(b.array());
    }

    private static void putRow(ByteBuffer b, short[] row) {
        for (short v : row) {
            b.putShort(v);
        }
    }

    /** The raw layout as bytes. */
    public byte[] toBytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(WITH_CARO_BYTES);
        try {
            write(out);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toByteArray();
    }
}
