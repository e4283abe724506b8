package table

import (
	"strings"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/session"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
)

// MatchForState seats a human at seat human and random computer players
// elsewhere around an existing game, and makes its table.
func MatchForState(app *scene.App, state *rules.State, human int8) (*MatchScene, error) {
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
	return NewMatch(app, s, folder.MatchSetup{}), nil
}

// HoverTitle points at the first card with this title the viewer can
// see, so that the rail shows it large. It reports whether there was one.
func (m *MatchScene) HoverTitle(title string) bool {
	for _, c := range m.Order {
		if m.Sprites[c].FaceUp && !m.View.Hidden(c) && strings.EqualFold(m.View.Def(c).Title, title) {
			m.Hover = c
			x, y := m.Sprites[c].TX, m.Sprites[c].TY
			m.hoverAt.X, m.hoverAt.Y = x, y
			return true
		}
	}
	return false
}
