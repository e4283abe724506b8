package replays

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/render"
	"twilight/rules"
	"twilight/session"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// speeds are the play speeds, in actions a second.
var speeds = [...]float64{0.5, 1, 2, 4, 8}

// WatchScene is a replay on the match table: the table read-only, under
// a control strip in place of the prompt bar — a turn back, an action
// back, play or pause, an action on, a turn on, the speed, whose eyes
// (any seat's, or every card revealed: the match is over), and the
// review of that seat's play (review.go). Left and Right step, Space
// plays or pauses, Page Up and Page Down jump by turn, Home and End go to
// the deal and the end, Up and Down to the marks of a review, Esc
// closes the marks or leaves.
type WatchScene struct {
	app  *scene.App
	back scene.Scene

	W *session.Watch
	M scene.Watched

	seat   int8
	reveal bool
	// Playing: the replay steps on by itself, speeds[speed] actions a
	// second; wait counts the ticks to the next step.
	Playing bool
	speed   int
	wait    float64

	Sk      widget.Skin
	strip   widget.Rect
	buttons []*widget.Button
	play    *widget.Button
	speedB  *widget.Button
	seatB   *widget.Button
	revealB *widget.Button
	goBack  bool
	review  ReviewState
	keys    widget.Keys
	err     string
	// stopped is why the viewer gave up: a panic in the table or the
	// engine while showing the replay (a bug a replay reached). The
	// screen it came from comes back, saying so.
	stopped string
}

// NewWatch makes the viewer of an opened replay, at the deal; back is
// where Esc and Leave return.
func NewWatch(app *scene.App, p *rules.Replayer, back scene.Scene) (*WatchScene, error) {
	w, err := session.NewWatch(p, nil)
	if err != nil {
		return nil, err
	}
	v := &WatchScene{app: app, back: back, W: w, speed: 2}
	// Faces are cached by card number, and a replay carries its own
	// definitions: start the cache afresh, and again on leaving.
	app.Faces.Clear()
	v.M = app.Routes.Watched(app, w.Session(), v)
	v.makeButtons()
	return v, nil
}

// Seat implements scene.Watcher: whose eyes the table uses.
func (v *WatchScene) Seat() int8 { return v.seat }

// Revealed implements scene.Watcher: every card face up.
func (v *WatchScene) Revealed() bool { return v.reveal }

func (v *WatchScene) makeButtons() {
	b := func(label string, press func()) *widget.Button {
		btn := &widget.Button{Label: label, Small: true, OnPress: press}
		v.buttons = append(v.buttons, btn)
		return btn
	}
	b("« Turn", func() { v.move(func() error { return v.W.TurnStep(-1) }) })
	b("‹ Back", func() { v.Step(-1) })
	v.play = b("Play", v.TogglePlay)
	b("Next ›", func() { v.Step(1) })
	b("Turn »", func() { v.move(func() error { return v.W.TurnStep(1) }) })
	v.speedB = b("", v.nextSpeed)
	v.seatB = b("", v.NextSeat)
	v.revealB = b("", v.ToggleReveal)
	v.review.button = b("Review play", v.pressReview)
	b("Leave", v.leave)
	v.labels()
}

// labels brings the buttons' words up to date.
func (v *WatchScene) labels() {
	v.play.Label = "Play"
	if v.Playing {
		v.play.Label = "Pause"
	}
	v.speedB.Label = fmt.Sprintf("Speed %g", speeds[v.speed])
	v.seatB.Label = "Seen by " + v.W.Session().State().PlayerName(v.seat)
	v.revealB.Label = "Reveal all"
	if v.reveal {
		v.revealB.Label = "Hide"
	}
	v.review.label(v)
}

// Step moves d actions on (back when d < 0); one action forward plays
// out on the table as in a match.
func (v *WatchScene) Step(d int) {
	played, err := v.W.Step(d)
	v.shown(played, err)
}

// move makes another move through the Watch and shows where it led.
func (v *WatchScene) move(f func() error) { v.shown(false, f()) }

// Seek shows the position after n actions.
func (v *WatchScene) Seek(n int) { v.move(func() error { return v.W.Seek(n) }) }

