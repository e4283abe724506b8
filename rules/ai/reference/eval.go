package reference

import (
	"math"

	"twilight/rules"
)

// Evaluation weights. A card in the Life Stack is both a card still to
// draw and a point of Life, so it anchors the scale; the rest is measured
// against it.
const (
	wLife      = 1.0  // per Life Stack card
	wLowLife   = 6.0  // extra weight of the first few Life Stack cards
	wDiscard   = 0.2  // per Discard Stack card (it may be Restored)
	wHand      = 0.45 // per Hand card
	wAspect    = 0.7  // per Aspect waiting in the Aspect Stack
	wResource  = 1.0  // per Aspect in the Resource Area
	wPower     = 6.0  // extra weight of the first few Resource Area Aspects
	powerScale = 6.0  // how fast that extra weight fades (in Aspects)
	wLevel     = 0.25 // extra per level above Lesser of an Aspect
	wCreature  = 0.45 // per point of Fight + current Life on the field
	wArmor     = 0.3  // per point of Armor
	wPermanent = 0.6  // per cost point of a Fortification or Intrigue
	wFresh     = 0.15 // per Fresh (untapped) Creature: it can block
	evalScale  = 5.0  // score difference that makes a 73% favourite
)

// evaluate returns, for every seat, a value in [0,1]: 1 for a won game
// (in a team game, won by the seat's team), 0 for a lost one, and otherwise
// the logistic of the lead of the seat's side (the seat and its teammates
// still playing) over its strongest opposing player's side.
func evaluate(s *rules.State) []float64 {
	n := len(s.Players)
	out := make([]float64, n)
	if s.Over() {
		for p := range out {
			switch {
			case s.Winner == -2:
				out[p] = 0.5
			case s.Won(int8(p)):
				out[p] = 1
			}
		}
		return out
	}
	var sc, side [rules.MaxPlayers]float64
	for p := 0; p < n; p++ {
		if !s.Players[p].Lost {
			sc[p] = score(s, int8(p))
		}
	}
	for p := 0; p < n; p++ {
		for q := 0; q < n; q++ {
			if s.Teammates(int8(p), int8(q)) && !s.Players[q].Lost {
				side[p] += sc[q]
			}
		}
	}
	for p := 0; p < n; p++ {
		if s.Players[p].Lost && !s.TeamGame() {
			continue
		}
		best := math.Inf(-1)
		for q := 0; q < n; q++ {
			if s.Opponents(int8(p), int8(q)) && !s.Players[q].Lost && side[q] > best {
				best = side[q]
			}
		}
		out[p] = 1 / (1 + math.Exp(-(side[p]-best)/evalScale))
	}
	return out
}

// score is player p's material and position.
func score(s *rules.State, p int8) float64 {
	pl := &s.Players[p]
	life := float64(len(pl.Life))
	v := wLife*life + wLowLife*(1-math.Exp(-life/5))
	v += wDiscard * float64(len(pl.Discard))
	v += wHand * float64(len(pl.Hand))
	for _, c := range pl.Aspects {
		v += wAspect + wLevel*float64(s.Def(c).Level-1)
	}
	for _, c := range pl.Resource {
		v += wResource + wLevel*float64(s.Def(c).Level-1)
	}
	// Power is scarce early: an Aspect lost for good (to a Sacrifice or a
	// Seize) costs a summon on every later turn.
	v += wPower * (1 - math.Exp(-float64(len(pl.Resource))/powerScale))
	for _, c := range pl.Field {
		v += permanentValue(s, c)
	}
	for d := range pl.Compass {
		if slot := pl.Compass[d]; len(slot) > 0 {
			v += wPermanent * float64(s.Def(slot[len(slot)-1]).Cost.Total())
		}
	}
	return v
}

// permanentValue is what card c in play is worth to its controller.
func permanentValue(s *rules.State, c rules.CardID) float64 {
	d := s.Def(c)
	if d.Type != rules.Creature {
		return wPermanent * float64(d.Cost.Total())
	}
	life := s.CurLife(c)
	if life <= 0 {
		return 0
	}
	v := wCreature*float64(s.Fight(c)+life) + wArmor*float64(s.ArmorOf(c))
	v += 0.15 * float64(bitCount(uint16(d.Keywords)))
	v += 0.2 * float64(len(d.Abilities))
	if !s.Cards[c].Exhausted() {
		v += wFresh
	}
	return v
}

// cardValue rates a card by its printed face (for Hand and Discard choices).
func cardValue(s *rules.State, c rules.CardID) float64 {
	d := s.Def(c)
	if d.ID >= rules.HiddenDef {
		return float64(d.Level)
	}
	v := float64(d.Cost.Total()) + 0.5*float64(d.Level)
	if d.Type == rules.Creature {
		v += 0.5 * float64(d.Fight+d.Life)
	}
	return v
}

func bitCount(x uint16) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}
