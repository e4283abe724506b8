package rules

import (
	"fmt"
	"slices"
)

// Checking a card or Deity definition that did not come from a card file:
// the definitions a save carries. These are the facts the engine relies
// on to play a card without going wrong (types, levels and numbers in
// range, ops taking what the op table says they take, references to real
// mini-cards); the card loader (rules/cardset) holds card files to all of
// them and more (art, gem, text, a Heresy on every card), with messages
// for a card's author.

// Masks of the bits a definition's sets may hold.
const (
	allFactions   = FactionSet(1<<Aggression | 1<<Negotiation | 1<<Mysticism | 1<<Sanctuary)
	allTypes      = TypeMask(1<<Creature | 1<<Fortification | 1<<Intrigue | 1<<Scheme)
	allDirs       = DirSet(1<<North | 1<<East | 1<<South | 1<<West)
	allTargetFlag = TRecalled<<1 - 1
	// maxAbilities is the most abilities one definition has.
	maxAbilities = 16
)

// Stat ranges of a card (the card loader's too).
const (
	MaxFight  = 20
	MaxLife   = 20
	MaxArmorX = 9 // Armor X and Defile X
)

// Playable returns the first card or Deity of the set the engine could
// not play safely: the checks Load gives the definitions a save carries.
// A set read by the card loader passes them.
func (cs *CardSet) Playable() error {
	lookup := func(id DefID) *CardDef {
		if id > 0 && int(id) < len(cs.Cards) {
			return &cs.Cards[id]
		}
		return nil
	}
	for i := 1; i < len(cs.Cards); i++ {
		if err := vetDef(&cs.Cards[i], lookup); err != nil {
			return fmt.Errorf("%s: %w", cs.Cards[i].Title, err)
		}
	}
	for i := range cs.Deities {
		if err := vetDeity(&cs.Deities[i], lookup); err != nil {
			return fmt.Errorf("%s: %w", cs.Deities[i].Title, err)
		}
	}
	return nil
}

// vetDef checks card definition d; mini resolves a clause's mini-card.
func vetDef(d *CardDef, mini func(DefID) *CardDef) error {
	if err := vetDefFields(d); err != nil {
		return err
	}
	if len(d.Abilities) > maxAbilities {
		return bad("Abilities", "%d abilities; a card has at most %d", len(d.Abilities), maxAbilities)
	}
	for i := range d.Abilities {
		if err := vetAbility(&d.Abilities[i], d, mini); err != nil {
			e := err.(*Invalid)
			return bad(fmt.Sprintf("Abilities[%d].%s", i, e.Field), "%s", e.Why)
		}
	}
	return nil
}

// vetDefFields checks card definition d's own fields.
func vetDefFields(d *CardDef) error {
	switch {
	case d.Key == "" || d.Title == "":
		return bad("Key", "a card has a key and a title")
	case d.Type < Creature || d.Type > Scheme:
		return bad("Type", "%d is no card type", d.Type)
	case d.Level > Exalted || d.Level == NoLevel && !d.Mini:
		return bad("Level", "%d is no level", d.Level)
	case d.Mini && (d.Type != Creature || d.Level > Lesser || d.Cost.Total() != 0 || d.Has(KwEpic)):
		return bad("Mini", "a mini-card is a Lesser Creature with no cost, never Epic")
	case !d.Mini && (d.Cost.Total() < 1 || d.Cost.Total() > MaxCost || d.Level != d.Cost.Highest()):
		return bad("Cost", "%s: a card costs 1 to %d Aspects, the highest of them its level", d.Cost, MaxCost)
	case d.Factions == 0 || d.Factions&^allFactions != 0:
		return bad("Factions", "%#x is no set of factions", d.Factions)
	case d.Type == Creature && (d.Fight < 0 || d.Fight > MaxFight || d.Life < 1 || d.Life > MaxLife):
		return bad("Fight", "%d/%d: a Creature's Fight is 0 to %d and its Life 1 to %d", d.Fight, d.Life, MaxFight, MaxLife)
	case d.Type != Creature && (d.Fight != 0 || d.Life != 0):
		return bad("Fight", "only Creatures have Fight and Life")
	case d.Keywords&^allKeywords != 0:
		return bad("Keywords", "%#x names keywords that do not exist", d.Keywords)
	case d.Armor < 0 || d.Armor > MaxArmorX || d.Defile < 0 || d.Defile > MaxArmorX:
		return bad("Armor", "Armor %d, Defile %d: each is 0 to %d", d.Armor, d.Defile, MaxArmorX)
	case d.Directions&^allDirs != 0 || (d.Type == Fortification) != (d.Directions != 0):
		return bad("Directions", "%#x: a Fortification has compass slots, other cards none", d.Directions)
	case (d.Type == Intrigue) != (d.Upkeep.Total() != 0) || d.Upkeep.Total() > MaxCost:
		return bad("Upkeep", "%s: an Intrigue has an upkeep of 1 to %d Aspects, other cards none", d.Upkeep, MaxCost)
	}
	return nil
}

// vetDeity checks Deity definition d.
func vetDeity(d *DeityDef, mini func(DefID) *CardDef) error {
	switch {
	case d.Key == "" || d.Title == "":
		return bad("Key", "a Deity has a key and a title")
	case d.Faction < Aggression || d.Faction > Sanctuary:
		return bad("Faction", "%d is no faction", d.Faction)
	case d.Conviction&^allFactions != 0:
		return bad("Conviction", "%#x is no set of factions", d.Conviction)
	case d.ReqFaction > Sanctuary || d.ReqCount < 0 || d.ReqCount > 100:
		return bad("ReqCount", "a Faction Requirement of %d %s cards", d.ReqCount, d.ReqFaction)
	case len(d.Abilities) > maxAbilities:
		return bad("Abilities", "%d powers; a Deity has at most %d", len(d.Abilities), maxAbilities)
	}
	for i := range d.Abilities {
		if err := vetAbility(&d.Abilities[i], nil, mini); err != nil {
			e := err.(*Invalid)
			return bad(fmt.Sprintf("Abilities[%d].%s", i, e.Field), "%s", e.Why)
		}
	}
	return nil
}

