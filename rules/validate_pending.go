package rules

import "fmt"

// Validating the pending decision: the kind, who decides, the payload of
// its kind (and no other), and the position it belongs to.

// pendStep says where in the turn each decision kind may be pending and
// whether only the active player makes it; StepOver means any step.
var pendStep = [decisionCount]struct {
	step   Step
	active bool
}{
	DecMulligan: {StepMulligan, false}, DecPriority: {StepOver, false}, DecUpkeep: {StepUpkeep, true},
	DecTrade: {StepTrade, true}, DecOffer: {StepTrade, false}, DecAnswer: {StepTrade, false},
	DecTradeGive: {StepTrade, false}, DecSeize: {StepSeize, true}, DecChoose: {StepOver, false},
	DecResource: {StepResource, true}, DecAttack: {StepAttack, true}, DecBlock: {StepOver, false},
	DecTarget: {StepOver, false}, DecYesNo: {StepOver, false},
}

// vetPending checks the pending decision against the position.
func (s *State) vetPending() error {
	pd := &s.Pending
	if s.Over() {
		return nil // vetOver saw to it
	}
	switch {
	case pd.Kind == DecNone:
		return bad("Pending.Kind", "a game in progress always waits for a decision")
	case pd.Kind >= decisionCount:
		return bad("Pending.Kind", "%d is no kind of decision", pd.Kind)
	case !s.validPlayer(pd.Player):
		return bad("Pending.Player", "%d names no seat", pd.Player)
	case s.Players[pd.Player].Lost:
		return bad("Pending.Player", "player %d is out of the game", pd.Player+1)
	case pd.Kind != DecTarget && pd.Target != (Targeting{}):
		return bad("Pending.Target", "a target is being chosen, but the decision is %s", pd.Kind)
	case pd.Kind != DecYesNo && pd.Question != (Question{}):
		return bad("Pending.Question", "a question is asked, but the decision is %s", pd.Kind)
	case pd.Kind != DecChoose && pd.Choice != (Choice{}):
		return bad("Pending.Choice", "a choice is asked, but the decision is %s", pd.Kind)
	}
	ps := pendStep[pd.Kind]
	switch {
	case ps.step != StepOver && s.Step != ps.step:
		return bad("Pending.Kind", "the %s decision comes at step %d, not step %d", pd.Kind, ps.step, s.Step)
	case ps.active && pd.Player != s.Active:
		return bad("Pending.Player", "player %d makes the %s decision only in their own turn", pd.Player+1, pd.Kind)
	case len(s.Restoring) > 0 && pd.Purpose() != ForRestore:
		return bad("Restoring", "cards are being restored, but nobody is ordering them")
	case s.Window && !inWindow(pd.Kind):
		return bad("Window", "an action window is open, but the decision is %s", pd.Kind)
	}
	if err := s.vetSetAside(); err != nil {
		return err
	}
	return s.vetDecision()
}

// inWindow reports whether decisions of kind k may come up while an
// action window is open: using priority, and what an action taken with it
// (or a trigger, or the Creature Limit) asks in turn.
func inWindow(k Decision) bool {
	return k == DecPriority || k == DecTarget || k == DecYesNo || k == DecChoose
}

// vetSetAside checks that cards are set aside only while a Seize or an
// accepted offer is under way, held by the player making it.
func (s *State) vetSetAside() error {
	if len(s.SetAside) == 0 {
		return nil
	}
	who := s.Active
	switch pu := s.Pending.Purpose(); {
	case s.Pending.Kind == DecTradeGive:
		who = s.Offer.To
	case pu != ForSetAside && pu != ForSeizeBack && pu != ForSeizeLoss:
		return bad("SetAside", "cards are set aside, but no Seize or trade is under way")
	}
	for k, c := range s.SetAside {
		if s.Cards[c].Controller != who {
			return bad(fmt.Sprintf("SetAside[%d]", k), "card %d was set aside by player %d, not player %d", c, s.Cards[c].Controller+1, who+1)
		}
	}
	return nil
}

