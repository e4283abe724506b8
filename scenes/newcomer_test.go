package scenes

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"
	"twilight/rules"

	"twilight/scenes/menu"
	"twilight/scenes/table"
)

// buttonInNote finds the button a hand card's note names in brackets:
// "seize one now (Seize I)", "place one now (Place Lesser)".
var buttonInNote = regexp.MustCompile(`\(([A-Z][a-z]+ [A-Za-z]+)\)`)

// newcomerMove is a newcomer's turn at the table: they only do what the
// screen suggests. A hand card marked playable is dragged where it goes
// (a creature to their Combat Field); a button a hand card's note names is
// pressed; what must be chosen is clicked where the table lights it;
// everything else is the prompt's highlighted button. It reports false
// when nothing was suggested.
func (r *flowRun) newcomerMove() bool {
	m := r.m
	v := m.View
	me := m.Viewer()
	var notes []string
	for _, c := range v.Players[me].Hand {
		adv := present.HandAdvice(v, m.Legal, me, c)
		if adv.Playable && v.Def(c).Type == rules.Creature {
			x, y := m.Lay.Mats[me].Field.Center()
			r.drag(r.grab(c), input.Point{X: x, Y: y})
			return true
		}
		notes = append(notes, adv.Why)
	}
	for _, note := range notes {
		for _, name := range buttonInNote.FindAllStringSubmatch(note, -1) {
			for i, b := range m.Bar.P.Buttons {
				if b.Enabled && strings.HasPrefix(b.Label, name[1]) { // "Seize I · 4 cards"
					if r.verbose {
						r.t.Logf("newcomer presses %q, named by a note: %s", b.Label, note)
					}
					x, y := m.Bar.Rects[i].Center()
					r.click(x, y)
					return true
				}
			}
		}
	}
	if r.clickLit() {
		return true
	}
	for _, b := range r.buttons() {
		if b.primary && b.enabled {
			if r.verbose {
				r.t.Logf("newcomer presses the highlighted button at %.0f,%.0f", b.x, b.y)
			}
			r.click(b.x, b.y)
			return true
		}
	}
	return false
}

// TestNewcomerPlaysOnTurnOneOrTwo: a newcomer who only follows the
// screen (the marked card, the button a card's note names, the
// highlighted button) plays their first card on their own turn 1 or 2
// against the normal computer, from the title (seeds 3 and 11 of the
// second edition's decks). The notes are read as hovering a card shows
// them. Measured: seed 3 turn 1 after 19 inputs, seed 11 turn 2 after 24.
func TestNewcomerPlaysOnTurnOneOrTwo(t *testing.T) {
	for _, seed := range []uint64{3, 11} {
		app := newTestApp(t)
		app.Settings.ComputerPaceMS = 0
		r := newFlowRun(t, menu.NewTitle(app), seed, 5)
		r.newcomer = true
		r.untilFirstCard = true // what comes after is not measured here
		r.verbose = testing.Verbose()
		if _, err := runLong(t, r); err != nil && !errors.Is(err, ebiten.Termination) {
			t.Fatal(err)
		}
		if r.m == nil {
			t.Fatal("never reached the table")
		}
		r.m.Session().Close()
		st := r.m.Session().State()
		own := ownTurnsBeforeFirstCard(r.m)
		t.Logf("seed %d: first card on the newcomer's turn %d, after %d prompts and %d inputs; %d moves the screen did not suggest; stopped at turn %d after %d ticks", seed, own, r.firstCard[0], r.firstCard[1], r.helped, st.Turn, r.ticks)
		if r.firstCard[0] < 0 || own > 2 {
			t.Errorf("seed %d: the newcomer played no card by their turn 2 (first card: %d prompts, own turns %d)", seed, r.firstCard[0], own)
		}
	}
}

// ownTurnsBeforeFirstCard counts the human's own turns begun before their
// first card was summoned, in the match m plays.
func ownTurnsBeforeFirstCard(m *table.MatchScene) int {
	own := 0
	for _, e := range m.Session().State().Log {
		if e.Kind == rules.EvSummon && m.Human[e.Player] {
			break
		}
		if e.Kind == rules.EvTurn && m.Human[e.Player] {
			own++
		}
	}
	return own
}
