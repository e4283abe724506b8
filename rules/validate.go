package rules

import "fmt"

// Validate checks that the state is a whole game the engine can play on:
// every field in range and every id naming something that exists; every
// card in exactly one place, in the list of the player who holds it, and
// each player's cards exactly their deck list; the chain's items, the
// attack, the offer and the turn (Phase, Step, action window, winner)
// consistent with one another; and the pending decision one its player
// may really make now, with a well-formed payload and at least one legal
// answer. It returns the first problem found, naming the field as a save
// file spells it ("Cards[12].FightMod: ...").
//
// The engine keeps every state it makes valid (the random-game tests
// validate after every action); Load refuses a save that is not.
func (s *State) Validate() error {
	for _, vet := range [...]func(*State) error{
		(*State).vetTable, (*State).vetTeams, (*State).vetCards, (*State).vetZones, (*State).vetPlayers,
		(*State).vetDecks, (*State).vetItems, (*State).vetCombat, (*State).vetOffer,
		(*State).vetTurn, (*State).vetPending, (*State).vetLog, (*State).vetAnswerable,
	} {
		if err := vet(s); err != nil {
			return err
		}
	}
	return nil
}

// Invalid is what Validate reports: a field of the state, named as a save
// file spells it, and what is wrong with it.
type Invalid struct {
	Field string
	Why   string
}

func (e *Invalid) Error() string { return e.Field + ": " + e.Why }

// bad returns an *Invalid for field.
func bad(field, format string, args ...any) error {
	return &Invalid{Field: field, Why: fmt.Sprintf(format, args...)}
}

// Masks of the values a field may hold.
const (
	allFlags    = FHeresyLive<<1 - 1
	allKeywords = KwUnlimited<<1 - 1
	allLevels   = uint8(AnyLevel)
)

// vetTeams checks the seats' teams: none at all, or two equal teams whose
// seats alternate (the rule SetTeams applies).
func (s *State) vetTeams() error {
	var teams []int8
	for i := range s.Players {
		if t := s.Players[i].Team; t != 0 || teams != nil {
			if teams == nil {
				teams = make([]int8, i, len(s.Players))
			}
			teams = append(teams, t)
		}
	}
	if err := checkTeams(teams, len(s.Players)); err != nil {
		return bad("Players[].Team", "%v", err)
	}
	return nil
}

// vetTable checks the table itself: seats, the card count and the small
// fields of State.
func (s *State) vetTable() error {
	n := len(s.Players)
	switch {
	case s.Set == nil:
		return bad("Set", "the game has no card set")
	case n < 2 || n > MaxPlayers:
		return bad("Players", "%d players; a game seats 2 to %d", n, MaxPlayers)
	case len(s.Cards) > MaxCards:
		return bad("Cards", "%d cards; a game holds at most %d", len(s.Cards), MaxCards)
	case s.Viewer != -1:
		return bad("Viewer", "%d: a whole game is nobody's view (-1); only what one player may see names a viewer", s.Viewer)
	case s.Turn < 0:
		return bad("Turn", "%d is before the first turn", s.Turn)
	case !s.validPlayer(s.Active):
		return bad("Active", "%d names no seat (0 to %d)", s.Active, n-1)
	case !s.validPlayer(s.First):
		return bad("First", "%d names no seat (0 to %d)", s.First, n-1)
	case s.Phase > PhaseOver:
		return bad("Phase", "%d is no phase", s.Phase)
	case s.Step > StepOver:
		return bad("Step", "%d is no step of the turn", s.Step)
	case s.Winner < -2 || s.Winner >= int8(n):
		return bad("Winner", "%d is neither a seat, -1 (playing) nor -2 (a draw)", s.Winner)
	case !s.validPlayer(s.Priority):
		return bad("Priority", "%d names no seat", s.Priority)
	case s.Passes < 0 || int(s.Passes) > n:
		return bad("Passes", "%d passes in a row at a table of %d", s.Passes, n)
	case s.Traded>>n != 0:
		return bad("Traded", "names a seat beyond the %d at the table", n)
	case s.FreeTried>>n != 0:
		return bad("FreeTried", "names a seat beyond the %d at the table", n)
	case s.Serial < 0:
		return bad("Serial", "%d; chain serials count up from 1", s.Serial)
	}
	return nil
}

