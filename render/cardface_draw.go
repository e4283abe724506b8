package render

import (
	"image"
	"image/color"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/rules"
)

// The card palette. Faction and level colours are the design's; the rest
// are chosen to sit with them (warm parchment, near-black plates).
var (
	cfFaction = [...]cfCol{
		rules.Aggression:  hexCol(0x8E1B1B),
		rules.Negotiation: hexCol(0x1F4E8C),
		rules.Mysticism:   hexCol(0x1E6B3A),
		rules.Sanctuary:   hexCol(0x6B4A2B),
	}
	cfMetal = [...]cfCol{
		rules.NoLevel: hexCol(0x8C8A86),
		rules.Lesser:  hexCol(0xB0793B),
		rules.Greater: hexCol(0xAEB4BC),
		rules.Exalted: hexCol(0xD4AF37),
	}

	cfNeutral    = hexCol(0x5A5550) // frame of a card with no faction
	cfPlate      = hexCol(0x0F1016)
	cfParchment  = hexCol(0xEFE5CC)
	cfParchEdge  = hexCol(0xD2BF98)
	cfInk        = hexCol(0x2A2119)
	cfIvory      = hexCol(0xF1E9D6)
	cfHeresy     = hexCol(0x111111)
	cfHeresyRule = hexCol(0xB3261E)
	cfHeresyText = hexCol(0xEDE3CF)
	cfHeresyName = hexCol(0xE8685A)
	cfGold       = hexCol(0xD4AF37)
	cfDusk       = hexCol(0xF4CF8E) // the warm light behind every glyph
)

// cfCard is one face being rendered.
type cfCard struct {
	f     *Faces
	def   *rules.CardDef
	g     cfGeom
	cv    *cfCanvas
	n     noise
	facs  []rules.Faction
	metal cfCol
	draws cfDraws
	deity *rules.DeityDef // set when drawing a Deity
	spent bool
	// heresyTop is where the Heresy band starts (0: none).
	heresyTop float64
	splitT    func(x, y float64) float64 // position along a multi-faction split
}

// FactionColor is the frame colour of a faction (crimson, royal blue,
// deep green, umber); anything else gives a neutral stone grey.
func FactionColor(f rules.Faction) color.RGBA {
	if f >= rules.Aggression && f <= rules.Sanctuary {
		return cfFaction[f].rgba()
	}
	return cfNeutral.rgba()
}

// LevelColor is the metal of a level: bronze for Lesser, silver for
// Greater, gold for Exalted (grey for NoLevel).
func LevelColor(l rules.Level) color.RGBA {
	if l > rules.Exalted {
		l = rules.NoLevel
	}
	return cfMetal[l].rgba()
}

func factionsOf(fs rules.FactionSet) []rules.Faction {
	var out []rules.Faction
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if fs.Has(f) {
			out = append(out, f)
		}
	}
	return out
}

// factionAt is the faction colour at (x, y): one colour, or a split
// frame blending from one faction to the next across the card.
func (c *cfCard) factionAt(x, y float64) cfCol {
	switch len(c.facs) {
	case 0:
		return cfNeutral
	case 1:
		return cfFaction[c.facs[0]]
	}
	t := c.splitT(x, y) * float64(len(c.facs))
	i := int(math.Floor(t))
	frac := t - float64(i)
	i = max(0, min(len(c.facs)-1, i))
	col := cfFaction[c.facs[i]]
	// A short blend either side of each seam.
	const soft = 0.06
	if frac > 1-soft && i+1 < len(c.facs) {
		col = col.mix(cfFaction[c.facs[i+1]], (frac-(1-soft))/(2*soft))
	} else if frac < soft && i > 0 {
		col = cfFaction[c.facs[i-1]].mix(col, 0.5+frac/(2*soft))
	}
	return col
}

func (f *Faces) renderCard(def *rules.CardDef, width int) *ebiten.Image {
	return finishCard(f.paintCard(def, width))
}

// paintedCard is a face painted on the CPU, waiting to become an image:
// its pixels and the text runs to draw on them.
type paintedCard struct {
	req  FaceRequest // what was asked for, when painted in the background
	pix  *image.RGBA
	runs []cfRun
}

// finishCard uploads a painted face and draws its text (on the game's
// goroutine: Ebitengine's drawing).
func finishCard(p paintedCard) *ebiten.Image {
	img := ebiten.NewImageFromImage(p.pix)
	drawRuns(img, p.runs)
	return img
}

// paintCard lays out and paints def's face at width on the CPU. It draws
// nothing through Ebitengine, so it may run on another goroutine.
func (f *Faces) paintCard(def *rules.CardDef, width int) paintedCard {
	c, lvl := f.actionCard(def, width)
	c.cv = newCanvas(c.g.w, c.g.h)

	c.layoutText()
	c.paintFrame()
	c.paintTitle(lvl)
	c.paintArt()
	c.paintCost()
	c.paintTypeLine()
	c.paintTextBox()
	c.paintCorners()
	c.paintInline()
	if def.Gem != "" {
		paintGem(c.cv, c.g.gemX, c.g.gemY, c.g.gemR, gemColour(def.Gem))
	}
	c.cv.clip(c.outline(), c.g.outer.inset(c.g.radius+2))
	return paintedCard{pix: c.cv.image(), runs: c.draws.runs}
}

// actionCard is def's face at width laid out, before any text or paint,
// and the level whose metal it is framed in.
func (f *Faces) actionCard(def *rules.CardDef, width int) (*cfCard, rules.Level) {
	c := &cfCard{f: f, def: def, g: geom(width, def.Mini), n: noise{seed: uint32(def.ID)*2654435761 + 977}}
	c.facs = factionsOf(def.Factions)
	lvl := def.Level
	if lvl == rules.NoLevel {
		lvl = def.Cost.Highest()
	}
	c.metal = cfMetal[lvl]
	W, H := float64(c.g.w), float64(c.g.h)
	c.splitT = func(x, y float64) float64 { return clamp01(x/W + (y/H-0.5)*0.35) }
	return c, lvl
}