// vetDecision checks what the pending decision is about.
func (s *State) vetDecision() error {
	pd := &s.Pending
	p := pd.Player
	switch pd.Kind {
	case DecMulligan:
		if s.Players[p].Decided {
			return bad("Pending.Player", "player %d already answered the mulligan question", p+1)
		}
	case DecPriority:
		if !s.Window || s.Priority != p {
			return bad("Pending.Player", "player %d acts only holding priority in an open action window", p+1)
		}
	case DecOffer:
		if p != s.Offer.From {
			return bad("Pending.Player", "player %d is not the one making the offer", p+1)
		}
	case DecAnswer, DecTradeGive:
		if p != s.Offer.To {
			return bad("Pending.Player", "player %d is not the one the offer is made to", p+1)
		}
		if pd.Kind == DecTradeGive && s.Offer.Ask.Total() == 0 {
			return bad("Offer.Ask", "an accepted offer asks for nothing more to give")
		}
	case DecBlock:
		if (s.Step != StepBlock && s.Step != StepReplace) || len(s.Combat.Attackers) == 0 || p == s.Active {
			return bad("Pending.Kind", "blocks are declared by a defending player against attackers, in the block steps")
		}
	case DecTarget:
		return s.vetTargeting()
	case DecYesNo:
		return s.vetQuestion()
	case DecChoose:
		return s.vetChoice()
	}
	return nil
}

// vetTargeting checks the item whose targets are being chosen.
func (s *State) vetTargeting() error {
	t := &s.Pending.Target
	it := &t.Item
	if err := s.vetItem(it, func() string { return "Pending.Target.Item" }, true); err != nil {
		return err
	}
	cl := s.clausesOf(it)
	k := int(t.Clause)
	switch {
	case it.Controller != s.Pending.Player:
		return bad("Pending.Player", "player %d chooses targets for player %d's item", s.Pending.Player+1, it.Controller+1)
	case t.Origin > FromHeresy:
		return bad("Pending.Target.Origin", "%d is no origin of an item", t.Origin)
	case k < 0 || k >= len(cl) || k >= MaxTargets || !needsChoice(cl[k].Target.Kind):
		return bad("Pending.Target.Clause", "%d is no clause of the item that takes a chosen target", t.Clause)
	case it.PC != 0 || it.Did:
		return bad("Pending.Target.Item", "an item whose targets are being chosen has resolved nothing")
	case !originFits(s, t):
		return bad("Pending.Target.Origin", "%d does not fit a %d item", t.Origin, it.Kind)
	}
	for j := k; j < MaxTargets; j++ {
		if it.Targets[j] != -1 {
			return bad(fmt.Sprintf("Pending.Target.Item.Targets[%d]", j), "a target is chosen ahead of the clause asking")
		}
	}
	for i := range s.Chain {
		if s.Chain[i].Serial == it.Serial {
			return bad("Pending.Target.Item.Serial", "%d is the serial of Chain[%d] too", it.Serial, i)
		}
	}
	return nil
}

// originFits reports whether the targeted item came about as its origin
// says: a Scheme being Summoned from its controller's Hand, an ability
// activated on a card they control in play, a Deity power, a Heresy or a
// trigger.
func originFits(s *State, t *Targeting) bool {
	it := &t.Item
	switch t.Origin {
	case FromSummon:
		return it.Kind == ItemSummon && s.inHand(it.Source, it.Controller) && s.Def(it.Source).Type == Scheme
	case FromActivate:
		ab := s.AbilityOf(it)
		return it.Kind == ItemAbility && it.Deity < 0 && ab != nil && ab.Trigger == OnExhaust &&
			s.inPlay(it.Source) && s.Cards[it.Source].Controller == it.Controller
	case FromDeity:
		return it.Kind == ItemAbility && it.Deity >= 0
	case FromHeresy:
		return it.Kind == ItemHeresy
	}
	return it.Kind == ItemAbility && it.Deity < 0
}

