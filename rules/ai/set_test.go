package ai

import (
	"testing"

	"twilight/rules"
)

// testCards builds a small card set for the package tests: plain creatures
// of every level, keyword creatures, removal and burn Schemes, an
// Intrigue, a Fortification, a mini-card maker and a Heresy or two.
func testCards(t testing.TB) *rules.CardSet {
	cs := rules.NewCardSet()
	add := func(d rules.CardDef) rules.DefID {
		id, err := cs.Add(d)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	agg := rules.FactionSet(1 << rules.Aggression)
	neg := rules.FactionSet(1 << rules.Negotiation)
	mys := rules.FactionSet(1 << rules.Mysticism)
	san := rules.FactionSet(1 << rules.Sanctuary)
	opC := rules.Target{Kind: rules.TCreature, Side: rules.Opponent}
	opP := rules.Target{Kind: rules.TPlayer, Side: rules.Opponent}
	heresy := func(cl rules.Clause) []rules.Ability {
		return []rules.Ability{{Trigger: rules.OnHeresy, Clauses: []rules.Clause{cl}}}
	}
	mini := add(rules.CardDef{Title: "Clay Soldier", Mini: true, Level: rules.Lesser, Type: rules.Creature, Factions: san, Fight: 1, Life: 1})
	add(rules.CardDef{Title: "Goblin", Level: rules.Lesser, Cost: rules.Cost{1, 0, 0}, Type: rules.Creature, Factions: agg, Fight: 1, Life: 1,
		Abilities: heresy(rules.Clause{Op: rules.OpDamage, N: 1, Target: opP})})
	add(rules.CardDef{Title: "Spearman", Level: rules.Lesser, Cost: rules.Cost{2, 0, 0}, Type: rules.Creature, Factions: agg, Fight: 2, Life: 2, Keywords: rules.KwInitiative})
	add(rules.CardDef{Title: "Troll", Level: rules.Greater, Cost: rules.Cost{1, 1, 0}, Type: rules.Creature, Factions: agg, Fight: 3, Life: 3,
		Abilities: heresy(rules.Clause{Op: rules.OpDamage, N: 2, Target: opC})})
	add(rules.CardDef{Title: "Ogre", Level: rules.Greater, Cost: rules.Cost{0, 2, 0}, Type: rules.Creature, Factions: agg, Fight: 4, Life: 4})
	add(rules.CardDef{Title: "Giant", Level: rules.Exalted, Cost: rules.Cost{0, 1, 1}, Type: rules.Creature, Factions: agg, Fight: 5, Life: 5, Keywords: rules.KwArmor, Armor: 1})
	add(rules.CardDef{Title: "Envoy", Level: rules.Lesser, Cost: rules.Cost{1, 0, 0}, Type: rules.Creature, Factions: neg, Fight: 1, Life: 2,
		Abilities: []rules.Ability{{Trigger: rules.OnDeathbound, Clauses: []rules.Clause{{Op: rules.OpDraw, N: 1, Target: rules.Target{Kind: rules.TYou}}}}}})
	add(rules.CardDef{Title: "Scout", Level: rules.Lesser, Cost: rules.Cost{1, 0, 0}, Type: rules.Creature, Factions: mys, Fight: 2, Life: 1, Keywords: rules.KwFleet})
	add(rules.CardDef{Title: "Warden", Level: rules.Greater, Cost: rules.Cost{0, 2, 0}, Type: rules.Creature, Factions: san, Fight: 1, Life: 6,
		Abilities: []rules.Ability{{Trigger: rules.OnGuardian, Clauses: []rules.Clause{{Op: rules.OpRestore, N: 1, Target: rules.Target{Kind: rules.TYou}}}}}})
	add(rules.CardDef{Title: "Potter", Level: rules.Lesser, Cost: rules.Cost{1, 0, 0}, Type: rules.Creature, Factions: san, Fight: 1, Life: 1,
		Abilities: []rules.Ability{{Trigger: rules.OnExhaust, Cost: rules.Cost{1, 0, 0}, Clauses: []rules.Clause{{Op: rules.OpCreateMini, N: 1, Mini: mini, Exhausted: true}}}}})
	add(rules.CardDef{Title: "Firebolt", Level: rules.Lesser, Cost: rules.Cost{1, 0, 0}, Type: rules.Scheme, Factions: agg,
		Abilities: []rules.Ability{{Trigger: rules.OnSummon, Clauses: []rules.Clause{{Op: rules.OpDamage, N: 3, Target: rules.Target{Kind: rules.TCreature}}}},
			{Trigger: rules.OnHeresy, Clauses: []rules.Clause{{Op: rules.OpDamage, N: 2, Target: opP}}}}})
	add(rules.CardDef{Title: "Unmake", Level: rules.Greater, Cost: rules.Cost{0, 2, 0}, Type: rules.Scheme, Factions: mys,
		Abilities: []rules.Ability{{Trigger: rules.OnSummon, Clauses: []rules.Clause{{Op: rules.OpSlay, Target: rules.Target{Kind: rules.TCreature}}}}}})
	add(rules.CardDef{Title: "Hush", Level: rules.Greater, Cost: rules.Cost{1, 1, 0}, Type: rules.Scheme, Factions: neg,
		Abilities: []rules.Ability{{Trigger: rules.OnSummon, Clauses: []rules.Clause{{Op: rules.OpCounter, Target: rules.Target{Kind: rules.TChainItem, Side: rules.Opponent}}}},
			{Trigger: rules.OnHeresy, Clauses: []rules.Clause{{Op: rules.OpManifest, Level: rules.Lesser}}}}})
	add(rules.CardDef{Title: "Tithe", Level: rules.Greater, Cost: rules.Cost{1, 1, 0}, Type: rules.Intrigue, Factions: agg, Upkeep: rules.Cost{1, 0, 0},
		Abilities: []rules.Ability{{Trigger: rules.OnExhaust, Clauses: []rules.Clause{{Op: rules.OpDamage, N: 1, Target: opP}}}}})
	add(rules.CardDef{Title: "Tower", Level: rules.Lesser, Cost: rules.Cost{1, 0, 0}, Type: rules.Fortification, Factions: san, Directions: 1<<rules.East | 1<<rules.West,
		Abilities: []rules.Ability{{Trigger: rules.Static, Clauses: []rules.Clause{{Op: rules.OpModArmor, N: 1, Target: rules.Target{Kind: rules.TEachCreature, Side: rules.YourSide}}}}}})
	add(rules.CardDef{Title: "Oracle", Level: rules.Exalted, Cost: rules.Cost{1, 1, 1}, Type: rules.Creature, Factions: mys, Fight: 4, Life: 5, Keywords: rules.KwOverrun,
		Abilities: heresy(rules.Clause{Op: rules.OpDestroyX, N: 2, Target: rules.Target{Kind: rules.TDiscardStack, Side: rules.Opponent}})})
	for _, d := range []rules.DeityDef{
		{Title: "Mars", Faction: rules.Aggression, Conviction: agg, ReqFaction: rules.Aggression, ReqCount: 10,
			Abilities: []rules.Ability{{Trigger: rules.OnDeity, Cost: rules.Cost{1, 0, 0}, Clauses: []rules.Clause{{Op: rules.OpModFight, N: 1, Target: rules.Target{Kind: rules.TCreature, Side: rules.YourSide}}}}}},
		{Title: "Hera", Faction: rules.Negotiation, Conviction: neg, ReqFaction: rules.Negotiation, ReqCount: 10,
			Abilities: []rules.Ability{{Trigger: rules.OnDeity, Once: true, Clauses: []rules.Clause{{Op: rules.OpManifest, Level: rules.Greater}}}}},
		{Title: "Reader", Faction: rules.Mysticism, Conviction: mys, ReqFaction: rules.Mysticism, ReqCount: 10},
		{Title: "Enlil", Faction: rules.Sanctuary, Conviction: san, ReqFaction: rules.Sanctuary, ReqCount: 10},
	} {
		if err := cs.AddDeity(d); err != nil {
			t.Fatal(err)
		}
	}
	return cs
}

// testDeckOf returns a 50-card deck cycling through the set's Action cards.
func testDeckOf(cs *rules.CardSet) []rules.DefID {
	var ids []rules.DefID
	for id := 1; id < len(cs.Cards); id++ {
		if !cs.Cards[id].Mini {
			ids = append(ids, rules.DefID(id))
		}
	}
	deck := make([]rules.DefID, 50)
	for i := range deck {
		deck[i] = ids[i%len(ids)]
	}
	return deck
}

func mustLookup(t testing.TB, cs *rules.CardSet, name string) rules.DefID {
	id, ok := cs.Lookup(name)
	if !ok {
		t.Fatalf("no card %q", name)
	}
	return id
}