// outline is the card's silhouette: rounded, or cut-cornered for mini-cards.
func (c *cfCard) outline() func(x, y float64) float64 {
	if c.g.mini {
		return sdCut(c.g.outer, c.g.radius)
	}
	return sdRound(c.g.outer, c.g.radius)
}

// paintFrame paints the faction frame: tooled leather in the faction's
// colour, lit from the top, with a dark rim and, for Epic cards, a gold
// inner border; then the soft shadows the panels cast on it.
func (c *cfCard) paintFrame() {
	g := &c.g
	H := float64(g.h)
	out := c.outline()
	u := g.u
	covered := []rectF{g.title.inset(g.panelRad + 1), g.art.inset(g.panelRad + 1), g.typeLine.inset(g.panelRad + 1), g.textBox.inset(g.panelRad + 1)}
	c.cv.shape(g.outer, out, func(x, y, d float64) cfCol {
		for _, p := range covered {
			if p.has(int(x), int(y)) {
				// Painted over by a panel: any opaque colour will do.
				return cfBlack
			}
		}
		base := c.factionAt(x, y)
		if g.mini {
			// Mini-cards: a paler, stonier frame so they read as tokens.
			base = base.mix(hexCol(0x9A9288), 0.42)
		}
		tex := c.n.fbm(x/(2.2*u), y/(2.2*u), 4)
		k := 0.78 + 0.36*tex + 0.22*(1-y/H) + 0.04*c.n.grainAt(int(x), int(y))
		col := base.scale(k)
		// Bevel: a lit edge just inside the outline, then a dark rim.
		switch {
		case d > -0.55*u:
			col = col.mix(cfBlack, 0.75)
		case d > -1.0*u:
			col = col.mix(cfWhite, 0.16*(1-y/H))
		}
		return col
	})
	if g.mini {
		// A stitched inner line marks a mini-card at any size.
		ring := sdRing(sdCut(g.outer.inset(1.25*u), g.radius-0.5*u), math.Max(0.8, 0.28*u))
		step := 1.6 * u
		c.cv.shapeRing(g.outer, g.outer.inset(2.5*u+g.radius), ring, func(x, y, d float64) cfCol {
			if math.Mod(x+y, step) > step*0.55 {
				return cfCol{}
			}
			return cfIvory.alpha(0.7)
		})
	}
	if c.def.Has(rules.KwEpic) {
		// Epic: a gold inner border, doubled.
		ring := sdRing(sdRound(g.outer.inset(1.25*u), g.radius-0.9*u), math.Max(1.2, 0.6*u))
		c.cv.shapeRing(g.outer, g.outer.inset(2.5*u+g.radius), ring, func(x, y, d float64) cfCol {
			col := metalRamp(cfGold, y/float64(g.h), 1)
			if d > -math.Max(0.5, 0.12*u) {
				col = col.scale(0.45)
			}
			return col
		})
	}
	// Shadows the inset panels cast on the frame.
	for _, p := range []rectF{g.title, g.art, g.typeLine, g.textBox} {
		p := p
		sd := sdRound(rectF{p.x0, p.y0 + 0.35*u, p.x1 + 0.2*u, p.y1 + 0.55*u}, g.panelRad)
		c.cv.shapeRing(p.inset(-1.4*u), p.inset(1.5*u), sd, func(x, y, d float64) cfCol {
			return cfBlack.alpha(0.5 * smoothstep(1.1*u, -0.2*u, d))
		})
	}
}

// metalShader shades a shape in metal: a vertical ramp from a bright top
// through the base to a dark band and a little reflected light at the foot.
func metalShader(base cfCol, top, bottom, gloss float64) shader {
	return func(x, y, d float64) cfCol {
		return metalRamp(base, (y-top)/(bottom-top), gloss)
	}
}

func metalRamp(base cfCol, t, gloss float64) cfCol {
	hi := base.mix(cfWhite, 0.55*gloss)
	lo := base.scale(0.52)
	switch t = clamp01(t); {
	case t < 0.42:
		return hi.mix(base, t/0.42)
	case t < 0.78:
		return base.mix(lo, (t-0.42)/0.36)
	}
	return lo.mix(base.mix(cfWhite, 0.1), (t-0.78)/0.22)
}

// paintPlate paints a dark inset panel tinted by the frame beneath, with a
// hairline border in metal.
func (c *cfCard) paintPlate(r rectF, edge cfCol) {
	g := &c.g
	sd := sdRound(r, g.panelRad)
	c.cv.shape(r, sd, func(x, y, d float64) cfCol {
		t := (y - r.y0) / r.h()
		base := cfPlate.mix(c.factionAt(x, y), 0.3)
		col := base.scale(1.25 - 0.45*t + 0.05*c.n.grainAt(int(x), int(y)))
		if d > -g.hairline {
			col = metalRamp(edge, t, 0.8)
		}
		return col
	})
}

// paintTitle paints the title band: plate, level badge and cost pips.
func (c *cfCard) paintTitle(lvl rules.Level) {
	g := &c.g
	c.paintPlate(g.title, c.metal)
	if lvl != rules.NoLevel {
		paintLevelShape(c.cv, lvl, g.badgeX, g.badgeY, g.badgeR, true)
	}
}

// paintCost paints the cost pips (after the art: on compact faces they
// stand down its right edge).
func (c *cfCard) paintCost() {
	for _, p := range c.costPips() {
		paintLevelShape(c.cv, p.lvl, p.cx, p.cy, p.r, c.g.compact)
	}
}

