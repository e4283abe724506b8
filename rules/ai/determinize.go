package ai

import (
	"math/rand/v2"

	"twilight/rules"
)

// determinizer samples full games consistent with one player's View.
//
// Hidden cards the viewer owns are drawn from what is left of their deck
// list once every own card whose face the View shows is taken out. Hidden
// cards of other players are drawn from the card set's Action cards of the
// same level. Where the owner's Deity has a published deck (its pre-built
// deck, rules.DeityDef.Published) and no card the owner has shown is
// missing from it, each copy in that list makes a card sixteen times
// likelier than a card not in it; otherwise a card carrying the gem of the
// Deity's pre-built deck is sixteen times likelier than an unrelated one,
// and one of the Deity's faction twice as likely. The published lists and
// the gems are public, so this is a prior, not a peek; an opponent with a
// custom deck only makes it less accurate. (With the gems alone, half the
// cards the second edition marks with a Deity's gem are in no pre-built
// deck, and a change to one of them moved the pre-built decks' balance:
// issue #22.) Hidden Life Stack order (all but the top card, whose back
// shows) is reshuffled and the generator reseeded for every sample.
type determinizer struct {
	view *rules.State
	me   int8
	// own[l] is the viewer's remaining deck pool of level l.
	own [4][]rules.DefID
	// opp[q][l] is the weighted pool for player q's hidden cards of level l.
	opp [][4][]rules.DefID
}

func newDeterminizer(v *rules.State, me int8, deck []rules.DefID) *determinizer {
	d := &determinizer{view: v, me: me}
	set := v.Set
	remain := map[rules.DefID]int{}
	for _, id := range deck {
		remain[id]++
	}
	for i := range v.Cards {
		c := rules.CardID(i)
		if v.Hidden(c) {
			continue
		}
		cd := &v.Cards[i]
		if cd.Owner == me && !cd.Token && remain[cd.Def] > 0 {
			remain[cd.Def]--
		}
	}
	for _, id := range deck { // deck order keeps the pool deterministic
		if remain[id] > 0 {
			remain[id]--
			l := set.Cards[id].Level
			d.own[l] = append(d.own[l], id)
		}
	}
	d.opp = make([][4][]rules.DefID, len(v.Players))
	for q := range v.Players {
		dd := &set.Deities[v.Players[q].Deity]
		weight := func(id rules.DefID, cd *rules.CardDef) int {
			switch {
			case dd.DefaultDeck != "" && cd.Gem == dd.DefaultDeck:
				return 16
			case cd.Factions.Has(dd.Faction):
				return 2
			}
			return 1
		}
		if copies := publishedCopies(v, int8(q), dd.Published); copies != nil {
			// Every other card stays possible, so that a deck changed
			// from the published one can still be sampled.
			weight = func(id rules.DefID, _ *rules.CardDef) int { return 1 + 16*copies[id] }
		}
		for id := 1; id < len(set.Cards); id++ {
			cd := &set.Cards[id]
			if cd.Mini || cd.Level < rules.Lesser || cd.Level > rules.Exalted {
				continue
			}
			for k := weight(rules.DefID(id), cd); k > 0; k-- {
				d.opp[q][cd.Level] = append(d.opp[q][cd.Level], rules.DefID(id))
			}
		}
	}
	return d
}

// publishedCopies counts the copies of each card in list, the deck
// published for player q's Deity, or returns nil when none is published
// or a card q owns whose face the View shows could not have come from it
// (a card the list lacks, or more copies than it holds): a deck shown to
// be another is sampled as the gems say.
func publishedCopies(v *rules.State, q int8, list []rules.DefID) map[rules.DefID]int {
	if len(list) == 0 {
		return nil
	}
	copies := map[rules.DefID]int{}
	for _, id := range list {
		copies[id]++
	}
	shown := map[rules.DefID]int{}
	for i := range v.Cards {
		cd := &v.Cards[i]
		if cd.Owner != q || cd.Token || v.Hidden(rules.CardID(i)) {
			continue
		}
		if shown[cd.Def]++; shown[cd.Def] > copies[cd.Def] {
			return nil
		}
	}
	return copies
}

// sample returns a full state consistent with the View.
func (d *determinizer) sample(r *rand.Rand) *rules.State {
	var own [4][]rules.DefID
	for l := range own {
		if len(d.own[l]) > 0 {
			own[l] = append([]rules.DefID(nil), d.own[l]...)
		}
	}
	return d.view.Sample(r, func(c rules.CardID, owner int8, l rules.Level) rules.DefID {
		if owner == d.me && len(own[l]) > 0 {
			i := r.IntN(len(own[l]))
			id := own[l][i]
			own[l][i] = own[l][len(own[l])-1]
			own[l] = own[l][:len(own[l])-1]
			return id
		}
		pool := d.opp[owner][l]
		if len(pool) == 0 {
			pool = d.opp[d.me][l]
		}
		if len(pool) == 0 {
			// No card of that level in the whole set: any Action card.
			for id := 1; id < len(d.view.Set.Cards); id++ {
				if !d.view.Set.Cards[id].Mini {
					return rules.DefID(id)
				}
			}
		}
		return pool[r.IntN(len(pool))]
	})
}
