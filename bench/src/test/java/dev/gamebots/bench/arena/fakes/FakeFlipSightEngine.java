package dev.gamebots.bench.arena.fakes;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A FlipSight --engine for tests: reads one JSON request per line and picks from the server's
 * {@code legal_moves} (so it needs no rules of its own). Usage: {@code FakeFlipSightEngine MODE
 * [PARAM]}. Modes: {@code first}, {@code random SEED}, {@code coord} (answers "d3" / "pass"),
 * {@code oneshot} (answers one request, then exits), {@code crash N} (exits on request N+1),
 * {@code garbage}, {@code silent}, {@code slow MS}, {@code illegal} (a square not in legal_moves),
 * {@code badpass} (passes when it has moves), {@code extra} (an extra stdout line after its first
 * answer), {@code think} (first, with {@code search depth 1 score +N.00 nodes N best d3} on stderr
 * before each answer, N the legal moves it was given).
 */
public final class FakeFlipSightEngine {

    private static final Pattern LEGAL = Pattern.compile("\"legal_moves\"\\s*:\\s*\\[([^\\]]*)\\]");
    private static final Pattern SIZE = Pattern.compile("\"board_size\"\\s*:\\s*(\\d+)");

    private FakeFlipSightEngine() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String mode = args[0];
        long param = args.length > 1 ? Long.parseLong(args[1]) : 0;
        Random random = new Random(param);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int requests = 0;
        while ((line = in.readLine()) != null) {
            requests++;
            List<Integer> legal = legal(line);
            Matcher sm = SIZE.matcher(line);
            int size = sm.find() ? Integer.parseInt(sm.group(1)) : 8;
            System.err.println("request " + requests + ", " + legal.size() + " legal moves");
            if (mode.equals("crash") && requests > param) {
                System.exit(4);
            }
            switch (mode) {
                case "garbage" -> {
                    say("I think d3 is nice");
                    continue;
                }
                case "silent" -> {
                    Thread.sleep(3_600_000);
                    continue;
                }
                case "slow" -> Thread.sleep(param);
                case "illegal" -> {
                    for (int sq = 0; sq < size * size; sq++) {
                        if (!legal.contains(sq)) {
                            say("{\"move\":" + sq + "}");
                            break;
                        }
                    }
                    continue;
                }
                case "badpass" -> {
                    say("{\"move\":-1}");
                    continue;
                }
                default -> {
                }
            }
            int move = legal.isEmpty() ? -1
                    : mode.equals("random") ? legal.get(random.nextInt(legal.size())) : legal.get(0);
            if (mode.equals("think")) {
                // A search line as othello-adapter logs it: "nodes" and "score" are the legal moves it was given.
                System.err.println("search depth 1 score +" + legal.size() + ".00 nodes " + legal.size() + " best "
                        + (move < 0 ? "pass" : "" + (char) ('a' + move % size) + (move / size + 1)));
            }
            if (mode.equals("coord")) {
                say(move < 0 ? "{\"move\":\"pass\"}"
                        : "{\"move\":\"" + (char) ('A' + move % size) + (move / size + 1) + "\"}");
            } else {
                say("{\"move\":" + move + "}");
            }
            if (mode.equals("extra") && requests == 1) {
                say("thinking done");
            }
            if (mode.equals("oneshot")) {
                return;
            }
        }
    }

    private static List<Integer> legal(String line) {
        List<Integer> out = new ArrayList<>();
        Matcher m = LEGAL.matcher(line);
        if (m.find()) {
            for (String s : m.group(1).split(",")) {
                if (!s.isBlank()) {
                    out.add(Integer.parseInt(s.trim()));
                }
            }
        }
        return out;
    }

    private static void say(String s) {
        System.out.println(s);
        System.out.flush();
    }
}
