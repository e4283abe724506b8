package render

import (
	"image"
	"image/color"
	"math"
)

// Emblem paints the game's mark at size×size on a transparent ground: a
// gilt sun half sunk below a horizon line, with a crown of tapering rays.
// It is drawn in plain Go (4×4 supersampled) so build tools can use it.
func Emblem(size int) *image.RGBA {
	return paint(size, false)
}

// Icon paints the application icon at size×size: the Emblem on a rounded
// indigo tile.
func Icon(size int) *image.RGBA {
	return paint(size, true)
}

func paint(size int, tile bool) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	if size <= 0 {
		return img
	}
	const ss = 4 // supersampling per axis
	s := float64(size)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			var r, g, b, a float64
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					u := (float64(x) + (float64(sx)+0.5)/ss) / s
					v := (float64(y) + (float64(sy)+0.5)/ss) / s
					c, ok := shade(u, v, tile)
					if !ok {
						continue
					}
					// Accumulate premultiplied.
					ca := float64(c.A) / 255
					r += float64(c.R) * ca
					g += float64(c.G) * ca
					b += float64(c.B) * ca
					a += ca
				}
			}
			n := float64(ss * ss)
			i := img.PixOffset(x, y)
			img.Pix[i+0] = uint8(math.Round(r / n))
			img.Pix[i+1] = uint8(math.Round(g / n))
			img.Pix[i+2] = uint8(math.Round(b / n))
			img.Pix[i+3] = uint8(math.Round(a / n * 255))
		}
	}
	return img
}

// Emblem geometry in unit square coordinates.
const (
	horizonY   = 0.64  // the horizon line
	sunR       = 0.215 // sun radius
	rayInner   = 0.275 // rays start this far from the sun's centre
	rayOuter   = 0.43  // and reach this far
	rayHalfW   = 0.042 // half width at their base
	rayCount   = 7     // spread over the upper half
	lineHalfH  = 0.016 // half thickness of the horizon line
	lineHalfW  = 0.40  // half length of the horizon line
	tileMargin = 0.03
	tileRadius = 0.2
)

// shade returns the colour (straight alpha) at (u, v) of the unit square,
// and whether anything is there.
func shade(u, v float64, tile bool) (color.RGBA, bool) {
	cx, cy := 0.5, horizonY
	dx, dy := u-cx, v-cy
	d := math.Hypot(dx, dy)

	gilt := Mix(GiltLight, Gilt, smoothstep(0.1, 0.75, v))
	switch {
	case v < cy-lineHalfH*2.5 && d <= sunR:
		// The sun, lit from above.
		return Mix(GiltLight, Gilt, (v-(cy-sunR))/sunR), true
	case math.Abs(dy) <= lineHalfH && math.Abs(dx) <= lineHalfW*(1-0.5*math.Pow(math.Abs(dx)/lineHalfW, 4)):
		return gilt, true
	case v < cy && inRay(dx, dy):
		return gilt, true
	}
	var ground color.RGBA // straight alpha, like everything shade returns
	if tile && inRoundedSquare(u, v) {
		ground = Mix(TableBottom, TableTop, v*1.1)
	}
	if v > cy+lineHalfH*2.5 && v < cy+lineHalfH*4.5 && math.Abs(dx) <= lineHalfW*0.55 {
		// A thinner, dimmer reflection line under the horizon.
		if tile {
			return Mix(ground, Gilt, 0.6), true
		}
		return color.RGBA{Gilt.R, Gilt.G, Gilt.B, 0x99}, true
	}
	return ground, ground.A != 0
}

func inRay(dx, dy float64) bool {
	d := math.Hypot(dx, dy)
	if d < rayInner || d > rayOuter {
		return false
	}
	ang := math.Atan2(-dy, dx) // 0 = right, π/2 = up
	step := math.Pi / float64(rayCount+1)
	k := math.Round(ang / step)
	if k < 1 || k > rayCount {
		return false
	}
	// Distance from the ray's axis, tapering to a point at rayOuter.
	off := d * math.Sin(math.Abs(ang-k*step))
	taper := 1 - (d-rayInner)/(rayOuter-rayInner)
	return off <= rayHalfW*taper
}

func inRoundedSquare(u, v float64) bool {
	lo, hi := tileMargin+tileRadius, 1-tileMargin-tileRadius
	qx := math.Max(0, math.Max(lo-u, u-hi))
	qy := math.Max(0, math.Max(lo-v, v-hi))
	if u < tileMargin || u > 1-tileMargin || v < tileMargin || v > 1-tileMargin {
		return false
	}
	return math.Hypot(qx, qy) <= tileRadius
}
