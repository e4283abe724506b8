package rules

// The legality rules, one checker per action kind. Legal lists the
// candidate actions a checker accepts, Apply performs only what its checker
// accepts, and Explain words the checker's refusal: each rule is written
// once, here.

// answers lists the action kinds that answer each decision.
var answers = [decisionCount][]ActKind{
	DecMulligan:  {ActPass, ActMulligan},
	DecPriority:  {ActPass, ActSummon, ActActivate, ActDeity, ActSacrifice, ActCountdown, ActGenerate},
	DecUpkeep:    {ActChoose},
	DecTrade:     {ActPass, ActTradeWith, ActForcedTops, ActForcedGive},
	DecOffer:     {ActPass, ActGive, ActAsk, ActUnask, ActSend},
	DecAnswer:    {ActPass, ActAccept, ActCounterOffer},
	DecTradeGive: {ActChoose},
	DecSeize:     {ActPass, ActSeize},
	DecChoose:    {ActChoose, ActOrder, ActPass},
	DecResource:  {ActPlace},
	DecAttack:    {ActPass, ActAttack},
	DecBlock:     {ActPass, ActBlock},
	DecTarget:    {ActPass, ActTarget, ActTargetPlayer, ActTargetItem},
	DecYesNo:     {ActPass, ActYes},
}

// answersPending reports whether an action of kind k can answer the
// pending decision at all.
func (s *State) answersPending(k ActKind) bool {
	if s.Pending.Kind >= decisionCount {
		return false
	}
	for _, x := range answers[s.Pending.Kind] {
		if x == k {
			return true
		}
	}
	return false
}

// check returns why action a (in Normal form) may not be taken now, or the
// zero refusal when it may.
func (s *State) check(a Action) refusal {
	switch {
	case s.Over():
		return refusal{why: whyGameOver}
	case s.Pending.Kind == DecNone:
		return refusal{why: whyNoDecision}
	case a.Player != s.Pending.Player:
		return refusal{why: whyWrongPlayer}
	case !s.answersPending(a.Kind):
		return refusal{why: whyWrongDecision}
	}
	p := a.Player
	switch s.Pending.Kind {
	case DecPriority:
		return s.checkPriority(a)
	case DecUpkeep:
		return s.checkUpkeep(p, a.Card)
	case DecTrade:
		return s.checkTrade(a)
	case DecOffer:
		return s.checkOffer(a)
	case DecAnswer:
		return s.checkAnswer(a)
	case DecTradeGive:
		return s.checkTradeGive(p, a.Card)
	case DecSeize:
		if a.Kind == ActSeize {
			return s.checkSeize(p, a.Who, a.Level)
		}
	case DecChoose:
		return s.checkChoose(a)
	case DecResource:
		return s.checkPlace(p, a.Level)
	case DecAttack:
		if a.Kind == ActAttack {
			return s.checkAttack(p, a.Card, a.Who, a.Stack)
		}
	case DecBlock:
		if a.Kind == ActBlock {
			return s.checkBlock(p, a.Card, a.Target)
		}
	case DecTarget:
		return s.checkTarget(a)
	}
	return refusal{}
}

// validCard reports whether c names a card of this game.
func (s *State) validCard(c CardID) bool { return c >= 0 && int(c) < len(s.Cards) }

// validPlayer reports whether q names a seat of this game.
func (s *State) validPlayer(q int8) bool { return q >= 0 && int(q) < len(s.Players) }

// inHand reports whether card c is in player p's Hand.
func (s *State) inHand(c CardID, p int8) bool {
	return s.validCard(c) && s.Cards[c].Zone == ZHand && s.Cards[c].Controller == p
}

// MainPhase reports whether player p may summon permanents now: in their
// own Summoning Phase, holding priority with nothing waiting to resolve.
func (s *State) MainPhase(p int8) bool {
	return p == s.Active && s.Step == StepSummoning && len(s.Chain) == 0
}

