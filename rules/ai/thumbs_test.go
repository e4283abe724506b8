package ai

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/cardset/cardsettest"
)

var tune = flag.Int("tune", 0, "TestTuneThumbs: tune hard's rules of thumb by self-play, this many games a side per trial")

// greedyMatch plays 2n games between policies following rules of thumb a
// and b (with a twentieth of random moves, so that games differ): every
// pairing of the pre-built decks in turn, each deal played twice with the
// seats swapped. It returns a's wins and the games won by either side.
func greedyMatch(t testing.TB, set *rules.CardSet, decks []cardset.Deck, a, b *thumbs, n int, seed uint64) (wins, decided int) {
	return greedyTable(t, set, a, b, 2, n, seed, func(deal, seat int) cardset.Deck {
		if seat == 0 {
			return decks[deal%len(decks)]
		}
		return decks[(deal/len(decks))%len(decks)]
	})
}

// greedyTable plays n deals at a table of players seats, every one for
// himself, each deal once with a's policy in each seat in turn and b's in
// the others (a twentieth of random moves, so that games differ); deckOf
// gives each seat's deck for a deal. It returns a's wins and the games
// anyone won.
func greedyTable(t testing.TB, set *rules.CardSet, a, b *thumbs, players, n int, seed uint64, deckOf func(deal, seat int) cardset.Deck) (wins, decided int) {
	t.Helper()
	var buf []rules.Action
	for g := 0; g < players*n; g++ {
		deal, aSeat := g/players, int8(g%players)
		seats := make([]rules.Seat, players)
		for i := range seats {
			d := deckOf(deal, i)
			seats[i] = rules.Seat{Deity: d.Deity, Deck: d.Cards()}
		}
		s, err := rules.NewGame(set, rules.Config{Seed: seed + uint64(deal), Seats: seats, First: deal % players})
		if err != nil {
			t.Fatal(err)
		}
		s.NoLog = true
		pa, pb := newPolicy(0.05, a), newPolicy(0.05, b)
		r := rand.New(rand.NewPCG(seed+uint64(deal), 7))
		for step := 0; step < 10000*players && !s.Over(); step++ {
			buf = s.SearchLegal(buf[:0])
			pol := pb
			if s.Pending.Player == aSeat {
				pol = pa
			}
			if err := s.Apply(pol.choose(s, buf, r)); err != nil {
				t.Fatalf("game %d step %d: %v", g, step, err)
			}
		}
		if s.Over() && s.Winner >= 0 {
			decided++
			if s.Won(aSeat) {
				wins++
			}
		}
	}
	return wins, decided
}

// Hard's playouts follow its own rules of thumb because they play better
// games: playing by them alone (no search), a player beats one playing by
// the hand-written ones in most games.
func TestHardThumbsBeatPlain(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 800 games")
	}
	set := cardsettest.Base(t)
	decks := cardsettest.Prebuilt(t, set)
	wins, decided := greedyMatch(t, set, decks, hardThumbs(), plainThumbs(), 400, 1)
	rate := float64(wins) / float64(decided)
	t.Logf("hard's rules of thumb won %d of %d games against the plain ones (%.1f%%)", wins, decided, 100*rate)
	if decided < 780 || rate < 0.7 {
		t.Errorf("hard's rules of thumb won %d of %d decided games (%.1f%%), want at least 70%% of about 800", wins, decided, 100*rate)
	}
	// Against itself the match is even: the seats and deals are fair.
	wins, decided = greedyMatch(t, set, decks, hardThumbs(), hardThumbs(), 200, 1)
	if rate := float64(wins) / float64(decided); rate < 0.45 || rate > 0.55 {
		t.Errorf("hard's rules of thumb against themselves won %d of %d (%.1f%%), want about half", wins, decided, 100*rate)
	}
}

// thumbsFields names the numbers TestTuneThumbs varies.
func thumbsFields(t *thumbs) map[string]*float64 {
	return map[string]*float64{
		"sacrificeTempo": &t.sacrificeTempo, "seizeBase": &t.seizeBase, "seizeHand": &t.seizeHand,
		"seizeHandKept": &t.seizeHandKept, "seizeAspects": &t.seizeAspects, "seizeLevel": &t.seizeLevel,
		"tradeOffer": &t.tradeOffer, "forcedTops": &t.forcedTops, "forcedGive": &t.forcedGive,
		"acceptGain": &t.acceptGain, "acceptCost": &t.acceptCost, "creatureBase": &t.creatureBase,
		"creatureCost": &t.creatureCost, "creatureStats": &t.creatureStats, "schemeMain": &t.schemeMain,
		"activate": &t.activate, "deityPower": &t.deityPower, "attackKills": &t.attackKills,
		"attackSafe": &t.attackSafe, "attackTrade": &t.attackTrade, "attackDies": &t.attackDies,
		"attackDiscard": &t.attackDiscard, "blockKills": &t.blockKills, "blockSafe": &t.blockSafe,
		"blockTrade": &t.blockTrade, "blockChump": &t.blockChump,
	}
}

// TestTuneThumbs is how hardThumbs were found (go test ./rules/ai -run
// TestTuneThumbs -tune 1500 -v, about three minutes a pass): starting from
// the plain rules of thumb, each number in turn is tried half its size
// lower and higher (at least 0.3) in a match against the best so far, and
// a change is kept when it wins more than 50.5% of the games.
func TestTuneThumbs(t *testing.T) {
	if *tune <= 0 {
		t.Skip("run with -tune N")
	}
	set := cardsettest.Base(t)
	decks := cardsettest.Prebuilt(t, set)
	tuneThumbs(t, plainThumbs(), "hardThumbs (changes to plainThumbs)", 0.505, 1000, uint64(*tune), func(trial, best *thumbs, seed uint64) float64 {
		wins, decided := greedyMatch(t, set, decks, trial, best, *tune, seed)
		return float64(wins) / float64(decided)
	})
}

// tuneThumbs runs two passes of the coordinate search from start: each
// number in turn tried half its size lower and higher (at least 0.3), a
// change kept when rate (the trial's share of wins against the best so
// far, played from seed, which moves on by seedStep a trial) beats keep.
// It logs the changes from start as lines for the function named.
func tuneThumbs(t *testing.T, start *thumbs, name string, keep float64, seed, seedStep uint64, rate func(trial, best *thumbs, seed uint64) float64) {
	best := new(thumbs)
	*best = *start
	names := make([]string, 0, 32)
	for field := range thumbsFields(best) {
		names = append(names, field)
	}
	slices.Sort(names)
	for pass := 0; pass < 2; pass++ {
		for _, field := range names {
			cur := *thumbsFields(best)[field]
			step := max(0.5*max(cur, -cur), 0.3)
			bestRate, bestVal := keep, cur
			for _, v := range []float64{cur - step, cur + step} {
				trial := *best
				*thumbsFields(&trial)[field] = v
				seed += seedStep
				if r := rate(&trial, best, seed); r > bestRate {
					bestRate, bestVal = r, v
				}
			}
			if bestVal != cur {
				*thumbsFields(best)[field] = bestVal
				t.Logf("pass %d: %s %.4g -> %.4g (won %.1f%%)", pass+1, field, cur, bestVal, 100*bestRate)
			}
		}
		var lines []string
		for _, field := range names {
			if v := *thumbsFields(best)[field]; v != *thumbsFields(start)[field] {
				lines = append(lines, fmt.Sprintf("\tt.%s = %.4g", field, v))
			}
		}
		t.Logf("after pass %d, %s:\n%s", pass+1, name, strings.Join(lines, "\n"))
	}
}
