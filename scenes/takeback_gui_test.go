package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"
	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
	"twilight/session"
)

// quietAction picks the action most likely to show nothing: placing or
// generating an Aspect, Seizing, attacking; else none.
func quietAction(legal []rules.Action) (rules.Action, bool) {
	for _, k := range []rules.ActKind{rules.ActPlace, rules.ActGenerate, rules.ActSeize, rules.ActAttack} {
		for _, a := range legal {
			if a.Kind == k {
				return a, true
			}
		}
	}
	return rules.Action{}, false
}

// defaultTable starts the default match (you against the normal
// computer) dealt by seed and lays its table out at 1280×720.
func defaultTable(tb testing.TB, app *scene.App, seed uint64) (*session.Session, *table.MatchScene) {
	tb.Helper()
	setup := folder.DefaultSetup()
	setup.Seed = seed
	s, setup, err := app.StartMatch(setup)
	if err != nil {
		tb.Fatal(err)
	}
	m := table.NewMatch(app, s, setup)
	m.Layout(1280, 720)
	return s, m
}

// TestTakeBackOnTheTable: against the computer, Ctrl+Z takes your last
// action back to the exact game before it; one the engine will not take
// back is refused with its reason, and the game stays as it is.
func TestTakeBackOnTheTable(t *testing.T) {
	app := newTestApp(t)
	s, m := defaultTable(t, app, 9)
	defer s.Close()
	mgr := scene.NewManager(m)
	ctrlZ := false
	m.KeySource = func(k *widget.Keys) {
		k.Pressed, k.Ctrl = k.Pressed[:0], ctrlZ
		if ctrlZ {
			k.Pressed = append(k.Pressed, ebiten.KeyZ)
		}
	}
	tookBack, refused := false, false
	for i := 0; i < 3000 && !s.State().Over() && !(tookBack && refused); i++ {
		if err := s.RunToEnd(200); err != nil {
			t.Fatal(err)
		}
		m.Refresh() // the table passes where the player has nothing to do
		_, ok := s.HumanDeciding()
		if !ok {
			continue
		}
		legal := s.State().Legal(nil)
		a, quiet := quietAction(legal)
		if !quiet || tookBack {
			a = legal[i%len(legal)]
		}
		if !m.Act(a) {
			t.Fatalf("the table refused a legal %v", a)
		}
		done := s.State().StateHash()
		// The game before the last action (the table may have passed for
		// the player after a): what a take-back must restore exactly.
		f, err := s.Replay()
		if err != nil {
			t.Fatal(err)
		}
		played, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		before := played.At(played.Len() - 1).StateHash()
		ctrlZ = true
		if err := m.Update(&mgr.Ctx); err != nil {
			t.Fatal(err)
		}
		ctrlZ = false
		switch after := s.State().StateHash(); {
		case after == before:
			tookBack = true
			if !strings.Contains(m.Toast(), "taken back") {
				t.Fatalf("a take-back says %q", m.Toast())
			}
			if !m.Mine {
				t.Fatal("after a take-back the table does not wait for the player")
			}
		case after == done && strings.HasPrefix(m.Toast(), "Not taken back: ") && len(m.Toast()) > len("Not taken back: ."):
			refused = true
		default:
			t.Fatalf("Ctrl+Z neither took back nor left the game and said why: %q", m.Toast())
		}
	}
	if !tookBack || !refused {
		t.Fatalf("took back %v, refused a revealing action %v", tookBack, refused)
	}
}

// TestTakeBackHotSeat: with two humans at the screen a take-back asks
// the other player first, with the table hidden; a refusal leaves the
// game as it is, an agreement takes the action back; either way the
// screen goes back to the asker behind the curtain.
func TestTakeBackHotSeat(t *testing.T) {
	app := newTestApp(t)
	setup := folder.MatchSetup{Seed: 3, Seats: []folder.SeatSetup{{Name: "Ann", Human: true, Deck: "mars"}, {Name: "Bo", Human: true, Deck: "hera"}}}
	s, setup, err := app.StartMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m := table.NewMatch(app, s, setup)
	m.Layout(1280, 720)
	m.CurtainUp = false
	m.Refresh()
	ann, _ := s.HumanDeciding()
	bo := 1 - ann
	before := s.State().StateHash()
	if !m.Act(rules.Pass(ann)) {
		t.Fatal("the opening pass was refused")
	}
	after := s.State().StateHash()
	for _, agree := range []bool{false, true} {
		m.CurtainUp = false // Ann, still at the screen, asks
		m.TakeBack()
		if q, ok := m.AskingLeave(); !ok || q != bo {
			t.Fatalf("the take-back asks %d (%v), not Bo", q, ok)
		}
		if dir := os.Getenv("TWILIGHT_SHOTS"); dir != "" && !agree {
			img, err := gui.run(t, &managerGame{m: scene.NewManager(m), w: 1280, h: 720}, scene.FadeInTicks+4)
			if err != nil {
				t.Fatal(err)
			}
			savePNG(t, filepath.Join(dir, "takeback-ask.png"), img)
		}
		m.AnswerTakeBack(agree)
		if _, ok := m.AskingLeave(); ok || !m.CurtainUp || m.CurtainFor != ann {
			t.Fatal("after the answer the screen does not go back to Ann behind the curtain")
		}
		want := after
		if agree {
			want = before
		}
		if s.State().StateHash() != want {
			t.Fatalf("agree %v: not the game wanted (%q)", agree, m.Toast())
		}
	}
}