// vetCards checks each card's own fields.
func (s *State) vetCards() error {
	for i := range s.Cards {
		if err := s.vetCard(i); err != nil {
			return err
		}
		if err := s.vetMarkers(i); err != nil {
			return err
		}
	}
	for i := range s.Cards {
		if err := s.vetBlock(i); err != nil {
			return err
		}
	}
	return nil
}

// vetCard checks card i's definition, owner, controller and place.
func (s *State) vetCard(i int) error {
	c := &s.Cards[i]
	f := func(name string) string { return fmt.Sprintf("Cards[%d].%s", i, name) }
	n := int8(len(s.Players))
	if c.Def >= HiddenDef {
		return bad(f("Def"), "%d stands for a face hidden from a player; only a player's view holds one", c.Def)
	}
	if c.Def == 0 || int(c.Def) >= len(s.Set.Cards) {
		return bad(f("Def"), "%d is no card of this game (1 to %d)", c.Def, len(s.Set.Cards)-1)
	}
	d := &s.Set.Cards[c.Def]
	switch {
	case c.Token != d.Mini && d.Mini:
		return bad(f("Token"), "%s is a mini-card, so the card is one", d.Title)
	case c.Token != d.Mini:
		return bad(f("Token"), "%s is not a mini-card", d.Title)
	case c.Owner < 0 || c.Owner >= n:
		return bad(f("Owner"), "%d names no seat", c.Owner)
	case c.Controller < 0 || c.Controller >= n:
		return bad(f("Controller"), "%d names no seat", c.Controller)
	case c.Zone == ZNone || c.Zone > ZGone:
		return bad(f("Zone"), "%d is no place a card can be", c.Zone)
	case c.Token && c.Zone != ZField && c.Zone != ZGone:
		return bad(f("Zone"), "a mini-card is on the Combat Field or gone, never in the %s", c.Zone)
	case !c.Token && c.Zone == ZGone:
		return bad(f("Zone"), "only a mini-card is ever gone; %s is not one", d.Title)
	case (c.Zone == ZLife || c.Zone == ZDestroyed || c.Zone == ZHand) && c.Controller != c.Owner:
		return bad(f("Controller"), "%d: a card in a %s is its owner's (%d)", c.Controller, c.Zone, c.Owner)
	case c.Zone == ZHand && c.Seen&(1<<c.Owner) == 0:
		return bad(f("Seen"), "%#x: a card in a Hand has been seen by the player holding it", c.Seen)
	case c.Dir > West || c.Zone != ZCompass && c.Dir != North:
		return bad(f("Dir"), "%d: only a card in the Fortification Compass has a direction", c.Dir)
	case c.Zone == ZField && d.Type != Creature && d.Type != Intrigue:
		return bad(f("Zone"), "a %s never stands on the Combat Field", d.Type)
	case c.Zone == ZCompass && d.Type != Fortification:
		return bad(f("Zone"), "only Fortifications stand in the Compass; %s is a %s", d.Title, d.Type)
	case c.Flags&^allFlags != 0:
		return bad(f("Flags"), "%#x sets flags that do not exist", c.Flags)
	case c.Seen>>n != 0:
		return bad(f("Seen"), "%#x names seats beyond the %d at the table", c.Seen, n)
	case c.AttackWho < 0 || c.AttackWho >= n:
		return bad(f("AttackWho"), "%d names no seat", c.AttackWho)
	}
	return nil
}