// checkPriority checks an action taken while holding priority.
func (s *State) checkPriority(a Action) refusal {
	p := a.Player
	switch a.Kind {
	case ActSummon:
		return s.checkSummon(p, a.Card, a.Dir)
	case ActActivate:
		return s.checkActivate(p, a.Card, a.Ability)
	case ActDeity:
		return s.checkDeity(p, a.Ability)
	case ActSacrifice:
		return s.checkSacrifice(p, a.Card, s.sacrificeMeans(p))
	case ActCountdown:
		return s.checkCountdown(p, a.Who)
	case ActGenerate:
		return s.checkGenerate(p, a.Level)
	}
	return refusal{}
}

// checkGenerate checks exhausting a Fresh Aspect of level l for Power
// (Retained Power): p needs one in their Resource Area. Which of several
// alike is exhausted is not a choice (RULINGS.md, ruling 8).
func (s *State) checkGenerate(p int8, l Level) refusal {
	if l < Lesser || l > Exalted || s.freshAspect(p, l) == NoCard {
		return refusal{why: whyNoFreshAspect, card: NoCard}
	}
	return refusal{}
}

// checkSummon checks Summoning card c (into compass slot d).
func (s *State) checkSummon(p int8, c CardID, d Dir) refusal {
	if !s.inHand(c, p) {
		return refusal{why: whyNotInHand, card: c}
	}
	def := s.Def(c)
	if def.Type == Fortification && !def.Directions.Has(d) {
		return refusal{why: whyNoSuchSlot, card: c}
	}
	if def.Type != Fortification && d != North {
		return refusal{why: whyNotFortification, card: c}
	}
	if !s.summonTiming(p, def.Type) {
		return refusal{why: whyNotMainPhase, card: c}
	}
	return s.summonPayable(p, c, def)
}

// summonTiming reports whether p may Summon a card of type t now: a
// Scheme whenever they hold priority, anything else only in their main
// phase.
func (s *State) summonTiming(p int8, t CardType) bool { return t == Scheme || s.MainPhase(p) }

// summonPayable checks what Summoning Hand card c asks whichever slot it
// goes to beyond its timing: the cost, and a target for a Scheme. Legal
// asks it once per card, not once per compass slot.
func (s *State) summonPayable(p int8, c CardID, def *CardDef) refusal {
	cost, red := s.summonCost(p, c)
	if !s.canPay(p, cost, red) {
		return refusal{why: whyCannotPay, card: c, cost: costOf(cost)}
	}
	if def.Type == Scheme {
		ai := s.schemeAbility(c)
		if ai >= 0 && !s.targetsAvailable(Item{Kind: ItemSummon, Source: c, Controller: p, Deity: -1, Ability: ai}) {
			return refusal{why: whyNoTarget, card: c}
		}
	}
	return refusal{}
}

// inCombat reports whether card c is attacking or blocking and Creature
// Damage has not been resolved yet.
func (s *State) inCombat(c CardID) bool {
	cd := &s.Cards[c]
	return cd.Flags&(FAttacking|FBlocking) != 0 && cd.Flags&FCombatDone == 0
}

// checkActivate checks using ability i of card c.
func (s *State) checkActivate(p int8, c CardID, i int8) refusal {
	if !s.validCard(c) || s.Cards[c].Controller != p || !s.inPlay(c) {
		return refusal{why: whyNotInPlay, card: c}
	}
	d := s.Def(c)
	if i < 0 || int(i) >= len(d.Abilities) || d.Abilities[i].Trigger != OnExhaust {
		return refusal{why: whyNoSuchAbility, card: c}
	}
	ab := &d.Abilities[i]
	switch {
	case s.inCombat(c) && !ab.NoExhaust:
		// Only Exhausting the card is barred in combat (Combat Phase, step
		// 6; Glossary, Exhaust); an ability that just pays Aspects is not.
		return refusal{why: whyInCombat, card: c}
	case !s.active(c):
		return refusal{why: whyInactive, card: c}
	case !ab.NoExhaust && s.Cards[c].Exhausted():
		return refusal{why: whyExhausted, card: c}
	case !s.canPay(p, ab.Cost, false):
		return refusal{why: whyCannotPay, card: c, cost: costOf(ab.Cost)}
	case !s.targetsAvailable(Item{Kind: ItemAbility, Source: c, Controller: p, Deity: -1, Ability: i}):
		return refusal{why: whyNoTarget, card: c}
	}
	return refusal{}
}

