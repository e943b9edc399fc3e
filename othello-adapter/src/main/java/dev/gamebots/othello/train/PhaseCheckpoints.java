package dev.gamebots.othello.train;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.UncheckedIOException;
import java.util.Locale;

/**
 * The phases a fit has finished, one file per phase, so a fit stopped by the end of a session goes on
 * from its last finished phase instead of from the start (a large fit takes hours). Each file is
 * written under a temporary name and renamed, so a file that exists is complete. The files are named by
 * a key of the data and the settings: a fit of other data or with other options never reads them.
 */
public final class PhaseCheckpoints {

    private final File dir;
    private final String key;

    /** Checkpoints in {@code dir} for fits whose data and settings have the key {@code key}. */
    public PhaseCheckpoints(File dir, String key) {
        this.dir = dir;
        this.key = key;
    }

    /** A key of the positions (every position's squares, game, result and label) and the settings. */
    public static String key(TrainingSet data, String settings) {
        long h = 0x9E3779B97F4A7C15L ^ data.size();
        for (int i = 0; i < data.size(); i++) {
            h = mix(h, data.ownLo(i));
            h = mix(h, data.ownHi(i));
            h = mix(h, data.oppLo(i));
            h = mix(h, data.oppHi(i));
            h = mix(h, ((long) data.game(i) << 32) ^ data.result(i) ^ ((long) Float.floatToIntBits(data.search(i)) << 8)
                    ^ (data.exact(i) ? 1L << 62 : 0));
        }
        h = mix(h, settings.hashCode());
        h = mix(h, settings.length());
        return String.format(Locale.ROOT, "%016x", h);
    }

    private static long mix(long h, long v) {
        long x = (h ^ v) * 0xBF58476D1CE4E5B9L;
        return x ^ (x >>> 31);
    }

    private File file(int phase) {
        return new File(dir, String.format(Locale.ROOT, "fit-%s-phase-%02d.params", key, phase));
    }

    /** The saved parameters of a phase and its report, or null when the phase was not finished. */
    public Saved load(int phase, int params) {
        File f = file(phase);
        if (!f.isFile()) {
            return null;
        }
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(f)))) {
            int n = in.readInt();
            if (n != params) {
                return null;
            }
            float[] values = new float[n];
            for (int i = 0; i < n; i++) {
                values[i] = in.readFloat();
            }
            WeightFitter.PhaseReport report = new WeightFitter.PhaseReport(phase, in.readInt(), in.readInt(),
                    in.readDouble(), in.readDouble(), in.readInt(), in.readDouble());
            return new Saved(values, report);
        } catch (IOException e) {
            return null; // unreadable: fit the phase again
        }
    }

    /** Saves a finished phase. */
    public void save(int phase, float[] values, WeightFitter.PhaseReport report) {
        File f = file(phase);
        File part = new File(dir, f.getName() + ".part");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(part)))) {
            out.writeInt(values.length);
            for (float v : values) {
                out.writeFloat(v);
            }
            out.writeInt(report.train());
            out.writeInt(report.heldOut());
            out.writeDouble(report.trainRmse());
            out.writeDouble(report.heldOutRmse());
            out.writeInt(report.iterations());
            out.writeDouble(report.startHeldOutRmse());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!part.renameTo(f)) {
            throw new UncheckedIOException(new IOException("cannot rename " + part + " to " + f));
        }
    }

    /** A finished phase: its parameters (discs) and its report. */
    public record Saved(float[] values, WeightFitter.PhaseReport report) {
    }
}
