package dev.gamebots.bench.arena.fakes;

import java.io.BufferedReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.util.Random;

/**
 * A Mancala contest bot for tests, with its own minimal Kalah(6,4) rules (independent of the
 * arena's). Usage: {@code FakeMancalaBot MODE [PARAM] <log file>}. Modes: {@code first} (lowest
 * non-empty hole), {@code last} (highest), {@code random SEED}, {@code crash N} (exits instead of its (N+1)th move),
 * {@code garbage}, {@code silent}, {@code slow MS}, {@code illegal} (an empty hole), {@code extra}
 * (an extra stdout line after its first move), {@code noack} (never acknowledges OPPONENT). It logs
 * each line it gets and, before each move, {@code search depth 1: move H, N nodes} (N: the holes it
 * could play) to the log file.
 */
public final class FakeMancalaBot {

    // board[0..5] my holes 1..6, board[6] my store, board[7..12] opponent holes 1..6, board[13] its store
    private final int[] board = new int[14];
    private final String mode;
    private final long param;
    private final Random random;
    private int movesMade;

    private FakeMancalaBot(String mode, long param) {
        this.mode = mode;
        this.param = param;
        this.random = new Random(param);
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String mode = args[0];
        long param = args.length > 2 ? Long.parseLong(args[1]) : 0;
        String logFile = args[args.length - 1];
        new FakeMancalaBot(mode, param).loop(logFile);
    }

    private void loop(String logFile) throws IOException, InterruptedException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        try (PrintWriter log = new PrintWriter(new FileWriter(logFile, true), true)) {
            String line;
            while ((line = in.readLine()) != null) {
                String[] w = line.trim().split("\\s+");
                String cmd = w[0].toUpperCase();
                log.println("got " + line);
                switch (cmd) {
                    case "START" -> {
                        for (int i = 0; i < 14; i++) {
                            board[i] = i == 6 || i == 13 ? 0 : 4;
                        }
                        say("OK");
                    }
                    case "MOVE" -> move(log);
                    case "OPPONENT" -> {
                        sow(Integer.parseInt(w[1]), 7);
                        if (!mode.equals("noack")) {
                            say("OK");
                        }
                    }
                    case "END" -> {
                        return;
                    }
                    default -> log.println("ignored " + line);
                }
            }
        }
    }

    private void move(PrintWriter log) throws InterruptedException {
        if (mode.equals("crash") && movesMade >= param) {
            System.exit(3);
        }
        switch (mode) {
            case "garbage" -> {
                say("hello there");
                return;
            }
            case "silent" -> {
                Thread.sleep(3_600_000);
                return;
            }
            case "slow" -> Thread.sleep(param);
            case "illegal" -> {
                for (int h = 1; h <= 6; h++) {
                    if (board[h - 1] == 0) {
                        say(Integer.toString(h));
                        return;
                    }
                }
                say("7");
                return;
            }
            default -> {
            }
        }
        int hole = 0;
        if (mode.equals("random")) {
            int count = 0;
            for (int h = 1; h <= 6; h++) {
                if (board[h - 1] > 0 && random.nextInt(++count) == 0) {
                    hole = h;
                }
            }
        } else if (mode.equals("last")) {
            for (int h = 1; h <= 6; h++) {
                if (board[h - 1] > 0) {
                    hole = h;
                }
            }
        } else {
            for (int h = 6; h >= 1; h--) {
                if (board[h - 1] > 0) {
                    hole = h;
                }
            }
        }
        int nonEmpty = 0;
        for (int h = 1; h <= 6; h++) {
            nonEmpty += board[h - 1] > 0 ? 1 : 0;
        }
        // What a searching bot logs, in mancala-bot's words: here the "nodes" are the holes it could play.
        log.println("search depth 1: move " + hole + ", " + nonEmpty + " nodes");
        sow(hole, 0);
        movesMade++;
        log.println("played " + hole);
        say(Integer.toString(hole));
        if (mode.equals("extra") && movesMade == 1) {
            say("debug: that was my first move");
        }
    }

    /** Sows hole h of the side whose holes start at {@code base} (0 me, 7 the opponent). */
    private void sow(int h, int base) {
        int store = base + 6;
        int skip = base == 0 ? 13 : 6;
        int pos = base + h - 1;
        int n = board[pos];
        board[pos] = 0;
        while (n > 0) {
            pos = (pos + 1) % 14;
            if (pos == skip) {
                continue;
            }
            board[pos]++;
            n--;
        }
        if (pos >= base && pos < store && board[pos] == 1) {
            int opposite = 12 - pos;
            board[store] += board[opposite] + 1;
            board[pos] = 0;
            board[opposite] = 0;
        }
    }

    private static void say(String s) {
        System.out.println(s);
        System.out.flush();
    }
}
