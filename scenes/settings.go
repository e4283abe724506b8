package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
)

// nearest is the index of the value in vs closest to v.
func nearest[T int | float64](vs []T, v T) int {
	best := 0
	for i := range vs {
		if math.Abs(float64(vs[i]-v)) < math.Abs(float64(vs[best]-v)) {
			best = i
		}
	}
	return best
}

// settingRow is one line of the Settings screen.
type settingRow struct {
	label, help string
	control     widget
}

// SettingsScene lets the player change the App's Settings. Every change
// is applied at once and saved (atomically) with App.SaveSettings; a
// failure to save is shown in plain words.
type SettingsScene struct {
	app  *App
	back Scene

	display, scale, anim, pace *Stepper
	confirmEnd, confirmTrade   *Toggle
	backBtn                    *Button
	rows                       []settingRow
	flow                       flowRows // hints, hand-over countdown, priority stops
	rowH                       float64

	// status is the line under the rows: "Saved." or what went wrong.
	status    string
	statusErr bool
	statusT   int

	// setFullscreen switches the window; tests replace it.
	setFullscreen func(bool)

	sk     skin
	chrome chrome
	form   form
	keys   keys
	w, h   int
	sheet  box
	ctx    *Context
}

// NewSettings makes the Settings screen; Back and Esc return to back.
func NewSettings(app *App, back Scene) *SettingsScene {
	s := &SettingsScene{app: app, back: back, form: newForm(), setFullscreen: ebiten.SetFullscreen}
	st := app.Settings
	full := 0
	if st.Fullscreen {
		full = 1
	}
	s.display = &Stepper{Options: displayChoices, Index: full, OnChange: func(i int) {
		s.app.Settings.Fullscreen = i == 1
		s.setFullscreen(i == 1)
		s.save()
	}}
	s.scale = &Stepper{Options: scaleChoices, Index: nearest(scaleValues, orOne(st.UIScale)), OnChange: func(i int) {
		s.app.Settings.UIScale = scaleValues[i]
		s.save()
		if s.w > 0 {
			s.Layout(s.w, s.h) // show the new size at once
		}
	}}
	s.anim = &Stepper{Options: animChoices, Index: nearest(animValues, st.AnimSpeed), OnChange: func(i int) {
		s.app.Settings.AnimSpeed = animValues[i]
		s.save()
	}}
	s.pace = &Stepper{Options: paceChoices, Index: nearest(paceValues, st.ComputerPaceMS), OnChange: func(i int) {
		s.app.Settings.ComputerPaceMS = paceValues[i]
		s.save()
	}}
	s.confirmEnd = &Toggle{On: st.ConfirmEndTurn, OnChange: func(on bool) {
		s.app.Settings.ConfirmEndTurn = on
		s.save()
	}}
	s.confirmTrade = &Toggle{On: st.ConfirmDeclineTrade, OnChange: func(on bool) {
		s.app.Settings.ConfirmDeclineTrade = on
		s.save()
	}}
	s.backBtn = &Button{Label: "Back", OnPress: s.goBack}
	s.flow = newFlowRows(s)
	s.rows = []settingRow{
		{"Display", "F11 switches at any time", s.display},
		{"Interface size", "cards and text at the table; menus fit the window", s.scale},
		{"Animation", "how quickly cards move and markers settle", s.anim},
		{"Computer pace", "the least time each computer move takes", s.pace},
		{"Confirm ending a turn", "when Fresh attackers have not attacked", s.confirmEnd},
		{"Confirm declining a trade", "before an offer is turned down", s.confirmTrade},
	}
	s.rows = append(s.rows, s.flow.rows()...)
	return s
}

func orOne(v float64) float64 {
	if v <= 0 {
		return 1
	}
	return v
}

// save writes the settings and says how it went.
func (s *SettingsScene) save() {
	s.statusT = 150
	if err := s.app.SaveSettings(); err != nil {
		s.status, s.statusErr = "Could not save the settings: "+plainError(err), true
		s.statusT = 0 // an error stays until the next change
		return
	}
	s.status, s.statusErr = "Saved.", false
	if s.app.Dir == "" {
		s.status = "Changed for this session (there is no settings folder to save in)."
	}
}

// Status is the line shown under the settings and whether it is an error.
func (s *SettingsScene) Status() (string, bool) { return s.status, s.statusErr }

func (s *SettingsScene) goBack() {
	if s.ctx != nil && s.back != nil {
		s.ctx.GoTo(s.back)
	}
}

