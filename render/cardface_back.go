package render

import (
	"image"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"
)

// renderBack paints a card back: deep indigo with a faint sunburst, a frame
// and rings in the level's metal, and the Roman numeral large in the
// centre over the level's symbol.
func (f *Faces) renderBack(level rules.Level, width int) *ebiten.Image {
	return f.finishBack(f.paintBack(level, width), level, width)
}

// backColour is the backs' indigo (their sunburst's middle).
var backColour = hexCol(0x1E2747).rgba()

// backRing is the geometry of a back's rings: their centre and radius.
func backRing(width int) (cx, cy, r float64) {
	g := geom(width, false)
	W, H := float64(g.w), float64(g.h)
	return W / 2, H / 2, W * 0.33
}

// paintBack paints a card back on the CPU, all but its numeral or emblem
// (finishBack). It draws nothing through Ebitengine, so it may run on
// another goroutine.
func (f *Faces) paintBack(level rules.Level, width int) *image.RGBA {
	g := geom(width, false)
	g.compact = false
	u := g.u
	W, H := float64(g.w), float64(g.h)
	cv := newCanvas(g.w, g.h)
	n := noise{seed: uint32(level)*7919 + 13}
	metal := cfMetal[min(level, rules.Exalted)]
	cx, cy, R := backRing(width)
	deep := hexCol(0x0A0E1C)
	mid := hexCol(0x1E2747)
	out := sdRound(g.outer, g.radius)

	cv.shape(g.outer, out, func(x, y, d float64) cfCol {
		dist := math.Hypot(x-cx, (y-cy)*0.8) / (W * 0.75)
		col := mid.mix(deep, smoothstep(0, 1, dist))
		// Sunburst: 32 faint wedges.
		ang := math.Atan2(y-cy, x-cx)
		if math.Mod(ang/(2*math.Pi)*32+64, 2) < 1 {
			col = col.scale(1.07)
		}
		col = col.scale(0.9 + 0.18*n.fbm(x/(4*u), y/(4*u), 3) + 0.03*n.grainAt(int(x), int(y)))
		if d > -0.5*u {
			col = col.mix(cfBlack, 0.7)
		}
		return col
	})
	// Frame: a broad metal band and a thin inner line.
	band := sdRing(sdRound(g.outer.inset(2.2*u), g.radius-1.2*u), 1.3*u)
	cv.shape(g.outer, band, func(x, y, d float64) cfCol {
		col := metalRamp(metal, y/H, 0.9)
		if d > -0.25*u {
			col = col.scale(0.55)
		}
		return col
	})
	thin := sdRing(sdRound(g.outer.inset(4.3*u), g.radius-2*u), math.Max(1, 0.3*u))
	cv.shape(g.outer, thin, metalShader(metal, 0, H, 0.7))
	// Corner lozenges.
	for _, p := range [][2]float64{{6.6, 6.6}, {56.4, 6.6}, {6.6, 81.4}, {56.4, 81.4}} {
		x, y, s := p[0]*u, p[1]*H/88, 1.6*u
		cv.shape(circleRect(x, y, s*1.2), sdPoly([2]float64{x, y - s}, [2]float64{x + s*0.75, y}, [2]float64{x, y + s}, [2]float64{x - s*0.75, y}), metalShader(metal, y-s, y+s, 1))
	}
	// Rings around the numeral, and a soft glow of metal light inside them.
	cv.shape(circleRect(cx, cy, R*1.1), sdCircle(cx, cy, R), func(x, y, d float64) cfCol {
		return metal.mix(cfDusk, 0.3).alpha(0.22 * (1 - smoothstep(-R, 0, d)))
	})
	for _, rr := range []struct{ r, w float64 }{{R, 0.7 * u}, {R * 0.9, 0.25 * u}} {
		cv.shape(circleRect(cx, cy, rr.r+rr.w), sdRing(sdCircle(cx, cy, rr.r), math.Max(1, rr.w)), metalShader(metal, cy-rr.r, cy+rr.r, 0.9))
	}
	// The level's symbol above and below the ring, so colour is never the
	// only cue.
	if level != rules.NoLevel {
		sr := 2.3 * u
		paintLevelShape(cv, level, cx, cy-R-4.6*u, sr, true)
		paintLevelShape(cv, level, cx, cy+R+4.6*u, sr, true)
	}
	cv.clip(out, g.outer.inset(g.radius+2))
	return cv.image()
}

