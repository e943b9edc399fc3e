package dev.gamebots.gomoku.search;

import dev.gamebots.gomoku.rules.Rule;
import java.util.EnumMap;
import java.util.Map;

/**
 * The brain's search settings under every family of rules: each family's defaults ({@link
 * SearchConfig#defaults(Rule.Kind)}: a family may have its own tuned values) with the same
 * changes on top ({@code --search-config key=value,...}, then INFO search_config). A change the user
 * gives wins over a family's default.
 */
public final class SearchSettings {

    private final String changes;
    private final Map<Rule.Kind, SearchConfig> byKind = new EnumMap<>(Rule.Kind.class);

    /**
     * The defaults with {@code changes} ("key=value,..."; null or blank: none).
     *
     * @throws IllegalArgumentException for an unknown key or a malformed value, under any rule
     */
    public SearchSettings(String changes) {
        this.changes = changes == null ? "" : changes.strip();
        for (Rule.Kind kind : Rule.Kind.values()) {
            byKind.put(kind, SearchConfig.defaults(kind).with(this.changes));
        }
    }

    /** The brain's own settings: each family's defaults. */
    public static SearchSettings defaults() {
        return new SearchSettings("");
    }

    /** These settings with {@code more} changes on top (later keys win). */
    public SearchSettings then(String more) {
        if (more == null || more.isBlank()) {
            return this;
        }
        return new SearchSettings(changes.isEmpty() ? more : changes + "," + more);
    }

    /** The settings a search under {@code rule} uses. */
    public SearchConfig forRule(Rule rule) {
        return byKind.get(rule.kind());
    }

    /** The changes on top of the defaults, as given. */
    public String changes() {
        return changes;
    }

    /** Equal when every family searches alike (however the changes were spelled). */
    @Override
    public boolean equals(Object o) {
        return o instanceof SearchSettings s && byKind.equals(s.byKind);
    }

    @Override
    public int hashCode() {
        return byKind.hashCode();
    }

    @Override
    public String toString() {
        return changes.isEmpty() ? "defaults" : changes;
    }
}
