// Package layout is the match table's geometry: where each player's mat,
// its zones, the hand, the prompt bar and the right rail go for a window
// size, a seating and an interface size, and where cards stand on a
// Combat Field. Pure arithmetic: it draws nothing.
package layout

import (
	"math"

	"twilight/rules"

	"twilight/scenes/geom"
)

// CardH is the height of a card w wide (63 × 88).
func CardH(w float64) float64 { return w * 88 / 63 }

// CardW is the width of a card h high.
func CardW(h float64) float64 { return h * 63 / 88 }

// Mat is one player's mat, laid out like the rulebook's Player Mat.
type Mat struct {
	Seat int8
	// Area is the whole mat; Header is its name strip, where an
	// opponent's Hand shows as backs.
	Area, Header, HandBacks geom.Rect
	// The zones. Near is the side facing the middle of the table.
	Life, Discard, Destroyed, Deity geom.Rect
	Field                           geom.Rect
	Compass                         geom.Rect
	Slots                           [4]geom.Rect // North, East, South, West: one card each
	Aspects, Resource               geom.Rect
	// CardW is the width of a card in the stacks; SmallW of a card in the
	// compass and the Resource Area; FieldW of a card on the Combat Field.
	CardW, SmallW, FieldW float64
	// Mirrored mats face the viewer from across the table.
	Mirrored bool
	Compact  bool
}

// Zones lists the mat's zone rectangles with their names (for tests and
// for drawing the gilt outlines).
func (m *Mat) Zones() []NamedRect {
	return []NamedRect{
		{"Life Stack", m.Life}, {"Discard Stack", m.Discard}, {"Destroyed", m.Destroyed}, {"Deity", m.Deity},
		{"Combat Field", m.Field}, {"Fortification Compass", m.Compass}, {"Aspect Stack", m.Aspects}, {"Resource Area", m.Resource},
	}
}

// NamedRect is a zone rectangle and its name.
type NamedRect struct {
	Name string
	R    geom.Rect
}

// Table is the whole table for one window size and seating.
type Table struct {
	W, H float64
	// U is the UI scale: 1 at 1280×720.
	U float64
	// Mats are indexed by seat.
	Mats []Mat
	// Board is the area the mats share; Hand is the viewer's hand.
	Board, Hand geom.Rect
	HandCardW   float64
	// Prompt is the bar above the hand; Primary its main button and
	// Secondary the room left of it for more buttons.
	Prompt, PromptText, Primary, Secondary geom.Rect
	// The right rail.
	Rail, Preview, Stats, Phases, Chain, Log geom.Rect
	PreviewW                                 float64
}

