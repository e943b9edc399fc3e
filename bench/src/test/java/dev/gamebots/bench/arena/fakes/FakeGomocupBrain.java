package dev.gamebots.bench.arena.fakes;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A Gomocup brain for tests with a minimal board of its own (no rules: any empty point).
 * Usage: {@code FakeGomocupBrain MODE [PARAM]}. Modes: {@code first} (first empty point, row by
 * row), {@code random SEED}, {@code script "x,y;x,y;..."} (those points, then first empty),
 * {@code message} (first, with MESSAGE and DEBUG lines and a stderr line before each move), {@code crash N} (exits
 * instead of its (N+1)th move), {@code garbage}, {@code silent}, {@code slow MS}, {@code error}
 * (ERROR to every move request), {@code occupied}, {@code offboard}, {@code pastedge} (size,0), {@code extra} (a stray line
 * after its first move), {@code noabout} (never answers ABOUT), and the three that the real managers
 * do not fault: {@code infoerror} (Rapfi's input race, made deterministic: an {@code INFO time_left}
 * that reaches it after its first move is answered {@code ERROR Unknown command: TIME_LEFT} and
 * {@code ERROR Unknown command: <value>}, as Rapfi answers the words of an INFO line whose first
 * word it dropped while still finishing its search), {@code strayerror} (an {@code ERROR} line
 * right after its first move), {@code slowfirst MS} (its first move request costs MS of set-up
 * before it answers), {@code slowstart MS} (waits MS and prints a banner line before OK to START);
 * {@code crashturn} (exits on a TURN before it has moved: it crashes when it plays white on an
 * empty board and plays out the games where it is black); and {@code nbest}, which knows Yixin-Board's
 * {@code YXBOARD} and {@code YXNBEST n}: its n lines are the first n empty points row by row, scored
 * +30, +20, +10, ... ({@code MESSAGE NBEST k x,y score S depth 3 pv x,y}), after a {@code DEBUG depth 3
 * score +30 pv x,y} line, and it plays the first; with {@code INFO timeout_turn 0} (an analysis) its
 * scores are +50, +40, ..., and it prints the DEBUG line and waits for {@code YXSTOP} before the
 * lines and the move ({@code nbest crash}: it exits instead). (Every other mode answers
 * UNKNOWN to these commands, as a brain that does not know them.) Every mode but {@code norestart} (first, and UNKNOWN
 * to RESTART, as an older brain) answers RESTART with OK (a new game; its move counts go on) and {@code INFO search_config} naming {@code noSuchSetting} with an ERROR, as
 * our brain refuses a setting it does not have.
 */
public final class FakeGomocupBrain {

    private int size;
    private int[] board = new int[0];
    private final String mode;
    private final String param;
    private final Random random;
    private final List<int[]> script = new ArrayList<>();
    private int moves;
    private long turnMs = -1;
    private BufferedReader in;

    private FakeGomocupBrain(String mode, String param) {
        this.mode = mode;
        this.param = param;
        this.random = new Random(param.matches("\\d+") ? Long.parseLong(param) : 0);
        if (mode.equals("script")) {
            for (String p : param.split(";")) {
                String[] xy = p.split(",");
                script.add(new int[] {Integer.parseInt(xy[0].trim()), Integer.parseInt(xy[1].trim())});
            }
        }
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        new FakeGomocupBrain(args[0], args.length > 1 ? args[1] : "").loop();
    }

