package session

import (
	"fmt"
	"os"
	"testing"
	"time"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset/cardsettest"
)

// pacedTable builds a session of the pre-built decks named, seat 0 a
// human who passes whenever passing is legal (as the client's automatic
// passing would, and a player in a hurry) and the rest computers of the
// given level.
func pacedTable(tb testing.TB, level string, seed uint64, decks ...string) (*Session, *rules.State) {
	tb.Helper()
	set := cardsettest.Base(tb)
	var seats []rules.Seat
	var players []Seat
	for i, name := range decks {
		d := cardsettest.Deck(tb, set, name)
		seats = append(seats, rules.Seat{Deity: d.Deity, Deck: d.Cards()})
		seat := Seat{Name: name}
		if i > 0 {
			bot, err := ai.New(level, ai.Options{Deck: d.Cards()})
			if err != nil {
				tb.Fatal(err)
			}
			seat.Bot = bot
		}
		players = append(players, seat)
	}
	g, err := rules.NewGame(set, rules.Config{Seed: seed, Seats: seats, First: 1})
	if err != nil {
		tb.Fatal(err)
	}
	s, err := New(g, players, "")
	if err != nil {
		tb.Fatal(err)
	}
	return s, g
}

// humanAnswer is the hurried human's move: pass if it may, else the
// first legal action.
func humanAnswer(g *rules.State) rules.Action {
	legal := g.Legal(nil)
	for _, a := range legal {
		if a.Kind == rules.ActPass {
			return a
		}
	}
	return legal[0]
}

// BenchmarkComputerRound measures how long, on the wall clock, the
// computers' turns between two turns of the human take when the session
// is polled at 60 frames a second (up to four times a frame, while a poll
// plays something) with the default pace (450 ms), as the client does:
// the time a player waits for the computers. It reports
// s/round (one computer turn at a 2-player table, three at a 4-player
// one) and the computers' actions per round, for normal and for hard
// computers.
//
//	go test ./session -run X -bench ComputerRound -benchtime 6x
func BenchmarkComputerRound(b *testing.B) {
	for _, tc := range []struct {
		name, level string
		decks       []string
	}{
		{"2p", "normal", []string{"mars", "enlil"}},
		{"4p", "normal", []string{"mars", "enlil", "hera", "reader"}},
		{"2p-hard", "hard", []string{"mars", "enlil"}},
		{"4p-hard", "hard", []string{"mars", "enlil", "hera", "reader"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			s, g := pacedTable(b, tc.level, 5, tc.decks...)
			defer s.Close()
			s.MinThink = paceForBench()
			var wait, thinkWait, paceWait time.Duration
			rounds, actions, paced, humanMid := 0, 0, 0, 0
			var lastPoll time.Time
			var lastWait waitKind
			tick := time.NewTicker(time.Second / 60)
			defer tick.Stop()
			var start time.Time
			// step answers for the human when they decide (as the table's
			// automatic passing does in the Refresh after a Poll), then
			// polls the session; it reports whether the Poll played
			// anything.
			step := func() bool {
				if p, ok := s.HumanDeciding(); ok {
					if !start.IsZero() && g.Active == p {
						wait += time.Since(start)
						rounds++
						start = time.Time{}
					}
					if !start.IsZero() {
						humanMid++
					}
					if err := s.Apply(humanAnswer(g)); err != nil {
						b.Fatal(err)
					}
				}
				if start.IsZero() && g.Active != 0 {
					start = time.Now()
					lastPoll = time.Time{}
				}
				now := time.Now()
				if !start.IsZero() && !lastPoll.IsZero() {
					switch lastWait {
					case waitThink:
						thinkWait += now.Sub(lastPoll)
					case waitPace:
						paceWait += now.Sub(lastPoll)
					}
				}
				lastPoll = now
				n := s.pacedMoves
				applied := s.Poll()
				if applied {
					actions++
					if !start.IsZero() {
						paced += s.pacedMoves - n
					}
				}
				lastWait = s.waiting
				if err := s.Err(); err != nil {
					b.Fatal(err)
				}
				return applied
			}
			for rounds < b.N && !g.Over() {
				<-tick.C
				// Polled as PollTick polls (the table's Update), with the
				// figures above taken at each poll.
				for range PollsPerTick {
					if !step() || rounds >= b.N || g.Over() {
						break
					}
				}
			}
			if rounds == 0 {
				b.Skip("the game ended before a round was measured")
			}
			b.ReportMetric(wait.Seconds()/float64(rounds), "s/round")
			b.ReportMetric(float64(actions)/float64(rounds), "actions/round")
			b.ReportMetric(thinkWait.Seconds()/float64(rounds), "s-think/round")
			b.ReportMetric(paceWait.Seconds()/float64(rounds), "s-pace/round")
			b.ReportMetric(float64(paced)/float64(rounds), "paced/round")
			b.ReportMetric(float64(humanMid)/float64(rounds), "human-answers/round")
			b.ReportMetric(0, "ns/op")
			fmt.Fprintf(os.Stderr, "%s: %d rounds, %.1f s/round\n", tc.name, rounds, wait.Seconds()/float64(rounds))
		})
	}
}

