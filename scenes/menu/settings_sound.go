package menu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/render"
	"twilight/sound"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// SoundScene sets the volumes (master, effects, music) and mute. Each
// change is heard at once (a changed effects volume plays a sample
// sound), applied to the player and saved. It says when the machine has
// no audio device.
type SoundScene struct {
	app  *scene.App
	back scene.Scene

	Master, Effects, Music *widget.Stepper
	Mute                   *widget.Toggle
	backBtn                *widget.Button
	rows                   []settingRow

	Sk     widget.Skin
	chrome widget.Chrome
	Form   widget.Form
	keys   widget.Keys
	w, h   int
	sheet  widget.Box
	rowH   float64
	ctx    *scene.Context
}

// NewSound makes the sound settings screen; Back and Esc return to back.
func NewSound(app *scene.App, back scene.Scene) *SoundScene {
	s := &SoundScene{app: app, back: back, Form: widget.NewForm()}
	st := &app.Settings
	volume := func(v *int, sample sound.Cue) *widget.Stepper {
		return &widget.Stepper{Options: folder.VolumeChoices, Index: nearest(folder.VolumeValues, *v), OnChange: func(i int) {
			*v = folder.VolumeValues[i]
			s.changed(sample)
		}}
	}
	s.Master = volume(&st.MasterVolume, sound.Drop)
	s.Effects = volume(&st.EffectsVolume, sound.Drop)
	s.Music = volume(&st.MusicVolume, 0) // the bed playing under this screen is the sample
	s.Mute = &widget.Toggle{On: st.Muted, OnChange: func(on bool) {
		st.Muted = on
		s.changed(sound.Drop)
	}}
	s.backBtn = &widget.Button{Label: "Back", OnPress: s.goBack}
	s.rows = []settingRow{
		{"Master volume", "every sound of the game", s.Master},
		{"Effects", "cards, blows, the turn, the end of a match", s.Effects},
		{"Music", "the quiet bed under the table and the menus", s.Music},
		{"Mute", "M mutes or brings the sound back at any time", s.Mute},
	}
	return s
}

// changed applies the volumes, saves them and plays sample (0: none) at
// the new volume.
func (s *SoundScene) changed(sample sound.Cue) {
	s.app.SoundChanged()
	_ = s.app.SaveSettings() // the main Settings screen reports failures to save
	if sample != 0 {
		s.app.Audio.Play(sample)
	}
}

func (s *SoundScene) goBack() {
	if s.ctx != nil && s.back != nil {
		s.ctx.GoTo(s.back)
	}
}

// Layout implements Scene.
func (s *SoundScene) Layout(w, h int) {
	s.w, s.h = w, h
	s.Sk.Setup(s.app.Fonts, s.app.Table, widget.ScaleFor(w, h, s.app.Settings))
	u := s.Sk.U
	s.chrome.Layout(&s.Sk, w, h, "Sound")
	top := s.chrome.Top(&s.Sk) + 30*u
	var items []widget.Widget
	s.sheet, s.rowH, items = layoutRows(u, w, h, top, s.rows)
	s.backBtn.Box = widget.BoxAt(float64(w)/2-80*u, s.sheet.Y1+40*u, 160*u, 46*u)
	items = append(items, s.backBtn)
	s.Form.Set(items, s.Master)
}

// Update implements Scene.
func (s *SoundScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&s.keys)
	s.ctx = ctx
	defer func() { s.ctx = nil }()
	// The M key (handled by the game) may have changed the mute.
	s.Mute.On = s.app.Settings.Muted
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
func (s *SoundScene) Resting() bool { return !s.Form.Blinking() }

// Hot reports whether p is on one of the screen's controls
// (scene.Hotspots).
func (s *SoundScene) Hot(p input.Point) bool { return s.Form.At(p) >= 0 }

// Draw implements Scene.
func (s *SoundScene) Draw(screen *ebiten.Image) {
	sk := &s.Sk
	u := sk.U
	note := "Every change is heard and kept at once."
	silent, why := s.app.Audio.Silent()
	if silent {
		note = "No sound can play on this computer now; the volumes are kept for when it can."
	}
	s.chrome.Draw(screen, sk, note, "Up and down to move  ·  ‹ › or Space to change  ·  Esc to go back")
	sk.Sheet(screen, s.sheet)
	if silent { // the reason, under the sheet (the Back button is lower)
		render.DrawText(screen, widget.FitText("Why: "+why, sk.Small, s.sheet.W()), sk.Small, float64(s.w)/2, s.sheet.Y1+12*u,
			render.Center, render.Fade(render.Mist, 0.8))
	}
	for i, r := range s.rows {
		y := s.sheet.Y0 + 14*u + float64(i)*s.rowH
		focused := s.Form.Focused() == r.control
		c := render.Fade(render.Ivory, 0.88)
		if focused {
			c = render.GiltLight
			sk.Pen.Diamond(screen, s.sheet.X0+20*u, y+s.rowH*0.40, 4.5*u, render.Gilt)
		}
		x := s.sheet.X0 + 36*u
		render.DrawText(screen, r.label, sk.Label, x, y+s.rowH*0.40, render.LeftMiddle, c)
		room := r.control.Area().X0 - 24*u - x
		render.DrawText(screen, widget.FitText(r.help, sk.Note, room), sk.Note, x, y+s.rowH*0.74, render.LeftMiddle, render.Fade(render.Mist, 0.85))
	}
	s.Form.Draw(screen, sk)
}
