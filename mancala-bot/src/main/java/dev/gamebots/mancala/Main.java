package dev.gamebots.mancala;

/** Entry point of the mancala-bot jar (placeholder until the bot is built). */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the bot; returns the process exit code. */
    public static int run(String[] args) {
        System.err.println("mancala-bot: not implemented yet");
        return 2;
    }
}
