package ai_test

import (
	"context"
	"testing"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset/cardsettest"
)

// BenchmarkHardTurns plays the first turns of a match of hard computers
// (every seat, pre-built decks, fixed seeds) and reports the processor
// time their decisions took: the thinking a table of hard computers needs,
// which a machine shared with other work does not inflate (cpu-s), and
// the decisions searched (those Quick did not answer).
//
//	go test ./rules/ai -run X -bench HardTurns -benchtime 1x
func BenchmarkHardTurns(b *testing.B) {
	for _, tc := range []struct {
		name  string
		turns int
		decks []string
	}{
		{"2p", 8, []string{"mars", "enlil"}},
		{"4p", 12, []string{"mars", "enlil", "hera", "reader"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			set := cardsettest.Base(b)
			for range b.N {
				var seats []rules.Seat
				var bots []ai.Player
				for _, name := range tc.decks {
					d := cardsettest.Deck(b, set, name)
					seats = append(seats, rules.Seat{Deity: d.Deity, Deck: d.Cards()})
					bot, err := ai.New("hard", ai.Options{Deck: d.Cards()})
					if err != nil {
						b.Fatal(err)
					}
					bots = append(bots, bot)
				}
				g, err := rules.NewGame(set, rules.Config{Seed: 5, Seats: seats, First: 0})
				if err != nil {
					b.Fatal(err)
				}
				g.NoLog = true
				cpu := cpuTime()
				searched := 0
				for n := uint64(0); !g.Over() && int(g.Turn) <= tc.turns; n++ {
					p := g.Pending.Player
					v := g.View(p)
					if _, ok := bots[p].(ai.Quick).Quick(v); !ok {
						searched++
					}
					a, err := bots[p].Decide(context.Background(), v, n)
					if err != nil {
						b.Fatal(err)
					}
					if err := g.Apply(a); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric((cpuTime() - cpu).Seconds(), "cpu-s")
				b.ReportMetric(float64(searched), "searched")
				b.ReportMetric(float64(g.StateHash()%1000), "hash%1000")
			}
		})
	}
}
