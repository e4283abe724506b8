package rules

import "testing"

// testSet builds a small card set exercising the engine's mechanics: the
// rulebook's example cards with their printed stats and a handful of
// effects, Schemes, an Intrigue, a Fortification and a mini-card.
func testSet(t testing.TB) *CardSet {
	cs := NewCardSet()
	add := func(d CardDef) DefID {
		id, err := cs.Add(d)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	agg := FactionSet(1 << Aggression)
	neg := FactionSet(1 << Negotiation)
	mys := FactionSet(1 << Mysticism)
	san := FactionSet(1 << Sanctuary)
	opCreature := Target{Kind: TCreature, Side: Opponent}
	mini := add(CardDef{Title: "Terracotta Warrior", Key: "terracotta-warrior-mini", Mini: true, Level: Lesser, Type: Creature, Factions: san, Fight: 1, Life: 1})
	add(CardDef{Title: "Youthful Troll", Level: Greater, Cost: Cost{1, 1, 0}, Type: Creature, Factions: agg, Fight: 3, Life: 3,
		Abilities: []Ability{{Trigger: OnHeresy, Clauses: []Clause{{Op: OpDamage, N: 1, Target: Target{Kind: TPlayer, Side: Opponent}}}}}})
	add(CardDef{Title: "Borderland Scout", Level: Lesser, Cost: Cost{1, 0, 0}, Type: Creature, Factions: agg, Fight: 1, Life: 1, Keywords: KwFleet,
		Abilities: []Ability{{Trigger: OnHeresy, Clauses: []Clause{{Op: OpDraw, N: 1, Target: Target{Kind: TYou}}}}}})
	add(CardDef{Title: "Corrupt Tribune", Level: Lesser, Cost: Cost{1, 0, 0}, Type: Creature, Factions: neg, Fight: 1, Life: 2,
		Abilities: []Ability{{Trigger: OnDeathbound, Clauses: []Clause{{Op: OpManifest, Level: Lesser}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpSlay, Target: Target{Kind: TCreature, Side: Opponent, Levels: 1 << Lesser}}}}}})
	add(CardDef{Title: "Mischievous Nymph", Level: Greater, Cost: Cost{1, 1, 0}, Type: Creature, Factions: neg, Fight: 0, Life: 4,
		Abilities: []Ability{{Trigger: OnExhaust, Clauses: []Clause{{Op: OpNoCombatDamage, Target: Target{Kind: TCreature, Side: Opponent, Levels: 1<<Lesser | 1<<Greater, Flags: TAttacking | TBlocking}}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpFreeze, N: 1, Target: opCreature}}}}})
	add(CardDef{Title: "Terracotta Warrior", Level: Lesser, Cost: Cost{1, 0, 0}, Type: Creature, Factions: san, Fight: 1, Life: 1,
		Abilities: []Ability{{Trigger: OnExhaust, Cost: Cost{1, 0, 0}, Clauses: []Clause{{Op: OpCreateMini, N: 1, Mini: mini, Exhausted: true}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpRestore, N: 2, Target: Target{Kind: TYou}}}}}})
	add(CardDef{Title: "Praetorian Guard", Level: Exalted, Cost: Cost{0, 1, 1}, Type: Creature, Factions: agg, Fight: 4, Life: 4, Keywords: KwArmor, Armor: 2,
		Abilities: []Ability{{Trigger: OnHeresy, Clauses: []Clause{{Op: OpBless, N: 1, Target: Target{Kind: TCreature, Side: YourSide}}}}}})
	add(CardDef{Title: "Stoic Legionnaires", Level: Lesser, Cost: Cost{2, 0, 0}, Type: Creature, Factions: agg, Fight: 2, Life: 1, Keywords: KwInitiative,
		Abilities: []Ability{{Trigger: OnHeresy, Clauses: []Clause{{Op: OpDamage, N: 1, Target: opCreature}}}}})
	add(CardDef{Title: "Stormchaser Oracle", Level: Exalted, Cost: Cost{1, 1, 1}, Type: Creature, Factions: mys, Fight: 4, Life: 4, Keywords: KwArmor | KwOverrun, Armor: 1,
		Abilities: []Ability{{Trigger: OnRequiem, Clauses: []Clause{{Op: OpManifest, Level: Exalted}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpDestroyX, N: 2, Target: Target{Kind: TDiscardStack, Side: Opponent}}}}}})
	add(CardDef{Title: "Grave Warden", Level: Greater, Cost: Cost{0, 2, 0}, Type: Creature, Factions: san, Fight: 1, Life: 5,
		Abilities: []Ability{{Trigger: OnGuardian, Clauses: []Clause{{Op: OpRestore, N: 1, Target: Target{Kind: TYou}}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpGainPower, N: 1, Level: Lesser}}}}})
	add(CardDef{Title: "Ash Harrier", Level: Lesser, Cost: Cost{1, 0, 0}, Type: Creature, Factions: mys, Fight: 2, Life: 1, Keywords: KwDefile | KwStealth, Defile: 1,
		Abilities: []Ability{{Trigger: OnHeresy, Clauses: []Clause{{Op: OpMill, N: 2, Target: Target{Kind: TPlayer, Side: Opponent}}}}}})
	add(CardDef{Title: "Bloodletting", Level: Lesser, Cost: Cost{1, 0, 0}, Type: Scheme, Factions: agg,
		Abilities: []Ability{{Trigger: OnSummon, Clauses: []Clause{{Op: OpDamage, N: 1, Target: Target{Kind: TYou}}, {Op: OpDamage, N: 3, Cond: IfSavagery, Target: Target{Kind: TPlayer, Side: Opponent}}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpEcho}}}}})
	add(CardDef{Title: "Forked Omen", Level: Lesser, Cost: Cost{1, 0, 0}, Type: Scheme, Factions: neg,
		Abilities: []Ability{{Trigger: OnSummon, Clauses: []Clause{{Op: OpManifest, Level: Lesser}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpManifest, Level: Greater}}}}})
	add(CardDef{Title: "Silencing Word", Level: Greater, Cost: Cost{1, 1, 0}, Type: Scheme, Factions: neg,
		Abilities: []Ability{{Trigger: OnSummon, Clauses: []Clause{{Op: OpCounter, Target: Target{Kind: TChainItem, Side: Opponent}}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpExhaust, Target: opCreature}}}}})
	add(CardDef{Title: "Rite of Unmaking", Level: Greater, Cost: Cost{0, 2, 0}, Type: Scheme, Factions: mys,
		Abilities: []Ability{{Trigger: OnSummon, Clauses: []Clause{{Op: OpDestroyX, N: 1, Target: Target{Kind: TDiscardStack, Side: Opponent}}, {Op: OpDestroyTop, N: 5, Cond: IfObliterate, Target: Target{Kind: TPrev}}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpSlay, Target: Target{Kind: TCreature, Levels: 1 << Lesser}}}}}})
	add(CardDef{Title: "Tithe of Embers", Level: Greater, Cost: Cost{1, 1, 0}, Type: Intrigue, Factions: agg, Upkeep: Cost{1, 0, 0},
		Abilities: []Ability{{Trigger: OnExhaust, Clauses: []Clause{{Op: OpDamage, N: 1, Target: Target{Kind: TPlayer, Side: Opponent}}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpPutIntoPlay}}}}})
	add(CardDef{Title: "Stonehenge", Level: Exalted, Cost: Cost{2, 2, 3}, Type: Fortification, Factions: san, Directions: 1<<North | 1<<South, Armor: 1, Keywords: KwArmor,
		Abilities: []Ability{{Trigger: Static, Clauses: []Clause{{Op: OpModLife, N: 1, Target: Target{Kind: TEachCreature, Side: YourSide}}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpRestore, N: 3, Target: Target{Kind: TYou}}}}}})
	add(CardDef{Title: "Watch Tower", Level: Lesser, Cost: Cost{1, 0, 0}, Type: Fortification, Factions: san, Directions: 1<<East | 1<<West,
		Abilities: []Ability{{Trigger: Static, Clauses: []Clause{{Op: OpModArmor, N: 1, Target: Target{Kind: TEachCreature, Side: YourSide}}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpFreeze, N: 1, Target: opCreature}}}}})
	add(CardDef{Title: "Seer of Smoke", Level: Lesser, Cost: Cost{1, 0, 0}, Type: Creature, Factions: neg, Fight: 1, Life: 1,
		Abilities: []Ability{{Trigger: OnPrescience, Clauses: []Clause{{Op: OpDamage, N: 1, Target: Target{Kind: TPlayer, Side: Opponent}}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpBless, N: 2, Target: Target{Kind: TCreature}}}}}})
	add(CardDef{Title: "Tribute Collector", Level: Lesser, Cost: Cost{1, 0, 0}, Type: Intrigue, Factions: agg, Upkeep: Cost{1, 0, 0},
		Abilities: []Ability{{Trigger: OnUpkeep, Clauses: []Clause{{Op: OpDamage, N: 1, Target: Target{Kind: TEachPlayer, Side: Opponent}}}},
			{Trigger: OnHeresy, Clauses: []Clause{{Op: OpPutIntoPlay}}}}})
	for _, d := range []DeityDef{
		{Title: "Mars", Faction: Aggression, Conviction: agg, ReqFaction: Aggression, ReqCount: 10,
			Abilities: []Ability{{Trigger: OnDeity, Cost: Cost{1, 0, 0}, Clauses: []Clause{{Op: OpModFight, N: 1, Target: Target{Kind: TCreature, Side: YourSide}}}},
				{Trigger: OnDeity, Once: true, Clauses: []Clause{{Op: OpDamage, N: 3, Target: Target{Kind: TPlayer, Side: Opponent}}}}}},
		{Title: "Hera", Faction: Negotiation, Conviction: neg, ReqFaction: Negotiation, ReqCount: 10,
			Abilities: []Ability{{Trigger: OnDeity, Once: true, Clauses: []Clause{{Op: OpManifest, Level: Greater}}}}},
		{Title: "Reader of the Portents", Faction: Mysticism, Conviction: mys, ReqFaction: Mysticism, ReqCount: 10},
		{Title: "Enlil", Faction: Sanctuary, Conviction: san, ReqFaction: Sanctuary, ReqCount: 10},
	} {
		if err := cs.AddDeity(d); err != nil {
			t.Fatal(err)
		}
	}
	return cs
}

// testDeck returns a deck of n cards cycling through the set's Action cards.
func testDeck(cs *CardSet, n int) []DefID {
	var ids []DefID
	for id := 1; id < len(cs.Cards); id++ {
		if !cs.Cards[id].Mini {
			ids = append(ids, DefID(id))
		}
	}
	deck := make([]DefID, n)
	for i := range deck {
		deck[i] = ids[i%len(ids)]
	}
	return deck
}
