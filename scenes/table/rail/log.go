// Package rail is the match table's right rail below the card preview:
// the phase tracker, the chain (the items waiting to resolve, newest on
// top) and the game log (every event in plain words, newest at the foot).
// It lays them out in the room the table's layout gives them and draws
// them with the table's brush; the table hands it the view, the names and
// the card images.
package rail

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
	"twilight/rules"
	"twilight/rules/english"

	"twilight/scenes/widget"
)

// Faces are the table's faces the panels set their text in.
type Faces struct{ Small, Tiny *text.GoTextFace }

// Log is the game log: it follows new events unless the player scrolled
// up, can show only the events about the reader ("Mine"), can be enlarged
// over the chain's room (Large), and pointing at a line lights up its
// card on the table.
type Log struct {
	Large    bool
	mineOnly bool
	seen     int // log events read
	lines    []line
	top      int // lines scrolled up from the newest
	drawRun  int // consecutive draws by drawBy
	drawBy   int8
	hover    int            // the line under the pointer, or -1
	rows     []row          // where the lines were drawn last frame
	tabs     [3]widget.Rect // All, Mine, Larger/Smaller
	shown    []int          // indexes of the lines the filter lets through
	filterOf int            // the length of lines when shown was made
}

type line struct {
	text   string
	turn   bool // a turn header
	player int8 // who acted, or -1
	who    int8 // another player involved, or -1
	card   rules.CardID
	event  int // the log event shown (the last, for a run of draws)

	wrapped []string
	wrapW   float64
	wrapF   *text.GoTextFace
}

type row struct {
	r    widget.Rect
	line int
}

// NewLog is an empty log, enlarged or not.
func NewLog(large bool) Log { return Log{hover: -1, Large: large} }

// Seen is how many log events have been read.
func (l *Log) Seen() int { return l.seen }

// Read turns new log events into lines; a run of draws by one player
// reads as one line. It returns how many lines were added.
func (l *Log) Read(v *rules.State, viewer int8) int {
	if l.seen > len(v.Log) {
		l.seen, l.lines, l.top = 0, l.lines[:0], 0
	}
	before := len(l.lines)
	for k, e := range v.Log[l.seen:] {
		ln := line{text: v.Text(e, viewer), turn: e.Kind == rules.EvTurn, player: e.Player, who: e.Who, card: e.Card, event: l.seen + k}
		switch {
		case e.Kind == rules.EvDraw && l.drawRun > 0 && l.drawBy == e.Player && len(l.lines) > 0:
			l.drawRun++
			ln.text = v.PlayerName(e.Player) + " draws " + english.Count(l.drawRun, "card")
			ln.card = rules.NoCard
			l.lines[len(l.lines)-1] = ln
			continue
		case e.Kind == rules.EvDraw:
			l.drawRun, l.drawBy = 1, e.Player
		default:
			l.drawRun = 0
		}
		if ln.text != "" {
			l.lines = append(l.lines, ln)
		}
	}
	l.seen = len(v.Log)
	added := len(l.lines) - before
	if l.top > 0 {
		l.top += added // scrolled up: stay on the lines being read
	}
	return added
}

// visible lists the lines the filter lets through (all, or those about
// the reader and the turn headers).
func (l *Log) visible(viewer int8) []int {
	if l.filterOf == len(l.lines) && l.shown != nil {
		return l.shown
	}
	l.shown = l.shown[:0]
	for i := range l.lines {
		ln := &l.lines[i]
		if !l.mineOnly || ln.turn || ln.player == viewer || ln.who == viewer {
			l.shown = append(l.shown, i)
		}
	}
	l.filterOf = len(l.lines)
	return l.shown
}

// Scroll moves the view d lines up (into older lines) or down.
func (l *Log) Scroll(d int, viewer int8) {
	l.top = max(0, min(len(l.visible(viewer))-1, l.top+d))
}

// wrap is the line broken to width w in f, kept until either changes.
func (ln *line) wrap(f *text.GoTextFace, w float64) []string {
	if ln.wrapW != w || ln.wrapF != f {
		ln.wrapped = widget.WrapText(ln.text, f, w)
		ln.wrapW, ln.wrapF = w, f
	}
	return ln.wrapped
}

// HoverAt notes the line under (x, y): its card lights up on the table.
func (l *Log) HoverAt(x, y float64) {
	l.hover = -1
	for _, rw := range l.rows {
		if rw.r.Contains(x, y) {
			l.hover = rw.line
		}
	}
}

// Hovered is the line under the pointer: its card (NoCard for none) and
// the log event it shows; ok is false when the pointer is on no line.
func (l *Log) Hovered() (card rules.CardID, event int, ok bool) {
	if l.hover < 0 || l.hover >= len(l.lines) {
		return rules.NoCard, 0, false
	}
	return l.lines[l.hover].card, l.lines[l.hover].event, true
}

