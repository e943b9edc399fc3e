package dev.gamebots.othello.train;

import dev.gamebots.othello.rules.Variant;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;

/**
 * A chunk file of archived games ({@code *.games.gz}): gzip around a big-endian binary stream
 * (java.io.DataOutput). data/othello/selfplay/README.md describes it byte for byte:
 *
 * <pre>
 * header  "OTGA" (4 bytes), version (1 byte, 1), variant wire name (u16 length + bytes),
 *         provenance text (u16 length + UTF-8 bytes: how the games were made), run seed (i64),
 *         number of games N (i32)
 * N games number (i32), opening moves (u8), solved empties (u8), solved score (s8),
 *         black minus white (s8), move count M (u8), M move bytes (square, 255 pass)
 * footer  "OTGE" (4 bytes), N again (i32)
 * </pre>
 *
 * The footer and gzip's own CRC and length make a truncated or damaged file fail to read with a
 * message that names it, instead of yielding fewer games: a chunk that reads is complete.
 */
public final class GameArchive {

    /** The file name ending of a chunk. */
    public static final String SUFFIX = ".games.gz";

    private static final int MAGIC = 0x4f544741; // "OTGA"
    private static final int END = 0x4f544745; // "OTGE"
    private static final int VERSION = 1;

    /**
     * The contents of one chunk file.
     *
     * @param provenance free text: the generator's settings (so a resumed run can check it continues
     *                   the same run)
     */
    public record Chunk(Variant variant, String provenance, long seed, List<GameRecord> games) {
    }

    private GameArchive() {
    }

    /** Writes {@code chunk} to {@code file} (the caller renames a temporary file into place). */
    public static void write(File file, Chunk chunk) throws IOException {
        try (DataOutputStream d = new DataOutputStream(new BufferedOutputStream(
                new GZIPOutputStream(new FileOutputStream(file), 1 << 16), 1 << 16))) {
            d.writeInt(MAGIC);
            d.writeByte(VERSION);
            d.writeUTF(chunk.variant().wireName());
            d.writeUTF(chunk.provenance());
            d.writeLong(chunk.seed());
            d.writeInt(chunk.games().size());
            for (GameRecord g : chunk.games()) {
                d.writeInt(g.number());
                d.writeByte(g.openingMoves());
                d.writeByte(g.solvedEmpties());
                d.writeByte(g.solvedScore());
                d.writeByte(g.blackMinusWhite());
                d.writeByte(g.length());
                d.write(g.moves());
            }
            d.writeInt(END);
            d.writeInt(chunk.games().size());
        }
    }

    /** Reads a whole chunk; any damage (truncation, a bad byte, a wrong count) is an IOException naming the file. */
    public static Chunk read(File file) throws IOException {
        try (InputStream in = new FileInputStream(file)) {
            return read(in, file.getPath());
        } catch (EOFException e) {
            throw new IOException(file + ": truncated game archive (ends early)", e);
        } catch (ZipException e) {
            throw new IOException(file + ": damaged game archive (" + e.getMessage() + ")", e);
        }
    }

    static Chunk read(InputStream raw, String name) throws IOException {
        DataInputStream d = new DataInputStream(new BufferedInputStream(new GZIPInputStream(raw, 1 << 16), 1 << 16));
        if (d.readInt() != MAGIC) {
            throw new IOException(name + ": not a game archive (no OTGA header)");
        }
        int version = d.readUnsignedByte();
        if (version != VERSION) {
            throw new IOException(name + ": game archive version " + version + ", this code reads " + VERSION);
        }
        Variant variant = Variant.fromWireName(d.readUTF());
        if (variant == null) {
            throw new IOException(name + ": unknown game in the archive header");
        }
        String provenance = d.readUTF();
        long seed = d.readLong();
        int n = d.readInt();
        if (n < 0) {
            throw new IOException(name + ": negative game count " + n);
        }
        List<GameRecord> games = new ArrayList<>(Math.min(n, 1 << 16));
        for (int i = 0; i < n; i++) {
            int number = d.readInt();
            int opening = d.readUnsignedByte();
            int solvedEmpties = d.readUnsignedByte();
            int solvedScore = d.readByte();
            int result = d.readByte();
            byte[] moves = new byte[d.readUnsignedByte()];
            d.readFully(moves);
            try {
                games.add(new GameRecord(number, opening, solvedEmpties, solvedScore, moves, result));
            } catch (IllegalArgumentException e) {
                throw new IOException(name + ": record " + i + " is damaged: " + e.getMessage(), e);
            }
        }
        if (d.readInt() != END || d.readInt() != n) {
            throw new IOException(name + ": game archive footer missing or wrong (damaged file)");
        }
        // Reading past the footer makes GZIPInputStream check its CRC and length trailer.
        if (d.read() != -1) {
            throw new IOException(name + ": bytes after the game archive footer");
        }
        return new Chunk(variant, provenance, seed, List.copyOf(games));
    }

    /**
     * The chunk files under {@code root} (a chunk file, or a folder searched recursively, so the
     * archive's root reads every generation), in path order.
     */
    public static List<File> chunkFiles(File root) {
        if (root.isFile()) {
            return List.of(root);
        }
        List<File> files = new ArrayList<>();
        collect(root, files);
        files.sort(null);
        return files;
    }

    private static void collect(File f, List<File> into) {
        File[] inside = f.listFiles();
        if (inside == null) {
            if (f.getName().endsWith(SUFFIX)) {
                into.add(f);
            }
            return;
        }
        Arrays.sort(inside);
        for (File g : inside) {
            collect(g, into);
        }
    }
}