// New lays out a table of n players seen by viewer at w×h pixels.
// uiScale multiplies the size of text and controls (1 = fit the window).
func New(w, h, n int, viewer int8, uiScale float64) Table {
	W, H := float64(max(w, 320)), float64(max(h, 180))
	if uiScale <= 0 {
		uiScale = 1
	}
	// Above 160% of what the window holds at 1280×720 the table's text
	// would crowd out the cards and the words it labels: a larger
	// interface size only helps in a larger window.
	fit := math.Min(W/1280, H/720)
	u := fit * math.Min(uiScale, 1.6)
	t := Table{W: W, H: H, U: u}
	pad := math.Max(3, math.Round(6*u))

	railW := math.Round(math.Min(math.Max(W*0.215, 200*u), W*0.3))
	t.Rail = geom.Rect{X: W - railW, Y: 0, W: railW, H: H}
	mainW := W - railW

	// The hand grows with the interface size (up to 130%), so that a
	// larger interface enlarges the cards you read as well as the text.
	handH := math.Round(H * 0.2 * math.Min(1.3, math.Max(1, uiScale)))
	t.Hand = geom.Rect{X: pad, Y: H - handH, W: mainW - 2*pad, H: handH - pad}
	t.HandCardW = math.Floor(CardW(t.Hand.H - pad))
	promptH := math.Round(math.Max(30*u, H*0.062))
	t.Prompt = geom.Rect{X: pad, Y: t.Hand.Y - promptH - pad/2, W: mainW - 2*pad, H: promptH}
	bw := math.Round(math.Min(150*u, t.Prompt.W*0.2))
	t.Primary = geom.Rect{X: t.Prompt.X + t.Prompt.W - bw - pad, Y: t.Prompt.Y + pad, W: bw, H: promptH - 2*pad}
	secW := math.Round(t.Prompt.W * 0.42)
	t.Secondary = geom.Rect{X: t.Primary.X - pad - secW, Y: t.Primary.Y, W: secW, H: t.Primary.H}
	t.PromptText = geom.Rect{X: t.Prompt.X + 2*pad, Y: t.Prompt.Y, W: t.Secondary.X - t.Prompt.X - 3*pad, H: promptH}

	t.Board = geom.Rect{X: pad, Y: pad, W: mainW - 2*pad, H: t.Prompt.Y - 1.5*pad}

	// Seats in order around the table, starting after the viewer.
	if viewer < 0 || int(viewer) >= n {
		viewer = 0
	}
	t.Mats = make([]Mat, n)
	half := math.Floor((t.Board.H - pad) / 2)
	you := geom.Rect{X: t.Board.X, Y: t.Board.Y + t.Board.H - half, W: t.Board.W, H: half}
	t.Mats[viewer] = layoutMat(viewer, you, false, n > 2, pad, u)
	others := n - 1
	ow := (t.Board.W - float64(others-1)*pad) / float64(others)
	for i := 1; i < n; i++ {
		seat := int8((int(viewer) + i) % n)
		r := geom.Rect{X: t.Board.X + float64(i-1)*(ow+pad), Y: t.Board.Y, W: ow, H: half}
		t.Mats[seat] = layoutMat(seat, r, true, n > 2, pad, u)
	}

	// Rail: the hovered card large, its facts, the phases, the chain, the log.
	rp := math.Round(10 * u)
	inner := t.Rail.Inset(rp)
	statH := math.Round(66 * u)
	phH := math.Round(56 * u)
	// The preview gives way so that the chain and the log keep a third
	// of the rail, however large the text.
	previewH := math.Min(H*0.42, inner.H-statH-phH-2*rp-H*0.34)
	t.PreviewW = math.Floor(math.Max(40, math.Min(inner.W*0.86, CardW(previewH))))
	t.Preview = geom.Rect{X: inner.X + (inner.W-t.PreviewW)/2, Y: inner.Y, W: t.PreviewW, H: math.Round(CardH(t.PreviewW))}
	t.Stats = geom.Rect{X: inner.X, Y: t.Preview.Y + t.Preview.H + rp/2, W: inner.W, H: statH}
	t.Phases = geom.Rect{X: inner.X, Y: t.Stats.Y + statH + rp/2, W: inner.W, H: phH}
	rest := geom.Rect{X: inner.X, Y: t.Phases.Y + phH + rp, W: inner.W, H: inner.Y + inner.H - (t.Phases.Y + phH + rp)}
	chainH := math.Round(rest.H * 0.36)
	t.Chain = geom.Rect{X: rest.X, Y: rest.Y, W: rest.W, H: chainH}
	t.Log = geom.Rect{X: rest.X, Y: rest.Y + chainH + rp/2, W: rest.W, H: rest.H - chainH - rp/2}
	return t
}

// layoutMat lays out one mat in area r. Mirrored mats put their near side
// (Life and Discard Stacks, Resource Area) at the bottom, facing the viewer.
func layoutMat(seat int8, r geom.Rect, mirrored, compact bool, pad, u float64) Mat {
	m := Mat{Seat: seat, Area: r, Mirrored: mirrored, Compact: compact}
	headH := math.Round(math.Max(18*u, r.H*0.12))
	label := math.Round(math.Max(9, 13*u))
	body := geom.Rect{X: r.X + pad, Y: r.Y + pad, W: r.W - 2*pad, H: r.H - 2*pad}
	if mirrored {
		m.Header = geom.Rect{X: r.X, Y: r.Y, W: r.W, H: headH}
		body.Y += headH
	} else {
		m.Header = geom.Rect{X: r.X, Y: r.Y + r.H - headH, W: r.W, H: headH}
	}
	body.H -= headH

	if compact && mirrored {
		m.compactBody(body, pad, label)
	} else {
		m.fullBody(body, pad, label)
	}
	hb := math.Round(headH * 0.8)
	m.HandBacks = geom.Rect{X: r.X + r.W*0.45, Y: m.Header.Y + (headH-hb)/2, W: r.W*0.55 - pad, H: hb}
	return m
}

