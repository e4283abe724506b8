package scenes

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"twilight/present"
	"twilight/rules"
	"twilight/rules/cardset/cardsettest"

	"twilight/scenes/table"
)

// TestSeatShots renders the new panels and prompts into $SEAT_SHOTS
// (skipped without it), to be looked at: the Seize chooser at a table of
// four (the prompt, both steps), the Trade chooser of two against two,
// the answer to an offer, the Concede question, a browsed stack.
func TestSeatShots(t *testing.T) {
	dir := os.Getenv("SEAT_SHOTS")
	if dir == "" {
		t.Skip("set SEAT_SHOTS to a folder to render the screenshots")
	}
	app, err := loadTestApp("", "seat-shots")
	if err != nil {
		t.Fatal(err)
	}
	save := func(name string, m *table.MatchScene, w, h int) {
		t.Helper()
		img, err := runTB(t, &frameGame{m: m, w: w, h: h}, 3)
		if err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
	openChooser := func(m *table.MatchScene) {
		for i, b := range m.Bar.P.Buttons {
			if b.Cmd == present.CmdChooser {
				clickAt(t, m, m.Bar.Rects[i])
				return
			}
		}
		t.Fatal("no chooser")
	}
	m := choiceTable(t, app, 4, false, "seize")
	m.Layout(1280, 720)
	save("seize4-prompt.png", m, 1280, 720)
	openChooser(m)
	save("seize4-chooser.png", m, 1280, 720)
	_, rects := m.OverlayRows()
	clickAt(t, m, rects[0])
	save("seize4-levels.png", m, 1280, 720)
	m.Session().Close()

	app.Settings.UIScale = 2
	m = choiceTable(t, app, 4, true, "trade")
	m.Layout(1024, 640)
	save("trade2v2-prompt-1024-200.png", m, 1024, 640)
	openChooser(m)
	save("trade2v2-chooser-1024-200.png", m, 1024, 640)
	m.Session().Close()
	app.Settings.UIScale = 1

	s := board(t, app.Set, `players Mars "Reader of the Portents"
p1 life I I I I I I
p2 life I I I I I I
p1 hand "Youthful Troll" "Stoic Legionnaires"
p2 hand "Youthful Troll" "Stoic Legionnaires"
start p2 trade
`)
	for _, a := range []rules.Action{rules.TradeWith(1, 0), rules.Give(1, s.Players[1].Hand[0]), rules.Ask(1, rules.Lesser), rules.Send(1)} {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	m, err = table.MatchForState(app, s, 0)
	if err != nil {
		t.Fatal(err)
	}
	m.Layout(1280, 720)
	save("trade-answer.png", m, 1280, 720)
	m.Session().Close()

	m = choiceTable(t, app, 2, false, "summoning")
	s = m.Session().State()
	s.Players[0].Discard = append(s.Players[0].Discard, s.Players[0].Hand[:4]...)
	for _, c := range s.Players[0].Hand[:4] {
		s.Cards[c].Zone = rules.ZDiscard
	}
	s.Players[0].Hand = s.Players[0].Hand[4:]
	m.Refresh()
	m.Layout(1280, 720)
	clickAt(t, m, m.Lay.Mats[0].Discard)
	save("browse-discard.png", m, 1280, 720)
	seatStep(t, m, -1, 0)
	m.Session().Close()

	// A hot-seat hand-over question: Mars summons, Hera may answer.
	tset := cardsettest.TestCards(t)
	tapp, err := testApp(tset)
	if err != nil {
		t.Fatal(err)
	}
	hs, err := matchAllHuman(tapp, board(t, tset, `players Mars Hera
p1 life I I I I I I
p2 life I I I I I I
p1 resource I I II
p2 resource I I II
p1 hand "Youthful Troll"
p2 hand "Spark"
start p1 summoning
`))
	if err != nil {
		t.Fatal(err)
	}
	hs.Layout(1280, 720)
	st := hs.Session().State()
	hs.Act(rules.Summon(0, st.Players[0].Hand[0]))
	save("hotseat-respond.png", hs, 1280, 720)
	handOver, _ := table.CurtainButtons(1280, 720, hs.Lay.U)
	clickAt(t, hs, handOver)
	save("hotseat-response-window.png", hs, 1280, 720)

	m = choiceTable(t, app, 2, false, "summoning")
	m.Layout(1280, 720)
	save("concede-button.png", m, 1280, 720)
	clickAt(t, m, m.ConcedeButton())
	save("concede-question.png", m, 1280, 720)
	m.Session().Close()
}
