package rules

import (
	"strings"

	"twilight/rules/english"
)

// DefID indexes a card definition in a CardSet. Zero is never a real card.
type DefID uint16

// Level is a card's Aspect level: Lesser (I), Greater (II) or Exalted (III).
// It is printed on the card's back and in its top-left corner.
type Level uint8

// The three levels. NoLevel marks "not applicable".
const (
	NoLevel Level = 0
	Lesser  Level = 1
	Greater Level = 2
	Exalted Level = 3
)

// Roman returns I, II or III.
func (l Level) Roman() string {
	switch l {
	case Lesser:
		return "I"
	case Greater:
		return "II"
	case Exalted:
		return "III"
	}
	return "-"
}

// WithArticle returns "a Lesser", "a Greater" or "an Exalted".
func (l Level) WithArticle() string { return english.WithArticle(l.Name()) }

// Name returns Lesser, Greater or Exalted.
func (l Level) Name() string {
	switch l {
	case Lesser:
		return "Lesser"
	case Greater:
		return "Greater"
	case Exalted:
		return "Exalted"
	}
	return "None"
}

// LevelMask is a set of levels: bit 1<<Level.
type LevelMask uint8

// Has reports whether l is in the set.
func (m LevelMask) Has(l Level) bool { return m&(1<<l) != 0 }

// AnyLevel is the mask of all three levels.
const AnyLevel LevelMask = 1<<Lesser | 1<<Greater | 1<<Exalted

// Cost counts Aspects of each level: Cost[0] Lesser, Cost[1] Greater,
// Cost[2] Exalted.
type Cost [3]uint8

// Of returns how many Aspects of level l the cost asks for.
func (c Cost) Of(l Level) uint8 { return c[l-1] }

// Total is the number of Aspects in the cost.
func (c Cost) Total() int { return int(c[0]) + int(c[1]) + int(c[2]) }

// Highest is the highest level in the cost (a Creature's Aspect).
func (c Cost) Highest() Level {
	switch {
	case c[2] > 0:
		return Exalted
	case c[1] > 0:
		return Greater
	case c[0] > 0:
		return Lesser
	}
	return NoLevel
}

// String renders a cost as "I I II".
func (c Cost) String() string {
	var b strings.Builder
	for l := Lesser; l <= Exalted; l++ {
		for i := uint8(0); i < c.Of(l); i++ {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(l.Roman())
		}
	}
	if b.Len() == 0 {
		return "free"
	}
	return b.String()
}

// CardType is one of the four Action card types.
type CardType uint8

// Card types. Mini-cards are Creatures with CardDef.Mini set.
const (
	Creature CardType = iota + 1
	Fortification
	Intrigue
	Scheme
)

func (t CardType) String() string {
	switch t {
	case Creature:
		return "Creature"
	case Fortification:
		return "Fortification"
	case Intrigue:
		return "Intrigue"
	case Scheme:
		return "Scheme"
	}
	return "?"
}

// TypeMask is a set of card types: bit 1<<CardType.
type TypeMask uint8

// Has reports whether t is in the set.
func (m TypeMask) Has(t CardType) bool { return m&(1<<t) != 0 }

// Faction is one of the four factions (colours).
type Faction uint8

// The factions of the base set.
const (
	Aggression Faction = iota + 1
	Negotiation
	Mysticism
	Sanctuary
)

func (f Faction) String() string {
	switch f {
	case Aggression:
		return "Aggression"
	case Negotiation:
		return "Negotiation"
	case Mysticism:
		return "Mysticism"
	case Sanctuary:
		return "Sanctuary"
	}
	return "?"
}

// FactionSet is a set of factions: bit 1<<Faction. Multi-faction cards
// have more than one bit.
type FactionSet uint8

// Has reports whether f is in the set.
func (s FactionSet) Has(f Faction) bool { return s&(1<<f) != 0 }

// Dir is a Fortification Compass direction.
type Dir uint8

// Compass directions, in the order the mat shows them.
const (
	North Dir = iota
	East
	South
	West
)

func (d Dir) String() string { return [...]string{"North", "East", "South", "West"}[d&3] }

// DirSet is a set of compass directions: bit 1<<Dir.
type DirSet uint8

// Has reports whether d is in the set.
func (s DirSet) Has(d Dir) bool { return s&(1<<d) != 0 }

// Keyword is a combat or rules keyword carried as a flag.
type Keyword uint16

// Keywords read by the combat and damage code. Numbers (Armor X, Defile X)
// live beside them on CardDef.
const (
	KwArmor Keyword = 1 << iota
	KwPiercing
	KwInitiative
	KwOverrun
	KwFleet
	KwEntrapment
	KwStealth
	KwRelentless
	KwImmobile
	KwDefile
	KwEpic
	KwUnlimited // not counted against the Creature Limit
	// KwLayered: a Fortification on top of its compass slot lets the
	// Fortifications beneath it work as if they were on top (Fortification
	// Layers: the topmost may gain benefits from the cards below it).
	KwLayered
)

