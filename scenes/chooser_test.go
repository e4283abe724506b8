package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/rules"

	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// tableDeities are the Deities of the seats of a chooser table, long
// names included.
var tableDeities = []string{"Mars", `"Reader of the Portents"`, "Hera", "Enlil"}

// choiceTable is a table of n seats (teams: two against two) in p1's
// Seize or Trade Phase, every rival able to be seized from or traded
// with; p1 is the human at the screen.
func choiceTable(t *testing.T, app *scene.App, n int, teams bool, phase string) *table.MatchScene {
	t.Helper()
	var b strings.Builder
	if teams {
		b.WriteString("teams 2v2\n")
	}
	fmt.Fprintf(&b, "players %s\n", strings.Join(tableDeities[:n], " "))
	for p := 1; p <= n; p++ {
		fmt.Fprintf(&b, "p%d life I II III I II III I II III I II\n", p)
		fmt.Fprintf(&b, "p%d hand \"Youthful Troll\" \"Youthful Troll\" \"Stoic Legionnaires\" \"Youthful Troll\" \"Stoic Legionnaires\" \"Youthful Troll\"\n", p)
		fmt.Fprintf(&b, "p%d resource I II\n", p)
	}
	fmt.Fprintf(&b, "start p1 %s\n", phase)
	s := board(t, app.Set, b.String())
	m, err := table.MatchForState(app, s, 0)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// clickAt runs one Update of m with a click at the centre of r.
func clickAt(t *testing.T, m *table.MatchScene, r widget.Rect) {
	t.Helper()
	x, y := r.Center()
	seatStep(t, m, x, y)
}

// TestSeizeChooser: at a table of four, the Seize Phase offers one
// "Seize…" button; it opens a chooser naming each rival in full, then
// that rival's levels in full; the one picked is performed.
func TestSeizeChooser(t *testing.T) {
	app, err := loadTestApp("", "chooser")
	if err != nil {
		t.Fatal(err)
	}
	m := choiceTable(t, app, 4, false, "seize")
	defer m.Session().Close()
	m.Layout(1280, 720)
	full, _ := m.ButtonLabels()
	seize := -1
	for i, b := range m.Bar.P.Buttons {
		if b.Cmd == present.CmdChooser {
			seize = i
		}
		if b.Action.Kind == rules.ActSeize {
			t.Errorf("a Seize button at a table of four: %q", b.Label)
		}
	}
	if seize < 0 {
		t.Fatalf("no Seize… button among %q", full)
	}
	clickAt(t, m, m.Bar.Rects[seize])
	rows, rects := m.OverlayRows()
	for _, name := range m.Names()[1:] {
		if !containsPrefix(rows, name) {
			t.Errorf("the chooser's first step %q does not name %s in full", rows, name)
		}
	}
	pick := -1
	for i, r := range rows {
		if strings.HasPrefix(r, "Reader of the Portents") {
			pick = i
		}
	}
	if pick < 0 {
		t.Fatalf("no row for Reader of the Portents in %q", rows)
	}
	clickAt(t, m, rects[pick])
	rows, rects = m.OverlayRows()
	if len(rows) < 2 || !strings.Contains(rows[0], "Aspect (I) from Reader of the Portents") {
		t.Fatalf("the second step: %q", rows)
	}
	clickAt(t, m, rects[0])
	st := m.Session().State()
	if m.OverlayOpen() || st.Pending.Kind == rules.DecSeize && st.Pending.Player == 0 {
		t.Errorf("after picking: panel open %v, %v pending for p%d", m.OverlayOpen(), st.Pending.Kind, st.Pending.Player+1)
	}
}

func containsPrefix(xs []string, p string) bool {
	for _, x := range xs {
		if strings.HasPrefix(x, p) {
			return true
		}
	}
	return false
}

// TestChoicesReadApart extends the text audit to choices: at tables of
// 2, 3 and 4 seats and two against two, in the Trade and Seize Phases,
// at every interface size and at a small and a large window, no two
// prompt buttons read alike once fitted, a fitted button keeps every
// player name its full label has, every player's name is shown in full
// on their mat, and every mat's Creature Limit line is uncut; with the
// chooser open, drawn at the smallest window, no label leaves its box.
func TestChoicesReadApart(t *testing.T) {
	app, err := loadTestApp("", "chooser-audit")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { app.Settings.UIScale = 1 }()
	var cases []auditCase
	var fails []string
	for _, tb := range []struct {
		n     int
		teams bool
	}{{2, false}, {3, false}, {4, false}, {4, true}} {
		for _, ph := range []string{"trade", "seize"} {
			m := choiceTable(t, app, tb.n, tb.teams, ph)
			defer m.Session().Close()
			name := fmt.Sprintf("%d seats teams=%v %s", tb.n, tb.teams, ph)
			for _, sz := range choiceSizes {
				for _, k := range auditScales {
					app.Settings.UIScale = k
					m.W = 0
					m.Layout(sz[0], sz[1])
					fails = append(fails, readApart(m, fmt.Sprintf("%s %dx%d %.0f%%", name, sz[0], sz[1], k*100))...)
				}
			}
			if tb.n == 2 {
				continue // one rival: no chooser
			}
			for _, k := range auditScales {
				cases = append(cases, auditCase{name: fmt.Sprintf("%s chooser 1024x640 %.0f%%", name, k*100), w: 1024, h: 640, scale: k,
					draw: func(dst *ebiten.Image, a *widget.TextAudit) {
						app.Settings.UIScale = k
						m.G.Audit = a
						m.W = 0
						m.Layout(1024, 640)
						if !m.OverlayOpen() {
							opened := false
							for i, b := range m.Bar.P.Buttons {
								if b.Cmd == present.CmdChooser {
									clickAt(t, m, m.Bar.Rects[i])
									opened = true
									break
								}
							}
							if !opened {
								fails = append(fails, name+": no chooser to open")
							}
						}
						m.Draw(dst)
					}})
			}
		}
	}
	g := &auditGame{cases: cases}
	if _, err := runLong(t, g); err != nil && err != ebiten.Termination {
		t.Fatal(err)
	}
	if g.i < len(cases) {
		t.Fatalf("drew %d of %d cases", g.i, len(cases))
	}
	fails = append(fails, g.fails...)
	if len(fails) > 0 {
		t.Errorf("%d problems; the first:\n%s", len(fails), strings.Join(fails[:min(30, len(fails))], "\n"))
	}
}

// choiceSizes are the windows TestChoicesReadApart draws at: the
// smallest and a large one (each case draws a whole table; all of
// auditSizes would take minutes).
var choiceSizes = [][2]int{{1024, 640}, {1920, 1080}}

// readApart lists what a player could not read apart on m as laid out.
func readApart(m *table.MatchScene, where string) []string {
	var out []string
	full, shown := m.ButtonLabels()
	names := m.Names()
	for i := range shown {
		for j := i + 1; j < len(shown); j++ {
			if shown[i] == shown[j] && full[i] != full[j] {
				out = append(out, fmt.Sprintf("%s: %q and %q both read %q", where, full[i], full[j], shown[i]))
			}
		}
		for _, n := range names {
			if strings.Contains(full[i], n) && !strings.Contains(shown[i], n) {
				out = append(out, fmt.Sprintf("%s: %q is shown as %q, losing the name %s", where, full[i], shown[i], n))
			}
		}
	}
	for q, h := range m.HeaderNames() {
		if !strings.Contains(h, names[q]) {
			out = append(out, fmt.Sprintf("%s: %s's mat reads %q", where, names[q], h))
		}
	}
	for q, l := range m.LimitLines() {
		if strings.Contains(l, "…") || !strings.Contains(l, "/") && !strings.Contains(l, " of ") {
			out = append(out, fmt.Sprintf("%s: %s's Creature Limit reads %q", where, names[q], l))
		}
	}
	return out
}