// vetQuestion checks a yes-or-no question.
func (s *State) vetQuestion() error {
	q := &s.Pending.Question
	p := s.Pending.Player
	top := s.topItem()
	switch q.Purpose {
	case ForOptional:
		if top == nil || int(q.Clause) != int(top.PC) || int(top.PC) >= len(s.clausesOf(top)) || !s.clausesOf(top)[top.PC].Optional {
			return bad("Pending.Question.Clause", "%d is not an optional clause the top of the chain is resolving", q.Clause)
		}
		if top.Controller != p || q.Card != NoCard || q.Item != (Item{}) {
			return bad("Pending.Question", "only the controller of the top item is asked, about that item alone")
		}
	case ForIntrigue:
		c := q.Card
		if top == nil || top.Kind != ItemHeresy || top.Source != c || top.Controller != p || int(top.PC) >= len(s.clausesOf(top)) ||
			s.Cards[c].Zone != ZResource || s.Def(c).Type != Intrigue || q.Clause != 0 || q.Item != (Item{}) {
			return bad("Pending.Question.Card", "%d is not a Manifested Intrigue whose Heresy is resolving", c)
		}
	case ForAcceptHelp:
		if s.Step != StepBlock || p == s.Active || s.Combat.HelpAsked&(1<<p) != 0 || q.Card != NoCard || q.Clause != 0 || q.Item != (Item{}) {
			return bad("Pending.Question", "help is asked once of a defending player, while blocks are declared")
		}
	case ForPrescience:
		it := &q.Item
		if err := s.vetItem(it, func() string { return "Pending.Question.Item" }, false); err != nil {
			return err
		}
		if !it.Optional || it.Source != q.Card || it.Controller != p || it.Kind != ItemAbility || it.Deity >= 0 ||
			s.Cards[q.Card].Zone != ZField || q.Clause != 0 {
			return bad("Pending.Question", "a Prescience question is about a Creature of the asked player's on the Combat Field and its own trigger")
		}
	default:
		return bad("Pending.Question.Purpose", "%d is nothing a yes-or-no question asks", q.Purpose)
	}
	return nil
}

// topItem returns the chain's top item, or nil.
func (s *State) topItem() *Item {
	if len(s.Chain) == 0 {
		return nil
	}
	return &s.Chain[len(s.Chain)-1]
}

// vetChoice checks a choice of cards: its counts and ids in range, and
// the position it belongs to.
func (s *State) vetChoice() error {
	ch := &s.Pending.Choice
	switch {
	case ch.Count < 0 || ch.Count == 0 && counted(ch.Purpose):
		return bad("Pending.Choice.Count", "%d cards left to choose", ch.Count)
	case !s.validPlayer(ch.Who):
		return bad("Pending.Choice.Who", "%d names no seat", ch.Who)
	case ch.Level > Exalted:
		return bad("Pending.Choice.Level", "%d is no level", ch.Level)
	case ch.Card != NoCard && !s.validCard(ch.Card):
		return bad("Pending.Choice.Card", "card %d does not exist", ch.Card)
	case ch.Cause >= causeCount:
		return bad("Pending.Choice.Cause", "%d is no cause", ch.Cause)
	case ch.NPicked < 0 || ch.NPicked > MaxCost || ch.Purpose != ForSacrifice && ch.NPicked != 0:
		return bad("Pending.Choice.NPicked", "%d Aspects picked", ch.NPicked)
	}
	for k, c := range ch.Picked {
		if k >= int(ch.NPicked) && c != 0 {
			return bad(fmt.Sprintf("Pending.Choice.Picked[%d]", k), "beyond the %d Aspects picked", ch.NPicked)
		}
	}
	if err := s.vetPurpose(); err != nil {
		return err
	}
	if ch.Purpose == ForSacrifice {
		return s.vetSacrifice()
	}
	return nil
}

// counted reports whether a choice for purpose pu counts down the cards
// still to choose.
func counted(pu Purpose) bool {
	switch pu {
	case ForSetAside, ForSeizeBack, ForSeizeLoss, ForDestroyX, ForCombatDiscard, ForManifest, ForRestore, ForSacrifice:
		return true
	}
	return false
}

