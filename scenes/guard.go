package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"
	"twilight/session"

	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/table"
)

// guardSettleTicks is how long the table must run without trouble before
// a continued save counts as working (its open marker is cleared).
const guardSettleTicks = 120

// guarded is the match table with a guard: an error that escapes its
// Update or Draw (a panic) stops the table instead of the game. The
// session is closed, so the autosave keeps the last position reached by a
// complete action (a panic half-way through one is never saved); what
// happened goes to a crash report in the player's folder and to the
// save's open marker; and the title screen comes back, saying so and
// offering to set the save aside.
//
// A panic here is a bug, in the engine or the table, that a save (or a
// move) has reached; stopping the table rather than retrying is the one
// safe answer, because after it nothing about the table's state can be
// trusted, while the autosave from before it can.
type guarded struct {
	*table.MatchScene
	build   func() *table.MatchScene // makes the table, under the guard too
	app     *scene.App
	s       *session.Session
	ticks   int
	drawn   bool
	settled bool
	stopped string // what stopped the table, once it has
	left    bool   // the title has been asked for
}

// guard makes the table of session s with build, when it is first laid
// out or updated, and runs it guarded.
func guard(app *scene.App, s *session.Session, build func() *table.MatchScene) *guarded {
	return &guarded{build: build, app: app, s: s}
}

// ready makes the table if it is not made yet; false when it cannot be.
func (g *guarded) ready() bool {
	if g.MatchScene == nil && g.stopped == "" {
		defer g.recover()
		g.MatchScene = g.build()
	}
	return g.MatchScene != nil && g.stopped == ""
}

// Layout implements Scene.
func (g *guarded) Layout(w, h int) {
	if g.ready() {
		defer g.recover()
		g.MatchScene.Layout(w, h)
	}
}

// Update implements Scene.
func (g *guarded) Update(ctx *scene.Context) error {
	if !g.ready() {
		g.leave(ctx)
		return nil
	}
	defer g.recover()
	err := g.MatchScene.Update(ctx)
	g.ticks++
	if !g.settled && g.drawn && g.ticks >= guardSettleTicks {
		g.settled = true
		g.app.ClearOpen()
	}
	return err
}

// Draw implements Scene.
func (g *guarded) Draw(screen *ebiten.Image) {
	if g.MatchScene == nil || g.stopped != "" {
		screen.Fill(render.Ink)
		return
	}
	defer g.recover()
	g.MatchScene.Draw(screen)
	g.drawn = true
}

// recover stops the table on a panic, to be deferred.
func (g *guarded) recover() {
	e := recover()
	if e == nil {
		return
	}
	g.stopped = fmt.Sprint(e)
	report := g.writeReport(e, debug.Stack())
	_ = g.s.Close() // finishes the last good autosave
	g.app.NoteStopped(g.stopped, report)
}

// leave returns to the title screen once the table has stopped; the
// title says what happened (SaveStatus.Stopped).
func (g *guarded) leave(ctx *scene.Context) {
	if !g.left {
		g.left = true
		ctx.GoTo(menu.NewTitle(g.app))
	}
}

// writeReport writes what stopped the table to crash-TIME.txt in the
// player's folder and returns the file's name ("" without a folder).
func (g *guarded) writeReport(e any, stack []byte) string {
	if g.app.Dir == "" {
		return ""
	}
	name := "crash-" + time.Now().Format("20060102-150405") + ".txt"
	body := fmt.Sprintf("Twilight %s stopped the match table on an error.\n\n%v\n\nturn %d, step %d, pending %v\n\n%s",
		g.app.Version, e, g.s.State().Turn, g.s.State().Step, g.s.State().Pending.Kind, stack)
	if err := os.WriteFile(filepath.Join(g.app.Dir, name), []byte(body), 0o644); err != nil {
		return ""
	}
	return name
}
