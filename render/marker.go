package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Marker is a kind of token drawn on cards and the table.
type Marker uint8

// The markers and table shapes drawn as small cached images.
const (
	// MarkSeal is a red-brown wax seal (Damage); the caller prints the number on it.
	MarkSeal Marker = iota + 1
	// MarkHalo is a gold ring (Blessing).
	MarkHalo
	// MarkCrystal is a pale-blue ice crystal (Freeze).
	MarkCrystal
	// MarkRibbon is a violet ribbon (Recall).
	MarkRibbon
	// MarkDisc is a soft-edged white disc, tinted by the caller.
	MarkDisc
	// MarkRing is a thin white ring, tinted by the caller.
	MarkRing
	// MarkShadow is a soft dark rounded rectangle for card shadows (card
	// proportions), scaled by the caller.
	MarkShadow
)

// MarkerPixels paints marker k at size×size pixels (MarkShadow: a card
// shadow size wide), anti-aliased by supersampling.
func MarkerPixels(k Marker, size int) *image.RGBA {
	size = max(size, 4)
	w, h := size, size
	if k == MarkShadow {
		h = size * 88 / 63
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	const ss = 4
	s := float64(size)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var r, g, b, a float64
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					px := (float64(x) + (float64(sx)+0.5)/ss) / s
					py := (float64(y) + (float64(sy)+0.5)/ss) / s
					c, ok := markerAt(k, px, py, float64(h)/s)
					if ok {
						r += c[0] * c[3]
						g += c[1] * c[3]
						b += c[2] * c[3]
						a += c[3]
					}
				}
			}
			n := float64(ss * ss)
			img.SetRGBA(x, y, color.RGBA{q8(r / n), q8(g / n), q8(b / n), q8(a / n)})
		}
	}
	return img
}

func q8(v float64) uint8 { return uint8(math.Max(0, math.Min(255, math.Round(v*255)))) }

// markerAt is the straight-alpha colour of marker k at (x, y) in unit
// coordinates (0..1 across, 0..aspect down).
func markerAt(k Marker, x, y, aspect float64) ([4]float64, bool) {
	dx, dy := x-0.5, y-0.5
	r := math.Hypot(dx, dy)
	switch k {
	case MarkSeal:
		// A wax blob with a slightly wavy rim, a raised ring and a sheen.
		ang := math.Atan2(dy, dx)
		rim := 0.46 + 0.025*math.Sin(ang*7) + 0.012*math.Sin(ang*13+1)
		if r > rim {
			return [4]float64{}, false
		}
		base := [3]float64{0x8A / 255.0, 0x2A / 255.0, 0x1C / 255.0}
		shade := 1 - 0.35*smoothstep(0.2, 0.5, r) // darker towards the rim
		if r > 0.31 && r < 0.36 {
			shade *= 0.72 // the stamped ring
		}
		light := 0.28 * math.Max(0, 1-math.Hypot(dx+0.16, dy+0.18)/0.22)
		return [4]float64{math.Min(1, base[0]*shade+light), math.Min(1, base[1]*shade+light*0.7), math.Min(1, base[2]*shade+light*0.5), 1}, true
	case MarkHalo:
		if r < 0.33 || r > 0.48 {
			return [4]float64{}, false
		}
		t := 1 - math.Abs(r-0.405)/0.075
		gold := [3]float64{0xF6 / 255.0, 0xE3 / 255.0, 0xA1 / 255.0}
		deep := [3]float64{0xD4 / 255.0, 0xAF / 255.0, 0x37 / 255.0}
		m := math.Max(0, t)
		return [4]float64{deep[0] + (gold[0]-deep[0])*m, deep[1] + (gold[1]-deep[1])*m, deep[2] + (gold[2]-deep[2])*m, math.Min(1, 0.35+0.9*m)}, true
	case MarkCrystal:
		// A tall hexagonal prism seen face on, with a lit facet.
		ax, ay := math.Abs(dx), math.Abs(dy)
		if ax > 0.3 || ay+ax*0.9 > 0.48 {
			return [4]float64{}, false
		}
		edge := ax > 0.26 || ay+ax*0.9 > 0.44
		c := [3]float64{0.70, 0.86, 0.97}
		if dx < 0 {
			c = [3]float64{0.86, 0.95, 1}
		}
		if edge {
			c = [3]float64{0.32, 0.55, 0.78}
		}
		return [4]float64{c[0], c[1], c[2], 0.97}, true
	case MarkRibbon:
		// A vertical ribbon with a swallow-tail notch.
		if dx < -0.2 || dx > 0.2 || y < 0.04 || y > 0.96 {
			return [4]float64{}, false
		}
		if y > 0.78 && y-0.78 > 0.18-math.Abs(dx)*0.9 {
			return [4]float64{}, false
		}
		c := [3]float64{0x7A / 255.0, 0x3C / 255.0, 0xB0 / 255.0}
		if math.Abs(dx) > 0.16 {
			c = [3]float64{0x4E / 255.0, 0x22 / 255.0, 0x78 / 255.0}
		}
		return [4]float64{c[0], c[1], c[2], 1}, true
	case MarkDisc:
		if r > 0.5 {
			return [4]float64{}, false
		}
		return [4]float64{1, 1, 1, 1}, true
	case MarkRing:
		if r > 0.5 || r < 0.40 {
			return [4]float64{}, false
		}
		return [4]float64{1, 1, 1, 1}, true
	case MarkShadow:
		// Rounded rectangle, soft edge: alpha falls over the outer 12%.
		inX := math.Min(x, 1-x)
		inY := math.Min(y, aspect-y)
		d := math.Min(inX, inY)
		cr := 0.16
		if inX < cr && inY < cr {
			d = cr - math.Hypot(cr-inX, cr-inY)
		}
		if d <= 0 {
			return [4]float64{}, false
		}
		return [4]float64{0, 0, 0, smoothstep(0, 0.14, d)}, true
	}
	return [4]float64{}, false
}

// Markers keeps marker images per kind and size. The zero value is ready.
type Markers struct {
	imgs map[markerKey]*ebiten.Image
}

type markerKey struct {
	k    Marker
	size int
}

// Get returns marker k at size pixels, painting it on first use.
func (m *Markers) Get(k Marker, size int) *ebiten.Image {
	if m.imgs == nil {
		m.imgs = map[markerKey]*ebiten.Image{}
	}
	key := markerKey{k, max(size, 4)}
	if img, ok := m.imgs[key]; ok {
		return img
	}
	img := ebiten.NewImageFromImage(MarkerPixels(k, key.size))
	m.imgs[key] = img
	return img
}