// vetMarkers checks card i's markers and changes until end of turn: in
// range, and none on a card out of play.
func (s *State) vetMarkers(i int) error {
	c := &s.Cards[i]
	f := func(name string) string { return fmt.Sprintf("Cards[%d].%s", i, name) }
	mod := func(name string, v int8) error {
		if v < -MaxMod || v > MaxMod {
			return bad(f(name), "%+d; a change until end of turn stays within ±%d", v, MaxMod)
		}
		return nil
	}
	switch {
	case c.Bless > MaxBless:
		return bad(f("Bless"), "%d Blessings; a Creature holds at most %d", c.Bless, MaxBless)
	case c.Freeze > MaxMarkers:
		return bad(f("Freeze"), "%d Freeze markers; at most %d", c.Freeze, MaxMarkers)
	case c.Recall > MaxMarkers:
		return bad(f("Recall"), "%d Recall markers; at most %d", c.Recall, MaxMarkers)
	case c.Granted&^allKeywords != 0:
		return bad(f("Granted"), "%#x gives keywords that do not exist", c.Granted)
	}
	for _, m := range [...]struct {
		name string
		v    int8
	}{{"FightMod", c.FightMod}, {"LifeMod", c.LifeMod}, {"ArmorMod", c.ArmorMod}} {
		if err := mod(m.name, m.v); err != nil {
			return err
		}
	}
	if c.Zone == ZField || c.Zone == ZCompass {
		return nil
	}
	// Leaving play clears all of these (leavePlay).
	const inPlayOnly = FAttacking | FBlocking | FNoCombatDmg | FBlockLost | FUpkeepPaid | FCombatDone | FWasBlocked
	switch {
	case c.Damage != 0 || c.Bless != 0 || c.Freeze != 0 || c.Recall != 0 || c.ArmorUsed != 0:
		return bad(fmt.Sprintf("Cards[%d]", i), "a card in the %s carries Damage or markers, which only cards in play hold", c.Zone)
	case c.FightMod != 0 || c.LifeMod != 0 || c.ArmorMod != 0 || c.Granted != 0:
		return bad(fmt.Sprintf("Cards[%d]", i), "a card in the %s has changes until end of turn, which only cards in play hold", c.Zone)
	case c.Flags&inPlayOnly != 0:
		return bad(f("Flags"), "%#x marks a card in the %s as in combat or paid up, which only cards in play are", c.Flags, c.Zone)
	case c.BlockOf != NoCard || c.BlockedBy != NoCard:
		return bad(fmt.Sprintf("Cards[%d]", i), "a card in the %s takes no part in a block", c.Zone)
	}
	return nil
}

// vetBlock checks that card i's block links name real cards and agree
// with the cards at their other end.
func (s *State) vetBlock(i int) error {
	c := &s.Cards[i]
	id := CardID(i)
	f := func(name string) string { return fmt.Sprintf("Cards[%d].%s", i, name) }
	if c.BlockOf != NoCard {
		a := c.BlockOf
		switch {
		case !s.validCard(a):
			return bad(f("BlockOf"), "%d is no card", a)
		case c.Flags&FBlocking == 0:
			return bad(f("BlockOf"), "the card blocks card %d but is not marked blocking", a)
		case s.Cards[a].Zone != ZField || s.Cards[a].Flags&FAttacking == 0:
			return bad(f("BlockOf"), "card %d is not attacking", a)
		case s.Cards[a].BlockedBy != id:
			return bad(f("BlockOf"), "card %d records another blocker (%d)", a, s.Cards[a].BlockedBy)
		}
	} else if c.Flags&FBlocking != 0 {
		return bad(f("Flags"), "the card is marked blocking but blocks nothing")
	}
	if b := c.BlockedBy; b != NoCard {
		switch {
		case !s.validCard(b):
			return bad(f("BlockedBy"), "%d is no card", b)
		case s.Cards[b].BlockOf != id:
			return bad(f("BlockedBy"), "card %d does not block this one", b)
		}
	}
	return nil
}

