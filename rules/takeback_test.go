package rules_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"twilight/rules"
)

// TestTakeBackHidesNothing checks CanTakeBack at every action of random
// games at 2, 3 and 4 seats: an action it lets a player take back showed no
// player a face that player's View hid before, and every kind of refusal
// comes up with its reason.
func TestTakeBackHidesNothing(t *testing.T) {
	allowed := map[rules.ActKind]int{}
	reasons := map[string]int{}
	for seed := uint64(1); seed <= 9; seed++ {
		players := 2 + int(seed%3)
		g := playRecorded(t, seed, players, false, -1)
		s := g.state
		r := rand.New(rand.NewPCG(seed, 17))
		var buf []rules.Action
		for steps := 0; !s.Over() && steps < 3000; steps++ {
			buf = s.Legal(buf[:0])
			a := eager(buf, r)
			before := s.Clone()
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			err := rules.CanTakeBack(before, s, a.Player)
			if err != nil {
				if !errors.Is(err, rules.CannotTakeBack) {
					t.Fatalf("%s refused with %v, not a take-back refusal", a, err)
				}
				reasons[err.(*rules.Error).Reason]++
				continue
			}
			allowed[a.Kind]++
			for q := int8(0); q < int8(players); q++ {
				was, now := before.View(q), s.View(q)
				for c := range was.Cards {
					if was.Hidden(rules.CardID(c)) && !now.Hidden(rules.CardID(c)) {
						t.Fatalf("seed %d: %s showed card %d to p%d, yet may be taken back", seed, a, c, q+1)
					}
				}
			}
		}
	}
	for _, k := range []rules.ActKind{rules.ActAttack, rules.ActPlace, rules.ActGenerate} {
		if allowed[k] == 0 {
			t.Errorf("no %s action could be taken back in %d games (allowed: %v)", k, 9, allowed)
		}
	}
	for _, want := range []string{"a card was drawn", "shown to a player", "random draw"} {
		found := false
		for why := range reasons {
			found = found || strings.Contains(why, want)
		}
		if !found {
			t.Errorf("no take-back was refused for %q; refusals: %v", want, reasons)
		}
	}
}

// TestRecordTakeBack takes actions back through a Record: the game returns
// to its hash before the action, the replay no longer holds the action,
// and what may not be taken back is refused with its reason.
func TestRecordTakeBack(t *testing.T) {
	g := playRecorded(t, 12, 2, false, -1)
	s, rec := g.state, g.record
	var buf []rules.Action
	took := 0
	for steps := 0; !s.Over() && took < 5 && steps < 5000; steps++ {
		buf = s.Legal(buf[:0])
		a := buf[steps*7%len(buf)]
		h := s.StateHash()
		if err := rec.Apply(s, a); err != nil {
			t.Fatal(err)
		}
		if err := rules.CanTakeBack(nil, s, a.Player); err == nil {
			t.Fatal("a take-back with nothing before it was allowed")
		}
		other := (a.Player + 1) % 2
		if _, err := rec.TakeBack(s, other, nil); err == nil || !strings.Contains(err.Error(), "another player has acted since") {
			t.Fatalf("p%d took back p%d's %s: %v", other+1, a.Player+1, a, err)
		}
		back, err := rec.TakeBack(s, a.Player, nil)
		if err != nil {
			continue // the engine said why; TestTakeBackHidesNothing checks the reasons
		}
		took++
		if back.StateHash() != h {
			t.Fatalf("taking back %s left the game at %016x, not %016x", a, back.StateHash(), h)
		}
		if _, err := rec.TakeBack(back, a.Player, nil); err == nil {
			t.Fatal("a second take-back in a row was allowed")
		}
		s = back
		if err := rec.Apply(s, a); err != nil { // play on as before
			t.Fatal(err)
		}
	}
	if took == 0 {
		t.Fatal("no action could be taken back")
	}
	f, err := rec.Replay(s)
	if err != nil {
		t.Fatal(err)
	}
	p, err := f.Open()
	if err != nil || p.End().StateHash() != s.StateHash() {
		t.Fatalf("the replay after %d take-backs does not end in the game: %v", took, err)
	}
}

