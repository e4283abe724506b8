package lesson

import (
	"slices"

	"twilight/rules"
)

// PlaceKind is what kind of place on the table a step points at.
type PlaceKind uint8

// Place kinds.
const (
	Nowhere PlaceKind = iota
	// AtCard: the card titled Card (in Seat's hand or on Seat's mat).
	AtCard
	// AtZone: Zone of Seat's mat (ZHand: the player's hand).
	AtZone
	// AtButton: the prompt bar's button whose action is of kind Act (the
	// primary button when Act is 0).
	AtButton
)

// Place is where a step points: a card, a zone of a mat or a button.
type Place struct {
	Kind PlaceKind
	Seat int8
	Zone rules.Zone
	Card string
	Act  rules.ActKind
}

func card(seat int8, title string) Place { return Place{Kind: AtCard, Seat: seat, Card: title} }
func zone(seat int8, z rules.Zone) Place { return Place{Kind: AtZone, Seat: seat, Zone: z} }
func button(k rules.ActKind) Place       { return Place{Kind: AtButton, Act: k} }

// Step is one thing the lesson asks for: the idea it teaches (Title),
// what to do (Do) and why (Why). From is highlighted; when To is set an
// arrow runs from From to To (a drag). The step is done when an event of
// the log since it began satisfies done, or the state does.
type Step struct {
	Title string
	Do    string
	Why   string
	From  Place
	To    Place
	// done reports whether the step has been done, given the state and
	// the log events since the step began.
	done func(s *rules.State, since []rules.Event) bool
	// ask is the action the step asks for when it is the player's to
	// take now (for the walk-through test and the pointer's check).
	ask func(s *rules.State) (rules.Action, bool)
}

// Steps is the whole lesson, in order: the player's first turn, Mars's
// turn, the player's second turn. The last step is its end: done only
// when the player leaves.
func Steps() []Step {
	return slices.Concat(firstTurn(), rivalTurn(), secondTurn())
}

// firstTurn teaches Aspects, trading, placing, paying, summoning and
// attacking.
func firstTurn() []Step {
	return []Step{
		{
			Title: "Aspects of Power",
			Do:    "Press “Offer a trade”.",
			Why: "Cards are paid for with Aspects: the backs of cards, at three levels — Lesser (I, bronze circle), " +
				"Greater (II, silver square) and Exalted (III, gold triangle). You gain Aspects from your rivals: " +
				"in the Trade Phase you may swap cards from your hand with one of them.",
			From: button(rules.ActTradeWith),
			done: func(s *rules.State, _ []rules.Event) bool {
				return s.Pending.Kind == rules.DecOffer || s.Phase > rules.PhaseTrade
			},
			ask: legalKind(rules.ActTradeWith),
		},
		{
			Title: "Trading",
			Do: "Click Argus of the Hundred Eyes in your hand (an Exalted card you cannot pay for yet), " +
				"press + beside Lesser to ask for a Lesser card, then Send offer.",
			Why: "What you receive lands face down in your Aspect Stack, ready to be placed. " +
				"Mars needs Exalted Power and agrees. Only one trade a turn; without one you could Seize instead.",
			From: card(You, "Argus of the Hundred Eyes"),
			To:   button(0),
			done: logged(rules.EvTrade, You),
			ask:  offer,
		},
		{
			Title: "Placing an Aspect",
			Do:    "Drag the card from your Aspect Stack to your Resource Area (or press “Place Lesser”).",
			Why: "Once a turn, in the Resource Phase, one Aspect moves from your Aspect Stack to your Resource Area. " +
				"Fresh Aspects there pay for cards; how many of each level you have also caps your creatures (the Creature Limit).",
			From: zone(You, rules.ZAspects),
			To:   zone(You, rules.ZResource),
			done: logged(rules.EvResource, You),
			ask:  legalKind(rules.ActPlace),
		},
		{
			Title: "Paying and summoning",
			Do:    "Drag Whispering Courtier from your hand onto your Combat Field.",
			Why: "Its cost, one bronze circle (I), is paid by Exhausting one Fresh Lesser Aspect: it turns sideways " +
				"until your next Refresh Phase. A creature may not attack on the turn it arrives.",
			From: card(You, courtierTitle),
			To:   zone(You, rules.ZField),
			done: summoned(courtierTitle),
			ask:  summonOf(courtierTitle),
		},
		{
			Title: "Attacking",
			Do:    "Press “To combat”, then drag Corrupt Tribune onto Mars's Life Stack.",
			Why: "A creature that was already in play attacks a rival's Life Stack (or Discard Stack). " +
				"Unblocked, it deals damage equal to its Life: that many cards leave the stack. " +
				"A player whose Life Stack runs out loses.",
			From: card(You, tribuneTitle),
			To:   zone(Rival, rules.ZLife),
			done: func(s *rules.State, since []rules.Event) bool {
				return has(since, rules.EvAttack, You) && (s.Phase > rules.PhaseCombat || s.Active != You || s.Step > rules.StepAttackAfter)
			},
			ask: attackOrDone,
		},
		{
			Title: "Damage, and the turn's end",
			Do:    "Press the gold button (Assign damage, then on) until Mars's turn begins.",
			Why: "Mars did not block, so the Tribune's damage goes to Mars's Life Stack. After the End Phase it is Mars's turn; " +
				"the table passes for you wherever nothing asks for you.",
			From: button(0),
			done: func(s *rules.State, _ []rules.Event) bool { return s.Active == Rival },
		},
	}
}