// costPips lays the cost out right to left from the title's end: one pip
// per Aspect, in cost order, overlapping a little when there are many.
func (c *cfCard) costPips() []cfPip {
	g := &c.g
	var lv []rules.Level
	if c.def.Mini {
		return nil
	}
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		for i := uint8(0); i < c.def.Cost.Of(l); i++ {
			lv = append(lv, l)
		}
	}
	step := g.pipStep
	if g.compact {
		// A column down the art's right edge, leaving the whole title band
		// to the name.
		step = g.pipR * 2.2
		if n := len(lv); n > 1 {
			step = math.Min(step, (g.art.h()-2*g.pipR-1.6*g.u)/float64(n-1))
		}
		out := make([]cfPip, len(lv))
		for i := range lv {
			out[i] = cfPip{lvl: lv[i], cx: g.art.x1 - g.pipR - 0.9*g.u, cy: g.art.y0 + g.pipR + 0.9*g.u + float64(i)*step, r: g.pipR}
		}
		return out
	}
	// The row may take a share of the band; past that the pips overlap
	// (each still shows enough of its shape to be counted).
	row := g.title.w() * 0.4
	if n := len(lv); n > 1 && g.pipR*2+step*float64(n-1) > row {
		step = math.Max(g.pipR*1.2, (row-g.pipR*2)/float64(n-1))
	}
	out := make([]cfPip, len(lv))
	for i := range lv {
		cx := g.pipRight - g.pipR - float64(len(lv)-1-i)*step
		out[i] = cfPip{lvl: lv[i], cx: cx, cy: g.badgeY, r: g.pipR}
	}
	return out
}

// levelShape is the symbol of a level: ● Lesser, ■ Greater, ▼ Exalted,
// each sized to look equally heavy at radius r.
func levelShape(l rules.Level, cx, cy, r float64) func(x, y float64) float64 {
	switch l {
	case rules.Greater:
		s := r * 0.86
		return sdRound(rectF{cx - s, cy - s, cx + s, cy + s}, r*0.14)
	case rules.Exalted:
		top := cy - r*0.78
		return sdPoly([2]float64{cx - r*1.08, top}, [2]float64{cx + r*1.08, top}, [2]float64{cx, cy + r*1.02})
	}
	return sdCircle(cx, cy, r)
}

// paintLevelShape paints a level symbol in its metal, with a dark keyline
// so it reads on any ground; badge adds a drop shadow and deeper bevel.
func paintLevelShape(cv *cfCanvas, l rules.Level, cx, cy, r float64, badge bool) {
	metal := cfMetal[l]
	sd := levelShape(l, cx, cy, r)
	box := circleRect(cx, cy, r*1.3)
	if badge {
		cv.shape(box.inset(-r*0.3), sd, func(x, y, d float64) cfCol {
			return cfBlack.alpha(0.55 * smoothstep(r*0.3, -r*0.1, d-r*0.08))
		})
	}
	key := math.Max(0.9, r*0.1)
	cv.shape(box, func(x, y float64) float64 { return sd(x, y) - key }, func(x, y, d float64) cfCol {
		if d > -key {
			return cfCol{0.08, 0.06, 0.04, 0.9}
		}
		t := (y - (cy - r)) / (2 * r)
		col := metalRamp(metal, t, 1)
		// A bevel: light catches the upper edge, the lower edge falls away.
		if d > -key-r*0.22 {
			if y < cy {
				col = col.mix(cfWhite, 0.35)
			} else {
				col = col.scale(0.72)
			}
		}
		return col
	})
}

// paintTypeLine paints the type plate and its faction symbols.
func (c *cfCard) paintTypeLine() {
	g := &c.g
	c.paintPlate(g.typeLine, c.metal)
	r := g.typeLine.h() * 0.4
	x := g.typeLine.x1 - g.typeLine.h()*0.55
	cy := g.typeLine.cy()
	facs := c.facs
	if c.deity != nil && c.deity.Conviction != 0 {
		// A Deity shows its Conviction colours.
		facs = factionsOf(c.deity.Conviction)
	}
	for i := len(facs) - 1; i >= 0; i-- {
		c.paintFactionSeal(facs[i], x, cy, r)
		x -= r * 2.25
	}
}

// paintFactionSeal paints a faction's symbol: its glyph in ivory on a disc
// of its colour, ringed in gold.
func (c *cfCard) paintFactionSeal(f rules.Faction, cx, cy, r float64) {
	col := cfFaction[f]
	c.cv.shape(circleRect(cx, cy, r+1), sdCircle(cx, cy, r), func(x, y, d float64) cfCol {
		if d > -math.Max(0.8, r*0.14) {
			return metalRamp(cfGold, (y-cy+r)/(2*r), 0.9)
		}
		return col.scale(1.35 - 0.6*(y-cy+r)/(2*r))
	})
	ir := r * 0.66
	if m := c.f.glyphs.mask(factionGlyph[f], circleRect(cx, cy, ir)); m != nil {
		c.cv.paint(m, 1, func(x, y int, a float32) cfCol { return cfIvory })
	}
}

// paintTextBox paints the parchment and, under the rules text, the Heresy band.
func (c *cfCard) paintTextBox() {
	g := &c.g
	r := g.textBox
	u := g.u
	sd := sdRound(r, g.panelRad)
	c.cv.shape(r, sd, func(x, y, d float64) cfCol {
		nx, ny := (x-r.cx())/(r.w()/2), (y-r.cy())/(r.h()/2)
		v := smoothstep(0.35, 1.5, math.Sqrt(nx*nx*0.8+ny*ny))
		col := cfParchment.mix(cfParchEdge, v)
		stain := c.n.fbm(x/(5*u)+31, y/(5*u)+7, 4)
		col = col.scale(0.94 + 0.1*stain + 0.025*c.n.grainAt(int(x), int(y)))
		if d > -g.hairline {
			col = col.mix(cfInk, 0.55)
		}
		return col
	})
	// A watermark of the faction's symbol, faint, where the text sits.
	if len(c.facs) > 0 {
		bottom := r.y1
		if c.heresyTop > 0 {
			bottom = c.heresyTop
		}
		s := math.Min(bottom-r.y0, r.w()*0.5) * 0.78
		box := circleRect(r.cx(), (r.y0+bottom)/2, s/2)
		if m := c.f.glyphs.mask(factionGlyph[c.facs[0]], box); m != nil {
			c.cv.paint(m, 0.08, func(x, y int, a float32) cfCol { return cfInk })
		}
	}
	if c.heresyTop > 0 {
		band := rectF{r.x0, c.heresyTop, r.x1, r.y1}
		bsd := sdRound(band, g.panelRad)
		flatTop := func(x, y float64) float64 { return math.Max(bsd(x, y), c.heresyTop-y) }
		c.cv.shape(band, flatTop, func(x, y, d float64) cfCol {
			t := (y - band.y0) / band.h()
			return cfHeresy.scale(1.25 - 0.4*t + 0.05*c.n.grainAt(int(x), int(y)))
		})
		rule := math.Max(1, 0.3*u)
		c.cv.shape(rectF{band.x0, band.y0 - rule, band.x1, band.y0 + rule},
			func(x, y float64) float64 {
				return math.Max(math.Abs(y-(band.y0+rule/2))-rule/2, math.Max(band.x0-x, x-band.x1))
			}, flat(cfHeresyRule))
	}
	for _, rl := range c.draws.rules {
		paintOrnament(c.cv, rl, cfInk.alpha(0.55), math.Max(0.8, 0.22*u))
	}
}

