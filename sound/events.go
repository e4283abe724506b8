package sound

import (
	"slices"

	"twilight/rules"
)

// maxCuesAtOnce is the most effects one batch of events sounds: a board
// wipe is one crash, not twelve.
const maxCuesAtOnce = 3

// ForEvents says what a batch of new log events sounds like at a table whose
// players at this screen are local (by seat): each event's cue once, in
// order, at most maxCuesAtOnce effects (your turn and the end of the
// game always sound). Only what the whole table sees makes a
// sound, and the same sound whoever's card it was, so a hot-seat curtain
// leaks nothing by ear: a draw sounds alike for any card and any player.
// "Your turn" sounds when a local player's turn begins; the end sounds as
// a victory when a local player (or their team) won, or when nobody at
// the screen plays, else as a defeat.
func ForEvents(events []rules.Event, s *rules.State, local []bool) []Cue {
	var out []Cue
	effects := 0
	for _, e := range events {
		c := cueOf(e, s, local)
		if c == 0 || slices.Contains(out, c) || (!c.Announces() && effects == maxCuesAtOnce) {
			continue
		}
		if !c.Announces() {
			effects++
		}
		out = append(out, c)
	}
	return out
}

// Announces reports whether the cue tells the players at the screen
// something they must not miss (their turn, the end): it sounds even
// after a batch's maxCuesAtOnce effects.
func (c Cue) Announces() bool { return c == YourTurn || c == Victory || c == Defeat }

// cueOf is one event's cue, or 0 for a silent one.
func cueOf(e rules.Event, s *rules.State, local []bool) Cue {
	isLocal := func(p int8) bool { return p >= 0 && int(p) < len(local) && local[p] }
	switch e.Kind {
	case rules.EvDraw:
		return CardDrawn
	case rules.EvRefresh:
		return Refresh
	case rules.EvAttack, rules.EvGenerate:
		return Exhaust
	case rules.EvResource:
		return Drop
	case rules.EvSummon, rules.EvEnter:
		return Summon
	case rules.EvActivate, rules.EvDeity:
		return ChainAdd
	case rules.EvResolve, rules.EvCounter:
		return ChainResolve
	case rules.EvDamage:
		return DamageCreature
	case rules.EvLifeDamage:
		return DamageStack
	case rules.EvSlay, rules.EvDestroy:
		return Slain
	case rules.EvSacrifice:
		return Sacrifice
	case rules.EvManifest:
		return Manifest
	case rules.EvTradeOffer:
		return TradeOffered
	case rules.EvTrade, rules.EvForcedTrade:
		return TradeAccepted
	case rules.EvTurn:
		if isLocal(e.Player) {
			return YourTurn
		}
	case rules.EvWin, rules.EvTeamWin:
		return endCue(s, local)
	}
	return 0
}

// endCue is the sound of the game's end for the players at this screen.
func endCue(s *rules.State, local []bool) Cue {
	anyLocal := false
	for p, here := range local {
		if !here {
			continue
		}
		anyLocal = true
		if s.Won(int8(p)) {
			return Victory
		}
	}
	if !anyLocal {
		return Victory
	}
	return Defeat
}