// TestTakeBackWithTheAnswers: at a table where player 2's actions may go
// back with player 1's (a computer answering), player 1 takes back their
// last action after player 2 has answered it: the game returns to its
// hash before player 1's action, and the record holds neither action. A
// caller that admits nobody is refused, and so is any take-back over an
// answer that drew or showed a card.
func TestTakeBackWithTheAnswers(t *testing.T) {
	g := playRecorded(t, 21, 2, false, -1)
	s, rec := g.state, g.record
	computer := func(q int8) bool { return q == 1 }
	var buf []rules.Action
	var mine []rules.Action // player 1's last action and the answers since
	var hash uint64
	var before, after *rules.State // around player 1's last action
	took, refusedAnswer := 0, false
	for steps := 0; !s.Over() && (took < 5 || !refusedAnswer) && steps < 20000; steps++ {
		buf = s.Legal(buf[:0])
		a := buf[steps*5%len(buf)]
		if a.Player == 0 && len(mine) > 1 {
			// Player 2 has answered player 1's last action: take both back.
			if _, err := rec.TakeBack(s, 0, nil); err == nil || !strings.Contains(err.Error(), "another player has acted since") {
				t.Fatalf("taken back over player 2's answer with nobody admitted: %v", err)
			}
			n := rec.Len()
			back, err := rec.TakeBack(s, 0, computer)
			switch {
			case err == nil:
				took++
				if back.StateHash() != hash || rec.Len() != n-len(mine) {
					t.Fatalf("taking back %v left the game at %016x (want %016x) and %d actions (want %d)", mine, back.StateHash(), hash, rec.Len(), n-len(mine))
				}
				s = back
				for _, b := range mine { // play on as before
					if err := rec.Apply(s, b); err != nil {
						t.Fatalf("replaying %s after the take-back: %v", b, err)
					}
				}
			case strings.Contains(err.Error(), "drawn") || strings.Contains(err.Error(), "shown"):
				// Refused for what the answers did, not for player 1's own action.
				refusedAnswer = refusedAnswer || rules.CanTakeBack(before, after, 0) == nil
			}
		}
		if a.Player == 0 {
			mine, hash, before = mine[:0], s.StateHash(), s.Clone()
		}
		if err := rec.Apply(s, a); err != nil {
			t.Fatal(err)
		}
		if a.Player == 0 {
			after = s.Clone()
		}
		mine = append(mine, a)
	}
	if took == 0 || !refusedAnswer {
		t.Fatalf("took back %d actions with their answers; refused one over a draw or a shown card: %v", took, refusedAnswer)
	}
}

// TestTakeBackWithOwnPasses: player 1 acts, the client passes for them
// where they have nothing to do (Record.ApplyAuto), player 2 answers;
// player 1's take-back returns to the game before their own action, not
// before the last pass made for them, and Since lists what goes back with
// it: the passes made for them and player 2's answers.
func TestTakeBackWithOwnPasses(t *testing.T) {
	g := playRecorded(t, 21, 2, false, -1)
	s, rec := g.state, g.record
	computer := func(q int8) bool { return q == 1 }
	took := 0
	for steps := 0; !s.Over() && took < 3 && steps < 20000; steps++ {
		legal := s.Legal(nil)
		a := legal[steps*5%len(legal)]
		if a.Player != 0 {
			if err := rec.Apply(s, a); err != nil {
				t.Fatal(err)
			}
			continue
		}
		hash, n := s.StateHash(), rec.Len()
		if err := rec.Apply(s, a); err != nil {
			t.Fatal(err)
		}
		autos, answers := 0, 0
		for !s.Over() && autos < 3 && answers < 20 && (autos == 0 || answers == 0 || s.Pending.Player != 0) {
			b, pass := firstOf(s.Legal(nil), s.Pending.Player)
			var err error
			switch {
			case s.Pending.Player == 0 && !pass:
				autos = 3 // a real decision of player 1's own: not a pass the client makes
				continue
			case s.Pending.Player == 0:
				err = rec.ApplyAuto(s, b)
				autos++
			default:
				err = rec.Apply(s, b)
				answers++
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if autos == 0 || answers == 0 || s.Over() {
			continue
		}
		since := rec.Since(0)
		if len(since) != rec.Len()-n-1 {
			t.Fatalf("Since lists %d actions after player 1's; the record holds %d", len(since), rec.Len()-n-1)
		}
		back, err := rec.TakeBack(s, 0, computer)
		if err != nil {
			continue // a card drawn or shown on the way: refused, as it should be
		}
		if back.StateHash() != hash || rec.Len() != n {
			t.Fatalf("the take-back left the game at %016x (want %016x, before player 1's own action) and %d actions (want %d)",
				back.StateHash(), hash, rec.Len(), n)
		}
		s = back
		took++
	}
	if took == 0 {
		t.Fatal("no action was taken back with the passes made after it")
	}
}

// firstOf is player p's pass among legal, else their first action; pass
// reports which.
func firstOf(legal []rules.Action, p int8) (a rules.Action, pass bool) {
	for _, b := range legal {
		if b.Player == p && b.Kind == rules.ActPass {
			return b, true
		}
	}
	for _, b := range legal {
		if b.Player == p {
			return b, false
		}
	}
	return legal[0], false
}