func paceForBench() time.Duration {
	if v := os.Getenv("PACE_MS"); v != "" {
		var ms int
		fmt.Sscan(v, &ms)
		return time.Duration(ms) * time.Millisecond
	}
	return 450 * time.Millisecond
}

// TestPaced: the computer's moves a player watches wait for the pace; the
// steps that show nothing new, or only pay for or finish the move that
// waits, do not.
func TestPaced(t *testing.T) {
	for _, tc := range []struct {
		a    rules.Action
		want bool
	}{
		{rules.Pass(1), false},
		{rules.Action{Kind: rules.ActSummon, Player: 1}, true},
		{rules.Action{Kind: rules.ActActivate, Player: 1}, true},
		{rules.Action{Kind: rules.ActAttack, Player: 1}, true},
		{rules.Action{Kind: rules.ActBlock, Player: 1}, true},
		{rules.Action{Kind: rules.ActTarget, Player: 1}, true},
		{rules.Action{Kind: rules.ActPlace, Player: 1}, true},
		{rules.Action{Kind: rules.ActSend, Player: 1}, true},
		{rules.Action{Kind: rules.ActForcedTops, Player: 1}, true},
		{rules.Action{Kind: rules.ActSeize, Player: 1}, true},
		{rules.Action{Kind: rules.ActTradeWith, Player: 1}, false},
		{rules.Action{Kind: rules.ActGenerate, Player: 1}, false},
		{rules.Action{Kind: rules.ActGive, Player: 1}, false},
		{rules.Action{Kind: rules.ActChoose, Player: 1}, false},
		{rules.Action{Kind: rules.ActOrder, Player: 1}, false},
	} {
		if got := paced(tc.a); got != tc.want {
			t.Errorf("%s: paced %v, want %v", tc.a.Kind, got, tc.want)
		}
	}
}