func (v *WatchScene) shown(played bool, err error) {
	v.err = ""
	if err != nil {
		v.err = folder.PlainError(err)
	}
	v.M.Show(v.W.Session(), played)
	if v.W.At() >= v.W.Len() {
		v.Playing = false
	}
	v.labels()
}

// TogglePlay starts or pauses playing (from the deal, at the end).
func (v *WatchScene) TogglePlay() {
	v.Playing = !v.Playing
	if v.Playing && v.W.At() >= v.W.Len() {
		v.Seek(0)
		v.Playing = true
	}
	v.wait = 0
	v.labels()
}

func (v *WatchScene) nextSpeed() {
	v.speed = (v.speed + 1) % len(speeds)
	v.labels()
}

// NextSeat shows the game through the next seat's eyes.
func (v *WatchScene) NextSeat() {
	v.seat = (v.seat + 1) % int8(len(v.W.Session().Seats()))
	v.shown(false, nil)
}

// ToggleReveal shows every card face up, or the seat's view again. A
// replay may reveal all once its match is over, which every kept one is.
func (v *WatchScene) ToggleReveal() {
	if !v.W.Replayer().End().Over() {
		v.err = "This match is not over: its hidden cards stay hidden."
		return
	}
	v.reveal = !v.reveal
	v.shown(false, nil)
}

func (v *WatchScene) leave() { v.goBack = true }

// exit returns to the screen the viewer came from.
func (v *WatchScene) exit(ctx *scene.Context) {
	v.goBack = false
	v.review.cancel()
	v.app.Faces.Clear()
	ctx.GoTo(v.back)
}

// Layout implements Scene.
func (v *WatchScene) Layout(w, h int) {
	v.M.Layout(w, h)
	v.layoutStrip()
}

// layoutStrip puts the controls where the table's prompt bar is.
func (v *WatchScene) layoutStrip() {
	x0, y0, w0, h0, u := v.M.Strip()
	v.Sk.Setup(v.app.Fonts, v.app.Table, u)
	v.strip = widget.Rect{X: x0, Y: y0, W: w0, H: h0}
	gap := 5 * u
	x := v.strip.X + 190*u
	// Each button as wide as its longest label, shrunk alike to fit.
	widths, total := make([]float64, len(v.buttons)), 0.0
	for i, b := range v.buttons {
		label := b.Label
		switch b {
		case v.play:
			label = "Pause"
		case v.seatB:
			label = "Seen by " + longestName(v.W.Session().State())
		case v.speedB:
			label = "Speed 0.5"
		case v.review.button:
			label = "Cancel 000/000"
		}
		widths[i] = widget.Advance(label, v.Sk.Small) + 18*u
		total += widths[i] + gap
	}
	fit := min(1, (v.strip.X+v.strip.W-x-4*u)/total)
	for i, b := range v.buttons {
		b.Box = widget.BoxAt(x, v.strip.Y+v.strip.H*0.15, widths[i]*fit, v.strip.H*0.7)
		x += (widths[i] + gap) * fit
	}
}

// Update implements Scene.
func (v *WatchScene) Update(ctx *scene.Context) error {
	if v.stopped != "" {
		if !ctx.Fading() {
			v.giveUp(ctx)
		}
		return nil
	}
	defer v.guard()
	widget.ReadKeys(&v.keys)
	v.Handle(ctx, &v.keys)
	return nil
}

// Resting implements scene.Rester: the viewer changes by itself while it
// plays, while a review runs and while the table animates.
func (v *WatchScene) Resting() bool {
	r, ok := v.M.(scene.Rester)
	return ok && r.Resting() && !v.Playing && !v.review.Reviewing() && v.stopped == ""
}

// guard turns a panic into the viewer stopping (see stopped).
func (v *WatchScene) guard() {
	if e := recover(); e != nil {
		v.stopped = fmt.Sprintf("The replay stopped on an error at action %d: %v", v.W.At(), e)
		v.Playing = false
	}
}

// giveUp returns to the screen the viewer came from, which says why
// when it is the Replays screen.
func (v *WatchScene) giveUp(ctx *scene.Context) {
	if l, ok := v.back.(*ListScene); ok {
		l.say(true, v.stopped)
	}
	v.stopped = ""
	v.exit(ctx)
}

