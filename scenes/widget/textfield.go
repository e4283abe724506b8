package widget

import (
	"image"
	"math"
	"twilight/input"
	"twilight/render"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// TextField is a one-line text entry with a caret. Typing inserts at the
// caret; Backspace and Delete remove; Left, Right, Home and End move.
type TextField struct {
	Text        []rune
	clip        Clip // the box inside the frame, where the text goes
	Caret       int
	Placeholder string
	Max         int              // most runes it holds; 0: no limit
	Accept      func(rune) bool  // which runes it takes; nil: any printable
	OnChange    func(val string) // after every edit
	Disabled    bool
	Box         Box

	face   *text.GoTextFace // the face it was last drawn in, to place clicks
	scroll float64          // how far the text is shifted left to keep the caret in view
}

// Value is the field's text.
func (f *TextField) Value() string { return string(f.Text) }

// SetValue replaces the text and puts the caret at its end.
func (f *TextField) SetValue(s string) {
	f.Text = []rune(s)
	f.Caret = len(f.Text)
}

func (f *TextField) Area() Box { return f.Box }

func (f *TextField) Enabled() bool { return !f.Disabled }

// CaretBlinks implements Caret.
func (f *TextField) CaretBlinks() {}

func (f *TextField) changed() {
	if f.OnChange != nil {
		f.OnChange(string(f.Text))
	}
}

func (f *TextField) Typed(r rune) bool {
	if f.Disabled || !unicode.IsPrint(r) || (f.Accept != nil && !f.Accept(r)) {
		return false
	}
	if f.Max > 0 && len(f.Text) >= f.Max {
		return true // swallowed: the field is full
	}
	f.Caret = min(max(f.Caret, 0), len(f.Text))
	f.Text = append(f.Text[:f.Caret], append([]rune{r}, f.Text[f.Caret:]...)...)
	f.Caret++
	f.changed()
	return true
}

func (f *TextField) Key(k ebiten.Key, in *Keys) bool {
	f.Caret = min(max(f.Caret, 0), len(f.Text))
	switch k {
	case ebiten.KeyBackspace:
		if f.Caret > 0 {
			n := 1
			if in.Ctrl { // a whole word
				n = f.Caret - wordStart(f.Text, f.Caret)
			}
			f.Text = append(f.Text[:f.Caret-n], f.Text[f.Caret:]...)
			f.Caret -= n
			f.changed()
		}
	case ebiten.KeyDelete:
		if f.Caret < len(f.Text) {
			f.Text = append(f.Text[:f.Caret], f.Text[f.Caret+1:]...)
			f.changed()
		}
	case ebiten.KeyArrowLeft:
		if f.Caret == 0 {
			return false
		}
		f.Caret--
	case ebiten.KeyArrowRight:
		if f.Caret == len(f.Text) {
			return false
		}
		f.Caret++
	case ebiten.KeyHome:
		f.Caret = 0
	case ebiten.KeyEnd:
		f.Caret = len(f.Text)
	case ebiten.KeySpace:
		return f.Typed(' ')
	default:
		return false
	}
	return true
}

// wordStart is where the word ending at i begins (skipping spaces first).
func wordStart(rs []rune, i int) int {
	for i > 0 && unicode.IsSpace(rs[i-1]) {
		i--
	}
	for i > 0 && !unicode.IsSpace(rs[i-1]) && rs[i-1] != '/' {
		i--
	}
	if i == len(rs) {
		return max(0, i-1)
	}
	return i
}

func (f *TextField) Click(p input.Point) {
	if f.face == nil {
		f.Caret = len(f.Text)
		return
	}
	x := p.X - f.Box.X0 - f.pad() + f.scroll
	best, bestD := len(f.Text), math.Inf(1)
	for i := 0; i <= len(f.Text); i++ {
		d := math.Abs(text.Advance(string(f.Text[:i]), f.face) - x)
		if d < bestD {
			best, bestD = i, d
		}
	}
	f.Caret = best
}

func (f *TextField) pad() float64 { return (f.Box.Y1 - f.Box.Y0) * 0.4 }

func (f *TextField) Draw(dst *ebiten.Image, sk *Skin, st WidgetState) {
	u := sk.U
	f.face = sk.Field
	fill, line := render.Fade(render.Ink, 0.8), render.Fade(render.Mist, 0.4)
	if st.Focused {
		line = render.Gilt
	} else if st.hovered {
		line = render.Fade(render.Gilt, 0.6)
	}
	if f.Disabled {
		line = render.Fade(render.Mist, 0.18)
	}
	sk.Panel(dst, f.Box, 5*u, fill, line, math.Max(1, 1.2*u))
	pad := f.pad()
	inner := image.Rect(int(f.Box.X0+pad*0.7), int(f.Box.Y0+1), int(f.Box.X1-pad*0.7), int(f.Box.Y1-1))
	clip := f.clip.Of(dst, inner)
	_, cy := f.Box.Center()
	avail := f.Box.W() - 2*pad
	// An empty field converts no runes (string of no runes still
	// allocates).
	s, caretX, full := "", 0.0, 0.0
	if len(f.Text) > 0 {
		s = string(f.Text)
		caretX = text.Advance(string(f.Text[:min(max(f.Caret, 0), len(f.Text))]), f.face)
		full = text.Advance(s, f.face)
	}
	// Keep the caret in view.
	if caretX-f.scroll > avail {
		f.scroll = caretX - avail
	}
	if caretX-f.scroll < 0 {
		f.scroll = caretX
	}
	if full-f.scroll < avail {
		f.scroll = math.Max(0, full-avail)
	}
	x := f.Box.X0 + pad - f.scroll
	if len(f.Text) == 0 && f.Placeholder != "" {
		sk.Text(clip, f.Placeholder, sk.Note, f.Box.X0+pad, cy, render.LeftMiddle, render.Fade(render.Mist, 0.75))
	} else {
		c := render.Ivory
		if f.Disabled {
			c = render.Fade(render.Mist, 0.6)
		}
		sk.Text(clip, s, f.face, x, cy, render.LeftMiddle, c)
	}
	if st.Focused && (st.Tick/30)%2 == 0 {
		h := f.face.Size * 0.62
		cxp := float32(math.Round(x + caretX))
		vector.StrokeLine(dst, cxp, float32(cy-h), cxp, float32(cy+h), float32(math.Max(1, 1.6*u)), render.GiltLight, true)
	}
}
