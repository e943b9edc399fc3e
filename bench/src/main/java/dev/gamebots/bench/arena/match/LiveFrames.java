package dev.gamebots.bench.arena.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The boards of the games a run is playing now, for {@code arena watch}: each game's latest frame
 * (the picture {@code --show} draws) in {@code OUT/live/SLOT.txt}, a slot per playing thread (or
 * per FlipSight match, whose two legs share one picture), replaced atomically at every move so a
 * reader never sees half a board. Writing is best effort: a full disk never stops a match.
 */
public final class LiveFrames {

    static final String FOLDER = "live";
    private final Path dir;

    public LiveFrames(Path outDir) {
        this.dir = outDir.resolve(FOLDER);
    }

    /** The frame of the game this thread plays. */
    public void write(String frame) {
        write("unit-" + Thread.currentThread().getId(), frame);
    }

    /** The frame of slot {@code slot} (letters, digits and dashes). */
    public void write(String slot, String frame) {
        try {
            Files.createDirectories(dir);
            Path file = dir.resolve(slot + ".txt");
            Path tmp = dir.resolve("." + file.getFileName() + ".tmp");
            Files.writeString(tmp, frame, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // the match goes on without its live view
        }
    }
}
