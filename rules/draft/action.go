package draft

import (
	"slices"

	"twilight/rules"
	"twilight/rules/cardset"
)

// Kind is the kind of a draft action.
type Kind uint8

// Action kinds.
const (
	KeepDeity Kind = iota + 1 // step B: keep the Deity at Index of DeityHand
	PickCard                  // steps D–F: pick the card at Index of Stub
	Build                     // step G: play Deity with Deck
)

var kindNames = [...]string{"", "keep Deity", "pick card", "build deck"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Action is one decision of one player.
type Action struct {
	Kind   Kind
	Player int
	// Index is the position chosen in DeityHand (KeepDeity) or Stub
	// (PickCard).
	Index int `json:",omitempty"`
	// Card is the card at Index (PickCard) and Deity the Deity at Index
	// (KeepDeity) or the Deity played (Build), as Legal gives them: a pick
	// names what it takes, and Apply refuses one that does not match.
	Card  rules.DefID `json:",omitempty"`
	Deity int
	// Deck is the 50 cards built (Build), any order.
	Deck []rules.DefID `json:",omitempty"`
}

func (a Action) clone() Action {
	a.Deck = slices.Clone(a.Deck)
	return a
}

// Legal appends to buf the actions open to player p: one per Deity or
// card in front of them, or at step G one Build per Deity they hold with
// Deck left empty (a Build needs 50 of the player's picks; CheckDeck
// judges one). Nothing when p has decided this round or the draft is over.
func (d *Draft) Legal(p int, buf []Action) []Action {
	if p < 0 || p >= len(d.Seats) || d.Seats[p].Ready {
		return buf
	}
	s := &d.Seats[p]
	switch d.Stage {
	case StageDeity:
		for i, g := range s.DeityHand {
			buf = append(buf, Action{Kind: KeepDeity, Player: p, Index: i, Deity: g})
		}
	case StageAction:
		for i, c := range s.Stub {
			buf = append(buf, Action{Kind: PickCard, Player: p, Index: i, Card: c, Deity: -1})
		}
	case StageBuild:
		seen := map[int]bool{}
		for _, g := range s.Deities {
			if !seen[g] {
				seen[g] = true
				buf = append(buf, Action{Kind: Build, Player: p, Deity: g})
			}
		}
	}
	return buf
}

// Check says why a would be refused (nil: Apply would accept it).
func (d *Draft) Check(a Action) error {
	if d.Over() {
		return refuse(DraftOver, a, "every deck is built")
	}
	if a.Player < 0 || a.Player >= len(d.Seats) {
		return refuse(WrongPlayer, a, "there is no player %d", a.Player+1)
	}
	s := &d.Seats[a.Player]
	if s.Ready {
		return refuse(WrongPlayer, a, "player %d has already decided this round", a.Player+1)
	}
	want := map[Stage]Kind{StageDeity: KeepDeity, StageAction: PickCard, StageBuild: Build}[d.Stage]
	if a.Kind != want {
		return refuse(WrongStage, a, "the draft waits for a %s decision, not %s", want, a.Kind)
	}
	switch a.Kind {
	case KeepDeity:
		if a.Index < 0 || a.Index >= len(s.DeityHand) || s.DeityHand[a.Index] != a.Deity {
			return refuse(IllegalPick, a, "no such Deity in front of player %d", a.Player+1)
		}
	case PickCard:
		if a.Index < 0 || a.Index >= len(s.Stub) || s.Stub[a.Index] != a.Card {
			return refuse(IllegalPick, a, "no such card in the stub in front of player %d", a.Player+1)
		}
	case Build:
		return d.CheckDeck(a.Player, a.Deity, a.Deck)
	}
	return nil
}

// CheckDeck judges a deck player p would build at step G: deity one of
// the Deities they hold, and cards a deck of the Card Drafting rules
// (cardset.ValidateDraftDeck: 50 cards, any number of copies and of the
// same Epic) made only of their picks, each pick used at most once.
// Missing the Faction Requirement is allowed: it only costs the Deity's
// power and Conviction (Deck.Unmet).
func (d *Draft) CheckDeck(p, deity int, cards []rules.DefID) error {
	a := Action{Kind: Build, Player: p, Deity: deity, Deck: cards}
	if p < 0 || p >= len(d.Seats) {
		return refuse(WrongPlayer, a, "there is no player %d", p+1)
	}
	s := &d.Seats[p]
	if !slices.Contains(s.Deities, deity) {
		return refuse(IllegalPick, a, "player %d holds no such Deity", p+1)
	}
	left := map[rules.DefID]int{}
	for _, c := range s.Picks {
		left[c]++
	}
	for _, c := range cards {
		if left[c] == 0 {
			title := "an unknown card"
			if int(c) > 0 && int(c) < len(d.Set.Cards) {
				title = d.Set.Cards[c].Title
			}
			return refuse(IllegalDeck, a, "%s: more copies than player %d drafted", title, p+1)
		}
		left[c]--
	}
	if probs := cardset.ValidateDraftDeck(DeckList(deity, cards), d.Set); len(probs) > 0 {
		return refuse(IllegalDeck, a, "%s", probs[0].Msg)
	}
	return nil
}

// DeckList is a deck as package cardset judges it: deity and cards, one
// entry per card in order of first appearance.
func DeckList(deity int, cards []rules.DefID) cardset.Deck {
	dl := cardset.Deck{Deity: deity}
	for _, c := range cards {
		dl.Add(c, 1)
	}
	return dl
}

// Apply performs a, or returns a typed *Error and leaves the draft
// untouched. When the last player of a round decides, the round ends: the
// choices are taken and the rest passed on.
func (d *Draft) Apply(a Action) error {
	if err := d.Check(a); err != nil {
		return err
	}
	s := &d.Seats[a.Player]
	switch a.Kind {
	case KeepDeity, PickCard:
		s.Choice = a.Index
	case Build:
		s.Deity = a.Deity
		s.Deck = slices.Clone(a.Deck)
		s.Unmet = !cardset.MeetsRequirement(DeckList(a.Deity, a.Deck), d.Set)
	}
	s.Ready = true
	if d.History != nil || d.Viewer < 0 {
		d.History = append(d.History, a.clone())
	}
	if len(d.Waiting()) == 0 {
		d.endRound()
	}
	return nil
}

// endRound takes every player's choice and passes the rest on.
func (d *Draft) endRound() {
	n := len(d.Seats)
	switch d.Stage {
	case StageDeity:
		hands := make([][]int, n)
		for p := range d.Seats {
			s := &d.Seats[p]
			s.Deities = append(s.Deities, s.DeityHand[s.Choice])
			hands[(p+1)%n] = slices.Delete(s.DeityHand, s.Choice, s.Choice+1)
		}
		d.Round++
		for p := range d.Seats {
			d.Seats[p].DeityHand = hands[p]
			if len(hands[p]) == 1 { // the last Deity is kept by whoever receives it
				d.Seats[p].Deities = append(d.Seats[p].Deities, hands[p][0])
				d.Seats[p].DeityHand = nil
			}
		}
		if len(d.Seats[0].DeityHand) == 0 {
			d.openPile(0)
		}
	case StageAction:
		stubs := make([][]rules.DefID, n)
		to := int(PileDirection(d.Pile))
		for p := range d.Seats {
			s := &d.Seats[p]
			s.Picks = append(s.Picks, s.Stub[s.Choice])
			stubs[(p+to+n)%n] = slices.Delete(s.Stub, s.Choice, s.Choice+1)
		}
		d.Round++
		for p := range d.Seats {
			d.Seats[p].Stub = stubs[p]
		}
		if d.Round == PileSize {
			d.openPile(d.Pile + 1)
		}
	case StageBuild:
		d.Stage = StageDone
	}
	for p := range d.Seats {
		d.Seats[p].Ready = d.Stage == StageDone
		d.Seats[p].Choice = -1
	}
}

// openPile starts drafting pile k, or step G after the last pile.
func (d *Draft) openPile(k int) {
	d.Round = 0
	if k == Piles {
		d.Stage = StageBuild
		return
	}
	d.Stage, d.Pile = StageAction, k
	for p := range d.Seats {
		s := &d.Seats[p]
		s.Stub, s.Piles[k] = s.Piles[k], nil
	}
}

// MatchConfig is the match a finished draft leads to: each player's
// Deity and deck, the teams, and which decks miss their Deity's Faction
// Requirement (no Deity power, no Conviction for the whole match).
func (d *Draft) MatchConfig(seed uint64) (rules.Config, error) {
	if !d.Over() {
		return rules.Config{}, refuse(WrongStage, Action{}, "the draft is at the %s, not done", d.Stage)
	}
	cfg := rules.Config{Seed: seed, First: -1, Teams: slices.Clone(d.Teams), RequirementUnmet: make([]bool, len(d.Seats))}
	for p := range d.Seats {
		s := &d.Seats[p]
		cfg.Seats = append(cfg.Seats, rules.Seat{Deity: s.Deity, Deck: slices.Clone(s.Deck)})
		cfg.RequirementUnmet[p] = s.Unmet
	}
	return cfg, nil
}
