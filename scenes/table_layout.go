package scenes

import "math"

// cardH is the height of a card w wide (63 × 88).
func cardH(w float64) float64 { return w * 88 / 63 }

// cardW is the width of a card h high.
func cardW(h float64) float64 { return h * 63 / 88 }

// MatLayout is one player's mat, laid out like the rulebook's Player Mat.
type MatLayout struct {
	Seat int8
	// Area is the whole mat; Header is its name strip, where an
	// opponent's Hand shows as backs.
	Area, Header, HandBacks Rect
	// The zones. Near is the side facing the middle of the table.
	Life, Discard, Destroyed, Deity Rect
	Field                           Rect
	Compass                         Rect
	Slots                           [4]Rect // North, East, South, West: one card each
	Aspects, Resource               Rect
	// CardW is the width of a card in the stacks; SmallW of a card in the
	// compass and the Resource Area; FieldW of a card on the Combat Field.
	CardW, SmallW, FieldW float64
	// Mirrored mats face the viewer from across the table.
	Mirrored bool
	Compact  bool
}

// Zones lists the mat's zone rectangles with their names (for tests and
// for drawing the gilt outlines).
func (m *MatLayout) Zones() []NamedRect {
	return []NamedRect{
		{"Life Stack", m.Life}, {"Discard Stack", m.Discard}, {"Destroyed", m.Destroyed}, {"Deity", m.Deity},
		{"Combat Field", m.Field}, {"Fortification Compass", m.Compass}, {"Aspect Stack", m.Aspects}, {"Resource Area", m.Resource},
	}
}

// NamedRect is a zone rectangle and its name.
type NamedRect struct {
	Name string
	R    Rect
}

// TableLayout is the whole table for one window size and seating.
type TableLayout struct {
	W, H float64
	// U is the UI scale: 1 at 1280×720.
	U float64
	// Mats are indexed by seat.
	Mats []MatLayout
	// Board is the area the mats share; Hand is the viewer's hand.
	Board, Hand Rect
	HandCardW   float64
	// Prompt is the bar above the hand; Primary its main button and
	// Secondary the room left of it for more buttons.
	Prompt, PromptText, Primary, Secondary Rect
	// The right rail.
	Rail, Preview, Stats, Phases, Chain, Log Rect
	PreviewW                                 float64
}

