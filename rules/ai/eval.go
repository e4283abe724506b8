package ai

import (
	"math"

	"twilight/rules"
)

// Evaluation weights. A card in the Life Stack is both a card still to
// draw and a point of Life, so it anchors the scale; the rest is measured
// against it.
const (
	wLife       = 1.0  // per Life Stack card, for the first few
	lifeScale   = 35.0 // how fast a Life Stack card's worth fades (in cards; see score)
	wLowLife    = 6.0  // extra weight of the first few Life Stack cards
	wDiscard    = 0.2  // per Discard Stack card (it may be Restored)
	wHand       = 0.45 // per Hand card
	wAspect     = 0.7  // per Aspect waiting in the Aspect Stack
	wResource   = 1.0  // per Aspect in the Resource Area
	wPower      = 6.0  // extra weight of the first few Resource Area Aspects
	powerScale  = 6.0  // how fast that extra weight fades (in Aspects)
	wLevel      = 0.25 // extra per level above Lesser of an Aspect
	wCreature   = 0.45 // per point of Fight + current Life on the field
	wBody       = 1.0  // per Creature on the field, whatever its stats (see score)
	wArmor      = 0.3  // per point of Armor
	wPermanent  = 0.8  // per Aspect of a Fortification's or Intrigue's cost, at its price (see permanentValue)
	wLasting    = 0.6  // per ability of a Fortification or Intrigue that works turn after turn (see permanentValue)
	wFresh      = 0.15 // per Fresh (untapped) Creature: it can block
	wOnce       = 4.0  // the Deity's one-use power, not yet spent
	wHandLow    = 2.0  // extra weight of the first few Hand cards
	wAspectMore = 0.35 // per Aspect waiting beyond the first
	evalScale   = 5.0  // score difference that makes a 73% favourite
	wWide       = 0.1  // share of the value on the wide scale (see evaluate)
	wRival      = 4.0  // per opponent in the game besides the strongest
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
		best, rivals := math.Inf(-1), 0
		for q := 0; q < n; q++ {
			if s.Opponents(int8(p), int8(q)) && !s.Players[q].Lost {
				best = max(best, side[q])
				rivals++
			}
		}
		// Every opponent still in the game besides the strongest is one
		// more to beat: knocking one out is progress.
		d := side[p] - best - wRival*float64(rivals-1)
		// A tenth of the value uses a five times wider scale, so that far
		// ahead or far behind, where the main curve is flat, more material
		// and a longer survival still count.
		out[p] = (1-wWide)/(1+math.Exp(-d/evalScale)) + wWide/(1+math.Exp(-d/(5*evalScale)))
	}
	return out
}

// value is what the end of a playout from turn start is worth to seat
// me: evaluate's value (or, with share, shareValue's at a table of more
// than two players), except that a game lost later is worth a little more
// than one lost sooner, and one won sooner a little more than one won
// later, so that a player who cannot avoid a loss still plays for time
// (and for the opponent's mistakes) rather than shrug.
func value(s *rules.State, me int8, start int, share bool) float64 {
	if s.Over() && s.Winner != -2 {
		t := wTempo * float64(max(int(s.Turn)-start+1, 1))
		if s.Won(me) {
			return 1 - t
		}
		return t
	}
	if share && !s.TeamGame() && playersIn(s) > 2 {
		return shareValue(s, me)
	}
	return evaluate(s)[me]
}

// shareValue is seat me's share of the game at a table of more than two
// players, every one for themselves: each player still in is taken to be
// the last one standing with odds exp(score/evalScale), so that me's value
// is exp(score(me)/evalScale) over the sum of every player's (a tenth of
// it again on the five times wider scale, as in evaluate). With two
// players left it is evaluate's logistic of the lead, exactly.
//
// evaluate measures the lead over the strongest opponent alone: the
// exchange rate of two players, where what one opponent loses is the whole
// of the opposition's loss. At a table of four that made hard spend its
// own Aspects and Hand to hurt one of three even opponents, which leaves
// it weaker against the other two (issue #27: 11 Sacrifices a game with
// Mars's deck where normal made 3.5, and twice normal's summons, so that
// the opponents' Seizes took its Life Stack cards from an empty Hand).
// Here a loss of one opponent's is worth about its share of the
// opposition's, and a player knocked out drops out of the sum (which is
// what evaluate's wRival approximates).
func shareValue(s *rules.State, me int8) float64 {
	if s.Players[me].Lost {
		return 0
	}
	mine := score(s, me)
	var narrow, wide float64
	for q := range s.Players {
		if s.Players[q].Lost {
			continue
		}
		d := mine
		if q != int(me) {
			d = score(s, int8(q))
		}
		d -= mine
		narrow += math.Exp(d / evalScale)
		wide += math.Exp(d / (5 * evalScale))
	}
	return (1-wWide)/narrow + wWide/wide
}

