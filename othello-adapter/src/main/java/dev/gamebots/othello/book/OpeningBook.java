package dev.gamebots.othello.book;

import dev.gamebots.othello.rules.Symmetry8;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.List;

/**
 * The std opening book as the engine reads it: for each position it holds (by its {@link BookKey}),
 * the move to play and that move's value in hundredths of a disc for the side to move, from
 * {@link BookBuilder}'s minimax over our own searches of the positions of WTHOR's openings. Sorted
 * arrays and a binary search: a lookup allocates only its key.
 *
 * <p>File ({@code std.book}): the int {@link #MAGIC}, the entry count, then per entry in ascending
 * unsigned (own, opp) order: own and opp (longs, canonical orientation), the move (a byte, canonical
 * orientation), the value (a short, centidiscs) and the depth of the search behind it (a byte).
 */
public final class OpeningBook {

    /** "OBK1". */
    public static final int MAGIC = 0x4F424B31;
    /** Where the shipped book is, beside the weights. */
    public static final String RESOURCE = "/dev/gamebots/othello/book/std.book";

    /**
     * One position's entry.
     *
     * @param own   the side to move's discs (canonical orientation)
     * @param opp   the other side's discs
     * @param move  the square to play (canonical orientation)
     * @param value the move's value in hundredths of a disc for the side to move
     * @param depth the search depth behind the value
     */
    public record Entry(long own, long opp, int move, int value, int depth) {
    }

    /** A move the book gives for a position: the square in the position's own orientation. */
    public record BookMove(int square, int value, int depth) {
    }

    private final long[] owns;
    private final long[] opps;
    private final byte[] moves;
    private final short[] values;
    private final byte[] depths;

    /** A book of {@code n} entries, all zero until filled. */
    private OpeningBook(int n) {
        this.owns = new long[n];
        this.opps = new long[n];
        this.moves = new byte[n];
        this.values = new short[n];
        this.depths = new byte[n];
    }

    /** A book of {@code entries} (any order; one per position). */
    public static OpeningBook of(List<Entry> entries) {
        Entry[] sorted = entries.toArray(new Entry[0]);
        Arrays.sort(sorted, (a, b) -> {
            int c = Long.compareUnsigned(a.own(), b.own());
            return c != 0 ? c : Long.compareUnsigned(a.opp(), b.opp());
        });
        OpeningBook book = new OpeningBook(sorted.length);
        for (int i = 0; i < sorted.length; i++) {
            Entry e = sorted[i];
            if (i > 0 && e.own() == book.owns[i - 1] && e.opp() == book.opps[i - 1]) {
                throw new IllegalArgumentException("two entries for one position");
            }
            book.owns[i] = e.own();
            book.opps[i] = e.opp();
            book.moves[i] = (byte) e.move();
            book.values[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, e.value()));
            book.depths[i] = (byte) e.depth();
        }
        return book;
    }

    /** Positions in the book. */
    public int size() {
        return owns.length;
    }

    /** The book's move for {@code own} to move against {@code opp}, or null when the position is not in it. */
    public BookMove lookup(long own, long opp) {
        BookKey key = BookKey.of(own, opp);
        int i = indexOf(key.own(), key.opp());
        if (i < 0) {
            return null;
        }
        int square = Symmetry8.square(moves[i], Symmetry8.inverse(key.symmetry()));
        return new BookMove(square, values[i], depths[i]);
    }

    private int indexOf(long own, long opp) {
        int lo = 0;
        int hi = owns.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Long.compareUnsigned(owns[mid], own);
            if (c == 0) {
                c = Long.compareUnsigned(opps[mid], opp);
            }
            if (c == 0) {
                return mid;
            }
            if (c < 0) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    /** The entries in file order. */
    public List<Entry> entries() {
        Entry[] out = new Entry[owns.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = new Entry(owns[i], opps[i], moves[i], values[i], depths[i]);
        }
        return List.of(out);
    }

    /** Writes the book in its file format. */
    public void write(OutputStream out) throws IOException {
        DataOutputStream data = new DataOutputStream(out);
        data.writeInt(MAGIC);
        data.writeInt(owns.length);
        for (int i = 0; i < owns.length; i++) {
            data.writeLong(owns[i]);
            data.writeLong(opps[i]);
            data.writeByte(moves[i]);
            data.writeShort(values[i]);
            data.writeByte(depths[i]);
        }
        data.flush();
    }

    /** Reads a book file; an IOException when it is not one. */
    public static OpeningBook read(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(in);
        if (data.readInt() != MAGIC) {
            throw new IOException("not an opening book file");
        }
        int n = data.readInt();
        if (n < 0 || n > 10_000_000) {
            throw new IOException("opening book: bad entry count " + n);
        }
        OpeningBook book = new OpeningBook(n);
        for (int i = 0; i < n; i++) {
            book.owns[i] = data.readLong();
            book.opps[i] = data.readLong();
            book.moves[i] = data.readByte();
            book.values[i] = data.readShort();
            book.depths[i] = data.readByte();
            if (book.moves[i] < 0 || book.moves[i] > 63) {
                throw new IOException("opening book: bad move at entry " + i);
            }
        }
        return book;
    }

    /** The book shipped in the jar, or null when the jar has none (or it cannot be read). */
    public static OpeningBook shipped() {
        try (InputStream in = OpeningBook.class.getResourceAsStream(RESOURCE)) {
            return in == null ? null : read(new java.io.BufferedInputStream(in));
        } catch (IOException e) {
            return null;
        }
    }
}