// checkDeity checks using Deity power i.
func (s *State) checkDeity(p int8, i int8) refusal {
	pl := &s.Players[p]
	dd := &s.Set.Deities[pl.Deity]
	if i < 0 || int(i) >= len(dd.Abilities) || dd.Abilities[i].Trigger != OnDeity {
		return refusal{why: whyNoSuchPower, card: NoCard}
	}
	ab := &dd.Abilities[i]
	switch {
	case pl.RequirementUnmet:
		return refusal{why: whyRequirementUnmet, card: NoCard}
	case ab.Once && pl.DeitySpent:
		return refusal{why: whyPowerSpent, card: NoCard}
	case ab.Once && !s.Conviction(p):
		return refusal{why: whyNoConviction, card: NoCard}
	case ab.PerTurn && pl.DeityUsed:
		return refusal{why: whyPowerUsed, card: NoCard}
	case !s.canPay(p, ab.Cost, false):
		return refusal{why: whyCannotPay, card: NoCard, cost: costOf(ab.Cost)}
	case !s.targetsAvailable(Item{Kind: ItemAbility, Source: NoCard, Controller: p, Deity: p, Ability: i}):
		return refusal{why: whyNoTarget, card: NoCard}
	}
	return refusal{}
}

// sacrificeMeans counts the Aspects p could Destroy to pay for a Sacrifice
// (every Aspect in their Resource Area, Fresh or not, whose Heresy is not
// waiting to resolve), by level.
func (s *State) sacrificeMeans(p int8) Cost {
	var have Cost
	for _, a := range s.Players[p].Resource {
		if s.Cards[a].Flags&FHeresyLive == 0 {
			have[s.Def(a).Level-1]++
		}
	}
	return have
}

// checkSacrifice checks Sacrificing Aspects (p has have of them) to
// Destroy card c: a card being Summoned whose first option p has not
// lost, or a card in play or in a Discard Stack of a player still in the game.
func (s *State) checkSacrifice(p int8, c CardID, have Cost) refusal {
	if !s.validCard(c) {
		return refusal{why: whyNotSacrificable, card: c}
	}
	cd := &s.Cards[c]
	switch cd.Zone {
	case ZChain, ZField, ZCompass, ZDiscard:
	default:
		return refusal{why: whyNotSacrificable, card: c}
	}
	if r := s.sacrificeAffords(c, have); !r.ok() {
		return r
	}
	if cd.Zone != ZChain {
		if s.Players[s.holder(c)].Lost {
			return refusal{why: whyNotSacrificable, card: c}
		}
		return refusal{}
	}
	for i := range s.Chain {
		if it := &s.Chain[i]; it.Kind == ItemSummon && it.Source == c && it.NoSac&(1<<p) == 0 {
			return refusal{}
		}
	}
	return refusal{why: whyFirstOptionLost, card: c}
}

// sacrificeAffords checks that Aspects have, by level, cover the
// Sacrifice cost of card c.
func (s *State) sacrificeAffords(c CardID, have Cost) refusal {
	need := s.defByID(s.Cards[c].Def).SacrificeCost()
	if have.Total() == 0 || have[0] < need[0] || have[1] < need[1] || have[2] < need[2] {
		return refusal{why: whyCannotSacrifice, card: c, cost: costOf(need)}
	}
	return refusal{}
}

// checkCountdown checks counting player q's Life Stack.
func (s *State) checkCountdown(p, q int8) refusal {
	switch {
	case !s.validPlayer(q) || q == p || s.Players[q].Lost:
		return refusal{why: whyNoSuchOpponent, card: NoCard}
	case len(s.Players[q].Life) <= 10:
		return refusal{why: whyCountKnown, card: NoCard}
	case s.Players[q].CountSeen&(1<<p) != 0:
		return refusal{why: whyCounted, card: NoCard}
	}
	return refusal{}
}

// checkUpkeep checks choosing Intrigue c to pay upkeep for next.
func (s *State) checkUpkeep(p int8, c CardID) refusal {
	if !s.validCard(c) {
		return refusal{why: whyNoUpkeepDue, card: c}
	}
	cd := &s.Cards[c]
	if cd.Zone != ZField || cd.Controller != p || s.Def(c).Type != Intrigue || cd.Flags&FUpkeepPaid != 0 {
		return refusal{why: whyNoUpkeepDue, card: c}
	}
	return refusal{}
}