// paintOrnament draws a hairline that fades to its ends with a small
// lozenge at its middle.
func paintOrnament(cv *cfCanvas, rl cfRule, col cfCol, th float64) {
	cx := (rl.x0 + rl.x1) / 2
	half := (rl.x1 - rl.x0) / 2
	cv.shape(rectF{rl.x0, rl.y - th*3, rl.x1, rl.y + th*3}, func(x, y float64) float64 {
		return math.Max(math.Abs(y-rl.y)-th/2, math.Abs(x-cx)-half)
	}, func(x, y, d float64) cfCol {
		return col.alpha(1 - sq(math.Abs(x-cx)/half))
	})
	s := th * 2.6
	cv.shape(circleRect(cx, rl.y, s), sdPoly([2]float64{cx, rl.y - s}, [2]float64{cx + s*0.8, rl.y}, [2]float64{cx, rl.y + s}, [2]float64{cx - s*0.8, rl.y}), flat(col))
}

// paintInline paints the Aspect pips that sit inside the rules text.
func (c *cfCard) paintInline() {
	for _, p := range c.draws.pips {
		paintLevelShape(c.cv, p.lvl, p.cx, p.cy, p.r, false)
	}
}

// paintCorners paints the bottom corners: Fight and Life medallions,
// upkeep, or the Fortification compass.
func (c *cfCard) paintCorners() {
	g := &c.g
	d := c.def
	left, right := hasCorners(d)
	switch d.Type {
	case rules.Creature:
		c.paintStat(g.medLX, "crossed-swords", d.Fight, false)
		c.paintStat(g.medRX, "heart-drop", d.Life, true)
		return
	case rules.Fortification:
		if right {
			paintCompass(c.cv, g.medRX, g.medY, g.medR, d.Directions, c.metal)
		}
	case rules.Intrigue:
		if left {
			c.paintUpkeep()
		}
	}
	if d.Type != rules.Intrigue && left {
		c.paintStat(g.medLX, "crossed-swords", d.Fight, false)
	}
	if d.Type != rules.Fortification && right {
		c.paintStat(g.medRX, "heart-drop", d.Life, true)
	}
}

// paintStat paints a Fight (crossed swords, steel) or Life (heart, deep
// red) medallion with its number.
func (c *cfCard) paintStat(cx float64, glyph string, v int8, life bool) {
	g := &c.g
	cy, r := g.medY, g.medR
	inner := hexCol(0x39404A)
	if life {
		inner = hexCol(0x8A1A22)
	}
	paintMedallion(c.cv, cx, cy, r, inner, c.metal)
	if m := c.f.glyphs.mask(glyph, circleRect(cx, cy, r*0.66)); m != nil {
		c.cv.paint(m, 0.22, func(x, y int, a float32) cfCol { return cfIvory })
	}
	size := r * 1.25
	if v >= 10 || v < 0 {
		size = r * 1.05
	}
	st := cfStyle{src: c.f.fonts.Serif, size: size, lnum: true, col: cfIvory, bold: math.Max(0.5, size*0.035)}
	c.centred(strconv.Itoa(int(v)), st, cx, cy, true)
}

// centred adds a run centred on (cx, cy), by its figures' height, with a
// dark halo so it stays legible on any ground.
func (c *cfCard) centred(s string, st cfStyle, cx, cy float64, halo bool) {
	w := runWidth(s, st)
	base := math.Round(cy + st.size*0.33)
	x := cx - w/2 - st.bold/2
	if halo {
		sh := st
		sh.col = cfCol{0, 0, 0, 0.55}
		o := math.Max(0.6, st.size*0.05)
		for _, dd := range [][2]float64{{-o, 0}, {o, 0}, {0, -o}, {0, o}, {o, o}} {
			c.draws.runs = append(c.draws.runs, cfRun{s: s, st: sh, x: x + dd[0], base: base + dd[1]})
		}
	}
	c.draws.runs = append(c.draws.runs, cfRun{s: s, st: st, x: x, base: base})
}

// paintMedallion paints a round stat seal: a metal ring around a domed disc.
func paintMedallion(cv *cfCanvas, cx, cy, r float64, inner, metal cfCol) {
	box := circleRect(cx, cy, r*1.25)
	cv.shape(box, sdCircle(cx, cy+r*0.1, r), func(x, y, d float64) cfCol {
		return cfBlack.alpha(0.6 * smoothstep(r*0.25, -r*0.1, d))
	})
	ring := math.Max(1.2, r*0.16)
	cv.shape(box, sdCircle(cx, cy, r), func(x, y, d float64) cfCol {
		t := (y - cy + r) / (2 * r)
		switch {
		case d > -math.Max(0.7, r*0.05):
			return cfCol{0.05, 0.04, 0.03, 1}
		case d > -ring:
			return metalRamp(metal, t, 1)
		case d > -ring-math.Max(0.6, r*0.05):
			return cfCol{0.05, 0.04, 0.03, 1}
		}
		// Dome: lighter up and to the left.
		dx, dy := (x-cx)/r, (y-cy)/r
		l := 1.15 - 0.55*math.Hypot(dx+0.35, dy+0.45)
		return inner.scale(math.Max(0.45, l))
	})
}