// vetZones checks that every card is listed exactly once, in the list of
// the zone it records, held by the player who holds it there (its
// controller, or its owner for a Life or Destroyed Stack); a card being
// Summoned is on the chain instead, and a mini-card that is gone is
// nowhere.
func (s *State) vetZones() error {
	count := make([]uint8, len(s.Cards))
	// field names the list; it is only called to report a problem.
	mark := func(ids []CardID, field func() string, z Zone, holder int8, dir Dir) error {
		for k, c := range ids {
			at := func() string { return fmt.Sprintf("%s[%d]", field(), k) }
			switch {
			case !s.validCard(c):
				return bad(at(), "card %d does not exist", c)
			case s.Cards[c].Zone != z:
				return bad(at(), "card %d is listed in the %s but records the %s", c, z, s.Cards[c].Zone)
			case holder >= 0 && s.holder(c) != holder:
				return bad(at(), "card %d belongs in player %d's %s, not player %d's", c, s.holder(c)+1, z, holder+1)
			case z == ZCompass && s.Cards[c].Dir != dir:
				return bad(at(), "card %d records the %s slot", c, s.Cards[c].Dir)
			case count[c] > 0:
				return bad(at(), "card %d is listed twice", c)
			}
			count[c]++
		}
		return nil
	}
	for p := range s.Players {
		pl := &s.Players[p]
		for _, z := range [...]struct {
			ids  []CardID
			name string
			zone Zone
		}{{pl.Life, "Life", ZLife}, {pl.Hand, "Hand", ZHand}, {pl.Discard, "Discard", ZDiscard},
			{pl.Destroyed, "Destroyed", ZDestroyed}, {pl.Aspects, "Aspects", ZAspects},
			{pl.Resource, "Resource", ZResource}, {pl.Field, "Field", ZField}} {
			name := func() string { return fmt.Sprintf("Players[%d].%s", p, z.name) }
			if err := mark(z.ids, name, z.zone, int8(p), North); err != nil {
				return err
			}
		}
		for d := range pl.Compass {
			name := func() string { return fmt.Sprintf("Players[%d].Compass[%d]", p, d) }
			if err := mark(pl.Compass[d], name, ZCompass, int8(p), Dir(d)); err != nil {
				return err
			}
		}
	}
	if err := mark(s.SetAside, func() string { return "SetAside" }, ZSetAside, -1, North); err != nil {
		return err
	}
	if err := mark(s.Restoring, func() string { return "Restoring" }, ZSetAside, -1, North); err != nil {
		return err
	}
	return s.vetSummoned(count)
}

// vetSummoned counts the cards being Summoned (on the chain) and checks
// the whole count.
func (s *State) vetSummoned(count []uint8) error {
	for i := range s.Chain {
		it := &s.Chain[i]
		if it.Kind != ItemSummon {
			continue
		}
		at := func() string { return fmt.Sprintf("Chain[%d].Source", i) }
		switch c := it.Source; {
		case !s.validCard(c):
			return bad(at(), "card %d does not exist", c)
		case s.Cards[c].Zone != ZChain:
			return bad(at(), "card %d is being Summoned but records the %s", c, s.Cards[c].Zone)
		case s.Cards[c].Controller != it.Controller:
			return bad(at(), "card %d is Summoned by player %d but records player %d as its controller", c, it.Controller+1, s.Cards[c].Controller+1)
		case count[c] > 0:
			return bad(at(), "card %d is being Summoned twice", c)
		}
		count[it.Source]++
	}
	for i, k := range count {
		want := uint8(1)
		if s.Cards[i].Zone == ZGone {
			want = 0
		}
		if k != want {
			cd := &s.Cards[i]
			return bad(fmt.Sprintf("Cards[%d]", i), "records player %d's %s, but no list there holds it", s.holder(CardID(i))+1, cd.Zone)
		}
	}
	return nil
}

// vetPlayers checks each player's own fields.
func (s *State) vetPlayers() error {
	for p := range s.Players {
		if err := s.vetPlayer(p); err != nil {
			return err
		}
	}
	return nil
}