// finishBack uploads a back painted by paintBack and draws its numeral in
// the level's metal, or the emblem on a plain back (on the game's
// goroutine: Ebitengine's drawing).
func (f *Faces) finishBack(pix *image.RGBA, level rules.Level, width int) *ebiten.Image {
	img := ebiten.NewImageFromImage(pix)
	cx, cy, R := backRing(width)
	metal := cfMetal[min(level, rules.Exalted)]
	if level != rules.NoLevel {
		size := R * 1.05
		if level == rules.Exalted {
			size = R * 0.82
		}
		st := cfStyle{src: f.fonts.Serif, size: size, col: cfWhite}
		metalText(img, level.Roman(), st, cx, cy, metal)
	} else {
		em := ebiten.NewImageFromImage(Emblem(int(R * 1.4)))
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(cx-R*0.7, cy-R*0.7)
		img.DrawImage(em, op)
		em.Deallocate()
	}
	return img
}

// metalText draws s centred on (cx, cy) filled with a metal ramp, with an
// engraved dark edge and a drop shadow.
func metalText(dst *ebiten.Image, s string, st cfStyle, cx, cy float64, metal cfCol) {
	w := runWidth(s, st)
	pad := math.Ceil(st.size * 0.2)
	iw, ih := int(math.Ceil(w+2*pad)), int(math.Ceil(st.size*1.5+2*pad))
	tmp := ebiten.NewImage(iw, ih)
	defer tmp.Deallocate()
	base := pad + st.size*1.05
	drawRun(tmp, cfRun{s: s, st: st, x: pad, base: base}, 0, 0)
	// Fill the glyphs with the metal ramp over the capital height.
	ramp := image.NewRGBA(image.Rect(0, 0, 1, ih))
	capTop, capBottom := base-st.size*0.66, base
	for y := 0; y < ih; y++ {
		c := metalRamp(metal, (float64(y)-capTop)/(capBottom-capTop), 1.1).rgba()
		ramp.SetRGBA(0, y, c)
	}
	ri := ebiten.NewImageFromImage(ramp)
	defer ri.Deallocate()
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceIn}
	op.GeoM.Scale(float64(iw), 1)
	tmp.DrawImage(ri, op)

	x := math.Round(cx - w/2 - pad)
	y := math.Round(cy + st.size*0.33 - base)
	o := math.Max(1, st.size*0.03)
	// Shadow, dark edge, then the metal.
	for _, p := range []struct {
		dx, dy float64
		k      float32
	}{{o * 0.8, o * 2, 0.75}, {-o * 0.5, -o * 0.5, 0.5}, {o * 0.6, o * 0.6, 0.9}} {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(x+p.dx, y+p.dy)
		op.ColorScale.Scale(0, 0, 0, p.k)
		dst.DrawImage(tmp, op)
	}
	op = &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x, y)
	dst.DrawImage(tmp, op)
}

// renderDeity paints a Deity card: a gilt-framed face in the Deity's
// faction with a larger art window, its Faction Requirement, and its
// powers. Spent, the same card is drained of colour and crossed by a ribbon.
func (f *Faces) renderDeity(d *rules.DeityDef, spent bool, width int) *ebiten.Image {
	return finishCard(f.paintDeity(d, spent, width))
}