// Layout implements Scene.
func (s *SettingsScene) Layout(w, h int) {
	s.w, s.h = w, h
	s.sk.setup(s.app.Fonts, scaleFor(w, h, s.app.Settings))
	u := s.sk.u
	s.chrome.layout(&s.sk, w, h, "Settings")
	top := s.chrome.top(&s.sk) + 8*u
	// Rows share the height left under the heading and over Back.
	rowH := math.Min(64*u, (float64(h)-top-190*u)/float64(len(s.rows)))
	s.rowH = rowH
	sw := 780 * u
	s.sheet = boxAt((float64(w)-sw)/2, top, sw, float64(len(s.rows))*rowH+28*u)
	ctlW := 250 * u
	var items []widget
	for i, r := range s.rows {
		y := s.sheet.y0 + 14*u + float64(i)*rowH
		ch := math.Min(40*u, rowH*0.8)
		b := boxAt(s.sheet.x1-34*u-ctlW, y+(rowH-ch)/2, ctlW, ch)
		switch c := r.control.(type) {
		case *Stepper:
			c.Box = b
		case *Toggle:
			c.Box = boxAt(b.x0+14*u, b.y0, b.w()-14*u, b.h())
		case *Button:
			c.Box = b
		}
		items = append(items, r.control)
	}
	s.backBtn.Box = boxAt(float64(w)/2-80*u, s.sheet.y1+26*u, 160*u, 46*u)
	items = append(items, s.backBtn)
	s.form.set(items, s.display)
}

// Update implements Scene.
func (s *SettingsScene) Update(ctx *Context) error {
	readKeys(&s.keys)
	s.update(ctx, &s.keys)
	return nil
}

func (s *SettingsScene) update(ctx *Context, in *keys) {
	s.ctx = ctx
	defer func() { s.ctx = nil }()
	// F11 (handled by the game) may have changed the window.
	s.display.Index = 0
	if s.app.Settings.Fullscreen {
		s.display.Index = 1
	}
	if s.statusT > 0 {
		s.statusT--
		if s.statusT == 0 {
			s.status = ""
		}
	}
	if ctx.fading() {
		return
	}
	if in.has(ebiten.KeyEscape) {
		s.goBack()
		return
	}
	s.form.update(in, ctx.Gestures, ctx.Cursor)
}

// Draw implements Scene.
func (s *SettingsScene) Draw(screen *ebiten.Image) {
	sk := &s.sk
	u := sk.u
	s.chrome.draw(screen, sk, "Every change is kept at once.", "Up and down to move  ·  ‹ › or Space to change  ·  Esc to go back")
	sk.sheet(screen, s.sheet)
	rowH := s.rowH
	for i, r := range s.rows {
		y := s.sheet.y0 + 14*u + float64(i)*rowH
		if i > 0 {
			// A faint hairline between rows.
			lx := s.sheet.x0 + 30*u
			sk.pen.Rule(screen, (lx+s.sheet.x1-30*u)/2, y, (s.sheet.w()-60*u)/2, u*0.45, render.Fade(render.Gilt, 0.35))
		}
		focused := s.form.focused() == r.control
		c := render.Fade(render.Ivory, 0.88)
		if focused {
			c = render.GiltLight
		}
		x := s.sheet.x0 + 36*u
		if rowH >= 60*u {
			render.DrawText(screen, r.label, sk.label, x, y+rowH*0.40, render.LeftMiddle, c)
			render.DrawText(screen, r.help, sk.note, x, y+rowH*0.74, render.LeftMiddle, render.Fade(render.Mist, 0.85))
		} else { // compact rows: the help beside the label, in the room left
			render.DrawText(screen, r.label, sk.label, x, y+rowH*0.5, render.LeftMiddle, c)
			hx := x + text.Advance(r.label, sk.label) + 14*u
			room := r.control.area().x0 - 24*u - hx
			if r.control == s.pace {
				room -= text.Advance("0.45 s", sk.small) + 14*u // the pace in seconds stands there
			}
			render.DrawText(screen, fitText(r.help, sk.small, room), sk.small, hx, y+rowH*0.5, render.LeftMiddle, render.Fade(render.Mist, 0.85))
		}
		if focused {
			sk.pen.Diamond(screen, s.sheet.x0+20*u, y+rowH*0.40, 4.5*u, render.Gilt)
		}
		if r.control == s.pace {
			ms := paceValues[s.pace.Index]
			render.DrawText(screen, fmt.Sprintf("%.2g s", float64(ms)/1000), sk.small, s.pace.Box.x0-14*u, s.pace.Box.y0+s.pace.Box.h()/2, render.RightMiddle, render.Fade(render.Mist, 0.9))
		}
	}
	s.form.draw(screen, sk)
	if s.status != "" {
		c, a := render.Fade(render.Ivory, 0.75), 1.0
		if s.statusErr {
			c = errorInk
		} else if s.statusT < 40 {
			a = float64(s.statusT) / 40
		}
		render.DrawText(screen, fitText(s.status, sk.note, float64(s.w)-120*u), sk.note, float64(s.w)/2, s.backBtn.Box.y1+30*u, render.Center, render.Fade(c, a))
	}
}
