package widget

import (
	"image/color"
	"math"
	"twilight/input"
	"twilight/render"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Stepper picks one of a few options with ‹ and ›.
type Stepper struct {
	Options  []string
	Index    int
	Disabled bool
	OnChange func(i int)
	Box      Box
}

func (s *Stepper) Area() Box { return s.Box }

func (s *Stepper) Enabled() bool { return !s.Disabled }

func (s *Stepper) Typed(rune) bool {
	return false
}

// Value is the chosen option.
func (s *Stepper) Value() string {
	if s.Index < 0 || s.Index >= len(s.Options) {
		return ""
	}
	return s.Options[s.Index]
}

// Step moves by d options, wrapping around.
func (s *Stepper) Step(d int) {
	n := len(s.Options)
	if s.Disabled || n == 0 {
		return
	}
	s.Index = ((s.Index+d)%n + n) % n
	if s.OnChange != nil {
		s.OnChange(s.Index)
	}
}

func (s *Stepper) Click(p input.Point) {
	if p.X < s.Box.X0+(s.Box.X1-s.Box.X0)/3 {
		s.Step(-1)
	} else {
		s.Step(1)
	}
}

func (s *Stepper) Key(k ebiten.Key, in *Keys) bool {
	switch k {
	case ebiten.KeyArrowLeft:
		s.Step(-1)
	case ebiten.KeyArrowRight, ebiten.KeySpace:
		s.Step(1)
	default:
		return false
	}
	return true
}

func (s *Stepper) Draw(dst *ebiten.Image, sk *Skin, st WidgetState) {
	u := sk.U
	fill, line, ink := render.Fade(render.Ink, 0.6), render.Fade(render.Gilt, 0.32), render.Ivory
	if s.Disabled {
		line, ink = render.Fade(render.Mist, 0.2), render.Fade(render.Mist, 0.55)
	} else if st.Focused || st.hovered {
		fill, line = render.Mix(render.Ink, render.TableBottom, 0.7), render.Fade(render.Gilt, 0.75)
	}
	if st.Focused && !s.Disabled {
		cx, cy := s.Box.Center()
		sk.Glow.Draw(dst, cx, cy, s.Box.W()*0.7, s.Box.H()*1.3, render.Gilt, 0.08)
		line = render.Gilt
	}
	sk.Panel(dst, s.Box, 7*u, fill, line, math.Max(1, 1.2*u))
	cx, cy := s.Box.Center()
	// The chevrons: small solid triangles, brighter when focused.
	a := 0.55
	if (st.Focused || st.hovered) && !s.Disabled {
		a = 1
	}
	r := s.Box.H() * 0.16
	for side := -1.0; side <= 1; side += 2 {
		x := cx + side*(s.Box.W()/2-s.Box.H()*0.42)
		sk.chevron(dst, x, cy, r, side, render.Fade(render.Gilt, a))
	}
	label := s.Value()
	maxW := s.Box.W() - s.Box.H()*1.5
	label = FitText(label, sk.Field, maxW)
	sk.Text(dst, label, sk.Field, cx, cy-1*u, render.Center, ink)
	sk.record(label, sk.Field, cx, cy-1*u, render.Center, s.Box)
}

// chevronImg is a stepper's arrow at one size, pointing one way, painted
// once in white.
type chevronImg struct {
	r, side float64
	img     *ebiten.Image
}

// chevron draws a stepper's arrow, a small solid triangle of height 2r
// pointing to side (-1 left, 1 right) with its middle at (x, cy), in
// colour c. It is anti-aliased by the Pen once per size and side and kept
// (the steppers of a screen come in a few sizes): painting it every frame
// built a path, a scratch image and five draw commands.
func (sk *Skin) chevron(dst *ebiten.Image, x, cy, r, side float64, c color.RGBA) {
	size := math.Ceil(2*r) + 4
	var img *ebiten.Image
	for _, ch := range sk.chevrons {
		if ch.r == r && ch.side == side {
			img = ch.img
		}
	}
	if img == nil {
		if len(sk.chevrons) >= 8 { // sizes of an earlier scale
			for _, ch := range sk.chevrons {
				ch.img.Deallocate()
			}
			sk.chevrons = sk.chevrons[:0]
		}
		img = ebiten.NewImage(int(size), int(size))
		m := size / 2
		var p vector.Path
		p.MoveTo(float32(m+side*r*0.7), float32(m))
		p.LineTo(float32(m-side*r*0.5), float32(m-r))
		p.LineTo(float32(m-side*r*0.5), float32(m+r))
		p.Close()
		sk.Pen.Fill(img, &p, color.White)
		sk.chevrons = append(sk.chevrons, chevronImg{r: r, side: side, img: img})
	}
	op := sk.brush.Opts(true)
	op.GeoM.Translate(math.Round(x-size/2), math.Round(cy-size/2))
	ScaleRGBA(&op.ColorScale, c)
	dst.DrawImage(img, op)
}
