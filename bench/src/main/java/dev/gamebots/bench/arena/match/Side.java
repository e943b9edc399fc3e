package dev.gamebots.bench.arena.match;

/** The two engines of a match, as named on the command line: {@code --a} and {@code --b}. */
public enum Side {
    A, B;

    public Side other() {
        return this == A ? B : A;
    }

    public String lower() {
        return this == A ? "a" : "b";
    }
}
