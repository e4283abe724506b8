package ai

import (
	"context"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// offerCount is what offerGames saw: the computers' turns, the offers
// they sent, the turns in which one sent more than one, and the offers
// the receiver's rules of thumb would turn down.
type offerCount struct {
	turns, offers, twice, unfair int
}

// offerGames plays games between easy computers (the pre-built decks, 2
// to 4 seats) and counts their trade offers; noLog plays them with the
// game's log switched off, as the simulator does.
func offerGames(t *testing.T, games int, noLog bool) offerCount {
	t.Helper()
	set := cardsettest.Base(t)
	decks := cardsettest.Prebuilt(t, set)
	var n offerCount
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s := cardsettest.Game(t, set, decks, seed)
		s.NoLog = noLog
		bots := make([]Player, s.NumPlayers())
		for i := range bots {
			bots[i], _ = New("easy", Options{Deck: decks[(int(seed)+i)%len(decks)].Cards()}) // as cardsettest.Game deals them
		}
		sent := map[int8]int{}
		for step := 0; step < 6000 && !s.Over() && s.Turn < 30; step++ {
			if s.Pending.Kind == rules.DecAnswer && !acceptable(s, &s.Offer, plainThumbs()) {
				n.unfair++
			}
			turn := s.Turn
			a, err := bots[s.Pending.Player].Decide(context.Background(), s.View(s.Pending.Player), seed+uint64(step))
			if err != nil {
				t.Fatal(err)
			}
			if a.Kind == rules.ActSend {
				n.offers++
				sent[a.Player]++
				if sent[a.Player] == 2 {
					n.twice++
				}
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			if s.Turn != turn {
				n.turns++
				clear(sent)
			}
		}
	}
	return n
}

// TestOffersFairAndOnceATurn: the computer sends at most one offer a
// turn, and only offers its own rules of thumb would accept in the
// receiver's place, whether or not the game keeps its log (the simulator
// switches it off: the computer once read its own offers from the log,
// and there offered again after each decline).
func TestOffersFairAndOnceATurn(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	for _, noLog := range []bool{false, true} {
		n := offerGames(t, 4, noLog)
		t.Logf("log off %v: %d turns, %d offers (%.2f a turn), %d turns with a second offer, %d offers the receiver's rules of thumb decline",
			noLog, n.turns, n.offers, float64(n.offers)/float64(max(1, n.turns)), n.twice, n.unfair)
		if n.twice > 0 || n.unfair > 0 {
			t.Errorf("log off %v: %d turns with two offers from one computer, %d unfair offers; want none", noLog, n.twice, n.unfair)
		}
	}
}
