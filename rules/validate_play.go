package rules

import "fmt"

// The second half of Validate: the chain, the attack, the offer, the turn
// and the pending decision.

// maxItems is the most items the chain, or the triggers waiting for it,
// ever hold (a real game holds a handful).
const maxItems = 1000

// vetItems checks the chain and the triggers waiting to go on it.
func (s *State) vetItems() error {
	switch {
	case len(s.Chain) > maxItems:
		return bad("Chain", "%d items; the chain never holds more than %d", len(s.Chain), maxItems)
	case len(s.Triggers) > maxItems:
		return bad("Triggers", "%d waiting triggers; never more than %d", len(s.Triggers), maxItems)
	}
	serials := map[int16]int{}
	for i := range s.Chain {
		it := &s.Chain[i]
		at := func() string { return fmt.Sprintf("Chain[%d]", i) }
		if err := s.vetItem(it, at, true); err != nil {
			return err
		}
		if !s.Over() && s.Players[it.Controller].Lost {
			return bad(at()+".Controller", "player %d is out of the game, and their items left the chain", it.Controller+1)
		}
		if j, dup := serials[it.Serial]; dup {
			return bad(at()+".Serial", "%d is the serial of Chain[%d] too", it.Serial, j)
		}
		serials[it.Serial] = i
	}
	for i := range s.Triggers {
		at := func() string { return fmt.Sprintf("Triggers[%d]", i) }
		if err := s.vetItem(&s.Triggers[i], at, false); err != nil {
			return err
		}
	}
	return nil
}

// vetItem checks one item, named by at; begun says its targets are being
// or have been chosen (it has a serial), as on the chain.
func (s *State) vetItem(it *Item, at func() string, begun bool) error {
	f := func(name string) string { return at() + "." + name }
	switch {
	case it.Kind < ItemSummon || it.Kind > ItemHeresy:
		return bad(f("Kind"), "%d is no kind of chain item", it.Kind)
	case !s.validPlayer(it.Controller):
		return bad(f("Controller"), "%d names no seat", it.Controller)
	case it.Deity != -1 && (it.Deity != it.Controller || it.Kind != ItemAbility):
		return bad(f("Deity"), "%d: a Deity power is an ability item of its own player (else -1)", it.Deity)
	case it.Deity >= 0 && it.Source != NoCard:
		return bad(f("Source"), "a Deity power has no source card (-1), not %d", it.Source)
	case it.Deity < 0 && !s.validCard(it.Source):
		return bad(f("Source"), "card %d does not exist", it.Source)
	case it.Trigger != NoCard && !s.validCard(it.Trigger):
		return bad(f("Trigger"), "card %d does not exist", it.Trigger)
	case it.NoSac>>len(s.Players) != 0 || it.Kind != ItemSummon && it.NoSac != 0:
		return bad(f("NoSac"), "%#x: only a card being Summoned records who lost the first option, by seat", it.NoSac)
	case it.Kind == ItemHeresy && it.Manifester != it.Controller || it.Kind != ItemHeresy && it.Manifester != 0:
		return bad(f("Manifester"), "%d: a Heresy's manifester is its controller; other items have none (0)", it.Manifester)
	case it.Echo && it.Kind != ItemHeresy:
		return bad(f("Echo"), "only a Heresy echoes")
	case begun && (it.Serial < 1 || it.Serial > s.Serial):
		return bad(f("Serial"), "%d; serials handed out so far run from 1 to %d", it.Serial, s.Serial)
	case !begun && (it.Serial != 0 || it.PC != 0 || it.Did):
		return bad(at(), "a trigger waiting for the chain has no serial and has resolved nothing")
	}
	if err := s.vetItemAbility(it, f); err != nil {
		return err
	}
	return s.vetTargets(it, f, begun)
}

// vetItemAbility checks that an item performs an ability its source (or
// Deity) has, of a fitting trigger, and that its program counter and
// compass slot are in range.
func (s *State) vetItemAbility(it *Item, f func(string) string) error {
	if it.Kind == ItemSummon {
		d := s.Def(it.Source)
		want := int8(-1)
		if d.Type == Scheme {
			want = s.schemeAbility(it.Source)
		}
		switch {
		case it.Ability != want:
			return bad(f("Ability"), "%d: a card being Summoned performs its summon effect (%d)", it.Ability, want)
		case it.Dir > West || d.Type == Fortification && !d.Directions.Has(it.Dir) || d.Type != Fortification && it.Dir != North:
			return bad(f("Dir"), "%d is no compass slot %s may take", it.Dir, d.Title)
		}
	} else if it.Dir != North {
		return bad(f("Dir"), "only a Fortification being Summoned has a compass slot")
	}
	ab := s.AbilityOf(it)
	if it.Ability >= 0 && ab == nil || it.Kind == ItemAbility && ab == nil {
		return bad(f("Ability"), "%d is no ability of its source", it.Ability)
	}
	if ab != nil {
		t := ab.Trigger
		ok := true
		switch it.Kind {
		case ItemAbility:
			ok = (it.Deity >= 0) == (t == OnDeity) && t != Static && t != OnHeresy
		case ItemHeresy:
			ok = t == OnHeresy || it.Echo && t == OnSummon
		}
		if !ok {
			return bad(f("Ability"), "a %s ability does not go on the chain as this item", t)
		}
		if it.Optional && t != OnPrescience {
			return bad(f("Optional"), "only a Prescience trigger may be declined")
		}
	}
	if n := len(s.clausesOf(it)); it.PC < 0 || int(it.PC) > n {
		return bad(f("PC"), "%d; the item has %d clauses", it.PC, n)
	}
	return nil
}

