package render

import (
	"math"
)

// The art recipe, the same for every card so the set reads as one set:
//
//  1. a sky: a radial gradient from warm dusk light, through the faction's
//     colour, to near-black at the window's edge;
//  2. soft cloud noise and faint god-rays, seeded by the card so no two
//     skies are alike and the same card always looks the same;
//  3. the glyph as a backlit silhouette: a halo of the level's metal
//     behind it, a drop shadow, a dark body with a little faction colour,
//     and a rim of metal light on the edges that face the sky;
//  4. an inner shadow and a metal keyline around the window.

// artStyle holds the colours the recipe uses for one window.
type artStyle struct {
	tint  func(x, y float64) cfCol // faction colour at a point
	metal cfCol                    // rim light and halo
	seed  noise
	dim   float64 // 0 normal, 1 fully desaturated and darkened (a spent Deity)
}

// paintArtWindow paints the art window r with glyph (a name in the glyph
// book; "" paints sky only) per the recipe.
func paintArtWindow(cv *cfCanvas, gb *glyphBook, r rectF, rad float64, glyph string, st artStyle, keyline float64) {
	sd := sdRound(r, rad)
	w, h := r.w(), r.h()
	// The sun has just set behind the glyph: its glow sits on the horizon.
	hy := r.y0 + h*0.74
	cx := r.x0 + w*0.5
	cv.shape(r, sd, func(x, y, d float64) cfCol {
		fc := st.tint(x, y)
		dusk := fc.mix(cfDusk, 0.62).scale(1.12)
		high := fc.mix(cfBlack, 0.45)
		var col cfCol
		if y < hy {
			// Sky: dusk light at the horizon rising into the faction's
			// colour and then its shadow, with banks of cloud.
			t := (hy - y) / (hy - r.y0)
			col = dusk.mix(fc.scale(1.02), smoothstep(0, 0.5, t))
			col = col.mix(high, smoothstep(0.45, 1.05, t))
			cl := st.seed.fbm((x-r.x0)/(w*0.34), (y-r.y0)/(h*0.085), 4)
			col = col.scale(0.82 + 0.36*cl)
		} else {
			// Ground: dark earth in the faction's shade, mist at its edge.
			t := (y - hy) / (r.y1 - hy)
			col = fc.mix(cfBlack, 0.62+0.22*t)
			cl := st.seed.fbm((x-r.x0)/(w*0.2)+40, (y-r.y0)/(h*0.05), 3)
			col = col.scale(0.85 + 0.3*cl)
		}
		// The sun's glow and a line of haze along the horizon.
		dx, dy := (x-cx)/(w*0.42), (y-hy)/(h*0.42)
		col = col.mix(cfDusk, 0.75*math.Exp(-(dx*dx+dy*dy)*2.2))
		col = col.mix(cfDusk, 0.35*math.Exp(-sq((y-hy)/(h*0.018)))*(1-0.6*math.Abs(dx)))
		// God-rays fanning up from the sun.
		if y < hy {
			ang := math.Atan2(y-hy, x-cx)
			ray := st.seed.fbm(ang*3.4+10, 0.5, 2)
			ray = math.Pow(clamp01(ray*1.5-0.45), 3)
			col = col.mix(cfDusk, ray*0.2*(1-smoothstep(0.1, 1.1, math.Hypot(dx, dy))))
		}
		// Darker towards the sides, and fine grain.
		col = col.scale((1 - 0.3*sq((x-cx)/(w*0.5))) * (1 + 0.035*st.seed.grainAt(int(x), int(y))))
		return desat(col, st.dim)
	})

	if glyph != "" {
		box := rectF{r.x0 + w*0.13, r.y0 + h*0.08, r.x1 - w*0.13, r.y1 - h*0.07}
		if m := gb.mask(glyph, box); m != nil {
			paintSilhouette(cv, m, r, st, h)
		}
	}

	// Inner shadow, and the keyline.
	in := math.Max(2, h*0.07)
	cv.shapeRing(r, r.inset(in+1), sd, func(x, y, d float64) cfCol {
		return cfBlack.alpha(0.6 * math.Pow(smoothstep(-in, 0, d), 1.6))
	})
	cv.shapeRing(r.inset(-keyline), r.inset(keyline+1), sdRing(sd, keyline), func(x, y, d float64) cfCol {
		return metalRamp(st.metal, (y-r.y0)/h, 0.9)
	})
}

// paintSilhouette paints the glyph mask m as a backlit figure.
func paintSilhouette(cv *cfCanvas, m *cfMask, win rectF, st artStyle, scale float64) {
	clipTo := func(x, y int) bool {
		fx, fy := float64(x)+0.5, float64(y)+0.5
		return fx >= win.x0 && fx < win.x1 && fy >= win.y0 && fy < win.y1
	}
	// Halo of metal light behind the figure.
	halo := m.blurred(max(2, int(scale*0.045)))
	light := st.metal.mix(cfDusk, 0.4)
	cv.light(halo, 0.5, func(x, y int, a float32) cfCol {
		if !clipTo(x, y) {
			return cfCol{}
		}
		return desat(light, st.dim)
	})
	// Drop shadow down and to the right.
	sh := m.blurred(max(1, int(scale*0.018)))
	off := max(1, int(scale*0.022))
	sh.ox += off / 2
	sh.oy += off
	cv.paint(sh, 0.55, func(x, y int, a float32) cfCol {
		if !clipTo(x, y) {
			return cfCol{}
		}
		return cfBlack
	})
	// The body: dark, with some faction colour rising from below, and the
	// glyph's own inner lines kept by the mask.
	top, bottom := float64(m.oy), float64(m.oy+m.h)
	cv.paint(m, 1, func(x, y int, a float32) cfCol {
		if !clipTo(x, y) {
			return cfCol{}
		}
		t := (float64(y) - top) / (bottom - top)
		fc := st.tint(float64(x), float64(y))
		col := fc.mix(cfBlack, 0.62+0.2*(1-t)).scale(1 + 0.06*st.seed.grainAt(x, y))
		return desat(col, st.dim)
	})
	// Rim light: the parts of the figure whose neighbour towards the light
	// (up and a little left) is sky.
	k := max(1, int(math.Round(scale*0.012)))
	rim := newMask(m.ox, m.oy, m.w, m.h)
	for y := 0; y < m.h; y++ {
		for x := 0; x < m.w; x++ {
			a := m.a[y*m.w+x]
			if a <= 0 {
				continue
			}
			up := m.at(m.ox+x-k/2, m.oy+y-k)
			rim.a[y*m.w+x] = a * (1 - up)
		}
	}
	rimLight := st.metal.mix(cfWhite, 0.35)
	cv.paint(rim, 0.95, func(x, y int, a float32) cfCol {
		if !clipTo(x, y) {
			return cfCol{}
		}
		return desat(rimLight, st.dim)
	})
}

// desat pulls c towards its grey and darkens it by k (0 none, 1 full).
func desat(c cfCol, k float64) cfCol {
	if k <= 0 {
		return c
	}
	l := 0.3*c.r + 0.59*c.g + 0.11*c.b
	g := cfCol{l, l, l, c.a}
	return c.mix(g, 0.85*k).scale(1 - 0.35*k)
}

// paintArt paints the card's art window.
func (c *cfCard) paintArt() {
	g := &c.g
	glyph := c.f.glyphs.artGlyph(c.def.Art, c.def.Factions)
	st := artStyle{tint: c.factionAt, metal: c.metal, seed: c.n}
	paintArtWindow(c.cv, &c.f.glyphs, g.art, g.panelRad*0.6, glyph, st, g.hairline)
}
