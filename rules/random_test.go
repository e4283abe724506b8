package rules

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// checkInvariants verifies that every card is in exactly one place and
// nothing is negative or lost.
func checkInvariants(t testing.TB, s *State, nonTokens int) {
	t.Helper()
	count := make([]int, len(s.Cards))
	mark := func(ids []CardID, z Zone, owner int8) {
		for _, c := range ids {
			count[c]++
			if s.Cards[c].Zone != z {
				t.Fatalf("card %d listed in %v but records zone %v", c, z, s.Cards[c].Zone)
			}
		}
	}
	for p := range s.Players {
		pl := &s.Players[p]
		mark(pl.Life, ZLife, int8(p))
		mark(pl.Hand, ZHand, int8(p))
		mark(pl.Discard, ZDiscard, int8(p))
		mark(pl.Destroyed, ZDestroyed, int8(p))
		mark(pl.Aspects, ZAspects, int8(p))
		mark(pl.Resource, ZResource, int8(p))
		mark(pl.Field, ZField, int8(p))
		for d := range pl.Compass {
			mark(pl.Compass[d], ZCompass, int8(p))
		}
	}
	mark(s.SetAside, ZSetAside, -1)
	mark(s.Restoring, ZSetAside, -1)
	for _, it := range s.Chain {
		if it.Kind == ItemSummon {
			count[it.Source]++
		}
	}
	for i := range s.Cards {
		c := &s.Cards[i]
		want := 1
		if c.Zone == ZGone {
			want = 0
		}
		if count[i] != want {
			t.Fatalf("card %d (%s, zone %v) is in %d places", i, s.Def(CardID(i)).Title, c.Zone, count[i])
		}
		if !c.Token {
			nonTokens--
		}
		if c.Bless > 3 {
			t.Fatalf("card %d has %d Blessings", i, c.Bless)
		}
		if c.Zone == ZField && s.Def(CardID(i)).Type == Creature && s.CurLife(CardID(i)) <= 0 && s.Pending.Kind != DecNone {
			t.Fatalf("creature %d (%s) is in play with %d Life", i, s.Def(CardID(i)).Title, s.CurLife(CardID(i)))
		}
		if c.Zone != ZField && c.Zone != ZCompass && (c.Damage != 0 || c.Bless != 0 || c.Flags&(FAttacking|FBlocking) != 0) {
			t.Fatalf("card %d out of play still carries markers or combat flags", i)
		}
		if c.Flags&FAttacking != 0 && !s.Opponents(c.Controller, c.AttackWho) {
			t.Fatalf("card %d of p%d attacks p%d, who is no opponent", i, c.Controller+1, c.AttackWho+1)
		}
	}
	for p := range s.Players {
		for _, l := range s.Players[p].Pool {
			if l > 60 {
				t.Fatalf("player %d has an impossible Power pool %v", p, s.Players[p].Pool)
			}
		}
	}
	if nonTokens != 0 {
		t.Fatalf("card count changed by %d", -nonTokens)
	}
	if s.Winner >= 0 {
		for p := range s.Players {
			if s.Won(int8(p)) == s.Opponents(int8(p), s.Winner) {
				t.Fatalf("p%d won=%v, but the winner is p%d", p+1, s.Won(int8(p)), s.Winner+1)
			}
			if !s.Won(int8(p)) && !s.Players[p].Lost {
				t.Fatalf("the game is over but p%d, on the losing side, has not lost", p+1)
			}
		}
	}
	if err := s.Validate(); err != nil {
		t.Fatalf("the engine made a state Validate refuses: %v", err)
	}
}

// playRandom plays one game with random legal actions, checking after
// every step; it returns the number of actions.
func playRandom(t testing.TB, cs *CardSet, seed uint64, players int, check bool) int {
	seats := make([]Seat, players)
	for i := range seats {
		seats[i] = Seat{Deity: i % len(cs.Deities), Deck: testDeck(cs, 50)}
	}
	cfg := Config{Seed: seed, Seats: seats, First: -1}
	if players == 4 && seed%2 == 0 {
		cfg.Teams = TeamsFor(4) // a team game, two against two
	}
	s, err := NewGame(cs, cfg)
	if err != nil {
		t.Fatal(err)
	}
	nonTokens := len(s.Cards)
	r := rand.New(rand.NewPCG(seed, 7))
	var buf []Action
	steps := 0
	for !s.Over() {
		buf = s.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("seed %d step %d: no legal action for pending %+v", seed, steps, s.Pending)
		}
		a := buf[r.IntN(len(buf))]
		if check {
			// An action not in the list is refused and changes nothing.
			bad := a
			bad.Player = (a.Player + 1) % int8(players)
			h := s.StateHash()
			if err := s.Apply(bad); err == nil {
				t.Fatalf("seed %d: action by the wrong player was accepted: %v", seed, bad)
			} else if !errors.Is(err, WrongPlayer) {
				t.Fatalf("seed %d: wrong-player action gave %v", seed, err)
			}
			if s.StateHash() != h {
				t.Fatalf("seed %d: refused action changed the state", seed)
			}
			// So is an arbitrary action of the right player that is not listed.
			odd := Action{Kind: ActKind(1 + r.IntN(int(actCount)-1)), Player: a.Player, Who: int8(r.IntN(players)),
				Level: Level(r.IntN(4)), Dir: Dir(r.IntN(4)), Stack: Stack(r.IntN(2)), Ability: int8(r.IntN(3)),
				Index: int8(r.IntN(3)), Card: CardID(r.IntN(len(s.Cards))), Target: CardID(r.IntN(len(s.Cards))),
				Serial: int16(r.IntN(int(s.Serial) + 1))}
			if !slices.Contains(buf, odd.Normal()) {
				if err := s.Apply(odd); err == nil {
					t.Fatalf("seed %d: unlisted %v was accepted", seed, odd)
				} else if _, typed := err.(*Error); !typed {
					t.Fatalf("seed %d: unlisted %v gave an untyped error %v", seed, odd, err)
				}
				if s.StateHash() != h {
					t.Fatalf("seed %d: refused %v changed the state", seed, odd)
				}
			}
			// Every listed action applies (checked on copies now and then).
			if steps%25 == 0 {
				for _, l := range buf {
					if err := s.Clone().Apply(l); err != nil {
						t.Fatalf("seed %d step %d: listed %v refused: %v", seed, steps, l, err)
					}
				}
			}
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("seed %d step %d: legal action %v refused: %v", seed, steps, a, err)
		}
		steps++
		if check {
			checkInvariants(t, s, nonTokens)
		}
		if steps > 200000 {
			t.Fatalf("seed %d: game did not end", seed)
		}
	}
	return steps
}

func TestRandomGames(t *testing.T) {
	cs := testSet(t)
	for _, players := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= 150; seed++ {
			playRandom(t, cs, seed*uint64(players), players, true)
		}
	}
}

func BenchmarkRandomGame(b *testing.B) {
	cs := testSet(b)
	steps := 0
	for i := 0; i < b.N; i++ {
		steps += playRandom(b, cs, uint64(i+1), 2, false)
	}
	b.ReportMetric(float64(steps)/float64(b.N), "actions/game")
}