// KeywordNames maps each keyword flag to its printed name.
var keywordNames = [...]struct {
	k    Keyword
	name string
}{
	{KwArmor, "Armor"}, {KwPiercing, "Piercing"}, {KwInitiative, "Initiative"},
	{KwOverrun, "Overrun"}, {KwFleet, "Fleet"}, {KwEntrapment, "Entrapment"},
	{KwStealth, "Stealth"}, {KwRelentless, "Relentless"}, {KwImmobile, "Immobile"},
	{KwDefile, "Defile"}, {KwEpic, "Epic"}, {KwUnlimited, "Unlimited"}, {KwLayered, "Layered"},
}

// KeywordByName returns the keyword flag for a printed name.
func KeywordByName(name string) (Keyword, bool) {
	for _, kn := range keywordNames {
		if strings.EqualFold(kn.name, name) {
			return kn.k, true
		}
	}
	return 0, false
}

// Names lists the printed names of the keywords in the set, in a fixed order.
func (k Keyword) Names() []string {
	var out []string
	for _, kn := range keywordNames {
		if k&kn.k != 0 {
			out = append(out, kn.name)
		}
	}
	return out
}

// Trigger says when an Ability happens.
type Trigger uint8

// Triggers of the effect vocabulary.
const (
	// OnSummon: the card's effect when it resolves (a Scheme's effect, or a
	// permanent's "when summoned" effect).
	OnSummon Trigger = iota + 1
	// OnExhaust: an activated ability; its cost exhausts the card (unless
	// Ability.NoExhaust) and pays Ability.Cost in Aspects.
	OnExhaust
	// OnDeathbound: the card went from the Combat Field to the Discard Stack.
	OnDeathbound
	// OnRequiem: the card entered the Destroyed Stack (not by Seize or Sacrifice).
	OnRequiem
	// OnGuardian: the card is blocking and received Combat Damage.
	OnGuardian
	// OnHeresy: the card was Manifested as an Aspect.
	OnHeresy
	// OnPrescience: a Prescience Creature may use this after any Aspect is
	// Manifested, if it carries no Freeze marker; it then gains one.
	OnPrescience
	// OnDefile: the Creature destroyed cards from an opponent's Discard
	// Stack in combat.
	OnDefile
	// OnPhaseStart and OnPhaseEnd: at the start or end of Ability.Phase of
	// the controller's turn.
	OnPhaseStart
	OnPhaseEnd
	// OnUpkeep: when the Intrigue's upkeep is paid in full.
	OnUpkeep
	// Static: applies while the card is in play (and, for Intrigues, Fresh;
	// for Fortifications, on top of its compass slot).
	Static
	// OnDeity: an activated Deity power.
	OnDeity
)

var triggerNames = [...]string{"", "Summon", "Exhaust", "Deathbound", "Requiem", "Guardian",
	"Heresy", "Prescience", "Defile", "PhaseStart", "PhaseEnd", "Upkeep", "Static", "Deity"}

func (t Trigger) String() string {
	if int(t) < len(triggerNames) {
		return triggerNames[t]
	}
	return "?"
}

// Cond is a condition on a Clause: the clause happens only if it holds.
type Cond uint8

// Conditions of the effect vocabulary.
const (
	Always Cond = iota
	// IfSavagery: the controller damaged their own Life Stack earlier this turn.
	IfSavagery
	// IfRenewal: the controller Restored earlier this turn.
	IfRenewal
	// IfObliterate: the clause's target player had a card Destroyed earlier
	// this turn.
	IfObliterate
	// IfConviction: the controller meets Conviction.
	IfConviction
	// IfPrescience: the controller Manifested an Aspect earlier this turn.
	IfPrescience
	// IfDid: the previous clause of this ability took effect.
	IfDid
)

var condNames = [...]string{"", "Savagery", "Renewal", "Obliterate", "Conviction", "Prescience", "IfDid"}

func (c Cond) String() string {
	if int(c) < len(condNames) {
		return condNames[c]
	}
	return "?"
}

// Op is what a Clause does.
type Op uint8

