package widget

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
)

// WidgetState is how a widget is to be drawn this frame.
type WidgetState struct {
	Focused, hovered, pressed bool
	Tick                      int // for blinking carets
}

// Widget is one control in a form.
type Widget interface {
	// Area is where the widget is on screen.
	Area() Box
	// Enabled reports whether the widget takes focus and input.
	Enabled() bool
	// Key offers the focused widget a key; it reports whether it used it.
	Key(k ebiten.Key, in *Keys) bool
	// Typed offers the focused widget a typed character.
	Typed(r rune) bool
	// Click activates the widget at p.
	Click(p input.Point)
	// Draw paints the widget.
	Draw(dst *ebiten.Image, sk *Skin, st WidgetState)
}

// BoxAt makes a box from its top-left corner and size.
func BoxAt(x, y, w, h float64) Box { return Box{x, y, x + w, y + h} }