// vetAbility checks ability a of card d (nil for a Deity's power).
func vetAbility(a *Ability, d *CardDef, mini func(DefID) *CardDef) error {
	phased := a.Trigger == OnPhaseStart || a.Trigger == OnPhaseEnd
	switch {
	case a.Trigger < OnSummon || a.Trigger > OnDeity:
		return bad("Trigger", "%d is no trigger", a.Trigger)
	case (d == nil) != (a.Trigger == OnDeity):
		return bad("Trigger", "Deities have powers (Deity), cards the other triggers; not %s", a.Trigger)
	case phased && (a.Phase < PhaseRefresh || a.Phase > PhaseEnd) || !phased && a.Phase != PhaseSetup:
		return bad("Phase", "%d: only a start- or end-of-phase trigger names a phase of the turn", a.Phase)
	case a.Cost.Total() > MaxCost || a.Cost.Total() > 0 && a.Trigger != OnExhaust && a.Trigger != OnDeity:
		return bad("Cost", "%s: only activated abilities and Deity powers cost up to %d Aspects", a.Cost, MaxCost)
	case a.NoExhaust && a.Trigger != OnExhaust || a.Once && a.Trigger != OnDeity:
		return bad("Trigger", "pay: goes with activated abilities, once: with Deity powers")
	case len(a.Clauses) < 1 || len(a.Clauses) > MaxTargets:
		return bad("Clauses", "%d clauses; an ability has 1 to %d", len(a.Clauses), MaxTargets)
	}
	for k := range a.Clauses {
		if err := vetClause(a, k, d, mini); err != nil {
			e := err.(*Invalid)
			return bad(fmt.Sprintf("Clauses[%d].%s", k, e.Field), "%s", e.Why)
		}
	}
	return nil
}

// vetClause checks clause k of ability a against the op table.
func vetClause(a *Ability, k int, d *CardDef, mini func(DefID) *CardDef) error {
	c := &a.Clauses[k]
	sp := c.Op.Spec()
	if sp == nil {
		return bad("Op", "%d is no op", c.Op)
	}
	var typ CardType
	if d != nil {
		typ = d.Type
	}
	n := c.N
	switch {
	case sp.MaxN == 0 && n != 0, sp.Signed && (n == 0 || n < -sp.MaxN || n > sp.MaxN), !sp.Signed && sp.MaxN > 0 && (n < sp.MinN || n > sp.MaxN):
		return bad("N", "%d is out of range for %s (%d to %d)", n, sp.Word, sp.MinN, sp.MaxN)
	case sp.Level != (c.Level != NoLevel) || c.Level > Exalted:
		return bad("Level", "%d: %s takes a level only if the op table says so", c.Level, sp.Word)
	case sp.Keyword != (c.Keyword != 0) || c.Keyword&^allKeywords != 0:
		return bad("Keyword", "%#x: only grant gives keywords", c.Keyword)
	case sp.Mini && (mini(c.Mini) == nil || !mini(c.Mini).Mini):
		return bad("Mini", "%d is not a mini-card this save defines", c.Mini)
	case !sp.Mini && (c.Mini != 0 || c.Exhausted):
		return bad("Mini", "only create makes mini-cards")
	case c.Cond > IfDid || c.Cond == IfDid && k == 0:
		return bad("Cond", "%d is no condition here", c.Cond)
	case a.Trigger == Static && !sp.Static:
		return bad("Op", "%s cannot stand in a static ability", sp.Word)
	}
	if m := sp.Place; m != nil {
		if why := m(a, typ, k); why != "" {
			return bad("Op", "%s", why)
		}
	}
	return vetTarget(a, k, d, sp)
}

// vetTarget checks what clause k of ability a acts on.
func vetTarget(a *Ability, k int, d *CardDef, sp *OpSpec) error {
	t := &a.Clauses[k].Target
	switch {
	case t.Kind > THolder:
		return bad("Target.Kind", "%d is no kind of target", t.Kind)
	case t.Kind == TPrev && k == 0:
		return bad("Target.Kind", "the first clause has no clause before it to refer to")
	case !slices.Contains(sp.Targets, targetKind(a.Clauses, k)):
		return bad("Target.Kind", "%s cannot act on %s", sp.Word, targetKind(a.Clauses, k))
	case t.Side > Opponent || t.Levels&^AnyLevel != 0 || t.Types&^allTypes != 0 || t.Factions&^allFactions != 0 || t.Flags&^allTargetFlag != 0:
		return bad("Target", "a filter names sides, levels, types, factions or flags that do not exist")
	case t.Kind == TTrigger && a.Trigger != OnGuardian && a.Trigger != OnPrescience:
		return bad("Target.Kind", "only Guardian and Prescience abilities know the card that set them off")
	case t.Kind == THolder && a.Trigger != OnHeresy:
		return bad("Target.Kind", "only a Heresy has an Aspect whose holder it can name")
	case t.Kind == TSelf && (d == nil || d.Type == Scheme || a.Trigger == OnHeresy):
		return bad("Target.Kind", "self means a card in play, which a Scheme, a Heresy or a Deity power is not")
	}
	return nil
}