// Ops of the effect vocabulary. N is the clause's number; "target" is the
// clause's Target.
const (
	OpNone Op = iota
	// OpDamage deals N Damage to a Creature, a Life Stack or a Discard Stack.
	OpDamage
	// OpSlay sends a Creature to its controller's Discard Stack.
	OpSlay
	// OpDestroy sends a card in play or in a Discard Stack to its owner's
	// Destroyed Stack.
	OpDestroy
	// OpDestroyX destroys N cards of the controller's choice from the target
	// player's Discard Stack (Destroy X; not Damage).
	OpDestroyX
	// OpDestroyTop destroys the top N cards of the target player's Life
	// Stack (Obliterate X).
	OpDestroyTop
	// OpMill discards the top N cards of the target player's Life Stack
	// (not Damage).
	OpMill
	// OpRestore makes the target player Restore N.
	OpRestore
	// OpManifest makes the controller Manifest an Aspect of Clause.Level.
	OpManifest
	// OpBless gives N Blessings; OpUnbless removes N.
	OpBless
	OpUnbless
	// OpFreeze puts N Freeze markers on the target card.
	OpFreeze
	// OpRecall puts a Recall marker on the target card.
	OpRecall
	// OpCreateMini puts N copies of mini-card Clause.Mini on the controller's
	// Combat Field (Exhausted if Clause.Exhausted).
	OpCreateMini
	// OpRefresh and OpExhaust turn the target card.
	OpRefresh
	OpExhaust
	// OpReturn returns the target card to its owner's Hand.
	OpReturn
	// OpGainPower adds N Power of Clause.Level to the controller's pool.
	OpGainPower
	// OpDraw makes the target player draw N cards.
	OpDraw
	// OpCounter counters the target item on the chain.
	OpCounter
	// OpModFight, OpModLife, OpModArmor change a Creature until end of turn
	// (or, in a Static ability, while the source is active).
	OpModFight
	OpModLife
	OpModArmor
	// OpGrant gives Clause.Keyword until end of turn (or while active).
	OpGrant
	// OpNoCombatDamage: the target Creature deals and receives no Combat
	// Damage this turn.
	OpNoCombatDamage
	// OpPutIntoPlay: a Manifested Intrigue may be put into play under the
	// manifesting player's control (with Recharging).
	OpPutIntoPlay
	// OpEcho resolves the card's OnSummon clauses as its Heresy.
	OpEcho
	// OpExtraResource lets the controller move N more Aspects this Resource Phase.
	OpExtraResource
	// OpCostReduce (Static) makes the controller's Summoning costs N Lesser
	// cheaper for cards matching the target filter; at least one Aspect is
	// still exhausted.
	OpCostReduce
	opCount
)

var opNames = [...]string{"", "Damage", "Slay", "Destroy", "DestroyX", "DestroyTop", "Mill", "Restore",
	"Manifest", "Bless", "Unbless", "Freeze", "Recall", "CreateMini", "Refresh", "Exhaust", "Return",
	"GainPower", "Draw", "Counter", "ModFight", "ModLife", "ModArmor", "Grant", "NoCombatDamage",
	"PutIntoPlay", "Echo", "ExtraResource", "CostReduce"}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return "?"
}

// TargetKind says what a clause acts on.
type TargetKind uint8

// Target kinds.
const (
	// TNone: the clause needs no target (Manifest, GainPower, CreateMini...).
	TNone TargetKind = iota
	// TSelf: the card that carries the ability.
	TSelf
	// TCreature: one Creature in play chosen when the ability is used.
	TCreature
	// TCard: one card in play (Creature, Intrigue or Fortification).
	TCard
	// TDiscardCard: one card in a Discard Stack.
	TDiscardCard
	// TPlayer: one player (their Life Stack, for Damage).
	TPlayer
	// TDiscardStack: one player's Discard Stack.
	TDiscardStack
	// TChainItem: an effect or Summon waiting on the chain (for Counter).
	TChainItem
	// TEachCreature: every Creature matching the filter (no choice).
	TEachCreature
	// TEachPlayer: every player matching the side (no choice).
	TEachPlayer
	// TPrev: whatever the previous clause targeted.
	TPrev
	// TYou: the controller (no choice).
	TYou
	// TTrigger: the card that caused the trigger (the blocked attacker for
	// Guardian, the manifested Aspect for Prescience).
	TTrigger
	// THolder: the player whose Resource Area holds the Manifested Aspect
	// (Heresy only; no choice). The Manifester controls the Heresy, but
	// its Effect lands on the holder, who may be the Manifester.
	THolder
)

var targetNames = [...]string{"none", "self", "creature", "card", "discard-card", "player",
	"discard-stack", "chain", "each-creature", "each-player", "prev", "you", "trigger", "holder"}

func (k TargetKind) String() string {
	if int(k) < len(targetNames) {
		return targetNames[k]
	}
	return "?"
}

// TargetKindByName returns the target kind for its name in the vocabulary.
func TargetKindByName(name string) (TargetKind, bool) {
	for i, n := range targetNames {
		if strings.EqualFold(n, name) {
			return TargetKind(i), true
		}
	}
	return TNone, false
}

// Side filters targets by who controls them, seen from the ability's controller.
type Side uint8

