package menu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"
	"twilight/render"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// flowRows are the Settings rows about the match's flow (first-match
// hints, the hot-seat hand-over countdown and the priority stops) and the
// row that opens the sound settings.
type flowRows struct {
	Hints    *widget.Toggle
	HandOver *widget.Stepper
	stops    *widget.Button
	Sound    *widget.Button
}

func newFlowRows(s *SettingsScene) flowRows {
	st := s.app.Settings
	return flowRows{
		Hints: &widget.Toggle{On: st.Hints, OnChange: func(on bool) {
			s.app.Settings.Hints = on
			s.save()
		}},
		HandOver: &widget.Stepper{Options: folder.HandChoices, Index: nearest(folder.HandValues, st.HandOverSeconds), OnChange: func(i int) {
			s.app.Settings.HandOverSeconds = folder.HandValues[i]
			s.save()
		}},
		stops: &widget.Button{Label: "Choose…", Small: true, OnPress: func() {
			if s.ctx != nil {
				s.ctx.GoTo(NewStops(s.app, s))
			}
		}},
		Sound: &widget.Button{Label: "Volume…", Small: true, OnPress: func() {
			if s.ctx != nil {
				s.ctx.GoTo(NewSound(s.app, s))
			}
		}},
	}
}

func (f flowRows) rows() []settingRow {
	return []settingRow{
		{"Hints at the table", "tips, the cost legend, why a card cannot be played", f.Hints},
		{"Hot-seat hand-over", "when a player may answer: pass for them after", f.HandOver},
		{"Priority stops", "where the table waits for you", f.stops},
		{"Sound", "volumes and mute (M mutes at any time)", f.Sound},
	}
}

// StopsScene sets where the table stops for you when you hold priority:
// for each moment of the turn, in your turn and in others', pass, stop
// only with a play, or always stop.
type StopsScene struct {
	app  *scene.App
	back scene.Scene

	mine, Theirs [present.NumPoints]*widget.Stepper
	Reset        *widget.Button
	backBtn      *widget.Button

	Sk     widget.Skin
	chrome widget.Chrome
	Form   widget.Form
	keys   widget.Keys
	w, h   int
	sheet  widget.Box
	rowH   float64
	ctx    *scene.Context
}

// NewStops makes the priority stops screen; Back and Esc return to back.
func NewStops(app *scene.App, back scene.Scene) *StopsScene {
	s := &StopsScene{app: app, back: back, Form: widget.NewForm()}
	opts := present.WhenNames[:]
	for pt := range present.NumPoints {
		s.mine[pt] = &widget.Stepper{Options: opts, Index: int(app.Settings.Stops.Mine[pt]), OnChange: func(i int) {
			s.app.Settings.Stops.Mine[pt] = present.When(i)
			_ = s.app.SaveSettings()
		}}
		s.Theirs[pt] = &widget.Stepper{Options: opts, Index: int(app.Settings.Stops.Theirs[pt]), OnChange: func(i int) {
			s.app.Settings.Stops.Theirs[pt] = present.When(i)
			_ = s.app.SaveSettings()
		}}
	}
	s.Reset = &widget.Button{Label: "Defaults", OnPress: func() {
		s.app.Settings.Stops = present.DefaultStops()
		_ = s.app.SaveSettings()
		for pt := range present.NumPoints {
			s.mine[pt].Index = int(s.app.Settings.Stops.Mine[pt])
			s.Theirs[pt].Index = int(s.app.Settings.Stops.Theirs[pt])
		}
	}}
	s.backBtn = &widget.Button{Label: "Back", OnPress: s.goBack}
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
	s.Sk.Setup(s.app.Fonts, s.app.Table, widget.ScaleFor(w, h, s.app.Settings))
	u := s.Sk.U
	s.chrome.Layout(&s.Sk, w, h, "Priority stops")
	top := s.chrome.Top(&s.Sk) + 30*u
	s.rowH = math.Min(48*u, (float64(h)-top-130*u)/float64(present.NumPoints))
	sw := 900 * u
	s.sheet = widget.BoxAt((float64(w)-sw)/2, top, sw, float64(present.NumPoints)*s.rowH+20*u)
	ctlW := 230 * u
	var items []widget.Widget
	for pt := range present.NumPoints {
		y := s.sheet.Y0 + 10*u + float64(pt)*s.rowH
		ch := math.Min(36*u, s.rowH*0.82)
		s.mine[pt].Box = widget.BoxAt(s.sheet.X1-2*ctlW-40*u, y+(s.rowH-ch)/2, ctlW, ch)
		s.Theirs[pt].Box = widget.BoxAt(s.sheet.X1-ctlW-20*u, y+(s.rowH-ch)/2, ctlW, ch)
		items = append(items, s.mine[pt], s.Theirs[pt])
	}
	by := s.sheet.Y1 + 22*u
	s.Reset.Box = widget.BoxAt(float64(w)/2-190*u, by, 170*u, 46*u)
	s.backBtn.Box = widget.BoxAt(float64(w)/2+20*u, by, 170*u, 46*u)
	items = append(items, s.Reset, s.backBtn)
	s.Form.Set(items, s.mine[present.AtSummoning])
}

// Update implements Scene.
func (s *StopsScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&s.keys)
	s.ctx = ctx
	defer func() { s.ctx = nil }()
	if ctx.Fading() {
		return nil
	}
	if s.keys.Has(ebiten.KeyEscape) {
		s.goBack()
		return nil
	}
	s.Form.Update(&s.keys, ctx.Gestures, ctx.Cursor)
	return nil
}

// Resting implements scene.Rester: nothing here moves by itself.
func (s *StopsScene) Resting() bool { return !s.Form.Blinking() }

// Hot reports whether p is on one of the screen's controls
// (scene.Hotspots).
func (s *StopsScene) Hot(p input.Point) bool { return s.Form.At(p) >= 0 }

// Draw implements Scene.
func (s *StopsScene) Draw(screen *ebiten.Image) {
	sk := &s.Sk
	u := sk.U
	s.chrome.Draw(screen, sk, "With a play: stop when you could use a Scheme, an ability or a Deity power.", "Up and down to move  ·  ‹ › or Space to change  ·  Esc to go back")
	sk.Sheet(screen, s.sheet)
	hy := s.sheet.Y0 - 12*u
	render.DrawText(screen, "Your turn", sk.Small, s.mine[0].Box.X0+s.mine[0].Box.W()/2, hy, render.Center, render.Gilt)
	render.DrawText(screen, "Others' turns", sk.Small, s.Theirs[0].Box.X0+s.Theirs[0].Box.W()/2, hy, render.Center, render.Gilt)
	for pt := range present.NumPoints {
		y := s.sheet.Y0 + 10*u + float64(pt)*s.rowH
		c := render.Fade(render.Ivory, 0.88)
		if f := s.Form.Focused(); f == s.mine[pt] || f == s.Theirs[pt] {
			c = render.GiltLight
		}
		room := s.mine[pt].Box.X0 - 20*u - (s.sheet.X0 + 30*u)
		render.DrawText(screen, widget.FitText(present.PointNames[pt], sk.Label, room), sk.Label, s.sheet.X0+30*u, y+s.rowH/2, render.LeftMiddle, c)
	}
	s.Form.Draw(screen, sk)
}
