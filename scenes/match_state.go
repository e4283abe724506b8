package scenes

import (
	"strings"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/session"
)

// MatchForState seats a human at seat human and random computer players
// elsewhere around an existing game, and makes its table.
func MatchForState(app *App, state *rules.State, human int8) (*Match, error) {
	var seats []session.Seat
	for i := range state.NumPlayers() {
		seat := session.Seat{Name: state.PlayerName(int8(i))}
		if int8(i) != human {
			bot, err := ai.New("random", ai.Options{})
			if err != nil {
				return nil, err
			}
			seat.Bot = bot
		}
		seats = append(seats, seat)
	}
	s, err := session.New(state, seats, "")
	if err != nil {
		return nil, err
	}
	return NewMatch(app, s, MatchSetup{}), nil
}

// HoverTitle points at the first card with this title the viewer can
// see, so that the rail shows it large. It reports whether there was one.
func (m *Match) HoverTitle(title string) bool {
	for _, c := range m.order {
		if m.sprites[c].face && !m.view.Hidden(c) && strings.EqualFold(m.view.Def(c).Title, title) {
			m.hover = c
			x, y := m.sprites[c].tx, m.sprites[c].ty
			m.hoverAt.X, m.hoverAt.Y = x, y
			return true
		}
	}
	return false
}