// rivalTurn teaches the chain and blocking.
func rivalTurn() []Step {
	return []Step{
		{
			Title: "The chain: responding",
			Do: "When Mars aims Wolf-Mother's Fury at your Tribune, drag Gift of Laurels onto the Tribune. " +
				"Then press Resolve until the chain is empty.",
			Why: "A Scheme waits on the chain while players answer; the last one in resolves first. Your Blessing " +
				"(+1 Fight, +1 Life) comes first, and the Tribune lives through the 2 Damage.",
			From: card(You, laurelsTitle),
			To:   card(You, tribuneTitle),
			done: func(s *rules.State, since []rules.Event) bool {
				return summoned(laurelsTitle)(s, since) && len(s.Chain) == 0
			},
			ask: respond,
		},
		{
			Title: "Blocking",
			Do:    "Mars attacks with its Axe-Thrower. Drag Whispering Courtier onto the attacker to block it.",
			Why: "A blocker and its attacker deal their Fight to each other as Damage; a creature whose Damage reaches its Life is slain. " +
				"A blocked attacker does not reach your Life Stack. The Courtier's 3 Life outlasts the Axe-Thrower's 1 Fight.",
			From: card(You, courtierTitle),
			To:   card(Rival, "Frankish Axe-Thrower"),
			done: logged(rules.EvBlock, You),
			ask:  block,
		},
	}
}

// secondTurn teaches seizing and Intrigues, and ends the lesson.
func secondTurn() []Step {
	return []Step{
		{
			Title: "Seizing",
			Do: "Your turn again. Press “No trade”, then “Seize I”; click the cards to set aside (not Network of Informants) " +
				"and the one to Destroy; then “No seizing”.",
			Why: "Without a trade you may Seize: you give up cards from your hand (the level of the Aspect plus two; " +
				"one is Destroyed, the rest Discarded) and take an Aspect of that level from a rival.",
			From: zone(You, rules.ZHand),
			done: func(s *rules.State, since []rules.Event) bool {
				return has(since, rules.EvSeize, You) && s.Phase >= rules.PhaseResource
			},
			ask: seize,
		},
		{
			Title: "Placing again",
			Do:    "Place the seized Aspect in your Resource Area.",
			Why:   "Four Lesser Aspects now: room for four Lesser creatures, and Power for more plays each turn.",
			From:  zone(You, rules.ZAspects),
			To:    zone(You, rules.ZResource),
			done: func(s *rules.State, since []rules.Event) bool {
				return has(since, rules.EvResource, You) || s.Phase > rules.PhaseResource
			},
			ask: legalKind(rules.ActPlace),
		},
		{
			Title: "Intrigues",
			Do:    "Drag Network of Informants onto your Combat Field.",
			Why: "An Intrigue stays in play and keeps working, but asks its upkeep (here one I) in each of your Refresh Phases " +
				"before your Aspects pay for anything else. Too many Intrigues starve your new plays.",
			From: card(You, intrigueTitle),
			To:   zone(You, rules.ZField),
			done: summoned(intrigueTitle),
			ask:  summonOf(intrigueTitle),
		},
		{
			Title: "Well done",
			Do:    "Those are the heart of every turn. Play on against Mars here, or go back to the title and start a match of your own.",
			Why: "Press F1 on any card or phase for its rules. Remember: trade or seize for the Aspect levels your hand needs, " +
				"place one each turn, keep Aspects Fresh to answer on your rival's turn.",
			done: func(*rules.State, []rules.Event) bool { return false },
		},
	}
}
