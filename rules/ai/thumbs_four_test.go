package ai

import (
	"flag"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/cardset/cardsettest"
)

var tuneFour = flag.Int("tune-four", 0, "TestTuneThumbsFour: tune the rules of thumb for four players by self-play, this many deals a trial (each played four times)")

// greedyFour plays 4n games at a table of four, every one for himself,
// between a player following rules of thumb a and three following b: each
// deal four times with a in each seat in turn, the decks going round the
// table from deal to deal. It returns a's wins and the games anyone won:
// a's parity is a quarter.
func greedyFour(t testing.TB, set *rules.CardSet, decks []cardset.Deck, a, b *thumbs, n int, seed uint64) (wins, decided int) {
	return greedyTable(t, set, a, b, 4, n, seed, func(deal, seat int) cardset.Deck {
		return decks[(deal+seat)%len(decks)]
	})
}

// TestTuneThumbsFour is how fourThumbs were found (go test ./rules/ai -run
// TestTuneThumbsFour -tune-four 2000 -v): TestTuneThumbs's search at a
// table of four, from hard's two-player rules of thumb, one seat playing
// the trial against three playing the best so far; a change is kept when
// the trial wins more than 26% of the games (parity 25%).
func TestTuneThumbsFour(t *testing.T) {
	if *tuneFour <= 0 {
		t.Skip("run with -tune-four N")
	}
	set := cardsettest.Base(t)
	decks := cardsettest.Prebuilt(t, set)
	tuneThumbs(t, hardThumbs(), "fourThumbs (changes to hardThumbs)", 0.26, 7000, uint64(*tuneFour), func(trial, best *thumbs, seed uint64) float64 {
		wins, decided := greedyFour(t, set, decks, trial, best, *tuneFour, seed)
		return float64(wins) / float64(decided)
	})
}

// At a table of four, hard's rules of thumb for four beat three players
// following its two-player ones (parity: a quarter of the games), on deals
// they were not tuned on; at two players they are not the better ones,
// so hard keeps its two-player rules of thumb there (thumbsFor).
func TestFourThumbsAtFour(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 3,000 games")
	}
	set := cardsettest.Base(t)
	decks := cardsettest.Prebuilt(t, set)
	wins, decided := greedyFour(t, set, decks, fourThumbs(), hardThumbs(), 500, 99000)
	if rate := float64(wins) / float64(decided); decided < 1900 || rate < 0.33 {
		t.Errorf("at four, fourThumbs won %d of %d (%.1f%%) against hardThumbs, want at least 33%% of about 2,000", wins, decided, 100*rate)
	}
	wins, decided = greedyMatch(t, set, decks, fourThumbs(), hardThumbs(), 500, 99000)
	if rate := float64(wins) / float64(decided); rate > 0.5 {
		t.Errorf("at two, fourThumbs won %d of %d (%.1f%%) against hardThumbs: hard should play them at two as well", wins, decided, 100*rate)
	}
}

// Hard plays by fourThumbs at a free-for-all table of more than two
// players still in, and by hardThumbs at two and in team games.
func TestThumbsForTheTable(t *testing.T) {
	set := cardsettest.Base(t)
	decks := cardsettest.Prebuilt(t, set)
	p, err := New("hard", Options{})
	if err != nil {
		t.Fatal(err)
	}
	sp := p.(*searchPlayer)
	for _, tc := range []struct {
		name  string
		n     int
		teams bool
		out   int // players out of the game
		want  *thumbs
	}{
		{"two", 2, false, 0, sp.thumbs},
		{"three", 3, false, 0, sp.four},
		{"four", 4, false, 0, sp.four},
		{"four, two out", 4, false, 2, sp.thumbs},
		{"two against two", 4, true, 0, sp.thumbs},
	} {
		seats := make([]rules.Seat, tc.n)
		for i := range seats {
			seats[i] = rules.Seat{Deity: decks[i].Deity, Deck: decks[i].Cards()}
		}
		cfg := rules.Config{Seed: 1, Seats: seats}
		if tc.teams {
			cfg.Teams = []int8{1, 2, 1, 2}
		}
		s, err := rules.NewGame(set, cfg)
		if err != nil {
			t.Fatal(err)
		}
		for q := 0; q < tc.out; q++ {
			s.Players[q+1].Lost = true
		}
		if got := sp.thumbsFor(s); got != tc.want {
			t.Errorf("%s: hard plays by the wrong rules of thumb", tc.name)
		}
	}
}
