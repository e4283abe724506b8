package ai

import (
	"context"
	"fmt"
	"math"

	"twilight/rules"
)

// Reasoner is a Player that also says, in one line, why it chose its
// action, drawn from what its search saw ("Bull of Heaven attacks Mars's
// Life Stack: about 6 more of Mars's Life Stack than waiting"). The reason
// names only cards the player can see, and is the same for two games that
// differ only in what the player cannot see.
type Reasoner interface {
	Player
	DecideWhy(ctx context.Context, view *rules.State, seed uint64) (rules.Action, string, error)
}

// outcome sums what the end of each playout of a candidate looked like.
type outcome struct {
	n                  int
	myLife, oppLife    float64 // Life Stack cards (opponents': all of them)
	myBoard, oppBoard  float64 // permanentValue of the cards in play
	myLost, rivalsLost float64 // the decider out; opponents out
}

func (o *outcome) add(s *rules.State, me int8) {
	o.n++
	for q := range s.Players {
		pl := &s.Players[q]
		board := 0.0
		for _, c := range pl.Field {
			board += permanentValue(s, c)
		}
		lost := pl.Lost || s.Over() && s.Winner != int8(q) && s.Winner != -2
		if int8(q) == me {
			o.myLife += float64(len(pl.Life))
			o.myBoard += board
			if lost {
				o.myLost++
			}
			continue
		}
		o.oppLife += float64(len(pl.Life))
		o.oppBoard += board
		if lost {
			o.rivalsLost++
		}
	}
}

// mean returns the averages of o.
func (o *outcome) mean() outcome {
	if o.n == 0 {
		return outcome{}
	}
	k := float64(o.n)
	return outcome{n: 1, myLife: o.myLife / k, oppLife: o.oppLife / k, myBoard: o.myBoard / k,
		oppBoard: o.oppBoard / k, myLost: o.myLost / k, rivalsLost: o.rivalsLost / k}
}

// searchReason words why cands[best] was chosen: what it did in the
// playouts compared with the alternative — passing where that is the
// baseline, else the runner-up.
func searchReason(v *rules.State, me int8, cands []rules.Action, st []candStats, best, base int) string {
	if base >= 0 && cands[base].Kind != rules.ActPass {
		// A baseline that is not a pass (the policy's attack) is compared
		// like any other candidate: with the next best.
		base = -1
	}
	what := v.Describe(cands[best], me)
	if cands[best].Kind == rules.ActPass {
		what = passVerb(v)
	}
	if best == base {
		for _, a := range cands {
			if a.Kind == rules.ActDeity && onceAbility(v, a) {
				return fmt.Sprintf("keeps %s one-use power: nothing worth it yet", rules.Possessive(v.PlayerName(me)))
			}
		}
		return "waits: nothing else looked better than passing"
	}
	alt, altWhat := base, passWord(v)
	if alt < 0 {
		for i := range st {
			if i != best && st[i].n > 0 && (alt < 0 || st[i].mean() > st[alt].mean()) {
				alt = i
			}
		}
		if alt < 0 {
			return what + ": the only option worth trying"
		}
		altWhat = "the next best (" + v.Describe(cands[alt], me) + ")"
		if cands[alt].Kind == rules.ActPass {
			altWhat = passWord(v)
		}
	}
	a, b := st[best].out.mean(), st[alt].out.mean()
	opp := opponentWord(v, me)
	switch {
	case a.rivalsLost-b.rivalsLost >= 0.5:
		return fmt.Sprintf("%s: it should win the game", what)
	case b.myLost-a.myLost >= 0.25:
		return fmt.Sprintf("%s: it keeps %s in the game", what, v.PlayerName(me))
	case b.oppLife-a.oppLife >= 0.75:
		return fmt.Sprintf("%s: about %.0f more of %s Life Stack than %s", what, b.oppLife-a.oppLife, opp, altWhat)
	case a.myLife-b.myLife >= 0.75:
		return fmt.Sprintf("%s: saves about %.0f Life compared with %s", what, a.myLife-b.myLife, altWhat)
	case b.oppBoard-a.oppBoard >= 0.5:
		return fmt.Sprintf("%s: weakens %s board more than %s", what, opp, altWhat)
	case a.myBoard-b.myBoard >= 0.5:
		return fmt.Sprintf("%s: a stronger board than %s", what, altWhat)
	}
	return fmt.Sprintf("%s: a slightly better game than %s (%.0f%% to win)", what, altWhat, 100*math.Min(st[best].mean(), 1))
}

// anywayReason explains a Summon chosen by playedAnyway: the search saw
// the same game after a pass, in which the card was played all the same.
func anywayReason(v *rules.State, me int8, a rules.Action) string {
	who := "an opponent"
	if len(v.Players) == 2 {
		who = v.PlayerName(1 - me)
	}
	return fmt.Sprintf("%s: now, not after a pass (the search saw it played anyway once %s answered)", v.Describe(a, me), who)
}

// passWord says what passing means in the pending decision.
func passWord(v *rules.State) string {
	switch v.Pending.Kind {
	case rules.DecMulligan:
		return "keeping the hand"
	case rules.DecAttack:
		return "attacking no more"
	case rules.DecBlock:
		return "not blocking"
	case rules.DecTrade:
		return "not trading"
	case rules.DecSeize:
		return "not Seizing"
	case rules.DecOffer:
		return "withdrawing the offer"
	case rules.DecAnswer:
		return "declining"
	case rules.DecTarget:
		return "calling it off"
	case rules.DecYesNo:
		return "saying no"
	}
	return "waiting"
}

// passVerb says what passing does in the pending decision.
func passVerb(v *rules.State) string {
	switch v.Pending.Kind {
	case rules.DecMulligan:
		return "keeps the hand"
	case rules.DecAttack:
		return "attacks no more"
	case rules.DecBlock:
		return "does not block"
	case rules.DecTrade:
		return "does not trade"
	case rules.DecSeize:
		return "does not Seize"
	case rules.DecOffer:
		return "withdraws the offer"
	case rules.DecAnswer:
		return "declines the offer"
	case rules.DecTarget:
		return "calls it off"
	case rules.DecYesNo:
		return "says no"
	}
	return "passes"
}

// quickReason words an answer given without search.
func quickReason(v *rules.State, a rules.Action) string {
	if a.Kind == rules.ActPass {
		return "passes: nothing worth doing"
	}
	return v.Describe(a, v.Pending.Player) + ": the only sensible choice"
}

// onceAbility reports whether a is the use of the one-use Deity power.
func onceAbility(v *rules.State, a rules.Action) bool {
	dd := &v.Set.Deities[v.Players[a.Player].Deity]
	return int(a.Ability) < len(dd.Abilities) && dd.Abilities[a.Ability].Once
}

// opponentWord names the opponent in a 2-player game ("Mars's"), else
// "the opponents'".
func opponentWord(v *rules.State, me int8) string {
	if len(v.Players) == 2 {
		return rules.Possessive(v.PlayerName(1 - me))
	}
	return "the opponents'"
}
