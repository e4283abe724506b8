package rules_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// baseSet is the shipped base set with the Action cards and the Deity of
// each of its pre-built decks.
func baseSet(t testing.TB) (*rules.CardSet, [][]rules.DefID, []int) {
	t.Helper()
	set := cardsettest.Base(t)
	var decks [][]rules.DefID
	var deities []int
	for _, d := range cardsettest.Prebuilt(t, set) {
		decks = append(decks, d.Cards())
		deities = append(deities, d.Deity)
	}
	return set, decks, deities
}

// playReal plays one random game with real decks; with check it validates
// the state, refuses an unlisted action and round-trips a save on the way.
func playReal(t testing.TB, set *rules.CardSet, decks [][]rules.DefID, deities []int, seed uint64, players int, check bool) (int, *rules.State) {
	seats := make([]rules.Seat, players)
	for i := range seats {
		k := (int(seed) + i) % len(decks)
		seats[i] = rules.Seat{Deity: deities[k], Deck: decks[k]}
	}
	s, err := rules.NewGame(set, rules.Config{Seed: seed, Seats: seats, First: -1})
	if err != nil {
		t.Fatal(err)
	}
	s.NoLog = !check
	r := rand.New(rand.NewPCG(seed, 99))
	var buf []rules.Action
	steps := 0
	for !s.Over() {
		buf = s.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("seed %d: nothing legal for %+v", seed, s.Pending)
		}
		a := buf[r.IntN(len(buf))]
		if check {
			bad := a
			bad.Player = (a.Player + 1) % int8(players)
			h := s.StateHash()
			if s.Apply(bad) == nil || s.StateHash() != h {
				t.Fatalf("seed %d: a wrong-player action was accepted or changed the state", seed)
			}
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("seed %d step %d: legal %s refused: %v", seed, steps, s.Describe(a, -1), err)
		}
		steps++
		if check {
			if err := s.Validate(); err != nil {
				t.Fatalf("seed %d step %d after %s: %v", seed, steps, s.Describe(a, -1), err)
			}
			if steps%97 == 0 {
				var b bytes.Buffer
				if err := s.Save(&b); err != nil {
					t.Fatal(err)
				}
				back, err := rules.Load(&b, set)
				if err != nil || back.StateHash() != s.StateHash() {
					t.Fatalf("seed %d: save/load round trip failed: %v", seed, err)
				}
			}
		}
		if steps > 100000 {
			t.Fatalf("seed %d: the game does not end", seed)
		}
	}
	return steps, s
}

func TestRealDecksRandomGames(t *testing.T) {
	set, decks, deities := baseSet(t)
	n := 40
	if testing.Short() {
		n = 8
	}
	for _, players := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= uint64(n); seed++ {
			playReal(t, set, decks, deities, seed*7+uint64(players), players, true)
		}
	}
}

// FuzzRandomGame plays a whole random game for any seed and table size,
// checking the invariants after every action.
func FuzzRandomGame(f *testing.F) {
	set, decks, deities := baseSet(f)
	f.Add(uint64(1), uint8(2))
	f.Add(uint64(77), uint8(3))
	f.Add(uint64(12345), uint8(4))
	f.Fuzz(func(t *testing.T, seed uint64, players uint8) {
		playReal(t, set, decks, deities, seed, 2+int(players%3), true)
	})
}

// BenchmarkRealRandomGame: complete random two-player games with the
// pre-built decks, on one goroutine.
func BenchmarkRealRandomGame(b *testing.B) {
	set, decks, deities := baseSet(b)
	b.ReportAllocs()
	steps, turns := 0, 0
	for i := 0; i < b.N; i++ {
		n, s := playReal(b, set, decks, deities, uint64(i+1), 2, false)
		steps += n
		turns += int(s.Turn)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/float64(b.N), "actions/game")
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}