// HoveredRow is the topmost row drawn of the line under the pointer.
func (l *Log) HoveredRow() (top widget.Rect, ok bool) {
	for _, rw := range l.rows {
		if rw.line == l.hover && (!ok || rw.r.Y < top.Y) {
			top, ok = rw.r, true
		}
	}
	return top, ok
}

// OnTab reports whether (x, y) is on one of the log's tabs.
func (l *Log) OnTab(x, y float64) bool {
	return l.tabs[0].Contains(x, y) || l.tabs[1].Contains(x, y) || l.tabs[2].Contains(x, y)
}

// Click handles a click in the log: its tabs.
func (l *Log) Click(x, y float64) {
	switch {
	case l.tabs[0].Contains(x, y):
		l.mineOnly, l.top, l.shown = false, 0, nil
	case l.tabs[1].Contains(x, y):
		l.mineOnly, l.top, l.shown = true, 0, nil
	case l.tabs[2].Contains(x, y):
		l.Large = !l.Large
	}
}

// Draw draws the log in r: its header (All · Mine · Larger) and the
// newest lines that fit, with a mark when newer lines are below.
func (l *Log) Draw(dst *ebiten.Image, b *widget.Brush, f Faces, r widget.Rect, u float64, viewer int8) {
	headH := math.Round(f.Tiny.Size * 1.8)
	size := "Larger"
	if l.Large {
		size = "Smaller"
	}
	x := r.X
	for i, s := range [3]string{"All", "Mine", size} {
		w := widget.TextWidth(s, f.Tiny)
		l.tabs[i] = widget.Rect{X: x, Y: r.Y, W: w + 12*u, H: headH}
		c := render.Fade(render.Mist, 0.85)
		if on := (i == 0 && !l.mineOnly) || (i == 1 && l.mineOnly); on {
			c = render.GiltLight
			b.Rect(dst, widget.Rect{X: x + 4*u, Y: r.Y + headH - 2*u, W: w + 4*u, H: math.Max(1, u)}, render.Gilt)
		}
		b.Label(dst, s, f.Tiny, l.tabs[i], render.Center, c)
		x += w + 16*u
	}
	if l.top > 0 {
		nr := widget.Rect{X: r.X + r.W*0.55, Y: r.Y, W: r.W * 0.45, H: headH}
		b.Label(dst, "newer below", f.Tiny, widget.Rect{X: nr.X, Y: nr.Y, W: nr.W - 14*u, H: nr.H}, render.RightMiddle, render.Gilt)
		cx, cy := nr.X+nr.W-6*u, nr.Y+nr.H/2
		b.Line(dst, cx, cy-4*u, cx, cy+4*u, 2*u, 5*u, render.Gilt)
	}
	body := widget.Rect{X: r.X, Y: r.Y + headH, W: r.W, H: r.H - headH}
	lh := f.Small.Size * 1.3
	y := body.Y + body.H - lh
	l.rows = l.rows[:0]
	shown := l.visible(viewer)
	for k := len(shown) - l.top - 1; k >= 0 && y >= body.Y; k-- {
		i := shown[k]
		ln := &l.lines[i]
		wrapped := ln.wrap(f.Small, body.W-8)
		for j := len(wrapped) - 1; j >= 0 && y >= body.Y; j-- {
			c := render.Fade(render.Ivory, 0.82)
			if ln.turn {
				c = render.Gilt
			}
			if i == l.hover {
				b.Rect(dst, widget.Rect{X: body.X, Y: y, W: body.W, H: lh}, render.Fade(render.Gilt, 0.16))
			}
			ind := 0.0
			if j > 0 {
				ind = 10 * u
			}
			b.Label(dst, wrapped[j], f.Small, widget.Rect{X: body.X + ind, Y: y, W: body.W - ind, H: lh}, render.LeftMiddle, c)
			l.rows = append(l.rows, row{widget.Rect{X: body.X, Y: y, W: body.W, H: lh}, i})
			y -= lh
		}
	}
}

// DrawNote draws note in a box over the log, just above the line under
// the pointer (nothing when no line is).
func (l *Log) DrawNote(dst *ebiten.Image, b *widget.Brush, f *text.GoTextFace, u float64, note string) {
	row, ok := l.HoveredRow()
	if !ok {
		return
	}
	lh := f.Size * 1.3
	lines := widget.WrapText(note, f, row.W-16*u)
	h := float64(len(lines))*lh + 8*u
	box := widget.Rect{X: row.X, Y: max(row.Y-h, 0), W: row.W, H: h}
	b.Rect(dst, box, render.Fade(render.Ink, 0.94))
	b.Frame(dst, box, max(1, u), render.Gilt)
	for i, s := range lines {
		b.Label(dst, s, f, widget.Rect{X: box.X + 8*u, Y: box.Y + 4*u + lh*float64(i), W: box.W - 16*u, H: lh}, render.LeftMiddle, render.Ivory)
	}
}
