package widget

import (
	"image/color"
	"math"
	"twilight/input"
	"twilight/render"

	"github.com/hajimehoshi/ebiten/v2"
)

// Button is a push button.
type Button struct {
	Label    string
	Primary  bool // the screen's main action: filled with gilt
	Small    bool // a minor action, in the small face
	Disabled bool
	OnPress  func()
	Box      Box
}

func (b *Button) Area() Box { return b.Box }

func (b *Button) Enabled() bool { return !b.Disabled }

func (b *Button) Typed(rune) bool {
	return false
}

func (b *Button) Click(input.Point) { b.Press() }

func (b *Button) Press() {
	if !b.Disabled && b.OnPress != nil {
		b.OnPress()
	}
}

func (b *Button) Key(k ebiten.Key, in *Keys) bool {
	switch k {
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
		b.Press()
		return true
	}
	return false
}

func (b *Button) Draw(dst *ebiten.Image, sk *Skin, st WidgetState) {
	u := sk.U
	lw := math.Max(1, 1.3*u)
	fill, line, ink := render.Fade(render.Ink, 0.55), render.Fade(render.Gilt, 0.38), render.Fade(render.Ivory, 0.86)
	switch {
	case b.Disabled:
		line, ink = render.Fade(render.Mist, 0.22), render.Fade(render.Mist, 0.5)
	case b.Primary:
		fill = render.Mix(render.GiltDeep, render.Ink, 0.42)
		line, ink = render.Fade(render.Gilt, 0.85), render.GiltLight
		if st.hovered || st.Focused {
			fill = render.Mix(render.GiltDeep, render.Ink, 0.22)
		}
	case st.Focused || st.hovered:
		fill = render.Mix(render.Ink, render.TableBottom, 0.7)
		line, ink = render.Fade(render.Gilt, 0.7), render.Ivory
	}
	if st.pressed && !b.Disabled {
		fill = render.Mix(fill, render.Ink, 0.5)
	}
	if st.Focused && !b.Disabled {
		cx, cy := b.Box.Center()
		sk.Glow.Draw(dst, cx, cy, b.Box.W()*0.75, b.Box.H()*1.4, render.Gilt, 0.10)
		line = render.Gilt
	}
	cut := 8 * u
	if b.Small {
		cut = 5 * u
	}
	sk.Panel(dst, b.Box, cut, fill, line, lw)
	if b.Primary && !b.Disabled {
		in := 4 * u
		sk.Panel(dst, Box{b.Box.X0 + in, b.Box.Y0 + in, b.Box.X1 - in, b.Box.Y1 - in}, 6*u, color.RGBA{}, render.Fade(render.GiltLight, 0.25), math.Max(1, u))
	}
	cx, cy := b.Box.Center()
	face := sk.Label
	if b.Small {
		face = sk.Small
	}
	sk.Text(dst, b.Label, face, cx, cy-1*u, render.Center, ink)
	sk.record(b.Label, face, cx, cy-1*u, render.Center, b.Box)
	if st.Focused && !b.Disabled {
		sk.focusMarks(dst, b.Box, 0.9)
	}
}