// Handle runs one tick: the keys and clicks of the strip, the play
// clock, then the table (which only points and animates).
func (v *WatchScene) Handle(ctx *scene.Context, kb *widget.Keys) {
	if ctx.Fading() {
		return
	}
	if v.handleKeys(ctx, kb) {
		return
	}
	for _, g := range ctx.Gestures {
		if g.Kind != input.Click {
			continue
		}
		if v.reviewClick(g.Pos) {
			continue
		}
		for _, b := range v.buttons {
			if b.Box.Contains(g.Pos) {
				b.Press()
			}
		}
	}
	if v.goBack {
		v.exit(ctx)
		return
	}
	v.review.poll(v)
	if v.Playing && !v.M.Busy() {
		v.wait += speeds[v.speed] / 60
		if v.wait >= 1 {
			v.wait = 0
			v.Step(1)
		}
	}
	v.M.WatchTick(ctx, kb.Has(ebiten.KeyL) && !kb.Ctrl, kb.Wheel)
	if kb.Has(ebiten.KeyL) {
		v.layoutStrip()
	}
}

// handleKeys: Left and Right step, Space plays or pauses, Page Up and
// Page Down jump by turn, Home and End go to the deal and the end, Esc
// leaves. It reports whether the viewer is leaving.
func (v *WatchScene) handleKeys(ctx *scene.Context, kb *widget.Keys) bool {
	for _, k := range kb.Pressed {
		if v.reviewKeys(k) {
			continue
		}
		switch k {
		case ebiten.KeyEscape:
			if v.review.open {
				v.review.open = false
				v.labels()
				continue
			}
			v.exit(ctx)
			return true
		case ebiten.KeyArrowLeft:
			v.Step(-1)
		case ebiten.KeyArrowRight:
			v.Step(1)
		case ebiten.KeySpace:
			v.TogglePlay()
		case ebiten.KeyPageUp:
			v.move(func() error { return v.W.TurnStep(-1) })
		case ebiten.KeyPageDown:
			v.move(func() error { return v.W.TurnStep(1) })
		case ebiten.KeyHome:
			v.Seek(0)
		case ebiten.KeyEnd:
			v.Seek(v.W.Len())
		}
	}
	return false
}

// Draw implements Scene: the table, then the strip over its prompt bar.
func (v *WatchScene) Draw(screen *ebiten.Image) {
	if v.stopped != "" {
		return
	}
	defer v.guard()
	v.M.Draw(screen)
	sk := &v.Sk
	u := sk.U
	r := v.strip
	widget.FillRect(screen, r, render.Fade(render.Ink, 0.92))
	widget.StrokeRect(screen, r, 1, render.Fade(render.Gilt, 0.5))
	pos := fmt.Sprintf("Action %d of %d · turn %d", v.W.At(), v.W.Len(), v.W.Turn())
	render.DrawText(screen, pos, sk.Small, r.X+12*u, r.Y+r.H/2-8*u, render.LeftMiddle, render.Ivory)
	note, ink := "Replay (read-only)", render.Fade(render.Ivory, 0.6)
	if v.err != "" {
		note, ink = v.err, widget.ErrorInk
	}
	render.DrawText(screen, widget.FitText(note, sk.Note, 185*u), sk.Note, r.X+12*u, r.Y+r.H/2+10*u, render.LeftMiddle, ink)
	for _, b := range v.buttons {
		b.Draw(screen, sk, widget.WidgetState{})
	}
	v.drawReview(screen)
}

// ReviewSeat looks at the replay through seat p's eyes and reviews p's
// play ("Review my play" on the game-over screen).
func (v *WatchScene) ReviewSeat(p int8) {
	if p >= 0 && int(p) < len(v.W.Session().Seats()) {
		v.seat = p
		v.shown(false, nil)
		v.StartReview()
	}
}

// longestName is the longest of the players' names.
func longestName(s *rules.State) string {
	long := ""
	for p := range s.Players {
		if n := s.PlayerName(int8(p)); len(n) > len(long) {
			long = n
		}
	}
	return long
}