// vetTargets checks an item's chosen targets: each -1 (none) or a card, a
// seat or a chain serial as its clause asks; a waiting trigger has chosen
// nothing yet (all zero).
func (s *State) vetTargets(it *Item, f func(string) string, begun bool) error {
	cl := s.clausesOf(it)
	for k, v := range it.Targets {
		at := func() string { return f(fmt.Sprintf("Targets[%d]", k)) }
		if !begun {
			if v != 0 {
				return bad(at(), "a trigger waiting for the chain has chosen no target")
			}
			continue
		}
		if k >= len(cl) || !needsChoice(cl[k].Target.Kind) {
			if v != -1 && v != 0 {
				return bad(at(), "%d, but the item has no clause here that takes a chosen target (-1 or 0)", v)
			}
			continue
		}
		if v == -1 {
			continue
		}
		switch cl[k].Target.Kind {
		case TPlayer, TDiscardStack:
			if !s.validPlayer(int8(v)) || v > 127 {
				return bad(at(), "%d names no seat", v)
			}
		case TChainItem:
			if v < 1 || v > s.Serial {
				return bad(at(), "%d is no chain serial handed out (1 to %d)", v, s.Serial)
			}
		default:
			if !s.validCard(CardID(v)) {
				return bad(at(), "card %d does not exist", v)
			}
		}
	}
	return nil
}

// vetCombat checks the attack in progress against the attackers' cards.
func (s *State) vetCombat() error {
	cb := &s.Combat
	n := len(s.Players)
	attacking := make([]bool, len(s.Cards))
	for k, a := range cb.Attackers {
		at := func() string { return fmt.Sprintf("Combat.Attackers[%d]", k) }
		switch {
		case !s.validCard(a):
			return bad(at(), "card %d does not exist", a)
		case s.Cards[a].Zone != ZField || s.Cards[a].Flags&FAttacking == 0:
			return bad(at(), "card %d is not an attacking card on the Combat Field", a)
		case s.Cards[a].Controller != s.Active:
			return bad(at(), "card %d attacks for player %d, whose turn it is not", a, s.Cards[a].Controller+1)
		case s.Def(a).Type != Creature:
			return bad(at(), "card %d is no Creature", a)
		case s.Cards[a].AttackWho == s.Cards[a].Controller:
			return bad(fmt.Sprintf("Cards[%d].AttackWho", a), "a Creature never attacks its own controller")
		}
		if attacking[a] {
			return bad(at(), "card %d attacks twice", a)
		}
		attacking[a] = true
	}
	for i := range s.Cards {
		if s.Cards[i].Flags&FAttacking != 0 && !attacking[i] {
			return bad(fmt.Sprintf("Cards[%d].Flags", i), "the card is marked attacking but is not among Combat.Attackers")
		}
	}
	limit := max(2*MaxPlayers, len(cb.Attackers))
	switch {
	case len(cb.Attackers) > 0 && s.Phase != PhaseCombat && !s.Over():
		return bad("Combat.Attackers", "an attack outside the Combat Phase")
	case cb.Defender < -1 || int(cb.Defender) > limit:
		return bad("Combat.Defender", "%d is out of range (-1 to %d)", cb.Defender, limit)
	case cb.HelpAsked>>n != 0 || cb.HelpOK>>n != 0:
		return bad("Combat", "help asked or accepted by seats beyond the %d at the table", n)
	}
	return nil
}

