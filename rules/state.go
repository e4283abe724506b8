package rules

import (
	"math/rand/v2"
)

// CardID is a card instance in one game: an index into State.Cards.
// Instances are numbered in a random order at setup, so an id says nothing
// about the card's face.
type CardID int16

// NoCard is the zero value for "no card".
const NoCard CardID = -1

// Zone is where a card instance is.
type Zone uint8

// Zones. A player's zone slices list their cards in order; for stacks the
// top is the last element.
const (
	ZNone      Zone = iota
	ZLife           // Life Stack (face down; top = last)
	ZHand           // Hand
	ZDiscard        // Discard Stack (face up; top = last)
	ZDestroyed      // Destroyed Stack (face up)
	ZAspects        // Aspect Stack (face down; top = last)
	ZResource       // Resource Area (face down unless manifested)
	ZField          // Combat Field (Creatures and Intrigues)
	ZCompass        // Fortification Compass (Card.Dir; top = last of the slot)
	ZChain          // being summoned (on the chain)
	ZSetAside       // set aside while Seizing
	ZGone           // a mini-card that left play
)

var zoneNames = [...]string{"nowhere", "Life Stack", "Hand", "Discard Stack", "Destroyed Stack",
	"Aspect Stack", "Resource Area", "Combat Field", "Fortification Compass", "chain", "set aside", "gone"}

func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "?"
}

// ZoneByName finds a zone by its name or a short alias.
func ZoneByName(name string) (Zone, bool) {
	switch name {
	case "life":
		return ZLife, true
	case "hand":
		return ZHand, true
	case "discard":
		return ZDiscard, true
	case "destroyed":
		return ZDestroyed, true
	case "aspects", "aspect-stack":
		return ZAspects, true
	case "resource", "resources":
		return ZResource, true
	case "field", "combat":
		return ZField, true
	case "compass", "north", "east", "south", "west":
		return ZCompass, true
	}
	return ZNone, false
}

// Card flags.
const (
	FExhausted    uint16 = 1 << iota // Exhausted (else Fresh)
	FManifested                      // face up in a Resource Area
	FManifestTurn                    // manifested this turn (once per turn)
	FSummonedTurn                    // summoned this turn (cannot attack)
	FAttacking
	FBlocking
	FNoCombatDmg // deals and receives no Combat Damage this turn
	FBlockLost   // was blocking and left play (may be replaced)
	FUpkeepPaid  // Intrigue's upkeep counts as paid this turn
	FCombatDone  // took part in combat this turn and step D is over
	FWasBlocked  // was blocked when Creature Damage was resolved
	FHeresyLive  // its Heresy is on the chain (cannot pay for a Sacrifice)
)

// Card is one card instance's facts, all plain values so that copying the
// slice copies the game.
type Card struct {
	Def        DefID
	Owner      int8
	Controller int8
	Zone       Zone
	Dir        Dir // compass slot for Fortifications
	Flags      uint16
	Damage     uint8
	Bless      uint8
	Freeze     uint8
	Recall     uint8
	ArmorUsed  uint8 // Damage absorbed by Armor this turn
	Seen       uint8 // bit p: player p has seen the face
	FightMod   int8  // until end of turn
	LifeMod    int8
	ArmorMod   int8
	Granted    Keyword // until end of turn
	AttackWho  int8    // attacked player
	AttackDisc bool    // attacking the Discard Stack (else the Life Stack)
	BlockOf    CardID  // the attacker this card blocks
	BlockedBy  CardID  // the blocker assigned to this attacker
	Token      bool    // a mini-card
}

// Exhausted reports whether the card is Exhausted.
func (c *Card) Exhausted() bool { return c.Flags&FExhausted != 0 }

// Has reports whether a flag is set.
func (c *Card) Has(f uint16) bool { return c.Flags&f != 0 }

