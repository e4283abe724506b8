package render

import (
	"bytes"
	"image"
	"math"
	"sync"

	"github.com/srwiley/oksvg"
	"github.com/srwiley/rasterx"

	"twilight/rules"

	"twilight/assets"
)

// factionGlyph is the symbol of each faction, also the art of a card whose
// Art names no embedded glyph.
var factionGlyph = [...]string{
	rules.Aggression:  "flame",
	rules.Negotiation: "scales",
	rules.Mysticism:   "all-seeing-eye",
	rules.Sanctuary:   "stone-tower",
}

// glyphBook parses embedded game-icons.net glyphs on first use and keeps
// them, with the bounds of their ink, for the lifetime of its owner.
//
// It is safe for concurrent use: faces are painted on a background
// goroutine too, and rasterising a glyph moves its shared target.
type glyphBook struct {
	mu    sync.Mutex
	icons map[string]*glyphEntry
}

type glyphEntry struct {
	icon *oksvg.SvgIcon
	ink  rectF // bounds of the ink in viewBox units
}

// get returns the parsed glyph, or nil if name is not embedded or fails to parse.
func (gb *glyphBook) get(name string) *glyphEntry {
	gb.mu.Lock()
	defer gb.mu.Unlock()
	return gb.getLocked(name)
}

func (gb *glyphBook) getLocked(name string) *glyphEntry {
	if e, ok := gb.icons[name]; ok {
		return e
	}
	if gb.icons == nil {
		gb.icons = map[string]*glyphEntry{}
	}
	var e *glyphEntry
	if src, ok := assets.Art(name); ok {
		if icon, err := oksvg.ReadIconStream(bytes.NewReader(src), oksvg.IgnoreErrorMode); err == nil {
			e = &glyphEntry{icon: icon}
			e.ink = inkBounds(icon)
		}
	}
	gb.icons[name] = e
	return e
}

// inkBounds finds the glyph's drawn extent by rasterising it once small.
func inkBounds(icon *oksvg.SvgIcon) rectF {
	const n = 128
	m := rasterise(icon, rectF{0, 0, n, n}, n, n, 0, 0)
	x0, y0, x1, y1 := n, n, 0, 0
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if m[y*n+x] > 0.02 {
				x0, y0 = min(x0, x), min(y0, y)
				x1, y1 = max(x1, x+1), max(y1, y+1)
			}
		}
	}
	vb := icon.ViewBox
	if x1 <= x0 || y1 <= y0 {
		return rectF{vb.X, vb.Y, vb.X + vb.W, vb.Y + vb.H}
	}
	sx, sy := vb.W/n, vb.H/n
	return rectF{vb.X + float64(x0)*sx, vb.Y + float64(y0)*sy, vb.X + float64(x1)*sx, vb.Y + float64(y1)*sy}
}

// rasterise draws icon with its whole viewBox mapped onto target (pixels,
// relative to (ox, oy)) into a w×h coverage buffer.
func rasterise(icon *oksvg.SvgIcon, target rectF, w, h, ox, oy int) []float32 {
	if w <= 0 || h <= 0 {
		// A box too small to hold any pixel (tiny cards): nothing to draw.
		return nil
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	icon.SetTarget(target.x0-float64(ox), target.y0-float64(oy), target.w(), target.h())
	sc := rasterx.NewScannerGV(w, h, img, img.Bounds())
	icon.Draw(rasterx.NewDasher(w, h, sc), 1)
	out := make([]float32, w*h)
	for i := range out {
		out[i] = float32(img.Pix[4*i+3]) / 255
	}
	return out
}

// mask rasterises the named glyph so its ink fills box (pixels) as far as
// its aspect allows, centred, as a mask covering box. It returns nil if the
// glyph is unknown.
func (gb *glyphBook) mask(name string, box rectF) *cfMask {
	gb.mu.Lock()
	defer gb.mu.Unlock()
	e := gb.getLocked(name)
	if e == nil {
		return nil
	}
	s := math.Min(box.w()/e.ink.w(), box.h()/e.ink.h())
	vb := e.icon.ViewBox
	tx := box.cx() - s*(e.ink.cx()-vb.X)
	ty := box.cy() - s*(e.ink.cy()-vb.Y)
	target := rectF{tx, ty, tx + s*vb.W, ty + s*vb.H}
	ox, oy := int(math.Floor(box.x0))-1, int(math.Floor(box.y0))-1
	w, h := int(math.Ceil(box.x1))+1-ox, int(math.Ceil(box.y1))+1-oy
	m := &cfMask{ox: ox, oy: oy, w: w, h: h}
	m.a = rasterise(e.icon, target, w, h, ox, oy)
	return m
}

// artGlyph picks the glyph for a card: its Art if embedded, else the symbol
// of its first faction, else the setting sun of the game's own emblem
// (signalled by "").
func (gb *glyphBook) artGlyph(art string, fs rules.FactionSet) string {
	if art != "" && gb.get(art) != nil {
		return art
	}
	if a := artAlias(art); a != "" && gb.get(a) != nil {
		return a
	}
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if fs.Has(f) {
			return factionGlyph[f]
		}
	}
	return "sunset"
}

// artAlias maps art names the card files may use for things game-icons.net
// has no icon of to the nearest glyph that is embedded.
func artAlias(name string) string {
	switch name {
	case "stonehenge", "standing-stones", "henge":
		return "dolmen"
	case "leper", "plague", "beggar":
		return "bandaged"
	case "legionnaire", "legionnaires", "legion", "roman-soldier":
		return "centurion-helmet"
	case "oracle", "seer", "prophet":
		return "crystal-ball"
	case "senator", "tribune", "roman":
		return "roman-toga"
	case "temple":
		return "greek-temple"
	case "priest", "priestess":
		return "sun-priest"
	case "god", "gods", "deity":
		return "hand-of-god"
	case "tower":
		return "stone-tower"
	case "serpent":
		return "snake"
	case "eye":
		return "all-seeing-eye"
	case "sword":
		return "broadsword"
	case "helmet":
		return "spartan-helmet"
	case "terracotta-warrior":
		return "centurion-helmet"
	}
	return ""
}
