package rules

import "fmt"

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
	who := func(p int8) string {
		if p < 0 || int(p) >= len(s.Players) {
			return "nobody"
		}
		return s.PlayerName(p)
	}
	card := func(c CardID) string {
		if c < 0 || int(c) >= len(s.Cards) {
			return "a card"
		}
		if viewer < 0 || s.Cards[c].Seen&(1<<viewer) != 0 {
			return s.Def(c).Title
		}
		return s.Def(c).Level.WithArticle() + " card"
	}
	switch e.Kind {
	case EvSetup, EvNote:
		return e.Note
	case EvTurn:
		return fmt.Sprintf("Turn %d: %s", e.N, who(e.Player))
	case EvMulligan:
		if e.N == 1 {
			return who(e.Player) + " takes a mulligan"
		}
		return who(e.Player) + " keeps their hand"
	case EvRefresh:
		return who(e.Player) + " refreshes"
	case EvUpkeep:
		if e.N == 1 {
			return who(e.Player) + " pays upkeep for " + card(e.Card)
		}
		return who(e.Player) + " cannot pay upkeep for " + card(e.Card) + "; it stays Exhausted"
	case EvDraw:
		return who(e.Player) + " draws " + card(e.Card)
	case EvTradeOffer:
		return who(e.Player) + " offers a trade to " + who(e.Who)
	case EvTradeDecline:
		return who(e.Player) + " declines the trade"
	case EvTrade:
		return who(e.Player) + " and " + who(e.Who) + " trade " + fmt.Sprint(e.N) + " cards"
	case EvForcedTrade:
		return who(e.Player) + " forces a trade with " + who(e.Who)
	case EvSeize:
		return who(e.Player) + " seizes " + Level(e.N).WithArticle() + " Aspect from " + who(e.Who)
	case EvSeizeFail:
		return who(e.Player) + " finds no " + Level(e.N).Name() + " Aspect to seize"
	case EvResource:
		return who(e.Player) + " places " + Level(e.N).WithArticle() + " Aspect in their Resource Area"
	case EvSummon:
		return who(e.Player) + " summons " + card(e.Card)
	case EvEnter:
		return card(e.Card) + " enters play for " + who(e.Player)
	case EvActivate:
		return who(e.Player) + " uses " + card(e.Card)
	case EvDeity:
		return who(e.Player) + " calls on their Deity"
	case EvResolve:
		return card(e.Card) + " resolves"
	case EvCounter:
		return card(e.Card) + " is countered"
	case EvSacrifice:
		return who(e.Player) + " sacrifices Aspects to destroy " + card(e.Card)
	case EvAttack:
		stack := "Life Stack"
		if e.To == ZDiscard {
			stack = "Discard Stack"
		}
		return card(e.Card) + " attacks " + who(e.Who) + "'s " + stack
	case EvBlock:
		return card(e.Card) + " blocks"
	case EvDamage:
		return fmt.Sprintf("%s takes %d Damage", card(e.Card), e.N)
	case EvLifeDamage:
		return fmt.Sprintf("%s's Life Stack takes %d Damage", who(e.Player), e.N)
	case EvSlay:
		return card(e.Card) + " is slain"
	case EvDestroy:
		return card(e.Card) + " is destroyed"
	case EvDiscard:
		return card(e.Card) + " goes to " + who(e.Player) + "'s Discard Stack"
	case EvReturn:
		return card(e.Card) + " returns to " + who(e.Player) + "'s Hand"
	case EvRestore:
		return fmt.Sprintf("%s restores %d cards", who(e.Player), e.N)
	case EvManifest:
		return who(e.Player) + " manifests " + card(e.Card)
	case EvRecharge:
		return who(e.Player) + " recharges"
	case EvRecover:
		return who(e.Player) + " recovers their manifested Aspects"
	case EvDecay:
		return fmt.Sprintf("%s suffers %d Decay", who(e.Player), e.N)
	case EvCountdown:
		return fmt.Sprintf("%s counts %s's Life Stack: %d", who(e.Who), who(e.Player), e.N)
	case EvLose:
		return who(e.Player) + " has no Life Stack left and is out"
	case EvWin:
		if e.Player < 0 {
			return "The game is a draw"
		}
		return who(e.Player) + " wins"
	case EvGenerate:
		return who(e.Player) + " exhausts an Aspect for Power (" + Level(e.N).Roman() + ")"
	case EvTeamWin:
		return who(e.Player) + "'s team wins"
	}
	return "?"
}

// PlayerName names player p by their Deity.
func (s *State) PlayerName(p int8) string {
	if s.Set != nil && int(s.Players[p].Deity) < len(s.Set.Deities) {
		return s.Set.Deities[s.Players[p].Deity].Title
	}
	return fmt.Sprintf("Player %d", p+1)
}
