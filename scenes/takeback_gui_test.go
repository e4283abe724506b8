package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"
	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
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

// TestTakeBackOnTheTable: against the computer, Ctrl+Z takes your last
// action back to the exact game before it; one the engine will not take
// back is refused with its reason, and the game stays as it is.
func TestTakeBackOnTheTable(t *testing.T) {
	app := newTestApp(t)
	setup := folder.DefaultSetup()
	setup.Seed = 9
	s, setup, err := app.StartMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m := table.NewMatch(app, s, setup)
	m.Layout(1280, 720)
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

// TestTakeBackHotSeat: with two humans at the screen the table refuses
// a take-back, saying why (the other player's leave is not asked for).
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
	p, _ := s.HumanDeciding()
	if !m.Act(rules.Pass(p)) {
		t.Fatal("the opening pass was refused")
	}
	m.CurtainUp = false // whoever sits at the screen asks
	before := s.State().StateHash()
	if m.TakeBack() || s.State().StateHash() != before || !strings.Contains(m.Toast(), "leave") {
		t.Fatalf("a hot-seat take-back was not refused with its reason: %q", m.Toast())
	}
}
