package replays

import (
	"fmt"
	"image/color"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/render"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// ListScene is the Replays screen: the kept replays, newest first, each
// with its date, Deities, result and length; Watch opens the chosen one,
// and a path field imports a replay file into the list or exports the
// chosen one.
type ListScene struct {
	app  *scene.App
	back scene.Scene

	Entries                []folder.ReplayEntry
	list                   *replayList
	Path                   *widget.TextField
	watch, imp, exp, backB *widget.Button
	// Status is the last thing an action said: a refusal's reason, or
	// where a file went. Bad says it is a refusal.
	Status string
	Bad    bool

	Sk     widget.Skin
	chrome widget.Chrome
	Form   widget.Form
	keys   widget.Keys
	w, h   int
	ctx    *scene.Context
}

// NewList makes the Replays screen; back is where Back and Esc return.
func NewList(app *scene.App, back scene.Scene) *ListScene {
	l := &ListScene{app: app, back: back, Form: widget.NewForm()}
	l.list = &replayList{l: l, Rows: widget.Rows{RowH: 46, Open: func(int) { l.Watch() }, Pick: l.Select,
		Count: func() int { return len(l.Entries) }}}
	l.Path = &widget.TextField{Placeholder: "A file path to import from or export to", Max: 400}
	l.watch = &widget.Button{Label: "Watch", Primary: true, OnPress: l.Watch}
	l.imp = &widget.Button{Label: "Import", OnPress: l.Import}
	l.exp = &widget.Button{Label: "Export", OnPress: l.Export}
	l.backB = &widget.Button{Label: "Back", OnPress: l.leave}
	l.Form.OnEnter = l.Watch
	l.reload()
	return l
}

// reload reads the replays folder again.
func (l *ListScene) reload() {
	entries, err := l.app.Replays()
	l.Entries = entries
	if err != nil {
		l.say(true, "The replays folder could not be read: "+folder.PlainError(err))
	}
	l.list.Sel = min(l.list.Sel, max(0, len(entries)-1))
	l.enable()
}

func (l *ListScene) enable() {
	e, ok := l.Selected()
	l.watch.Disabled = !ok || e.Err != nil
	l.exp.Disabled = !ok
	l.imp.Disabled = l.app.Dir == ""
}

// Selected is the chosen entry.
func (l *ListScene) Selected() (folder.ReplayEntry, bool) {
	if l.list.Sel < 0 || l.list.Sel >= len(l.Entries) {
		return folder.ReplayEntry{}, false
	}
	return l.Entries[l.list.Sel], true
}

// Select chooses entry i.
func (l *ListScene) Select(i int) {
	if i >= 0 && i < len(l.Entries) {
		l.list.Sel = i
		l.list.Show(i)
		l.enable()
	}
}

func (l *ListScene) say(bad bool, s string) { l.Status, l.Bad = widget.Sentence(s), bad }

// Watch opens the chosen replay, or says why it cannot be watched.
func (l *ListScene) Watch() {
	e, ok := l.Selected()
	if !ok {
		return
	}
	v, err := Open(l.app, e.Path, l)
	if err != nil {
		l.say(true, "This replay cannot be watched. "+folder.PlainError(err))
		return
	}
	if l.ctx != nil {
		l.ctx.GoTo(v)
	}
}

// Import checks the file the path field names and adds it to the list.
func (l *ListScene) Import() {
	path := strings.TrimSpace(l.Path.Value())
	if path == "" {
		l.say(true, "Type the path of a replay file to import first.")
		return
	}
	kept, err := l.app.ImportReplay(path)
	if err != nil {
		l.say(true, "The file was not imported. "+folder.PlainError(err))
		return
	}
	l.reload()
	for i, e := range l.Entries {
		if e.Path == kept {
			l.Select(i)
		}
	}
	l.say(false, "Imported "+filepath.Base(path)+".")
}

// Export copies the chosen replay to the path field's file (or into its
// folder).
func (l *ListScene) Export() {
	e, ok := l.Selected()
	path := strings.TrimSpace(l.Path.Value())
	switch {
	case !ok:
		return
	case path == "":
		l.say(true, "Type the path to export to first (a file, or a folder).")
		return
	}
	if err := folder.ExportReplay(e.Path, path); err != nil {
		l.say(true, "The replay was not exported. "+folder.PlainError(err))
		return
	}
	l.say(false, "Exported to "+path+".")
}

func (l *ListScene) leave() {
	if l.ctx != nil {
		l.ctx.GoTo(l.back)
	}
}

// Layout implements Scene.
func (l *ListScene) Layout(w, h int) {
	l.w, l.h = w, h
	l.Sk.Setup(l.app.Fonts, l.app.Table, widget.ScaleFor(w, h, l.app.Settings))
	u := l.Sk.U
	l.chrome.Layout(&l.Sk, w, h, "Replays")
	top := l.chrome.Top(&l.Sk)
	left, width := float64(w)/2-520*u, 1040*u
	foot := float64(h) - 70*u
	l.list.Place(widget.BoxAt(left, top, width, foot-top-150*u), u)
	row := l.list.Box.Y1 + 20*u
	l.Path.Box = widget.BoxAt(left, row, width-2*(140*u+16*u), 44*u)
	l.imp.Box = widget.BoxAt(l.Path.Box.X1+16*u, row, 140*u, 44*u)
	l.exp.Box = widget.BoxAt(l.imp.Box.X1+16*u, row, 140*u, 44*u)
	by := row + 44*u + 24*u
	l.watch.Box = widget.BoxAt(left+width-180*u, by, 180*u, 48*u)
	l.backB.Box = widget.BoxAt(l.watch.Box.X0-24*u-150*u, by, 150*u, 48*u)
	l.Form.Set([]widget.Widget{l.list, l.Path, l.imp, l.exp, l.backB, l.watch}, l.list)
}

// Update implements Scene.
func (l *ListScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&l.keys)
	l.Handle(ctx, &l.keys)
	return nil
}

