package render

import (
	"math"

	"twilight/rules"
)

// Card geometry is written in "card millimetres": the card is 63 × 88 of
// them, and u is how many pixels one is worth at the size being rendered.

// CompactWidth is the width in pixels below which faces use the compact
// layout: a taller title band, a larger art window, bigger cost pips and
// stat medallions, and only the keywords in the text box. At such sizes
// rules text cannot be read anyway (the table shows the hovered card
// large), while what matters across the table — name, cost, art, Fight and
// Life — stays legible.
const CompactWidth = 168

// cfGeom is the layout of one face, in pixels.
type cfGeom struct {
	w, h    int
	u       float64
	compact bool
	mini    bool

	outer    rectF
	radius   float64 // outer corner radius (or corner cut, for mini-cards)
	title    rectF
	badgeR   float64 // level badge radius; centre badgeX, badgeY
	badgeX   float64
	badgeY   float64
	pipR     float64 // cost pip radius
	pipStep  float64
	pipRight float64
	art      rectF
	typeLine rectF
	textBox  rectF
	medR     float64 // stat medallion radius
	medY     float64
	medLX    float64
	medRX    float64
	gemX     float64
	gemY     float64
	gemR     float64
	panelRad float64
	hairline float64
}

func geom(width int, mini bool) cfGeom {
	g := cfGeom{w: width, h: CardHeight(width), mini: mini, compact: width < CompactWidth}
	// The height is rounded; stretch u vertically a hair so the bottom
	// lines up exactly.
	ux := float64(width) / 63
	uy := float64(g.h) / 88
	g.u = ux
	r := func(x0, y0, x1, y1 float64) rectF { return rectF{x0 * ux, y0 * uy, x1 * ux, y1 * uy} }
	g.outer = r(0, 0, 63, 88)
	g.radius = 3.2 * ux
	if mini {
		g.radius = 5.0 * ux
	}
	g.panelRad = 1.1 * ux
	g.hairline = math.Max(1, 0.32*ux)
	if !g.compact {
		g.title = r(2.6, 2.6, 60.4, 10.6)
		g.badgeR, g.badgeX, g.badgeY = 4.5*ux, 6.9*ux, 6.6*uy
		g.pipR, g.pipStep, g.pipRight = 1.95*ux, 4.35*ux, 58.6*ux
		artBottom := 50.8
		if mini {
			artBottom = 55.6
		}
		g.art = r(3.4, 11.3, 59.6, artBottom)
		g.typeLine = r(2.6, artBottom+0.6, 60.4, artBottom+5.6)
		g.textBox = r(3.4, artBottom+6.2, 59.6, 82.6)
		g.medR, g.medY = 4.5*ux, 83.1*uy
		g.medLX, g.medRX = 7.0*ux, 56.0*ux
		g.gemX, g.gemY, g.gemR = 31.5*ux, 85.5*uy, 1.45*ux
	} else {
		g.title = r(2.4, 2.4, 60.6, 13.0)
		g.badgeR, g.badgeX, g.badgeY = 5.6*ux, 7.6*ux, 7.7*uy
		g.pipR, g.pipStep, g.pipRight = 2.9*ux, 6.2*ux, 57.8*ux
		artBottom := 59.0
		if mini {
			artBottom = 62.0
		}
		g.art = r(3.2, 13.6, 59.8, artBottom)
		g.typeLine = r(2.4, artBottom+0.6, 60.6, artBottom+7.0)
		g.textBox = r(3.2, artBottom+7.6, 59.8, 84.0)
		g.medR, g.medY = 6.6*ux, 80.6*uy
		g.medLX, g.medRX = 8.6*ux, 54.4*ux
		g.gemX, g.gemY, g.gemR = 31.5*ux, 85.9*uy, 1.5*ux
		g.hairline = math.Max(1, 0.4*ux)
	}
	return g
}

// hasCorners reports which bottom corners of def's face carry a medallion
// or plaque that text must flow around.
func hasCorners(def *rules.CardDef) (left, right bool) {
	switch def.Type {
	case rules.Creature:
		return true, true
	case rules.Fortification:
		return def.Life > 0 || def.Fight > 0, def.Directions != 0
	case rules.Intrigue:
		return def.Upkeep.Total() > 0, def.Life > 0
	}
	return def.Fight > 0, def.Life > 0
}

// textSpan returns the span function for text in the text box, pad in
// from its sides; with left or right set, lines that reach down to that
// corner's medallion are kept clear of it.
func (g *cfGeom) textSpan(left, right bool, pad float64) cfBox {
	x0, x1 := g.textBox.x0+pad, g.textBox.x1-pad
	top := g.medY - g.medR - 0.6*g.u
	return func(lineTop, lineBottom float64) (float64, float64) {
		a, b := x0, x1
		if lineBottom > top {
			// How far the medallion's circle reaches at this line.
			dy := math.Max(0, math.Min(math.Abs(lineTop-g.medY), math.Abs(lineBottom-g.medY)))
			if lineTop < g.medY && lineBottom > g.medY {
				dy = 0
			}
			reach := math.Sqrt(math.Max(0, sq(g.medR+0.9*g.u)-sq(dy)))
			if left {
				a = math.Max(a, g.medLX+reach)
			}
			if right {
				b = math.Min(b, g.medRX-reach)
			}
		}
		return a, b
	}
}

func sq(x float64) float64 { return x * x }