// checkTradePartner checks that x is an opponent p may still trade with
// (or Seize from) this turn.
func (s *State) checkTradePartner(p, x int8) refusal {
	switch {
	case !s.validPlayer(x) || x == p || s.Players[x].Lost:
		return refusal{why: whyNoSuchOpponent, card: NoCard}
	case s.Traded&(1<<x) != 0:
		return refusal{why: whyTradedWith, card: NoCard}
	}
	return refusal{}
}

// checkTrade checks a Trade Phase choice of the active player.
func (s *State) checkTrade(a Action) refusal {
	if a.Kind == ActPass {
		return refusal{}
	}
	p, x := a.Player, a.Who
	if len(s.Players) == 2 && s.Traded != 0 {
		return refusal{why: whyTradedWith, card: NoCard}
	}
	if r := s.checkTradePartner(p, x); !r.ok() {
		return r
	}
	switch a.Kind {
	case ActTradeWith:
		if s.FreeTried&(1<<x) != 0 {
			return refusal{why: whyFreeTradeTried, card: NoCard}
		}
		if len(s.Players[p].Hand) == 0 && len(s.Players[x].Hand) == 0 {
			return refusal{why: whyNothingToTrade, card: NoCard}
		}
	case ActForcedTops:
		if !s.topsMatch(p, x) {
			return refusal{why: whyTopsDiffer, card: NoCard}
		}
	case ActForcedGive:
		if !s.seizedMe(x, p) {
			return refusal{why: whyNotSeizedFrom, card: NoCard}
		}
		if !s.inHand(a.Card, p) {
			return refusal{why: whyNotInHand, card: a.Card}
		}
	}
	return refusal{}
}

// checkOffer checks a change to the offer being built.
func (s *State) checkOffer(a Action) refusal {
	switch a.Kind {
	case ActPass:
		return refusal{}
	case ActSend:
		return s.checkSend()
	}
	if r := s.offerRoom(); !r.ok() {
		return r
	}
	switch a.Kind {
	case ActGive:
		if !s.inHand(a.Card, a.Player) {
			return refusal{why: whyNotInHand, card: a.Card}
		}
	case ActAsk:
		return s.checkAsk(a.Level, s.handLevels(s.Offer.To))
	case ActUnask:
		return s.checkUnask(a.Level)
	}
	return refusal{}
}

// checkSend checks sending the offer being built: it must give or ask
// something.
func (s *State) checkSend() refusal {
	if len(s.Offer.Give)+s.Offer.Ask.Total() == 0 {
		return refusal{why: whyEmptyOffer, card: NoCard}
	}
	return refusal{}
}

// offerRoom checks that the offer being built may still change.
func (s *State) offerRoom() refusal {
	if s.Offer.Steps >= maxOfferSteps {
		return refusal{why: whyOfferSteps, card: NoCard}
	}
	return refusal{}
}

// checkAsk checks asking for one more card of level l when the partner
// holds have by level.
func (s *State) checkAsk(l Level, have Cost) refusal {
	if l < Lesser || l > Exalted || s.Offer.Ask.Of(l) >= have.Of(l) {
		return refusal{why: whyAskTooMany, card: NoCard}
	}
	return refusal{}
}

// checkUnask checks taking back one card of level l asked for.
func (s *State) checkUnask(l Level) refusal {
	if l < Lesser || l > Exalted || s.Offer.Ask.Of(l) == 0 {
		return refusal{why: whyAskNone, card: NoCard}
	}
	return refusal{}
}

// checkAnswer checks an answer to an offer.
func (s *State) checkAnswer(a Action) refusal {
	o := &s.Offer
	switch a.Kind {
	case ActAccept:
		have := s.handLevels(a.Player)
		if have[0] < o.Ask[0] || have[1] < o.Ask[1] || have[2] < o.Ask[2] {
			return refusal{why: whyCannotGiveAsked, card: NoCard}
		}
	case ActCounterOffer:
		if o.Round >= maxOfferRounds {
			return refusal{why: whyNoMoreOffers, card: NoCard}
		}
	}
	return refusal{}
}

