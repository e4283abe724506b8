package rail

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"
	"twilight/rules"
	"twilight/rules/english"

	"twilight/scenes/table/layout"
	"twilight/scenes/widget"
)

// Rail is the room of the chain and the log: from the top of Room (the
// layout's chain place) to Foot (the foot of the layout's log place).
type Rail struct {
	Room  widget.Rect
	Foot  float64
	U     float64
	Faces Faces
	// Items is the number of items on the chain; Large, whether the log
	// is enlarged over the chain's room.
	Items int
	Large bool
}

// head is the height of the chain's heading.
func (r Rail) head() float64 { return math.Round(26 * r.U) }

// RowH is the height of one chain row: a title line and a name line.
func (r Rail) RowH() float64 {
	return math.Ceil(math.Max(r.Faces.Small.Size*1.3+r.Faces.Tiny.Size*1.25+6*r.U, 30*r.U))
}

// Chain is the chain panel: as tall as its items need (a line when it is
// empty), at most most of the room.
func (r Rail) Chain() widget.Rect {
	rest := widget.Rect{X: r.Room.X, Y: r.Room.Y, W: r.Room.W, H: r.Foot - r.Room.Y}
	want := r.head() + float64(r.Items)*r.RowH()
	most := rest.H * 0.62
	if r.Large {
		most = rest.H * 0.3
	}
	if r.Items == 0 {
		want = r.head()
	}
	return widget.Rect{X: rest.X, Y: rest.Y, W: rest.W, H: math.Min(want, most)}
}

// Log is the log panel: the room under the chain.
func (r Rail) Log() widget.Rect {
	c := r.Chain()
	gap := math.Round(8 * r.U)
	return widget.Rect{X: c.X, Y: c.Y + c.H + gap, W: c.W, H: r.Foot - (c.Y + c.H + gap)}
}

// Rows are the rectangles of the chain panel's rows that fit, newest
// first; more reports how many items did not fit.
func (r Rail) Rows() (rows []widget.Rect, more int) {
	c := r.Chain()
	rowH := r.RowH()
	fit := int(math.Max(0, math.Floor((c.H-r.head())/rowH)))
	if fit < r.Items {
		// The last line says how many more.
		fit = int(math.Max(0, math.Floor((c.H-r.head()-r.Faces.Tiny.Size*1.4)/rowH)))
	}
	k := min(r.Items, fit)
	rows = make([]widget.Rect, k)
	for i := range rows {
		rows[i] = widget.Rect{X: c.X, Y: c.Y + r.head() + float64(i)*rowH, W: c.W, H: rowH - 2}
	}
	return rows, r.Items - k
}

// DrawChain draws items, the chain of v that waits to resolve, newest on
// top, its items' controllers named by names; face gives the image of a
// card drawn on a row, at the width it says.
func (r Rail) DrawChain(dst *ebiten.Image, b *widget.Brush, v *rules.State, items []rules.Item, names []string, face func(rules.CardID) (*ebiten.Image, float64)) {
	c, u, f := r.Chain(), r.U, r.Faces
	head := widget.Rect{X: c.X, Y: c.Y, W: c.W, H: math.Round(22 * u)}
	if len(items) == 0 {
		b.Label(dst, "The chain is empty", f.Tiny, head, render.Center, render.Fade(render.Mist, 0.5))
		return
	}
	title := widget.SmallCaps("waiting to resolve · last in, first out")
	if widget.TextWidth(title, f.Tiny) > head.W {
		title = widget.SmallCaps("waiting to resolve")
	}
	b.Label(dst, title, f.Tiny, head, render.Center, render.Gilt)
	rows, more := r.Rows()
	for i, row := range rows {
		it := &items[len(items)-1-i]
		b.Rect(dst, row, render.Fade(render.Ink, 0.5))
		if i == 0 {
			b.Frame(dst, row, math.Max(1, u), render.Fade(render.Gilt, 0.7))
		}
		x := row.X + layout.CardW(row.H) + 8*u
		txt := widget.Rect{X: x, Y: row.Y + 2*u, W: row.X + row.W - x - 4*u, H: f.Small.Size * 1.3}
		b.Label(dst, ItemTitle(v, names, it), f.Small, txt, render.LeftMiddle, render.Ivory)
		who := widget.Rect{X: x, Y: txt.Y + txt.H, W: txt.W, H: f.Tiny.Size * 1.25}
		b.Label(dst, names[it.Controller], f.Tiny, who, render.LeftMiddle, render.Fade(render.Mist, 0.9))
		if it.Kind != rules.ItemSummon && it.Source >= 0 && !v.Hidden(it.Source) {
			img, w := face(it.Source)
			op := b.Opts(true)
			k := layout.CardW(row.H-4) / w
			op.GeoM.Scale(k, k)
			op.GeoM.Translate(row.X+2, row.Y+2)
			dst.DrawImage(img, op)
		}
	}
	if more > 0 {
		y := c.Y + c.H - r.RowH()
		if len(rows) > 0 {
			y = rows[len(rows)-1].Y + rows[len(rows)-1].H + 2
		}
		b.Label(dst, "+ "+english.Count(more, "older item")+" below", f.Tiny, widget.Rect{X: c.X, Y: y, W: c.W, H: f.Tiny.Size * 1.4}, render.Center, render.Fade(render.Mist, 0.9))
	}
}

// ItemTitle names a chain item on its row.
func ItemTitle(v *rules.State, names []string, it *rules.Item) string {
	what := rules.Possessive(names[max(it.Deity, 0)]) + " Deity power"
	if it.Source >= 0 {
		what = v.Def(it.Source).Title
		if v.Hidden(it.Source) {
			what = english.WithArticle(v.Def(it.Source).Level.Name() + " card")
		}
	}
	switch it.Kind {
	case rules.ItemSummon:
		what = "Summon " + what
	case rules.ItemHeresy:
		what += " (Heresy)"
	}
	if it.Countered {
		what += " — countered"
	}
	return what
}