// fullBody lays out a full-size mat: stacks on the left in two rows, the
// Combat Field wide in the middle, the compass, then the Aspect Stack and
// Resource Area.
func (m *Mat) fullBody(body geom.Rect, pad, label float64) {
	mirrored := m.Mirrored
	// The stack cards are as large as two rows allow, and as wide as the
	// mat's columns allow (2 stacks + 3 compass + 3 resource + 3 field ≈ 9.3 cards).
	ch := (body.H - pad - 2*label) / 2
	cw := math.Floor(math.Min(CardW(ch), (body.W-10*pad)/9.3))
	ch = CardH(cw)
	sw := math.Floor(cw * 0.74)
	sh := CardH(sw)
	if 2*sh+label+pad > body.H {
		sw = math.Floor(CardW((body.H - label - pad) / 2))
		sh = CardH(sw)
	}
	m.CardW, m.SmallW = cw, sw

	rowNearY, rowFarY := body.Y+label, body.Y+label+ch+label+pad
	if mirrored {
		rowNearY, rowFarY = rowFarY, rowNearY
	}
	x := body.X
	m.Life = geom.Rect{X: x, Y: rowNearY, W: cw, H: ch}
	m.Discard = geom.Rect{X: x + cw + pad, Y: rowNearY, W: cw, H: ch}
	m.Deity = geom.Rect{X: x, Y: rowFarY, W: cw, H: ch}
	m.Destroyed = geom.Rect{X: x + cw + pad, Y: rowFarY, W: cw, H: ch}
	x += 2*cw + 3*pad

	// Right block: Aspect Stack (far side) and Resource Area (near side).
	resW := 3*sw + 2*pad
	rx := body.X + body.W - resW
	farH := sh + label
	if mirrored {
		m.Aspects = geom.Rect{X: rx, Y: body.Y + label, W: sw, H: sh}
		m.Resource = geom.Rect{X: rx, Y: body.Y + farH + pad + label, W: resW, H: body.H - farH - pad - label}
	} else {
		m.Aspects = geom.Rect{X: rx, Y: body.Y + body.H - sh, W: sw, H: sh}
		m.Resource = geom.Rect{X: rx, Y: body.Y + label, W: resW, H: body.H - farH - pad - label}
	}
	cpW := 3*sw + 2*pad
	cx := rx - 2*pad - cpW
	m.compass(geom.Rect{X: cx, Y: body.Y + label, W: cpW, H: body.H - label}, sw)
	m.Field = geom.Rect{X: x, Y: body.Y + label, W: cx - 2*pad - x, H: body.H - label}
	m.FieldW = math.Floor(math.Min(cw*1.6, CardW(m.Field.H*0.9)))
}

// compactBody lays out an opponent's mat at a table of three or four:
// one row of small stacks, Aspects and Resources on the far side, and
// the Combat Field with the compass beside it on the near side.
func (m *Mat) compactBody(body geom.Rect, pad, label float64) {
	rowA := math.Floor(body.H * 0.36)
	cw := math.Floor(math.Min(CardW(rowA-label), (body.W-9*pad)/8.2))
	ch := CardH(cw)
	rowA = ch + label
	m.CardW, m.SmallW = cw, cw
	farY := body.Y + label
	nearY := body.Y + rowA + pad
	nearH := body.H - rowA - pad
	if m.Mirrored {
		farY, nearY = body.Y+body.H-ch, body.Y
	}
	x := body.X
	for _, r := range []*geom.Rect{&m.Deity, &m.Destroyed, &m.Discard, &m.Life, &m.Aspects} {
		*r = geom.Rect{X: x, Y: farY, W: cw, H: ch}
		x += cw + pad
	}
	m.Resource = geom.Rect{X: x + pad, Y: farY, W: body.X + body.W - x - pad, H: ch}
	sw := math.Floor(math.Min(cw*1.1, CardW((nearH-label-pad)/2.05)))
	cpW := 3*sw + 2*pad
	m.compass(geom.Rect{X: body.X + body.W - cpW, Y: nearY + label, W: cpW, H: nearH - label}, sw)
	m.Field = geom.Rect{X: body.X, Y: nearY + label, W: body.W - cpW - 2*pad, H: nearH - label}
	m.FieldW = math.Floor(math.Min(cw*1.6, CardW(m.Field.H*0.9)))
}

