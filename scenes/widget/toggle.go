package widget

import (
	"math"
	"twilight/input"
	"twilight/render"

	"github.com/hajimehoshi/ebiten/v2"
)

// Toggle is an on/off switch.
type Toggle struct {
	On       bool
	Disabled bool
	OnChange func(on bool)
	Box      Box
}

func (t *Toggle) Area() Box { return t.Box }

func (t *Toggle) Enabled() bool { return !t.Disabled }

func (t *Toggle) Typed(rune) bool {
	return false
}

func (t *Toggle) Click(input.Point) { t.Set(!t.On) }

func (t *Toggle) Set(on bool) {
	if t.Disabled || on == t.On {
		return
	}
	t.On = on
	if t.OnChange != nil {
		t.OnChange(on)
	}
}

func (t *Toggle) Key(k ebiten.Key, in *Keys) bool {
	switch k {
	case ebiten.KeySpace:
		t.Set(!t.On)
	case ebiten.KeyArrowLeft:
		t.Set(false)
	case ebiten.KeyArrowRight:
		t.Set(true)
	default:
		return false
	}
	return true
}

func (t *Toggle) Draw(dst *ebiten.Image, sk *Skin, st WidgetState) {
	u := sk.U
	h := t.Box.H()
	track := BoxAt(t.Box.X0, t.Box.Y0+h*0.18, h*2.1, h*0.64)
	fill, line := render.Fade(render.Ink, 0.7), render.Fade(render.Mist, 0.45)
	if t.On {
		fill, line = render.Mix(render.GiltDeep, render.Ink, 0.45), render.Fade(render.Gilt, 0.85)
	}
	if st.Focused || st.hovered {
		line = render.Gilt
	}
	if st.Focused {
		cx, cy := track.Center()
		sk.Glow.Draw(dst, cx, cy, track.W(), track.H()*1.6, render.Gilt, 0.09)
	}
	sk.Panel(dst, track, track.H()*0.5, fill, line, math.Max(1, 1.2*u))
	knobX := track.X0 + track.H()*0.62
	knob := render.Fade(render.Mist, 0.9)
	if t.On {
		knobX = track.X1 - track.H()*0.62
		knob = render.GiltLight
	}
	_, cy := track.Center()
	sk.Pen.Diamond(dst, knobX, cy, track.H()*0.38, knob)
	label, c := "Off", render.Fade(render.Ivory, 0.6)
	if t.On {
		label, c = "On", render.Ivory
	}
	if t.Disabled {
		c = render.Fade(render.Mist, 0.5)
	}
	sk.Text(dst, label, sk.Label, track.X1+12*u, cy-1*u, render.LeftMiddle, c)
	sk.record(label, sk.Label, track.X1+12*u, cy-1*u, render.LeftMiddle, Box{track.X1, t.Box.Y0, t.Box.X1 + 60*u, t.Box.Y1})
	if st.Focused {
		sk.Pen.Diamond(dst, t.Box.X0-11*u, cy, 5*u, render.Fade(render.Gilt, 0.9))
	}
}