// Resting implements scene.Rester: nothing here moves by itself.
func (l *ListScene) Resting() bool { return !l.Form.Blinking() }

// Hot reports whether p is on one of the screen's controls
// (scene.Hotspots).
func (l *ListScene) Hot(p input.Point) bool { return l.Form.At(p) >= 0 }

// Handle runs one tick of input (tests hand their own keys).
func (l *ListScene) Handle(ctx *scene.Context, in *widget.Keys) {
	l.ctx = ctx
	defer func() { l.ctx = nil }()
	if ctx.Fading() {
		return
	}
	if in.Has(ebiten.KeyEscape) {
		l.leave()
		return
	}
	l.list.Wheel(in.Wheel, ctx.Cursor)
	l.Form.Update(in, ctx.Gestures, ctx.Cursor)
}

// Draw implements Scene.
func (l *ListScene) Draw(screen *ebiten.Image) {
	sk := &l.Sk
	sub := fmt.Sprintf("The last %d finished matches are kept, newest first.", folder.KeepReplays)
	l.chrome.Draw(screen, sk, sub, "Enter to watch  ·  Up and Down to choose  ·  Esc to go back")
	l.Form.Draw(screen, sk)
	if l.Status != "" {
		ink := render.Fade(render.Ivory, 0.8)
		if l.Bad {
			ink = widget.ErrorInk
		}
		u := sk.U
		y := l.Path.Box.Y1 + 16*u
		lines := widget.Wrap(l.Status, sk.Note, l.backB.Box.X0-l.Path.Box.X0-20*u)
		for i, line := range lines[:min(len(lines), 3)] {
			render.DrawText(screen, line, sk.Note, l.Path.Box.X0, y+float64(i)*18*u, render.LeftMiddle, ink)
		}
	}
}

// replayList is the list of replays: one row each, Up and Down choose,
// Enter or a second click on the chosen row watches it.
type replayList struct {
	widget.Rows
	l *ListScene
}

func (r *replayList) Draw(dst *ebiten.Image, sk *widget.Skin, st widget.WidgetState) {
	u := sk.U
	x0, x1 := r.Box.X0+24*u, r.Box.X1-24*u
	cols := []float64{x0, x0 + 190*u, x0 + 560*u, x1}
	r.Heading(dst, sk, cols, "Played", "Deities", "Result", "Turns")
	if len(r.l.Entries) == 0 {
		render.DrawText(dst, "No replays yet: every match you finish from New match is kept here.", sk.Note,
			(r.Box.X0+r.Box.X1)/2, r.Box.Y0+r.Box.H()/2, render.Center, render.Fade(render.Ivory, 0.7))
		return
	}
	r.Each(dst, len(r.l.Entries), st.Focused, func(i int, cy float64, ink color.RGBA) {
		e := r.l.Entries[i]
		render.DrawText(dst, e.When.Local().Format("2 Jan 2006 15:04"), sk.Label, cols[0], cy, render.LeftMiddle, ink)
		if e.Err != nil {
			why := "Cannot be read: " + folder.PlainError(e.Err)
			render.DrawText(dst, widget.FitText(why, sk.Note, cols[3]-cols[1]), sk.Note, cols[1], cy, render.LeftMiddle, widget.ErrorInk)
			return
		}
		sep := " v "
		if e.Teams {
			sep = ", "
		}
		render.DrawText(dst, widget.FitText(strings.Join(e.Deities, sep), sk.Label, cols[2]-cols[1]-14*u), sk.Label, cols[1], cy, render.LeftMiddle, ink)
		render.DrawText(dst, widget.FitText(e.Result, sk.Label, cols[3]-cols[2]-70*u), sk.Label, cols[2], cy, render.LeftMiddle, ink)
		render.DrawText(dst, fmt.Sprint(e.Turns), sk.Label, cols[3], cy, render.RightMiddle, ink)
	})
}

// Open reads, checks and opens the replay file at path for watching;
// back is where the viewer returns. A file that does not play out is
// refused with the reason and the action at fault.
func Open(app *scene.App, path string, back scene.Scene) (*WatchScene, error) {
	f, err := folder.ReadReplayFile(path)
	if err != nil {
		return nil, err
	}
	p, err := f.Open()
	if err != nil {
		return nil, err
	}
	return NewWatch(app, p, back)
}
