package ai

import (
	"math/rand/v2"
	"slices"

	"twilight/rules"
)

// Trying a card on a table: what the evaluation says a card does when it
// is played, rather than what its printed face says. A Scheme's worth by
// its face (cardValue) is its cost, so every Scheme of a cost was worth
// the same to the drafter; played on a table of the middle of a game, one
// that kills a Creature gains that Creature's value, one that draws gains
// the cards drawn, one with no good use gains nothing.

// Limits of a trial: decisions followed after the card is played, and
// the choices of the card's own player tried at each of its decisions.
const (
	trialSteps    = 80
	trialBranches = 12
	trialDepth    = 3
)

// trialTable is the position every card is tried on: turn 5, player 1's
// (index 0) Summoning Phase, both players with twenty Life Stack cards,
// three cards in Hand and in the Discard Stack, five Lesser, three Greater
// and two Exalted Aspects Fresh in the Resource Area, and on the field a
// Lesser and a Greater Creature of the set's middling stats each.
type trialTable struct {
	set    *rules.CardSet
	filler [4]rules.DefID // a Creature of each level, for the stacks and Aspects
	field  []rules.DefID  // the Creatures on each side of the field
}

// newTrialTable chooses the trial's cards from set; false when the set
// lacks a Creature of some level.
func newTrialTable(set *rules.CardSet) (*trialTable, bool) {
	tt := &trialTable{set: set}
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		var cs []rules.DefID
		for i := 1; i < len(set.Cards); i++ {
			d := &set.Cards[i]
			if !d.Mini && d.Type == rules.Creature && d.Level == l {
				cs = append(cs, d.ID)
			}
		}
		if len(cs) == 0 {
			return nil, false
		}
		// The middle Creature by Fight + Life (then by id, for a fixed order).
		slices.SortFunc(cs, func(a, b rules.DefID) int {
			sa := set.Cards[a].Fight + set.Cards[a].Life
			sb := set.Cards[b].Fight + set.Cards[b].Life
			if sa != sb {
				return int(sa) - int(sb)
			}
			return int(a) - int(b)
		})
		tt.filler[l] = cs[len(cs)/2]
		if l <= rules.Greater {
			tt.field = append(tt.field, cs[len(cs)/2])
		}
	}
	return tt, true
}

// deal lays out the trial position.
func (tt *trialTable) deal() (*rules.State, error) {
	s, err := rules.NewTable(tt.set, []int{0, 0}, 7)
	if err != nil {
		return nil, err
	}
	put := func(def rules.DefID, p int8, z rules.Zone, n int) error {
		for k := 0; k < n; k++ {
			if _, err := s.AddCard(def, p, p, z, rules.North); err != nil {
				return err
			}
		}
		return nil
	}
	for p := int8(0); p < 2; p++ {
		lesser := tt.filler[rules.Lesser]
		for _, z := range []struct {
			def rules.DefID
			z   rules.Zone
			n   int
		}{
			{lesser, rules.ZLife, 20}, {lesser, rules.ZHand, 3}, {lesser, rules.ZDiscard, 3},
			{lesser, rules.ZResource, 5}, {tt.filler[rules.Greater], rules.ZResource, 3},
			{tt.filler[rules.Exalted], rules.ZResource, 2},
		} {
			if err := put(z.def, p, z.z, z.n); err != nil {
				return nil, err
			}
		}
		for _, c := range tt.field {
			if err := put(c, p, rules.ZField, 1); err != nil {
				return nil, err
			}
		}
	}
	s.Start(0, rules.PhaseSummoning, 5)
	s.NoLog = true
	return s, nil
}

// gain is what playing card def gains player 0 on the trial table, in the
// evaluation's units (its score less the opponent's), with the best of
// its player's choices; ok is false when it cannot be played there.
func (tt *trialTable) gain(def rules.DefID) (float64, bool) {
	s, err := tt.deal()
	if err != nil {
		return 0, false
	}
	before := score(s, 0) - score(s, 1)
	c, err := s.AddCard(def, 0, 0, rules.ZHand, rules.North)
	if err != nil {
		return 0, false
	}
	pol := newPolicy(0, plainThumbs())
	best, ok := 0.0, false
	for _, a := range s.Legal(nil) {
		if a.Kind != rules.ActSummon || a.Card != c {
			continue
		}
		t := s.Clone()
		if t.Apply(a) != nil {
			continue
		}
		if g := trialFollow(t, pol, 0) - before; !ok || g > best {
			best, ok = g, true
		}
	}
	return best, ok
}

// trialFollow plays on from a card just played until the chain is empty
// and player 0 has priority again, and returns player 0's lead then.
// Player 0's own choices (targets, choices, yes or no) are all tried, the
// best counting (a target is not cancelled while there is one to aim
// at); at every other decision the player passes when they may, and
// otherwise follows the rules of thumb: the trial is what the card does,
// not what the table answers.
func trialFollow(s *rules.State, pol *policy, depth int) float64 {
	r := rand.New(rand.NewPCG(1, 2))
	for step := 0; step < trialSteps && !s.Over(); step++ {
		if len(s.Chain) == 0 && len(s.Triggers) == 0 && s.Pending.Kind == rules.DecPriority &&
			s.Pending.Player == 0 && s.Step == rules.StepSummoning {
			break
		}
		legal := s.SearchLegal(nil)
		if len(legal) == 0 {
			break
		}
		if s.Pending.Player == 0 && depth < trialDepth && len(legal) > 1 && trialChoice(legal) {
			if s.Pending.Kind == rules.DecTarget {
				legal = slices.DeleteFunc(legal, func(a rules.Action) bool { return a.Kind == rules.ActPass })
			}
			best, any := 0.0, false
			for _, a := range legal[:min(len(legal), trialBranches)] {
				t := s.Clone()
				if t.Apply(a) != nil {
					continue
				}
				if v := trialFollow(t, pol, depth+1); !any || v > best {
					best, any = v, true
				}
			}
			if any {
				return best
			}
		}
		var a rules.Action
		if i := slices.IndexFunc(legal, func(a rules.Action) bool { return a.Kind == rules.ActPass }); i >= 0 {
			a = legal[i]
		} else {
			a = pol.choose(s, legal, r)
		}
		if s.Apply(a) != nil {
			break
		}
	}
	if s.Over() {
		if s.Won(0) {
			return 100
		}
		return -100
	}
	return score(s, 0) - score(s, 1)
}

// trialChoice reports whether a decision is one of the card's choices
// (a target, a choice, yes or no), tried every way in a trial.
func trialChoice(legal []rules.Action) bool {
	for _, a := range legal {
		switch a.Kind {
		case rules.ActTarget, rules.ActTargetPlayer, rules.ActTargetItem, rules.ActChoose, rules.ActYes:
			return true
		}
	}
	return false
}