// paintUpkeep paints an Intrigue's upkeep: an hourglass and the Aspects
// it costs each turn, on a plaque in the bottom-left corner.
func (c *cfCard) paintUpkeep() {
	g := &c.g
	var lv []rules.Level
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		for i := uint8(0); i < c.def.Upkeep.Of(l); i++ {
			lv = append(lv, l)
		}
	}
	r := g.medR
	pr := r * 0.42
	step := pr * 2.3
	x0 := g.medLX - r*0.95
	w := r*1.25 + float64(len(lv))*step + r*0.35
	plate := rectF{x0, g.medY - r*0.72, x0 + w, g.medY + r*0.72}
	c.cv.shape(plate.inset(-r*0.3), sdRound(rectF{plate.x0, plate.y0 + r*0.1, plate.x1, plate.y1 + r*0.1}, r*0.4), func(x, y, d float64) cfCol {
		return cfBlack.alpha(0.55 * smoothstep(r*0.25, -r*0.1, d))
	})
	ring := math.Max(1, r*0.1)
	c.cv.shape(plate, sdRound(plate, r*0.4), func(x, y, d float64) cfCol {
		t := (y - plate.y0) / plate.h()
		if d > -ring {
			return metalRamp(c.metal, t, 1)
		}
		return hexCol(0x26221E).scale(1.3 - 0.6*t)
	})
	hx := plate.x0 + r*0.7
	if m := c.f.glyphs.mask("hourglass", circleRect(hx, g.medY, r*0.5)); m != nil {
		c.cv.paint(m, 0.9, func(x, y int, a float32) cfCol { return cfIvory })
	}
	for i, l := range lv {
		paintLevelShape(c.cv, l, hx+r*0.55+step*(float64(i)+0.5), g.medY, pr, false)
	}
}

// paintCompass paints a Fortification's compass: a four-pointed star whose
// lit points are the directions it may be placed in.
func paintCompass(cv *cfCanvas, cx, cy, r float64, dirs rules.DirSet, metal cfCol) {
	paintMedallion(cv, cx, cy, r, hexCol(0x24282E), metal)
	in := r * 0.72
	w := in * 0.36
	for dir := rules.North; dir <= rules.West; dir++ {
		// Each point is a kite from the centre outwards.
		ang := float64(dir) * math.Pi / 2
		sx, sy := math.Sin(ang), -math.Cos(ang)
		px, py := -sy, sx // perpendicular
		tip := [2]float64{cx + sx*in, cy + sy*in}
		a := [2]float64{cx + px*w*0.55 + sx*w*0.55, cy + py*w*0.55 + sy*w*0.55}
		b := [2]float64{cx - px*w*0.55 + sx*w*0.55, cy - py*w*0.55 + sy*w*0.55}
		sd := sdPoly(a, tip, b, [2]float64{cx, cy})
		if !clockwise(a, tip, b) {
			sd = sdPoly(b, tip, a, [2]float64{cx, cy})
		}
		lit := dirs.Has(dir)
		cv.shape(circleRect(cx, cy, r), sd, func(x, y, d float64) cfCol {
			if lit {
				return metalRamp(cfGold, (y-cy+in)/(2*in), 1.2)
			}
			return hexCol(0x4A4F57)
		})
	}
	cv.shape(circleRect(cx, cy, r*0.2), sdCircle(cx, cy, r*0.13), flat(hexCol(0x15171B)))
}

// clockwise reports whether a, b, c turn clockwise on screen (y down).
func clockwise(a, b, c [2]float64) bool {
	return (b[0]-a[0])*(c[1]-a[1])-(b[1]-a[1])*(c[0]-a[0]) > 0
}

// gemColour maps a pre-built deck's gem to a colour: the base set's decks
// (mars, hera, reader, enlil) get their faction's stone, gem and colour
// names their own colour, and anything else hashes to a stable hue.
func gemColour(name string) cfCol {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "ruby", "red", "garnet", "mars":
		return hexCol(0xC8102E)
	case "sapphire", "blue", "hera":
		return hexCol(0x1F5FD1)
	case "emerald", "green", "jade", "reader":
		return hexCol(0x12A150)
	case "amethyst", "purple", "violet":
		return hexCol(0x8E44C9)
	case "topaz", "yellow", "citrine":
		return hexCol(0xF2C230)
	case "amber", "orange", "enlil":
		return hexCol(0xE8891D)
	case "onyx", "black", "obsidian":
		return hexCol(0x3A3A44)
	case "pearl", "white", "diamond", "opal":
		return hexCol(0xE6EEF4)
	}
	h := uint32(2166136261)
	for i := 0; i < len(name); i++ {
		h = (h ^ uint32(name[i])) * 16777619
	}
	return hsv(float64(h%360), 0.7, 0.85)
}

func hsv(h, s, v float64) cfCol {
	c := v * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	var r, g, b float64
	switch {
	case h < 60:
		r, g = c, x
	case h < 120:
		r, g = x, c
	case h < 180:
		g, b = c, x
	case h < 240:
		g, b = x, c
	case h < 300:
		r, b = x, c
	default:
		r, b = c, x
	}
	m := v - c
	return cfCol{float32(r + m), float32(g + m), float32(b + m), 1}
}

// paintGem paints a small cut gem: a lozenge with a lit table facet.
func paintGem(cv *cfCanvas, cx, cy, r float64, col cfCol) {
	box := circleRect(cx, cy, r*1.6)
	outer := sdPoly([2]float64{cx, cy - r}, [2]float64{cx + r*1.25, cy}, [2]float64{cx, cy + r}, [2]float64{cx - r*1.25, cy})
	cv.shape(box, func(x, y float64) float64 { return outer(x, y) - math.Max(0.8, r*0.2) }, flat(cfCol{0.06, 0.05, 0.04, 0.95}))
	cv.shape(box, outer, func(x, y, d float64) cfCol {
		// Four facets lit differently.
		k := 1.0
		switch {
		case x < cx && y < cy:
			k = 1.45
		case x >= cx && y < cy:
			k = 1.1
		case x < cx:
			k = 0.8
		default:
			k = 0.6
		}
		return col.scale(k)
	})
	cv.shape(box, sdCircle(cx-r*0.35, cy-r*0.3, r*0.2), flat(cfWhite.alpha(0.85)))
}