// Player is one seat's zones and per-turn facts.
type Player struct {
	Deity int8
	// Team is the player's side in a team game (1 or 2); 0 in a game of
	// every player for themselves.
	Team       int8
	DeitySpent bool
	DeityUsed  bool // used the Deity's once-per-turn power this turn
	// RequirementUnmet: a drafted deck that does not meet its Deity's
	// Faction Requirement; the Deity has no power and Conviction is never
	// met, the whole match (Card Drafting Variant, step G; RULINGS.md).
	RequirementUnmet bool `json:",omitempty"`
	Lost             bool
	Mulligan         bool // took the mulligan (or decided to keep)
	Decided          bool // answered the mulligan question

	Life      []CardID
	Hand      []CardID
	Discard   []CardID
	Destroyed []CardID
	Aspects   []CardID
	Resource  []CardID
	Field     []CardID
	Compass   [4][]CardID

	Pool Cost // Power generated and not yet used

	// Facts of the current turn, cleared at the end of each turn.
	DamagedSelf    bool  // damaged their own Life Stack (Savagery)
	Restored       bool  // Restored (Renewal)
	LostCard       bool  // had a card Destroyed (Obliterate)
	Manifested     bool  // Manifested an Aspect (Prescience)
	LifeArmorUsed  uint8 // Life Stack Damage absorbed by Fortification Armor
	ExtraResources uint8 // more Aspects to place this Resource Phase
	Placed         uint8 // Aspects placed this Resource Phase
	CountSeen      uint8 // bit q: player q counted this Life Stack this turn
	// SeizeMissed[x] has bit l set when a Seize of level l from player x
	// found nothing this turn; it is not offered again (RULINGS.md).
	SeizeMissed [MaxPlayers]uint8
	// Cancels counts activations this player cancelled while choosing
	// targets this turn; past maxCancels a target must be chosen.
	Cancels uint8

	// Seize bookkeeping for the multiplayer discounts.
	SeizedFrom     [MaxPlayers]uint8 // cards this player seized from each player this turn
	SeizedLastTurn [MaxPlayers]uint8 // ... during this player's previous turn
	RetaliationUse bool              // used the retaliation discount on their last turn
}

// MaxPlayers is the largest table the engine seats.
const MaxPlayers = 4

// Stack is the stack an attacker aims at: a player's Life Stack or their
// Discard Stack.
type Stack uint8

// Stacks an attacker may aim at.
const (
	AtLife    Stack = 0
	AtDiscard Stack = 1
)

func (st Stack) String() string {
	if st == AtDiscard {
		return "Discard Stack"
	}
	return "Life Stack"
}

// Step is where in the turn the engine stands.
type Step uint8

// Steps of the turn machine.
const (
	StepMulligan Step = iota
	StepTurnStart
	StepRefresh
	StepUpkeep
	StepThaw
	StepDrawBefore
	StepDraw
	StepDrawAfter
	StepTrade
	StepSeize
	StepResource
	StepResourceAfter
	StepSummoning
	StepAttack
	StepAttackAfter
	StepBlock
	StepBlockAfter
	StepReplace
	StepReplaceAfter
	StepDamage
	StepDamageAfter
	StepDiscardDamage
	StepDiscardAfter
	StepLifeDamage
	StepLifeAfter
	StepEndWindow
	StepEndHousekeeping
	StepOver
)

// ItemKind is what a chain item is.
type ItemKind uint8

// Chain item kinds.
const (
	ItemSummon  ItemKind = iota + 1 // a card being Summoned
	ItemAbility                     // an activated, triggered or Deity ability
	ItemHeresy                      // a Manifested Aspect's Heresy
)

// MaxTargets is how many clause targets one chain item records.
const MaxTargets = 6

// Item is one entry of the chain (LIFO: the last element resolves first).
type Item struct {
	Kind       ItemKind
	Source     CardID // the card; NoCard for a Deity power
	Controller int8
	Deity      int8 // Deity power: the deity's player; else -1
	Ability    int8 // index in the source's abilities
	PC         int8 // next clause to resolve
	Did        bool // the last clause took effect
	Trigger    CardID
	Targets    [MaxTargets]int16 // per clause: CardID, player, or chain index (see Clause.Target)
	NoSac      uint8             // players who lost the first option to Sacrifice against it
	Countered  bool
	Echo       bool // resolving the card's Summon clauses as its Heresy
	Manifester int8
	Serial     int16 // unique within the game; Counter targets it
	Dir        Dir   // compass slot of a Fortification being summoned
	Optional   bool  // a trigger its controller may decline (Prescience)
}

// Offer is a free-trade offer being built or answered.
type Offer struct {
	From, To int8
	Give     []CardID // cards From gives
	Ask      Cost     // levels From asks for
	Round    int8     // offers made so far in this negotiation
	Steps    uint8    // give/ask changes made to this offer (capped)
}

