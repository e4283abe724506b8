package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/render"
)

// flowRows are the Settings rows about the match's flow: first-match
// hints, the hot-seat hand-over countdown and the priority stops.
type flowRows struct {
	hints    *Toggle
	handOver *Stepper
	stops    *Button
}

func newFlowRows(s *SettingsScene) flowRows {
	st := s.app.Settings
	return flowRows{
		hints: &Toggle{On: st.Hints, OnChange: func(on bool) {
			s.app.Settings.Hints = on
			s.save()
		}},
		handOver: &Stepper{Options: handChoices, Index: nearest(handValues, st.HandOverSeconds), OnChange: func(i int) {
			s.app.Settings.HandOverSeconds = handValues[i]
			s.save()
		}},
		stops: &Button{Label: "Choose…", Small: true, OnPress: func() {
			if s.ctx != nil {
				s.ctx.GoTo(NewStops(s.app, s))
			}
		}},
	}
}

func (f flowRows) rows() []settingRow {
	return []settingRow{
		{"Hints at the table", "short tips on the prompt bar in your first matches", f.hints},
		{"Hot-seat hand-over", "when a player may answer: pass for them after", f.handOver},
		{"Priority stops", "where the table waits for you", f.stops},
	}
}

// StopsScene sets where the table stops for you when you hold priority:
// for each moment of the turn, in your turn and in others', pass, stop
// only with a play, or always stop.
type StopsScene struct {
	app  *App
	back Scene

	mine, theirs [present.NumPoints]*Stepper
	reset        *Button
	backBtn      *Button

	sk     skin
	chrome chrome
	form   form
	keys   keys
	w, h   int
	sheet  box
	rowH   float64
	ctx    *Context
}

// NewStops makes the priority stops screen; Back and Esc return to back.
func NewStops(app *App, back Scene) *StopsScene {
	s := &StopsScene{app: app, back: back, form: newForm()}
	opts := present.WhenNames[:]
	for pt := range present.NumPoints {
		s.mine[pt] = &Stepper{Options: opts, Index: int(app.Settings.Stops.Mine[pt]), OnChange: func(i int) {
			s.app.Settings.Stops.Mine[pt] = present.When(i)
			_ = s.app.SaveSettings()
		}}
		s.theirs[pt] = &Stepper{Options: opts, Index: int(app.Settings.Stops.Theirs[pt]), OnChange: func(i int) {
			s.app.Settings.Stops.Theirs[pt] = present.When(i)
			_ = s.app.SaveSettings()
		}}
	}
	s.reset = &Button{Label: "Defaults", OnPress: func() {
		s.app.Settings.Stops = present.DefaultStops()
		_ = s.app.SaveSettings()
		for pt := range present.NumPoints {
			s.mine[pt].Index = int(s.app.Settings.Stops.Mine[pt])
			s.theirs[pt].Index = int(s.app.Settings.Stops.Theirs[pt])
		}
	}}
	s.backBtn = &Button{Label: "Back", OnPress: s.goBack}
	return s
}

func (s *StopsScene) goBack() {
	if s.ctx != nil && s.back != nil {
		s.ctx.GoTo(s.back)
	}
}

// Layout implements Scene.
func (s *StopsScene) Layout(w, h int) {
	s.w, s.h = w, h
	s.sk.setup(s.app.Fonts, scaleFor(w, h, s.app.Settings))
	u := s.sk.u
	s.chrome.layout(&s.sk, w, h, "Priority stops")
	top := s.chrome.top(&s.sk) + 30*u
	s.rowH = math.Min(48*u, (float64(h)-top-130*u)/float64(present.NumPoints))
	sw := 900 * u
	s.sheet = boxAt((float64(w)-sw)/2, top, sw, float64(present.NumPoints)*s.rowH+20*u)
	ctlW := 230 * u
	var items []widget
	for pt := range present.NumPoints {
		y := s.sheet.y0 + 10*u + float64(pt)*s.rowH
		ch := math.Min(36*u, s.rowH*0.82)
		s.mine[pt].Box = boxAt(s.sheet.x1-2*ctlW-40*u, y+(s.rowH-ch)/2, ctlW, ch)
		s.theirs[pt].Box = boxAt(s.sheet.x1-ctlW-20*u, y+(s.rowH-ch)/2, ctlW, ch)
		items = append(items, s.mine[pt], s.theirs[pt])
	}
	by := s.sheet.y1 + 22*u
	s.reset.Box = boxAt(float64(w)/2-190*u, by, 170*u, 46*u)
	s.backBtn.Box = boxAt(float64(w)/2+20*u, by, 170*u, 46*u)
	items = append(items, s.reset, s.backBtn)
	s.form.set(items, s.mine[present.AtSummoning])
}

// Update implements Scene.
func (s *StopsScene) Update(ctx *Context) error {
	readKeys(&s.keys)
	s.ctx = ctx
	defer func() { s.ctx = nil }()
	if ctx.fading() {
		return nil
	}
	if s.keys.has(ebiten.KeyEscape) {
		s.goBack()
		return nil
	}
	s.form.update(&s.keys, ctx.Gestures, ctx.Cursor)
	return nil
}

// Draw implements Scene.
func (s *StopsScene) Draw(screen *ebiten.Image) {
	sk := &s.sk
	u := sk.u
	s.chrome.draw(screen, sk, "With a play: stop when you could use a Scheme, an ability or a Deity power.", "Up and down to move  ·  ‹ › or Space to change  ·  Esc to go back")
	sk.sheet(screen, s.sheet)
	hy := s.sheet.y0 - 12*u
	render.DrawText(screen, "Your turn", sk.small, s.mine[0].Box.x0+s.mine[0].Box.w()/2, hy, render.Center, render.Gilt)
	render.DrawText(screen, "Others' turns", sk.small, s.theirs[0].Box.x0+s.theirs[0].Box.w()/2, hy, render.Center, render.Gilt)
	for pt := range present.NumPoints {
		y := s.sheet.y0 + 10*u + float64(pt)*s.rowH
		c := render.Fade(render.Ivory, 0.88)
		if f := s.form.focused(); f == s.mine[pt] || f == s.theirs[pt] {
			c = render.GiltLight
		}
		room := s.mine[pt].Box.x0 - 20*u - (s.sheet.x0 + 30*u)
		render.DrawText(screen, fitText(present.PointNames[pt], sk.label, room), sk.label, s.sheet.x0+30*u, y+s.rowH/2, render.LeftMiddle, c)
	}
	s.form.draw(screen, sk)
}
