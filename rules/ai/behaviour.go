package ai

import "twilight/rules"

// Behaviour counts, for one player over one or more games, the habits a
// human opponent notices: the blunders of issue #12 and how often the
// player attacks. Feed it every action before it is applied (Observe).
type Behaviour struct {
	// OnceEarly counts one-use Conviction powers used in turns 1-2.
	OnceEarly int
	// TaxPaid counts Countdowns of a Life Stack the counter knew held more
	// than 10 cards (each costs a Life Stack card: the Disruption Tax).
	TaxPaid int
	// DiscardSacrifices counts Sacrifices against a card in a Discard
	// Stack rather than one in play or being Summoned.
	DiscardSacrifices int
	// HandEmptied counts Seizes that set aside the whole Hand.
	HandEmptied int
	// Attacks counts attackers declared.
	Attacks int
	// IdleTurns counts the player's turns that ended the attack
	// declarations with a favourable attacker left home (see
	// favourableAttacker).
	IdleTurns int
}

// Add adds o's counts to b.
func (b *Behaviour) Add(o Behaviour) {
	b.OnceEarly += o.OnceEarly
	b.TaxPaid += o.TaxPaid
	b.DiscardSacrifices += o.DiscardSacrifices
	b.HandEmptied += o.HandEmptied
	b.Attacks += o.Attacks
	b.IdleTurns += o.IdleTurns
}

// Observe records action a, about to be applied to s (the full state or
// the acting player's View).
func (b *Behaviour) Observe(s *rules.State, a rules.Action) {
	p := a.Player
	switch a.Kind {
	case rules.ActDeity:
		dd := &s.Set.Deities[s.Players[p].Deity]
		if int(a.Ability) < len(dd.Abilities) && dd.Abilities[a.Ability].Once && s.Turn <= 2 {
			b.OnceEarly++
		}
	case rules.ActCountdown:
		if s.LifeCount(a.Who, p) < 0 {
			b.TaxPaid++
		}
	case rules.ActSacrifice:
		if s.Cards[a.Card].Zone == rules.ZDiscard {
			b.DiscardSacrifices++
		}
	case rules.ActSeize:
		if len(s.Players[p].Hand) <= s.SeizeCost(p, a.Who, a.Level) {
			b.HandEmptied++
		}
	case rules.ActAttack:
		b.Attacks++
	case rules.ActPass:
		if s.Pending.Kind == rules.DecAttack && favourableAttacker(s, p) != rules.NoCard {
			b.IdleTurns++
		}
	}
}

// favourableAttacker returns a Creature of p's that may attack now and
// would come out ahead whatever the defenders do: every Creature of an
// opponent that could block it would die without killing it, and its
// controller is in no danger (the opponents' Creatures together deal
// less Life Damage than half of p's Life Stack, so keeping it home to
// block is not needed). NoCard when there is none.
func favourableAttacker(s *rules.State, p int8) rules.CardID {
	threat := 0
	for q := range s.Players {
		if int8(q) == p || s.Players[q].Lost {
			continue
		}
		for _, c := range s.Players[q].Field {
			if s.Def(c).Type == rules.Creature {
				threat += max(s.CurLife(c), 0)
			}
		}
	}
	if 2*threat >= len(s.Players[p].Life) {
		return rules.NoCard
	}
	for _, c := range s.Players[p].Field {
		if !s.CanAttack(c) || s.CurLife(c) <= 0 {
			continue
		}
		if safeAttacker(s, p, c) {
			return c
		}
	}
	return rules.NoCard
}

// safeAttacker reports whether every Creature of p's opponents that could
// block c would be Slain by it without Slaying it.
func safeAttacker(s *rules.State, p int8, c rules.CardID) bool {
	for q := range s.Players {
		if int8(q) == p || s.Players[q].Lost {
			continue
		}
		for _, b := range s.Players[q].Field {
			if !s.CouldBlock(b, c) {
				continue
			}
			if s.FightDamage(b, c) >= s.CurLife(c) || s.FightDamage(c, b) < s.CurLife(b) {
				return false
			}
		}
	}
	return true
}
