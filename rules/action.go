package rules

import "fmt"

// ActKind is the kind of an Action.
type ActKind uint8

// Action kinds: a closed set of small values. The comment after each names
// the Action fields it uses; every other field holds its "none" value.
const (
	ActPass         ActKind = iota + 1 // pass priority; done; keep; decline; no; end the phase; cancel
	ActMulligan                        // take the mulligan
	ActSummon                          // Summon Card (Dir: the compass slot of a Fortification)
	ActActivate                        // use ability Ability of Card
	ActDeity                           // use the Deity power Ability
	ActSacrifice                       // Sacrifice Aspects to Destroy Card
	ActCountdown                       // count player Who's Life Stack
	ActTarget                          // aim the clause being targeted at card Target
	ActChoose                          // choose Card for the pending purpose
	ActYes                             // accept an optional effect
	ActPlace                           // place an Aspect of level Level from the Aspect Stack
	ActAttack                          // Card attacks player Who's Stack
	ActBlock                           // Card blocks the attacker Target
	ActTradeWith                       // start a free trade with Who
	ActForcedTops                      // Forced Trade with Who: the Life Stack tops swap
	ActGive                            // add Card to the offer, or take it back out
	ActAsk                             // ask for one more card of level Level
	ActSend                            // send the offer
	ActAccept                          // accept the offer
	ActCounterOffer                    // make a counter-offer
	ActSeize                           // seize level Level from Who
	ActUnask                           // ask for one card fewer of level Level
	ActTargetPlayer                    // aim the clause being targeted at player Who (or their Discard Stack)
	ActTargetItem                      // aim the clause being targeted at the chain item numbered Serial
	ActOrder                           // put waiting trigger number Index on the chain next
	ActForcedGive                      // Forced Trade with Who, giving Hand card Card
	ActGenerate                        // Exhaust a Fresh Aspect of level Level for one Power of that level
	actCount
)

var actNames = [actCount]string{"", "pass", "mulligan", "summon", "activate", "deity", "sacrifice", "countdown",
	"target", "choose", "yes", "place", "attack", "block", "trade", "forced-trade", "give", "ask", "send",
	"accept", "counter-offer", "seize", "unask", "target-player", "target-chain", "order", "forced-give", "generate"}

func (k ActKind) String() string {
	if int(k) < len(actNames) && k > 0 {
		return actNames[k]
	}
	return "?"
}

// ActKindByName finds an action kind by its text name.
func ActKindByName(name string) (ActKind, bool) {
	for i, n := range actNames {
		if i > 0 && n == name {
			return ActKind(i), true
		}
	}
	return 0, false
}

// Action is one decision: its kind, the player taking it, and the typed
// fields that kind uses. A field the kind does not use holds its "none"
// value (NoCard for cards, -1 for Who and the indexes, zero otherwise), so
// an action made with the constructors below equals the one Legal lists,
// and Apply puts a hand-built action into that form first (Normal).
type Action struct {
	Kind    ActKind
	Player  int8
	Who     int8   // another player
	Level   Level  // Place, Ask, Unask, Seize
	Dir     Dir    // Summon: a Fortification's compass slot
	Stack   Stack  // Attack: the Life Stack or the Discard Stack
	Ability int8   // Activate, Deity: index in the card's or Deity's abilities
	Index   int8   // Order: index in the waiting triggers
	Card    CardID // the card acted with or on
	Target  CardID // Target: the card aimed at; Block: the attacker
	Serial  int16  // TargetItem: the chain item's serial
}

// actField names one field of Action that a kind uses.
type actField uint16

const (
	fWho actField = 1 << iota
	fLevel
	fDir
	fStack
	fAbility
	fIndex
	fCard
	fTarget
	fSerial
)

// kindFields lists, per kind, the fields it uses.
var kindFields = [actCount]actField{
	ActSummon:       fCard | fDir,
	ActActivate:     fCard | fAbility,
	ActDeity:        fAbility,
	ActSacrifice:    fCard,
	ActCountdown:    fWho,
	ActTarget:       fTarget,
	ActChoose:       fCard,
	ActPlace:        fLevel,
	ActAttack:       fCard | fWho | fStack,
	ActBlock:        fCard | fTarget,
	ActTradeWith:    fWho,
	ActForcedTops:   fWho,
	ActGive:         fCard,
	ActAsk:          fLevel,
	ActSeize:        fWho | fLevel,
	ActUnask:        fLevel,
	ActTargetPlayer: fWho,
	ActTargetItem:   fSerial,
	ActOrder:        fIndex,
	ActForcedGive:   fWho | fCard,
	ActGenerate:     fLevel,
}

