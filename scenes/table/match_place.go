package table

import (
	"math"
	"slices"
	"strconv"
	"twilight/present"

	"twilight/rules"

	"twilight/scenes/table/layout"
	"twilight/scenes/table/motion"
	"twilight/scenes/widget"
)

// Place gives every card of the View its place on the table. instant
// skips the journey (after a resize).
func (m *MatchScene) Place(instant bool) {
	v := m.View
	if v == nil || m.Lay.Mats == nil {
		return
	}
	if len(m.Sprites) < len(v.Cards) {
		m.Sprites = append(m.Sprites, make([]motion.Sprite, len(v.Cards)-len(m.Sprites))...)
	}
	for i := range m.Sprites {
		m.Sprites[i].Placed, m.Sprites[i].Shown = false, false
	}
	speed := m.app.Settings.AnimSpeed
	if instant {
		speed = 0
	}
	m.piles = m.piles[:0]
	set := func(c rules.CardID, x, y, w, rot float64, zone rules.Zone, face, shown bool, z float64) {
		sp := &m.Sprites[c]
		face = face && !v.Hidden(c)
		if sp.Placed && sp.Shown && shown && sp.FaceUp != face && speed > 0 && zone == sp.Zone {
			// Turned over where it lies (a manifested Aspect).
			sp.Flip, sp.FlipDur = 1, motion.Scaled(motion.FlipTicks, speed)
		}
		sp.SetTarget(x, y, w, rot, zone, speed)
		sp.Placed, sp.Shown, sp.FaceUp, sp.Z = true, shown, face, z
		sp.Owner = v.Cards[c].Owner
		sp.Fan = 0
	}
	turned := func(c rules.CardID) float64 {
		if v.Cards[c].Exhausted() {
			return math.Pi / 2
		}
		return 0
	}
	for q := range v.Players {
		pl := &v.Players[q]
		ml := &m.Lay.Mats[q]
		stack := func(ids []rules.CardID, r widget.Rect, zone rules.Zone, face bool) {
			x, y := r.Center()
			for i, c := range ids {
				set(c, x, y, r.W, 0, zone, face, i == len(ids)-1, 10+float64(i)*0.001)
			}
		}
		stack(pl.Life, ml.Life, rules.ZLife, false)
		stack(pl.Discard, ml.Discard, rules.ZDiscard, true)
		stack(pl.Destroyed, ml.Destroyed, rules.ZDestroyed, true)
		stack(pl.Aspects, ml.Aspects, rules.ZAspects, false)

		m.placeResources(int8(q), ml, set)

		// Combat Field.
		m.turned = m.turned[:0]
		for _, c := range pl.Field {
			m.turned = append(m.turned, v.Cards[c].Exhausted())
		}
		centres, fw := layout.FieldSpots(ml.Field, ml.FieldW, m.turned, ml.Mirrored)
		for i, c := range pl.Field {
			set(c, centres[i][0], centres[i][1], fw, turned(c), rules.ZField, true, true, 30+float64(i)*0.01)
		}

		// Compass: layered, the covered cards peeking out.
		sw := ml.SmallW
		sh := layout.CardH(sw)
		for d := range pl.Compass {
			slot := ml.Slots[d]
			x, y := slot.Center()
			n := len(pl.Compass[d])
			for i, c := range pl.Compass[d] {
				off := float64(n-1-i) * sh * 0.16
				if d == int(rules.South) != ml.Mirrored {
					off = -off
				}
				set(c, x, y-off, sw, turned(c), rules.ZCompass, true, true, 25+float64(i)*0.01)
			}
		}

		// Hands.
		if int8(q) == m.viewer {
			m.placeHand(pl.Hand, set)
		} else {
			placeBacks(pl.Hand, m.handBacksRect(int8(q)), set)
		}
	}

	// The chain, in the rail, newest on top.
	rows, _ := m.chainRows()
	for i, it := range v.Chain {
		k := len(v.Chain) - 1 - i
		if it.Source < 0 || it.Kind != rules.ItemSummon || k >= len(rows) {
			continue
		}
		r := rows[k]
		cw := math.Floor(layout.CardW(r.H - 4))
		set(it.Source, r.X+2+cw/2, r.Y+r.H/2, cw, 0, rules.ZChain, true, true, 60)
	}
	// Set-aside cards (a Seize), on the table's centre line.
	if n := len(v.SetAside); n > 0 {
		you := m.Lay.Mats[m.viewer]
		w := you.SmallW
		y := you.Area.Y - m.Lay.U*4
		for i, c := range v.SetAside {
			x := m.Lay.Board.X + m.Lay.Board.W/2 + (float64(i)-float64(n-1)/2)*w*0.7
			set(c, x, y, w, 0, rules.ZSetAside, true, true, 50+float64(i)*0.01)
		}
	}

	m.sortOrder()
}