// checkTradeGive checks handing over card c for an accepted offer.
func (s *State) checkTradeGive(p int8, c CardID) refusal {
	if !s.inHand(c, p) {
		return refusal{why: whyNotInHand, card: c}
	}
	if s.Offer.Ask.Of(s.Def(c).Level) == 0 {
		return refusal{why: whyNotAsked, card: c}
	}
	return refusal{}
}

// checkSeize checks seizing an Aspect of level l from x.
func (s *State) checkSeize(p, x int8, l Level) refusal {
	if x != p && s.Teammates(p, x) {
		return refusal{why: whySeizeTeammate, card: NoCard}
	}
	if r := s.checkTradePartner(p, x); !r.ok() {
		return r
	}
	switch {
	case l < Lesser || l > Exalted:
		return refusal{why: whyNoSuchLevel, card: NoCard}
	case s.Players[p].SeizeMissed[x]&(1<<l) != 0:
		return refusal{why: whySeizeMissed, card: NoCard}
	case len(s.Players[p].Hand) < s.SeizeCost(p, x, l):
		return refusal{why: whySeizeHand, card: NoCard, n: int8(min(s.SeizeCost(p, x, l), 127))}
	}
	return refusal{}
}

// checkPlace checks placing an Aspect of level l.
func (s *State) checkPlace(p int8, l Level) refusal {
	for _, c := range s.Players[p].Aspects {
		if s.Def(c).Level == l {
			return refusal{}
		}
	}
	return refusal{why: whyNoAspectOfLevel, card: NoCard}
}

// checkAttack checks creature c attacking player x's stack st.
func (s *State) checkAttack(p int8, c CardID, x int8, st Stack) refusal {
	if !s.validCard(c) || s.Cards[c].Zone != ZField || s.Cards[c].Controller != p {
		return refusal{why: whyNotInPlay, card: c}
	}
	if r := s.attackRefusal(c); !r.ok() {
		return r
	}
	return s.checkAttackAt(p, x, st)
}

// checkAttackAt checks that p's attacker may aim at player x's stack st.
func (s *State) checkAttackAt(p, x int8, st Stack) refusal {
	if !s.Opponents(p, x) || s.Players[x].Lost {
		return refusal{why: whyNoSuchOpponent, card: NoCard}
	}
	if st != AtLife && st != AtDiscard {
		return refusal{why: whyNoSuchStack, card: NoCard}
	}
	return refusal{}
}

// attackRefusal says why creature c, in play, may not attack now.
func (s *State) attackRefusal(c CardID) refusal {
	cd := &s.Cards[c]
	switch {
	case s.Def(c).Type != Creature:
		return refusal{why: whyNotCreature, card: c}
	case cd.Flags&FAttacking != 0:
		return refusal{why: whyAttacking, card: c}
	case cd.Flags&FSummonedTurn != 0:
		return refusal{why: whySummonedThisTurn, card: c}
	case cd.Exhausted():
		return refusal{why: whyExhausted, card: c}
	case s.HasKeyword(c, KwImmobile):
		return refusal{why: whyImmobile, card: c}
	}
	return refusal{}
}

// CanAttack reports whether creature c, in play, may be declared as an
// attacker in its controller's attack declarations: Legal offers it then
// (against any opponent's Life or Discard Stack) exactly when this holds.
func (s *State) CanAttack(c CardID) bool {
	return s.validCard(c) && s.Cards[c].Zone == ZField && s.attackRefusal(c).ok()
}

// blockingFor says which attackers player p may block now: help is set
// when p blocks for others (Call to Defense), replace in the step where
// lost blockers are replaced; ok is false when it is not p's turn to block.
func (s *State) blockingFor(p int8) (help, replace, ok bool) {
	if s.Step == StepReplace {
		return false, true, true
	}
	if s.Step != StepBlock {
		return false, false, true
	}
	var tb [2 * MaxPlayers]blockTurn
	turns := s.blockTurns(tb[:0])
	if int(s.Combat.Defender) >= len(turns) || s.Combat.Defender < 0 || turns[s.Combat.Defender].p != p {
		return false, false, false
	}
	return turns[s.Combat.Defender].help, false, true
}