// Combat remembers the attack in progress.
type Combat struct {
	Attackers []CardID
	Defender  int8  // the player now declaring blocks
	HelpAsked uint8 // attacked players asked whether they accept help
	HelpOK    uint8 // attacked players who accept help (Call to Defense)
}

// State is a whole game. Copy it with Clone.
type State struct {
	Set     *CardSet `json:"-"`
	Cards   []Card
	Players []Player
	Rand    rand.PCG `json:"-"`
	Turn    int16    // 1 for the first turn of the game
	Active  int8
	First   int8
	Phase   Phase
	Step    Step
	Winner  int8 // -1 while playing; -2 for a draw
	Pending Pending

	Chain     []Item
	Triggers  []Item // triggered abilities waiting to go on the chain
	Priority  int8   // who holds priority in the open window
	Passes    int8   // consecutive passes in the window
	Window    bool   // an action window is open
	Offer     Offer
	Combat    Combat
	Traded    uint8 // opponents traded with this turn (bit per player)
	FreeTried uint8 // opponents a free trade was skipped or failed with
	SetAside  []CardID
	Restoring []CardID
	Serial    int16 // last chain serial handed out

	// Decks are the deck lists the players' Life Stacks were dealt from,
	// by seat, each sorted by DefID; fixed at setup, so copies share them
	// (nil for a table set up card by card). Validate holds each player's
	// cards to their list; a View keeps only its own player's.
	Decks [][]DefID `json:",omitempty"`

	// Viewer is the player a View was made for, or -1 for the whole game.
	Viewer int8
	Log    []Event
	NoLog  bool `json:"-"` // playouts switch the log off
}

// Def returns the definition of card c.
func (s *State) Def(c CardID) *CardDef { return s.defByID(s.Cards[c].Def) }

// defByID returns a definition, or the face-down stand-in of a card hidden
// from the View's player.
func (s *State) defByID(id DefID) *CardDef {
	if id >= HiddenDef {
		return &hiddenDefs[(id-HiddenDef)&3]
	}
	return &s.Set.Cards[id]
}

// Clone returns an independent copy of the state. Zone slices of all
// players share one fresh backing array, so a clone costs a few allocations
// whatever the number of zones.
func (s *State) Clone() *State {
	n := *s
	n.Cards = append([]Card(nil), s.Cards...)
	n.Players = make([]Player, len(s.Players))
	total := len(s.SetAside) + len(s.Restoring) + len(s.Offer.Give) + len(s.Combat.Attackers)
	for i := range s.Players {
		p := &s.Players[i]
		total += len(p.Life) + len(p.Hand) + len(p.Discard) + len(p.Destroyed) + len(p.Aspects) +
			len(p.Resource) + len(p.Field)
		for d := range p.Compass {
			total += len(p.Compass[d])
		}
	}
	// Each zone gets a little room to grow so that the first moves after
	// a clone do not allocate.
	const slack = 4
	arena := make([]CardID, 0, total+slack*(len(s.Players)*11+4))
	take := func(src []CardID) []CardID {
		start := len(arena)
		arena = append(arena, src...)
		arena = arena[:len(arena)+slack]
		return arena[start : start+len(src) : len(arena)]
	}
	for i := range s.Players {
		p := s.Players[i]
		p.Life = take(p.Life)
		p.Hand = take(p.Hand)
		p.Discard = take(p.Discard)
		p.Destroyed = take(p.Destroyed)
		p.Aspects = take(p.Aspects)
		p.Resource = take(p.Resource)
		p.Field = take(p.Field)
		for d := range p.Compass {
			p.Compass[d] = take(p.Compass[d])
		}
		n.Players[i] = p
	}
	n.SetAside = take(s.SetAside)
	n.Restoring = take(s.Restoring)
	n.Offer.Give = take(s.Offer.Give)
	n.Combat.Attackers = take(s.Combat.Attackers)
	if len(s.Chain) > 0 {
		n.Chain = append([]Item(nil), s.Chain...)
	} else {
		n.Chain = nil
	}
	if len(s.Triggers) > 0 {
		n.Triggers = append([]Item(nil), s.Triggers...)
	} else {
		n.Triggers = nil
	}
	n.Log = s.Log[:len(s.Log):len(s.Log)]
	return &n
}

// NumPlayers is the number of seats.
func (s *State) NumPlayers() int { return len(s.Players) }

// Over reports whether the game has ended.
// Only the loss check sets the winner, so nothing that runs after it in
// the same step can undo the end of the game.
func (s *State) Over() bool { return s.Winner != -1 }

