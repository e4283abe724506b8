package scenes

import (
	"errors"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"
	"twilight/session"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table"
)

// BenchmarkComputerTurnsOnScreen measures how long a player waits for the
// computers with the table on screen: the match scene updated and drawn 60
// times a second in the test window, the default pace, normal computers,
// and a human who answers at once (passing whenever passing is legal, as
// the client's automatic passing would, and every such answer in the same
// frame). It reports the wall time of each
// computer turn at a 2-player table and of each round of three computer
// turns at a 4-player one (s/round), and the frames drawn per second. The
// rounds measured are fixed (four and two), whatever b.N is.
//
//	xvfb-run -a go test ./scenes -run X -bench ComputerTurnsOnScreen -benchtime 1x -v
func BenchmarkComputerTurnsOnScreen(b *testing.B) {
	for _, tc := range []struct {
		name   string
		decks  []string
		rounds int
	}{
		{"2 players", []string{"mars", "enlil"}, 4},
		{"4 players", []string{"mars", "enlil", "hera", "reader"}, 2},
	} {
		b.Run(tc.name, func(b *testing.B) {
			app, err := loadTestApp(b.TempDir(), "bench")
			if err != nil {
				b.Fatal(err)
			}
			setup := folder.MatchSetup{Seed: 5}
			for i, d := range tc.decks {
				setup.Seats = append(setup.Seats, folder.SeatSetup{Name: d, Human: i == 0, Level: "normal", Deck: d})
			}
			s, setup, err := app.StartMatch(setup)
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			if s.MinThink != app.Settings.Pace() || s.MinThink == 0 {
				b.Fatalf("pace %v, want the default setting", s.MinThink)
			}
			run := &paceRun{mgr: scene.NewManager(table.NewMatch(app, s, setup)), s: s, rounds: tc.rounds}
			run.mgr.Layout(scene.WindowWidth, scene.WindowHeight)
			if err := runRounds(b, run); !errors.Is(err, errPaceDone) {
				b.Fatalf("the run ended with %v after %d rounds", err, len(run.waits))
			}
			var sum time.Duration
			for i, w := range run.waits {
				b.Logf("round %d: the computers took %.1f s (%d actions on the table)", i+1, w.Seconds(), run.actions[i])
				sum += w
			}
			fps := float64(run.frames) / time.Since(run.began).Seconds()
			b.ReportMetric(sum.Seconds()/float64(len(run.waits)), "s/round")
			b.ReportMetric(fps, "frames/s")
			b.ReportMetric(0, "ns/op")
		})
	}
}

var errPaceDone = errors.New("measured")

// paceRun drives a match at 60 updates and draws a second, answering for
// the human at once, and times the computers' rounds.
type paceRun struct {
	mgr    *scene.Manager
	s      *session.Session
	rounds int

	began, last, start time.Time
	updated            bool
	frames             int
	count              int
	waits              []time.Duration
	actions            []int
}

func (r *paceRun) Update() error {
	now := time.Now()
	if r.began.IsZero() {
		r.began = now
	}
	if now.Sub(r.last) < time.Second/60 {
		return nil
	}
	r.last = now
	g := r.s.State()
	if g.Over() {
		return errors.New("the game ended")
	}
	// The human answers every decision of theirs at once, as automatic
	// passing would, so that only the computers' time is measured.
	for n := 0; n < 64; n++ {
		p, ok := r.s.HumanDeciding()
		if !ok {
			break
		}
		if !r.start.IsZero() && g.Active == p {
			r.waits = append(r.waits, now.Sub(r.start))
			r.actions = append(r.actions, r.count)
			r.start = time.Time{}
			if len(r.waits) == r.rounds {
				return errPaceDone
			}
		}
		if err := r.s.Apply(hurriedAnswer(g)); err != nil {
			return err
		}
	}
	if _, ok := r.s.HumanDeciding(); !ok && r.start.IsZero() && g.Active != 0 {
		r.start, r.count = now, 0
	}
	before := len(g.Log)
	if err := r.mgr.Update(nil, input.Point{}); err != nil {
		return err
	}
	if len(g.Log) != before {
		r.count++
	}
	r.updated = true
	return nil
}

func (r *paceRun) Draw(screen *ebiten.Image) {
	if !r.updated {
		return
	}
	r.updated = false
	r.frames++
	r.mgr.Draw(screen)
}

func (r *paceRun) Layout(w, h int) (int, int) { return scene.WindowWidth, scene.WindowHeight }

// hurriedAnswer passes if it may, else takes the first legal action.
func hurriedAnswer(g *rules.State) rules.Action {
	legal := g.Legal(nil)
	for _, a := range legal {
		if a.Kind == rules.ActPass {
			return a
		}
	}
	return legal[0]
}

// runRounds runs the match on the harness until its rounds are measured,
// allowing ten minutes (a busy machine draws a few frames a second).
func runRounds(tb testing.TB, run *paceRun) error {
	j := &job{game: run, ticks: 1 << 30, done: make(chan struct{})}
	timeout := time.After(10 * time.Minute)
	select {
	case gui.jobs <- j:
	case <-gui.ended:
		tb.Skipf("no game loop (RunGame returned %v); is there a display?", gui.runErr)
	}
	select {
	case <-j.done:
		return j.err
	case <-timeout:
		tb.Fatalf("%d rounds measured in ten minutes", len(run.waits))
	}
	return nil
}