// checkBlock checks creature b blocking attacker att.
func (s *State) checkBlock(p int8, b, att CardID) refusal {
	help, replace, turn := s.blockingFor(p)
	if !turn {
		return refusal{why: whyNotYourBlock, card: NoCard}
	}
	if !s.validCard(b) || s.Cards[b].Zone != ZField || s.Cards[b].Controller != p {
		return refusal{why: whyNotInPlay, card: b}
	}
	return s.blockRefusal(b, att, p, help, replace)
}

// blockRefusal says why b may not block att for p now (p blocks for others
// when help is set; replace in the step where lost blockers are replaced).
func (s *State) blockRefusal(b, att CardID, p int8, help, replace bool) refusal {
	if r := s.pairRefusal(b, att); !r.ok() {
		return r
	}
	ad := &s.Cards[att]
	switch {
	case replace && (ad.Flags&FBlockLost == 0 || ad.AttackWho != p):
		return refusal{why: whyNoBlockerLost, card: att}
	case !replace && help == (ad.AttackWho == p):
		return refusal{why: whyNotYourAttacker, card: att}
	case help && !s.mayHelp(p, ad.AttackWho):
		return refusal{why: whyNotTeammate, card: att}
	case help && s.Combat.HelpOK&(1<<ad.AttackWho) == 0:
		return refusal{why: whyHelpRefused, card: att}
	}
	return refusal{}
}

// mayHelp reports whether player p may block for the attacked player w
// (Call to Defense): any player but the attacker and w in a game of every
// player for themselves; only w's teammates in a team game.
func (s *State) mayHelp(p, w int8) bool {
	if p == w || s.Teammates(p, s.Active) {
		return false
	}
	return !s.TeamGame() || s.Teammates(p, w)
}

// pairRefusal says why creature b, in play, may never block attacker att
// this combat, whoever's turn to block it is.
func (s *State) pairRefusal(b, att CardID) refusal {
	if !s.validCard(att) || s.Cards[att].Zone != ZField || s.Cards[att].Flags&FAttacking == 0 {
		return refusal{why: whyNotAttacker, card: att}
	}
	if r := s.blockerRefusal(b); !r.ok() {
		return r
	}
	if s.Cards[att].BlockedBy != NoCard {
		return refusal{why: whyAlreadyBlocked, card: att}
	}
	return s.matchRefusal(b, att)
}

// blockerRefusal says why creature b, in play, may block nothing now.
func (s *State) blockerRefusal(b CardID) refusal {
	bd := &s.Cards[b]
	switch {
	case s.Def(b).Type != Creature:
		return refusal{why: whyNotCreature, card: b}
	case bd.Flags&FBlocking != 0:
		return refusal{why: whyBlocking, card: b}
	case bd.Exhausted():
		return refusal{why: whyExhausted, card: b}
	}
	return refusal{}
}

// matchRefusal says why b may never block att, whatever their state: the
// attacker's own side, and the attacker's keywords (Stealth, Fleet).
func (s *State) matchRefusal(b, att CardID) refusal {
	switch {
	case s.Cards[b].Controller == s.Cards[att].Controller:
		return refusal{why: whyOwnAttacker, card: att}
	case s.HasKeyword(att, KwStealth):
		return refusal{why: whyStealth, card: att}
	case s.HasKeyword(att, KwFleet) && !s.HasKeyword(b, KwFleet) && !s.HasKeyword(b, KwEntrapment):
		return refusal{why: whyFleet, card: att}
	}
	return refusal{}
}

// canBlock reports whether b may block attacker a at all (whoever's turn
// to block it is).
func (s *State) canBlock(b, a CardID) bool {
	return s.validCard(b) && s.Cards[b].Zone == ZField && s.pairRefusal(b, a).ok()
}

