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

    private MemoryPlanner() {
    }

    /**
     * The table size in MB (0 = no room for a table) for a process limit of {@code maxMemoryBytes}
     * (0 = none), the current table being {@code currentTableMb}.
     */
    public static int tableMegabytes(long maxMemoryBytes, int currentTableMb) {
        Runtime rt = Runtime.getRuntime();
        long current = (long) currentTableMb << 20;
        long heapUsed = Math.max(0, rt.totalMemory() - rt.freeMemory() - current);
        long heapRoom = rt.maxMemory() - heapUsed - HEAP_RESERVE;
        long footprint = processFootprint();
        footprint = footprint > 0 ? Math.max(0, footprint - current) : ESTIMATED_FOOTPRINT;
        return plan(maxMemoryBytes, heapRoom, footprint);
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