// vetOffer checks the free-trade offer: empty unless one is being built,
// answered or paid for, and then between two seats, one of them the
// active player, offering cards from the offerer's Hand.
func (s *State) vetOffer() error {
	o := &s.Offer
	trading := s.Pending.Kind == DecOffer || s.Pending.Kind == DecAnswer || s.Pending.Kind == DecTradeGive
	if !trading {
		if o.From != 0 || o.To != 0 || len(o.Give) > 0 || o.Ask != (Cost{}) || o.Round != 0 || o.Steps != 0 {
			return bad("Offer", "an offer stands but no trade is being made")
		}
		return nil
	}
	switch {
	case !s.validPlayer(o.From) || !s.validPlayer(o.To) || o.From == o.To:
		return bad("Offer", "an offer from seat %d to seat %d", o.From, o.To)
	case o.From != s.Active && o.To != s.Active:
		return bad("Offer", "a free trade is between the active player and another")
	case o.Round < 1 || o.Round > maxOfferRounds:
		return bad("Offer.Round", "%d; a negotiation has 1 to %d offers", o.Round, maxOfferRounds)
	case o.Steps > maxOfferSteps:
		return bad("Offer.Steps", "%d changes; at most %d", o.Steps, maxOfferSteps)
	}
	given := map[CardID]bool{}
	for k, c := range o.Give {
		if !s.inHand(c, o.From) || given[c] {
			return bad(fmt.Sprintf("Offer.Give[%d]", k), "card %d is not (once) in the offering player's Hand", c)
		}
		given[c] = true
	}
	if have := s.handLevels(o.To); o.Ask[0] > have[0] || o.Ask[1] > have[1] || o.Ask[2] > have[2] {
		return bad("Offer.Ask", "asks for %s, more than the other player's Hand holds (%s)", o.Ask, have)
	}
	return nil
}

// stepPhase is the phase each step of the turn belongs to; PhaseOver
// marks steps that may stand in any phase of a turn (the turn passes, or
// ends early because the active player is out).
var stepPhase = [StepOver + 1]Phase{
	StepMulligan: PhaseSetup, StepTurnStart: PhaseOver,
	StepRefresh: PhaseRefresh, StepUpkeep: PhaseRefresh, StepThaw: PhaseRefresh,
	StepDrawBefore: PhaseDraw, StepDraw: PhaseDraw, StepDrawAfter: PhaseDraw,
	StepTrade: PhaseTrade, StepSeize: PhaseSeize,
	StepResource: PhaseResource, StepResourceAfter: PhaseResource, StepSummoning: PhaseSummoning,
	StepAttack: PhaseCombat, StepAttackAfter: PhaseCombat, StepBlock: PhaseCombat, StepBlockAfter: PhaseCombat,
	StepReplace: PhaseCombat, StepReplaceAfter: PhaseCombat, StepDamage: PhaseCombat, StepDamageAfter: PhaseCombat,
	StepDiscardDamage: PhaseCombat, StepDiscardAfter: PhaseCombat, StepLifeDamage: PhaseCombat, StepLifeAfter: PhaseCombat,
	StepEndWindow: PhaseEnd, StepEndHousekeeping: PhaseOver, StepOver: PhaseOver,
}

// vetTurn checks the turn machine: over or not, and if not, the step in
// its phase, the window where one may open, and a game still to win.
func (s *State) vetTurn() error {
	over := s.Winner != -1
	if over != (s.Step == StepOver) || over != (s.Phase == PhaseOver) {
		return bad("Winner", "%d, at step %d of phase %s: a game is over exactly when it has a winner (or is a draw)", s.Winner, s.Step, s.Phase)
	}
	if over {
		return s.vetOver()
	}
	alive := s.alive()
	want := stepPhase[s.Step]
	switch {
	case alive < 2:
		return bad("Players", "%d players left in the game, yet it has no winner", alive)
	case (s.Turn == 0) != (s.Step == StepMulligan):
		return bad("Turn", "turn %d at step %d: the mulligans come before turn 1", s.Turn, s.Step)
	case want != PhaseOver && s.Phase != want:
		return bad("Step", "step %d belongs to the %s Phase, not the %s Phase", s.Step, want, s.Phase)
	case want == PhaseOver && (s.Phase == PhaseOver || s.Phase == PhaseSetup && s.Step != StepTurnStart):
		return bad("Phase", "%s at step %d", s.Phase, s.Step)
	case s.Window && !s.Phase.AEAllowed():
		return bad("Window", "no action window opens in the %s Phase", s.Phase)
	case s.Players[s.Active].Lost && s.Step != StepEndHousekeeping:
		return bad("Active", "player %d is out of the game, so their turn ends at once (step %d pending %v)", s.Active+1, s.Step, s.Pending)
	}
	return nil
}

// vetOver checks a finished game: a winner still in (or a draw), nobody
// of another side left (in a team game the winner's teammates may be in
// or out), nothing pending.
func (s *State) vetOver() error {
	for p := range s.Players {
		lost := s.Players[p].Lost
		switch {
		case int8(p) == s.Winner && lost:
			return bad(fmt.Sprintf("Players[%d].Lost", p), "true, but this player is the winner")
		case !s.Won(int8(p)) && !lost:
			return bad(fmt.Sprintf("Players[%d].Lost", p), "false, but the winner is %d", s.Winner)
		}
	}
	if s.Pending != (Pending{}) || s.Window {
		return bad("Pending", "a finished game waits for no decision")
	}
	return nil
}
