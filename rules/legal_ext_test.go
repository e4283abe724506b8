package rules_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// candidates lists actions of every kind by player p over the cards,
// players, levels, directions, stacks, ability and trigger numbers and
// chain serials of s: a space much larger than what is ever legal, built
// with the constructors a client uses.
func candidates(s *rules.State, p int8) []rules.Action {
	cards := []rules.CardID{rules.NoCard}
	var inPlay []rules.CardID
	for i := range s.Cards {
		cards = append(cards, rules.CardID(i))
		if z := s.Cards[i].Zone; z == rules.ZField || z == rules.ZCompass {
			inPlay = append(inPlay, rules.CardID(i))
		}
	}
	players := []int8{-1}
	for q := range len(s.Players) + 1 {
		players = append(players, int8(q))
	}
	levels := []rules.Level{rules.NoLevel, rules.Lesser, rules.Greater, rules.Exalted, 4}
	small := []int8{-1, 0, 1, 2, 3}
	serials := []int16{0, s.Serial + 1}
	for i := range s.Chain {
		serials = append(serials, s.Chain[i].Serial)
	}
	out := []rules.Action{rules.Pass(p), rules.Mulligan(p), rules.Yes(p), rules.Send(p), rules.Accept(p), rules.CounterOffer(p)}
	for _, c := range cards {
		out = append(out, rules.Sacrifice(p, c), rules.TargetCard(p, c), rules.Choose(p, c), rules.Give(p, c))
		for d := rules.North; d <= rules.West+1; d++ {
			out = append(out, rules.SummonTo(p, c, d))
		}
		for _, i := range small {
			out = append(out, rules.Activate(p, c, i))
		}
		for _, q := range players {
			out = append(out, rules.ForceGive(p, q, c), rules.Attack(p, c, q, rules.AtLife), rules.Attack(p, c, q, rules.AtDiscard), rules.Attack(p, c, q, 2))
		}
	}
	for _, b := range append([]rules.CardID{rules.NoCard}, inPlay...) {
		for _, a := range append([]rules.CardID{rules.NoCard}, inPlay...) {
			out = append(out, rules.Block(p, b, a))
		}
	}
	for _, q := range players {
		out = append(out, rules.Countdown(p, q), rules.TargetPlayer(p, q), rules.TradeWith(p, q), rules.ForceTops(p, q))
		for _, l := range levels {
			out = append(out, rules.Seize(p, q, l))
		}
	}
	for _, l := range levels {
		out = append(out, rules.Place(p, l), rules.Ask(p, l), rules.Unask(p, l), rules.Generate(p, l))
	}
	for _, i := range small {
		out = append(out, rules.UseDeity(p, i), rules.Order(p, i))
	}
	for _, sr := range serials {
		out = append(out, rules.TargetItem(p, sr))
	}
	return out
}

// TestLegalIsExactlyWhatApplyAccepts: over a large space of actions, the
// engine accepts (Explain says nil) exactly the actions Legal lists, in
// every kind of decision met in random games of 2 to 4 players with the
// pre-built decks, and Legal lists each action in the form its constructor
// builds. At every step CanAct agrees, for every player, with what Legal
// would list if they held priority.
func TestLegalIsExactlyWhatApplyAccepts(t *testing.T) {
	set := cardsettest.Base(t)
	decks := cardsettest.Prebuilt(t, set)
	seen := map[rules.Decision]int{}
	kinds := []rules.Decision{rules.DecPriority, rules.DecTrade, rules.DecOffer, rules.DecAnswer,
		rules.DecSeize, rules.DecChoose, rules.DecResource, rules.DecAttack, rules.DecBlock, rules.DecTarget, rules.DecYesNo}
	allSeen := func() bool {
		for _, d := range kinds {
			if seen[d] == 0 {
				return false
			}
		}
		return true
	}
	// Twelve games at least, and more (up to 48) until every kind of
	// decision was met: a card change moves the random games, and a rare
	// decision (a "may" clause's yes-no) can leave the first twelve.
	for seed := uint64(1); seed <= 12 || (seed <= 48 && !allSeen()); seed++ {
		s := cardsettest.Game(t, set, decks, seed)
		r := rand.New(rand.NewPCG(seed, 3))
		for step := 0; !s.Over() && step < 20000; step++ {
			legal := s.Legal(nil)
			switch s.Pending.Kind {
			case rules.DecPriority, rules.DecMulligan, rules.DecOffer, rules.DecTrade, rules.DecSeize, rules.DecResource:
				if step%13 != 0 {
					break
				}
				fallthrough
			default:
				seen[s.Pending.Kind]++
				for _, a := range candidates(s, s.Pending.Player) {
					listed := slices.Contains(legal, a)
					if err := s.Explain(a); (err == nil) != listed {
						t.Fatalf("seed %d step %d (%s): %v listed=%v but Explain says %v", seed, step, s.Pending.Kind, a, listed, err)
					}
				}
			}
			for _, a := range legal {
				if a != a.Normal() {
					t.Fatalf("Legal lists %v outside Normal form", a)
				}
			}
			checkCanAct(t, s)
			if err := s.Apply(eager(legal, r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, d := range kinds {
		if seen[d] == 0 {
			t.Errorf("no %s decision was met; the test does not cover it", d)
		}
	}
	t.Logf("decisions checked: %v", seen)
}

// checkCanAct checks that CanAct answers, for every player still in the
// game, whether Legal would list anything but passing and generating Power
// if that player held priority now.
func checkCanAct(t *testing.T, s *rules.State) {
	t.Helper()
	for q := range s.Players {
		if s.Players[q].Lost {
			continue
		}
		c := s.Clone()
		c.Pending = rules.Pending{Kind: rules.DecPriority, Player: int8(q)}
		legal := c.Legal(nil)
		want := slices.ContainsFunc(legal, func(a rules.Action) bool { return a.Kind != rules.ActPass && a.Kind != rules.ActGenerate })
		if s.CanAct(int8(q)) != want {
			t.Fatalf("turn %d %s: CanAct(p%d) says %v, but holding priority they could take %v", s.Turn, s.Pending.Kind, q+1, !want, legal)
		}
	}
}

// eager picks a random legal action, but mostly one that builds a board: a
// purely random player Counts Life Stacks, Seizes and Sacrifices itself out
// of the game before its Creatures ever fight.
func eager(legal []rules.Action, r *rand.Rand) rules.Action {
	var doing []rules.Action
	for _, a := range legal {
		switch a.Kind {
		case rules.ActPass, rules.ActCountdown, rules.ActSeize, rules.ActSacrifice, rules.ActGenerate:
		default:
			doing = append(doing, a)
		}
	}
	if r.IntN(10) == 0 {
		return legal[r.IntN(len(legal))]
	}
	if len(doing) > 0 && r.IntN(4) > 0 || legal[0].Kind != rules.ActPass {
		if len(doing) > 0 {
			return doing[r.IntN(len(doing))]
		}
		return legal[r.IntN(len(legal))]
	}
	return legal[0]
}
