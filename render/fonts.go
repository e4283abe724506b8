package render

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/assets"
)

// Fonts are the game's typefaces, parsed and ready to make faces from.
type Fonts struct {
	Serif  *text.GoTextFaceSource
	Italic *text.GoTextFaceSource
}

// LoadFonts parses the embedded typefaces.
func LoadFonts() (*Fonts, error) {
	load := func(f assets.Font) (*text.GoTextFaceSource, error) {
		b, err := assets.FontData(f)
		if err != nil {
			return nil, err
		}
		src, err := text.NewGoTextFaceSource(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("render: parse %s: %w", f, err)
		}
		return src, nil
	}
	serif, err := load(assets.SerifRegular)
	if err != nil {
		return nil, err
	}
	italic, err := load(assets.SerifItalic)
	if err != nil {
		return nil, err
	}
	return &Fonts{Serif: serif, Italic: italic}, nil
}

// Face returns a face of src at size pixels, with old-style figures and
// common ligatures left on as the typeface intends.
func Face(src *text.GoTextFaceSource, size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: src, Size: size}
}
