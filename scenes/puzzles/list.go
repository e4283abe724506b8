package puzzles

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/assets"
	"twilight/input"
	"twilight/present/puzzle"
	"twilight/render"

	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// ListScene is the Puzzles screen: one row a puzzle with its title, its
// task and whether it was solved; Play (Enter, a second click on the
// chosen row) opens the chosen one.
type ListScene struct {
	app  *scene.App
	back scene.Scene

	Puzzles []*puzzle.Puzzle
	// Solved are the names of the solved puzzles.
	Solved map[string]bool
	// Status says why the puzzles or one of them could not be opened.
	Status string

	list        *puzzleList
	play, backB *widget.Button
	Sk          widget.Skin
	chrome      widget.Chrome
	Form        widget.Form
	keys        widget.Keys
	ctx         *scene.Context
}

// NewList makes the Puzzles screen; back is where Back and Esc return.
func NewList(app *scene.App, back scene.Scene) *ListScene {
	l := &ListScene{app: app, back: back, Form: widget.NewForm()}
	l.list = &puzzleList{l: l, Rows: widget.Rows{RowH: 42, Open: l.Open, Pick: l.Select,
		Count: func() int { return len(l.Puzzles) }}}
	l.play = &widget.Button{Label: "Play", Primary: true, OnPress: func() { l.Open(l.list.Sel) }}
	l.backB = &widget.Button{Label: "Back", OnPress: l.leave}
	l.Form.OnEnter = func() { l.Open(l.list.Sel) }
	ps, err := puzzle.Load(assets.Puzzles())
	if err != nil {
		l.Status = "The puzzles could not be read: " + err.Error()
	}
	l.Puzzles = ps
	l.Solved = app.SolvedPuzzles()
	l.play.Disabled = len(ps) == 0
	return l
}

// Selected is the index of the chosen puzzle.
func (l *ListScene) Selected() int { return l.list.Sel }

// Select chooses puzzle i.
func (l *ListScene) Select(i int) {
	if i >= 0 && i < len(l.Puzzles) {
		l.list.Sel = i
		l.list.Show(i)
	}
}

// Open plays puzzle i on the table, or says why it cannot be played.
func (l *ListScene) Open(i int) {
	if i < 0 || i >= len(l.Puzzles) {
		return
	}
	p, err := NewPlay(l.app, l, i)
	if err != nil {
		l.Status = widget.Sentence("This puzzle cannot be played: " + err.Error())
		return
	}
	if l.ctx != nil {
		l.ctx.GoTo(p)
	}
}

// markSolved remembers puzzle name as solved, here and in the folder.
func (l *ListScene) markSolved(name string) {
	l.Solved[name] = true
	if err := l.app.MarkPuzzleSolved(name); err != nil {
		l.Status = widget.Sentence("Solved, but the mark could not be saved: " + err.Error())
	}
}

func (l *ListScene) leave() {
	if l.ctx != nil {
		l.ctx.GoTo(l.back)
	}
}

// Layout implements Scene: the list on a sheet 1040 wide under the
// heading, Back and Play under it on the right.
func (l *ListScene) Layout(w, h int) {
	l.Sk.Setup(l.app.Fonts, l.app.Table, widget.ScaleFor(w, h, l.app.Settings))
	u := l.Sk.U
	l.chrome.Layout(&l.Sk, w, h, "Puzzles")
	list := widget.BoxAt(float64(w)/2-520*u, l.chrome.Top(&l.Sk), 1040*u, 0)
	list.Y1 = float64(h) - 110*u
	l.list.Place(list, u)
	l.play.Box = widget.BoxAt(list.X1-180*u, list.Y1+20*u, 180*u, 48*u)
	l.backB.Box = widget.BoxAt(l.play.Box.X0-24*u-150*u, l.play.Box.Y0, 150*u, 48*u)
	l.Form.Set([]widget.Widget{l.list, l.backB, l.play}, l.list)
}

// Update implements Scene.
func (l *ListScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&l.keys)
	l.Handle(ctx, &l.keys)
	return nil
}

// Resting implements scene.Rester: nothing here moves by itself.
func (l *ListScene) Resting() bool { return true }

// Hot reports whether p is on one of the screen's controls
// (scene.Hotspots).
func (l *ListScene) Hot(p input.Point) bool { return l.Form.At(p) >= 0 }

// Handle runs one tick of input (tests hand their own keys): Esc goes
// back, the rest goes to the list and the buttons.
func (l *ListScene) Handle(ctx *scene.Context, in *widget.Keys) {
	l.ctx = ctx
	defer func() { l.ctx = nil }()
	switch {
	case ctx.Fading():
	case in.Has(ebiten.KeyEscape):
		l.leave()
	default:
		l.list.Wheel(in.Wheel, ctx.Cursor)
		l.Form.Update(in, ctx.Gestures, ctx.Cursor)
	}
}

// Draw implements Scene.
func (l *ListScene) Draw(screen *ebiten.Image) {
	sk := &l.Sk
	sub := fmt.Sprintf("Short positions to solve: %d of %d solved. Each asks for the right move; H asks the computer for a hint.",
		len(l.solvedHere()), len(l.Puzzles))
	l.chrome.Draw(screen, sk, sub, "Enter to play  ·  Up and Down to choose  ·  Esc to go back")
	l.Form.Draw(screen, sk)
	if l.Status != "" {
		u := sk.U
		w := l.backB.Box.X0 - l.list.Box.X0 - 20*u
		render.DrawText(screen, widget.FitText(l.Status, sk.Note, w), sk.Note, l.list.Box.X0, l.play.Box.Y0+24*u, render.LeftMiddle, widget.ErrorInk)
	}
}

// solvedHere is the solved puzzles that are in the list.
func (l *ListScene) solvedHere() []string {
	var out []string
	for _, p := range l.Puzzles {
		if l.Solved[p.Name] {
			out = append(out, p.Name)
		}
	}
	return out
}

// puzzleList is the list: one row each, Up and Down choose, Enter or a
// second click on the chosen row plays it.
type puzzleList struct {
	widget.Rows
	l *ListScene
}

// RowCentre is the middle of puzzle i's row (for tests' clicks).
func (l *ListScene) RowCentre(i int) input.Point { return l.list.Centre(i) }

func (r *puzzleList) Draw(dst *ebiten.Image, sk *widget.Skin, st widget.WidgetState) {
	u := sk.U
	x0, x1 := r.Box.X0+24*u, r.Box.X1-24*u
	cols := []float64{x0, x0 + 40*u, x0 + 330*u, x1}
	r.Heading(dst, sk, cols, "", "Puzzle", "Task", "Solved")
	r.Each(dst, len(r.l.Puzzles), st.Focused, func(i int, cy float64, ink color.RGBA) {
		p := r.l.Puzzles[i]
		render.DrawText(dst, fmt.Sprint(i+1), sk.Label, cols[0], cy, render.LeftMiddle, ink)
		render.DrawText(dst, widget.FitText(p.Title, sk.Label, cols[2]-cols[1]-14*u), sk.Label, cols[1], cy, render.LeftMiddle, ink)
		render.DrawText(dst, widget.FitText(p.Task, sk.Small, cols[3]-cols[2]-110*u), sk.Small, cols[2], cy, render.LeftMiddle, ink)
		if r.l.Solved[p.Name] {
			render.DrawText(dst, "Solved", sk.Small, cols[3], cy, render.RightMiddle, render.GiltLight)
		}
	})
}