// zone returns a pointer to the slice holding zone z of player p.
func (s *State) zone(p int8, z Zone, d Dir) *[]CardID {
	pl := &s.Players[p]
	switch z {
	case ZLife:
		return &pl.Life
	case ZHand:
		return &pl.Hand
	case ZDiscard:
		return &pl.Discard
	case ZDestroyed:
		return &pl.Destroyed
	case ZAspects:
		return &pl.Aspects
	case ZResource:
		return &pl.Resource
	case ZField:
		return &pl.Field
	case ZCompass:
		return &pl.Compass[d&3]
	case ZSetAside:
		return &s.SetAside
	}
	return nil
}

// holder is the player whose zone holds card c: its controller for cards in
// play and Resource Areas and Aspect Stacks, its owner elsewhere.
func (s *State) holder(c CardID) int8 {
	cd := &s.Cards[c]
	switch cd.Zone {
	case ZField, ZCompass, ZResource, ZAspects, ZDiscard, ZHand, ZChain:
		return cd.Controller
	}
	return cd.Owner
}

// remove takes card c out of whatever zone slice holds it.
func (s *State) remove(c CardID) {
	cd := &s.Cards[c]
	if cd.Zone == ZChain || cd.Zone == ZNone || cd.Zone == ZGone {
		return
	}
	z := s.zone(s.holder(c), cd.Zone, cd.Dir)
	if z == nil {
		return
	}
	zs := *z
	for i := len(zs) - 1; i >= 0; i-- {
		if zs[i] == c {
			copy(zs[i:], zs[i+1:])
			*z = zs[:len(zs)-1]
			return
		}
	}
}

// put places card c on top of zone z of player p (its holder afterwards).
func (s *State) put(c CardID, p int8, z Zone, d Dir) {
	cd := &s.Cards[c]
	cd.Zone = z
	cd.Dir = d
	switch z {
	case ZLife, ZDestroyed:
		cd.Controller = cd.Owner
		p = cd.Owner
	default:
		cd.Controller = p
	}
	if zs := s.zone(p, z, d); zs != nil {
		*zs = append(*zs, c)
	}
}

// move takes card c from its zone to the top of zone z of player p.
func (s *State) move(c CardID, p int8, z Zone, d Dir) {
	s.remove(c)
	s.put(c, p, z, d)
}

// shuffle permutes ids with the game's generator.
func (s *State) shuffle(ids []CardID) {
	r := rand.New(&s.Rand)
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
}

// intn draws a number in [0,n) from the game's generator.
func (s *State) intn(n int) int {
	r := rand.New(&s.Rand)
	return r.IntN(n)
}

// allSeen is the Seen mask of every seat.
func (s *State) allSeen() uint8 { return uint8(1<<len(s.Players)) - 1 }

// reveal marks card c as seen by every player.
func (s *State) reveal(c CardID) { s.Cards[c].Seen = s.allSeen() }

// next returns the next player after p clockwise who has not lost.
func (s *State) next(p int8) int8 {
	n := int8(len(s.Players))
	for i := int8(1); i <= n; i++ {
		q := (p + i) % n
		if !s.Players[q].Lost {
			return q
		}
	}
	return p
}

// Teammates reports whether players p and q play on one side: the same
// player, or two players of one team in a team game.
func (s *State) Teammates(p, q int8) bool {
	if p == q {
		return true
	}
	if !s.validPlayer(p) || !s.validPlayer(q) {
		return false
	}
	t := s.Players[p].Team
	return t != 0 && t == s.Players[q].Team
}

// Opponents reports whether players p and q play against each other: two
// different seats that are not teammates.
func (s *State) Opponents(p, q int8) bool {
	return s.validPlayer(p) && s.validPlayer(q) && !s.Teammates(p, q)
}

// TeamGame reports whether the players play in teams.
func (s *State) TeamGame() bool { return len(s.Players) > 0 && s.Players[0].Team != 0 }

// Won reports whether player p is on the winning side of a finished game
// (in a team game the whole team wins, a teammate who dropped out too).
func (s *State) Won(p int8) bool { return s.Winner >= 0 && s.Teammates(p, s.Winner) }

// alive counts the players still in the game.
func (s *State) alive() int {
	n := 0
	for i := range s.Players {
		if !s.Players[i].Lost {
			n++
		}
	}
	return n
}
