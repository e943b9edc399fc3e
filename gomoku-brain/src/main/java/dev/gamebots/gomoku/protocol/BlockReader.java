package dev.gamebots.gomoku.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines of a BOARD or SWAP2BOARD block, up to DONE: each {@code fields} comma-separated ASCII
 * numbers. The block has one reply, at DONE, so a bad line does not end it: the first one is kept
 * as the block's error and the rest is read (to DONE) and dropped; blank lines are skipped.
 */
final class BlockReader {

    /** A block read to DONE: its entries, or the error of its first bad line. */
    record Block(List<int[]> entries, String error) {
    }

    private BlockReader() {
    }

    /**
     * Reads the block of command {@code name} from {@code queue}; null when END (or the end of input)
     * came before DONE: the protocol then says nothing more.
     */
    static Block read(CommandQueue queue, String name, int fields, String expected) {
        List<int[]> entries = new ArrayList<>();
        String error = null;
        while (true) {
            InputLine line = queue.next();
            if (line == null) {
                return null;
            }
            if (line.text().isEmpty()) {
                continue;
            }
            if (line.is("DONE")) {
                return new Block(entries, error);
            }
            int[] e = line.truncated() ? null : Coordinates.parse(line.text(), fields);
            if (e != null) {
                entries.add(e);
            } else if (error == null) {
                error = "bad " + name + " line " + line.quoted() + " (expected " + expected + ")";
            }
        }
    }
}