// sortOrder lists the shown cards back to front.
func (m *MatchScene) sortOrder() {
	v := m.View
	// Draw order: back to front.
	m.Order = m.Order[:0]
	for i := range m.Sprites[:len(v.Cards)] {
		if m.Sprites[i].Placed && m.Sprites[i].Shown {
			m.Order = append(m.Order, rules.CardID(i))
		}
	}
	slices.SortStableFunc(m.Order, func(a, b rules.CardID) int {
		za, zb := m.Sprites[a].Z, m.Sprites[b].Z
		switch {
		case za < zb:
			return -1
		case za > zb:
			return 1
		}
		return 0
	})
}

// placer gives one card its place (see place).
type placer func(c rules.CardID, x, y, w, rot float64, zone rules.Zone, face, shown bool, z float64)

// pileBadge is the count under one level's pile of a Resource Area:
// Fresh Aspects of all.
type pileBadge struct {
	r            widget.Rect
	fresh, total int
	label        string // "fresh/total", made when the piles are placed
}

// placeResources lays out player q's Resource Area: one pile per level,
// manifested Aspects face up, Exhausted ones turned but kept inside the
// area; each pile gets its Fresh/total count.
func (m *MatchScene) placeResources(q int8, ml *layout.Mat, set placer) {
	v := m.View
	sw := ml.SmallW
	sh := layout.CardH(sw)
	var byLevel [4][]rules.CardID
	for _, c := range v.Players[q].Resource {
		l := v.Def(c).Level
		byLevel[l] = append(byLevel[l], c)
	}
	area := ml.Resource
	gap := (area.W - 3*sw) / 2
	flat := area.H < sh*1.4 // a compact mat: piles fan sideways
	if flat {
		gap = 0
	}
	pileW := area.W / 3
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		pile := byLevel[l]
		x := area.X + float64(l-1)*(sw+gap) + sw/2
		step, room := sh*0.28, area.H-sh
		if flat {
			x = area.X + float64(l-1)*pileW + sw/2
			step, room = sw*0.3, pileW-sw-2
		}
		if n := len(pile); n > 1 {
			step = math.Max(0, math.Min(step, room/float64(n-1)))
		}
		fresh := 0
		top, bottom := math.Inf(1), math.Inf(-1)
		for i, c := range pile {
			px, py := x, area.Y+sh/2+float64(i)*step
			switch {
			case flat:
				px, py = x+float64(i)*step, area.Y+sh/2
			case ml.Mirrored:
				py = area.Y + area.H - sh/2 - float64(i)*step
			}
			if v.Cards[c].Exhausted() && area.W >= sh {
				// Lying on its side it is sh wide: keep it inside the area.
				px = math.Max(area.X+sh/2, math.Min(px, area.X+area.W-sh/2))
			} else {
				fresh++
			}
			z := 20 + float64(i)*0.01
			if m.isChoice(c) {
				z += 0.5 // a card to pick lies on top of its pile, whole
			}
			set(c, px, py, sw, turnedAngle(v, c), rules.ZResource, v.Cards[c].Has(rules.FManifested), true, z)
			top, bottom = math.Min(top, py-sh/2), math.Max(bottom, py+sh/2)
		}
		if len(pile) > 0 {
			// The count sits at the foot of the pile's cards.
			label := strconv.Itoa(fresh) + "/" + strconv.Itoa(len(pile))
			m.piles = append(m.piles, pileBadge{widget.Rect{X: x - sw/2, Y: top, W: sw, H: bottom - top}, fresh, len(pile), label})
		}
	}
}