// vetPlayer checks player p's Deity, pool and turn facts.
func (s *State) vetPlayer(p int) error {
	pl := &s.Players[p]
	n := len(s.Players)
	f := func(name string) string { return fmt.Sprintf("Players[%d].%s", p, name) }
	for l, x := range pl.Pool {
		if x > MaxPool {
			return bad(f("Pool"), "%d Power of level %s; a pool holds at most %d of a level", x, Level(l+1).Roman(), MaxPool)
		}
	}
	switch {
	case pl.Deity < 0 || int(pl.Deity) >= len(s.Set.Deities):
		return bad(f("Deity"), "%d is no Deity of this game (0 to %d)", pl.Deity, len(s.Set.Deities)-1)
	case pl.CountSeen>>n != 0:
		return bad(f("CountSeen"), "%#x names seats beyond the %d at the table", pl.CountSeen, n)
	case pl.Cancels > maxCancels:
		return bad(f("Cancels"), "%d; at most %d cancels a turn", pl.Cancels, maxCancels)
	case pl.ExtraResources > MaxExtra:
		return bad(f("ExtraResources"), "%d; at most %d", pl.ExtraResources, MaxExtra)
	case int(pl.Placed) > MaxExtra+1:
		return bad(f("Placed"), "%d Aspects placed; at most %d", pl.Placed, MaxExtra+1)
	case pl.Lost && len(pl.Life) > 0:
		return bad(f("Lost"), "the player is out of the game but has %d cards in their Life Stack", len(pl.Life))
	case !pl.Lost && len(pl.Life) == 0 && s.Turn > 0:
		return bad(f("Life"), "the player has no Life Stack left yet is still in the game")
	}
	for q := 0; q < MaxPlayers; q++ {
		none := q >= n || q == p
		switch {
		case pl.SeizeMissed[q]&^allLevels != 0 || none && pl.SeizeMissed[q] != 0:
			return bad(f(fmt.Sprintf("SeizeMissed[%d]", q)), "%#x", pl.SeizeMissed[q])
		case none && pl.SeizedFrom[q] != 0:
			return bad(f(fmt.Sprintf("SeizedFrom[%d]", q)), "no Seize from seat %d is possible", q+1)
		case none && pl.SeizedLastTurn[q] != 0:
			return bad(f(fmt.Sprintf("SeizedLastTurn[%d]", q)), "no Seize from seat %d is possible", q+1)
		}
	}
	return nil
}

// vetDecks checks that each player owns exactly the cards of their deck
// list (mini-cards apart), when the game records deck lists.
func (s *State) vetDecks() error {
	if s.Decks == nil {
		return nil
	}
	if len(s.Decks) != len(s.Players) {
		return bad("Decks", "%d deck lists for %d players", len(s.Decks), len(s.Players))
	}
	tally := make([]int32, len(s.Set.Cards))
	for p, deck := range s.Decks {
		if len(deck) == 0 {
			return bad(fmt.Sprintf("Decks[%d]", p), "an empty deck list")
		}
		for k, d := range deck {
			if d == 0 || int(d) >= len(s.Set.Cards) {
				return bad(fmt.Sprintf("Decks[%d][%d]", p, k), "%d is no card of this game", d)
			}
			if s.Set.Cards[d].Mini {
				return bad(fmt.Sprintf("Decks[%d][%d]", p, k), "%s is a mini-card, which never goes in a deck", s.Set.Cards[d].Title)
			}
			tally[d]++
		}
		for i := range s.Cards {
			if c := &s.Cards[i]; int(c.Owner) == p && !c.Token {
				tally[c.Def]--
			}
		}
		if err := s.deckTally(p, tally); err != nil {
			return err
		}
	}
	return nil
}

// deckTally reports a card whose count in player p's deck list (added to
// tally) differs from the count p owns (taken off), and clears tally.
func (s *State) deckTally(p int, tally []int32) error {
	var err error
	owned := func(d DefID) int {
		n := 0
		for i := range s.Cards {
			if c := &s.Cards[i]; int(c.Owner) == p && !c.Token && c.Def == d {
				n++
			}
		}
		return n
	}
	report := func(d DefID) {
		if tally[d] != 0 && err == nil {
			have := owned(d)
			err = bad(fmt.Sprintf("Decks[%d]", p), "player %d's deck list holds %d × %s, but the game gives them %d",
				p+1, have+int(tally[d]), s.Set.Cards[d].Title, have)
		}
	}
	for _, d := range s.Decks[p] {
		report(d)
		tally[d] = 0
	}
	for i := range s.Cards {
		if c := &s.Cards[i]; int(c.Owner) == p && !c.Token {
			report(c.Def)
			tally[c.Def] = 0
		}
	}
	return err
}