// compass places the four slots as a diamond in r.
func (m *Mat) compass(r geom.Rect, sw float64) {
	sh := CardH(sw)
	m.Compass = r
	midX := r.X + r.W/2
	top, bot := r.Y, r.Y+r.H-sh
	midY := r.Y + (r.H-sh)/2
	n, s := top, bot
	if m.Mirrored {
		n, s = bot, top
	}
	m.Slots[0] = geom.Rect{X: midX - sw/2, Y: n, W: sw, H: sh}       // North
	m.Slots[2] = geom.Rect{X: midX - sw/2, Y: s, W: sw, H: sh}       // South
	m.Slots[3] = geom.Rect{X: r.X, Y: midY, W: sw, H: sh}            // West
	m.Slots[1] = geom.Rect{X: r.X + r.W - sw, Y: midY, W: sw, H: sh} // East
}

// FieldSpots places cards on a Combat Field: their centres and the card
// width to draw them at. turned[i] says card i is Exhausted (lying on its
// side, so it needs its height in width). Cards are as large as the field
// allows, up to maxW wide, in one row or two; a crowded field overlaps.
func FieldSpots(f geom.Rect, maxW float64, turned []bool, mirrored bool) (centres [][2]float64, w float64) {
	n := len(turned)
	if n == 0 {
		return nil, maxW
	}
	const gapK = 0.12
	span := func(from, to int, w float64) float64 { // width of cards [from,to) in a row
		t := 0.0
		for i := from; i < to; i++ {
			if turned[i] {
				t += CardH(w)
			} else {
				t += w
			}
			t += w * gapK
		}
		return t
	}
	fit := func(rows int) float64 {
		per := (n + rows - 1) / rows
		byH := CardW(f.H/float64(rows)*0.92 - 2)
		widest := 0.0
		for r := 0; r < rows; r++ {
			widest = math.Max(widest, span(r*per, min(n, (r+1)*per), 1))
		}
		return math.Min(maxW, math.Min(byH, f.W/widest))
	}
	rows := 1
	w = fit(1)
	if w2 := fit(2); w2 > w*1.05 {
		rows, w = 2, w2
	}
	least := math.Min(maxW, CardW(f.H/float64(rows)*0.92-2)) * 0.62
	least = math.Min(least, CardW(f.W)) // a turned card still fits across
	if w < least {
		w = least // overlap rather than shrink to nothing
	}
	w = math.Floor(w)
	per := (n + rows - 1) / rows
	rowH := f.H / float64(rows)
	for r := 0; r < rows; r++ {
		from, to := r*per, min(n, (r+1)*per)
		total := span(from, to, w)
		row := r
		if mirrored {
			row = rows - 1 - r
		}
		y := f.Y + rowH*float64(row) + rowH/2
		start := len(centres)
		x := f.X + (f.W-total)/2
		for i := from; i < to; i++ {
			cw := w
			if turned[i] {
				cw = CardH(w)
			}
			cell := cw + w*gapK
			centres = append(centres, [2]float64{x + cell/2, y})
			x += cell
		}
		if total > f.W && to-from > 1 {
			// Squeeze: the first card's left edge and the last card's right
			// edge go to the field's edges; the rest spread evenly between.
			half := func(i int) float64 {
				if turned[i] {
					return CardH(w) / 2
				}
				return w / 2
			}
			c0, cl := centres[start][0], centres[len(centres)-1][0]
			n0, nl := f.X+half(from), f.X+f.W-half(to-1)
			for i := start; i < len(centres); i++ {
				centres[i][0] = n0 + (centres[i][0]-c0)*(nl-n0)/(cl-c0)
			}
		} else if total > f.W {
			centres[start][0] = f.X + f.W/2
		}
	}
	return centres, w
}

// Zone is the rectangle of zone z on the mat, for the zones a mat shows
// as one place (ok is false for the others).
func (m *Mat) Zone(z rules.Zone) (geom.Rect, bool) {
	switch z {
	case rules.ZLife:
		return m.Life, true
	case rules.ZDiscard:
		return m.Discard, true
	case rules.ZAspects:
		return m.Aspects, true
	case rules.ZResource:
		return m.Resource, true
	case rules.ZField:
		return m.Field, true
	}
	return geom.Rect{}, false
}
