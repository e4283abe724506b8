package rules

import (
	"fmt"
	"strings"
)

// refusal is a checker's answer: why an action may not be taken now, with
// the few facts its words need. The zero refusal means the action is legal.
// It is a plain value so that Legal can test many candidates without
// allocating; the words are made only when Apply or Explain reports it.
type refusal struct {
	why  why
	card CardID      // the card the reason is about, or NoCard
	cost refusalCost // a cost that cannot be paid
	n    int8        // a number the words need
}

func (r refusal) ok() bool { return r.why == allowed }

// refusalCost is a Cost kept as three plain numbers: a struct of a few
// numbers is passed and returned in registers, an array is not, and the
// checkers return a refusal for every candidate Legal tries.
type refusalCost struct{ lesser, greater, exalted uint8 }

func costOf(c Cost) refusalCost { return refusalCost{c[0], c[1], c[2]} }

func (r refusalCost) Cost() Cost { return Cost{r.lesser, r.greater, r.exalted} }

// why is the reason for a refusal.
type why uint8

// Reasons for refusing an action.
const (
	allowed why = iota
	whyGameOver
	whyNoDecision
	whyWrongPlayer
	whyWrongDecision
	whyNotInHand
	whyNotMainPhase
	whyNoSuchSlot
	whyNotFortification
	whyCannotPay
	whyNoTarget
	whyNotInPlay
	whyNoSuchAbility
	whyInCombat
	whyInactive
	whyExhausted
	whyNoSuchPower
	whyPowerSpent
	whyNoConviction
	whyPowerUsed
	whyRequirementUnmet
	whyNotSacrificable
	whyFirstOptionLost
	whyCannotSacrifice
	whyNoSuchOpponent
	whyCountKnown
	whyCounted
	whyNoUpkeepDue
	whyTradedWith
	whyFreeTradeTried
	whyNothingToTrade
	whyTopsDiffer
	whyNotSeizedFrom
	whyEmptyOffer
	whyOfferSteps
	whyAskTooMany
	whyAskNone
	whyCannotGiveAsked
	whyNoMoreOffers
	whyNotAsked
	whyNoSuchLevel
	whySeizeMissed
	whySeizeHand
	whyNoAspectOfLevel
	whyNoFreshAspect
	whyNotCreature
	whyAttacking
	whySummonedThisTurn
	whyImmobile
	whyNoSuchStack
	whyNotYourBlock
	whyNotAttacker
	whyNoBlockerLost
	whyNotYourAttacker
	whyHelpRefused
	whyNotTeammate
	whySeizeTeammate
	whyBlocking
	whyAlreadyBlocked
	whyOwnAttacker
	whyStealth
	whyFleet
	whyMustTarget
	whyIllegalTarget
	whyWantsPlayer
	whyWantsChainItem
	whyWantsCard
	whyMustChoose
	whyNotChoosable
	whyCount
)

// reason is how a refusal is reported: its error kind, the rules reference
// entry that explains the rule, and its words. In the words, %[1]s is the
// card's name, %[2]s the cost and %[3]d the number.
type reason struct {
	kind  ErrorKind
	rule  string
	words string
}

