package rail

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
	"twilight/rules"

	"twilight/scenes/widget"
)

// The phase tracker's short names, and which phases allow Active Effects.
var (
	phaseShort = [...]string{"Refresh", "Draw", "Trade", "Seize", "Resource", "Summon", "Combat", "End"}
	phaseAE    = [...]bool{false, true, false, false, true, true, true, true}
)

// Phases is the phase tracker. It keeps the turn line it last wrote, so
// that a steady frame formats nothing.
type Phases struct {
	key  phaseKey
	turn string
}

// phaseKey is what the turn line depends on.
type phaseKey struct {
	over  bool
	turn  int
	phase rules.Phase
	name  string
	width float64
	face  *text.GoTextFace
	size  float64
}

// Draw draws the phase tracker in r: the turn, whose it is and the
// phase in the longest form that fits, then the eight phases as discs (a
// small dot over those that allow Active Effects).
func (p *Phases) Draw(dst *ebiten.Image, b *widget.Brush, f Faces, r widget.Rect, u float64, v *rules.State, names []string) {
	head := widget.Rect{X: r.X, Y: r.Y - f.Small.Size*0.2, W: r.W, H: f.Small.Size * 1.4}
	turn := p.turnLine(v, names, f.Small, head.W)
	b.Label(dst, turn, f.Small, head, render.Center, render.Ivory)
	step := r.W / 8
	py := r.Y + r.H*0.56
	pip := math.Max(8, 11*u)
	for i := range 8 {
		ph := rules.Phase(i + 1)
		x := r.X + step*(float64(i)+0.5)
		cur := v.Phase == ph
		img := b.Marks.Get(render.MarkDisc, int(pip*2))
		op := b.Opts(true)
		op.GeoM.Translate(-pip, -pip)
		sc := 0.55
		if cur {
			sc = 0.85
		}
		op.GeoM.Scale(sc, sc)
		op.GeoM.Translate(x, py)
		if cur {
			widget.ScaleRGBA(&op.ColorScale, render.Gilt)
		} else if v.Phase > ph {
			widget.ScaleRGBA(&op.ColorScale, render.Fade(render.GiltDeep, 0.8))
		} else {
			widget.ScaleRGBA(&op.ColorScale, render.Fade(render.Mist, 0.45))
		}
		dst.DrawImage(img, op)
		if phaseAE[i] {
			b.Dot(dst, x, py-pip*1.05, math.Max(3, 4*u), render.Fade(render.Gilt, 0.75))
		}
		c := render.Fade(render.Mist, 0.85)
		if cur {
			c = render.GiltLight
		}
		ly := py + pip*0.8
		if i%2 == 1 {
			ly += f.Tiny.Size * 1.05
		}
		b.Label(dst, phaseShort[i], f.Tiny, widget.Rect{X: x - step, Y: ly, W: 2 * step, H: f.Tiny.Size * 1.3}, render.Anchor{H: text.AlignCenter, V: text.AlignStart}, c)
	}
}

// turnLine is the tracker's head: the turn, whose it is and the phase in
// the longest form that fits in w, remade only when one of them changes.
func (p *Phases) turnLine(v *rules.State, names []string, f *text.GoTextFace, w float64) string {
	k := phaseKey{over: v.Over(), turn: int(v.Turn), phase: v.Phase, width: w, face: f, size: f.Size}
	if int(v.Active) >= 0 && int(v.Active) < len(names) {
		k.name = names[v.Active]
	}
	if k == p.key {
		return p.turn
	}
	p.key = k
	switch {
	case k.over:
		p.turn = "Game over"
	case v.Phase == rules.PhaseSetup:
		p.turn = "Opening hands"
	default:
		// The longest form that fits.
		for _, s := range []string{
			fmt.Sprintf("Turn %d · %s · %s Phase", v.Turn, k.name, v.Phase),
			fmt.Sprintf("Turn %d · %s · %s", v.Turn, k.name, v.Phase),
			fmt.Sprintf("%d · %s · %s", v.Turn, k.name, v.Phase),
			fmt.Sprintf("%s · %s", k.name, v.Phase),
		} {
			p.turn = s
			if widget.TextWidth(s, f) <= w {
				break
			}
		}
	}
	return p.turn
}
