package rules

import (
	"fmt"
	"strings"

	"twilight/rules/english"
)

// EventKind is what happened.
type EventKind uint8

// Event kinds of the game log.
const (
	EvSetup EventKind = iota + 1
	EvTurn
	EvMulligan
	EvRefresh
	EvUpkeep
	EvDraw
	EvTradeOffer
	EvTradeDecline
	EvTrade
	EvForcedTrade
	EvSeize
	EvSeizeFail
	EvResource
	EvSummon
	EvEnter
	EvActivate
	EvDeity
	EvResolve
	EvCounter
	EvSacrifice
	EvAttack
	EvBlock
	EvDamage
	EvLifeDamage
	EvSlay
	EvDestroy
	EvDiscard
	EvReturn
	EvRestore
	EvManifest
	EvRecharge
	EvRecover
	EvDecay
	EvCountdown
	EvLose
	EvWin
	EvNote
	EvGenerate // Player exhausts Aspect Card for one Power of level N
	EvTeamWin  // Player's team wins
	EvConcede  // Player concedes: their Life Stack is Destroyed and they are out
	evCount
)

// Event is one entry of the game log: typed, so the client can animate it,
// and printable in plain words with Text.
type Event struct {
	Kind   EventKind
	Player int8
	Who    int8 // another player involved
	Card   CardID
	N      int16
	From   Zone
	To     Zone
	Note   string `json:",omitempty"`
}

// log appends an event when logging is on.
func (s *State) log(e Event) {
	if s.NoLog {
		return
	}
	s.Log = append(s.Log, e)
}

// logf appends a note event.
func (s *State) logf(k EventKind, p int8, c CardID, n int16, format string, args ...any) {
	if s.NoLog {
		return
	}
	s.Log = append(s.Log, Event{Kind: k, Player: p, Card: c, N: n, Note: fmt.Sprintf(format, args...)})
}

// Text renders an event in plain words as player viewer may read it: faces
// the viewer has not seen are not named. viewer -1 sees everything.
func (s *State) Text(e Event, viewer int8) string {
	w := logWords{s: s, viewer: viewer}
	switch e.Kind {
	case EvSetup, EvNote:
		return e.Note
	case EvTurn:
		return fmt.Sprintf("Turn %d: %s", e.N, w.who(e.Player))
	}
	t, ok := w.turnText(e)
	if !ok {
		t, ok = w.playText(e)
	}
	if !ok {
		t, ok = w.combatText(e)
	}
	if !ok {
		t = w.cardText(e)
	}
	return english.Capitalize(t)
}

// logWords forms the log's words for one reader: player names, card
// names (or "a Lesser card" for faces the reader has not seen), and the
// possessives, articles and plurals around them (Possessive, Count,
// WithArticle).
type logWords struct {
	s      *State
	viewer int8
}

func (w logWords) who(p int8) string {
	if p < 0 || int(p) >= len(w.s.Players) {
		return "nobody"
	}
	return w.s.PlayerName(p)
}

func (w logWords) whose(p int8) string { return Possessive(w.who(p)) }

func (w logWords) card(c CardID) string {
	s := w.s
	if c < 0 || int(c) >= len(s.Cards) {
		return "a card"
	}
	if w.viewer < 0 || s.Cards[c].Seen&(1<<w.viewer) != 0 {
		return s.Def(c).Title
	}
	return english.WithArticle(s.Def(c).Level.Name() + " card")
}

// turnText words the events of the turn's first phases.
func (w logWords) turnText(e Event) (string, bool) {
	who, card := w.who, w.card
	switch e.Kind {
	case EvMulligan:
		if e.N == 1 {
			return who(e.Player) + " takes a mulligan", true
		}
		return who(e.Player) + " keeps their hand", true
	case EvRefresh:
		return who(e.Player) + " refreshes", true
	case EvUpkeep:
		if e.N == 1 {
			return who(e.Player) + " pays upkeep for " + card(e.Card), true
		}
		return who(e.Player) + " cannot pay upkeep for " + card(e.Card) + "; it stays Exhausted", true
	case EvDraw:
		return who(e.Player) + " draws " + card(e.Card), true
	case EvTradeOffer:
		return who(e.Player) + " offers a trade to " + who(e.Who), true
	case EvTradeDecline:
		return who(e.Player) + " declines the trade", true
	case EvTrade:
		return who(e.Player) + " and " + who(e.Who) + " trade " + english.Count(int(e.N), "card"), true
	case EvForcedTrade:
		return who(e.Player) + " forces a trade with " + who(e.Who), true
	case EvSeize:
		return who(e.Player) + " seizes " + Level(e.N).WithArticle() + " Aspect from " + who(e.Who), true
	case EvSeizeFail:
		return who(e.Player) + " finds no " + Level(e.N).Name() + " Aspect to seize", true
	case EvResource:
		return who(e.Player) + " places " + Level(e.N).WithArticle() + " Aspect in their Resource Area", true
	}
	return "", false
}