// TestTargetAppearsWithItsMove: the target of the move its player has
// just made appears with that move; any other target waits for the pace.
func TestTargetAppearsWithItsMove(t *testing.T) {
	target := rules.Action{Kind: rules.ActTarget, Player: 1}
	for _, tc := range []struct {
		name string
		prev rules.Action
		a    rules.Action
		want bool
	}{
		{"after its Summon", rules.Action{Kind: rules.ActSummon, Player: 1}, target, false},
		{"after its ability", rules.Action{Kind: rules.ActActivate, Player: 1}, target, false},
		{"a player after its Deity power", rules.Action{Kind: rules.ActDeity, Player: 1}, rules.Action{Kind: rules.ActTargetPlayer, Player: 1}, false},
		{"after another's Summon", rules.Action{Kind: rules.ActSummon, Player: 2}, target, true},
		{"after an attack", rules.Action{Kind: rules.ActAttack, Player: 1}, target, true},
		{"after a pass", rules.Pass(1), target, true},
		{"a Summon after a Summon", rules.Action{Kind: rules.ActSummon, Player: 1}, rules.Action{Kind: rules.ActSummon, Player: 1}, true},
		{"a pass", rules.Action{Kind: rules.ActSummon, Player: 1}, rules.Pass(1), false},
	} {
		s := &Session{prev: tc.prev}
		if got := s.waits(tc.a); got != tc.want {
			t.Errorf("%s: waits %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestRepeatedMovePace: an attacker, a blocker or a Sacrifice that
// repeats the last move shown, by the same player, follows it at a third
// of the pace (whatever passes came between); the first of them, one
// after another player's, a repeated Summon and any other move wait the
// whole pace; a move that does not wait has none.
func TestRepeatedMovePace(t *testing.T) {
	const min = 450 * time.Millisecond
	move := func(k rules.ActKind, p int8) rules.Action { return rules.Action{Kind: k, Player: p} }
	for _, tc := range []struct {
		name       string
		last, prev rules.Action // the last move shown, the last action applied
		a          rules.Action
		want       time.Duration
	}{
		{"a second attacker", move(rules.ActAttack, 1), move(rules.ActAttack, 1), move(rules.ActAttack, 1), min / 3},
		{"a second blocker", move(rules.ActBlock, 2), move(rules.ActBlock, 2), move(rules.ActBlock, 2), min / 3},
		{"a second Sacrifice, passes between", move(rules.ActSacrifice, 1), rules.Pass(3), move(rules.ActSacrifice, 1), min / 3},
		{"the first attacker", move(rules.ActSummon, 1), rules.Pass(1), move(rules.ActAttack, 1), min},
		{"the first blocker, after the attackers", move(rules.ActAttack, 1), rules.Pass(1), move(rules.ActBlock, 2), min},
		{"an attacker after another player's", move(rules.ActAttack, 2), rules.Pass(2), move(rules.ActAttack, 1), min},
		{"a Sacrifice after another player's", move(rules.ActSacrifice, 3), rules.Pass(3), move(rules.ActSacrifice, 1), min},
		{"a second Summon", move(rules.ActSummon, 1), rules.Pass(2), move(rules.ActSummon, 1), min},
		{"a Summon after an attacker", move(rules.ActAttack, 1), move(rules.ActAttack, 1), move(rules.ActSummon, 1), min},
		{"a pass after an attacker", move(rules.ActAttack, 1), move(rules.ActAttack, 1), rules.Pass(1), 0},
	} {
		s := &Session{lastShown: tc.last, prev: tc.prev, MinThink: min}
		if got := s.pace(tc.a); got != tc.want {
			t.Errorf("%s: pace %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPacedMovesKeepThePace: however quickly the computers answer, the
// moves a player watches appear at least MinThink apart (the passes and
// other steps between them do not count as moves shown), and some of
// them closer than twice that (passes in between hold nothing up).
func TestPacedMovesKeepThePace(t *testing.T) {
	const pace = 15 * time.Millisecond
	g := newGame(t, 9)
	s, err := New(g, []Seat{{Name: "Mars", Bot: sleepyBot{}}, {Name: "Enlil", Bot: sleepyBot{}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.MinThink, s.MaxThink = pace, 0
	var at []time.Time
	for deadline := time.Now().Add(20 * time.Second); !g.Over() && len(at) < 40; time.Sleep(200 * time.Microsecond) {
		n := s.pacedMoves
		s.Poll()
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
		if s.pacedMoves > n {
			at = append(at, time.Now())
		}
		if time.Now().After(deadline) {
			t.Fatal("too slow")
		}
	}
	if len(at) < 10 {
		t.Fatalf("only %d paced moves", len(at))
	}
	near := 0
	for i := 1; i < len(at); i++ {
		gap := at[i].Sub(at[i-1])
		if gap < pace {
			t.Errorf("paced moves %d and %d only %v apart, want at least %v", i-1, i, gap, pace)
		}
		if gap < 2*pace {
			near++
		}
	}
	if near == 0 {
		t.Error("no two paced moves within twice the pace of each other")
	}
}

// TestPollTickPlaysAfterThePass: PollTick calls after once for each poll
// that applied something, at most PollsPerTick times a tick; when after
// passes for the human (as the table's automatic passing does), the
// computer's answers that follow are played in the same tick. A
// computer's whole game against a human who always passes shows it.
func TestPollTickPlaysAfterThePass(t *testing.T) {
	g := newGame(t, 11)
	s, err := New(g, []Seat{{Name: "You"}, {Name: "Enlil", Bot: randomBot{}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.MinThink, s.MaxThink = 0, 0
	sameTick := 0
	for deadline := time.Now().Add(20 * time.Second); !g.Over() && sameTick < 5 && time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if _, ok := s.HumanDeciding(); ok {
			// a decision no poll led to (the opening hand): the table's
			// first Refresh answers it
			if err := s.Apply(humanAnswer(g)); err != nil {
				t.Fatal(err)
			}
		}
		afters, passedAt := 0, -1
		applied := s.PollTick(func() {
			afters++
			if p, ok := s.HumanDeciding(); ok {
				if err := s.Apply(humanAnswer(g)); err != nil {
					t.Fatal(err)
				}
				if p == 0 && passedAt < 0 {
					passedAt = afters
				}
			}
		})
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
		if afters > PollsPerTick || applied != (afters > 0) {
			t.Fatalf("PollTick applied %v and called after %d times (at most %d)", applied, afters, PollsPerTick)
		}
		if passedAt > 0 && afters > passedAt {
			sameTick++ // a poll after the pass played the computer's answer
		}
	}
	if sameTick == 0 {
		t.Error("no tick played the computer's answer after the human's pass in that tick")
	}
}
