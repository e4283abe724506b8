package menu

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
	"twilight/render"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
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
	control     widget.Widget
}

// SettingsScene lets the player change the App's Settings. Every change
// is applied at once and saved (atomically) with App.SaveSettings; a
// failure to save is shown in plain words.
type SettingsScene struct {
	app  *scene.App
	back scene.Scene

	Display, Scale, Anim, Pace *widget.Stepper
	ConfirmEnd, ConfirmTrade   *widget.Toggle
	AskFirst                   *widget.Toggle
	LoneTarget                 *widget.Toggle
	ComputerHint               *widget.Toggle
	backBtn                    *widget.Button
	rows                       []settingRow
	Flow                       flowRows // hints, hand-over countdown, priority stops
	rowH                       float64

	// status is the line under the rows: "Saved." or what went wrong.
	status    string
	statusErr bool
	statusT   int

	// SetFullscreen switches the window; tests replace it.
	SetFullscreen func(bool)

	Sk     widget.Skin
	chrome widget.Chrome
	Form   widget.Form
	keys   widget.Keys
	w, h   int
	sheet  widget.Box
	ctx    *scene.Context
}

// NewSettings makes the Settings screen; Back and Esc return to back.
func NewSettings(app *scene.App, back scene.Scene) *SettingsScene {
	s := &SettingsScene{app: app, back: back, Form: widget.NewForm(), SetFullscreen: ebiten.SetFullscreen}
	st := app.Settings
	full := 0
	if st.Fullscreen {
		full = 1
	}
	s.Display = &widget.Stepper{Options: folder.DisplayChoices, Index: full, OnChange: func(i int) {
		s.app.Settings.Fullscreen = i == 1
		s.SetFullscreen(i == 1)
		s.save()
	}}
	s.Scale = &widget.Stepper{Options: folder.ScaleChoices, Index: nearest(folder.ScaleValues, orOne(st.UIScale)), OnChange: func(i int) {
		s.app.Settings.UIScale = folder.ScaleValues[i]
		s.save()
		if s.w > 0 {
			s.Layout(s.w, s.h) // show the new size at once
		}
	}}
	s.Anim = &widget.Stepper{Options: folder.AnimChoices, Index: nearest(folder.AnimValues, st.AnimSpeed), OnChange: func(i int) {
		s.app.Settings.AnimSpeed = folder.AnimValues[i]
		s.save()
	}}
	s.Pace = &widget.Stepper{Options: folder.PaceChoices, Index: nearest(folder.PaceValues, st.ComputerPaceMS), OnChange: func(i int) {
		s.app.Settings.ComputerPaceMS = folder.PaceValues[i]
		s.save()
	}}
	s.ConfirmEnd = &widget.Toggle{On: st.ConfirmEndTurn, OnChange: func(on bool) {
		s.app.Settings.ConfirmEndTurn = on
		s.save()
	}}
	s.ConfirmTrade = &widget.Toggle{On: st.ConfirmDeclineTrade, OnChange: func(on bool) {
		s.app.Settings.ConfirmDeclineTrade = on
		s.save()
	}}
	s.AskFirst = &widget.Toggle{On: st.AskFirst, OnChange: func(on bool) {
		s.app.Settings.AskFirst = on
		s.save()
	}}
	s.LoneTarget = &widget.Toggle{On: st.LoneTarget, OnChange: func(on bool) {
		s.app.Settings.LoneTarget = on
		s.save()
	}}
	s.ComputerHint = &widget.Toggle{On: st.ComputerHint, OnChange: func(on bool) {
		s.app.Settings.ComputerHint = on
		s.save()
	}}
	s.backBtn = &widget.Button{Label: "Back", OnPress: s.goBack}
	s.Flow = newFlowRows(s)
	s.rows = []settingRow{
		{"Display", "F11 switches at any time", s.Display},
		{"Interface size", "cards and text at the table; menus fit the window", s.Scale},
		{"Animation", "how quickly cards move; Instant also cuts between screens", s.Anim},
		{"Computer pace", "the least time each computer move takes", s.Pace},
		{"Confirm ending a turn", "when Fresh attackers have not attacked", s.ConfirmEnd},
		{"Confirm declining a trade", "before an offer is turned down", s.ConfirmTrade},
		{"Ask before risky moves", "harming your own card, or a summon that forces a discard", s.AskFirst},
		{"Choose a lone target", "when an effect has only one possible target", s.LoneTarget},
		{"Ask the computer", "what it would play: H or the button at the table", s.ComputerHint},
	}
	s.rows = append(s.rows, s.Flow.rows()...)
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
		s.status, s.statusErr = "Could not save the settings: "+folder.PlainError(err), true
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
	s.Sk.Setup(s.app.Fonts, s.app.Table, widget.ScaleFor(w, h, s.app.Settings))
	u := s.Sk.U
	s.chrome.Layout(&s.Sk, w, h, "Settings")
	top := s.chrome.Top(&s.Sk) + 8*u
	var items []widget.Widget
	s.sheet, s.rowH, items = layoutRows(u, w, h, top, s.rows)
	s.backBtn.Box = widget.BoxAt(float64(w)/2-80*u, s.sheet.Y1+26*u, 160*u, 46*u)
	items = append(items, s.backBtn)
	s.Form.Set(items, s.Display)
}