// CouldBlock reports whether creature b, in play, could block creature a
// were a attacking now, not yet blocked, and b's controller the player
// to block it: b is a ready Creature not blocking yet, and a is an
// opponent's without a keyword that keeps b off (Stealth; Fleet unless b
// has Fleet or Entrapment). When a does attack, Legal offers the block to
// the attacked player exactly when this holds.
func (s *State) CouldBlock(b, a CardID) bool {
	return s.validCard(b) && s.validCard(a) && s.Cards[b].Zone == ZField &&
		s.blockerRefusal(b).ok() && s.matchRefusal(b, a).ok()
}

// checkTarget checks a target for the clause being targeted.
func (s *State) checkTarget(a Action) refusal {
	t := &s.Pending.Target
	if a.Kind == ActPass {
		if !t.Origin.Paid() || s.Players[a.Player].Cancels >= maxCancels {
			return refusal{why: whyMustTarget, card: NoCard}
		}
		return refusal{}
	}
	cl := s.clausesOf(&t.Item)
	if int(t.Clause) >= len(cl) {
		return refusal{why: whyIllegalTarget, card: NoCard}
	}
	var v int16
	switch cl[t.Clause].Target.Kind {
	case TPlayer, TDiscardStack:
		if a.Kind != ActTargetPlayer {
			return refusal{why: whyWantsPlayer, card: NoCard}
		}
		v = int16(a.Who)
	case TChainItem:
		if a.Kind != ActTargetItem {
			return refusal{why: whyWantsChainItem, card: NoCard}
		}
		v = a.Serial
	default:
		if a.Kind != ActTarget {
			return refusal{why: whyWantsCard, card: NoCard}
		}
		v = int16(a.Target)
	}
	if !s.targetAllowed(&t.Item, int(t.Clause), v) {
		return refusal{why: whyIllegalTarget, card: a.Target}
	}
	return refusal{}
}

// checkChoose checks a card chosen (or a trigger ordered) for the pending purpose.
func (s *State) checkChoose(a Action) refusal {
	ch := &s.Pending.Choice
	p := a.Player
	switch a.Kind {
	case ActPass:
		if ch.Purpose != ForSacrifice || s.Players[p].Cancels >= maxCancels {
			return refusal{why: whyMustChoose, card: NoCard}
		}
		return refusal{}
	case ActOrder:
		if ch.Purpose != ForOrder || a.Index < 0 || int(a.Index) >= len(s.Triggers) || s.Triggers[a.Index].Controller != p {
			return refusal{why: whyNotChoosable, card: NoCard}
		}
		return refusal{}
	}
	if !s.validCard(a.Card) || !s.choosable(p, a.Card, ch) {
		return refusal{why: whyNotChoosable, card: a.Card}
	}
	return refusal{}
}

// choosable reports whether card c may be chosen by p for choice ch.
func (s *State) choosable(p int8, c CardID, ch *Choice) bool {
	cd := &s.Cards[c]
	switch ch.Purpose {
	case ForSetAside:
		return s.inHand(c, p)
	case ForSeizeBack, ForSeizeLoss:
		return contains(s.SetAside, c)
	case ForDestroyX, ForCombatDiscard:
		return cd.Zone == ZDiscard && s.validPlayer(ch.Who) && contains(s.Players[ch.Who].Discard, c)
	case ForManifest:
		return cd.Zone == ZResource && !s.Players[s.holder(c)].Lost && s.defByID(cd.Def).Level == ch.Level && cd.Flags&FManifestTurn == 0
	case ForExcess:
		d := s.Def(c)
		return cd.Zone == ZField && cd.Controller == p && d.Type == Creature && !d.Has(KwUnlimited) && d.LimitLevel() == ch.Level
	case ForRestore:
		return contains(s.Restoring, c)
	case ForSacrifice:
		return s.sacrificeCanPick(p, c, s.sacrificeNeed(ch.Card, ch.picked()), ch.picked())
	}
	return false
}

// contains reports whether ids holds c.
func contains(ids []CardID, c CardID) bool {
	for _, x := range ids {
		if x == c {
			return true
		}
	}
	return false
}

// Explain returns why action a may not be taken now, as the *Error Apply
// would return, or nil when a is legal.
func (s *State) Explain(a Action) error {
	a = a.Normal()
	if r := s.check(a); !r.ok() {
		return s.refusalError(a, r)
	}
	return nil
}