// Sides.
const (
	AnySide  Side = iota
	YourSide      // cards you control / yourself
	Opponent      // cards another player controls / another player
)

// TargetFlags narrow a target further.
type TargetFlags uint8

// Target flags. TAttacking and TBlocking together mean "attacking or
// blocking"; TFresh and TExhausted likewise combine with "or". The other
// flags must all hold.
const (
	TAttacking TargetFlags = 1 << iota
	TBlocking
	TFresh
	TExhausted
	TOther // not the ability's own card
	TDamaged
	TRecalled // bears a Recall marker
)

// Target describes what a clause may act on.
type Target struct {
	Kind     TargetKind
	Side     Side
	Levels   LevelMask  // 0 = any
	Types    TypeMask   // 0 = any
	Factions FactionSet // 0 = any
	Flags    TargetFlags
}

// Clause is one listed effect of an Ability. Clauses resolve in written
// order, with a chance to respond between them.
type Clause struct {
	Cond      Cond
	Op        Op
	N         int8
	Level     Level
	Target    Target
	Mini      DefID   // OpCreateMini
	Keyword   Keyword // OpGrant
	Exhausted bool    // OpCreateMini: arrives Exhausted
	Optional  bool    // the controller may decline ("you may")
}

// Ability is one trigger and the clauses it performs.
type Ability struct {
	Trigger   Trigger
	Phase     Phase // OnPhaseStart/OnPhaseEnd
	Cost      Cost  // Aspects to pay (OnExhaust, OnDeity)
	NoExhaust bool  // OnExhaust: the card itself is not exhausted
	Once      bool  // OnDeity: the one-use Conviction power (flips the Deity)
	PerTurn   bool  // OnDeity: a general power printed "once per turn"
	Clauses   []Clause
	Text      string // printed words for this ability
}

// CardDef is an immutable card definition shared by every game.
type CardDef struct {
	ID       DefID
	Key      string // stable identifier, e.g. "youthful-troll"
	Title    string
	Level    Level // also the Aspect on the card's back
	Cost     Cost
	Type     CardType
	Factions FactionSet
	Fight    int8
	Life     int8
	Keywords Keyword
	Armor    int8 // Armor X
	Defile   int8 // Defile X (0 with KwDefile: the Defile ability only)

	Abilities  []Ability // in written order
	Directions DirSet    // Fortifications
	Upkeep     Cost      // Intrigues
	Mini       bool      // a mini-card: Lesser, Sacrifice cost I, destroyed on leaving play
	Gem        string    // pre-built deck gem
	Flavor     string
	Art        string // art reference (glyph name)
	Text       string // rules text as printed
	HeresyText string
	Source     string // "file:line" it was defined at
}

// Has reports whether the card carries keyword k.
func (d *CardDef) Has(k Keyword) bool { return d.Keywords&k != 0 }

// Aspect is the card's level as an Aspect of Power (its back).
func (d *CardDef) Aspect() Level { return d.Level }

// SacrificeCost is what a Sacrifice must pay to Destroy this card.
func (d *CardDef) SacrificeCost() Cost {
	if d.Mini {
		return Cost{1, 0, 0}
	}
	return d.Cost
}

// CountsForLimit reports whether the card counts against its controller's
// Creature Limit: a Creature without Unlimited.
func (d *CardDef) CountsForLimit() bool { return d.Type == Creature && !d.Has(KwUnlimited) }

// LimitLevel is the level the card counts as for the Creature Limit and for
// effects that name a Creature's Aspect: the highest level in its cost
// (Creature Aspect Example); mini-cards are Lesser.
func (d *CardDef) LimitLevel() Level {
	if d.Mini {
		return Lesser
	}
	if h := d.Cost.Highest(); h != NoLevel {
		return h
	}
	return d.Level
}

// Abilities returns the card's abilities with the given trigger.
func (d *CardDef) AbilitiesOf(t Trigger) []int {
	var out []int
	for i := range d.Abilities {
		if d.Abilities[i].Trigger == t {
			out = append(out, i)
		}
	}
	return out
}

// DeityDef is a Deity card: its faction, its Faction Requirement and its
// two-part power.
type DeityDef struct {
	Key         string
	Title       string
	Faction     Faction
	Conviction  FactionSet // Conviction colour(s)
	ReqFaction  Faction    // Faction Requirement
	ReqCount    int
	Abilities   []Ability // general power(s) and the one-use Conviction power (Once)
	Text        string
	Flavor      string
	Art         string
	Source      string
	DefaultDeck string
	// Published is the deck published for this Deity (its pre-built deck,
	// copies repeated), when the set was loaded with it (cardset.Publish):
	// a computer player takes an opponent playing this Deity to be playing
	// that deck when it guesses the opponent's hidden cards. Empty: none.
	Published []DefID
}
