package dev.gamebots.gomoku.rules;

/**
 * The state words a stone changed, in frames (one per stone put), so that taking the stone back
 * restores them instead of reading every line around it again: undo then costs about a third of a
 * move. Frames are valid only while nothing else rewrote the words under them (a rebuild or a
 * set-up stone outside the move order bumps {@link #invalidate}); a stale frame says so and its
 * owner recomputes.
 *
 * <p>Allocated once; a frame holds at most the changes one stone can make.
 */
final class UndoLog {

    private final int[] slots;
    private final int[] words;
    /** Per entry, the slot's pattern word when the board keeps patterns (unwritten otherwise). */
    private final int[] patternWords;
    private final int[] frameStart;
    private final int[] frameGeneration;
    private int top;
    private int closedEnd;
    private int frames;
    private int generation;

    /** A log for up to {@code maxFrames} stones of at most {@code perFrame} changed words each. */
    UndoLog(int maxFrames, int perFrame) {
        slots = new int[maxFrames * perFrame];
        words = new int[maxFrames * perFrame];
        patternWords = new int[maxFrames * perFrame];
        frameStart = new int[maxFrames + 1];
        frameGeneration = new int[maxFrames + 1];
    }

    /** Starts the frame of a stone being put. */
    void open() {
        frameStart[frames] = top;
        frameGeneration[frames] = generation;
        frames++;
    }

    /** Records the word {@code word} that slot {@code slot} held before the current frame changed it. */
    void record(int slot, int word) {
        slots[top] = slot;
        words[top] = word;
        top++;
    }

    /** The same with the slot's pattern word (one entry restores both halves of a point's state). */
    void record(int slot, int word, int patternWord) {
        slots[top] = slot;
        words[top] = word;
        patternWords[top] = patternWord;
        top++;
    }

    /** Number of open frames: the index the next {@link #open} gets, the one the last {@link #close} had. */
    int depth() {
        return frames;
    }

    /**
     * Closes the last frame for taking its stone back; returns the index of its first entry, or -1 when
     * the frame is stale (the caller recomputes). Its entries run up to {@link #closedEnd}.
     */
    int close() {
        frames--;
        int start = frameStart[frames];
        closedEnd = top;
        top = start;
        return frameGeneration[frames] == generation ? start : -1;
    }

    /** One past the last entry of the frame {@link #close} returned. */
    int closedEnd() {
        return closedEnd;
    }

    int slot(int i) {
        return slots[i];
    }

    int word(int i) {
        return words[i];
    }

    int patternWord(int i) {
        return patternWords[i];
    }

    /** Every open frame becomes stale (the words under them were rewritten). */
    void invalidate() {
        generation++;
    }

    /** Forgets every frame (the board was emptied). */
    void reset() {
        top = 0;
        frames = 0;
        generation++;
    }
}