// Layout lays out a table of n players seen by viewer at w×h pixels.
// uiScale multiplies the size of text and controls (1 = fit the window).
func Layout(w, h, n int, viewer int8, uiScale float64) TableLayout {
	W, H := float64(max(w, 320)), float64(max(h, 180))
	if uiScale <= 0 {
		uiScale = 1
	}
	// Above 160% of what the window holds at 1280×720 the table's text
	// would crowd out the cards and the words it labels: a larger
	// interface size only helps in a larger window.
	fit := math.Min(W/1280, H/720)
	u := fit * math.Min(uiScale, 1.6)
	t := TableLayout{W: W, H: H, U: u}
	pad := math.Max(3, math.Round(6*u))

	railW := math.Round(math.Min(math.Max(W*0.215, 200*u), W*0.3))
	t.Rail = Rect{W - railW, 0, railW, H}
	mainW := W - railW

	// The hand grows with the interface size (up to 130%), so that a
	// larger interface enlarges the cards you read as well as the text.
	handH := math.Round(H * 0.2 * math.Min(1.3, math.Max(1, uiScale)))
	t.Hand = Rect{pad, H - handH, mainW - 2*pad, handH - pad}
	t.HandCardW = math.Floor(cardW(t.Hand.H - pad))
	promptH := math.Round(math.Max(30*u, H*0.062))
	t.Prompt = Rect{pad, t.Hand.Y - promptH - pad/2, mainW - 2*pad, promptH}
	bw := math.Round(math.Min(150*u, t.Prompt.W*0.2))
	t.Primary = Rect{t.Prompt.X + t.Prompt.W - bw - pad, t.Prompt.Y + pad, bw, promptH - 2*pad}
	secW := math.Round(t.Prompt.W * 0.42)
	t.Secondary = Rect{t.Primary.X - pad - secW, t.Primary.Y, secW, t.Primary.H}
	t.PromptText = Rect{t.Prompt.X + 2*pad, t.Prompt.Y, t.Secondary.X - t.Prompt.X - 3*pad, promptH}

	t.Board = Rect{pad, pad, mainW - 2*pad, t.Prompt.Y - 1.5*pad}

	// Seats in order around the table, starting after the viewer.
	if viewer < 0 || int(viewer) >= n {
		viewer = 0
	}
	t.Mats = make([]MatLayout, n)
	half := math.Floor((t.Board.H - pad) / 2)
	you := Rect{t.Board.X, t.Board.Y + t.Board.H - half, t.Board.W, half}
	t.Mats[viewer] = layoutMat(viewer, you, false, n > 2, pad, u)
	others := n - 1
	ow := (t.Board.W - float64(others-1)*pad) / float64(others)
	for i := 1; i < n; i++ {
		seat := int8((int(viewer) + i) % n)
		r := Rect{t.Board.X + float64(i-1)*(ow+pad), t.Board.Y, ow, half}
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
	t.PreviewW = math.Floor(math.Max(40, math.Min(inner.W*0.86, cardW(previewH))))
	t.Preview = Rect{inner.X + (inner.W-t.PreviewW)/2, inner.Y, t.PreviewW, math.Round(cardH(t.PreviewW))}
	t.Stats = Rect{inner.X, t.Preview.Y + t.Preview.H + rp/2, inner.W, statH}
	t.Phases = Rect{inner.X, t.Stats.Y + statH + rp/2, inner.W, phH}
	rest := Rect{inner.X, t.Phases.Y + phH + rp, inner.W, inner.Y + inner.H - (t.Phases.Y + phH + rp)}
	chainH := math.Round(rest.H * 0.36)
	t.Chain = Rect{rest.X, rest.Y, rest.W, chainH}
	t.Log = Rect{rest.X, rest.Y + chainH + rp/2, rest.W, rest.H - chainH - rp/2}
	return t
}

// layoutMat lays out one mat in area r. Mirrored mats put their near side
// (Life and Discard Stacks, Resource Area) at the bottom, facing the viewer.
func layoutMat(seat int8, r Rect, mirrored, compact bool, pad, u float64) MatLayout {
	m := MatLayout{Seat: seat, Area: r, Mirrored: mirrored, Compact: compact}
	headH := math.Round(math.Max(18*u, r.H*0.12))
	label := math.Round(math.Max(9, 13*u))
	body := Rect{r.X + pad, r.Y + pad, r.W - 2*pad, r.H - 2*pad}
	if mirrored {
		m.Header = Rect{r.X, r.Y, r.W, headH}
		body.Y += headH
	} else {
		m.Header = Rect{r.X, r.Y + r.H - headH, r.W, headH}
	}
	body.H -= headH

	if compact && mirrored {
		m.compactBody(body, pad, label)
	} else {
		m.fullBody(body, pad, label)
	}
	hb := math.Round(headH * 0.8)
	m.HandBacks = Rect{r.X + r.W*0.45, m.Header.Y + (headH-hb)/2, r.W*0.55 - pad, hb}
	return m
}

// fullBody lays out a full-size mat: stacks on the left in two rows, the
// Combat Field wide in the middle, the compass, then the Aspect Stack and
// Resource Area.
func (m *MatLayout) fullBody(body Rect, pad, label float64) {
	mirrored := m.Mirrored
	// The stack cards are as large as two rows allow, and as wide as the
	// mat's columns allow (2 stacks + 3 compass + 3 resource + 3 field ≈ 9.3 cards).
	ch := (body.H - pad - 2*label) / 2
	cw := math.Floor(math.Min(cardW(ch), (body.W-10*pad)/9.3))
	ch = cardH(cw)
	sw := math.Floor(cw * 0.74)
	sh := cardH(sw)
	if 2*sh+label+pad > body.H {
		sw = math.Floor(cardW((body.H - label - pad) / 2))
		sh = cardH(sw)
	}
	m.CardW, m.SmallW = cw, sw

	rowNearY, rowFarY := body.Y+label, body.Y+label+ch+label+pad
	if mirrored {
		rowNearY, rowFarY = rowFarY, rowNearY
	}
	x := body.X
	m.Life = Rect{x, rowNearY, cw, ch}
	m.Discard = Rect{x + cw + pad, rowNearY, cw, ch}
	m.Deity = Rect{x, rowFarY, cw, ch}
	m.Destroyed = Rect{x + cw + pad, rowFarY, cw, ch}
	x += 2*cw + 3*pad

	// Right block: Aspect Stack (far side) and Resource Area (near side).
	resW := 3*sw + 2*pad
	rx := body.X + body.W - resW
	farH := sh + label
	if mirrored {
		m.Aspects = Rect{rx, body.Y + label, sw, sh}
		m.Resource = Rect{rx, body.Y + farH + pad + label, resW, body.H - farH - pad - label}
	} else {
		m.Aspects = Rect{rx, body.Y + body.H - sh, sw, sh}
		m.Resource = Rect{rx, body.Y + label, resW, body.H - farH - pad - label}
	}
	cpW := 3*sw + 2*pad
	cx := rx - 2*pad - cpW
	m.compass(Rect{cx, body.Y + label, cpW, body.H - label}, sw)
	m.Field = Rect{x, body.Y + label, cx - 2*pad - x, body.H - label}
	m.FieldW = math.Floor(math.Min(cw*1.6, cardW(m.Field.H*0.9)))
}

// compactBody lays out an opponent's mat at a table of three or four:
// one row of small stacks, Aspects and Resources on the far side, and
// the Combat Field with the compass beside it on the near side.
func (m *MatLayout) compactBody(body Rect, pad, label float64) {
	rowA := math.Floor(body.H * 0.36)
	cw := math.Floor(math.Min(cardW(rowA-label), (body.W-9*pad)/8.2))
	ch := cardH(cw)
	rowA = ch + label
	m.CardW, m.SmallW = cw, cw
	farY := body.Y + label
	nearY := body.Y + rowA + pad
	nearH := body.H - rowA - pad
	if m.Mirrored {
		farY, nearY = body.Y+body.H-ch, body.Y
	}
	x := body.X
	for _, r := range []*Rect{&m.Deity, &m.Destroyed, &m.Discard, &m.Life, &m.Aspects} {
		*r = Rect{x, farY, cw, ch}
		x += cw + pad
	}
	m.Resource = Rect{x + pad, farY, body.X + body.W - x - pad, ch}
	sw := math.Floor(math.Min(cw*1.1, cardW((nearH-label-pad)/2.05)))
	cpW := 3*sw + 2*pad
	m.compass(Rect{body.X + body.W - cpW, nearY + label, cpW, nearH - label}, sw)
	m.Field = Rect{body.X, nearY + label, body.W - cpW - 2*pad, nearH - label}
	m.FieldW = math.Floor(math.Min(cw*1.6, cardW(m.Field.H*0.9)))
}

// compass places the four slots as a diamond in r.
func (m *MatLayout) compass(r Rect, sw float64) {
	sh := cardH(sw)
	m.Compass = r
	midX := r.X + r.W/2
	top, bot := r.Y, r.Y+r.H-sh
	midY := r.Y + (r.H-sh)/2
	n, s := top, bot
	if m.Mirrored {
		n, s = bot, top
	}
	m.Slots[0] = Rect{midX - sw/2, n, sw, sh}       // North
	m.Slots[2] = Rect{midX - sw/2, s, sw, sh}       // South
	m.Slots[3] = Rect{r.X, midY, sw, sh}            // West
	m.Slots[1] = Rect{r.X + r.W - sw, midY, sw, sh} // East
}

// FieldSpots places cards on a Combat Field: their centres and the card
// width to draw them at. turned[i] says card i is Exhausted (lying on its
// side, so it needs its height in width). Cards are as large as the field
// allows, up to maxW wide, in one row or two; a crowded field overlaps.
func FieldSpots(f Rect, maxW float64, turned []bool, mirrored bool) (centres [][2]float64, w float64) {
	n := len(turned)
	if n == 0 {
		return nil, maxW
	}
	const gapK = 0.12
	span := func(from, to int, w float64) float64 { // width of cards [from,to) in a row
		t := 0.0
		for i := from; i < to; i++ {
			if turned[i] {
				t += cardH(w)
			} else {
				t += w
			}
			t += w * gapK
		}
		return t
	}
	fit := func(rows int) float64 {
		per := (n + rows - 1) / rows
		byH := cardW(f.H/float64(rows)*0.92 - 2)
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
	least := math.Min(maxW, cardW(f.H/float64(rows)*0.92-2)) * 0.62
	least = math.Min(least, cardW(f.W)) // a turned card still fits across
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
				cw = cardH(w)
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
					return cardH(w) / 2
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
