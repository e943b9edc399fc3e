package dev.gamebots.gomoku;

/** Entry point of the gomoku-brain jar (placeholder until the bot is built). */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the bot; returns the process exit code. */
    public static int run(String[] args) {
        System.err.println("gomoku-brain: not implemented yet");
        return 2;
    }
}