// reasons words every refusal.
var reasons = [whyCount]reason{
	whyGameOver:         {GameOver, "How a match is won", "the game is over"},
	whyNoDecision:       {WrongDecision, "Priority and action windows", "no decision is pending"},
	whyWrongPlayer:      {WrongPlayer, "Priority and action windows", "another player is deciding"},
	whyWrongDecision:    {WrongDecision, "The turn at a glance", "that is not an answer to the decision the game waits for"},
	whyNotInHand:        {IllegalAction, "Card types", "%[1]s is not in your Hand"},
	whyNotMainPhase:     {WrongDecision, "Summoning Phase", "%[1]s can only be Summoned in your own Summoning Phase with nothing waiting to resolve"},
	whyNoSuchSlot:       {IllegalTarget, "Fortification Compass", "%[1]s cannot be built in that direction"},
	whyNotFortification: {IllegalTarget, "Fortification Compass", "only a Fortification is built in a direction; %[1]s is not one"},
	whyCannotPay:        {CannotPay, "Aspects of Power", "%[1]s costs %[2]s, more than your Fresh Aspects and Power can pay"},
	whyNoTarget:         {IllegalTarget, "Active Effects", "%[1]s has no legal target now"},
	whyNotInPlay:        {IllegalAction, "Combat Field", "you control no such card in play"},
	whyNoSuchAbility:    {IllegalAction, "Active Effects", "%[1]s has no such ability"},
	whyInCombat:         {IllegalAction, "Combat Phase", "%[1]s is in combat: it cannot be Exhausted for an ability until Creature Damage is resolved"},
	whyInactive:         {IllegalAction, "Fresh and Exhausted", "%[1]s is not active (an Exhausted Intrigue or a covered Fortification)"},
	whyExhausted:        {IllegalAction, "Fresh and Exhausted", "%[1]s is Exhausted"},
	whyNoSuchPower:      {IllegalAction, "Deity and Deity power", "your Deity has no such power"},
	whyPowerSpent:       {CannotPay, "Deity and Deity power", "your Deity's one-use power is spent"},
	whyNoConviction:     {CannotPay, "Conviction", "your Deity's one-use power needs Conviction"},
	whyPowerUsed:        {CannotPay, "Deity and Deity power", "your Deity's power is printed once per turn and was used this turn"},
	whyRequirementUnmet: {IllegalAction, "Deity and Deity power", "your drafted deck misses your Deity's Faction Requirement: the Deity has no power this match"},
	whyNotSacrificable:  {IllegalTarget, "Sacrifice", "a Sacrifice reaches only a card in play, in a Discard Stack or being Summoned"},
	whyFirstOptionLost:  {IllegalTarget, "Sacrifice", "you used an Active Effect and lost the first option to Sacrifice against %[1]s"},
	whyCannotSacrifice:  {CannotPay, "Sacrifice", "destroying %[1]s takes Aspects %[2]s from your Resource Area"},
	whyNoSuchOpponent:   {IllegalTarget, "Multiplayer", "there is no such opponent still in the game"},
	whyCountKnown:       {IllegalAction, "Countdown", "a Life Stack of 10 cards or fewer is counted openly"},
	whyCounted:          {IllegalAction, "Countdown", "you counted that Life Stack this turn"},
	whyNoUpkeepDue:      {IllegalTarget, "Upkeep", "no upkeep is due for that card"},
	whyTradedWith:       {IllegalAction, "Trade Phase", "you already traded with that opponent this turn"},
	whyFreeTradeTried:   {IllegalAction, "Trade Phase", "the free trade with that opponent was already tried this turn"},
	whyNothingToTrade:   {IllegalAction, "Trade Phase", "neither of you has a card in hand to trade"},
	whyTopsDiffer:       {IllegalAction, "Forced Trade", "the tops of the two Life Stacks are not the same level"},
	whyNotSeizedFrom:    {IllegalAction, "Forced Trade", "that opponent did not Seize from you on their last turn"},
	whyEmptyOffer:       {IllegalAction, "Trade Phase", "the offer neither gives nor asks for anything"},
	whyOfferSteps:       {IllegalAction, "Ruling: trading and seizing", "this offer has been changed as often as one offer may be"},
	whyAskTooMany:       {IllegalAction, "Trade Phase", "the other Hand holds no more cards of that level"},
	whyAskNone:          {IllegalAction, "Trade Phase", "the offer asks for no card of that level"},
	whyCannotGiveAsked:  {IllegalAction, "Trade Phase", "your Hand cannot give what the offer asks for"},
	whyNoMoreOffers:     {IllegalAction, "Ruling: trading and seizing", "one negotiation has at most three offers"},
	whyNotAsked:         {IllegalTarget, "Trade Phase", "the offer asks for no card of %[1]s's level"},
	whyNoSuchLevel:      {IllegalTarget, "Level", "there is no such level"},
	whySeizeMissed:      {IllegalAction, "Seize Phase", "a Seize of that level from that player found nothing this turn"},
	whySeizeHand:        {IllegalAction, "Seize Phase", "that Seize sets aside %[3]d cards, more than your Hand holds"},
	whyNoAspectOfLevel:  {IllegalTarget, "Resource Phase", "your Aspect Stack holds no Aspect of that level"},
	whyNoFreshAspect:    {CannotPay, "Generated Power", "your Resource Area holds no Fresh Aspect of that level"},
	whyNotCreature:      {IllegalTarget, "Card types", "%[1]s is not a Creature"},
	whyAttacking:        {IllegalTarget, "Declare attackers", "%[1]s is already attacking"},
	whySummonedThisTurn: {IllegalTarget, "Declare attackers", "%[1]s was Summoned this turn and cannot attack until your next turn"},
	whyImmobile:         {IllegalTarget, "Immobile", "%[1]s is Immobile and cannot attack"},
	whyNoSuchStack:      {IllegalTarget, "Declare attackers", "an attack aims at a Life Stack or a Discard Stack"},
	whyNotYourBlock:     {WrongDecision, "Declare blockers", "it is not your turn to declare blockers"},
	whyNotAttacker:      {IllegalTarget, "Declare blockers", "%[1]s is not attacking"},
	whyNoBlockerLost:    {IllegalTarget, "Replace blockers", "only an attacker on you that lost its blocker may be blocked again"},
	whyNotYourAttacker:  {IllegalTarget, "Call to Defense", "%[1]s is not yours to block now"},
	whyHelpRefused:      {IllegalTarget, "Call to Defense", "the attacked player refused help against %[1]s"},
	whyNotTeammate:      {IllegalTarget, "Team games", "in a team game only the attacked player's teammates may block %[1]s for them"},
	whySeizeTeammate:    {IllegalTarget, "Team games", "you Seize only from an opponent, not from a teammate"},
	whyBlocking:         {IllegalTarget, "Declare blockers", "%[1]s is already blocking"},
	whyAlreadyBlocked:   {IllegalTarget, "Declare blockers", "%[1]s is already blocked"},
	whyOwnAttacker:      {IllegalTarget, "Declare blockers", "you cannot block your own attacker"},
	whyStealth:          {IllegalTarget, "Stealth", "%[1]s has Stealth and cannot be blocked"},
	whyFleet:            {IllegalTarget, "Fleet", "%[1]s has Fleet: only a Fleet or Entrapment Creature may block it"},
	whyMustTarget:       {IllegalAction, "Active Effects", "a target must be chosen"},
	whyIllegalTarget:    {IllegalTarget, "Active Effects", "that is not a legal target"},
	whyWantsPlayer:      {IllegalTarget, "Active Effects", "the effect aims at a player"},
	whyWantsChainItem:   {IllegalTarget, "The chain (last in, first out)", "the effect aims at something waiting on the chain"},
	whyWantsCard:        {IllegalTarget, "Active Effects", "the effect aims at a card"},
	whyMustChoose:       {IllegalAction, "Priority and action windows", "a card must be chosen"},
	whyNotChoosable:     {IllegalTarget, "Priority and action windows", "that card cannot be chosen for this"},
}

// refusalError makes the *Error that reports refusal r of action a.
func (s *State) refusalError(a Action, r refusal) *Error {
	rs := reasons[r.why]
	name := "that card"
	if s.validCard(r.card) {
		name = s.Def(r.card).Title
		if s.Hidden(r.card) {
			name = s.Def(r.card).Level.WithArticle() + " card"
		}
	}
	text := rs.words
	if strings.Contains(text, "%") {
		// Explicit argument indexes: words may use any of the three.
		text = fmt.Sprintf(text, name, r.cost.Cost(), r.n)
	}
	switch r.why {
	case whyWrongPlayer:
		text = fmt.Sprintf("%s is deciding, not %s", s.name(s.Pending.Player), s.name(a.Player))
	case whyWrongDecision:
		text = fmt.Sprintf("the game waits for a %s decision in the %s Phase, not %s", s.Pending.Kind, s.Phase, a.Kind)
	}
	return &Error{Kind: rs.kind, Action: a, Reason: text, Rule: rs.rule}
}
