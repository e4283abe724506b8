package drafting

import (
	"fmt"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/render"
	"twilight/rules"
	"twilight/rules/draft"

	"twilight/scenes/widget"
)

// drawPanel draws what Seat has drafted: their Deities and how far the
// picks go toward each one's Faction Requirement, the picks by faction
// and level, the curve of their costs, and the card types.
func (r *Room) drawPanel(dst *ebiten.Image) {
	u := r.Sk.U
	P := r.Lay.Panel
	set := r.app.Set
	s := &r.Draft().Seats[r.Seat]
	sum := present.SummarizePicks(set, s.Picks)
	r.Sk.Panel(dst, P, 12*u, render.Fade(render.Ink, 0.55), render.Fade(render.Gilt, 0.35), math.Max(1, u))
	x0, x1 := P.X0+14*u, P.X1-14*u
	lh := r.look.body.Size * 1.3
	y := P.Y0 + 14*u + lh/2
	head := func(s string) {
		render.DrawText(dst, widget.SmallCaps(s), r.look.small, x0, y, render.LeftMiddle, render.Gilt)
		y += lh
	}
	head(fmt.Sprintf("Drafted · %d cards", sum.Total))
	if len(s.Deities) == 0 {
		render.DrawText(dst, "No Deity yet", r.look.caption, x0, y, render.LeftMiddle, render.Fade(render.Mist, 0.85))
		y += lh
	}
	for _, g := range s.Deities {
		dd := &set.Deities[g]
		have := sum.Faction(dd.ReqFaction)
		ink := render.Fade(render.Mist, 0.9)
		if have >= dd.ReqCount {
			ink = render.GiltLight
		}
		render.DrawText(dst, widget.FitText(dd.Title, r.look.body, (x1-x0)*0.5), r.look.body, x0, y, render.LeftMiddle, render.Ivory)
		req := fmt.Sprintf("%d of %d %s", have, dd.ReqCount, dd.ReqFaction)
		render.DrawText(dst, req, r.look.small, x1, y, render.RightMiddle, ink)
		y += lh
	}
	y += lh * 0.4
	y = r.drawFactionTable(dst, &sum, x0, x1, y, lh)
	y += lh * 0.4
	y = r.drawCurve(dst, &sum, x0, x1, y, lh)
	y += lh * 0.3
	types := fmt.Sprintf("%d Creatures · %d Schemes · %d Intrigues · %d Fortifications",
		sum.Types[rules.Creature], sum.Types[rules.Scheme], sum.Types[rules.Intrigue], sum.Types[rules.Fortification])
	for _, l := range widget.Wrap(types, r.look.small, x1-x0) {
		if y < P.Y1-lh/2 {
			render.DrawText(dst, l, r.look.small, x0, y, render.LeftMiddle, render.Fade(render.Ivory, 0.8))
		}
		y += lh * 0.9
	}
	r.drawLatest(dst, s.Picks, x0, x1, y+lh*0.4, lh)
}

// drawLatest lists the latest picks, newest first, in the room left at
// the foot of the panel.
func (r *Room) drawLatest(dst *ebiten.Image, picks []rules.DefID, x0, x1, y, lh float64) {
	u := r.Sk.U
	bottom := r.Lay.Panel.Y1 - 10*u
	if len(picks) == 0 || y+2*lh > bottom {
		return
	}
	render.DrawText(dst, widget.SmallCaps("Latest picks"), r.look.small, x0, y, render.LeftMiddle, render.Gilt)
	y += lh
	for i := len(picks) - 1; i >= 0 && y+lh/2 <= bottom; i-- {
		c := &r.app.Set.Cards[picks[i]]
		for f, k := rules.Aggression, 0.0; f <= rules.Sanctuary; f++ {
			if c.Factions.Has(f) { // a swatch per faction
				widget.FillRect(dst, widget.Rect{X: x0 + k*5*u, Y: y - 4*u, W: 4 * u, H: 8 * u}, render.FactionColor(f))
				k++
			}
		}
		render.DrawText(dst, widget.FitText(c.Title, r.look.small, x1-x0-50*u), r.look.small, x0+14*u, y, render.LeftMiddle, render.Fade(render.Ivory, 0.85))
		render.DrawText(dst, c.Level.Roman(), r.look.small, x1, y, render.RightMiddle, render.Fade(render.Mist, 0.9))
		y += lh * 0.85
	}
}

