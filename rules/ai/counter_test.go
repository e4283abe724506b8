package ai

import (
	"math/rand/v2"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/cardset/cardsettest"
)

// TestPlayoutsCounter plays two-player games in which every seat's deck
// holds Counters (the pre-built decks with six Veto added) and asks the
// playout policy, without random moves, at every decision where a Counter
// could be played: it answers rather than pass, with the Counter or with
// another answer it rates higher (a Sacrifice that Destroys the card on
// the chain), and with the Counter at most of them. Left below a pass, no
// playout ever countered, and the search never saw what holding Aspects
// open for a Counter was worth (issue #22).
func TestPlayoutsCounter(t *testing.T) {
	set, decks := decksWithCounters(t)
	greedy, noisy := newPolicy(0, plainThumbs()), newPolicy(0.25, plainThumbs())
	var legal, moves []rules.Action
	offered, countered := 0, 0
	for seed := uint64(1); seed <= 60; seed++ {
		s := cardsettest.Game(t, set, decks, seed*3) // seed*3 mod 3 = 0: two players
		r := rand.New(rand.NewPCG(seed, 22))
		for step := 0; step < 3000 && !s.Over(); step++ {
			legal = s.Legal(legal[:0])
			moves = s.SearchLegal(moves[:0])
			if s.Pending.Kind == rules.DecPriority && offersCounter(s, legal) {
				offered++
				switch a := greedy.choose(s, moves, r); {
				case playsCounter(s, a):
					countered++
				case a.Kind == rules.ActPass:
					t.Fatalf("seed %d step %d: the policy passed with a Counter to play", seed, step)
				default:
					t.Logf("seed %d step %d: the policy answered %s instead", seed, step, s.Describe(a, a.Player))
				}
			}
			if err := s.Apply(noisy.choose(s, moves, r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d decisions offered a Counter, %d played one", offered, countered)
	if offered < 20 {
		t.Fatalf("only %d decisions offered a Counter: the test checks too little", offered)
	}
	if 2*countered <= offered {
		t.Fatalf("a Counter was played at only %d of %d decisions that offered one", countered, offered)
	}
}

// decksWithCounters returns the base set and its pre-built decks, each
// with six Veto more.
func decksWithCounters(t *testing.T) (*rules.CardSet, []cardset.Deck) {
	set := cardsettest.Base(t)
	decks := cardsettest.Prebuilt(t, set)
	veto := mustLookup(t, set, "Veto")
	for i := range decks {
		decks[i].Add(veto, 6)
	}
	return set, decks
}

func offersCounter(s *rules.State, legal []rules.Action) bool {
	for _, a := range legal {
		if playsCounter(s, a) {
			return true
		}
	}
	return false
}

// playsCounter reports whether a plays a Counter: a Counter Scheme from
// the Hand, or a Counter ability of a card in play (Veto, an Intrigue).
func playsCounter(s *rules.State, a rules.Action) bool {
	switch a.Kind {
	case rules.ActSummon:
		return s.Cards[a.Card].Zone == rules.ZHand && counters(s.Def(a.Card))
	case rules.ActActivate:
		return countering(&s.Def(a.Card).Abilities[a.Ability])
	}
	return false
}