// placeBacks shows an opponent's hand as backs in their mat's header.
func placeBacks(hand []rules.CardID, hb widget.Rect, set placer) {
	bw := math.Floor(layout.CardW(hb.H))
	n := len(hand)
	step := bw * 0.62
	if n > 1 && float64(n-1)*step+bw > hb.W {
		step = (hb.W - bw) / float64(n-1)
	}
	for i, c := range hand {
		x := hb.X + hb.W - bw/2 - float64(n-1-i)*step
		set(c, x, hb.Y+hb.H/2, bw, 0, rules.ZHand, false, true, 5+float64(i)*0.01)
	}
}

// turnedAngle is how far card c is turned: a quarter turn when Exhausted.
func turnedAngle(v *rules.State, c rules.CardID) float64 {
	if v.Cards[c].Exhausted() {
		return math.Pi / 2
	}
	return 0
}

// placeHand fans the viewer's hand along the bottom. Cards in the offer
// being built, and the card the pointer rests on, rise.
func (m *MatchScene) placeHand(hand []rules.CardID, set placer) {
	r := m.Lay.Hand
	cw := m.Lay.HandCardW
	ch := layout.CardH(cw)
	n := len(hand)
	step := cw * 1.04
	if n > 1 && float64(n-1)*step+cw > r.W {
		step = (r.W - cw) / float64(n-1)
	}
	span := float64(max(n-1, 0))*step + cw
	x0 := r.X + (r.W-span)/2 + cw/2
	for i, c := range hand {
		k := float64(i) - float64(n-1)/2
		rot := k * 0.022
		// A gentle arc, never pushing the outer cards off the screen.
		drop := math.Min(k*k*0.6*m.Lay.U, math.Max(0, m.Lay.H-(r.Y+ch+2)))
		y := r.Y + ch/2 + 2 + drop
		if slices.Contains(m.Draft.Give, c) {
			y -= ch * 0.12
		}
		if c == m.Sel {
			y -= ch * 0.1
		}
		set(c, x0+float64(i)*step, y, cw, 0, rules.ZHand, true, true, 40+float64(i)*0.01)
		m.Sprites[c].Fan = rot
	}
}

// CardRect is the screen rectangle a sprite covers (turned cards lie on
// their side).
func (m *MatchScene) CardRect(c rules.CardID) widget.Rect {
	sp := &m.Sprites[c]
	w, h := sp.W, layout.CardH(sp.W)
	if math.Abs(math.Sin(sp.Rot)) > 0.7 {
		w, h = h, w
	}
	return widget.Rect{X: sp.X - w/2, Y: sp.Y - h/2, W: w, H: h}
}

// cardAt is the topmost card under (x, y), or NoCard.
func (m *MatchScene) cardAt(x, y float64) rules.CardID {
	for i := len(m.Order) - 1; i >= 0; i-- {
		c := m.Order[i]
		if m.Drag != nil && m.Drag.card == c {
			continue
		}
		if m.CardRect(c).Contains(x, y) {
			return c
		}
	}
	return rules.NoCard
}

// isChoice reports whether card c is one the pending decision asks to
// pick: a choice or a target.
func (m *MatchScene) isChoice(c rules.CardID) bool {
	acts := present.ClickActions(m.Legal, c)
	return len(acts) > 0 && (acts[0].Kind == rules.ActChoose || acts[0].Kind == rules.ActTarget)
}
