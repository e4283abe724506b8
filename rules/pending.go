package rules

// Pending says whose decision the game waits for, of what kind, and the
// facts that decision is about. Each decision kind that needs more than
// "who decides" carries its own payload; the payloads of other kinds are
// zero. Everything a half-made choice remembers (the item whose targets
// are being chosen, the Aspects picked so far for a Sacrifice) lives here,
// so a state can be cloned, saved and resumed at any decision.
type Pending struct {
	Kind   Decision
	Player int8
	// Target is the payload of DecTarget.
	Target Targeting `json:",omitzero"`
	// Question is the payload of DecYesNo.
	Question Question `json:",omitzero"`
	// Choice is the payload of DecChoose.
	Choice Choice `json:",omitzero"`
}

// Decision is the kind of choice pending.
type Decision uint8

// Decisions.
const (
	DecNone      Decision = iota
	DecMulligan           // Keep or Mulligan
	DecPriority           // act or pass in an action window
	DecUpkeep             // choose the next Intrigue to pay upkeep for
	DecTrade              // start a free trade, force a trade, or end the Trade Phase
	DecOffer              // build an offer: give, ask, send or withdraw
	DecAnswer             // accept, counter or decline an offer
	DecTradeGive          // choose the cards to give for an accepted offer
	DecSeize              // seize a level from a player, or end the Seize Phase
	DecChoose             // choose a card for Pending.Choice.Purpose
	DecResource           // choose the level of the Aspect to place
	DecAttack             // declare an attacker, or done
	DecBlock              // declare a blocker, or done
	DecTarget             // choose a target for a clause
	DecYesNo              // an optional effect or trigger
	decisionCount
)

var decisionNames = [...]string{"none", "mulligan", "priority", "upkeep", "trade", "offer", "answer",
	"trade-give", "seize", "choose", "resource", "attack", "block", "target", "yes-no"}

func (d Decision) String() string {
	if int(d) < len(decisionNames) {
		return decisionNames[d]
	}
	return "?"
}

// Purpose says what a DecChoose or DecYesNo decision is for.
type Purpose uint8

// Purposes.
const (
	ForNone          Purpose = iota
	ForSetAside              // set a card aside to Seize
	ForSeizeBack             // return a set-aside card before searching your own Life Stack
	ForSeizeLoss             // the set-aside card to Destroy
	ForDestroyX              // a Discard Stack card to Destroy (Destroy X, Discard Damage)
	ForManifest              // the Aspect to Manifest
	ForExcess                // a Creature to Discard for the Creature Limit
	ForRestore               // the next restored card to put on the bottom
	ForPrescience            // trigger a Prescience Creature?
	ForOptional              // perform an optional clause?
	ForIntrigue              // put a Manifested Intrigue into play?
	ForOrder                 // which of your simultaneous triggers goes on the chain next
	ForTradeGive             // a card to give for an accepted offer
	ForCombatDiscard         // a Discard Stack card to Destroy with an attacker's Damage
	ForSacrifice             // an Aspect to Destroy paying for a Sacrifice (Pass cancels)
	ForAcceptHelp            // accept other players' blockers against this attack?
)

// Origin says how the item whose targets are being chosen came about, which
// decides whether it is paid for and whether choosing may be cancelled.
type Origin uint8

// Origins of an item being targeted.
const (
	FromTrigger  Origin = iota // a triggered ability: no cost, cannot be cancelled
	FromActivate               // an activated ability: paid once its targets are chosen
	FromSummon                 // a Scheme being Summoned: paid once its targets are chosen
	FromDeity                  // a Deity power: paid once its targets are chosen
	FromHeresy                 // a Heresy: no cost, cannot be cancelled
)

// Paid reports whether an item of this origin costs its controller
// something, so that choosing its targets may still be called off.
func (o Origin) Paid() bool { return o == FromActivate || o == FromSummon || o == FromDeity }

// Targeting is the payload of DecTarget: the item whose targets are being
// chosen (not yet on the chain), how it came about, and the clause asking.
type Targeting struct {
	Item   Item
	Origin Origin
	Clause int8
}

// Question is the payload of DecYesNo.
type Question struct {
	Purpose Purpose
	Clause  int8   // ForOptional: the clause of the chain's top item
	Card    CardID // ForIntrigue: the Manifested Intrigue; ForPrescience: the Creature
	Item    Item   // ForPrescience: the trigger to put on the chain if accepted
}

// MaxCost is the most Aspects a card's cost may ask for; the card loader
// refuses more.
const MaxCost = 7

// Choice is the payload of DecChoose.
type Choice struct {
	Purpose Purpose
	Count   int8   // how many more cards to choose
	Who     int8   // the player whose cards are chosen from, where that matters
	Level   Level  // the level in question (Seize, Manifest, Creature Limit)
	Card    CardID // ForCombatDiscard: the attacker; ForSacrifice: the card to Destroy
	Cause   Cause  // ForDestroyX: why the cards are Destroyed
	// Picked are the Aspects chosen so far to pay for a Sacrifice.
	Picked  [MaxCost]CardID
	NPicked int8
}

// picked returns the Aspects chosen so far for a Sacrifice.
func (c *Choice) picked() []CardID { return c.Picked[:c.NPicked] }

// Cause is why a card is Destroyed, which decides whether Requiem fires and
// whether it counts for Obliterate.
type Cause uint8

// Destroy causes.
const (
	CauseEffect    Cause = iota // a card's effect
	CauseDamage                 // a card effect's Damage to a Discard Stack
	CauseSacrifice              // a Sacrifice
	CauseSeize                  // the card set aside to Seize
	CauseDecay                  // Decay at the end of the turn
	CauseCombat                 // an attacker's Damage to a Discard Stack; a mini-card slain in combat
	CauseTax                    // the Disruption Tax of a Countdown
	CauseRule                   // a mini-card leaving play by a rule (the Creature Limit)
	causeCount
)

// countsForObliterate reports whether a card Destroyed for this cause
// counts for Obliterate: Destruction due to a card Effect (Glossary,
// Obliterate), which includes Aspects Destroyed to pay for a Sacrifice
// (Sacrificing, Aspects of Sacrifice), and not Decay, combat, the
// Disruption Tax or a Seize.
func (c Cause) countsForObliterate() bool {
	return c == CauseEffect || c == CauseDamage || c == CauseSacrifice
}

// Purpose returns what the pending DecChoose or DecYesNo decision is for.
func (p *Pending) Purpose() Purpose {
	switch p.Kind {
	case DecChoose:
		return p.Choice.Purpose
	case DecYesNo:
		return p.Question.Purpose
	}
	return ForNone
}

// choose returns a DecChoose decision for player p.
func choose(p int8, c Choice) Pending { return Pending{Kind: DecChoose, Player: p, Choice: c} }

// ask returns a DecYesNo decision for player p.
func ask(p int8, q Question) Pending { return Pending{Kind: DecYesNo, Player: p, Question: q} }