// Normal returns a with every field its kind does not use set to that
// field's "none" value. Legal lists actions in this form and Apply compares
// in it, so the zero values a hand-built action leaves behind never matter.
func (a Action) Normal() Action {
	var f actField
	if a.Kind < actCount {
		f = kindFields[a.Kind]
	}
	if f&fWho == 0 {
		a.Who = -1
	}
	if f&fLevel == 0 {
		a.Level = NoLevel
	}
	if f&fDir == 0 {
		a.Dir = North
	}
	if f&fStack == 0 {
		a.Stack = AtLife
	}
	if f&fAbility == 0 {
		a.Ability = -1
	}
	if f&fIndex == 0 {
		a.Index = -1
	}
	if f&fCard == 0 {
		a.Card = NoCard
	}
	if f&fTarget == 0 {
		a.Target = NoCard
	}
	if f&fSerial == 0 {
		a.Serial = 0
	}
	return a
}

// none is an action of kind k by p with every field "none".
func none(k ActKind, p int8) Action {
	return Action{Kind: k, Player: p, Who: -1, Ability: -1, Index: -1, Card: NoCard, Target: NoCard}
}

// Constructors, one per kind: the way to build an action by hand.

// Pass passes, keeps, declines, ends the phase or cancels, as the decision means.
func Pass(p int8) Action { return none(ActPass, p) }

// Mulligan takes the mulligan.
func Mulligan(p int8) Action { return none(ActMulligan, p) }

// Summon summons card c (a Fortification to the North).
func Summon(p int8, c CardID) Action { return SummonTo(p, c, North) }

// SummonTo summons Fortification c into compass slot d.
func SummonTo(p int8, c CardID, d Dir) Action {
	a := none(ActSummon, p)
	a.Card, a.Dir = c, d
	return a
}

// Activate uses ability i of card c.
func Activate(p int8, c CardID, i int8) Action {
	a := none(ActActivate, p)
	a.Card, a.Ability = c, i
	return a
}

// UseDeity uses the Deity power i.
func UseDeity(p int8, i int8) Action {
	a := none(ActDeity, p)
	a.Ability = i
	return a
}

// Sacrifice Sacrifices Aspects to Destroy card c.
func Sacrifice(p int8, c CardID) Action {
	a := none(ActSacrifice, p)
	a.Card = c
	return a
}

// Countdown counts player q's Life Stack.
func Countdown(p, q int8) Action {
	a := none(ActCountdown, p)
	a.Who = q
	return a
}

// TargetCard aims the clause being targeted at card c.
func TargetCard(p int8, c CardID) Action {
	a := none(ActTarget, p)
	a.Target = c
	return a
}

// TargetPlayer aims the clause being targeted at player q (or their Discard Stack).
func TargetPlayer(p, q int8) Action {
	a := none(ActTargetPlayer, p)
	a.Who = q
	return a
}

// TargetItem aims the clause being targeted at the chain item numbered serial.
func TargetItem(p int8, serial int16) Action {
	a := none(ActTargetItem, p)
	a.Serial = serial
	return a
}

// Choose chooses card c for the pending purpose.
func Choose(p int8, c CardID) Action {
	a := none(ActChoose, p)
	a.Card = c
	return a
}

// Order puts waiting trigger i on the chain next.
func Order(p int8, i int8) Action {
	a := none(ActOrder, p)
	a.Index = i
	return a
}

// Yes accepts an optional effect.
func Yes(p int8) Action { return none(ActYes, p) }

// Place places an Aspect of level l from the Aspect Stack.
func Place(p int8, l Level) Action {
	a := none(ActPlace, p)
	a.Level = l
	return a
}

// Attack makes creature c attack player q's Life or Discard Stack.
func Attack(p int8, c CardID, q int8, st Stack) Action {
	a := none(ActAttack, p)
	a.Card, a.Who, a.Stack = c, q, st
	return a
}

// Block makes creature b block attacker att.
func Block(p int8, b, att CardID) Action {
	a := none(ActBlock, p)
	a.Card, a.Target = b, att
	return a
}

// TradeWith starts a free trade with q.
func TradeWith(p, q int8) Action {
	a := none(ActTradeWith, p)
	a.Who = q
	return a
}

// ForceTops forces a trade of Life Stack tops with q.
func ForceTops(p, q int8) Action {
	a := none(ActForcedTops, p)
	a.Who = q
	return a
}

// ForceGive forces a trade with q, giving Hand card c.
func ForceGive(p, q int8, c CardID) Action {
	a := none(ActForcedGive, p)
	a.Who, a.Card = q, c
	return a
}

// Give adds card c to the offer, or takes it back out.
func Give(p int8, c CardID) Action {
	a := none(ActGive, p)
	a.Card = c
	return a
}

// Ask asks for one more card of level l.
func Ask(p int8, l Level) Action {
	a := none(ActAsk, p)
	a.Level = l
	return a
}

// Unask asks for one card fewer of level l.
func Unask(p int8, l Level) Action {
	a := none(ActUnask, p)
	a.Level = l
	return a
}

// Send sends the offer.
func Send(p int8) Action { return none(ActSend, p) }

// Accept accepts the offer.
func Accept(p int8) Action { return none(ActAccept, p) }