// text layout ---------------------------------------------------------------

// layoutText lays out every piece of text on the face and records what the
// CPU pass must paint for it (inline pips, ornaments, the Heresy band).
func (c *cfCard) layoutText() {
	g := &c.g
	d := c.def
	u := g.u
	serif := c.f.fonts.Serif

	// Level numeral, engraved in the badge.
	lvl := d.Level
	if lvl == rules.NoLevel {
		lvl = d.Cost.Highest()
	}
	if lvl != rules.NoLevel && c.deity == nil {
		ns := g.badgeR * 0.95
		if lvl == rules.Exalted {
			ns = g.badgeR * 0.78
		}
		cy := g.badgeY
		if lvl == rules.Exalted {
			cy -= g.badgeR * 0.22
		}
		st := cfStyle{src: serif, size: ns, col: cfCol{0.12, 0.08, 0.04, 0.92}, bold: math.Max(0.4, ns*0.03)}
		hl := st
		hl.col = cfWhite.alpha(0.45)
		c.centredAt(lvl.Roman(), hl, g.badgeX, cy+math.Max(0.6, ns*0.05))
		c.centredAt(lvl.Roman(), st, g.badgeX, cy)
	}
	// Pip numerals, only where they are big enough to read.
	if pips := c.costPips(); g.pipR*2 >= 18 && (len(pips) < 2 || pips[1].cx-pips[0].cx >= g.pipR*2.05) {
		for _, p := range pips {
			ns := p.r * 0.95
			cy := p.cy
			if p.lvl == rules.Exalted {
				ns = p.r * 0.7
				cy -= p.r * 0.2
			}
			st := cfStyle{src: serif, size: ns, col: cfCol{0.1, 0.07, 0.04, 0.9}}
			c.centredAt(p.lvl.Roman(), st, p.cx, cy)
		}
	}

	// Title: small capitals, shrunk to fit between badge and pips.
	pips := c.costPips()
	right := g.title.x1 - 1.2*u
	if len(pips) > 0 && !g.compact {
		right = pips[0].cx - pips[0].r - 1.1*u
	}
	left := g.badgeX + g.badgeR + 1.0*u
	if lvl == rules.NoLevel {
		// No level (a mini-card made by another card): no badge.
		left = g.title.x0 + 1.2*u
	}
	if c.deity != nil {
		left, right = g.title.x0+g.title.h()*1.25, g.title.x1-g.title.h()*1.25
	}
	tsize := g.title.h() * 0.56
	if g.compact {
		tsize = g.title.h() * 0.6
	}
	title := cfStyle{src: serif, size: tsize, smcp: true, col: cfIvory, bold: math.Max(0.3, tsize*0.02)}
	if d.Has(rules.KwEpic) || c.deity != nil {
		title.col = hexCol(0xF2D77E)
	}
	c.layoutTitle(d.Title, title, left, right)

	// Type line: type (and mini/epic), the factions named in full when
	// there is room, the seals at the right.
	typ := d.Type.String()
	if c.deity != nil {
		typ = "Deity"
	}
	if d.Mini {
		typ += " · Mini"
	}
	tl := g.typeLine
	ts := cfStyle{src: serif, size: tl.h() * 0.6, smcp: true, col: cfIvory.alpha(0.92), bold: math.Max(0.3, tl.h()*0.012)}
	sealSpace := float64(len(c.facs)) * tl.h() * 0.9
	avail := tl.w() - sealSpace - 2.5*u
	full := typ
	if len(c.facs) > 0 && !g.compact {
		var names []string
		for _, f := range c.facs {
			names = append(names, f.String())
		}
		full = typ + " — " + strings.Join(names, " / ")
	}
	if runWidth(full, ts) <= avail {
		typ = full
	}
	for ts.size > 5 && runWidth(typ, ts) > avail {
		ts.size -= 0.25
	}
	c.addShadowed(cfRun{s: typ, st: ts, x: tl.x0 + 1.6*u, base: math.Round(tl.cy() + ts.size*0.3)})

	c.layoutRules()
}

// layoutTitle sets the title on one line between left and right, shrinking
// it as needed; a long title that would shrink past legibility breaks onto
// two lines instead.
func (c *cfCard) layoutTitle(s string, st cfStyle, left, right float64) {
	g := &c.g
	w := right - left
	minOne := math.Max(6, g.title.h()*0.46)
	one := st
	for one.size > 6 && runWidth(s, one) > w {
		one.size -= 0.25
	}
	ws := strings.Fields(s)
	if one.size >= minOne || len(ws) < 2 {
		tw := runWidth(s, one)
		tx := left + math.Max(0, (w-tw)/2)
		c.addShadowed(cfRun{s: s, st: one, x: tx, base: math.Round(g.title.cy() + one.size*0.3)})
		return
	}
	// Break where the two lines come out most even.
	best, bestW := 1, math.Inf(1)
	for i := 1; i < len(ws); i++ {
		a := runWidth(strings.Join(ws[:i], " "), st)
		b := runWidth(strings.Join(ws[i:], " "), st)
		if m := math.Max(a, b); m < bestW {
			best, bestW = i, m
		}
	}
	lines := []string{strings.Join(ws[:best], " "), strings.Join(ws[best:], " ")}
	two := st
	two.size = math.Min(st.size, g.title.h()*0.47)
	for two.size > 5 && math.Max(runWidth(lines[0], two), runWidth(lines[1], two)) > w {
		two.size -= 0.25
	}
	if two.size <= one.size {
		// Two lines would be no larger: keep one.
		tw := runWidth(s, one)
		c.addShadowed(cfRun{s: s, st: one, x: left + math.Max(0, (w-tw)/2), base: math.Round(g.title.cy() + one.size*0.3)})
		return
	}
	lh := two.size * 0.98
	for i, ln := range lines {
		tw := runWidth(ln, two)
		base := g.title.cy() + two.size*0.3 + (float64(i)-0.5)*lh
		c.addShadowed(cfRun{s: ln, st: two, x: left + math.Max(0, (w-tw)/2), base: math.Round(base)})
	}
}

