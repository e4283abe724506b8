package scenes

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/cardset/cardsettest"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// puzzleTable is the table of an AI puzzle of rules/testdata/scenarios/ai
// (its expect-ai lines left out: the puzzle tests check those), seat 1
// at the screen, with Settings.ComputerHint as on.
func puzzleTable(t *testing.T, name string, on bool) *table.MatchScene {
	t.Helper()
	b, err := os.ReadFile("../rules/testdata/scenarios/ai/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(strings.TrimSpace(l), "expect-ai") {
			lines = append(lines, l)
		}
	}
	s := board(t, cardsettest.Base(t), strings.Join(lines, "\n"))
	return soloTable(t, s, func(st *folder.Settings) { st.ComputerHint = on })
}

// tick runs one tick of the table with these keys pressed and these
// gestures made.
func tick(t *testing.T, m *table.MatchScene, keys []ebiten.Key, gestures ...input.Gesture) {
	t.Helper()
	m.KeySource = func(k *widget.Keys) { *k = widget.Keys{Pressed: keys} }
	if err := m.Update(&scene.Context{Cursor: input.Point{X: -1, Y: -1}, Gestures: gestures}); err != nil {
		t.Fatal(err)
	}
}

// waitSuggestion ticks the table until the computer's hint is shown.
func waitSuggestion(t *testing.T, m *table.MatchScene) rules.Action {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		tick(t, m, nil)
		if h, shown, _ := m.Suggestion(); shown {
			if h.Err != nil {
				t.Fatalf("the hint failed: %v", h.Err)
			}
			return h.Action
		}
	}
	t.Fatal("no hint within 20 s")
	return rules.Action{}
}

// TestAskTheComputer: at the puzzle where the Bull of Heaven should
// attack, "Ask the computer" (H, or its header button) shows that attack
// with its reason and does not play it; H again while it thinks stops
// it, and Esc hides the answer; the answer goes once the game moves on;
// with the setting off there is no button and H does nothing.
func TestAskTheComputer(t *testing.T) {
	h := []ebiten.Key{ebiten.KeyH}
	bull := func(m *table.MatchScene) rules.Action {
		for _, c := range m.View.Players[0].Field {
			if m.View.Def(c).Title == "Bull of Heaven" {
				return rules.Attack(0, c, 1, rules.AtLife)
			}
		}
		t.Fatal("no Bull of Heaven on the field")
		return rules.Action{}
	}
	tests := []struct {
		name string
		on   bool
		run  func(t *testing.T, m *table.MatchScene)
	}{
		{"names the puzzle's move", true, func(t *testing.T, m *table.MatchScene) {
			tick(t, m, h)
			if _, _, thinking := m.Suggestion(); !thinking {
				t.Fatal("H did not ask the computer")
			}
			before := m.Session().State().StateHash()
			if a := waitSuggestion(t, m); a != bull(m) {
				t.Errorf("the hint is %s, want the Bull's attack on the Life Stack", m.View.Describe(a, 0))
			}
			got, _, _ := m.Suggestion()
			if !strings.Contains(got.Reason, "Bull of Heaven attacks") || m.Session().State().StateHash() != before {
				t.Errorf("reason %q; the game moved on: %v", got.Reason, m.Session().State().StateHash() != before)
			}
			tick(t, m, []ebiten.Key{ebiten.KeyEscape})
			if _, shown, _ := m.Suggestion(); shown || m.View.Pending.Kind != rules.DecAttack {
				t.Errorf("Esc: hint shown %v, pending %v", shown, m.View.Pending.Kind)
			}
		}},
		{"the button asks, H again stops", true, func(t *testing.T, m *table.MatchScene) {
			r := m.SuggestButton()
			x, y := r.Center()
			tick(t, m, nil, input.Gesture{Kind: input.Click, Pos: input.Point{X: x, Y: y}, Start: input.Point{X: x, Y: y}})
			if _, _, thinking := m.Suggestion(); !thinking {
				t.Fatalf("a click on the button (%v) did not ask", r)
			}
			tick(t, m, h)
			if _, shown, thinking := m.Suggestion(); shown || thinking || m.Session().HintThinking() {
				t.Errorf("after H again: shown %v, thinking %v (session %v)", shown, thinking, m.Session().HintThinking())
			}
		}},
		{"gone when the game moves on", true, func(t *testing.T, m *table.MatchScene) {
			tick(t, m, h)
			a := waitSuggestion(t, m)
			if !m.Act(a) {
				t.Fatal("the hint's move was refused")
			}
			tick(t, m, nil)
			if _, shown, thinking := m.Suggestion(); shown || thinking {
				t.Errorf("after the move: shown %v, thinking %v", shown, thinking)
			}
		}},
		{"setting off", false, func(t *testing.T, m *table.MatchScene) {
			if r := m.SuggestButton(); r.W > 0 {
				t.Errorf("the button is at %v", r)
			}
			tick(t, m, h)
			if _, shown, thinking := m.Suggestion(); shown || thinking || m.Session().HintThinking() {
				t.Error("H asked the computer with the setting off")
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := puzzleTable(t, "attack-bull-into-2-2s.txt", tc.on)
			tick(t, m, nil)
			if !m.Mine {
				t.Fatal("the human does not decide at the puzzle")
			}
			tc.run(t, m)
		})
	}
}
