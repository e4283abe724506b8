package table

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"
	"twilight/rules"

	"twilight/scenes/widget"
)

// drawUnmet marks the Deity of every player whose drafted deck misses
// its Faction Requirement (Card Drafting Variant, step G; RULINGS.md 64):
// the card is dimmed and crossed by a band saying it gives no power and no
// Conviction bonus, for the whole match. The mark is public.
func (m *MatchScene) drawUnmet(screen *ebiten.Image) {
	v := m.View
	u := m.Lay.U
	for q := range m.Lay.Mats {
		if q >= len(v.Players) || !v.Players[q].RequirementUnmet {
			continue
		}
		r := m.Lay.Mats[q].Deity
		m.G.Rect(screen, r, render.Fade(render.Ink, 0.55))
		band := widget.Rect{X: r.X - 2*u, Y: r.Y + r.H/2 - m.G.fTiny.Size*1.5, W: r.W + 4*u, H: m.G.fTiny.Size * 3}
		m.G.Rect(screen, band, render.Fade(damageRed, 0.85))
		m.G.Frame(screen, band, math.Max(1, u), render.Fade(render.Ivory, 0.6))
		top, bottom := band, band
		top.H, bottom.H = band.H/2, band.H/2
		bottom.Y += band.H / 2
		m.G.Label(screen, widget.FitText("Unmet", m.G.fTiny, band.W), m.G.fTiny, top, render.Center, render.Ivory)
		m.G.Label(screen, widget.FitText("no power", m.G.fTiny, band.W), m.G.fTiny, bottom, render.Center, render.Ivory)
	}
}

// drawUnmetTip says why, over the rail's preview of a pointed Deity that
// is marked.
func (m *MatchScene) drawUnmetTip(screen *ebiten.Image) {
	for q := range m.Lay.Mats {
		if q < len(m.View.Players) && m.View.Players[q].RequirementUnmet && m.Lay.Mats[q].Deity.Contains(m.hoverAt.X, m.hoverAt.Y) {
			m.unmetTip(screen, q)
		}
	}
}

// unmetTip says in full why player q's Deity is marked, over the lines
// under the preview of the pointed Deity (which would say its power is
// ready).
func (m *MatchScene) unmetTip(screen *ebiten.Image, q int) {
	u := m.Lay.U
	r := m.Lay.Stats
	dd := &m.View.Set.Deities[m.View.Players[q].Deity]
	words := "Drafted deck misses " + rules.Possessive(dd.Title) + " Faction Requirement (" + strconv.Itoa(dd.ReqCount) + " " +
		dd.ReqFaction.String() + "): no Deity power, no Conviction bonus."
	lh := m.G.fSmall.Size * 1.25
	lines := widget.WrapText(words, m.G.fSmall, r.W-8*u)
	box := widget.Rect{X: r.X - 4*u, Y: r.Y - 4*u, W: r.W + 8*u, H: math.Max(r.H, float64(len(lines))*lh) + 8*u}
	m.G.Rect(screen, box, render.Fade(render.Ink, 0.97))
	m.G.Frame(screen, box, math.Max(1, u), damageRed)
	for i, s := range lines {
		m.G.Label(screen, s, m.G.fSmall, widget.Rect{X: r.X, Y: r.Y + float64(i)*lh, W: r.W, H: lh}, render.Center, render.Ivory)
	}
}
