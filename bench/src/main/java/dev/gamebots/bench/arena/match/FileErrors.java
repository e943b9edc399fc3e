package dev.gamebots.bench.arena.match;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * Why a file could not be read or written, in words for a one-line error: the JDK's exceptions often
 * carry only the path ({@code NoSuchFileException: nope.txt}) or no message at all.
 */
public final class FileErrors {

    private FileErrors() {
    }

    /** The reason of {@code e} ("no such file or folder", "permission denied", "Not a directory"). */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException f) {
            return "a file is in the way: " + f.getFile();
        }
        if (e instanceof CharacterCodingException) {
            return "not UTF-8 text";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
