package rules

import (
	"fmt"
	"maps"
	"slices"
)

// adopt finds the set a saved game is played with. Each saved card (and
// Deity) the installed set holds unchanged (same key, every field alike)
// is the installed one; the others keep their saved definitions, added to
// a copy of the installed set. It returns that set and how the save's
// DefIDs and Deity numbers map into it, or what is wrong with the saved
// definitions.
func (cs *CardSet) adopt(cards []CardDef, deities []savedDeity) (*CardSet, map[DefID]DefID, map[int8]int8, error) {
	if err := vetSaved(cards, deities); err != nil {
		return nil, nil, nil, err
	}
	if len(cs.Deities)+len(deities) > 127 || len(cs.Cards)+len(cards) >= int(HiddenDef) {
		return nil, nil, nil, bad("cards", "too many definitions to add to the %d cards and %d Deities installed", len(cs.Cards), len(cs.Deities))
	}
	game, cardMap, deityMap := cs.extend(cards, deities, savedKeys(cards))
	return game, cardMap, deityMap, nil
}

// extend maps saved definitions onto the set (see adopt), copying the set
// only when some saved definition is not in it.
func (cs *CardSet) extend(cards []CardDef, deities []savedDeity, key func(DefID) string) (*CardSet, map[DefID]DefID, map[int8]int8) {
	ours := func(id DefID) string {
		if int(id) < len(cs.Cards) {
			return cs.Cards[id].Key
		}
		return ""
	}
	cardMap := map[DefID]DefID{}
	var extra []*CardDef
	for i := range cards {
		d := &cards[i]
		if id, ok := cs.byKey[d.Key]; ok && int(id) < len(cs.Cards) && defPrint(&cs.Cards[id], ours) == defPrint(d, key) {
			cardMap[d.ID] = id
		} else {
			cardMap[d.ID] = DefID(len(cs.Cards) + len(extra))
			extra = append(extra, d)
		}
	}
	deityMap := map[int8]int8{}
	var extraDeities []*DeityDef
	for i := range deities {
		sd := &deities[i]
		if j, ok := cs.Deity(sd.Def.Key); ok && cs.Deities[j].Key == sd.Def.Key && defPrint(&cs.Deities[j], ours) == defPrint(&sd.Def, key) {
			deityMap[int8(sd.Index)] = int8(j)
		} else {
			deityMap[int8(sd.Index)] = int8(len(cs.Deities) + len(extraDeities))
			extraDeities = append(extraDeities, &sd.Def)
		}
	}
	if len(extra) == 0 && len(extraDeities) == 0 {
		return cs, cardMap, deityMap
	}
	// The copy's names (Lookup) still find the installed cards.

	game := &CardSet{Cards: slices.Clone(cs.Cards), Deities: slices.Clone(cs.Deities),
		byKey: maps.Clone(cs.byKey), byTitle: maps.Clone(cs.byTitle), miniTitle: maps.Clone(cs.miniTitle),
		static: slices.Clone(cs.static), grants: cs.grants}
	renumber := func(abs []Ability) []Ability {
		abs = slices.Clone(abs)
		for i := range abs {
			abs[i].Clauses = slices.Clone(abs[i].Clauses)
			for k := range abs[i].Clauses {
				if m := abs[i].Clauses[k].Mini; m != 0 {
					abs[i].Clauses[k].Mini = cardMap[m]
				}
			}
		}
		return abs
	}
	for _, d := range extra {
		c := *d
		c.ID = DefID(len(game.Cards))
		c.Abilities = renumber(c.Abilities)
		game.Cards = append(game.Cards, c)
	}
	for _, d := range extraDeities {
		c := *d
		c.Abilities = renumber(c.Abilities)
		game.Deities = append(game.Deities, c)
	}
	return game, cardMap, deityMap
}

// vetSaved checks the card and Deity definitions a save or a replay
// carries: numbers that are real and unique, and definitions the engine
// can play (mini-cards named by number among the carried cards).
func vetSaved(cards []CardDef, deities []savedDeity) error {
	saved := make(map[DefID]*CardDef, len(cards))
	for i := range cards {
		d := &cards[i]
		if d.ID == 0 || d.ID >= HiddenDef || saved[d.ID] != nil {
			return bad(fmt.Sprintf("cards[%d].ID", i), "%d is not a card number, or a second card has it", d.ID)
		}
		saved[d.ID] = d
	}
	lookup := func(id DefID) *CardDef { return saved[id] }
	for i := range cards {
		if err := vetDef(&cards[i], lookup); err != nil {
			return bad(fmt.Sprintf("cards[%d].%s", i, err.(*Invalid).Field), "%s", err.(*Invalid).Why)
		}
	}
	seen := map[int]bool{}
	for i := range deities {
		sd := &deities[i]
		if sd.Index < 0 || sd.Index >= 128 || seen[sd.Index] {
			return bad(fmt.Sprintf("deities[%d].index", i), "%d is not a Deity number, or a second Deity has it", sd.Index)
		}
		seen[sd.Index] = true
		if err := vetDeity(&sd.Def, lookup); err != nil {
			return bad(fmt.Sprintf("deities[%d].def.%s", i, err.(*Invalid).Field), "%s", err.(*Invalid).Why)
		}
	}
	return nil
}
