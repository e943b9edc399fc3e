package dev.gamebots.othello.session;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How long ago this process was started, for a request that was already waiting when the engine
 * began to read: its sender's clock has been running since then. On Linux both the process's start
 * and the time since boot come from /proc in the same units (10 ms ticks); {@code ProcessHandle}'s
 * start instant is not used because it is built from the boot time in whole seconds (it read 0.8 s
 * too early in an arena game). Elsewhere the JVM's own start time is used, which is a little later
 * than the process's.
 */
public final class ProcessAge {

    /** Clock ticks per second of /proc/self/stat (USER_HZ, 100 on every Linux the JVM runs on). */
    private static final double TICKS_PER_SECOND = 100.0;
    /** Longer than any JVM start-up: a larger reading is not trusted. */
    private static final long MAX_MILLIS = 60_000;

    private ProcessAge() {
    }

    /** Milliseconds since this process started (0 when it cannot be told). */
    public static long millis() {
        long ms = fromProc();
        if (ms < 0) {
            ms = fromJvm();
        }
        return ms >= 0 && ms <= MAX_MILLIS ? ms : 0;
    }

    private static long fromProc() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"), StandardCharsets.US_ASCII);
            String uptime = Files.readString(Path.of("/proc/uptime"), StandardCharsets.US_ASCII);
            // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
            long startTicks = Long.parseLong(fields[19]); // field 22 of the whole line: starttime
            double upSeconds = Double.parseDouble(uptime.trim().split("\\s+")[0]);
            return Math.round((upSeconds - startTicks / TICKS_PER_SECOND) * 1000);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static long fromJvm() {
        try {
            return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
        } catch (RuntimeException | LinkageError e) {
            return -1;
        }
    }
}
