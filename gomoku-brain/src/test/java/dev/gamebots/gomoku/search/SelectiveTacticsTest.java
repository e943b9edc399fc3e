package dev.gamebots.gomoku.search;

/** Every tactic of {@link TacticsTest}, searched by the {@link SelectiveSearch}. */
class SelectiveTacticsTest extends TacticsTest {

    @Override
    SearchConfig config() {
        return SearchConfig.defaults().with("selective");
    }
}