// playersIn counts the players still in the game.
func playersIn(s *rules.State) int {
	n := 0
	for i := range s.Players {
		if !s.Players[i].Lost {
			n++
		}
	}
	return n
}

// wTempo is the worth of one more turn before a loss (see value); it
// stays below the value of any position still alive but hopeless.
const wTempo = 1e-3

// score is player p's material and position.
func score(s *rules.State, p int8) float64 {
	pl := &s.Players[p]
	life := float64(len(pl.Life))
	// A Life Stack card is worth less the longer the stack: with 25 cards
	// one more or less changes little (e^(-25/35) ≈ half a card), with 5
	// nearly a whole one, and the first few weigh more again (wLowLife).
	// Worth a whole card at any length, a point of Damage on a blocker
	// (which then hits for a point less in the reply a playout sees) paid
	// for a Creature thrown into it (issue #27).
	v := wLife*lifeScale*(1-math.Exp(-life/lifeScale)) + wLowLife*(1-math.Exp(-life/5))
	v += wDiscard * float64(len(pl.Discard))
	// A Hand of a few cards is worth more per card: with none left there
	// is nothing to play.
	hand := float64(len(pl.Hand))
	v += wHand*hand + wHandLow*(1-math.Exp(-hand/2))
	// One Aspect reaches the Resource Area per turn: the first waiting is
	// next turn's Power, the others wait longer.
	for i, c := range pl.Aspects {
		w := wAspect
		if i > 0 {
			w = wAspectMore
		}
		v += w + wLevel*float64(s.Def(c).Level-1)
	}
	for _, c := range pl.Resource {
		v += wResource + wLevel*float64(s.Def(c).Level-1)
	}
	// Power is scarce early: an Aspect lost for good (to a Sacrifice or a
	// Seize) costs a summon on every later turn.
	v += wPower * (1 - math.Exp(-float64(len(pl.Resource))/powerScale))
	if !pl.DeitySpent {
		// Spending the one-use power must gain more than keeping it.
		v += wOnce
	}
	// A Creature is more than its Fight and Life: a body that blocks,
	// carries a pump and attacks again once the way is clear, turns
	// beyond the playout's horizon (issue #27).
	for _, c := range pl.Field {
		v += permanentValue(s, c)
		if s.Def(c).Type == rules.Creature && s.CurLife(c) > 0 {
			v += wBody
		}
	}
	for d := range pl.Compass {
		if slot := pl.Compass[d]; len(slot) > 0 {
			v += permanentValue(s, slot[len(slot)-1])
		}
	}
	return v
}

// permanentValue is what card c in play is worth to its controller.
func permanentValue(s *rules.State, c rules.CardID) float64 {
	d := s.Def(c)
	if d.Type != rules.Creature {
		// A Fortification or an Intrigue works on every turn after the
		// playout's horizon, where its upkeep, Armor and statics pay off:
		// it is worth about what a Creature of its cost is, each Aspect of
		// the cost at its price as Power (costPrice), and a Fortification's
		// Armor shields the Life Stack. At 0.6 per Aspect, less than the
		// Hand card it was, every Intrigue and Fortification of the
		// pre-built decks was played in under a fifth of the games that
		// drew it (issue #22).
		// What it does turn after turn lies beyond the playout's horizon
		// too: each ability but its arrival and its Heresy adds wLasting.
		// With none, 44 of 172 cards of 300 random-deck games were played
		// in under a quarter of the games that drew them; with 0.6, 35
		// (docs/ai-experiments.md).
		return wPermanent*costPrice(d.Cost) + wArmor*float64(d.Armor) + wLasting*float64(lastingAbilities(d))
	}
	fight, life, armor := s.Stats(c)
	if life <= 0 {
		return 0
	}
	v := wCreature*float64(fight+life) + wArmor*float64(armor)
	v += 0.15 * float64(bitCount(uint16(d.Keywords)))
	v += 0.2 * float64(len(d.Abilities))
	if !s.Cards[c].Exhausted() {
		v += wFresh
	}
	return v
}

// lastingAbilities counts a card's abilities that work after it has
// arrived: every one but its arrival (OnSummon) and its Heresy.
func lastingAbilities(d *rules.CardDef) int {
	n := 0
	for i := range d.Abilities {
		if t := d.Abilities[i].Trigger; t != rules.OnSummon && t != rules.OnHeresy {
			n++
		}
	}
	return n
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
