package dev.gamebots.bench.arena.report;

/** The engines' names of a run ({@code --a-name}, {@code --b-name}) by side label "a" or "b". */
public record Names(String a, String b) {

    public String of(String side) {
        return "a".equals(side) ? a : "b".equals(side) ? b : side;
    }
}
