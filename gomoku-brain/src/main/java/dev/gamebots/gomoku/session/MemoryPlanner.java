package dev.gamebots.gomoku.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Sizes the transposition table. The table lives in the Java heap, so it must fit what the heap
 * still has room for; when the manager sets max_memory (bytes for the whole process), the table
 * gets what is left of that limit after the process's own footprint (JVM code, metaspace, thread
 * stacks, the pattern tables: measured from /proc/self/status when available, else estimated) and a
 * reserve for the garbage collector. Sizes are powers of two in MB.
 *
 * <p>The footprint and the heap's use are measured once, at the first {@link #measureBasis} (the
 * first START, after the JIT warm-up, after a collection so that the heap figure is the live set),
 * and every later plan uses those figures. Measured again at every START, the resident size counted
 * the garbage of the games before it and grew (136, 147, 156 MB over three STARTs under a default
 * JVM), so the same max_memory gave a table in the first game and an error in the next.
 */
public final class MemoryPlanner {

    /**
     * Table size when no limit is given and the heap is large (the largest planned: START allocates
     * it, and a later max_memory can only make the table smaller, which is a cheap allocation).
     */
    public static final int DEFAULT_TABLE_MB = 64;
    /**
     * Never planned larger than this: a few million entries are plenty for 30 s moves, and
     * allocating (zeroing) a larger table takes long enough to eat into the first move when the
     * manager sends max_memory just before it.
     */
    public static final int MAX_TABLE_MB = 64;
    /** Heap kept free for everything else. */
    static final long HEAP_RESERVE = 12L << 20;
    /** Process memory kept free under max_memory (GC, buffers, growth). */
    static final long PROCESS_RESERVE = 16L << 20;
    /** Footprint assumed when /proc is not readable. */
    static final long ESTIMATED_FOOTPRINT = 48L << 20;

    /** The process's footprint without a table, in bytes; -1 until measured. */
    private long footprint = -1;
    /** The heap's live use without a table, in bytes, when the footprint was measured. */
    private long heapUsed;

    /**
     * Measures the footprint and the heap's use once; later calls do nothing. Call it while no
     * table is allocated (the first START, before its table).
     */
    public void measureBasis() {
        if (footprint >= 0) {
            return;
        }
        System.gc(); // once per process, at START (not timed): the heap figure is then the live set
        Runtime rt = Runtime.getRuntime();
        heapUsed = Math.max(0, rt.totalMemory() - rt.freeMemory());
        long rss = processFootprint();
        footprint = rss > 0 ? rss : ESTIMATED_FOOTPRINT;
    }

    /** The footprint the plans use, in bytes (measured or estimated). */
    public long footprintBytes() {
        return footprint >= 0 ? footprint : ESTIMATED_FOOTPRINT;
    }

    /**
     * True when {@code maxMemoryBytes} (0 = none) leaves no room for a table after the footprint
     * and the reserve: the brain then plays without one (and says so).
     */
    public boolean belowFootprint(long maxMemoryBytes) {
        return maxMemoryBytes > 0 && maxMemoryBytes - footprintBytes() - PROCESS_RESERVE < (1L << 20);
    }

    /** The table size in MB (0 = no room for a table) for a process limit of {@code maxMemoryBytes} (0 = none). */
    public int tableMegabytes(long maxMemoryBytes) {
        long heapRoom = Runtime.getRuntime().maxMemory() - heapUsed - HEAP_RESERVE;
        return plan(maxMemoryBytes, heapRoom, footprintBytes());
    }

    /** The pure sizing rule (tested): largest power of two that fits both rooms. */
    static int plan(long maxMemoryBytes, long heapRoomBytes, long footprintBytes) {
        long room = heapRoomBytes;
        if (maxMemoryBytes > 0) {
            room = Math.min(room, maxMemoryBytes - footprintBytes - PROCESS_RESERVE);
        } else {
            room = Math.min(room, (long) DEFAULT_TABLE_MB << 20);
        }
        long mb = room >> 20;
        if (mb < 1) {
            return 0;
        }
        return (int) Math.min(MAX_TABLE_MB, Long.highestOneBit(mb));
    }

    /** Resident size of this process in bytes (Linux), or -1. */
    static long processFootprint() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    String[] f = line.substring(6).trim().split("\\s+");
                    return Long.parseLong(f[0]) * 1024L;
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }
}
