package scenes

import (
	"fmt"
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
	s, m, mgr, ctrlZ := ctrlZTable(t)
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
		// The game before a: what a take-back must restore exactly (the
		// passes the table makes for the player after a go back with it).
		before := s.State().StateHash()
		if !m.Act(a) {
			t.Fatalf("the table refused a legal %v", a)
		}
		done := s.State().StateHash()
		*ctrlZ = true
		if err := m.Update(&mgr.Ctx); err != nil {
			t.Fatal(err)
		}
		*ctrlZ = false
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

// TestTakeBackPassesAndAnswers: against the computer, after your action
// the table passes for you where you have nothing to do and the computer
// answers; Ctrl+Z takes back your action itself (the game before it, not
// before the last pass made for you), and the toast counts the computer's
// answers only, not the passes made for you.
func TestTakeBackPassesAndAnswers(t *testing.T) {
	s, m, mgr, ctrlZ := ctrlZTable(t)
	computer := s.Seats()[1].Name
	took := 0
	for i := 0; i < 400 && !s.State().Over() && took < 2; i++ {
		human := untilHuman(t, s, m)
		if !human {
			break
		}
		legal := s.State().Legal(nil)
		a, quiet := quietAction(legal)
		if !quiet || i%2 == 1 {
			a = legal[i%len(legal)]
		}
		before, n := s.State().StateHash(), s.Actions()
		if !m.Act(a) {
			t.Fatalf("the table refused a legal %v", a)
		}
		untilHuman(t, s, m)
		f, err := s.Replay()
		if err != nil {
			t.Fatal(err)
		}
		mine, answers := 0, 0
		for _, b := range f.Actions[n+1:] {
			if b.Player == a.Player {
				mine++
			} else {
				answers++
			}
		}
		if mine == 0 || answers == 0 || s.State().Over() {
			continue // not the case under test: passes made for you, and answers
		}
		*ctrlZ = true
		if err := m.Update(&mgr.Ctx); err != nil {
			t.Fatal(err)
		}
		*ctrlZ = false
		if strings.HasPrefix(m.Toast(), "Not taken back: ") {
			continue // a card drawn or shown since: refused, with the reason
		}
		if s.State().StateHash() != before {
			t.Fatalf("Ctrl+Z after %v, %d passes made for you and %d answers did not return to the game before %v (toast %q)", a, mine, answers, a, m.Toast())
		}
		want := fmt.Sprintf("Your last action was taken back, and %s %d answers to it.", rules.Possessive(computer), answers)
		if answers == 1 {
			want = "Your last action was taken back, and " + rules.Possessive(computer) + " answer to it."
		}
		if m.Toast() != want {
			t.Fatalf("after %d passes made for you and %d answers the toast says %q, want %q", mine, answers, m.Toast(), want)
		}
		took++
	}
	if took == 0 {
		t.Fatal("no action was taken back after passes made for the player and the computer's answers")
	}
}

// ctrlZTable is the default match (seed 9) on a table whose keys are
// Ctrl+Z while *ctrlZ, none otherwise.
func ctrlZTable(t *testing.T) (*session.Session, *table.MatchScene, *scene.Manager, *bool) {
	t.Helper()
	s, m := defaultTable(t, newTestApp(t), 9)
	t.Cleanup(func() { _ = s.Close() })
	ctrlZ := new(bool)
	m.KeySource = func(k *widget.Keys) {
		k.Pressed, k.Ctrl = k.Pressed[:0], *ctrlZ
		if *ctrlZ {
			k.Pressed = append(k.Pressed, ebiten.KeyZ)
		}
	}
	return s, m, scene.NewManager(m), ctrlZ
}

// untilHuman lets the computers play and the table pass for the player
// until the player has a decision to make (or the game is over); it
// reports whether the player decides.
func untilHuman(t *testing.T, s *session.Session, m *table.MatchScene) bool {
	t.Helper()
	for range 50 {
		if err := s.RunToEnd(200); err != nil {
			t.Fatal(err)
		}
		m.Refresh() // the table passes where the player has nothing to do
		if _, ok := s.HumanDeciding(); ok || s.State().Over() {
			return ok
		}
	}
	return false
}