// paintDeity paints a Deity card on the CPU (see paintCard).
func (f *Faces) paintDeity(d *rules.DeityDef, spent bool, width int) paintedCard {
	c := f.deityCard(d, spent, width)
	g := &c.g
	def := c.def
	c.cv = newCanvas(g.w, g.h)
	c.layoutText()
	c.paintFrame()
	c.paintPlate(g.title, cfGold)
	// Sun-rays either side of the title: the mark of a god.
	for _, sx := range []float64{g.title.x0 + g.title.h()*0.62, g.title.x1 - g.title.h()*0.62} {
		paintSunMark(c.cv, sx, g.title.cy(), g.title.h()*0.34, spent)
	}
	dim := 0.0
	if spent {
		dim = 1
	}
	glyph := c.f.glyphs.artGlyph(d.Art, def.Factions)
	paintArtWindow(c.cv, &f.glyphs, g.art, g.panelRad*0.6, glyph, artStyle{tint: c.factionAt, metal: cfGold, seed: c.n, dim: dim}, g.hairline)
	c.paintTypeLine()
	c.paintTextBox()
	c.paintInline()
	if spent {
		c.paintSpentRibbon()
	}
	c.cv.clip(c.outline(), c.g.outer.inset(c.g.radius+2))
	return paintedCard{pix: c.cv.image(), runs: c.draws.runs}
}

// paintSunMark paints a small gilt sun with eight rays.
func paintSunMark(cv *cfCanvas, cx, cy, r float64, dull bool) {
	col := cfGold
	if dull {
		col = desat(col, 0.8)
	}
	cv.shape(circleRect(cx, cy, r*1.1), func(x, y float64) float64 {
		dx, dy := x-cx, y-cy
		d := math.Hypot(dx, dy)
		ang := math.Atan2(dy, dx)
		ray := math.Abs(math.Cos(ang * 4))
		return math.Min(d-r*0.42, d-r*(0.55+0.45*math.Pow(ray, 6)))
	}, metalShader(col, cy-r, cy+r, 1))
}

// paintSpentRibbon lays a dark ribbon across the art window.
func (c *cfCard) paintSpentRibbon() {
	g := &c.g
	a := g.art
	h := a.h() * 0.16
	cy := a.cy() + a.h()*0.12
	c.cv.shape(rectF{a.x0, cy - h, a.x1, cy + h}, func(x, y float64) float64 {
		return math.Max(math.Abs(y-cy)-h/2, math.Max(a.x0-x, x-a.x1))
	}, func(x, y, d float64) cfCol {
		t := (y - (cy - h/2)) / h
		col := hexCol(0x2A1630).scale(1.3 - 0.5*t)
		if math.Abs(y-cy) > h/2-math.Max(1, 0.3*g.u) {
			col = metalRamp(cfMetal[rules.Greater], t, 0.6)
		}
		return col
	})
	st := cfStyle{src: c.f.fonts.Serif, size: h * 0.62, smcp: true, col: cfIvory, track: h * 0.08, bold: math.Max(0.4, h*0.02)}
	c.centredAt("Spent", st, a.cx(), cy)
}

// deityLine is a Deity's Faction Requirement, as printed above its powers.
func deityLine(d *rules.DeityDef) string {
	if d.ReqCount <= 0 || d.ReqFaction == 0 {
		return ""
	}
	return "Requires " + strconv.Itoa(d.ReqCount) + " " + d.ReqFaction.String()
}

// deityCard is Deity d's face at width laid out, before any text or paint:
// a Deity has no level or cost, so the title runs the full band and the
// art window grows.
func (f *Faces) deityCard(d *rules.DeityDef, spent bool, width int) *cfCard {
	var seed uint32 = 2166136261
	for i := 0; i < len(d.Key); i++ {
		seed = (seed ^ uint32(d.Key[i])) * 16777619
	}
	def := &rules.CardDef{Title: d.Title, Factions: 1 << d.Faction, Text: d.Text, Flavor: d.Flavor, Art: d.Art}
	c := &cfCard{f: f, def: def, g: geom(width, false), n: noise{seed: seed}}
	c.deity, c.spent = d, spent
	c.facs = factionsOf(def.Factions)
	c.metal = cfGold
	W, H := float64(c.g.w), float64(c.g.h)
	c.splitT = func(x, y float64) float64 { return clamp01(x/W + (y/H-0.5)*0.35) }
	g := &c.g
	if !g.compact {
		g.art.y1 = 54.2 * H / 88
		g.typeLine = rectF{g.typeLine.x0, g.art.y1 + 0.6*g.u, g.typeLine.x1, g.art.y1 + 5.6*g.u}
		g.textBox.y0 = g.typeLine.y1 + 0.6*g.u
	}
	return c
}
