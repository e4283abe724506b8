package assets

import (
	"embed"
	"fmt"
)

//go:embed fonts/EBGaramond12-Regular.ttf fonts/EBGaramond12-Italic.ttf fonts/OFL.txt
var fonts embed.FS

// Font names one embedded typeface file.
type Font string

// The embedded typefaces.
const (
	// SerifRegular is EB Garamond 12 Regular, the game's display and body face.
	SerifRegular Font = "fonts/EBGaramond12-Regular.ttf"
	// SerifItalic is EB Garamond 12 Italic, for flavour text and captions.
	SerifItalic Font = "fonts/EBGaramond12-Italic.ttf"
)

// Fonts lists every embedded typeface.
func Fonts() []Font {
	return []Font{SerifRegular, SerifItalic}
}

// FontData returns a fresh copy of the font file's bytes.
func FontData(f Font) ([]byte, error) {
	b, err := fonts.ReadFile(string(f))
	if err != nil {
		return nil, fmt.Errorf("assets: font %q: %w", string(f), err)
	}
	return b, nil
}

// FontLicense returns the text of the license the embedded fonts are under.
func FontLicense() string {
	b, err := fonts.ReadFile("fonts/OFL.txt")
	if err != nil {
		// The file is embedded at compile time; failing here means the
		// go:embed line above and the file name disagree.
		panic("assets: license not embedded: " + err.Error())
	}
	return string(b)
}