// centredAt adds a run centred on (cx, cy) by its capital height.
func (c *cfCard) centredAt(s string, st cfStyle, cx, cy float64) {
	w := runWidth(s, st)
	c.draws.runs = append(c.draws.runs, cfRun{s: s, st: st, x: cx - w/2, base: math.Round(cy + st.size*0.32)})
}

// addShadowed adds a run with a soft dark drop shadow under it.
func (c *cfCard) addShadowed(r cfRun) {
	sh := r
	sh.st.col = cfCol{0, 0, 0, 0.7}
	o := math.Max(0.7, r.st.size*0.06)
	sh.x += o * 0.5
	sh.base += o
	c.draws.runs = append(c.draws.runs, sh, r)
}

// keywordLine is the card's keywords as printed: "Armor 2 · Initiative".
func keywordLine(d *rules.CardDef) string {
	var parts []string
	for _, n := range d.Keywords.Names() {
		switch n {
		case "Armor":
			if d.Armor > 0 {
				n += " " + strconv.Itoa(int(d.Armor))
			}
		case "Defile":
			if d.Defile > 0 {
				n += " " + strconv.Itoa(int(d.Defile))
			}
		}
		parts = append(parts, n)
	}
	if d.Armor > 0 && !d.Has(rules.KwArmor) {
		parts = append([]string{"Armor " + strconv.Itoa(int(d.Armor))}, parts...)
	}
	return strings.Join(parts, " · ")
}

// printedBody is the card's rules text without the keyword line that
// starts it (the keywords get a line of their own, set in bold small
// capitals), with Aspect costs turned into pips.
func printedBody(d *rules.CardDef, kw string) string {
	body := d.Text
	first, rest, _ := strings.Cut(body, "\n")
	if kw != "" && strings.EqualFold(strings.ReplaceAll(strings.TrimSpace(first), ", ", " · "), kw) {
		body = rest
	}
	return pipify(body)
}

// pipPay and pipParen find Aspect costs in printed text: "Pay I I:" and
// "a Lesser Aspect (I)".
var (
	pipPay   = regexp.MustCompile(`\b([Pp]ay) ((?:III|II|I)(?: (?:III|II|I))*)\b`)
	pipParen = regexp.MustCompile(`\((III|II|I)\)`)
)

// pipify marks the Aspect costs in s as {I}, {II}, {III}, which the layout
// draws as the levels' symbols.
func pipify(s string) string {
	s = pipPay.ReplaceAllStringFunc(s, func(m string) string {
		verb, levels, _ := strings.Cut(m, " ")
		var b strings.Builder
		b.WriteString(verb)
		for _, l := range strings.Fields(levels) {
			b.WriteString(" {" + l + "}")
		}
		return b.String()
	})
	return pipParen.ReplaceAllString(s, "{$1}")
}

// rulesFont is the family and size the rules text settles on.
type rulesFont struct {
	src  *text.GoTextFaceSource
	size float64
	sans bool
}

// SerifMinPx is the smallest size, in pixels, rules text is set in EB
// Garamond. Below it the serif's small x-height and hairlines blur into
// grey, so text switches to Go Regular, whose large x-height and even
// strokes were drawn for screens; it is set a little smaller than the serif
// would be, to match its apparent size.
const SerifMinPx = 11

// layoutRules fits keywords, rules text, flavour and the Heresy band into
// the text box, shrinking the type until everything fits.
func (c *cfCard) layoutRules() {
	g := &c.g
	d := c.def
	u := g.u
	left, right := hasCorners(d)
	pad := 1.5 * u
	// The Heresy band runs to the bottom and flows around the medallions;
	// the rules text above it keeps a straight left edge and stops short
	// of them.
	box := c.g.textSpan(left, right, pad)
	plain := c.g.textSpan(false, false, pad)
	medTop := g.medY - g.medR - 0.5*u
	notched := left || right
	kw := keywordLine(d)
	if c.deity != nil {
		kw = deityLine(c.deity)
	}

	cands, lastResort := c.rulesSizes()
	body := printedBody(d, kw)
	flavor := d.Flavor
	heresy := pipify(d.HeresyText)
	if g.compact {
		// No flavour at this size; rules text only if it fits at all.
		flavor = ""
	}
	try := func(rf rulesFont, withFlavor bool, out *cfDraws) (fits bool, top float64) {
		paras, lh, asc := c.rulesParas(rf, kw, body, flavor, withFlavor)
		hparas, hlh, hasc := c.heresyParas(rf, heresy, notched)
		bottom := g.textBox.y1
		top = 0.0
		if len(hparas) > 0 {
			// Grow the band up from the bottom a line at a time until its
			// text fits where it will really sit (lines near the
			// medallions are narrower).
			bpad := 0.9 * u
			fits := false
			for lines := 1; lines <= 8 && !fits; lines++ {
				top = bottom - float64(lines)*hlh - 2*bpad
				end, ok := flow(hparas, box, top+bpad, hlh, hasc, nil)
				fits = ok && end <= bottom-bpad+0.5
			}
			if !fits {
				return false, 0
			}
			if out != nil {
				flow(hparas, box, top+bpad, hlh, hasc, out)
			}
			bottom = top - 0.4*u
		}
		if notched {
			bottom = math.Min(bottom, medTop)
		}
		// The rules text, centred in the space left above the band.
		y0 := g.textBox.y0 + 1.1*u
		used, ok := flow(paras, plain, 0, lh, asc, nil)
		if !ok || used > bottom-y0 {
			return false, top
		}
		if out != nil {
			flow(paras, plain, y0+(bottom-y0-used)/2, lh, asc, out)
		}
		return true, top
	}
	best, found := cands[len(cands)-1], false
	for pass := 0; pass < 2 && !found; pass++ {
		if pass == 1 {
			if !g.compact || body == "" {
				break
			}
			// The compact face keeps keywords and the Heresy mark if the
			// rules text cannot fit even small.
			body = ""
		}
		for _, sizes := range [2][]rulesFont{cands, lastResort} {
			for _, rf := range sizes {
				if ok, _ := try(rf, false, nil); ok {
					best, found = rf, true
					break
				}
			}
			if found {
				break
			}
		}
	}
	// Flavour is worth a slightly smaller size, but not much smaller.
	withFlavor := false
	if flavor != "" && found {
		for _, rf := range cands {
			if rf.size > best.size || rf.sans != best.sans {
				continue
			}
			if rf.size < best.size*0.88 {
				break
			}
			if ok, _ := try(rf, true, nil); ok {
				best, withFlavor = rf, true
				break
			}
		}
	}
	_, c.heresyTop = try(best, withFlavor, &c.draws)
}