// layoutRows lays rows of a label and a control out on a sheet from top
// down, the rows sharing the height left over the Back button (at most
// 64 u each), and places each control at its row's right: the sheet, the
// row height, and the controls in order.
func layoutRows(u float64, w, h int, top float64, rows []settingRow) (sheet widget.Box, rowH float64, items []widget.Widget) {
	rowH = math.Min(64*u, (float64(h)-top-190*u)/float64(len(rows)))
	sw := 780 * u
	sheet = widget.BoxAt((float64(w)-sw)/2, top, sw, float64(len(rows))*rowH+28*u)
	ctlW := 250 * u
	for i, r := range rows {
		y := sheet.Y0 + 14*u + float64(i)*rowH
		ch := math.Min(40*u, rowH*0.86) // 13 rows at 720 px: the toggles' "On" still fits
		b := widget.BoxAt(sheet.X1-34*u-ctlW, y+(rowH-ch)/2, ctlW, ch)
		switch c := r.control.(type) {
		case *widget.Stepper:
			c.Box = b
		case *widget.Toggle:
			c.Box = widget.BoxAt(b.X0+14*u, b.Y0, b.W()-14*u, b.H())
		case *widget.Button:
			c.Box = b
		}
		items = append(items, r.control)
	}
	return sheet, rowH, items
}

// Update implements Scene.
func (s *SettingsScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&s.keys)
	s.Handle(ctx, &s.keys)
	return nil
}

// Resting implements scene.Rester: the picture changes by itself only
// while the saved-settings note fades or a caret blinks.
func (s *SettingsScene) Resting() bool { return s.statusT == 0 && !s.Form.Blinking() }

// Hot reports whether p is on one of the screen's controls
// (scene.Hotspots).
func (s *SettingsScene) Hot(p input.Point) bool { return s.Form.At(p) >= 0 }

func (s *SettingsScene) Handle(ctx *scene.Context, in *widget.Keys) {
	s.ctx = ctx
	defer func() { s.ctx = nil }()
	// F11 (handled by the game) may have changed the window.
	s.Display.Index = 0
	if s.app.Settings.Fullscreen {
		s.Display.Index = 1
	}
	if s.statusT > 0 {
		s.statusT--
		if s.statusT == 0 {
			s.status = ""
		}
	}
	if ctx.Fading() {
		return
	}
	if in.Has(ebiten.KeyEscape) {
		s.goBack()
		return
	}
	s.Form.Update(in, ctx.Gestures, ctx.Cursor)
}

// Draw implements Scene.
func (s *SettingsScene) Draw(screen *ebiten.Image) {
	sk := &s.Sk
	u := sk.U
	s.chrome.Draw(screen, sk, "Every change is kept at once.", "Up and down to move  ·  ‹ › or Space to change  ·  Esc to go back")
	sk.Sheet(screen, s.sheet)
	rowH := s.rowH
	for i, r := range s.rows {
		y := s.sheet.Y0 + 14*u + float64(i)*rowH
		if i > 0 {
			// A faint hairline between rows.
			lx := s.sheet.X0 + 30*u
			sk.Pen.Rule(screen, (lx+s.sheet.X1-30*u)/2, y, (s.sheet.W()-60*u)/2, u*0.45, render.Fade(render.Gilt, 0.35))
		}
		focused := s.Form.Focused() == r.control
		c := render.Fade(render.Ivory, 0.88)
		if focused {
			c = render.GiltLight
		}
		x := s.sheet.X0 + 36*u
		if rowH >= 60*u {
			render.DrawText(screen, r.label, sk.Label, x, y+rowH*0.40, render.LeftMiddle, c)
			render.DrawText(screen, r.help, sk.Note, x, y+rowH*0.74, render.LeftMiddle, render.Fade(render.Mist, 0.85))
		} else { // compact rows: the help beside the label, in the room left
			render.DrawText(screen, r.label, sk.Label, x, y+rowH*0.5, render.LeftMiddle, c)
			hx := x + text.Advance(r.label, sk.Label) + 14*u
			room := r.control.Area().X0 - 24*u - hx
			if r.control == s.Pace {
				room -= text.Advance("0.45 s", sk.Small) + 14*u // the pace in seconds stands there
			}
			shown := widget.FitText(r.help, sk.Small, room)
			render.DrawText(screen, shown, sk.Small, hx, y+rowH*0.5, render.LeftMiddle, render.Fade(render.Mist, 0.85))
			if focused && shown != r.help {
				// Cut to fit its row: the focused row's help is read in
				// full under the sheet.
				render.DrawText(screen, widget.FitText(widget.Sentence(r.help), sk.Note, float64(s.w)-80*u), sk.Note, float64(s.w)/2, s.sheet.Y1+13*u, render.Center, render.Fade(render.Ivory, 0.8))
			}
		}
		if focused {
			sk.Pen.Diamond(screen, s.sheet.X0+20*u, y+rowH*0.40, 4.5*u, render.Gilt)
		}
		if r.control == s.Pace {
			ms := folder.PaceValues[s.Pace.Index]
			render.DrawText(screen, fmt.Sprintf("%.2g s", float64(ms)/1000), sk.Small, s.Pace.Box.X0-14*u, s.Pace.Box.Y0+s.Pace.Box.H()/2, render.RightMiddle, render.Fade(render.Mist, 0.9))
		}
	}
	s.Form.Draw(screen, sk)
	if s.status != "" {
		c, a := render.Fade(render.Ivory, 0.75), 1.0
		if s.statusErr {
			c = widget.ErrorInk
		} else if s.statusT < 40 {
			a = float64(s.statusT) / 40
		}
		render.DrawText(screen, widget.FitText(s.status, sk.Note, float64(s.w)-120*u), sk.Note, float64(s.w)/2, s.backBtn.Box.Y1+30*u, render.Center, render.Fade(c, a))
	}
}