// vetPurpose checks that the choice's purpose fits the position.
func (s *State) vetPurpose() error {
	ch := &s.Pending.Choice
	p := s.Pending.Player
	seizing := s.Step == StepSeize && p == s.Active
	ok := true
	switch ch.Purpose {
	case ForSetAside:
		ok = seizing && ch.Who != p && ch.Level >= Lesser
	case ForSeizeBack:
		ok = seizing && ch.Who != p && ch.Level >= Lesser && len(s.SetAside) > 1
	case ForSeizeLoss:
		ok = seizing && len(s.SetAside) > 1
	case ForDestroyX:
		ok = len(s.Chain) > 0
	case ForCombatDiscard:
		ok = s.Step == StepDiscardDamage && ch.Card != NoCard && ch.Who != p
	case ForManifest:
		ok = len(s.Chain) > 0 && ch.Level >= Lesser
	case ForExcess:
		ok = ch.Level >= Lesser
	case ForRestore:
		ok = len(s.Chain) > 0 && len(s.Restoring) > 1 && ch.Who == p
		for _, c := range s.Restoring {
			ok = ok && s.Cards[c].Owner == p
		}
	case ForOrder:
		n := 0
		for i := range s.Triggers {
			if s.Triggers[i].Controller == p {
				n++
			}
		}
		ok = n > 1
	case ForSacrifice:
		ok = s.Window && s.Priority == p && ch.Card != NoCard
	default:
		return bad("Pending.Choice.Purpose", "%d is nothing a choice of cards is for", ch.Purpose)
	}
	if !ok {
		return bad("Pending.Choice", "a choice for purpose %d that does not fit the position", ch.Purpose)
	}
	return nil
}

// vetSacrifice checks the Aspects picked so far to pay for a Sacrifice.
func (s *State) vetSacrifice() error {
	ch := &s.Pending.Choice
	p := s.Pending.Player
	if !s.checkSacrifice(p, ch.Card, s.sacrificeMeans(p)).ok() {
		return bad("Pending.Choice.Card", "card %d cannot be Sacrificed against by player %d", ch.Card, p+1)
	}
	need := s.Def(ch.Card).SacrificeCost()
	for k, a := range ch.picked() {
		if !s.validCard(a) || !s.sacrificeCanPick(p, a, need, ch.Picked[:k]) {
			return bad(fmt.Sprintf("Pending.Choice.Picked[%d]", k), "card %d is not an Aspect player %d may still pay with", a, p+1)
		}
		need[s.Def(a).Level-1]--
	}
	if need.Total() == 0 {
		return bad("Pending.Choice.Picked", "the Sacrifice is paid in full, so nothing is left to choose")
	}
	return nil
}

// vetLog checks that the log's events name seats, cards and places that
// exist (the client animates them).
func (s *State) vetLog() error {
	n := int8(len(s.Players))
	for i := range s.Log {
		e := &s.Log[i]
		switch {
		case e.Kind < EvSetup || e.Kind >= evCount:
			return bad(fmt.Sprintf("Log[%d].Kind", i), "%d is no kind of event", e.Kind)
		case e.Player < -2 || e.Player >= n:
			return bad(fmt.Sprintf("Log[%d].Player", i), "%d names no seat", e.Player)
		case e.Who < -2 || e.Who >= n:
			return bad(fmt.Sprintf("Log[%d].Who", i), "%d names no seat", e.Who)
		case e.Card < NoCard || int(e.Card) >= len(s.Cards) && e.Card != 0:
			return bad(fmt.Sprintf("Log[%d].Card", i), "card %d does not exist", e.Card)
		case e.From > ZGone || e.To > ZGone:
			return bad(fmt.Sprintf("Log[%d]", i), "a move from or to no place")
		}
	}
	return nil
}

// vetAnswerable checks that the deciding player has a legal answer.
func (s *State) vetAnswerable() error {
	if s.Over() {
		return nil
	}
	var buf [64]Action
	if len(s.Legal(buf[:0])) == 0 {
		return bad("Pending", "player %d has no legal answer to the %s decision", s.Pending.Player+1, s.Pending.Kind)
	}
	return nil
}