// drawFactionTable draws the picks by faction (rows) and level (columns)
// and returns the y below it.
func (r *Room) drawFactionTable(dst *ebiten.Image, sum *present.Picks, x0, x1, y, lh float64) float64 {
	u := r.Sk.U
	cols := []float64{x1 - 150*u, x1 - 105*u, x1 - 60*u, x1 - 8*u}
	for k, h := range []string{"I", "II", "III", "all"} {
		render.DrawText(dst, h, r.look.small, cols[k], y, render.RightMiddle, render.Gilt)
	}
	y += lh
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		widget.FillRect(dst, widget.Rect{X: x0, Y: y - 5*u, W: 10 * u, H: 10 * u}, render.FactionColor(f))
		render.DrawText(dst, f.String(), r.look.body, x0+16*u, y, render.LeftMiddle, render.Ivory)
		for l := rules.Lesser; l <= rules.Exalted; l++ {
			render.DrawText(dst, count(sum.ByFaction[f][l]), r.look.body, cols[l-rules.Lesser], y, render.RightMiddle, render.Fade(render.Ivory, 0.85))
		}
		render.DrawText(dst, count(sum.Faction(f)), r.look.body, cols[3], y, render.RightMiddle, render.GiltLight)
		y += lh
	}
	render.DrawText(dst, "All", r.look.body, x0+16*u, y, render.LeftMiddle, render.Fade(render.Mist, 0.9))
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		render.DrawText(dst, count(sum.Levels[l]), r.look.body, cols[l-rules.Lesser], y, render.RightMiddle, render.GiltLight)
	}
	return y + lh
}

// count writes a count, a dot for none.
func count(n int) string {
	if n == 0 {
		return "·"
	}
	return strconv.Itoa(n)
}

// drawCurve draws how many picks cost each total of Aspects, as bars,
// and returns the y below it.
func (r *Room) drawCurve(dst *ebiten.Image, sum *present.Picks, x0, x1, y, lh float64) float64 {
	u := r.Sk.U
	render.DrawText(dst, widget.SmallCaps("Curve · cost"), r.look.small, x0, y, render.LeftMiddle, render.Gilt)
	y += lh * 0.8
	most := 1
	for _, n := range sum.Curve[1:] {
		most = max(most, n)
	}
	barH := 54 * u
	slot := (x1 - x0) / present.CurveTop
	for c := 1; c <= present.CurveTop; c++ {
		n := sum.Curve[c]
		if c == 1 {
			n += sum.Curve[0]
		}
		h := barH * float64(n) / float64(max(most, n))
		bx := x0 + float64(c-1)*slot + slot*0.2
		widget.FillRect(dst, widget.Rect{X: bx, Y: y + barH - h, W: slot * 0.6, H: h}, render.Fade(render.Gilt, 0.75))
		if n > 0 {
			render.DrawText(dst, strconv.Itoa(n), r.look.small, bx+slot*0.3, y+barH-h-8*u, render.Center, render.Ivory)
		}
		label := strconv.Itoa(c)
		if c == present.CurveTop {
			label += "+"
		}
		render.DrawText(dst, label, r.look.small, bx+slot*0.3, y+barH+10*u, render.Center, render.Fade(render.Mist, 0.9))
	}
	return y + barH + 22*u
}

// drawCurtain covers the room while the screen goes to the next human,
// as the table's curtain does.
func (r *Room) drawCurtain(dst *ebiten.Image) {
	u := r.Sk.U
	w, h := float64(r.w), float64(r.h)
	widget.FillRect(dst, widget.Rect{X: 0, Y: 0, W: w, H: h}, render.Fade(render.Ink, 0.7))
	name := r.name(r.Seat)
	render.DrawText(dst, "Pass to "+name, r.look.curtain, w/2, h/2-40*u, render.Center, render.Gilt)
	render.DrawText(dst, r.curtainWhy(), r.look.status, w/2, h/2+18*u, render.Center, render.GiltLight)
	render.DrawText(dst, "Click or press Space when ready", r.look.status, w/2, h/2+50*u, render.Center, render.Ivory)
}

// curtainWhy says what the next human is handed the screen for.
func (r *Room) curtainWhy() string {
	d := r.Draft()
	switch {
	case len(d.Seats[r.Seat].DeityHand) > 0:
		return r.name(r.Seat) + " keeps a Deity next; the others look away."
	case len(d.Seats[r.Seat].Stub) > 0:
		return fmt.Sprintf("%s picks next (pile %d, pick %d of %d); the others look away.", r.name(r.Seat), d.Pile+1, d.Round+1, draft.PileSize)
	}
	return r.name(r.Seat) + " builds a deck from their picks; the others look away."
}
