package ai

import (
	"math/rand/v2"
	"slices"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestQueriesMatchLegal plays games with the pre-built decks (2, 3 and 4
// players, and 2 v 2 teams; every player follows the rules of thumb with
// a quarter of random moves) and holds the rules queries the computer
// players predict with to what the engine does, at every decision:
//   - at an attack declaration, the Creatures CanAttack admits are the
//     ones Legal offers as attackers;
//   - at a block declaration by the attacked player, for each attacker
//     not yet blocked, the Creatures CouldBlock admits are the ones Legal
//     offers as its blockers (and no block Legal offers, for oneself or
//     for another, is one CouldBlock refuses);
//   - when Apply resolves the Creature Damage of a blocked attacker, each
//     side is dealt the FightDamage predicted just before (unless the
//     other struck first with Initiative and Slew it, or an effect
//     prevented Combat Damage: then none).
func TestQueriesMatchLegal(t *testing.T) {
	set := cardsettest.Base(t)
	decks := cardsettest.Prebuilt(t, set)
	var n queryChecks
	for seed := uint64(1); seed <= 300; seed++ {
		s := cardsettest.Game(t, set, decks, seed)
		r := rand.New(rand.NewPCG(seed, 21))
		pol := newPolicy(0.1, plainThumbs())
		var legal, moves []rules.Action
		for step := 0; step < 4000 && !s.Over(); step++ {
			legal = s.Legal(legal[:0])
			n.decisions++
			switch s.Pending.Kind {
			case rules.DecAttack:
				n.attack(t, s, legal)
			case rules.DecBlock:
				n.block(t, s, legal)
			}
			fights := predictFights(s)
			from := len(s.Log)
			if err := s.Apply(pol.choose(s, s.SearchLegal(moves[:0]), r)); err != nil {
				t.Fatal(err)
			}
			n.fights(t, s, fights, from)
		}
	}
	t.Logf("%d decisions: checked %d attack declarations, %d blockers of %d attackers, %d fight damages (%d fights prevented)",
		n.decisions, n.attacks, n.blockers, n.attackers, n.damages, n.prevented)
	if n.attacks < 100 || n.attackers < 100 || n.damages < 100 {
		t.Errorf("too few checks: %+v", n)
	}
}

// queryChecks counts what TestQueriesMatchLegal compared.
type queryChecks struct{ decisions, attacks, attackers, blockers, damages, prevented int }

// attack compares CanAttack with the attackers Legal offers.
func (n *queryChecks) attack(t *testing.T, s *rules.State, legal []rules.Action) {
	t.Helper()
	p := s.Pending.Player
	var want, got []rules.CardID
	for _, a := range legal {
		if a.Kind == rules.ActAttack && !slices.Contains(want, a.Card) {
			want = append(want, a.Card)
		}
	}
	for _, c := range s.Players[p].Field {
		if s.CanAttack(c) {
			got = append(got, c)
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("turn %d: CanAttack admits %v, Legal offers %v", s.Turn, got, want)
	}
	n.attacks++
}

// block compares CouldBlock with the blocks Legal offers.
func (n *queryChecks) block(t *testing.T, s *rules.State, legal []rules.Action) {
	t.Helper()
	p := s.Pending.Player
	for _, a := range legal {
		if a.Kind == rules.ActBlock && !s.CouldBlock(a.Card, a.Target) {
			t.Fatalf("turn %d: Legal offers %v, CouldBlock refuses it", s.Turn, a)
		}
	}
	// In a turn to block for others (Call to Defense) one's own attackers
	// wait for one's own turn.
	help := slices.ContainsFunc(legal, func(a rules.Action) bool {
		return a.Kind == rules.ActBlock && s.Cards[a.Target].AttackWho != p
	})
	if s.Step != rules.StepBlock || help {
		return
	}
	for _, att := range s.Combat.Attackers {
		ad := &s.Cards[att]
		if ad.AttackWho != p || ad.BlockedBy != rules.NoCard || ad.Flags&rules.FAttacking == 0 {
			continue
		}
		var want, got []rules.CardID
		for _, a := range legal {
			if a.Kind == rules.ActBlock && a.Target == att {
				want = append(want, a.Card)
			}
		}
		for _, b := range s.Players[p].Field {
			if s.CouldBlock(b, att) {
				got = append(got, b)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("turn %d: CouldBlock admits %v against %d, Legal offers %v", s.Turn, got, att, want)
		}
		n.attackers++
		n.blockers += len(got)
	}
}

// fight is one blocked attacker and its blocker, with the Combat Damage
// FightDamage predicts each deals the other and whether one strikes first
// (Initiative).
type fight struct {
	a, b           rules.CardID
	toA, toB       int
	aFirst, bFirst bool
	prevented      bool // an effect prevents Combat Damage to or from either
}

// predictFights lists the blocked attackers whose Creature Damage is still
// to come.
func predictFights(s *rules.State) []fight {
	var out []fight
	for _, a := range s.Combat.Attackers {
		ad := &s.Cards[a]
		b := ad.BlockedBy
		if ad.Zone != rules.ZField || ad.Flags&(rules.FAttacking|rules.FWasBlocked) != rules.FAttacking || b == rules.NoCard {
			continue
		}
		ai, bi := s.HasKeyword(a, rules.KwInitiative), s.HasKeyword(b, rules.KwInitiative)
		out = append(out, fight{a: a, b: b, toA: s.FightDamage(b, a), toB: s.FightDamage(a, b), aFirst: ai && !bi, bFirst: bi && !ai,
			prevented: (ad.Flags|s.Cards[b].Flags)&rules.FNoCombatDmg != 0})
	}
	return out
}

// fights checks the Combat Damage Apply dealt to the fights it resolved
// (the log's events from index from on) against the predictions.
func (n *queryChecks) fights(t *testing.T, s *rules.State, fights []fight, from int) {
	t.Helper()
	if len(s.Log) < from {
		return
	}
	for _, f := range fights {
		if s.Cards[f.a].Flags&rules.FWasBlocked == 0 {
			continue // not resolved by this Apply
		}
		if f.prevented {
			f.toA, f.toB = 0, 0
			n.prevented++
		}
		n.side(t, s, f.b, f.a, f.toB, f.bFirst, s.Log[from:])
		n.side(t, s, f.a, f.b, f.toA, f.aFirst, s.Log[from:])
	}
}

// side checks the Combat Damage dealt to creature to by from against the
// prediction want: the first Damage event for it in the events, or none
// (first: to struck first).
func (n *queryChecks) side(t *testing.T, s *rules.State, to, from rules.CardID, want int, first bool, events []rules.Event) {
	t.Helper()
	if first && s.Cards[from].Zone != rules.ZField {
		return // to struck first and Slew from
	}
	got := 0
	for _, e := range events {
		if e.Kind == rules.EvDamage && e.Card == to {
			got = int(e.N)
			break
		}
	}
	if got != want {
		t.Fatalf("turn %d: card %d dealt %d Combat Damage to card %d, FightDamage predicted %d", s.Turn, from, got, to, want)
	}
	n.damages++
}