// playText words Summons, abilities and the chain.
func (w logWords) playText(e Event) (string, bool) {
	who, card := w.who, w.card
	switch e.Kind {
	case EvSummon:
		return who(e.Player) + " summons " + card(e.Card), true
	case EvEnter:
		return card(e.Card) + " enters play for " + who(e.Player), true
	case EvActivate:
		return who(e.Player) + " uses " + card(e.Card), true
	case EvDeity:
		return who(e.Player) + " calls on their Deity", true
	case EvResolve:
		return w.item(e) + " resolves", true
	case EvCounter:
		return w.item(e) + " is countered", true
	case EvSacrifice:
		return who(e.Player) + " sacrifices Aspects to destroy " + card(e.Card), true
	}
	return "", false
}

// item names a chain item: its card, or the Deity power of its controller.
func (w logWords) item(e Event) string {
	if e.Card < 0 && e.Player >= 0 {
		return w.whose(e.Player) + " Deity power"
	}
	return w.card(e.Card)
}

// combatText words attacks, blocks and Damage.
func (w logWords) combatText(e Event) (string, bool) {
	who, card := w.who, w.card
	switch e.Kind {
	case EvAttack:
		stack := "Life Stack"
		if e.To == ZDiscard {
			stack = "Discard Stack"
		}
		return card(e.Card) + " attacks " + w.whose(e.Who) + " " + stack, true
	case EvBlock:
		return card(e.Card) + " blocks", true
	case EvDamage:
		return fmt.Sprintf("%s takes %d Damage", card(e.Card), e.N), true
	case EvLifeDamage:
		return fmt.Sprintf("%s Life Stack takes %d Damage", w.whose(e.Player), e.N), true
	case EvSlay:
		return card(e.Card) + " is slain", true
	case EvLose:
		return who(e.Player) + " has no Life Stack left and is out", true
	case EvConcede:
		return who(e.Player) + " concedes", true
	case EvWin:
		if e.Player < 0 {
			return "The game is a draw", true
		}
		return who(e.Player) + " wins", true
	}
	return "", false
}

// cardText words cards moving between zones and the end of turn.
func (w logWords) cardText(e Event) string {
	who, card := w.who, w.card
	switch e.Kind {
	case EvDestroy:
		return card(e.Card) + " is destroyed"
	case EvDiscard:
		return card(e.Card) + " goes to " + w.whose(e.Player) + " Discard Stack"
	case EvReturn:
		return card(e.Card) + " returns to " + w.whose(e.Player) + " Hand"
	case EvRestore:
		return who(e.Player) + " restores " + english.Count(int(e.N), "card")
	case EvManifest:
		return who(e.Player) + " manifests " + card(e.Card)
	case EvRecharge:
		return who(e.Player) + " recharges"
	case EvRecover:
		return who(e.Player) + " recovers their manifested Aspects"
	case EvDecay:
		return fmt.Sprintf("%s suffers %d Decay", who(e.Player), e.N)
	case EvCountdown:
		return fmt.Sprintf("%s counts %s Life Stack: %s", who(e.Who), w.whose(e.Player), english.Count(int(e.N), "card"))
	case EvGenerate:
		return who(e.Player) + " exhausts an Aspect for Power (" + Level(e.N).Roman() + ")"
	case EvTeamWin:
		return w.whose(e.Player) + " team wins"
	}
	return "?"
}

// Possessive is the possessive of a name or player reference: "Hera's",
// "Mars's", "Reader of the Portents'" (a title whose last word is a plural
// noun takes the apostrophe alone), "your" for "you" and "Your" for
// "You". Every "X's" the game shows is formed here.
func Possessive(name string) string {
	switch name {
	case "":
		return ""
	case "you":
		return "your"
	case "You":
		return "Your"
	}
	if strings.HasSuffix(name, "s") && strings.Contains(name, " ") {
		return name + "'"
	}
	return name + "'s"
}

// PlayerName names player p by their Deity.
func (s *State) PlayerName(p int8) string {
	if s.Set != nil && int(s.Players[p].Deity) < len(s.Set.Deities) {
		return s.Set.Deities[s.Players[p].Deity].Title
	}
	return fmt.Sprintf("Player %d", p+1)
}