// rulesSizes are the rules text's candidate sizes, largest first: the
// serif down to SerifMinPx, then the sans. The compact layout starts
// smaller and uses the sans at once. lastResort goes on down from there
// in quarter pixels to max(5, 1.6u), for the rules text alone (no
// flavour) of a full face: a long text can miss the ladder's last rung
// by a line at some widths (the lines break differently at each), and
// the text box came out blank there. The compact layout has none: it
// drops its rules text instead.
func (c *cfCard) rulesSizes() (cands, lastResort []rulesFont) {
	g := &c.g
	u := g.u
	maxSerif := 3.35 * u
	for s := maxSerif; s >= SerifMinPx && !g.compact; s -= 0.5 {
		cands = append(cands, rulesFont{c.f.fonts.Serif, s, false})
	}
	maxSans := math.Min(SerifMinPx-1, 3.0*u)
	if g.compact {
		maxSans = 3.6 * u
	}
	minSans := math.Max(5.5, 2.0*u)
	if g.compact {
		minSans = 6
	}
	for s := maxSans; s >= minSans; s -= 0.5 {
		cands = append(cands, rulesFont{c.f.sans, s, true})
	}
	if len(cands) == 0 {
		cands = append(cands, rulesFont{c.f.sans, 5.5, true})
	}
	if !g.compact {
		floor := math.Max(5, 1.6*u)
		for s := cands[len(cands)-1].size - 0.25; s >= floor; s -= 0.25 {
			lastResort = append(lastResort, rulesFont{c.f.sans, s, true})
		}
	}
	return cands, lastResort
}

// rulesParas builds the keyword, rules and flavour paragraphs in font rf.
func (c *cfCard) rulesParas(rf rulesFont, kw, body, flavor string, withFlavor bool) ([]cfPara, float64, float64) {
	ink := cfInk
	if c.spent {
		ink = ink.alpha(0.55)
	}
	st := &cfStyle{src: rf.src, size: rf.size, col: ink, lnum: true}
	var kst *cfStyle
	if rf.sans {
		kst = &cfStyle{src: c.f.sansB, size: rf.size * 0.86, upper: true, col: cfInk, track: rf.size * 0.03}
	} else {
		kst = &cfStyle{src: rf.src, size: rf.size * 1.04, smcp: true, lnum: true, col: cfInk, bold: math.Max(0.45, rf.size*0.045)}
	}
	lh := st.lineHeight()
	if rf.sans {
		lh *= 1.02
	}
	asc := st.face().Metrics().HAscent
	var paras []cfPara
	if kw != "" {
		p := cfPara{words: words(kw, kst), centre: body == ""}
		paras = append(paras, p)
	}
	for _, line := range strings.Split(body, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		paras = append(paras, cfPara{words: c.abilityWords(line, st), gap: 0.3})
	}
	if withFlavor && flavor != "" {
		fst := &cfStyle{src: c.f.fonts.Italic, size: rf.size * 0.95, col: cfInk.alpha(0.82)}
		if rf.sans {
			fst.src = c.f.fonts.Italic
		}
		paras = append(paras, cfPara{words: words(flavor, fst), centre: true, gap: 0.8, rule: true})
	}
	for i := range paras {
		paras[i].measure()
	}
	return paras, lh, asc
}

// abilityWords splits a line of rules text into words, setting a short
// lead-in before its first colon ("Deathbound:", "Pay {I}:", "Once per
// game, with Conviction:") in italic so each ability's trigger stands out.
func (c *cfCard) abilityWords(line string, st *cfStyle) []cfWord {
	lead, rest, ok := strings.Cut(line, ": ")
	if !ok || len(strings.Fields(lead)) > 6 || st.src != c.f.fonts.Serif {
		return words(line, st)
	}
	it := *st
	it.src = c.f.fonts.Italic
	return append(words(lead+":", &it), words(rest, st)...)
}

// heresyParas builds the Heresy band's text: its name in small capitals,
// then the effect.
func (c *cfCard) heresyParas(rf rulesFont, heresy string, centre bool) ([]cfPara, float64, float64) {
	if strings.TrimSpace(heresy) == "" {
		return nil, 0, 0
	}
	st := &cfStyle{src: rf.src, size: rf.size * 0.96, col: cfHeresyText, lnum: true}
	var label *cfStyle
	if rf.sans {
		label = &cfStyle{src: c.f.sansB, size: rf.size * 0.82, upper: true, col: cfHeresyName, track: rf.size * 0.04}
	} else {
		label = &cfStyle{src: rf.src, size: rf.size, smcp: true, col: cfHeresyName, bold: math.Max(0.45, rf.size*0.045)}
	}
	ws := words("Heresy", label)
	if !c.g.compact {
		ws = append(ws, words(heresy, st)...)
	}
	p := cfPara{words: ws, centre: c.g.compact || centre}
	p.measure()
	return []cfPara{p}, st.lineHeight(), st.face().Metrics().HAscent
}