    private void loop() throws IOException, InterruptedException {
        in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            String[] w = line.trim().split("\\s+", 2);
            switch (w[0].toUpperCase()) {
                case "START" -> {
                    size = Integer.parseInt(w[1].trim());
                    board = new int[size * size];
                    if (mode.equals("slowstart")) {
                        Thread.sleep(Long.parseLong(param));
                        say("fake brain " + param + " ms late, starting");
                    }
                    say("OK");
                }
                case "RESTART" -> {
                    if (mode.equals("norestart")) {
                        say("UNKNOWN RESTART"); // an older brain
                        continue;
                    }
                    // A new game on the same board: it forgets the last one (the crash counts stay per process).
                    board = new int[size * size];
                    say("OK");
                }
                case "ABOUT" -> {
                    if (!mode.equals("noabout")) {
                        say("name=\"fake-" + mode + "\", version=\"1\", author=\"tests\", country=\"XX\"");
                    }
                }
                case "INFO" -> {
                    String[] setting = w.length > 1 ? w[1].trim().split("\\s+") : new String[0];
                    if (setting.length == 2 && setting[0].equalsIgnoreCase("search_config")
                            && setting[1].contains("noSuchSetting")) {
                        say("ERROR unknown search setting 'noSuchSetting'"); // as our brain refuses a setting
                    }
                    if (setting.length == 2 && setting[0].equalsIgnoreCase("timeout_turn")) {
                        turnMs = Long.parseLong(setting[1]);
                    }
                    if (mode.equals("infoerror") && moves > 0 && w.length > 1
                            && w[1].toUpperCase().startsWith("TIME_LEFT")) {
                        String[] kv = w[1].trim().split("\\s+");
                        say("ERROR Unknown command: " + kv[0].toUpperCase());
                        say("ERROR Unknown command: " + (kv.length > 1 ? kv[1] : ""));
                    }
                }
                case "BEGIN" -> move();
                case "TURN" -> {
                    if (mode.equals("crashturn") && moves == 0) {
                        System.exit(6);
                    }
                    String[] xy = w[1].split(",");
                    board[Integer.parseInt(xy[1].trim()) * size + Integer.parseInt(xy[0].trim())] = 2;
                    move();
                }
                case "BOARD" -> {
                    java.util.Arrays.fill(board, 0); // BOARD imposes the whole position
                    String l;
                    while ((l = in.readLine()) != null && !l.trim().equalsIgnoreCase("DONE")) {
                        String[] f = l.trim().split(",");
                        board[Integer.parseInt(f[1]) * size + Integer.parseInt(f[0])] = Integer.parseInt(f[2]);
                    }
                    move();
                }
                case "YXBOARD" -> {
                    if (!mode.equals("nbest")) {
                        say("UNKNOWN " + w[0]);
                        continue;
                    }
                    java.util.Arrays.fill(board, 0); // a whole position, without a search or a reply
                    String l;
                    while ((l = in.readLine()) != null && !l.trim().equalsIgnoreCase("DONE")) {
                        String[] f = l.trim().split(",");
                        board[Integer.parseInt(f[1]) * size + Integer.parseInt(f[0])] = Integer.parseInt(f[2]);
                    }
                }
                case "YXNBEST" -> {
                    if (!mode.equals("nbest")) {
                        say("UNKNOWN " + w[0]);
                        continue;
                    }
                    if (!bestLines(Integer.parseInt(w[1].trim()))) {
                        return;
                    }
                }
                case "YXSTOP" -> {
                    if (!mode.equals("nbest")) {
                        say("UNKNOWN " + w[0]);
                    }
                }
                case "END" -> {
                    return;
                }
                default -> say("UNKNOWN " + w[0]);
            }
        }
    }

    private void move() throws InterruptedException {
        if (mode.equals("crash") && moves >= Integer.parseInt(param)) {
            System.exit(5);
        }
        switch (mode) {
            case "garbage" -> {
                say("seven seven");
                return;
            }
            case "silent" -> {
                Thread.sleep(3_600_000);
                return;
            }
            case "slow" -> Thread.sleep(Long.parseLong(param));
            case "slowfirst" -> {
                if (moves == 0) {
                    Thread.sleep(Long.parseLong(param));
                }
            }
            case "error" -> {
                say("ERROR I cannot play");
                return;
            }
            case "offboard" -> {
                say(size + "," + size);
                return;
            }
            case "pastedge" -> {
                say(size + ",0"); // one past the right edge of the first row
                return;
            }
            case "message" -> {
                say("MESSAGE thinking hard");
                say("DEBUG depth 3");
                System.err.println("stderr: pondering " + (moves + 1));
            }
            default -> {
            }
        }
        int chosen = -1;
        if (mode.equals("occupied")) {
            for (int i = 0; i < board.length && chosen < 0; i++) {
                if (board[i] != 0) {
                    chosen = i;
                }
            }
        }
        if (chosen < 0 && moves < script.size()) {
            int[] p = script.get(moves);
            if (board[p[1] * size + p[0]] == 0) {
                chosen = p[1] * size + p[0];
            }
        }
        if (chosen < 0 && mode.equals("random")) {
            int count = 0;
            for (int i = 0; i < board.length; i++) {
                if (board[i] == 0 && random.nextInt(++count) == 0) {
                    chosen = i;
                }
            }
        }
        for (int i = 0; i < board.length && chosen < 0; i++) {
            if (board[i] == 0) {
                chosen = i;
            }
        }
        board[chosen] = 1;
        moves++;
        say((chosen % size) + "," + (chosen / size));
        if (mode.equals("extra") && moves == 1) {
            say("I played that");
        }
        if (mode.equals("strayerror") && moves == 1) {
            say("ERROR a stray line after the move");
        }
    }

    /** YXNBEST n; false when END came while it waited for YXSTOP. */
    private boolean bestLines(int n) throws IOException {
        List<Integer> empty = new ArrayList<>();
        for (int i = 0; i < board.length && empty.size() < n; i++) {
            if (board[i] == 0) {
                empty.add(i);
            }
        }
        int top = turnMs == 0 ? 50 : 30;
        say("DEBUG depth 3 score " + String.format("%+d", top) + " nodes 3 pv " + point(empty.get(0)));
        if (turnMs == 0) {
            String l;
            while ((l = in.readLine()) != null && !l.trim().equalsIgnoreCase("YXSTOP")) {
                if (l.trim().equalsIgnoreCase("END")) {
                    return false;
                }
            }
            if (param.equals("crash")) {
                System.exit(7);
            }
        }
        for (int k = 0; k < empty.size(); k++) {
            say("MESSAGE NBEST " + (k + 1) + " " + point(empty.get(k)) + " score " + String.format("%+d", top - 10 * k) + " depth 3 pv "
                    + point(empty.get(k)));
        }
        board[empty.get(0)] = 1;
        moves++;
        say(point(empty.get(0)));
        return true;
    }

    private String point(int cell) {
        return (cell % size) + "," + (cell / size);
    }

    private static void say(String s) {
        System.out.println(s);
        System.out.flush();
    }
}