// CounterOffer makes a counter-offer.
func CounterOffer(p int8) Action { return none(ActCounterOffer, p) }

// Seize seizes an Aspect of level l from q.
func Seize(p, q int8, l Level) Action {
	a := none(ActSeize, p)
	a.Who, a.Level = q, l
	return a
}

// Generate exhausts a Fresh Aspect of level l in p's Resource Area for one
// Power of that level, held until spent or lost to Decay (Retained Power).
func Generate(p int8, l Level) Action {
	a := none(ActGenerate, p)
	a.Level = l
	return a
}

// String is the action's stable text form (ids, not names): its kind and
// the fields the kind uses.
func (a Action) String() string {
	s := fmt.Sprintf("p%d %s", a.Player+1, a.Kind)
	f := actField(0)
	if a.Kind < actCount {
		f = kindFields[a.Kind]
	}
	if f&fCard != 0 {
		s += fmt.Sprintf(" card=%d", a.Card)
	}
	if f&fTarget != 0 {
		s += fmt.Sprintf(" target=%d", a.Target)
	}
	if f&fWho != 0 {
		s += fmt.Sprintf(" who=p%d", a.Who+1)
	}
	if f&fLevel != 0 {
		s += " level=" + a.Level.Roman()
	}
	if f&fDir != 0 {
		s += " dir=" + a.Dir.String()
	}
	if f&fStack != 0 {
		s += " stack=" + a.Stack.String()
	}
	if f&fAbility != 0 {
		s += fmt.Sprintf(" ability=%d", a.Ability+1)
	}
	if f&fIndex != 0 {
		s += fmt.Sprintf(" index=%d", a.Index)
	}
	if f&fSerial != 0 {
		s += fmt.Sprintf(" serial=%d", a.Serial)
	}
	return s
}

// Describe renders the action in plain words for player viewer.
func (s *State) Describe(a Action, viewer int8) string {
	name := func(c CardID) string {
		if c < 0 || int(c) >= len(s.Cards) {
			return "?"
		}
		if viewer < 0 || s.Cards[c].Seen&(1<<viewer) != 0 {
			return s.Def(c).Title
		}
		return s.Def(c).Level.WithArticle() + " card"
	}
	who := s.name
	switch a.Kind {
	case ActPass:
		return "pass"
	case ActMulligan:
		return "mulligan"
	case ActSummon:
		if a.Card >= 0 && int(a.Card) < len(s.Cards) && s.Def(a.Card).Type == Fortification {
			return "summon " + name(a.Card) + " to the " + a.Dir.String()
		}
		return "summon " + name(a.Card)
	case ActActivate:
		return fmt.Sprintf("use %s (ability %d)", name(a.Card), a.Ability+1)
	case ActDeity:
		return fmt.Sprintf("use %s's power %d", who(a.Player), a.Ability+1)
	case ActSacrifice:
		return "sacrifice to destroy " + name(a.Card)
	case ActCountdown:
		return "count " + who(a.Who) + "'s Life Stack"
	case ActTarget:
		return "target " + name(a.Target)
	case ActTargetPlayer:
		return "target " + who(a.Who)
	case ActTargetItem:
		return fmt.Sprintf("target chain %d", a.Serial)
	case ActChoose:
		return "choose " + name(a.Card)
	case ActOrder:
		return fmt.Sprintf("choose %d", a.Index)
	case ActYes:
		return "yes"
	case ActPlace:
		return "place " + a.Level.WithArticle() + " Aspect"
	case ActAttack:
		return name(a.Card) + " attacks " + who(a.Who) + "'s " + a.Stack.String()
	case ActBlock:
		return name(a.Card) + " blocks " + name(a.Target)
	case ActTradeWith:
		return "offer a trade to " + who(a.Who)
	case ActForcedTops:
		return "force a trade of Life Stack tops with " + who(a.Who)
	case ActForcedGive:
		return "force a trade with " + who(a.Who) + " giving " + name(a.Card)
	case ActGive:
		for _, g := range s.Offer.Give {
			if g == a.Card {
				return "take " + name(a.Card) + " back from the offer"
			}
		}
		return "offer " + name(a.Card)
	case ActUnask:
		return "ask for one " + a.Level.Name() + " Aspect fewer"
	case ActAsk:
		return "ask for " + a.Level.WithArticle() + " Aspect"
	case ActSend:
		return "send the offer"
	case ActAccept:
		return "accept the offer"
	case ActCounterOffer:
		return "make a counter-offer"
	case ActSeize:
		return "seize " + a.Level.WithArticle() + " Aspect from " + who(a.Who)
	case ActGenerate:
		return "exhaust " + a.Level.WithArticle() + " Aspect for Power (" + a.Level.Roman() + ")"
	}
	return a.String()
}

func (s *State) name(p int8) string {
	if p < 0 || int(p) >= len(s.Players) {
		return fmt.Sprintf("player %d", p+1)
	}
	return s.PlayerName(p)
}
